"""How far a game got, in its own terms (game.views.progress): the title's Continue, the list of
saves, the turning points, the replay viewer and a fork's setup say "Turn 8", "Round 3" or
"Game 2, turn 8", never the count of recorded actions ("move 151" was Wyvern's eighth turn)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.core.record import GameRecord, replay
from game.i18n import set_language, translate
from game.rules import RULES
from game.scenes.save_choice import describe_save
from game.scenes.save_choice import saved_progress as record_progress
from game.views.progress import counted_moves, progress_of
from game.views.registry import client_for
from game.views.turning_points_panel import TurningPointsPanel
from tests.client.played import played


@contextmanager
def use_language(code: str) -> Iterator[None]:
    set_language(code)
    try:
        yield
    finally:
        set_language("en")


def words_of(record: GameRecord) -> str:
    with use_language("en"):
        return translate(record_progress(record))


FINISHED_TURNS = {
    "nine-sons": lambda view: view.turn,
    "dragon-bridge": lambda view: view.turn,
    "drakon": lambda view: view.turns,
}
"""How many turns a spectator's view says are finished, for the games counted in turns."""


def test_each_game_counts_its_own_turns_not_the_recorded_actions():
    for slug, finished in FINISHED_TURNS.items():
        for plies in (60, 120):
            record = played(slug, plies)
            state = replay(RULES[slug], record)
            turn = finished(state.view(None)) + (0 if state.is_terminal() else 1)
            assert words_of(record) == f"Turn {turn}", (slug, plies)
    delta = played("dragon-delta", 120)
    assert words_of(delta) == f"Round {replay(RULES['dragon-delta'], delta).view(None).round}"
    wyvern = played("wyvern", 150)
    view = replay(RULES["wyvern"], wyvern).view(None)
    assert words_of(wyvern) == f"Game {view.game}, turn {view.turn}"
    assert 0 < view.turn < 40  # 150 actions are a handful of turns: the old caption's trap


def test_wyvern_setting_up_and_a_finished_game():
    with use_language("en"):
        start = played("wyvern", 0)
        assert translate(record_progress(start)) == "Game 1: setting up"
        record = played("nine-sons", 10_000)
        state = replay(RULES["nine-sons"], record)
        assert state.is_terminal()
        # The last turn played, not one more.
        assert (
            translate(progress_of(client_for("nine-sons"), state, 0))
            == f"Turn {state.view(None).turn}"
        )


def test_a_record_that_cannot_replay_falls_back_to_its_count():
    record = played("drakon", 20)
    record.history = [*record.history, "no such move"]
    with use_language("en"):
        assert translate(record_progress(record)) == translate(counted_moves(21))
        assert translate(counted_moves(21)) == "Move 21"


def test_the_continue_caption_in_every_language():
    record = played("wyvern", 150)
    view = replay(RULES["wyvern"], record).view(None)
    with use_language("en"):
        assert translate(describe_save(record)) == (
            f"Wyvern · 2 players · Game {view.game}, turn {view.turn}"
        )
    with use_language("ja"):
        caption = translate(describe_save(record))
        assert f"ゲーム{view.game}・{view.turn}ターン目" in caption and "手目" not in caption
    with use_language("zh"):
        caption = translate(describe_save(record))
        assert f"第{view.game}局・第{view.turn}回合" in caption


def test_the_turning_points_name_the_turn(monkeypatch):
    pygame.init()
    record = played("drakon", 40)
    panel = TurningPointsPanel(pygame.Rect(40, 120, 560, 420), record, client_for("drakon"))
    ply = next(n for n in range(30, 0, -1) if replay(RULES["drakon"], record, n).view(None).turns)
    turns = replay(RULES["drakon"], record, ply).view(None).turns
    with use_language("en"):
        assert panel._moment(ply) == f"Turn {turns + 1}"
    with use_language("ja"):
        assert panel._moment(ply) == f"{turns + 1}ターン目"  # kept untranslated, worded anew


def test_the_replay_viewer_says_where_the_game_on_screen_stands(app):
    from game.scenes.replay_viewer import ReplayViewerScene

    record = played("wyvern", 150)
    scene = ReplayViewerScene(app, record)
    app.push(scene)
    assert "Game 1: setting up" in scene.status_words()
    scene.seek(150)
    view = scene.player.state.view(None)
    assert f"Game {view.game}, turn {view.turn}" in scene.status_words()
    scene.seek(0)
    assert "Game 1: setting up" in scene.status_words()  # the cached words follow the seek


def test_a_fork_names_the_moment_it_continues_from():
    from game.scenes import setup_fork

    record = played("drakon", 40)
    with use_language("en"):
        assert translate(setup_fork.banner(record)) == (
            f"Continuing a replay from: {words_of(record)}"
        )

"""One saved game per game, and no game in progress ever lost (issue 12, item 2; issue 11).

Every test drives the real scenes (title, setup's Start, the save choice, pause's Save & quit,
the play scene to its results) on an App whose files live in a temporary folder.
"""

from __future__ import annotations

import json
import os
import random
import time

import pygame
import pytest

from game.app import start_game
from game.core.protocol import CHANCE, sample_chance
from game.core.record import SEAT_LEVELS, GameRecord, SeatSpec
from game.rules import get_rules
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.save_choice import ContinueScene, NoticeScene, SaveChoiceScene, saved_progress
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.settings import AUTOSAVE_FILE, PrefFolder, SaveStore, write_atomic
from game.smoke import finished_session
from game.views import theme

AI_ONLY = [SeatSpec("Red", "ai", "easy", 2), SeatSpec("Blue", "ai", "easy", 3)]


def key(app, code: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


def show(app, frames: int = 2) -> pygame.Surface:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _frame in range(frames):
        app.update(0.05)
        app.draw(surface)
    return surface


def run_until(app, condition, frames: int = 3000) -> None:
    for _frame in range(frames):
        if condition():
            return
        app.step(0.05, events=[])
    assert condition(), "condition not reached"


def played(slug: str, seed: int, plies: int = 6, players: int = 2) -> GameRecord:
    """A record of `slug` with a person in seat 1 and AIs after, `plies` random actions in."""
    rules = get_rules(slug)
    options = rules.info.default_options(players)
    state = rules.new_initial_state(players, options)
    rng = random.Random(seed)
    history: list[str] = []
    while len(history) < plies and not state.is_terminal():
        action = (
            sample_chance(state, rng)
            if state.is_chance_node()
            else rng.choice(state.legal_actions())
        )
        history.append(state.action_to_string(action))
        state.apply_action(action)
    seats = [SeatSpec("Ana", "human", "normal", 2)] + [
        SeatSpec(f"Wyrm {index}", "ai", "easy", 2 + index) for index in range(1, players)
    ]
    return GameRecord(slug, players, options, seats, seed, history)


def saved_at(app, record: GameRecord, stamp: float) -> None:
    """Save `record` in its slot, dated `stamp` (so "most recent" is known)."""
    assert app.saves.write_autosave(record)
    os.utime(app.saves.path_for(record.slug), (stamp, stamp))


def one_move_from_the_end() -> tuple[GameRecord, str]:
    """A Nine Sons record one decision before its end, the last mover a person; and that move."""
    rules = get_rules("nine-sons")
    for seed in range(1, 80):
        record = finished_session("nine-sons", seed=seed).record
        *before, last = record.history
        state = rules.new_initial_state(2, record.options)
        for text in before:
            state.apply_action(rules.parse_action(state, text))
        mover = state.current_player()
        if mover == CHANCE:
            continue
        seats = [
            SeatSpec("Ana" if seat == mover else "Wyrm", "human" if seat == mover else "ai",
                     "easy", 2 + seat)
            for seat in range(2)
        ]  # fmt: skip
        return GameRecord("nine-sons", 2, record.options, seats, seed, before), last
    raise AssertionError("no seed ends on a person's move")


# ----------------------------------------------------------------------------- slots


def test_each_game_keeps_its_own_save_and_continue_asks_which_newest_first(app):
    """Two games in progress (Nine Sons, then Drakon) are both kept; Continue opens a chooser
    with Drakon, the most recent, first; choosing it resumes exactly that game."""
    nine, drakon = played("nine-sons", 3), played("drakon", 4, plies=8, players=4)
    now = time.time()
    saved_at(app, nine, now - 60)
    saved_at(app, drakon, now)
    title = TitleScene(app)
    app.reset_to(title)
    show(app)
    assert title.continue_button.enabled
    assert "2 games saved · Drakon last" in str(title.continue_button.caption)
    key(app, pygame.K_RETURN)  # Continue has the focus
    chooser = app.top
    assert isinstance(chooser, ContinueScene)
    assert [game.slug for game in chooser.games] == ["drakon", "nine-sons"]
    assert f"4 players · {saved_progress(drakon)} · " in str(chooser.buttons[0].caption)
    show(app)
    key(app, pygame.K_RETURN)  # the first, most recent game
    assert isinstance(app.top, PlayScene)
    assert app.top.session.slug == "drakon"
    assert app.top.session.record.history[: len(drakon.history)] == drakon.history
    assert app.saves.read_autosave("nine-sons").history == nine.history


def test_a_watched_game_ending_never_costs_a_saved_game(app):
    """The reported loss: a person's Nine Sons game was saved; a watched AI game of Nine Sons,
    started from the setup, plays to its results; the person's save is still there."""
    mine = played("nine-sons", 5)
    saved_at(app, mine, time.time())
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "nine-sons")
    app.push(setup)
    for editor, level in zip(setup.seats, ("ai:easy", "ai:easy"), strict=True):
        editor.kind_cycle.set_value(level)
        editor._kind_changed(level)
    setup.start()  # no seat of a person: it replaces nothing, so nothing is asked
    assert isinstance(app.top, PlayScene)
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    assert app.saves.read_autosave("nine-sons").to_json() == mine.to_json()


def test_a_watched_game_is_not_autosaved_over_anything(app):
    """Watching AIs takes no slot: after its moves the slot is as it was (empty here)."""
    start_game(app, "nine-sons", AI_ONLY, None, 5)
    for _frame in range(20):
        app.step(0.05, events=[])
    assert app.top.session.ply > 0
    assert not app.saves.path_for("nine-sons").exists()


def test_setup_start_asks_resume_replace_or_back(app):
    """Starting a Nine Sons game while one waits: Back keeps everything; Resume plays the saved
    game; Replace starts the new one, whose save then takes the slot."""
    waiting = played("nine-sons", 6)
    saved_at(app, waiting, time.time())
    title = TitleScene(app)
    app.reset_to(title)

    def start_from_setup() -> SaveChoiceScene:
        setup = SetupScene(app, "nine-sons")
        app.push(setup)
        setup.focus.set_focus(setup.start_button)
        key(app, pygame.K_RETURN)
        choice = app.top
        assert isinstance(choice, SaveChoiceScene)
        show(app)
        return choice

    choice = start_from_setup()
    assert [str(button.label) for button in choice.buttons] == [
        "Resume it",
        "Replace it with the new game",
        "Back",
    ]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, SetupScene)
    assert app.saves.read_autosave("nine-sons").to_json() == waiting.to_json()
    app.reset_to(title)

    choice = start_from_setup()
    key(app, pygame.K_RETURN)  # Resume it
    assert isinstance(app.top, PlayScene) and app.stack[0] is title and len(app.stack) == 2
    assert app.top.session.record.history[: len(waiting.history)] == waiting.history
    app.reset_to(title)

    choice = start_from_setup()
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Replace it
    assert isinstance(app.top, PlayScene)
    new = app.top.session.record
    assert not new.same_match(waiting)
    assert app.saves.read_autosave("nine-sons").same_match(new)


def test_a_save_that_cannot_be_read_is_moved_aside_never_deleted(app):
    path = app.saves.path_for("nine-sons")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{broken")
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "nine-sons")
    app.push(setup)
    setup.start()
    choice = app.top
    assert isinstance(choice, SaveChoiceScene)
    assert choice.focus.focused is choice.buttons[-1]  # Back: moving a file is never default
    show(app)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)  # Start the new game
    assert isinstance(app.top, PlayScene)
    assert (path.parent / "nine-sons.json.unreadable").read_bytes() == b"{broken"
    assert app.saves.read_autosave("nine-sons").same_match(app.top.session.record)


def test_pause_save_and_quit_of_a_watched_game_keeps_the_saved_one(app):
    mine = played("nine-sons", 8)
    saved_at(app, mine, time.time())
    app.reset_to(TitleScene(app))
    start_game(app, "nine-sons", AI_ONLY, None, 5)
    app.push(PauseScene(app, app.top))
    app.top.save_and_quit()
    title = app.top
    assert isinstance(title, TitleScene)
    assert "This game was not saved" in str(title.message)
    assert app.saves.read_autosave("nine-sons").to_json() == mine.to_json()


def test_pause_save_and_quit_saves_a_watched_game_in_a_free_slot(app):
    start_game(app, "nine-sons", AI_ONLY, None, 5)
    play = app.top
    app.push(PauseScene(app, play))
    app.top.save_and_quit()
    assert app.saves.read_autosave("nine-sons").to_json() == play.session.record.to_json()


def test_the_end_of_a_match_removes_its_save_only(app):
    """A person finishes Nine Sons: its save goes, the Drakon save stays."""
    drakon = played("drakon", 4, plies=8, players=3)
    saved_at(app, drakon, time.time() - 30)
    record, last = one_move_from_the_end()
    saved_at(app, record, time.time())
    title = TitleScene(app)
    app.reset_to(title)
    title.continue_game()
    chooser = app.top
    assert isinstance(chooser, ContinueScene) and chooser.games[0].slug == "nine-sons"
    chooser.buttons[0].activate()
    scene = app.top
    run_until(
        app, lambda: scene.session.is_human_turn() and scene.turn_version == scene.session.version
    )
    assert scene.human_action(get_rules("nine-sons").parse_action(scene.session.state, last))
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    assert app.saves.read_autosave("nine-sons") is None
    assert app.saves.read_autosave("drakon").to_json() == drakon.to_json()


def test_closing_the_window_in_the_last_animation_leaves_no_false_error(app, tmp_path):
    """The final move animates; the window closes before the results. The next start says
    nothing is wrong (no "could not be loaded") and offers nothing to continue."""
    from game.app import App

    record, last = one_move_from_the_end()
    saved_at(app, record, time.time())
    app.reset_to(TitleScene(app))
    app.top.continue_game()
    scene = app.top
    app.settings.animation_speed = 1.0
    run_until(
        app, lambda: scene.session.is_human_turn() and scene.turn_version == scene.session.version
    )
    scene.human_action(get_rules("nine-sons").parse_action(scene.session.state, last))
    assert scene.session.is_over() and not isinstance(app.top, ResultsScene)
    app.shutdown()  # the window closes here
    again = App(home=str(tmp_path), use_process=False)
    try:
        title = TitleScene(again)
        again.reset_to(title)
        assert title.save_error is None and not title.continue_button.enabled
    finally:
        again.shutdown()


def test_an_old_autosave_moves_into_its_games_slot(tmp_path):
    record = played("nine-sons", 9)
    (tmp_path / AUTOSAVE_FILE).write_text(record.dumps(), encoding="utf-8")
    store = SaveStore(tmp_path)
    assert store.read_autosave().to_json() == record.to_json()
    assert not (tmp_path / AUTOSAVE_FILE).exists()
    assert store.path_for("nine-sons").read_text(encoding="utf-8") == record.dumps()


# ----------------------------------------------------------------------------- durable writes


def test_temporary_files_of_an_interrupted_write_are_removed_at_start(tmp_path):
    """A kill between the temporary file and the rename left `autosave.json*.tmp`: the next
    start removes it (and one in saves/), but not a fresh one another copy may be writing."""
    (tmp_path / "saves").mkdir()
    stale = [tmp_path / "autosave.jsonx1y2.tmp", tmp_path / "saves" / "drakon.jsonab12.tmp"]
    fresh = tmp_path / "settings.jsonq9.tmp"
    other = tmp_path / "notes.tmp"
    for path in [*stale, fresh, other]:
        path.write_text("half", encoding="utf-8")
    hour_ago = time.time() - 3600
    for path in [*stale, other]:
        os.utime(path, (hour_ago, hour_ago))
    SaveStore(tmp_path)
    assert not any(path.exists() for path in stale)
    assert fresh.exists() and other.exists()


def test_a_write_is_fsynced_before_the_rename_and_the_folder_after(tmp_path, monkeypatch):
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(handle: int) -> None:
        events.append("fsync folder" if os.path.isdir(f"/proc/self/fd/{handle}") else "fsync")
        real_fsync(handle)

    def replace(source, target) -> None:
        events.append("rename")
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    write_atomic(tmp_path / "settings.json", "{}")
    assert events[:2] == ["fsync", "rename"]
    if os.name == "posix":
        assert len(events) == 3 and events[2] in ("fsync", "fsync folder")


# ----------------------------------------------------------------------------- memory only


def test_a_folder_that_cannot_be_written_keeps_playing_in_memory_with_one_notice(app, monkeypatch):
    """The first save fails (a read-only disk): the board says so once, the game plays on,
    Save & quit keeps it in memory, and Continue resumes it in the same run."""

    def refuse(path, data) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr("game.settings.folder.write_atomic", refuse)
    app.reset_to(TitleScene(app))
    start_game(app, "nine-sons", [SeatSpec("Ana"), SeatSpec("Wyrm", "ai", "easy", 3)], None, 7)
    app.saves.settle()  # the first save is written on the saves' writer thread
    app.update(0.05)  # and the next frame says what it found
    notice = app.top
    assert isinstance(notice, NoticeScene) and "cannot write to its folder" in str(notice.text())
    show(app)
    key(app, pygame.K_RETURN)  # Play on
    scene = app.top
    assert isinstance(scene, PlayScene)
    run_until(
        app, lambda: scene.session.is_human_turn() and scene.turn_version == scene.session.version
    )
    scene.human_action(scene.session.legal_actions()[0])
    show(app)
    assert app.top is scene  # said once, not after every move
    app.push(PauseScene(app, scene))
    app.top.save_and_quit()
    title = app.top
    assert title.continue_button.enabled
    assert not app.saves.path_for("nine-sons").exists()
    title.continue_game()
    assert app.top.session.record.history == scene.session.record.history


def test_a_folder_that_cannot_be_made_is_reported_once_on_the_title(tmp_path):
    (tmp_path / "file").write_text("x", encoding="utf-8")
    folder = PrefFolder.open(tmp_path / "file" / "home")
    assert not folder.on_disk
    notices = folder.take_notices()
    assert len(notices) == 1 and "cannot write to its folder" in str(notices[0])
    assert folder.take_notices() == []
    assert not folder.write("settings.json", b"{}") and folder.read("settings.json", 10) == b"{}"


def test_the_levels_a_save_may_name_are_the_ones_the_ai_plays():
    from ai.levels import LEVELS, make_bot

    assert set(SEAT_LEVELS) == {*LEVELS, "random"}
    for level in SEAT_LEVELS:
        make_bot("nine-sons", level)  # every level a save may name has a bot


@pytest.mark.parametrize("slug", ["nine-sons", "dragon-bridge", "drakon"])
def test_every_game_round_trips_through_its_slot(tmp_path, slug):
    players = get_rules(slug).info.min_players
    record = played(slug, 12, plies=5, players=players)
    store = SaveStore(tmp_path)
    assert store.write_autosave(record)
    again = SaveStore(tmp_path)
    assert again.read_autosave(slug).to_json() == record.to_json()
    assert json.loads(again.path_for(slug).read_text(encoding="utf-8"))["slug"] == slug


def test_a_game_from_the_command_line_asks_before_replacing_a_save(tmp_path, monkeypatch):
    from game.app import App, IdleWorker, run

    SaveStore(tmp_path).write_autosave(played("nine-sons", 3))
    monkeypatch.setenv("DRAGON_ARCADE_HOME", str(tmp_path))
    monkeypatch.setattr("game.app.make_worker", lambda use_process: IdleWorker())
    seen = []
    monkeypatch.setattr(App, "run", lambda self, first=None: seen.append(list(self.stack)))
    assert run(["--game", "nine-sons", "--seats", "human,ai:hard"]) == 0
    assert [type(scene) for scene in seen[0]] == [TitleScene, SaveChoiceScene]

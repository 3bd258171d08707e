"""A turning point on a step of a compound decision (a Drakon tile, then its cell and turn) is
worded whole, never as the engine's text ("at @-1,-5"): the move played with the record's own
next steps, the coach's choice with its own line (TurningPoint.coach_then), and the turn is
named (the log's placement line does not say it)."""

from __future__ import annotations

import pygame

from game.core.record import GameRecord, replay
from game.i18n import set_language, translate
from game.rules import RULES
from game.turning_points import TurningPoint, TurningPointSearch
from game.views.drakon.coach import coach_words
from game.views.registry import client_for
from game.views.turning_points_panel import TurningPointsPanel
from tests.client.played import played

RAW = ("tile ", "at @", "rot ")


def drakon_record(plies: int = 60) -> GameRecord:
    return played("drakon", plies, seed=8)


def first_tile_step(record: GameRecord) -> int:
    return next(
        ply
        for ply, text in enumerate(record.history)
        if text.startswith("tile ") and replay(RULES["drakon"], record, ply).current_player() == 0
    )


def coach_line(record: GameRecord, ply: int) -> tuple[int, tuple[int, ...]]:
    """Another tile than the one played, and a legal cell and turn for it."""
    state = replay(RULES["drakon"], record, ply)
    played = RULES["drakon"].parse_action(state, record.history[ply])
    tiles = [a for a in state.legal_actions() if state.action_to_string(a).startswith("tile ")]
    tiles = [a for a in tiles if a != played] or tiles
    choice = tiles[0]
    state.apply_action(choice)
    cell = state.legal_actions()[0]
    state.apply_action(cell)
    return choice, (cell, state.legal_actions()[-1])


def test_both_moves_of_a_tile_step_are_worded_whole():
    pygame.init()
    set_language("en")
    record = drakon_record()
    ply = first_tile_step(record)
    played = RULES["drakon"].parse_action(replay(RULES["drakon"], record, ply), record.history[ply])
    coach, then = coach_line(record, ply)
    point = TurningPoint(ply, 0, played, coach, 0.6, 0.3, then)
    panel = TurningPointsPanel(pygame.Rect(0, 0, 560, 420), record, client_for("drakon"))
    played_words, liked_words = panel._words_of(point)
    for words in (played_words, liked_words):
        assert not words.startswith(RAW), words
        assert ", arrows " in words and " at (" in words
    # Without the coach's line (a search that gave none) the old single-step words stand.
    bare = TurningPoint(ply, 0, played, coach, 0.6, 0.3)
    fresh = TurningPointsPanel(pygame.Rect(0, 0, 560, 420), record, client_for("drakon"))
    assert fresh._words_of(bare)[1].startswith("tile ")


def test_the_turn_is_named_in_japanese_and_chinese():
    record = drakon_record()
    ply = first_tile_step(record)
    state = replay(RULES["drakon"], record, ply + 2)  # the tile and its cell chosen
    rot = state.legal_actions()[0]
    for language, arrows in (("ja", "矢印"), ("zh", "箭头")):
        set_language(language)
        words = translate(coach_words(state, rot))
        assert arrows in words and "(" in words
    set_language("en")
    assert coach_words(replay(RULES["drakon"], record, ply), rot) is None  # not a turn step


def test_the_search_keeps_the_coachs_own_next_steps():
    record = drakon_record()
    ply = first_tile_step(record)
    coach, then = coach_line(record, ply)
    judge = TurningPointSearch(record, [0])
    probe = judge.next_probe()
    while probe is not None and probe.ply != ply:
        judge.take(probe, None, {})
        probe = judge.next_probe()
    assert probe is not None
    top = [{"action": coach, "chance": 0.7, "then": then}, {"action": 0, "chance": 0.1}]
    judge.take(probe, coach, {"top": top})
    decision = next(d for d in judge._decisions if d.ply == ply)
    assert decision.coach_then == then

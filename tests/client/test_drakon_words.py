"""Issue 12 items 10 and 13 for Drakon: the Hint says the move in words (a tile hint with its cell
and arrows), and the seat panels name hero types only with the Heroes variant."""

from __future__ import annotations

import pygame
import pytest

from game.core.record import SeatSpec
from game.rules.drakon import DrakonState, actions
from game.rules.drakon.heroes import HERO_NAMES
from game.views.board_view import TurnInput
from game.views.drakon import hints, panels, seat_panel
from game.views.drakon.view import DrakonBoardView
from tests.client.test_drakon_scene import HUMAN_VS_AI, ready, start
from tests.client.test_play import key, run_until

SEATS = [SeatSpec("Ana", "human", colour=0), SeatSpec("Bo", "ai", "easy", colour=1)]


def _board(state: DrakonState) -> DrakonBoardView:
    board = DrakonBoardView(SEATS)
    board.reset(state.view(0))
    board.set_turn(TurnInput(0, state.legal_actions()))
    return board


def test_a_tile_hint_names_the_tile_its_cell_and_its_arrows():
    # Seat 0's hero on the Start: the gold is best laid on its own doorstep (north, east, south).
    state = DrakonState.from_position(players=2, hands=[["gold-2c", "blank-1"], []],
                                      heroes=[(0, 0), (0, 0)])  # fmt: skip
    board = _board(state)
    gold = next(a for a in state.legal_actions() if actions.to_text(a) == "tile gold-2c")
    board.show_hint(gold)
    plan = board.hint_plan
    assert plan is not None and plan.cell in ((0, 1), (1, 0), (0, -1))
    words = board.hint_words()
    assert words.startswith("Hint: place Find a Gold at (")
    assert words.endswith(", arrows " + hints.arrow_words(plan.tile, plan.rot))
    assert hints.arrow_words(plan.tile, 0) == "north, east"


def test_a_move_hint_names_the_chamber_and_the_cell():
    state = DrakonState.from_position(players=2, board={(0, 1): ("gold-1", 0)})
    board = _board(state)
    board.show_hint(actions.cell_action(actions.MOVE, (0, 1)))
    assert board.hint_words() == "Hint: move to Find a Gold at (0, 1)"


def test_the_hint_arrives_in_words_in_a_real_scene(app, monkeypatch):
    scene = start(app, HUMAN_VS_AI)
    run_until(app, lambda: ready(scene))
    drawn: list[str] = []
    real = panels.fit
    monkeypatch.setattr(
        panels, "fit", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k)
    )
    app.step(0.05, events=[key(pygame.K_h)])
    run_until(app, lambda: scene.board.hint is not None)
    app.step(0.05, events=[])
    assert any(words.startswith("Hint: ") for words in drawn)
    # Picking the hinted tile starts at the hinted turn and cell.
    plan = scene.board.hint_plan
    if plan is not None:
        index = next(
            t.index for t in scene.board.targets if t.kind == "tray" and t.tile == plan.tile
        )
        app.step(0.05, events=[key(pygame.K_1 + index)])
        assert scene.board.preview_cell() == plan.cell and scene.board.rot == plan.rot


@pytest.mark.parametrize("heroes_on", [False, True])
def test_panels_name_hero_types_only_with_the_heroes_variant(monkeypatch, heroes_on):
    pygame.init()
    state = DrakonState.from_position(players=2, heroes_on=heroes_on, hero_of=[0, 1])
    board = _board(state)
    drawn: list[str] = []
    real = seat_panel.label
    monkeypatch.setattr(
        seat_panel,
        "label",
        lambda s, words, *a, **k: drawn.append(words) or real(s, words, *a, **k),
    )
    seat_panel.forget_panels()
    surface = pygame.Surface((1280, 720))
    panels.draw_all(board, surface, board.view, None, 0.0)
    named = {HERO_NAMES[0], HERO_NAMES[1]} & set(drawn)
    assert bool(named) == heroes_on


def test_the_rules_help_states_issue_11s_readings():
    """The rulings are said where a player reads the rules (help.py), with the loop limit."""
    from game.views.drakon.help import PAGES

    text = " ".join(" ".join(page.paragraphs) for page in PAGES)
    assert "comes back for the third time" in text and "After 400 turns" in text
    assert "20 turns" not in text
    assert "neighbouring chamber" in text and "no Vortex jump, no gust" in text
    assert "whole gust" in text and "face down" in text
    assert "you see which one went" in text
    assert "a Wizard whose power is unused may still slip through a door" in text

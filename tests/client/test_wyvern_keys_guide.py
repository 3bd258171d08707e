"""Wyvern by keys and its guided game's tips, as a newcomer met them: the six Lair cards are laid
with Enter after one Tab (the focus stays on the next card), Enter with nothing in focus shows
the first choice instead of doing nothing, and the tips leave in view where the cards they ask
for will go (game.scenes.guide.place_panel's keep_clear)."""

from __future__ import annotations

import pygame
import pytest

from game.core.protocol import CHANCE
from game.i18n import set_language
from game.scenes.guide import GuideRunner, place_panel
from game.views.board_view import TurnInput
from game.views.wyvern import guide, layout
from tools.wyvern_screens import board_for, new_state


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    yield
    set_language("en")


def key(board, name):
    return board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode=""))


def arranging_state():
    """A new match dealt up to the first seat's first Lair card to lay."""
    state = new_state()
    while state.current_player() == CHANCE:
        state.apply_action(state.chance_outcomes()[0][0])
    assert state.view(state.current_player()).decision == "arrange"
    return state


def test_one_tab_then_enter_lays_every_lair_card():
    state = arranging_state()
    seat = state.current_player()
    board = board_for(state, seat)
    assert key(board, pygame.K_TAB) == (True, None) and board.focus == 0
    laid = 0
    while state.current_player() == seat and state.view(seat).decision == "arrange":
        used, action = key(board, pygame.K_RETURN)
        assert used and action is not None, f"Enter laid nothing after {laid} cards"
        state.apply_action(action)
        laid += 1
        board.set_turn(None)  # as the play scene does while the card is animated
        board.view = state.view(seat)
        if state.current_player() == seat:
            board.set_turn(TurnInput(seat, state.legal_actions(), state.why_illegal))
    assert laid == 6


def test_enter_with_nothing_in_focus_shows_the_first_choice():
    state = arranging_state()
    board = board_for(state, state.current_player())
    assert board.focus is None
    assert key(board, pygame.K_RETURN) == (True, None)  # nothing played yet
    assert board.focus == 0
    assert key(board, pygame.K_RETURN)[1] is not None  # the second Enter lays it


def test_a_panel_keeps_clear_what_it_is_told_to():
    target = pygame.Rect(340, 590, 460, 110)  # along the bottom, like a hand
    keep = pygame.Rect(200, 340, 460, 230)  # just above it, like the field
    plain = place_panel((400, 150), target)
    assert plain is not None and plain.colliderect(keep)  # above the target: over the field
    kept = place_panel((400, 150), target, keep_clear=keep)
    assert kept is not None
    assert not kept.colliderect(keep.inflate(12, 12)) and not kept.colliderect(target)


@pytest.mark.parametrize("language", ["en", "ja", "zh"])
def test_the_first_tip_leaves_your_field_in_view(language):
    set_language(language)
    state = arranging_state()
    seat = state.current_player()
    board = board_for(state, seat)
    runner = GuideRunner(guide.guided_game())
    panel, lines, target = runner.layout(board)
    bottom = layout.bottom_seat(seat)
    field = layout.row_rect(bottom, 0, bottom).union(layout.row_rect(bottom, 1, bottom))
    assert target is not None and lines
    assert not panel.colliderect(field) and not panel.colliderect(target)

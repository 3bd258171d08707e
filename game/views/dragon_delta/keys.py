"""Dragon Delta's keys while programming and while choosing a plank (the board view's other
keys are its own): what each key does to the board's draft, hand focus and plank choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.dragon_delta.cards import plank_length

if TYPE_CHECKING:
    from .view import DeltaBoardView

NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NEXT = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS = (pygame.K_LEFT, pygame.K_UP)


def program_key(board: DeltaBoardView, key: int, shift: bool) -> tuple[bool, int | None]:
    """A key while programming: a number lays the card in that place of the hand, Left/Right/
    Tab move along the hand, Up/Down pick a slot (Shift moves it), Backspace takes it back,
    Enter lays the focused card or, with five, confirms."""
    places = board.hand_places()
    held = [card for card in places if card is not None]
    if key in NUMBER_KEYS and NUMBER_KEYS[key] <= len(places):
        board.hand_focus = NUMBER_KEYS[key] - 1
        card = places[board.hand_focus]
        if card is None:  # that card is in the program already
            board.sound("error")
        else:
            board.add_card(card)
        return True, None
    if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB) and held:
        step = -1 if key == pygame.K_LEFT else 1
        board.hand_focus = board.next_place(places, board.hand_focus or 0, step)
        return True, None
    if key in (pygame.K_UP, pygame.K_DOWN) and board.draft:
        step = -1 if key == pygame.K_UP else 1
        slot = board.picked_slot if board.picked_slot is not None else len(board.draft)
        target = max(0, min(len(board.draft) - 1, slot + step))
        if shift and board.picked_slot is not None:
            board.draft[slot], board.draft[target] = board.draft[target], board.draft[slot]
        board.picked_slot = target
        return True, None
    if key in (pygame.K_BACKSPACE, pygame.K_DELETE) and board.draft:
        board.take_back(
            board.picked_slot if board.picked_slot is not None else len(board.draft) - 1
        )
        return True, None
    if key in CONFIRM:
        if board.draft and len(board.draft) == board.room():
            return True, board.confirm_program()
        if held and board.hand_focus is not None:
            focus = min(board.hand_focus, len(places) - 1)
            card = places[focus]
            board.add_card(card if card is not None else places[board.next_place(places, focus, 1)])
            return True, None
    return False, None


def plank_key(board: DeltaBoardView, key: int) -> tuple[bool, int | None]:
    """A key while choosing a plank: its length picks it, Tab/arrows move, Enter lays it."""
    reserve = board.reserve()
    if key in NUMBER_KEYS:  # the plank of that length (each length is there at most once)
        lengths = [plank_length(plank) for plank in reserve]
        if NUMBER_KEYS[key] not in lengths:
            board.sound("error")
            return True, None
        board.plank_focus = lengths.index(NUMBER_KEYS[key])
        board.plank = reserve[board.plank_focus]
        return True, None
    if key in NEXT or key in PREVIOUS:
        step = 1 if key in NEXT else -1
        board.plank_focus = ((board.plank_focus or 0) + step) % max(1, len(reserve))
        return True, None
    if key in CONFIRM:
        if board.plank is not None and (
            board.plank_focus is None or reserve[board.plank_focus] == board.plank
        ):
            return True, board.lay()
        if board.plank_focus is not None and reserve:
            board.plank = reserve[board.plank_focus]
            return True, None
    return False, None

"""The guided first game of The Nine Sons of Dragon: you against Easy, nine tips.

The tips follow a first game: the goal, your dice tray, placing a die (it waits until you
place one), the ring rule (1 beats 6), sowing a stack (it waits until you sow), taming (it
points at the tallest tower), the sons' tempers, the points and the end. Only the two tips
that ask you to act wait for it; a tip that waited for the first tame would be skipped unseen
whenever a son was tamed before it came up. Each tip points at the part of the board it talks about (layout.py knows where);
`done` reads the session's plies through the rules' own decoder.

Seed 30 deals two gentle green sons (Bi'an, Qiuniu) on the top row, Chaofeng, Fuxi, Pulao and
Suanni below, and Yazi, Baxia and Chiwen in the pile: easy first tames, no -1 trap on the table
at the start. You (seat 0) move first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.text import N_
from game.rules.nine_sons import decode_action
from game.rules.nine_sons.actions import parse_action_text
from game.rules.nine_sons.board import SLOT_OF
from game.rules.nine_sons.cards import CARDS, GREEN
from game.views.game_client import GuidedGame, GuideStep

from . import layout

if TYPE_CHECKING:
    from game.session import Session
    from game.views.board_view import BoardView

GUIDE_SEED = 30
"""The deal of the guided game (see the module's summary); you move first."""


# ----------------------------------------------------------------------------- who is who


def _human_seat(board: Any) -> int:
    """The seat of the person being guided (the first human seat; 0 if none)."""
    turn = getattr(board, "turn", None)
    if turn is not None:
        return int(turn.seat)
    for index, seat in enumerate(getattr(board, "seats", ())):
        if seat.is_human:
            return index
    return 0


def _session_human(session: Session) -> int:
    humans = session.human_seats()
    return humans[0] if humans else 0


def _did(session: Session, kind: str) -> bool:
    """True once the guided person has played an action of `kind` ("place" or "move")."""
    seat = _session_human(session)
    for ply in session.plies:
        if ply.player == seat and not ply.is_chance:
            if decode_action(parse_action_text(ply.text)).kind == kind:
                return True
    return False


def _placed(session: Session, board: BoardView) -> bool:
    return _did(session, "place")


def _sowed(session: Session, board: BoardView) -> bool:
    return _did(session, "move")


# ----------------------------------------------------------------------------- pointers


def _board(board: BoardView) -> pygame.Rect:
    return layout.board_frame()


def _tray(board: BoardView) -> pygame.Rect:
    seat = _human_seat(board)
    first = layout.hand_die_rect(seat, 1)
    return first.union(layout.hand_die_rect(seat, 6))


def _green_first(view: Any, squares: Any) -> int:
    """Of `squares`, one on a gentle (green) son if there is one, else the first."""
    ordered = sorted(squares)
    for square in ordered:
        card = view.slots[SLOT_OF[square]]
        if card is not None and CARDS[card].group == GREEN:
            return square
    return ordered[0]


def _place_target(board: Any) -> pygame.Rect:
    """The tray until a die is picked, then an empty square for it (on a green son)."""
    chosen = board.selected_die
    squares = board.places.get(chosen) if chosen is not None else None
    if squares and board.view is not None:
        return layout.square_rect(_green_first(board.view, squares))
    return _tray(board)


def _top_owned_by(view: Any, seat: int) -> list[int]:
    return [square for square, stack in enumerate(view.stacks) if stack and stack[-1][0] == seat]


def _ring_target(board: Any) -> pygame.Rect | None:
    """A die of the rival's on the board (what yours would land on), else the board."""
    view = board.view
    if view is None:
        return None
    theirs = _top_owned_by(view, 1 - _human_seat(board))
    return layout.square_rect(theirs[0]) if theirs else _board(board)


def _sow_target(board: Any) -> pygame.Rect | None:
    """Your stack that can move; once lifted, where its first path ends."""
    if board.source is not None:
        paths = board.moves.get(board.source, [])
        if paths:
            return layout.square_rect(paths[0][-1])
        return layout.square_rect(board.source)
    if board.moves:
        return layout.square_rect(min(board.moves))
    view = board.view
    mine = _top_owned_by(view, _human_seat(board)) if view is not None else []
    return layout.square_rect(mine[0]) if mine else _board(board)


def _tower_target(board: Any) -> pygame.Rect | None:
    """The tallest tower on the board (a tower of three if one waits), else the board."""
    view = board.view
    if view is None:
        return None
    towers = [square for square, stack in enumerate(view.stacks) if stack]
    if not towers:
        return _board(board)
    # The tallest; among equals the first in reading order (max keeps the first maximum).
    return layout.square_rect(max(towers, key=lambda square: len(view.stacks[square])))


def _rule_line_target(board: Any) -> pygame.Rect | None:
    """The rule line at the foot of a picky or fierce son's card (else the first card's)."""
    view = board.view
    if view is None:
        return None
    slots = [slot for slot, card in enumerate(view.slots) if card is not None]
    if not slots:
        return None
    picky = [slot for slot in slots if CARDS[view.slots[slot]].group != GREEN]
    card = layout.slot_rect((picky or slots)[0])
    return pygame.Rect(card.x, card.bottom - layout.FOOTER - 4, card.width, layout.FOOTER + 4)


def _score_target(board: Any) -> pygame.Rect:
    """The score of whoever has tamed most (yours when level), with its chips."""
    view = board.view
    seat = _human_seat(board)
    if view is not None and len(view.tamed[1 - seat]) > len(view.tamed[seat]):
        seat = 1 - seat
    return layout.score_rect(seat).union(layout.tamed_rect(seat, 0))


def _deck(board: BoardView) -> pygame.Rect:
    return layout.DECK_RECT


STEPS: tuple[GuideStep, ...] = (
    GuideStep(
        N_(
            "Welcome! Each card on this board is a son of the dragon. Build a tower of three "
            "dice on a card to tame its son and score its points. The first to 7 points wins."
        ),
        _board,
    ),
    GuideStep(
        N_(
            "These are your six dice, numbered 1 to 6. They are never rolled: each is a piece "
            "with its own number for the whole game."
        ),
        _tray,
    ),
    GuideStep(
        N_(
            "Your turn: pick a die from your tray (click it or press 1-6), then click an empty "
            "square to place it there."
        ),
        _place_target,
        _placed,
    ),
    GuideStep(
        N_(
            "A die may land on a stack only if it is equal or higher than the top die. But the "
            "numbers form a ring: a 1 beats a 6, and a 6 may never land on a 1."
        ),
        _ring_target,
    ),
    GuideStep(
        N_(
            "Now sow: click a stack topped by your die, then where it should end. It travels as "
            "many squares as it has dice and drops its bottom die on each square it enters."
        ),
        _sow_target,
        _sowed,
    ),
    GuideStep(
        N_(
            "Three dice on one square tame that card's son for whoever owns the top die, even "
            "your rival. Grow towers, and be the one to drop the third die on top!"
        ),
        _tower_target,
    ),
    GuideStep(
        N_(
            "Sons have tempers: green ones are gentle, yellow ones only come under a condition, "
            "red ones bend the rules. The line at the foot of each card says how."
        ),
        _rule_line_target,
    ),
    GuideStep(
        N_(
            "A tamed son joins its tamer's panel and its points go to the score. Beware Yazi: "
            "it costs whoever tames it a point."
        ),
        _score_target,
    ),
    GuideStep(
        N_(
            "The game ends at 7 points, or when the pile is used up and only four sons are left. "
            "Stuck? Press H for a hint. Good luck!"
        ),
        _deck,
    ),
)
"""The guided game's tips, in order (English msgids; the runner translates them)."""


def guided_game() -> GuidedGame:
    """The Nine Sons guided first game: you against Easy, seed GUIDE_SEED, the default rules."""
    return GuidedGame(seed=GUIDE_SEED, steps=STEPS, options={}, level="easy")

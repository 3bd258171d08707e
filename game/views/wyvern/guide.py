"""The guided first game of Wyvern: you (Stormwing) against Easy (Stormwing), nine tips.

The tips follow your first turn: arranging your six Lair cards (it waits until they are all
down), the field and the goal, a treasure (it waits for the treasure phase to end), a move, the
first action phase (it waits for you to pass), a first attack with its reveal cost, a battle
card, then the rest of the turn and the end of a game. A tip that waits is done once you did
it, or once the game has gone past that moment anyway (your attacker found no target, the
attack met a terrain), so the guide never stops the game. Each tip points at what it talks
about: layout.py and the board's lit targets say where.

Seed 15 deals you Frostwing, Sunwheel Dragon, Storm Drake and a Gliding Scout with two Sucking
Mires, a War Horn, Fury, Dragonfire and Feint in hand, and you take the first turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.text import N_
from game.rules.wyvern.frames import PHASES
from game.rules.wyvern.view import EMPTY, WyvernView
from game.views.game_client import GuidedGame, GuideStep

from . import layout

if TYPE_CHECKING:
    from game.session import Session
    from game.views.board_view import BoardView

GUIDE_SEED = 15
"""The deal of the guided game (see the module's summary); you take the first turn."""
SCREEN = pygame.Rect(0, 0, 1280, 720)


# ----------------------------------------------------------------------------- progress


def _seat(session: Session) -> int:
    humans = session.human_seats()
    return humans[0] if humans else 0


def _view(session: Session) -> WyvernView | None:
    view = session.view(_seat(session))
    return view if isinstance(view, WyvernView) else None


def _past(session: Session, phase: str) -> bool:
    """True once your first turn has gone past `phase` (or it was never reached: the first
    game is over, or a later turn has begun)."""
    view = _view(session)
    if view is None or view.over or view.game > 1:
        return True
    if view.turn == 0:
        return False  # still setting up
    if view.active != _seat(session):
        return view.turn > 1  # the rival's turn: before yours (turn 1) or after it
    if view.turn > 2:
        return True  # your second turn (your first was turn 1 or 2)
    return PHASES.index(view.phase) > PHASES.index(phase)


def _arranged(session: Session, board: BoardView) -> bool:
    """Done once your six cards are down (all six of your positions hold a card)."""
    view = _view(session)
    if view is None or view.over or view.game > 1 or view.turn > 0:
        return True
    seat = _seat(session)
    return all(view.positions[pos].card != EMPTY for pos in range(seat * 6, seat * 6 + 6))


def _attacked(session: Session, board: BoardView) -> bool:
    """Done once your first attack is under way (a fight is on), or the battle phase is over."""
    view = _view(session)
    return _past(session, "battle") or (view is not None and bool(view.fight))


def _battle_over(session: Session, board: BoardView) -> bool:
    """Done once your first battle phase is over and the game waits for you again (the second
    action phase) or has gone on to your rival, so the tip stays up while the attack plays."""
    if not _past(session, "battle"):
        return False
    view = _view(session)
    seat = _seat(session)
    return view is None or view.over or view.deciding == seat or view.active != seat


# ----------------------------------------------------------------------------- pointers


def _bottom(board: Any) -> int:
    view = getattr(board, "view", None)
    return layout.bottom_seat(view.seat if isinstance(view, WyvernView) else 0)


def _lit(board: Any, kinds: tuple[str, ...]) -> pygame.Rect | None:
    """All of the board's lit choices of `kinds` as one rectangle (None: none lit)."""
    found = [target.rect for target in getattr(board, "targets", ()) if target.kind in kinds]
    found = [rect for rect in found if rect.width > 0]
    if not found:
        return None
    return found[0].unionall(found[1:]).inflate(8, 8).clip(SCREEN)


def _hand(board: Any) -> pygame.Rect:
    """The cards along the bottom (the arranging pool during setup)."""
    return _lit(board, ("hand",)) or layout.HAND.copy()


def _your_field(board: Any) -> pygame.Rect:
    bottom = _bottom(board)
    return layout.row_rect(bottom, 0, bottom).union(layout.row_rect(bottom, 1, bottom))


def _both_fields(board: Any) -> pygame.Rect:
    """Both fields: where an attack's attackers and targets are lit."""
    return _your_field(board).union(_rival_field(board))


def _rival_field(board: Any) -> pygame.Rect:
    bottom = _bottom(board)
    rival = 1 - bottom
    return layout.row_rect(rival, 0, bottom).union(layout.row_rect(rival, 1, bottom))


def _treasure(board: Any) -> pygame.Rect:
    """A treasure in hand to pick, then the lit treasure positions."""
    return _lit(board, ("slot",)) or _lit(board, ("hand",)) or layout.HAND.copy()


def _positions(board: Any) -> pygame.Rect:
    """Your lit positions (a swap's first card, then its partner), else your field."""
    return _lit(board, ("pos",)) or _your_field(board)


def _decision(board: Any) -> pygame.Rect:
    """The decision box with its Pass button."""
    return layout.DECISION.copy()


def _attack(board: Any) -> pygame.Rect:
    """The lit attackers, then the lit targets."""
    return _lit(board, ("pos",)) or _your_field(board)


def _battle(board: Any) -> pygame.Rect:
    """Battle cards to play (lit in hand), else the decision box with the fight."""
    return _lit(board, ("hand",)) or layout.DECISION.copy()


def _strip(board: Any) -> pygame.Rect:
    return layout.STRIP.copy()


def _seats(board: Any) -> pygame.Rect:
    bottom = _bottom(board)
    return layout.seat_box(bottom, bottom)


TIPS: tuple[str, ...] = (
    N_(
        "Welcome to Wyvern! These are your first six Lair cards. Click one (or Tab to it and "
        "press Enter) to lay it face down in your next position: the front row first, then "
        "the back. Dragons that can attack go in front."
    ),
    N_(
        "Your rival lays six cards face down here. Empty all six of these positions to win the "
        "game. Your own cards are marked hidden: your rival cannot see them. Each game's winner "
        "banks victory points towards 100."
    ),
    N_(
        "Your turn begins: you drew a card. Treasure phase: click War Horn, then a lit "
        "treasure position beside your front row (+2 power when attacking). Or press P to "
        "pass."
    ),
    N_(
        "Move phase: click two of your positions to swap them, or press P to pass. A Flyer in "
        "the back row still reaches the rival's front row."
    ),
    N_(
        "First action phase: a lit card in your hand is an action you may play now. Keep them "
        "for later this time: press P (or click Pass). Your rival may then answer."
    ),
    N_(
        "Battle phase: click an attacker. A face-down dragon turns up and pays its power plus "
        "its icons; the cost shows before you commit. Then click a lit target."
    ),
    N_(
        "If your attack meets a dragon, a battle begins: play Fury or Dragonfire for more power, "
        "or pass. Higher power wins; a tie kills both. A terrain may spring on you instead!"
    ),
    N_(
        "The phase track shows where the turn is. After the second action phase you discard "
        "down to seven, and your rival plays. When they attack, you may intercept or pass."
    ),
    N_(
        "Your gold and victory points are here. Gold left at the end of a game counts as "
        "points. The rules are in the Esc menu. Good luck!"
    ),
)
"""The guided game's tips, in order (English msgids; the runner translates them)."""


def steps() -> tuple[GuideStep, ...]:
    """The tips with their pointers and checks."""
    return (
        # Laying the Lair cards: the panel leaves your field, where they go, in view.
        GuideStep(TIPS[0], _hand, _arranged, keep_clear=_your_field),
        GuideStep(TIPS[1], _rival_field),
        GuideStep(
            TIPS[2],
            _treasure,
            lambda session, board: _past(session, "treasure"),
            keep_clear=_your_field,  # the treasure positions beside your rows
        ),
        GuideStep(TIPS[3], _positions, lambda session, board: _past(session, "move")),
        GuideStep(
            TIPS[4],
            _decision,
            lambda session, board: _past(session, "action-1"),
            keep_clear=_hand,  # the lit actions in hand the tip talks about
        ),
        GuideStep(TIPS[5], _attack, _attacked, keep_clear=_both_fields),
        GuideStep(TIPS[6], _battle, _battle_over),
        GuideStep(TIPS[7], _strip),
        GuideStep(TIPS[8], _seats),
    )


def guided_game() -> GuidedGame:
    """The Wyvern guided first game: you against Easy, both with Stormwing, seed GUIDE_SEED."""
    return GuidedGame(seed=GUIDE_SEED, steps=steps(), options={}, level="easy")

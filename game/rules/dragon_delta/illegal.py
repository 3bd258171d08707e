"""Why an attempt is refused, for the player (DeltaState.why_illegal).

Kinds and arguments (the client's gestures): "program" (card), "stone" (site), "build"
(support a, support b), "plank" (plank), "take" (plank), "unstone" (site), "step" (position),
"jump" (plank jumped over, landing position). Positions: 0-5 a village, 6 + plank a bridge.
Each answer is a `Message` from REFUSALS, or None when the attempt is legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.text import N_, Message

from . import actions, board, resolve
from .cards import CARDS, is_dragon
from .geometry import VILLAGES

if TYPE_CHECKING:
    from .state import DeltaState

REFUSALS: dict[str, str] = {
    "not-now": N_("That is not what the game asks for now."),
    "not-in-hand": N_("That card is not in your hand."),
    "already-programmed": N_("That card is already in your program."),
    "one-dragon": N_("A program may hold only one dragon."),
    "no-such-site": N_("There is no islet there."),
    "stone-village": N_("Stones go on islets, never in a village."),
    "no-supply": N_("No stone is left in the supply."),
    "stone-there": N_("That islet already has a stone."),
    "stone-crowded": N_("Too close to another stone."),
    "stone-under-bridge": N_("A bridge passes over that spot."),
    "village-village": N_("A bridge cannot join two villages."),
    "no-stone": N_("A bridge needs a stone at each end that is not a village."),
    "too-far": N_("Those supports are too far apart for any plank."),
    "through-village": N_("That bridge would cut through a village."),
    "duplicate": N_("There is already a bridge between those two."),
    "capacity": N_("A stone or village carries at most three bridges."),
    "over-stone": N_("That bridge would pass over another stone."),
    "crossing": N_("That bridge would cross another bridge."),
    "not-in-reserve": N_("That plank is not in your reserve."),
    "not-a-bridge": N_("There is no such bridge on the river."),
    "bridge-occupied": N_("Someone is standing on that bridge."),
    "same-length": N_("You would hold two planks of the same length."),
    "three-colours": N_("You would hold planks of more than two colours."),
    "no-stone-there": N_("There is no stone there."),
    "stone-carries": N_("That stone carries a bridge."),
    "not-adjacent": N_("That is not one step away."),
    "occupied": N_("Only one pawn fits on a bridge."),
    "out-and-back": N_("You may only go straight back when no other two-step move exists."),
    "no-pawn-to-jump": N_("There is no pawn on that bridge to jump over."),
    "bad-landing": N_("You cannot land there."),
}
"""Refusal key -> the sentence the player reads (msgid)."""

_PENDING_FOR = {
    "stone": ("stone",),
    "build": ("build",),
    "plank": ("plank",),
    "take": ("remove",),
    "unstone": ("remove",),
    "step": ("move", "step1", "step2"),
    "jump": ("jump",),
}


def refusal(s: DeltaState, kind: str, args: tuple[Any, ...]) -> str:
    """The refusal key of an attempt ("" when it is legal)."""
    if kind == "program":
        return _program(s, int(args[0])) if s.phase == resolve.PROGRAMMING else "not-now"
    pending = s.pending
    if pending is None or kind not in _PENDING_FOR or pending[0] not in _PENDING_FOR[kind]:
        return "not-now"
    seat = pending[1]
    if kind == "stone":
        return board.stone_refusal(s, int(args[0]))
    if kind == "build":
        return board.pair_refusal(s, int(args[0]), int(args[1]))
    if kind == "plank":
        return "" if s.holder[int(args[0])] == seat else "not-in-reserve"
    if kind == "take":
        return board.take_refusal(s, seat, int(args[0]))
    if kind == "unstone":
        return board.unstone_refusal(s, int(args[0]))
    if kind == "step":
        return _step(s, seat, int(args[0]))
    return _jump(s, seat, int(args[0]), int(args[1]))


def _program(s: DeltaState, card: int) -> str:
    seat = resolve.programming_seat(s)
    chosen = s.programs[seat]
    if not 0 <= card < CARDS or card not in s.hands[seat]:
        return "not-in-hand"
    if card in chosen:
        return "already-programmed"
    if is_dragon(card) and any(is_dragon(c) for c in chosen):
        return "one-dragon"
    return ""


def _step(s: DeltaState, seat: int, target: int) -> str:
    here = s.pos[seat]
    if target not in board.neighbours(s, here):
        return "not-adjacent"
    if target >= VILLAGES and target in board.occupied(s, seat):
        return "occupied"
    legal = {actions.split(a)[1] for a in resolve.legal(s)}
    return "" if target in legal else "out-and-back"


def _jump(s: DeltaState, seat: int, over: int, landing: int) -> str:
    position = VILLAGES + over
    if position not in board.neighbours(s, s.pos[seat]):
        return "not-adjacent"
    if position not in board.occupied(s, seat):
        return "no-pawn-to-jump"
    return "" if (over, landing) in board.jumps(s, seat) else "bad-landing"


def why_illegal(s: DeltaState, kind: str, *args: Any) -> Message | None:
    """The explanation of a refused attempt, or None when it is legal."""
    try:
        key = refusal(s, kind, args)
    except (IndexError, TypeError, ValueError):
        key = "not-now"
    return Message.of(REFUSALS[key]) if key else None

"""The immutable snapshot of a Nine Sons position that renderers and the UI read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.protocol import Outcome

from .actions import action_text
from .board import FACES
from .phases import OVER, SETUP_DEAL

if TYPE_CHECKING:
    from .state import NineSonsState


@dataclass(frozen=True)
class NineSonsView:
    """Everything a player sees (the game has no hidden information; the deck shows its size).

    slots: 6 entries, card id or None. stacks: 12 squares, each a tuple of (owner, value) from
    bottom to top. hands / removed: per seat, sorted die values in hand / swallowed by Chiwen.
    tamed: per seat, card ids in tame order. pending: cards awaiting a tame-order or award
    decision as (slot, card id, claimant seats). current_player is a seat, CHANCE or TERMINAL;
    active_player is whose turn it is. last_action is the text of the latest action.
    The rule options: target_score, pulao_incoming_counts (Pulao's reading) and
    stack_top_compared (the seed's sowing comparison: the moving stack's top die).
    """

    slots: tuple[int | None, ...]
    stacks: tuple[tuple[tuple[int, int], ...], ...]
    hands: tuple[tuple[int, ...], ...]
    removed: tuple[tuple[int, ...], ...]
    tamed: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
    deck_size: int
    current_player: int
    active_player: int
    pending: tuple[tuple[int, int, tuple[int, ...]], ...]
    ply: int
    turn: int
    last_action: str | None
    terminal: bool
    outcome: Outcome | None
    target_score: int
    pulao_incoming_counts: bool
    stack_top_compared: bool = False


def _faces(mask: int) -> tuple[int, ...]:
    """Die faces whose bit is set in a hand mask, ascending."""
    return tuple(value for value in FACES if mask >> value & 1)


def build_view(state: NineSonsState) -> NineSonsView:
    """The snapshot of `state` (reads its flat internals; the same for every seat)."""
    setup = state._phase == SETUP_DEAL
    return NineSonsView(
        slots=tuple(None if card < 0 else card for card in state._slots),
        stacks=tuple(tuple((die >> 3, die & 7) for die in stack) for stack in state._stacks),
        hands=tuple(_faces(mask) for mask in state._hands),
        removed=tuple(_faces(mask) for mask in state._removed),
        tamed=tuple(state._tamed),
        scores=tuple(state._scores),
        # While dealing, the undealt cards are not the deck yet.
        deck_size=state.deck_size - (state._slots.count(-1) if setup else 0),
        current_player=state.current_player(),
        active_player=state._active,
        pending=state.pending,
        ply=state._plies,
        turn=state._turns,
        last_action=None if state._last < 0 else action_text(state._last),
        terminal=state._phase == OVER,
        outcome=state.outcome(),
        target_score=state._target,
        pulao_incoming_counts=state._incoming_pulao,
        stack_top_compared=state._stack_top,
    )

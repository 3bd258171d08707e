"""Helpers for Dragon Delta rule tests: position builders and text-driven play.

Seats by count (cards.SEAT_COLOURS): 2 seats black (V0) and white (V3); 6 seats black, red,
yellow, white, green, blue in villages V0-V5. A "filler" program is five cards that do
nothing to the board when they cannot be done (stone cards on a full supply) or a dragon.
"""

from __future__ import annotations

from typing import Any

from game.rules.dragon_delta import DeltaState, DragonDeltaRules

RULES = DragonDeltaRules()


def position(players: int = 2, **kwargs: Any) -> DeltaState:
    """A position (see game/rules/dragon_delta/positions.py for the keywords)."""
    return DeltaState.from_position(players, **kwargs)


def play(state: DeltaState, *texts: str) -> DeltaState:
    """Apply actions given as text (each must be legal) and return the state."""
    for text in texts:
        state.apply_action(RULES.parse_action(state, text))
    return state


def legal(state: DeltaState) -> set[str]:
    """The legal actions as a set of strings."""
    return set(state.legal_action_strings())


def kinds(state: DeltaState, since: int = 0) -> list[str]:
    """The kinds of the events after the first `since`."""
    return [event.kind for event in state.events_since(since)]


def events(state: DeltaState, kind: str) -> list[Any]:
    """The events of one kind."""
    return [event for event in state.events if event.kind == kind]


IDLE = ["stone-1", "stone-2", "stone-1", "stone-2", "stone-1"]
"""Not a legal program (repeats), but from_position accepts any list: cards that do nothing
once the supply is empty (supply=0)."""

"""Helpers for Drakon rule tests: position builders and text-driven play.

Start is at (0, 0); at rotation 0 its arrows point N, E and S (west is a door). y grows north.
"""

from __future__ import annotations

from typing import Any

from game.rules.drakon import DrakonRules, DrakonState

RULES = DrakonRules()


def position(**kwargs: Any) -> DrakonState:
    """A position at the start of seat `active`'s turn (see DrakonState.from_position)."""
    return DrakonState.from_position(**kwargs)


def play(state: DrakonState, *texts: str) -> DrakonState:
    """Apply actions given as text (each must be legal) and return the state."""
    for text in texts:
        state.apply_action(RULES.parse_action(state, text))
    return state


def legal(state: DrakonState) -> set[str]:
    """The legal actions (or chance outcomes) as a set of strings."""
    if state.is_chance_node():
        return {state.action_to_string(a) for a, _ in state.chance_outcomes()}
    return set(state.legal_action_strings())

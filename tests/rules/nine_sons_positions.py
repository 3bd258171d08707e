"""Helpers for Nine Sons rule tests: a standard card layout and one-line position builders.

Standard layout (slot: squares): 0 Qiuniu a1 b1 | 1 Bi'an c1 d1 | 2 Fuxi a2 b2 |
3 Suanni c2 d2 | 4 Baxia a3 b3 | 5 Chaofeng c3 d3; deck Pulao, Yazi, Chiwen.
"""

from __future__ import annotations

from typing import Any

from game.rules.nine_sons import CARDS, NineSonsRules, NineSonsState

CARD = {card.key: card.id for card in CARDS}
QIUNIU, BIAN, FUXI = CARD["qiuniu"], CARD["bian"], CARD["fuxi"]
SUANNI, BAXIA, CHAOFENG = CARD["suanni"], CARD["baxia"], CARD["chaofeng"]
PULAO, YAZI, CHIWEN = CARD["pulao"], CARD["yazi"], CARD["chiwen"]
STANDARD_SLOTS = (QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
RULES = NineSonsRules()


def position(stacks: dict[str, list[tuple[int, int]]], **kwargs: Any) -> NineSonsState:
    """A position on the standard layout (override `slots=` etc. as needed)."""
    kwargs.setdefault("slots", STANDARD_SLOTS)
    return NineSonsState.from_position(stacks=stacks, **kwargs)


def play(state: NineSonsState, *texts: str) -> NineSonsState:
    """Apply actions given as text (each must be legal) and return the state."""
    for text in texts:
        state.apply_action(RULES.parse_action(state, text))
    return state


def why(state: NineSonsState, kind: str, *args: Any) -> str | None:
    """The reason `state.why_illegal(kind, *args)` gives, in English (None when legal)."""
    reason = state.why_illegal(kind, *args)
    return None if reason is None else reason.english()


def legal(state: NineSonsState) -> set[str]:
    """The legal actions (or chance outcomes) as a set of strings."""
    if state.is_chance_node():
        return {state.action_to_string(a) for a, _ in state.chance_outcomes()}
    return set(state.legal_action_strings())

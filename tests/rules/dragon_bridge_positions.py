"""Helpers for Dragon Bridge rule tests: one-line position builders and text-driven play.

Default bridge (18 squares): orange 0-4 and 13-17, gem tiles 5 7 10 12, Centre/Start 8 and 9.
With the Dragon on the left (the default), 0-4 are Threatened and 13-17 are Exit tiles.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import CHANCE
from game.rules.dragon_bridge import DragonBridgeRules, DragonBridgeState

RULES = DragonBridgeRules()


def position(**kwargs: Any) -> DragonBridgeState:
    """A position at the start of seat `active`'s turn (see positions.from_position)."""
    return DragonBridgeState.from_position(**kwargs)


def play(state: DragonBridgeState, *texts: str) -> DragonBridgeState:
    """Apply actions given as text (each must be legal) and return the state."""
    for text in texts:
        state.apply_action(RULES.parse_action(state, text))
    return state


def legal(state: DragonBridgeState) -> set[str]:
    """The legal actions (or chance outcomes) as a set of strings."""
    if state.is_chance_node():
        return {state.action_to_string(a) for a, _ in state.chance_outcomes()}
    return set(state.legal_action_strings())


def settle(state: DragonBridgeState) -> DragonBridgeState:
    """Resolve chance nodes with their first outcome until a seat must decide (or the end)."""
    while state.current_player() == CHANCE:
        state.apply_action(state.chance_outcomes()[0][0])
    return state


def step(state: DragonBridgeState) -> str | None:
    """The kind of the pending step ("action", "move_dir", "gem_phase", ...)."""
    info = state.step
    return None if info is None else info.kind


def finish_turn(state: DragonBridgeState) -> DragonBridgeState:
    """Pass the Gem Phase (if it is pending) and settle the chance nodes that follow."""
    if step(state) == "gem_phase":
        play(state, "gem pass")
    return settle(state)

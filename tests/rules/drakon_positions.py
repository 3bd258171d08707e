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


def _steps(text: str) -> list[str]:
    """ "place <code> r<k> @x,y" is shorthand for the three placing steps."""
    words = text.split()
    if words[0] == "place" and len(words) == 4:
        return [f"tile {words[1]}", f"at {words[3]}", f"turn {words[2]}"]
    return [text]


def play(state: DrakonState, *texts: str) -> DrakonState:
    """Apply actions given as text (each must be legal) and return the state.

    "place <code> r<k> @x,y" plays the three placing steps (tile, cell, rotation).
    """
    for text in texts:
        for step in _steps(text):
            state.apply_action(RULES.parse_action(state, step))
    return state


def placements(state: DrakonState) -> set[str]:
    """Every complete placement open to the deciding seat, as "place <code> r<k> @x,y"."""
    found = set()
    for first in state.legal_actions():
        tile = state.action_to_string(first)
        if not tile.startswith("tile "):
            continue
        after_tile = state.clone()
        after_tile.apply_action(first)
        for second in after_tile.legal_actions():
            after_cell = after_tile.clone()
            after_cell.apply_action(second)
            for third in after_cell.legal_actions():
                rot = after_cell.action_to_string(third).split()[1]
                cell = after_tile.action_to_string(second).split()[1]
                found.add(f"place {tile.split()[1]} {rot} {cell}")
    return found


def legal(state: DrakonState) -> set[str]:
    """The legal actions (or chance outcomes) as a set of strings."""
    if state.is_chance_node():
        return {state.action_to_string(a) for a, _ in state.chance_outcomes()}
    return set(state.legal_action_strings())

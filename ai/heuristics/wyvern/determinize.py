"""Wyvern determinization: a world consistent with what one seat knows, read from nothing else.

The engine's `sample_determinization` deals the other seat's unseen cards anew (its deck list
minus everything the seat has seen: hand, hidden actions by their visible kind, a Hidden Action
being played right now, unknown face-down positions, piles), from a sorted pool, so two states
the seat cannot tell apart give the same world for the same rng
(tests/rules/test_wyvern_secrets.py). The searchers never read the world's event log.
"""

from __future__ import annotations

import random

from game.core.protocol import GameState


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A full state consistent with `seat`'s information (a clone once the match is over)."""
    if state.is_terminal():
        return state.clone()
    return state.sample_determinization(seat, rng)

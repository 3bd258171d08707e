"""Dragon Delta determinization: the other seats' unrevealed program cards redealt plausibly.

The only hidden information is the program cards other seats have laid face down and not yet
revealed. `determinize` replaces every such card by a sample of the rollout policy's program
for that seat (from the public board, after the cards it has already revealed), with some
noise: seats near their goal most likely programmed moves, seats with planks builds. The
samples read only the public board, the revealed cards and the rng, never the hidden cards
they replace, so two states a seat cannot tell apart give the same worlds (the no-cheat test).
"""

from __future__ import annotations

import random
from typing import Any

from game.core.protocol import GameState

from .rollout import sample_program

NOISE = 0.25
"""Share of the sampled cards drawn at random from the hand instead of the likely program."""


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A full state consistent with what `seat` knows (module doc)."""
    s: Any = state.clone()
    if s.is_terminal():
        return s
    for other in range(s.num_players):
        cards = s.programs[other]
        if other == seat or len(cards) <= s.revealed:
            continue
        kept = cards[: s.revealed]
        s.programs[other] = sample_program(s, other, kept, rng, NOISE)[: len(cards)]
    s._legal = None
    return s

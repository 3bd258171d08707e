"""Seeded randomness for whoever drives a game (session, AI, tests). The pure rules packages
receive an rng through `game.core.protocol.Rng`; they never make one."""

from __future__ import annotations

import random
import secrets

MAX_SEED = 2**31 - 1


def new_seed() -> int:
    """A fresh seed for a new match (the only unseeded source of chance in the program)."""
    return secrets.randbelow(MAX_SEED)


def rng_for(seed: int, *stream: int | str) -> random.Random:
    """An independent generator for `seed` and a sub-stream label (e.g. ply number, 'ai')."""
    return random.Random(f"{seed}:" + ":".join(str(part) for part in stream))

"""A record of a game played at random through a Session, for client tests that need one at a
given length (the title's captions, a fork's setup, the turning points)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.core.record import GameRecord, SeatSpec
from game.session import Session

SEAT_COUNTS = {"drakon": 3, "dragon-delta": 4}
"""Seats per game (two where not listed)."""


def played(
    slug: str,
    plies: int,
    options: Mapping[str, Any] | None = None,
    seed: int = 4321,
    label: str = "progress",
) -> GameRecord:
    """A record of `slug` after up to `plies` actions, every seat an Easy AI, its moves chosen
    by a generator seeded with `label` and the slug (chance as the session deals it)."""
    count = SEAT_COUNTS.get(slug, 2)
    seats = [SeatSpec(f"Seat {n + 1}", "ai", "easy", n) for n in range(count)]
    session = Session.new(slug, seats, dict(options or {}), seed)
    rng = random.Random(f"{label}:{slug}")
    while session.ply < plies and not session.is_over():
        if session.is_chance():
            session.step_chance()
        else:
            session.apply(rng.choice(session.legal_actions()))
    return session.record

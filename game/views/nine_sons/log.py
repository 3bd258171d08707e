"""The Nine Sons move log in plain words.

INTERIM (lead, redesign step): no describer yet, so the log shows the engine's action text; the
Nine Sons helper writes the describer (placements, sowing paths, tames, refills) in words.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence


def describe(
    text: str, player: int, before: Hashable, after: Hashable, names: Sequence[str]
) -> list[tuple[int, str]] | None:
    """The log lines of one ply; None keeps the engine's text (interim)."""
    return None

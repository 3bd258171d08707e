"""Swaps of two own positions (the move phase, Forced March, Dragon Harness) and Redeploy
(the battle phase): the common questions answered from tables built once per seat and
occupancy mask, since every turn asks them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions, board
from .actions import make

if TYPE_CHECKING:
    from .state import WyvernState

PASS = make(actions.PASS)


def swaps(s: WyvernState, seat: int, harness_only: bool = False) -> list[int]:
    """Swaps of two own positions holding at least one card (Dragon Harness: one of them in a
    row beside a Harness and holding a card)."""
    if not harness_only:
        return list(SWAPS[seat][board.occupied_mask(s, seat)])
    found = []
    base = seat * 6
    rows = {row for row in (0, 1) if board.count_in_row(s, seat, row, "harness")}
    for a in range(base, base + 6):
        for b in range(a + 1, base + 6):
            if s.card[a] < 0 and s.card[b] < 0:
                continue
            if not any(s.card[p] >= 0 and board.row_of(p) in rows for p in (a, b)):
                continue
            found.append(make(actions.SWAP, actions.pair(a, b)))
    return found


def _swap_table(seat: int) -> tuple[tuple[int, ...], ...]:
    """Per occupancy mask of the seat (board.occupied_mask): its swaps in `swaps`' order."""
    base = seat * 6
    return tuple(
        tuple(
            make(actions.SWAP, actions.pair(base + a, base + b))
            for a in range(6)
            for b in range(a + 1, 6)
            if mask >> a & 1 or mask >> b & 1
        )
        for mask in range(64)
    )


SWAPS = (_swap_table(0), _swap_table(1))
"""The swaps of each seat for each occupancy mask, built once (the move phase and the battle
phase ask for them every turn)."""
MOVES = tuple(tuple((*found, PASS) for found in table) for table in SWAPS)
"""The move phase's choices (the swaps, then Pass) by seat and occupancy mask."""
REDEPLOYS = tuple(
    tuple(tuple(make(actions.REDEPLOY, a & 0xFFF) for a in found) for found in table)
    for table in SWAPS
)
"""The battle phase's Redeploy choices by seat and occupancy mask."""


def redeploys(s: WyvernState, seat: int) -> tuple[int, ...]:
    """The seat's Redeploy actions (the same pairs as its swaps)."""
    return REDEPLOYS[seat][board.occupied_mask(s, seat)]

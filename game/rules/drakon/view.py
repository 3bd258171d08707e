"""What one seat may see of a Drakon position (hands and pile order hidden)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DrakonView:
    """An immutable, hashable snapshot for one seat (or a spectator when `seat` is None).

    `board` is sorted ((x, y), kind, rot) triples; `hand` is the viewer's own hand as sorted
    kind indices (empty for spectators); everyone sees hand sizes, coins and the pile size.
    """

    seat: int | None
    board: tuple[tuple[tuple[int, int], int, int], ...]
    heroes: tuple[tuple[int, int], ...]
    coins: tuple[int, ...]
    start_coins: int
    hoard: int
    hand_sizes: tuple[int, ...]
    hand: tuple[int, ...]
    pile_size: int
    bottom: tuple[int, ...]
    active: int
    pending: tuple
    turns: int
    idle: int
    over: bool
    winners: tuple[int, ...]

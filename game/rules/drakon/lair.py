"""The lair as the engine keeps it: the board plus an incremental frontier (issue 18).

`Lair.board` is the public board dict ``(x, y) -> (kind, rot)``. Beside it the lair keeps, by
packed cell code (actions.pack_cell), the arrow mask of every tile (`arrows`) and the frontier
(`open`): every empty cell next to a tile -> the sides a new tile there may not have an arrow
on (a neighbour's arrow points at that side). A placed, turned or destroyed tile updates only
its own cell and its four neighbours, so a ply no longer costs in proportion to the map.
`counts` / `present` say how many frontier cells have each forbidden mask, so "does this tile
fit anywhere?" is one AND with a precomputed table (`FITS_ANY`).

Clones share one Lair until one of them changes the board (copy on write: `shared`). The
sorted cells and the view's triples are cached in the Lair and dropped by any change (no
whole-board key is ever built to check them); the board's part of the repeated-position key
(ending.position_key) is kept up to date tile by tile (`key`).
"""

from __future__ import annotations

from .actions import OFF, SPAN, pack_cell
from .tiles import KINDS, rotate_mask

Cell = tuple[int, int]
Board = dict[Cell, tuple[int, int]]

KIND_ARROWS: tuple[tuple[int, ...], ...] = tuple(
    tuple(rotate_mask(kind.mask, rot) for rot in range(4)) for kind in KINDS
)
"""The arrow mask of each (kind, rotation)."""


def _distinct(mask: int) -> tuple[tuple[int, int], ...]:
    """(rotation, mask) for the lowest rotation giving each different arrow mask."""
    seen: dict[int, int] = {}
    for rot in range(4):
        seen.setdefault(rotate_mask(mask, rot), rot)
    return tuple(sorted((rot, arrows) for arrows, rot in seen.items()))


DISTINCT: tuple[tuple[tuple[int, int], ...], ...] = tuple(_distinct(kind.mask) for kind in KINDS)
"""Per kind: (rotation, arrow mask) of the rotations giving distinct masks, lowest first."""
FITS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(rot for rot, mask in DISTINCT[kind] if not mask & forbidden)
        for forbidden in range(16)
    )
    for kind in range(len(KINDS))
)
"""FITS[kind][forbidden]: the rotations of DISTINCT[kind] whose arrows avoid `forbidden`."""
FITS_ANY: tuple[int, ...] = tuple(
    sum(1 << forbidden for forbidden in range(16) if FITS[kind][forbidden])
    for kind in range(len(KINDS))
)
"""FITS_ANY[kind]: bit `forbidden` set when some rotation of the kind avoids that mask."""


_STEPS = ((1, 1, 4), (SPAN, 2, 8), (-1, 4, 1), (-SPAN, 8, 2))
"""Per direction N, E, S, W: the packed-code step, the direction's arrow bit and the bit of the
side of the neighbour there that faces back."""


def unpack(code: int) -> Cell:
    """The cell of a packed code (actions.unpack_cell, inlined for the hot path)."""
    return (code // SPAN - OFF, code % SPAN - OFF)


class Lair:
    """The board with its frontier, kept up to date by `put` and `remove`."""

    __slots__ = ("board", "arrows", "open", "counts", "present", "shared", "mixed", "_cells",
                 "_triples")  # fmt: skip

    def __init__(self, board: Board) -> None:
        self.board = board
        self.arrows = {
            pack_cell(cell): KIND_ARROWS[kind][rot] for cell, (kind, rot) in board.items()
        }
        self.open: dict[int, int] = {}
        self.counts = [0] * 16
        self.present = 0
        self.shared = False
        self.mixed = 0  # the XOR of every board item's shuffled hash (see `key`)
        for item in board.items():
            self.mixed ^= _shuffled(hash(item))
        self._cells: tuple[Cell, ...] | None = None
        self._triples: tuple[tuple[Cell, int, int], ...] | None = None
        for code in self.arrows:
            for near in (code + 1, code + SPAN, code - 1, code - SPAN):
                if near not in self.arrows and near not in self.open:
                    self._set(near, self.facing(near))

    def copy(self) -> Lair:
        """An unshared copy (the caches go along: the board is the same)."""
        twin = object.__new__(Lair)
        twin.board = dict(self.board)
        twin.arrows = dict(self.arrows)
        twin.open = dict(self.open)
        twin.counts = list(self.counts)
        twin.present = self.present
        twin.shared = False
        twin.mixed = self.mixed
        twin._cells = self._cells
        twin._triples = self._triples
        return twin

    # --------------------------------------------------------------------------- reading

    def facing(self, code: int) -> int:
        """The sides of cell `code` that a neighbouring tile's arrow points at (bit d: the
        neighbour in direction d points back), whether the cell is empty or not."""
        arrows = self.arrows
        found = 0
        mask = arrows.get(code + 1)  # north neighbour: its south arrow (bit 2)
        if mask is not None:
            found |= mask >> 2 & 1
        mask = arrows.get(code + SPAN)  # east neighbour: its west arrow (bit 3)
        if mask is not None:
            found |= (mask >> 3 & 1) << 1
        mask = arrows.get(code - 1)  # south neighbour: its north arrow (bit 0)
        if mask is not None:
            found |= (mask & 1) << 2
        mask = arrows.get(code - SPAN)  # west neighbour: its east arrow (bit 1)
        if mask is not None:
            found |= (mask >> 1 & 1) << 3
        return found

    def touches(self, code: int) -> bool:
        """True if a tile lies next to cell `code`."""
        arrows = self.arrows
        return (
            code + 1 in arrows
            or code + SPAN in arrows
            or code - 1 in arrows
            or code - SPAN in arrows
        )

    def cells(self) -> tuple[Cell, ...]:
        """The board's cells, sorted (cached until the board changes)."""
        if self._cells is None:
            self._cells = tuple(sorted(self.board))
        return self._cells

    def key(self) -> BoardKey:
        """Stands for `frozenset(board.items())` in a hashed tuple: it hashes the same, but is
        kept up to date tile by tile instead of being rebuilt from the whole board."""
        return BoardKey(_frozenset_hash(self.mixed, len(self.board)))

    def triples(self) -> tuple[tuple[Cell, int, int], ...]:
        """The sorted ((x, y), kind, rot) triples of the board (cached)."""
        if self._triples is None:
            board = self.board
            self._triples = tuple((cell, *board[cell]) for cell in self.cells())
        return self._triples

    # -------------------------------------------------------------------------- changing

    def put(self, cell: Cell, kind: int, rot: int) -> None:
        """Lay a tile on `cell` (empty or not: Magical Shift and Rotate replace one)."""
        board = self.board
        before = board.get(cell)
        if before is not None:
            self.mixed ^= _shuffled(hash((cell, before)))
        tile = board[cell] = (kind, rot)
        self.mixed ^= _shuffled(hash((cell, tile)))
        code = (cell[0] + OFF) * SPAN + cell[1] + OFF  # actions.pack_cell
        arrows = self.arrows
        mask = KIND_ARROWS[kind][rot]
        if code in arrows:  # a tile turned or swapped: its empty neighbours, from scratch
            arrows[code] = mask
            for near in (code + 1, code + SPAN, code - 1, code - SPAN):
                if near not in arrows:
                    self._set(near, self.facing(near))
        else:  # a new tile: it only adds the bits its own arrows point at
            self._set(code, None)
            arrows[code] = mask
            opened = self.open
            for step, arrow, back in _STEPS:
                near = code + step
                if near not in arrows:
                    old = opened.get(near)
                    bit = back if mask & arrow else 0
                    self._set(near, bit if old is None else old | bit)
        self._forget()

    def remove(self, cell: Cell) -> int:
        """Take the tile off `cell`; returns its kind."""
        tile = self.board.pop(cell)
        kind = tile[0]
        self.mixed ^= _shuffled(hash((cell, tile)))
        code = pack_cell(cell)
        arrows = self.arrows
        del arrows[code]
        for near in (code, code + 1, code + SPAN, code - 1, code - SPAN):
            if near not in arrows:
                self._set(near, self.facing(near) if self.touches(near) else None)
        self._forget()
        return kind

    def _set(self, code: int, forbidden: int | None) -> None:
        """Cell `code` is now a frontier cell with mask `forbidden` (None: not a frontier cell)."""
        opened = self.open
        old = opened.get(code)
        if old == forbidden:
            return
        counts = self.counts
        if old is not None:
            counts[old] -= 1
            if not counts[old]:
                self.present &= ~(1 << old)
        if forbidden is None:
            del opened[code]
        else:
            opened[code] = forbidden
            counts[forbidden] += 1
            self.present |= 1 << forbidden

    def _forget(self) -> None:
        """Drop the cached whole-board views (the board changed)."""
        self._cells = None
        self._triples = None


class BoardKey:
    """An object whose hash is a given value (`Lair.key`)."""

    __slots__ = ("value",)

    def __init__(self, value: int) -> None:
        self.value = value

    def __hash__(self) -> int:
        return self.value


# CPython's frozenset hash (Objects/setobject.c), so `Lair.key` hashes as the frozenset of the
# board's items would: the XOR of each item's shuffled hash, then the size and a final mix.
_MASK = (1 << 64) - 1


def _shuffled(item_hash: int) -> int:
    """One item's contribution to a frozenset hash (unsigned 64-bit)."""
    unsigned = item_hash & _MASK
    return ((unsigned ^ 89869747) ^ (unsigned << 16)) * 3644798167 & _MASK


def _frozenset_hash(mixed: int, size: int) -> int:
    """The hash of a frozenset of `size` items whose shuffled hashes XOR to `mixed`."""
    value = mixed ^ ((size + 1) * 1927868237 & _MASK)
    value ^= (value >> 11) ^ (value >> 25)
    value = (value * 69069 + 907133923) & _MASK
    if value == _MASK:
        value = 590923713
    return value - (1 << 64) if value >> 63 else value

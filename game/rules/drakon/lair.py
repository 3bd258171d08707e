"""The lair as the engine keeps it: the board plus an incremental frontier (issue 18).

`Lair.board` is the public board dict ``(x, y) -> (kind, rot)``. Beside it the lair keeps the
frontier (`open`), by packed cell code (actions.pack_cell): every empty cell next to a tile ->
the sides a new tile there may not have an arrow on (a neighbour's arrow points at that side). A placed, turned or destroyed tile updates only
its own cell and its four neighbours, so a ply no longer costs in proportion to the map.
`counts` / `present` say how many frontier cells have each forbidden mask, so "does this tile
fit anywhere?" is one AND with a precomputed table (`FITS_ANY`).

Clones share one Lair until one of them changes the board (copy on write: `shared`). The
sorted cells and the view's triples are cached in the Lair and dropped by any change (no
whole-board key is ever built to check them); the board's part of the repeated-position key
(ending.position_key) is kept up to date tile by tile (`mixed`). `stamp` names the board's
content: a new number from one process-wide counter at every change (a copy keeps it), so two
lairs with the same stamp hold the same board (effects.start_turn remembers seats that could do
nothing by it).
"""

from __future__ import annotations

from itertools import count

from .actions import OFF, SPAN, pack_cell
from .tiles import KINDS, VECTORS, rotate_mask

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


_STAMPS = count()
"""Lair.stamp's source: never the same number twice in a process."""

_STEPS = tuple(
    (dx, dy, dx * SPAN + dy, 1 << d, 1 << (d + 2) % 4) for d, (dx, dy) in enumerate(VECTORS)
)
"""Per direction N, E, S, W: the cell step, the packed-code step, the direction's arrow bit and
the bit of the side of the neighbour there that faces back."""
_PLAIN_SIDES = tuple(
    tuple((dx, dy, step) for dx, dy, step, arrow, _back in _STEPS if not mask & arrow)
    for mask in range(16)
)
"""Per arrow mask of a new tile: the directions it has no arrow towards (cell and code step)."""
_ARROW_SIDES = tuple(
    tuple((dx, dy, step, back, 1 << back) for dx, dy, step, arrow, back in _STEPS if mask & arrow)
    for mask in range(16)
)
"""Per arrow mask of a new tile: the directions it points to (cell and code step, the bit its
arrow sets on an empty neighbour there, and that bit's place in `Lair.present`)."""


def unpack(code: int) -> Cell:
    """The cell of a packed code (actions.unpack_cell, inlined for the hot path)."""
    return (code // SPAN - OFF, code % SPAN - OFF)


class Lair:
    """The board with its frontier, kept up to date by `put` and `remove`."""

    __slots__ = (
        "board", "open", "counts", "present", "shared", "mixed", "stamp", "_cells", "_triples",
        "_facings",
    )  # fmt: skip

    def __init__(self, board: Board) -> None:
        self.board = board
        self.open: dict[int, int] = {}
        self.counts = [0] * 16
        self.present = 0
        self.shared = False
        self.mixed = 0  # the XOR of every board item's shuffled hash (ending.position_key)
        self.stamp = next(_STAMPS)
        for item in board.items():
            self.mixed ^= _shuffled(hash(item))
        self._cells: tuple[Cell, ...] | None = None
        self._triples: tuple[tuple[Cell, int, int], ...] | None = None
        self._facings: dict[Cell, int] | None = None
        for x, y in board:
            for dx, dy, _step, _arrow, _back in _STEPS:
                near = (x + dx, y + dy)
                if near not in board and pack_cell(near) not in self.open:
                    self._set(pack_cell(near), self.facing(near))

    def copy(self) -> Lair:
        """An unshared copy (the caches go along: the board is the same)."""
        twin = object.__new__(Lair)
        # dict.copy, not dict(...), which re-inserts entry by entry. The frontier has had a cell
        # deleted at every placement, and once deleted entries are a third of its table,
        # dict.copy re-inserts entry by entry too (about 5x slower late in a game); that copy
        # comes out compact, so it stays here for the clones still sharing this lair (a
        # position copied once is usually copied again: a search's clones, the bench's) and
        # the twin, about to change anyway, takes the original. (Only the lair refers to
        # `open`; states hold the board, which is copied, not swapped.)
        twin.board = self.board.copy()
        opened = self.open
        self.open = opened.copy()
        twin.open = opened
        twin.counts = self.counts[:]
        twin.present = self.present
        twin.shared = False
        twin.mixed = self.mixed
        twin.stamp = self.stamp  # the same board, so the same stamp until one of them changes
        twin._cells = self._cells
        twin._triples = self._triples
        twin._facings = self._facings
        return twin

    def __setstate__(self, state: tuple[None, dict[str, object]]) -> None:
        """Unpickled (maybe in another process, with its own stamp counter): a fresh stamp,
        so no stamp noted elsewhere can name this board by chance."""
        for name, value in state[1].items():
            setattr(self, name, value)
        self.stamp = next(_STAMPS)

    # --------------------------------------------------------------------------- reading

    def facing(self, cell: Cell) -> int:
        """The sides of `cell` that a neighbouring tile's arrow points at (bit d: the
        neighbour in direction d points back), whether the cell is empty or not."""
        board = self.board
        x, y = cell
        found = 0
        tile = board.get((x, y + 1))  # north neighbour: its south arrow (bit 2)
        if tile is not None:
            found |= KIND_ARROWS[tile[0]][tile[1]] >> 2 & 1
        tile = board.get((x + 1, y))  # east neighbour: its west arrow (bit 3)
        if tile is not None:
            found |= (KIND_ARROWS[tile[0]][tile[1]] >> 3 & 1) << 1
        tile = board.get((x, y - 1))  # south neighbour: its north arrow (bit 0)
        if tile is not None:
            found |= (KIND_ARROWS[tile[0]][tile[1]] & 1) << 2
        tile = board.get((x - 1, y))  # west neighbour: its east arrow (bit 1)
        if tile is not None:
            found |= (KIND_ARROWS[tile[0]][tile[1]] >> 1 & 1) << 3
        return found

    def touches(self, cell: Cell) -> bool:
        """True if a tile lies next to `cell`."""
        board = self.board
        x, y = cell
        return (
            (x, y + 1) in board or (x + 1, y) in board or (x, y - 1) in board or (x - 1, y) in board
        )

    def facings(self) -> dict[Cell, int]:
        """`facing` of every tile's cell (cached until the board changes): each arrow sets
        the bit of the side it points at on the tile it points at, if any."""
        if self._facings is None:
            board = self.board
            found = dict.fromkeys(board, 0)
            for (x, y), (kind, rot) in board.items():
                mask = KIND_ARROWS[kind][rot]
                if mask & 1 and (x, y + 1) in found:  # north: points at that tile's south
                    found[x, y + 1] |= 4
                if mask & 2 and (x + 1, y) in found:  # east: at its west side
                    found[x + 1, y] |= 8
                if mask & 4 and (x, y - 1) in found:  # south: at its north side
                    found[x, y - 1] |= 1
                if mask & 8 and (x - 1, y) in found:  # west: at its east side
                    found[x - 1, y] |= 2
            self._facings = found
        return self._facings

    def cells(self) -> tuple[Cell, ...]:
        """The board's cells, sorted (cached until the board changes)."""
        if self._cells is None:
            self._cells = tuple(sorted(self.board))
        return self._cells

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
        tile = board[cell] = (kind, rot)
        mixed = self.mixed
        if before is not None:
            mixed ^= _shuffled(hash((cell, before)))
        item = hash((cell, tile)) & _MASK  # _shuffled, inlined
        self.mixed = mixed ^ ((item ^ 89869747) ^ (item << 16)) * 3644798167 & _MASK
        self.stamp = next(_STAMPS)
        self._cells = self._triples = self._facings = None  # the whole-board views are stale
        x, y = cell
        code = (x + OFF) * SPAN + y + OFF  # actions.pack_cell
        if before is not None:  # a tile turned or swapped: its empty neighbours, from scratch
            for dx, dy, step, _arrow, _back in _STEPS:
                side = (x + dx, y + dy)
                if side not in board:
                    self._set(code + step, self.facing(side))
            return
        # A new tile: its cell leaves the frontier, and it only adds the bits its own arrows
        # point at to its empty neighbours (the bookkeeping of `_set`, inlined).
        opened = self.open
        counts = self.counts
        present = self.present
        old = opened.pop(code, None)
        if old is not None:
            counts[old] -= 1
            if not counts[old]:
                present &= ~(1 << old)
        mask = KIND_ARROWS[kind][rot]
        for dx, dy, step in _PLAIN_SIDES[mask]:  # no arrow that way: an empty cell opens
            near = code + step
            if near not in opened and (x + dx, y + dy) not in board:
                opened[near] = 0
                counts[0] += 1
                present |= 1
        for dx, dy, step, back, place in _ARROW_SIDES[mask]:
            near = code + step
            old = opened.get(near)
            if old is None:  # not on the frontier yet: a new frontier cell, unless a tile
                if (x + dx, y + dy) in board:
                    continue
                opened[near] = back
                counts[back] += 1
                present |= place
            elif not old & back:  # on the frontier (so empty): one more forbidden side
                counts[old] -= 1
                if not counts[old]:
                    present &= ~(1 << old)
                new = opened[near] = old | back
                counts[new] += 1
                present |= 1 << new
        self.present = present

    def remove(self, cell: Cell) -> int:
        """Take the tile off `cell`; returns its kind."""
        tile = self.board.pop(cell)
        kind = tile[0]
        self.mixed ^= _shuffled(hash((cell, tile)))
        self.stamp = next(_STAMPS)
        self._cells = self._triples = self._facings = None
        board = self.board
        x, y = cell
        code = pack_cell(cell)
        for dx, dy, step in ((0, 0, 0), *((dx, dy, step) for dx, dy, step, _, _ in _STEPS)):
            near = (x + dx, y + dy)
            if near not in board:
                self._set(code + step, self.facing(near) if self.touches(near) else None)
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


# As in CPython's frozenset hash (Objects/setobject.c), each item's hash is shuffled before the
# XOR, so that items whose hashes share bits do not cancel out.
_MASK = (1 << 64) - 1


def _shuffled(item_hash: int) -> int:
    """One board item's contribution to `Lair.mixed` (unsigned 64-bit)."""
    unsigned = item_hash & _MASK
    return ((unsigned ^ 89869747) ^ (unsigned << 16)) * 3644798167 & _MASK

"""Drakon lair geometry: the arrow rule and where a hero may go (pure functions).

The board is a dict ``(x, y) -> (kind, rot)``. Start is always at (0, 0).
"""

from __future__ import annotations

from game.rules.drakon.tiles import DIRECTIONS, GALE_STEPS, KINDS, VECTORS, rotate_mask

Cell = tuple[int, int]
Board = dict[Cell, tuple[int, int]]


def step(cell: Cell, direction: int) -> Cell:
    """The neighbouring cell in `direction`."""
    dx, dy = VECTORS[direction]
    return (cell[0] + dx, cell[1] + dy)


def arrows(board: Board, cell: Cell) -> int:
    """The arrow mask of the tile on `cell` as it lies now."""
    kind, rot = board[cell]
    return rotate_mask(KINDS[kind].mask, rot)


def chamber(board: Board, cell: Cell) -> str:
    """The chamber type id of the tile on `cell`."""
    return KINDS[board[cell][0]].chamber


def fits(board: Board, cell: Cell, mask: int, ignore: Cell | None = None) -> bool:
    """True if a tile with arrow `mask` on `cell` faces no neighbour's arrow with an arrow."""
    for d in DIRECTIONS:
        if not mask >> d & 1:
            continue
        near = step(cell, d)
        if near == ignore or near not in board:
            continue
        if arrows(board, near) >> ((d + 2) % 4) & 1:
            return False
    return True


def frontier(board: Board) -> list[Cell]:
    """Empty cells orthogonally next to at least one tile, sorted."""
    found = set()
    for cell in board:
        for d in DIRECTIONS:
            near = step(cell, d)
            if near not in board:
                found.add(near)
    return sorted(found)


def placements(board: Board, kind: int) -> list[tuple[int, Cell]]:
    """(rotation, cell) pairs where a tile of `kind` may be placed; equal masks deduplicated."""
    result = []
    base = KINDS[kind].mask
    rots = _distinct_rotations(base)
    for cell in frontier(board):
        for rot in rots:
            if fits(board, cell, rotate_mask(base, rot)):
                result.append((rot, cell))
    return result


def _distinct_rotations(mask: int) -> list[int]:
    """Rotations giving different arrow masks (a straight tile has two, a no-arrow tile one)."""
    seen: dict[int, int] = {}
    for rot in range(4):
        seen.setdefault(rotate_mask(mask, rot), rot)
    return sorted(seen.values())


def _exits_when_passing(board: Board, cell: Cell) -> list[Cell]:
    """Exits of a chamber crossed mid-path by a Gale/Wind move (no-arrow tiles: all 4 sides,
    but never into a chamber whose arrow points back at this one)."""
    mask = arrows(board, cell)
    out = []
    for d in DIRECTIONS:
        near = step(cell, d)
        if near not in board:
            continue
        if mask:
            if mask >> d & 1:
                out.append(near)
        elif not arrows(board, near) >> ((d + 2) % 4) & 1:
            out.append(near)
    return out


def destinations(board: Board, cell: Cell) -> list[Cell]:
    """Every chamber a hero on `cell` may move to with one normal move, sorted.

    Heavy Gale / Strong Wind: ends of exact 3/2-step paths without revisits. Master Key: any
    side with a tile. Magical Vortex: any other chamber. Else: through the tile's arrows.
    """
    kind = chamber(board, cell)
    if kind == "vortex":
        return sorted(c for c in board if c != cell)
    if kind == "key":
        return sorted(step(cell, d) for d in DIRECTIONS if step(cell, d) in board)
    first = [step(cell, d) for d in DIRECTIONS if arrows(board, cell) >> d & 1]
    first = [c for c in first if c in board]
    if kind not in GALE_STEPS:
        return sorted(first)
    ends: set[Cell] = set()
    length = GALE_STEPS[kind]

    def walk(path: list[Cell]) -> None:
        if len(path) == length + 1:
            ends.add(path[-1])
            return
        for near in _exits_when_passing(board, path[-1]):
            if near not in path:
                walk(path + [near])

    for near in first:
        walk([cell, near])
    return sorted(ends)

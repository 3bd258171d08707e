"""Drakon lair geometry: the arrow rule and where a hero may go (pure functions).

The board is a dict ``(x, y) -> (kind, rot)``. Start is always at (0, 0).
"""

from __future__ import annotations

from game.core.text import N_, Message

from .tiles import DIRECTIONS, GALE_STEPS, KINDS, VECTORS, rotate_mask

Cell = tuple[int, int]
Board = dict[Cell, tuple[int, int]]

# Lookup tables: the arrow mask of each (kind, rotation), and per kind the rotations giving
# distinct masks with those masks (placing is the engine's hot path).
KIND_ARROWS: tuple[tuple[int, ...], ...] = tuple(
    tuple(rotate_mask(kind.mask, rot) for rot in range(4)) for kind in KINDS
)
BACK = (4, 8, 1, 2)  # bit of the side facing back: N -> S, E -> W, S -> N, W -> E


def step(cell: Cell, direction: int) -> Cell:
    """The neighbouring cell in `direction`."""
    dx, dy = VECTORS[direction]
    return (cell[0] + dx, cell[1] + dy)


def arrows(board: Board, cell: Cell) -> int:
    """The arrow mask of the tile on `cell` as it lies now."""
    kind, rot = board[cell]
    return KIND_ARROWS[kind][rot]


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


def open_cells(board: Board) -> dict[Cell, int]:
    """Empty cells next to a tile -> the sides a new tile there may not have an arrow on
    (a neighbour's arrow points at that side)."""
    found: dict[Cell, int] = {}
    for (x, y), (kind, rot) in board.items():
        mask = KIND_ARROWS[kind][rot]
        for d, (dx, dy) in enumerate(VECTORS):
            near = (x + dx, y + dy)
            if near not in board:
                found[near] = found.get(near, 0) | (BACK[d] if mask >> d & 1 else 0)
    return found


def frontier(board: Board) -> list[Cell]:
    """Empty cells orthogonally next to at least one tile, sorted."""
    return sorted(open_cells(board))


def placements(
    board: Board, kind: int, opened: dict[Cell, int] | None = None
) -> list[tuple[int, Cell]]:
    """(rotation, cell) pairs where a tile of `kind` may be placed; equal masks deduplicated.
    `opened` is `open_cells(board)` if the caller has it already."""
    result = []
    rots = _DISTINCT[kind]
    for cell, forbidden in sorted((open_cells(board) if opened is None else opened).items()):
        for rot, mask in rots:
            if not mask & forbidden:
                result.append((rot, cell))
    return result


def placeable(board: Board, kinds: list[int], opened: dict[Cell, int] | None = None) -> list[int]:
    """The kinds among `kinds` that fit on some open cell (a fast test for the turn step)."""
    forbidden = set((open_cells(board) if opened is None else opened).values())
    return [k for k in kinds if any(not m & f for f in forbidden for _, m in _DISTINCT[k])]


def _distinct_rotations(mask: int) -> list[int]:
    """Rotations giving different arrow masks (a straight tile has two, a no-arrow tile one)."""
    seen: dict[int, int] = {}
    for rot in range(4):
        seen.setdefault(rotate_mask(mask, rot), rot)
    return sorted(seen.values())


_DISTINCT = tuple(
    tuple((rot, rotate_mask(kind.mask, rot)) for rot in _distinct_rotations(kind.mask))
    for kind in KINDS
)


def exits_when_passing(board: Board, cell: Cell) -> list[Cell]:
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
    return sorted({path[-1] for path in gust_paths(board, cell)})


def gust_paths(board: Board, cell: Cell) -> list[list[Cell]]:
    """Every Heavy Gale / Strong Wind path out of `cell` (exactly 3 / 2 steps, no chamber
    visited twice, through the first chamber's arrows), in a fixed order; [] elsewhere."""
    length = GALE_STEPS.get(chamber(board, cell))
    if length is None:
        return []
    paths: list[list[Cell]] = []

    def walk(path: list[Cell]) -> None:
        if len(path) == length + 1:
            paths.append(path)
            return
        for near in exits_when_passing(board, path[-1]):
            if near not in path:
                walk(path + [near])

    for d in DIRECTIONS:
        near = step(cell, d)
        if arrows(board, cell) >> d & 1 and near in board:
            walk([cell, near])
    return paths


def fitting_rotations(board: Board, cell: Cell, kind: int) -> list[int]:
    """Rotations of `kind` (one per distinct arrow mask, the lowest) that fit on `cell`."""
    return [rot for rot, mask in _DISTINCT[kind] if fits(board, cell, mask)]


SIDE_NAMES: tuple[str, ...] = (N_("north"), N_("east"), N_("south"), N_("west"))
"""The four sides by direction, as a player reads them (msgids)."""


def why_not_fit(board: Board, cell: Cell, kind: int, rot: int) -> Message | None:
    """Why a tile of `kind` turned `rot` may not lie on `cell` of `board` (None if it fits)."""
    if cell in board:
        return Message.of(N_("a chamber is already there"))
    if not any(step(cell, d) in board for d in DIRECTIONS):
        return Message.of(N_("a new chamber must touch the lair"))
    mask = rotate_mask(KINDS[kind].mask, rot)
    if fits(board, cell, mask):
        return None
    for d in DIRECTIONS:
        near = step(cell, d)
        if mask >> d & 1 and near in board and arrows(board, near) >> ((d + 2) % 4) & 1:
            return Message.of(
                N_("an arrow would face the arrow of {chamber} ({side})"),
                chamber=Message.of(KINDS[board[near][0]].name),
                side=Message.of(SIDE_NAMES[d]),
            )
    return Message.of(N_("the arrows do not fit"))

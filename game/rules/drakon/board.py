"""Drakon lair geometry: the arrow rule and where a hero may go (pure functions).

The board is a dict ``(x, y) -> (kind, rot)``. Start is always at (0, 0).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core.text import N_, Message

from .lair import DISTINCT, FITS, KIND_ARROWS, Lair, unpack
from .tiles import DIRECTIONS, GALE_STEPS, KINDS, VECTORS, rotate_mask

Cell = tuple[int, int]
Board = dict[Cell, tuple[int, int]]


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


def placements(board: Board, kind: int) -> list[tuple[int, Cell]]:
    """(rotation, cell) pairs where a tile of `kind` may be placed, by cell then rotation;
    equal masks deduplicated (the lowest rotation of each). For the client's plain boards: the
    engine keeps its frontier up to date in lair.py instead."""
    frontier = Lair(board).open
    fits_of = FITS[kind]
    return [(rot, unpack(code)) for code in sorted(frontier) for rot in fits_of[frontier[code]]]


_SIDES = tuple((dx, dy, 1 << d, 1 << (d + 2) % 4) for d, (dx, dy) in enumerate(VECTORS))
"""Per direction N, E, S, W: the step, the direction's arrow bit and the opposite one."""
_ARROW_STEPS = tuple(
    tuple((dx, dy) for dx, dy, arrow, _back in _SIDES if mask & arrow) for mask in range(16)
)
"""Per arrow mask: the steps (N, E, S, W order) through its arrows."""


def exits_when_passing(board: Board, cell: Cell) -> list[Cell]:
    """Exits of a chamber crossed mid-path by a Gale/Wind move (no-arrow tiles: all 4 sides,
    but never into a chamber whose arrow points back at this one)."""
    return _passing(board, cell, board[cell])


def _passing(board: Board, cell: Cell, tile: tuple[int, int]) -> list[Cell]:
    """`exits_when_passing` for the tile `tile` lying on `cell`."""
    mask = KIND_ARROWS[tile[0]][tile[1]]
    x, y = cell
    if mask:  # through its arrows, to the chambers there
        return [near for dx, dy in _ARROW_STEPS[mask] if (near := (x + dx, y + dy)) in board]
    out = []
    for dx, dy, _arrow, back in _SIDES:
        near = (x + dx, y + dy)
        other = board.get(near)
        if other is not None and not KIND_ARROWS[other[0]][other[1]] & back:
            out.append(near)
    return out


def destinations(board: Board, cell: Cell) -> list[Cell]:
    """Every chamber a hero on `cell` may move to with one normal move, sorted.

    Heavy Gale / Strong Wind: ends of exact 3/2-step paths without revisits. Master Key: any
    side with a tile. Magical Vortex: any other chamber. Else: through the tile's arrows.
    """
    kind, rot = board[cell]
    way = _WAYS[kind]
    if way == _ARROWS or way == _KEY:
        mask = 0b1111 if way == _KEY else KIND_ARROWS[kind][rot]
        x, y = cell
        found = []  # in sorted order: west, south, north, east
        if mask & 8 and (x - 1, y) in board:
            found.append((x - 1, y))
        if mask & 4 and (x, y - 1) in board:
            found.append((x, y - 1))
        if mask & 1 and (x, y + 1) in board:
            found.append((x, y + 1))
        if mask & 2 and (x + 1, y) in board:
            found.append((x + 1, y))
        return found
    if way == _VORTEX:
        return sorted(c for c in board if c != cell)
    return sorted(_gust_ends(board, cell, GALE_STEPS[KINDS[kind].chamber]))


_STEP_BITS = {(dx, dy): arrow for dx, dy, arrow, _back in _SIDES}
"""A one-cell step -> the arrow bit of its direction."""


def can_move_to(board: Board, cell: Cell, target: Cell) -> bool:
    """`target in destinations(board, cell)`, without building the list."""
    kind, rot = board[cell]
    way = _WAYS[kind]
    if way == _VORTEX:
        return target != cell and target in board
    if way == _GUST:
        length = GALE_STEPS[KINDS[kind].chamber]
        return any(end == target for end in _gust_end_cells(board, cell, length))
    bit = _STEP_BITS.get((target[0] - cell[0], target[1] - cell[1]))
    if bit is None:
        return False
    mask = 0b1111 if way == _KEY else KIND_ARROWS[kind][rot]
    return bool(mask & bit) and target in board


def can_move(board: Board, cell: Cell) -> bool:
    """`bool(destinations(board, cell))`, without building the list (a Gale / Wind: stops at
    the first whole path found)."""
    kind, rot = board[cell]
    way = _WAYS[kind]
    if way == _VORTEX:
        return len(board) > 1
    if way == _GUST:
        return _any_gust(board, cell, GALE_STEPS[KINDS[kind].chamber])
    mask = 0b1111 if way == _KEY else KIND_ARROWS[kind][rot]
    x, y = cell
    return bool(
        (mask & 1 and (x, y + 1) in board)
        or (mask & 2 and (x + 1, y) in board)
        or (mask & 4 and (x, y - 1) in board)
        or (mask & 8 and (x - 1, y) in board)
    )


_ARROWS, _KEY, _VORTEX, _GUST = range(4)
_WAYS = tuple(
    {"key": _KEY, "vortex": _VORTEX, "gale": _GUST, "wind": _GUST}.get(kind.chamber, _ARROWS)
    for kind in KINDS
)  # how a hero leaves each kind of chamber (destinations)
VORTEX_KINDS = frozenset(kind for kind, way in enumerate(_WAYS) if way == _VORTEX)
"""The kinds whose chamber a hero leaves for any other chamber (Magical Vortex)."""


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


def _gust_end_cells(board: Board, cell: Cell, length: int) -> Iterator[Cell]:
    """The last cell of each path of exactly `length` steps (`gust_paths`), in path order
    (an end reached by two paths comes twice).

    The paths are 2 or 3 steps long (GALE_STEPS), so two nested loops replace the recursion
    of `gust_paths`; a step only ever reaches a neighbour, never the cell it leaves, so a
    revisit can only be the start (second step) or the start or first chamber (third)."""
    x, y = cell
    kind, rot = board[cell]
    for dx, dy in _ARROW_STEPS[KIND_ARROWS[kind][rot]]:
        first = (x + dx, y + dy)
        tile = board.get(first)
        if tile is None:
            continue
        for second in _passing(board, first, tile):
            if second == cell:
                continue
            if length == 2:
                yield second
                continue
            for third in _passing(board, second, board[second]):
                if third != cell and third != first:
                    yield third


def _any_gust(board: Board, cell: Cell, length: int) -> bool:
    """`bool(gust_paths(board, cell))`: some path of exactly `length` steps exists (the
    first end found answers)."""
    return next(_gust_end_cells(board, cell, length), None) is not None


def _gust_ends(board: Board, cell: Cell, length: int) -> set[Cell]:
    """`{path[-1] for path in gust_paths(board, cell)}` without building the paths."""
    return set(_gust_end_cells(board, cell, length))


def fitting_rotations(board: Board, cell: Cell, kind: int) -> list[int]:
    """Rotations of `kind` (one per distinct arrow mask, the lowest) that fit on `cell`."""
    return [rot for rot, mask in DISTINCT[kind] if fits(board, cell, mask)]


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

"""What a Drakon player can point at, and the lair geometry the view needs for previews.

Every legal action of a decision gets a target: a hand tile in the tray (PLACE_KIND, SHIFT_PLACE,
ABILITY_TILE), a lit map cell (MOVE, PLACE_CELL, SHIFT_TARGET, DESTROY, MIND_DEST, ABILITY_CELL,
DRAKON_CELL, and ROTATE which opens a radial of turns), a seat (MAP_VICTIM, MIND_HERO,
ABILITY_SEAT: its panel or its hero) or, for anything else, a button - never a dead end.
Paths for Heavy Gale / Strong Wind are found with a small search that follows the engine's rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.rules.drakon import actions as A
from game.rules.drakon.board import arrows, fits, fitting_rotations, gust_paths, step
from game.rules.drakon.tiles import CHAMBER_NAMES, DIRECTIONS, GALE_STEPS, KINDS, rotate_mask

Cell = tuple[int, int]
Board = dict[Cell, tuple[int, int]]

HERO_NAMES = ("Wizard", "Barbarian", "Thief", "Dwarf", "Knight", "Amazon")
PASS_LABELS = {
    "after": "Skip the ability",
    "knight": "Let the coin go",
    "amazon": "No extra step",
    "dwarf": "Keep my tiles",
    "drakon": "Leave the Drakon there",
}
SIDE_WORDS = ("north", "east", "south", "west")
TRAY_OPS = (A.PLACE_KIND, A.SHIFT_PLACE, A.ABILITY_TILE)
CELL_OPS = (
    A.MOVE,
    A.PLACE_CELL,
    A.SHIFT_TARGET,
    A.DESTROY,
    A.MIND_DEST,
    A.ABILITY_CELL,
    A.DRAKON_CELL,
)
SEAT_OPS = (A.MAP_VICTIM, A.MIND_HERO, A.ABILITY_SEAT)
LIT_COLOURS = {
    A.MOVE: (110, 220, 255),
    A.PLACE_CELL: (120, 230, 150),
    A.SHIFT_TARGET: (190, 140, 255),
    A.DESTROY: (255, 110, 90),
    A.MIND_DEST: (230, 120, 255),
    A.ABILITY_CELL: (255, 210, 110),
    A.DRAKON_CELL: (255, 90, 70),
    A.ROTATE: (190, 150, 255),
}


@dataclass
class Target:
    """One thing to point at: what it is, where, and the action(s) it plays."""

    kind: str  # "tray", "cell", "seat", "button", "radial"
    actions: tuple[int, ...] = ()
    label: str = ""
    op: int = 0
    cell: Cell | None = None
    seat: int | None = None
    tile: int | None = None  # tile kind (tray targets)
    index: int | None = None  # position in the tray
    select: bool = False  # activating picks (a tile, a chamber to rotate) instead of playing
    rect: pygame.Rect | None = None  # screen rect for tray, seat, button and radial targets
    extra: dict[str, Any] = field(default_factory=dict)


def board_of(view: Any) -> Board:
    """The view's board as a dict cell -> (kind, rot)."""
    return {cell: (kind, rot) for cell, kind, rot in view.board}


def mask_of(kind: int, rot: int) -> int:
    """Arrow mask of `kind` turned `rot`."""
    return rotate_mask(KINDS[kind].mask, rot)


def canonical_rot(kind: int, rot: int) -> int:
    """The smallest rotation with the same arrows (the engine offers only that one)."""
    mask = mask_of(kind, rot)
    return min(r for r in range(4) if mask_of(kind, r) == mask)


def chamber_name(kind: int) -> str:
    """Player-facing name of a tile kind's chamber."""
    return CHAMBER_NAMES[KINDS[kind].chamber]


def fit_reason(board: Board, cell: Cell, kind: int, rot: int) -> str | None:
    """Why `kind` turned `rot` may not lie on `cell` (None if it fits there)."""
    if cell in board:
        return "a chamber is already there"
    if not any(step(cell, d) in board for d in DIRECTIONS):
        return "a new chamber must touch the lair"
    mask = mask_of(kind, rot)
    if fits(board, cell, mask):
        return None
    for d in DIRECTIONS:
        near = step(cell, d)
        if mask >> d & 1 and near in board and arrows(board, near) >> ((d + 2) % 4) & 1:
            name = CHAMBER_NAMES[KINDS[board[near][0]].chamber]
            return f"an arrow would face the arrow of {name} ({SIDE_WORDS[d]})"
    return "the arrows do not fit"


def fitting_rots(board: Board, cell: Cell, kind: int) -> list[int]:
    """Rotations (canonical, distinct masks) of `kind` that fit `cell`."""
    return fitting_rotations(board, cell, kind)


def move_path(board: Board, start: Cell, end: Cell) -> tuple[str, list[Cell]]:
    """(style, cells from start to end) of a normal move: "walk", "gust" or "vortex"."""
    if start not in board:
        return "slide", [start, end]
    chamber = KINDS[board[start][0]].chamber
    if chamber == "vortex":
        return "vortex", [start, end]
    if chamber in GALE_STEPS:
        path = next((p for p in gust_paths(board, start) if p[-1] == end), None)
        if path is not None:
            return "gust", path
        return "gust", [start, end]
    adjacent = abs(start[0] - end[0]) + abs(start[1] - end[1]) == 1
    return ("walk" if adjacent else "slide"), [start, end]


# ---------------------------------------------------------------------------- labels


def seat_name(seats: Sequence[Any], seat: int) -> str:
    """A seat's display name."""
    return seats[seat].name if 0 <= seat < len(seats) else f"Seat {seat + 1}"


def button_label(action: int, seats: Sequence[Any], view: Any) -> str:
    """Words for an action shown as a button."""
    op, payload = A.split(action)
    if op == A.PASS:
        return PASS_LABELS.get(pending_kind(view), "Pass")
    if op == A.ABILITY:
        name = HERO_NAMES[payload % 6]
        return "Knight: save the coin" if payload == 4 else f"Use the {name}"
    if op in SEAT_OPS:
        verb = {A.MAP_VICTIM: "Take a tile from", A.MIND_HERO: "Control", A.ABILITY_SEAT: "Target"}[
            op
        ]
        return f"{verb} {seat_name(seats, payload)}"
    if op in CELL_OPS:
        cell = A.unpack_cell(payload)
        return f"{A.CELL_OPS[op].capitalize()} {cell[0]},{cell[1]}"
    if op == A.ROTATE:
        code, turn = divmod(payload, 4)
        cell = A.unpack_cell(code)
        return f"Rotate {cell[0]},{cell[1]} +{turn}"
    if op in (A.PLACE_KIND, A.ABILITY_TILE):
        return f"{'Place' if op == A.PLACE_KIND else 'Return'} {chamber_name(payload)}"
    if op == A.SHIFT_PLACE:
        kind, rot = divmod(payload, 4)
        return f"Put {chamber_name(kind)} (turn {rot})"
    if op == A.PLACE_ROT:
        return f"Turn {payload}"
    return A.to_text(action)


# ---------------------------------------------------------------------------- targets


def decision_targets(
    view: Any, legal: Sequence[int], seats: Sequence[Any], show_private: bool
) -> list[Target]:
    """Targets for every legal action (cell targets carry no rect: the camera places them)."""
    targets: list[Target] = []
    covered: set[int] = set()
    hand = list(view.hand) if show_private else []
    by_op: dict[int, list[int]] = {}
    for action in legal:
        by_op.setdefault(A.split(action)[0], []).append(action)
    # Hand tiles: one tray target per tile in the hand whose kind has an action.
    for index, kind in enumerate(hand):
        for op in TRAY_OPS:
            if op == A.SHIFT_PLACE:
                options = [a for a in by_op.get(op, []) if A.split(a)[1] // 4 == kind]
                if options:
                    targets.append(Target("tray", tuple(options), chamber_name(kind), op, tile=kind,
                                          index=index, select=True))  # fmt: skip
                    covered.update(options)
            else:
                action = A.make(op, kind)
                if action in legal:
                    targets.append(Target("tray", (action,), chamber_name(kind), op, tile=kind,
                                          index=index, select=op == A.PLACE_KIND))  # fmt: skip
                    covered.add(action)
    seen_cells: set[Cell] = set()
    for op in CELL_OPS:
        for action in by_op.get(op, []):
            cell = A.unpack_cell(A.split(action)[1])
            if op == A.PLACE_CELL:
                covered.add(action)  # played through the picked tile (the ghost), not alone
                continue
            if cell in seen_cells:
                continue  # two ops on one cell: the later one gets a button
            seen_cells.add(cell)
            targets.append(Target("cell", (action,), A.CELL_OPS[op], op, cell=cell))
            covered.add(action)
    rotations: dict[Cell, list[int]] = {}
    for action in by_op.get(A.ROTATE, []):
        code, _turn = divmod(A.split(action)[1], 4)
        rotations.setdefault(A.unpack_cell(code), []).append(action)
    for cell, actions in sorted(rotations.items()):
        if cell in seen_cells:
            continue
        targets.append(Target("cell", tuple(actions), "rotate", A.ROTATE, cell=cell, select=True))
        covered.update(actions)
    for op in SEAT_OPS:
        for action in by_op.get(op, []):
            seat = A.split(action)[1]
            targets.append(
                Target("seat", (action,), button_label(action, seats, view), op, seat=seat)
            )
            covered.add(action)
    if A.PLACE_ROT in by_op:
        covered.update(by_op[A.PLACE_ROT])  # chosen with the preview rotation at the fixed cell
    for action in legal:
        if action not in covered:
            op = A.split(action)[0]
            targets.append(Target("button", (action,), button_label(action, seats, view), op))
    return targets


def hero_id(view: Any, seat: int) -> int:
    """The hero figure of a seat (its own look in the base game; seat-based while being dealt)."""
    hero_of = getattr(view, "hero_of", ())
    hero = hero_of[seat] if seat < len(hero_of) else -1
    return hero if hero >= 0 else seat % 6


def pending_kind(view: Any) -> str:
    """The name of the pending decision ('' if none)."""
    return view.pending[0] if view is not None and view.pending else ""

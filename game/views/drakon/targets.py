"""What a Drakon player can point at, and the lair geometry the view needs for previews.

Every legal action of a decision gets a target, by the kind of its decoded record
(DrakonRules.decode_action): a hand tile in the tray (TRAY_KINDS), a lit map cell (CELL_KINDS,
and "rotate", which opens a radial of turns), a seat (SEAT_KINDS: its panel or its hero) or,
for anything else, a button - never a dead end. Paths for Heavy Gale / Strong Wind are found
with a small search that follows the engine's rule. Labels stay msgids or Messages until drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.text import N_, Message
from game.i18n import translate
from game.rules.drakon import actions
from game.rules.drakon.actions import DrakonAction, decode
from game.rules.drakon.board import fitting_rotations, gust_paths, why_not_fit
from game.rules.drakon.heroes import HERO_NAMES, KNIGHT
from game.rules.drakon.tiles import GALE_STEPS, KINDS, rotate_mask
from game.rules.drakon.view import DrakonView

Cell = tuple[int, int]
Board = dict[Cell, tuple[int, int]]
Words = Message | str
"""Player-facing words kept untranslated until drawn: a msgid or a Message."""

PASS_LABELS: dict[str, str] = {
    "after": N_("Skip the ability"),
    "knight": N_("Let the coin go"),
    "amazon": N_("No extra step"),
    "dwarf": N_("Keep my tiles"),
    "drakon": N_("Leave the Drakon there"),
}
TRAY_KINDS = ("place-tile", "shift-place", "ability-tile")
"""Action kinds played with a hand tile (a tray target)."""
CELL_KINDS = (
    "move",
    "place-cell",
    "shift-target",
    "destroy",
    "mind-move",
    "ability-cell",
    "drakon",
)
"""Action kinds played on a map cell, in the order they claim a cell."""
SEAT_KINDS = ("map", "mind", "ability-seat")
"""Action kinds aimed at another seat (its panel or its hero)."""
SEAT_VERBS: dict[str, str] = {
    "map": N_("Take a tile from {name}"),
    "mind": N_("Control {name}"),
    "ability-seat": N_("Target {name}"),
}
CELL_VERBS: dict[str, str] = {
    "move": N_("Move {x},{y}"),
    "shift-target": N_("Shift {x},{y}"),
    "destroy": N_("Destroy {x},{y}"),
    "mind-move": N_("Move the hero {x},{y}"),
    "place-cell": N_("At {x},{y}"),
    "ability-cell": N_("Ability {x},{y}"),
    "drakon": N_("Drakon {x},{y}"),
}
LIT_COLOURS = {
    "move": (110, 220, 255),
    "place-cell": (120, 230, 150),
    "shift-target": (190, 140, 255),
    "destroy": (255, 110, 90),
    "mind-move": (230, 120, 255),
    "ability-cell": (255, 210, 110),
    "drakon": (255, 90, 70),
    "rotate": (190, 150, 255),
}


@dataclass
class Target:
    """One thing to point at: what it is, where, and the action(s) it plays.

    `action_kind` is the kind of its actions (a DrakonAction kind, e.g. "move"); `label` the
    words of a button or seat target, translated when drawn."""

    kind: str  # "tray", "cell", "seat", "button", "radial"
    actions: tuple[int, ...] = ()
    label: Words = ""
    action_kind: str = ""
    cell: Cell | None = None
    seat: int | None = None
    tile: int | None = None  # tile kind (tray targets)
    index: int | None = None  # position in the tray
    select: bool = False  # activating picks (a tile, a chamber to rotate) instead of playing
    rect: pygame.Rect | None = None  # screen rect for tray, seat, button and radial targets
    extra: dict[str, Any] = field(default_factory=dict)


def board_of(view: DrakonView) -> Board:
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
    """A tile kind's chamber name (an English msgid: translate it to draw it)."""
    return KINDS[kind].name


def fit_reason(board: Board, cell: Cell, kind: int, rot: int) -> str | None:
    """Why `kind` turned `rot` may not lie on `cell`, translated (None if it fits there)."""
    reason = why_not_fit(board, cell, kind, rot)
    return None if reason is None else translate(reason)


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
    return seats[seat].name if 0 <= seat < len(seats) else f"{seat + 1}"


def button_label(action: int, seats: Sequence[Any], view: DrakonView | None) -> Words:
    """Words for an action shown as a button (translated when drawn)."""
    record = decode(action)
    kind = record.kind
    if kind == "pass":
        return PASS_LABELS.get(pending_kind(view), N_("Pass"))
    if kind == "ability" and record.hero is not None:
        if record.hero == KNIGHT:
            return N_("Knight: save the coin")
        return Message.of(N_("Use the {hero}"), hero=Message.of(HERO_NAMES[record.hero]))
    if kind in SEAT_VERBS and record.seat is not None:
        return Message.of(SEAT_VERBS[kind], name=seat_name(seats, record.seat))
    if kind in CELL_VERBS and record.cell is not None:
        x, y = record.cell
        return Message.of(CELL_VERBS[kind], x=x, y=y)
    return _tile_label(record) or actions.to_text(action)


def _tile_label(record: DrakonAction) -> Words | None:
    """Button words of the actions that name a tile, a turn or a rotation."""
    if record.kind == "rotate" and record.cell is not None:
        x, y = record.cell
        return Message.of(N_("Rotate {x},{y} +{turn}"), x=x, y=y, turn=record.turn)
    if record.tile is not None:
        name = Message.of(chamber_name(record.tile))
        if record.kind == "place-tile":
            return Message.of(N_("Place {chamber}"), chamber=name)
        if record.kind == "ability-tile":
            return Message.of(N_("Return {chamber}"), chamber=name)
        if record.kind == "shift-place":
            return Message.of(N_("Put {chamber} (turn {rot})"), chamber=name, rot=record.rot)
    if record.kind == "place-rot":
        return Message.of(N_("Turn {rot}"), rot=record.rot)
    return None


# ---------------------------------------------------------------------------- targets


def decision_targets(
    view: DrakonView, legal: Sequence[int], seats: Sequence[Any], show_private: bool
) -> list[Target]:
    """Targets for every legal action (cell targets carry no rect: the camera places them)."""
    by_kind: dict[str, list[tuple[int, DrakonAction]]] = {}
    for action in legal:
        record = decode(action)
        by_kind.setdefault(record.kind, []).append((action, record))
    covered: set[int] = set()
    targets = _tray_targets(view, by_kind, covered, show_private)
    targets += _cell_targets(by_kind, covered)
    for kind in SEAT_KINDS:
        for action, record in by_kind.get(kind, []):
            label = button_label(action, seats, view)
            targets.append(Target("seat", (action,), label, kind, seat=record.seat))
            covered.add(action)
    # Turning a tile is chosen with the preview rotation at the fixed cell, not a button.
    covered.update(action for action, _record in by_kind.get("place-rot", []))
    for action in legal:
        if action not in covered:
            label = button_label(action, seats, view)
            targets.append(Target("button", (action,), label, decode(action).kind))
    return targets


def _tray_targets(
    view: DrakonView,
    by_kind: dict[str, list[tuple[int, DrakonAction]]],
    covered: set[int],
    show_private: bool,
) -> list[Target]:
    """One tray target per hand tile whose kind has an action."""
    targets: list[Target] = []
    hand = list(view.hand) if show_private else []
    for index, tile in enumerate(hand):
        for kind in TRAY_KINDS:
            options = tuple(
                action for action, record in by_kind.get(kind, []) if record.tile == tile
            )
            if not options:
                continue
            select = kind != "ability-tile"  # placing picks the tile; the Dwarf returns it
            targets.append(Target("tray", options, chamber_name(tile), kind, tile=tile,
                                  index=index, select=select))  # fmt: skip
            covered.update(options)
    return targets


def _cell_targets(
    by_kind: dict[str, list[tuple[int, DrakonAction]]], covered: set[int]
) -> list[Target]:
    """One target per lit cell (the first kind claims it) and per chamber that may rotate."""
    targets: list[Target] = []
    seen_cells: set[Cell] = set()
    for kind in CELL_KINDS:
        for action, record in by_kind.get(kind, []):
            if kind == "place-cell":
                covered.add(action)  # played through the picked tile (the ghost), not alone
                continue
            if record.cell in seen_cells:
                continue  # two kinds on one cell: the later one gets a button
            seen_cells.add(record.cell)
            targets.append(Target("cell", (action,), kind, kind, cell=record.cell))
            covered.add(action)
    rotations: dict[Cell, list[int]] = {}
    for action, record in by_kind.get("rotate", []):
        if record.cell is not None:
            rotations.setdefault(record.cell, []).append(action)
    for cell, choices in sorted(rotations.items()):
        if cell in seen_cells:
            continue
        targets.append(Target("cell", tuple(choices), "rotate", "rotate", cell=cell, select=True))
        covered.update(choices)
    return targets


def hero_id(view: DrakonView, seat: int) -> int:
    """The hero figure of a seat (its own look in the base game; seat-based while being dealt)."""
    hero_of = view.hero_of
    hero = hero_of[seat] if seat < len(hero_of) else -1
    return hero if hero >= 0 else seat % 6


def pending_kind(view: DrakonView | None) -> str:
    """The name of the pending decision ('' if none)."""
    return view.pending[0] if view is not None and view.pending else ""

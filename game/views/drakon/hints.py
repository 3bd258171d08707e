"""The Drakon hint in words (issue 12 item 10): "Hint: place Find a Gold at (2, -1), arrows north
and east", not only a frame.

The AI's hint is one engine step. Placing a tile takes three (tile, cell, turn), so a hint to
place a tile is completed here with a cell and a turn for it (`complete`): where the hinted
chamber helps you most by the board's own facts - a coin chamber on a doorstep only your hero
can walk into, a coin-losing one on a rival's doorstep, any other on your own doorstep, nearest
your hero first - and a turn that fits there. Everything is worded as it is drawn (translated then).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import _, pgettext, translate
from game.rules.drakon.actions import decode
from game.rules.drakon.board import SIDE_NAMES, fitting_rotations, placements
from game.rules.drakon.heroes import HERO_NAMES
from game.rules.drakon.tiles import DIRECTIONS, KINDS, VECTORS, rotate_mask
from game.rules.drakon.view import DrakonView

from . import targets

if TYPE_CHECKING:
    from .view import DrakonBoardView

Cell = tuple[int, int]
GAINS = ("gold", "steal-left", "steal-right", "start")
"""Chambers that give their visitor a coin."""
LOSSES = ("due", "well")
"""Chambers that cost their visitor a coin."""


@dataclass(frozen=True)
class Plan:
    """A whole hinted placement: the tile kind, the cell and the turn (rotation)."""

    tile: int
    cell: Cell
    rot: int


def cell_words(cell: Cell) -> str:
    """A cell as the log and the hints write it: (x, y)."""
    return f"({cell[0]}, {cell[1]})"


def arrow_words(tile: int, rot: int) -> str:
    """The sides a tile turned `rot` has arrows on, translated ("north, east"), or "none"."""
    mask = rotate_mask(KINDS[tile].mask, rot)
    sides = [_(SIDE_NAMES[d]) for d in DIRECTIONS if mask >> d & 1]
    if not sides:
        return pgettext("arrows", "none")
    # Translators: between the names of sides in "arrows north, east".
    return pgettext("list of sides", ", ").join(sides)


def doorsteps(view: DrakonView, seat: int) -> set[Cell]:
    """Empty cells `seat`'s hero could walk into if a chamber lay there."""
    board = targets.board_of(view)
    cell = view.heroes[seat]
    if cell not in board:
        return set()
    kind, rot = board[cell]
    mask = rotate_mask(KINDS[kind].mask, rot) if KINDS[kind].mask else 0b1111
    found = set()
    for d in DIRECTIONS:
        near = (cell[0] + VECTORS[d][0], cell[1] + VECTORS[d][1])
        if mask >> d & 1 and near not in board:
            found.add(near)
    return found


def from_steps(tile: int, then: Sequence[int]) -> Plan | None:
    """The placement of `tile` that a search's own next steps (a cell, then a turn) make, or
    None when they do not name both: the hint then says what the coach's first line says."""
    cell = rot = None
    for step in then:
        record = decode(step)
        if record.kind == "place-cell":
            cell = record.cell
        elif record.kind == "place-rot":
            rot = record.rot
    if cell is None or rot is None:
        return None
    return Plan(tile, cell, rot)


def complete(view: DrakonView, seat: int, tile: int) -> Plan | None:
    """A cell and turn for laying `tile` (the hint named only the tile): module doc."""
    board = targets.board_of(view)
    cells = sorted({cell for _rot, cell in placements(board, tile)})
    if not cells:
        return None
    chamber = KINDS[tile].chamber
    mine = doorsteps(view, seat)
    rivals: set[Cell] = set()
    for other in range(len(view.heroes)):
        if other != seat:
            rivals |= doorsteps(view, other)
    hero = view.heroes[seat]

    def score(cell: Cell) -> tuple[int, int, Cell]:
        if chamber in GAINS:
            rank = 0 if cell in mine - rivals else 1 if cell in mine else 2
        elif chamber in LOSSES:
            rank = 0 if cell in rivals - mine else 1 if cell not in mine else 2
        else:  # a plain or magic chamber: somewhere your hero can go on from
            rank = 0 if cell in mine else 1
        return rank, abs(cell[0] - hero[0]) + abs(cell[1] - hero[1]), cell

    cell = min(cells, key=score)
    rots = fitting_rotations(board, cell, tile)
    return Plan(tile, cell, rots[0] if rots else 0)


def words(board: DrakonBoardView, action: int, plan: Plan | None) -> str:
    """The hint line for `action` (with the completed placement, if any), translated."""
    record = decode(action)
    view = board.view
    kind = record.kind
    if kind == "place-tile" and record.tile is not None:
        name = _(KINDS[record.tile].name)
        if plan is None:
            return _("Hint: place {chamber}").format(chamber=name)
        return _("Hint: place {chamber} at {cell}, arrows {sides}").format(
            chamber=name, cell=cell_words(plan.cell), sides=arrow_words(plan.tile, plan.rot)
        )
    if kind == "move" and record.cell is not None and view is not None:
        chamber = targets.board_of(view).get(record.cell, (None, 0))[0]
        where = _(KINDS[chamber].name) if chamber is not None else ""
        return _("Hint: move to {chamber} at {cell}").format(
            chamber=where, cell=cell_words(record.cell)
        )
    if kind == "place-rot" and record.rot is not None and view is not None:
        tile = view.pending[2] if len(view.pending) > 2 else 0
        return _("Hint: turn the tile so its arrows point {sides}").format(
            sides=arrow_words(tile, record.rot)
        )
    if kind == "shift-place" and record.tile is not None and record.rot is not None:
        return _("Hint: put {chamber} there, arrows {sides}").format(
            chamber=_(KINDS[record.tile].name), sides=arrow_words(record.tile, record.rot)
        )
    if kind == "ability" and record.hero is not None:
        return _("Hint: use the {hero}").format(hero=_(HERO_NAMES[record.hero]))
    label = translate(targets.button_label(action, board.seats, view))
    return _("Hint: {action}").format(action=label)

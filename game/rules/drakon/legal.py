"""Is one action legal here? `apply_action` asks this when no legal list is cached.

`effects.decision_actions` lists every option of the pending decision; to check one action
against it, building the list costs in proportion to its length (late in a game: ~40 cells to
place a tile on, 44-86 chambers to rotate or destroy). Here the common steps and the long
chamber lists are checked directly, by the same tests that build the lists; the other steps
(the Heroes variant's, the figure's, the short chamber lists) fall back to the list.
`tests/rules/test_drakon_legal.py` checks `is_legal(s, a) == (a in decision_actions(s))`.
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING

from . import actions
from .board import can_move_to
from .chambers import KIND_INDICES
from .effects import FITS_FLAGS, ROTATION_ACTIONS, decision_actions
from .lair import FITS_ANY, KIND_ARROWS
from .tiles import NUM_KINDS, START_KIND

if TYPE_CHECKING:
    from .state import DrakonState

_SHIFT, _SPAN, _OFF = actions.SHIFT, actions.SPAN, actions.OFF
_PAYLOAD = (1 << _SHIFT) - 1


def is_legal(s: DrakonState, action: int) -> bool:
    """`action in decision_actions(s)` (a decision is pending), without the list where that
    is costly."""
    pending = s.pending
    assert pending is not None
    what = pending[0]
    op = action >> _SHIFT
    payload = action & _PAYLOAD
    if what == "turn" and not s.heroes_on:  # effects.turn_actions: a move, or a tile to place
        if op == actions.MOVE:
            return _can_move_to(s, (payload // _SPAN - _OFF, payload % _SPAN - _OFF))
        if op == actions.PLACE_KIND:
            return (
                payload < NUM_KINDS
                and s.hands[s.active][payload] > 0
                and FITS_ANY[payload] & s.lair.present != 0
            )
        return False
    if what == "place-cell":  # effects.place_cells: a frontier cell the chosen kind fits
        forbidden = s.lair.open.get(payload) if op == actions.PLACE_CELL else None
        return forbidden is not None and FITS_FLAGS[pending[2]][forbidden]
    if what == "place-rot":  # effects.place_rotations
        x, y = pending[3]
        forbidden = s.lair.open.get((x + _OFF) * _SPAN + y + _OFF)
        return forbidden is not None and action in ROTATION_ACTIONS[pending[2]][forbidden]
    if what == "rotate":
        return op == actions.ROTATE and _can_rotate(s, payload)
    if what == "destroy":
        return op == actions.DESTROY and _is_free(s, _cell(payload))
    if what == "shift-target":
        return op == actions.SHIFT_TARGET and _can_shift(s, pending[1], _cell(payload))
    return action in decision_actions(s)


def _cell(code: int) -> tuple[int, int]:
    """actions.unpack_cell."""
    return (code // _SPAN - _OFF, code % _SPAN - _OFF)


def _can_move_to(s: DrakonState, cell: tuple[int, int]) -> bool:
    """The active seat's hero may move to `cell` (effects.turn_actions' moves)."""
    board = s.board
    hero = s.heroes[s.active]
    return hero in board and can_move_to(board, hero, cell)


def _is_free(s: DrakonState, cell: tuple[int, int]) -> bool:
    """A chamber with no hero nor the figure on it, not the Start (chambers._free)."""
    tile = s.board.get(cell)
    return (
        tile is not None
        and tile[0] != START_KIND
        and cell not in s.heroes
        and (s.drakon is None or cell != s.drakon)
    )


def _can_rotate(s: DrakonState, payload: int) -> bool:
    """Rotate a Chamber: the chamber on the payload's cell, turned by its quarter turns (1-3),
    faces no neighbour's arrow with an arrow (chambers.rotations)."""
    code, turn = divmod(payload, 4)
    cell = _cell(code)
    tile = s.board.get(cell)
    if tile is None or not turn:
        return False
    kind, rot = tile
    return not KIND_ARROWS[kind][(rot + turn) % 4] & s.lair.facing(cell)


def _can_shift(s: DrakonState, seat: int, cell: tuple[int, int]) -> bool:
    """Magical Shift: a free chamber where some tile of `seat`'s hand fits in some rotation
    (chambers.shift_targets)."""
    if not _is_free(s, cell):
        return False
    fitting = 0
    for kind in compress(KIND_INDICES, s.hands[seat]):
        fitting |= FITS_ANY[kind]
    return bool(fitting >> s.lair.facing(cell) & 1)

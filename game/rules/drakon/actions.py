"""Drakon actions as small ints, their text, and the exact inverse parser.

An action is ``op << 26 | payload``. Cells are packed as ``(x + OFF) * SPAN + (y + OFF)``;
every action is >= 2**26, so small ints are never legal.
"""

from __future__ import annotations

import re

from game.core.protocol import IllegalActionError
from game.rules.drakon.tiles import KIND_BY_CODE, KINDS

OFF = 100
SPAN = 2 * OFF + 1
CELLS = SPAN * SPAN
SHIFT = 26

PLACE, MOVE, SHIFT_TARGET, SHIFT_PLACE, DESTROY, MAP_VICTIM = 1, 2, 3, 4, 5, 6
ROTATE, MIND_HERO, MIND_DEST, DRAW, SNATCH, FIRST = 7, 8, 9, 10, 11, 12

Cell = tuple[int, int]


def pack_cell(cell: Cell) -> int:
    """The integer code of a board cell."""
    return (cell[0] + OFF) * SPAN + (cell[1] + OFF)


def unpack_cell(code: int) -> Cell:
    """The cell of an integer code."""
    return (code // SPAN - OFF, code % SPAN - OFF)


def make(op: int, payload: int) -> int:
    """Build an action from its op and payload."""
    return op << SHIFT | payload


def split(action: int) -> tuple[int, int]:
    """(op, payload) of an action."""
    return action >> SHIFT, action & ((1 << SHIFT) - 1)


def place(kind: int, rot: int, cell: Cell) -> int:
    """Place a tile of `kind` turned `rot` on `cell`."""
    return make(PLACE, (kind * 4 + rot) * CELLS + pack_cell(cell))


def cell_action(op: int, cell: Cell) -> int:
    """An action whose payload is one cell (MOVE, SHIFT_TARGET, DESTROY, MIND_DEST)."""
    return make(op, pack_cell(cell))


def rotate(cell: Cell, turn: int) -> int:
    """Rotate the chamber on `cell` clockwise by `turn` quarter turns (1-3)."""
    return make(ROTATE, pack_cell(cell) * 4 + turn)


def _cell_text(cell: Cell) -> str:
    return f"@{cell[0]},{cell[1]}"


CELL_OPS = {MOVE: "move", SHIFT_TARGET: "shift", DESTROY: "destroy", MIND_DEST: "mind-move"}
SEAT_OPS = {MAP_VICTIM: "map", MIND_HERO: "mind", FIRST: "first"}
KIND_OPS = {DRAW: "draw", SNATCH: "snatch"}


def to_text(action: int) -> str:
    """Stable text of an action (independent of the state)."""
    op, payload = split(action)
    if op == PLACE:
        spec, code = divmod(payload, CELLS)
        kind, rot = divmod(spec, 4)
        return f"place {KINDS[kind].code} r{rot} {_cell_text(unpack_cell(code))}"
    if op in CELL_OPS:
        return f"{CELL_OPS[op]} {_cell_text(unpack_cell(payload))}"
    if op == SHIFT_PLACE:
        kind, rot = divmod(payload, 4)
        return f"shift-place {KINDS[kind].code} r{rot}"
    if op == ROTATE:
        code, turn = divmod(payload, 4)
        return f"rotate {_cell_text(unpack_cell(code))} +{turn}"
    if op in SEAT_OPS:
        return f"{SEAT_OPS[op]} seat{payload}"
    if op in KIND_OPS:
        return f"{KIND_OPS[op]} {KINDS[payload].code}"
    return f"unknown {action}"


_CELL = r"@(-?\d+),(-?\d+)"
_NAMES = {name: op for ops in (CELL_OPS, SEAT_OPS, KIND_OPS) for op, name in ops.items()}


def _cell(m: re.Match[str], first: int) -> Cell:
    cell = (int(m.group(first)), int(m.group(first + 1)))
    if not (-OFF <= cell[0] <= OFF and -OFF <= cell[1] <= OFF):
        raise IllegalActionError(f"cell out of range: {cell}")
    return cell


def _kind(code: str) -> int:
    if code not in KIND_BY_CODE:
        raise IllegalActionError(f"no tile kind {code!r}")
    return KIND_BY_CODE[code]


def from_text(text: str) -> int:
    """The action whose `to_text` is `text` (legality is checked by the caller)."""
    m = re.fullmatch(r"place (\S+) r([0-3]) " + _CELL, text)
    if m:
        return place(_kind(m.group(1)), int(m.group(2)), _cell(m, 3))
    m = re.fullmatch(r"shift-place (\S+) r([0-3])", text)
    if m:
        return make(SHIFT_PLACE, _kind(m.group(1)) * 4 + int(m.group(2)))
    m = re.fullmatch(r"rotate " + _CELL + r" \+([1-3])", text)
    if m:
        return rotate(_cell(m, 1), int(m.group(3)))
    m = re.fullmatch(r"(\S+) (.+)", text)
    if m and m.group(1) in _NAMES:
        op, arg = _NAMES[m.group(1)], m.group(2)
        if op in CELL_OPS:
            cm = re.fullmatch(_CELL, arg)
            if cm:
                return cell_action(op, _cell(cm, 1))
        elif op in SEAT_OPS:
            sm = re.fullmatch(r"seat([0-9])", arg)
            if sm:
                return make(op, int(sm.group(1)))
        else:
            return make(op, _kind(arg))
    raise IllegalActionError(f"drakon: cannot read action {text!r}")


# Dense ids for wrappers that need them (OpenSpiel): PLACE payloads first, then the other ops.
_PLACE_SPAN = 64 * 4 * CELLS  # kinds (< 64) x rotations x cells
_OP_SPAN = 4 * CELLS  # the largest other payload (ROTATE: cell * 4 + turn)
NUM_DENSE = _PLACE_SPAN + (FIRST - PLACE) * _OP_SPAN


def dense(action: int) -> int:
    """A dense id in [0, NUM_DENSE) for `action` (exact inverse: `from_dense`)."""
    op, payload = split(action)
    return payload if op == PLACE else _PLACE_SPAN + (op - MOVE) * _OP_SPAN + payload


def from_dense(code: int) -> int:
    """The action of a dense id."""
    if code < _PLACE_SPAN:
        return make(PLACE, code)
    op, payload = divmod(code - _PLACE_SPAN, _OP_SPAN)
    return make(op + MOVE, payload)

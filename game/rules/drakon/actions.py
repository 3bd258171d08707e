"""Drakon actions as small ints, their text, the exact inverse parser and a decoded record.

An action is ``op << 26 | payload``. Cells are packed as ``(x + OFF) * SPAN + (y + OFF)``;
every action is >= 2**26, so small ints are never legal. Placing a tile is three small steps
(PLACE_KIND -> PLACE_CELL -> PLACE_ROT) so the UI and the search each see short option lists.
The client never takes an action apart itself: `decode` (DrakonRules.decode_action) gives a
`DrakonAction` record (a kind name and its fields), `read_text` the same from a viewer-safe
action text (the move log), and the builders below (`place_cell`, `shift_place`...) make the
actions a gesture plays.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from game.core.protocol import IllegalActionError

from .tiles import KIND_BY_CODE, KINDS

OFF = 100
SPAN = 2 * OFF + 1
CELLS = SPAN * SPAN
SHIFT = 26

MOVE, SHIFT_TARGET, SHIFT_PLACE, DESTROY, MAP_VICTIM = 2, 3, 4, 5, 6
ROTATE, MIND_HERO, MIND_DEST, DRAW, SNATCH, FIRST = 7, 8, 9, 10, 11, 12
PLACE_KIND, PLACE_CELL, PLACE_ROT = 13, 14, 15
HERO_DEAL, ABILITY, ABILITY_CELL, ABILITY_SEAT, ABILITY_TILE, PASS = 16, 17, 18, 19, 20, 21
COIN, DRAKON_CELL = 22, 23
LAST_OP = DRAKON_CELL
HEROES: tuple[str, ...] = ("wizard", "barbarian", "thief", "dwarf", "knight", "amazon")
"""Hero ids 0-5 (the Heroes variant; in the base game only a look)."""

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


def place_steps(kind: int, rot: int, cell: Cell) -> tuple[int, int, int]:
    """The three actions that place a tile of `kind` turned `rot` on `cell`."""
    return place_tile(kind), place_cell(cell), place_rot(rot)


def cell_action(op: int, cell: Cell) -> int:
    """An action whose payload is one cell (MOVE, SHIFT_TARGET, DESTROY, MIND_DEST)."""
    return make(op, pack_cell(cell))


def rotate(cell: Cell, turn: int) -> int:
    """Rotate the chamber on `cell` clockwise by `turn` quarter turns (1-3)."""
    return make(ROTATE, pack_cell(cell) * 4 + turn)


def place_tile(kind: int) -> int:
    """Placing, step 1: the hand tile of `kind`."""
    return make(PLACE_KIND, kind)


def place_cell(cell: Cell) -> int:
    """Placing, step 2: the cell the chosen tile goes on."""
    return make(PLACE_CELL, pack_cell(cell))


def place_rot(rot: int) -> int:
    """Placing, step 3: the tile's clockwise rotation (0-3)."""
    return make(PLACE_ROT, rot)


def shift_place(kind: int, rot: int) -> int:
    """Magical Shift, step 2: the hand tile of `kind`, turned `rot`, put on the chosen cell."""
    return make(SHIFT_PLACE, kind * 4 + rot)


def _cell_text(cell: Cell) -> str:
    return f"@{cell[0]},{cell[1]}"


CELL_OPS = {
    MOVE: "move", SHIFT_TARGET: "shift", DESTROY: "destroy", MIND_DEST: "mind-move",
    PLACE_CELL: "at", ABILITY_CELL: "ability", DRAKON_CELL: "drakon",
}  # fmt: skip
SEAT_OPS = {MAP_VICTIM: "map", MIND_HERO: "mind", FIRST: "first", ABILITY_SEAT: "ability"}
KIND_OPS = {DRAW: "draw", SNATCH: "snatch", PLACE_KIND: "tile", ABILITY_TILE: "return"}
HERO_OPS = {HERO_DEAL: "hero", ABILITY: "use"}


def to_text(action: int) -> str:
    """Stable text of an action (independent of the state)."""
    op, payload = split(action)
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
    if op in HERO_OPS:
        return f"{HERO_OPS[op]} {HEROES[payload]}"
    if op == PLACE_ROT:
        return f"turn r{payload}"
    if op == PASS:
        return "pass"
    if op == COIN:
        return f"coin {payload}"
    return f"unknown {action}"


_CELL_RE = re.compile(r"@(-?\d+),(-?\d+)")
_SEAT_RE = re.compile(r"seat([0-9])")
_SHIFT_PLACE_RE = re.compile(r"(\S+) r([0-3])")
_ROTATE_RE = re.compile(r"@(-?\d+),(-?\d+) \+([1-3])")
_CELL_NAMES = {name: op for op, name in CELL_OPS.items()}
_SEAT_NAMES = {name: op for op, name in SEAT_OPS.items()}
_KIND_NAMES = {name: op for op, name in KIND_OPS.items()}
_HERO_NAMES = {name: op for op, name in HERO_OPS.items()}
_FIXED = {"pass": make(PASS, 0)}
_FIXED.update({f"turn r{rot}": make(PLACE_ROT, rot) for rot in range(4)})
_FIXED.update({f"coin {value}": make(COIN, value) for value in range(1, 10)})


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
    """The action whose `to_text` is `text` (legality is checked by the caller): only that
    exact text reads back (no "@01,4", no "-0")."""
    action = _read(text)
    if to_text(action) != text:
        raise IllegalActionError(f"drakon: {text!r} is not written as {to_text(action)!r}")
    return action


def _read(text: str) -> int:
    """The action `text` spells, leniently about number spelling (from_text then insists)."""
    if text in _FIXED:
        return _FIXED[text]
    name, _, arg = text.partition(" ")
    if name == "shift-place":
        m = _SHIFT_PLACE_RE.fullmatch(arg)
        if m:
            return make(SHIFT_PLACE, _kind(m.group(1)) * 4 + int(m.group(2)))
    elif name == "rotate":
        m = _ROTATE_RE.fullmatch(arg)
        if m:
            return rotate(_cell(m, 1), int(m.group(3)))
    elif name in _HERO_NAMES:
        if arg in HEROES:
            return make(_HERO_NAMES[name], HEROES.index(arg))
    elif name in _KIND_NAMES:
        return make(_KIND_NAMES[name], _kind(arg))
    else:
        cm = _CELL_RE.fullmatch(arg)
        if cm and name in _CELL_NAMES:
            return cell_action(_CELL_NAMES[name], _cell(cm, 1))
        sm = _SEAT_RE.fullmatch(arg)
        if sm and name in _SEAT_NAMES:
            return make(_SEAT_NAMES[name], int(sm.group(1)))
    raise IllegalActionError(f"drakon: cannot read action {text!r}")


# ---------------------------------------------------------------------------- decoded form

KIND_NAMES: dict[int, str] = {
    MOVE: "move", SHIFT_TARGET: "shift-target", SHIFT_PLACE: "shift-place", DESTROY: "destroy",
    MAP_VICTIM: "map", ROTATE: "rotate", MIND_HERO: "mind", MIND_DEST: "mind-move", DRAW: "draw",
    SNATCH: "snatch", FIRST: "first", PLACE_KIND: "place-tile", PLACE_CELL: "place-cell",
    PLACE_ROT: "place-rot", HERO_DEAL: "hero", ABILITY: "ability", ABILITY_CELL: "ability-cell",
    ABILITY_SEAT: "ability-seat", ABILITY_TILE: "ability-tile", PASS: "pass", COIN: "coin",
    DRAKON_CELL: "drakon",
}  # fmt: skip
"""op -> the kind name of `DrakonAction` (stable identifiers, never shown to players)."""


@dataclass(frozen=True)
class DrakonAction:
    """A decoded Drakon action: `kind` (a name of KIND_NAMES) and the fields that kind uses.

    `cell` for the cell kinds and "rotate"; `seat` for "map", "mind", "ability-seat" and
    "first"; `tile` (a tile kind index) for "draw", "snatch", "place-tile", "shift-place" and
    "ability-tile" (None when a masked text hides it); `rot` for "place-rot" and "shift-place";
    `turn` (quarter turns clockwise, 1-3) for "rotate"; `hero` (0-5) for "hero" and "ability";
    `value` for "coin" (None when masked).
    """

    kind: str
    cell: Cell | None = None
    seat: int | None = None
    tile: int | None = None
    rot: int | None = None
    turn: int | None = None
    hero: int | None = None
    value: int | None = None


@lru_cache(maxsize=8192)
def decode(action: int) -> DrakonAction:
    """The record of an action int (ValueError if it encodes nothing)."""
    op, payload = split(action)
    kind = KIND_NAMES.get(op)
    if kind is None:
        raise ValueError(f"not a Drakon action: {action}")
    if op in CELL_OPS:
        return DrakonAction(kind, cell=unpack_cell(payload))
    if op in SEAT_OPS or op == FIRST:
        return DrakonAction(kind, seat=payload)
    if op == SHIFT_PLACE:
        tile, rot = divmod(payload, 4)
        return DrakonAction(kind, tile=tile, rot=rot)
    if op == ROTATE:
        code, turn = divmod(payload, 4)
        return DrakonAction(kind, cell=unpack_cell(code), turn=turn)
    if op in KIND_OPS:
        return DrakonAction(kind, tile=payload)
    if op in HERO_OPS:
        return DrakonAction(kind, hero=payload)
    if op == PLACE_ROT:
        return DrakonAction(kind, rot=payload)
    if op == COIN:
        return DrakonAction(kind, value=payload)
    return DrakonAction(kind)


MASKED_WORDS: dict[str, str] = {
    "draw": "draw", "snatch": "snatch", "coin": "coin", "return": "ability-tile",
}  # fmt: skip
"""Texts a seat reads when a chance outcome, or the tile the Dwarf returns, is hidden from it
(view.py) -> their kind."""


def read_text(text: str) -> DrakonAction | None:
    """The record of a viewer-safe action text (the move log's input): an exact action text,
    or a masked "draw" / "snatch" / "coin" whose hidden field stays None; None if unreadable."""
    if text in MASKED_WORDS:
        return DrakonAction(MASKED_WORDS[text])
    try:
        return decode(from_text(text))
    except (IllegalActionError, ValueError):
        return None


# Dense ids for wrappers that need them (OpenSpiel): one block per op from MOVE on.
_OP_SPAN = 4 * CELLS  # the largest payload (ROTATE: cell * 4 + turn)
NUM_DENSE = (LAST_OP - MOVE + 1) * _OP_SPAN


def dense(action: int) -> int:
    """A dense id in [0, NUM_DENSE) for `action` (exact inverse: `from_dense`)."""
    op, payload = split(action)
    return (op - MOVE) * _OP_SPAN + payload


def from_dense(code: int) -> int:
    """The action of a dense id."""
    op, payload = divmod(code, _OP_SPAN)
    return make(op + MOVE, payload)

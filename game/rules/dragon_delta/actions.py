"""Dragon Delta actions as small ints, their stable text, the exact inverse parser and a
decoded record.

An action is ``op << 22 | payload`` (every action is >= 2**22, so small ints are never
legal). Supports are numbered as in geometry.py (villages 0-5, then stone sites), planks as in
cards.py (colour * 6 + length - 1) and pawn positions as 0-5 (in village k) or 6 + plank (on
that plank's bridge). Texts name supports by the layout's names ("V0", "A1", "@3,-8"), planks
and bridges by their plank ("red-4"):

    first seat2           the chance outcome: seat 2 starts
    program move-2        put a card in the next slot of your program
    stone A1              place a stone on islet A1
    build V0-E1           choose the two supports of a bridge...
    plank red-4           ...then the plank laid between them (judged only now)
    take red-4            Remove: take that bridge into your reserve
    unstone A1            Remove: return that bare stone to the supply
    step V3 / step red-4  one step of Move 1 or Move 2
    jump red-4 to blue-2  Jump over the pawn on the red 4, landing on the blue 2 (or "to V3")
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import IllegalActionError

from .cards import CARD_CODES, PLANKS, plank_code
from .geometry import STRIDE, VILLAGES, Layout

SHIFT = 22
FIRST, PROGRAM, STONE, BUILD, PLANK, TAKE, UNSTONE, STEP, JUMP = range(1, 10)
POSITIONS = VILLAGES + PLANKS
"""Pawn positions: villages 0-5, bridges 6 + plank."""

KINDS: dict[int, str] = {
    FIRST: "first", PROGRAM: "program", STONE: "stone", BUILD: "build", PLANK: "plank",
    TAKE: "take", UNSTONE: "unstone", STEP: "step", JUMP: "jump",
}  # fmt: skip
"""op -> the kind name of `DeltaAction` (and the first word of the text)."""
_OPS = {name: op for op, name in KINDS.items()}
_PLANKS = {plank_code(p): p for p in range(PLANKS)}
_CARDS = {code: card for card, code in enumerate(CARD_CODES)}


def make(op: int, payload: int) -> int:
    """Build an action from its op and payload."""
    return op << SHIFT | payload


def split(action: int) -> tuple[int, int]:
    """(op, payload) of an action."""
    return action >> SHIFT, action & ((1 << SHIFT) - 1)


def jump(over: int, landing: int) -> int:
    """Jump over the pawn on plank `over`'s bridge, landing on position `landing`."""
    return make(JUMP, over * POSITIONS + landing)


def on_bridge(plank_id: int) -> int:
    """The pawn position "on the bridge of this plank"."""
    return VILLAGES + plank_id


def position_text(position: int) -> str:
    """Stable text of a pawn position: "V3" or a plank code."""
    return f"V{position}" if position < VILLAGES else plank_code(position - VILLAGES)


def to_text(action: int, layout: Layout) -> str:
    """Stable text of an action in a layout (its support names)."""
    op, payload = split(action)
    if op == FIRST:
        return f"first seat{payload}"
    if op == PROGRAM:
        return f"program {CARD_CODES[payload]}"
    if op in (STONE, UNSTONE):
        return f"{KINDS[op]} {layout.names[payload]}"
    if op == BUILD:
        a, b = layout.ends(payload)
        return f"build {layout.names[a]}-{layout.names[b]}"
    if op in (PLANK, TAKE):
        return f"{KINDS[op]} {plank_code(payload)}"
    if op == STEP:
        return f"step {position_text(payload)}"
    if op == JUMP:
        over, landing = divmod(payload, POSITIONS)
        return f"jump {plank_code(over)} to {position_text(landing)}"
    return f"unknown {action}"


def read_position(word: str) -> int:
    """The position written `word` ("V3" or a plank code); IllegalActionError if none."""
    if len(word) == 2 and word[0] == "V" and word[1] in "012345":
        return int(word[1])
    if word in _PLANKS:
        return on_bridge(_PLANKS[word])
    raise IllegalActionError(f"dragon-delta: no position {word!r}")


def _support(word: str, layout: Layout) -> int:
    if word not in layout.index:
        raise IllegalActionError(f"dragon-delta: no support {word!r}")
    return layout.index[word]


def read_pair(text: str, layout: Layout) -> tuple[int, int]:
    """The supports of "A1-B2" (open-river names hold minus signs: "@-3,4-@2,-1")."""
    for cut, char in enumerate(text):
        if char == "-" and text[:cut] in layout.index and text[cut + 1 :] in layout.index:
            return _support(text[:cut], layout), _support(text[cut + 1 :], layout)
    raise IllegalActionError(f"dragon-delta: no pair of supports {text!r}")


def from_text(text: str, layout: Layout) -> int:
    """The action whose `to_text` is `text` (legality is the caller's business)."""
    name, _, arg = text.partition(" ")
    op = _OPS.get(name)
    action = _read(op, arg, layout)
    if action is None or to_text(action, layout) != text:
        raise IllegalActionError(f"dragon-delta: cannot read action {text!r}")
    return action


def _read(op: int | None, arg: str, layout: Layout) -> int | None:
    if op == FIRST and arg.startswith("seat") and arg[4:].isdigit():
        return make(FIRST, int(arg[4:]))
    if op == PROGRAM and arg in _CARDS:
        return make(PROGRAM, _CARDS[arg])
    if op in (STONE, UNSTONE):
        return make(op, _support(arg, layout))
    if op == BUILD:
        a, b = read_pair(arg, layout)
        return make(BUILD, layout.code(a, b))
    if op in (PLANK, TAKE) and arg in _PLANKS:
        return make(op, _PLANKS[arg])
    if op == STEP:
        return make(STEP, read_position(arg))
    if op == JUMP:
        over, word, landing = (arg.split(" ") + ["", "", ""])[:3]
        if word == "to" and over in _PLANKS:
            return jump(_PLANKS[over], read_position(landing))
    return None


@dataclass(frozen=True)
class DeltaAction:
    """A decoded action: `kind` (a name of KINDS) and the fields that kind uses.

    `seat` for "first"; `card` for "program"; `site` (a support id) for "stone" and "unstone";
    `supports` (a, b) for "build"; `plank` for "plank", "take" and "jump" (the jumped bridge);
    `position` (0-5 village, 6 + plank bridge) for "step" and for "jump" (the landing).
    """

    kind: str
    seat: int | None = None
    card: int | None = None
    site: int | None = None
    supports: tuple[int, int] | None = None
    plank: int | None = None
    position: int | None = None


def decode(action: int) -> DeltaAction:
    """The record of an action int (ValueError if it encodes nothing)."""
    op, payload = split(action)
    kind = KINDS.get(op)
    if kind is None:
        raise ValueError(f"not a Dragon Delta action: {action}")
    if op == FIRST:
        return DeltaAction(kind, seat=payload)
    if op == PROGRAM:
        return DeltaAction(kind, card=payload)
    if op in (STONE, UNSTONE):
        return DeltaAction(kind, site=payload)
    if op == BUILD:
        return DeltaAction(kind, supports=divmod(payload, STRIDE))
    if op in (PLANK, TAKE):
        return DeltaAction(kind, plank=payload)
    if op == STEP:
        return DeltaAction(kind, position=payload)
    over, landing = divmod(payload, POSITIONS)
    return DeltaAction(kind, plank=over, position=landing)


NUM_DENSE = 10 << SHIFT
"""The dense action range: actions are already below it (identity mapping)."""

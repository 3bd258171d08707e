"""Action encoding for The Nine Sons: small ints, readable strings and a decoded form.

Layout (every action is self-describing, so decoding needs no state):
- place:  (value - 1) * 12 + square                      -> 0..71   "place 3 b2"
- tame:   TAME_BASE + card                                -> 80..88  "tame Pulao"
- award:  AWARD_BASE + card * 2 + seat                    -> 90..107 "award Pulao to 1"
- deal:   DEAL_BASE + card (setup, next empty slot)       -> 110..118 "deal Pulao"
- refill: REFILL_BASE + card (the slot emptied by a tame) -> 120..128 "refill Pulao"
- first:  FIRST_BASE + seat                               -> 130..131 "first 0"
- move:   MOVE_FLAG | source | n << 4 | s1 << 6 | s2 << 10 | s3 << 14, the whole sowing path
          (source, then each square entered), written "b2-b3-c3".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .board import NUM_SQUARES, SQUARE_NAMES, parse_square
from .cards import CARD_BY_NAME, CARD_NAMES, NUM_CARDS

TAME_BASE = 80
AWARD_BASE = 90
DEAL_BASE = 110
REFILL_BASE = 120
FIRST_BASE = 130
MOVE_FLAG = 1 << 20


@dataclass(frozen=True)
class ActionInfo:
    """A decoded action, so the UI can animate or preview it without parsing strings.

    kind is one of "place", "move", "tame", "award", "deal", "refill", "first". `source` is the
    lifted square of a move (None otherwise); `path` the squares entered (a placement's square
    is its one-entry path); `value` the placed die's face; `card` the card id; `seat` the seat of
    an award or of the first player.
    """

    kind: str
    source: int | None = None
    path: tuple[int, ...] = ()
    value: int | None = None
    card: int | None = None
    seat: int | None = None


def place_action(value: int, square: int) -> int:
    """The action placing the die showing `value` on `square`."""
    return (value - 1) * NUM_SQUARES + square


def move_action(source: int, path: tuple[int, ...] | list[int]) -> int:
    """The action lifting the stack on `source` and sowing it along `path`."""
    code = MOVE_FLAG | source | (len(path) << 4)
    shift = 6
    for square in path:
        code |= square << shift
        shift += 4
    return code


def move_source_and_path(action: int) -> tuple[int, tuple[int, ...]]:
    """(source, path) of a move action."""
    length = (action >> 4) & 3
    path = tuple((action >> (6 + 4 * i)) & 15 for i in range(length))
    return action & 15, path


@lru_cache(maxsize=4096)
def decode_action(action: int) -> ActionInfo:
    """The ActionInfo of an action int (ValueError if it encodes nothing)."""
    if action & MOVE_FLAG:
        source, path = move_source_and_path(action)
        if not path or move_action(source, path) != action:
            raise ValueError(f"not a Nine Sons action: {action}")
        return ActionInfo("move", source=source, path=path)
    if 0 <= action < 6 * NUM_SQUARES:
        value, square = divmod(action, NUM_SQUARES)
        return ActionInfo("place", path=(square,), value=value + 1)
    if TAME_BASE <= action < TAME_BASE + NUM_CARDS:
        return ActionInfo("tame", card=action - TAME_BASE)
    if AWARD_BASE <= action < AWARD_BASE + 2 * NUM_CARDS:
        card, seat = divmod(action - AWARD_BASE, 2)
        return ActionInfo("award", card=card, seat=seat)
    if DEAL_BASE <= action < DEAL_BASE + NUM_CARDS:
        return ActionInfo("deal", card=action - DEAL_BASE)
    if REFILL_BASE <= action < REFILL_BASE + NUM_CARDS:
        return ActionInfo("refill", card=action - REFILL_BASE)
    if FIRST_BASE <= action < FIRST_BASE + 2:
        return ActionInfo("first", seat=action - FIRST_BASE)
    raise ValueError(f"not a Nine Sons action: {action}")


@lru_cache(maxsize=4096)
def action_text(action: int) -> str:
    """Stable text of an action (the same in every state)."""
    info = decode_action(action)
    kind = info.kind
    if kind == "move":
        source, path = move_source_and_path(action)
        return "-".join(SQUARE_NAMES[sq] for sq in (source, *path))
    if kind == "place":
        return f"place {info.value} {SQUARE_NAMES[info.path[0]]}"
    if kind == "first":
        return f"first {info.seat}"
    card = info.card
    assert card is not None  # tame, award, deal and refill all name a card
    if kind == "award":
        return f"award {CARD_NAMES[card]} to {info.seat}"
    return f"{kind} {CARD_NAMES[card]}"


def parse_action_text(text: str) -> int:
    """The action int a text names, without checking legality; ValueError if malformed."""
    words = text.split(" ")
    head = words[0]
    if head == "place" and len(words) == 3 and words[1] in "123456" and len(words[1]) == 1:
        return place_action(int(words[1]), parse_square(words[2]))
    if head in ("tame", "deal", "refill") and len(words) >= 2:
        card = CARD_BY_NAME.get(" ".join(words[1:]))
        if card is not None:
            base = {"tame": TAME_BASE, "deal": DEAL_BASE, "refill": REFILL_BASE}[head]
            return base + card
    if head == "award" and len(words) >= 4 and words[-2] == "to" and words[-1] in ("0", "1"):
        card = CARD_BY_NAME.get(" ".join(words[1:-2]))
        if card is not None:
            return AWARD_BASE + card * 2 + int(words[-1])
    if head == "first" and len(words) == 2 and words[1] in ("0", "1"):
        return FIRST_BASE + int(words[1])
    if len(words) == 1 and "-" in text:
        squares = [parse_square(name) for name in text.split("-")]
        if 2 <= len(squares) <= 4:
            return move_action(squares[0], squares[1:])
    raise ValueError(f"cannot read {text!r} as a Nine Sons action")


# Dense ids (for wrappers that index actions densely, e.g. OpenSpiel): every non-move action
# keeps its id (all are below FIRST_BASE + 2); a move drops its flag and sits above them. A move
# packs source (4 bits), length (2 bits) and up to three squares (4 bits each): 18 bits.
_SMALL = FIRST_BASE + 2
NUM_DENSE = _SMALL + (1 << 18)


def dense(action: int) -> int:
    """A dense id in [0, NUM_DENSE) for `action` (exact inverse: `from_dense`)."""
    return _SMALL + (action ^ MOVE_FLAG) if action & MOVE_FLAG else action


def from_dense(code: int) -> int:
    """The action of a dense id."""
    return (code - _SMALL) | MOVE_FLAG if code >= _SMALL else code

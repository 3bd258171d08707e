"""Dragon Bridge action encoding: action = kind * 100 + argument; text is state-free.

Decisions (the compound turn is split into small steps):
  play <card> | dir left/right | bonus <source> | bonuses done | go <n> | gem <option> |
  buy <item> | hack <hack> | tile <n> | rewire <hack> | park ready/depleted | nest <card> |
  take nest <i> | dazzle nest <i> | whistle nest <i> | give <card> | search <card> |
  return <card> | use <power> | decline | wizard <name> | first <trigger>
Chance outcomes:
  first <seat> | deal wizard <name> | draw <card> | flip <card> | draw item <item> |
  draw hack <hack>
A bonus / power source argument is an item id (0..7) or WIZARD_SOURCE + wizard id.
"first <trigger>" (kind ORDER, argument a TRIGGER_NAMES index) picks which of several powers of
one seat that trigger together resolves first [S0 §11: you choose the order]; its kind word is
"order" so it never reads as the chance outcome "first <seat>".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.rules.dragon_bridge.board import DIRECTION_NAMES
from game.rules.dragon_bridge.cards import CARD_NAMES
from game.rules.dragon_bridge.hacks import HACK_NAMES
from game.rules.dragon_bridge.items import ITEM_NAMES
from game.rules.dragon_bridge.wizards import WIZARD_NAMES

PLAY = 1
DIR = 2
BONUS = 3
BONUS_DONE = 4
GO = 5
GEM = 6
BUY = 7
HACK = 8
TILE = 9
REWIRE = 10
PARK = 11
NEST = 12
TAKE = 13
DAZZLE = 14
WHISTLE = 15
GIVE = 16
SEARCH = 17
RETURN = 18
USE = 19
DECLINE = 20
WIZARD = 21
ORDER = 22
FIRST = 30
DEAL_WIZARD = 31
DRAW = 32
FLIP = 33
DRAW_ITEM = 34
DRAW_HACK = 35

CHANCE_KINDS = frozenset({FIRST, DEAL_WIZARD, DRAW, FLIP, DRAW_ITEM, DRAW_HACK})
WIZARD_SOURCE = 50

# Gem actions (arguments of GEM).
GEM_PASS = 0
GEM_TELEPORT = 1
GEM_BUMP = 2
GEM_READY = 3
GEM_ITEM = 4
GEM_HACK = 5
GEM_STASH = 6
GEM_PARK = 7
GEM_TREVOR = 8
GEM_WHISTLE = 9
# Triggered powers that can be ordered (arguments of ORDER); the engine tags each trigger.
TRIGGER_STASH = 0
TRIGGER_PARK = 1
TRIGGER_START_TELEPORT = 2
TRIGGER_ROOST_READY = 3
TRIGGER_ROOST_SEARCH = 4
TRIGGER_FLIGHT_TELEPORT = 5
TRIGGER_PASS_MOVE = 6
TRIGGER_LAUNCH_PAD = 7
TRIGGER_NAMES = ("Stash", "Park", "Start TELEPORT", "Roost READY", "Roost search",
                 "Flight TELEPORT", "Pass MOVE", "Launch Pad")  # fmt: skip

GEM_NAMES = ("pass", "teleport", "bump", "ready", "item", "hack", "stash", "park", "trevor",
             "whistle")  # fmt: skip

KIND_NAMES = {
    PLAY: "play", DIR: "dir", BONUS: "bonus", BONUS_DONE: "bonuses done", GO: "go", GEM: "gem",
    BUY: "buy", HACK: "hack", TILE: "tile", REWIRE: "rewire", PARK: "park", NEST: "nest",
    TAKE: "take", DAZZLE: "dazzle", WHISTLE: "whistle", GIVE: "give", SEARCH: "search",
    RETURN: "return", USE: "use", DECLINE: "decline", WIZARD: "wizard", ORDER: "order", FIRST: "first",
    DEAL_WIZARD: "deal wizard", DRAW: "draw", FLIP: "flip", DRAW_ITEM: "draw item",
    DRAW_HACK: "draw hack",
}  # fmt: skip


def make(kind: int, arg: int = 0) -> int:
    """The action int of a kind and its argument."""
    return kind * 100 + arg


def source_name(source: int) -> str:
    """The name of a bonus / power source: an item, or WIZARD_SOURCE + wizard id."""
    if source >= WIZARD_SOURCE:
        return WIZARD_NAMES[source - WIZARD_SOURCE]
    return ITEM_NAMES[source]


@dataclass(frozen=True)
class ActionInfo:
    """A decoded action for the UI: `kind` is the word of KIND_NAMES, `arg` the raw argument.

    `name` is the card, item, hack, wizard, direction or gem option the argument names (or the
    number as text for go/tile/nest indices/seats).
    """

    kind: str
    code: int
    arg: int
    name: str
    is_chance: bool


@lru_cache(maxsize=8192)
def decode_action(action: int) -> ActionInfo:
    """The ActionInfo of an action int (ValueError if it encodes nothing)."""
    kind, arg = divmod(action, 100)
    if action < 0 or kind not in KIND_NAMES:
        raise ValueError(f"not a Dragon Bridge action: {action}")
    name = _arg_name(kind, arg)
    return ActionInfo(KIND_NAMES[kind], kind, arg, name, kind in CHANCE_KINDS)


def _arg_name(kind: int, arg: int) -> str:
    try:
        if kind in (PLAY, NEST, GIVE, SEARCH, RETURN, DRAW, FLIP):
            return CARD_NAMES[arg]
        if kind == DIR:
            return DIRECTION_NAMES[arg]
        if kind in (BONUS, USE):
            return source_name(arg)
        if kind == GEM:
            return GEM_NAMES[arg]
        if kind in (BUY, DRAW_ITEM):
            return ITEM_NAMES[arg]
        if kind in (HACK, REWIRE, DRAW_HACK):
            return HACK_NAMES[arg]
        if kind in (WIZARD, DEAL_WIZARD):
            return WIZARD_NAMES[arg]
        if kind == PARK:
            return ("depleted", "ready")[arg]
        if kind == ORDER:
            return TRIGGER_NAMES[arg]
    except IndexError:
        raise ValueError(f"not a Dragon Bridge action: {kind * 100 + arg}") from None
    if kind in (BONUS_DONE, DECLINE) and arg:
        raise ValueError(f"not a Dragon Bridge action: {kind * 100 + arg}")
    return str(arg)


@lru_cache(maxsize=8192)
def action_text(action: int) -> str:
    """Stable text of an action (the same in every state)."""
    info = decode_action(action)
    kind = info.code
    if kind in (BONUS_DONE, DECLINE):
        return info.kind
    if kind in (TAKE, DAZZLE, WHISTLE):
        return f"{info.kind} nest {info.arg}"
    if kind == ORDER:
        return f"first {info.name}"
    return f"{info.kind} {info.name}"

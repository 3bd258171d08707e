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
"first <trigger>" (kind ORDER, argument a TRIGGER_NAMES index) picks which of several powers
that trigger at the same moment (of one seat or of both) resolves first: the current player
decides [S0 FAQ]; its kind word is "order" so it never reads as the chance outcome
"first <seat>".

The client never takes an action int apart itself: `decode_action` gives an `ActionInfo` (the
kind as a word and a number, the argument, and typed fields such as `card` or `direction`),
and `kind_of` / `card_of` answer the common questions for code that only has the int.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.core.text import N_

from .board import DIRECTION_NAMES
from .cards import CARD_NAMES
from .hacks import HACK_NAMES
from .items import ITEM_NAMES
from .wizards import WIZARD_NAMES

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

NUM_DENSE = (DRAW_HACK + 1) * 100
"""Every action id is below this (kind * 100 + argument): already a dense enough range."""

CHANCE_KINDS = frozenset({FIRST, DEAL_WIZARD, DRAW, FLIP, DRAW_ITEM, DRAW_HACK})
CARD_KINDS = frozenset({PLAY, NEST, GIVE, SEARCH, RETURN, DRAW, FLIP})
"""Kinds whose argument is a card id."""
HAND_KINDS = frozenset({PLAY, NEST, GIVE, RETURN})
"""Kinds that pick a card from the deciding seat's hand."""
NEST_KINDS = frozenset({TAKE, DAZZLE, WHISTLE})
"""Kinds whose argument is an index into the Nest (oldest card first)."""
ITEM_KINDS = frozenset({BUY, DRAW_ITEM})
HACK_KINDS = frozenset({HACK, REWIRE, DRAW_HACK})
WIZARD_KINDS = frozenset({WIZARD, DEAL_WIZARD})
SOURCE_KINDS = frozenset({BONUS, USE})
"""Kinds whose argument is a bonus / power source (an item, or WIZARD_SOURCE + wizard)."""
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
TRIGGER_BUMPED_READY = 8
# The stable action text uses these English names; they are also msgids for the buttons.
TRIGGER_NAMES = (N_("Stash"), N_("Park"), N_("Start TELEPORT"), N_("Roost READY"),
                 N_("Roost search"), N_("Flight TELEPORT"), N_("Pass MOVE"), N_("Launch Pad"),
                 N_("Bumped READY"))  # fmt: skip

GEM_NAMES = ("pass", "teleport", "bump", "ready", "item", "hack", "stash", "park", "trevor",
             "whistle")  # fmt: skip
PARK_NAMES = ("depleted", "ready")
"""Arguments of PARK: 0 parks a DEPLETED gem, 1 a READY one."""

KIND_NAMES = {
    PLAY: "play", DIR: "dir", BONUS: "bonus", BONUS_DONE: "bonuses done", GO: "go", GEM: "gem",
    BUY: "buy", HACK: "hack", TILE: "tile", REWIRE: "rewire", PARK: "park", NEST: "nest",
    TAKE: "take", DAZZLE: "dazzle", WHISTLE: "whistle", GIVE: "give", SEARCH: "search",
    RETURN: "return", USE: "use", DECLINE: "decline", WIZARD: "wizard", ORDER: "order", FIRST: "first",
    DEAL_WIZARD: "deal wizard", DRAW: "draw", FLIP: "flip", DRAW_ITEM: "draw item",
    DRAW_HACK: "draw hack",
}  # fmt: skip

# What a seat reads in the log for another seat's private step (see view.public_text).
HIDDEN_DRAW = "draw a card"
HIDDEN_SEARCH = "search the deck"
HIDDEN_RETURN = "return a card to the deck"
HIDDEN_TEXTS = frozenset({HIDDEN_DRAW, HIDDEN_SEARCH, HIDDEN_RETURN})


def make(kind: int, arg: int = 0) -> int:
    """The action int of a kind and its argument."""
    return kind * 100 + arg


def kind_of(action: int) -> int:
    """The kind number of an action (PLAY, DIR, GO...)."""
    return action // 100


def arg_of(action: int) -> int:
    """The raw argument of an action (a card, a direction, a distance...: see its kind)."""
    return action % 100


def card_of(action: int) -> int | None:
    """The card an action names (play, nest, give, search, return, draw, flip), else None."""
    kind, arg = divmod(action, 100)
    return arg if kind in CARD_KINDS else None


def is_wizard_source(source: int) -> bool:
    """True when a bonus / power source is a wizard (else it is an item)."""
    return source >= WIZARD_SOURCE


def source_name(source: int) -> str:
    """The name of a bonus / power source: an item, or WIZARD_SOURCE + wizard id."""
    if source >= WIZARD_SOURCE:
        return WIZARD_NAMES[source - WIZARD_SOURCE]
    return ITEM_NAMES[source]


@dataclass(frozen=True)
class ActionInfo:
    """A decoded action for the UI: `kind` is the word of KIND_NAMES, `code` its number (PLAY,
    DIR...), `arg` the raw argument.

    `name` is the English name (a msgid) of the card, item, hack, wizard or trigger the argument
    names, the direction or gem word, or the number as text for go / tile / nest indices /
    seats. The typed properties give the argument by meaning (None when the kind has none).
    """

    kind: str
    code: int
    arg: int
    name: str
    is_chance: bool

    @property
    def card(self) -> int | None:
        """The card id (play, nest, give, search, return, draw, flip)."""
        return self.arg if self.code in CARD_KINDS else None

    @property
    def item(self) -> int | None:
        """The item id (buy, draw item; a bonus or power from an item)."""
        if self.code in ITEM_KINDS:
            return self.arg
        if self.code in SOURCE_KINDS and not is_wizard_source(self.arg):
            return self.arg
        return None

    @property
    def hack(self) -> int | None:
        """The hack id (hack, rewire, draw hack)."""
        return self.arg if self.code in HACK_KINDS else None

    @property
    def wizard(self) -> int | None:
        """The wizard id (wizard, deal wizard; a bonus or power from a wizard)."""
        if self.code in WIZARD_KINDS:
            return self.arg
        if self.code in SOURCE_KINDS and is_wizard_source(self.arg):
            return self.arg - WIZARD_SOURCE
        return None

    @property
    def source(self) -> int | None:
        """The bonus / power source (bonus, use)."""
        return self.arg if self.code in SOURCE_KINDS else None

    @property
    def direction(self) -> int | None:
        """0 left / 1 right (dir)."""
        return self.arg if self.code == DIR else None

    @property
    def distance(self) -> int | None:
        """Squares to go (go)."""
        return self.arg if self.code == GO else None

    @property
    def tile(self) -> int | None:
        """The square, 0-based (tile)."""
        return self.arg if self.code == TILE else None

    @property
    def nest_index(self) -> int | None:
        """The Nest position, oldest card first (take, dazzle, whistle)."""
        return self.arg if self.code in NEST_KINDS else None

    @property
    def gem(self) -> int | None:
        """The gem action, a GEM_* number (gem)."""
        return self.arg if self.code == GEM else None

    @property
    def trigger(self) -> int | None:
        """The triggered power to resolve first, a TRIGGER_* number (order)."""
        return self.arg if self.code == ORDER else None

    @property
    def seat(self) -> int | None:
        """The seat that starts (the chance outcome first <seat>)."""
        return self.arg if self.code == FIRST else None

    @property
    def parks_ready(self) -> bool | None:
        """True when a READY gem is parked, False for a DEPLETED one (park)."""
        return bool(self.arg) if self.code == PARK else None


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
        if kind in CARD_KINDS:
            return CARD_NAMES[arg]
        if kind == DIR:
            return DIRECTION_NAMES[arg]
        if kind in SOURCE_KINDS:
            return source_name(arg)
        if kind == GEM:
            return GEM_NAMES[arg]
        if kind in ITEM_KINDS:
            return ITEM_NAMES[arg]
        if kind in HACK_KINDS:
            return HACK_NAMES[arg]
        if kind in WIZARD_KINDS:
            return WIZARD_NAMES[arg]
        if kind == PARK:
            return PARK_NAMES[arg]
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
    if kind in NEST_KINDS:
        return f"{info.kind} nest {info.arg}"
    if kind == ORDER:
        return f"first {info.name}"
    return f"{info.kind} {info.name}"


@lru_cache(maxsize=1)
def _actions_by_text() -> dict[str, int]:
    table: dict[str, int] = {}
    for kind in KIND_NAMES:
        for arg in range(100):
            try:
                action = make(kind, arg)
                table.setdefault(action_text(action), action)
            except ValueError:
                continue
    return table


def from_text(text: str) -> int | None:
    """The action whose stable text is `text` (the inverse of `action_text`, state-free), or
    None for a masked log text such as HIDDEN_DRAW or any other text."""
    return _actions_by_text().get(text)

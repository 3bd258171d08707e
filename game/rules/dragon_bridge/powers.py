"""Dragon Bridge tasks that pick cards and the optional wizard powers: Bait, Dazzle and the
Dragon Whistle on the Nest; Scheme's and Trevor's card into the Nest; Bill Milton's Shakedown;
Lori Ann-Davis's deck search; and the "use it?" question of an optional power (Lori, Chiptune
Lullaby, Stuffed Bear).

Its decision tasks are listed in DECISIONS here; turn.py merges them into the engine's registry
(effects.DECISIONS), as it does for the Gem Phase (gems.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import queries
from .actions import (
    DAZZLE,
    DECLINE,
    GIVE,
    NEST,
    RETURN,
    SEARCH,
    TAKE,
    USE,
    WHISTLE,
    WIZARD_SOURCE,
    make,
)
from .cards import BUMP_CARDS, NUM_CARD_TYPES
from .effects import Task, push, ready_one, with_seat
from .wizards import wizard

if TYPE_CHECKING:
    from .state import DragonBridgeState

DECISIONS: dict[str, tuple[Callable[..., list[int]], Callable[..., None]]] = {}
"""The decision tasks of this module: task kind -> (options, resolver)."""
NEST_ENTRY = tuple((card, True, 3) for card in range(NUM_CARD_TYPES))
"""A card entering the Nest face up, seen by both seats (one shared tuple per card)."""

Nest = tuple[tuple[int, bool, int], ...]


def replace_nest(nest: Nest, index: int, entry: tuple[int, bool, int]) -> Nest:
    """The Nest with the card at `index` replaced by `entry` (the Nest is a shared tuple)."""
    return nest[:index] + (entry,) + nest[index + 1 :]


def _nest_index_options(kind: int, face_up_only: bool) -> Callable[..., list[int]]:
    def options(s: DragonBridgeState, task: Task) -> list[int]:
        return [
            make(kind, index)
            for index, (_, face_up, _) in enumerate(s._nest)
            if face_up or not face_up_only
        ]

    return options


def _bait_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    index = action - TAKE * 100
    nest = s._nest
    card = nest[index][0]
    s._nest = nest[:index] + nest[index + 1 :]
    s._hands[task[1]][card] += 1
    if index == s._played:
        s._played = -1  # the last card played has left the Nest
    elif index < s._played:
        s._played -= 1


def _dazzle_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    index = action - DAZZLE * 100
    # Both seats watch it turn face down, so both still know which card it is.
    s._nest = replace_nest(s._nest, index, (s._nest[index][0], False, 3))


def _whistle_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    index = action - WHISTLE * 100
    card, face_up, seen = s._nest[index]
    s._nest = replace_nest(s._nest, index, (card, not face_up, 3))


DECISIONS["bait"] = (_nest_index_options(TAKE, False), _bait_resolve)
DECISIONS["dazzle"] = (_nest_index_options(DAZZLE, True), _dazzle_resolve)
DECISIONS["whistle"] = (_nest_index_options(WHISTLE, False), _whistle_resolve)


def _hand_options(kind: int, only: frozenset[int] | None = None) -> Callable[..., list[int]]:
    def options(s: DragonBridgeState, task: Task) -> list[int]:
        hand = s._hands[task[1]]
        return [
            make(kind, card)
            for card in range(NUM_CARD_TYPES)
            if hand[card] and (only is None or card in only)
        ]

    return options


def _nest_from_hand_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    card = action - NEST * 100
    s._hands[task[1]][card] -= 1
    s._nest += (NEST_ENTRY[card],)


def _give_options(s: DragonBridgeState, task: Task) -> list[int]:
    """Bill Milton's Shakedown: the rival MAY give a card with a BUMP [S0 Bill Milton FAQ: "The
    opponent may give you any Action card that has BUMP"]: its BUMP cards, or decline."""
    cards = _hand_options(GIVE, BUMP_CARDS)(s, task)
    return cards + [make(DECLINE)] if cards else []


def _give_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    if action == make(DECLINE):
        return
    card = action - GIVE * 100
    s._hands[task[1]][card] -= 1
    s._hands[1 - task[1]][card] += 1


DECISIONS["nest_from_hand"] = (_hand_options(NEST), _nest_from_hand_resolve)
DECISIONS["give"] = (_give_options, _give_resolve)


def _search_options(s: DragonBridgeState, task: Task) -> list[int]:
    s._deck_seen_by = task[1]  # Lori looks through the whole deck
    return [make(SEARCH, card) for card in range(NUM_CARD_TYPES) if s._deck[card]]


def _search_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    card = action - SEARCH * 100
    seat = task[1]
    s._deck[card] -= 1
    s._hands[seat][card] += 1
    s._deck_seen_by = -1
    s._tasks[-1] = ("return", seat)


def _return_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    card = action - RETURN * 100
    s._hands[task[1]][card] -= 1
    s._deck[card] += 1  # then the deck is shuffled: it is an unordered multiset anyway


DECISIONS["search"] = (_search_options, _search_resolve)
DECISIONS["return"] = (_hand_options(RETURN), _return_resolve)


def _confirm_options(s: DragonBridgeState, task: Task) -> list[int]:
    if wizard(task[2] - WIZARD_SOURCE).bumped_ready and not queries.bear_can_ready(s, task[1]):
        return []  # an earlier trigger of the same moment used it up or readied the gems
    return [make(USE, task[2]), make(DECLINE)]


def _confirm_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    """An optional wizard power: Lori's deck search, Chiptune's flip, the Bear's READY."""
    s._tasks.pop()
    if action == make(DECLINE):
        return
    seat = task[1]
    who = wizard(task[2] - WIZARD_SOURCE)
    if who.roost_search:
        push(s, ("search", seat))
    elif who.chiptune:
        push(s, ("flip",))
    elif who.bumped_ready:
        s._bear_used = with_seat(s._bear_used, seat, True)
        ready_one(s, seat)


DECISIONS["confirm"] = (_confirm_options, _confirm_resolve)

"""The Gem Phase of a Dragon Bridge turn: the gem actions, buying an item, parking a gem and
playing a Bridge Hack (placing it on a square, or rewiring one already placed).

Its decision tasks are listed in DECISIONS here; turn.py merges them into the engine's registry
(effects.DECISIONS) next to its own, so every task kind is registered in one visible place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from . import queries
from .actions import (
    BUY,
    GEM,
    GEM_BUMP,
    GEM_HACK,
    GEM_ITEM,
    GEM_PARK,
    GEM_PASS,
    GEM_READY,
    GEM_STASH,
    GEM_TELEPORT,
    GEM_TREVOR,
    GEM_WHISTLE,
    HACK,
    PARK,
    REWIRE,
    TILE,
    make,
)
from .board import GEM_BUMP as GEM_BUMP_SQUARES
from .board import GEM_TELEPORT as GEM_TELEPORT_SQUARES
from .effects import TELEPORT, Task, push, ready_one, with_seat
from .hacks import HACK_TYPES
from .items import ITEM_TYPES
from .wizards import NO_WIZARD, item_price, wizard

if TYPE_CHECKING:
    from .state import DragonBridgeState


_GEM_ACTIONS = tuple(make(GEM, option) for option in range(GEM_WHISTLE + 1))
_PASS_ONLY = (make(GEM, GEM_PASS),)


def gem_options(s: DragonBridgeState, seat: int) -> Sequence[int]:
    """The Gem Actions open to `seat` now (always at least "gem pass")."""
    actions = _GEM_ACTIONS
    ready = s._ready[seat]
    depleted = s._depleted[seat]
    options = [actions[GEM_PASS]]
    if ready:
        options += (actions[GEM_TELEPORT], actions[GEM_BUMP])
    if depleted and queries.can_ready_here(s, seat):
        options.append(actions[GEM_READY])
    who = wizard(s._wizards[seat])
    if ready >= item_price(s._wizards[seat]) and (s._market if s._full else s._item_deck):
        if not who.max_items_red or len(s._items[seat]) < who.max_items_red:
            options.append(actions[GEM_ITEM])
    if s._hacking and any(
        HACK_TYPES[h].cost <= s._white[seat] and queries.hack_playable(s, h) for h in s._hack_row
    ):
        options.append(actions[GEM_HACK])
    if who is not NO_WIZARD:
        if who.stash and ready + depleted:
            options.append(actions[GEM_STASH])
        if who.park and s._parked[seat] < 0 and ready + depleted:
            options.append(actions[GEM_PARK])
        if who.trevor and sum(s._hands[seat]) > 0:
            options.append(actions[GEM_TREVOR])
    items = s._items[seat]
    if items and s._nest and any(ITEM_TYPES[item].whistle for item in items):
        options.append(actions[GEM_WHISTLE])
    return options if len(options) > 1 else _PASS_ONLY


def _gem_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    seat = task[1]
    option = action - GEM * 100
    if option in (GEM_TELEPORT, GEM_BUMP):
        spend(s, seat, 1)
        if option == GEM_TELEPORT:
            push(s, ("move_dir", seat, GEM_TELEPORT_SQUARES, TELEPORT, 0))
        else:
            push(s, ("bump_dir", seat, GEM_BUMP_SQUARES))
    elif option == GEM_READY:
        ready_one(s, seat)
    elif option == GEM_ITEM:
        spend(s, seat, queries.item_cost(s, seat))
        push(s, ("buy", seat) if s._full else ("item_draw", seat))
    elif option == GEM_HACK:
        push(s, ("hack_pick", seat))
    elif option == GEM_STASH:
        s._stash = with_seat(s._stash, seat, s._stash[seat] + s._ready[seat] + s._depleted[seat])
        s._ready = with_seat(s._ready, seat, 0)
        s._depleted = with_seat(s._depleted, seat, 0)
    elif option == GEM_PARK:
        push(s, ("park", seat))
    elif option == GEM_TREVOR:
        push(s, ("nest_from_hand", seat))
    elif option == GEM_WHISTLE:
        push(s, ("whistle", seat))


def spend(s: DragonBridgeState, seat: int, gems: int) -> None:
    """Turn `gems` READY gems of `seat` face down (DEPLETED)."""
    s._ready = with_seat(s._ready, seat, s._ready[seat] - gems)
    s._depleted = with_seat(s._depleted, seat, s._depleted[seat] + gems)


def _buy_options(s: DragonBridgeState, task: Task) -> list[int]:
    return [make(BUY, item) for item in s._market]


def _buy_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    item = action - BUY * 100
    s._market = tuple(i for i in s._market if i != item)  # refilled only after flight/roost
    s._gain_item(task[1], item)


def _park_options(s: DragonBridgeState, task: Task) -> list[int]:
    seat = task[1]
    return [make(PARK, 0)] * bool(s._depleted[seat]) + [make(PARK, 1)] * bool(s._ready[seat])


def _park_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    seat = task[1]
    state = action - PARK * 100
    if state:
        s._ready = with_seat(s._ready, seat, s._ready[seat] - 1)
    else:
        s._depleted = with_seat(s._depleted, seat, s._depleted[seat] - 1)
    s._parked = with_seat(s._parked, seat, state)


# ----------------------------------------------------------------------- Bridge Hacks


def _hack_pick_options(s: DragonBridgeState, task: Task) -> list[int]:
    white = s._white[task[1]]
    return [
        make(HACK, h)
        for h in s._hack_row
        if HACK_TYPES[h].cost <= white and queries.hack_playable(s, h)
    ]


def _hack_pick_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    seat = task[1]
    hack = action - HACK * 100
    spec = HACK_TYPES[hack]
    s._white = with_seat(s._white, seat, s._white[seat] - spec.cost)
    s._supply += spec.cost
    s._hack_row = tuple(h for h in s._hack_row if h != hack)
    if spec.placement == "none":
        s._beacon = True
        push(s, ("hack_row",))
    elif spec.placement == "rewire":
        push(s, ("rewire", seat), ("hack_row",))  # Rewire is discarded after use
    else:
        push(s, ("hack_tile", seat, hack, -1), ("hack_row",))


def _hack_tile_options(s: DragonBridgeState, task: Task) -> list[int]:
    _, _, hack, old_tile = task
    return [make(TILE, tile) for tile in queries.hack_tiles(s, hack, old_tile)]


def _hack_tile_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    _, _, hack, old_tile = task
    placed = [(t, h) for t, h in s._placed if t != old_tile]
    placed.append((action - TILE * 100, hack))
    s._placed = tuple(sorted(placed))


def _rewire_options(s: DragonBridgeState, task: Task) -> list[int]:
    return [make(REWIRE, h) for t, h in s._placed if queries.hack_tiles(s, h, t)]


def _rewire_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    hack = action - REWIRE * 100
    s._tasks[-1] = ("hack_tile", task[1], hack, queries.tile_of_hack(s, hack))


DECISIONS: dict[str, tuple[Callable[..., Sequence[int]], Callable[..., None]]] = {
    "gem_phase": (lambda s, task: gem_options(s, task[1]), _gem_resolve),
    "buy": (_buy_options, _buy_resolve),
    "park": (_park_options, _park_resolve),
    "hack_pick": (_hack_pick_options, _hack_pick_resolve),
    "hack_tile": (_hack_tile_options, _hack_tile_resolve),
    "rewire": (_rewire_options, _rewire_resolve),
}
"""The Gem Phase's decision tasks: task kind -> (options, resolver)."""

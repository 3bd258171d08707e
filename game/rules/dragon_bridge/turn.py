"""Dragon Bridge turn flow as tasks: set-up, start of turn, action and gem phases, pounce,
Dragon Check (flight / roost), market and hack-row refills, the draw and the end of a turn.

`run(s)` executes tasks from the top of the stack until a seat must decide, chance must
choose or the match is over. See effects.py for the task registries.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import CHANCE
from game.rules.dragon_bridge import actions as A
from game.rules.dragon_bridge import queries as Q
from game.rules.dragon_bridge.board import GEM_BUMP, GEM_TELEPORT, HAND_SIZE, TURN_CAP
from game.rules.dragon_bridge.cards import NUM_CARD_TYPES
from game.rules.dragon_bridge.effects import (
    AUTO,
    CHANCES,
    DECISIONS,
    MOVE,
    TELEPORT,
    Task,
    Trigger,
    card_tasks,
    push,
    push_triggers,
    ready_one,
)
from game.rules.dragon_bridge.hacks import HACK_ROW_SIZE, HACK_TYPES
from game.rules.dragon_bridge.items import ITEM_TYPES, MARKET_SIZE
from game.rules.dragon_bridge.wizards import NUM_WIZARDS, wizard

if TYPE_CHECKING:
    from game.rules.dragon_bridge.state import DragonBridgeState


def run(s: DragonBridgeState) -> None:
    """Run tasks until a decision, a chance event or the end of the match."""
    tasks = s._tasks
    while tasks and not s._over:
        task = tasks[-1]
        kind = task[0]
        auto = AUTO.get(kind)
        if auto is not None:
            auto(s, task)
            continue
        chance = CHANCES.get(kind)
        if chance is not None:
            outcomes = chance[0](s, task)
            if outcomes:
                s._waiting = CHANCE
                s._legal = outcomes
                return
        else:
            options = DECISIONS[kind][0](s, task)
            if options:
                s._waiting = task[1]
                s._legal = options
                return
        # Nothing to choose: the task is skipped, unless it already resolved itself.
        if tasks and tasks[-1] is task:
            tasks.pop()
    if not s._over:
        raise RuntimeError("dragon-bridge: the task stack ran dry")


def resolve(s: DragonBridgeState, action: int) -> None:
    """Apply a legal decision or chance outcome to the task on top, then run on."""
    task = s._tasks[-1]
    kind = task[0]
    handler = CHANCES.get(kind) or DECISIONS[kind]
    handler[1](s, task, action)
    run(s)


# ----------------------------------------------------------------------------- set-up


def _first_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    return [(A.make(A.FIRST, 0), 0.5), (A.make(A.FIRST, 1), 0.5)]


def _first_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    first = action - A.FIRST * 100
    s._first = s._active = first
    # The first player starts on the Start tile nearer the Dragon [P].
    s._pos[first], s._pos[1 - first] = s._layout.start_tiles
    steps: list[Task] = []
    if s._full:
        kind = "pick_wizard" if s._choose_wizards else "deal_wizard"
        steps += [(kind, first), (kind, 1 - first)]
    steps += [("draw", first, HAND_SIZE), ("draw", 1 - first, HAND_SIZE), ("market",)]
    steps += [("hack_row",), ("flip",), ("start_turn", first)]
    push(s, *steps)


def _free_wizards(s: DragonBridgeState) -> list[int]:
    return [w for w in range(NUM_WIZARDS) if w not in s._wizards]


def _deal_wizard_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    free = _free_wizards(s)
    return [(A.make(A.DEAL_WIZARD, w), 1.0 / len(free)) for w in free]


def _pick_wizard_options(s: DragonBridgeState, task: Task) -> list[int]:
    return [A.make(A.WIZARD, w) for w in _free_wizards(s)]


def _wizard_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    s._wizards[task[1]] = action % 100


CHANCES["first"] = (_first_outcomes, _first_resolve)
CHANCES["deal_wizard"] = (_deal_wizard_outcomes, _wizard_resolve)
DECISIONS["pick_wizard"] = (_pick_wizard_options, _wizard_resolve)


# ----------------------------------------------------------------------- chance draws


def _card_outcomes(kind: int):
    def outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
        deck = s._deck
        total = sum(deck)
        if not total:
            return []
        return [(A.make(kind, c), deck[c] / total) for c in range(NUM_CARD_TYPES) if deck[c]]

    return outcomes


def _draw_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    return _card_outcomes(A.DRAW)(s, task) if task[2] > 0 else []


def _draw_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    card = action - A.DRAW * 100
    seat = task[1]
    s._deck[card] -= 1
    s._hands[seat][card] += 1
    s._last_seat = seat
    s._tasks[-1] = ("draw", seat, task[2] - 1)


def _fill_hand(s: DragonBridgeState, task: Task) -> None:
    seat = task[1]
    missing = Q.hand_limit(s) - sum(s._hands[seat])
    s._tasks[-1] = ("draw", seat, max(0, missing))  # above the limit: simply no draw [P]


def _flip_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    card = action - A.FLIP * 100
    s._deck[card] -= 1
    s._nest.append((card, True, 3))


CHANCES["draw"] = (_draw_outcomes, _draw_resolve)
CHANCES["flip"] = (_card_outcomes(A.FLIP), _flip_resolve)
AUTO["fill_hand"] = _fill_hand


def _market_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    if not s._full or len(s._market) >= MARKET_SIZE or not s._item_deck:
        return []
    share = 1.0 / len(s._item_deck)
    return [(A.make(A.DRAW_ITEM, item), share) for item in s._item_deck]


def _market_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    item = action - A.DRAW_ITEM * 100
    s._item_deck = tuple(i for i in s._item_deck if i != item)
    s._market = s._market + (item,)  # the task stays: refill until 3 or the deck is empty


def _item_draw_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    share = 1.0 / len(s._item_deck) if s._item_deck else 0.0
    return [(A.make(A.DRAW_ITEM, item), share) for item in s._item_deck]


def _item_draw_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    item = action - A.DRAW_ITEM * 100
    s._item_deck = tuple(i for i in s._item_deck if i != item)
    s._gain_item(task[1], item)


def _hack_row_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    if not s._hacking or len(s._hack_row) >= HACK_ROW_SIZE or not s._hack_deck:
        return []
    share = 1.0 / len(s._hack_deck)
    return [(A.make(A.DRAW_HACK, hack), share) for hack in s._hack_deck]


def _hack_row_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    hack = action - A.DRAW_HACK * 100
    s._hack_deck = tuple(h for h in s._hack_deck if h != hack)
    s._hack_row = s._hack_row + (hack,)


CHANCES["market"] = (_market_outcomes, _market_resolve)
CHANCES["item_draw"] = (_item_draw_outcomes, _item_draw_resolve)
CHANCES["hack_row"] = (_hack_row_outcomes, _hack_row_resolve)


# ------------------------------------------------------------------------ turn phases


def _start_turn(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    seat = task[1]
    s._active = seat
    who = wizard(s._wizards[seat])
    # Abragail counts her READY gems before anything else happens [S0 FAQ].
    s._abragail = bool(who.abragail_move or who.abragail_bump) and 1 <= s._ready[seat] <= 2
    s._bear_used = [False, False]
    steps: list[Task] = [("action", seat), ("gem_phase", seat), ("pounce", seat)]
    steps += [("dragon_check", seat), ("fill_hand", seat), ("end_turn", seat)]
    push(s, *steps)
    # Start-of-turn triggers, in the order you choose when there are several [S0 §11, §5.0].
    triggers: list[Trigger] = []
    if s._stash[seat]:
        triggers.append((seat, A.TRIGGER_STASH, (("stash_return", seat),)))
    if s._parked[seat] >= 0:
        triggers.append((seat, A.TRIGGER_PARK, (("park_return", seat),)))
    if who.start_teleport:
        teleport = ("move_dir", seat, who.start_teleport, TELEPORT, 0)
        triggers.append((seat, A.TRIGGER_START_TELEPORT, (teleport,)))
    push_triggers(s, triggers)


def _stash_return(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    seat = task[1]
    if s._stash[seat]:
        s._stash[seat] -= 1
        s._ready[seat] += 1


def _park_return(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    seat = task[1]
    if s._parked[seat] < 0:
        return
    was_ready = s._parked[seat] == 1
    s._parked[seat] = -1
    s._ready[seat] += 1  # a parked gem always comes back READY [P]
    distance = wizard(s._wizards[seat]).park_teleport
    if was_ready and distance:
        push(s, ("move_dir", seat, distance, TELEPORT, 0))


def _action_options(s: DragonBridgeState, task: Task) -> list[int]:
    hand = s._hands[task[1]]
    return [A.make(A.PLAY, card) for card in range(NUM_CARD_TYPES) if hand[card]]


def _action_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    seat = task[1]
    card = action - A.PLAY * 100
    s._hands[seat][card] -= 1
    s._in_play = card
    push(s, *card_tasks(seat, card), ("card_to_nest", seat, card))


def _card_to_nest(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    _, seat, card = task
    s._nest.append((card, True, 3))  # only after resolving: it can never target itself [S0]
    s._in_play = -1
    who = wizard(s._wizards[seat])
    steps: list[Task] = []
    if who.chiptune and sum(s._deck):
        steps.append(("confirm", seat, A.WIZARD_SOURCE + s._wizards[seat]))
    if who.shakedown:
        steps.append(("give", 1 - seat))
    push(s, *steps)


DECISIONS["action"] = (_action_options, _action_resolve)
AUTO["card_to_nest"] = _card_to_nest
AUTO["start_turn"] = _start_turn
AUTO["stash_return"] = _stash_return
AUTO["park_return"] = _park_return


def gem_options(s: DragonBridgeState, seat: int) -> list[int]:
    """The Gem Actions open to `seat` now (always at least "gem pass")."""
    options = [A.GEM_PASS]
    ready = s._ready[seat]
    depleted = s._depleted[seat]
    if ready:
        options += [A.GEM_TELEPORT, A.GEM_BUMP]
    if depleted and Q.can_ready_here(s, seat):
        options.append(A.GEM_READY)
    who = wizard(s._wizards[seat])
    if ready >= Q.item_cost(s, seat) and (s._market if s._full else s._item_deck):
        if not who.max_items_red or len(s._items[seat]) < who.max_items_red:
            options.append(A.GEM_ITEM)
    if s._hacking and any(
        HACK_TYPES[h].cost <= s._white[seat] and Q.hack_playable(s, h) for h in s._hack_row
    ):
        options.append(A.GEM_HACK)
    if who.stash and ready + depleted:
        options.append(A.GEM_STASH)
    if who.park and s._parked[seat] < 0 and ready + depleted:
        options.append(A.GEM_PARK)
    if who.trevor and sum(s._hands[seat]):
        options.append(A.GEM_TREVOR)
    if s._nest and any(ITEM_TYPES[item].whistle for item in s._items[seat]):
        options.append(A.GEM_WHISTLE)
    return [A.make(A.GEM, option) for option in options]


def _gem_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    seat = task[1]
    option = action - A.GEM * 100
    if option in (A.GEM_TELEPORT, A.GEM_BUMP):
        s._ready[seat] -= 1
        s._depleted[seat] += 1
        if option == A.GEM_TELEPORT:
            push(s, ("move_dir", seat, GEM_TELEPORT, TELEPORT, 0))
        else:
            push(s, ("bump_dir", seat, GEM_BUMP))
    elif option == A.GEM_READY:
        ready_one(s, seat)
    elif option == A.GEM_ITEM:
        cost = Q.item_cost(s, seat)
        s._ready[seat] -= cost
        s._depleted[seat] += cost
        push(s, ("buy", seat) if s._full else ("item_draw", seat))
    elif option == A.GEM_HACK:
        push(s, ("hack_pick", seat))
    elif option == A.GEM_STASH:
        s._stash[seat] += s._ready[seat] + s._depleted[seat]
        s._ready[seat] = s._depleted[seat] = 0
    elif option == A.GEM_PARK:
        push(s, ("park", seat))
    elif option == A.GEM_TREVOR:
        push(s, ("nest_from_hand", seat))
    elif option == A.GEM_WHISTLE:
        push(s, ("whistle", seat))


def _buy_options(s: DragonBridgeState, task: Task) -> list[int]:
    return [A.make(A.BUY, item) for item in s._market]


def _buy_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    item = action - A.BUY * 100
    s._market = tuple(i for i in s._market if i != item)  # refilled only after flight/roost
    s._gain_item(task[1], item)


def _park_options(s: DragonBridgeState, task: Task) -> list[int]:
    seat = task[1]
    return [A.make(A.PARK, 0)] * bool(s._depleted[seat]) + [A.make(A.PARK, 1)] * bool(
        s._ready[seat]
    )


def _park_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    seat = task[1]
    state = action - A.PARK * 100
    if state:
        s._ready[seat] -= 1
    else:
        s._depleted[seat] -= 1
    s._parked[seat] = state


DECISIONS["gem_phase"] = (lambda s, task: gem_options(s, task[1]), _gem_resolve)
DECISIONS["buy"] = (_buy_options, _buy_resolve)
DECISIONS["park"] = (_park_options, _park_resolve)


def _hack_pick_options(s: DragonBridgeState, task: Task) -> list[int]:
    white = s._white[task[1]]
    return [
        A.make(A.HACK, h)
        for h in s._hack_row
        if HACK_TYPES[h].cost <= white and Q.hack_playable(s, h)
    ]


def _hack_pick_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    seat = task[1]
    hack = action - A.HACK * 100
    spec = HACK_TYPES[hack]
    s._white[seat] -= spec.cost
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
    return [A.make(A.TILE, tile) for tile in Q.hack_tiles(s, hack, old_tile)]


def _hack_tile_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    _, _, hack, old_tile = task
    placed = [(t, h) for t, h in s._placed if t != old_tile]
    placed.append((action - A.TILE * 100, hack))
    s._placed = tuple(sorted(placed))


def _rewire_options(s: DragonBridgeState, task: Task) -> list[int]:
    return [A.make(A.REWIRE, h) for t, h in s._placed if Q.hack_tiles(s, h, t)]


def _rewire_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    hack = action - A.REWIRE * 100
    s._tasks[-1] = ("hack_tile", task[1], hack, Q.tile_of_hack(s, hack))


DECISIONS["hack_pick"] = (_hack_pick_options, _hack_pick_resolve)
DECISIONS["hack_tile"] = (_hack_tile_options, _hack_tile_resolve)
DECISIONS["rewire"] = (_rewire_options, _rewire_resolve)


def _pounce(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    seat = task[1]
    if s._pos[seat] in Q.threatened_tiles(s):
        s._finish(1 - seat, "pounced")


def _dragon_check(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    nest = s._nest
    if nest and Q.visible_wings(s) >= Q.flight_threshold(s):
        # FLIGHT: the last card into the Nest goes under the Dragon [S0; P for "last"].
        card = nest[-1][0]
        for other, _, _ in nest[:-1]:
            s._deck[other] += 1
        if s._power >= 0:
            s._deck[s._power] += 1
        s._nest = []
        s._power = card
        s._dragon = 1 - s._dragon
        s._flights += 1
        s._beacon = False
        s._placed = tuple(p for p in s._placed if not HACK_TYPES[p[1]].removed_at_flight)
        push(s, ("market",))
        triggers: list[Trigger] = []
        for seat in s._trigger_order():
            distance = wizard(s._wizards[seat]).flight_teleport
            if distance:
                teleport = ("move_dir", seat, distance, TELEPORT, 0)
                triggers.append((seat, A.TRIGGER_FLIGHT_TELEPORT, (teleport,)))
        push_triggers(s, triggers)
    elif len(nest) >= Q.roost_count(s):
        for other, _, _ in nest:
            s._deck[other] += 1
        s._nest = []
        s._roosts += 1
        push(s, ("flip",), ("after_roost",), ("market",))


def _after_roost(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    readies: list[Trigger] = []
    searches: list[Trigger] = []
    for seat in s._trigger_order():
        who = wizard(s._wizards[seat])
        if who.roost_ready:  # never worse to take, so it is taken [P]
            readies.append((seat, A.TRIGGER_ROOST_READY, (("ready", seat),)))
        if who.roost_search and sum(s._deck) and sum(s._hands[seat]):
            confirm = ("confirm", seat, A.WIZARD_SOURCE + s._wizards[seat])
            searches.append((seat, A.TRIGGER_ROOST_SEARCH, (confirm,)))
    # Default order as before: every READY first, then the searches.
    push_triggers(s, readies + searches)


def _end_turn(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    s._turns += 1
    if s._turns >= TURN_CAP:
        s._finish(-1, "turn limit")
        return
    push(s, ("start_turn", 1 - task[1]))


AUTO["pounce"] = _pounce
AUTO["dragon_check"] = _dragon_check
AUTO["after_roost"] = _after_roost
AUTO["end_turn"] = _end_turn

__all__ = ["MOVE", "TELEPORT", "gem_options", "resolve", "run"]

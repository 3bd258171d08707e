"""Dragon Bridge turn flow as tasks: set-up, start of turn, the action phase, pounce, Dragon
Check (flight / roost), market and hack-row refills, the draw and the end of a turn.

`run(s)` executes tasks from the top of the stack until a seat must decide, chance must
choose or the match is over. See effects.py for the task registries (the card effects) and
gems.py for the Gem Phase, whose decisions are merged into the registry here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import CHANCE

from . import gems, powers, queries
from .actions import (
    DEAL_WIZARD,
    DRAW,
    DRAW_HACK,
    DRAW_ITEM,
    FIRST,
    FLIP,
    PLAY,
    TRIGGER_FLIGHT_TELEPORT,
    TRIGGER_PARK,
    TRIGGER_ROOST_READY,
    TRIGGER_ROOST_SEARCH,
    TRIGGER_START_TELEPORT,
    TRIGGER_STASH,
    WIZARD,
    WIZARD_SOURCE,
    arg_of,
    make,
)
from .board import HAND_SIZE, TURN_CAP
from .cards import NUM_CARD_TYPES
from .effects import (
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
)
from .hacks import HACK_ROW_SIZE, HACK_TYPES
from .items import MARKET_SIZE
from .outcome import POUNCE, TURN_LIMIT
from .wizards import NUM_WIZARDS, wizard

if TYPE_CHECKING:
    from .state import DragonBridgeState


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
    return [(make(FIRST, 0), 0.5), (make(FIRST, 1), 0.5)]


def _first_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    first = action - FIRST * 100
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
    return [(make(DEAL_WIZARD, w), 1.0 / len(free)) for w in free]


def _pick_wizard_options(s: DragonBridgeState, task: Task) -> list[int]:
    return [make(WIZARD, w) for w in _free_wizards(s)]


def _wizard_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    s._wizards[task[1]] = arg_of(action)  # a dealt or a chosen wizard


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
        return [(make(kind, c), deck[c] / total) for c in range(NUM_CARD_TYPES) if deck[c]]

    return outcomes


def _draw_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    return _card_outcomes(DRAW)(s, task) if task[2] > 0 else []


def _draw_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    card = action - DRAW * 100
    seat = task[1]
    s._deck[card] -= 1
    s._hands[seat][card] += 1
    s._last_seat = seat
    s._tasks[-1] = ("draw", seat, task[2] - 1)


def _fill_hand(s: DragonBridgeState, task: Task) -> None:
    seat = task[1]
    missing = queries.hand_limit(s) - sum(s._hands[seat])
    s._tasks[-1] = ("draw", seat, max(0, missing))  # above the limit: simply no draw [P]


def _flip_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    card = action - FLIP * 100
    s._deck[card] -= 1
    s._nest.append((card, True, 3))


CHANCES["draw"] = (_draw_outcomes, _draw_resolve)
CHANCES["flip"] = (_card_outcomes(FLIP), _flip_resolve)
AUTO["fill_hand"] = _fill_hand


def _market_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    if not s._full or len(s._market) >= MARKET_SIZE or not s._item_deck:
        return []
    share = 1.0 / len(s._item_deck)
    return [(make(DRAW_ITEM, item), share) for item in s._item_deck]


def _market_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    item = action - DRAW_ITEM * 100
    s._item_deck = tuple(i for i in s._item_deck if i != item)
    s._market = s._market + (item,)  # the task stays: refill until 3 or the deck is empty


def _item_draw_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    share = 1.0 / len(s._item_deck) if s._item_deck else 0.0
    return [(make(DRAW_ITEM, item), share) for item in s._item_deck]


def _item_draw_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    item = action - DRAW_ITEM * 100
    s._item_deck = tuple(i for i in s._item_deck if i != item)
    s._gain_item(task[1], item)


def _hack_row_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    if not s._hacking or len(s._hack_row) >= HACK_ROW_SIZE or not s._hack_deck:
        return []
    share = 1.0 / len(s._hack_deck)
    return [(make(DRAW_HACK, hack), share) for hack in s._hack_deck]


def _hack_row_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    hack = action - DRAW_HACK * 100
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
    # Start-of-turn triggers, in the order the current player chooses when there are several
    # [S0: "if multiple actions happen at the same moment, the current player decides"].
    triggers: list[Trigger] = []
    for owner in s._trigger_order():
        # Andromeda's stash: "At the start of each turn, return one" [S0 FAQ]: both turns.
        if s._stash[owner]:
            triggers.append((owner, TRIGGER_STASH, (("stash_return", owner),)))
    if s._parked[seat] >= 0:
        triggers.append((seat, TRIGGER_PARK, (("park_return", seat),)))
    if who.start_teleport:
        teleport = ("move_dir", seat, who.start_teleport, TELEPORT, 0)
        triggers.append((seat, TRIGGER_START_TELEPORT, (teleport,)))
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
    return [make(PLAY, card) for card in range(NUM_CARD_TYPES) if hand[card]]


def _action_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    seat = task[1]
    card = action - PLAY * 100
    s._hands[seat][card] -= 1
    s._in_play = card
    push(s, *card_tasks(seat, card), ("card_to_nest", seat, card))


def _card_to_nest(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    _, seat, card = task
    s._nest.append((card, True, 3))  # only after resolving: it can never target itself [S0]
    s._played = len(s._nest) - 1  # what goes under the Dragon at a FLIGHT
    s._in_play = -1
    who = wizard(s._wizards[seat])
    steps: list[Task] = []
    if who.chiptune and sum(s._deck) > 0:
        steps.append(("confirm", seat, WIZARD_SOURCE + s._wizards[seat]))
    if who.shakedown:
        steps.append(("give", 1 - seat))
    push(s, *steps)


DECISIONS["action"] = (_action_options, _action_resolve)
AUTO["card_to_nest"] = _card_to_nest
AUTO["start_turn"] = _start_turn
AUTO["stash_return"] = _stash_return
AUTO["park_return"] = _park_return
DECISIONS.update(gems.DECISIONS)  # the Gem Phase (gems.py)
DECISIONS.update(powers.DECISIONS)  # Nest and hand picks, optional powers (powers.py)


# ----------------------------------------------------------------------- end of the turn


def _pounce(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    seat = task[1]
    if s._pos[seat] in queries.threatened_tiles(s):
        s._finish(1 - seat, POUNCE)


def _dragon_check(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    nest = s._nest
    if nest and queries.visible_wings(s) >= queries.flight_threshold(s):
        # FLIGHT: "The last card played is placed underneath the Dragon card" [S0], not the
        # last card into the Nest (Chiptune's flip, Trevor's card). With no card played in
        # the Nest (an empty hand, Bait took it) the last card into the Nest goes [P].
        played = s._played if s._played >= 0 else len(nest) - 1
        card = nest[played][0]
        for index, (other, _, _) in enumerate(nest):
            if index != played:
                s._deck[other] += 1
        if s._power >= 0:
            s._deck[s._power] += 1
        s._nest = []
        s._played = -1
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
                triggers.append((seat, TRIGGER_FLIGHT_TELEPORT, (teleport,)))
        push_triggers(s, triggers)
    elif len(nest) >= queries.roost_count(s):
        for other, _, _ in nest:
            s._deck[other] += 1
        s._nest = []
        s._played = -1
        s._roosts += 1
        push(s, ("flip",), ("after_roost",), ("market",))


def _after_roost(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    readies: list[Trigger] = []
    searches: list[Trigger] = []
    for seat in s._trigger_order():
        who = wizard(s._wizards[seat])
        if who.roost_ready:  # never worse to take, so it is taken [P]
            readies.append((seat, TRIGGER_ROOST_READY, (("ready", seat),)))
        if who.roost_search and sum(s._deck) > 0 and sum(s._hands[seat]) > 0:
            confirm = ("confirm", seat, WIZARD_SOURCE + s._wizards[seat])
            searches.append((seat, TRIGGER_ROOST_SEARCH, (confirm,)))
    # Default order as before: every READY first, then the searches.
    push_triggers(s, readies + searches)


def _end_turn(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    s._turns += 1
    if s._turns >= TURN_CAP:
        s._finish(-1, TURN_LIMIT)
        return
    push(s, ("start_turn", 1 - task[1]))


AUTO["pounce"] = _pounce
AUTO["dragon_check"] = _dragon_check
AUTO["after_roost"] = _after_roost
AUTO["end_turn"] = _end_turn

__all__ = ["MOVE", "TELEPORT", "resolve", "run"]

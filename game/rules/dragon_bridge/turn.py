"""Dragon Bridge turn flow as tasks: set-up, start of turn, the action phase, pounce, Dragon
Check (flight / roost), market and hack-row refills, the draw and the end of a turn.

`run(s)` executes tasks from the top of the stack until a seat must decide, chance must
choose or the match is over. See effects.py for the task registries (the card effects) and
gems.py for the Gem Phase, whose decisions are merged into the registry here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

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
from .cards import FULL_DECK, NUM_CARD_TYPES
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
    with_seat,
)
from .hacks import HACK_ROW_SIZE, HACK_TYPES
from .items import MARKET_SIZE
from .outcome import POUNCE, TURN_LIMIT
from .powers import NEST_ENTRY
from .wizards import NUM_WIZARDS, wizard

if TYPE_CHECKING:
    from .state import DragonBridgeState


_AUTO, _DECIDE, _CHANCE = 0, 1, 2
STEPS: dict[str, tuple[int, Callable[..., Any], Callable[..., None]]] = {}
"""Every task kind -> (how it runs, its auto step or options, its resolver): the three
registries of effects.py in one table, so the loop below looks a task up once (filled at the
end of this module, once every registry is complete)."""


def run(s: DragonBridgeState) -> None:
    """Run tasks until a decision, a chance event or the end of the match."""
    if s._over:
        return
    tasks = s._tasks
    steps = STEPS
    while tasks:
        task = tasks[-1]
        how, step, _ = steps[task[0]]
        if how == _AUTO:
            step(s, task)
        else:
            options = step(s, task)
            if options:
                s._waiting = CHANCE if how == _CHANCE else task[1]
                s._legal = options
                return
            # Nothing to choose: the task is skipped, unless it already resolved itself.
            if tasks and tasks[-1] is task:
                tasks.pop()
        if s._over:
            return
    raise RuntimeError("dragon-bridge: the task stack ran dry")


# ----------------------------------------------------------------------------- set-up


def _first_outcomes(s: DragonBridgeState, task: Task) -> list[tuple[int, float]]:
    return [(make(FIRST, 0), 0.5), (make(FIRST, 1), 0.5)]


def _first_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    first = action - FIRST * 100
    s._first = s._active = first
    # The first player starts on the Start tile nearer the Dragon [P].
    nearer, other = s._layout.start_tiles
    s._pos = (other, nearer) if first else (nearer, other)
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
    s._wizards = with_seat(s._wizards, task[1], arg_of(action))  # a dealt or a chosen wizard


CHANCES["first"] = (_first_outcomes, _first_resolve)
CHANCES["deal_wizard"] = (_deal_wizard_outcomes, _wizard_resolve)
DECISIONS["pick_wizard"] = (_pick_wizard_options, _wizard_resolve)


# ----------------------------------------------------------------------- chance draws


def _card_outcomes(kind: int) -> Callable[..., Sequence[tuple[int, float]]]:
    """The chance outcomes of drawing a card of kind `kind` from the deck: one per card id
    left, with its share of the deck. Every (outcome, share) pair a deck can give is made
    once here, so a draw only picks the pairs (no new tuples or floats, nothing for the
    garbage collector)."""
    base = kind * 100
    most = max(FULL_DECK)
    # pairs[total][card][count]: the outcome of `card` with `count` copies in `total` cards.
    pairs = tuple(
        tuple(
            tuple((base + card, count / total) for count in range(most + 1))
            for card in range(NUM_CARD_TYPES)
        )
        for total in range(1, sum(FULL_DECK) + 1)
    )

    def outcomes(s: DragonBridgeState, task: Task) -> Sequence[tuple[int, float]]:
        deck = s._deck
        total = sum(deck)
        if not total:
            return ()
        if total <= len(pairs):
            row = pairs[total - 1]
            try:
                return [shares[count] for shares, count in zip(row, deck, strict=True) if count]
            except IndexError:
                pass  # more copies of a card than the deck holds (a made-up position)
        return [(base + card, count / total) for card, count in enumerate(deck) if count]

    return outcomes


_deck_draws = _card_outcomes(DRAW)


def _draw_outcomes(s: DragonBridgeState, task: Task) -> Sequence[tuple[int, float]]:
    return _deck_draws(s, task) if task[2] > 0 else ()


_DRAW_TASKS = tuple(
    tuple(("draw", seat, count) for count in range(HAND_SIZE + 1)) for seat in (0, 1)
)
"""Shared draw tasks for the usual counts: _DRAW_TASKS[seat][cards to draw]."""


def _draw_task(seat: int, count: int) -> Task:
    return _DRAW_TASKS[seat][count] if 0 <= count <= HAND_SIZE else ("draw", seat, count)


def _draw_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    card = action - DRAW * 100
    seat = task[1]
    s._deck[card] -= 1
    s._hands[seat][card] += 1
    s._last_seat = seat
    if task[2] > 1:
        s._tasks[-1] = _draw_task(seat, task[2] - 1)
    else:
        s._tasks.pop()  # the last card of this draw: an empty draw would only be skipped


def _fill_hand(s: DragonBridgeState, task: Task) -> None:
    seat = task[1]
    missing = queries.hand_limit(s) - sum(s._hands[seat])
    if missing > 0:
        s._tasks[-1] = _draw_task(seat, missing)
    else:
        s._tasks.pop()  # at or above the limit: simply no draw [P]


def _flip_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    card = action - FLIP * 100
    s._deck[card] -= 1
    s._nest += (NEST_ENTRY[card],)


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


_TURN_STEPS = tuple(
    tuple(
        (kind, seat)
        for kind in ("end_turn", "fill_hand", "dragon_check", "pounce", "gem_phase", "action")
    )
    for seat in (0, 1)
)
"""The steps of a seat's turn, last first (as they lie on the task stack)."""
_START_TURN = (("start_turn", 0), ("start_turn", 1))
_NO_BEAR = (False, False)


def _start_turn(s: DragonBridgeState, task: Task) -> None:
    tasks = s._tasks
    tasks.pop()
    seat = task[1]
    s._active = seat
    who = wizard(s._wizards[seat])
    # Abragail counts her READY gems before anything else happens [S0 FAQ].
    s._abragail = bool(who.abragail_move or who.abragail_bump) and 1 <= s._ready[seat] <= 2
    s._bear_used = _NO_BEAR
    tasks.extend(_TURN_STEPS[seat])  # action, gem phase, pounce, Dragon Check, draw, end
    stash = s._stash
    if not (stash[0] or stash[1] or s._parked[seat] >= 0 or who.start_teleport):
        return  # no start-of-turn trigger
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
        s._stash = with_seat(s._stash, seat, s._stash[seat] - 1)
        s._ready = with_seat(s._ready, seat, s._ready[seat] + 1)


def _park_return(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    seat = task[1]
    if s._parked[seat] < 0:
        return
    was_ready = s._parked[seat] == 1
    s._parked = with_seat(s._parked, seat, -1)
    s._ready = with_seat(s._ready, seat, s._ready[seat] + 1)  # always back READY [P]
    distance = wizard(s._wizards[seat]).park_teleport
    if was_ready and distance:
        push(s, ("move_dir", seat, distance, TELEPORT, 0))


_PLAYS = tuple(make(PLAY, card) for card in range(NUM_CARD_TYPES))
_CARD_STEPS = tuple(
    tuple(
        tuple(reversed([*card_tasks(seat, card), ("card_to_nest", seat, card)]))
        for card in range(NUM_CARD_TYPES)
    )
    for seat in (0, 1)
)
"""_CARD_STEPS[seat][card]: the card's tasks, then its move to the Nest, last first."""


def _action_options(s: DragonBridgeState, task: Task) -> list[int]:
    return [play for play, count in zip(_PLAYS, s._hands[task[1]], strict=True) if count]


def _action_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    tasks = s._tasks
    tasks.pop()
    seat = task[1]
    card = action - PLAY * 100
    s._hands[seat][card] -= 1
    s._in_play = card
    tasks.extend(_CARD_STEPS[seat][card])


def _card_to_nest(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    _, seat, card = task
    s._nest += (NEST_ENTRY[card],)  # only after resolving: it can never target itself [S0]
    s._played = len(s._nest) - 1  # what goes under the Dragon at a FLIGHT
    s._in_play = -1
    if s._wizards[seat] < 0:
        return  # no wizard, no power of a card entering the Nest
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
    if not nest:
        return  # no wings to count, no card to roost
    if queries.visible_wings(s) >= queries.flight_threshold(s):
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
        s._nest = ()
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
        s._nest = ()
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
    s._tasks.append(_START_TURN[1 - task[1]])


AUTO["pounce"] = _pounce
AUTO["dragon_check"] = _dragon_check
AUTO["after_roost"] = _after_roost
AUTO["end_turn"] = _end_turn


def _not_a_decision(s: DragonBridgeState, task: Task, action: int) -> None:
    raise RuntimeError(f"dragon-bridge: the automatic task {task[0]!r} takes no action")


for _kind, _auto in AUTO.items():
    STEPS[_kind] = (_AUTO, _auto, _not_a_decision)
for _kind, (_options, _resolver) in DECISIONS.items():
    STEPS[_kind] = (_DECIDE, _options, _resolver)
for _kind, (_outcomes, _resolver) in CHANCES.items():
    STEPS[_kind] = (_CHANCE, _outcomes, _resolver)

__all__ = ["MOVE", "STEPS", "TELEPORT", "run"]

"""Dragon Bridge effect primitives as tasks: MOVE, TELEPORT, BUMP, swap, the simple card steps
and the ordering of powers that trigger together (the Nest and hand picks and the optional
powers' questions are in powers.py).

The engine is a small interpreter over a stack of task tuples `(kind, seat, ...)` (see turn.py).
Three registries: AUTO tasks run at once (and pop themselves); DECISIONS have options (action
ints) for their seat and a resolver; CHANCES have (outcome, probability) lists and a resolver.
A decision or chance with no options is skipped. Resolvers pop or replace their task.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from . import queries
from .actions import (
    BONUS,
    BONUS_DONE,
    DECLINE,
    DIR,
    GO,
    ORDER,
    TRIGGER_BUMPED_READY,
    TRIGGER_LAUNCH_PAD,
    TRIGGER_PASS_MOVE,
    USE,
    WIZARD_SOURCE,
    make,
)
from .board import STEP
from .cards import CARD_TYPES
from .hacks import HACK_TYPES
from .wizards import wizard

if TYPE_CHECKING:
    from .state import DragonBridgeState

Task = tuple[Any, ...]
AUTO: dict[str, Callable[[DragonBridgeState, Task], None]] = {}
DECISIONS: dict[str, tuple[Callable[..., Sequence[int]], Callable[..., None]]] = {}
CHANCES: dict[str, tuple[Callable[..., Sequence[tuple[int, float]]], Callable[..., None]]] = {}

MOVE = 0
TELEPORT = 1
FROM_BUNNY = 1  # flag: a MOVE granted by a pass never grants another (no endless ping-pong) [P]


def push(s: DragonBridgeState, *tasks: Task) -> None:
    """Schedule tasks so that the first one given runs first."""
    s._tasks.extend(reversed(tasks))


def with_seat(pair: tuple[Any, Any], seat: int, value: Any) -> tuple[Any, Any]:
    """A per-seat pair with `seat`'s entry replaced (the state's pairs are shared by clones,
    so they are replaced, never changed in place)."""
    return (pair[0], value) if seat else (value, pair[1])


def card_tasks(seat: int, card: int) -> list[Task]:
    """The tasks of a card's top effect, in order."""
    tasks: list[Task] = []
    for step, value in CARD_TYPES[card].effect:
        if step == "move":
            tasks.append(("move_dir", seat, value, MOVE, 0))
        elif step == "teleport":
            tasks.append(("move_dir", seat, value, TELEPORT, 0))
        elif step == "bump":
            tasks.append(("bump_dir", seat, value))
        elif step == "draw":
            tasks.append(("draw", seat, value))
        else:
            tasks.append((step, seat))
    return tasks


def deplete_one(s: DragonBridgeState, seat: int) -> None:
    """Flip one READY gem of `seat`'s tableau face down (nothing if none)."""
    ready = s._ready
    if ready[seat]:
        depleted = s._depleted
        if seat:
            s._ready = (ready[0], ready[1] - 1)
            s._depleted = (depleted[0], depleted[1] + 1)
        else:
            s._ready = (ready[0] - 1, ready[1])
            s._depleted = (depleted[0] + 1, depleted[1])


def ready_one(s: DragonBridgeState, seat: int) -> None:
    """Flip one DEPLETED gem of `seat`'s tableau face up (nothing if none)."""
    depleted = s._depleted
    if depleted[seat]:
        s._depleted = with_seat(depleted, seat, depleted[seat] - 1)
        s._ready = with_seat(s._ready, seat, s._ready[seat] + 1)


Trigger = tuple[int, int, tuple[Task, ...]]  # (seat, TRIGGER_* id, its tasks in order)


def push_triggers(s: DragonBridgeState, triggers: list[Trigger]) -> None:
    """Schedule powers that trigger at the same moment, given in the engine's default order.

    Two or more, of one seat or of both: the current player (the turn's owner) decides their
    order ("first <trigger>") [S0, Gelf Lanz FAQ: "if multiple actions happen at the same
    moment, the current player decides their order"]; a single one simply resolves.
    """
    if len(triggers) < 2:
        for _, _, tasks in triggers:
            push(s, *tasks)
        return
    # Each TRIGGER_* belongs to one wizard field or to the mover (Launch Pad), so no id can
    # appear twice at one moment: the id alone names the choice.
    assert len({trigger for _, trigger, _ in triggers}) == len(triggers), triggers
    entries = tuple((trigger, seat, tasks) for seat, trigger, tasks in triggers)
    push(s, ("order", s._active, entries))


def _order_options(s: DragonBridgeState, task: Task) -> list[int]:
    return [make(ORDER, trigger) for trigger, _, _ in task[2]]


def _order_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    _, seat, entries = task
    chosen = action - ORDER * 100
    first = next(tasks for trigger, _, tasks in entries if trigger == chosen)
    rest = tuple(entry for entry in entries if entry[0] != chosen)
    # The others wait until the chosen one (and all it causes) has resolved.
    later = rest[0][2] if len(rest) == 1 else (("order", seat, rest),)
    push(s, *first, *later)


DECISIONS["order"] = (_order_options, _order_resolve)


def pass_triggers(s: DragonBridgeState, before: tuple[int, int], bunny_ok: bool) -> list[Trigger]:
    """Bunny: when a single MOVE/BUMP/TELEPORT/swap flips the wizards' order, its owner may MOVE."""
    after0, after1 = s._pos
    if not bunny_ok or (before[0] - before[1]) * (after0 - after1) >= 0:
        return []
    if s._wizards[0] < 0 and s._wizards[1] < 0:
        return []  # no wizard, no pass MOVE (the Basic game)
    triggers: list[Trigger] = []
    # Each seat used to be pushed in turn, so the later seat resolved first: kept as it was.
    for seat in reversed(s._trigger_order()):
        distance = wizard(s._wizards[seat]).pass_move
        if distance:
            move = ("move_dir", seat, distance, MOVE, FROM_BUNNY)
            triggers.append((seat, TRIGGER_PASS_MOVE, (move,)))
    return triggers


def after_shift(s: DragonBridgeState, before: tuple[int, int], bunny_ok: bool = True) -> None:
    """Schedule the pass triggers (Bunny) of a MOVE/BUMP/TELEPORT/swap that just happened."""
    push_triggers(s, pass_triggers(s, before, bunny_ok))


def trapdoor(s: DragonBridgeState, seat: int) -> None:
    """A MOVE or BUMP ending on the Trapdoor slides the wizard toward the Dragon (not a BUMP)."""
    if s._placed and queries.hack_at(s, s._pos[seat]) == queries.TRAPDOOR:
        shifted = s._pos[seat] + STEP[s._dragon] * HACK_TYPES[queries.TRAPDOOR].amount
        s._pos = with_seat(s._pos, seat, min(max(shifted, 0), s._layout.last))


# ------------------------------------------------------------------ MOVE and TELEPORT


DIRECTIONS = (make(DIR, 0), make(DIR, 1))
"""The options of a direction step (a shared tuple: options are never changed in place)."""
GO_OPTIONS = tuple(tuple(make(GO, n) for n in range(reach + 1)) for reach in range(64))
"""GO_OPTIONS[reach]: go 0 .. go reach."""


def _move_dir_options(s: DragonBridgeState, task: Task) -> Sequence[int]:
    _, seat, _, kind, _ = task
    if kind == MOVE and seat == s._active and s._pos[seat] in queries.exit_tiles(s):
        s._escape(seat)  # a MOVE begun on an Exit tile on your own turn escapes [S0]
        return ()
    return DIRECTIONS


def _move_dir_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    _, seat, base, kind, flags = task
    direction = action - DIR * 100
    if kind == MOVE:
        maximum = queries.move_maximum(s, seat, base, direction)
    else:
        maximum = queries.teleport_maximum(s, seat, base)
    s._tasks[-1] = (
        "move_go",
        seat,
        kind,
        direction,
        queries.reach(s, seat, direction, maximum, kind == MOVE),
        flags,
        maximum,
    )


def _move_go_options(s: DragonBridgeState, task: Task) -> Sequence[int]:
    reach = task[4]
    if reach == 0:
        s._tasks.pop()
        _shift(s, task, 0)  # nothing to choose: the (empty) move still happens
        return ()
    return (
        GO_OPTIONS[reach]
        if reach < len(GO_OPTIONS)
        else tuple(make(GO, n) for n in range(reach + 1))
    )


def _move_go_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    s._tasks.pop()
    _shift(s, task, action - GO * 100)


def _shift(s: DragonBridgeState, task: Task, squares: int) -> None:
    _, seat, kind, direction, _, flags, _ = task
    before = s._pos
    if seat:
        s._pos = (before[0], before[1] + STEP[direction] * squares)
    else:
        s._pos = (before[0] + STEP[direction] * squares, before[1])
    launch: list[Trigger] = []
    if kind == MOVE and s._placed:
        trapdoor(s, seat)
        if s._placed and queries.hack_at(s, s._pos[seat]) == queries.LAUNCH_PAD:
            amount = HACK_TYPES[queries.LAUNCH_PAD].amount
            launch.append((seat, TRIGGER_LAUNCH_PAD, (("move_dir", seat, amount, TELEPORT, 0),)))
    # Default order as before: pass MOVEs first, then the Launch Pad's TELEPORT. Bunny landing
    # on a Launch Pad by a passing MOVE chooses the order instead.
    triggers = pass_triggers(s, before, not flags & FROM_BUNNY) + launch
    if triggers:
        push_triggers(s, triggers)


DECISIONS["move_dir"] = (_move_dir_options, _move_dir_resolve)
DECISIONS["move_go"] = (_move_go_options, _move_go_resolve)


# ------------------------------------------------------------------------------- BUMP


def _bump_dir_options(s: DragonBridgeState, task: Task) -> Sequence[int]:
    return DIRECTIONS


def _bump_dir_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    _, actor, base = task
    direction = action - DIR * 100
    sources = queries.bump_bonus_sources(s, actor, 1 - actor, direction)
    if not sources:
        # The bonus step would offer nothing and finish the BUMP at once: do that here.
        s._tasks.pop()
        _bump_finish(s, actor, direction, base)
        return
    s._tasks[-1] = ("bump_bonus", actor, direction, base, sources)


def _bump_bonus_options(s: DragonBridgeState, task: Task) -> list[int]:
    _, actor, direction, amount, sources = task
    if not sources:
        s._tasks.pop()
        _bump_finish(s, actor, direction, amount)
        return []
    return [make(BONUS, source) for source, _ in sources] + [make(BONUS_DONE)]


def _bump_bonus_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    _, actor, direction, amount, sources = task
    if action == make(BONUS_DONE):
        s._tasks.pop()
        _bump_finish(s, actor, direction, amount)
        return
    source = action - BONUS * 100
    index = next(i for i, (src, _) in enumerate(sources) if src == source)
    # An activated bonus is used in full; later bonuses stay on offer (fixed order, no repeats).
    s._tasks[-1] = (
        "bump_bonus",
        actor,
        direction,
        amount + sources[index][1],
        sources[index + 1 :],
    )


def _bump_finish(s: DragonBridgeState, actor: int, direction: int, amount: int) -> None:
    victim = 1 - actor
    amount = queries.mandatory_bump(s, victim, direction, amount)
    item = queries.anchor_item(s, victim) if amount > 0 else -1
    if item >= 0:
        push(s, ("anchor", victim, item, actor, direction, amount))
    else:
        apply_bump(s, actor, direction, amount)


def _anchor_options(s: DragonBridgeState, task: Task) -> list[int]:
    return [make(USE, task[2]), make(DECLINE)]


def _anchor_resolve(s: DragonBridgeState, task: Task, action: int) -> None:
    _, victim, item, actor, direction, amount = task
    s._tasks.pop()
    if action != make(DECLINE):
        amount = max(0, amount - 1)
    apply_bump(s, actor, direction, amount)


DECISIONS["bump_dir"] = (_bump_dir_options, _bump_dir_resolve)
DECISIONS["bump_bonus"] = (_bump_bonus_options, _bump_bonus_resolve)
DECISIONS["anchor"] = (_anchor_options, _anchor_resolve)


def apply_bump(s: DragonBridgeState, actor: int, direction: int, amount: int) -> None:
    """Move the opponent exactly `amount` squares and resolve everything a BUMP causes."""
    victim = 1 - actor
    before = s._pos
    start = before[victim]
    step = STEP[direction]
    target = start + step * amount
    past_end = target < 0 or target > s._layout.last
    target = min(max(target, 0), s._layout.last)
    barricade = queries.tile_of_hack(s, queries.BARRICADE) if s._placed else -1
    if (
        barricade >= 0
        and barricade != start
        and min(start, target) <= barricade <= max(start, target)
    ):
        target = barricade - step  # stopped on the square before; no gem is lost [P]
        past_end = False
    s._pos = with_seat(before, victim, target)
    victim_wizard = wizard(s._wizards[victim])
    if past_end and not victim_wizard.no_end_gem_loss:
        deplete_one(s, victim)  # once per BUMP, not per excess square [P]
    if queries.power(s) == "gem_hunger":
        deplete_one(s, victim)
    stash = s._stash
    if stash[victim]:
        # Andromeda: a stashed gem comes back DEPLETED [S0 FAQ]
        s._stash = with_seat(stash, victim, stash[victim] - 1)
        s._depleted = with_seat(s._depleted, victim, s._depleted[victim] + 1)
    if s._hacking:
        white = s._white
        if s._supply:
            s._supply -= 1
            s._white = with_seat(white, actor, white[actor] + 1)
        elif white[victim]:
            white = with_seat(white, victim, white[victim] - 1)
            s._white = with_seat(white, actor, white[actor] + 1)
    trapdoor(s, victim)
    triggers = pass_triggers(s, before, True)
    if queries.bear_can_ready(s, victim):
        # "When BUMPED you may READY a gem" is optional (not RED) [S0 Other Notes]: declining
        # can pay, e.g. to keep the once-a-turn READY for a second BUMP under Gem Hunger.
        confirm = ("confirm", victim, WIZARD_SOURCE + s._wizards[victim])
        triggers.append((victim, TRIGGER_BUMPED_READY, (confirm,)))
    if triggers:
        push_triggers(s, triggers)


# ------------------------------------------------------------------------- card steps


def _swap(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    before = s._pos
    s._pos = (before[1], before[0])
    after_shift(s, before)


def _ready(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    ready_one(s, task[1])


def _drain(s: DragonBridgeState, task: Task) -> None:
    s._tasks.pop()
    deplete_one(s, 1 - task[1])


AUTO["swap"] = _swap
AUTO["ready"] = _ready
AUTO["drain"] = _drain

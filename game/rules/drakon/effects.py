"""Drakon turn flow and chamber actions, as functions over a DrakonState.

The state keeps one pending step (`state.pending`): a chance draw or one seat's decision. Every
handler clears it and does its work; if nothing new is pending, `resume` runs the next queued
continuation (`state.todo`, a stack: the after-action ability step, draws owed, the Barbarian's
snatch, heroes caught by the Drakon figure...) and, once the queue is empty, ends the turn.
Variant logic lives in heroes.py (abilities), coins.py (plain / valued coins) and figure.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import compress
from typing import TYPE_CHECKING

from . import actions, coins, figure, heroes, knowledge
from .actions import pack_cell
from .board import can_move, destinations
from .ending import (
    ESCAPE_COINS,
    REASON_ESCAPE,
    REASON_EXHAUSTED,
    REASON_QUIET,
    REASON_TURN_LIMIT,
    TURN_CAP,
    finish_by_count,
    repeated,
)
from .lair import FITS, FITS_ANY, KIND_ARROWS
from .tiles import KINDS, NUM_KINDS, START_KIND

if TYPE_CHECKING:
    from .state import DrakonState

CHAIN_CAP = 6  # [P] R7: Mind Control chain links per turn
CHANCE_PENDINGS = frozenset(("deal", "first", "draw", "snatch", "hero", "coin"))
_PLACE_KIND = actions.make(actions.PLACE_KIND, 0)  # + kind
_PLACE_CELL = actions.make(actions.PLACE_CELL, 0)  # + packed cell
_PLACE_ROT = actions.make(actions.PLACE_ROT, 0)  # + rotation
_MOVE = actions.make(actions.MOVE, 0)  # + packed cell
Cell = tuple[int, int]
_PAYLOAD = (1 << actions.SHIFT) - 1
CHAMBER_OF = tuple(kind.chamber for kind in KINDS)  # kind index -> chamber type id
KIND_INDICES = range(NUM_KINDS)  # compress(KIND_INDICES, hand): the kinds a hand holds


# ------------------------------------------------------------------------------- turn flow


def start_turn(s: DrakonState) -> None:
    """Offer the active seat its place-or-move choice (or the Wizard's door move, which
    replaces a move), or skip it if it has none; a position come back too often ends it."""
    s.triggered = set()
    s.progress = False
    s.moved = False
    s.entered = None
    s.todo = []
    s.pending = ("turn", s.active)
    if can_act(s, s.active) or heroes.instead_options(s, s.active):
        s.skips = 0
        if repeated(s):
            finish_by_count(s, REASON_QUIET)
        return
    s.pending = None
    s.skips += 1
    if s.skips >= s.num_players:
        finish_by_count(s, REASON_EXHAUSTED)
        return
    end_turn(s)


def end_turn(s: DrakonState) -> None:
    """Count the turn, apply the turn cap and pass play clockwise."""
    if s.over:
        return
    s.turns += 1
    s.idle = 0 if s.progress else s.idle + 1
    if s.turns >= TURN_CAP:
        finish_by_count(s, REASON_TURN_LIMIT)
        return
    s.active = (s.active + 1) % s.num_players
    start_turn(s)


def resume(s: DrakonState) -> None:
    """Nothing is pending: run queued continuations until one asks something, else end the turn."""
    while s.pending is None and not s.over:
        if not s.todo:
            end_turn(s)
            return
        item = s.todo.pop()
        what, seat = item[0], item[1]
        if what == "turn":  # back to the normal action after an ability used before it
            if can_act(s, s.active):
                s.pending = ("turn", seat)
        elif what == "after":
            heroes.offer_after(s, seat)
        elif what == "draw":
            draw_one(s, seat)
        elif what == "snatch-from":  # the Barbarian takes a random tile from the pushed seat
            if sum(s.hands[item[2]]):
                s.pending = ("snatch", seat, item[2])
        elif what == "caught":
            figure.catch(s, seat)


def can_act(s: DrakonState, seat: int) -> bool:
    """True if `seat` (the active seat) may move its hero or lay a tile: `turn_actions` is not
    empty (asked at every turn start, so it stops at the first option found)."""
    hero = s.heroes[seat]
    if hero in s.board and can_move(s.board, hero):
        return True
    present = s.lair.present
    for kind in compress(KIND_INDICES, s.hands[seat]):
        if FITS_ANY[kind] & present:
            return True
    return False


def turn_actions(s: DrakonState) -> list[int]:
    """Move the hero, or start placing a hand tile that fits somewhere (sorted by code: the
    moves, by cell, come before the tiles, by kind)."""
    hero = s.heroes[s.active]
    board = s.board
    result = [_MOVE + pack_cell(c) for c in destinations(board, hero)] if hero in board else []
    present = s.lair.present
    held = compress(KIND_INDICES, s.hands[s.active])
    result.extend(_PLACE_KIND + kind for kind in held if FITS_ANY[kind] & present)
    return result


def turn_options(s: DrakonState, seat: int) -> list[int]:
    """The turn step's options: the normal actions and an ability to use first, or, with no
    normal action, what may replace it (heroes.instead_options)."""
    normal = turn_actions(s)
    if normal:
        return normal + heroes.before_options(s, seat)
    return heroes.instead_options(s, seat)


def draw_one(s: DrakonState, seat: int) -> None:
    """Draw one tile: a chance node over the shuffled pile, else the known bottom tiles."""
    if sum(s.pile):
        s.pending = ("draw", seat)
    elif s.bottom:
        knowledge.unbury(s, seat)


# ------------------------------------------------------------------------ chamber actions


def enter(s: DrakonState, hero: int, cell: tuple[int, int], depth: int) -> None:
    """Hero `hero` enters `cell`; its owner resolves the chamber's on-enter action."""
    s.heroes[hero] = cell
    if figure.meets(s, hero, cell):  # §7.3: caught by the figure before any chamber action
        return
    kind = CHAMBER_OF[s.board[cell][0]]
    if s.escape and kind in ("key", "vortex") and s.coins[hero] >= ESCAPE_COINS:
        s.finish((hero,), REASON_ESCAPE)
        return
    if (hero, cell) in s.triggered:  # R7: once per hero and chamber per turn
        return
    s.triggered.add((hero, cell))
    if kind == "start":
        coins.take(s, "start", hero)
    elif kind == "gold":
        coins.take(s, "hoard", hero)  # Q5: an empty hoard gives nothing
    elif kind in ("steal-left", "steal-right"):
        step = 1 if kind == "steal-left" else -1  # left = next seat clockwise [P]
        coins.lose_coin(s, (hero + step) % s.num_players, hero)
    elif kind in ("due", "well"):
        coins.lose_coin(s, hero, "start")
    elif kind == "blank":
        if figure.is_icon(s, cell):
            figure.offer_move(s, hero)
    elif kind == "shift":
        _offer_if(s, ("shift-target", hero), _shift_cells(s, hero, s.board))
    elif kind == "destroy":
        _offer_if(s, ("destroy", hero), _free(s, s.board))
    elif kind == "map":
        _offer(s, ("map", hero), map_victims(s, hero))
    elif kind == "rotate":
        _offer_if(s, ("rotate", hero), _turns(s, s.board))
    elif kind == "mind" and depth < CHAIN_CAP:
        _offer(s, ("mind", hero, depth), mind_targets(s, hero))


def _offer(s: DrakonState, pending: tuple, options: list[int]) -> None:
    """Ask for a decision only when there is something to choose (else: no effect)."""
    if options:
        s.pending = pending


def _offer_if(s: DrakonState, pending: tuple, options: Iterator[object]) -> None:
    """`_offer` for options that are costly to list: only whether there is one is checked
    here (legal_actions lists them if it is asked)."""
    if next(options, None) is not None:
        s.pending = pending


def _free(s: DrakonState, cells: Iterable[Cell]) -> Iterator[Cell]:
    """The chambers among `cells` with no hero (nor the Drakon figure) on them, Start excluded
    (R3)."""
    occupied = {*s.heroes, s.drakon}
    board = s.board
    return (c for c in cells if c not in occupied and board[c][0] != START_KIND)


def _shift_cells(s: DrakonState, seat: int, cells: Iterable[Cell]) -> Iterator[Cell]:
    """Magical Shift: the free chambers among `cells` where some hand tile fits in some
    rotation."""
    fitting = 0  # the facing masks some hand tile fits in some rotation (bit per mask)
    for kind in compress(KIND_INDICES, s.hands[seat]):
        fitting |= FITS_ANY[kind]
    facing = s.lair.facing
    return (cell for cell in _free(s, cells) if fitting >> facing(pack_cell(cell)) & 1)


def shift_targets(s: DrakonState, seat: int) -> list[int]:
    """Magical Shift: free chambers where some hand tile fits in some rotation."""
    found = _shift_cells(s, seat, s.lair.cells())
    return [actions.cell_action(actions.SHIFT_TARGET, cell) for cell in found]


def shift_places(s: DrakonState, seat: int, cell: tuple[int, int]) -> list[int]:
    """Magical Shift, second step: (kind, rotation) from hand fitting the chosen spot."""
    facing = s.lair.facing(pack_cell(cell))
    return [
        actions.shift_place(kind, rot)
        for kind, count in enumerate(s.hands[seat])
        if count
        for rot in FITS[kind][facing]
    ]


def destroy_targets(s: DrakonState) -> list[int]:
    """Destroy Chamber: any free chamber except Start."""
    return [actions.cell_action(actions.DESTROY, c) for c in _free(s, s.lair.cells())]


def map_victims(s: DrakonState, seat: int) -> list[int]:
    """Map Chamber: another seat holding at least one tile."""
    return [
        actions.make(actions.MAP_VICTIM, v)
        for v in range(s.num_players)
        if v != seat and sum(s.hands[v]) > 0
    ]


def _turns(s: DrakonState, cells: Iterable[Cell]) -> Iterator[tuple[Cell, int]]:
    """Rotate a Chamber: (cell, quarter turns) among `cells` where the turned tile fits."""
    board = s.board
    facing = s.lair.facing
    for cell in cells:
        kind, rot = board[cell]
        masks = KIND_ARROWS[kind]
        near = facing(pack_cell(cell))
        for turn in (1, 2, 3):
            if not masks[(rot + turn) % 4] & near:
                yield cell, turn


def rotations(s: DrakonState) -> list[int]:
    """Rotate a Chamber: any chamber (Start and occupied ones too), if the result fits."""
    return [actions.rotate(cell, turn) for cell, turn in _turns(s, s.lair.cells())]


def mind_targets(s: DrakonState, seat: int) -> list[int]:
    """Mind Control: another seat whose hero can make a legal move (R9)."""
    return [
        actions.make(actions.MIND_HERO, v)
        for v in range(s.num_players)
        if v != seat and s.heroes[v] in s.board and destinations(s.board, s.heroes[v])
    ]


def place_cells(s: DrakonState, kind: int) -> list[int]:
    """Placing, step 2: the cells where the chosen tile fits in some rotation."""
    fitting = FITS_ANY[kind]
    found = [code for code, forbidden in s.lair.open.items() if fitting >> forbidden & 1]
    found.sort()  # only the cells returned, as packed ints (cell order)
    return [_PLACE_CELL + code for code in found]


def place_rotations(s: DrakonState, kind: int, cell: tuple[int, int]) -> list[int]:
    """Placing, step 3: rotations of the chosen tile that fit the chosen cell (distinct masks)."""
    forbidden = s.lair.open.get(pack_cell(cell))
    return [] if forbidden is None else [_PLACE_ROT + rot for rot in FITS[kind][forbidden]]


def decision_actions(s: DrakonState) -> list[int]:
    """The legal actions of the pending decision."""
    pending = s.pending
    assert pending is not None
    what, seat = pending[0], pending[1]
    if what == "turn":
        return turn_options(s, seat)
    if what in heroes.PENDINGS:
        return heroes.pending_actions(s)
    if what == "drakon":
        return figure.pending_actions(s)
    if what == "place-cell":
        return place_cells(s, pending[2])
    if what == "place-rot":
        return place_rotations(s, pending[2], pending[3])
    if what == "shift-target":
        return shift_targets(s, seat)
    if what == "shift-place":
        return shift_places(s, seat, pending[2])
    if what == "destroy":
        return destroy_targets(s)
    if what == "map":
        return map_victims(s, seat)
    if what == "rotate":
        return rotations(s)
    if what == "mind":
        return mind_targets(s, seat)
    if what == "mind-dest":
        target = pending[2]
        return [
            actions.cell_action(actions.MIND_DEST, c)
            for c in destinations(s.board, s.heroes[target])
        ]
    raise AssertionError(what)


def apply_decision(s: DrakonState, action: int) -> None:
    """Carry out a legal decision and continue the turn."""
    pending = s.pending
    assert pending is not None
    seat = pending[1]
    op, payload = action >> actions.SHIFT, action & _PAYLOAD
    s.pending = None
    if pending[0] == "turn" and op in (actions.PLACE_KIND, actions.MOVE):
        s.todo.append(("after", seat))  # the after-action ability step, once this resolves
    if pending[0] in heroes.PENDINGS:
        heroes.apply(s, pending, action)
    elif pending[0] == "drakon":
        figure.apply(s, pending, action)
    elif op == actions.ABILITY:  # from the turn step: used before the normal action
        s.todo.append(("after" if s.hero_of[seat] == heroes.WIZARD else "turn", seat))
        heroes.start_ability(s, seat)
    elif op == actions.PLACE_KIND:
        s.pending = ("place-cell", seat, payload)
    elif op == actions.PLACE_CELL:
        s.pending = ("place-rot", seat, pending[2], actions.unpack_cell(payload))
    elif op == actions.PLACE_ROT:
        kind, cell = pending[2], pending[3]
        s.hands[seat][kind] -= 1
        s.own_lair().put(cell, kind, payload)  # R1: placing never triggers
        knowledge.laid(s, seat, kind)
        s.progress = True
        if figure.after_placing(s, seat, kind):
            s.todo.append(("draw", seat))  # draw once the figure is out
        else:
            draw_one(s, seat)
    elif op == actions.MOVE:
        s.moved = True
        s.entered = actions.unpack_cell(payload)
        enter(s, seat, s.entered, 0)
    elif op == actions.SHIFT_TARGET:
        s.pending = ("shift-place", seat, actions.unpack_cell(payload))
    elif op == actions.SHIFT_PLACE:
        cell = pending[2]
        kind, rot = divmod(payload, 4)
        taken = s.board[cell][0]
        s.hands[seat][kind] -= 1
        s.own_lair().put(cell, kind, rot)
        s.hands[seat][taken] += 1
        knowledge.laid(s, seat, kind)
        s.known[seat].append(taken)  # everyone saw which tile went into that hand
        s.progress = True
        figure.after_placing(s, seat, kind)
    elif op == actions.DESTROY:
        cell = actions.unpack_cell(payload)
        knowledge.bury(s, s.own_lair().remove(cell))  # face down, but everyone saw which
        s.progress = True
    elif op == actions.MAP_VICTIM:
        s.pending = ("snatch", seat, payload)
    elif op == actions.ROTATE:
        code, turn = divmod(payload, 4)
        cell = actions.unpack_cell(code)
        kind, rot = s.board[cell]
        s.own_lair().put(cell, kind, (rot + turn) % 4)
    elif op == actions.MIND_HERO:
        s.pending = ("mind-dest", seat, payload, pending[2])
    elif op == actions.MIND_DEST:
        enter(s, pending[2], actions.unpack_cell(payload), pending[3] + 1)
    resume(s)


def chance_actions(s: DrakonState) -> list[tuple[int, float]]:
    """Outcomes of the pending chance node: a tile kind (uniform over tiles) or a seat."""
    pending = s.pending
    assert pending is not None
    what = pending[0]
    if what == "first":
        return [
            (actions.make(actions.FIRST, seat), 1.0 / s.num_players)
            for seat in range(s.num_players)
        ]
    if what == "coin":
        return coins.coin_outcomes(s)
    if what == "hero":
        free = [h for h in range(len(heroes.HEROES)) if h not in s.hero_of]
        return [(actions.make(actions.HERO_DEAL, h), 1.0 / len(free)) for h in free]
    counts = s.hands[pending[2]] if what == "snatch" else s.pile
    op = actions.SNATCH if what == "snatch" else actions.DRAW
    total = sum(counts)
    base = actions.make(op, 0)
    return [(base + k, n / total) for k, n in enumerate(counts) if n]


def is_chance_outcome(s: DrakonState, action: int) -> bool:
    """True if `action` is one of `chance_actions(s)` (without building the list)."""
    pending = s.pending
    assert pending is not None
    what = pending[0]
    op, payload = actions.split(action)
    if what == "first":
        return op == actions.FIRST and 0 <= payload < s.num_players
    if what == "coin":
        return op == actions.COIN and any(v == payload for v, _ in coins.values_at(s, pending[1]))
    if what == "hero":
        return (
            op == actions.HERO_DEAL
            and 0 <= payload < len(heroes.HEROES)
            and payload not in s.hero_of
        )
    counts = s.hands[pending[2]] if what == "snatch" else s.pile
    wanted = actions.SNATCH if what == "snatch" else actions.DRAW
    return op == wanted and 0 <= payload < len(counts) and counts[payload] > 0


def apply_chance(s: DrakonState, action: int) -> None:
    """Carry out a chance outcome and continue."""
    pending = s.pending
    assert pending is not None
    what = pending[0]
    payload = actions.split(action)[1]
    s.pending = None
    if what == "first":
        s.active = payload
        start_turn(s)
        return
    if what == "hero":
        s.hero_of[s.hero_of.index(-1)] = payload
        s.pending = ("hero", -1) if -1 in s.hero_of else ("first", -1)
        return
    if what == "coin":
        coins.transfer(s, pending[1], pending[2], payload)
    elif what == "snatch":
        s.hands[pending[2]][payload] -= 1
        s.hands[pending[1]][payload] += 1
        knowledge.snatched(s, pending[1], pending[2], payload)  # the two seats saw which
    else:
        s.pile[payload] -= 1
        s.seen = ()  # the shuffled pile only shrinks: no earlier position can come back
        if what == "deal":
            s.hands[s.dealt % s.num_players][payload] += 1
            s.dealt += 1
            if s.dealt < 4 * s.num_players:
                s.pending = ("deal", -1)
            else:
                s.pending = ("hero", -1) if s.heroes_on else ("first", -1)
            return
        s.hands[pending[1]][payload] += 1
    resume(s)

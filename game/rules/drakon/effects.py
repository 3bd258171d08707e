"""Drakon turn flow, as functions over a DrakonState (the chambers' own actions: chambers.py).

The state keeps one pending step (`state.pending`): a chance draw or one seat's decision. Every
handler clears it and does its work; if nothing new is pending, `resume` runs the next queued
continuation (`state.todo`, a stack: the after-action ability step, draws owed, the Barbarian's
snatch, heroes caught by the Drakon figure...) and, once the queue is empty, ends the turn.
Variant logic lives in heroes.py (abilities), coins.py (plain / valued coins) and figure.py.
"""

from __future__ import annotations

from itertools import compress, repeat
from operator import truediv
from typing import TYPE_CHECKING

from . import actions, coins, figure, heroes, knowledge
from .board import VORTEX_KINDS, can_move, destinations
from .chambers import (
    KIND_INDICES,
    destroy_targets,
    enter,
    map_victims,
    mind_targets,
    rotations,
    shift_places,
    shift_targets,
)
from .ending import (
    NO_POSITIONS,
    PILE_ROW,
    REASON_EXHAUSTED,
    REASON_QUIET,
    REASON_TURN_LIMIT,
    TILE_WEIGHTS,
    TURN_CAP,
    finish_by_count,
    repeated,
)
from .lair import FITS, FITS_ANY
from .tiles import NUM_KINDS

if TYPE_CHECKING:
    from .state import DrakonState

NO_TILES = [0] * NUM_KINDS
"""A hand or pile with no tile (every hand and the pile are counts per kind, NUM_KINDS long):
a list comparison stops at the first difference, where `any` or `count` walk every kind."""
CHANCE_PENDINGS = frozenset(("deal", "first", "draw", "snatch", "hero", "coin"))
_PLACE_KIND = actions.make(actions.PLACE_KIND, 0)  # + kind
_PLACE_CELL = actions.make(actions.PLACE_CELL, 0)  # + packed cell
_PLACE_ROT = actions.make(actions.PLACE_ROT, 0)  # + rotation
_MOVE = actions.make(actions.MOVE, 0)  # + packed cell
_PAYLOAD = (1 << actions.SHIFT) - 1
_SHIFT, _SPAN, _OFF = actions.SHIFT, actions.SPAN, actions.OFF
_OP_MOVE, _OP_PLACE_KIND, _OP_PLACE_CELL, _OP_PLACE_ROT = (
    actions.MOVE, actions.PLACE_KIND, actions.PLACE_CELL, actions.PLACE_ROT
)  # fmt: skip
_DRAWS = tuple(actions.make(actions.DRAW, kind) for kind in KIND_INDICES)
_SNATCHES = tuple(actions.make(actions.SNATCH, kind) for kind in KIND_INDICES)
FITS_FLAGS = tuple(
    tuple(bool(FITS_ANY[kind] >> forbidden & 1) for forbidden in range(16)) for kind in KIND_INDICES
)
"""FITS_FLAGS[kind][forbidden]: FITS_ANY's bit as a bool, for compress (place_cells)."""
ROTATION_ACTIONS = tuple(
    tuple(tuple(_PLACE_ROT + rot for rot in rots) for rots in per_mask) for per_mask in FITS
)  # [kind][forbidden]: FITS as PLACE_ROT actions (place_rotations)


# ------------------------------------------------------------------------------- turn flow


def start_turn(s: DrakonState) -> None:
    """Offer the active seat its place-or-move choice (or the Wizard's door move, which
    replaces a move), or skip it if it has none; a position come back too often ends it.

    Seats with nothing to do are skipped in one loop here (each skip counts a turn without
    progress, as `end_turn` would). Without the Heroes variant (where an ability may stand in
    for the turn's action) such a seat is noted in `s.stuck` with the board's stamp, the
    tiles' code and its hero's cell: `can_act` answers from those alone, so while all three
    stay the same the seat is skipped without asking again (late in a game, the same seats
    sit stuck turn after turn)."""
    if s.triggered:
        s.triggered = ()
    s.progress = False
    s.moved = False
    s.entered = None
    if s.todo:
        s.todo = []
    seat = s.active
    noted = s.stuck[seat]
    if noted is None or noted != (s.lair.stamp, s.tiles_code, s.heroes[seat]):
        # The usual case first: the seat to play has something to do.
        if can_act(s, seat) or (s.heroes_on and heroes.instead_options(s, seat)):
            _offer_turn(s, seat)
            return
    _skip_seats(s, seat)


_TURN_STEPS = tuple(("turn", seat) for seat in range(6))
"""The turn step's pending, per seat (made once: start_turn offers one at every turn)."""


def _offer_turn(s: DrakonState, seat: int) -> None:
    """Offer `seat` its turn step; a position come back too often ends the game instead."""
    s.pending = _TURN_STEPS[seat]
    s.skips = 0
    if repeated(s):
        finish_by_count(s, REASON_QUIET)


def _skip_seats(s: DrakonState, seat: int) -> None:
    """`start_turn` once the active seat `seat` turned out to have nothing to do: skip it
    and the seats after it that have nothing to do either, noting each (see start_turn)."""
    players = s.num_players
    plain = not s.heroes_on
    stuck = s.stuck
    stamp = s.lair.stamp
    code = s.tiles_code
    heroes_at = s.heroes
    while True:  # `seat` has nothing to do
        if plain:
            note = (stamp, code, heroes_at[seat])
            if stuck[seat] != note:
                stuck = s.stuck = (*stuck[:seat], note, *stuck[seat + 1 :])
        s.skips += 1
        if s.skips >= players:
            finish_by_count(s, REASON_EXHAUSTED)
            return
        s.turns += 1  # end_turn's count for a turn without progress
        s.idle += 1
        if s.turns >= TURN_CAP:
            finish_by_count(s, REASON_TURN_LIMIT)
            return
        seat = s.active = (seat + 1) % players
        noted = stuck[seat]
        if noted is None or noted != (stamp, code, heroes_at[seat]):
            if can_act(s, seat) or (not plain and heroes.instead_options(s, seat)):
                _offer_turn(s, seat)
                return


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
    hand = s.hands[seat]
    if hand == NO_TILES:  # an empty hand (often, late): no walk over every kind
        return False
    present = s.lair.present
    for kind in compress(KIND_INDICES, hand):
        if FITS_ANY[kind] & present:
            return True
    return False


def turn_actions(s: DrakonState) -> list[int]:
    """Move the hero, or start placing a hand tile that fits somewhere (sorted by code: the
    moves, by cell, come before the tiles, by kind)."""
    hero = s.heroes[s.active]
    board = s.board
    if hero not in board:
        result = []
    else:  # a Vortex goes anywhere: the lair's cached sorted cells save a sort
        found = (
            [c for c in s.lair.cells() if c != hero]
            if board[hero][0] in VORTEX_KINDS
            else destinations(board, hero)
        )
        result = [_MOVE + (x + _OFF) * _SPAN + y + _OFF for x, y in found]
    hand = s.hands[s.active]
    if hand != NO_TILES:  # (an empty hand: no walk over every kind)
        present = s.lair.present
        held = compress(KIND_INDICES, hand)
        result.extend(_PLACE_KIND + kind for kind in held if FITS_ANY[kind] & present)
    return result


def turn_options(s: DrakonState, seat: int) -> list[int]:
    """The turn step's options: the normal actions and an ability to use first, or, with no
    normal action, what may replace it (heroes.instead_options)."""
    normal = turn_actions(s)
    if not s.heroes_on:
        return normal  # no ability to add (heroes.usable) nor to replace a move
    if normal:
        return normal + heroes.before_options(s, seat)
    return heroes.instead_options(s, seat)


def draw_one(s: DrakonState, seat: int) -> None:
    """Draw one tile: a chance node over the shuffled pile, else the known bottom tiles."""
    if s.pile != NO_TILES:  # some tile left (`any` would walk all 42 kinds when none is)
        s.pending = ("draw", seat)
    elif s.bottom:
        knowledge.unbury(s, seat)


def place_cells(s: DrakonState, kind: int) -> list[int]:
    """Placing, step 2: the cells where the chosen tile fits in some rotation."""
    opened = s.lair.open
    # The frontier cells whose forbidden mask the kind fits, sorted as packed ints (cell
    # order); a dict's keys and values come in the same order, so compress pairs them.
    found = sorted(compress(opened, map(FITS_FLAGS[kind].__getitem__, opened.values())))
    return [_PLACE_CELL + code for code in found]


def place_rotations(s: DrakonState, kind: int, cell: tuple[int, int]) -> list[int]:
    """Placing, step 3: rotations of the chosen tile that fit the chosen cell (distinct masks)."""
    forbidden = s.lair.open.get((cell[0] + _OFF) * _SPAN + cell[1] + _OFF)  # pack_cell
    return [] if forbidden is None else list(ROTATION_ACTIONS[kind][forbidden])


def decision_actions(s: DrakonState) -> list[int]:
    """The legal actions of the pending decision."""
    pending = s.pending
    assert pending is not None
    what, seat = pending[0], pending[1]
    if what == "turn":
        return turn_options(s, seat)
    if what == "place-cell":
        return place_cells(s, pending[2])
    if what == "place-rot":
        return place_rotations(s, pending[2], pending[3])
    if what in heroes.PENDINGS:
        return heroes.pending_actions(s)
    if what == "drakon":
        return figure.pending_actions(s)
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
    """Carry out a legal decision and continue the turn (the four common steps here, by op:
    none of them is ever offered by a Heroes or figure step; the rest in `_apply_other`)."""
    pending = s.pending
    assert pending is not None
    seat = pending[1]
    op = action >> _SHIFT
    payload = action & _PAYLOAD
    s.pending = None
    if op == _OP_MOVE:  # the turn step
        if s.heroes_on:
            s.todo.append(("after", seat))  # the after-action ability step, once this resolves
        cell = (payload // _SPAN - _OFF, payload % _SPAN - _OFF)  # actions.unpack_cell
        s.moved = True
        s.entered = cell
        enter(s, seat, cell, 0)
    elif op == _OP_PLACE_CELL:
        s.pending = (
            "place-rot",
            seat,
            pending[2],
            (payload // _SPAN - _OFF, payload % _SPAN - _OFF),
        )
        return  # something is pending: nothing to resume
    elif op == _OP_PLACE_ROT:
        kind, cell = pending[2], pending[3]
        s.hands[seat][kind] -= 1
        s.tiles_code -= TILE_WEIGHTS[seat][kind]
        s.own_lair().put(cell, kind, payload)  # R1: placing never triggers
        knowledge.laid(s, seat, kind)
        s.progress = True
        if s.drakon_on and figure.after_placing(s, seat, kind):
            s.todo.append(("draw", seat))  # draw once the figure is out
        else:
            draw_one(s, seat)
    elif op == _OP_PLACE_KIND:  # the turn step
        if s.heroes_on:
            s.todo.append(("after", seat))
        s.pending = ("place-cell", seat, payload)
        return
    else:
        _apply_other(s, pending, seat, op, payload, action)
    resume(s)


def _apply_other(
    s: DrakonState, pending: tuple, seat: int, op: int, payload: int, action: int
) -> None:
    """`apply_decision` for the rarer steps (chamber actions, Heroes, the figure)."""
    if pending[0] in heroes.PENDINGS:
        heroes.apply(s, pending, action)
    elif pending[0] == "drakon":
        figure.apply(s, pending, action)
    elif op == actions.ABILITY:  # from the turn step: used before the normal action
        s.todo.append(("after" if s.hero_of[seat] == heroes.WIZARD else "turn", seat))
        heroes.start_ability(s, seat)
    elif op == actions.SHIFT_TARGET:
        s.pending = ("shift-place", seat, actions.unpack_cell(payload))
    elif op == actions.SHIFT_PLACE:
        cell = pending[2]
        kind, rot = divmod(payload, 4)
        taken = s.board[cell][0]
        s.hands[seat][kind] -= 1
        s.own_lair().put(cell, kind, rot)
        s.hands[seat][taken] += 1
        weights = TILE_WEIGHTS[seat]
        s.tiles_code += weights[taken] - weights[kind]
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
    outcomes = _SNATCHES if what == "snatch" else _DRAWS
    # (action, count / total) for each kind held: compress and filter pair them in kind order
    total = sum(counts)
    probabilities = map(truediv, filter(None, counts), repeat(total))
    return list(zip(compress(outcomes, counts), probabilities, strict=True))


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
        s.tiles_code += TILE_WEIGHTS[pending[1]][payload] - TILE_WEIGHTS[pending[2]][payload]
        knowledge.snatched(s, pending[1], pending[2], payload)  # the two seats saw which
    else:
        s.pile[payload] -= 1
        s.tiles_code -= TILE_WEIGHTS[PILE_ROW][payload]
        s.seen = ()  # the shuffled pile only shrinks: no earlier position can come back
        s.seen_long = NO_POSITIONS
        if what == "deal":
            seat = s.dealt % s.num_players
            s.hands[seat][payload] += 1
            s.tiles_code += TILE_WEIGHTS[seat][payload]
            s.dealt += 1
            if s.dealt < 4 * s.num_players:
                s.pending = ("deal", -1)
            else:
                s.pending = ("hero", -1) if s.heroes_on else ("first", -1)
            return
        s.hands[pending[1]][payload] += 1
        s.tiles_code += TILE_WEIGHTS[pending[1]][payload]
    resume(s)

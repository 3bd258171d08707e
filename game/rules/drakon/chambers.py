"""Drakon chamber actions: what entering a chamber does, and the options of the decisions the
chambers offer (Magical Shift, Destroy, Map, Rotate, Mind Control). effects.py runs the turn
and calls `enter`; its `decision_actions` lists these options.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import compress
from typing import TYPE_CHECKING

from . import actions, coins, figure
from .board import destinations
from .ending import ESCAPE_COINS, REASON_ESCAPE
from .lair import FITS, FITS_ANY, KIND_ARROWS
from .tiles import KINDS, NUM_KINDS, START_KIND

if TYPE_CHECKING:
    from .state import DrakonState

Cell = tuple[int, int]
CHAIN_CAP = 6  # [P] R7: Mind Control chain links per turn
KIND_INDICES = range(NUM_KINDS)  # compress(KIND_INDICES, hand): the kinds a hand holds
_SPAN, _OFF = actions.SPAN, actions.OFF
_ROTATE = actions.make(actions.ROTATE, 0)  # + packed cell * 4 + quarter turns
_DESTROY = actions.make(actions.DESTROY, 0)  # + packed cell
_SHIFT_TARGET = actions.make(actions.SHIFT_TARGET, 0)  # + packed cell
CHAMBER_OF = tuple(kind.chamber for kind in KINDS)  # kind index -> chamber type id
_NO_EFFECT, _GOLD, _START, _STEAL_LEFT, _STEAL_RIGHT, _PAY, _ICON, _DECISION = range(8)
EFFECT_OF = tuple(
    _ICON
    if kind.icon
    else {
        "gold": _GOLD, "start": _START, "steal-left": _STEAL_LEFT, "steal-right": _STEAL_RIGHT,
        "due": _PAY, "well": _PAY, "shift": _DECISION, "destroy": _DECISION, "map": _DECISION,
        "rotate": _DECISION, "mind": _DECISION,
    }.get(kind.chamber, _NO_EFFECT)
    for kind in KINDS
)  # fmt: skip
"""Kind index -> what entering it does (the on-enter dispatch of `enter`, by int)."""


def enter(s: DrakonState, hero: int, cell: tuple[int, int], depth: int) -> None:
    """Hero `hero` enters `cell`; its owner resolves the chamber's on-enter action."""
    s.heroes[hero] = cell
    # §7.3: caught by the figure before any chamber action
    if s.drakon is not None and figure.meets(s, hero, cell):
        return
    kind = s.board[cell][0]
    if s.escape and CHAMBER_OF[kind] in ("key", "vortex") and s.coins[hero] >= ESCAPE_COINS:
        s.finish((hero,), REASON_ESCAPE)
        return
    triggered = s.triggered
    if (hero, cell) in triggered:  # R7: once per hero and chamber per turn
        return
    s.triggered = (*triggered, (hero, cell))
    effect = EFFECT_OF[kind]
    if effect == _NO_EFFECT:
        return
    if effect == _GOLD:
        coins.take(s, "hoard", hero)  # Q5: an empty hoard gives nothing
    elif effect == _START:
        coins.take(s, "start", hero)
    elif effect == _STEAL_LEFT:  # left = next seat clockwise [P]
        coins.lose_coin(s, (hero + 1) % s.num_players, hero)
    elif effect == _STEAL_RIGHT:
        coins.lose_coin(s, (hero - 1) % s.num_players, hero)
    elif effect == _PAY:
        coins.lose_coin(s, hero, "start")
    elif effect == _ICON:
        figure.offer_move(s, hero)
    else:
        _enter_chamber(s, hero, CHAMBER_OF[kind], depth)


def _enter_chamber(s: DrakonState, hero: int, kind: str, depth: int) -> None:
    """The rarer on-enter actions, which offer a decision (`enter`)."""
    if kind == "shift":
        _offer_if(s, ("shift-target", hero), _shift_cells(s, hero, s.board, s.lair.facing))
    elif kind == "destroy":
        _offer_if(s, ("destroy", hero), _free(s, s.board))
    elif kind == "map":
        _offer(s, ("map", hero), map_victims(s, hero))
    elif kind == "rotate":
        _offer_if(s, ("rotate", hero), _turns(s, s.board, s.lair.facing))
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


def _shift_cells(
    s: DrakonState, seat: int, cells: Iterable[Cell], facing: Callable[[Cell], int]
) -> Iterator[Cell]:
    """Magical Shift: the free chambers among `cells` where some hand tile fits in some
    rotation (`facing`: Lair.facing, or Lair.facings() read, to list them all)."""
    fitting = 0  # the facing masks some hand tile fits in some rotation (bit per mask)
    for kind in compress(KIND_INDICES, s.hands[seat]):
        fitting |= FITS_ANY[kind]
    if not fitting:  # an empty hand: no need to look at the board
        return iter(())
    return (cell for cell in _free(s, cells) if fitting >> facing(cell) & 1)


def shift_targets(s: DrakonState, seat: int) -> list[int]:
    """Magical Shift: free chambers where some hand tile fits in some rotation."""
    lair = s.lair
    found = _shift_cells(s, seat, lair.cells(), lair.facings().__getitem__)
    return [_SHIFT_TARGET + (x + _OFF) * _SPAN + y + _OFF for x, y in found]


def shift_places(s: DrakonState, seat: int, cell: tuple[int, int]) -> list[int]:
    """Magical Shift, second step: (kind, rotation) from hand fitting the chosen spot."""
    facing = s.lair.facing(cell)
    return [
        actions.shift_place(kind, rot)
        for kind, count in enumerate(s.hands[seat])
        if count
        for rot in FITS[kind][facing]
    ]


def destroy_targets(s: DrakonState) -> list[int]:
    """Destroy Chamber: any free chamber except Start."""
    return [_DESTROY + (x + _OFF) * _SPAN + y + _OFF for x, y in _free(s, s.lair.cells())]


def map_victims(s: DrakonState, seat: int) -> list[int]:
    """Map Chamber: another seat holding at least one tile."""
    return [
        actions.make(actions.MAP_VICTIM, v)
        for v in range(s.num_players)
        if v != seat and sum(s.hands[v]) > 0
    ]


def _turns(
    s: DrakonState, cells: Iterable[Cell], facing: Callable[[Cell], int]
) -> Iterator[tuple[Cell, int]]:
    """Rotate a Chamber: (cell, quarter turns) among `cells` where the turned tile fits
    (`facing` as in `_shift_cells`)."""
    board = s.board
    for cell in cells:
        kind, rot = board[cell]
        masks = KIND_ARROWS[kind]
        near = facing(cell)
        for turn in (1, 2, 3):
            if not masks[(rot + turn) % 4] & near:
                yield cell, turn


def rotations(s: DrakonState) -> list[int]:
    """Rotate a Chamber: any chamber (Start and occupied ones too), if the result fits."""
    lair = s.lair
    found = _turns(s, lair.cells(), lair.facings().__getitem__)
    return [_ROTATE + ((x + _OFF) * _SPAN + y + _OFF) * 4 + turn for (x, y), turn in found]


def mind_targets(s: DrakonState, seat: int) -> list[int]:
    """Mind Control: another seat whose hero can make a legal move (R9)."""
    return [
        actions.make(actions.MIND_HERO, v)
        for v in range(s.num_players)
        if v != seat and s.heroes[v] in s.board and destinations(s.board, s.heroes[v])
    ]

"""The round: programming, then five public steps (digest §5), every card and its failure.

The flow runs on its own until a seat must decide: a programming slot, or a parameter of the
card it performs now (which islet, which supports, which plank, what to remove, where to step
or land). `s.pending` names that decision as (kind, seat, ...):

    ("stone", seat, left)            a site for a stone (`left` stones still to place)
    ("build", seat, left)            two supports for a bridge (`left` builds to do)
    ("plank", seat, code, left)      the plank to lay between the chosen supports
    ("remove", seat)                 a bridge to take or a bare stone to return
    ("move", seat)                   Move 1's step
    ("step1", seat, strict)          Move 2's first step (strict: no out-and-back)
    ("step2", seat, origin, strict)  Move 2's second step
    ("jump", seat)                   a (jumped bridge, landing) pair

A card that cannot be done at all resolves at once: a fall (§6) or, for stones, nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions, board
from .cards import (
    BUILD_1,
    BUILD_2,
    DRAGON,
    JUMP,
    MOVE_1,
    MOVE_2,
    PROGRAM,
    REMOVE,
    STONE_1,
    STONE_2,
    destination,
    dragon_colour,
    is_dragon,
    plank_length,
)
from .events import FALL_REASONS, NO_STONE_REASONS, Event

if TYPE_CHECKING:
    from .state import DeltaState

FIRST_PHASE, PROGRAMMING, RESOLVING, OVER = range(4)
ROUND_LIMIT = 30
"""Q8: after this many rounds the game ends by distance."""


def emit(s: DeltaState, kind: str, **fields: object) -> None:
    """Record an event of this round (not in a search's scratch copy: state.search_clone)."""
    if s.quiet:
        return
    s.events.append(Event(kind, round=s.round, **fields))  # type: ignore[arg-type]


# ---------------------------------------------------------------------- rounds and steps


def start_round(s: DeltaState) -> None:
    """Programs cleared; the start player programs first, then clockwise."""
    s.phase = PROGRAMMING
    s.programs = [[] for _ in range(s.num_players)]
    s.programmer = 0
    s.step = -1
    s.revealed = 0
    emit(s, "start-player", seat=s.start)


def programming_seat(s: DeltaState) -> int:
    """The seat filling its program now."""
    return (s.start + s.programmer) % s.num_players


def program(s: DeltaState, card: int) -> None:
    """The programming seat puts `card` in its next slot."""
    seat = programming_seat(s)
    s.programs[seat].append(card)
    emit(s, "programmed", seat=seat, slot=len(s.programs[seat]) - 1)
    if len(s.programs[seat]) == PROGRAM:
        s.programmer += 1
        if s.programmer == s.num_players:
            s.phase = RESOLVING
            begin_step(s, 0)


def begin_step(s: DeltaState, step: int) -> None:
    """Reveal every step-th card; dragons block first; then the start player acts, clockwise."""
    s.step = step
    s.revealed = step + 1
    cards = tuple([program[step] for program in s.programs])
    emit(s, "reveal", step=step, cards=cards)
    if max(cards) < DRAGON:  # no dragon this step (the common case): nobody is blocked
        players = s.num_players
        s.blocked = ()
        s.order = tuple([(s.start + offset) % players for offset in range(players)])
        s.turn = 0
        run(s)
        return
    hit: dict[int, list[int]] = {}
    for seat, card in enumerate(cards):
        if is_dragon(card):
            hit.setdefault(dragon_colour(card), []).append(seat)
    blocked = []
    order = []
    for offset in range(s.num_players):
        seat = (s.start + offset) % s.num_players
        by = hit.get(s.colours[seat])
        if by:
            blocked.append(seat)
            emit(s, "blocked", seat=seat, step=step, by=tuple(by))
        else:
            order.append(seat)
    s.blocked = tuple(blocked)
    s.order = tuple(order)
    s.turn = 0
    run(s)


def run(s: DeltaState) -> None:
    """Perform cards until one needs a decision, the round ends or someone wins."""
    while s.phase == RESOLVING and s.pending is None:
        if s.turn >= len(s.order):
            if s.step + 1 < PROGRAM:
                begin_step(s, s.step + 1)
                return
            end_round(s)
            return
        seat = s.order[s.turn]
        start_card(s, seat, s.programs[seat][s.step])
        if s.pending is None:
            s.turn += 1


def card_done(s: DeltaState) -> None:
    """The acting seat's card is finished: on to the next seat."""
    s.pending = None
    if s.phase == RESOLVING:
        s.turn += 1
        run(s)


def end_round(s: DeltaState) -> None:
    """Next round with the start player passed left, or the round guard's ending."""
    if s.round >= ROUND_LIMIT:
        finish_by_distance(s)
        return
    s.round += 1
    s.start = (s.start + 1) % s.num_players
    start_round(s)


def finish_by_distance(s: DeltaState) -> None:
    """Q8: the pawn(s) with the fewest steps left win; everyone tied (or no path) is a draw."""
    left = [board.distance_home(s, seat) for seat in range(s.num_players)]
    reachable = [d for d in left if d >= 0]
    winners: tuple[int, ...] = ()
    if reachable:
        best = min(reachable)
        winners = tuple(seat for seat, d in enumerate(left) if d == best)
        if len(winners) == s.num_players:
            winners = ()
    finish(s, winners, "round-limit")
    emit(s, "round-limit", winners=winners)


def finish(s: DeltaState, winners: tuple[int, ...], reason: str) -> None:
    """The game is over."""
    s.phase = OVER
    s.winners = winners
    s.reason = reason
    s.pending = None


# ---------------------------------------------------------------------- the cards


def start_card(s: DeltaState, seat: int, card: int) -> None:
    """Perform a revealed card: set a pending decision, or resolve it at once."""
    if is_dragon(card):
        return
    if card in (STONE_1, STONE_2):
        stones(s, seat, 1 if card == STONE_1 else 2)
    elif card in (BUILD_1, BUILD_2):
        build(s, seat, 1 if card == BUILD_1 else 2)
    elif card == REMOVE:
        if board.takeable(s, seat) or board.bare_stones(s):
            s.pending = ("remove", seat)
        else:
            fall(s, seat, "no-removal")
    elif card == MOVE_1:
        if board.steps(s, seat, s.pos[seat]):
            s.pending = ("move", seat)
        else:
            fall(s, seat, "no-step")
    elif card == MOVE_2:
        firsts, strict = board.move_two_plan(s, seat)
        if firsts:
            s.pending = ("step1", seat, strict)
        else:
            fall(s, seat, "no-step")
    elif card == JUMP:
        if board.jumps(s, seat):
            s.pending = ("jump", seat)
        else:
            fall(s, seat, "no-jump")


def stones(s: DeltaState, seat: int, left: int) -> None:
    """Ask for a site, or note that no stone can be placed (no fall; NO_STONE_REASONS)."""
    if s.supply <= 0:
        emit(s, "no-stone", seat=seat, reason=_no_stone("no-supply"))
    elif not board.stone_sites(s):
        emit(s, "no-stone", seat=seat, reason=_no_stone("no-islet"))
    else:
        s.pending = ("stone", seat, left)
        return
    s.pending = None


def _no_stone(reason: str) -> str:
    assert reason in NO_STONE_REASONS, reason
    return reason


def build(s: DeltaState, seat: int, left: int) -> None:
    """Ask for supports, or fall: no plank in the reserve, or nowhere to lay one."""
    if not board.reserve(s, seat):
        fall(s, seat, "no-plank")
    elif not board.legal_pairs(s, first_only=True):
        fall(s, seat, "no-site")
    else:
        s.pending = ("build", seat, left)
        return
    s.pending = None


def fall(s: DeltaState, seat: int, reason: str) -> None:
    """The pawn falls into the river and is carried back to its own village."""
    assert reason in FALL_REASONS, reason
    emit(s, "fall", seat=seat, source=s.pos[seat], reason=reason)
    s.pos[seat] = s.colours[seat]
    s.falls[seat] += 1
    s.pending = None


def enter(s: DeltaState, seat: int, target: int, over: int = -1) -> bool:
    """Move the pawn (a step, or a jump over `over`); True if it reached its destination."""
    source = s.pos[seat]
    s.pos[seat] = target
    if over >= 0:
        emit(s, "jump", seat=seat, source=source, target=target, plank=over)
    else:
        emit(s, "move", seat=seat, source=source, target=target)
    if target == destination(s.colours[seat]):
        emit(s, "win", seat=seat)
        finish(s, (seat,), "destination")
        return True
    return False


# ---------------------------------------------------------------------- decisions


def decide(s: DeltaState, action: int) -> None:
    """Apply a legal decision of the pending card (or a programming choice)."""
    op, payload = actions.split(action)
    if op == actions.PROGRAM:
        program(s, payload)
        return
    pending = s.pending
    assert pending is not None
    kind, seat = pending[0], pending[1]
    if kind == "stone":
        s.stone[payload] = 1
        s.supply -= 1
        emit(s, "stone", seat=seat, site=payload)
        if pending[2] > 1:
            stones(s, seat, pending[2] - 1)
            if s.pending is not None:
                return
        card_done(s)
    elif kind == "build":
        s.pending = ("plank", seat, payload, pending[2])
    elif kind == "plank":
        lay(s, seat, payload, pending[2], pending[3])
    elif kind == "remove":
        remove(s, seat, op, payload)
    elif kind in ("move", "step2"):
        if not enter(s, seat, payload):
            card_done(s)
    elif kind == "step1":
        origin = s.pos[seat]
        if not enter(s, seat, payload):
            s.pending = ("step2", seat, origin, pending[2])
    elif kind == "jump":
        over, landing = divmod(payload, actions.POSITIONS)
        if not enter(s, seat, landing, over):
            card_done(s)


def lay(s: DeltaState, seat: int, plank: int, code: int, left: int) -> None:
    """Lay `plank` between the chosen supports: it holds if it is long enough, else it is lost."""
    layout = s.layout
    supports = layout.ends(code)
    s.holder[plank] = -1
    pair = layout.pair(*supports)
    assert pair is not None
    if plank_length(plank) >= pair.span:
        s.ends[plank] = supports
        s.built[seat] += 1
        emit(s, "bridge", seat=seat, plank=plank, supports=supports)
    else:
        s.lost[plank] = 1
        emit(s, "plank-lost", seat=seat, plank=plank, supports=supports)
    if left > 1:
        build(s, seat, left - 1)
        if s.pending is not None:
            return
    card_done(s)


def remove(s: DeltaState, seat: int, op: int, payload: int) -> None:
    """Remove: a bridge into the reserve, or a bare stone back to the supply."""
    if op == actions.TAKE:
        supports = s.ends[payload]
        s.ends[payload] = None
        s.holder[payload] = seat
        emit(s, "take", seat=seat, plank=payload, supports=supports)
    else:
        s.stone[payload] = 0
        s.supply += 1
        emit(s, "unstone", seat=seat, site=payload)
    card_done(s)


# ---------------------------------------------------------------------- legal decisions

_PROGRAM_OPTIONS: dict[tuple[tuple[int, ...], int], list[int]] = {}
"""(hand, bits of the cards chosen so far) -> the programming actions left: at most about a
thousand per hand (four cards of thirteen), and hands differ only by the dragons of the colours
in play. The lists are shared: never changed in place (legal_actions hands out copies)."""


def _program_options(hand: tuple[int, ...], chosen: int) -> list[int]:
    """The cards of `hand` not among the `chosen` bits, and no second dragon."""
    has_dragon = chosen >> DRAGON != 0  # cards from DRAGON on are the dragons
    return [
        actions.make(actions.PROGRAM, card)
        for card in hand
        if not chosen >> card & 1 and not (has_dragon and is_dragon(card))
    ]


def legal(s: DeltaState) -> list[int]:
    """The current decision's actions, in a fixed order."""
    if s.phase == PROGRAMMING:
        seat = programming_seat(s)
        hand = s.hands[seat]
        chosen = 0  # the cards in the program so far as bits: the options ignore their order
        for card in s.programs[seat]:
            chosen |= 1 << card
        key = (hand, chosen)
        found = _PROGRAM_OPTIONS.get(key)
        if found is None:
            found = _PROGRAM_OPTIONS[key] = _program_options(hand, chosen)
        return found
    pending = s.pending
    if s.phase != RESOLVING or pending is None:
        return []
    kind, seat = pending[0], pending[1]
    make = actions.make
    if kind == "stone":
        return [make(actions.STONE, site) for site in board.stone_sites(s)]
    if kind == "build":
        return [make(actions.BUILD, code) for code in board.legal_pairs(s)]
    if kind == "plank":
        return [make(actions.PLANK, p) for p in board.reserve(s, seat)]
    if kind == "remove":
        return [make(actions.TAKE, p) for p in board.takeable(s, seat)] + [
            make(actions.UNSTONE, site) for site in board.bare_stones(s)
        ]
    if kind == "move":
        return [make(actions.STEP, x) for x in board.steps(s, seat, s.pos[seat])]
    if kind == "step1":
        return [make(actions.STEP, x) for x in board.move_two_plan(s, seat)[0]]
    if kind == "step2":
        origin, strict = pending[2], pending[3]
        nexts = board.steps(s, seat, s.pos[seat])
        return [make(actions.STEP, x) for x in nexts if not (strict and x == origin)]
    return [actions.jump(over, landing) for over, landing in board.jumps(s, seat)]

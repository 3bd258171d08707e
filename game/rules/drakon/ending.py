"""How a Drakon game ends, as data: the reason keys, their arguments and a record per seat.

The engine stores only the key (`DrakonState.reason`); everything the arguments say follows
from the final position, so `outcome` rebuilds them there. Keys:
- "coins": a seat reached the target (5 coins, or 10 gold with valued coins; §7.1 R8) —
  args `seat`, `target`, `unit` ("coins" or "gold");
- "escape": a seat with 4 or more coins entered a Master Key or Vortex (§7.2) — args `seat`;
- "exhausted": nobody could place or move any more (§7.1) — no args;
- "quiet": a genuine loop [P]: the same position at the start of a turn for the REPEAT_LIMIT-th
  time (board, heroes, coins, hands, pile, spent abilities, the figure, whose turn) — args
  `repeats`;
- "turn-limit": the digital version's hard cap on turns [P] — args `turns`.
The last three are count endings: most gold wins, level seats share, all level is a draw.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress
from operator import mul
from typing import TYPE_CHECKING, Any

from game.core.protocol import Outcome

from .coins import REASON_COINS, gold
from .tiles import NUM_KINDS

if TYPE_CHECKING:
    from .state import DrakonState

REPEAT_LIMIT = 3  # [P] the same position this often at a turn's start is a loop: it ends
TURN_CAP = 400  # [P] a hard cap on turns for the digital version (ends as exhaustion)
ESCAPE_COINS = 4  # §7.2: coins needed before entering a Master Key / Vortex ([P] a coin COUNT)

REASON_ESCAPE = "escape"
REASON_EXHAUSTED = "exhausted"
REASON_QUIET = "quiet"
REASON_TURN_LIMIT = "turn-limit"
REASONS = (REASON_COINS, REASON_ESCAPE, REASON_EXHAUSTED, REASON_QUIET, REASON_TURN_LIMIT)
"""Every end reason key the engine gives."""
COUNT_ENDINGS = frozenset((REASON_EXHAUSTED, REASON_QUIET, REASON_TURN_LIMIT))
"""Endings scored by counting gold (winners share; all level is a draw)."""


@dataclass(frozen=True)
class SeatTally:
    """One seat at the end of a Drakon game (Outcome.details holds one per seat).

    `coins` is how many coins it holds; with valued coins `gold` is their worth and `values`
    each coin's value, highest first (plain coins: `gold` None, `values` ()); `hero` is its hero
    id (0-5) when the Heroes variant is on, else None; `escaped` is True for the seat that
    escaped from the lair.
    """

    coins: int
    gold: int | None = None
    values: tuple[int, ...] = ()
    hero: int | None = None
    escaped: bool = False


def reason_args(s: DrakonState) -> dict[str, Any]:
    """The arguments of the state's end reason (see the module doc)."""
    if s.reason == REASON_COINS:
        return {"seat": s.winners[0], "target": s.target, "unit": "gold" if s.valued else "coins"}
    if s.reason == REASON_ESCAPE:
        return {"seat": s.winners[0]}
    if s.reason == REASON_QUIET:
        return {"repeats": REPEAT_LIMIT}
    if s.reason == REASON_TURN_LIMIT:
        return {"turns": TURN_CAP}
    return {}


def tally(s: DrakonState, seat: int) -> SeatTally:
    """The record of `seat` in the final position."""
    escaped = s.reason == REASON_ESCAPE and seat in s.winners
    hero = s.hero_of[seat] if s.heroes_on and s.hero_of[seat] >= 0 else None
    if not s.valued:
        return SeatTally(s.coins[seat], hero=hero, escaped=escaped)
    values = tuple(sorted(s.vals[seat], reverse=True))
    return SeatTally(s.coins[seat], gold(s, seat), values, hero, escaped)


_MASK64 = (1 << 64) - 1


def _splitmix(index: int) -> int:
    """A fixed pseudo-random 64-bit number for `index` (SplitMix64's output function)."""
    value = (index + 1) * 0x9E3779B97F4A7C15 & _MASK64
    value = (value ^ value >> 30) * 0xBF58476D1CE4E5B9 & _MASK64
    value = (value ^ value >> 27) * 0x94D049BB133111EB & _MASK64
    return value ^ value >> 31


PILE_ROW = 6
TILE_WEIGHTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_splitmix(row * NUM_KINDS + kind) for kind in range(NUM_KINDS))
    for row in range(PILE_ROW + 1)
)
"""TILE_WEIGHTS[seat][kind]: what one tile of `kind` in `seat`'s hand adds to `tiles_code`
(row PILE_ROW: one in the shuffled pile)."""


def tiles_code(hands: list[list[int]], pile: list[int]) -> int:
    """The sum of the weights of every tile in a hand or the pile: the same tiles in the same
    places give the same code and, the weights being 64-bit random numbers, different ones a
    different code (`DrakonState.tiles_code` keeps it up to date tile by tile, so the
    repeated-position key hashes no hand nor the pile)."""
    rows = [*hands, pile]
    weights = [*TILE_WEIGHTS[: len(hands)], TILE_WEIGHTS[PILE_ROW]]
    return sum(
        sum(map(mul, compress(row_weights, row), filter(None, row)))  # count x weight, held kinds
        for row, row_weights in zip(rows, weights, strict=True)
    )


def position_key(s: DrakonState) -> int:
    """A hash of everything that decides how the game can go on from the start of a turn
    (not who knows what): the board (lair.py keeps the XOR of its tiles' hashes), heroes,
    coins (their values when valued: plain coins are all worth 1, so counts say it all),
    hands and pile (`tiles_code`), tiles under it, spent abilities, the figure, whose turn.
    Ints and tuples of ints hash the same in every process. (`tuple(list)` rather than
    unpacking into the outer tuple: building from a list is the quicker of the two.)"""
    lair = s.lair
    if s.valued:
        coins: tuple = (tuple(map(tuple, s.vals)), tuple(s.start_vals), tuple(s.hoard_vals))
    else:
        coins = (tuple(s.coins), s.start_coins, s.hoard)
    return hash(
        (
            lair.mixed,
            len(lair.board),
            tuple(s.heroes),
            coins,
            s.tiles_code,
            tuple(s.bottom),
            tuple(s.used),
            s.drakon,
            s.active,
        )
    )


RECENT = 16
"""How many of the latest turn-start keys `DrakonState.seen` holds as a plain tuple (quick to
count while short) before they move on to `seen_long`."""
NO_POSITIONS: tuple[int, tuple[Any, ...]] = (0, ())
"""`DrakonState.seen_long` with no key in it. `seen_long` holds the keys recorded before the
latest ones as (a filter, a chain): the chain is nested pairs (a tuple of RECENT keys, the
earlier chain), so adding keys shares the rest with every clone and costs the same however
long the game (and a pickle of it stays shallow); the filter is an int with bit (key & 1023)
set for each key in the chain, so a key not there (nearly always) is told by one bit and only
a possible repeat counts through the chain."""


def repeated(s: DrakonState) -> bool:
    """Record the position at the start of this turn; True when it has now come REPEAT_LIMIT
    times: the players go round in a loop the game cannot leave by itself [P]. Wandering that
    still reaches new positions, however long, is never cut (only by TURN_CAP)."""
    key = position_key(s)
    recent = s.seen
    times = recent.count(key) + 1
    older = s.seen_long
    if older is not NO_POSITIONS and older[0] >> (key & 1023) & 1:  # maybe met long ago
        link = older[1]
        while link:
            times += link[0].count(key)
            link = link[1]
    if times >= REPEAT_LIMIT:
        return True
    if len(recent) < RECENT:
        s.seen = recent + (key,)
    else:  # the tuple is full: its keys join the chain
        recorded, chain = older
        for earlier in recent:
            recorded |= 1 << (earlier & 1023)
        s.seen_long = (recorded, (recent, chain))
        s.seen = (key,)
    return False


def finish_by_count(s: DrakonState, reason: str) -> None:
    """End the game on a count ending: most gold wins, ties share the win, all equal is a draw."""
    golds = [gold(s, seat) for seat in range(s.num_players)]
    best = max(golds)
    winners = tuple(i for i, g in enumerate(golds) if g == best)
    s.finish(() if len(winners) == s.num_players else winners, reason)


def outcome(s: DrakonState) -> Outcome:
    """Winners, the reason key with its arguments, gold per seat and a tally per seat."""
    seats = range(s.num_players)
    return Outcome(
        winners=s.winners,
        reason=s.reason,
        scores=tuple(float(gold(s, seat)) for seat in seats),
        details=tuple(tally(s, seat) for seat in seats),
        reason_args=reason_args(s),
    )

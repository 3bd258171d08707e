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
from typing import TYPE_CHECKING, Any

from game.core.protocol import Outcome

from .coins import REASON_COINS, gold

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


def position_key(s: DrakonState) -> int:
    """A hash of everything that decides how the game can go on from the start of a turn
    (not who knows what). Ints and tuples of ints hash the same in every process."""
    return hash(
        (
            s.lair.key(),  # hashes as frozenset(s.board.items())
            tuple(s.heroes),
            tuple(map(tuple, s.vals)),
            tuple(s.start_vals),
            tuple(s.hoard_vals),
            tuple(map(tuple, s.hands)),
            tuple(s.pile),
            tuple(s.bottom),
            tuple(s.used),
            s.drakon,
            s.active,
        )
    )


def repeated(s: DrakonState) -> bool:
    """Record the position at the start of this turn; True when it has now come REPEAT_LIMIT
    times: the players go round in a loop the game cannot leave by itself [P]. Wandering that
    still reaches new positions, however long, is never cut (only by TURN_CAP)."""
    key = position_key(s)
    if s.seen.count(key) + 1 >= REPEAT_LIMIT:
        return True
    s.seen = (*s.seen, key)
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

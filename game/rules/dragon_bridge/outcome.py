"""How a Dragon Bridge match ended, as data: the reason keys and one record per seat.

Reasons (Outcome.reason, with Outcome.reason_args):
  "escape"      the wizard of `seat` began a MOVE on an Exit square and left the bridge;
  "pounce"      `seat` ended its Gem Phase on a Threatened square and the Dragon pounced;
  "turn-limit"  `turns` turns passed with nobody out: a draw.
Every reason also carries `turns`, `flights` and `roosts` (the match's story in numbers).
The client words all of it (game/views/dragon_bridge/outcome.py); nothing here is English.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.protocol import Outcome

from .queries import exit_tiles

if TYPE_CHECKING:
    from .state import DragonBridgeState

ESCAPE = "escape"
POUNCE = "pounce"
TURN_LIMIT = "turn-limit"
REASONS = (ESCAPE, POUNCE, TURN_LIMIT)


@dataclass(frozen=True)
class SeatDetails:
    """One seat at the end of a match, in the game's own terms.

    `square` is 0-based; `squares_to_exit` counts the squares between the wizard and the nearest
    Exit square (0 on an Exit square). `wizard` is -1 in the Basic game; `items` are item ids in
    the order they were gained. `parked` is -1 (none), 0 (a DEPLETED gem) or 1 (a READY gem).
    """

    square: int
    squares_to_exit: int
    ready: int
    depleted: int
    stashed: int
    parked: int
    items: tuple[int, ...]
    wizard: int
    escaped: bool
    pounced: bool


def seat_details(s: DragonBridgeState, seat: int) -> SeatDetails:
    """The record of `seat` in a finished (or any) state."""
    square = s._pos[seat]
    exits = exit_tiles(s)
    return SeatDetails(
        square=square,
        squares_to_exit=min(abs(square - tile) for tile in exits),
        ready=s._ready[seat],
        depleted=s._depleted[seat],
        stashed=s._stash[seat],
        parked=s._parked[seat],
        items=s._items[seat],
        wizard=s._wizards[seat],
        escaped=s._reason == ESCAPE and seat in s._winners,
        pounced=s._reason == POUNCE and seat not in s._winners,
    )


def build_outcome(s: DragonBridgeState) -> Outcome:
    """The Outcome of a finished state: winners, reason key, arguments and seat records."""
    args: dict[str, Any] = {"turns": s._turns, "flights": s._flights, "roosts": s._roosts}
    if s._reason in (ESCAPE, POUNCE):
        winner = s._winners[0]
        seat = winner if s._reason == ESCAPE else 1 - winner
        args.update(seat=seat, square=s._pos[seat])
    scores = tuple(1.0 if seat in s._winners else 0.0 for seat in (0, 1))
    return Outcome(
        winners=s._winners,
        reason=s._reason,
        scores=scores,
        details=(seat_details(s, 0), seat_details(s, 1)),
        reason_args=args,
    )

"""How a Dragon Delta game ends: the reason keys and a frozen record per seat.

Reasons: "destination" (reason_args: seat, the pawn that reached the village opposite its own,
§7) and "round-limit" (reason_args: rounds; Q8: after 30 rounds the pawn(s) with the fewest
steps left over the bridges on the board win; everyone tied, or nobody with a path, is a draw).
Scores: 1 for a winner, 0 otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.protocol import Outcome
from game.core.text import N_

from . import board
from .cards import destination

if TYPE_CHECKING:
    from .state import DeltaState

REASONS: dict[str, str] = {
    "destination": N_("{name} reached the far village"),
    "round-limit": N_("After {rounds} rounds, the pawn closest to its goal wins"),
}
"""Reason key -> its sentence for the results screen (msgid; the client fills the names)."""


@dataclass(frozen=True)
class SeatRecord:
    """One seat at the end: its colour (= home village), destination village, whether it got
    there, steps still needed over the bridges on the board (-1: no path), falls into the
    river and bridges it laid that held."""

    colour: int
    destination: int
    reached: bool
    steps_left: int
    falls: int
    bridges_built: int


def outcome(s: DeltaState) -> Outcome:
    """The finished game's Outcome."""
    from .resolve import ROUND_LIMIT

    details = tuple(
        SeatRecord(
            colour=s.colours[seat],
            destination=destination(s.colours[seat]),
            reached=s.pos[seat] == destination(s.colours[seat]),
            steps_left=board.distance_home(s, seat),
            falls=s.falls[seat],
            bridges_built=s.built[seat],
        )
        for seat in range(s.num_players)
    )
    if s.reason == "destination":
        args: dict[str, int] = {"seat": s.winners[0]}
    else:
        args = {"rounds": ROUND_LIMIT}
    return Outcome(
        winners=s.winners,
        reason=s.reason,
        scores=tuple(1.0 if seat in s.winners else 0.0 for seat in range(s.num_players)),
        details=details,
        reason_args=args,
    )

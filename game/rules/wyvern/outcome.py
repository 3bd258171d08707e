"""How a Wyvern match ends: the reason keys and a frozen record per seat.

Reasons: "match-points" (a seat reached the match's points after a game: most VP wins; equal
VP: the winner of the last game) and "game-limit" (12 games played: most VP wins; equal VP is
a draw). reason_args: vp (per seat), games (played), points (the match's target).
Game-end reasons (events, SeatRecord.games): "emptied", "both-emptied" (a drawn game),
"stalemate", "quiet" (the stalemate guard under its "any_time" option) and "turn-limit" (judged:
more occupied positions, then more gold, else drawn).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.protocol import Outcome
from game.core.text import N_

if TYPE_CHECKING:
    from .state import WyvernState

REASONS: dict[str, str] = {
    "match-points": N_("{points} victory points reached in game {games}"),
    "game-limit": N_("After {games} games, the most victory points win"),
}
"""Match reason key -> its sentence (msgid; the client fills the numbers)."""
GAME_REASONS: dict[str, str] = {
    "emptied": N_("All six battle positions of the loser are empty"),
    "both-emptied": N_("Both battlefields emptied at once: a drawn game"),
    "stalemate": N_("No card left the battlefield for eight turns with both Hordes empty"),
    "quiet": N_("No card left the battlefield for eight turns"),
    "turn-limit": N_("The game reached 120 turns"),
}
"""Game-end reason key -> its sentence (msgid)."""


@dataclass(frozen=True)
class SeatRecord:
    """One seat at the end of the match: its VP, games won, and per game the VP it gained."""

    vp: int
    games_won: int
    per_game: tuple[int, ...]


def outcome(s: WyvernState) -> Outcome:
    """The finished match's Outcome (scores: the VP)."""
    details = tuple(
        SeatRecord(
            vp=s.vp[seat],
            games_won=s.wins[seat],
            per_game=tuple(result[1 + seat] for result in s.results),
        )
        for seat in (0, 1)
    )
    return Outcome(
        winners=s.winners,
        reason=s.reason,
        scores=(float(s.vp[0]), float(s.vp[1])),
        details=details,
        reason_args={"vp": tuple(s.vp), "games": s.game, "points": s.match_points},
    )

"""The results in words for this game.

INTERIM (lead, redesign step): a plain report (reason and score per seat) until the game's
helper writes the game's own terms from its structured Outcome.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.protocol import Outcome
from game.i18n import _
from game.views.game_client import OutcomeReport, SeatResult
from game.views.outcome_words import number, winner_banner


def describe_outcome(outcome: Outcome, names: Sequence[str]) -> OutcomeReport:
    """The results screen's words and figures for a finished game."""
    scores = list(outcome.scores) or [0.0] * len(names)
    return OutcomeReport(
        banner=winner_banner(outcome, names),
        reason=_("The game is over."),
        seats=tuple(SeatResult(number(scores[i]), _("points")) for i in range(len(names))),
    )

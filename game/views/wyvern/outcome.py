"""The Wyvern match results in words: who won the match and why, and per seat its victory
points, games won and the VP of each game."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.protocol import Outcome
from game.i18n import _, ngettext
from game.rules.wyvern.outcome import REASONS, SeatRecord
from game.views import theme
from game.views.game_client import OutcomeReport, ResultRow, SeatResult
from game.views.outcome_words import winner_banner


def _reason(outcome: Outcome) -> str:
    template = REASONS.get(outcome.reason)
    if template is None:
        return ""
    args = outcome.reason_args
    return _(template).format(points=args.get("points", 100), games=args.get("games", 0))


def _seat(record: object) -> SeatResult:
    if not isinstance(record, SeatRecord):
        return SeatResult(figure="", unit="")
    rows = tuple(
        ResultRow(_("Game {n}").format(n=index + 1), str(vp), theme.GOLD if vp >= 25 else None)
        for index, vp in enumerate(record.per_game)
    )
    note = ngettext("{n} game won", "{n} games won", record.games_won).format(n=record.games_won)
    return SeatResult(figure=str(record.vp), unit=_("victory points"), rows=rows[-6:], note=note)


def describe_outcome(outcome: Outcome, names: Sequence[str]) -> OutcomeReport:
    """What the results screen shows."""
    return OutcomeReport(
        banner=winner_banner(outcome, names),
        reason=_reason(outcome),
        seats=tuple(_seat(record) for record in outcome.details),
    )

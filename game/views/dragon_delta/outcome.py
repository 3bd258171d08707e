"""The Dragon Delta results in words: who crossed (or who was closest after 30 rounds) and,
per seat, its colour and destination, steps still to go, falls and bridges that held."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.protocol import Outcome
from game.i18n import _, ngettext, pgettext
from game.rules.dragon_delta.outcome import REASONS, SeatRecord
from game.views import theme
from game.views.game_client import OutcomeReport, ResultRow, SeatResult
from game.views.outcome_words import winner_banner

from . import art, words


def _reason(outcome: Outcome, names: Sequence[str]) -> str:
    if outcome.reason == "destination":
        seat = int(outcome.reason_args.get("seat", outcome.winners[0] if outcome.winners else 0))
        return _(REASONS["destination"]).format(name=words.seat_name(names, seat))
    if outcome.reason == "round-limit":
        return _(REASONS["round-limit"]).format(rounds=outcome.reason_args.get("rounds", 30))
    return ""


def _readable(tint: tuple[int, int, int]) -> tuple[int, int, int]:
    """A colour's word stays readable on the dark results card (black is written in grey)."""
    return tint if sum(tint) > 250 else theme.TEXT_DIM


def _seat(record: object) -> SeatResult:
    if not isinstance(record, SeatRecord):
        return SeatResult(figure="", unit="")
    if record.reached:
        figure, unit = "✓", _("crossed")
    elif record.steps_left >= 0:
        figure = str(record.steps_left)
        unit = ngettext("step to go", "steps to go", record.steps_left)
    else:
        figure, unit = "–", _("no path yet")
    rows = (
        ResultRow(  # the seat's own colour is its chip: the row names where it was going
            # Translators: short: six seat cards share the results screen's width.
            pgettext("the village a pawn heads for", "Goal"),
            words.colour_name(record.destination),
            _readable(art.colour(record.destination)),
        ),
        ResultRow(_("Bridges held"), str(record.bridges_built), theme.JADE),
        ResultRow(
            pgettext("results: times a pawn fell in the river", "Falls"),
            str(record.falls),
            art.WATER_LIGHT,
        ),
    )
    return SeatResult(figure=figure, unit=unit, rows=rows)


def describe_outcome(outcome: Outcome, names: Sequence[str]) -> OutcomeReport:
    """What the results screen shows."""
    return OutcomeReport(
        banner=winner_banner(outcome, names),
        reason=_reason(outcome, names),
        seats=tuple(_seat(record) for record in outcome.details),
    )

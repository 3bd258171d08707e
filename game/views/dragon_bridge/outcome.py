"""The results of a Dragon Bridge match in words: who got away (or was eaten) and where each
wizard stood, in the Bridge's own terms.

The engine's Outcome carries a reason key ("escape", "pounce", "turn-limit") with its
arguments (the seat it happened to, the square, the turn, flight and roost counts) and one
SeatDetails record per seat (rules/dragon_bridge/outcome.py). Each seat's panel leads with how
many squares its wizard stood from the Exit, then its wizard (Full game), square, gems and items.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.protocol import Outcome
from game.i18n import _, ngettext
from game.rules.dragon_bridge.outcome import ESCAPE, POUNCE, TURN_LIMIT, SeatDetails
from game.views import theme
from game.views.game_client import OutcomeReport, ResultRow, SeatResult
from game.views.outcome_words import winner_banner

from .words import item_name, wizard_name

GEM_GREEN = (70, 220, 130)
"""A READY gem's green (art.GEM_GREEN), for the gem rows."""
ITEM_ACCENT = (140, 200, 250)
"""The item plaques' blue, so an item row reads as an item at a glance."""


def describe_outcome(outcome: Outcome, names: Sequence[str]) -> OutcomeReport:
    """The results screen's words and figures for a finished match."""
    return OutcomeReport(
        banner=winner_banner(outcome, names),
        reason=reason_text(outcome, names),
        seats=tuple(_seat(outcome, seat) for seat in range(len(names))),
        note=_story(outcome),
    )


def reason_text(outcome: Outcome, names: Sequence[str]) -> str:
    """Why the match ended, naming who it happened to."""
    args = outcome.reason_args
    if outcome.reason == ESCAPE:
        return _("{name} escaped over the Exit end!").format(name=names[args["seat"]])
    if outcome.reason == POUNCE:
        return _("The dragon pounced on {name} on a Threatened square.").format(
            name=names[args["seat"]]
        )
    if outcome.reason == TURN_LIMIT:
        return _("Turn limit: after {turns} turns neither {first} nor {second} got away.").format(
            turns=args.get("turns", 0), first=names[0], second=names[1]
        )
    return _("The game is over.")


def _story(outcome: Outcome) -> str:
    """The match in numbers under the panels (empty when the engine gave none)."""
    args = outcome.reason_args
    if "turns" not in args:
        return ""
    # Translators: counts of the whole match under the results panels.
    return _("Turns {turns} · Flights {flights} · Roosts {roosts}").format(
        turns=args["turns"], flights=args.get("flights", 0), roosts=args.get("roosts", 0)
    )


def _seat(outcome: Outcome, seat: int) -> SeatResult:
    """One seat's panel: squares from the Exit, then its wizard, square, gems and items."""
    if seat >= len(outcome.details) or not isinstance(outcome.details[seat], SeatDetails):
        return SeatResult("-", "")
    details: SeatDetails = outcome.details[seat]
    squares = details.squares_to_exit
    return SeatResult(
        figure=str(squares),
        unit=ngettext("square from the Exit", "squares from the Exit", squares),
        rows=seat_rows(details),
        note=_fate(details),
    )


def _fate(details: SeatDetails) -> str:
    if details.escaped:
        return _("Escaped!")
    if details.pounced:
        return _("Pounced!")
    return ""


def seat_rows(details: SeatDetails) -> tuple[ResultRow, ...]:
    """The detail rows of a seat's panel, in the Bridge's terms."""
    rows: list[ResultRow] = []
    if details.wizard >= 0:
        rows.append(ResultRow(_("Wizard"), wizard_name(details.wizard), theme.GOLD))
    rows.append(ResultRow(_("Square"), str(details.square + 1), theme.TEXT_DIM))
    rows.append(
        ResultRow(
            _("Gems"),
            _("{ready} READY, {depleted} depleted").format(
                ready=details.ready, depleted=details.depleted
            ),
            GEM_GREEN,
        )
    )
    if details.stashed:
        rows.append(ResultRow(_("Stashed gems"), str(details.stashed), GEM_GREEN))
    if details.parked >= 0:
        parked = _("READY") if details.parked else _("DEPLETED")
        rows.append(ResultRow(_("Parked gem"), parked, GEM_GREEN))
    if not details.items:
        rows.append(ResultRow(_("Items"), _("none"), ITEM_ACCENT))
    rows += [ResultRow(item_name(item), "", ITEM_ACCENT) for item in details.items]
    return tuple(rows)

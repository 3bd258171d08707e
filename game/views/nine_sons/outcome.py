"""The Nine Sons results in words: who won and why, each seat's tamed sons and points, and the
tie-break (more sons tamed wins a points tie; level on both is a draw).

The engine's Outcome carries a reason key with its arguments and one `SeatTally` per seat
(game/rules/nine_sons/outcome.py); everything here is translated as it is built.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.protocol import Outcome
from game.i18n import _, ngettext
from game.rules.nine_sons.cards import CARDS, GREEN, YELLOW
from game.rules.nine_sons.outcome import SeatTally
from game.views import theme
from game.views.game_client import OutcomeReport, ResultRow, SeatResult
from game.views.outcome_words import number, winner_banner

Colour = tuple[int, int, int]


def group_colour(group: str) -> Colour:
    """The accent of a son's colour group: jade for green, amber for yellow, crimson for red."""
    if group == GREEN:
        return theme.JADE
    if group == YELLOW:
        return theme.AMBER
    return theme.CRIMSON


def tallies(outcome: Outcome, seats: int) -> list[SeatTally]:
    """One SeatTally per seat (a seat without one: no sons, its score as points)."""
    found = []
    for seat in range(seats):
        detail = outcome.details[seat] if seat < len(outcome.details) else None
        if isinstance(detail, SeatTally):
            found.append(detail)
        else:
            score = outcome.scores[seat] if seat < len(outcome.scores) else 0.0
            found.append(SeatTally((), int(score)))
    return found


def _losers(outcome: Outcome, seats: int) -> list[int]:
    return [seat for seat in range(seats) if seat not in outcome.winners]


def reason_words(outcome: Outcome, names: Sequence[str]) -> str:
    """Why the game ended, in a sentence that names the seat it is about."""
    args = outcome.reason_args
    reason = outcome.reason
    if reason == "target-score":
        seat = int(args.get("seat", outcome.winners[0] if outcome.winners else 0))
        target = int(args.get("target", 7))
        points = int(outcome.scores[seat]) if seat < len(outcome.scores) else target
        if points == target:
            return ngettext(
                "{name} reached the target of {target} point.",
                "{name} reached the target of {target} points.",
                target,
            ).format(name=names[seat], target=target)
        # A tame can overshoot the target (Pulao's 3 points from 6 make 9): say both numbers.
        return ngettext(
            "{name} reached {points} point (the target was {target}).",
            "{name} reached {points} points (the target was {target}).",
            points,
        ).format(name=names[seat], points=points, target=target)
    if reason == "four-cards-left":
        return _("The deck ran out and only four dragon sons were left on the table.")
    if reason == "no-legal-move":
        losers = _losers(outcome, len(names))
        seat = int(args.get("loser", losers[0] if losers else 0))
        return _("{name} could neither place a die nor move a stack, and loses.").format(
            name=names[seat]
        )
    if reason == "repetition":
        return _("The same position came up for the third time: the game was scored as it stood.")
    if reason == "turn-limit":
        turns = int(args.get("turns", 300))
        return ngettext(
            "After {turns} turn the game was scored as it stood.",
            "After {turns} turns the game was scored as it stood.",
            turns,
        ).format(turns=turns)
    return _("The game is over.")


def tie_note(outcome: Outcome, names: Sequence[str], seats: Sequence[SeatTally]) -> str:
    """The tie-break line when the top points are level; "" otherwise (or when no score
    counted: a seat that cannot move loses whatever the points)."""
    if len(seats) < 2 or outcome.reason == "no-legal-move":
        return ""
    best = max(seat.points for seat in seats)
    level = [index for index, seat in enumerate(seats) if seat.points == best]
    if len(level) < 2:
        return ""
    if outcome.is_draw:
        return ngettext(
            "Level on {points} point and on sons tamed: honours are shared.",
            "Level on {points} points and on sons tamed: honours are shared.",
            abs(best),
        ).format(points=best)
    winner = outcome.winners[0]
    theirs = max((seats[index].cards for index in level if index != winner), default=0)
    return ngettext(
        "Level on {points} point: {name} tamed more sons ({mine} to {theirs}).",
        "Level on {points} points: {name} tamed more sons ({mine} to {theirs}).",
        abs(best),
    ).format(points=best, name=names[winner], mine=seats[winner].cards, theirs=theirs)


def seat_result(tally: SeatTally) -> SeatResult:
    """A seat's panel: its points, one row per tamed son (name, points, group colour), the count."""
    rows = tuple(
        ResultRow(_(CARDS[card].name), f"{CARDS[card].points:+d}", group_colour(CARDS[card].group))
        for card in tally.tamed
    )
    return SeatResult(
        figure=number(tally.points),
        unit=ngettext("point", "points", abs(tally.points)),
        rows=rows,
        empty=_("no sons tamed"),
        note=ngettext("{n} son", "{n} sons", tally.cards).format(n=tally.cards),
    )


def describe_outcome(outcome: Outcome, names: Sequence[str]) -> OutcomeReport:
    """The results screen's words and figures for a finished Nine Sons game."""
    seats = tallies(outcome, len(names))
    return OutcomeReport(
        banner=winner_banner(outcome, names),
        reason=reason_words(outcome, names),
        seats=tuple(seat_result(tally) for tally in seats),
        note=tie_note(outcome, names, seats),
    )

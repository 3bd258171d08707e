"""The Nine Sons results in words: who won and why, each seat's tamed sons and points.

INTERIM (lead, redesign step): ported from the generic results screen as it was; the Nine Sons
helper turns the engine's per-seat details into structured records and finishes this module.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.core.protocol import Outcome
from game.i18n import _, ngettext
from game.rules.nine_sons.cards import CARDS, GREEN, YELLOW
from game.views import theme
from game.views.game_client import OutcomeReport, ResultRow, SeatResult
from game.views.outcome_words import number, winner_banner

_DETAIL = re.compile(r"^(?P<name>.*?)\s+(?P<points>[+-]\d+(?:\.\d+)?)$")
_GROUP_COLOUR = {GREEN: theme.JADE, YELLOW: theme.AMBER}
_COLOUR_BY_NAME = {card.name: _GROUP_COLOUR.get(card.group, theme.CRIMSON) for card in CARDS}


def _reason(outcome: Outcome, names: Sequence[str]) -> str:
    scores = list(outcome.scores) or [0.0] * len(names)
    losers = [i for i in range(len(names)) if i not in outcome.winners]
    if outcome.reason == "target score":
        top = max(range(len(scores)), key=lambda i: scores[i])
        return _("{name} reached {points} points, the target.").format(
            name=names[top], points=number(scores[top])
        )
    if outcome.reason == "board down to 4 cards":
        return _("Only four dragon sons were left on the board.")
    if outcome.reason == "no legal move":
        stuck = names[losers[0]] if losers else _("A player")
        return _("{name} could neither place nor move, and loses.").format(name=stuck)
    if outcome.reason == "repetition":
        return _("The same position came up for the third time.")
    if outcome.reason == "ply limit":
        return _("The move limit was reached.")
    return _("The game is over.")


def _tie_note(outcome: Outcome, names: Sequence[str], counts: Sequence[int]) -> str:
    scores = list(outcome.scores)
    if len(scores) < 2 or outcome.reason == "no legal move":
        return ""
    best = max(scores)
    level = [i for i, s in enumerate(scores) if s == best]
    if len(level) < 2:
        return ""
    if outcome.is_draw:
        return _("Level on {points} points and on cards tamed: honours are shared.").format(
            points=number(best)
        )
    winner = outcome.winners[0]
    others = [counts[i] for i in level if i != winner]
    return _("Level on {points} points: {name} tamed more cards ({mine} to {theirs}).").format(
        points=number(best),
        name=names[winner],
        mine=counts[winner],
        theirs=max(others) if others else 0,
    )


def _seat(lines: Sequence[str], score: float) -> SeatResult:
    rows = []
    for line in lines:
        match = _DETAIL.match(line)
        name, points = (match.group("name"), match.group("points")) if match else (line, "")
        rows.append(ResultRow(name, points, _COLOUR_BY_NAME.get(name, theme.GOLD)))
    count = len(lines)
    return SeatResult(
        figure=number(score),
        unit=_("points"),
        rows=tuple(rows),
        empty=_("no cards tamed"),
        note=ngettext("{count} card", "{count} cards", count).format(count=count),
    )


def describe_outcome(outcome: Outcome, names: Sequence[str]) -> OutcomeReport:
    """The results screen's words and figures for a finished Nine Sons game."""
    details = [
        tuple(outcome.details[i]) if i < len(outcome.details) else () for i in range(len(names))
    ]
    scores = list(outcome.scores) or [0.0] * len(names)
    return OutcomeReport(
        banner=winner_banner(outcome, names),
        reason=_reason(outcome, names),
        seats=tuple(_seat(details[i], scores[i]) for i in range(len(names))),
        note=_tie_note(outcome, names, [len(d) for d in details]),
    )

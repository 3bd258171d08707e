"""The Nine Sons results in words: every end reason of the engine, the seat panels (tamed sons
with their points and group colours), the tie-break line, and all of it through gettext.

(Replaces the Nine Sons words test that tests/client/test_results_rules.py held when the results
screen still spoke Nine Sons.)
"""

from __future__ import annotations

import gettext
import re

import pytest

from game import i18n
from game.core.protocol import Outcome
from game.rules.nine_sons import CARDS, NineSonsState
from game.rules.nine_sons.outcome import SeatTally
from game.rules.nine_sons.phases import REASONS
from game.views import theme
from game.views.game_client import ResultRow
from game.views.nine_sons.outcome import describe_outcome

CARD = {card.key: card.id for card in CARDS}
QIUNIU, BIAN, FUXI = CARD["qiuniu"], CARD["bian"], CARD["fuxi"]
SUANNI, BAXIA, CHAOFENG = CARD["suanni"], CARD["baxia"], CARD["chaofeng"]
PULAO, YAZI, CHIWEN = CARD["pulao"], CARD["yazi"], CARD["chiwen"]
NAMES = ["Ivory", "Obsidian"]

WIN = Outcome(
    (0,),
    "target-score",
    (7.0, 2.0),
    (SeatTally((PULAO, CHIWEN, QIUNIU), 7), SeatTally((SUANNI,), 2)),
    {"seat": 0, "target": 7},
)
STUCK = Outcome(
    (1,),
    "no-legal-move",
    (3.0, 1.0),
    (SeatTally((PULAO,), 3), SeatTally((FUXI,), 1)),
    {"loser": 0},
)
TIE_BREAK = Outcome(
    (1,),
    "four-cards-left",
    (3.0, 3.0),
    (SeatTally((PULAO,), 3), SeatTally((BAXIA, FUXI), 3)),
)
DRAW = Outcome((), "repetition", (2.0, 2.0), (SeatTally((SUANNI,), 2), SeatTally((BAXIA,), 2)))
LIMIT = Outcome(
    (0,), "turn-limit", (1.0, 0.0), (SeatTally((QIUNIU,), 1), SeatTally((), 0)), {"turns": 300}
)

EXPECTED_REASON = {
    "target-score": "Ivory reached the target of 7 points.",
    "four-cards-left": "The deck ran out and only four dragon sons were left on the table.",
    "no-legal-move": "Ivory could neither place a die nor move a stack, and loses.",
    "repetition": "The same position came up for the third time: the game was scored as it stood.",
    "turn-limit": "After 300 turns the game was scored as it stood.",
}


@pytest.mark.parametrize("outcome", [WIN, TIE_BREAK, STUCK, DRAW, LIMIT], ids=lambda o: o.reason)
def test_every_reason_in_words(outcome):
    assert describe_outcome(outcome, NAMES).reason == EXPECTED_REASON[outcome.reason]


def test_the_target_reason_says_the_score_reached_and_the_target_truthfully():
    """Issue 12: "reached 9 points, the target" was shown when the target was 7. A tame can
    overshoot (Pulao from 6 makes 9): say both numbers, with plurals by each number."""
    over = Outcome((0,), "target-score", (9.0, 2.0), (SeatTally((PULAO,), 9), SeatTally((), 2)),
                   {"seat": 0, "target": 7})  # fmt: skip
    assert describe_outcome(over, NAMES).reason == "Ivory reached 9 points (the target was 7)."
    low = Outcome((1,), "target-score", (0.0, 6.0), (SeatTally((), 0), SeatTally((PULAO,), 6)),
                  {"seat": 1, "target": 5})  # fmt: skip
    assert describe_outcome(low, NAMES).reason == "Obsidian reached 6 points (the target was 5)."
    assert describe_outcome(WIN, NAMES).reason == "Ivory reached the target of 7 points."


def test_no_number_of_points_is_worded_as_a_plural_of_one():
    """No "1 points" anywhere: every count of points, sons and cards goes through ngettext."""
    one = Outcome((1,), "four-cards-left", (1.0, 1.0),
                  (SeatTally((BIAN,), 1), SeatTally((FUXI,), 1)))  # fmt: skip
    report = describe_outcome(one, NAMES)
    words = [report.reason, report.note, report.banner]
    words += [text for seat in report.seats for text in (seat.figure + " " + seat.unit, seat.note)]
    assert report.seats[0].unit == "point" and report.seats[0].note == "1 son"
    assert not any("1 points" in text or "1 sons" in text for text in words), words


def test_every_engine_reason_has_words():
    assert set(EXPECTED_REASON) == set(REASONS)
    odd = Outcome((), "a-reason-from-the-future", (0.0, 0.0))
    assert describe_outcome(odd, NAMES).reason == "The game is over."


def test_a_win_by_target_score():
    report = describe_outcome(WIN, NAMES)
    assert report.banner == "Ivory wins!"
    assert report.note == ""
    ivory, obsidian = report.seats
    assert (ivory.figure, ivory.unit, ivory.note) == ("7", "points", "3 sons")
    assert ivory.rows == (
        ResultRow("Pulao", "+3", theme.CRIMSON),
        ResultRow("Chiwen", "+3", theme.CRIMSON),
        ResultRow("Qiuniu", "+1", theme.JADE),
    )
    assert obsidian.rows == (ResultRow("Suanni", "+2", theme.AMBER),)
    assert (obsidian.figure, obsidian.note) == ("2", "1 son")


def test_the_tie_break_line_names_who_tamed_more():
    report = describe_outcome(TIE_BREAK, NAMES)
    assert report.banner == "Obsidian wins!"
    assert report.note == "Level on 3 points: Obsidian tamed more sons (2 to 1)."
    assert [seat.figure for seat in report.seats] == ["3", "3"]
    assert [seat.note for seat in report.seats] == ["1 son", "2 sons"]


def test_a_draw_is_level_on_points_and_sons():
    report = describe_outcome(DRAW, NAMES)
    assert report.banner == "A draw!"
    assert report.note == "Level on 2 points and on sons tamed: honours are shared."


def test_no_legal_move_loses_whatever_the_points():
    report = describe_outcome(STUCK, NAMES)
    assert report.banner == "Obsidian wins!"
    assert report.note == ""  # the points did not decide this one
    assert [seat.figure for seat in report.seats] == ["3", "1"]


def test_an_empty_seat_and_yazi_points():
    report = describe_outcome(LIMIT, NAMES)
    assert report.seats[1].rows == ()
    assert report.seats[1].empty == "no sons tamed"
    assert (report.seats[1].note, report.seats[1].unit) == ("0 sons", "points")
    yazi = Outcome((1,), "turn-limit", (-1.0, 0.0), (SeatTally((YAZI,), -1), SeatTally((), 0)))
    seat = describe_outcome(yazi, NAMES).seats[0]
    assert (seat.figure, seat.rows) == ("-1", (ResultRow("Yazi", "-1", theme.CRIMSON),))
    one = Outcome((0,), "turn-limit", (1.0, 0.0), (SeatTally((BIAN,), 1), SeatTally((), 0)))
    assert describe_outcome(one, NAMES).seats[0].unit == "point"


def _ended(reason: str) -> Outcome:
    """A real finished game of the engine for each reason."""
    standard = (QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
    if reason == "target-score":
        state = NineSonsState.from_position(
            slots=standard, stacks={"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]}, scores=(6, 0)
        )
        state.apply_action(state.parse_action("a2-a1"))
    elif reason == "four-cards-left":
        state = NineSonsState.from_position(
            slots=(QIUNIU, BIAN, FUXI, SUANNI, None, CHAOFENG),
            stacks={"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]},
            deck=(),
            tamed=((BAXIA, PULAO, YAZI), (CHIWEN,)),
        )
        state.apply_action(state.parse_action("a2-a1"))
    elif reason == "no-legal-move":
        state = NineSonsState.from_position(
            slots=standard, stacks={"a1": [(0, 1), (1, 1)]}, hands=((), (2, 3, 4, 5, 6))
        )
    elif reason == "repetition":
        state = NineSonsState.from_position(
            slots=standard, stacks={"a1": [(0, 1)], "d3": [(1, 1)]}, tamed=((PULAO,), ())
        )
        for text in ("a1-b1", "d3-c3", "b1-a1", "c3-d3") * 2:
            state.apply_action(state.parse_action(text))
    else:
        state = NineSonsState.from_position(slots=standard, stacks={}, turns=300)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == reason
    return outcome


@pytest.mark.parametrize("reason", REASONS)
def test_the_engine_outcomes_are_described(reason):
    outcome = _ended(reason)
    report = describe_outcome(outcome, NAMES)
    assert report.reason == EXPECTED_REASON[reason]
    assert len(report.seats) == 2
    for tally, seat in zip(outcome.details, report.seats, strict=True):
        assert seat.figure == str(tally.points)
        assert [row.label for row in seat.rows] == [CARDS[card].name for card in tally.tamed]


class Upper(gettext.NullTranslations):
    """A stand-in catalogue: every message in capitals outside its {placeholders}."""

    @staticmethod
    def shout(message: str) -> str:
        return re.sub(r"(^|})([^{]*)", lambda m: m.group(1) + m.group(2).upper(), message)

    def gettext(self, message):
        return self.shout(message)

    def ngettext(self, singular, plural, n):
        return self.shout(singular if n == 1 else plural)


def test_every_word_goes_through_gettext(monkeypatch):
    monkeypatch.setattr(i18n, "_translations", Upper())
    try:
        report = describe_outcome(TIE_BREAK, NAMES)
    finally:
        i18n.set_language("en")
    assert report.reason == EXPECTED_REASON["four-cards-left"].upper()
    assert report.note == "LEVEL ON 3 POINTS: Obsidian TAMED MORE SONS (2 TO 1)."
    assert [row.label for row in report.seats[1].rows] == ["BAXIA", "FUXI"]
    assert (report.seats[1].unit, report.seats[1].note) == ("POINTS", "2 SONS")

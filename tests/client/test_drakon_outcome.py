"""Drakon's results in words: every end reason of the engine, with seat names, at 2-6 seats."""

from __future__ import annotations

import pytest

from game.core.protocol import Outcome
from game.rules.drakon import SeatTally
from game.rules.drakon.ending import REASONS
from game.views.drakon.outcome import describe_outcome
from game.views.game_client import ResultRow
from game.views.registry import CLIENTS
from tests.rules.drakon_positions import play, position

NAMES = ["Ana", "Bo", "Cy", "Dee", "Eve", "Fay"]
GOLD_N = {(0, 1): ("gold-1", 0)}  # north of Start, arrow pointing further north


def test_registered_for_drakon():
    assert CLIENTS["drakon"].describe_outcome is describe_outcome


def test_a_seat_reaching_five_coins():
    state = position(board=GOLD_N, coins=[4, 2])
    play(state, "move @0,1")
    report = describe_outcome(state.outcome(), NAMES[:2])
    assert report.banner == "Ana wins!"
    assert report.reason == "Ana holds 5 coins and wins!"
    assert [(s.figure, s.unit) for s in report.seats] == [("5", "coins"), ("2", "coins")]
    assert report.seats[0].rows == () and report.note == ""


def test_valued_coins_read_as_gold_with_a_row_per_value():
    state = position(board=GOLD_N, values=[[3, 3, 2], [1]], hoard_values=[0, 0, 5], valued=True)
    play(state, "move @0,1", "coin 3")
    report = describe_outcome(state.outcome(), NAMES[:2])
    assert report.reason == "Ana holds 11 gold and wins!"
    ana, bo = report.seats
    assert (ana.figure, ana.unit, ana.note) == ("11", "gold", "4 coins")
    assert [(row.label, row.value) for row in ana.rows] == [("3 gold", "×3"), ("2 gold", "×1")]
    assert (bo.figure, bo.unit, bo.note) == ("1", "gold", "1 coin")


def test_escape_names_the_hero_who_got_out_and_marks_its_panel():
    state = position(board={(0, 1): ("vortex-0", 0)}, coins=[1, 4], escape=True, active=1,
                     heroes=[(0, 0), (0, 0)], heroes_on=True)  # fmt: skip
    play(state, "move @0,1")
    report = describe_outcome(state.outcome(), NAMES[:2])
    assert report.banner == "Bo wins!"
    assert report.reason == "Bo escaped from the lair with 4 coins"
    assert report.seats[1].rows[0].label == "Escaped!"
    assert [row.label for row in report.seats[1].rows][1:] == ["Barbarian"]
    assert [row.label for row in report.seats[0].rows] == ["Wizard"]


def test_the_lair_exhausted_with_a_clear_winner_a_shared_win_and_a_draw():
    report = describe_outcome(position(coins=[2, 1]).outcome(), NAMES[:2])
    assert report.reason == "The lair is exhausted: most coins wins"
    assert report.banner == "Ana wins!" and report.note == ""
    shared = describe_outcome(position(players=3, coins=[2, 2, 0]).outcome(), NAMES[:3])
    assert shared.banner == "Ana & Bo win!"
    assert shared.note == "Level on 2 coins: the win is shared"
    assert shared.seats[2].empty == "no coins"
    draw = describe_outcome(position(coins=[1, 1]).outcome(), NAMES[:2])
    assert draw.banner == "A draw!" and draw.note == "Everyone holds 1 coin: a draw"


def test_a_position_come_back_three_times():
    state = position(board={(0, 1): ("vortex-0", 0), (5, 5): ("vortex-0", 0)}, hoard=0)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    report = describe_outcome(state.outcome(), NAMES[:2])
    assert report.reason == "The same position came back 3 times: most coins wins"
    assert report.banner == "A draw!" and report.note == "Everyone holds 0 coins: a draw"


def test_the_turn_limit_and_valued_count_endings():
    tallies = (SeatTally(3, gold=7, values=(3, 2, 2)), SeatTally(4, gold=5, values=(2, 1, 1, 1)))
    outcome = Outcome((0,), "turn-limit", (7.0, 5.0), tallies, {"turns": 400})
    report = describe_outcome(outcome, NAMES[:2])
    assert report.reason == "The limit of 400 turns was reached: most gold wins"
    quiet = Outcome((0, 1), "quiet", (5.0, 5.0), tallies[:1] * 2, {"repeats": 3})
    assert describe_outcome(quiet, NAMES[:2]).reason == (
        "The same position came back 3 times: most gold wins"
    )
    assert describe_outcome(quiet, NAMES[:2]).note == "Level on 7 gold: the win is shared"
    exhausted = Outcome((), "exhausted", (7.0, 7.0), tallies[:1] * 2)
    assert describe_outcome(exhausted, NAMES[:2]).reason == "The lair is exhausted: most gold wins"
    assert describe_outcome(exhausted, NAMES[:2]).note == "Everyone holds 7 gold: a draw"


def test_every_reason_key_of_the_engine_has_its_own_words():
    words = set()
    for reason in REASONS:
        args = {"seat": 0, "target": 5, "unit": "coins", "turns": 20, "repeats": 3}
        outcome = Outcome((0,), reason, (5.0, 1.0), (SeatTally(5), SeatTally(1)), args)
        text = describe_outcome(outcome, NAMES[:2]).reason
        assert text != "The game is over." and "seat" not in text
        words.add(text)
    assert len(words) == len(REASONS)
    assert describe_outcome(Outcome((), "unfinished", ()), NAMES[:2]).reason == (
        "The game is over."
    )


@pytest.mark.parametrize("seats", range(2, 7))
def test_panels_at_every_seat_count_use_names_and_short_rows(seats):
    tallies = tuple(
        SeatTally(k + 1, gold=2 * k + 1, values=(3,) * k + (1,), hero=k % 6) for k in range(seats)
    )
    winner = seats - 1
    outcome = Outcome(
        (winner,), "coins", tuple(float(t.gold) for t in tallies), tallies,
        {"seat": winner, "target": 10, "unit": "gold"},
    )  # fmt: skip
    report = describe_outcome(outcome, NAMES[:seats])
    assert report.reason.startswith(NAMES[winner]) and len(report.seats) == seats
    for seat, result in zip(range(seats), report.seats, strict=True):
        assert result.figure == str(2 * seat + 1) and result.unit == "gold"
        assert all(isinstance(row, ResultRow) and len(row.label) <= 12 for row in result.rows)

"""The statistics (game.stats): per game, opponents and seat count; wins, losses, draws and
streaks for the one person at the screen, games alone for hot-seat and watched games; the
average length in moves; the best score only where the game keeps one; a broken file starts
afresh with a notice and is kept aside; every game; they survive a restart."""

from __future__ import annotations

import json

import pytest

from game.core.protocol import Outcome
from game.core.record import GameRecord, SeatSpec
from game.rules import RULES
from game.settings import PrefFolder
from game.smoke import finished_session
from game.stats import (
    HOTSEAT,
    MIXED,
    STATS_FILE,
    UNREADABLE_SUFFIX,
    WATCHED,
    Statistics,
    Tally,
    opponents_of,
)


def record(slug: str = "nine-sons", *seats: SeatSpec) -> GameRecord:
    seats = seats or (SeatSpec("Ada"), SeatSpec("Drake", "ai", "hard", 1))
    return GameRecord(slug, len(seats), {}, list(seats), 1, [])


def outcome(winners: tuple[int, ...], scores: tuple[float, ...] = (7.0, 3.0)) -> Outcome:
    return Outcome(winners, "target-score", scores)


def test_one_person_against_the_ai_wins_loses_draws_and_keeps_streaks(tmp_path):
    stats = Statistics(PrefFolder.open(tmp_path))
    game = record()
    for winners, moves in (((0,), 30), ((0,), 40), ((), 50), ((0,), 20), ((1,), 60), ((0,), 10)):
        stats.record(game, outcome(winners), moves)
    tally = stats.tallies[("nine-sons", "hard", 2)]
    assert (tally.games, tally.wins, tally.losses, tally.draws) == (6, 4, 1, 1)
    assert (tally.streak, tally.best_streak) == (1, 2)  # a draw ends a streak too
    assert tally.average_moves == pytest.approx(35.0)
    assert tally.best_score == 7.0  # the person's own score; they scored 7 when they won


def test_a_shared_win_is_a_win_and_the_persons_seat_need_not_be_first(tmp_path):
    stats = Statistics(PrefFolder.open(tmp_path))
    seats = (SeatSpec("Drake", "ai", "easy", 1), SeatSpec("Wyrm", "ai", "easy", 2), SeatSpec("Ada"))
    stats.record(record("drakon", *seats), outcome((1, 2), (1.0, 4.0, 4.0)), 80)
    tally = stats.tallies[("drakon", "easy", 3)]
    assert (tally.wins, tally.best_score) == (1, 4.0)


def test_hot_seat_and_watched_games_count_as_games_without_a_result(tmp_path):
    stats = Statistics(PrefFolder.open(tmp_path))
    hotseat = record("nine-sons", SeatSpec("Ada"), SeatSpec("Bo", colour=1))
    watched = record("nine-sons", SeatSpec("A", "ai", "easy"), SeatSpec("B", "ai", "hard", 1))
    stats.record(hotseat, outcome((0,)), 30)
    stats.record(watched, outcome((1,)), 30)
    for key in (("nine-sons", HOTSEAT, 2), ("nine-sons", WATCHED, 2)):
        tally = stats.tallies[key]
        assert (tally.games, tally.decided, tally.best_score) == (1, 0, None)


def test_the_opponents_key():
    assert opponents_of(record()) == "hard"
    mixed = (SeatSpec("Ada"), SeatSpec("B", "ai", "easy", 1), SeatSpec("C", "ai", "master", 2))
    assert opponents_of(record("drakon", *mixed)) == MIXED


def test_scores_that_only_mark_the_winner_are_no_score(tmp_path):
    stats = Statistics(PrefFolder.open(tmp_path))
    stats.record(record("dragon-bridge"), outcome((0,), (1.0, 0.0)), 30)
    assert stats.tallies[("dragon-bridge", "hard", 2)].best_score is None


def test_totals_reset_and_a_restart(tmp_path):
    stats = Statistics(PrefFolder.open(tmp_path))
    stats.record(record(), outcome((0,)), 30)
    stats.record(
        record("nine-sons", SeatSpec("Ada"), SeatSpec("D", "ai", "easy", 1)), outcome((1,)), 50
    )
    stats.record(record("drakon"), outcome((0,)), 90)
    total = stats.total("nine-sons")
    assert (total.games, total.wins, total.losses, total.average_moves) == (2, 1, 1, 40.0)
    again = Statistics(PrefFolder.open(tmp_path))  # a new run reads the file
    assert again.tallies == stats.tallies
    again.reset("nine-sons")
    assert again.for_game("nine-sons") == [] and again.total("drakon").games == 1
    assert Statistics(PrefFolder.open(tmp_path)).total("nine-sons") == Tally()


@pytest.mark.parametrize(
    "content", [b"{not json", b"[]", b'{"statistics": 2, "tallies": []}', b"\x00" * 10]
)
def test_a_broken_file_starts_afresh_with_a_notice_and_is_kept_aside(tmp_path, content):
    (tmp_path / STATS_FILE).write_bytes(content)
    folder = PrefFolder.open(tmp_path)
    stats = Statistics(folder)
    assert stats.tallies == {}
    notices = folder.take_notices()
    assert len(notices) == 1 and "statistics could not be read" in notices[0].english()
    assert (tmp_path / STATS_FILE).read_bytes() == content  # untouched until the next game
    stats.record(record(), outcome((0,)), 30)
    assert (tmp_path / (STATS_FILE + UNREADABLE_SUFFIX)).read_bytes() == content
    assert json.loads((tmp_path / STATS_FILE).read_text())["tallies"][0]["wins"] == 1


def test_a_tampered_tally_is_refused_whole(tmp_path):
    stats = Statistics(PrefFolder.open(tmp_path))
    stats.record(record(), outcome((0,)), 30)
    data = json.loads((tmp_path / STATS_FILE).read_text())
    data["tallies"][0]["wins"] = -3
    (tmp_path / STATS_FILE).write_text(json.dumps(data))
    assert Statistics(PrefFolder.open(tmp_path)).tallies == {}


@pytest.mark.parametrize("slug", sorted(RULES))
def test_every_game_is_counted(tmp_path, slug):
    session = finished_session(slug)
    played = session.record
    played.seats[0] = SeatSpec("Ada", "human", "normal", played.seats[0].colour)
    stats = Statistics(PrefFolder.open(tmp_path))
    moves = sum(not ply.is_chance for ply in session.plies)
    stats.record(played, session.outcome(), moves)
    total = Statistics(PrefFolder.open(tmp_path)).total(slug)
    assert (total.games, total.decided, total.moves) == (1, 1, moves)

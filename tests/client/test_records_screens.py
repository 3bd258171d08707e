"""tools/records_screens.py draws the README's Replays, replay viewer and Statistics pictures
from a shelf and statistics it fills itself (a temporary preference folder, a fixed clock)."""

from __future__ import annotations

import pygame
import pytest

from game.views.registry import CLIENTS, is_playable
from tools import records_screens

NAMES = ("replays", "replay-viewer", "statistics")


def test_the_shelf_holds_every_kind_of_row_the_picture_shows(app):
    records_screens.fill_shelf(app)
    replays, broken = app.replays.list()
    assert len(replays) == len(records_screens.SHELF)
    assert {entry.slug for entry in replays} == {slug for slug in CLIENTS if is_playable(slug)}
    assert [entry.name for entry in replays if entry.name] == ["Won on coins against three"]
    assert [entry.slug for entry in replays if not entry.finished] == ["drakon"]
    assert [entry.file for entry in broken] == [records_screens.BROKEN_FILE]
    assert min(entry.played for entry in replays) == records_screens.FIRST_GAME_AT


@pytest.mark.slow  # about a hundred games played: seconds of CPU
def test_the_statistics_count_every_planned_game(app):
    records_screens.fill_statistics(app)
    for slug, tallies in records_screens.STATS.items():
        assert app.stats.total(slug).games == sum(count for _who, _seats, count in tallies)
    bars = [(opponents, seats) for opponents, seats, _tally in app.stats.for_game("drakon")]
    assert records_screens.STATS_FOCUS in bars
    assert len(bars) > 8  # more than the chart shows: the picture has a scroll bar


@pytest.mark.slow
def test_two_runs_write_the_same_pictures_with_nothing_cut(tmp_path, capsys):
    for run in ("first", "second"):
        assert records_screens.main(["--out", str(tmp_path / run)]) == 0
    printed = capsys.readouterr().out
    assert printed.count(".png") == 2 * len(NAMES)
    assert "cut:" not in printed and "size:" not in printed
    for name in NAMES:
        first, second = (tmp_path / run / f"{name}.png" for run in ("first", "second"))
        assert pygame.image.load(str(first)).get_size() == (1280, 720)
        assert first.read_bytes() == second.read_bytes(), f"{name}.png differs between runs"

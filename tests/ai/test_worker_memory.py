"""Memory per game stays flat over a 50-game session through the real AI worker (issue 11).

Measured: VmRSS of this process (the UI's side: sessions, requests, the worker's controller)
and of the worker process, read from /proc/<pid>/status after each game; the growth is the
least-squares slope over games 10-49 (the first ten fill bounded caches and allocator arenas).
Before the fix the Nine Sons worker grew ~140 KB a game: the evaluator's memo tables kept
every position of every earlier game (up to 200,000 of them, ~30 MB). Module-level memo tables
register with `ai.protocol.search_cache`, and the worker empties them after each search.
"""

from __future__ import annotations

import sys

import pytest

import ai.levels  # noqa: F401  (imports every heuristic, so their tables are registered)
from ai import protocol
from ai.protocol import SearchBudget, clear_search_caches, search_cache
from ai.worker import AIWorker
from bench.memory import measure_session_memory, slope_kb_per_game
from tests.ai.toy_games import KeyedTicTacToeState

BOUND_KB_PER_GAME = 50.0
"""Flat: 50 games may add at most 2.5 MB (one allocator arena filling mid-session shows as
~35 KB a game; the leak was ~140 KB a game in the worker)."""

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc")


def check_flat(slug: str) -> None:
    numbers = measure_session_memory(slug, games=50, level="easy")
    assert numbers.replacements == 0, "the worker was replaced: its numbers do not compare"
    assert numbers.ui_kb_per_game < BOUND_KB_PER_GAME, numbers
    assert numbers.worker_kb_per_game < BOUND_KB_PER_GAME, numbers


def test_nine_sons_memory_per_game_stays_flat_over_50_games():
    check_flat("nine-sons")


@pytest.mark.slow
@pytest.mark.parametrize("slug", ["dragon-bridge", "drakon"])
def test_memory_per_game_stays_flat_over_50_games(slug):
    check_flat(slug)


def test_the_slope_is_in_kb_per_game():
    assert slope_kb_per_game([10.0, 10.0, 10.0]) == 0.0
    assert slope_kb_per_game([10.0, 10.5, 11.0, 11.5]) == pytest.approx(512.0)


def test_registered_tables_are_emptied_after_every_search():
    table = search_cache({})
    try:
        table[1] = 2.0
        clear_search_caches()
        assert table == {}
        table[1] = 2.0  # as a search would leave it
        worker = AIWorker(use_process=False)
        try:
            board = KeyedTicTacToeState.from_rows("XX.", "OO.", "...")
            worker.submit(1, board, "toy-ttt", "normal", 1, SearchBudget(iterations=50))
            while not worker.poll():
                pass
        finally:
            worker.shutdown()
        assert table == {}
    finally:
        protocol._SEARCH_CACHES.remove(table.clear)


def test_the_nine_sons_memo_tables_are_registered_for_clearing():
    """The evaluator's caches outlive a search: they must be among the tables cleared after each
    answer (else the worker grows by ~140 KB a game)."""
    from ai.heuristics.nine_sons import evaluate

    cleared = {id(clear.__self__) for clear in protocol._SEARCH_CACHES}
    assert id(evaluate._EVAL_CACHE) in cleared
    assert all(id(table) in cleared for table in evaluate._CARD_CACHES)

"""The cheap bot that answers when the worker process cannot (issue 11): quick and legal in
every game, and a seeded random legal move if even the Easy level fails."""

from __future__ import annotations

import pickle
import time

import pytest

from ai.protocol import CancelToken
from ai.worker_process import FALLBACK_TIME_S, SearchRequest, quick_answer
from bench.ai_speed import bench_positions
from game.rules import RULES


@pytest.mark.parametrize("slug", sorted(RULES))
def test_the_cheap_bot_answers_every_game_quickly_and_legally(slug):
    for index, state in enumerate(bench_positions(slug, 3)):
        request = SearchRequest(index, pickle.dumps(state), slug, "master", index, None)
        started = time.perf_counter()
        result = quick_answer(request, CancelToken(), "deadline")
        # Its time cap, plus one iteration's overshoot on a loaded machine.
        assert time.perf_counter() - started < FALLBACK_TIME_S + 0.5
        assert result.error is None and result.action in state.legal_actions()
        assert result.source == "fallback" and result.info["fallback"] == "deadline"


def test_a_failing_cheap_bot_still_gives_a_legal_move(monkeypatch):
    import ai.levels

    def broken(slug, level, info=None):
        raise RuntimeError("no bot today")

    monkeypatch.setattr(ai.levels, "make_bot", broken)
    state = bench_positions("nine-sons", 1)[0]
    request = SearchRequest(1, pickle.dumps(state), "nine-sons", "hard", 5, None)
    result = quick_answer(request, CancelToken(), "deadline")
    assert result.action in state.legal_actions() and result.info["bot"] == "random"


def _refuse():
    raise ValueError("cannot rebuild this state")


class Unloadable:
    """Pickles, but cannot be unpickled: a state the worker cannot even look at."""

    def __reduce__(self):
        return (_refuse, ())


@pytest.mark.parametrize("use_process", [True, False], ids=["process", "thread"])
def test_a_state_that_cannot_be_rebuilt_gets_an_error_and_the_worker_goes_on(use_process):
    from ai.worker import AIWorker
    from tests.ai.toy_games import KeyedTicTacToeState

    worker = AIWorker(use_process=use_process)
    try:
        worker.submit(1, Unloadable(), "toy-ttt", "normal", seed=1)
        results = wait_for_results(worker)
        assert [r.request_id for r in results] == [1] and results[0].action is None
        assert "cannot rebuild" in results[0].error
        worker.submit(2, KeyedTicTacToeState.from_rows("XX.", "OO.", "..."), "toy-ttt", "normal", 1)
        results = wait_for_results(worker)
        assert [r.request_id for r in results] == [2] and results[0].action == 2
    finally:
        worker.shutdown()


def wait_for_results(worker, timeout: float = 60.0) -> list:
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        results = worker.poll()
        if results:
            return results
        time.sleep(0.01)
    raise AssertionError("no answer from the worker")

"""AIWorker: answers arrive with their request id, stale ones never do, cancel is quick."""

import multiprocessing
import time

import pytest

from ai.protocol import SearchBudget
from ai.worker import AIWorker
from tests.ai.toy_games import KeyedTicTacToeState, PigState

WIN_IN_ONE = KeyedTicTacToeState.from_rows("XX.", "OO.", "...")


def long_state() -> PigState:
    state = PigState(3, target=100)
    state.turn_total = 5  # roll and hold are both legal: no instant answer
    return state


def wait_for_results(worker: AIWorker, timeout: float = 20.0) -> list:
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        results = worker.poll()
        if results:
            return results
        time.sleep(0.01)
    raise AssertionError("no result from the worker")


def wait_idle(worker: AIWorker, timeout: float) -> float:
    started = time.perf_counter()
    while worker.busy():
        if time.perf_counter() - started > timeout:
            raise AssertionError("worker still busy")
        time.sleep(0.005)
    return time.perf_counter() - started


@pytest.fixture(params=[True, False], ids=["process", "thread"])
def worker(request):
    worker = AIWorker(use_process=request.param)
    assert worker.uses_process == request.param
    # Warm it up as the app does at launch: the timed checks below are about a running
    # worker, not about how long spawning a Python process takes on a loaded machine.
    worker.submit(0, WIN_IN_ONE, "toy-ttt", "normal", seed=0)
    assert [r.request_id for r in wait_for_results(worker, timeout=60.0)] == [0]
    yield worker
    worker.shutdown()


def test_result_arrives_with_its_request_id(worker):
    worker.submit(7, WIN_IN_ONE, "toy-ttt", "normal", seed=3)
    results = wait_for_results(worker)
    assert [r.request_id for r in results] == [7]
    assert results[0].action == 2 and results[0].error is None
    assert results[0].info["iterations"] > 0
    assert not worker.busy()


def test_superseded_request_never_comes_back(worker):
    worker.submit(1, long_state(), "toy-pig", "normal", seed=1, budget=SearchBudget(time_s=30))
    time.sleep(0.3)
    started = time.perf_counter()
    worker.submit(2, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
    results = wait_for_results(worker)
    assert time.perf_counter() - started < 1.0
    assert [r.request_id for r in results] == [2]
    time.sleep(0.1)
    assert worker.poll() == []


def test_cancel_stops_a_long_search_quickly(worker):
    worker.submit(5, long_state(), "toy-pig", "normal", seed=1, budget=SearchBudget(time_s=30))
    deadline = time.perf_counter() + 10
    while worker.progress() is None and time.perf_counter() < deadline:
        time.sleep(0.02)
    progress = worker.progress()
    assert progress is not None and progress["request_id"] == 5 and progress["iterations"] > 0
    worker.cancel()
    assert wait_idle(worker, 2.0) < 0.5
    assert worker.poll() == []
    assert worker.progress() is None


def test_a_failed_search_is_answered_by_the_cheap_bot_with_its_error(worker):
    # An error alone would be asked again every frame and the seat would never move.
    worker.submit(9, WIN_IN_ONE, "toy-ttt", "impossible", seed=1)
    results = wait_for_results(worker)
    assert results[0].request_id == 9 and results[0].error is None
    assert results[0].action in WIN_IN_ONE.legal_actions()
    assert results[0].source == "fallback" and results[0].info["fallback"] == "error"
    assert "impossible" in results[0].info["error"]


def test_shutdown_is_quick_idempotent_and_leaves_no_process():
    worker = AIWorker(use_process=True)
    worker.submit(1, long_state(), "toy-pig", "normal", seed=1, budget=SearchBudget(time_s=30))
    deadline = time.perf_counter() + 60
    while worker.progress() is None and time.perf_counter() < deadline:
        time.sleep(0.02)  # until the process is up and searching
    assert worker.progress() is not None
    started = time.perf_counter()
    worker.shutdown()
    worker.shutdown()
    assert time.perf_counter() - started < 1.5
    assert not [p for p in multiprocessing.active_children() if p.name == "ai-worker"]
    with pytest.raises(RuntimeError):
        worker.submit(2, WIN_IN_ONE, "toy-ttt", "normal", seed=1)


def test_shutdown_while_the_process_is_still_starting_leaves_no_process():
    worker = AIWorker(use_process=True)
    worker.submit(1, long_state(), "toy-pig", "normal", seed=1, budget=SearchBudget(time_s=30))
    started = time.perf_counter()
    worker.shutdown()  # quitting right at launch: the spawn may not have finished
    assert time.perf_counter() - started < 10.0
    assert not [p for p in multiprocessing.active_children() if p.name == "ai-worker"]

"""AIWorker when its process stops, dies or hangs (issue 11): the game never waits forever.

A stopped (SIGSTOP) process is timed out at `search_deadline_s(cap)` and replaced, and the
request is answered by a cheap bot; a killed (SIGKILL) one is replaced in the background and the
next request goes to the replacement process, not to a search in the UI process's thread.
Stale answers are still dropped and cancelling still works with a stopped process.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import time

import pytest

from ai.protocol import SearchBudget
from ai.worker import AIWorker, search_deadline_s
from tests.ai.toy_games import KeyedTicTacToeState, PigState

pytestmark = pytest.mark.skipif(
    not hasattr(signal, "SIGSTOP") or sys.platform == "win32", reason="POSIX signals"
)

WIN_IN_ONE = KeyedTicTacToeState.from_rows("XX.", "OO.", "...")
SLACK_S = 1.0
"""Beyond the deadline: the cheap bot's 0.2 s, the controller's polling, a loaded machine."""


def long_state() -> PigState:
    state = PigState(3, target=100)
    state.turn_total = 5  # roll and hold are both legal: no instant answer
    return state


def source_of(result) -> str:
    """Who answered ("thread" for a worker that does not say: it searched in its thread)."""
    return getattr(result, "source", "thread")


def wait_for_results(worker: AIWorker, timeout: float) -> list:
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        results = worker.poll()
        if results:
            return results
        time.sleep(0.01)
    raise AssertionError(f"no answer from the worker within {timeout:.1f} s")


def wait_for(condition, timeout: float, what: str) -> None:
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        if condition():
            return
        time.sleep(0.02)
    raise AssertionError(f"{what} not within {timeout:.1f} s")


def pid_of(worker: AIWorker) -> int | None:
    process = worker._process
    return None if process is None else process.pid


def gone(pid: int) -> bool:
    """True once `pid` has exited (and was reaped, or is a zombie of ours)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except OSError:
        return True


@pytest.fixture()
def worker():
    """A warm process worker; any process a test stopped is killed afterwards, whatever
    the worker did with it."""
    worker = AIWorker(use_process=True)
    worker.submit(0, WIN_IN_ONE, "toy-ttt", "normal", seed=0)
    assert [r.request_id for r in wait_for_results(worker, 60.0)] == [0]
    worker.signalled = []
    yield worker
    worker.shutdown()
    for pid in worker.signalled:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def signal_process(worker: AIWorker, signum: int) -> int:
    pid = pid_of(worker)
    assert pid is not None
    worker.signalled.append(pid)
    os.kill(pid, signum)
    return pid


def start_long_search(worker: AIWorker, request_id: int, time_s: float) -> float:
    """Submit a Pig search capped at `time_s`; wait until it reports progress if it has time
    to (a short search on a loaded machine may not report before its cap: then a moment)."""
    started = time.perf_counter()
    budget = SearchBudget(time_s=time_s)
    worker.submit(request_id, long_state(), "toy-pig", "normal", seed=1, budget=budget)
    if time_s >= 10:
        wait_for(lambda: worker.progress() is not None, 10.0, "progress from the search")
    else:
        time.sleep(min(0.2, time_s / 3))  # sent to the warm process at once; now searching
    return started


def test_the_deadline_is_the_time_cap_plus_a_margin():
    assert search_deadline_s(0.5) == pytest.approx(2.0)
    assert search_deadline_s(1.5) == pytest.approx(3.0)
    assert search_deadline_s(3.0) == pytest.approx(4.5)
    assert search_deadline_s(None) == pytest.approx(4.5)  # no cap: Master's is assumed


def test_a_stopped_process_is_timed_out_and_the_answer_still_comes(worker):
    started = start_long_search(worker, 1, time_s=0.5)
    stopped = signal_process(worker, signal.SIGSTOP)
    results = wait_for_results(worker, search_deadline_s(0.5) + SLACK_S)
    assert time.perf_counter() - started < search_deadline_s(0.5) + SLACK_S
    assert [r.request_id for r in results] == [1]
    assert results[0].action in long_state().legal_actions()
    assert source_of(results[0]) == "fallback" and results[0].info["fallback"] == "deadline"
    wait_for(lambda: gone(stopped), 5.0, "the stopped process killed")
    # A fresh process serves the next request.
    worker.submit(2, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
    results = wait_for_results(worker, 30.0)
    assert [r.request_id for r in results] == [2] and results[0].action == 2
    assert source_of(results[0]) == "process"
    assert pid_of(worker) not in (None, stopped) and worker.uses_process


def test_a_killed_idle_process_is_respawned_in_the_background(worker):
    killed = signal_process(worker, signal.SIGKILL)
    # No request needed: the controller notices and starts another process on its own.
    wait_for(lambda: pid_of(worker) not in (None, killed), 5.0, "a replacement process")
    assert worker.uses_process
    worker.submit(3, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
    results = wait_for_results(worker, 30.0)
    assert [r.request_id for r in results] == [3] and results[0].action == 2
    assert source_of(results[0]) == "process"  # not searched in the UI process's thread


def test_a_process_killed_mid_search_is_replaced_and_the_request_answered(worker):
    start_long_search(worker, 4, time_s=1.0)
    killed = signal_process(worker, signal.SIGKILL)
    results = wait_for_results(worker, search_deadline_s(1.0) + 4.0 + SLACK_S)
    assert [r.request_id for r in results] == [4]
    assert results[0].action in long_state().legal_actions()
    # The replacement answered it (or, were it slow to start, the cheap bot): never the thread.
    assert source_of(results[0]) in ("process", "fallback")
    assert pid_of(worker) not in (None, killed)
    worker.submit(5, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
    results = wait_for_results(worker, 30.0)
    assert [r.request_id for r in results] == [5] and source_of(results[0]) == "process"


def test_a_stopped_idle_process_is_replaced_before_the_next_request(worker):
    stopped = signal_process(worker, signal.SIGSTOP)
    wait_for(lambda: pid_of(worker) not in (None, stopped), 5.0, "a replacement process")
    started = time.perf_counter()
    worker.submit(13, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
    results = wait_for_results(worker, 30.0)
    assert [r.request_id for r in results] == [13] and source_of(results[0]) == "process"
    assert time.perf_counter() - started < search_deadline_s(None)  # no deadline was needed


def test_a_slow_process_answers_late_by_the_cheap_bot_and_is_kept(worker, monkeypatch):
    import ai.worker

    # An iterations-only budget the search cannot finish before a (shortened) deadline: the
    # process is healthy, only slow, and stops when cancelled; it is not replaced.
    monkeypatch.setattr(ai.worker, "search_deadline_s", lambda cap: 0.5)
    pid = pid_of(worker)
    budget = SearchBudget(iterations=10**9)
    worker.submit(14, long_state(), "toy-pig", "normal", seed=1, budget=budget)
    results = wait_for_results(worker, 0.5 + SLACK_S)
    assert [r.request_id for r in results] == [14] and source_of(results[0]) == "fallback"
    wait_for(lambda: not worker.busy(), 3.0, "the slow search stopped")
    assert worker.poll() == []  # its own answer came after the cheap bot's: dropped
    worker.submit(15, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
    results = wait_for_results(worker, 10.0)
    assert [r.request_id for r in results] == [15] and source_of(results[0]) == "process"
    assert pid_of(worker) == pid


def test_a_process_stopped_as_it_starts_is_replaced_and_the_request_answered():
    worker = AIWorker(use_process=True)
    stopped = []
    try:
        worker.submit(16, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
        wait_for(lambda: pid_of(worker) is not None, 10.0, "a process")
        stopped.append(pid_of(worker))
        os.kill(stopped[0], signal.SIGSTOP)  # most likely still importing
        results = wait_for_results(worker, 4.0 + search_deadline_s(None) + SLACK_S)
        assert [r.request_id for r in results] == [16] and results[0].action == 2
        assert source_of(results[0]) in ("process", "fallback")
        wait_for(lambda: gone(stopped[0]), 5.0, "the stopped process killed")
    finally:
        worker.shutdown()
        for pid in stopped:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass


def test_a_superseded_request_to_a_stopped_process_never_comes_back(worker):
    start_long_search(worker, 6, time_s=30.0)
    stopped = signal_process(worker, signal.SIGSTOP)
    started = time.perf_counter()
    worker.submit(7, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
    results = wait_for_results(worker, 15.0)
    # The cancelled search did not stop: its process was replaced after CANCEL_GRACE_S and
    # the new request went to the replacement (or the cheap bot, were that one slow to start).
    assert [r.request_id for r in results] == [7] and results[0].action == 2
    assert time.perf_counter() - started < 0.5 + 4.0 + SLACK_S
    assert pid_of(worker) != stopped
    time.sleep(0.3)
    assert worker.poll() == []


def test_cancel_with_a_stopped_process_returns_at_once_and_the_worker_recovers(worker):
    start_long_search(worker, 8, time_s=30.0)
    stopped = signal_process(worker, signal.SIGSTOP)
    started = time.perf_counter()
    worker.cancel()
    assert time.perf_counter() - started < 0.1  # the UI thread never waits on the process
    wait_for(lambda: not worker.busy(), 3.0, "the worker idle again")
    assert worker.poll() == [] and worker.progress() is None
    wait_for(lambda: gone(stopped), 5.0, "the stopped process killed")
    worker.submit(9, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
    results = wait_for_results(worker, 30.0)
    assert [r.request_id for r in results] == [9] and source_of(results[0]) == "process"


def test_shutdown_with_a_stopped_process_is_quick_and_leaves_no_process(worker):
    start_long_search(worker, 10, time_s=30.0)
    stopped = signal_process(worker, signal.SIGSTOP)
    started = time.perf_counter()
    worker.shutdown()
    assert time.perf_counter() - started < 2.5
    assert not [p for p in multiprocessing.active_children() if p.name == "ai-worker"]
    assert gone(stopped)


def test_processes_that_keep_dying_leave_the_searches_to_the_thread(monkeypatch):
    import ai.worker

    real_spawn = ai.worker.spawn_process

    def spawn_and_kill():
        handle = real_spawn()
        if handle is not None:
            handle.process.kill()
        return handle

    monkeypatch.setattr(ai.worker, "spawn_process", spawn_and_kill)
    worker = AIWorker(use_process=True)
    try:
        worker.submit(11, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
        results = wait_for_results(worker, 30.0)
        assert [r.request_id for r in results] == [11] and results[0].action == 2
        wait_for(lambda: not worker.uses_process, 10.0, "giving up on processes")
        worker.submit(12, WIN_IN_ONE, "toy-ttt", "normal", seed=1)
        results = wait_for_results(worker, 30.0)
        assert [r.request_id for r in results] == [12] and results[0].source == "thread"
    finally:
        worker.shutdown()

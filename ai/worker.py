"""The UI never waits for the AI: searches run in one warm, low-priority worker process.

Measured on the 2-core target (ARCHITECTURE §3): a pure-Python search in a thread of the UI
process makes every frame late (GIL switches), while one in a separate process leaves the UI
untouched. So `AIWorker` owns a controller *thread* that hands each request to a spawn-started
worker *process*, relays its progress reports, and queues the answer for the scene to `poll`.
The controller thread also starts the process (spawning costs tens of milliseconds of the caller's
time, plus a resource-tracker process), so creating an AIWorker returns at once; a request
submitted meanwhile waits for the start, and shutdown works whether or not the start finished.

Every request is answered (unless it was cancelled or superseded), and soon:
- a search gets `search_deadline_s(cap)` seconds, its budget's time cap plus a margin; then a
  cheap bot answers at once (`quick_answer`: a fraction of a second in the controller thread)
  and the search is cancelled. A process that does not stop within `CANCEL_GRACE_S` (stuck in a
  loop), or is seen stopped (SIGSTOP), is killed and replaced; one that was only slow is kept;
- a process that dies is replaced in the background (noticed within a fraction of a second even
  while idle); the search it was running is asked again of the replacement, or answered by the
  cheap bot if the replacement is not ready within `START_ALLOWANCE_S`;
- a cancelled search gets the same `CANCEL_GRACE_S` to stop before its process is replaced;
- a search that fails (an exception, an unknown level) is answered by the cheap bot as well.
Only where no process can run at all (no semaphores in a sandbox, or `MAX_FAILURES` processes
in a row failed) does the controller thread run the searches itself: slower frames, still correct.
Cancellation crosses the boundary as a lock-free shared flag: the UI thread never waits on a lock
that a stopped process might hold. After each answer the process empties the heuristics' memo
tables (`ai.protocol.search_cache`), so its memory per game stays flat over a long session.

Pure: no pygame. States travel pickled; the bot is rebuilt in the worker from (slug, level).
"""

from __future__ import annotations

import dataclasses
import logging
import pickle
import threading
import time
from typing import Any

from ai.protocol import SearchBudget, clear_search_caches
from ai.worker_process import (
    ProcessHandle,
    SearchRequest,
    WorkerResult,
    is_stopped,
    quick_answer,
    run_search,
    spawn_process,
)
from game.core.protocol import GameState

__all__ = ["AIWorker", "WorkerResult", "search_deadline_s"]

log = logging.getLogger(__name__)

_POLL_S = 0.02  # how often the controller looks at the pipe while a search runs
IDLE_CHECK_S = 0.25
"""How often an idle controller checks that its process is still alive (a dead one is replaced
before the next request needs it)."""

DEFAULT_TIME_CAP_S = 3.0
"""The cap assumed for a budget without a time limit (the longest level cap, Master's)."""
START_ALLOWANCE_S = 4.0
"""How long a request waits for a process that is still starting before the cheap bot answers
it (a spawn plus the imports takes 0.3 s here, 1-2 s on a loaded 2-core machine)."""
START_TIMEOUT_S = 12.0
"""A process not ready this long after it was spawned is taken as hung and replaced."""
CANCEL_GRACE_S = 1.5
"""A cancelled search stops within one iteration (milliseconds; under 1 s at nice 10 on a 2-core
machine at load 7); a process still busy after this is replaced, a stopped one at once."""
MAX_FAILURES = 3
"""Processes that died or hung in a row before the controller gives up on processes."""


def search_deadline_s(time_cap_s: float | None) -> float:
    """Seconds a search may take before its process counts as stuck: the cap plus a margin.

    The margin is half the cap, at least 1.5 s. The bots stop at their time cap; the worst
    overshoot measured was 0.36 s (12 %, Nine Sons Master on a 2-core machine at load 7, the
    search at nice 10), and receiving, unpickling and building the bot add milliseconds. So a
    healthy search never reaches the deadline, and a stopped one costs the player at most
    1.5 s (0.5 s caps) to 4.5 s (Master's 3 s cap) more than the longest normal answer.
    """
    cap = DEFAULT_TIME_CAP_S if time_cap_s is None else max(0.0, time_cap_s)
    return cap + max(1.5, cap / 2)


def _time_cap(request: SearchRequest) -> float | None:
    """The time cap of the budget the search will use (the level's when none was given)."""
    if request.budget is not None:
        return request.budget.time_s
    from ai.levels import make_bot

    try:
        return make_bot(request.slug, request.level)[1].time_s
    except Exception:  # an unknown level: the process answers with the error at once
        return None


class AIWorker:
    """Runs AI searches off the UI thread; the scene submits, polls each frame and drops stale ids."""

    def __init__(self, use_process: bool = True, start_delay_s: float = 0.0) -> None:
        """`start_delay_s`: wait this long before spawning the process, unless a request comes
        first (the app lets its start-up work finish before a second Python starts)."""
        self._start_delay_s = max(0.0, start_delay_s)
        self._lock = threading.Condition()
        self._pending: SearchRequest | None = None
        self._in_flight: SearchRequest | None = None
        self._in_flight_cancelled = False
        self._results: list[WorkerResult] = []
        self._progress: dict[str, Any] | None = None
        self._stopping = False
        self._thread_cancel = threading.Event()
        self._handle: ProcessHandle | None = None
        self._failures = 0  # processes in a row that died or hung
        self._process_starting = use_process  # until the controller thread has tried
        self._thread = threading.Thread(target=self._run, name="ai-controller", daemon=True)
        self._thread.start()

    @property
    def uses_process(self) -> bool:
        """True while searches go (or, once it has started, will go) to a worker process.

        False means the in-thread fallback: no process was wanted, none could start, or
        MAX_FAILURES processes in a row died or hung.
        """
        return self._process_starting or self._handle is not None

    @property
    def _process(self) -> Any:
        """The current multiprocessing.Process, or None (tests of the start-up read it)."""
        handle = self._handle
        return None if handle is None else handle.process

    @property
    def process_pid(self) -> int | None:
        """The pid of the current worker process (None while there is none)."""
        process = self._process
        return None if process is None else process.pid

    # --- the scene's side -------------------------------------------------------------------

    def submit(
        self,
        request_id: int,
        state: GameState,
        slug: str,
        level: str,
        seed: int,
        budget: SearchBudget | None = None,
    ) -> None:
        """Search `state` for its current player; cancels any request still running."""
        request = SearchRequest(request_id, pickle.dumps(state), slug, level, seed, budget)
        with self._lock:
            if self._stopping:
                raise RuntimeError("AIWorker was shut down")
            self._cancel_locked()
            self._pending = request
            self._lock.notify_all()

    def poll(self) -> list[WorkerResult]:
        """Answers that arrived since the last poll (never blocks)."""
        with self._lock:
            results, self._results = self._results, []
        return results

    def cancel(self) -> None:
        """Stop the running search and forget any queued one; their answers never arrive."""
        with self._lock:
            self._pending = None
            self._cancel_locked()

    def _cancel_locked(self) -> None:
        if self._in_flight is not None:
            self._in_flight_cancelled = True
            self._thread_cancel.set()
            if self._handle is not None:
                self._handle.cancel.set()

    def busy(self) -> bool:
        """True while a search is queued or still running."""
        with self._lock:
            return self._pending is not None or self._in_flight is not None

    def progress(self) -> dict[str, Any] | None:
        """The latest progress report of the running search (depth, nodes, best...)."""
        with self._lock:
            if self._in_flight is None or self._progress is None:
                return None
            return dict(self._progress, request_id=self._in_flight.request_id)

    def shutdown(self) -> None:
        """Cancel everything and stop the thread and the process; safe to call twice."""
        with self._lock:
            self._stopping = True
            self._pending = None
            self._cancel_locked()
            self._lock.notify_all()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout=1.0)
        self._stop_process()

    def __del__(self) -> None:  # a forgotten worker must not leave a process behind
        try:
            self.shutdown()
        except Exception:
            pass

    # --- the controller thread --------------------------------------------------------------

    def _run(self) -> None:
        if self._process_starting:
            try:
                self._wait_before_start()
                if not self._stopping:
                    handle = spawn_process()
                    with self._lock:
                        self._handle = handle
            finally:
                with self._lock:
                    self._process_starting = False
        # A shutdown during the start finds the loop ending at once and the process stopped below.
        while True:
            request = self._next_request()
            if self._stopping:
                break
            if request is None:
                self._check_idle_process()
                continue
            try:
                result = self._rescue(request, self._execute(request))
            except Exception as error:  # a bug here must not end the thread: answers would stop
                log.exception("AI worker failed on request %s", request.request_id)
                result = WorkerResult(request.request_id, None, {}, repr(error), "thread")
            with self._lock:
                keep = not self._in_flight_cancelled and not self._stopping
                self._in_flight = None
                self._progress = None
                if keep and result is not None:
                    self._results.append(result)
        self._stop_process()

    def _next_request(self) -> SearchRequest | None:
        """The queued request, now in flight; None after IDLE_CHECK_S without one (or a stop)."""
        with self._lock:
            if self._pending is None and not self._stopping:
                self._lock.wait(IDLE_CHECK_S)
            if self._pending is None or self._stopping:
                return None
            request, self._pending = self._pending, None
            self._in_flight, self._in_flight_cancelled = request, False
            self._progress = None
            self._thread_cancel.clear()
            if self._handle is not None:
                self._handle.cancel.clear()
            return request

    def _wait_before_start(self) -> None:
        deadline = time.monotonic() + self._start_delay_s
        with self._lock:
            while self._pending is None and not self._stopping:
                left = deadline - time.monotonic()
                if left <= 0:
                    return
                self._lock.wait(left)

    def _abandoned(self) -> bool:
        """True when the request in flight was cancelled or superseded, or the worker stops."""
        with self._lock:
            return self._in_flight_cancelled or self._stopping

    def _set_progress(self, request: SearchRequest, info: dict[str, Any]) -> None:
        with self._lock:
            if self._in_flight is request and not self._in_flight_cancelled:
                self._progress = dict(info)

    def _check_idle_process(self) -> None:
        """Between requests: read a "ready", and replace a process that died, never started
        or was stopped (the next request would only wait for the deadline)."""
        handle = self._handle
        if handle is None:
            return
        try:
            while handle.read(0) is not None:
                pass
        except (EOFError, OSError):
            self._replace(handle, "its pipe broke")
            return
        if not handle.alive():
            self._replace(handle, "it exited while idle")
        elif is_stopped(handle):
            self._replace(handle, "it was stopped while idle")
        elif not handle.ready and time.monotonic() - handle.spawned_at > START_TIMEOUT_S:
            self._replace(handle, f"it was not ready {START_TIMEOUT_S:.0f} s after its start")

    def _execute(self, request: SearchRequest) -> WorkerResult | None:
        """The answer to `request` (None if it was abandoned meanwhile, or already answered
        by the cheap bot at the deadline: nobody wants another)."""
        cap = _time_cap(request) if self._handle is not None else None
        for attempt in (1, 2):
            handle = self._handle
            if handle is None:
                return self._search_in_thread(request)
            status = self._await_ready(handle, time.monotonic() + START_ALLOWANCE_S)
            if status == "ready":
                status, result = self._search_in_process(handle, request, cap)
                if status == "answered":
                    self._failures = 0
                    return result
            if status == "abandoned":
                return None
            if status != "late":  # a process still starting normally is left to finish
                self._replace(handle, status)
            if status != "died" or attempt == 2 or self._abandoned():
                break
        return self._answer_quickly(request, status)

    def _rescue(self, request: SearchRequest, result: WorkerResult | None) -> WorkerResult | None:
        """A failed search (an exception in the bot, an unknown level) is answered by the cheap
        bot too, its error kept in the info: an error alone would be asked again every frame
        and the seat would never move."""
        if result is None or result.action is not None or result.error in (None, "cancelled"):
            return result
        rescued = self._answer_quickly(request, "error")
        if rescued is None or rescued.action is None:
            return result
        return dataclasses.replace(rescued, info={**rescued.info, "error": result.error})

    def _answer_quickly(self, request: SearchRequest, reason: str) -> WorkerResult | None:
        """The cheap bot's answer, unless nobody wants one any more."""
        if self._abandoned():
            return None
        log.warning("AI request %s answered by the fallback bot (%s)", request.request_id, reason)
        return quick_answer(request, self._thread_cancel, reason)

    def _answer_now(self, request: SearchRequest, result: WorkerResult | None) -> None:
        """Publish `result` while the search goes on winding down: the search counts as
        cancelled from now on, so its own answer, when it comes, is dropped as stale."""
        with self._lock:
            if self._in_flight is not request or self._in_flight_cancelled or self._stopping:
                return
            if result is not None:
                self._results.append(result)
            self._cancel_locked()

    def _await_ready(self, handle: ProcessHandle, until: float) -> str:
        """Wait for the process's "ready": returns "ready", or "late" (not ready by `until`),
        "died", "hung" (stopped, or not ready START_TIMEOUT_S after its spawn) or "abandoned"
        (the request was cancelled meanwhile)."""
        while not handle.ready:
            try:
                handle.read(_POLL_S)
            except (EOFError, OSError):
                return "died"
            if handle.ready:
                break
            if not handle.alive():
                return "died"
            if self._abandoned():
                return "abandoned"
            now = time.monotonic()
            if now - handle.spawned_at > START_TIMEOUT_S or is_stopped(handle):
                return "hung"
            if now > until:
                return "late"
        return "ready"

    def _search_in_process(
        self, handle: ProcessHandle, request: SearchRequest, cap: float | None
    ) -> tuple[str, WorkerResult | None]:
        """("answered", result), or ("died" | "stuck" | "abandoned", None).

        At search_deadline_s(cap) the cheap bot answers and the search is cancelled. A
        cancelled search (by the deadline or the scene) has CANCEL_GRACE_S to stop; a process
        that does not, or is seen stopped (SIGSTOP), is "stuck". A process that is only slow
        (a loaded machine) stops within the grace and is kept. Requests are a few KB, far
        below the pipe's buffer: sending never blocks, even to a stopped process.
        """
        if self._abandoned():
            return "abandoned", None
        try:
            handle.conn.send(request)
        except (OSError, ValueError):
            return "died", None
        deadline = time.monotonic() + search_deadline_s(cap)
        cancelled_at: float | None = None
        while True:
            try:
                message = handle.read(_POLL_S)
            except (EOFError, OSError):
                return "died", None
            if message is not None:
                if message[0] == "result":
                    return "answered", message[1]
                if message[0] == "progress":
                    self._set_progress(request, message[2])
                continue
            if not handle.alive():
                return "died", None
            now = time.monotonic()
            with self._lock:
                cancelled, stopping = self._in_flight_cancelled, self._stopping
            if stopping:
                return "abandoned", None  # shutdown stops the process
            if not cancelled and now > deadline:
                self._answer_now(request, self._answer_quickly(request, "deadline"))
                cancelled, now = True, time.monotonic()
            if cancelled:
                cancelled_at = now if cancelled_at is None else cancelled_at
                if now - cancelled_at > CANCEL_GRACE_S or is_stopped(handle):
                    return "stuck", None

    def _search_in_thread(self, request: SearchRequest) -> WorkerResult:
        result = run_search(
            request,
            self._thread_cancel,
            lambda info: self._set_progress(request, info),
            source="thread",
        )
        clear_search_caches()  # as the process does: the memo tables do not outlive a search
        return result

    def _replace(self, handle: ProcessHandle, why: str) -> None:
        """Kill `handle`'s process and start another (it imports while we go on), unless
        MAX_FAILURES processes in a row failed: then search in the thread from now on."""
        self._failures += 1
        give_up = self._failures >= MAX_FAILURES
        log.warning("AI worker process %s replaced: %s", handle.process.pid, why)
        handle.stop(graceful=False)
        replacement = None
        if give_up:
            log.error("%s AI worker processes failed in a row; searching in a thread", MAX_FAILURES)
        elif not self._stopping:
            replacement = spawn_process()
        with self._lock:
            if self._handle is handle:
                self._handle = replacement
                replacement = None
        if replacement is not None:  # shutdown took the handle meanwhile: do not leak this one
            replacement.stop(graceful=False)

    def _stop_process(self) -> None:
        with self._lock:
            handle, self._handle = self._handle, None
        if handle is not None:
            handle.stop(graceful=handle.ready and not is_stopped(handle))

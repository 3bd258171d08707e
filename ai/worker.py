"""The UI never waits for the AI: searches run in one warm, low-priority worker process.

Measured on the 2-core target (ARCHITECTURE §3): a pure-Python search in a thread of the UI
process makes every frame late (GIL switches), while one in a separate process leaves the UI
untouched. So `AIWorker` owns a controller *thread* that hands each request to a spawn-started
worker *process*, relays its progress reports, and queues the answer for the scene to `poll`.
Cancellation crosses the boundary as a multiprocessing Event. If no process can be started (or
it dies), the controller thread runs the search itself, which is slower but still correct.
The controller thread also starts the process (spawning costs tens of milliseconds of the caller's
time, plus a resource-tracker process), so creating an AIWorker returns at once; a request
submitted meanwhile waits for the start, and shutdown works whether or not the start finished.

Pure: no pygame. States travel pickled; the bot is rebuilt in the worker from (slug, level).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import pickle
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from ai.protocol import SearchBudget, SearchCancelled
from game.core.protocol import Action, GameState
from game.rng import rng_for

log = logging.getLogger(__name__)

_PROGRESS_INTERVAL_S = 0.1  # at most ten progress messages a second cross the pipe
_POLL_S = 0.02  # how often the controller looks at the pipe while a search runs


@dataclass(frozen=True)
class WorkerResult:
    """An answer for request `request_id`: the action (None on error) and the search's info."""

    request_id: int
    action: Action | None
    info: dict[str, Any] = field(default_factory=dict)
    error: str | None = None


@dataclass(frozen=True)
class _Request:
    request_id: int
    payload: bytes  # the pickled state: a snapshot taken at submit time
    slug: str
    level: str
    seed: int
    budget: SearchBudget | None


def run_search(request: _Request, cancel: Any, progress: Any = None) -> WorkerResult:
    """Rebuild the state and the bot, search, and wrap the answer (errors become results)."""
    from ai.levels import make_bot  # imported here so the worker module itself stays light

    started = time.perf_counter()
    try:
        state: GameState = pickle.loads(request.payload)
        bot, level_budget = make_bot(request.slug, request.level)
        if progress is not None and hasattr(bot, "progress"):
            bot.progress = progress
        rng = rng_for(request.seed, "ai", request.level)
        decision = bot.choose(state, request.budget or level_budget, rng, cancel)
    except SearchCancelled:
        return WorkerResult(request.request_id, None, {}, "cancelled")
    except Exception as error:  # a broken search must not take the worker down with it
        log.exception("AI search for request %s failed", request.request_id)
        return WorkerResult(request.request_id, None, {}, f"{type(error).__name__}: {error}")
    info = dict(decision.info)
    info.setdefault("elapsed", round(time.perf_counter() - started, 4))
    info["bot"] = getattr(bot, "name", type(bot).__name__)
    return WorkerResult(request.request_id, decision.action, info, None)


def _process_main(conn: Any, cancel: Any) -> None:
    """Entry point of the worker process: answer requests until told to stop."""
    try:
        os.nice(10)  # the UI process keeps its frames; the search takes what is left
    except (AttributeError, OSError):
        pass
    try:
        import ai.levels  # noqa: F401  (warm the imports before the first request)
        import game.rules  # noqa: F401
    except Exception:  # the request will report the real error
        log.exception("AI worker could not import the game packages")
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        last = [0.0]

        def report(
            info: dict[str, Any], request_id: int = request.request_id, last: list = last
        ) -> None:
            now = time.perf_counter()
            if now - last[0] >= _PROGRESS_INTERVAL_S:
                last[0] = now
                conn.send(("progress", request_id, dict(info)))

        result = run_search(request, cancel, report)
        try:
            conn.send(("result", result))
        except (OSError, pickle.PicklingError):
            return


class AIWorker:
    """Runs AI searches off the UI thread; the scene submits, polls each frame and drops stale ids."""

    def __init__(self, use_process: bool = True, start_delay_s: float = 0.0) -> None:
        """`start_delay_s`: wait this long before spawning the process, unless a request comes
        first (the app lets its start-up work finish before a second Python starts)."""
        self._start_delay_s = max(0.0, start_delay_s)
        self._lock = threading.Condition()
        self._pending: _Request | None = None
        self._in_flight: _Request | None = None
        self._in_flight_cancelled = False
        self._results: list[WorkerResult] = []
        self._progress: dict[str, Any] | None = None
        self._stopping = False
        self._thread_cancel = threading.Event()
        self._process: Any = None
        self._conn: Any = None
        self._process_cancel: Any = None
        self._process_starting = use_process  # until the controller thread has tried
        self._thread = threading.Thread(target=self._run, name="ai-controller", daemon=True)
        self._thread.start()

    @property
    def uses_process(self) -> bool:
        """True while searches go (or, once it has started, will go) to the worker process.

        False means the in-thread fallback: no process was wanted, it could not start or it died.
        """
        return self._process_starting or self._process is not None

    def _start_process(self) -> None:
        try:
            context = multiprocessing.get_context("spawn")
            parent, child = context.Pipe()
            cancel = context.Event()
            process = context.Process(
                target=_process_main, args=(child, cancel), name="ai-worker", daemon=True
            )
            process.start()
            child.close()
        except Exception:  # e.g. no semaphores in a sandbox: search in the thread instead
            log.warning("AI worker process unavailable; searching in a thread", exc_info=True)
            return
        with self._lock:
            self._process, self._conn, self._process_cancel = process, parent, cancel

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
        request = _Request(request_id, pickle.dumps(state), slug, level, seed, budget)
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
            if self._process_cancel is not None:
                self._process_cancel.set()

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
                    self._start_process()
            finally:
                with self._lock:
                    self._process_starting = False
        # A shutdown during the start finds the loop ending at once and the process stopped below.
        while True:
            with self._lock:
                while self._pending is None and not self._stopping:
                    self._lock.wait()
                if self._stopping:
                    break
                request, self._pending = self._pending, None
                assert request is not None  # the wait ends with a request or a stop
                self._in_flight, self._in_flight_cancelled = request, False
                self._progress = None
                self._thread_cancel.clear()
                if self._process_cancel is not None:
                    self._process_cancel.clear()
            result = self._execute(request)
            with self._lock:
                keep = not self._in_flight_cancelled and not self._stopping
                self._in_flight = None
                self._progress = None
                if keep:
                    self._results.append(result)
        self._stop_process()

    def _wait_before_start(self) -> None:
        deadline = time.monotonic() + self._start_delay_s
        with self._lock:
            while self._pending is None and not self._stopping:
                left = deadline - time.monotonic()
                if left <= 0:
                    return
                self._lock.wait(left)

    def _set_progress(self, request: _Request, info: dict[str, Any]) -> None:
        with self._lock:
            if self._in_flight is request:
                self._progress = dict(info)

    def _execute(self, request: _Request) -> WorkerResult:
        if self._process is not None:
            try:
                return self._execute_in_process(request)
            except (EOFError, OSError, BrokenPipeError):
                log.warning("AI worker process died; searching in a thread from now on")
                self._stop_process()
        return run_search(
            request, self._thread_cancel, lambda info: self._set_progress(request, info)
        )

    def _execute_in_process(self, request: _Request) -> WorkerResult:
        conn, process = self._conn, self._process
        if conn is None or process is None:
            raise EOFError("AI worker process stopped")
        conn.send(request)
        while True:
            if conn.poll(_POLL_S):
                message = conn.recv()
                if message[0] == "progress":
                    self._set_progress(request, message[2])
                    continue
                return message[1]
            if not process.is_alive():
                raise EOFError("AI worker process exited")

    def _stop_process(self) -> None:
        with self._lock:
            process, conn = self._process, self._conn
            self._process = self._conn = None
        if process is None:
            return
        try:
            conn.send(None)
        except (OSError, ValueError):
            pass
        process.join(timeout=0.5)
        if process.is_alive():
            process.terminate()
            process.join(timeout=0.5)
        try:
            conn.close()
        except OSError:
            pass

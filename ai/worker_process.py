"""The worker process's side of ai.worker, and the controller's handle on one such process.

`process_main` runs in the spawned process: it imports the games, says "ready", then answers
requests (a pickled state, slug, level, seed and budget) with `run_search`, sending progress
reports on the way. `ProcessHandle` is what the controller thread holds: the process, its end of
the pipe, a lock-free cancel flag and whether the process said "ready". `quick_answer` is the
cheap bot the controller asks when a process could not answer in time.

Pure: no pygame.
"""

from __future__ import annotations

import dataclasses
import logging
import multiprocessing
import multiprocessing.connection  # noqa: F401  (see below)
import multiprocessing.sharedctypes  # noqa: F401
import os
import pickle
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from ai.protocol import SearchBudget, SearchCancelled, clear_search_caches
from game.core.protocol import Action, GameState
from game.rng import rng_for

# What spawning needs is imported now, by the thread that imports this module (the UI's, ~25 ms
# once). Imported later by the controller thread, it took seconds while the UI thread kept the
# GIL busy (every file read waits for a GIL switch), and the first answer waited for it.
if sys.platform == "win32":
    import multiprocessing.popen_spawn_win32  # noqa: F401
else:
    import multiprocessing.popen_spawn_posix  # noqa: F401

log = logging.getLogger(__name__)

_PROGRESS_INTERVAL_S = 0.1  # at most ten progress messages a second cross the pipe
FALLBACK_LEVEL = "easy"
FALLBACK_TIME_S = 0.2
"""The cheap bot's budget: the Easy level of the game, its time capped at this."""


@dataclass(frozen=True)
class WorkerResult:
    """An answer for request `request_id`: the action (None on error) and the search's info.

    `source` says who answered: "process" (the worker process), "thread" (the controller
    thread, where no process can run) or "fallback" (the cheap bot, when the process failed).
    """

    request_id: int
    action: Action | None
    info: dict[str, Any] = field(default_factory=dict)
    error: str | None = None
    source: str = "process"


@dataclass(frozen=True)
class SearchRequest:
    """One search asked of the worker: the state (pickled at submit time), what plays it
    (game slug and level), the seed of its random stream and a budget (None: the level's)."""

    request_id: int
    payload: bytes  # the pickled state: a snapshot taken at submit time
    slug: str
    level: str
    seed: int
    budget: SearchBudget | None


def run_search(
    request: SearchRequest, cancel: Any, progress: Any = None, source: str = "process"
) -> WorkerResult:
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
        return WorkerResult(request.request_id, None, {}, "cancelled", source)
    except Exception as error:  # a broken search must not take the worker down with it
        log.exception("AI search for request %s failed", request.request_id)
        return WorkerResult(request.request_id, None, {}, _describe(error), source)
    info = dict(decision.info)
    info.setdefault("elapsed", round(time.perf_counter() - started, 4))
    info["bot"] = getattr(bot, "name", type(bot).__name__)
    return WorkerResult(request.request_id, decision.action, info, None, source)


def quick_answer(request: SearchRequest, cancel: Any, reason: str) -> WorkerResult:
    """A cheap bot's move for a request the process could not answer: the game's Easy level
    with its time capped at FALLBACK_TIME_S, or a seeded random legal move if even that fails."""
    from ai.levels import make_bot

    started = time.perf_counter()
    rng = rng_for(request.seed, "ai", "fallback")
    try:
        state: GameState = pickle.loads(request.payload)
    except Exception as error:  # never raises: the controller thread must go on
        return WorkerResult(request.request_id, None, {}, _describe(error), "fallback")
    try:
        bot, budget = make_bot(request.slug, FALLBACK_LEVEL)
        capped = min(budget.time_s or FALLBACK_TIME_S, FALLBACK_TIME_S)
        action = bot.choose(state, dataclasses.replace(budget, time_s=capped), rng, cancel).action
        name = getattr(bot, "name", type(bot).__name__)
    except SearchCancelled:
        return WorkerResult(request.request_id, None, {}, "cancelled", "fallback")
    except Exception:  # the cheap bot failed too: any legal move beats no move
        log.exception("fallback bot failed for request %s", request.request_id)
        try:
            action, name = rng.choice(state.legal_actions()), "random"
        except Exception as error:  # no legal action, or a broken state
            return WorkerResult(request.request_id, None, {}, _describe(error), "fallback")
    info = {"fallback": reason, "bot": name, "elapsed": round(time.perf_counter() - started, 4)}
    return WorkerResult(request.request_id, action, info, None, "fallback")


def _describe(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"


class SharedFlag:
    """A cancel flag in shared memory with no lock: setting it never waits on the process (a
    multiprocessing.Event would block the UI if the process stopped while holding its lock)."""

    def __init__(self, context: Any) -> None:
        self._value = context.RawValue("b", 0)

    def set(self) -> None:
        """Ask the search to stop."""
        self._value.value = 1

    def clear(self) -> None:
        """Ready for the next search."""
        self._value.value = 0

    def is_set(self) -> bool:
        """True once cancellation was requested."""
        return bool(self._value.value)


def process_main(conn: Any, cancel: Any) -> None:
    """Entry point of the worker process: say when ready, then answer requests until told to
    stop."""
    try:
        os.nice(10)  # the UI process keeps its frames; the search takes what is left
    except (AttributeError, OSError):
        pass
    try:
        import ai.levels  # noqa: F401  (warm the imports before the first request)
        import game.rules  # noqa: F401
    except Exception:  # the request will report the real error
        log.exception("AI worker could not import the game packages")
    try:
        conn.send(("ready", os.getpid()))
    except OSError:
        return
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
        clear_search_caches()  # after the answer, off the player's wait: memory stays flat


@dataclass
class ProcessHandle:
    """One worker process, its end of the pipe, its cancel flag and whether it said "ready"."""

    process: Any
    conn: Any
    cancel: SharedFlag
    spawned_at: float
    ready: bool = False

    def alive(self) -> bool:
        """False once the process has exited (killed, crashed)."""
        return bool(self.process.is_alive())

    def read(self, timeout: float) -> tuple | None:
        """The next message within `timeout`, or None; EOFError/OSError if the pipe broke.

        Messages are a few hundred bytes, written in one piece (below the pipe's atomic size),
        so a message that has begun to arrive is whole even if the process stops right after.
        """
        if not self.conn.poll(timeout):
            return None
        message = self.conn.recv()
        if message[0] == "ready":
            self.ready = True
        return message

    def stop(self, graceful: bool) -> None:
        """End the process: asked to quit when `graceful`, killed (SIGKILL) if it does not."""
        if graceful:
            try:
                self.conn.send(None)
            except (OSError, ValueError):
                pass
            self.process.join(timeout=0.5)
        if self.process.is_alive():
            self.process.kill()  # SIGKILL: also ends a stopped (SIGSTOP) process
            self.process.join(timeout=1.0)
        try:
            self.conn.close()
        except OSError:
            pass


def spawn_process() -> ProcessHandle | None:
    """Start a worker process; None where processes cannot run (e.g. no semaphores)."""
    try:
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        cancel = SharedFlag(context)
        process = context.Process(
            target=process_main, args=(child, cancel), name="ai-worker", daemon=True
        )
        process.start()
        child.close()
    except Exception:  # search in the thread instead
        log.warning("AI worker process unavailable; searching in a thread", exc_info=True)
        return None
    return ProcessHandle(process, parent, cancel, time.monotonic())


def is_stopped(handle: ProcessHandle) -> bool:
    """True if the process is stopped (SIGSTOP: it cannot read a polite request to quit).
    Linux only (/proc); elsewhere the polite request simply times out first."""
    try:
        with open(f"/proc/{handle.process.pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] in ("T", "t")
    except (OSError, IndexError):
        return False

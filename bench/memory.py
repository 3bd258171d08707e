"""Memory: the AI worker's resident size running Hard searches, and the growth per game over a
long session.

`measure_hard_memory`: a real AIWorker (its spawn-started process, as in the app) answers an
Easy request (the game and its AI imported: the baseline), then Hard searches over a few
positions; the worker process's VmRSS after the Easy answer and its VmHWM (peak) at the end are
read from /proc/<pid>/status (bench.rss). Not `ru_maxrss` read inside the child, which on Linux
carries the parent's resident size at the fork (see bench.rss).

`measure_session_memory` (and `python -m bench.memory`): 50 short AI-vs-AI games played through
the real AIWorker, the RSS of this (the UI's) process and of the worker process read from
/proc/<pid>/status (VmRSS) after each game; memory per game must stay flat (issue 11).
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from dataclasses import dataclass
from typing import Any

from bench.rss import read_resident


@dataclass
class MemoryNumbers:
    """Resident sizes in MB of the AI worker process running Hard searches: after the imports
    (VmRSS once an Easy request is answered), its peak (VmHWM) and now (VmRSS) after the Hard
    searches. None where /proc could not be read (not Linux) or the process was replaced."""

    baseline_mb: float | None
    peak_mb: float | None
    rss_mb: float | None = None
    searches: int = 0


def _answer(worker: Any, request_id: int, state: Any, slug: str, level: str) -> bool:
    """Submit one request and wait for its answer: True when the worker process answered it
    within a minute (not the cheap bot standing in for a process still starting)."""
    worker.submit(request_id, state.clone(), slug, level, seed=request_id)
    deadline = time.monotonic() + 60.0
    while time.monotonic() < deadline:
        for result in worker.poll():
            if result.request_id == request_id:
                return result.source == "process"
        time.sleep(0.01)
    return False


def measure_hard_memory(slug: str, count: int = 3) -> MemoryNumbers:
    """The AI worker process's resident size after its imports and after `count` Hard
    searches of `slug` (see the module doc)."""
    from ai.worker import AIWorker
    from bench.ai_speed import bench_positions

    # (a few more positions are drawn than used: Wyvern's first plies are mostly chance and
    # forced steps, so a short draw can hold no decision at all)
    positions = bench_positions(slug, max(count, 4))[:count]
    if not positions:
        return MemoryNumbers(None, None)
    worker = AIWorker(use_process=True)
    try:
        for attempt in range(5):  # until the process itself answers (started, imported)
            if _answer(worker, 1 + attempt, positions[0], slug, "easy"):
                break
        pid = worker.process_pid
        before = read_resident(pid) if pid is not None else None
        searches = sum(
            _answer(worker, 10 + index, state, slug, "hard")
            for index, state in enumerate(positions)
        )
        after = read_resident(pid) if pid is not None and worker.process_pid == pid else None
    finally:
        worker.shutdown()
    return MemoryNumbers(
        None if before is None else round(before.rss_mb, 1),
        None if after is None else round(after.peak_mb, 1),
        None if after is None else round(after.rss_mb, 1),
        searches,
    )


# ----------------------------------------------------------------------------- a long session


@dataclass
class SessionMemory:
    """RSS in MB of the UI process and of the AI worker process after each game of a session
    of AI-vs-AI games played through the real AIWorker, and the growth per game after a
    warm-up (least-squares slope, KB per game). `replacements` counts worker processes
    replaced meanwhile (the worker's numbers are only comparable when it is 0)."""

    slug: str
    level: str
    warmup: int
    ui_mb: list[float]
    worker_mb: list[float]
    ui_kb_per_game: float
    worker_kb_per_game: float
    replacements: int


def rss_mb(pid: int | None = None) -> float:
    """VmRSS of `pid` (this process by default) from /proc, in MB; NaN where there is no /proc."""
    resident = read_resident(pid)
    return float("nan") if resident is None else resident.rss_mb


def slope_kb_per_game(values_mb: list[float]) -> float:
    """The least-squares slope of `values_mb` against the game number, in KB per game."""
    count = len(values_mb)
    if count < 2:
        return 0.0
    mean_x = (count - 1) / 2
    mean_y = sum(values_mb) / count
    covariance = sum((x - mean_x) * (y - mean_y) for x, y in enumerate(values_mb))
    variance = sum((x - mean_x) ** 2 for x in range(count))
    return covariance / variance * 1024


def _play_one(worker: Any, slug: str, level: str, seed: int, timeout_s: float) -> None:
    """One game between two `level` AI seats, every decision asked of `worker`."""
    from game.core.record import SeatSpec
    from game.session import Session

    seats = [SeatSpec("North", "ai", level, 0), SeatSpec("South", "ai", level, 1)]
    session = Session.new(slug, seats, seed=seed)
    deadline = time.monotonic() + timeout_s
    while not session.is_over():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{slug} game {seed} unfinished after {timeout_s:.0f} s")
        if session.is_chance():
            session.step_chance()
            continue
        session.request_ai_move(worker)
        for result in worker.poll():
            accepted = session.accept_result(result)
            if accepted is not None:
                session.apply(accepted[1])
                break
        else:
            time.sleep(0.002)


def measure_session_memory(
    slug: str, games: int = 50, level: str = "easy", warmup: int = 10, seed: int = 11
) -> SessionMemory:
    """Play `games` AI-vs-AI games of `slug` through a real AIWorker (its process) in this
    process, reading both RSS after each game; the slopes leave out the first `warmup` games
    (imports finishing, bounded caches and allocator arenas filling)."""
    from ai.worker import AIWorker

    worker = AIWorker(use_process=True)
    ui_mb: list[float] = []
    worker_mb: list[float] = []
    pids: set[int] = set()
    try:
        for game in range(games):
            _play_one(worker, slug, level, seed + game, timeout_s=300.0)
            gc.collect()
            pid = worker.process_pid
            if pid is not None:
                pids.add(pid)
            ui_mb.append(rss_mb())
            worker_mb.append(rss_mb(pid) if pid is not None else float("nan"))
    finally:
        worker.shutdown()
    return SessionMemory(
        slug,
        level,
        warmup,
        [round(value, 2) for value in ui_mb],
        [round(value, 2) for value in worker_mb],
        round(slope_kb_per_game(ui_mb[warmup:]), 1),
        round(slope_kb_per_game(worker_mb[warmup:]), 1),
        max(0, len(pids) - 1),
    )


def measure_app_memory(
    slug: str, games: int = 50, level: str = "easy", animation_speed: float = 1.0, seed: int = 11
) -> SessionMemory:
    """As `measure_session_memory`, but through the whole client: the App (headless) plays
    each game in its play scene, animations, log and results screen included, so the UI row
    shows what the views' caches add. Slow: a game takes as long as its animations."""
    import os
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App
    from game.core.record import SeatSpec
    from game.scenes.play import PlayScene
    from game.scenes.results import ResultsScene
    from game.session import Session

    app = App(home=tempfile.mkdtemp(prefix="dragon-memory-"), use_process=True)
    app.settings.animation_speed = animation_speed
    seats = [SeatSpec("North", "ai", level, 2), SeatSpec("South", "ai", level, 3)]
    ui_mb: list[float] = []
    worker_mb: list[float] = []
    pids: set[int] = set()
    try:
        for game in range(games):
            app.reset_to(PlayScene(app, Session.new(slug, seats, None, seed + game)))
            while not isinstance(app.top, ResultsScene):
                app.step(0.05, events=[])
                # The app's clock.tick(60) leaves the other threads the GIL between frames; a
                # loop that never sleeps starves the worker's controller thread for seconds.
                time.sleep(0.001)
            app.step(0.05, events=[])
            gc.collect()
            pid = app.worker.process_pid
            if pid is not None:
                pids.add(pid)
            ui_mb.append(rss_mb())
            worker_mb.append(rss_mb(pid) if pid is not None else float("nan"))
    finally:
        app.shutdown()
    warmup = min(10, games // 5)
    return SessionMemory(
        slug,
        level,
        warmup,
        [round(value, 2) for value in ui_mb],
        [round(value, 2) for value in worker_mb],
        round(slope_kb_per_game(ui_mb[warmup:]), 1),
        round(slope_kb_per_game(worker_mb[warmup:]), 1),
        max(0, len(pids) - 1),
    )


def main(argv: list[str] | None = None) -> int:
    """`python -m bench.memory`: RSS growth per game over a session of AI-vs-AI games."""
    parser = argparse.ArgumentParser(prog="python -m bench.memory", description=main.__doc__)
    parser.add_argument("--game", action="append", metavar="SLUG", help="only this game")
    parser.add_argument("--games", type=int, default=50, help="games per session (50)")
    parser.add_argument("--level", default="easy", help="the AI level of both seats (easy)")
    parser.add_argument(
        "--app", action="store_true", help="play through the whole client (slow: animations)"
    )
    args = parser.parse_args(argv)
    from game.rules import RULES

    sys.stdout.write(
        f"{'game':<16}{'games':>6}{'UI MB first/last':>20}{'worker MB first/last':>24}"
        f"{'UI KB/game':>12}{'worker KB/game':>16}\n"
    )
    for slug in args.game or list(RULES):
        measure = measure_app_memory if args.app else measure_session_memory
        numbers = measure(slug, args.games, args.level)
        ui, work = numbers.ui_mb, numbers.worker_mb
        replaced = f"  ({numbers.replacements} worker replaced)" if numbers.replacements else ""
        sys.stdout.write(
            f"{slug:<16}{args.games:>6}{f'{ui[0]:.1f} / {ui[-1]:.1f}':>20}"
            f"{f'{work[0]:.1f} / {work[-1]:.1f}':>24}{numbers.ui_kb_per_game:>12.1f}"
            f"{numbers.worker_kb_per_game:>16.1f}{replaced}\n"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

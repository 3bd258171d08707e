"""Frame times of the play scene rendered headless, with and without a Hard search running.

The loop is the app's own (`clock.tick(60)` then `app.step`), so a frame's time is the interval
between frame starts: 16.7 ms when nothing interferes. The search runs in a worker of the app's
own kind (a warm, spawn-started, low-priority process), resubmitted whenever it answers, so the
whole measurement window has a search in flight.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from dataclasses import dataclass

from game.core.record import SeatSpec


@dataclass
class FrameNumbers:
    """Frame-interval statistics in milliseconds."""

    frames: int
    mean_ms: float
    p95_ms: float
    p99_ms: float
    max_ms: float
    over_20ms: int
    over_33ms: int
    searches: int


def _percentile(sorted_values: list[float], share: float) -> float:
    index = min(len(sorted_values) - 1, int(round(share * (len(sorted_values) - 1))))
    return sorted_values[index]


def _midgame_state(slug: str, seed: int):
    from game.core.protocol import sample_chance
    from game.rng import rng_for
    from game.rules import get_rules

    state = get_rules(slug).new_initial_state(2)
    rng = rng_for(seed, "bench-midgame")
    for _ in range(16):
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        elif not state.is_terminal():
            actions = state.legal_actions()
            state.apply_action(actions[int(rng.random() * len(actions))])
    while state.is_chance_node():
        state.apply_action(sample_chance(state, rng))
    return state


def measure_frames(
    slug: str, seconds: float, with_search: bool, level: str = "hard"
) -> FrameNumbers:
    """Run the play scene for `seconds`; optionally keep a `level` search running meanwhile."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ai.worker import AIWorker
    from game.app import App
    from game.scenes.play import PlayScene
    from game.session import Session

    home = tempfile.mkdtemp(prefix="dragon-bench-")
    app = App(home=home, use_process=True)
    try:
        seats = [SeatSpec("North", "human", colour=2), SeatSpec("South", "human", colour=3)]
        session = Session.new(slug, seats, None, 5)
        app.reset_to(PlayScene(app, session))
        search_state = _midgame_state(slug, 3)
        # The scene polls app.worker itself, so the bench drives a worker of its own: the
        # same kind of warm low-priority process a game uses.
        worker = AIWorker(use_process=True) if with_search else None
        # Warm up: the worker process imports, the first frames build caches.
        for _ in range(30):
            app.step(min(app.clock.tick(60) / 1000.0, 0.1), [])
        searches = 0
        request = 10_000
        if worker is not None:
            worker.submit(request, search_state.clone(), slug, level, seed=request)
        intervals: list[float] = []
        last = time.perf_counter()
        end = last + seconds
        while True:
            dt = min(app.clock.tick(60) / 1000.0, 0.1)
            now = time.perf_counter()
            intervals.append((now - last) * 1000.0)
            last = now
            if now >= end:
                break
            app.step(dt, [])
            if worker is not None and any(r.request_id == request for r in worker.poll()):
                searches += 1
                request += 1
                worker.submit(request, search_state.clone(), slug, level, seed=request)
        if worker is not None:
            worker.shutdown()
    finally:
        app.shutdown()
    ordered = sorted(intervals)
    return FrameNumbers(
        frames=len(ordered),
        mean_ms=statistics.fmean(ordered),
        p95_ms=_percentile(ordered, 0.95),
        p99_ms=_percentile(ordered, 0.99),
        max_ms=ordered[-1],
        over_20ms=sum(1 for v in ordered if v > 20.0),
        over_33ms=sum(1 for v in ordered if v > 33.0),
        searches=searches,
    )

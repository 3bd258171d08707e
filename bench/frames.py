"""Frame times of a game in progress in the play scene, headless, with the UI's own CPU per frame.

`python -m bench.frames --game SLUG [--window S] [--windows N] [--png DIR]` prints one JSON
object; `measure_frames_in_child` runs it as a separate process, so the frames are those of a
client process (not of the bench's, whose heap holds thousands of benchmark positions) and its
resident size is a client's.

What runs: the app's own loop (`clock.tick(60)` then `app.step`) on a real match — one person
and one AI seat, started a dozen plies in. The person's moves are random legal ones, played
after the decision has been open for `THINK_S` while the mouse sweeps over the board; the AI
seat answers at once through a stand-in worker (a random legal move, no search: the scene's
animations run, nothing else does). When a match ends a new one starts.

Windows of `window_s` alternate: idle, search, idle, search, ... (bench.frame_stats.window_plan).
In a search window a Hard search runs non-stop in a worker process of the app's own kind,
resubmitted whenever it answers; in an idle window it is cancelled. Interleaving means a machine
that gets busier during the run weighs on both conditions alike.

Per frame: the interval between frame starts (what the player sees: 16.7 ms when nothing
interferes), and — around the update + draw — the wall time and the UI thread's own CPU time
(`time.thread_time`). The CPU time is the scene's own work: the search runs in another process,
and other processes' load lengthens the wall times, not this.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from typing import Any

from bench.frame_stats import FrameSample, summarize, window_plan
from bench.rss import read_resident

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout carries the JSON only

THINK_S = 0.6
"""How long the random person looks at an open decision before playing."""
OPENING_DECISIONS = 12
"""Decisions played before the scene opens, so a game in progress is measured."""
GAP_FRAMES = 6
"""Unmeasured frames between windows, while the search starts or stops."""
WARMUP_FRAMES = 90
"""Unmeasured frames first: the sounds are synthesised, the first frames fill the caches."""


class InstantWorker:
    """A stand-in for the app's AI worker: answers every request at once with a random legal
    move, so the AI seat plays (and its moves animate) without a search."""

    def __init__(self, seed: int, label: str = "bench-frames-ai") -> None:
        # ai.worker now, not at the first request: the app imports it right after its first
        # frame (App.after_first_frame makes the worker), so no play frame of the real app
        # pays for it; imported in `submit` it cost the bench's first AI frame ~25 ms.
        from ai.worker import WorkerResult
        from game.rng import rng_for

        self.result_type = WorkerResult
        self.rng = rng_for(seed, label)  # `label`: a script's own stream of random moves
        self.answers: list[Any] = []
        self.process_pid: int | None = None

    def submit(self, request_id: int, state: Any, slug: str, level: str, seed: int, budget=None):
        """Answer at the next poll with a random legal action of `state`."""
        actions = state.legal_actions()
        action = actions[int(self.rng.random() * len(actions))]
        self.answers = [self.result_type(request_id, action, {}, None, "thread")]

    def poll(self) -> list[Any]:
        """The answer to the last request, once."""
        answers, self.answers = self.answers, []
        return answers

    def cancel(self) -> None:
        """Forget the pending answer."""
        self.answers = []

    def busy(self) -> bool:
        """True while an answer waits to be polled."""
        return bool(self.answers)

    def progress(self) -> None:
        """No search, so no progress to show."""
        return None

    def shutdown(self) -> None:
        """Nothing runs."""
        self.answers = []


def _advanced_session(slug: str, seed: int) -> Any:
    """A match of `slug` (a person at seat 0, an AI at seat 1), `OPENING_DECISIONS` in."""
    from game.core.record import SeatSpec
    from game.rng import rng_for
    from game.session import Session

    seats = [SeatSpec("South", "human", colour=2), SeatSpec("North", "ai", "hard", colour=3)]
    session = Session.new(slug, seats, None, seed)
    rng = rng_for(seed, "bench-frames-opening")
    decisions = 0
    while decisions < OPENING_DECISIONS and not session.is_over():
        if session.is_chance():
            session.step_chance()
            continue
        actions = session.legal_actions()
        session.apply(actions[int(rng.random() * len(actions))])
        decisions += 1
    while session.is_chance():
        session.step_chance()
    return session


def _search_state(slug: str) -> Any:
    """The position the Hard search keeps searching in search windows: a decision a quarter
    into the bench's seeded random games."""
    from bench.ai_speed import bench_positions

    return bench_positions(slug, 4)[1]


class _Match:
    """The scene being measured and the random person playing its human seat."""

    def __init__(self, app: Any, slug: str, seed: int) -> None:
        self.app, self.slug, self.seed = app, slug, seed
        self.moves = 0
        self.restarts = 0
        self.scene: Any = None
        self.open_since: float | None = None
        self.start()

    def start(self) -> None:
        """A new match in a new play scene."""
        from game.rng import rng_for
        from game.scenes.play import PlayScene

        self.scene = PlayScene(self.app, _advanced_session(self.slug, self.seed + self.restarts))
        self.app.reset_to(self.scene)
        self.rng = rng_for(self.seed + self.restarts, "bench-frames-person")
        self.open_since = None

    def finished(self) -> bool:
        """True once the match is over and its last move has played (or the results show)."""
        scene = self.scene
        over = scene.session.is_over() and not scene.board.busy()
        return over or self.app.top is not scene

    def person_plays(self, now: float) -> None:
        """Play a random legal action once the person's decision has been open THINK_S."""
        scene, session = self.scene, self.scene.session
        if not (session.is_human_turn() and scene.turn_version == session.version):
            self.open_since = None
            return
        if self.open_since is None:
            self.open_since = now
        elif now - self.open_since >= THINK_S:
            actions = session.legal_actions()
            if scene.human_action(actions[int(self.rng.random() * len(actions))]):
                self.moves += 1
            self.open_since = None


def _mouse_event(app_time: float) -> Any:
    """A mouse motion along a slow Lissajous sweep over the whole canvas."""
    import pygame

    from game.views import theme

    width, height = theme.SCREEN_SIZE
    x = int(width * (0.5 + 0.45 * math.sin(app_time * 0.9)))
    y = int(height * (0.5 + 0.45 * math.sin(app_time * 1.3 + 1.0)))
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))


def measure_frames(
    slug: str, window_s: float, windows_each: int, level: str = "hard", png_dir: str | None = None
) -> dict[str, Any]:
    """Frames of `slug`'s play scene in interleaved idle / search windows (see the module doc).

    Returns the per-kind summaries, the searches finished, the moves played, matches restarted,
    and the resident sizes of this (the client's) process and of the search worker's process.
    """
    import pygame

    from ai.worker import AIWorker
    from game.app import App

    app = App(home=tempfile.mkdtemp(prefix="dragon-bench-"), use_process=False)
    app.worker = InstantWorker(5)
    search = AIWorker(use_process=True)
    state = _search_state(slug)
    request = 10_000
    searches = 0
    samples: list[FrameSample] = []
    try:
        match = _Match(app, slug, 5)
        search.submit(request, state.clone(), slug, level, seed=request)
        # Warm up until the search worker's process has answered once (it has started and
        # imported the game) and the first frames have filled the scene's caches.
        answered = False
        deadline = time.perf_counter() + 30.0
        for warm in range(100_000):
            if warm >= WARMUP_FRAMES and (answered or time.perf_counter() > deadline):
                break
            app.step(min(app.clock.tick(60) / 1000.0, 0.1), [_mouse_event(app.time)])
            for result in search.poll():  # (a late start is answered by the cheap bot)
                answered = answered or result.source == "process"
                if result.request_id == request:
                    request += 1
                    search.submit(request, state.clone(), slug, level, seed=request)
        for window, kind in enumerate(window_plan(windows_each)):
            search.cancel()
            if kind == "search":
                request += 1
                search.submit(request, state.clone(), slug, level, seed=request)
            for _ in range(GAP_FRAMES):
                app.step(min(app.clock.tick(60) / 1000.0, 0.1), [_mouse_event(app.time)])
            last = time.perf_counter()
            end = last + window_s
            while True:
                dt = min(app.clock.tick(60) / 1000.0, 0.1)
                now = time.perf_counter()
                interval = (now - last) * 1000.0
                last = now
                if now >= end:
                    break
                if match.finished():
                    match.restarts += 1
                    match.start()  # not a frame of the game: left out of the samples
                    last = time.perf_counter()
                    continue
                cpu_start, wall_start = time.thread_time(), time.perf_counter()
                match.person_plays(app.time)
                app.step(dt, [_mouse_event(app.time)])
                cpu_ms = (time.thread_time() - cpu_start) * 1000.0
                work_ms = (time.perf_counter() - wall_start) * 1000.0
                samples.append(FrameSample(window, kind, interval, work_ms, cpu_ms))
                if kind == "search" and any(r.request_id == request for r in search.poll()):
                    searches += 1
                    request += 1
                    search.submit(request, state.clone(), slug, level, seed=request)
            if png_dir and window == 1:
                pygame.image.save(app.screen, os.path.join(png_dir, f"frames_{slug}.png"))
        search.cancel()
        worker_pid = search.process_pid
        worker = read_resident(worker_pid) if worker_pid is not None else None
    finally:
        search.shutdown()
        app.shutdown()
    client = read_resident()
    return {
        "window_s": window_s,
        "windows_each": windows_each,
        "kinds": summarize(samples),
        "searches": searches,
        "moves": match.moves,
        "restarts": match.restarts,
        "client_rss": None if client is None else vars(client),
        "worker_rss": None if worker is None else vars(worker),
    }


def measure_frames_in_child(
    slug: str, window_s: float, windows_each: int, png_dir: str | None = None
) -> dict[str, Any] | None:
    """`measure_frames` in a fresh process (`python -m bench.frames`); None if it failed (its
    error is on stderr)."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    command = [sys.executable, "-m", "bench.frames", "--game", slug]
    command += ["--window", str(window_s), "--windows", str(windows_each)]
    if png_dir:
        command += ["--png", png_dir]
    done = subprocess.run(command, cwd=root, stdout=subprocess.PIPE, text=True, check=False)
    if done.returncode != 0:
        sys.stderr.write(f"[bench] frames of {slug} failed (exit {done.returncode})\n")
        return None
    lines = done.stdout.strip().splitlines()
    return json.loads(lines[-1]) if lines else None


def main(argv: list[str] | None = None) -> int:
    """Measure one game's frames and print them as JSON."""
    parser = argparse.ArgumentParser(prog="python -m bench.frames", description=main.__doc__)
    parser.add_argument("--game", required=True, metavar="SLUG")
    parser.add_argument("--window", type=float, default=1.5, help="seconds per window (1.5)")
    parser.add_argument("--windows", type=int, default=4, help="windows of each kind (4)")
    parser.add_argument("--level", default="hard", help="the searching level (hard)")
    parser.add_argument("--png", metavar="DIR", help="save the screen after the second window")
    args = parser.parse_args(argv)
    numbers = measure_frames(args.game, args.window, args.windows, args.level, args.png)
    sys.stdout.write(json.dumps(numbers) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Dragon Bridge board: the UI thread's CPU time per frame, and PNGs to compare pixel for pixel.

Run from a checkout's root (the old tree from `git archive` as well as the new one):

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python docs/arena/bridge_speed_frames.py \
        --frames 600 --png-dir /tmp/frames-new --json /tmp/frames-new.json

A seeded match (a person at seat 0 playing random legal moves a fixed number of frames after
each decision opens, an AI seat answering at once with a random legal move) runs in the real
play scene on a headless window, with a fixed frame time (1/60 s) and a mouse sweeping the
board, so two runs of the same code draw the same frames. Per frame, `time.thread_time` (the UI
thread's CPU time) of: "board_view", the Dragon Bridge board view's own update + draw (what
game/views/dragon_bridge controls); "board", the play scene's update + draw (the board, the
log, the banner, and the session applying the AI's moves and autosaving); "step", the whole
frame (the person's move, the events, update, draw and the window's present). Every
`--png-every` frames the canvas is saved, for `--compare OLD_DIR NEW_DIR`.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import tempfile
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.getcwd())

DT = 1.0 / 60.0
THINK_FRAMES = 36
"""Frames a person's decision stays open before the random person plays."""


def InstantWorker(seed: int) -> Any:  # noqa: N802 - stands where the class stood
    """The bench's stand-in worker with this script's own random stream (its recorded frames)."""
    from bench.frames import InstantWorker as BenchWorker

    return BenchWorker(seed, label="bridge-frames-ai")


def _session(seed: int, opening: int) -> Any:
    from game.core.record import SeatSpec
    from game.rng import rng_for
    from game.session import Session

    seats = [SeatSpec("South", "human", colour=2), SeatSpec("North", "ai", "hard", colour=3)]
    session = Session.new("dragon-bridge", seats, None, seed)
    rng = rng_for(seed, "bridge-frames-opening")
    decisions = 0
    while decisions < opening and not session.is_over():
        if session.is_chance():
            session.step_chance()
            continue
        legal = session.legal_actions()
        session.apply(legal[int(rng.random() * len(legal))])
        decisions += 1
    while session.is_chance():
        session.step_chance()
    return session


def _mouse(frame: int) -> Any:
    import pygame

    from game.views import theme

    width, height = theme.SCREEN_SIZE
    t = frame * DT
    x = int(width * (0.5 + 0.45 * math.sin(t * 0.9)))
    y = int(height * (0.5 + 0.45 * math.sin(t * 1.3 + 1.0)))
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class _Timed:
    """The board view's own CPU time (its update and draw), summed over a frame."""

    def __init__(self) -> None:
        self.spent = 0.0

    def watch(self, board: Any) -> None:
        """Time `board.update` and `board.draw` from now on (instance attributes)."""
        for name in ("update", "draw"):
            method = getattr(board, name)

            def timed(*args: Any, _method: Any = method, **kwargs: Any) -> Any:
                start = time.thread_time()
                try:
                    return _method(*args, **kwargs)
                finally:
                    self.spent += time.thread_time() - start

            setattr(board, name, timed)


def run(
    frames: int, warmup: int, png_dir: str | None, png_every: int, seed: int, lang: str = "en"
) -> dict:
    """Play `frames` measured frames (after `warmup`), return the CPU-time summaries."""
    import pygame

    from game.app import App
    from game.rng import rng_for
    from game.scenes.play import PlayScene

    app = App(home=tempfile.mkdtemp(prefix="bridge-frames-"), use_process=False)
    app.worker = InstantWorker(seed)
    app.set_language(lang)
    restarts = 0
    scene = PlayScene(app, _session(seed, 12))
    app.reset_to(scene)
    own = _Timed()
    own.watch(scene.board)
    view_ms: list[float] = []
    person = rng_for(seed, "bridge-frames-person")
    open_for = 0
    board_ms: list[float] = []
    step_ms: list[float] = []
    moves = 0
    if png_dir:
        os.makedirs(png_dir, exist_ok=True)
    for frame in range(warmup + frames):
        session = scene.session
        over = session.is_over() and not scene.board.busy()
        if over or app.top is not scene:
            restarts += 1
            scene = PlayScene(app, _session(seed + restarts, 12))
            app.reset_to(scene)
            own.watch(scene.board)
            session = scene.session
            open_for = 0
        own.spent = 0.0
        step_start = time.thread_time()  # the person's move is the UI thread's work too
        if session.is_human_turn() and scene.turn_version == session.version:
            open_for += 1
            if open_for >= THINK_FRAMES:
                legal = session.legal_actions()
                if scene.human_action(legal[int(person.random() * len(legal))]):
                    moves += 1
                open_for = 0
        else:
            open_for = 0
        app.dispatch(_mouse(frame))
        board_start = time.thread_time()
        app.update(DT)
        app.draw()
        board_end = time.thread_time()
        app.window.present()
        step_end = time.thread_time()
        if frame >= warmup:
            board_ms.append((board_end - board_start) * 1000.0)
            step_ms.append((step_end - step_start) * 1000.0)
            view_ms.append(own.spent * 1000.0)
            if png_dir and (frame - warmup) % png_every == 0:
                pygame.image.save(app.screen, os.path.join(png_dir, f"frame_{frame:05d}.png"))
    app.shutdown()
    summary = {}
    for name, values in (("board", board_ms), ("step", step_ms), ("board_view", view_ms)):
        summary[name] = {
            "mean": sum(values) / len(values),
            "p50": _percentile(values, 0.50),
            "p95": _percentile(values, 0.95),
            "p99": _percentile(values, 0.99),
            "max": max(values),
        }
    summary.update(frames=frames, moves=moves, restarts=restarts, load=os.getloadavg()[0])
    return summary


def compare(old_dir: str, new_dir: str) -> int:
    """Count the frames of two runs that differ in any pixel."""
    import pygame

    names = sorted(n for n in os.listdir(old_dir) if n.endswith(".png"))
    differ = 0
    for name in names:
        old = pygame.image.load(os.path.join(old_dir, name))
        new_path = os.path.join(new_dir, name)
        if not os.path.exists(new_path):
            print(f"{name}: missing in {new_dir}")
            differ += 1
            continue
        new = pygame.image.load(new_path)
        if pygame.image.tobytes(old, "RGB") != pygame.image.tobytes(new, "RGB"):
            count = sum(
                old.get_at((x, y)) != new.get_at((x, y))
                for x in range(0, old.get_width())
                for y in range(0, old.get_height())
            )
            print(f"{name}: {count} pixels differ")
            differ += 1
    print(f"{len(names)} frames compared, {differ} differ")
    return 1 if differ else 0


def main() -> int:
    """Measure (or compare two PNG folders)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--warmup", type=int, default=60)
    parser.add_argument("--png-dir")
    parser.add_argument("--png-every", type=int, default=20)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--lang", default="en", help="the game's language (en, ja, zh)")
    parser.add_argument("--json")
    parser.add_argument("--compare", nargs=2, metavar=("OLD_DIR", "NEW_DIR"))
    parser.add_argument("--profile", help="write a cProfile of the run to this file")
    args = parser.parse_args()
    if args.compare:
        return compare(*args.compare)
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
        summary = profiler.runcall(
            run, args.frames, args.warmup, args.png_dir, args.png_every, args.seed, args.lang
        )
        profiler.dump_stats(args.profile)
    else:
        summary = run(args.frames, args.warmup, args.png_dir, args.png_every, args.seed, args.lang)
    text = json.dumps(summary, indent=1)
    print(text)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            handle.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

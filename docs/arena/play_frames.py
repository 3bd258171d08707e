"""The play scene's own work per frame in any game, and SHA-1s of its frames to compare trees.

Run from a checkout's root (an old tree from `git archive` as well as the new one):

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python docs/arena/play_frames.py \
        --game drakon --frames 900 --lang ja --json /tmp/drakon-ja.json

A seeded match (a person at seat 0 playing a random legal move a fixed number of frames after
each decision opens, an AI seat answering at once with a random legal move through the bench's
stand-in worker) runs in the real play scene on a headless window with a fixed frame time
(1/60 s) and a mouse sweeping the canvas, so two runs of the same code draw the same frames.
The app's folder is a fresh one on the machine's disk, so the autosave is really written.

Per frame: the UI thread's CPU time (`time.thread_time`; every frame's, in ms, is kept in the
JSON as `per_frame`, so the same heavy frames can be found in repeated runs) and the wall time of
the whole frame (the person's move, the mouse event, update, draw and the window's present);
frames in which a move was applied (the session's version changed) are also summarised apart. Every
`--sha-every` frames the SHA-1 of the canvas' pixels is kept: two trees drew the same frames
when their lists are equal (`--compare A.json B.json`).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shutil
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


def _session(slug: str, seed: int, opening: int) -> Any:
    """A match of `slug` (a person at seat 0, an AI at seat 1), `opening` decisions in."""
    from game.core.record import SeatSpec
    from game.rng import rng_for
    from game.session import Session

    seats = [SeatSpec("South", "human", colour=2), SeatSpec("North", "ai", "hard", colour=3)]
    session = Session.new(slug, seats, None, seed)
    rng = rng_for(seed, "play-frames-opening")
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
    """A mouse motion along a slow Lissajous sweep over the whole canvas."""
    import pygame

    from game.views import theme

    width, height = theme.SCREEN_SIZE
    t = frame * DT
    x = int(width * (0.5 + 0.45 * math.sin(t * 0.9)))
    y = int(height * (0.5 + 0.45 * math.sin(t * 1.3 + 1.0)))
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))


def _spread(values: list[float]) -> dict[str, float]:
    """Mean, p50, p95, p99 and max of `values` (ms), nearest rank."""
    if not values:
        return {}
    ordered = sorted(values)

    def rank(share: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))], 3)

    return {
        "n": len(ordered),
        "mean": round(sum(ordered) / len(ordered), 3),
        "p50": rank(0.50),
        "p95": rank(0.95),
        "p99": rank(0.99),
        "max": round(ordered[-1], 3),
    }


def run(slug: str, frames: int, warmup: int, sha_every: int, seed: int, lang: str) -> dict:
    """Play `frames` measured frames (after `warmup`); the summaries and the frames' SHA-1s."""
    import pygame

    from bench.frames import InstantWorker
    from game.app import App
    from game.rng import rng_for
    from game.scenes.play import PlayScene

    home = tempfile.mkdtemp(prefix="play-frames-")  # /tmp: the machine's disk here, not RAM
    app = App(home=home, use_process=False)
    app.worker = InstantWorker(seed, label="play-frames-ai")
    app.set_language(lang)
    # What the app does once its first frame is on screen (App.after_first_frame, never called
    # here: no audio thread, an InstantWorker); absent from trees older than session 7.
    warm = getattr(sys.modules["game.views.theme"], "open_banner_faces", None)
    if warm is not None:  # (absent before session 9)
        warm()
    freeze = getattr(sys.modules["game.app"], "freeze_startup_objects", None)
    if freeze is not None:
        freeze()
    restarts = 0
    scene = PlayScene(app, _session(slug, seed, 12))
    app.reset_to(scene)
    person = rng_for(seed, "play-frames-person")
    open_for = 0
    cpu_ms: list[float] = []
    wall_ms: list[float] = []
    move_cpu_ms: list[float] = []
    move_wall_ms: list[float] = []
    hashes: list[str] = []
    moves = 0
    for frame in range(warmup + frames):
        session = scene.session
        over = session.is_over() and not scene.board.busy()
        if over or app.top is not scene:
            restarts += 1
            scene = PlayScene(app, _session(slug, seed + restarts, 12))
            app.reset_to(scene)
            session = scene.session
            open_for = 0
        version = (id(session), session.version)
        cpu_start, wall_start = time.thread_time(), time.perf_counter()
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
        app.update(DT)
        app.draw()
        app.window.present()
        cpu = (time.thread_time() - cpu_start) * 1000.0
        wall = (time.perf_counter() - wall_start) * 1000.0
        if frame >= warmup:
            cpu_ms.append(cpu)
            wall_ms.append(wall)
            if (id(scene.session), scene.session.version) != version:
                move_cpu_ms.append(cpu)
                move_wall_ms.append(wall)
            if (frame - warmup) % sha_every == 0:
                pixels = pygame.image.tobytes(app.screen, "RGB")
                hashes.append(hashlib.sha1(pixels).hexdigest())
    app.shutdown()
    shutil.rmtree(home, ignore_errors=True)
    return {
        "game": slug,
        "lang": lang,
        "frames": frames,
        "moves": moves,
        "restarts": restarts,
        "load": round(os.getloadavg()[0], 2),
        "cpu": _spread(cpu_ms),
        "wall": _spread(wall_ms),
        "move_cpu": _spread(move_cpu_ms),
        "move_wall": _spread(move_wall_ms),
        "sha1": hashes,
        "per_frame": [round(value, 3) for value in cpu_ms],
    }


def compare(first: str, second: str) -> int:
    """Count the kept frames whose SHA-1 differs between two runs' JSON files."""
    with open(first, encoding="utf-8") as handle:
        one = json.load(handle)["sha1"]
    with open(second, encoding="utf-8") as handle:
        two = json.load(handle)["sha1"]
    differ = [index for index, (a, b) in enumerate(zip(one, two, strict=False)) if a != b]
    if len(one) != len(two):
        print(f"{len(one)} frames against {len(two)}")
    print(f"{min(len(one), len(two))} frames compared, {len(differ)} differ {differ[:10]}")
    return 1 if differ or len(one) != len(two) else 0


def main() -> int:
    """Measure (or compare two runs' frames)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="nine-sons")
    parser.add_argument("--frames", type=int, default=900)
    parser.add_argument("--warmup", type=int, default=60)
    parser.add_argument("--sha-every", type=int, default=5)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--lang", default="en", help="the game's language (en, ja, zh)")
    parser.add_argument("--json")
    parser.add_argument("--compare", nargs=2, metavar=("A_JSON", "B_JSON"))
    parser.add_argument("--profile", help="write a cProfile of the run to this file")
    args = parser.parse_args()
    if args.compare:
        return compare(*args.compare)
    call = (args.game, args.frames, args.warmup, args.sha_every, args.seed, args.lang)
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
        summary = profiler.runcall(run, *call)
        profiler.dump_stats(args.profile)
    else:
        summary = run(*call)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(summary, handle)
    shown = {key: value for key, value in summary.items() if key not in ("sha1", "per_frame")}
    print(json.dumps(shown))
    return 0


if __name__ == "__main__":
    sys.exit(main())

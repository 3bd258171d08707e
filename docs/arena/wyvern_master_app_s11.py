"""Wyvern Master in the app: a seeded match, Master against Hard, both AI seats, the real worker
process, the real wall clock, headless. Prints the actions applied and the UI thread's CPU per
frame; saves three frames to /tmp. From the repository root (session 11: `en 120`):

    .venv/bin/python docs/arena/wyvern_master_app_s11.py en 120

A fallback answer (a search that ran past the worker's deadline) is logged as a warning.
"""

import os
import sys
import tempfile
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, ".")


def main(language: str, seconds: float) -> None:
    """Run the match for `seconds` of wall clock at about 60 frames a second."""
    import pygame

    from game.app import App, start_game
    from game.core.record import SeatSpec

    app = App(home=tempfile.mkdtemp(), use_process=True)
    app.set_language(language)
    seats = [SeatSpec("Master", "ai", "master", 0), SeatSpec("Hard", "ai", "hard", 1)]
    start_game(app, "wyvern", seats, None, 5)
    frame_cpu: list[float] = []
    end = time.time() + seconds
    last = time.perf_counter()
    shots = 0
    while time.time() < end:
        now = time.perf_counter()
        start = time.process_time()
        app.step(now - last, events=[])
        frame_cpu.append(time.process_time() - start)
        last = now
        if shots < 3 and time.time() > end - (3 - shots) * seconds / 4:
            pygame.image.save(app.screen, f"/tmp/wyvern_master_{language}_{shots}.png")
            shots += 1
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - now)))
    session = getattr(app.stack[-1], "session", None)
    print("actions", len(session.record.history) if session else None)
    frame_cpu.sort()
    p50, p99 = frame_cpu[len(frame_cpu) // 2], frame_cpu[int(len(frame_cpu) * 0.99)]
    print(f"frames {len(frame_cpu)}: UI CPU p50 {1000 * p50:.2f} ms, p99 {1000 * p99:.2f} ms")
    app.shutdown()


if __name__ == "__main__":  # the worker process is spawned: it must not run this again
    main(sys.argv[1], float(sys.argv[2]))

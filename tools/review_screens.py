"""Review screenshots (command-line tool): every game's results screen at the seat counts it
allows (Drakon at 2, 4 and 6 seats) and every game's setup screen, rendered headless.

    .venv/bin/python -m tools.review_screens [--out docs/review]

Each results screen shows a game played to its end by random moves with a fixed seed (the first
seed from 11 whose game has a winner), so the pictures are the same on every run.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

SEAT_COUNTS = {"nine-sons": (2,), "dragon-bridge": (2,), "drakon": (2, 4, 6)}


def main(argv: list[str] | None = None) -> int:
    """Write the pictures; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs/review", help="folder for the PNG files")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App
    from game.scenes.results import ResultsScene
    from game.scenes.setup import SetupScene
    from game.smoke import finished_session

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        app = App(home=home, use_process=False)

        def shoot(name: str, frames: int) -> None:
            for _ in range(frames):
                app.step(1 / 60, events=[])
            pygame.image.save(app.screen, str(out / name))

        try:
            for slug, counts in SEAT_COUNTS.items():
                for count in counts:
                    session = next(
                        s
                        for seed in range(11, 200)
                        if (s := finished_session(slug, seed, count)).outcome().winners
                    )
                    app.reset_to(ResultsScene(app, session))
                    shoot(f"results-{slug}-{count}.png", 90)
                app.reset_to(SetupScene(app, slug))
                shoot(f"setup-{slug}.png", 30)
        finally:
            app.shutdown()
    print(f"wrote the review screens into {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

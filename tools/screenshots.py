"""Render the README's screenshots headless into docs/: title, setup, a mid-game board with a
path preview, the pause menu and the results screen.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.screenshots
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from ai.levels import make_bot  # noqa: E402
from game.app import App  # noqa: E402
from game.core.record import SeatSpec  # noqa: E402
from game.rng import rng_for  # noqa: E402
from game.session import Session  # noqa: E402

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _frames(app: App, count: int, events: list | None = None) -> None:
    for index in range(count):
        app.step(1 / 60, events=events if index == 0 else [])


def _midgame_session(plies: int) -> Session:
    """Human (seat 0) against Hard: both sides played by the Normal bot up to `plies`."""
    seats = [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "ai", "hard", colour=3)]
    session = Session.new("nine-sons", seats, None, 2026)
    bot, budget = make_bot("nine-sons", "normal")
    while session.ply < plies or not session.is_human_turn():
        if session.is_over():
            raise RuntimeError("the sample game ended before the screenshot")
        if session.is_chance():
            session.step_chance()
        else:
            decision = bot.choose(session.state, budget, rng_for(session.ply, "shot"))
            session.apply(decision.action)
    return session


def main() -> int:
    """Write the PNGs and print their paths."""
    from game.scenes.pause import PauseScene
    from game.scenes.play import PlayScene
    from game.scenes.results import ResultsScene
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene
    from game.smoke import finished_session
    from game.views.nine_sons.layout import square_center

    DOCS.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        app = App(home=home, use_process=False)
        try:
            app.reset_to(TitleScene(app))
            _frames(app, 90)
            pygame.image.save(app.screen, str(DOCS / "title.png"))

            app.push(SetupScene(app, "nine-sons"))
            _frames(app, 30)
            pygame.image.save(app.screen, str(DOCS / "setup.png"))

            session = _midgame_session(26)
            app.reset_to(PlayScene(app, session))
            _frames(app, 120)
            legal = session.legal_actions()
            hover = None
            for action in legal:
                info = session.decode(action)
                if getattr(info, "kind", "") == "move" and len(info.path) >= 2:
                    hover = info
                    break
            if hover is not None:
                source = square_center(hover.source)
                target = square_center(hover.path[-1])
                _frames(
                    app,
                    10,
                    [
                        pygame.event.Event(
                            pygame.MOUSEMOTION, pos=source, rel=(0, 0), buttons=(0, 0, 0)
                        )
                    ],
                )
                _frames(app, 10, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=source, button=1)])
                _frames(
                    app,
                    20,
                    [
                        pygame.event.Event(
                            pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0)
                        )
                    ],
                )
            pygame.image.save(app.screen, str(DOCS / "midgame.png"))

            app.push(PauseScene(app, app.stack[-1]))
            _frames(app, 30)
            pygame.image.save(app.screen, str(DOCS / "pause.png"))

            app.reset_to(TitleScene(app))
            app.push(ResultsScene(app, finished_session(seed=4)))
            _frames(app, 70)
            pygame.image.save(app.screen, str(DOCS / "results.png"))
        finally:
            app.shutdown()
    for name in ("title", "setup", "midgame", "pause", "results"):
        sys.stdout.write(f"{DOCS / (name + '.png')}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

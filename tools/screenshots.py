"""Render the README's screenshots headless into docs/: title, setup, a mid-game board with a
path preview, the pause menu and the results screen.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.screenshots [--out FOLDER]
"""

from __future__ import annotations

import argparse
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


def _save(app: App, out: Path, name: str) -> Path:
    path = out / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    return path


def _shoot_title(app: App, out: Path) -> Path:
    from game.scenes.title import TitleScene

    app.reset_to(TitleScene(app))
    _frames(app, 90)
    return _save(app, out, "title")


def _shoot_setup(app: App, out: Path) -> Path:
    from game.scenes.setup import SetupScene

    app.push(SetupScene(app, "nine-sons"))
    _frames(app, 30)
    return _save(app, out, "setup")


def _hover_a_path(app: App, session: Session) -> None:
    """Lift a stack that has a path of two steps or more and hover its end (the preview)."""
    from game.views.nine_sons.layout import square_center

    for action in session.legal_actions():
        info = session.decode(action)
        if getattr(info, "kind", "") == "move" and len(info.path) >= 2:
            source = square_center(info.source)
            target = square_center(info.path[-1])
            _frames(app, 10, [_motion(source)])
            _frames(app, 10, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=source, button=1)])
            _frames(app, 20, [_motion(target)])
            return


def _motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def _shoot_midgame(app: App, out: Path) -> Path:
    from game.scenes.play import PlayScene

    session = _midgame_session(26)
    app.reset_to(PlayScene(app, session))
    _frames(app, 120)
    _hover_a_path(app, session)
    return _save(app, out, "midgame")


def _shoot_pause(app: App, out: Path) -> Path:
    from game.scenes.pause import PauseScene

    app.push(PauseScene(app, app.stack[-1]))
    _frames(app, 30)
    return _save(app, out, "pause")


def _shoot_results(app: App, out: Path) -> Path:
    from game.scenes.results import ResultsScene
    from game.scenes.title import TitleScene
    from game.smoke import finished_session

    app.reset_to(TitleScene(app))
    app.push(ResultsScene(app, finished_session(seed=4)))
    _frames(app, 70)
    return _save(app, out, "results")


SHOTS = (_shoot_title, _shoot_setup, _shoot_midgame, _shoot_pause, _shoot_results)
"""In order: each shot starts from the scenes the one before left."""


def main(argv: list[str] | None = None) -> int:
    """Write the PNGs (into docs/ unless --out says otherwise) and print their paths."""
    parser = argparse.ArgumentParser(description="Render the README's screenshots headless.")
    parser.add_argument("--out", type=Path, default=DOCS, help="folder for the PNGs (docs/)")
    out = parser.parse_args(argv).out
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        app = App(home=home, use_process=False)
        try:
            paths = [shoot(app, out) for shoot in SHOTS]
        finally:
            app.shutdown()
    for path in paths:
        sys.stdout.write(f"{path}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Render the README's screenshots headless into docs/: title, setup, a mid-game board with a
path preview, the pause menu and the results screen. With --extras, also the Nine Sons screens
a reviewer looks at: the AI thinking (the spinner's place in its panel), a guided-game tip and
the rules help page of the sowing-check option.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.screenshots [--out FOLDER] [--extras]
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
from tools.screen_kit import frames as _frames  # noqa: E402

DOCS = Path(__file__).resolve().parent.parent / "docs"


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


SETUP_SEED = 20261202
"""The fresh deal the setup pictures show (its seed code is on screen)."""


def _shoot_setup(app: App, out: Path) -> Path:
    from game.scenes.setup import SetupScene

    scene = SetupScene(app, "nine-sons")
    scene.fresh_seed = SETUP_SEED  # the code shown stands for this deal: the same every run
    app.push(scene)
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


class _SilentWorker:
    """An AI worker that takes requests and never answers: the AI stays "thinking"."""

    def submit(self, *request: object, **details: object) -> None:
        """Accept and keep quiet (request id, state, slug, level, seed, budget)."""
        del request, details

    def poll(self) -> list:
        """Nothing arrives."""
        return []

    def cancel(self) -> None:
        """Nothing to cancel."""

    def busy(self) -> bool:
        """Always searching."""
        return True

    def progress(self) -> None:
        """No progress to show."""

    def shutdown(self) -> None:
        """Nothing to stop."""


def _shoot_thinking(app: App, out: Path) -> Path:
    """The mid-game board while the AI seat thinks: its spinner in the free spot of its panel."""
    from game.scenes.play import PlayScene

    session = _midgame_session(26)
    bot, budget = make_bot("nine-sons", "normal")
    session.apply(bot.choose(session.state, budget, rng_for(session.ply, "shot")).action)
    while session.is_chance():
        session.step_chance()
    app.worker = _SilentWorker()
    app.reset_to(PlayScene(app, session))
    _frames(app, 90)
    return _save(app, out, "nine-sons-thinking")


def _shoot_guide(app: App, out: Path) -> Path:
    """The Nine Sons guided game at its "place a die" tip, a die picked from the tray."""
    from game.scenes.guide import start_guided_game
    from game.views.nine_sons.layout import hand_die_rect

    start_guided_game(app, "nine-sons")
    scene = app.top
    for _frame in range(600):  # the deal animates; wait until the first turn is yours
        if scene.board.turn is not None and not scene.board.busy():
            break
        _frames(app, 1)
    for _tip in range(2):
        _frames(app, 5, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)])
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hand_die_rect(0, 3).center, button=1)
    _frames(app, 30, [click])
    return _save(app, out, "nine-sons-guide")


def _shoot_sowing_help(app: App, out: Path) -> Path:
    """The rules help page of the sowing-check option, with its diagram."""
    from game.scenes.rules_help import RulesHelpScene

    scene = RulesHelpScene(app, "nine-sons")
    app.push(scene)
    scene.page = next(
        index for index, page in enumerate(scene.pages) if page.diagram == "sowing_check"
    )
    _frames(app, 40)
    return _save(app, out, "nine-sons-sowing-check")


EXTRA_SHOTS = (_shoot_thinking, _shoot_guide, _shoot_sowing_help)
"""The Nine Sons screens for review (--extras), after the README's."""


def main(argv: list[str] | None = None) -> int:
    """Write the PNGs (into docs/ unless --out says otherwise) and print their paths."""
    parser = argparse.ArgumentParser(description="Render the README's screenshots headless.")
    parser.add_argument("--out", type=Path, default=DOCS, help="folder for the PNGs (docs/)")
    parser.add_argument("--extras", action="store_true", help="also the Nine Sons review shots")
    arguments = parser.parse_args(argv)
    out = arguments.out
    out.mkdir(parents=True, exist_ok=True)
    shots = SHOTS + (EXTRA_SHOTS if arguments.extras else ())
    with tempfile.TemporaryDirectory() as home:
        app = App(home=home, use_process=False)
        try:
            paths = [shoot(app, out) for shoot in shots]
        finally:
            app.shutdown()
    for path in paths:
        sys.stdout.write(f"{path}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

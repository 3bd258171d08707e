"""Render the coach (issue 17) headless: the Hint's coach panel of every game in English,
Japanese and Chinese, and the turning points of a short Nine Sons game; with --docs, also
docs/coach.png for the README.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.coach_screens [--out FOLDER] [--docs]

Searches run in this process (an in-process stand-in for the AI worker), so the pictures show
the real advice of each game's coach level.
"""

from __future__ import annotations

import argparse
import os
import pickle
import random
import shutil
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from ai.levels import make_bot  # noqa: E402
from ai.worker_process import SearchRequest, WorkerResult, run_search  # noqa: E402
from game.app import App  # noqa: E402
from game.core.protocol import CHANCE, sample_chance  # noqa: E402
from game.core.record import GameRecord, SeatSpec  # noqa: E402
from game.rng import rng_for  # noqa: E402
from game.rules import RULES  # noqa: E402
from game.session import Session  # noqa: E402
from game.turning_points import TurningPointSearch, WorkerDriver  # noqa: E402
from game.views import theme  # noqa: E402
from game.views.registry import client_for  # noqa: E402
from game.views.turning_points_panel import TurningPointsPanel  # noqa: E402
from tools.screen_kit import frames as _frames  # noqa: E402

DOCS = Path(__file__).resolve().parent.parent / "docs"
SEATS = [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "ai", "normal", colour=3)]
DECISIONS = {"nine-sons": 14, "dragon-bridge": 12, "drakon": 14, "dragon-delta": 6, "wyvern": 120}
"""Easy-bot decisions played before the picture: a position where each coach searches."""
OPTIONS = {"wyvern": {"match_points": 50}}
DOCS_GAME = "dragon-bridge"


class InProcessWorker:
    """The AI worker's submit / poll API, answered at once by the search in this process."""

    def __init__(self) -> None:
        self.results: list[WorkerResult] = []

    def submit(
        self, request_id: int, state: Any, slug: str, level: str, seed: int, budget: Any = None
    ) -> None:
        """Search now; the answer waits for `poll`."""
        request = SearchRequest(request_id, pickle.dumps(state), slug, level, seed, budget)
        self.results.append(run_search(request, None, source="thread"))

    def poll(self) -> list[WorkerResult]:
        """The answers since the last poll."""
        results, self.results = self.results, []
        return results

    def cancel(self) -> None:
        """Forget answers not yet polled."""
        self.results = []

    def busy(self) -> bool:
        """Never busy: every search is done by the time `submit` returns."""
        return False

    def progress(self) -> None:
        """No progress reports."""
        return None

    def shutdown(self) -> None:
        """Nothing to stop."""


def midgame(slug: str) -> Session:
    """The human (seat 0) to move after DECISIONS[slug] decisions of the Easy bot."""
    session = Session.new(slug, SEATS, OPTIONS.get(slug), 2026)
    bot, budget = make_bot(slug, "easy")
    while session.ply < DECISIONS[slug] or not session.is_human_turn():
        if session.is_over():
            raise RuntimeError(f"the sample {slug} game ended before the picture")
        if session.is_chance():
            session.step_chance()
        else:
            session.apply(bot.choose(session.state, budget, rng_for(session.ply, "shot")).action)
    return session


def shoot_coach(app: App, out: Path, slug: str, language: str) -> Path:
    """The play screen with the coach panel open."""
    from game.scenes.play import PlayScene

    app.set_language(language)
    app.reset_to(PlayScene(app, midgame(slug)))
    _frames(app, 90)
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="", scancode=0)
    _frames(app, 30, [press])
    path = out / f"coach-{slug}-{language}.png"
    pygame.image.save(app.screen, str(path))
    return path


def short_record(seed: int = 4, slug: str = "nine-sons") -> GameRecord:
    """A finished game: seat 0 (the person) played by Easy, seat 1 by Normal (also the turning
    points tests' game)."""
    rules = RULES[slug]
    record = GameRecord(slug, 2, rules.info.default_options(2), list(SEATS), seed)
    state = rules.new_initial_state(2, record.options)
    bots = [make_bot(slug, "easy"), make_bot(slug, "normal")]
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            action = sample_chance(state, rng)
        else:
            bot, budget = bots[state.current_player()]
            action = bot.choose(state, budget, rng).action
        record.history.append(state.action_to_string(action))
        state.apply_action(action)
    return record


def shoot_turning_points(app: App, out: Path, language: str) -> Path:
    """The turning points of a short game, judged through the worker API as a scene would."""
    app.set_language(language)
    record = short_record()
    judge = TurningPointSearch(record, [0])
    driver = WorkerDriver(judge, "normal")
    worker = InProcessWorker()
    panel = TurningPointsPanel(pygame.Rect(360, 150, 560, 420), record, client_for("nine-sons"))
    while not judge.done():
        driver.step(worker)
        for result in worker.poll():
            driver.accept(result)
        panel.set_progress(judge.judged, judge.total)
    panel.set_points(judge.points())
    surface = pygame.Surface(theme.SCREEN_SIZE)
    surface.fill(theme.BACKGROUND)
    panel.draw(surface, 0.0)
    path = out / f"turning-points-{language}.png"
    pygame.image.save(surface, str(path))
    return path


def main(argv: list[str] | None = None) -> int:
    """Render the pictures; print their paths."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/coach", help="folder for the pictures")
    parser.add_argument("--docs", action="store_true", help="also write docs/coach.png")
    parser.add_argument("--games", default=",".join(DECISIONS), help="comma-separated slugs")
    parser.add_argument("--languages", default="en,ja,zh", help="comma-separated codes")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(home=str(out / "home"), use_process=False)
    app.worker.shutdown()
    app.worker = InProcessWorker()
    try:
        for language in args.languages.split(","):
            for slug in args.games.split(","):
                print(shoot_coach(app, out, slug, language))
            print(shoot_turning_points(app, out, language))
        if args.docs:
            picture = shoot_coach(app, out, DOCS_GAME, "en")
            shutil.copyfile(picture, DOCS / "coach.png")
            print(DOCS / "coach.png")
    finally:
        app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())

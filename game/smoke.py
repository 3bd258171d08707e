"""Smoke mode (`--smoke`): render every scene headless for a few frames, then exit.

Used by the packaging check and the tests: it proves that each scene can be built and drawn
on the dummy SDL drivers; any failure makes the exit code 1.
`game.app.run(["--smoke"])` is the entry point; `run_smoke` does the work.
"""

from __future__ import annotations

import functools
import logging
import os
import tempfile
from collections.abc import Callable
from typing import Any

import pygame

from game.app import App, start_game
from game.core.record import SeatSpec

log = logging.getLogger(__name__)


SMOKE_COLOURS = (2, 3, 4, 5, 0, 1)
"""Seat colours of the smoke games, in seat order."""


def finished_session(slug: str = "nine-sons", seed: int = 11, players: int | None = None) -> Any:
    """A Session of a game played to its end by random moves (for the results screen), with
    `players` seats (the game's fewest by default)."""
    from game.core.protocol import sample_chance
    from game.core.record import GameRecord
    from game.rng import rng_for
    from game.rules import get_rules
    from game.session import Session

    rules = get_rules(slug)
    count = players or rules.info.min_players
    seats = [
        SeatSpec(f"Dragon {index + 1}", "ai", "easy", SMOKE_COLOURS[index])
        for index in range(count)
    ]
    state = rules.new_initial_state(count, None)
    rng = rng_for(seed, "smoke")
    history: list[str] = []
    while not state.is_terminal():
        if state.is_chance_node():
            action = sample_chance(state, rng)
        else:
            action = rng.choice(state.legal_actions())
        history.append(state.action_to_string(action))
        state.apply_action(action)
    record = GameRecord(slug, count, rules.info.default_options(count), seats, seed, history)
    return Session.from_record(record)


class SmokeScenes:
    """Set-ups that each arrange the app's stack to show one scene. The record screens keep
    their replays and statistics in `scratch` when given: a player's folder handed to --smoke
    (which checks that it is read safely) gains no file."""

    def __init__(self, app: App, scratch: str | None = None) -> None:
        self.app = app
        self.scratch = scratch

    def _records_in_scratch(self) -> None:
        """The replay shelf and the statistics in the scratch folder (once)."""
        if self.scratch is None:
            return
        from game.replays import ReplayShelf
        from game.settings import PrefFolder
        from game.stats import Statistics

        folder = PrefFolder.open(os.path.join(self.scratch, "records"))
        self.app.replays = ReplayShelf(folder, self.app.replays.cap)
        self.app.stats = Statistics(folder)
        self.scratch = None

    def title(self) -> None:
        """The title screen alone."""
        from game.scenes.title import TitleScene

        self.app.reset_to(TitleScene(self.app))

    def setup(self, slug: str = "nine-sons") -> None:
        """The setup of `slug` over the title."""
        from game.scenes.setup import SetupScene

        self.title()
        self.app.push(SetupScene(self.app, slug))

    def settings(self) -> None:
        """The settings over the title."""
        from game.scenes.settings_scene import SettingsScene

        self.title()
        self.app.push(SettingsScene(self.app))

    def play(self, slug: str = "nine-sons") -> None:
        """Two AI seats playing `slug`."""
        self.title()
        seats = [SeatSpec("Red Dragon", "ai", "easy", 2), SeatSpec("Blue Dragon", "ai", "easy", 3)]
        start_game(self.app, slug, seats, None, 7)

    def pause(self) -> None:
        """The pause menu over whatever is shown."""
        from game.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self.app.stack[-1]))

    def rules_help(self, slug: str = "nine-sons") -> None:
        """The rules of `slug` over whatever is shown."""
        from game.scenes.rules_help import RulesHelpScene

        self.app.push(RulesHelpScene(self.app, slug))

    def handoff(self) -> None:
        """The hot-seat curtain over whatever is shown."""
        from game.scenes.handoff import HandoffScene

        lines = ["Blue placed a 4 on b2."]
        self.app.push(HandoffScene(self.app, "Red Dragon", lines, self.app.pop))

    def results(self, slug: str = "nine-sons") -> None:
        """The results of a finished random game of `slug`."""
        from game.scenes.results import ResultsScene

        self.title()
        self.app.push(ResultsScene(self.app, finished_session(slug)))

    def _human_game(self, slug: str = "nine-sons") -> Any:
        """A finished random game of `slug` whose first seat a person played."""
        session = finished_session(slug)
        session.record.seats[0] = SeatSpec("Ada", "human", "normal", SMOKE_COLOURS[0])
        return type(session).from_record(session.record)

    def replays(self) -> None:
        """The Replays list over the title, with a finished game and an abandoned one on it."""
        from dataclasses import replace

        from game.scenes.replays import ReplaysScene

        self._records_in_scratch()
        self.title()
        session = self._human_game()
        self.app.replays.keep(session.record, session.outcome(), finished=True)
        unfinished = replace(session.record, history=session.record.history[:12])
        self.app.replays.keep(unfinished, None, finished=False)
        self.app.push(ReplaysScene(self.app))

    def statistics(self) -> None:
        """The Statistics screen over the title, with a game counted."""
        from game.scenes.statistics import StatisticsScene

        self._records_in_scratch()
        self.title()
        session = self._human_game()
        moves = sum(not ply.is_chance for ply in session.plies)
        self.app.stats.record(session.record, session.outcome(), moves)
        self.app.push(StatisticsScene(self.app))

    def replay_viewer(self) -> None:
        """The replay viewer over the results of a finished game."""
        from game.scenes.replay_viewer import ReplayViewerScene
        from game.scenes.results import ResultsScene

        self.title()
        session = finished_session()
        self.app.push(ResultsScene(self.app, session))
        self.app.push(ReplayViewerScene(self.app, session.record))

    def turning_points(self) -> None:
        """The coach's turning points over the results of a game a person played."""
        from game.scenes.results import ResultsScene
        from game.scenes.turning_points_scene import TurningPointsScene

        self.title()
        results = ResultsScene(self.app, self._human_game())
        self.app.push(results)
        self.app.push(TurningPointsScene(self.app, results.review, results.client))


def _smoke_steps(app: App, scratch: str | None = None) -> list[tuple[str, Callable[[], None]]]:
    """(name, set-up) pairs: each set-up arranges the stack to show one scene (the record
    screens' files go to `scratch` when given)."""
    scenes = SmokeScenes(app, scratch)
    steps: list[tuple[str, Callable[[], None]]] = [
        ("title", scenes.title),
        ("setup", scenes.setup),
        ("settings", scenes.settings),
        ("play (AI vs AI)", scenes.play),
        ("pause", scenes.pause),
        ("rules help", scenes.rules_help),
        ("handoff", scenes.handoff),
        ("results", scenes.results),
        ("replays", scenes.replays),
        ("statistics", scenes.statistics),
        ("replay viewer", scenes.replay_viewer),
        ("turning points", scenes.turning_points),
    ]
    # Every other playable game too: its board view, help pages and results are imported
    # lazily, so a frozen build only proves it bundled them by showing them.
    from game.views.registry import CLIENTS, is_playable

    for slug in CLIENTS:
        if slug == "nine-sons" or not is_playable(slug):
            continue
        steps += [
            (f"{slug} play", functools.partial(scenes.play, slug)),
            (f"{slug} rules help", functools.partial(scenes.rules_help, slug)),
            (f"{slug} results", functools.partial(scenes.results, slug)),
        ]
    return steps


def run_smoke(frames: int = 20, home: str | None = None) -> int:
    """Render every scene headless for a few frames each; 0 when all of them worked."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="dragon-arcade-") as scratch:
        app = App(home=home or scratch, use_process=False)
        shown: list[str] = []
        try:
            for name, arrange in _smoke_steps(app, scratch):
                arrange()
                for _ in range(frames):
                    pygame.event.pump()
                    app.step(1 / 60, events=[])
                shown.append(name)
        except Exception:
            log.exception("smoke: failed after %s", ", ".join(shown) or "nothing")
            return 1
        finally:
            app.shutdown()
    log.info("smoke: rendered %s", ", ".join(shown))
    return 0

"""Smoke mode (`--smoke`): render every scene headless for a few frames, then exit.

Used by the packaging check and the tests: it proves that each scene can be built and drawn
on the dummy SDL drivers; any failure makes the exit code 1.
`game.app.run(["--smoke"])` is the entry point; `run_smoke` does the work.
"""

from __future__ import annotations

import logging
import os
import tempfile
from collections.abc import Callable
from typing import Any

import pygame

from game.app import App, start_game
from game.core.record import SeatSpec

log = logging.getLogger(__name__)


def finished_session(slug: str = "nine-sons", seed: int = 11) -> Any:
    """A Session of a game played to its end by random moves (for the results screen)."""
    from game.core.protocol import sample_chance
    from game.core.record import GameRecord
    from game.rng import rng_for
    from game.rules import get_rules
    from game.session import Session

    rules = get_rules(slug)
    seats = [SeatSpec(f"Dragon {i + 1}", "ai", "easy", colour) for i, colour in enumerate((2, 3))]
    state = rules.new_initial_state(len(seats), None)
    rng = rng_for(seed, "smoke")
    history: list[str] = []
    while not state.is_terminal():
        if state.is_chance_node():
            action = sample_chance(state, rng)
        else:
            action = rng.choice(state.legal_actions())
        history.append(state.action_to_string(action))
        state.apply_action(action)
    record = GameRecord(slug, len(seats), rules.info.default_options(), seats, seed, history)
    return Session.from_record(record)


def _smoke_steps(app: App) -> list[tuple[str, Callable[[], None]]]:
    """(name, set-up) pairs: each set-up arranges the stack to show one scene."""

    def title() -> None:
        from game.scenes.title import TitleScene

        app.reset_to(TitleScene(app))

    def setup() -> None:
        from game.scenes.setup import SetupScene

        title()
        app.push(SetupScene(app, "nine-sons"))

    def settings() -> None:
        from game.scenes.settings_scene import SettingsScene

        title()
        app.push(SettingsScene(app))

    def play(slug: str = "nine-sons") -> None:
        title()
        seats = [SeatSpec("Red Dragon", "ai", "easy", 2), SeatSpec("Blue Dragon", "ai", "easy", 3)]
        start_game(app, slug, seats, None, 7)

    def pause() -> None:
        from game.scenes.pause import PauseScene

        app.push(PauseScene(app, app.stack[-1]))

    def rules_help(slug: str = "nine-sons") -> None:
        from game.scenes.rules_help import RulesHelpScene

        app.push(RulesHelpScene(app, slug))

    def handoff() -> None:
        from game.scenes.handoff import HandoffScene

        app.push(HandoffScene(app, "Red Dragon", ["Blue placed a 4 on b2."], app.pop))

    def results(slug: str = "nine-sons") -> None:
        from game.scenes.results import ResultsScene

        title()
        app.push(ResultsScene(app, finished_session(slug)))

    steps: list[tuple[str, Callable[[], None]]] = [
        ("title", title),
        ("setup", setup),
        ("settings", settings),
        ("play (AI vs AI)", play),
        ("pause", pause),
        ("rules help", rules_help),
        ("handoff", handoff),
        ("results", results),
    ]
    # Every other playable game too: its board view, help pages and results are imported
    # lazily, so a frozen build only proves it bundled them by showing them.
    from game.views.registry import CLIENTS, is_playable

    for slug in CLIENTS:
        if slug == "nine-sons" or not is_playable(slug):
            continue
        steps += [
            (f"{slug} play", lambda slug=slug: play(slug)),
            (f"{slug} rules help", lambda slug=slug: rules_help(slug)),
            (f"{slug} results", lambda slug=slug: results(slug)),
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
            for name, arrange in _smoke_steps(app):
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

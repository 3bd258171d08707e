"""What the screenshot tools share: stepping an App a few frames, pressing a key as a player
would, and shooting a set of pictures in several languages while listening for cut texts.

The tools (tools.screenshots, tools.cjk_screens, tools.records_screens, tools.coach_screens,
tools.bridge_screens) each say WHICH pictures they take and how to reach them; this module says
HOW a picture is taken, once.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pygame

FRAME = 1 / 60
"""One frame of a 60 FPS display, the step every tool takes."""

Shot = Callable[[Any], None]
"""Sets a fresh or running App up so that its screen shows one picture."""

Written = list[tuple[Path, list[tuple[str, str]]]]
"""Each picture's path with the (how, text) of every text a layout had to cut on it."""


def frames(app: Any, count: int, events: list | None = None) -> None:
    """Step `app` `count` frames; `events` (if any) arrive with the first one."""
    for index in range(count):
        app.step(FRAME, events=events if index == 0 and events else [])


def press(app: Any, key: int, times: int = 1) -> None:
    """Press `key` `times` times, a few frames apart (as a player would)."""
    for _time in range(times):
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        frames(app, 4, [event])


def shoot_languages(
    out: Path,
    languages: Sequence[str],
    shots: Mapping[str, Shot],
    file_name: Callable[[str, str], str],
    prepare: Callable[[Any], None] | None = None,
    still: bool = False,
) -> Written:
    """Every shot in every language into `out`, each language on a fresh App with a fresh
    preference folder. `file_name(language, shot)` names the PNG; `prepare(app)` runs once per
    language after the language is set (e.g. to fill a shelf); `still` turns animations off."""
    from game.app import App
    from game.views.text import watch_overflow

    out.mkdir(parents=True, exist_ok=True)
    written: Written = []
    found: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: found.append((how, text)))
    try:
        for language in languages:
            with tempfile.TemporaryDirectory(prefix="screens-") as home:
                app = App(home=home, use_process=False)
                if still:
                    app.settings.animation_speed = 0.0
                try:
                    app.set_language(language)  # first: the seats get this language's names
                    if prepare is not None:
                        prepare(app)
                    for name, reach in shots.items():
                        found.clear()
                        reach(app)
                        path = out / file_name(language, name)
                        pygame.image.save(app.screen, str(path))
                        written.append((path, sorted(set(found))))
                finally:
                    app.shutdown()
    finally:
        stop()
    return written


def play_at_random_until(
    app: Any,
    slug: str,
    seats: list[Any],
    options: dict[str, Any] | None,
    seed: int,
    weigh: Callable[[list[str]], list[float]],
    stop: Callable[[Any, Any], bool],
    limit: int = 6000,
    reset_board: bool = True,
) -> tuple[Any, Any]:
    """A PlayScene on a new `slug` session, played by a seeded weighted-random player until
    `stop(session, applied)`: `weigh` gives each legal action (by its log text) its weight, so a
    tool can steer towards the position it wants to draw. With `reset_board` the board is put
    back to the view before the last action (so the picture can show it happen)."""
    import random

    from game.scenes.play import PlayScene
    from game.session import Session

    session = Session.new(slug, seats, options, seed)
    scene = PlayScene(app, session)
    rng = random.Random(seed)
    for _ply in range(limit):
        if session.is_over():
            break
        if session.is_chance():
            applied = session.step_chance()
        else:
            legal = session.legal_actions()
            weights = weigh([session.action_text(action) for action in legal])
            applied = session.apply(rng.choices(legal, weights)[0])
        if stop(session, applied):
            if reset_board:
                scene.board.reset(applied.view_before)
            return scene, applied
    raise RuntimeError("no such position")

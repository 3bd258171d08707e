"""The shared frame of the CJK review tours (tools/drakon_screens.py --tour,
tools/nine_sons_review.py): an app drawn headless in each language, a shooter that saves what it
draws, and every text a layout reported it could not fit, collected into overflow.txt."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import Any

FRAME = 0.05
"""Seconds of app time per drawn frame."""


class Shooter:
    """Saves what the app draws as <folder>/<lang>-<name>.png."""

    def __init__(self, app: Any, folder: Path, lang: str) -> None:
        self.app, self.folder, self.lang = app, folder, lang

    def frame(self, frames: int = 1, events: list | None = None) -> Any:
        """The app after `frames` frames (posting `events` before the first), as a surface."""
        import pygame

        surface = pygame.Surface((1280, 720))
        for index in range(frames):
            for event in (events or []) if index == 0 else []:
                self.app.dispatch(event)
            self.app.update(FRAME)
            self.app.draw(surface)
        return surface

    def __call__(self, name: str, surface: Any = None, events: list | None = None) -> None:
        """Save `surface` (or two fresh frames after `events`) under `name`."""
        import pygame

        image = surface or self.frame(2, events)
        pygame.image.save(image, str(self.folder / f"{self.lang}-{name}.png"))


Part = Callable[[Any, Shooter], None]
"""One stop of a tour: it sets the app up and shoots what it wants."""


def run_tour(
    folder: Path, languages: Sequence[str], parts: Sequence[Part], names: Collection[str]
) -> list[tuple[str, str, str]]:
    """Draw `parts` in each language into `folder`; returns (language, how, text) of every text
    a layout reported it could not fit, leaving out the seat `names` (also in overflow.txt)."""
    from game.app import App
    from game.views.text import watch_overflow

    folder.mkdir(parents=True, exist_ok=True)
    found: list[tuple[str, str, str]] = []
    with tempfile.TemporaryDirectory() as home:
        app = App(home=home, use_process=False)
        app.settings.animation_speed = 0.0
        try:
            for lang in languages:
                app.set_language(lang)
                shoot = Shooter(app, folder, lang)
                stop = watch_overflow(lambda text, how, lang=lang: found.append((lang, how, text)))
                try:
                    for part in parts:
                        part(app, shoot)
                finally:
                    stop()
        finally:
            app.shutdown()
    listed = sorted({entry for entry in found if entry[2] not in names})
    lines = [f"{lang}\t{how}\t{text}" for lang, how, text in listed]
    (folder / "overflow.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return listed

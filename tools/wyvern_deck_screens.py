"""Render the Wyvern deck builder headless in en, ja and zh (to look at): the Stormwing start,
an illegal deck with its reasons, a filtered and searched pool. Writes PNGs to
/tmp/wyvern_deck_screens/ (or the folder given) and docs/wyvern-decks.png (English).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.wyvern_deck_screens [folder]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.rules.wyvern.cards import BY_ID  # noqa: E402
from game.scenes.deck_builder import DeckBuilderScene  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def shots(scene: DeckBuilderScene) -> list[tuple[str, object]]:
    """(name, how to get there) for each picture, applied in order."""

    def illegal() -> None:
        for card in ("D02", "D04", "T01"):
            scene.remove(BY_ID[card])
        scene.add(BY_ID["A22"])
        scene.add(BY_ID["D02"])

    def search() -> None:
        scene.kind_cycle.set_value("dragon")
        scene.filters["kind"] = "dragon"
        scene.search_field.text = scene.filters["search"] = "w"
        scene._bind()
        scene.focus.set_focus(scene.tiles[2])

    return [("start", lambda: None), ("illegal", illegal), ("search", search)]


def render(folder: Path) -> list[Path]:
    """Every picture in every language; returns the files written."""
    written = []
    for language in ("en", "ja", "zh"):
        with tempfile.TemporaryDirectory() as home:
            app = App(home=home, use_process=False)
            app.set_language(language)
            scene = DeckBuilderScene(app)
            app.push(scene)
            surface = pygame.Surface((1280, 720))
            for name, step in shots(scene):
                step()  # type: ignore[operator]
                app.step(0.05, events=[])
                app.draw(surface)
                path = folder / f"{language}-{name}.png"
                pygame.image.save(surface, str(path))
                written.append(path)
                if language == "en" and name == "illegal":
                    pygame.image.save(surface, str(ROOT / "docs" / "wyvern-decks.png"))
            app.set_language("en")
            app.shutdown()
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/wyvern_deck_screens")
    target.mkdir(parents=True, exist_ok=True)
    for path in render(target):
        print(path)

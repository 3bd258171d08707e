"""The save screens speak the pseudo language: the title's Continue caption and its messages (a
bad save, a preference folder that cannot be written, settings that fell back), the chooser of
several saved games, the question before a save is replaced, the notice over a match."""

from __future__ import annotations

import os
import time

import pygame

from game.app import App
from game.core.record import SeatSpec
from game.scenes.play import PlayScene
from game.scenes.save_choice import ContinueScene, NoticeScene, SaveChoiceScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.session import Session
from game.settings.folder import folder_problem
from tests.i18n.pseudo import DrawnText, pseudo_locale, report, untranslated

NAMES = ("Ana", "Wyrm")
IDENTIFIERS = ("'slug'", "fullscreen", "Permission denied", "dragon-bridge.json.unreadable")
"""Not translated, by design: a field of the file, a setting's key, the system's own words."""


def show(app: App) -> None:
    surface = pygame.Surface((1280, 720))
    for _frame in range(2):
        app.update(0.25)
        app.draw(surface)


def save(app: App, slug: str, players: int, stamp: float) -> None:
    seats = [SeatSpec("Ana")] + [SeatSpec("Wyrm", "ai", colour=3)] * (players - 1)
    record = Session.new(slug, seats, None, 5).record
    app.saves.write_autosave(record)
    os.utime(app.saves.path_for(slug), (stamp, stamp))


def test_the_save_screens_speak_the_pseudo_locale(tmp_path):
    (tmp_path / "settings.json").write_text('{"fullscreen": "false"}', encoding="utf-8")
    bad = tmp_path / "saves" / "dragon-bridge.json"
    bad.parent.mkdir()
    bad.write_bytes(b'{"format": 1, "seed": Infinity}')
    app = App(home=str(tmp_path), use_process=False)
    paths = [str(tmp_path), str(tmp_path / "settings.json"), str(bad)]
    try:
        with pseudo_locale(), DrawnText() as drawn:
            save(app, "nine-sons", 2, time.time() - 60)
            save(app, "drakon", 4, time.time())
            title = TitleScene(app)
            app.reset_to(title)
            show(app)
            title.continue_game()
            assert isinstance(app.top, ContinueScene)
            show(app)
            app.reset_to(TitleScene(app))
            setup = SetupScene(app, "nine-sons")
            app.push(setup)
            setup.start()
            assert isinstance(app.top, SaveChoiceScene)
            show(app)
            app.reset_to(TitleScene(app))
            setup = SetupScene(app, "dragon-bridge")
            app.push(setup)
            setup.start()
            assert isinstance(app.top, SaveChoiceScene)
            show(app)
            play = PlayScene(app, Session.new("nine-sons", [SeatSpec("Ana")] * 2, None, 3))
            app.reset_to(play)
            app.push(NoticeScene(app, [folder_problem(tmp_path, "Permission denied")]))
            show(app)
        found = untranslated(drawn.strings, [*NAMES, *IDENTIFIERS, *paths])
        assert not found, report(found)
    finally:
        app.shutdown()

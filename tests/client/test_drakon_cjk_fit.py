"""Drakon in Japanese and Chinese where tests/i18n/test_cjk_layout.py does not look: a six-seat
Heroes game with the escape goal, a tile turned before it is placed (the longest prompt), every
hero's ability spent (the longest state beside the longest hero name). Nothing may be cut."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game import i18n
from game.app import App
from game.core.record import SeatSpec
from game.rules.drakon.actions import decode
from game.scenes.handoff import HandoffScene
from game.scenes.play import PlayScene
from game.session import Session
from game.views import theme
from game.views.drakon import lair_box, panels, targets
from game.views.text import watch_overflow
from tests.i18n.pseudo import InstantWorker

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eun", "Fay")
EVERYTHING = {"goal": "escape", "heroes": "on", "coins": "valued", "drakon": "on"}


@pytest.fixture(params=("ja", "zh"))
def app(request, tmp_path):
    """An App speaking ja or zh, whose AI answers at once, without animations."""
    application = App(home=str(tmp_path), use_process=False)
    application.worker.shutdown()
    application.worker = InstantWorker()
    application.settings.animation_speed = 0.0
    application.set_language(request.param)
    yield application
    application.set_language("en")
    i18n.set_language("en")
    theme.set_cjk_preference("en")
    application.shutdown()


def draw(app: App, frames: int = 3) -> None:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _frame in range(frames):
        app.update(0.25)
        app.draw(surface)


def ready(app: App, play: PlayScene) -> None:
    """Run until a person's decision is open (hand-off curtains lifted)."""
    for _frame in range(400):
        if isinstance(app.top, HandoffScene):
            app.top.dismiss()
        elif play.board.turn is not None and not play.board.busy():
            return
        app.update(0.05)
    raise AssertionError("no decision opened")


def turn_with_a_placed_tile(app: App) -> PlayScene:
    """Six hot seats with every option, at the first turn's rotation decision (place-rot)."""
    seats = [SeatSpec(NAMES[i], "human", "normal", colour=i) for i in range(6)]
    play = PlayScene(app, Session.new("drakon", seats, EVERYTHING, 17))
    app.reset_to(play)
    for kind in ("place-tile", "place-cell"):
        ready(app, play)
        play.human_action(next(a for a in play.board.turn.legal if decode(a).kind == kind))
    ready(app, play)
    return play


def test_the_longest_prompt_the_goal_and_spent_abilities_fit_at_six_seats(app):
    cut: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: cut.append((how, text)))
    try:
        play = turn_with_a_placed_tile(app)
        assert panels.prompt(play.board) == i18n._(panels.PROMPTS["place-rot"])
        assert play.board.view.escape
        draw(app)
        # Six seats show the six heroes: every one with its ability spent (the longest state).
        view = play.board.view
        assert len({targets.hero_id(view, seat) for seat in range(len(NAMES))}) == 6
        play.board.view = dataclasses.replace(view, ability_used=(True,) * len(NAMES))
        draw(app, 1)
        assert lair_box.goal_line(play.board.view)
    finally:
        stop()
    cut = [(how, text) for how, text in cut if text not in NAMES]
    assert not cut, cut

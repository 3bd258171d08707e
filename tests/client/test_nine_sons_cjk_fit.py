"""The Nine Sons in Japanese and Chinese where tests/i18n/test_cjk_layout.py does not look: a
hot-seat game played on through sowings and tames (every decision drawn), and the move log's
sowing line, which breaks before its route rather than inside a word."""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.app import App
from game.core.record import SeatSpec
from game.scenes.play import PlayScene
from game.scenes.play_chrome import LOG_RECT
from game.session import Session
from game.views import theme
from game.views.backdrop import wrap_hanging
from game.views.text import watch_overflow
from tests.i18n.pseudo import InstantWorker

NAMES = ("Ada", "Bo")


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


@pytest.mark.parametrize("options", [None, {"sowing_check": "stack-top"}])
def test_a_hot_seat_game_draws_every_decision_without_a_cut(app, options):
    seats = [SeatSpec(NAMES[i], "human", "normal", colour=(0, 3)[i]) for i in range(2)]
    session = Session.new("nine-sons", seats, options, 1)
    play = PlayScene(app, session)
    app.reset_to(play)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    rng = random.Random(1)
    cut: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: cut.append((how, text)))
    try:
        for _frame in range(3000):
            if session.is_over():
                break
            board = play.board
            if board.turn is not None and session.is_human_turn() and not board.busy():
                app.draw(surface)
                play.human_action(rng.choice(board.turn.legal))
            app.update(0.05)
        app.draw(surface)
    finally:
        stop()
    assert session.ply > 40
    cut = [(how, text) for how, text in cut if text not in NAMES]
    assert not cut, cut


def test_the_sowing_line_breaks_before_its_route(app):
    body = theme.font(14)
    line = i18n._("{name} sowed a {n}-stack from {start} to {end} ({route})").format(
        name="Ada", n=3, start="c2", end="a1", route="c2-c1-b1-a1"
    )
    rows = wrap_hanging(f" 52 {line}", body, LOG_RECT.width - 44, body.size("      ")[0])
    assert len(rows) == 2
    assert rows[1].lstrip().startswith(("（", "(")), rows

"""The deck builder in ja and zh: every page of the pool, both lists scrolled through, an
illegal deck's reasons and the status line, without a cut or an overflow."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import App
from game.scenes.deck_builder import DeckBuilderScene
from game.views import theme
from game.views.text import watch_overflow


@pytest.fixture(params=("ja", "zh"))
def app(request, tmp_path):
    application = App(home=str(tmp_path), use_process=False)
    application.set_language(request.param)
    yield application
    application.set_language("en")
    i18n.set_language("en")
    theme.set_cjk_preference("en")
    application.shutdown()


def test_the_builder_draws_without_a_cut(app):
    scene = DeckBuilderScene(app)
    app.push(scene)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    cut: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: cut.append((how, text)))
    try:
        for offset in range(0, 90, 16):
            scene.offset = offset
            scene._bind()
            app.draw(surface)
        for start in range(0, 12):
            scene.list_offsets = {True: start, False: start}
            scene._bind()
            app.draw(surface)
        scene.remove(scene.rows[True][0].card)
        scene.add(scene.rows[True][0].card)
        scene.focus.set_focus(scene.open_cycle)
        for _step in range(len(scene.open_cycle.choices)):
            scene.open_cycle.adjust(1)
            app.draw(surface)
        scene.save()
        app.draw(surface)
    finally:
        stop()
    assert sorted(set(cut)) == []

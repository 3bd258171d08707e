"""Every game's rules help, one set of checks: the pages name real diagrams (and every
diagram has its page), draw inside their panel without overflow in every language, and every
diagram stays inside its frame and (but for a few reference pictures) animates. A new game's client entry is checked as it registers."""

from __future__ import annotations

import numpy
import pygame
import pytest

from game import i18n
from game.scenes.rules_help import PANEL_RECT, RulesHelpScene
from game.views import theme
from game.views.backdrop import dim
from game.views.registry import CLIENTS
from game.views.text import watch_overflow

pygame.init()
GAMES = sorted(CLIENTS)
MOMENTS = (0.4, 1.7, 3.1, 5.2, 7.3, 9.9)
STILL_PICTURES = {
    ("dragon-bridge", "bridge_card"),
    ("drakon", "drakon_legend"),
    ("nine-sons", "board"),
    ("nine-sons", "sons_calm"),
    ("nine-sons", "sons_fierce"),
    ("nine-sons", "end"),
    ("nine-sons", "rulings"),
}
"""Reference pictures that hold still (a card's anatomy, the chamber legend, the Nine Sons board,
its sons' cards, its three endings and the vanished-card ruling); every other diagram shows its
rule happening."""


class FakeApp:
    """What the help overlay uses of the app."""

    class audio:  # noqa: N801 - mimics the attribute
        @staticmethod
        def play(*_args, **_kwargs):
            """Silence."""

    def pop(self):
        """Nothing to pop."""


@pytest.fixture(params=("en", "ja", "zh"))
def language(request):
    """The help in each language (the real catalogues and the CJK fonts)."""
    i18n.set_language(request.param)
    theme.set_cjk_preference(request.param)
    yield request.param
    i18n.set_language("en")
    theme.set_cjk_preference("en")


@pytest.mark.parametrize("slug", GAMES)
def test_the_pages_name_real_diagrams_and_every_diagram_has_a_page(slug):
    client = CLIENTS[slug]
    named = {page.diagram for page in client.help_pages() if page.diagram is not None}
    diagrams = set(client.diagrams())
    assert named <= diagrams, named - diagrams
    assert diagrams <= named, diagrams - named


@pytest.mark.parametrize("slug", GAMES)
def test_every_page_draws_inside_its_panel_without_overflow(slug, language):
    scene = RulesHelpScene(FakeApp(), slug)
    base = (40, 90, 60)
    expected = pygame.Surface(theme.SCREEN_SIZE)
    expected.fill(base)
    dim(expected, 170)
    outside = numpy.ones(theme.SCREEN_SIZE, dtype=bool)
    panel = PANEL_RECT.union(PANEL_RECT.move(0, 6))
    outside[panel.left : panel.right, panel.top : panel.bottom] = False
    want = pygame.surfarray.array3d(expected)[outside]
    cut: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: cut.append((how, text)))
    try:
        for index, page in enumerate(scene.pages):
            for moment in MOMENTS:
                scene.page, scene.page_time = index, moment
                surface = pygame.Surface(theme.SCREEN_SIZE)
                surface.fill(base)
                scene.draw(surface)
                assert (pygame.surfarray.array3d(surface)[outside] == want).all(), page.title
            lines = scene._lines(index)
            bottom = PANEL_RECT.top + 112 + sum(len(p) * 30 + 14 for p in lines)
            assert bottom <= scene.prev_rect.top, (language, page.title)
    finally:
        stop()
    assert not cut, f"{language}: " + "; ".join(f"{how}: {text!r}" for how, text in cut)


@pytest.mark.parametrize("slug", GAMES)
def test_each_diagram_animates_and_stays_in_its_frame(slug):
    rect = pygame.Rect(0, 0, 460, 440)
    for name, painter in CLIENTS[slug].diagrams().items():
        frames = []
        for moment in (0.0, 1.3, 2.9, 4.4, 6.1, 0.3):
            surface = pygame.Surface((rect.width + 40, rect.height + 40))
            surface.fill((1, 2, 3))
            painter(surface, rect.move(20, 20), moment)
            pixels = pygame.surfarray.array3d(surface)
            border = numpy.concatenate([pixels[:20].reshape(-1, 3), pixels[-20:].reshape(-1, 3),
                                        pixels[:, :20].reshape(-1, 3),
                                        pixels[:, -20:].reshape(-1, 3)])  # fmt: skip
            assert (border == (1, 2, 3)).all(), f"{name} draws outside its frame at {moment}"
            frames.append(pixels)
        assert len(numpy.unique(frames[1].reshape(-1, 3), axis=0)) > 12, name
        moves = any((frame != frames[0]).any() for frame in frames[1:])
        assert moves or (slug, name) in STILL_PICTURES, f"{name} never moves"

"""game.views.text_cache: rendered lines kept between frames, exactly as a fresh render."""

from __future__ import annotations

import pygame
import pytest

from game.views import text, text_cache, theme
from tests.i18n.pseudo import DrawnText


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def _same_pixels(first: pygame.Surface, second: pygame.Surface) -> bool:
    return first.get_size() == second.get_size() and pygame.image.tobytes(
        first, "RGBA"
    ) == pygame.image.tobytes(second, "RGBA")


def test_the_same_words_come_back_as_the_same_image():
    font = theme.font(15, bold=True)
    image = text_cache.rendered(font, "Tamed sons: 3", theme.TEXT)
    assert text_cache.rendered(font, "Tamed sons: 3", theme.TEXT) is image
    assert _same_pixels(image, font.render("Tamed sons: 3", True, theme.TEXT))
    # Anything that changes the pixels is part of the key.
    assert text_cache.rendered(font, "Tamed sons: 3", theme.GOLD) is not image
    assert text_cache.rendered(theme.font(16, bold=True), "Tamed sons: 3", theme.TEXT) is not image
    # A pygame.Color (not hashable) is keyed by its value.
    by_colour = text_cache.rendered(font, "Tamed sons: 3", pygame.Color(theme.TEXT))
    assert _same_pixels(by_colour, image)
    assert text_cache.rendered(font, "Tamed sons: 3", pygame.Color(theme.TEXT)) is by_colour


def test_a_width_cuts_the_words_with_an_ellipsis():
    font = theme.font(14)
    words = "A rather long caption that cannot fit in a narrow box"
    image = text_cache.rendered(font, words, theme.TEXT, 90)
    expected = font.render(text.ellipsize(words, font, 90), True, theme.TEXT)
    assert image.get_width() <= 90 and _same_pixels(image, expected)
    assert text_cache.rendered(font, words, theme.TEXT) is not image  # no width: whole line


def test_a_watched_render_sees_every_string_drawn():
    font = theme.font(13)
    text_cache.rendered(font, "seen before", theme.TEXT)  # cached now
    with DrawnText() as drawn:
        text_cache.rendered(font, "seen before", theme.TEXT)
        text_cache.rendered(font, "seen before", theme.TEXT)
    assert drawn.strings == ["seen before", "seen before"]
    again = text_cache.rendered(font, "seen before", theme.TEXT)
    assert text_cache.rendered(font, "seen before", theme.TEXT) is again  # cached once more

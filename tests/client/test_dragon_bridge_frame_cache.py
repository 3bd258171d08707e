"""Dragon Bridge board: what it keeps between frames draws exactly what it drew each frame
(issue 18: the board's own work per frame), and test helpers that watch text still see it."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.i18n import set_language
from game.views import text_cache
from game.views.backdrop import draw_text as backdrop_draw_text
from game.views.dragon_bridge import figures, layout, paint
from game.views.text import report_overflow, watch_overflow


def test_kept_text_draws_the_same_pixels_as_backdrop_draw_text() -> None:
    """text_cache.draw_text = game.views.backdrop.draw_text, image for image, shadow included."""
    pygame.init()
    for shadow in (True, False):
        old = pygame.Surface((300, 80))
        old.fill((30, 20, 40))
        anchor = {"center": (150, 40)}
        want = backdrop_draw_text(
            old, "DANGER 17", 14, (255, 70, 50), anchor, bold=True, shadow=shadow
        )
        for _ in range(2):  # the second time from the kept images
            new = pygame.Surface((300, 80))
            new.fill((30, 20, 40))
            got = text_cache.draw_text(
                new, "DANGER 17", 14, (255, 70, 50), anchor, bold=True, shadow=shadow
            )
            assert got == want
            assert pygame.image.tobytes(old, "RGB") == pygame.image.tobytes(new, "RGB")


def test_a_kept_layout_reports_its_overflow_every_time_it_is_used() -> None:
    """A layout that cut its text is reported to overflow watchers at each use, as when it was
    laid out every frame; a layout that fitted reports nothing."""
    calls: list[int] = []

    def cut_layout() -> list[str]:
        calls.append(1)
        report_overflow("a very long prompt", "cut")
        return ["a very long…"]

    seen: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: seen.append((text, how)))
    try:
        for _ in range(3):
            assert text_cache.layout(("test", "cut"), cut_layout) == ["a very long…"]
        assert text_cache.layout(("test", "fits"), lambda: ["short"]) == ["short"]
    finally:
        stop()
    assert len(calls) == 1
    assert seen == [("a very long prompt", "cut")] * 3


def test_the_chasm_band_is_the_lines_it_replaces() -> None:
    """draw_chasm blits a band drawn once: the same pixels as its 90 lines drawn each frame."""
    pygame.init()
    kept, drawn = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    for surface in (kept, drawn):
        surface.fill((12, 8, 20))
    band = figures.CHASM
    for i in range(band.height):
        shade = int(10 + 14 * (i / band.height))
        pygame.draw.line(
            drawn, (shade, shade // 2 + 6, shade + 12), (0, band.y + i), (band.width, band.y + i)
        )
    kept.blit(figures._chasm_band(kept), band.topleft)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(drawn, "RGB")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_kept_plank_sets_the_pixels_drawing_it_sets(lang: str) -> None:
    """Every kind of plank (wood colour, quiet / Exit / Threatened edge, gem / centre / start
    marks, one- and two-digit numbers) copied from plank_image leaves the same pixels as drawn
    in place, over a busy background its rounded corners must leave alone; in Japanese too
    (larger digits)."""
    pygame.init()
    set_language(lang)
    try:
        rng = random.Random(18)
        noise = pygame.Surface((200, 120))
        for x in range(0, 200, 2):
            for y in range(0, 120, 2):
                noise.fill([rng.randrange(256) for _ in range(3)], (x, y, 2, 2))
        rect = layout.tile_rect(18, 11)
        rect.topleft = (37, 23)
        edges = (None, (255, 226, 150), (255, 80, 60), (255, 160, 60))  # quiet, Exit, Threatened
        looks = itertools.product(
            (paint.ORANGE, (118, 86, 60)), edges, itertools.product((False, True), repeat=3)
        )
        for colour, edge, marks in looks:
            for number in ("7", "18"):
                drawn, kept = noise.copy(), noise.copy()
                paint._plank(drawn, rect, colour, edge, marks, number)
                image = paint.plank_image(kept, rect.size, colour, edge, marks, number)
                kept.blit(image, rect)
                assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(drawn, "RGB")
    finally:
        set_language("en")

"""Drawing words on the Drakon panels: one line by an anchor, cut to a width, wrapped into a box.

Japanese and Chinese are never drawn below 16 px (theme.font), so the 11-13 px labels the panels
were designed with grow to 16 px there: a box made for them must then give each line more room.
`small_text_grows` tells, by measuring the fonts (never by asking the language), when that is
the case; the panels then lay out their tall variant. Digits and signs alone (a tile's key
number, "3/5") may stay small in every language: `figure_font` is the Latin face alone.
"""

from __future__ import annotations

import functools

import pygame

from game import assets
from game.views import text, text_cache, theme
from game.views.fallback_font import FallbackFont
from game.views.text import TextFont


def label(
    surface: pygame.Surface, words: str, size: int, colour, anchor: dict, bold: bool = False
) -> pygame.Rect:
    """Render one line of (translated) words by a Rect anchor; returns its rect."""
    image = text_cache.rendered(theme.font(size, bold=bold), words, colour)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def fit(words: str, width: int, size: int, bold: bool = True) -> str:
    """`words` cut with an ellipsis to `width` pixels at `size` (a cut is reported)."""
    return text.ellipsize(words, theme.font(size, bold=bold), width)


def small_text_grows() -> bool:
    """True when the small labels (11 px) are drawn as tall as body text (16 px): the fonts of
    the language in use have a smallest legible size (CJK), and boxes need their tall layout."""
    return theme.font(11).get_height() >= theme.font(16).get_height()


def step(size: int, bold: bool = False, least: int = 0) -> int:
    """The distance between two lines of `size` text: the font's line size, at least `least`."""
    return max(least, theme.font(size, bold=bold).get_linesize())


@functools.cache
def figure_font(size: int, bold: bool = False) -> FallbackFont:
    """The Latin face alone at `size`: for digits and signs only, which stay legible small in
    every language (a CJK face is never asked for them)."""
    return FallbackFont(
        [assets.resource_path("fonts", theme.FONT_FILES["bold" if bold else "sans"])], size
    )


def figure(
    surface: pygame.Surface, figures: str, size: int, colour, anchor: dict, bold: bool = False
) -> pygame.Rect:
    """Render digits and signs (no words) at `size` in every language; returns the rect."""
    image = text_cache.rendered(figure_font(size, bold), figures, colour)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


PHRASE_ENDS = frozenset("、。，；：！？）」』】 ")
"""Characters a line may end after when a two-line text looks for its natural break: CJK
commas, stops and closing marks (Japanese and Chinese have no spaces), and spaces."""


def wrap_phrases(words: str, font: TextFont, width: int, max_lines: int) -> list[str]:
    """`text.wrap_into`, except that a text needing exactly two lines breaks after a comma, a
    stop or a space where both lines fit (the most even such break), rather than wherever the
    first line happens to fill up (in the middle of a Japanese word)."""
    lines = text.wrap_into(words, font, width, max_lines)
    if len(lines) != 2 or "\n" in words:
        return lines
    best: tuple[int, list[str]] | None = None
    for index, char in enumerate(words[:-1]):
        if char not in PHRASE_ENDS or words[index + 1] in text.NO_LINE_START:
            continue
        first, second = words[: index + 1].rstrip(), words[index + 1 :].strip()
        widths = font.size(first)[0], font.size(second)[0]
        if first and second and max(widths) <= width:
            evenness = abs(widths[0] - widths[1])
            if best is None or evenness < best[0]:
                best = (evenness, [first, second])
    return lines if best is None else best[1]


def lines_in(
    surface: pygame.Surface,
    words: str,
    size: int,
    colour,
    box: pygame.Rect,
    max_lines: int,
    least_step: int = 0,
) -> int:
    """Wrap `words` into `box` (at most `max_lines` lines, a cut reported), draw them from its
    top at the font's line step; returns the y under the last line."""
    font = theme.font(size)
    spacing = step(size, least=least_step)
    y = box.y
    for line in text.wrap_into(words, font, box.width, max_lines):
        surface.blit(text_cache.rendered(font, line, colour), (box.x, y))
        y += spacing
    return y

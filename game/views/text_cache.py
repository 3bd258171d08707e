"""Lines of text rendered once and kept between frames.

Most words on a board (names, counts, captions, the log) are the same words in the same font and
colour frame after frame; rendering them again every frame was a large share of a frame's own
work (issue 18: a cProfile of one frame of each game). `rendered` keeps the last images asked
for, keyed by everything that shapes the pixels, so a cached image is exactly the image a fresh
`font.render` would give.

The images are shared between callers and frames: blit them, never draw on them or change
their alpha (take a `.copy()` for that). `draw_text` draws a line with its shadow from the
cache (game.views.backdrop.draw_text, which every menu uses, is this one); `layout` keeps a text layout (wrapped lines, a fitted size)
computed once per key, overflow reports included.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

import pygame

from game.views import text, theme
from game.views.fallback_font import FallbackFont

Result = TypeVar("Result")

CAPACITY = 2048
"""Images kept (least recently used dropped first): a few hundred are on screen at once, and a
language switch or a long log brings new ones."""

_PLAIN_RENDER = FallbackFont.render
"""The game's own render, as defined (a test may swap in a spy for a while)."""

SHADOW = (0, 0, 0)
"""The colour of draw_text's shadow (as game.views.backdrop.draw_text)."""

_images: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
_layouts: OrderedDict[Hashable, tuple[Any, tuple[tuple[str, str], ...]]] = OrderedDict()


def _colour_key(colour: Any) -> tuple[int, ...]:
    """A hashable form of a colour given as a tuple, a pygame.Color or a name."""
    if isinstance(colour, tuple):
        return colour
    return tuple(pygame.Color(colour))


def _shown(font: Any, words: str, width: int | None) -> str:
    return words if width is None else text.ellipsize(words, font, width)


def keeps_images(font: Any) -> bool:
    """True when `rendered` keeps the images of `font`: one of the game's own fonts, its render
    untouched. A caller that keeps pictures made of text follows the same rule, so a test
    watching every string drawn still sees every one of them."""
    return type(font).render is _PLAIN_RENDER


def rendered(font: Any, words: str, colour: Any, width: int | None = None) -> pygame.Surface:
    """`font.render(words, True, colour)` — after `text.ellipsize(words, font, width)` when a
    `width` is given — from the cache when the same was asked before.

    Only the game's own fonts (FallbackFont, its render untouched) are cached: where `render`
    has been replaced — a test watching every string drawn (tests/i18n/pseudo.DrawnText), a
    stand-in font — every call renders, so whoever watches still sees every string."""
    if not keeps_images(font):
        return font.render(_shown(font, words, width), True, colour)
    key = (font, words, _colour_key(colour), width)
    image = _images.get(key)
    if image is not None:
        _images.move_to_end(key)
        return image
    image = font.render(_shown(font, words, width), True, colour)
    _images[key] = image
    if len(_images) > CAPACITY:
        _images.popitem(last=False)
    return image


def draw_text(
    surface: pygame.Surface,
    words: str,
    size: int,
    colour: Any,
    anchor: dict[str, Any],
    bold: bool = False,
    serif: bool = False,
    shadow: bool = True,
) -> pygame.Rect:
    """`words` placed by a Rect anchor such as {"center": (x, y)}, with a shadow 2 px
    down-right, from the rendered images kept; returns its rect."""
    font = theme.font(size, bold=bold, serif=serif)
    image = rendered(font, words, colour)
    rect = image.get_rect(**anchor)
    if shadow:
        surface.blit(rendered(font, words, SHADOW), rect.move(2, 2))
    surface.blit(image, rect)
    return rect


def layout(key: Hashable, compute: Callable[[], Result]) -> Result:
    """`compute()` (a text layout: wrapped lines, a fitted size) once per `key`, which must
    name everything the layout depends on (the text, the widths, the font objects).

    A layout that could not fit its text reports an overflow (game.views.text); the reports
    made while computing are kept and made again whenever the kept layout is used, so an
    overflow watcher hears of every frame that draws a cut text, as without the cache."""
    found = _layouts.get(key)
    if found is None:
        reports: list[tuple[str, str]] = []
        stop = text.watch_overflow(lambda words, how: reports.append((words, how)))
        try:
            result = compute()
        finally:
            stop()
        found = _layouts[key] = (result, tuple(reports))
        if len(_layouts) > CAPACITY:
            _layouts.popitem(last=False)
    else:
        _layouts.move_to_end(key)
        for words, how in found[1]:
            text.report_overflow(words, how)
    return found[0]

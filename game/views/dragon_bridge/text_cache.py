"""Rendered text kept between frames: the board draws the same few dozen words every frame.

`text_image(font, text, colour)` is `font.render(text, True, colour)` done once per font, text
and colour; `draw_text` is game.views.backdrop.draw_text over it (same arguments, same pixels).
A font object never changes what it draws (a language switch makes new font objects), so the
font itself is part of the key. The images are shared: callers blit them and never draw on
them. The kept images are dropped when the font class's renderer is replaced (a test that
records every rendered string patches it), so such a recorder still sees every string.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

import pygame

from game.views import theme
from game.views.text import report_overflow, watch_overflow

Result = TypeVar("Result")

MAX_IMAGES = 1024
"""Images kept at most (then the cache starts afresh): a board uses a few hundred."""
SHADOW = (0, 0, 0)

_images: dict[tuple[Any, str, tuple[int, ...]], pygame.Surface] = {}
_layouts: dict[Hashable, tuple[Any, tuple[tuple[str, str], ...]]] = {}
_renderer: list[Any] = [None]  # the font class's render function the images were made with


def text_image(font: Any, text: str, colour: Any) -> pygame.Surface:
    """`font.render(text, True, colour)`, made once and shared (never draw on it)."""
    render = type(font).render
    if render is not _renderer[0]:
        _images.clear()
        _renderer[0] = render
    key = (font, text, colour if isinstance(colour, tuple) else tuple(colour))
    image = _images.get(key)
    if image is None:
        if len(_images) >= MAX_IMAGES:
            _images.clear()
        image = _images[key] = font.render(text, True, colour)
    return image


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: Any,
    anchor: dict[str, Any],
    bold: bool = False,
    serif: bool = False,
    shadow: bool = True,
) -> pygame.Rect:
    """game.views.backdrop.draw_text with the rendered images kept: `text` placed by a Rect
    anchor such as {"center": (x, y)}, with a shadow 2 px down-right; returns its rect."""
    font = theme.font(size, bold=bold, serif=serif)
    image = text_image(font, text, colour)
    rect = image.get_rect(**anchor)
    if shadow:
        surface.blit(text_image(font, text, SHADOW), rect.move(2, 2))
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
        stop = watch_overflow(lambda text, how: reports.append((text, how)))
        try:
            result = compute()
        finally:
            stop()
        if len(_layouts) >= MAX_IMAGES:
            _layouts.clear()
        found = _layouts[key] = (result, tuple(reports))
    else:
        for text, how in found[1]:
            report_overflow(text, how)
    return found[0]

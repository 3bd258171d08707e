"""Shared drawing helpers for every menu screen: backdrop, glows, panels, text and focus ring.

Everything here only draws (or measures): no state, no input. Animation comes from the `t`
(seconds) passed in, so the same `t` always gives the same picture. The interactive widgets
live in game.views.widgets, keyboard/mouse navigation in game.views.focus.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any

import numpy
import pygame

from game.views import text_cache, theme
from game.views.text import TextFont, is_cjk, report_overflow, word_break, wrap, wrap_into

Colour = tuple[int, int, int]


_MASKS = (0xFF0000, 0x00FF00, 0x0000FF, 0)
"""XRGB words: the layout pygame gives array-made surfaces and SDL gives the window, so these
surfaces blit without converting each pixel."""

_BAND = 48
"""Rows computed at a time. Fresh memory is costly to touch on the first use (page faults), so
the pictures are built band by band in small reused buffers, straight into the surface."""


def _xrgb_surface(width: int, height: int) -> tuple[pygame.Surface, numpy.ndarray]:
    """A new XRGB surface and a writable (height, width) uint32 view of its pixels.

    Delete the view when done: the surface stays locked while it exists.
    """
    surface = pygame.Surface((width, height), 0, 32, _MASKS)
    return surface, pygame.surfarray.pixels2d(surface).T


def _or_channel(
    words: numpy.ndarray, plane: numpy.ndarray, shift: int, scratch: numpy.ndarray
) -> None:
    """OR one float plane of 0..255 into XRGB `words` at bit `shift` (all the same shape).

    Float to integer truncates, exactly like astype(uint8) on the same values.
    """
    numpy.copyto(scratch, plane, casting="unsafe")
    scratch <<= shift
    words |= scratch


@functools.cache
def _backdrop(size: tuple[int, int]) -> pygame.Surface:
    """A dark vertical gradient with a vignette (computed once per size).

    Each channel is `row colour(y) * vignette(x, y)` truncated to a byte: the same float64
    operations in the same order as the whole-array expression `clip(rgb * vignette)` once
    was, so the same bytes, without its memory traffic; no clipping is needed since every value
    lies between 0 and 40.
    """
    width, height = size
    ys = numpy.linspace(0.0, 1.0, height)
    xs = numpy.linspace(-1.0, 1.0, width)
    top, bottom = numpy.array((30, 18, 40)), numpy.array((8, 6, 14))
    rows = top[None, :] * (1 - ys[:, None]) + bottom[None, :] * ys[:, None]  # (height, 3)
    across = (1.0 - 0.45 * xs**2)[None, :]
    down = (0.25 * (ys - 0.45) ** 2)[:, None]
    surface, pixels = _xrgb_surface(width, height)
    band = min(_BAND, height)
    vignette, plane = numpy.empty((band, width)), numpy.empty((band, width))
    words = numpy.empty((band, width), dtype=numpy.uint32)
    scratch = numpy.empty_like(words)
    for first in range(0, height, band):
        n = min(band, height - first)
        numpy.subtract(across, down[first : first + n], out=vignette[:n])
        words[:n] = 0
        for channel, shift in enumerate((16, 8, 0)):
            numpy.multiply(vignette[:n], rows[first : first + n, channel, None], out=plane[:n])
            _or_channel(words[:n], plane[:n], shift, scratch[:n])
        pixels[first : first + n] = words[:n]
    del pixels  # unlocks the surface
    display = pygame.display.get_surface()
    # Blits are quickest between equal formats; headless tests draw without a display.
    if display is not None and display.get_masks() != surface.get_masks():
        return surface.convert()
    return surface


@functools.cache
def glow_sprite(radius: int, colour: Colour) -> pygame.Surface:
    """A soft round glow of `colour` fading to black at `radius`; blit with BLEND_RGB_ADD.

    The glow is symmetric about both axes, exactly so in floating point (the sample offsets are
    whole numbers plus a half), so one quadrant is computed and mirrored into the other three.
    """
    if radius <= 0:
        return pygame.Surface((0, 0))  # nothing to glow (pygame cannot make an empty image)
    half = numpy.arange(radius) + 0.5  # offsets of the pixel centres right of the middle
    # clip(1 - sqrt(x² + y²) / radius, 0, 1)², computed in place: fewer fresh pages to touch
    falloff = half[:, None] ** 2 + half[None, :] ** 2
    numpy.sqrt(falloff, out=falloff)
    falloff /= radius
    numpy.subtract(1.0, falloff, out=falloff)
    numpy.clip(falloff, 0.0, 1.0, out=falloff)
    falloff **= 2
    quadrant = numpy.zeros((radius, radius), dtype=numpy.uint32)
    plane, scratch = numpy.empty_like(falloff), numpy.empty_like(quadrant)
    for level, shift in zip(colour, (16, 8, 0), strict=True):
        numpy.multiply(falloff, float(level), out=plane)
        _or_channel(quadrant, plane, shift, scratch)
    surface, pixels = _xrgb_surface(radius * 2, radius * 2)
    pixels[radius:, radius:] = quadrant
    pixels[radius:, :radius] = quadrant[:, ::-1]
    pixels[:radius] = pixels[radius:][::-1]
    del pixels  # unlocks the surface
    return surface


def draw_backdrop(surface: pygame.Surface, t: float) -> None:
    """The shared background: gradient, two drifting glows and rising embers."""
    width, height = surface.get_size()
    surface.blit(_backdrop((width, height)), (0, 0))
    for index, (colour, radius) in enumerate(((theme.BACKGROUND_GLOW, 420), ((60, 24, 20), 360))):
        x = width * (0.3 + 0.45 * index) + math.sin(t * 0.13 + index * 2.1) * 120
        y = height * (0.45 - 0.1 * index) + math.cos(t * 0.17 + index) * 60
        sprite = glow_sprite(radius, colour)
        surface.blit(sprite, (x - radius, y - radius), special_flags=pygame.BLEND_RGB_ADD)
    for index in range(36):
        # Each ember is a pure function of time: a lane, a speed and a phase from its index.
        lane = (index * 0.6180339) % 1.0
        speed = 18 + (index * 37) % 23
        rise = (t * speed + index * 97) % (height + 60)
        x = lane * width + math.sin(t * 0.7 + index) * 18
        y = height + 30 - rise
        fade = max(0.0, min(1.0, rise / height))
        heat = int(120 * (1.0 - fade))
        radius = 1 + index % 3
        pygame.draw.circle(surface, (heat + 40, heat // 2 + 20, 10), (int(x), int(y)), radius)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (for overlays)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((6, 4, 10, alpha))
    surface.blit(veil, (0, 0))


SHEEN_ALPHA = 12
"""The panel sheen's opacity at its top edge; it fades to nothing a third of the way down."""


@functools.lru_cache(maxsize=64)
def _panel_body(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A panel's translucent body with its sheen (cached per size: panels are drawn each frame).

    The sheen fades out row by row instead of ending in an edge: a hard edge a third of the way
    down a tall panel reads as a tinted band cut across whatever row sits there.
    """
    width, height = size
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.PANEL, alpha), panel.get_rect(), border_radius=14)
    fade = max(8, height // 3)
    sheen = pygame.Surface(size, pygame.SRCALPHA)
    for row in range(fade):
        shade = round(SHEEN_ALPHA * (1 - row / fade))
        if shade:
            pygame.draw.line(sheen, (255, 255, 255, shade), (4, 4 + row), (width - 5, 4 + row))
    corners = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(corners, (255, 255, 255, 255), (4, 4, width - 8, height - 8), border_radius=12)
    sheen.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    panel.blit(sheen, (0, 0))
    return panel


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str | None = None,
    edge: Colour = theme.PANEL_EDGE,
    alpha: int = 228,
) -> None:
    """A rounded, slightly translucent panel with a bevelled edge and an optional title tab."""
    surface.blit(_panel_body(rect.size, alpha), rect.topleft)
    pygame.draw.rect(surface, edge, rect, width=2, border_radius=14)
    if title:
        label = theme.font(20, bold=True).render(title, True, theme.GOLD)
        tab = label.get_rect(midtop=(rect.centerx, rect.top + 10))
        surface.blit(label, tab)


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: Colour,
    anchor: dict[str, Any],
    bold: bool = False,
    serif: bool = False,
    shadow: bool = True,
) -> pygame.Rect:
    """Render `text` positioned by a Rect anchor such as {"center": (x, y)}, with a shadow 2 px
    down-right; returns its rect. The images are kept between frames (game.views.text_cache)."""
    return text_cache.draw_text(surface, text, size, colour, anchor, bold, serif, shadow)


def fit_size(text: str, width: int, size: int, bold: bool = True, smallest: int = 12) -> int:
    """The largest font size up to `size` at which `text` fits in `width` pixels (`smallest` when
    none does: then an overflow is reported, see game.views.text.watch_overflow)."""
    while size > smallest and theme.font(size, bold=bold).size(text)[0] > width:
        size -= 1
    if theme.font(size, bold=bold).size(text)[0] > width:
        report_overflow(text, "size")
    return size


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, t: float, radius: int = 12) -> None:
    """The unmistakable focus: a pulsing gold double ring with a warm glow and side chevrons."""
    pulse = 0.5 + 0.5 * math.sin(t * 6.0)
    glow = glow_sprite(max(rect.width, rect.height) // 2 + 30, (90, 70, 10))
    surface.blit(glow, glow.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD)
    outer = rect.inflate(10 + 4 * pulse, 10 + 4 * pulse)
    pygame.draw.rect(surface, theme.FOCUS, outer, width=3, border_radius=radius + 4)
    pygame.draw.rect(surface, (255, 255, 255), rect.inflate(2, 2), width=1, border_radius=radius)
    offset = 10 + 4 * pulse
    for side in (-1, 1):
        x = rect.left - offset if side < 0 else rect.right + offset
        cy = rect.centery
        points = [(x, cy - 8), (x, cy + 8), (x - side * 9, cy)]
        pygame.draw.polygon(surface, theme.FOCUS, points)


def wrap_hanging(
    text: str, font: TextFont, width: int, indent: int, keep: tuple[str, ...] = ()
) -> list[str]:
    """Lines of `text`: the first up to `width` pixels, the others up to `width - indent` (for
    a hanging indent). The rest is rewrapped from where the first line stopped, never glued
    back together with spaces: Chinese and Japanese text has none between its words. The
    `keep` strings (seat names) are not broken (text.wrap)."""
    return _without_orphan(
        _hanging(text, font, width, indent, keep),
        lambda narrower: _hanging(text, font, width - narrower, indent, keep),
        font,
        width // 3,
    )


def wrap_without_orphan(text: str, font: TextFont, width: int) -> list[str]:
    """`wrap`, except that a Chinese or Japanese paragraph never ends on a line of one or two
    characters (…す/）。): its lines are narrowed a character at a time, only as much as needed,
    so a paragraph keeps the width of its neighbours. Latin text is wrapped as by `wrap`."""
    return _without_orphan(
        wrap(text, font, width),
        lambda narrower: wrap(text, font, width - narrower),
        font,
        width // 6,
    )


def _without_orphan(
    lines: list[str], rewrap: Callable[[int], list[str]], font: TextFont, most: int
) -> list[str]:
    """`lines`, or `rewrap(narrower)` for the smallest narrowing (up to `most` pixels) that gives
    the same number of lines with a last line of three characters or more (CJK only)."""
    if len(lines) < 2 or len(lines[-1]) > 2 or not any(is_cjk(char) for char in lines[-1]):
        return lines
    step = max(1, font.size("\u4e00")[0])
    for narrower in range(step, max(step + 1, most), step):
        trial = rewrap(narrower)
        if len(trial) > len(lines):
            break
        if len(trial[-1]) >= 3:
            return trial
    return lines


def _hanging(
    text: str, font: TextFont, width: int, indent: int, keep: tuple[str, ...]
) -> list[str]:
    first = wrap(text, font, width, keep)[0]
    rest = text[len(first) :].strip()  # the first line is always a prefix of the text
    return [first, *wrap(rest, font, width - indent, keep)] if rest else [first]


def wrap_balanced(text: str, font: TextFont, width: int, max_lines: int) -> list[str]:
    """`wrap_into`, with Chinese and Japanese lines made about even: text broken between
    characters would otherwise leave a last line of one or two characters (探/せ); the lines
    are rewrapped at the narrowest width that keeps their number; two Japanese lines break
    at a word's end where one fits (text.word_break: 白の / ドラゴン, not 白のド / ラゴン).
    Latin text, broken at its spaces, and text that had to be cut are left as `wrap_into`
    gives them."""
    lines = wrap_into(text, font, width, max_lines)
    if len(lines) < 2 or not any(is_cjk(char) for char in lines[-1]):
        return lines
    if len(wrap(text, font, width)) > max_lines:
        return lines  # cut: the ellipsis line stays as wrap_into made it
    if len(lines) == 2 and "".join(lines) == text:  # a Japanese word end first: 白の / ドラゴン
        index = word_break(text, font, width)
        if index is not None:
            return [text[:index], text[index:]]
    return wrap(text, font, _balanced_width(text, font, width, len(lines)))


@functools.lru_cache(maxsize=256)
def _balanced_width(text: str, font: TextFont, width: int, count: int) -> int:
    """The narrowest width up to `width` at which `text` still wraps into `count` lines (the
    search is remembered: scenes wrap the same texts on every frame)."""
    low, high = min(width, max(1, font.size(text)[0] // count)), width
    while low < high:  # greedy wrapping never needs fewer lines in a wider box
        middle = (low + high) // 2
        if len(wrap(text, font, middle)) <= count:
            high = middle
        else:
            low = middle + 1
    return low

"""Pieces the Dragon Delta help diagrams draw at their own scale: water, islets, stones, planks
with their length in dots, pawns, splashes, a seat's row of cards, short labels.

The board's own art (art.py) draws at the board's scale; a diagram picks its own `unit`
(pixels per plank-unit), so its planks and gaps compare by eye exactly as on the river.
"""

from __future__ import annotations

import math

import pygame

from game.views import text, theme
from game.views.backdrop import draw_text, fit_size

from . import art

Point = tuple[float, float]
OK = (90, 210, 120)
"""The tick of a plank that holds (the house's green)."""


def lerp(a: Point, b: Point, u: float) -> Point:
    """The point a fraction `u` (clamped to 0-1) of the way from a to b."""
    u = max(0.0, min(1.0, u))
    return (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)


def ease(u: float) -> float:
    """A smooth 0-1 curve for motions (clamped)."""
    u = max(0.0, min(1.0, u))
    return u * u * (3 - 2 * u)


def water(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A stretch of river with a few drifting ripples."""
    pygame.draw.rect(surface, art.WATER, rect, border_radius=8)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    for k in range(max(2, rect.height // 28)):
        y = rect.y + 14 + k * 28
        x = rect.x + ((t * 18 + k * 53) % (rect.width + 60)) - 40
        pygame.draw.line(surface, art.WATER_LIGHT, (x, y), (x + 26, y), 2)
    surface.set_clip(clip)


def islet(surface: pygame.Surface, centre: Point, unit: float) -> None:
    """An islet (radius 0.6 units)."""
    pygame.draw.circle(surface, art.ISLET, centre, 0.6 * unit)
    pygame.draw.circle(surface, art.ISLET_EDGE, centre, 0.6 * unit, 1)


def stone(surface: pygame.Surface, centre: Point, unit: float) -> None:
    """A stone on its islet."""
    islet(surface, centre, unit)
    art.draw_stone(surface, centre, 0.35 * unit)


def bank(surface: pygame.Surface, centre: Point, radius: float, tint: int) -> None:
    """A village: a round of land in its colour with a hut on it."""
    pygame.draw.circle(surface, art.BANK, centre, radius + 3)
    pygame.draw.circle(surface, art.colour(tint), centre, radius)
    pygame.draw.circle(surface, art.edge(tint), centre, radius, 2)
    x, y = centre
    ink = theme.ink_on(art.colour(tint))
    size = max(5.0, radius * 0.3)
    pygame.draw.polygon(
        surface, ink, [(x - size, y), (x, y - size), (x + size, y), (x + size, y + size),
                       (x - size, y + size)], 2,
    )  # fmt: skip


def plank(
    surface: pygame.Surface, centre: Point, angle: float, length: int, tint: int, unit: float
) -> None:
    """A plank `length` units long (0.4 wide) centred on `centre`, turned `angle` radians, with
    one dot per unit of length."""
    ux, uy = math.cos(angle), math.sin(angle)
    half, w = length * unit / 2, 0.2 * unit
    x, y = centre
    corners = [
        (x - ux * half - uy * w, y - uy * half + ux * w),
        (x + ux * half - uy * w, y + uy * half + ux * w),
        (x + ux * half + uy * w, y + uy * half - ux * w),
        (x - ux * half + uy * w, y - uy * half - ux * w),
    ]
    pygame.draw.polygon(surface, art.colour(tint), corners)
    pygame.draw.polygon(surface, art.edge(tint), corners, 1)
    ink = theme.ink_on(art.colour(tint))
    for k in range(length):
        f = (k + 0.5) / length - 0.5
        dot = (x + ux * f * length * unit, y + uy * f * length * unit)
        pygame.draw.circle(surface, ink, dot, max(2.0, unit * 0.09))


def bridge(
    surface: pygame.Surface, p: Point, q: Point, length: int, tint: int, unit: float
) -> None:
    """A plank laid across the gap p-q (centred on it)."""
    angle = math.atan2(q[1] - p[1], q[0] - p[0])
    plank(surface, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2), angle, length, tint, unit)


def pawn(surface: pygame.Surface, centre: Point, tint: int, size: float = 11.0) -> None:
    """A pawn (body and head) of game colour `tint`, standing on `centre`."""
    x, y = centre[0], centre[1] - size * 0.4
    body = [(x - size, y + size), (x + size, y + size), (x + size * 0.45, y - size * 0.2),
            (x - size * 0.45, y - size * 0.2)]  # fmt: skip
    pygame.draw.polygon(surface, art.colour(tint), body)
    pygame.draw.polygon(surface, art.edge(tint), body, 2)
    pygame.draw.circle(surface, art.colour(tint), (x, y - size * 0.6), size * 0.55)
    pygame.draw.circle(surface, art.edge(tint), (x, y - size * 0.6), size * 0.55, 2)


def splash(surface: pygame.Surface, centre: Point, u: float) -> None:
    """A splash growing and fading as `u` goes 0-1."""
    if not 0.0 <= u <= 1.0:
        return
    x, y = centre
    for k in range(3):
        radius = 6 + u * 26 - k * 7
        if radius > 2:
            pygame.draw.circle(surface, (200, 230, 240), (x, y), radius, 2)
    for k in range(6):
        angle = math.pi * (0.15 + 0.14 * k)
        reach = 10 + u * 22
        drop = (x + math.cos(angle) * reach, y - math.sin(angle) * reach * (1.2 - u))
        pygame.draw.circle(surface, (220, 240, 250), drop, 2)


def label(
    surface: pygame.Surface,
    words: str,
    anchor: dict[str, Point],
    width: int,
    size: int = 15,
    colour: tuple[int, int, int] = theme.TEXT,
    bold: bool = False,
) -> None:
    """One line of translated words in at most `width` pixels (a smaller size first, then an
    ellipsis the overflow watchers hear about)."""
    size = fit_size(words, width, size, bold=bold, smallest=11)
    line = text.ellipsize(words, theme.font(size, bold=bold), width)
    draw_text(surface, line, size, colour, anchor, bold=bold, shadow=False)


def lines(
    surface: pygame.Surface,
    words: str,
    topleft: Point,
    width: int,
    max_lines: int,
    size: int = 14,
    colour: tuple[int, int, int] = theme.TEXT,
) -> int:
    """Translated words wrapped into at most `max_lines` lines; returns the height used."""
    font = theme.font(size)
    rows = text.wrap_into(words, font, width, max_lines)
    step = font.get_linesize()
    for index, row in enumerate(rows):
        surface.blit(font.render(row, True, colour), (topleft[0], topleft[1] + index * step))
    return step * len(rows)


def card(surface: pygame.Surface, rect: pygame.Rect, card_id: int, tint: int, shown: float) -> None:
    """A card turning over: its back while `shown` < 0.5, its face after (squeezed in between)."""
    shown = max(0.0, min(1.0, shown))
    squeeze = abs(1.0 - 2.0 * shown)
    box = rect.inflate(-int(rect.width * (1.0 - squeeze)), 0)
    if box.width < 2:
        return
    if shown < 0.5:
        art.draw_card_back(surface, box, tint)
    else:
        art.draw_card_face(surface, box, card_id, tint)


def tick(surface: pygame.Surface, centre: Point) -> None:
    """A green disc with a tick: 'this holds / this is allowed'."""
    x, y = centre
    pygame.draw.circle(surface, OK, centre, 13)
    pygame.draw.lines(surface, (20, 40, 20), False, [(x - 7, y), (x - 1, y + 6), (x + 8, y - 6)], 3)

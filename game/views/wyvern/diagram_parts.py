"""The pieces of Wyvern's help diagrams: cards (faces from faces.py / art.py, backs, a flip),
a small battlefield of two rows with its treasure positions, coins that fly, words that fit.

Every function draws onto the surface it is given and nothing else; the painters in
diagrams.py compose them. Words arrive translated.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.views import text, theme
from game.views.backdrop import draw_text, fit_size

from . import art, faces

Point = tuple[float, float]
CARD_W, CARD_H = 60, 70
"""A card's size in most diagrams (the board's 84 x 96, smaller)."""
GAP = 6
HIDDEN_MARK = (150, 210, 255)


def ease(u: float) -> float:
    """Smooth 0-1 (clamped)."""
    u = max(0.0, min(1.0, u))
    return u * u * (3 - 2 * u)


def lerp(a: Point, b: Point, u: float) -> Point:
    """The point `u` of the way from `a` to `b`."""
    return (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)


def card(surface: pygame.Surface, rect: pygame.Rect, card_index: int, alpha: int = 255) -> None:
    """A card face (the board's own drawing) at `rect`."""
    image = faces.face(card_index, rect.width, rect.height)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, rect.topleft)


def back(
    surface: pygame.Surface, rect: pygame.Rect, pile: str = "lair", mine: bool = False
) -> None:
    """A card back; `mine` adds the closed eye of a card hidden from your rival."""
    art.draw_back(surface, rect, pile)
    if mine:
        art.draw_eye(surface, (rect.right - 11, rect.y + 10), 7, closed=True, colour=HIDDEN_MARK)


def flip(
    surface: pygame.Surface, rect: pygame.Rect, card_index: int, u: float, pile: str = "lair"
) -> None:
    """A card turning over: its back narrows to nothing, then its face widens (u 0-1)."""
    u = max(0.0, min(1.0, u))
    width = max(1, int(rect.width * abs(1 - 2 * u)))
    shown = pygame.Rect(0, 0, width, rect.height)
    shown.center = rect.center
    if u < 0.5:
        art.draw_back(surface, shown, pile)
        return
    image = faces.face(card_index, rect.width, rect.height)
    surface.blit(pygame.transform.smoothscale(image, shown.size), shown.topleft)


def burn(surface: pygame.Surface, rect: pygame.Rect, card_index: int, u: float) -> None:
    """A card burning away (u 0-1): it reddens, fades and shrinks towards its middle."""
    u = max(0.0, min(1.0, u))
    if u >= 1:
        return
    image = faces.face(card_index, rect.width, rect.height).copy()
    image.fill((255, int(200 * (1 - u)), int(120 * (1 - u))), special_flags=pygame.BLEND_RGB_MULT)
    size = (max(1, int(rect.width * (1 - 0.4 * u))), max(1, int(rect.height * (1 - 0.4 * u))))
    image = pygame.transform.smoothscale(image, size)
    image.set_alpha(int(255 * (1 - u)))
    surface.blit(image, image.get_rect(center=rect.center))
    for k in range(5):  # a few flames licking up
        x = rect.x + rect.width * (0.15 + 0.17 * k)
        y = rect.bottom - rect.height * (0.2 + 0.6 * u) - 6 * math.sin(k * 2.1 + u * 9)
        pygame.draw.circle(
            surface, (255, 150 + 20 * (k % 2), 40), (int(x), int(y)), max(2, int(7 * (1 - u)))
        )


def empty(
    surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] = theme.PANEL_EDGE
) -> None:
    """An empty position: a faint outline."""
    pygame.draw.rect(surface, colour, rect, 1, border_radius=6)


def coin(surface: pygame.Surface, centre: Point, words: str = "", r: float = 10) -> None:
    """A gold coin, with a short number on it if given."""
    art.draw_coin(surface, centre, r, words, theme.font(max(9, int(r * 1.2)), bold=True))


def power(surface: pygame.Surface, centre: Point, value: int, r: float = 16) -> None:
    """A power badge with its number."""
    art.draw_power(surface, centre, r, str(value), theme.font(max(10, int(r * 1.1)), bold=True))


def label(
    surface: pygame.Surface,
    words: str,
    anchor: dict[str, Any],
    width: int,
    size: int = 15,
    colour: tuple[int, int, int] = theme.TEXT,
    bold: bool = False,
) -> pygame.Rect:
    """One line of words in at most `width` pixels (smaller first, then an ellipsis that the
    overflow watchers hear about)."""
    size = fit_size(words, width, size, bold=bold, smallest=10)
    line = text.ellipsize(words, theme.font(size, bold=bold), width)
    return draw_text(surface, line, size, colour, anchor, bold=bold, shadow=False)


def lines(
    surface: pygame.Surface,
    words: str,
    topleft: Point,
    width: int,
    max_lines: int,
    size: int = 14,
    colour: tuple[int, int, int] = theme.TEXT,
) -> int:
    """Words wrapped into at most `max_lines` lines (a smaller size first); the height used."""
    font = theme.font(size)
    while size > 10 and len(text.wrap(words, font, width)) > max_lines:
        size -= 1
        font = theme.font(size)
    wrapped = text.wrap_into(words, font, width, max_lines)
    step = font.get_linesize()
    for row, line in enumerate(wrapped):
        surface.blit(font.render(line, True, colour), (topleft[0], topleft[1] + row * step))
    return step * len(wrapped)


def glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    t: float,
    colour: tuple[int, int, int] = theme.HIGHLIGHT,
) -> None:
    """A pulsing outline round something the diagram talks about now."""
    pulse = 0.5 + 0.5 * math.sin(t * 6)
    pygame.draw.rect(
        surface, colour, rect.inflate(4 + 4 * pulse, 4 + 4 * pulse), 2, border_radius=8
    )


def field_rects(
    left: int, top: int, width: int = CARD_W, height: int = CARD_H, facing_down: bool = False
) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """(six battle positions, four treasure positions) of a battlefield drawn from (left, top):
    two rows of [treasure, three positions, treasure]. Positions 0-2 are the front row, 3-5
    the back; treasures front-left, front-right, back-left, back-right. `facing_down` draws
    the rival's field: its front row at the bottom, nearer yours."""
    positions: list[pygame.Rect] = []
    treasures: list[pygame.Rect] = []
    for row in (0, 1):
        screen_row = (1 - row) if facing_down else row
        y = top + screen_row * (height + GAP)
        for column in range(3):
            positions.append(pygame.Rect(left + (column + 1) * (width + GAP), y, width, height))
        for column in (0, 4):
            treasures.append(pygame.Rect(left + column * (width + GAP), y, width, height))
    return positions, treasures


def treasure_slot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An empty treasure position: a dashed gold outline with a small chest."""
    pygame.draw.rect(surface, (30, 26, 36), rect, border_radius=6)
    for x in range(rect.left + 4, rect.right - 4, 10):
        pygame.draw.line(
            surface, art.GOLD_LINE, (x, rect.top), (min(x + 5, rect.right - 4), rect.top)
        )
        pygame.draw.line(
            surface,
            art.GOLD_LINE,
            (x, rect.bottom - 1),
            (min(x + 5, rect.right - 4), rect.bottom - 1),
        )
    chest = pygame.Rect(0, 0, rect.width // 3, rect.height // 5)
    chest.center = rect.center
    pygame.draw.rect(surface, art.GOLD_LINE, chest, 1, border_radius=2)


def mine(surface: pygame.Surface, rect: pygame.Rect, title: str, t: float = 0.0) -> None:
    """The Gold Mine: a dark pit with a heap of coins and its name."""
    pygame.draw.rect(surface, (36, 28, 22), rect, border_radius=10)
    pygame.draw.rect(surface, art.COIN_EDGE, rect, 2, border_radius=10)
    for k in range(6):
        x = rect.x + 16 + k * 9
        y = rect.bottom - 12 - (k % 2) * 6 - 2 * math.sin(t * 2 + k)
        coin(surface, (x, y), "", 6)
    label(
        surface,
        title,
        {"midleft": (rect.x + 74, rect.centery)},
        rect.width - 80,
        15,
        art.COIN,
        True,
    )


def fly_coins(surface: pygame.Surface, start: Point, end: Point, count: int, u: float) -> None:
    """`count` coins strung out between `start` and `end`, `u` (0-1) of the way along."""
    for k in range(count):
        v = ease(u * 1.6 - k * 0.6 / max(1, count))
        if 0 < v < 1:
            x, y = lerp(start, end, v)
            coin(surface, (x, y - 18 * math.sin(v * math.pi)), "", 7)

"""Drawing parts every game's rules diagrams share: cell grids, arrows, badges, captions.

Every function draws straight onto the surface it is given and has no other side effect; each
game's diagrams.py composes them with its own pieces (the Nine Sons dice are in its package).
"""

from __future__ import annotations

import math

import pygame

from game.views import theme
from game.views.backdrop import draw_text, fit_size
from game.views.text import ellipsize

Colour = tuple[int, int, int]


def grid(rect: pygame.Rect, rows: int, cols: int, cell: int) -> list[list[pygame.Rect]]:
    """Square cells centred in `rect`, with a small gap."""
    left = rect.centerx - cols * cell // 2
    top = rect.centery - rows * cell // 2
    return [
        [
            pygame.Rect(left + c * cell + 3, top + r * cell + 3, cell - 6, cell - 6)
            for c in range(cols)
        ]
        for r in range(rows)
    ]


def arrow(
    surface: pygame.Surface,
    start: tuple[float, float],
    end: tuple[float, float],
    colour: Colour,
    width: int = 4,
) -> None:
    """A straight arrow with a filled head."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head = (end[0] - ux * 14, end[1] - uy * 14)
    pygame.draw.line(surface, colour, start, head, width)
    left = (head[0] - uy * 8, head[1] + ux * 8)
    right = (head[0] + uy * 8, head[1] - ux * 8)
    pygame.draw.polygon(surface, colour, [end, left, right])


def badge(surface: pygame.Surface, centre: tuple[float, float], text: str, colour: Colour) -> None:
    """A filled disc with short bold text in it (step numbers, order marks)."""
    pygame.draw.circle(surface, colour, centre, 13)
    draw_text(surface, text, 15, theme.ink_on(colour), {"center": centre}, bold=True, shadow=False)


def caption(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    """A dim one-line caption along the bottom of the diagram frame (smaller, then cut with an
    ellipsis, when a translation runs longer than the frame)."""
    width = rect.width - 16
    size = fit_size(text, width, 17, bold=False)
    line = ellipsize(text, theme.font(size), width)
    draw_text(
        surface,
        line,
        size,
        theme.TEXT_DIM,
        {"midbottom": (rect.centerx, rect.bottom - 4)},
        shadow=False,
    )


def dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A dashed outline: where a card used to be."""
    for x in range(rect.left, rect.right, 14):
        x_end = min(x + 8, rect.right)
        pygame.draw.line(surface, colour, (x, rect.top), (x_end, rect.top), 2)
        pygame.draw.line(surface, colour, (x, rect.bottom), (x_end, rect.bottom), 2)
    for y in range(rect.top, rect.bottom, 14):
        y_end = min(y + 8, rect.bottom)
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, y_end), 2)
        pygame.draw.line(surface, colour, (rect.right, y), (rect.right, y_end), 2)


def no_badge(surface: pygame.Surface, centre: tuple[float, float]) -> None:
    """A small red disc with a white cross: 'not allowed'."""
    pygame.draw.circle(surface, theme.DANGER, centre, 13)
    cx, cy = centre
    pygame.draw.line(surface, theme.TEXT, (cx - 6, cy - 6), (cx + 6, cy + 6), 3)
    pygame.draw.line(surface, theme.TEXT, (cx + 6, cy - 6), (cx - 6, cy + 6), 3)

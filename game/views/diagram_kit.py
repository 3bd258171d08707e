"""Drawing parts shared by the Nine Sons rules diagrams: dice, stacks, squares, arrows, badges.

Every function draws straight onto the surface it is given and has no other side effect; the
diagrams in game.views.nine_sons.diagrams compose them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.views import theme
from game.views.backdrop import draw_text, fit_size
from game.views.text import ellipsize

Die = tuple[int, int]  # (owner seat, face value)
Colour = tuple[int, int, int]

SQUARE = (40, 62, 56)

# Pip positions on a unit die face, centre at (0, 0), per value.
_PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def draw_die(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: int,
    die: Die,
    ring: Colour | None = None,
) -> pygame.Rect:
    """A die of seat `die[0]` showing `die[1]` pips, with a side face for depth."""
    owner, value = die
    face = theme.seat_colour(owner)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (int(centre[0]), int(centre[1]))
    side = tuple(max(0, c - 60) for c in face)
    pygame.draw.rect(surface, side, rect.move(0, max(2, size // 8)), border_radius=size // 5)
    pygame.draw.rect(surface, face, rect, border_radius=size // 5)
    pygame.draw.rect(surface, (120, 110, 130), rect, width=1, border_radius=size // 5)
    ink = theme.ink_on(face)
    spread = size * 0.26
    for px, py in _PIPS[value]:
        pip = (rect.centerx + px * spread, rect.centery + py * spread)
        pygame.draw.circle(surface, ink, pip, max(2, size // 11))
    if ring is not None:
        pygame.draw.rect(surface, ring, rect.inflate(6, 6), width=3, border_radius=size // 4)
    return rect


def draw_stack(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: int,
    dice: Sequence[Die],
    ring_top: Colour | None = None,
) -> None:
    """Dice bottom to top, each raised a little so the stack's height reads at a glance."""
    lift = size * 0.56  # enough to show a band of every die, so a stack's owners read
    base_y = centre[1] + lift * (len(dice) - 1) / 2
    for index, die in enumerate(dice):
        ring = ring_top if index == len(dice) - 1 else None
        draw_die(surface, (centre[0], base_y - index * lift), size, die, ring)


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


def card_frame(
    surface: pygame.Surface, left: pygame.Rect, right: pygame.Rect, colour: Colour
) -> None:
    """A card outline around two side-by-side squares, coloured by its group."""
    frame = left.union(right).inflate(8, 8)
    pygame.draw.rect(surface, colour, frame, width=3, border_radius=8)


def squares(surface: pygame.Surface, cells: list[list[pygame.Rect]]) -> None:
    """Fill every cell rect with the board-square colour."""
    for row in cells:
        for cell in row:
            pygame.draw.rect(surface, SQUARE, cell, border_radius=6)


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

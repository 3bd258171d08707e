"""Nine Sons pieces for the rules diagrams: dice, stacks, the board's squares and card frames.

Drawing only, onto the surface given; diagrams.py composes them with the shared diagram kit.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.views import theme

from .art import PIP_LAYOUT

Die = tuple[int, int]  # (owner seat, face value)
Colour = tuple[int, int, int]

SQUARE = (40, 62, 56)


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
    for px, py in PIP_LAYOUT[value]:
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

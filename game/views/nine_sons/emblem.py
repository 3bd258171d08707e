"""The Nine Sons emblem on its title-screen tile, drawn by code (animated from `t`)."""

from __future__ import annotations

import pygame

from game.views import theme


def draw_emblem(
    surface: pygame.Surface, box: pygame.Rect, t: float, colour: tuple[int, int, int]
) -> None:
    """The game's picture inside `box` at time `t` (seconds), in its accent `colour`."""
    cx, cy = box.center
    for row in range(3):
        for col in range(4):
            cell = pygame.Rect(box.left + 14 + col * 38, box.top + 8 + row * 38, 34, 34)
            pygame.draw.rect(
                surface,
                (40, 70, 56) if (col // 2 + row) % 2 else (54, 88, 70),
                cell,
                border_radius=4,
            )
    for k, (col, row, height) in enumerate(((1, 0, 3), (2, 1, 2), (0, 2, 1), (3, 2, 2))):
        for level in range(height):
            die = pygame.Rect(0, 0, 22, 14)
            die.center = (box.left + 31 + col * 38, box.top + 28 + row * 38 - level * 6)
            shade = theme.seat_colour(2 if (k + level) % 2 else 3)
            pygame.draw.rect(surface, shade, die, border_radius=3)
            pygame.draw.rect(surface, (20, 16, 24), die, 1, border_radius=3)

"""The Drakon emblem on its title-screen tile, drawn by code (animated from `t`)."""

from __future__ import annotations

import math

import pygame

from game.views import theme


def draw_emblem(
    surface: pygame.Surface, box: pygame.Rect, t: float, colour: tuple[int, int, int]
) -> None:
    """The game's picture inside `box` at time `t` (seconds), in its accent `colour`."""
    cx, cy = box.center
    for k in range(9):
        col, row = k % 3, k // 3
        room = pygame.Rect(box.left + 30 + col * 44, box.top + 6 + row * 42, 40, 38)
        pygame.draw.rect(surface, (70, 58, 44), room, border_radius=4)
        pygame.draw.rect(surface, (120, 100, 70), room, 2, border_radius=4)
    for k in range(6):
        coin = (cx - 20 + (k % 3) * 18, cy + 10 - (k // 3) * 10 + math.sin(t * 3 + k) * 1.5)
        pygame.draw.circle(surface, theme.GOLD, coin, 9)
        pygame.draw.circle(surface, (160, 110, 30), coin, 9, 2)

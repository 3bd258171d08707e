"""The Dragon Delta emblem on its title-screen tile: a river, two islets with stones and a plank
between them, drawn by code (the water moves with `t`)."""

from __future__ import annotations

import math

import pygame


def draw_emblem(
    surface: pygame.Surface, box: pygame.Rect, t: float, colour: tuple[int, int, int]
) -> None:
    """The game's picture inside `box` at time `t` (seconds), in its accent `colour`."""
    water = box.inflate(-16, -30)
    pygame.draw.rect(surface, (28, 74, 96), water, border_radius=10)
    for k in range(5):
        y = water.y + 12 + k * water.height / 5
        x = water.x + 10 + (k * 37 + t * 14) % max(1, water.width - 40)
        pygame.draw.arc(surface, (60, 120, 140), (x, y, 26, 8), 0.3, 2.8, 2)
    left = (water.x + water.width * 0.28, water.centery + math.sin(t) * 1.5)
    right = (water.x + water.width * 0.72, water.centery - 6)
    for centre in (left, right):
        pygame.draw.circle(surface, (170, 156, 112), centre, 16)
        pygame.draw.circle(surface, (150, 150, 146), centre, 9)
    pygame.draw.line(surface, colour, left, right, 8)
    for k in range(4):
        f = (k + 0.5) / 4
        pip = (left[0] + (right[0] - left[0]) * f, left[1] + (right[1] - left[1]) * f)
        pygame.draw.circle(surface, (40, 30, 20), pip, 2)

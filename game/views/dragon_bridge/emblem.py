"""The Dragon Bridge emblem on its title-screen tile, drawn by code (animated from `t`)."""

from __future__ import annotations

import math

import pygame


def draw_emblem(
    surface: pygame.Surface, box: pygame.Rect, t: float, colour: tuple[int, int, int]
) -> None:
    """The game's picture inside `box` at time `t` (seconds), in its accent `colour`."""
    cx, cy = box.center
    pygame.draw.rect(
        surface, (30, 60, 100), (box.left + 6, cy + 22, box.width - 12, 36), border_radius=6
    )
    for k in range(5):
        wave_x = box.left + 16 + k * 34 + math.sin(t * 2 + k) * 4
        pygame.draw.arc(surface, (120, 180, 240), (wave_x, cy + 30, 24, 10), 0, math.pi, 2)
    pygame.draw.arc(surface, colour, (box.left + 18, cy - 36, box.width - 36, 120), 0, math.pi, 8)
    for k in range(7):
        x = box.left + 34 + k * 20
        pygame.draw.line(
            surface,
            colour,
            (x, cy + 22),
            (x, cy - 10 - 14 * math.sin(math.pi * (k + 1) / 8)),
            3,
        )

"""Tiles of the games still being built (Dragon Delta, Wyvern): their emblems and accents.

When a game is built its emblem moves into its own client package and its line here goes.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.views import theme

Colour = tuple[int, int, int]


def draw_delta_emblem(surface: pygame.Surface, box: pygame.Rect, t: float, colour: Colour) -> None:
    """Dragon Delta: a river splitting into arms, with boats drifting down."""
    cx, cy = box.center
    trunk = [(cx, box.top + 4), (cx, cy - 10)]
    pygame.draw.lines(surface, colour, False, trunk, 10)
    for k, spread in enumerate((-70, -25, 25, 70)):
        points = [(cx, cy - 10), (cx + spread * 0.5, cy + 20), (cx + spread, box.bottom - 6)]
        pygame.draw.lines(surface, colour, False, points, 6)
        boat_y = cy - 10 + ((t * 20 + k * 17) % 50)
        pygame.draw.circle(surface, theme.TEXT, (cx + spread * (boat_y - cy + 10) / 80, boat_y), 4)


def draw_wyvern_emblem(surface: pygame.Surface, box: pygame.Rect, t: float, colour: Colour) -> None:
    """Wyvern: a fan of three dragon cards."""
    cx, cy = box.center
    for k, angle in enumerate((-18, 0, 18)):
        card = pygame.Surface((56, 80), pygame.SRCALPHA)
        pygame.draw.rect(card, (236, 226, 200), card.get_rect(), border_radius=6)
        pygame.draw.rect(card, colour, card.get_rect().inflate(-8, -8), 2, border_radius=4)
        pygame.draw.polygon(card, colour, [(10, 52), (28, 22), (46, 52), (28, 42)])
        rotated = pygame.transform.rotate(card, -angle + math.sin(t * 1.5 + k) * 2)
        surface.blit(
            rotated, rotated.get_rect(center=(cx + angle * 2.4, cy + 6 + abs(angle) * 0.4))
        )


COMING_SOON: dict[
    str, tuple[Colour, Callable[[pygame.Surface, pygame.Rect, float, Colour], None]]
] = {
    "dragon-delta": ((90, 190, 210), draw_delta_emblem),
    "wyvern": (theme.CRIMSON, draw_wyvern_emblem),
}
"""slug -> (accent, emblem painter) for the catalogue's games that cannot be played yet."""

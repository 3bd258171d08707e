"""The Wyvern emblem on its title-screen tile: a winged dragon over two face-down cards and a
coin, drawn by code (the wings beat slowly with `t`)."""

from __future__ import annotations

import math

import pygame

from game.views import theme

from . import art


def draw_emblem(
    surface: pygame.Surface, box: pygame.Rect, t: float, colour: tuple[int, int, int]
) -> None:
    """The game's picture inside `box` at time `t` (seconds), in its accent `colour`."""
    card_w, card_h = int(box.width * 0.22), int(box.height * 0.42)
    for k, tilt in enumerate((-1, 1)):
        card = pygame.Rect(0, 0, card_w, card_h)
        card.midbottom = (int(box.centerx + tilt * card_w * 0.7), box.bottom - 8)
        art.draw_back(surface, card, "lair" if k == 0 else "horde")
    cx, cy = box.centerx, box.y + box.height * 0.38
    beat = math.sin(t * 2.2) * 0.25
    span = box.width * 0.3
    for side in (-1, 1):
        tip = (cx + side * span, cy - box.height * (0.22 + beat * side * 0 + beat))
        pygame.draw.polygon(
            surface, art.shade(colour, 0.8), [(cx, cy), tip, (cx + side * span * 0.8, cy + 8)]
        )
    body = pygame.Rect(0, 0, int(box.width * 0.2), int(box.height * 0.16))
    body.center = (int(cx), int(cy + 6))
    pygame.draw.ellipse(surface, colour, body)
    head = (int(cx + body.width * 0.55), int(cy - 6))
    pygame.draw.circle(surface, colour, head, max(4, body.height // 3))
    pygame.draw.circle(surface, (255, 220, 90), (head[0] + 2, head[1] - 1), 2)
    art.draw_coin(surface, (box.centerx, box.bottom - 14), 9, "", theme.font(10))

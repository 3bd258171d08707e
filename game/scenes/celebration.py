"""The results screen's celebration: confetti, a glowing dragon round the banner, a crown.

Pure drawing helpers plus the confetti record; `ResultsScene` owns and moves the pieces.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.views import theme
from game.views.backdrop import glow_sprite

Colour = tuple[int, int, int]

CONFETTI_COLOURS: tuple[Colour, ...] = (
    theme.GOLD,
    theme.JADE,
    theme.CRIMSON,
    theme.HIGHLIGHT,
    theme.TEXT,
)


@dataclass
class Confetto:
    """One piece of confetti: a small rotating, fluttering rectangle."""

    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    colour: Colour
    size: float
    phase: float


def draw_dragon(surface: pygame.Surface, t: float, festive: bool) -> None:
    """A glowing serpent dragon that undulates round the banner (a chain of scales)."""
    glow = glow_sprite(300, (70, 44, 12) if festive else (36, 30, 50))
    pulse = 0.85 + 0.15 * math.sin(t * 1.7)
    scaled = pygame.transform.smoothscale(glow, (int(760 * pulse), int(300 * pulse)))
    surface.blit(scaled, scaled.get_rect(center=(640, 124)), special_flags=pygame.BLEND_RGB_ADD)
    segments = 120
    points = []
    for index in range(segments):
        # The body follows an ellipse round the banner; a travelling wave makes it swim.
        u = index / segments
        angle = t * 0.35 + u * math.tau * 0.8
        wave = 9 * math.sin(u * 16 - t * 4)
        points.append((640 + (430 + wave) * math.cos(angle), 118 + (60 + wave) * math.sin(angle)))
    for index in range(segments):
        x, y = points[index]
        u = index / segments
        radius = 3 + 10 * math.sin(math.pi * min(1.0, 0.1 + u * 0.75))  # thin tail, full neck
        band = 0.7 + 0.3 * math.sin(index * 0.8 - t * 5)  # scales shimmer along the body
        colour = (int(150 + 90 * band), int(90 + 80 * band), int(24 + 30 * band))
        pygame.draw.circle(surface, (70, 36, 12), (int(x), int(y) + 2), int(radius) + 1)
        pygame.draw.circle(surface, colour, (int(x), int(y)), int(radius))
        if index % 8 == 4 and index + 1 < segments:
            # A jade fin on the dragon's back, pointing away from the banner's centre.
            ox, oy = x - 640, (y - 118) * 6
            norm = math.hypot(ox, oy) or 1.0
            tip = (x + ox / norm * radius * 1.8, y + oy / norm * radius * 1.8)
            nx, ny = points[index + 1][0] - x, points[index + 1][1] - y
            base = math.hypot(nx, ny) or 1.0
            nx, ny = nx / base * radius * 0.8, ny / base * radius * 0.8
            pygame.draw.polygon(surface, theme.JADE, [(x - nx, y - ny), tip, (x + nx, y + ny)])
    _draw_dragon_head(surface, points[-1], points[-2])


def _draw_dragon_head(
    surface: pygame.Surface, head: tuple[float, float], neck: tuple[float, float]
) -> None:
    dx, dy = head[0] - neck[0], head[1] - neck[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    x, y = head
    snout = (x + ux * 30, y + uy * 30)
    jaw = [(x + nx * 14, y + ny * 14), snout, (x - nx * 14, y - ny * 14)]
    pygame.draw.polygon(surface, (232, 170, 60), jaw)
    pygame.draw.circle(surface, (232, 170, 60), (int(x), int(y)), 15)
    for side in (-1, 1):
        horn_base = (x + nx * 10 * side, y + ny * 10 * side)
        horn_tip = (
            horn_base[0] - ux * 24 + nx * 12 * side,
            horn_base[1] - uy * 24 + ny * 12 * side,
        )
        pygame.draw.line(surface, theme.TEXT, horn_base, horn_tip, 3)
    eye = (int(x + ux * 6 + nx * 6), int(y + uy * 6 + ny * 6))
    pygame.draw.circle(surface, theme.CRIMSON, eye, 4)
    whisker_start = (snout[0] - ux * 6, snout[1] - uy * 6)
    pygame.draw.line(
        surface,
        theme.GOLD,
        whisker_start,
        (snout[0] + nx * 26 + ux * 10, snout[1] + ny * 26 + uy * 10),
        2,
    )


def draw_crown(surface: pygame.Surface, centre: tuple[int, int], t: float) -> None:
    """The winner's gold crown (44 x 26 px, bobbing 3 px) centred on `centre`."""
    x, y = centre
    bob = 3 * math.sin(t * 3)
    y += bob
    points = [
        (x - 22, y + 12),
        (x - 22, y - 8),
        (x - 11, y + 2),
        (x, y - 14),
        (x + 11, y + 2),
        (x + 22, y - 8),
        (x + 22, y + 12),
    ]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, (120, 80, 20), points, width=2)
    for px in (-22, 0, 22):
        top = y - 14 if px == 0 else y - 8
        pygame.draw.circle(surface, theme.CRIMSON, (int(x + px), int(top)), 4)


def draw_confetto(surface: pygame.Surface, piece: Confetto) -> None:
    """One piece of confetti where it is now."""
    # A flat card seen turning in the air: its width shrinks and grows with the flutter.
    half_w = piece.size * (0.3 + 0.7 * abs(math.cos(piece.angle * 1.7)))
    half_h = piece.size * 0.45
    cos_a, sin_a = math.cos(piece.angle), math.sin(piece.angle)
    corners = []
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        px, py = sx * half_w, sy * half_h
        corners.append((piece.x + px * cos_a - py * sin_a, piece.y + px * sin_a + py * cos_a))
    pygame.draw.polygon(surface, piece.colour, corners)

"""The title screen's serpentine dragon, drawn by code (each game's emblem lives in its package).

Pure drawing with pygame primitives (no image files): every function paints onto the surface it
is given and animates only from the `t` (seconds) passed in.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.views import theme
from game.views.backdrop import glow_sprite

# ----------------------------------------------------------------------------- the dragon


def _spine(t: float, left: float, right: float, mid_y: float) -> list[tuple[float, float]]:
    """Points of the dragon's spine from tail (left) to head (right), undulating with time."""
    points = []
    for i in range(90):
        s = i / 89
        wave = math.sin(s * math.tau * 1.35 - t * 1.6) * (30 + 34 * s * (1 - s) * 4)
        points.append((left + (right - left) * s, mid_y + wave * (0.35 + 0.65 * s)))
    return points


def _radius(s: float) -> float:
    """Body thickness along the spine: thin tail, full chest, narrower neck."""
    body = 6 + 20 * math.sin(math.pi * min(1.0, s * 1.05) ** 0.7)
    return body * (1 - 0.35 * max(0.0, (s - 0.86) / 0.14))


def draw_dragon(surface: pygame.Surface, t: float, left: float, right: float, mid_y: float) -> None:
    """A serpentine Eastern dragon chasing a flaming pearl, drawn with primitives only."""
    spine = _spine(t, left, right, mid_y)
    count = len(spine)
    normals, tangents = [], []
    for i in range(count):
        nx_, ny_ = spine[min(i + 1, count - 1)]
        px, py = spine[max(i - 1, 0)]
        dx, dy = nx_ - px, ny_ - py
        length = math.hypot(dx, dy) or 1.0
        tangents.append((dx / length, dy / length))
        normals.append((dy / length, -dx / length))  # points "up" (the back)
    radii = [_radius(i / (count - 1)) for i in range(count)]
    back = [
        (x + nx * r, y + ny * r) for (x, y), (nx, ny), r in zip(spine, normals, radii, strict=True)
    ]
    belly = [
        (x - nx * r, y - ny * r) for (x, y), (nx, ny), r in zip(spine, normals, radii, strict=True)
    ]

    # Dorsal fins first so the body overlaps their roots.
    for i in range(6, count - 8, 4):
        (bx, by), (nx, ny), (tx, ty) = back[i], normals[i], tangents[i]
        height = 6 + radii[i] * 0.6
        tip = (bx + nx * height - tx * 6, by + ny * height - ty * 6)
        pygame.draw.polygon(
            surface, (236, 150, 40), [(bx - tx * 6, by - ty * 6), tip, (bx + tx * 6, by + ty * 6)]
        )
    # Legs with three claws, at the shoulders and hips.
    for s, phase in ((0.33, 0.0), (0.40, 1.4), (0.68, 0.7), (0.75, 2.1)):
        i = int(s * (count - 1))
        (x, y), (nx, ny), (tx, ty) = spine[i], normals[i], tangents[i]
        swing = math.sin(t * 2.4 + phase) * 8
        knee = (x - nx * (radii[i] + 12) + tx * swing, y - ny * (radii[i] + 12) + ty * swing)
        foot = (knee[0] - nx * 12 + tx * 8, knee[1] - ny * 12 + ty * 8)
        pygame.draw.line(surface, (170, 40, 36), (x, y), knee, 7)
        pygame.draw.line(surface, (170, 40, 36), knee, foot, 5)
        for spread in (-0.5, 0.0, 0.5):
            cx = foot[0] + (tx + spread * nx) * 7 - nx * 3
            cy = foot[1] + (ty + spread * ny) * 7 - ny * 3
            pygame.draw.line(surface, theme.GOLD, foot, (cx, cy), 2)
    pygame.draw.polygon(surface, (196, 44, 40), back + belly[::-1])
    # Golden belly plates along the lower half of the body.
    inner = [
        (x - nx * r * 0.25, y - ny * r * 0.25)
        for (x, y), (nx, ny), r in zip(spine, normals, radii, strict=True)
    ]
    pygame.draw.polygon(surface, (226, 176, 70), inner[4:-4] + belly[4:-4][::-1])
    for i in range(6, count - 6, 3):
        pygame.draw.line(surface, (170, 120, 40), inner[i], belly[i], 1)
    # Scales: small arcs on the upper body.
    for i in range(5, count - 6, 3):
        (x, y), (nx, ny), r = spine[i], normals[i], radii[i]
        for k in (0.45, 0.8):
            centre = (x + nx * r * k, y + ny * r * k)
            pygame.draw.circle(surface, (150, 28, 30), centre, max(2, int(r * 0.28)), 1)
    pygame.draw.lines(surface, (110, 20, 24), False, back, 2)
    _draw_tail(surface, spine[0], tangents[0], normals[0], t)
    _draw_head(surface, spine[-1], tangents[-1], normals[-1], t)


def _draw_tail(
    surface: pygame.Surface,
    base: tuple[float, float],
    tangent: tuple[float, float],
    normal: tuple[float, float],
    t: float,
) -> None:
    x, y = base
    tx, ty = tangent
    nx, ny = normal
    for k, spread in enumerate((-1.0, -0.3, 0.4, 1.1)):
        flick = math.sin(t * 3 + k) * 4
        tip = (
            x - tx * (26 + 6 * k % 3) + nx * (spread * 16 + flick),
            y - ty * (26 + 6 * k % 3) + ny * (spread * 16 + flick),
        )
        pygame.draw.polygon(
            surface, (240, 160, 50), [(x + nx * 5, y + ny * 5), tip, (x - nx * 5, y - ny * 5)]
        )


Place = Callable[[float, float], tuple[float, float]]
"""A point of the head given (forward along the head, up across it) from the neck."""


def _draw_head(
    surface: pygame.Surface,
    neck: tuple[float, float],
    tangent: tuple[float, float],
    normal: tuple[float, float],
    t: float,
) -> None:
    """Head pointing along `tangent`: snout, open jaw, eye, antlers, mane, whiskers, pearl."""
    x0, y0 = neck
    tx, ty = tangent
    nx, ny = normal

    def at(forward: float, up: float) -> tuple[float, float]:
        return (x0 + tx * forward + nx * up, y0 + ty * forward + ny * up)

    jaw = 4 + 4 * (0.5 + 0.5 * math.sin(t * 1.7))
    _draw_mane(surface, at, t)
    _draw_antlers(surface, at)
    _draw_jaws(surface, at, jaw)
    _draw_whiskers(surface, at, jaw, t)
    _draw_pearl(surface, at, t)


def _draw_mane(surface: pygame.Surface, at: Place, t: float) -> None:
    """Flame-like tufts behind the head, flickering."""
    for k in range(7):
        angle = -1.2 + k * 0.4
        length = 26 + 6 * math.sin(t * 4 + k)
        base = at(4, 6 * math.cos(angle))
        tip = at(4 - length * math.cos(angle * 0.5), length * math.sin(angle) + 4)
        pygame.draw.polygon(
            surface, (250, 190, 60) if k % 2 else (236, 120, 40), [at(10, -8), tip, base]
        )


def _draw_antlers(surface: pygame.Surface, at: Place) -> None:
    """Two antlers sweeping back with one branch each."""
    for side in (0.0, 6.0):
        root = at(20 + side, 14)
        tip = at(-14 + side, 44 + side)
        pygame.draw.line(surface, (240, 220, 170), root, tip, 4)
        mid = ((root[0] + tip[0]) / 2, (root[1] + tip[1]) / 2)
        pygame.draw.line(surface, (240, 220, 170), mid, at(6 + side, 46), 3)


def _draw_jaws(surface: pygame.Surface, at: Place, jaw: float) -> None:
    """The open mouth (lower jaw `jaw` px down), teeth, brow ridge, eye and nostril."""
    upper = [at(0, 16), at(24, 18), at(46, 12), at(62, 6), at(64, 0), at(40, -2), at(6, -10)]
    lower = [at(8, -8), at(40, -2 - jaw), at(58, -6 - jaw), at(54, -12 - jaw), at(20, -18)]
    pygame.draw.polygon(surface, (176, 36, 34), lower)
    pygame.draw.polygon(surface, (206, 52, 44), upper)
    pygame.draw.polygon(surface, (120, 20, 24), upper, 2)
    for k in range(4):  # teeth
        base = at(30 + 7 * k, -1)
        pygame.draw.polygon(
            surface, (250, 245, 230), [base, at(33 + 7 * k, -1), at(31.5 + 7 * k, -6)]
        )
    pygame.draw.line(surface, (250, 200, 80), at(22, 18), at(50, 12), 3)  # brow ridge
    eye = at(30, 10)
    pygame.draw.circle(surface, (255, 236, 150), eye, 6)
    pygame.draw.circle(surface, (20, 10, 10), eye, 3)
    pygame.draw.circle(surface, (255, 170, 60), at(60, 4), 3)  # nostril


def _draw_whiskers(surface: pygame.Surface, at: Place, jaw: float, t: float) -> None:
    """Two long whiskers flowing back in waves, from the snout and from the lower jaw."""
    for side, start in ((1, at(60, 4)), (-1, at(56, -8 - jaw))):
        points = [start]
        for k in range(1, 12):
            sway = math.sin(t * 2.2 + k * 0.6) * 4 * k / 4
            points.append(at(58 - k * 9, side * (4 + k * 2.2) + sway - (0 if side > 0 else jaw)))
        pygame.draw.lines(surface, (250, 210, 120), False, points, 2)


def _draw_pearl(surface: pygame.Surface, at: Place, t: float) -> None:
    """The flaming pearl the dragon chases, just ahead of its snout."""
    pearl = at(110 + 6 * math.sin(t * 1.3), 10 * math.cos(t * 1.1))
    glow = glow_sprite(46, (120, 90, 30))
    surface.blit(
        glow,
        glow.get_rect(center=(int(pearl[0]), int(pearl[1]))),
        special_flags=pygame.BLEND_RGB_ADD,
    )
    for k in range(6):
        angle = t * 3 + k * math.tau / 6
        flame = (pearl[0] + math.cos(angle) * 16, pearl[1] + math.sin(angle) * 16)
        pygame.draw.line(surface, (255, 150, 50), pearl, flame, 3)
    pygame.draw.circle(surface, (250, 244, 220), pearl, 10)
    pygame.draw.circle(surface, (255, 255, 255), (pearl[0] - 3, pearl[1] - 3), 3)

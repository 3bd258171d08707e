"""Terrain as small landscapes drawn by code: mire, crags, lava, keep, glacier, bramble, lake,
gorge, snare and grove (one painter per terrain card)."""

from __future__ import annotations

import random

import pygame

from game.rules.wyvern.cards import CARDS

from .art import COIN, Colour, Rect, gradient, shade


def draw_landscape(surface: pygame.Surface, rect: Rect, card: int) -> None:
    """A terrain as a small landscape (mire, crags, lava, keep, glacier, bramble, lake,
    gorge, snare, grove)."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    painter = _LANDSCAPES.get(CARDS[card].id, _gorge)
    painter(surface, rect)
    surface.set_clip(clip)


def _ground(
    surface: pygame.Surface, rect: Rect, sky: Colour, ground: Colour, level: float = 0.62
) -> int:
    horizon = rect.y + int(rect.height * level)
    gradient(surface, Rect(rect.x, rect.y, rect.width, horizon - rect.y + 1), shade(sky, 1.1), sky)
    pygame.draw.rect(surface, ground, (rect.x, horizon, rect.width, rect.bottom - horizon))
    return horizon


def _at(rect: Rect, fx: float, fy: float) -> tuple[float, float]:
    return (rect.x + rect.width * fx, rect.y + rect.height * fy)


def _mire(surface: pygame.Surface, rect: Rect) -> None:
    _ground(surface, rect, (70, 80, 60), (66, 56, 34))
    pygame.draw.ellipse(
        surface, (50, 62, 36), Rect(*_at(rect, 0.08, 0.66), rect.width * 0.84, rect.height * 0.26)
    )
    for fx, fy, fr in ((0.3, 0.75, 0.05), (0.55, 0.8, 0.035), (0.7, 0.72, 0.045)):
        pygame.draw.circle(surface, (120, 130, 80), _at(rect, fx, fy), max(2, rect.width * fr), 1)
    for fx in (0.12, 0.86):
        pygame.draw.line(surface, (90, 110, 50), _at(rect, fx, 0.7), _at(rect, fx + 0.03, 0.38), 2)


def _crags(surface: pygame.Surface, rect: Rect) -> None:
    _ground(surface, rect, (60, 66, 92), (70, 70, 78), 0.8)
    peaks = [_at(rect, 0, 0.82), _at(rect, 0.22, 0.3), _at(rect, 0.4, 0.62), _at(rect, 0.62, 0.18),
             _at(rect, 0.85, 0.55), _at(rect, 1, 0.82)]  # fmt: skip
    pygame.draw.polygon(surface, (110, 110, 120), peaks)
    pygame.draw.polygon(surface, (80, 80, 90), peaks, 1)
    bolt = [_at(rect, 0.78, 0.02), _at(rect, 0.7, 0.2), _at(rect, 0.78, 0.2), _at(rect, 0.68, 0.4)]
    pygame.draw.lines(surface, (255, 240, 140), False, bolt, 2)


def _lava(surface: pygame.Surface, rect: Rect) -> None:
    _ground(surface, rect, (90, 40, 30), (60, 24, 20), 0.5)
    pygame.draw.polygon(
        surface, (46, 30, 28), [_at(rect, 0.2, 0.5), _at(rect, 0.45, 0.12), _at(rect, 0.7, 0.5)]
    )
    pygame.draw.circle(surface, (255, 150, 40), _at(rect, 0.45, 0.14), max(2, rect.width * 0.04))
    for fx, fy, gx, gy in (
        (0.05, 0.7, 0.4, 0.62),
        (0.4, 0.62, 0.6, 0.85),
        (0.6, 0.85, 0.95, 0.75),
        (0.4, 0.62, 0.75, 0.58),
    ):
        pygame.draw.line(
            surface, (255, 120, 30), _at(rect, fx, fy), _at(rect, gx, gy), max(2, rect.width // 30)
        )


def _keep(surface: pygame.Surface, rect: Rect) -> None:
    horizon = _ground(surface, rect, (70, 70, 100), (60, 70, 50), 0.82)
    tower = Rect(*_at(rect, 0.36, 0.22), rect.width * 0.28, horizon - (rect.y + rect.height * 0.22))
    pygame.draw.rect(surface, (140, 130, 120), tower)
    for k in range(3):
        pygame.draw.rect(
            surface,
            (140, 130, 120),
            (
                tower.x + k * tower.width * 0.38,
                tower.y - rect.height * 0.08,
                tower.width * 0.24,
                rect.height * 0.08,
            ),
        )
    pygame.draw.rect(
        surface,
        (40, 30, 30),
        (
            tower.centerx - tower.width * 0.15,
            tower.bottom - tower.height * 0.35,
            tower.width * 0.3,
            tower.height * 0.35,
        ),
    )
    pygame.draw.line(
        surface, (200, 200, 210), _at(rect, 0.7, 0.15), _at(rect, 0.9, 0.6), 2
    )  # a spear


def _glacier(surface: pygame.Surface, rect: Rect) -> None:
    _ground(surface, rect, (120, 160, 200), (200, 226, 240), 0.7)
    pygame.draw.polygon(
        surface,
        (220, 240, 255),
        [
            _at(rect, 0, 0.7),
            _at(rect, 0.3, 0.25),
            _at(rect, 0.55, 0.5),
            _at(rect, 0.8, 0.2),
            _at(rect, 1, 0.7),
        ],
    )
    pygame.draw.polygon(
        surface, (150, 200, 230), [_at(rect, 0.3, 0.25), _at(rect, 0.38, 0.7), _at(rect, 0.55, 0.5)]
    )


def _bramble(surface: pygame.Surface, rect: Rect) -> None:
    _ground(surface, rect, (50, 70, 60), (30, 50, 30), 0.55)
    rng = random.Random(6)
    for _k in range(9):
        a = _at(rect, rng.random(), 0.55 + rng.random() * 0.4)
        b = (
            a[0] + (rng.random() - 0.5) * rect.width * 0.5,
            a[1] - rect.height * 0.3 * rng.random(),
        )
        pygame.draw.line(surface, (90, 60, 40), a, b, 2)
        pygame.draw.circle(surface, (40, 110, 50), b, max(2, rect.width * 0.06))
        pygame.draw.circle(surface, (180, 40, 60), (b[0] + 2, b[1]), 1)


def _lake(surface: pygame.Surface, rect: Rect) -> None:
    _ground(surface, rect, (90, 120, 170), (50, 90, 60), 0.45)
    water = Rect(*_at(rect, 0.06, 0.5), rect.width * 0.88, rect.height * 0.42)
    pygame.draw.ellipse(surface, (110, 170, 220), water)
    pygame.draw.ellipse(
        surface,
        (200, 230, 250),
        water.inflate(-water.width * 0.5, -water.height * 0.7).move(0, -water.height * 0.1),
        1,
    )
    pygame.draw.circle(surface, (250, 240, 200), _at(rect, 0.75, 0.2), max(2, rect.width * 0.06))


def _gorge(surface: pygame.Surface, rect: Rect) -> None:
    _ground(surface, rect, (120, 90, 60), (100, 70, 44), 0.25)
    pygame.draw.polygon(
        surface,
        (40, 28, 20),
        [_at(rect, 0.35, 0.25), _at(rect, 0.65, 0.25), _at(rect, 0.55, 1), _at(rect, 0.45, 1)],
    )
    for fx, fy in ((0.2, 0.5), (0.8, 0.45), (0.28, 0.78), (0.72, 0.8)):
        pygame.draw.circle(surface, COIN, _at(rect, fx, fy), max(2, rect.width * 0.035))
    pygame.draw.line(surface, COIN, _at(rect, 0.1, 0.6), _at(rect, 0.3, 0.9), 2)


def _snare(surface: pygame.Surface, rect: Rect) -> None:
    _ground(surface, rect, (70, 90, 70), (70, 60, 40), 0.6)
    pygame.draw.line(surface, (110, 80, 50), _at(rect, 0.2, 0.9), _at(rect, 0.3, 0.1), 3)
    pygame.draw.line(surface, (200, 180, 130), _at(rect, 0.3, 0.12), _at(rect, 0.62, 0.62), 1)
    pygame.draw.ellipse(
        surface,
        (220, 200, 150),
        Rect(*_at(rect, 0.48, 0.6), rect.width * 0.34, rect.height * 0.16),
        2,
    )


def _grove(surface: pygame.Surface, rect: Rect) -> None:
    _ground(surface, rect, (90, 110, 80), (50, 80, 40), 0.72)
    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.circle(
        glow, (255, 240, 160, 70), (rect.width // 2, int(rect.height * 0.4)), int(rect.width * 0.3)
    )
    surface.blit(glow, rect.topleft)
    for fx in (0.2, 0.5, 0.8):
        pygame.draw.line(surface, (80, 56, 30), _at(rect, fx, 0.78), _at(rect, fx, 0.5), 3)
        pygame.draw.circle(surface, (60, 130, 60), _at(rect, fx, 0.42), max(3, rect.width * 0.12))


_LANDSCAPES = {
    "T01": _mire, "T02": _crags, "T03": _lava, "T04": _keep, "T05": _glacier, "T06": _bramble,
    "T07": _lake, "T08": _gorge, "T09": _snare, "T10": _grove,
}  # fmt: skip

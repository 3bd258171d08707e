"""Dragon Delta's colours and small pictures: the six game colours, planks with pips, pawns,
stones and the card pictograms (drawn by code; no text on a card face but its name below)."""

from __future__ import annotations

import math

import pygame

from game.rules.dragon_delta.cards import (
    BUILD_1,
    BUILD_2,
    JUMP,
    MOVE_1,
    MOVE_2,
    REMOVE,
    STONE_1,
    STONE_2,
    dragon_colour,
    is_dragon,
    plank_colour,
    plank_length,
)
from game.views import theme

from . import layout

Colour = tuple[int, int, int]
Point = tuple[float, float]

COLOURS: tuple[Colour, ...] = (
    (58, 58, 66),  # black: a dark slate, outlined, so it shows on the water
    (214, 64, 64),
    (236, 198, 58),
    (238, 236, 228),
    (72, 178, 96),
    (68, 128, 228),
)
"""Drawing colour per game colour (index = village), in digest order."""
WATER = (28, 74, 96)
WATER_LIGHT = (44, 100, 124)
BANK = (62, 86, 58)
ISLET = (170, 156, 112)
ISLET_EDGE = (122, 108, 74)
STONE = (150, 150, 146)
STONE_EDGE = (88, 88, 84)
LIT = theme.HIGHLIGHT
CARD_FACE = (244, 236, 214)
CARD_BACK = (70, 54, 96)
INK = (44, 36, 30)


def colour(index: int) -> Colour:
    """The drawing colour of game colour `index`."""
    return COLOURS[index % len(COLOURS)]


def edge(index: int) -> Colour:
    """An outline that separates a colour from the water."""
    return (200, 200, 200) if index == 0 else (24, 24, 28)


def plank_corners(p: Point, q: Point, length: float, width: float = 0.4) -> list[Point]:
    """The four screen corners of a plank `length` units long centred on the gap p-q."""
    (px, py), (qx, qy) = layout.to_screen(p), layout.to_screen(q)
    dx, dy = qx - px, qy - py
    norm = math.hypot(dx, dy) or 1.0
    ux, uy = dx / norm, dy / norm
    half = length * layout.SCALE / 2
    w = width * layout.SCALE / 2
    mx, my = (px + qx) / 2, (py + qy) / 2
    return [
        (mx - ux * half - uy * w, my - uy * half + ux * w),
        (mx + ux * half - uy * w, my + uy * half + ux * w),
        (mx + ux * half + uy * w, my + uy * half - ux * w),
        (mx - ux * half + uy * w, my - uy * half - ux * w),
    ]


def draw_plank_corners(surface: pygame.Surface, corners: list[Point], plank: int) -> None:
    """A plank of its colour with its length as pips along it."""
    tint = plank_colour(plank)
    pygame.draw.polygon(surface, colour(tint), corners)
    pygame.draw.polygon(surface, edge(tint), corners, 1)
    length = plank_length(plank)
    a = ((corners[0][0] + corners[3][0]) / 2, (corners[0][1] + corners[3][1]) / 2)
    b = ((corners[1][0] + corners[2][0]) / 2, (corners[1][1] + corners[2][1]) / 2)
    pip = theme.ink_on(colour(tint))
    for k in range(length):
        t = (k + 0.5) / length
        pygame.draw.circle(surface, pip, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), 2)


def draw_flat_plank(
    surface: pygame.Surface, left: float, y: float, plank: int, thick: int = 8
) -> pygame.Rect:
    """A plank lying left to right at `left`, centred on `y`, its length to the board's scale."""
    tint = plank_colour(plank)
    length = plank_length(plank)
    rect = pygame.Rect(int(left), int(y - thick / 2), round(length * layout.SCALE), thick)
    pygame.draw.rect(surface, colour(tint), rect, border_radius=2)
    pygame.draw.rect(surface, edge(tint), rect, 1, border_radius=2)
    pip = theme.ink_on(colour(tint))
    for k in range(length):
        x = rect.x + (k + 0.5) * rect.width / length
        pygame.draw.circle(surface, pip, (x, rect.centery), max(1, thick // 4))
    return rect


def draw_pawn(surface: pygame.Surface, centre: Point, tint: int, lift: float = 0.0) -> None:
    """A pawn (a body and a head) of game colour `tint`, lifted `lift` pixels."""
    x, y = centre[0], centre[1] - lift
    size = max(8.0, layout.SCALE * 0.6)
    if lift:
        pygame.draw.ellipse(
            surface, (16, 40, 54), (x - size, centre[1] + size * 0.4, size * 2, size * 0.8)
        )
    pygame.draw.circle(surface, (250, 240, 200), (x, y + size * 0.1), size * 1.35, 2)
    body = [
        (x - size, y + size),
        (x + size, y + size),
        (x + size * 0.45, y - size * 0.2),
        (x - size * 0.45, y - size * 0.2),
    ]
    pygame.draw.polygon(surface, colour(tint), body)
    pygame.draw.polygon(surface, edge(tint), body, 2)
    pygame.draw.circle(surface, colour(tint), (x, y - size * 0.6), size * 0.55)
    pygame.draw.circle(surface, edge(tint), (x, y - size * 0.6), size * 0.55, 2)


def draw_stone(surface: pygame.Surface, centre: Point, radius: float | None = None) -> None:
    """A grey stone disc (0.35 units by default)."""
    r = radius if radius is not None else 0.35 * layout.SCALE
    pygame.draw.circle(surface, STONE_EDGE, (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(surface, STONE, centre, r)
    pygame.draw.circle(
        surface, (190, 190, 184), (centre[0] - r * 0.3, centre[1] - r * 0.3), r * 0.35
    )


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect, tint: int | None = None) -> None:
    """A face-down card (a wave pattern), edged in its seat's colour."""
    pygame.draw.rect(surface, CARD_BACK, rect, border_radius=4)
    for k in range(1, 4):
        y = rect.y + rect.height * k / 4
        pygame.draw.line(surface, (98, 80, 130), (rect.x + 3, y), (rect.right - 4, y), 1)
    border = colour(tint) if tint is not None else theme.PANEL_EDGE
    pygame.draw.rect(surface, border, rect, 2, border_radius=4)


def draw_card_face(surface: pygame.Surface, rect: pygame.Rect, card: int, tint: int) -> None:
    """A face-up card: its pictogram on a light face edged in the seat's colour."""
    pygame.draw.rect(surface, CARD_FACE, rect, border_radius=4)
    pygame.draw.rect(surface, colour(tint), rect, 3, border_radius=4)
    draw_pictogram(surface, rect.inflate(-8, -8), card)


def draw_pictogram(surface: pygame.Surface, box: pygame.Rect, card: int) -> None:
    """The picture of a card inside `box`: stones, planks, a hand lifting, footsteps, a leap or
    a dragon in the colour it blocks."""
    cx, cy = box.center
    unit = min(box.width, box.height) / 6
    if is_dragon(card):
        _dragon(surface, box, colour(dragon_colour(card)))
    elif card in (STONE_1, STONE_2):
        offsets = (0,) if card == STONE_1 else (-1.1, 1.1)
        for dx in offsets:
            draw_stone(surface, (cx + dx * unit, cy), unit * 1.0)
    elif card in (BUILD_1, BUILD_2):
        rows = (0,) if card == BUILD_1 else (-0.9, 0.9)
        for dy in rows:
            plank = pygame.Rect(0, 0, unit * 4.4, unit * 0.9)
            plank.center = (cx, cy + dy * unit)
            pygame.draw.rect(surface, (170, 120, 70), plank, border_radius=2)
            pygame.draw.rect(surface, INK, plank, 1, border_radius=2)
    elif card == REMOVE:
        plank = pygame.Rect(0, 0, unit * 4, unit * 0.8)
        plank.center = (cx, cy + unit)
        pygame.draw.rect(surface, (170, 120, 70), plank, border_radius=2)
        _arrow(surface, (cx, cy + unit * 0.3), (cx, cy - unit * 2), INK)
    elif card in (MOVE_1, MOVE_2):
        count = 1 if card == MOVE_1 else 2
        for k in range(count):
            x0 = cx - unit * 2 + k * unit * 1.8
            _arrow(surface, (x0, cy), (x0 + unit * 1.8, cy), INK)
    elif card == JUMP:
        points = [
            (
                cx - unit * 2.4 + t * unit * 4.8 / 8,
                cy + unit - math.sin(math.pi * t / 8) * unit * 2.6,
            )
            for t in range(9)
        ]
        pygame.draw.lines(surface, INK, False, points, 2)
        _arrow(surface, points[-2], points[-1], INK)
        pygame.draw.circle(surface, (120, 120, 120), (cx, cy + unit * 0.9), unit * 0.6)


def _arrow(surface: pygame.Surface, a: Point, b: Point, tint: Colour) -> None:
    pygame.draw.line(surface, tint, a, b, 3)
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    for side in (2.5, -2.5):
        tip = (b[0] - 7 * math.cos(angle + side / 6), b[1] - 7 * math.sin(angle + side / 6))
        pygame.draw.line(surface, tint, b, tip, 3)


def _dragon(surface: pygame.Surface, box: pygame.Rect, tint: Colour) -> None:
    """A small dragon head with wings, in the colour it blocks."""
    cx, cy = box.center
    u = min(box.width, box.height) / 6
    wings = [
        (cx - u * 2.6, cy - u * 1.2),
        (cx, cy + u * 0.4),
        (cx + u * 2.6, cy - u * 1.2),
        (cx, cy - u * 0.2),
    ]
    pygame.draw.polygon(surface, tint, wings)
    pygame.draw.polygon(surface, INK, wings, 1)
    head = [
        (cx - u * 0.9, cy),
        (cx + u * 0.9, cy),
        (cx + u * 0.5, cy + u * 2),
        (cx - u * 0.5, cy + u * 2),
    ]
    pygame.draw.polygon(surface, tint, head)
    pygame.draw.polygon(surface, INK, head, 1)
    for dx in (-0.4, 0.4):
        pygame.draw.circle(surface, (250, 230, 120), (cx + dx * u, cy + u * 0.7), max(1, u * 0.25))

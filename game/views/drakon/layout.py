"""Where things are on the Drakon screen (logical 1280x720).

The play scene owns the turn banner (top middle), the move log and its buttons (right column).
Drakon fills the rest: a column of seat panels on the left (six fit), the lair map in the middle,
the viewer's hand tray under the map, and a lair box (pile, hoard, the chamber under the mouse)
above the log. Every rectangle here is fixed; cells are placed by camera.py.
"""

from __future__ import annotations

import math

import pygame

PANEL_COLUMN = pygame.Rect(8, 8, 208, 704)
PANEL_GAP = 6
MAP_RECT = pygame.Rect(224, 72, 710, 534)
TRAY_RECT = pygame.Rect(224, 612, 710, 100)
LAIR_BOX = pygame.Rect(942, 8, 318, 176)
MESSAGE_Y = MAP_RECT.y + 18

TRAY_TILE = 76
TRAY_STEP = 84
TRAY_LEFT = TRAY_RECT.x + 118
ROTATE_BUTTONS = (
    pygame.Rect(TRAY_RECT.right - 98, TRAY_RECT.y + 30, 42, 42),
    pygame.Rect(TRAY_RECT.right - 50, TRAY_RECT.y + 30, 42, 42),
)
"""Anticlockwise and clockwise preview rotation, shown while a tile is picked."""

BUTTON_H = 40
BAR_Y = MAP_RECT.bottom - BUTTON_H - 12


def panel_rects(count: int) -> list[pygame.Rect]:
    """One panel per seat down the left column; six fit without overlap."""
    count = max(1, count)
    height = min(150, (PANEL_COLUMN.height - PANEL_GAP * (count - 1)) // count)
    return [
        pygame.Rect(
            PANEL_COLUMN.x, PANEL_COLUMN.y + i * (height + PANEL_GAP), PANEL_COLUMN.width, height
        )
        for i in range(count)
    ]


def hand_spot(count: int, seat: int) -> tuple[int, int]:
    """Where tiles fly to / from a seat's panel (its row of tile backs)."""
    rect = panel_rects(count)[seat]
    return (rect.x + 120, rect.bottom - 18)


def coin_spot(count: int, seat: int) -> tuple[int, int]:
    """Where coins fly to / from a seat's panel."""
    rect = panel_rects(count)[seat]
    return (rect.x + 100, rect.centery + 4)


def tray_rects(count: int) -> list[pygame.Rect]:
    """Hand tiles in the tray, left to right (the step shrinks for a big hand)."""
    room = ROTATE_BUTTONS[0].x - 12 - TRAY_LEFT
    step = min(TRAY_STEP, room // max(1, count))
    size = min(TRAY_TILE, step - 6)
    rects = []
    for index in range(count):
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (TRAY_LEFT + step * index + step // 2, TRAY_RECT.centery + 4)
        rects.append(rect)
    return rects


def button_rects(labels: list[str], widths: list[int]) -> list[pygame.Rect]:
    """Action-bar buttons centred at the bottom of the map (one row, wrapping upwards)."""
    rows: list[list[int]] = [[]]
    limit = MAP_RECT.width - 40
    used = 0
    for index, width in enumerate(widths):
        if rows[-1] and used + width + 10 > limit:
            rows.append([])
            used = 0
        rows[-1].append(index)
        used += width + 10
    rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(labels)
    for row_index, row in enumerate(reversed(rows)):
        total = sum(widths[i] for i in row) + 10 * (len(row) - 1)
        x = MAP_RECT.centerx - total // 2
        y = BAR_Y - row_index * (BUTTON_H + 8)
        for index in row:
            rects[index] = pygame.Rect(x, y, widths[index], BUTTON_H)
            x += widths[index] + 10
    return rects


def radial_points(centre: tuple[float, float], radius: float, count: int) -> list[tuple[int, int]]:
    """Points of a small radial menu around `centre` (first one up, then clockwise)."""
    points = []
    for index in range(count):
        angle = -math.pi / 2 + (index - (count - 1) / 2) * (math.pi / 2.2)
        points.append(
            (int(centre[0] + radius * math.cos(angle)), int(centre[1] + radius * math.sin(angle)))
        )
    return points


PILE_SPOT = (LAIR_BOX.x + 58, LAIR_BOX.y + 58)
HOARD_SPOT = (LAIR_BOX.x + 152, LAIR_BOX.y + 58)
START_SPOT = (LAIR_BOX.x + 244, LAIR_BOX.y + 58)

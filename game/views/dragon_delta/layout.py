"""Where things are on the Dragon Delta screen (logical 1280x720), and the board's scale.

The play scene owns the turn banner (top middle), the move log and its buttons (right column).
Dragon Delta fills the rest: seat panels down the left, the river in the middle (a square the
board's 25 plank-units wide), the program column to its right (five slots, the Confirm button,
the plank chooser while building), the hand tray along the bottom and a step box above the log.
One plank-unit is `SCALE` pixels everywhere: on the river, in the seat panels' reserves and in
the plank chooser, so a plank can be judged against a gap by eye.
"""

from __future__ import annotations

import pygame

PANEL_COLUMN = pygame.Rect(8, 8, 208, 704)
PANEL_GAP = 6
BOARD_RECT = pygame.Rect(224, 70, 520, 520)
SIDE_RECT = pygame.Rect(752, 70, 182, 520)
TRAY_RECT = pygame.Rect(224, 598, 710, 114)
STEP_BOX = pygame.Rect(942, 8, 318, 176)

HALF_WIDTH = 12.5
"""The board spans -12.5..12.5 plank-units each way (digest §3.1)."""
SCALE = BOARD_RECT.width / (2 * HALF_WIDTH)
"""Pixels per plank-unit."""

SLOT_H = 58
SLOT_GAP = 8
CARD_W = 50
CARD_H = 76
CARD_STEP = 54
CONFIRM_RECT = pygame.Rect(SIDE_RECT.x + 10, SIDE_RECT.bottom - 52, SIDE_RECT.width - 20, 42)


def to_screen(point: tuple[float, float]) -> tuple[float, float]:
    """A board point (plank-units, y up) on the screen."""
    cx, cy = BOARD_RECT.center
    return (cx + point[0] * SCALE, cy - point[1] * SCALE)


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


def slot_rects() -> list[pygame.Rect]:
    """The five program slots, top to bottom in the program column (under its heading)."""
    top = SIDE_RECT.y + 40
    return [
        pygame.Rect(SIDE_RECT.x + 10, top + i * (SLOT_H + SLOT_GAP), SIDE_RECT.width - 20, SLOT_H)
        for i in range(5)
    ]


def hand_rects(count: int) -> list[pygame.Rect]:
    """The hand's cards along the tray, fanned from the middle (13 fit)."""
    step = min(CARD_STEP, (TRAY_RECT.width - 20) // max(1, count))
    left = TRAY_RECT.centerx - (step * count - (step - CARD_W)) // 2
    rects = []
    for index in range(count):
        rect = pygame.Rect(left + index * step, TRAY_RECT.y + 10, min(CARD_W, step - 4), CARD_H)
        rect.y += abs(index - (count - 1) / 2) ** 2 // 8  # a gentle fan
        rects.append(rect)
    return rects


def plank_rows(count: int) -> list[pygame.Rect]:
    """The plank chooser: one row per reserve plank in the program column, drawn to scale."""
    top = SIDE_RECT.y + 70
    return [
        pygame.Rect(SIDE_RECT.x + 8, top + i * 44, SIDE_RECT.width - 16, 38) for i in range(count)
    ]

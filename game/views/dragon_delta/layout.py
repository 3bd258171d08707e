"""Where things are on the Dragon Delta screen (logical 1280x720), and the board's scale.

The play scene owns the turn banner (top middle), the move log and its buttons (right column,
under the step box). Dragon Delta fills the rest: seat panels down the left, the river in the
middle as tall as the window allows, the side column to its right (the hand while programming,
every seat's card of the running step while it resolves, the plank chooser while building) and,
at the top of the right column, the step box (round, step, who acts now), which holds the
five program slots and Confirm while the viewer programs.
One plank-unit is `SCALE` pixels everywhere: on the river, in the seat panels' reserves and in
the plank chooser, so a plank can be judged against a gap by eye.
"""

from __future__ import annotations

import pygame

PANEL_COLUMN = pygame.Rect(8, 8, 180, 704)
PANEL_GAP = 6
BOARD_RECT = pygame.Rect(196, 70, 548, 642)
SIDE_RECT = pygame.Rect(752, 70, 182, 642)
STEP_BOX = pygame.Rect(942, 8, 318, 176)

CONTENT_WIDTH = 22.4
"""The river's villages reach 11.1 plank-units either side of the centre (digest §3.1)."""
SCALE = BOARD_RECT.width / CONTENT_WIDTH
"""Pixels per plank-unit (about 24.5: the 25-unit-tall delta fills the board's height)."""

CARD_W = 82
CARD_H = 80
CARD_GAP = 6
SLOT_W = 60
SLOT_GAP = 3
SLOT_TOP = STEP_BOX.y + 32
SLOT_H = 96
CONFIRM_RECT = pygame.Rect(STEP_BOX.x + 8, STEP_BOX.bottom - 40, STEP_BOX.width - 16, 32)
LAY_RECT = pygame.Rect(SIDE_RECT.x + 10, SIDE_RECT.bottom - 52, SIDE_RECT.width - 20, 42)
HAND_TOP = SIDE_RECT.y + 34


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
    """The five program slots, left to right in the step box (under its heading)."""
    left = STEP_BOX.x + (STEP_BOX.width - (5 * SLOT_W + 4 * SLOT_GAP)) // 2
    return [pygame.Rect(left + i * (SLOT_W + SLOT_GAP), SLOT_TOP, SLOT_W, SLOT_H) for i in range(5)]


def hand_rects(count: int) -> list[pygame.Rect]:
    """The hand's cards in the side column, two to a row (13 fit), each big enough to read."""
    rects = []
    for index in range(count):
        row, column = divmod(index, 2)
        x = SIDE_RECT.x + 6 + column * (CARD_W + CARD_GAP)
        rects.append(pygame.Rect(x, HAND_TOP + row * (CARD_H + CARD_GAP), CARD_W, CARD_H))
    return rects


def plank_rows(count: int) -> list[pygame.Rect]:
    """The plank chooser: one row per reserve plank in the side column, drawn to scale."""
    top = SIDE_RECT.y + 70
    return [
        pygame.Rect(SIDE_RECT.x + 8, top + i * 48, SIDE_RECT.width - 16, 42) for i in range(count)
    ]

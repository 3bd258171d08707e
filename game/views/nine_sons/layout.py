"""Where everything of The Nine Sons sits on the 1280×720 canvas (geometry, for hit tests), and
how a square is labelled on screen.

Three rows of two cards in the middle; each card carries two squares, so the squares form the
3×4 grid of the rules (sq = row * 4 + col). Seat panels (name, score, hand tray, tamed cards)
stand on the left, the deck on the right above the play scene's log.
"""

from __future__ import annotations

import pygame

from game.i18n import pgettext
from game.rules.nine_sons.board import COLS


def column_label(col: int) -> str:
    """The letter of column 0..3 as the player reads it ("a".."d" in English), translated."""
    # Translators: the board's column letters; squares are named column + row, "a1" to "d3".
    letters = (
        pgettext("board column", "a"),
        pgettext("board column", "b"),
        pgettext("board column", "c"),
        pgettext("board column", "d"),
    )
    return letters[col]


def square_label(square: int) -> str:
    """A square's name on screen, e.g. "b2" (the column letter translated, the row a digit)."""
    row, col = divmod(square, COLS)
    return f"{column_label(col)}{row + 1}"


SQUARE = 118
PAD = 8
HEADER = 32
FOOTER = 22
CARD_W = 2 * SQUARE + 3 * PAD
CARD_H = HEADER + SQUARE + FOOTER + PAD
CARD_GAP = 10
BOARD_X = (1280 - (2 * CARD_W + CARD_GAP)) // 2
BOARD_Y = 76
DIE = 52
HAND_DIE = 42
PANEL_X = 20
PANEL_W = 318
PANEL_H = 272
PANEL_Y = (76, 76 + PANEL_H + 14)
DECK_RECT = pygame.Rect(942, 76, 318, 104)
MINI_CARD = (70, 46)


def slot_rect(slot: int) -> pygame.Rect:
    """The card rectangle of slot 0..5 (row = slot // 2, half = slot % 2)."""
    row, half = divmod(slot, 2)
    return pygame.Rect(
        BOARD_X + half * (CARD_W + CARD_GAP), BOARD_Y + row * (CARD_H + CARD_GAP), CARD_W, CARD_H
    )


def square_rect(square: int) -> pygame.Rect:
    """The rectangle of square 0..11."""
    row, col = divmod(square, 4)
    card = slot_rect(row * 2 + col // 2)
    return pygame.Rect(card.x + PAD + (col % 2) * (SQUARE + PAD), card.y + HEADER, SQUARE, SQUARE)


def square_center(square: int) -> tuple[int, int]:
    """Centre of a square (tests click here)."""
    return square_rect(square).center


def square_at(pos: tuple[int, int]) -> int | None:
    """The square under `pos`, if any."""
    for square in range(12):
        if square_rect(square).collidepoint(pos):
            return square
    return None


def die_centre(square: int, height: int) -> tuple[int, int]:
    """Where the die at `height` (0 = bottom) of a stack on `square` is drawn."""
    cx, cy = square_center(square)
    return (cx - 4 * height + 4, cy + 22 - 18 * height)


def panel_rect(seat: int) -> pygame.Rect:
    """The seat panel of seat 0 or 1."""
    return pygame.Rect(PANEL_X, PANEL_Y[seat % 2], PANEL_W, PANEL_H)


def hand_die_rect(seat: int, value: int) -> pygame.Rect:
    """The tray place of `seat`'s die showing `value` (drawn there while in hand)."""
    panel = panel_rect(seat)
    spacing = (PANEL_W - 24) // 6
    left = panel.x + 12 + (value - 1) * spacing + (spacing - HAND_DIE) // 2
    return pygame.Rect(left, panel.y + 78, HAND_DIE, HAND_DIE)


def tamed_rect(seat: int, index: int) -> pygame.Rect:
    """The mini card place of `seat`'s `index`-th tamed card."""
    panel = panel_rect(seat)
    per_row = 4
    row, col = divmod(index, per_row)
    return pygame.Rect(
        panel.x + 12 + col * (MINI_CARD[0] + 6),
        panel.y + 170 + row * (MINI_CARD[1] + 6),
        *MINI_CARD,
    )


def deck_card_rect() -> pygame.Rect:
    """The face-down deck card."""
    return pygame.Rect(DECK_RECT.x + 14, DECK_RECT.y + 12, 116, 80)


def message_rect() -> pygame.Rect:
    """The line under the board for reasons and hints."""
    bottom = slot_rect(4).bottom
    return pygame.Rect(BOARD_X - 40, bottom + 8, 2 * CARD_W + CARD_GAP + 80, 720 - bottom - 14)

"""Where everything of The Nine Sons sits on the 1280×720 canvas (geometry, for hit tests), and
how a square is labelled on screen.

Three rows of two cards in the middle, in a wooden frame whose margins carry the column letters
(below) and row numbers (left) the log and hints use; each card carries two squares, so the
squares form the 3×4 grid of the rules (sq = row * 4 + col). Seat panels (name and kind, score,
hand tray, tamed-son chips, a free spot for the play scene's thinking spinner) stand on the
left, the deck on the right above the play scene's log.
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
FRAME_SIDE = 22  # the frame's left and right margins (row numbers on the left)
FRAME_TOP = 12
FRAME_BOTTOM = 24  # room for the column letters
CHIP_SIZE = ((PANEL_W - 24 - 8) // 2, 28)  # a tamed son: icon, name and points in one strip
CHIP_GAP = 4
CHIPS_TOP = 172  # below the "Tamed sons" heading


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


def board_frame() -> pygame.Rect:
    """The wooden frame around the six cards, its margins wide enough for the coordinates."""
    top = BOARD_Y - FRAME_TOP
    return pygame.Rect(
        BOARD_X - FRAME_SIDE,
        top,
        2 * CARD_W + CARD_GAP + 2 * FRAME_SIDE,
        slot_rect(5).bottom + FRAME_BOTTOM - top,
    )


def coordinate_labels() -> list[tuple[str, tuple[int, int]]]:
    """(text, centre) of the column letters under the board and the row numbers beside it,
    translated (the letters as square_label writes them)."""
    frame = board_frame()
    letters = [
        (column_label(col), (square_rect(2 * COLS + col).centerx, frame.bottom - FRAME_BOTTOM // 2))
        for col in range(COLS)
    ]
    numbers = [
        (str(row + 1), (frame.left + FRAME_SIDE // 2, square_rect(row * COLS).centery))
        for row in range(3)
    ]
    return letters + numbers


def panel_rect(seat: int) -> pygame.Rect:
    """The seat panel of seat 0 or 1."""
    return pygame.Rect(PANEL_X, PANEL_Y[seat % 2], PANEL_W, PANEL_H)


def name_rect(seat: int) -> pygame.Rect:
    """The seat's name and, under it, its kind ("Human   to move")."""
    panel = panel_rect(seat)
    return pygame.Rect(panel.x + 58, panel.y + 10, panel.width - 58 - 70, 48)


def score_rect(seat: int) -> pygame.Rect:
    """The seat's score (top right of the panel) with "of 7" under it."""
    panel = panel_rect(seat)
    return pygame.Rect(panel.right - 76, panel.y + 4, 60, 64)


def tamed_heading_rect(seat: int) -> pygame.Rect:
    """The "Tamed sons: n" line; it leaves the right end of its row to the spinner."""
    panel = panel_rect(seat)
    return pygame.Rect(panel.x + 14, panel.y + 146, panel.width - 28 - 44, 20)


def spinner_anchor(seat: int) -> tuple[int, int]:
    """Where the play scene's thinking spinner turns: the free right end of the heading's row,
    clear of the score, the tray and the chips."""
    panel = panel_rect(seat)
    return (panel.right - 30, panel.y + 152)


def hand_die_rect(seat: int, value: int) -> pygame.Rect:
    """The tray place of `seat`'s die showing `value` (drawn there while in hand)."""
    panel = panel_rect(seat)
    spacing = (PANEL_W - 24) // 6
    left = panel.x + 12 + (value - 1) * spacing + (spacing - HAND_DIE) // 2
    return pygame.Rect(left, panel.y + 78, HAND_DIE, HAND_DIE)


def tamed_rect(seat: int, index: int) -> pygame.Rect:
    """The chip of `seat`'s `index`-th tamed son: two columns, three rows (a seat tames five
    sons at most: the game ends at the fifth tame)."""
    panel = panel_rect(seat)
    row, col = divmod(index, 2)
    width, height = CHIP_SIZE
    return pygame.Rect(
        panel.x + 12 + col * (width + 8),
        panel.y + CHIPS_TOP + row * (height + CHIP_GAP),
        width,
        height,
    )


def tamed_landing(seat: int, index: int) -> pygame.Rect:
    """Where a tamed card lands as it flies into its chip: a small card at the chip's left."""
    chip = tamed_rect(seat, index)
    return pygame.Rect(chip.x, chip.y, chip.height * CARD_W // CARD_H, chip.height)


def deck_card_rect() -> pygame.Rect:
    """The face-down deck card."""
    return pygame.Rect(DECK_RECT.x + 14, DECK_RECT.y + 12, 116, 80)


def message_rect() -> pygame.Rect:
    """The line under the board for reasons and hints."""
    top = board_frame().bottom + 4
    return pygame.Rect(BOARD_X - 40, top, 2 * CARD_W + CARD_GAP + 80, 720 - top - 4)


def message_box(lines: int = 1) -> pygame.Rect:
    """The box drawn behind a reason or a hint: a one-line band, or the whole message area
    for a message of two lines."""
    return message_rect().inflate(0, -12 if lines <= 1 else -2)

"""Where things are on the Wyvern screen (logical 1280x720).

The play scene owns the turn banner (top middle), the move log and its buttons (right column
under the decision box). Wyvern fills the rest: the card inspector down the left; the two
battlefields in the middle, the rival's at the top facing yours at the bottom (its columns
mirrored, its front row towards yours), each row flanked by its two treasure positions; the
phase track and the Gold Mine between them; the piles beside each field; the seats' gold, VP
and the match track in a column to the right; the hand along the bottom; the decision box
(prompt, the fight, Pass) at the top of the right column.
"""

from __future__ import annotations

import pygame

CARD_W, CARD_H = 84, 96
TUCK = 12
"""Room under a card for the cards tucked under it (attachments, a hidden action)."""
SLOT_H = CARD_H + TUCK
COL_GAP = 8
FIELD_X = 204
FIELD_W = 5 * CARD_W + 4 * COL_GAP
RIVAL_BACK_Y, RIVAL_FRONT_Y = 72, 184
MY_FRONT_Y, MY_BACK_Y = 346, 458
PILE_W, PILE_H = 56, 76
PILE_X = FIELD_X + FIELD_W + 8
SEAT_COLUMN = pygame.Rect(PILE_X + 2 * PILE_W + 16, 72, 0, 494)
SEAT_COLUMN.width = 934 - SEAT_COLUMN.x
STRIP = pygame.Rect(FIELD_X, 296, SEAT_COLUMN.x - 8 - FIELD_X, 46)
MINE = pygame.Rect(SEAT_COLUMN.x, 292, SEAT_COLUMN.width, 54)
INSPECTOR = pygame.Rect(8, 72, 188, 644)
TOP_LINE = pygame.Rect(8, 8, 344, 58)
DECISION = pygame.Rect(942, 8, 318, 176)
PASS_RECT = pygame.Rect(DECISION.right - 110, DECISION.bottom - 42, 100, 34)
HAND = pygame.Rect(FIELD_X, 574, 934 - FIELD_X, 142)
HAND_Y = 592
HAND_RAISED = 578


def bottom_seat(seat: int | None) -> int:
    """The seat whose field is drawn at the bottom (a spectator sees seat 0 there)."""
    return 0 if seat is None else seat


def _column_x(column: int) -> int:
    return FIELD_X + column * (CARD_W + COL_GAP)


def row_y(seat: int, row: int, bottom: int) -> int:
    """The top of a seat's row (0 front, 1 back) on screen."""
    if seat == bottom:
        return MY_FRONT_Y if row == 0 else MY_BACK_Y
    return RIVAL_FRONT_Y if row == 0 else RIVAL_BACK_Y


def position_rect(pos: int, bottom: int) -> pygame.Rect:
    """The card rectangle of an absolute battle position (the rival's columns mirrored)."""
    seat, p = divmod(pos, 6)
    column = p % 3 if seat == bottom else 2 - p % 3
    return pygame.Rect(_column_x(column + 1), row_y(seat, p // 3, bottom), CARD_W, CARD_H)


def slot_rect(slot: int, bottom: int) -> pygame.Rect:
    """The card rectangle of an absolute treasure slot (FL, FR, BL, BR; mirrored for the
    rival, so its left is on your right)."""
    seat, t = divmod(slot, 4)
    right = t % 2 == 1
    if seat != bottom:
        right = not right
    return pygame.Rect(_column_x(4 if right else 0), row_y(seat, t // 2, bottom), CARD_W, CARD_H)


def row_rect(seat: int, row: int, bottom: int) -> pygame.Rect:
    """The band of a whole row (its three positions and treasure slots)."""
    return pygame.Rect(FIELD_X - 4, row_y(seat, row, bottom) - 3, FIELD_W + 8, SLOT_H + 2)


def pile_rects(seat: int, bottom: int) -> dict[str, pygame.Rect]:
    """The seat's four piles: lair, lair-discard, horde, horde-discard (Lair beside the back
    row, Horde beside the front row)."""
    found = {}
    for name, row, column in (
        ("lair", 1, 0), ("lair-discard", 1, 1), ("horde", 0, 0), ("horde-discard", 0, 1),
    ):  # fmt: skip
        y = row_y(seat, row, bottom) + (SLOT_H - PILE_H) // 2 + 6
        found[name] = pygame.Rect(PILE_X + column * (PILE_W + 8), y, PILE_W, PILE_H)
    return found


def seat_box(seat: int, bottom: int) -> pygame.Rect:
    """The seat's gold, VP and hand box in the column right of the piles."""
    if seat == bottom:
        return pygame.Rect(SEAT_COLUMN.x, MY_FRONT_Y, SEAT_COLUMN.width, 2 * SLOT_H + 4)
    return pygame.Rect(SEAT_COLUMN.x, RIVAL_BACK_Y, SEAT_COLUMN.width, 2 * SLOT_H + 4)


def phase_rects(widths: list[int]) -> list[pygame.Rect]:
    """The seven chips of the phase track in the strip between the fields, each as wide as
    its word (`widths`) asks, sharing the strip's spare room."""
    gap = 4
    room = STRIP.width - 8 - gap * (len(widths) - 1)
    spare = max(0, room - sum(widths)) / max(1, len(widths))
    rects, x = [], float(STRIP.x + 4)
    for width in widths:
        rects.append(pygame.Rect(int(x), STRIP.y + 6, int(width + spare), STRIP.height - 12))
        x += width + spare + gap
    return rects


def hand_rects(count: int, focus: int | None = None) -> list[pygame.Rect]:
    """The hand's cards along the bottom, in a shallow fan (the focused one raised)."""
    if count <= 0:
        return []
    step = CARD_W + 8 if count <= 1 else min(CARD_W + 8, (HAND.width - CARD_W) // (count - 1))
    width = step * (count - 1) + CARD_W
    left = HAND.x + (HAND.width - width) // 2
    middle = (count - 1) / 2
    rects = []
    for i in range(count):
        sag = int(abs(i - middle) ** 2 * 1.6)
        y = (HAND_RAISED if i == focus else HAND_Y) + min(sag, 16)
        rects.append(pygame.Rect(left + i * step, y, CARD_W, CARD_H))
    return rects


def hand_hit(count: int, point: tuple[int, int], focus: int | None = None) -> int | None:
    """The hand card under `point` (the rightmost on top where they overlap)."""
    rects = hand_rects(count, focus)
    for i in range(len(rects) - 1, -1, -1):
        if rects[i].collidepoint(point):
            return i
    return None


def line_step(font) -> int:  # noqa: ANN001 (a FallbackFont or a pygame Font)
    """The distance between two lines of `font`: its line size, or in Japanese and Chinese the
    taller CJK face's."""
    from game.i18n import language

    if language() in ("ja", "zh"):
        return max(font.get_linesize(), font.size("漢")[1])
    return font.get_linesize()

"""Where everything of the Dragon Bridge screen sits on the 1280x720 canvas.

The play scene owns the turn banner (top centre), the move log and its buttons (right), so the
board uses the left 930 pixels plus the top-right corner for the item market. Top to bottom:
the other seat's tableau, the bridge with a dragon perch at each end, the Dragon Power card under
the dragon beside the nest and its wing meter, then your tableau, your hand and the action panel.
"""

from __future__ import annotations

import pygame

BOARD_RIGHT = 930
OPP_PANEL = pygame.Rect(12, 8, 338, 104)
MARKET_PANEL = pygame.Rect(942, 8, 318, 178)
MY_PANEL = pygame.Rect(12, 474, 232, 238)
ACTION_PANEL = pygame.Rect(674, 474, 256, 238)
HAND_AREA = pygame.Rect(250, 486, 418, 226)
"""Four hand cards fit side by side without overlapping (4 x CARD_W + 3 x HAND_GAP)."""
HAND_GAP = 6
KEY_ROOM = 18
"""Pixels under the hand cards for their number keys, inside the 720-pixel screen."""
POPUP = pygame.Rect(110, 118, 720, 344)

TILE_Y = 236
TILE_H = 40
BRIDGE_LEFT = 118
BRIDGE_RIGHT = 812
PERCH_Y = 250  # the dragon stands on a cliff at this height beside the bridge

CARD_W, CARD_H = 100, 152
ZOOM_W, ZOOM_H = 168, 234
NEST_CARD = (64, 58)
"""A Nest card: a chip with its name, wings and Dragon Power, big enough to read."""
NEST_AREA = pygame.Rect(314, 326, 280, 142)
"""The Nest: its title, then the cards in rows of NEST_COLUMNS, oldest first."""
NEST_COLUMNS = 4
NEST_GAP = 6
NEST_CENTRE = NEST_AREA.center
POWER_CARD = pygame.Rect(0, 300, 112, 156)
DECK_RECT = pygame.Rect(236, 330, 66, 92)
IN_PLAY_RECT = pygame.Rect(602, 320, 76, 106)
METER_RECT = pygame.Rect(694, 330, 112, 110)


def tile_width(length: int) -> int:
    """Pixels per bridge square (18 squares: 38, 21: 33)."""
    return (BRIDGE_RIGHT - BRIDGE_LEFT) // length


def bridge_x0(length: int) -> int:
    """Left edge of square 0 (the row is centred between the two perches)."""
    span = tile_width(length) * length
    return (BRIDGE_LEFT + BRIDGE_RIGHT - span) // 2


def tile_rect(length: int, tile: int) -> pygame.Rect:
    """The rectangle of one bridge square."""
    width = tile_width(length)
    return pygame.Rect(bridge_x0(length) + tile * width, TILE_Y, width - 2, TILE_H)


SHARED_SCALE = 0.8
"""Two wizards on one square are drawn this much smaller, side by side, so both read."""


def wizard_feet(length: int, tile: float, seat: int, shared: bool) -> tuple[float, float]:
    """Where a wizard's feet are; two wizards on one square stand side by side at its edges
    (each figure's body is about a square wide), the second a little further back."""
    width = tile_width(length)
    x = bridge_x0(length) + (tile + 0.5) * width
    y = TILE_Y + 6
    if shared:
        x += (-0.55 if seat == 0 else 0.55) * width
        y -= 4 if seat == 1 else 0
    return (x, y)


def dragon_anchor(side: int) -> tuple[int, int]:
    """The dragon's perch (body centre) beyond square 0 (side 0) or the last square."""
    return (62, PERCH_Y - 62) if side == 0 else (BOARD_RIGHT - 56, PERCH_Y - 62)


def power_rect(side: int) -> pygame.Rect:
    """The Dragon Power card, right under the dragon."""
    rect = POWER_CARD.copy()
    rect.x = 8 if side == 0 else BOARD_RIGHT - rect.width - 8
    return rect


def nest_card() -> tuple[int, int]:
    """A Nest chip's size in the current language: NEST_CARD, or larger where its text is
    (Japanese and Chinese are never below 16 px: every card name still fits its band)."""
    from .art import chip_size

    return chip_size(NEST_CARD)


def nest_rects(count: int) -> list[pygame.Rect]:
    """The Nest's cards side by side in rows of NEST_COLUMNS under the title, oldest first; a
    third row (a Nest past eight cards, which Chiptune or Trevor can make) overlaps a little.
    Larger chips (CJK) close the gaps and may reach a few pixels past NEST_AREA's sides."""
    from game.views import theme

    width, height = nest_card()
    rows = max(1, (count + NEST_COLUMNS - 1) // NEST_COLUMNS)
    top = NEST_AREA.y + max(18, theme.font(13, bold=True).get_height() + 1)  # under the title
    room = NEST_AREA.bottom - top - height
    step_y = min(height + NEST_GAP, room // max(1, rows - 1)) if rows > 1 else 0
    gap = min(NEST_GAP, (NEST_AREA.width + 12 - NEST_COLUMNS * width) // (NEST_COLUMNS - 1))
    span = NEST_COLUMNS * width + (NEST_COLUMNS - 1) * gap
    x0 = NEST_AREA.centerx - span // 2
    return [
        pygame.Rect(
            x0 + (index % NEST_COLUMNS) * (width + gap),
            top + (index // NEST_COLUMNS) * step_y,
            width,
            height,
        )
        for index in range(count)
    ]


def hand_rects(count: int) -> list[pygame.Rect]:
    """Your hand along the bottom: up to four side by side, more overlap a little; each card
    keeps KEY_ROOM under it for its number key (never cut by the screen's edge)."""
    if count <= 0:
        return []
    step = CARD_W + HAND_GAP
    if count > 1:
        step = min(step, (HAND_AREA.width - CARD_W) // (count - 1))
    span = CARD_W + step * (count - 1)
    x0 = HAND_AREA.centerx - span // 2
    rects = []
    for index in range(count):
        arc = abs(index - (count - 1) / 2)
        y = HAND_AREA.bottom - CARD_H - KEY_ROOM - 4 + int(min(6.0, arc * arc * 2))
        rects.append(pygame.Rect(x0 + index * step, y, CARD_W, CARD_H))
    return rects


def zoom_rect(rect: pygame.Rect) -> pygame.Rect:
    """A hovered hand card, raised and enlarged (kept on the screen)."""
    zoom = pygame.Rect(0, 0, ZOOM_W, ZOOM_H)
    zoom.midbottom = (rect.centerx, rect.bottom - 6)
    zoom.clamp_ip(pygame.Rect(0, 0, BOARD_RIGHT, 720))
    return zoom


def market_rects(count: int) -> list[pygame.Rect]:
    """Face-up items in the market panel."""
    return [
        pygame.Rect(MARKET_PANEL.x + 10 + i * 100, MARKET_PANEL.y + 34, 94, 64)
        for i in range(count)
    ]


def hack_rects(count: int) -> list[pygame.Rect]:
    """Face-up Bridge Hacks below the market."""
    return [
        pygame.Rect(MARKET_PANEL.x + 10 + i * 100, MARKET_PANEL.y + 120, 94, 50)
        for i in range(count)
    ]


def button_rects(count: int) -> list[pygame.Rect]:
    """Choice buttons: a column in the action panel, or a grid in a popup when there are many."""
    if count <= 5:
        return [
            pygame.Rect(
                ACTION_PANEL.x + 10, ACTION_PANEL.y + 62 + i * 34, ACTION_PANEL.width - 20, 30
            )
            for i in range(count)
        ]
    columns = 3
    width = (POPUP.width - 40) // columns
    return [
        pygame.Rect(
            POPUP.x + 20 + (i % columns) * width, POPUP.y + 56 + (i // columns) * 40, width - 10, 34
        )
        for i in range(count)
    ]


def gem_centre(
    panel: pygame.Rect, index: int, big: bool, row_y: int | None = None
) -> tuple[int, int]:
    """Centre of a seat's green gem slot `index` in its tableau panel (`row_y`: the row's
    centre when the panel's text moved it, see seat_panel.py)."""
    if big:
        return (panel.x + 30 + index * 40, panel.y + 124 if row_y is None else row_y)
    return (panel.x + 150 + index * 28, panel.y + 62 if row_y is None else row_y)

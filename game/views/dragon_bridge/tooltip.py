"""The tooltip of a shortened panel line: pointing at a wizard power shown on fewer lines, at a
line of item names, or at the rival's wizard shows the whole text in a box beside it.

The panels (seat_panel.py) record each frame what they shortened in `board.panel_tips`
as (area, whole text); this draws the box for the area under the mouse, over everything else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.views import text_cache, theme
from game.views.backdrop import draw_panel

from . import layout
from .card_text import natural, text_size

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView

TIP_WIDTH = 330
"""The tooltip's width: about a line of a card's rules text."""
PAD = 8
TIP_LINES = 14
"""More lines than any tooltip's text needs (a hack's effect, square and price in Chinese)."""
BANNER_BOTTOM = 70
"""Below the play scene's turn banner (drawn after the board): where a market tip may start."""


def tip_under(board: DragonBridgeBoardView) -> tuple[pygame.Rect, str] | None:
    """The (area, whole text) the mouse points at, if any."""
    if board.pointer is None:
        return None
    for area, text in board.panel_tips:
        if area.collidepoint(board.pointer):
            return (area, text)
    return None


def tooltip_box(area: pygame.Rect, text: str) -> tuple[pygame.Rect, list[str]]:
    """The box (above `area`, else under it; left of the market and hack plaques, always on
    the board) and the lines of `text`, Chinese and Japanese broken between phrases with no
    character left alone on a line (card_text.natural)."""
    font = theme.font(13)
    room = TIP_WIDTH - 2 * PAD  # each paragraph may take a line more to keep its words whole
    lines = [line for part in text.split("\n") for line in natural(part, font, room, TIP_LINES)]
    width = max(text_size(font, line)[0] for line in lines) + 2 * PAD
    box = pygame.Rect(0, 0, width, len(lines) * font.get_linesize() + 2 * PAD)
    box.bottomleft = (area.x, area.y - 4)
    if box.top < 0:
        box.topleft = (area.x, area.bottom + 4)
    if area.x >= layout.BOARD_RIGHT:  # the market's plaques: beside the panel, as the log is
        # drawn over the space below it, and under the play scene's banner (drawn over both)
        box.topright = (layout.BOARD_RIGHT - 4, max(area.y, BANNER_BOTTOM))
    box.clamp_ip(pygame.Rect(0, 0, layout.BOARD_RIGHT, 720))
    return box, lines


def draw_tooltip(board: DragonBridgeBoardView, surface: pygame.Surface) -> None:
    """The whole text of the shortened line under the mouse, in a box beside it."""
    found = tip_under(board)
    if found is None:
        return
    box, lines = tooltip_box(*found)
    font = theme.font(13)
    draw_panel(surface, box, edge=theme.FOCUS, alpha=248)
    for index, line in enumerate(lines):
        image = text_cache.rendered(font, line, theme.TEXT)
        surface.blit(image, (box.x + PAD, box.y + PAD + index * font.get_linesize()))

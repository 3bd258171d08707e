"""Dragging on the Dragon Delta board: a hand card onto a program slot, a slot onto another (to
reorder) or back into the hand, a plank from the reserve chooser across the gap.

A press on a hand card, a laid slot or a plank row starts a `Drag`; it becomes a drag once the
pointer has moved `THRESHOLD` pixels. Released without moving, it is the click it always was (the
card goes to the next slot, the slot is picked, the plank chosen). Dropped: a card lands in the
slot under it (the cards from there on move along; in a full program it takes that slot's
place), a slot's card moves to the slot under it or back to the hand, and a plank dropped on the
river is chosen: Lay it (or Enter) confirms it, and only then is the fit judged. The plank
follows the pointer to the board's scale, turned along the gap, so it can be held against the
gap by eye. Keys and clicks work as before.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.rules.dragon_delta.cards import plank_length
from game.views import theme

from . import art, layout, paint, sidebar

if TYPE_CHECKING:
    from .view import DeltaBoardView

THRESHOLD = 6
"""Pixels the pointer moves before a press becomes a drag."""
Point = tuple[int, int]


@dataclass
class Drag:
    """A press that may become a drag: what was pressed, where, and where the pointer is."""

    source: str  # "hand", "slot" (the draft's index) or "plank" (the reserve's index)
    index: int
    value: int  # the card or the plank
    start: Point
    pos: Point
    moved: bool = False

    def follow(self, pos: Point) -> None:
        """The pointer moved to `pos`."""
        self.pos = pos
        if math.dist(pos, self.start) >= THRESHOLD:
            self.moved = True


def press(board: DeltaBoardView, pos: Point) -> Drag | None:
    """A Drag when `pos` is on something that can be dragged now, else None."""
    if board.kind == "program":
        places = board.hand_places()
        for index, rect in enumerate(layout.hand_rects(len(places))):
            card = places[index]
            if rect.collidepoint(pos) and card is not None:  # (an empty place: in the draft)
                return Drag("hand", index, card, pos, pos)
        shift = len(board.locked())
        slot = slot_at(pos)
        if slot is not None and 0 <= slot - shift < len(board.draft):
            return Drag("slot", slot - shift, board.draft[slot - shift], pos, pos)
        return None
    if board.choosing_plank():
        reserve = board.reserve()
        for index, row in enumerate(layout.plank_rows(len(reserve))):
            if row.collidepoint(pos):
                return Drag("plank", index, reserve[index], pos, pos)
    return None


def slot_at(pos: Point) -> int | None:
    """The program slot under `pos` (0-4), a little generous around each."""
    for slot, rect in enumerate(layout.slot_rects()):
        if rect.inflate(2 * layout.SLOT_GAP, 16).collidepoint(pos):
            return slot
    return None


def release(board: DeltaBoardView, drag: Drag) -> None:
    """The button came up: a click, or a drop where the pointer is."""
    if drag.source == "hand":
        board.hand_focus = drag.index
        slot = slot_at(drag.pos) if drag.moved else None
        if not drag.moved:
            board.add_card(drag.value)
        elif slot is not None and slot >= len(board.locked()):
            board.add_card(drag.value, slot - len(board.locked()))
    elif drag.source == "slot":
        _drop_slot(board, drag)
    elif not drag.moved or layout.BOARD_RECT.collidepoint(drag.pos):
        board.choose_plank(drag.index)


def _drop_slot(board: DeltaBoardView, drag: Drag) -> None:
    if not drag.moved:
        board.slot_click(drag.index)
        return
    slot = slot_at(drag.pos)
    if slot is not None and slot >= len(board.locked()):
        board.move_card(drag.index, slot - len(board.locked()))
    elif layout.SIDE_RECT.collidepoint(drag.pos):
        board.take_back(drag.index)


def draw(surface: pygame.Surface, board: DeltaBoardView) -> None:
    """The dragged card or plank under the pointer, and the slot it would land in."""
    drag = board.drag
    if drag is None or not drag.moved:
        return
    if drag.source == "plank":
        _draw_plank(surface, board, drag)
        return
    slot = slot_at(drag.pos)
    if slot is not None and slot >= len(board.locked()):
        rect = layout.slot_rects()[slot]
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(6, 6), 3, border_radius=8)
    view = board.view
    colour = view.colours[view.seat] if view.seat is not None else 0
    card = pygame.Surface((layout.CARD_W, layout.CARD_H), pygame.SRCALPHA)
    sidebar.draw_card(card, card.get_rect(), drag.value, colour, 13)
    card.set_alpha(215)
    surface.blit(card, card.get_rect(center=drag.pos))


def _draw_plank(surface: pygame.Surface, board: DeltaBoardView, drag: Drag) -> None:
    """The plank at the pointer to scale: along the gap over the river, flat elsewhere."""
    gap = board.gap()
    if gap is None or not layout.BOARD_RECT.collidepoint(drag.pos):
        art.draw_flat_plank(
            surface,
            drag.pos[0] - plank_length(drag.value) * layout.SCALE / 2,
            drag.pos[1],
            drag.value,
            int(0.4 * layout.SCALE),
        )
        return
    p, q = (layout.to_screen(end) for end in paint.bridge_ends(board.view, *gap))
    norm = math.dist(p, q) or 1.0
    ux, uy = (q[0] - p[0]) / norm, (q[1] - p[1]) / norm
    half, width = plank_length(drag.value) * layout.SCALE / 2, 0.2 * layout.SCALE
    x, y = drag.pos
    corners = [
        (x - ux * half - uy * width, y - uy * half + ux * width),
        (x + ux * half - uy * width, y + uy * half + ux * width),
        (x + ux * half + uy * width, y + uy * half - ux * width),
        (x - ux * half + uy * width, y - uy * half - ux * width),
    ]
    art.draw_plank_corners(surface, corners, drag.value)
    pygame.draw.polygon(surface, theme.FOCUS, corners, 2)

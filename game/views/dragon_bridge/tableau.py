"""Each seat's tableau in Dragon Bridge: the wizard figure, name and kind, green gems that flip,
stashed / parked gems, items, white gems, and (for the rival) the backs of its hand.

The seat on screen gets the big panel with every text written out; the rival a compact strip.
Their texts are laid out by seat_panel.py (a flow from measured line heights); what a panel
shortens is one pointer away in a tooltip (the board keeps the frame's tooltips in `panel_tips`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.views import theme
from game.views.backdrop import draw_panel
from game.views.seat_words import seat_kind
from game.views.text_cache import draw_text

from . import art, figures, layout, seat_panel
from .words import card_name

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView

FLIP_S = 0.4


def draw_tableau(
    board: DragonBridgeBoardView,
    surface: pygame.Surface,
    view: Any,
    seat: int,
    rect: pygame.Rect,
    big: bool,
    time: float,
) -> None:
    """A seat's panel: big for the seat on screen, compact for the rival."""
    _frame(board, surface, view, seat, rect, big, time)
    flow = panel_flow(board, view, seat, rect, big)
    ready, depleted = view.ready[seat], view.depleted[seat]
    for index in range(ready + depleted):
        centre = layout.gem_centre(rect, index, big, flow.gem_y)
        flip = _gem_flip(board, seat, index)
        art.draw_gem(surface, centre, 15 if big else 10, index < ready, flip)
    seat_panel.draw_flow(surface, flow)
    board.panel_tips.extend(flow.tips)
    if big:
        _big_extras(surface, view, seat, rect, flow)
    else:
        _small_extras(surface, view, seat, rect, flow)
        hand = view.hands[seat] if view.revealed else None
        if hand:  # all revealed (a replay): the rival's cards face up, named on pointing
            left = rect.right - 40 - (len(hand) - 1) * 14
            area = pygame.Rect(left, rect.y + 40, 22 + (len(hand) - 1) * 14, 30)
            board.panel_tips.append((area, ", ".join(card_name(card) for card in hand)))


def panel_flow(
    board: DragonBridgeBoardView, view: Any, seat: int, rect: pygame.Rect, big: bool
) -> seat_panel.Flow:
    """The texts of a seat's panel, laid out (seat_panel.py)."""
    spec = board.seats[seat]
    if big:
        return seat_panel.big_flow(view, seat, rect, spec.name, seat_kind(spec))
    return seat_panel.small_flow(view, seat, rect, spec.name, seat_kind(spec))


def _frame(
    board: DragonBridgeBoardView,
    surface: pygame.Surface,
    view: Any,
    seat: int,
    rect: pygame.Rect,
    big: bool,
    time: float,
) -> None:
    """The panel, the wizard figure and the turn mark."""
    colour = board.seat_colour(seat)
    active = view.turn_owner == seat and not view.terminal
    draw_panel(surface, rect, edge=colour if active else theme.PANEL_EDGE)
    wizard = view.wizards[seat]
    look = figures.look_for(wizard, colour, seat)
    figure_at = (rect.x + 30, rect.y + 62) if big else (rect.x + 26, rect.y + 66)
    figures.draw_wizard(surface, figure_at, look, colour, time + seat, 1, 0.62)
    if active:
        # Translators: marks the panel of the seat whose turn it is.
        draw_text(surface, _("turn"), 12, colour,
                  {"topright": (rect.right - seat_panel.TURN_MARK_RIGHT, rect.y + 10)},
                  bold=True)  # fmt: skip


def _gem_flip(board: DragonBridgeBoardView, seat: int, index: int) -> float:
    started = board.gem_flips.get((seat, index))
    if started is None:
        return 1.0
    t = (board.clock - started) / FLIP_S
    if t >= 1:
        del board.gem_flips[(seat, index)]
        return 1.0
    return math.cos(math.pi * t)


def _big_extras(
    surface: pygame.Surface, view: Any, seat: int, rect: pygame.Rect, flow: seat_panel.Flow
) -> None:
    """The seat on screen: its white gems at the right of the gem row."""
    if view.hacking:
        for i in range(view.white_gems[seat]):
            art.draw_white_gem(surface, (rect.right - 16 - i * 12, flow.gem_y), 6)


def _small_extras(
    surface: pygame.Surface, view: Any, seat: int, rect: pygame.Rect, flow: seat_panel.Flow
) -> None:
    """The rival: the backs of its hand (its faces when the view reveals them) and its white
    gems."""
    hand = view.hands[seat] if view.revealed else None
    for i in range(view.hand_sizes[seat]):
        spot = pygame.Rect(rect.right - 40 - i * 14, rect.y + 40, 22, 30)
        if hand:  # too small for words: the card's kind, by its colour and icon
            kind = art.card_kind(hand[i])
            pygame.draw.rect(surface, art.KIND_COLOURS[kind], spot, border_radius=4)
            pygame.draw.rect(surface, (250, 240, 220), spot, 1, border_radius=4)
            art._icon(surface, kind, (spot.x + 11, spot.y + 10), 6)
        else:
            surface.blit(art.card_back(spot.size), spot)
    if view.hacking:
        x, y = flow.white
        for i in range(view.white_gems[seat]):
            art.draw_white_gem(surface, (x + i * seat_panel.WHITE_STEP, y), 5)

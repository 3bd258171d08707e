"""Each seat's tableau in Dragon Bridge: the wizard figure, name and kind, green gems that flip,
stashed / parked gems, items, white gems, and (for the rival) the backs of its hand.

The seat on screen gets the big panel with every text written out; the rival a compact strip.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext
from game.views import theme
from game.views.backdrop import draw_panel, draw_text
from game.views.seat_words import seat_kind
from game.views.text import ellipsize, wrap

from . import art, figures, layout
from .words import item_name, item_text, wizard_name, wizard_text

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView

FLIP_S = 0.4
ITEM_BLUE = (200, 230, 255)
NAME_END = 80
"""Pixels kept free at a panel's right for the "turn" mark (and the thinking indicator)."""


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
    _header(board, surface, view, seat, rect, big, time)
    ready, depleted = view.ready[seat], view.depleted[seat]
    for index in range(ready + depleted):
        centre = layout.gem_centre(rect, index, big)
        flip = _gem_flip(board, seat, index)
        art.draw_gem(surface, centre, 15 if big else 10, index < ready, flip)
    if big:
        _big_details(surface, view, seat, rect)
    else:
        _small_details(surface, view, seat, rect)


def _header(
    board: DragonBridgeBoardView,
    surface: pygame.Surface,
    view: Any,
    seat: int,
    rect: pygame.Rect,
    big: bool,
    time: float,
) -> None:
    """The panel, the wizard figure, name, seat kind, wizard name and the turn mark."""
    colour = board.seat_colour(seat)
    active = view.turn_owner == seat and not view.terminal
    draw_panel(surface, rect, edge=colour if active else theme.PANEL_EDGE)
    spec = board.seats[seat]
    wizard = view.wizards[seat]
    look = figures.look_for(wizard, colour, seat)
    figure_at = (rect.x + 30, rect.y + 62) if big else (rect.x + 26, rect.y + 66)
    figures.draw_wizard(surface, figure_at, look, colour, time + seat, 1, 0.62)
    if active:
        # Translators: marks the panel of the seat whose turn it is.
        draw_text(surface, _("turn"), 12, colour, {"topright": (rect.right - 44, rect.y + 10)},
                  bold=True)  # fmt: skip
    # The name ends before the "turn" mark (and the thinking indicator).
    name = ellipsize(spec.name, theme.font(18, bold=True), rect.right - NAME_END - rect.x - 56)
    draw_text(surface, name, 18, theme.TEXT, {"topleft": (rect.x + 56, rect.y + 8)}, bold=True)
    kind = draw_text(surface, seat_kind(spec), 12, theme.TEXT_DIM,
                     {"topleft": (rect.x + 58, rect.y + 30)}, shadow=False)  # fmt: skip
    if wizard < 0:
        return
    if big:
        text = ellipsize(wizard_name(wizard), theme.font(13, bold=True), rect.width - 68)
        draw_text(surface, text, 13, theme.GOLD, {"topleft": (rect.x + 58, rect.y + 45)},
                  bold=True)  # fmt: skip
        return
    # The rival's strip has its gems under the name: the wizard goes beside the seat kind,
    # up to the backs of its hand.
    backs = rect.right - 40 - max(0, view.hand_sizes[seat] - 1) * 14
    text = ellipsize(wizard_name(wizard), theme.font(12, bold=True), backs - 6 - kind.right - 8)
    draw_text(surface, text, 12, theme.GOLD, {"topleft": (kind.right + 8, rect.y + 30)},
              bold=True, shadow=False)  # fmt: skip


def _gem_flip(board: DragonBridgeBoardView, seat: int, index: int) -> float:
    started = board.gem_flips.get((seat, index))
    if started is None:
        return 1.0
    t = (board.clock - started) / FLIP_S
    if t >= 1:
        del board.gem_flips[(seat, index)]
        return 1.0
    return math.cos(math.pi * t)


def _set_aside(view: Any, seat: int) -> str:
    """Gems out of the tableau for now: stashed (Andromeda Robin) and parked (Gelf Lanz)."""
    parts = []
    if view.stashed[seat]:
        count = view.stashed[seat]
        parts.append(ngettext("{n} stashed", "{n} stashed", count).format(n=count))
    if view.parked[seat] >= 0:
        parts.append(_("1 parked READY") if view.parked[seat] else _("1 parked DEPLETED"))
    # Translators: joins the set-aside gem notes, e.g. "2 stashed, 1 parked READY".
    return _(", ").join(parts)


def _big_details(surface: pygame.Surface, view: Any, seat: int, rect: pygame.Rect) -> None:
    """The seat on screen: gems in words, the wizard's powers, items and white gems."""
    ready, depleted = view.ready[seat], view.depleted[seat]
    gems = _("Gems: {ready} READY, {depleted} depleted").format(ready=ready, depleted=depleted)
    draw_text(surface, gems, 12, theme.TEXT_DIM, {"topleft": (rect.x + 10, rect.y + 143)},
              shadow=False)  # fmt: skip
    aside = _set_aside(view, seat)
    if aside:
        draw_text(surface, aside, 12, theme.TEXT_DIM, {"topleft": (rect.x + 10, rect.y + 158)},
                  shadow=False)  # fmt: skip
    wizard = view.wizards[seat]
    if wizard >= 0:
        body = theme.font(11)
        lines = wrap(wizard_text(wizard), body, rect.width - 20)
        if len(lines) > 3:  # room for three lines above the gems: the rest is cut, never hidden
            lines = lines[:2] + [ellipsize(" ".join(lines[2:]), body, rect.width - 20)]
        for i, line in enumerate(lines):
            surface.blit(
                body.render(line, True, theme.TEXT_DIM), (rect.x + 10, rect.y + 64 + 13 * i)
            )
    y = rect.y + 176
    small = theme.font(11)
    for item in view.items[seat]:
        # Translators: an item held, with its effect, in the seat's panel.
        text = _("* {item}: {effect}").format(item=item_name(item), effect=item_text(item))
        for line in wrap(text, small, rect.width - 20):
            if y > rect.bottom - 14:
                break
            surface.blit(small.render(line, True, ITEM_BLUE), (rect.x + 10, y))
            y += 13
    if view.hacking:
        for i in range(view.white_gems[seat]):
            art.draw_white_gem(surface, (rect.right - 16 - i * 12, rect.y + 124), 6)


def _small_details(surface: pygame.Surface, view: Any, seat: int, rect: pygame.Rect) -> None:
    """The rival: set-aside gems, item names, the backs of its hand and white gems."""
    aside = _set_aside(view, seat)
    if aside:
        draw_text(surface, aside, 11, theme.TEXT_DIM, {"topleft": (rect.x + 150 + 90, rect.y + 56)},
                  shadow=False)  # fmt: skip
    # Translators: joins the names of the rival's items.
    names = _(", ").join(item_name(item) for item in view.items[seat])
    if names:
        draw_text(surface, names, 11, ITEM_BLUE, {"topleft": (rect.x + 58, rect.y + 78)},
                  shadow=False)  # fmt: skip
    size = view.hand_sizes[seat]
    for i in range(size):
        surface.blit(art.card_back((22, 30)), (rect.right - 40 - i * 14, rect.y + 40))
    cards = ngettext("{n} card", "{n} cards", size).format(n=size)
    draw_text(surface, cards, 11, theme.TEXT_DIM, {"topright": (rect.right - 10, rect.y + 74)},
              shadow=False)  # fmt: skip
    if view.hacking:
        for i in range(view.white_gems[seat]):
            art.draw_white_gem(surface, (rect.x + 62 + i * 12, rect.y + 96), 5)

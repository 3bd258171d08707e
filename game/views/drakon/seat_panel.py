"""A Drakon seat's panel: hero medal, name, seat kind, coins, hand (tile backs) and the hero's
name and ability state with the Heroes variant. Six fit down the left column at 1280x720.

Two layouts share the same parts. The first is made for 11-13 px labels: the hero's name under
its medal, the ability state in the bottom-right corner. Where small labels grow to 16 px
(Japanese and Chinese, lettering.small_text_grows) there is no room for that: the coin count
goes beside the coins and the hero's name and ability state share a row of the panel's whole
width under the medal. Opponents' hands are only ever drawn as tile backs (plus the tiles
everyone saw them take, when the view lists them as known; a revealed view lists them all).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext
from game.i18n import language as i18n_language
from game.rules.drakon.heroes import HERO_NAMES
from game.views import theme
from game.views.seat_words import seat_kind

from . import art, layout, targets
from .lettering import figure, fit, label, small_text_grows, step

if TYPE_CHECKING:
    from .view import DrakonBoardView

HAND_SHOWN = 8
"""Tile backs drawn at most; more show as "+n"."""
_PANEL_CACHE: dict[tuple, pygame.Surface] = {}


def forget_panels() -> None:
    """Drop the last game's panel pictures (their keys hold that game's state)."""
    _PANEL_CACHE.clear()


def medal_radius(rect: pygame.Rect) -> int:
    """The hero medal's radius in a panel of `rect`'s size (smaller in the tall layout)."""
    if rect.height < 100:
        return 24
    return 26 if small_text_grows() else 28


def anchor(rect: pygame.Rect) -> tuple[int, int]:
    """The thinking-dots spot of a panel: its right side, or the medal when the tall layout
    fills that side with words."""
    if small_text_grows():
        medal = medal_radius(rect)
        return (rect.x + 8 + medal, rect.y + 8 + medal)
    return (rect.right - 22, rect.centery)


def draw(
    board: DrakonBoardView, surface: pygame.Surface, view: Any, seat: int, time: float
) -> None:
    """A seat's panel: the pulsing turn glow here, the rest from a cache (it rarely changes)."""
    rect = layout.panel_rects(len(board.seats))[seat]
    if seat == view.active and not view.over:
        pulse = 0.5 + 0.5 * math.sin(time * 3)
        pygame.draw.rect(
            surface, theme.FOCUS, rect.inflate(4, 4), 2 + int(2 * pulse), border_radius=14
        )
    targeted = board.turn is not None and any(
        t.kind == "seat" and t.seat == seat for t in board.targets
    )
    known = view.known
    key = (
        seat, rect.size, repr(board.seats[seat]), board.seat_colour(seat),
        targets.hero_id(view, seat), view.coins[seat], view.target, view.valued,
        view.my_coins if view.seat == seat else (), view.hand_sizes[seat],
        tuple(known[seat]) if seat < len(known) else (), view.heroes_on, view.ability_used,
        view.seat == seat and board.show_private, targeted, i18n_language(),
        board.speaks_to_you, _values(view, seat),
    )  # fmt: skip
    image = _PANEL_CACHE.get(key)
    if image is None:
        if len(_PANEL_CACHE) > 96:
            _PANEL_CACHE.clear()
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        _paint(board, image, view, seat, pygame.Rect((0, 0), rect.size), targeted)
        _PANEL_CACHE[key] = image
    surface.blit(image, rect)


def _paint(board: DrakonBoardView, surface: pygame.Surface, view: Any, seat: int, rect: pygame.Rect,
           targeted: bool) -> None:  # fmt: skip
    spec = board.seats[seat]
    colour = board.seat_colour(seat)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=12)
    edge = theme.HIGHLIGHT if targeted else colour
    pygame.draw.rect(surface, edge, rect, 3 if targeted else 2, border_radius=12)
    tall = small_text_grows()
    medal = medal_radius(rect)
    centre = (rect.x + 8 + medal, rect.y + (8 if tall else 10) + medal)
    pygame.draw.circle(surface, (22, 18, 30), centre, medal)
    pygame.draw.circle(surface, colour, centre, medal, 3)
    hero = targets.hero_id(view, seat)
    figure_image = art.hero_surface(hero, colour, medal * 2 - 8)
    surface.blit(figure_image, figure_image.get_rect(center=(centre[0], centre[1] - 2)))
    x = rect.x + 16 + medal * 2
    width = rect.right - x - 8
    who = seat_kind(spec)
    if view.seat == seat and board.show_private and board.speaks_to_you:
        who = _("{kind} - you").format(kind=who)
    if tall:
        _paint_tall(board, surface, view, seat, rect, (x, centre[1] + medal), spec.name, who)
        return
    if view.heroes_on:  # plain heroes are only a look: naming a type would promise a power
        hero_name = fit(_(HERO_NAMES[hero]), medal * 2 + 12, 11, bold=False)
        label(
            surface, hero_name, 11, theme.TEXT_DIM, {"midtop": (centre[0], centre[1] + medal + 1)}
        )
    name = fit(spec.name, width, 16)
    label(surface, name, 16, theme.TEXT, {"topleft": (x, rect.y + 6)}, bold=True)
    label(
        surface, fit(who, width, 12, bold=False), 12, theme.TEXT_DIM, {"topleft": (x, rect.y + 26)}
    )
    _coins_row(board, surface, view, seat, (x, rect.y + 44), rect.right - 40 - x)
    _hand_row(board, surface, view, seat, (x, rect.bottom - 24))
    if view.heroes_on:
        words, ink = _ability_state(view, seat)
        label(surface, words, 11, ink, {"bottomright": (rect.right - 8, rect.bottom - 26)})


def _paint_tall(board: DrakonBoardView, surface: pygame.Surface, view: Any, seat: int, rect: pygame.Rect,
                spot: tuple[int, int], name: str, who: str) -> None:  # fmt: skip
    """The tall layout (16 px labels): name, kind and coins beside the medal, then a row of the
    panel's width for the hero's name and ability state, then the hand."""
    x, medal_bottom = spot
    width = rect.right - x - 8
    y = rect.y + 4
    label(surface, fit(name, width, 16), 16, theme.TEXT, {"topleft": (x, y)}, bold=True)
    y += step(16, bold=True)
    label(surface, fit(who, width, 12, bold=False), 12, theme.TEXT_DIM, {"topleft": (x, y)})
    y += step(12)
    _coins_beside(board, surface, view, seat, pygame.Rect(x, y, width, 20))
    if view.heroes_on:
        row = max(medal_bottom + 2, y + 21)
        words, ink = _ability_state(view, seat)
        state = label(surface, words, 11, ink, {"topright": (rect.right - 8, row)})
        hero_name = fit(_(HERO_NAMES[targets.hero_id(view, seat)]), state.x - 8 - (rect.x + 8), 11,
                        bold=False)  # fmt: skip
        label(surface, hero_name, 11, theme.TEXT_DIM, {"topleft": (rect.x + 8, row)})
    _hand_row(board, surface, view, seat, (x, rect.bottom - 24))


def _ability_state(view: Any, seat: int) -> tuple[str, tuple[int, int, int]]:
    """The words and colour of a seat's ability state (Heroes variant)."""
    used = seat < len(view.ability_used) and view.ability_used[seat]
    return (_("ability used"), theme.TEXT_DIM) if used else (_("ability ready"), theme.JADE)


def _coin_words(board: DrakonBoardView, view: Any, seat: int) -> tuple[str, tuple[int, ...], int]:
    """(the coin count in words, the viewer's own coin values, how many coin spots to draw)."""
    count, target, valued = view.coins[seat], view.target, view.valued
    mine = view.my_coins if view.seat == seat and board.show_private else _values(view, seat)
    words = f"{count}/{target}"
    if mine:
        words = _("{gold}/{target} gold").format(gold=sum(mine), target=target)
    elif valued:
        words = ngettext("{count} coin", "{count} coins", count).format(count=count)
    return words, tuple(mine), min(max(count, 0 if valued else target), 8)


def _values(view: Any, seat: int) -> tuple[int, ...]:
    """The seat's coin values when the view reveals everyone's (a replay), else ()."""
    values = getattr(view, "coin_values", ())
    return tuple(values[seat]) if seat < len(values) else ()


def _coin_spots(view: Any, seat: int, mine: tuple[int, ...], start: tuple[int, int], slots: int,
                spacing: int, surface: pygame.Surface) -> None:  # fmt: skip
    """The seat's coins (the viewer's with their values) and empty spots up to the target."""
    x, y = start
    for index in range(slots):
        centre = (x + 9 + index * spacing, y + 10)
        if index < view.coins[seat]:
            value = mine[index] if view.valued and index < len(mine) else None
            coin = art.coin_surface(20, value)
            surface.blit(coin, coin.get_rect(center=centre))
        else:
            pygame.draw.circle(surface, (70, 60, 84), centre, 8, 2)


def _coins_row(board: DrakonBoardView, surface: pygame.Surface, view: Any, seat: int,
               pos: tuple[int, int], room: int) -> None:  # fmt: skip
    """The coins in a row, their count in words under them."""
    words, mine, slots = _coin_words(board, view, seat)
    spacing = min(18, room // max(1, slots)) if slots else 18
    _coin_spots(view, seat, mine, pos, slots, spacing, surface)
    x, y = pos
    label(surface, fit(words, room + 30, 12, bold=False), 12, theme.GOLD, {"topleft": (x, y + 21)})


def _coins_beside(board: DrakonBoardView, surface: pygame.Surface, view: Any, seat: int,
                  row: pygame.Rect) -> None:  # fmt: skip
    """The coins in a row with their count in words after them (tall layout): the coins close
    up (a pile) to leave the words their room, and give way to the words alone when even a
    pile does not fit."""
    words, mine, slots = _coin_words(board, view, seat)
    words = fit(words, row.width, 12, bold=False)
    room = row.width - theme.font(12).size(words)[0] - 6
    spacing = min(18, (room - 20) // max(1, slots - 1)) if slots > 1 else 18
    if slots and (spacing < 6 or room < 20):
        slots = 0
    _coin_spots(view, seat, mine, row.topleft, slots, spacing, surface)
    used = 20 + spacing * (slots - 1) + 6 if slots else 0
    label(surface, words, 12, theme.GOLD, {"midleft": (row.x + used, row.centery)})


def _hand_row(
    board: DrakonBoardView, surface: pygame.Surface, view: Any, seat: int, pos: tuple[int, int]
) -> None:
    size = view.hand_sizes[seat]
    known = list(view.known[seat]) if seat < len(view.known) else []
    x, y = pos
    back = art.tile_back_surface(20)
    for index in range(min(size, HAND_SHOWN)):
        spot = (x + index * 17, y - 2)
        if index < len(known) and view.seat != seat:
            face = art.chamber_surface(known[index], 0, 20)
            surface.blit(face, spot)  # everybody saw this one taken (Magical Shift)
        else:
            surface.blit(back, spot)
    if size > HAND_SHOWN:
        figure(surface, f"+{size - HAND_SHOWN}", 11, theme.TEXT_DIM,
               {"topleft": (x + HAND_SHOWN * 17 + 2, y + 1)})  # fmt: skip
    if size == 0:
        label(surface, _("no tiles"), 11, theme.TEXT_DIM, {"topleft": (x, y + 1)})

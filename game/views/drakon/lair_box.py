"""The Drakon lair box (top right): the goal, the pile, the hoard, the coins lying on the Start,
and below them the chamber reader: the legend entry of the chamber under the pointer (or of the
picked tile), else a few tips on looking around the map.

Where small labels grow to 16 px (Japanese and Chinese, lettering.small_text_grows) the words
under the counts are centred under their picture and figure, and lines are spaced by the font's
own line size; long tips and chamber texts wrap (wrap_into reports what would not fit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.text import N_
from game.i18n import _, ngettext
from game.rules.drakon.ending import ESCAPE_COINS
from game.rules.drakon.tiles import KINDS
from game.views import theme

from . import art, layout, targets
from .lettering import fit, label, lines_in, small_text_grows, step, wrap_phrases
from .log import cell_text

if TYPE_CHECKING:
    from .view import DrakonBoardView

MAP_TIPS = (
    N_("Drag or WASD: pan - wheel or +/-: zoom"),
    N_("F / Home: frame the lair"),
    N_("Point at a chamber to read it"),
)
"""The lair box's lines while no chamber is pointed at (msgids)."""
TIP_STEP = 18
"""Between two tips (at least): the English layout's line step."""
CHAMBER_LINES = 3
"""Lines of a chamber's text the reader shows."""
COUNT_SPACING = layout.HOARD_SPOT[0] - layout.PILE_SPOT[0]
"""Between two counts (pile, hoard, Start): the room a count's words have in the tall layout."""


def draw(board: DrakonBoardView, surface: pygame.Surface, view: Any) -> None:
    """The whole lair box for this frame."""
    box = layout.LAIR_BOX
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=14)
    tall = small_text_grows()
    if tall:
        _counts_tall(surface, view)
    else:
        _counts(surface, view)
    label(surface, fit(goal_line(view), box.width - 28, 13), 13, theme.TEXT,
          {"topleft": (box.x + 14, box.y + (8 if tall else 10))}, bold=True)  # fmt: skip
    _chamber_info(
        board, surface, view, pygame.Rect(box.x + 10, box.y + 86, box.width - 20, box.height - 92)
    )


def _count_items(view: Any) -> tuple[tuple[tuple[int, int], int, str, bool], ...]:
    """(spot, count, words, is coins) of the pile, the hoard and the coins on the Start."""
    return (
        (layout.PILE_SPOT, view.pile_size, _("pile"), False),
        (layout.HOARD_SPOT, view.hoard, _("hoard"), True),
        (layout.START_SPOT, view.start_coins, _("on Start"), True),
    )


def _counts(surface: pygame.Surface, view: Any) -> None:
    """Each count with its picture on the left and its words under the figure."""
    back = art.tile_back_surface(36)
    surface.blit(back, back.get_rect(center=(layout.PILE_SPOT[0] - 22, layout.PILE_SPOT[1])))
    coin = art.coin_surface(30)
    for spot, count, words, coins in _count_items(view):
        if coins:
            surface.blit(coin, coin.get_rect(center=(spot[0] - 20, spot[1])))
        ink = theme.GOLD if coins else theme.TEXT
        label(surface, f"{count}", 18, ink, {"midleft": (spot[0], spot[1] - 7)}, bold=True)
        words = fit(words, 58, 11, bold=False)
        label(surface, words, 11, theme.TEXT_DIM, {"midleft": (spot[0], spot[1] + 10)})


def _counts_tall(surface: pygame.Surface, view: Any) -> None:
    """The tall layout (16 px words): smaller pictures a little higher, the figure beside its
    picture and the words centred under both, as wide as a count's column."""
    rise = 12
    back = art.tile_back_surface(30)
    pile = layout.PILE_SPOT
    surface.blit(back, back.get_rect(center=(pile[0] - 20, pile[1] - rise)))
    coin = art.coin_surface(26)
    for spot, count, words, coins in _count_items(view):
        if coins:
            surface.blit(coin, coin.get_rect(center=(spot[0] - 18, spot[1] - rise)))
        ink = theme.GOLD if coins else theme.TEXT
        label(surface, f"{count}", 18, ink, {"midleft": (spot[0], spot[1] - rise)}, bold=True)
        words = fit(words, COUNT_SPACING - 6, 11, bold=False)
        label(surface, words, 11, theme.TEXT_DIM, {"midtop": (spot[0] - 6, spot[1] + 4)})


def goal_line(view: Any) -> str:
    """The goal of this game in one line, translated ("Goal: first to 5 coins")."""
    if view.escape:
        return ngettext(
            "Escape: {count} coin, then a Key or Vortex",
            "Escape: {count} coins, then a Key or Vortex",
            ESCAPE_COINS,
        ).format(count=ESCAPE_COINS)
    if view.valued:
        return _("Goal: first to {count} gold").format(count=view.target)
    return ngettext(
        "Goal: first to {count} coin", "Goal: first to {count} coins", view.target
    ).format(count=view.target)


def pointed_kind(board: DrakonBoardView, view: Any) -> int | None:
    """The tile kind the reader explains: the picked tile, else the chamber under the pointer."""
    kind = board.picked_kind()
    if kind is None and board.point is not None and layout.MAP_RECT.collidepoint(board.mouse):
        kind = targets.board_of(view).get(board.point, (None, 0))[0]
    return kind


def pointed_cell(board: DrakonBoardView) -> tuple[int, int] | None:
    """The square under the pointer when the reader explains a chamber of the map (None for
    the picked tile): the log and the hints name squares by it, the map draws no numbers."""
    if board.picked_kind() is not None or board.point is None:
        return None
    return board.point if layout.MAP_RECT.collidepoint(board.mouse) else None


def _chamber_info(
    board: DrakonBoardView, surface: pygame.Surface, view: Any, rect: pygame.Rect
) -> None:
    """The legend entry of the chamber under the pointer (or of the picked tile)."""
    pygame.draw.line(surface, theme.PANEL_EDGE, rect.topleft, rect.topright, 1)
    kind = pointed_kind(board, view)
    if kind is None:
        _map_tips(surface, rect)
        return
    tile = KINDS[kind]
    emblem = art.emblem_surface(tile.chamber, 44)
    surface.blit(emblem, (rect.x + 2, rect.y + 8))
    room = rect.width - 58
    where = pointed_cell(board)
    if where is not None:  # the square as the log and the hints name it: (x, y)
        place = label(surface, cell_text(where), 12, theme.TEXT_DIM,
                      {"topright": (rect.right - 4, rect.y + 9)})  # fmt: skip
        room -= place.width + 8
    name = fit(_(tile.name), room, 15)
    label(surface, name, 15, theme.GOLD, {"topleft": (rect.x + 54, rect.y + 6)}, bold=True)
    spacing = step(12, least=16)
    top = min(28, rect.height - CHAMBER_LINES * spacing)  # three lines stay inside the box
    words = pygame.Rect(rect.x + 54, rect.y + top, rect.width - 58, rect.height - top)
    lines_in(surface, _(tile.text), 12, theme.TEXT, words, CHAMBER_LINES, least_step=16)


def _map_tips(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """How to look around, one tip a line (wrapped where a tip is longer than the box)."""
    spacing = step(12, least=TIP_STEP)
    room = pygame.Rect(rect.x + 4, rect.y + 8, rect.width - 8, rect.height - 8)
    rows = max(1, (room.height - theme.font(12).get_height()) // spacing + 1)
    y = room.y
    for index, tip in enumerate(MAP_TIPS):
        left = len(MAP_TIPS) - index - 1  # keep a row for each tip still to come
        lines = wrap_phrases(_(tip), theme.font(12), room.width, max(1, rows - left))
        for line in lines:
            label(surface, line, 12, theme.TEXT_DIM, {"topleft": (room.x, y)})
            y += spacing
        rows -= len(lines)

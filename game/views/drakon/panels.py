"""Drakon's panels: one per seat (six fit at 1280x720), the lair box (pile, hoard, coins on the
Start, the goal and the chamber under the pointer), the viewer's hand tray, the action bar and
the prompt line. Opponents' hands are only ever drawn as tile backs (plus the tiles everyone
saw them take, when the view lists them as known). Every word is translated as it is drawn.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.text import N_
from game.i18n import _, ngettext, pgettext, translate
from game.i18n import language as i18n_language
from game.rules.drakon.actions import decode
from game.rules.drakon.ending import ESCAPE_COINS
from game.rules.drakon.heroes import HERO_BLURBS, HERO_NAMES
from game.rules.drakon.tiles import KINDS
from game.views import text, theme
from game.views.seat_words import seat_kind

from . import art, layout, targets

if TYPE_CHECKING:
    from .view import DrakonBoardView

PROMPTS = {
    "turn": N_("Pick a hand tile (1-9) to place it, or click a lit chamber to move"),
    "place-cell": N_("Choose a lit cell for your tile (arrows, Enter or a click) - R turns it"),
    "place-rot": N_("Turn the tile (R / right click / wheel), then click it or press Enter"),
    "shift-target": N_("Magical Shift: choose a chamber to take into your hand"),
    "shift-place": N_("Magical Shift: choose the hand tile to put there (R turns it)"),
    "destroy": N_("Destroy Chamber: choose a chamber to send under the pile"),
    "map": N_("Map Chamber: click the player whose hand you raid"),
    "rotate": N_("Rotate a Chamber: click a chamber, then pick the turn"),
    "mind": N_("Mind Control: click the hero you take over"),
    "mind-dest": N_("Mind Control: choose where that hero goes"),
    "after": N_("You may still use your hero's ability"),
    "knight": N_("Knight: cancel the coin you are about to lose?"),
    "wizard": N_("Wizard: choose the chamber behind a door"),
    "amazon": N_("Amazon: choose your extra step"),
    "barbarian": N_("Barbarian: click the hero to push"),
    "barbarian-dest": N_("Barbarian: choose where the pushed hero lands"),
    "thief": N_("Thief: click the player you rob"),
    "dwarf": N_("Dwarf: choose a tile to put under the pile"),
    "drakon": N_("Drakon: choose the figure's chamber"),
}
"""The prompt line of each pending decision (msgids)."""
MAP_TIPS = (
    N_("Drag or WASD: pan - wheel or +/-: zoom"),
    N_("F / Home: frame the lair"),
    N_("Point at a chamber to read it"),
)
"""The lair box's lines while no chamber is pointed at (msgids)."""
TRAY_HINTS = (N_("1-9 pick"), N_("R turn"), N_("Esc back"))
"""Key hints beside the hand while the viewer decides (msgids)."""


def label(
    surface: pygame.Surface, words: str, size: int, colour, anchor: dict, bold: bool = False
) -> pygame.Rect:
    """Render one line of (translated) words by a Rect anchor; returns its rect."""
    image = theme.font(size, bold=bold).render(words, True, colour)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def tag(surface: pygame.Surface, words: str, centre: tuple[int, int], colour) -> None:
    """A small dark pill with coloured words (reasons under the ghost tile)."""
    words = text.ellipsize(words, theme.font(13, bold=True), layout.MAP_RECT.width - 40)
    image = theme.font(13, bold=True).render(words, True, colour)
    rect = image.get_rect(center=centre).inflate(14, 6)
    rect.clamp_ip(layout.MAP_RECT.inflate(-6, -6))
    pygame.draw.rect(surface, (16, 12, 20), rect, border_radius=9)
    pygame.draw.rect(surface, colour, rect, 1, border_radius=9)
    surface.blit(image, image.get_rect(center=rect.center))


def prompt(board: DrakonBoardView) -> str:
    """What the deciding player should do now."""
    if board.turn is None or board.view is None:
        return ""
    what = targets.pending_kind(board.view)
    if what == "turn" and board.picked_kind() is not None:
        return _("Enter or a click places it on a lit cell - R turns it - Esc puts it back")
    if board.rotating is not None:
        return _("Rotate a Chamber: pick one of the turns shown around it")
    return _(PROMPTS[what]) if what in PROMPTS else _("Choose an action")


# ---------------------------------------------------------------------------- everything


def draw_all(
    board: DrakonBoardView, surface: pygame.Surface, view: Any, anim: dict | None, time: float
) -> None:
    """Seat panels, lair box, tray and action bar."""
    for seat in range(len(board.seats)):
        _seat_panel(board, surface, view, seat, time)
    _lair_box(board, surface, view)
    _tray(board, surface, view, time)
    if anim is None and board.turn is not None:
        _action_bar(board, surface)


_PANEL_CACHE: dict[tuple, pygame.Surface] = {}


def forget_panels() -> None:
    """Drop the last game's panel pictures (their keys hold that game's state)."""
    _PANEL_CACHE.clear()


def _seat_panel(
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
    )  # fmt: skip
    image = _PANEL_CACHE.get(key)
    if image is None:
        if len(_PANEL_CACHE) > 96:
            _PANEL_CACHE.clear()
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        _paint_panel(board, image, view, seat, pygame.Rect((0, 0), rect.size), targeted)
        _PANEL_CACHE[key] = image
    surface.blit(image, rect)


def _paint_panel(board: DrakonBoardView, surface: pygame.Surface, view: Any, seat: int, rect: pygame.Rect,
                 targeted: bool) -> None:  # fmt: skip
    spec = board.seats[seat]
    colour = board.seat_colour(seat)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=12)
    edge = theme.HIGHLIGHT if targeted else colour
    pygame.draw.rect(surface, edge, rect, 3 if targeted else 2, border_radius=12)
    compact = rect.height < 100
    medal = 24 if compact else 28
    centre = (rect.x + 8 + medal, rect.y + 10 + medal)
    pygame.draw.circle(surface, (22, 18, 30), centre, medal)
    pygame.draw.circle(surface, colour, centre, medal, 3)
    hero = targets.hero_id(view, seat)
    figure = art.hero_surface(hero, colour, medal * 2 - 8)
    surface.blit(figure, figure.get_rect(center=(centre[0], centre[1] - 2)))
    if view.heroes_on:  # plain heroes are only a look: naming a type would promise a power
        hero_name = _fit(_(HERO_NAMES[hero]), medal * 2 + 12, 11, bold=False)
        label(
            surface, hero_name, 11, theme.TEXT_DIM, {"midtop": (centre[0], centre[1] + medal + 1)}
        )
    x = rect.x + 16 + medal * 2
    width = rect.right - x - 8
    name = _fit(spec.name, width, 16)
    label(surface, name, 16, theme.TEXT, {"topleft": (x, rect.y + 6)}, bold=True)
    who = seat_kind(spec)
    if view.seat == seat and board.show_private:
        who = _("{kind} - you").format(kind=who)
    label(
        surface, _fit(who, width, 12, bold=False), 12, theme.TEXT_DIM, {"topleft": (x, rect.y + 26)}
    )
    _coins_row(board, surface, view, seat, (x, rect.y + 44), rect.right - 40 - x)
    _hand_row(board, surface, view, seat, (x, rect.bottom - 24))
    if view.heroes_on:
        used = seat < len(view.ability_used) and view.ability_used[seat]
        words, ink = (
            (_("ability used"), theme.TEXT_DIM) if used else (_("ability ready"), theme.JADE)
        )
        label(surface, words, 11, ink, {"bottomright": (rect.right - 8, rect.bottom - 26)})


def _fit(words: str, width: int, size: int, bold: bool = True) -> str:
    """`words` cut with an ellipsis to `width` pixels at `size`."""
    return text.ellipsize(words, theme.font(size, bold=bold), width)


def _coins_row(
    board: DrakonBoardView,
    surface: pygame.Surface,
    view: Any,
    seat: int,
    pos: tuple[int, int],
    room: int,
) -> None:
    count = view.coins[seat]
    target = view.target
    valued = view.valued
    mine = view.my_coins if view.seat == seat and board.show_private else ()
    x, y = pos
    slots = min(max(count, 0 if valued else target), 8)
    step = min(18, room // max(1, slots)) if slots else 18
    for index in range(slots):
        centre = (x + 9 + index * step, y + 10)
        if index < count:
            value = mine[index] if valued and index < len(mine) else None
            coin = art.coin_surface(20, value)
            surface.blit(coin, coin.get_rect(center=centre))
        else:
            pygame.draw.circle(surface, (70, 60, 84), centre, 8, 2)
    words = f"{count}/{target}"
    if mine:
        words = _("{gold}/{target} gold").format(gold=sum(mine), target=target)
    elif valued:
        words = ngettext("{count} coin", "{count} coins", count).format(count=count)
    label(surface, _fit(words, room + 30, 12, bold=False), 12, theme.GOLD, {"topleft": (x, y + 21)})


def _hand_row(
    board: DrakonBoardView, surface: pygame.Surface, view: Any, seat: int, pos: tuple[int, int]
) -> None:
    size = view.hand_sizes[seat]
    known = list(view.known[seat]) if seat < len(view.known) else []
    x, y = pos
    back = art.tile_back_surface(20)
    for index in range(min(size, 8)):
        spot = (x + index * 17, y - 2)
        if index < len(known) and view.seat != seat:
            face = art.chamber_surface(known[index], 0, 20)
            surface.blit(face, spot)  # everybody saw this one taken (Magical Shift)
        else:
            surface.blit(back, spot)
    if size > 8:
        label(surface, f"+{size - 8}", 11, theme.TEXT_DIM, {"topleft": (x + 8 * 17 + 2, y + 1)})
    if size == 0:
        label(surface, _("no tiles"), 11, theme.TEXT_DIM, {"topleft": (x, y + 1)})


def _lair_box(board: DrakonBoardView, surface: pygame.Surface, view: Any) -> None:
    box = layout.LAIR_BOX
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=14)
    back = art.tile_back_surface(36)
    surface.blit(back, back.get_rect(center=(layout.PILE_SPOT[0] - 22, layout.PILE_SPOT[1])))
    coin = art.coin_surface(30)
    for spot, count, words, image in (
        (layout.PILE_SPOT, view.pile_size, _("pile"), None),
        (layout.HOARD_SPOT, view.hoard, _("hoard"), coin),
        (layout.START_SPOT, view.start_coins, _("on Start"), coin),
    ):
        if image is not None:
            surface.blit(image, image.get_rect(center=(spot[0] - 20, spot[1])))
        ink = theme.TEXT if image is None else theme.GOLD
        label(surface, f"{count}", 18, ink, {"midleft": (spot[0], spot[1] - 7)}, bold=True)
        words = _fit(words, 58, 11, bold=False)
        label(surface, words, 11, theme.TEXT_DIM, {"midleft": (spot[0], spot[1] + 10)})
    label(surface, _fit(goal_line(view), box.width - 28, 13), 13, theme.TEXT,
          {"topleft": (box.x + 14, box.y + 10)}, bold=True)  # fmt: skip
    _chamber_info(
        board, surface, view, pygame.Rect(box.x + 10, box.y + 86, box.width - 20, box.height - 92)
    )


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


def _chamber_info(
    board: DrakonBoardView, surface: pygame.Surface, view: Any, rect: pygame.Rect
) -> None:
    """The legend entry of the chamber under the pointer (or of the picked tile)."""
    pygame.draw.line(surface, theme.PANEL_EDGE, rect.topleft, rect.topright, 1)
    kind = board.picked_kind()
    if kind is None and board.point is not None and layout.MAP_RECT.collidepoint(board.mouse):
        kind = targets.board_of(view).get(board.point, (None, 0))[0]
    if kind is None:
        for index, tip in enumerate(MAP_TIPS):
            words = _fit(_(tip), rect.width - 8, 12, bold=False)
            label(surface, words, 12, theme.TEXT_DIM,
                  {"topleft": (rect.x + 4, rect.y + 8 + index * 18)})  # fmt: skip
        return
    tile = KINDS[kind]
    emblem = art.emblem_surface(tile.chamber, 44)
    surface.blit(emblem, (rect.x + 2, rect.y + 8))
    name = _fit(_(tile.name), rect.width - 58, 15)
    label(surface, name, 15, theme.GOLD, {"topleft": (rect.x + 54, rect.y + 6)}, bold=True)
    lines = text.wrap(_(tile.text), theme.font(12), rect.width - 58)
    for index, line in enumerate(lines[:3]):
        label(surface, line, 12, theme.TEXT, {"topleft": (rect.x + 54, rect.y + 28 + index * 16)})


# ---------------------------------------------------------------------------- the hand tray


def _tray(board: DrakonBoardView, surface: pygame.Surface, view: Any, time: float) -> None:
    """The viewer's hand: a frame with key hints, the tiles, and the turn buttons."""
    rect = layout.TRAY_RECT
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=14)
    if board.viewer() is None:
        label(surface, _("Hands are hidden"), 15, theme.TEXT_DIM, {"center": rect.center})
        return
    _tray_titles(board, surface, rect)
    hand = list(view.hand)
    if not hand:
        label(surface, _("no tiles in hand"), 14, theme.TEXT_DIM,
              {"midleft": (layout.TRAY_LEFT + 8, rect.centery)})  # fmt: skip
    playable = (
        {t.index: t for t in board.targets if t.kind == "tray"} if board.turn is not None else {}
    )
    picked = _picked_slot(board, hand)
    for index, (kind, spot) in enumerate(zip(hand, layout.tray_rects(len(hand)), strict=True)):
        _tray_tile(board, surface, (index, kind, spot), playable, index == picked, time)
    if board.turn is not None and board.picked_kind() is not None:
        _rotate_buttons(surface)


def _tray_titles(board: DrakonBoardView, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """ "Your hand" and, while the viewer decides, the key hints under it."""
    width = layout.TRAY_LEFT - rect.x - 18
    title = _fit(_("Your hand"), width, 15)
    label(surface, title, 15, theme.TEXT, {"topleft": (rect.x + 14, rect.y + 12)}, bold=True)
    if board.turn is None:
        return
    for index, hint in enumerate(TRAY_HINTS):
        words = _fit(_(hint), width, 12, bold=False)
        label(surface, words, 12, theme.TEXT_DIM,
              {"topleft": (rect.x + 14, rect.y + 36 + index * 16)})  # fmt: skip


def _picked_slot(board: DrakonBoardView, hand: list[int]) -> int | None:
    """The tray slot of the tile being placed: picked here, or chosen in the engine (the
    first tile of that kind)."""
    if board.picked is not None:
        return board.picked.index
    fixed_kind = board.picked_kind()
    return hand.index(fixed_kind) if fixed_kind in hand else None


def _tray_tile(
    board: DrakonBoardView,
    surface: pygame.Surface,
    slot: tuple[int, int, pygame.Rect],
    playable: dict[int | None, targets.Target],
    is_picked: bool,
    time: float,
) -> None:
    """One hand tile: lifted and turned when picked, dimmed when it cannot be played now,
    pulsing when it can, ringed when it is the hint; its key number under it."""
    index, kind, spot = slot
    image = art.chamber_surface(kind, board.rot if is_picked else 0, spot.width)
    draw_rect = spot.move(0, -6 if is_picked else 0)
    if playable and index not in playable:
        image = image.copy()
        image.set_alpha(110)
    surface.blit(image, draw_rect)
    if is_picked:
        pygame.draw.rect(surface, (90, 230, 120), draw_rect.inflate(6, 6), 3, border_radius=8)
    elif index in playable:
        pulse = 0.5 + 0.5 * math.sin(time * 4 + index)
        pygame.draw.rect(surface, theme.HIGHLIGHT, draw_rect.inflate(4, 4), 1 + int(pulse * 2),
                         border_radius=8)  # fmt: skip
    if board.hint is not None and index in playable and board.hint in playable[index].actions:
        pygame.draw.rect(surface, theme.FOCUS, draw_rect.inflate(10, 10), 3, border_radius=10)
    label(surface, str(index + 1), 11, theme.TEXT_DIM, {"midtop": (spot.centerx, spot.bottom + 1)})


def _rotate_buttons(surface: pygame.Surface) -> None:
    """The anticlockwise and clockwise buttons that turn the picked tile."""
    for button, glyph in zip(layout.ROTATE_BUTTONS, ("\u21ba", "\u21bb"), strict=True):
        pygame.draw.rect(surface, (48, 40, 62), button, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, button, 2, border_radius=10)
        label(surface, glyph, 24, theme.GOLD, {"center": button.center}, bold=True)
    first = layout.ROTATE_BUTTONS[0]
    # Translators: under the two buttons that turn the picked tile.
    words = pgettext("rotate a tile", "turn")
    label(surface, words, 11, theme.TEXT_DIM, {"midtop": (first.right + 3, first.bottom + 2)})


# ---------------------------------------------------------------------------- buttons


def button_rects(board: DrakonBoardView) -> dict[int, pygame.Rect]:
    """id(target) -> rect of every button target on the action bar."""
    buttons = [t for t in board.targets if t.kind == "button"]
    if not buttons:
        return {}
    fnt = theme.font(15, bold=True)
    words = [_button_words(i, t) for i, t in enumerate(buttons)]
    widths = [min(320, fnt.size(w)[0] + 30) for w in words]
    rects = layout.button_rects(words, widths)
    return {id(t): r for t, r in zip(buttons, rects, strict=True)}


def _button_words(index: int, target: targets.Target) -> str:
    return f"{index + 1}  {translate(target.label)}"


def _action_bar(board: DrakonBoardView, surface: pygame.Surface) -> None:
    rects = button_rects(board)
    if not rects:
        return
    buttons = [t for t in board.targets if t.kind == "button"]
    area = rects[id(buttons[0])].unionall(list(rects.values())).inflate(20, 16)
    ability = next((t for t in buttons if t.action_kind == "ability"), None)
    blurb = ""
    if ability is not None:
        hero = (decode(ability.actions[0]).hero or 0) % len(HERO_NAMES)
        blurb = _("{hero}: {ability}").format(
            hero=_(HERO_NAMES[hero]), ability=_(HERO_BLURBS[hero])
        )
        blurb = _fit(blurb, layout.MAP_RECT.width - 48, 13, bold=False)
        area.union_ip(pygame.Rect(area.x, area.y - 24, area.width, 24))
        area.width = max(area.width, theme.font(13).size(blurb)[0] + 24)
        area.centerx = layout.MAP_RECT.centerx
    pygame.draw.rect(surface, (20, 16, 28), area, border_radius=12)
    pygame.draw.rect(surface, theme.PANEL_EDGE, area, 2, border_radius=12)
    if blurb:
        label(surface, blurb, 13, theme.TEXT, {"midtop": (area.centerx, area.y + 6)})
    for index, target in enumerate(buttons):
        rect = rects[id(target)]
        hinted = board.hint is not None and board.hint in target.actions
        fill = (72, 58, 96) if not hinted else (110, 90, 40)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=10)
        words = _fit(_button_words(index, target), rect.width - 16, 15)
        label(surface, words, 15, theme.TEXT, {"center": rect.center}, bold=True)


def draw_message(board: DrakonBoardView, surface: pygame.Surface) -> None:
    """The short message (a refusal's reason, a hint request) at the top of the map, else the
    hint in words while it stands."""
    words = board.message or board.hint_words()
    if not words:
        return
    colour = theme.DANGER if board.message and board.message_is_error else theme.FOCUS
    words = _fit(words, layout.MAP_RECT.width - 48, 16)
    image = theme.font(16, bold=True).render(words, True, colour)
    rect = image.get_rect(midtop=(layout.MAP_RECT.centerx, layout.MESSAGE_Y)).inflate(24, 12)
    pygame.draw.rect(surface, (16, 12, 22), rect, border_radius=12)
    pygame.draw.rect(surface, colour, rect, 2, border_radius=12)
    surface.blit(image, image.get_rect(center=rect.center))

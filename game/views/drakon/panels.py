"""Drakon's panels: one per seat (six fit at 1280x720), the lair box (pile, hoard, coins on the
Start, the goal and the chamber under the pointer), the viewer's hand tray, the action bar and
the prompt line. Opponents' hands are only ever drawn as tile backs (plus the tiles everyone
saw them take, when the view lists them as known).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.rules.drakon import actions as A
from game.rules.drakon.heroes import HERO_BLURBS
from game.rules.drakon.tiles import KINDS
from game.views import theme
from game.views.backdrop import wrap_text

from . import art, layout, targets

if TYPE_CHECKING:
    from .view import DrakonBoardView

PROMPTS = {
    "turn": "Pick a hand tile (1-9) to place it, or click a lit chamber to move",
    "place-cell": "Choose a lit cell for your tile - R turns it",
    "place-rot": "Turn the tile (R / right click / wheel), then click it or press Enter",
    "shift-target": "Magical Shift: choose a chamber to take into your hand",
    "shift-place": "Magical Shift: choose the hand tile to put there (R turns it)",
    "destroy": "Destroy Chamber: choose a chamber to send under the pile",
    "map": "Map Chamber: click the player whose hand you raid",
    "rotate": "Rotate a Chamber: click a chamber, then pick the turn",
    "mind": "Mind Control: click the hero you take over",
    "mind-dest": "Mind Control: choose where that hero goes",
    "after": "You may still use your hero's ability",
    "knight": "Knight: cancel the coin you are about to lose?",
    "wizard": "Wizard: choose the chamber behind a door",
    "amazon": "Amazon: choose your extra step",
    "barbarian": "Barbarian: click the hero to push",
    "barbarian-dest": "Barbarian: choose where the pushed hero lands",
    "thief": "Thief: click the player you rob",
    "dwarf": "Dwarf: choose a tile to put under the pile",
    "drakon": "Drakon: choose the figure's chamber",
}


def label(
    surface: pygame.Surface, text: str, size: int, colour, anchor: dict, bold: bool = False
) -> pygame.Rect:
    """Render one line of text by a Rect anchor; returns its rect."""
    image = theme.font(size, bold=bold).render(text, True, colour)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def tag(surface: pygame.Surface, text: str, centre: tuple[int, int], colour) -> None:
    """A small dark pill with coloured words (reasons under the ghost tile)."""
    image = theme.font(13, bold=True).render(text, True, colour)
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
        return "Click a lit cell - R turns the tile - Esc puts it back"
    if board.rotating is not None:
        return "Rotate a Chamber: pick one of the turns shown around it"
    return PROMPTS.get(what, "Choose an action")


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
    known = getattr(view, "known", ())
    key = (
        seat, rect.size, repr(board.seats[seat]), board.seat_colour(seat), _hero_of(view, seat),
        view.coins[seat], getattr(view, "target", 5), getattr(view, "valued", False),
        getattr(view, "my_coins", ()) if view.seat == seat else (), view.hand_sizes[seat],
        tuple(known[seat]) if seat < len(known) else (), getattr(view, "heroes_on", False),
        tuple(getattr(view, "ability_used", ())), view.seat == seat and board.show_private, targeted,
    )  # fmt: skip
    image = _PANEL_CACHE.get(key)
    if image is None:
        if len(_PANEL_CACHE) > 96:
            _PANEL_CACHE.clear()
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        _paint_panel(board, image, view, seat, pygame.Rect((0, 0), rect.size), targeted)
        _PANEL_CACHE[key] = image
    surface.blit(image, rect)


def _hero_of(view: Any, seat: int) -> int:
    return targets.hero_id(view, seat)


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
    hero = _hero_of(view, seat)
    figure = art.hero_surface(hero, colour, medal * 2 - 8)
    surface.blit(figure, figure.get_rect(center=(centre[0], centre[1] - 2)))
    label(
        surface,
        art.HERO_NAMES[hero],
        11,
        theme.TEXT_DIM,
        {"midtop": (centre[0], centre[1] + medal + 1)},
    )
    x = rect.x + 16 + medal * 2
    width = rect.right - x - 8
    name = _fit(spec.name, width, 16)
    label(surface, name, 16, theme.TEXT, {"topleft": (x, rect.y + 6)}, bold=True)
    who = "Human" if spec.is_human else f"AI {spec.level.title()}"
    if view.seat == seat and board.show_private:
        who += " - you"
    label(surface, who, 12, theme.TEXT_DIM, {"topleft": (x, rect.y + 26)})
    _coins_row(board, surface, view, seat, (x, rect.y + 44), rect.right - 40 - x)
    _hand_row(board, surface, view, seat, (x, rect.bottom - 24))
    if getattr(view, "heroes_on", False):
        used = seat < len(getattr(view, "ability_used", ())) and view.ability_used[seat]
        text, ink = ("ability used", theme.TEXT_DIM) if used else ("ability ready", theme.JADE)
        label(surface, text, 11, ink, {"bottomright": (rect.right - 8, rect.bottom - 26)})


def _fit(text: str, width: int, size: int) -> str:
    fnt = theme.font(size, bold=True)
    while len(text) > 1 and fnt.size(text)[0] > width:
        text = text[:-2] + "…" if not text.endswith("…") else text[:-2] + "…"
    return text


def _coins_row(
    board: DrakonBoardView,
    surface: pygame.Surface,
    view: Any,
    seat: int,
    pos: tuple[int, int],
    room: int,
) -> None:
    count = view.coins[seat]
    target = getattr(view, "target", 5)
    valued = getattr(view, "valued", False)
    mine = getattr(view, "my_coins", ()) if view.seat == seat and board.show_private else ()
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
    text = f"{count}/{target}" if not valued else f"{count} coins"
    if mine:
        text = f"{sum(mine)}/{target} gold"
    label(surface, text, 12, theme.GOLD, {"topleft": (x, y + 21)})


def _hand_row(
    board: DrakonBoardView, surface: pygame.Surface, view: Any, seat: int, pos: tuple[int, int]
) -> None:
    size = view.hand_sizes[seat]
    known = list(getattr(view, "known", ())[seat]) if seat < len(getattr(view, "known", ())) else []
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
        label(surface, "no tiles", 11, theme.TEXT_DIM, {"topleft": (x, y + 1)})


def _lair_box(board: DrakonBoardView, surface: pygame.Surface, view: Any) -> None:
    box = layout.LAIR_BOX
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=14)
    back = art.tile_back_surface(36)
    surface.blit(back, back.get_rect(center=(layout.PILE_SPOT[0] - 22, layout.PILE_SPOT[1])))
    label(
        surface,
        f"{view.pile_size}",
        18,
        theme.TEXT,
        {"midleft": (layout.PILE_SPOT[0], layout.PILE_SPOT[1] - 7)},
        bold=True,
    )
    label(
        surface,
        "pile",
        11,
        theme.TEXT_DIM,
        {"midleft": (layout.PILE_SPOT[0], layout.PILE_SPOT[1] + 10)},
    )
    coin = art.coin_surface(30)
    for spot, count, words in (
        (layout.HOARD_SPOT, view.hoard, "hoard"),
        (layout.START_SPOT, view.start_coins, "on Start"),
    ):
        surface.blit(coin, coin.get_rect(center=(spot[0] - 20, spot[1])))
        label(surface, f"{count}", 18, theme.GOLD, {"midleft": (spot[0], spot[1] - 7)}, bold=True)
        label(surface, words, 11, theme.TEXT_DIM, {"midleft": (spot[0], spot[1] + 10)})
    target = getattr(view, "target", 5)
    goal = (
        "Escape: 4 coins, then a Key or Vortex"
        if getattr(view, "escape", False)
        else f"Goal: first to {target} {'gold' if getattr(view, 'valued', False) else 'coins'}"
    )
    label(surface, goal, 13, theme.TEXT, {"topleft": (box.x + 14, box.y + 10)}, bold=True)
    _chamber_info(
        board, surface, view, pygame.Rect(box.x + 10, box.y + 86, box.width - 20, box.height - 92)
    )


def _chamber_info(
    board: DrakonBoardView, surface: pygame.Surface, view: Any, rect: pygame.Rect
) -> None:
    """The legend entry of the chamber under the pointer (or of the picked tile)."""
    pygame.draw.line(surface, theme.PANEL_EDGE, rect.topleft, rect.topright, 1)
    kind = board.picked_kind()
    if kind is None and board.point is not None and layout.MAP_RECT.collidepoint(board.mouse):
        kind = targets.board_of(view).get(board.point, (None, 0))[0]
    if kind is None:
        lines = [
            "Drag or WASD: pan - wheel or +/-: zoom",
            "F / Home: frame the lair",
            "Point at a chamber to read it",
        ]
        for index, line in enumerate(lines):
            label(
                surface,
                line,
                12,
                theme.TEXT_DIM,
                {"topleft": (rect.x + 4, rect.y + 8 + index * 18)},
            )
        return
    chamber = KINDS[kind].chamber
    emblem = art.emblem_surface(chamber, 44)
    surface.blit(emblem, (rect.x + 2, rect.y + 8))
    label(
        surface,
        art.CHAMBER_NAMES[chamber],
        15,
        theme.GOLD,
        {"topleft": (rect.x + 54, rect.y + 6)},
        bold=True,
    )
    words = wrap_text(art.CHAMBER_BLURBS.get(chamber, ""), theme.font(12), rect.width - 58)
    for index, line in enumerate(words[:3]):
        label(surface, line, 12, theme.TEXT, {"topleft": (rect.x + 54, rect.y + 28 + index * 16)})


def _tray(board: DrakonBoardView, surface: pygame.Surface, view: Any, time: float) -> None:
    rect = layout.TRAY_RECT
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=14)
    viewer = board.viewer()
    if viewer is None:
        label(surface, "Hands are hidden", 15, theme.TEXT_DIM, {"center": rect.center})
        return
    label(surface, "Your hand", 15, theme.TEXT, {"topleft": (rect.x + 14, rect.y + 12)}, bold=True)
    hints = ("1-9 pick", "R turn", "Esc back") if board.turn is not None else ("",)
    for index, line in enumerate(hints):
        label(
            surface, line, 12, theme.TEXT_DIM, {"topleft": (rect.x + 14, rect.y + 36 + index * 16)}
        )
    hand = list(view.hand)
    if not hand:
        label(
            surface,
            "no tiles in hand",
            14,
            theme.TEXT_DIM,
            {"midleft": (layout.TRAY_LEFT + 8, rect.centery)},
        )
    playable = (
        {t.index: t for t in board.targets if t.kind == "tray"} if board.turn is not None else {}
    )
    choosing = bool(playable)
    picked = board.picked.index if board.picked is not None else None
    fixed_kind = board.picked_kind() if board.picked is None else None
    for index, (kind, spot) in enumerate(zip(hand, layout.tray_rects(len(hand)), strict=True)):
        is_picked = index == picked or (
            fixed_kind == kind and picked is None and index == hand.index(kind)
        )
        rot = board.rot if is_picked else 0
        image = art.chamber_surface(kind, rot, spot.width)
        lift = -6 if is_picked else 0
        draw_rect = spot.move(0, lift)
        if choosing and index not in playable:
            image = image.copy()
            image.set_alpha(110)
        surface.blit(image, draw_rect)
        if is_picked:
            pygame.draw.rect(surface, (90, 230, 120), draw_rect.inflate(6, 6), 3, border_radius=8)
        elif index in playable:
            pulse = 0.5 + 0.5 * math.sin(time * 4 + index)
            pygame.draw.rect(
                surface,
                theme.HIGHLIGHT,
                draw_rect.inflate(4, 4),
                1 + int(pulse * 2),
                border_radius=8,
            )
        if board.hint is not None and index in playable and board.hint in playable[index].actions:
            pygame.draw.rect(surface, theme.FOCUS, draw_rect.inflate(10, 10), 3, border_radius=10)
        label(
            surface, str(index + 1), 11, theme.TEXT_DIM, {"midtop": (spot.centerx, spot.bottom + 1)}
        )
    if board.turn is not None and board.picked_kind() is not None:
        for button, glyph in zip(layout.ROTATE_BUTTONS, ("\u21ba", "\u21bb"), strict=True):
            pygame.draw.rect(surface, (48, 40, 62), button, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD, button, 2, border_radius=10)
            label(surface, glyph, 24, theme.GOLD, {"center": button.center}, bold=True)
        label(
            surface,
            "turn",
            11,
            theme.TEXT_DIM,
            {"midtop": (layout.ROTATE_BUTTONS[0].right + 3, layout.ROTATE_BUTTONS[0].bottom + 2)},
        )


# ---------------------------------------------------------------------------- buttons


def button_rects(board: DrakonBoardView) -> dict[int, pygame.Rect]:
    """id(target) -> rect of every button target on the action bar."""
    buttons = [t for t in board.targets if t.kind == "button"]
    if not buttons:
        return {}
    fnt = theme.font(15, bold=True)
    widths = [min(320, fnt.size(f"{i + 1}  {t.label}")[0] + 30) for i, t in enumerate(buttons)]
    rects = layout.button_rects([t.label for t in buttons], widths)
    return {id(t): r for t, r in zip(buttons, rects, strict=True)}


def _action_bar(board: DrakonBoardView, surface: pygame.Surface) -> None:
    rects = button_rects(board)
    if not rects:
        return
    buttons = [t for t in board.targets if t.kind == "button"]
    area = rects[id(buttons[0])].unionall(list(rects.values())).inflate(20, 16)
    ability = next((t for t in buttons if t.op == A.ABILITY), None)
    if ability is not None:
        hero = A.split(ability.actions[0])[1] % 6
        text = f"{art.HERO_NAMES[hero]}: {HERO_BLURBS[hero]}"
        area.union_ip(pygame.Rect(area.x, area.y - 24, area.width, 24))
        area.width = max(area.width, theme.font(13).size(text)[0] + 24)
        area.centerx = layout.MAP_RECT.centerx
    pygame.draw.rect(surface, (20, 16, 28), area, border_radius=12)
    pygame.draw.rect(surface, theme.PANEL_EDGE, area, 2, border_radius=12)
    if ability is not None:
        label(surface, text, 13, theme.TEXT, {"midtop": (area.centerx, area.y + 6)})
    for index, target in enumerate(buttons):
        rect = rects[id(target)]
        hinted = board.hint is not None and board.hint in target.actions
        fill = (72, 58, 96) if not hinted else (110, 90, 40)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=10)
        text = _fit(f"{index + 1}  {target.label}", rect.width - 16, 15)
        label(surface, text, 15, theme.TEXT, {"center": rect.center}, bold=True)


def draw_message(board: DrakonBoardView, surface: pygame.Surface) -> None:
    """The short message (a refusal's reason, a hint request) at the top of the map."""
    if not board.message:
        return
    colour = theme.DANGER if board.message_is_error else theme.FOCUS
    image = theme.font(16, bold=True).render(board.message, True, colour)
    rect = image.get_rect(midtop=(layout.MAP_RECT.centerx, layout.MESSAGE_Y)).inflate(24, 12)
    pygame.draw.rect(surface, (16, 12, 22), rect, border_radius=12)
    pygame.draw.rect(surface, colour, rect, 2, border_radius=12)
    surface.blit(image, image.get_rect(center=rect.center))

"""Drakon's panels: the seat panels (seat_panel.py) and the lair box (lair_box.py) drawn in
turn, the viewer's hand tray, the action bar and the prompt line. Every word is translated as it
is drawn; lettering.py draws it (and tells when small labels grow to 16 px, in Japanese and
Chinese, so that the ability line wraps onto two lines instead of being cut).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.text import N_
from game.i18n import _, pgettext, translate
from game.rules.drakon.actions import decode
from game.rules.drakon.heroes import HERO_BLURBS, HERO_NAMES
from game.views import text, text_cache, theme

from . import art, lair_box, layout, seat_panel, targets
from .lettering import figure, fit, label, small_text_grows, step, wrap_phrases

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
TRAY_HINTS = (N_("1-9 pick"), N_("R turn"), N_("Esc back"))
"""Key hints beside the hand while the viewer decides (msgids)."""


def tag(surface: pygame.Surface, words: str, centre: tuple[int, int], colour) -> None:
    """A small dark pill with coloured words (reasons under the ghost tile)."""
    words = text.ellipsize(words, theme.font(13, bold=True), layout.MAP_RECT.width - 40)
    image = text_cache.rendered(theme.font(13, bold=True), words, colour)
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
        seat_panel.draw(board, surface, view, seat, time)
    lair_box.draw(board, surface, view)
    _tray(board, surface, view, time)
    if anim is None and board.turn is not None:
        _action_bar(board, surface)


# ---------------------------------------------------------------------------- the hand tray


def _tray(board: DrakonBoardView, surface: pygame.Surface, view: Any, time: float) -> None:
    """The viewer's hand: a frame with key hints, the tiles, and the turn buttons."""
    rect = layout.TRAY_RECT
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=14)
    revealed = getattr(view, "revealed", False)
    if board.viewer() is None and not revealed:
        label(surface, _("Hands are hidden"), 15, theme.TEXT_DIM, {"center": rect.center})
        return
    # All revealed (a replay): the tray shows the hand of the seat to play.
    owner = view.active if revealed else view.seat
    _tray_titles(board, surface, rect, owner)
    hand = list(view.known[owner]) if revealed and 0 <= owner < len(view.known) else list(view.hand)
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


def _tray_titles(
    board: DrakonBoardView, surface: pygame.Surface, rect: pygame.Rect, owner: int
) -> None:
    """ "Your hand" (the seat's name in a replay) and, while the viewer decides, the key hints
    under it."""
    width = layout.TRAY_LEFT - rect.x - 18
    if board.speaks_to_you and 0 <= owner == board.viewer():
        words = _("Your hand")
    else:
        name = board.seats[owner].name if 0 <= owner < len(board.seats) else ""
        # Translators: the heading of a seat's hand tiles in a replay, e.g. "Ada's hand".
        words = _("{name}'s hand").format(name=name)
    if board.turn is None:  # no key hints under it: a long name may take a second line
        font = theme.font(15, bold=True)
        for row, line in enumerate(text.wrap_into(words, font, width, 2)):
            label(surface, line, 15, theme.TEXT, {"topleft": (rect.x + 14, rect.y + 12 + 20 * row)},
                  bold=True)  # fmt: skip
        return
    title = fit(words, width, 15)
    label(surface, title, 15, theme.TEXT, {"topleft": (rect.x + 14, rect.y + 12)}, bold=True)
    spacing = step(12, least=16)  # 16 px labels (Japanese, Chinese) need their own line size
    for index, hint in enumerate(TRAY_HINTS):
        words = fit(_(hint), width, 12, bold=False)
        label(surface, words, 12, theme.TEXT_DIM,
              {"topleft": (rect.x + 14, rect.y + 36 + index * spacing)})  # fmt: skip


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
    # The key number stays an 11 px figure in every language: under the tile, inside the tray.
    figure(surface, str(index + 1), 11, theme.TEXT_DIM, {"midtop": (spot.centerx, spot.bottom + 1)})


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


def ability_lines(hero: int) -> list[str]:
    """The action bar's line about a hero's ability, translated: one line cut to the map's
    width, or up to two wrapped lines where small labels grow to 16 px (Japanese, Chinese)."""
    hero %= len(HERO_NAMES)
    blurb = _("{hero}: {ability}").format(hero=_(HERO_NAMES[hero]), ability=_(HERO_BLURBS[hero]))
    width = layout.MAP_RECT.width - 48
    if small_text_grows():
        return wrap_phrases(blurb, theme.font(13), width, 2)
    return [fit(blurb, width, 13, bold=False)]


def _action_bar(board: DrakonBoardView, surface: pygame.Surface) -> None:
    rects = button_rects(board)
    if not rects:
        return
    buttons = [t for t in board.targets if t.kind == "button"]
    area = rects[id(buttons[0])].unionall(list(rects.values())).inflate(20, 16)
    ability = next((t for t in buttons if t.action_kind == "ability"), None)
    lines: list[str] = []
    spacing = step(13)
    if ability is not None:
        lines = ability_lines(decode(ability.actions[0]).hero or 0)
        head = 24 + spacing * (len(lines) - 1)
        area.union_ip(pygame.Rect(area.x, area.y - head, area.width, head))
        widest = max(theme.font(13).size(line)[0] for line in lines)
        area.width = max(area.width, widest + 24)
        area.centerx = layout.MAP_RECT.centerx
    pygame.draw.rect(surface, (20, 16, 28), area, border_radius=12)
    pygame.draw.rect(surface, theme.PANEL_EDGE, area, 2, border_radius=12)
    for index, line in enumerate(lines):
        label(
            surface, line, 13, theme.TEXT, {"midtop": (area.centerx, area.y + 6 + index * spacing)}
        )
    for index, target in enumerate(buttons):
        rect = rects[id(target)]
        hinted = board.hint is not None and board.hint in target.actions
        fill = (72, 58, 96) if not hinted else (110, 90, 40)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=10)
        words = fit(_button_words(index, target), rect.width - 16, 15)
        label(surface, words, 15, theme.TEXT, {"center": rect.center}, bold=True)


def draw_message(board: DrakonBoardView, surface: pygame.Surface) -> None:
    """The short message (a refusal's reason, a hint request) at the top of the map, else the
    hint in words while it stands."""
    words = board.message or board.hint_words()
    if not words:
        return
    colour = theme.DANGER if board.message and board.message_is_error else theme.FOCUS
    words = fit(words, layout.MAP_RECT.width - 48, 16)
    image = text_cache.rendered(theme.font(16, bold=True), words, colour)
    rect = image.get_rect(midtop=(layout.MAP_RECT.centerx, layout.MESSAGE_Y)).inflate(24, 12)
    pygame.draw.rect(surface, (16, 12, 22), rect, border_radius=12)
    pygame.draw.rect(surface, colour, rect, 2, border_radius=12)
    surface.blit(image, image.get_rect(center=rect.center))

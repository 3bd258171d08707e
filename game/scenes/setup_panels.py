"""The setup screen's words around its widgets: the subtitle (or a fork's banner), the match
summary under the seat cards (the names, the seats' kinds and help for the focused control), the
first visit's offer of the guided game and the line for an error or a note. Drawing only: each
function reads the SetupScene (game.scenes.setup).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.protocol import GameInfo
from game.core.text import N_
from game.i18n import _, ngettext, pgettext, translate
from game.scenes.setup_fork import FIXED_NOTE, banner
from game.views import theme
from game.views.backdrop import Colour, draw_panel, draw_text, fit_size, wrap_balanced
from game.views.seat_words import kind_words
from game.views.text import ellipsize

if TYPE_CHECKING:
    from game.scenes.setup import SetupScene

OFFER_TEXT = N_("First time here? A short game with tips shows you each step.")
HELP_LINE = 18
"""The height of a help line in the summary."""
OFFER_PITCH = 20
"""The offer's line spacing for Latin text (CJK takes its larger line size when it has one)."""


def subtitle(info: GameInfo) -> str:
    """'New game · 2–6 players · choose who plays', translated."""
    low, high = info.min_players, info.max_players
    if low == high:
        return ngettext(
            "New game · {count} player · choose who plays",
            "New game · {count} players · choose who plays",
            low,
        ).format(count=low)
    return _("New game · {low}–{high} players · choose who plays").format(low=low, high=high)


def draw_subtitle(scene: SetupScene, surface: pygame.Surface) -> None:
    """Under the title: the subtitle, or for a fork the banner saying where the game goes on
    from."""
    if scene.fork is None:
        text = subtitle(scene.info)
        draw_text(surface, text, 18, theme.TEXT_DIM, {"midtop": (640, 78)}, shadow=False)
        return
    text = translate(banner(scene.fork))
    size = fit_size(text, 1200, 22, bold=True)
    draw_text(surface, text, size, theme.GOLD, {"midtop": (640, 74)}, bold=True)


def message(scene: SetupScene) -> tuple[str, Colour] | None:
    """The line for the error of the last attempt (red) or a note (jade); for a fork with
    neither, the note that its rules are fixed (dim). None when there is nothing to say."""
    if scene.error:
        return translate(scene.error), theme.DANGER
    if scene.note:
        return translate(scene.note), theme.JADE
    if scene.fork is not None:
        return _(FIXED_NOTE), theme.TEXT_DIM
    return None


def draw_message(scene: SetupScene, surface: pygame.Surface) -> None:
    """The message line under the rules panel, in the room kept for it (two lines when there
    is room, else one line made smaller to fit); with the guided game's offer on screen, the
    offer's strip carries it (draw_offer)."""
    shown = message(scene)
    if shown is None or scene.guided_button is not None:
        return
    text, colour = shown
    panel = scene.options_panel
    room = panel.width - 24
    font = theme.font(16, bold=True)
    pitch = max(HELP_LINE + 2, font.get_linesize())
    fits = max(1, (596 - (panel.bottom + 6)) // pitch)
    lines = wrap_balanced(text, font, room, fits) if fits > 1 else [text]
    size = 16 if fits > 1 else fit_size(text, room, 16, smallest=12)
    top = panel.bottom + 6  # right under the panel, next to the row it is about
    for row, line in enumerate(lines):
        line = ellipsize(line, theme.font(size, bold=True), room)
        anchor = {"midtop": (panel.centerx, top + pitch * row)}
        draw_text(surface, line, size, colour, anchor, bold=True, shadow=False)


def summary_box(scene: SetupScene) -> pygame.Rect:
    """The summary's panel: under the lowest seat card, down to the foot hint."""
    bottom = max(editor.rect.bottom for editor in scene.seats)
    box = pygame.Rect(40, bottom + 18, 616, 0)
    box.height = min(180, 690 - box.top)
    return box


def draw_summary(scene: SetupScene, surface: pygame.Surface) -> None:
    """The match in one line, the seats' kinds when there is room, and help for the focused
    control in the lines left (the last one cut short with "…" when the help is longer)."""
    box = summary_box(scene)
    if box.height < 90:
        return
    draw_panel(surface, box, title=_("This match"))
    seats = scene.seat_specs()
    room = box.width - 40
    # Translators: between the seat names in the setup's summary, e.g. "Ada  vs  Drake".
    line = pgettext("between seat names", "  vs  ").join(seat.name for seat in seats)
    size = fit_size(line, room, 22 if box.height < 150 else 24)
    line = ellipsize(line, theme.font(size, bold=True), room)
    draw_text(surface, line, size, theme.TEXT, {"midtop": (box.centerx, box.top + 38)}, bold=True)
    y = box.top + 68
    if box.height >= 150:  # a tall box (few seats) also lists who plays each seat
        kinds = " · ".join(translate(kind_words(seat.kind, seat.level)) for seat in seats)
        size = fit_size(kinds, room, 16)
        anchor = {"midtop": (box.centerx, y + 4)}
        draw_text(surface, kinds, size, theme.TEXT_DIM, anchor, shadow=False)
        y += 34
    font = theme.font(16)
    fits = max(1, (box.bottom - 6 - y) // HELP_LINE)
    lines = wrap_balanced(translate(scene.focused_help()), font, room, fits)
    for row, text in enumerate(lines):
        anchor = {"midtop": (box.centerx, y + HELP_LINE * row)}
        draw_text(surface, text, 16, theme.GOLD, anchor, shadow=False)


def draw_offer(scene: SetupScene, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The first visit's offer: a gold-edged strip with a line of words beside its button."""
    draw_panel(surface, rect, edge=theme.GOLD, alpha=240)
    button = scene.guided_button
    right = button.rect.left - 12 if button is not None else rect.right - 12
    room = right - (rect.left + 14)
    text, colour = message(scene) or (_(OFFER_TEXT), theme.GOLD)  # a message takes its place
    font = theme.font(15, bold=True)
    lines = wrap_balanced(text, font, room, 2)  # (cut with one "…" when it needs more)
    pitch = max(OFFER_PITCH, font.get_linesize())
    top = rect.centery - pitch * len(lines) // 2
    for row, line in enumerate(lines):
        anchor = {"topleft": (rect.left + 14, top + pitch * row)}
        draw_text(surface, line, 15, colour, anchor, bold=True, shadow=False)

"""Dragon Bridge panels: the two tableaux (tableau.py), the hand and the market (hand.py), the
action panel with its buttons and bonus toggles, the focus ring, tips, messages and the wing
meter. Every word is translated as it is drawn.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext
from game.views import text_cache, theme
from game.views.backdrop import draw_focus_ring, draw_panel, fit_size
from game.views.text import ellipsize, report_overflow, wrap, wrap_into
from game.views.text_cache import draw_text

from . import art, layout
from .card_text import natural, text_size
from .hand import draw_hand, draw_hand_zoom, draw_market
from .tableau import draw_tableau
from .words import card_name

if TYPE_CHECKING:
    from .targets import Target
    from .view import DragonBridgeBoardView


def draw_panels(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, anim: dict | None, time: float
) -> None:
    """Both tableaux, the hand, the market and the action panel."""
    bottom = board.bottom_seat(view)
    draw_tableau(board, surface, view, 1 - bottom, layout.OPP_PANEL, False, time)
    draw_tableau(board, surface, view, bottom, layout.MY_PANEL, True, time)
    draw_hand(board, surface, view, bottom, anim)
    draw_market(board, surface, view)
    _actions(board, surface, view, anim)
    draw_hand_zoom(board, surface, view, bottom, anim)  # over the action panel


def _actions(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, anim: dict | None
) -> None:
    """The action panel: the prompt and the choice buttons, or the words of a card."""
    rect = layout.ACTION_PANEL
    draw_panel(surface, rect)
    if board.turn is None or anim is not None:
        text = _("Watch the bridge...") if not view.terminal else _("The match is over")
        draw_text(surface, text, 15, theme.TEXT_DIM, {"topleft": (rect.x + 12, rect.y + 12)})
        _card_help(surface, view, board, rect)
        return
    from .guide import begun, prompt

    text = prompt(board, undo_note=False)
    fonts = tuple(theme.font(size, bold=True) for size in PROMPT_SIZES)
    title, step, lines = text_cache.layout(
        ("prompt", text, rect.width, fonts), lambda: _prompt_lines(text, fonts, rect.width)
    )
    for i, line in enumerate(lines):
        image = text_cache.rendered(title, line, theme.GOLD)
        surface.blit(image, (rect.x + 12, rect.y + 10 + step * i))
    buttons = [t for t in board.targets if t.kind in ("button", "toggle")]
    if len(buttons) > 5:
        draw_panel(surface, layout.POPUP, title=_("Choose"))
    for target in buttons:
        _button(board, surface, target)
    if len(buttons) > 5:  # (the wizards): the focused one's powers under the grid
        top = max(target.rect.bottom for target in buttons) + 10
        strip = pygame.Rect(layout.POPUP.x + 20, top, layout.POPUP.width - 40, 0)
        strip.height = layout.POPUP.bottom - 8 - top
        explanation = board.explained()
        if explanation is None:
            text = _("Point at a wizard, or use the arrow keys, to read its powers.")
            draw_text(surface, text, 13, theme.TEXT_DIM, {"topleft": strip.topleft}, shadow=False)
        else:
            pygame.draw.rect(surface, theme.PANEL, strip.inflate(12, 8), border_radius=8)
            draw_explanation(surface, explanation, strip)
    if view.step is not None and view.step.kind == "bump_bonus" and board.bump_preview is not None:
        landing = _("Rival lands on square {square}").format(square=board.bump_preview + 1)
        draw_text(surface, landing, 13, theme.HIGHLIGHT,
                  {"bottomleft": (rect.x + 12, rect.bottom - 8)}, shadow=False)  # fmt: skip
    elif not buttons and begun(board):
        # Translators: at the foot of the action panel, under an item or hack choice whose gem
        # action was already played (a resumed game): Esc cannot take it back, Undo can.
        note = _("Already begun: U (Undo) takes it back")
        size = fit_size(note, rect.width - 24, 12, smallest=9)
        draw_text(surface, note, size, theme.TEXT_DIM,
                  {"bottomleft": (rect.x + 12, rect.bottom - 6)}, shadow=False)  # fmt: skip
        _card_help(surface, view, board, rect.inflate(0, -2 * NOTE_ROOM).move(0, -NOTE_ROOM))
    elif not buttons:
        _card_help(surface, view, board, rect)


PROMPT_SIZES = (15, 14, 13)
NOTE_ROOM = 12
"""Half the height kept at the action panel's foot for the "already begun" note."""


def _prompt_lines(text: str, fonts: tuple[Any, ...], width: int) -> tuple[Any, int, list[str]]:
    """The prompt's font, line step and lines in the 52 pixels above the buttons: two lines
    20 px apart, or a longer one in a smaller font with lines as close as the font allows
    (then cut, and reported)."""
    for size, title in zip(PROMPT_SIZES, fonts, strict=True):
        step = max(20 if size == 15 else 0, title.get_linesize())
        if len(wrap(text, title, width - 24)) <= 52 // step:
            break
    # Broken between phrases, lines about even (cut and reported only when it cannot fit).
    return title, step, natural(text, title, width - 24, 52 // step)


def _button(board: DragonBridgeBoardView, surface: pygame.Surface, target: Target) -> None:
    """A choice button, or a BUMP bonus toggle with its box ticked when on."""
    on = target.kind == "toggle" and target.extra["source"] in board.toggled
    fill = (70, 110, 80) if on else (56, 46, 74)
    pygame.draw.rect(surface, fill, target.rect, border_radius=8)
    hinted = board.hint is not None and target.actions[:1] == (board.hint,)
    edge = theme.HIGHLIGHT if hinted else theme.GOLD if on else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, target.rect, 3 if hinted else 2, border_radius=8)
    label = target.label
    if target.kind == "toggle":
        box = "[x] " if on else "[ ] "
        label = box + label
    size = 14 if text_size(theme.font(14), label)[0] < target.rect.width - 12 else 11
    draw_text(surface, label, size, theme.TEXT, {"center": target.rect.center}, shadow=False)


def _card_help(
    surface: pygame.Surface, view: Any, board: DragonBridgeBoardView, rect: pygame.Rect
) -> None:
    """The focused or selected card's words, so a card can be read without zooming; else
    what the focused item or hack (or the hack being placed) does."""
    card = board.selected_card()
    if card is None and board.targets and board.focus_visible and board.focus < len(board.targets):
        card = board.targets[board.focus].card
    if card is None:
        area = pygame.Rect(rect.x + 12, rect.y + 62, rect.width - 24, rect.height - 70)
        draw_explanation(surface, board.explained(), area)
        return
    wings = art.CARD_TYPES[card].wings
    # Translators: a card's name and its wing count, e.g. "Dash - 2 wings".
    head = ngettext("{card} - {n} wing", "{card} - {n} wings", wings).format(
        card=card_name(card), n=wings
    )
    y = rect.y + 62
    draw_text(surface, head, 14, theme.TEXT, {"topleft": (rect.x + 12, y)}, bold=True)
    y += 22
    body = theme.font(13)
    for line in wrap_into(art.card_words(card), body, rect.width - 24, 4):
        surface.blit(text_cache.rendered(body, line, theme.TEXT), (rect.x + 12, y))
        y += 17


PARAGRAPH_GAP = 4
"""Pixels between the paragraphs of an explanation."""


def draw_explanation(
    surface: pygame.Surface, explanation: tuple[str, str] | None, area: pygame.Rect
) -> None:
    """A hack's, an item's or a wizard's name and what it does (explain.py), in `area`."""
    if explanation is None:
        return
    title, text = explanation
    draw_text(surface, title, 14, theme.GOLD, {"topleft": area.topleft}, bold=True)
    body = theme.font(13)
    step = max(17, body.get_linesize())
    y = area.y + max(22, theme.font(14, bold=True).get_linesize() + 2)
    paragraphs = text.split("\n")  # the effect, then its place or its price: set apart
    needed = [len(wrap(paragraph, body, area.width)) for paragraph in paragraphs]
    spare = (area.bottom - y) // step - sum(needed) - len(paragraphs) * PARAGRAPH_GAP // step
    for paragraph, count in zip(paragraphs, needed, strict=True):
        # A line more than the greedy wrap only while lines are to spare (natural() takes
        # it to break between phrases); the last paragraph must not be cut for it.
        room = min(count + max(0, spare), (area.bottom - y) // step)
        if room < 1:
            report_overflow(text, "lines")
            return
        lines = natural(paragraph, body, area.width, room)
        spare -= len(lines) - count
        for line in lines:
            surface.blit(text_cache.rendered(body, line, theme.TEXT), (area.x, y))
            y += step
        y += PARAGRAPH_GAP


def draw_focus(board: DragonBridgeBoardView, surface: pygame.Surface, time: float) -> None:
    """The visible focus on the target the keyboard (or mouse) points at."""
    if not board.focus_visible or not board.targets:
        return
    target = board.targets[board.focus % len(board.targets)]
    if target.kind == "card" and board.hover_card == target.extra.get("index"):
        return  # the zoomed card is its own highlight
    draw_focus_ring(surface, target.rect, time, radius=8)
    if target.kind in ("tile", "escape") and not board.tips_shown():
        draw_text(surface, target.label, 14, theme.FOCUS,
                  {"midbottom": (target.rect.centerx, target.rect.y - 92)}, bold=True)  # fmt: skip


def draw_tip(board: DragonBridgeBoardView, surface: pygame.Surface, time: float) -> None:
    """The guided tip panel with an arrow to what it talks about (Basic game; T hides it)."""
    from .guide import tip

    found = tip(board)
    if found is None:
        return
    text, point = found
    # Between the banner and the wizards' hats, where nothing of the game is drawn.
    box = pygame.Rect(358, 70, 560, 0)
    body = theme.font(13)
    lines = wrap_into(text, body, box.width - 20, 3)
    box.height = 28 + 17 * len(lines)
    draw_panel(surface, box, edge=theme.HIGHLIGHT, alpha=244)
    draw_text(surface, _("Tip (T hides)"), 12, theme.HIGHLIGHT,
              {"topleft": (box.x + 10, box.y + 6)}, bold=True, shadow=False)  # fmt: skip
    for i, line in enumerate(lines):
        image = text_cache.rendered(body, line, theme.TEXT)
        surface.blit(image, (box.x + 10, box.y + 24 + 17 * i))
    if point is not None:
        _tip_arrow(surface, box, point, time)


TIP_ARROW = 40
"""Length of the tip's pointer: a short arrow beside its target, never a line across the board."""


def _tip_arrow(
    surface: pygame.Surface, box: pygame.Rect, point: tuple[int, int], time: float
) -> None:
    """A short bobbing arrow right next to the thing the tip talks about, coming from the side
    of the tip box (its tip a few pixels off the target, so the target stays visible)."""
    dx, dy = point[0] - box.centerx, point[1] - box.centery
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    gap = 6 + 3 * math.sin(time * 5)
    end = (point[0] - ux * gap, point[1] - uy * gap)
    start = (end[0] - ux * TIP_ARROW, end[1] - uy * TIP_ARROW)
    angle = math.atan2(uy, ux)
    head = [end, (end[0] - 13 * math.cos(angle - 0.5), end[1] - 13 * math.sin(angle - 0.5)),
            (end[0] - 13 * math.cos(angle + 0.5), end[1] - 13 * math.sin(angle + 0.5))]  # fmt: skip
    pygame.draw.line(surface, (20, 14, 24), start, end, 7)  # a dark outline: it reads anywhere
    pygame.draw.polygon(surface, (20, 14, 24), head, 5)
    pygame.draw.line(surface, theme.HIGHLIGHT, start, end, 4)
    pygame.draw.polygon(surface, theme.HIGHLIGHT, head)


def message_centre() -> tuple[int, int]:
    """Where messages and the hint's words are written: above the hand, under the Nest."""
    return (layout.HAND_AREA.centerx, layout.HAND_AREA.y + 14)


def draw_message(board: DragonBridgeBoardView, surface: pygame.Surface) -> None:
    """A short message (an illegal click) above the hand, else the hint in words."""
    hint = board.current_hint()
    if board.message:
        text = board.message
        colour = theme.DANGER if board.message_is_error else theme.TEXT
    elif hint is not None:
        text, colour = hint.words, theme.FOCUS
    else:
        return
    room = layout.BOARD_RIGHT - 40
    largest = theme.font(16, bold=True)  # (in the key: the fonts change with the language)
    size = text_cache.layout(
        ("message", text, room, largest), lambda: fit_size(text, room, 16, smallest=12)
    )
    font = theme.font(size, bold=True)
    shown = text_cache.layout(
        ("message cut", text, font, room), lambda: ellipsize(text, font, room)
    )
    image = text_cache.rendered(font, shown, colour)
    box = image.get_rect(center=message_centre()).inflate(20, 10)
    box.clamp_ip(pygame.Rect(0, 0, layout.BOARD_RIGHT, 720))
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
    pygame.draw.rect(surface, colour, box, 2, border_radius=10)
    surface.blit(image, image.get_rect(center=box.center))


def draw_meter(surface: pygame.Surface, view: Any, pulse: float) -> None:
    """The wing meter against the flight threshold, and the Nest count against the roost."""
    rect = layout.METER_RECT
    wings, need = view.visible_wings, view.flight_threshold
    draw_text(surface, _("Wings"), 13, theme.TEXT, {"topleft": (rect.x, rect.y)}, bold=True)
    bar = pygame.Rect(rect.x, rect.y + 22, rect.width, 16)
    pygame.draw.rect(surface, (40, 30, 50), bar, border_radius=8)
    fill = bar.copy()
    fill.width = int(bar.width * min(1.0, wings / max(1, need)))
    close = wings >= need - 2
    colour = (255, int(120 + 80 * pulse), 60) if close else (240, 200, 120)
    if fill.width:
        pygame.draw.rect(surface, colour, fill, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 2, border_radius=8)
    count = f"{wings} / {need}"  # numbers only: nothing to translate
    draw_text(surface, count, 14, colour if close else theme.TEXT, {"topright": (rect.right, rect.y)},
              bold=True)  # fmt: skip
    draw_text(surface, _("flight at the mark"), 11, theme.TEXT_DIM,
              {"topleft": (rect.x, bar.bottom + 3)}, shadow=False)  # fmt: skip
    cards, roost = len(view.nest), view.roost_count
    nest = _("Cards {count} / {roost}").format(count=cards, roost=roost)
    draw_text(surface, nest, 13, theme.TEXT, {"topleft": (rect.x, rect.y + 62)}, bold=True)
    for i in range(roost):
        dot = (rect.x + 8 + i * 15, rect.y + 90)
        pygame.draw.circle(surface, theme.GOLD if i < cards else (60, 50, 70), dot, 5)
    draw_text(surface, _("roost when full"), 11, theme.TEXT_DIM,
              {"topleft": (rect.x, rect.y + 98)}, shadow=False)  # fmt: skip

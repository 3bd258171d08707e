"""The Wyvern board's panels: the decision box (who decides, the prompt, the fight in progress,
the reveal cost before committing, Pass and the other buttons), the card inspector down the
left (the pointed or focused card large, its kind, rules text and keywords in words), the
details sheet (D) and the board's passing message."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.rules.wyvern.cards import CARDS, FLY
from game.rules.wyvern.combat import INTERCEPTING
from game.rules.wyvern.view import WyvernView
from game.views import text, text_cache, theme
from game.views.fallback_font import FallbackFont

from . import art, faces, facts, layout, words


@dataclass(frozen=True)
class Button:
    """A button of the decision box: its key, words and rectangle."""

    key: str
    label: str
    rect: pygame.Rect


def buttons(keys: Sequence[str]) -> list[Button]:
    """The decision box's buttons right to left along its foot (Pass rightmost)."""
    labels = {
        "pass": _("Pass (P)"),
        "pay": _("Pay"),
        "decline": _("Turn face down"),
        "redeploy": _("Redeploy (R)"),
        "attack": _("Attack instead (R)"),
    }
    found = []
    right = layout.DECISION.right - 10
    font = theme.font(14, bold=True)
    for key in keys:
        label = labels[key]
        width = min(150, max(84, font.size(label)[0] + 20))
        rect = pygame.Rect(right - width, layout.PASS_RECT.y, width, layout.PASS_RECT.height)
        found.append(Button(key, label, rect))
        right = rect.x - 8
    return found


def draw_button(surface: pygame.Surface, button: Button, focused: bool, hover: bool) -> None:
    """One button of the decision box."""
    colour = theme.FOCUS if focused else theme.HIGHLIGHT if hover else theme.PANEL_EDGE
    pygame.draw.rect(surface, (44, 38, 58), button.rect, border_radius=8)
    pygame.draw.rect(surface, colour, button.rect, 2, border_radius=8)
    font = theme.font(14, bold=True)
    label = text.ellipsize(button.label, font, button.rect.width - 8)
    image = text_cache.rendered(font, label, theme.TEXT)
    surface.blit(image, image.get_rect(center=button.rect.center))


def draw_decision(
    surface: pygame.Surface,
    view: WyvernView,
    names: Sequence[str],
    heading: str,
    prompt: str,
    detail: str,
    shown: Sequence[Button],
    focused: str | None,
    mouse: tuple[int, int],
) -> None:
    """The decision box: a heading, the prompt, a detail line (a cost) or the fight, buttons."""
    box = layout.DECISION
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=14)
    head = theme.font(17, bold=True)
    surface.blit(
        text_cache.rendered(head, heading, theme.GOLD, box.width - 20),
        (box.x + 10, box.y + 6),
    )
    y = box.y + 8 + layout.line_step(head)
    body = theme.font(14)
    for line in text.wrap_into(prompt, body, box.width - 20, 2):
        surface.blit(text_cache.rendered(body, line, theme.TEXT), (box.x + 10, y))
        y += layout.line_step(body)
    if view.fight and len(view.fight) >= 2:
        _draw_fight(
            surface,
            view,
            pygame.Rect(box.x + 10, y + 2, box.width - 20, layout.PASS_RECT.y - y - 6),
            names,
        )
    elif detail:
        small = theme.font(14, bold=True)
        for line in text.wrap_into(detail, small, box.width - 20, 2):
            surface.blit(text_cache.rendered(small, line, theme.HIGHLIGHT), (box.x + 10, y + 2))
            y += layout.line_step(small)
    for button in shown:
        draw_button(surface, button, focused == button.key, button.rect.collidepoint(mouse))


def fight_places(
    rect: pygame.Rect, versus_width: int
) -> tuple[list[pygame.Rect], int, tuple[int, int]]:
    """Where the fight goes in `rect`: the attacker's and the target's small cards, the room for
    the words beside each, and the centre of the "vs" between them, in a gap of its own that
    keeps it off both sides whatever the language's word for it."""
    size = (min(44, rect.height * 44 // 50), min(50, rect.height))
    gap = versus_width + 12
    side = (rect.width - gap) // 2
    faces_at = [
        pygame.Rect(rect.x, rect.y, *size),
        pygame.Rect(rect.x + side + gap, rect.y, *size),
    ]
    return faces_at, side - size[0] - 6, (rect.x + side + gap // 2, rect.y + size[1] // 2)


def fight_figures(view: WyvernView) -> list[tuple[int, int] | None]:
    """(power, bonus) of the attacker and of the target in the attack in progress, as the
    engine will count them (the row's War Horn or Shield of Scales included); bonus is what
    battle cards and Hold the Line add. None for a side that is not a dragon the viewer
    sees."""
    fight = view.fight
    cards = [view.positions[pos].card if 0 <= pos < 12 else -1 for pos in fight[:2]]
    intercepting = len(fight) > 3 and fight[3] == INTERCEPTING
    found: list[tuple[int, int] | None] = []
    for index, pos in enumerate(fight[:2]):
        card, foe = cards[index], cards[1 - index]
        if card < 0 or CARDS[card].kind != "dragon":
            found.append(None)
            continue
        bonus = fight[5 + index] if len(fight) > 6 else 0
        if index == 1 and len(fight) > 4:
            bonus += fight[4]
        foe_flies = not intercepting and foe >= 0 and FLY[foe] != 0
        found.append((facts.fight_power(view, pos, index == 0, foe_flies) + bonus, bonus))
    return found


def _draw_fight(
    surface: pygame.Surface, view: WyvernView, rect: pygame.Rect, names: Sequence[str]
) -> None:
    """The attack in progress: attacker and target as small cards, each side's power now and
    the battle cards' bonus, "vs" between them."""
    if rect.height < 30:
        return
    font = theme.font(13, bold=True)
    versus = text_cache.rendered(theme.font(16, bold=True), _("vs"), theme.DANGER)
    places, room, centre = fight_places(rect, versus.get_width())
    shown_figures = fight_figures(view)
    for index, pos in enumerate(view.fight[:2]):
        if not 0 <= pos < 12:
            continue
        card = view.positions[pos].card
        face = places[index]
        if card >= 0:
            surface.blit(pygame.transform.smoothscale(faces.face(card, 84, 96), face.size), face)
        else:
            art.draw_back(surface, face)
        role = _("Attacker") if index == 0 else _("Target")
        surface.blit(
            text_cache.rendered(font, role, theme.TEXT_DIM, room),
            (face.right + 4, face.y),
        )
        figures = shown_figures[index]
        if figures is not None:
            power, bonus = figures
            shown = str(power) if not bonus else f"{power} (+{bonus})"
            surface.blit(
                text_cache.rendered(font, shown, theme.GOLD, room),
                (face.right + 4, face.y + layout.line_step(font)),
            )
    del names
    surface.blit(versus, versus.get_rect(center=centre))


def draw_inspector(
    surface: pygame.Surface, card: int | None, notes: Sequence[str], pile: str = "lair"
) -> None:
    """The left column: the card large, its kind, its rules text, its keywords and notes
    (where it lies, whether it is hidden from the rival); a short guide when nothing is
    pointed at."""
    box = layout.INSPECTOR
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=12)
    inner = box.inflate(-12, -12)
    small = theme.font(12)
    hint = _("D: card details · Tab: next choice · Esc: back")
    hint_lines = text.wrap_into(hint, small, inner.width, 2)
    for index, line in enumerate(hint_lines):
        y = inner.bottom - (len(hint_lines) - index) * layout.line_step(small)
        surface.blit(text_cache.rendered(small, line, theme.TEXT_DIM), (inner.x, y))
    inner.height -= len(hint_lines) * layout.line_step(small) + 6
    y = inner.y
    body = theme.font(13)
    if card is None:
        guide = _("Point at a card, or Tab to it, to see it here.")
        for line in text.wrap_into(guide, body, inner.width, 6):
            surface.blit(text_cache.rendered(body, line, theme.TEXT_DIM), (inner.x, y))
            y += layout.line_step(body)
        return
    face = pygame.Rect(inner.x, y, inner.width, 212)
    if card >= 0:
        surface.blit(faces.face(card, face.width, face.height), face)
    else:
        art.draw_back(surface, face, pile)
    y = face.bottom + 6
    lines: list[tuple[str, tuple[int, int, int], FallbackFont]] = []
    bold = theme.font(14, bold=True)
    if card >= 0:
        lines.append((words.kind_name(card), art.frame_colour(card), bold))
        lines.append((words.card_text(card), theme.TEXT, body))
        for _key, said in words.keywords(card):
            lines.append((said, theme.HIGHLIGHT, body))
        note = words.KIND_NOTES.get(CARDS[card].kind)
        if note:
            lines.append((_(note), theme.TEXT_DIM, body))
    for note in notes:
        lines.append((note, theme.AMBER, body))
    for said, colour, font in lines:
        for line in text.wrap(said, font, inner.width):
            if y + layout.line_step(font) > inner.bottom:
                text.report_overflow(said, "lines")
                return
            surface.blit(text_cache.rendered(font, line, colour), (inner.x, y))
            y += layout.line_step(font)
        y += 4


def draw_details(surface: pygame.Surface, card: int, notes: Sequence[str]) -> None:
    """The details sheet over the board: the card at its largest with its full name and text."""
    shade = pygame.Surface(theme.SCREEN_SIZE, pygame.SRCALPHA)
    shade.fill((8, 6, 12, 200))
    surface.blit(shade, (0, 0))
    sheet = pygame.Rect(0, 0, 720, 400)
    sheet.center = (467, 380)
    pygame.draw.rect(surface, theme.PANEL, sheet, border_radius=16)
    pygame.draw.rect(surface, theme.GOLD, sheet, 2, border_radius=16)
    face = pygame.Rect(sheet.x + 20, sheet.y + 20, 270, 360)
    surface.blit(faces.face(card, face.width, face.height), face)
    x, y, width = face.right + 20, sheet.y + 24, sheet.right - face.right - 40
    title = theme.font(24, bold=True)
    for line in text.wrap_name(words.card_name(card), title, width):
        surface.blit(text_cache.rendered(title, line, theme.GOLD), (x, y))
        y += layout.line_step(title)
    body = theme.font(17)
    rows = card_rows(card, body, theme.font(16, bold=True))
    rows += [(said, theme.AMBER, body) for said in notes]
    rows.append((_("D or Esc closes"), theme.TEXT_DIM, theme.font(13)))
    for said, colour, font in rows:
        y += 6
        for line in text.wrap(said, font, width):
            surface.blit(text_cache.rendered(font, line, colour), (x, y))
            y += layout.line_step(font)


Row = tuple[str, tuple[int, int, int], FallbackFont]
"""A line of words about a card, its colour and its font."""


def card_rows(card: int, body: FallbackFont, bold: FallbackFont) -> list[Row]:
    """What a card is and does, in words: its kind, its power and reveal cost (a dragon), the
    gold it pays (a terrain) or its cost, its text, its keywords and its kind's timing note.
    The details sheet and the deck builder's card note show the same rows."""
    info = CARDS[card]
    rows: list[Row] = [(words.kind_name(card), art.frame_colour(card), bold)]
    if info.kind == "dragon":
        said = _("Power {power} · reveal cost {cost} gold").format(
            power=info.power, cost=info.power + info.icons
        )
    elif info.kind == "terrain":
        said = _("Its owner gains {n} gold when it triggers").format(n=info.icons)
    else:
        said = _("Cost {n} gold").format(n=info.icons)
    rows.append((said, theme.TEXT, bold))
    rows.append((words.card_text(card), theme.TEXT, body))
    rows += [(said, theme.HIGHLIGHT, body) for _key, said in words.keywords(card)]
    note = words.KIND_NOTES.get(info.kind)
    if note:
        rows.append((_(note), theme.TEXT_DIM, body))
    return rows


def draw_message(surface: pygame.Surface, message: str | None, error: bool) -> None:
    """The board's passing message over the strip between the fields (red for a refusal)."""
    if not message:
        return
    font = theme.font(16, bold=True)
    width = layout.FIELD_W + 120
    lines = text.wrap_into(message, font, width - 20, 2)
    box = pygame.Rect(0, 0, width, 12 + layout.line_step(font) * len(lines))
    box.center = (layout.STRIP.centerx + 60, layout.STRIP.centery)
    pygame.draw.rect(surface, theme.BACKGROUND, box, border_radius=8)
    pygame.draw.rect(surface, theme.DANGER if error else theme.GOLD, box, 2, border_radius=8)
    for index, line in enumerate(lines):
        image = text_cache.rendered(font, line, theme.TEXT)
        surface.blit(
            image, image.get_rect(midtop=(box.centerx, box.y + 6 + index * layout.line_step(font)))
        )

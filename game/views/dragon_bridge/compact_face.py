"""The compact card face: laid out from the bottom up when the classic one (art.py) cannot hold
a card's words, which is the case for Japanese and Chinese (never below 16 px) on the smaller
cards. The Dragon section is as tall as its lines, the wings above it (or beside the power's
name when that leaves the effect a line more), the effect in the space left. What does not fit
is left out whole, never cut: first the power's words, then our longer effect words for the
data table's short ones; a card too small for any words shows its steps as pictograms, else
its kind's icon (the zoomed card, the card help and the in-play card's tooltip say all).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.rules.dragon_bridge.cards import CARD_TYPES
from game.views import theme
from game.views.text import wrap, wrap_name

from .art import KIND_COLOURS, _icon, card_kind, card_words, draw_wings
from .card_text import awkward, balanced, keeps_words
from .words import power_name, power_text

Row = tuple[str, pygame.font.Font, tuple[int, int, int]]

PICTURED_STEPS = ("move", "bump", "teleport")
"""Steps a small card may show as its icon and number when no words fit (MOVE 3 -> arrow 3)."""


@dataclass(frozen=True)
class Plan:
    """Where the compact face puts things: the effect's `lines` (None: pictograms, []: the
    kind's icon alone) from `top` down to `bottom`, the Dragon section's `rows` from
    `band_top`, the wings above the band or `beside` the power's name."""

    lines: list[str] | None
    rows: list[Row]
    top: int
    bottom: int
    band_top: int
    beside: bool
    wing: int
    left: bool = False
    """The Dragon section's lines start at its left (power words or wings follow), else centred."""


def _fonts(k: float) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
    """The effect's, the power name's and the power words' fonts at scale `k`."""
    body = theme.font(max(9, round(10.5 * k)))
    return body, theme.font(max(8, round(10 * k)), bold=True), theme.font(max(8, round(9.5 * k)))


def _margins(k: float) -> tuple[int, int, int]:
    """(side margin, padding, wing size) at scale `k`."""
    return max(3, int(6 * k)), max(2, int(3 * k)), max(4, int(6 * k))


def _choices(card: int, room: int, k: float) -> Iterator[tuple[str, list[Row], list[Row], bool]]:
    """(effect words, the power's name rows, its words' rows, wings beside the name) from the
    fullest face down."""
    spec = CARD_TYPES[card]
    name_font, tiny = _fonts(k)[1:]
    pad, wing = _margins(k)[1:]
    if spec.power:
        name = power_name(spec.power)
        names = wrap_name(
            name, name_font, room - 2 * pad, len(wrap(name, name_font, room - 2 * pad))
        )
        heads = [(line, name_font, theme.GOLD) for line in names]
        words = balanced(power_text(spec.power), tiny, room - 2 * pad)
        texts = [[(line, tiny, (236, 220, 220)) for line in words], []]
    else:
        none = _("no Dragon Power")
        # On a card too narrow for the words in one line a dash says it (the zoom says more).
        none = none if tiny.size(none)[0] <= room else "—"
        heads = [(none, tiny, (170, 150, 160))]
        texts = [[]]
    wings = spec.wings * (2 * wing + 2)
    beside = bool(spec.wings) and len(heads) == 1
    beside = beside and heads[0][1].size(heads[0][0])[0] + wings + 5 * pad <= room
    for effect in (card_words(card), _(spec.text)):
        for text in texts:
            yield effect, heads, text, False
        if beside:
            yield effect, heads, [], True


def compact_plan(card: int, size: tuple[int, int], band_h: int, k: float) -> Plan:
    """The fullest compact layout of `card` at `size` that holds every word it shows."""
    width, height = size
    spec = CARD_TYPES[card]
    x, pad, wing = _margins(k)
    room = width - 2 * x
    body = _fonts(k)[0]
    top = band_h + pad
    plan = None
    for words, heads, text, beside in _choices(card, room, k):
        rows = heads + text
        band_top = height - pad - 2 * pad - sum(font.get_linesize() for _, font, _ in rows)
        bottom = (
            band_top - pad
            if beside or not spec.wings
            else band_top - 2 * pad - wing // 2 - 1 - wing
        )
        lines = balanced(words, body, room)
        plan = Plan(lines, rows, top, bottom, band_top, beside, wing, bool(text) or beside)
        held = top + len(lines) * body.get_linesize() <= bottom and keeps_words(words, lines)
        if held and not awkward(words, lines):
            return plan
    assert plan is not None  # the last choice has the most room: pictograms or the icon alone
    if _pictogram_fits(spec.effect, body, room, plan.bottom - top):
        return Plan(None, *_rest(plan))
    return Plan([], *_rest(plan))


def _rest(plan: Plan) -> tuple:
    """Every field of `plan` but its lines."""
    return (plan.rows, plan.top, plan.bottom, plan.band_top, plan.beside, plan.wing, plan.left)


def draw_compact(s: pygame.Surface, card: int, band_h: int, k: float) -> None:
    """Draw the compact face of `card` onto the card surface `s` (its colour band drawn)."""
    width, height = s.get_size()
    spec = CARD_TYPES[card]
    x, pad, wing = _margins(k)
    body = _fonts(k)[0]
    plan = compact_plan(card, (width, height), band_h, k)
    area = pygame.Rect(x, plan.top, width - 2 * x, plan.bottom - plan.top)
    if plan.lines is None:
        _pictogram(s, spec.effect, body, area)
    elif not plan.lines:
        radius = max(6, min(area.width, area.height) // 3)
        pygame.draw.circle(s, KIND_COLOURS[card_kind(card)], area.center, radius + 4)
        _icon(s, card_kind(card), area.center, radius)
    y = plan.top
    for line in plan.lines or []:
        s.blit(body.render(line, True, (40, 30, 30)), (x, y))
        y += body.get_linesize()
    band = pygame.Rect(int(4 * k), plan.band_top, width - int(8 * k), height - pad - plan.band_top)
    if not plan.beside:
        draw_wings(s, (width // 2, plan.band_top - pad - wing // 2 - 1), spec.wings, wing)
    pygame.draw.rect(s, (58, 30, 44), band, border_radius=int(6 * k))
    y = band.y + pad
    for line, font, colour in plan.rows:
        image = font.render(line, True, colour)
        spot = (x + pad, y) if plan.left else image.get_rect(midtop=(band.centerx, y))
        s.blit(image, spot)
        y += font.get_linesize()
    if plan.beside:
        wings = spec.wings * (2 * wing + 2)
        centre = (
            band.right - 2 * pad - wings // 2,
            band.y + pad + plan.rows[0][1].get_linesize() // 2,
        )
        draw_wings(s, centre, spec.wings, wing)


def shows_words(card: int, size: tuple[int, int], band_h: int, k: float) -> bool:
    """True when the compact face of `card` at `size` prints its effect in words."""
    return bool(compact_plan(card, size, band_h, k).lines)


def _pictogram_fits(effect: tuple[tuple[str, int], ...], font: pygame.font.Font, room: int,
                    height: int) -> bool:  # fmt: skip
    """True when every step of `effect` has an icon and one pill per step fits `room` x `height`:
    a card too small for "TELEPORT 3" in 16 px Japanese still says it, as a picture."""
    if not all(step in PICTURED_STEPS for step, _ in effect):
        return False
    pill_h = font.get_linesize()
    return len(effect) * pill_h <= height and all(
        pill_h + font.size(str(amount))[0] + 6 <= room for _, amount in effect
    )


def _pictogram(s: pygame.Surface, effect: tuple[tuple[str, int], ...], font: pygame.font.Font,
               area: pygame.Rect) -> None:  # fmt: skip
    """Each step as a pill of its kind's colour: the kind's icon, then how far."""
    pill_h = font.get_linesize()
    y = area.y + max(0, (area.height - len(effect) * pill_h) // 2)
    for step, amount in effect:
        number = font.render(str(amount), True, (255, 255, 255))
        width = pill_h + number.get_width() + 6
        pill = pygame.Rect(0, y, width, pill_h - 2)
        pill.centerx = area.centerx
        pygame.draw.rect(s, KIND_COLOURS[step], pill, border_radius=pill.height // 2)
        _icon(s, step, (pill.x + pill_h // 2, pill.centery), max(3, pill_h // 2 - 3))
        s.blit(number, number.get_rect(midleft=(pill.x + pill_h, pill.centery)))
        y += pill_h

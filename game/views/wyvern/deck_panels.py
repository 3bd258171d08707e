"""The deck builder's pieces on screen: a pool card tile, a deck list row (both focusable
widgets), the reveal-cost chart and the legality box. Card pictures come from the play scene's
art module (game.views.wyvern.art); every word is translated when drawn.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.text import Message
from game.i18n import _, translate
from game.rules.wyvern.cards import CARDS
from game.views import text_cache, theme
from game.views.backdrop import draw_text, fit_size
from game.views.text import ellipsize, wrap, wrap_into, wrap_name
from game.views.widgets import Widget

from . import art, panels
from .deck_model import CHART_TOP, reveal_cost
from .words import KIND_NAMES

CardAction = Callable[[int], object]
"""Called with a card index (add one copy, or take one out)."""


def _card_name(card: int) -> str:
    return _(CARDS[card].name)


BADGE_ROOM = 18
"""The widest a badge's number is drawn (the circle is 22 px across)."""


def badge_number(text: str) -> pygame.Surface:
    """A badge's number: two digits (a reveal cost of 10) narrowed to fit the circle (Japanese
    and Chinese text is never drawn under 16 px, so a smaller size would not do)."""
    image = text_cache.rendered(theme.font(14, bold=True), text, (20, 16, 24))
    if image.get_width() > BADGE_ROOM:
        image = pygame.transform.smoothscale(image, (BADGE_ROOM, image.get_height()))
    return image


def _badge(surface: pygame.Surface, centre: tuple[int, int], text: str, colour) -> None:
    pygame.draw.circle(surface, colour, centre, 11)
    pygame.draw.circle(surface, theme.TEXT, centre, 11, 1)
    image = badge_number(text)
    surface.blit(image, image.get_rect(center=centre))


class CardTile(Widget):
    """One card of the pool: Enter or a click adds a copy, Backspace takes one out; the tile
    shows the card's picture, name, kind, power and cost, and how many copies the deck holds."""

    def __init__(
        self, rect: pygame.Rect, add: CardAction, remove: CardAction, copies: Callable[[int], int]
    ) -> None:
        super().__init__(rect)
        self.card: int | None = None
        self.add, self.remove, self.copies = add, remove, copies

    def activate(self) -> bool:
        """Add one copy of the card."""
        return self.card is not None and self.add(self.card) is None

    def backspace(self) -> bool:
        """Take one copy out."""
        return self.card is not None and bool(self.remove(self.card))

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """The tile, or nothing when the slot is empty."""
        if self.card is None:
            return
        card, rect = CARDS[self.card], self.rect
        edge = art.frame_colour(self.card)
        pygame.draw.rect(surface, (30, 24, 40), rect, border_radius=8)
        room = rect.width - 14
        lines = wrap_name(_card_name(self.card), theme.font(15, bold=True), room)
        for row, line in enumerate(lines):
            draw_text(surface, line, 15, theme.TEXT, {"topleft": (rect.left + 7, rect.top + 5 + row * 18)},
                      bold=True, shadow=False)  # fmt: skip
        picture = pygame.Rect(rect.left + 6, rect.bottom - 58, 52, 52)
        art.draw_picture(surface, picture, self.card)
        pygame.draw.rect(surface, edge, rect, 2 if not focused else 3, border_radius=8)
        left, room = picture.right + 8, rect.right - picture.right - 14
        kind = _(KIND_NAMES[card.kind])
        room = rect.right - 6 - left
        size = 13 if theme.font(13).size(kind)[0] <= room else 12
        for row, line in enumerate(wrap_into(kind, theme.font(size), room, 2)):
            draw_text(surface, line, size, theme.TEXT_DIM, {"topleft": (left, rect.bottom - 57 + row * 14)},
                      shadow=False)  # fmt: skip
        if card.kind == "dragon":
            _badge(surface, (left + 11, rect.bottom - 18), str(card.power), (226, 110, 96))
        _badge(surface, (left + 37, rect.bottom - 18), str(reveal_cost(card)), theme.GOLD)
        copies = self.copies(self.card)
        if copies:
            label = _("×{n}").format(n=copies)
            draw_text(surface, label, 20, theme.JADE, {"bottomright": (rect.right - 8, rect.bottom - 6)},
                      bold=True)  # fmt: skip


class DeckRow(Widget):
    """One line of the Lair or Horde list: Left/Right take a copy out or put one more in,
    Enter or a click takes one out."""

    adjustable = True

    def __init__(
        self, rect: pygame.Rect, add: CardAction, remove: CardAction, copies: Callable[[int], int]
    ) -> None:
        super().__init__(rect)
        self.card: int | None = None
        self.add, self.remove, self.copies = add, remove, copies

    def adjust(self, step: int) -> bool:
        """+1 adds a copy, -1 takes one out."""
        if self.card is None:
            return False
        if step > 0:
            return self.add(self.card) is None
        return bool(self.remove(self.card))

    def activate(self) -> bool:
        """Take one copy out."""
        return self.adjust(-1)

    def backspace(self) -> bool:
        """Take one copy out."""
        return self.adjust(-1)

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Copies, a colour chip and the card's name."""
        if self.card is None:
            return
        rect = self.rect
        if focused:
            pygame.draw.rect(surface, (60, 50, 80), rect, border_radius=5)
        pygame.draw.rect(surface, art.frame_colour(self.card),
                         (rect.left + 4, rect.top + 5, 6, rect.height - 10))  # fmt: skip
        count = str(self.copies(self.card))
        draw_text(surface, count, 16, theme.GOLD, {"midright": (rect.left + 34, rect.centery)},
                  bold=True, shadow=False)  # fmt: skip
        room = rect.width - 48  # the name gets the row; the cost is on the tile and the chart
        name = _card_name(self.card)
        size = fit_size(name, room, 15, bold=False, smallest=11)
        draw_text(surface, ellipsize(name, theme.font(size), room), size, theme.TEXT,
                  {"midleft": (rect.left + 40, rect.centery)}, shadow=False)  # fmt: skip


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, bars: list[int]) -> None:
    """A bar per reveal cost (0 .. CHART_TOP+), scaled to the tallest, with its count."""
    title = _("Reveal costs")
    draw_text(surface, ellipsize(title, theme.font(15, bold=True), rect.width), 15, theme.GOLD,
              {"topleft": rect.topleft}, bold=True, shadow=False)  # fmt: skip
    base = rect.bottom - 18
    top = rect.top + 38
    width = rect.width // len(bars)
    tallest = max(bars) or 1
    for cost, count in enumerate(bars):
        x = rect.left + cost * width
        height = round((base - top) * count / tallest)
        if height:
            pygame.draw.rect(surface, theme.AMBER, (x + 3, base - height, width - 6, height),
                             border_radius=3)  # fmt: skip
        if count:
            draw_text(surface, str(count), 12, theme.TEXT, {"midbottom": (x + width // 2, base - height - 1)},
                      shadow=False)  # fmt: skip
        label = f"{cost}+" if cost == CHART_TOP else str(cost)
        draw_text(surface, label, 12, theme.TEXT_DIM, {"midtop": (x + width // 2, base + 2)},
                  shadow=False)  # fmt: skip


def draw_legality(
    surface: pygame.Surface, rect: pygame.Rect, problems: list[Message], lair: int, horde: int
) -> None:
    """The deck's sizes and whether it may be played; when not, the first reasons."""
    sizes = _("Lair {lair} · Horde {horde}").format(lair=lair, horde=horde)
    draw_text(surface, ellipsize(sizes, theme.font(16, bold=True), rect.width), 16, theme.TEXT,
              {"topleft": rect.topleft}, bold=True, shadow=False)  # fmt: skip
    if not problems:
        verdict, colour, lines = _("Legal: ready to play"), theme.JADE, []
    else:
        verdict, colour = _("Not legal yet"), theme.DANGER
        font = theme.font(14)
        lines = []
        for problem in problems[:3]:
            lines += wrap_into(translate(problem), font, rect.width, 2)
        lines = lines[:4]
    draw_text(surface, ellipsize(verdict, theme.font(16, bold=True), rect.width), 16, colour,
              {"topleft": (rect.left, rect.top + 24)}, bold=True, shadow=False)  # fmt: skip
    for row, line in enumerate(lines):
        draw_text(surface, line, 14, theme.TEXT_DIM, {"topleft": (rect.left, rect.top + 48 + row * 18)},
                  shadow=False)  # fmt: skip


NOTE_WIDTH = 340
"""The card note's width (the deck builder's pool tiles are 164 wide)."""


def draw_card_note(surface: pygame.Surface, card: int, beside: pygame.Rect) -> pygame.Rect:
    """What `card` does, in a box beside the tile or row `beside` (to its right on the left
    half of the screen, else to its left), kept on screen; returns the box."""
    name_font, bold, body = theme.font(18, bold=True), theme.font(15, bold=True), theme.font(15)
    room = NOTE_WIDTH - 24
    lines = [(line, theme.GOLD, name_font) for line in wrap_name(_card_name(card), name_font, room)]
    for said, colour, font in panels.card_rows(card, body, bold):
        lines += [(line, colour, font) for line in wrap(said, font, room)]
    height = 16 + sum(font.get_linesize() + 2 for _line, _colour, font in lines)
    box = pygame.Rect(0, 0, NOTE_WIDTH, height)
    if beside.centerx < surface.get_width() // 2:
        box.left = beside.right + 8
    else:
        box.right = beside.left - 8
    box.top = beside.top
    box.clamp_ip(surface.get_rect().inflate(-8, -8))
    pygame.draw.rect(surface, (22, 18, 30), box, border_radius=10)
    pygame.draw.rect(surface, art.frame_colour(card), box, 2, border_radius=10)
    y = box.top + 8
    for line, colour, font in lines:
        surface.blit(text_cache.rendered(font, line, colour), (box.left + 12, y))
        y += font.get_linesize() + 2
    return box

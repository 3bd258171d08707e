"""Drawing the Wyvern table: both battlefields with their treasure positions, what is tucked
under the cards, the piles, the phase track, the Gold Mine, the seats' gold and VP and the
match track. Reads a WyvernView and what the board says is hidden during a show."""

from __future__ import annotations

import functools
from collections.abc import Collection, Sequence

import pygame

from game.i18n import _, ngettext, pgettext
from game.rules.wyvern.cards import CARDS, KIND
from game.rules.wyvern.frames import QUIET_LIMIT
from game.rules.wyvern.view import EMPTY, WyvernView
from game.views import text, text_cache, theme
from game.views.fallback_font import FallbackFont

from . import art, faces, layout, words

HIDDEN_VEIL = (10, 8, 20, 110)


def draw_table(
    surface: pygame.Surface,
    view: WyvernView,
    names: Sequence[str],
    time: float,
    hide: Collection[int] = (),
) -> None:
    """The whole table under the board's overlays: `hide` positions are drawn empty (a card
    in flight)."""
    bottom = layout.bottom_seat(view.seat)
    for seat in (0, 1):
        for row in (0, 1):
            band = layout.row_rect(seat, row, bottom)
            tint = (30, 26, 40) if seat == bottom else (34, 24, 34)
            pygame.draw.rect(surface, tint, band, border_radius=8)
        for slot in range(seat * 4, seat * 4 + 4):
            draw_slot(surface, view, slot, bottom)
        for pos in range(seat * 6, seat * 6 + 6):
            if pos in hide:
                draw_empty(surface, layout.position_rect(pos, bottom))
            else:
                draw_position(surface, view, pos, bottom)
        draw_piles(surface, view, seat, bottom)
        draw_seat_box(surface, view, seat, bottom, names, time)
    draw_phase_track(surface, view)
    draw_mine(surface, time)


def draw_empty(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An empty battle position."""
    pygame.draw.rect(surface, (44, 38, 56), rect, 1, border_radius=6)


def draw_card(surface: pygame.Surface, card: int, rect: pygame.Rect, pile: str = "lair") -> None:
    """A face (card >= 0) or a back (UNKNOWN) at `rect`'s size."""
    if card >= 0:
        surface.blit(faces.face(card, rect.width, rect.height), rect)
    else:
        art.draw_back(surface, rect, pile)


def draw_position(surface: pygame.Surface, view: WyvernView, pos: int, bottom: int) -> None:
    """One battle position: empty, a back, a face (up), or a known face-down card marked."""
    rect = layout.position_rect(pos, bottom)
    here = view.positions[pos]
    if here.card == EMPTY:
        draw_empty(surface, rect)
        return
    _draw_tucked(surface, view, pos, rect)
    draw_card(surface, here.card, rect)
    if here.card >= 0 and not here.up:
        own = pos // 6 == view.seat or view.revealed  # all revealed: face down, not peeked
        surface.blit(_veil(rect.width, rect.height), rect)
        colour = theme.HIGHLIGHT if own else theme.AMBER
        label = theme.font(10, bold=True)
        said = _("hidden") if own else _("peeked")
        tag = text.ellipsize(said, label, rect.width - 26)
        image = text_cache.rendered(label, tag, colour)
        back = pygame.Rect(0, 0, image.get_width() + 22, max(16, image.get_height()))
        back.midbottom = (rect.centerx, rect.bottom - 23)
        pygame.draw.rect(surface, (10, 8, 20), back, border_radius=5)
        pygame.draw.rect(surface, colour, back, 1, border_radius=5)
        art.draw_eye(surface, (back.x + 10, back.centery), 6, closed=own, colour=colour)
        surface.blit(image, image.get_rect(midleft=(back.x + 18, back.centery)))
    elif here.card >= 0 and KIND[here.card] == 0:
        from . import facts

        now = facts.power(view, pos)
        if now != CARDS[here.card].power:
            _power_now(surface, rect, now, now > CARDS[here.card].power)


@functools.lru_cache(maxsize=16)
def _veil(width: int, height: int) -> pygame.Surface:
    """The see-through shade over a face-down card (made once per size, not every frame)."""
    veil = pygame.Surface((width, height), pygame.SRCALPHA)
    veil.fill(HIDDEN_VEIL)
    return veil


def _power_now(surface: pygame.Surface, rect: pygame.Rect, value: int, up: bool) -> None:
    font = theme.font(13, bold=True)
    image = text_cache.rendered(font, str(value), (255, 255, 255))
    box = pygame.Rect(0, 0, max(22, image.get_width() + 8), 20)
    box.topleft = (rect.x + 2, rect.bottom - 44)
    pygame.draw.rect(surface, theme.JADE if up else theme.CRIMSON, box, border_radius=6)
    surface.blit(image, image.get_rect(center=box.center))


def tuck_rects(view: WyvernView, pos: int, rect: pygame.Rect) -> list[tuple[pygame.Rect, int, str]]:
    """The tabs peeking out under a card: (rect, card or UNKNOWN, "attached" | "hidden")."""
    here = view.positions[pos]
    items: list[tuple[int, str]] = [(card, "attached") for card in here.attached]
    if here.hidden_by >= 0:
        items.append((here.hidden, "hidden"))
    if not items:
        return []
    width = (rect.width - 8) // len(items)
    return [
        (
            pygame.Rect(rect.x + 4 + i * width, rect.bottom - 6, width - 2, layout.TUCK + 6),
            card,
            kind,
        )
        for i, (card, kind) in enumerate(items)
    ]


def _draw_tucked(surface: pygame.Surface, view: WyvernView, pos: int, rect: pygame.Rect) -> None:
    """Cards under a card, sideways: attachments face up in their colour, a hidden action as a
    back (or, for the seat that played it, in its colour with a closed eye)."""
    for tab, card, kind in tuck_rects(view, pos, rect):
        if card >= 0:
            colour = art.frame_colour(card)
            pygame.draw.rect(surface, art.shade(colour, 0.6), tab, border_radius=3)
            peek = pygame.Rect(tab.x + 2, tab.y + 6, tab.width - 4, tab.height - 8)
            art.draw_picture(surface, peek, card)  # its landscape or glyph peeks out
            pygame.draw.rect(surface, colour, tab, 1, border_radius=3)
            if kind == "hidden":
                art.draw_eye(
                    surface, (tab.centerx, tab.bottom - 6), 5, closed=True, colour=theme.TEXT
                )
        else:
            pygame.draw.rect(surface, art.HORDE_BACK, tab, border_radius=3)
            pygame.draw.rect(surface, art.GOLD_LINE, tab, 1, border_radius=3)
            mark = text_cache.rendered(theme.font(10, bold=True), "?", art.GOLD_LINE)
            surface.blit(mark, mark.get_rect(center=(tab.centerx, tab.bottom - 7)))


def draw_slot(surface: pygame.Surface, view: WyvernView, slot: int, bottom: int) -> None:
    """A treasure position: its treasure, or a small chest outline."""
    rect = layout.slot_rect(slot, bottom)
    card = view.treasures[slot]
    if card >= 0:
        draw_card(surface, card, rect)
        return
    pygame.draw.rect(surface, (40, 34, 30), rect, border_radius=6)
    pygame.draw.rect(surface, (96, 80, 50), rect, 1, border_radius=6)
    chest = pygame.Rect(0, 0, 30, 20)
    chest.center = rect.center
    pygame.draw.rect(surface, (96, 80, 50), chest, 1, border_radius=3)
    pygame.draw.line(surface, (96, 80, 50), chest.midleft, chest.midright)


def draw_piles(surface: pygame.Surface, view: WyvernView, seat: int, bottom: int) -> None:
    """A seat's Lair and Horde piles (backs with their counts) and discard piles (the top card
    face up, with the count)."""
    rects = layout.pile_rects(seat, bottom)
    lair, horde = view.pile_counts[seat]
    font = theme.font(12, bold=True)
    for name, count, pile in (("lair", lair, "lair"), ("horde", horde, "horde")):
        rect = rects[name]
        if count:
            for k in range(min(3, (count + 9) // 10), 0, -1):
                art.draw_back(surface, rect.move(k * 2, -k * 2), pile)
            art.draw_back(surface, rect, pile)
        else:
            draw_empty(surface, rect)
        _count_tag(surface, rect, str(count), font)
    for name, index in (("lair-discard", seat * 2), ("horde-discard", seat * 2 + 1)):
        rect = rects[name]
        pile_cards = view.discards[index]
        if pile_cards:
            draw_card(surface, pile_cards[-1], rect)
        else:
            draw_empty(surface, rect)
            cross = text_cache.rendered(theme.font(10), _("discards"), theme.TEXT_DIM)
            if cross.get_width() <= rect.width - 4:
                surface.blit(cross, cross.get_rect(center=rect.center))
        _count_tag(surface, rect, str(len(pile_cards)), font)


def count_tag_rect(pile: pygame.Rect, label_width: int) -> pygame.Rect:
    """The count tag of a pile: over its bottom edge, as wide as its number needs."""
    tag = pygame.Rect(0, 0, max(22, label_width + 8), 18)
    tag.midtop = (pile.centerx, pile.bottom - 9)
    return tag


def _count_tag(surface: pygame.Surface, rect: pygame.Rect, label: str, font: FallbackFont) -> None:
    image = text_cache.rendered(font, label, theme.TEXT)
    tag = count_tag_rect(rect, image.get_width())
    pygame.draw.rect(surface, (20, 16, 28), tag, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, tag, 1, border_radius=8)
    surface.blit(image, image.get_rect(center=tag.center))


def draw_seat_box(
    surface: pygame.Surface,
    view: WyvernView,
    seat: int,
    bottom: int,
    names: Sequence[str],
    time: float,
) -> None:
    """A seat's name, gold, VP, games won and hand count."""
    box = layout.seat_box(seat, bottom)
    active = view.active == seat and view.phase != "setup"
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
    edge = theme.GOLD if active else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, box, 3 if active else 1, border_radius=10)
    head = theme.font(16, bold=True)
    name = text.ellipsize(words.seat_name(names, seat), head, box.width - 16)
    surface.blit(text_cache.rendered(head, name, theme.TEXT), (box.x + 8, box.y + 6))
    y = box.y + 8 + layout.line_step(head)
    big = theme.font(22, bold=True)
    art.draw_coin(surface, (box.x + 20, y + 14), 12, "", theme.font(10))
    gold = text_cache.rendered(big, str(view.gold[seat]), theme.GOLD)
    surface.blit(gold, (box.x + 38, y + 14 - gold.get_height() // 2))
    small = theme.font(13)
    label = text.ellipsize(
        pgettext("Wyvern coins", "gold"), small, box.width - 50 - gold.get_width()
    )
    surface.blit(
        text_cache.rendered(small, label, theme.TEXT_DIM), (box.x + 44 + gold.get_width(), y + 8)
    )
    y += 34
    lines = [
        _("{n} VP").format(n=view.vp[seat]),
        ngettext("{n} game won", "{n} games won", view.wins[seat]).format(n=view.wins[seat]),
        ngettext("{n} card in hand", "{n} cards in hand", view.hand_counts[seat]).format(
            n=view.hand_counts[seat]
        ),
    ]
    for line in lines:
        image = text_cache.rendered(small, line, theme.TEXT, box.width - 16)
        surface.blit(image, (box.x + 8, y))
        y += layout.line_step(small)
    if seat != view.seat and y + 30 < box.bottom:  # the rival's hand as small backs
        count = view.hand_counts[seat]
        step = min(12, (box.width - 36) // max(1, count))
        for k in range(count):
            art.draw_back(surface, pygame.Rect(box.x + 8 + k * step, y + 4, 20, 28), "horde")


def draw_phase_track(surface: pygame.Surface, view: WyvernView) -> None:
    """Draw, Treasure, Move, Action, Battle, Action, Discard: the current phase lit."""
    pygame.draw.rect(surface, (26, 22, 34), layout.STRIP, border_radius=10)
    font = theme.font(12, bold=True)
    labels = [words.phase_name(phase) for phase, _word in words.PHASES]
    rects = layout.phase_rects([font.size(label)[0] + 12 for label in labels])
    for rect, (phase, _word), label in zip(rects, words.PHASES, labels, strict=True):
        lit = view.phase == phase
        pygame.draw.rect(surface, theme.GOLD if lit else (48, 42, 60), rect, border_radius=8)
        shown = text.ellipsize(label, font, rect.width - 4)
        image = text_cache.rendered(
            font, shown, theme.ink_on(theme.GOLD) if lit else theme.TEXT_DIM
        )
        surface.blit(image, image.get_rect(center=rect.center))


def draw_mine(surface: pygame.Surface, time: float) -> None:
    """The Gold Mine between the fields: a heap of coins in a cave mouth."""
    rect = layout.MINE
    pygame.draw.ellipse(surface, (30, 24, 20), rect)
    pygame.draw.ellipse(surface, (110, 84, 40), rect, 2)
    font = theme.font(10)
    for k, (fx, fy) in enumerate(
        ((0.3, 0.62), (0.45, 0.55), (0.6, 0.64), (0.52, 0.74), (0.38, 0.76))
    ):
        bob = 1.5 if int(time * 2 + k) % 5 == 0 else 0
        art.draw_coin(
            surface, (rect.x + rect.width * fx, rect.y + rect.height * fy - bob), 8, "", font
        )
    label = theme.font(12, bold=True)
    image = text_cache.rendered(label, _("Gold Mine"), theme.GOLD, rect.width - 30)
    surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 3)))


def draw_quiet_count(surface: pygame.Surface, view: WyvernView) -> None:
    """The stalemate guard's count, bottom left of the top line, once it has begun: a standoff
    the guard is about to judge should not end a game by surprise."""
    if view.quiet <= 0 or view.over:
        return
    box = layout.TOP_LINE
    font = theme.font(11, bold=True)
    line = _("Quiet turns: {n} of {limit}").format(n=view.quiet, limit=QUIET_LIMIT)
    colour = theme.CRIMSON if view.quiet >= QUIET_LIMIT - 2 else theme.GOLD
    image = text_cache.rendered(font, line, colour, box.width // 2 - 20)
    surface.blit(image, image.get_rect(bottomleft=(box.x + 10, box.bottom - 16)))


def draw_match_track(surface: pygame.Surface, view: WyvernView, names: Sequence[str]) -> None:
    """The match to 100 (or 50), in the top line: both seats' VP on one bar."""
    box = layout.TOP_LINE
    target = view.options[0]
    font = theme.font(11, bold=True)
    bar = pygame.Rect(box.x + 10, box.bottom - 14, box.width - 20, 6)
    pygame.draw.rect(surface, (50, 44, 60), bar, border_radius=3)
    head = _("Match to {points} VP").format(points=target)
    image = text_cache.rendered(font, head, theme.TEXT_DIM, 230)
    surface.blit(image, image.get_rect(bottomright=(box.right - 10, bar.y - 2)))
    bottom = layout.bottom_seat(view.seat)
    for seat, colour in ((1 - bottom, theme.CRIMSON), (bottom, theme.JADE)):
        x = bar.x + bar.width * min(1.0, view.vp[seat] / max(1, target))
        pygame.draw.circle(
            surface, colour, (int(x), bar.centery + (3 if seat == bottom else -3)), 5
        )
    del names

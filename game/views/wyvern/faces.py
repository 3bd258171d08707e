"""Card faces drawn by code at any size: the name band, the picture, the power and cost badges
and the keyword icons; cached per card, size and language."""

from __future__ import annotations

import functools

import pygame

from game.i18n import language
from game.rules.wyvern.cards import CARDS
from game.views import text, theme
from game.views.fallback_font import FallbackFont

from . import art, layout, words

BADGE_H = 22


def cost_label(card: int) -> tuple[str, str]:
    """(what the coin says, its kind): a dragon's reveal cost, a terrain's reward ("+2"), a
    treasure's or an action's cost."""
    info = CARDS[card]
    if info.kind == "dragon":
        return str(info.power + info.icons), "reveal"
    if info.kind == "terrain":
        return f"+{info.icons}", "reward"
    return str(info.icons), "cost"


def face(card: int, width: int, height: int) -> pygame.Surface:
    """The face of `card` at this size (cached; the language is part of the key)."""
    return _face(card, width, height, language())


@functools.lru_cache(maxsize=512)
def _face(card: int, width: int, height: int, lang: str) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    big = width >= 140
    frame = art.frame_colour(card)
    pygame.draw.rect(surface, art.FACE, rect, border_radius=8 if big else 6)
    badge_h = 30 if big else BADGE_H
    top = 2
    if width >= 70:  # a pile's small face shows only its picture and badges
        top = _name_band(surface, card, width, height - badge_h, 17 if big else 11, frame)
    picture = pygame.Rect(3, top + 2, width - 6, height - top - badge_h - 4)
    if picture.height > 6:
        art.draw_picture(surface, picture, card)
        pygame.draw.rect(surface, art.shade(frame, 0.7), picture, 1)
    if big and picture.height > 40:
        _kind_ribbon(surface, card, picture, frame)
    _badges(surface, card, pygame.Rect(2, height - badge_h - 1, width - 4, badge_h), big)
    pygame.draw.rect(surface, frame, rect, 3 if big else 2, border_radius=8 if big else 6)
    return surface


SQUEEZE = 0.6
"""The narrowest a name's line may be squeezed to on a small face (never cut, never below the
CJK faces' 16 px height)."""


def _fit_name(name: str, font: FallbackFont, width: int, most: int) -> list[str]:
    """The name's lines for a band `width` wide: two plain lines, else two squeezed ones, else
    up to `most` plain or squeezed ones (cut, and reported, only past that)."""
    wide = int(width / SQUEEZE)
    for lines_allowed in sorted({2, most}):
        for room in (width, wide):
            lines = text.wrap(name, font, room)
            if len(lines) <= lines_allowed:
                if len(lines) == 2 and "".join(lines) == name:
                    # A word's end, squeezed a little, reads better than a word cut in two
                    # (疾風の / ワイバーン, not 疾風のワ / イバーン).
                    index = text.word_break(name, font, room)
                    if index is None and room == width:
                        index = text.word_break(name, font, wide)
                    if index is not None:
                        return [name[:index], name[index:]]
                return text.wrap_name(name, font, room, lines_allowed)
    return text.wrap_name(name, font, wide, most)


def _name_band(
    surface: pygame.Surface,
    card: int,
    width: int,
    room: int,
    size: int,
    frame: tuple[int, int, int],
) -> int:
    """The name at the top in up to two lines (three, without a picture, when a long name in
    Japanese or Chinese needs them; a line too wide is squeezed); returns the band's bottom."""
    name = words.card_name(card)
    size = text.size_keeping_words(name, width - 8, size, lambda px: theme.font(px, bold=True), 8)
    font = theme.font(size, bold=True)
    step = layout.line_step(font)
    most = max(2, min(3, (room - 4) // max(1, step)))
    lines = _fit_name(name, font, width - 8, most)
    band = pygame.Rect(2, 2, width - 4, len(lines) * step + 4)
    pygame.draw.rect(surface, art.shade(frame, 0.55), band, border_radius=5)
    for i, line in enumerate(lines):
        image = font.render(line, True, art.INK)
        if image.get_width() > width - 8:
            image = pygame.transform.smoothscale(image, (width - 8, image.get_height()))
        surface.blit(image, image.get_rect(midtop=(width // 2, band.y + 2 + i * step)))
    return band.bottom


def _kind_ribbon(
    surface: pygame.Surface, card: int, picture: pygame.Rect, frame: tuple[int, int, int]
) -> None:
    """The card's kind on a ribbon across the foot of a large face's picture."""
    font = theme.font(13, bold=True)
    label = text.ellipsize(words.kind_name(card), font, picture.width - 16)
    image = font.render(label, True, art.INK)
    ribbon = pygame.Rect(0, 0, image.get_width() + 16, layout.line_step(font) + 2)
    ribbon.midbottom = (picture.centerx, picture.bottom - 3)
    pygame.draw.rect(surface, art.shade(frame, 0.5), ribbon, border_radius=6)
    pygame.draw.rect(surface, frame, ribbon, 1, border_radius=6)
    surface.blit(image, image.get_rect(center=ribbon.center))


def _badges(surface: pygame.Surface, card: int, row: pygame.Rect, big: bool) -> None:
    info = CARDS[card]
    number = theme.font(16 if big else 12, bold=True)
    r = row.height * 0.46
    left = row.x + r + 1
    if info.power:
        art.draw_power(surface, (left, row.centery), r, str(info.power), number)
        left += r * 2 + 2
    label, _kind = cost_label(card)
    art.draw_coin(surface, (row.right - r - 1, row.centery), r, label, number)
    icon = int(row.height * 0.82)
    x = int(left)
    for key, _words in words.keywords(card):
        box = pygame.Rect(x, row.centery - icon // 2, icon, icon)
        if box.right > row.right - 2 * r - 2:
            break
        art.draw_keyword(surface, box, key)
        x += icon + 2


def keyword_boxes(card: int, rect: pygame.Rect) -> list[tuple[pygame.Rect, str]]:
    """Where a face drawn at `rect` shows each keyword icon, with its words (for hover)."""
    big = rect.width >= 140
    badge_h = 30 if big else BADGE_H
    row = pygame.Rect(rect.x + 2, rect.bottom - badge_h - 1, rect.width - 4, badge_h)
    r = row.height * 0.46
    left = row.x + r + 1 + (r * 2 + 2 if CARDS[card].power else 0)
    icon = int(row.height * 0.82)
    found = []
    x = int(left)
    for _key, said in words.keywords(card):
        box = pygame.Rect(x, row.centery - icon // 2, icon, icon)
        if box.right > row.right - 2 * r - 2:
            break
        found.append((box, said))
        x += icon + 2
    return found

"""Wyvern's pictures, drawn by code from the card's data: dragon portraits (size from power,
wings for Flyers, a halo for Super Flyers, a lantern for Scouts, colour by deck), terrain as
small landscapes, a glyph per action kind, coins, power badges, keyword icons and card backs."""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.rules.wyvern.cards import CARDS, SUPER_FLYER
from game.rules.wyvern.decks import DECKS
from game.views.fallback_font import FallbackFont

Colour = tuple[int, int, int]
Rect = pygame.Rect

DECK_COLOURS: dict[str, Colour] = {
    "stormwing": (78, 142, 214),
    "stoneheart": (176, 112, 64),
    "shadowscale": (140, 92, 182),
}
"""A dragon's colour by the preconstructed deck it belongs to (the first that holds it)."""
KIND_COLOURS: dict[str, Colour] = {
    "terrain": (96, 140, 78),
    "treasure": (214, 170, 60),
    "action": (92, 150, 200),
    "hidden-own": (110, 110, 140),
    "hidden-rival": (150, 90, 120),
    "slayer": (200, 70, 64),
    "intercept": (70, 160, 160),
    "battle": (226, 116, 50),
    "battle-reaction": (200, 90, 150),
    "reaction": (130, 120, 210),
}
"""A card's frame colour by kind (dragons take their deck's)."""
FACE = (40, 34, 48)
INK = (238, 230, 214)
COIN = (240, 196, 70)
COIN_EDGE = (150, 104, 30)
POWER = (196, 52, 52)
LAIR_BACK = (92, 40, 36)
HORDE_BACK = (36, 58, 96)
GOLD_LINE = (214, 170, 80)


def _deck_of() -> dict[int, str]:
    found: dict[int, str] = {}
    for name, deck in DECKS.items():
        for card in deck.lair:
            found.setdefault(card, name)
    return found


DECK_OF = _deck_of()


def frame_colour(card: int) -> Colour:
    """The frame colour of a card: its deck's for a dragon, its kind's otherwise."""
    info = CARDS[card]
    if info.kind == "dragon":
        return DECK_COLOURS.get(DECK_OF.get(card, ""), (150, 150, 150))
    return KIND_COLOURS.get(info.kind, (150, 150, 150))


def shade(colour: Colour, factor: float) -> Colour:
    """A colour darkened (<1) or lightened (>1)."""
    if factor <= 1:
        return tuple(int(c * factor) for c in colour)  # type: ignore[return-value]
    return tuple(int(c + (255 - c) * (factor - 1)) for c in colour)  # type: ignore[return-value]


def gradient(surface: pygame.Surface, rect: Rect, top: Colour, bottom: Colour) -> None:
    """A vertical gradient from `top` to `bottom` filling `rect`."""
    for k in range(rect.height):
        t = k / max(1, rect.height - 1)
        colour = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(surface, colour, (rect.x, rect.y + k), (rect.right - 1, rect.y + k))


# ---- dragons -----------------------------------------------------------------------------------


def draw_portrait(surface: pygame.Surface, rect: Rect, card: int) -> None:
    """A dragon's portrait inside `rect`: its body grows with power."""
    info = CARDS[card]
    body_colour = frame_colour(card)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    gradient(surface, rect, shade(body_colour, 0.35), shade(body_colour, 0.15))
    rng = random.Random(card * 7919)
    for _star in range(5):
        x = rect.x + rng.random() * rect.width
        y = rect.y + rng.random() * rect.height * 0.5
        surface.set_at((int(x), int(y)), (200, 200, 220))
    size = 0.32 + 0.042 * min(10, info.power)
    bw, bh = rect.width * size, rect.height * size * 0.7
    cx, cy = rect.centerx - rect.width * 0.06, rect.bottom - bh * 0.55 - rect.height * 0.06
    unit = min(rect.width, rect.height)
    if info.flyer:
        _wings(surface, (cx, cy - bh * 0.25), bw, bh, body_colour, info.flyer == SUPER_FLYER)
    # the tail curls away to the left
    tail = [(cx - bw * 0.4, cy), (cx - bw * 0.75, cy + bh * 0.2), (cx - bw * 0.95, cy - bh * 0.15)]
    pygame.draw.lines(surface, shade(body_colour, 0.8), False, tail, max(2, int(unit * 0.05)))
    body = pygame.Rect(0, 0, int(bw), int(bh))
    body.center = (int(cx), int(cy))
    pygame.draw.ellipse(surface, body_colour, body)
    belly = body.inflate(-body.width * 0.35, -body.height * 0.45).move(0, body.height * 0.15)
    pygame.draw.ellipse(surface, shade(body_colour, 1.35), belly)
    # neck and head up to the right
    head_r = max(3, int(unit * (0.08 + 0.007 * info.power)))
    hx, hy = cx + bw * 0.45, cy - bh * 0.55 - head_r * 0.6
    hy = max(hy, rect.y + head_r * (2.4 if info.flyer == SUPER_FLYER else 1.8))
    pygame.draw.line(
        surface, body_colour, (cx + bw * 0.25, cy - bh * 0.2), (hx, hy), max(3, head_r)
    )
    pygame.draw.circle(surface, body_colour, (int(hx), int(hy)), head_r)
    snout = pygame.Rect(0, 0, int(head_r * 1.6), int(head_r * 0.9))
    snout.midleft = (int(hx), int(hy + head_r * 0.2))
    pygame.draw.ellipse(surface, body_colour, snout)
    for side in (-1, 1):  # horns
        base = (hx + side * head_r * 0.4, hy - head_r * 0.6)
        tip = (hx + side * head_r * 0.2 - head_r * 0.5, hy - head_r * 1.7)
        pygame.draw.polygon(
            surface, (230, 220, 190), [base, (base[0] + head_r * 0.35, base[1]), tip]
        )
    pygame.draw.circle(
        surface,
        (255, 220, 90),
        (int(hx + head_r * 0.35), int(hy - head_r * 0.15)),
        max(1, head_r // 3),
    )
    for leg in (-0.25, 0.2):  # legs
        top = (cx + bw * leg, cy + bh * 0.3)
        pygame.draw.line(
            surface,
            shade(body_colour, 0.8),
            top,
            (top[0], cy + bh * 0.55),
            max(2, int(unit * 0.04)),
        )
    if info.flyer == SUPER_FLYER:
        halo = pygame.Rect(0, 0, int(head_r * 2.6), int(head_r * 0.9))
        halo.center = (int(hx), int(hy - head_r * 1.9))
        pygame.draw.ellipse(surface, (255, 226, 120), halo, max(1, head_r // 3))
    if info.scout:
        _lantern(surface, (hx + head_r * 1.6, hy), head_r)
    surface.set_clip(clip)


def _wings(
    surface: pygame.Surface,
    root: tuple[float, float],
    bw: float,
    bh: float,
    colour: Colour,
    big: bool,
) -> None:
    span = 1.25 if big else 1.0
    x, y = root
    for side, lift in ((-1, 1.0), (1, 0.8)):
        tip = (x + side * bw * 0.55 * span, y - bh * 1.5 * span * lift)
        back = (x + side * bw * 0.85 * span, y - bh * 0.4)
        points = [(x, y), tip, back, (x + side * bw * 0.2, y + bh * 0.1)]
        pygame.draw.polygon(surface, shade(colour, 0.65 if side < 0 else 0.85), points)
        pygame.draw.line(surface, shade(colour, 1.3), (x, y), tip, 1)


def _lantern(surface: pygame.Surface, at: tuple[float, float], r: int) -> None:
    x, y = at
    pygame.draw.line(surface, (180, 160, 120), (x - r, y), (x, y + r * 0.4), 1)
    glow = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
    pygame.draw.circle(glow, (255, 220, 120, 70), (r, r), r)
    surface.blit(glow, (x - r, y + r * 1.4 - r))
    pygame.draw.circle(surface, (255, 214, 110), (int(x), int(y + r * 1.4)), max(2, r // 2 + 1))


# ---- treasures and actions ------------------------------------------------------------------------


def draw_glyph(surface: pygame.Surface, rect: Rect, card: int) -> None:
    """The picture of a treasure or an action: its kind's glyph on its kind's colour."""
    kind = CARDS[card].kind
    colour = KIND_COLOURS.get(kind, (150, 150, 150))
    gradient(surface, rect, shade(colour, 0.45), shade(colour, 0.2))
    c = rect.center
    r = min(rect.width, rect.height) * 0.34
    light = shade(colour, 1.5)
    if kind == "treasure":
        chest = Rect(0, 0, int(r * 2), int(r * 1.3))
        chest.center = (c[0], int(c[1] + r * 0.2))
        pygame.draw.rect(surface, (130, 80, 40), chest, border_radius=3)
        pygame.draw.rect(surface, COIN, chest, 2, border_radius=3)
        pygame.draw.line(surface, COIN, chest.midleft, chest.midright, 2)
        for k in range(3):
            pygame.draw.circle(
                surface,
                COIN,
                (int(chest.x + chest.width * (0.3 + 0.2 * k)), chest.y - 2),
                max(2, int(r * 0.2)),
            )
    elif kind in ("slayer",):
        pygame.draw.line(
            surface,
            (220, 220, 230),
            (c[0] - r, c[1] + r),
            (c[0] + r, c[1] - r),
            max(2, int(r * 0.18)),
        )
        pygame.draw.line(
            surface,
            COIN,
            (c[0] - r * 0.75, c[1] + r * 0.25),
            (c[0] - r * 0.25, c[1] + r * 0.75),
            max(2, int(r * 0.15)),
        )
    elif kind == "intercept":
        shield = [
            (c[0] - r * 0.8, c[1] - r * 0.8),
            (c[0] + r * 0.8, c[1] - r * 0.8),
            (c[0] + r * 0.7, c[1] + r * 0.1),
            (c[0], c[1] + r),
            (c[0] - r * 0.7, c[1] + r * 0.1),
        ]
        pygame.draw.polygon(surface, light, shield)
        pygame.draw.polygon(surface, (30, 30, 40), shield, 2)
    elif kind in ("battle",):
        flame = [
            (c[0], c[1] - r),
            (c[0] + r * 0.7, c[1] + r * 0.3),
            (c[0], c[1] + r),
            (c[0] - r * 0.7, c[1] + r * 0.3),
        ]
        pygame.draw.polygon(surface, (255, 170, 60), flame)
        pygame.draw.polygon(
            surface,
            (255, 230, 120),
            [(x * 0.5 + c[0] * 0.5, y * 0.5 + c[1] * 0.5 + r * 0.2) for x, y in flame],
        )
    elif kind == "battle-reaction":
        bolt = [
            (c[0] + r * 0.2, c[1] - r),
            (c[0] - r * 0.4, c[1] + r * 0.1),
            (c[0] + r * 0.1, c[1] + r * 0.1),
            (c[0] - r * 0.2, c[1] + r),
        ]
        pygame.draw.lines(surface, (255, 230, 150), False, bolt, max(2, int(r * 0.2)))
    elif kind == "reaction":
        pygame.draw.arc(
            surface, light, Rect(c[0] - r, c[1] - r, r * 2, r * 2), 0.6, 5.4, max(2, int(r * 0.18))
        )
        pygame.draw.polygon(
            surface,
            light,
            [
                (c[0] + r * 0.7, c[1] - r * 0.9),
                (c[0] + r * 1.1, c[1] - r * 0.3),
                (c[0] + r * 0.4, c[1] - r * 0.35),
            ],
        )
    elif kind in ("hidden-own", "hidden-rival"):
        draw_eye(surface, c, r * 0.9, closed=True, colour=light)
    else:  # a plain action: a scroll
        scroll = Rect(0, 0, int(r * 1.5), int(r * 1.9))
        scroll.center = c
        pygame.draw.rect(surface, (226, 214, 180), scroll, border_radius=3)
        for k in range(3):
            y = scroll.y + scroll.height * (0.3 + 0.2 * k)
            pygame.draw.line(surface, (120, 100, 80), (scroll.x + 4, y), (scroll.right - 4, y), 1)


def draw_picture(surface: pygame.Surface, rect: Rect, card: int) -> None:
    """The card's picture: a portrait, a landscape or its kind's glyph."""
    kind = CARDS[card].kind
    if kind == "dragon":
        draw_portrait(surface, rect, card)
    elif kind == "terrain":
        from .landscapes import draw_landscape

        draw_landscape(surface, rect, card)
    else:
        draw_glyph(surface, rect, card)


# ---- small marks ----------------------------------------------------------------------------------


def draw_eye(
    surface: pygame.Surface,
    centre: tuple[float, float],
    r: float,
    closed: bool = False,
    colour: Colour = INK,
) -> None:
    """An eye (a peeked card) or a closed eye (hidden from your rival)."""
    x, y = centre
    box = Rect(x - r, y - r * 0.6, r * 2, r * 1.2)
    if closed:
        pygame.draw.arc(
            surface, colour, box, math.pi + 0.3, 2 * math.pi - 0.3, max(1, int(r * 0.25))
        )
        for k in (-0.6, 0, 0.6):
            pygame.draw.line(
                surface, colour, (x + k * r, y + r * 0.45), (x + k * r * 1.2, y + r * 0.8), 1
            )
        return
    pygame.draw.ellipse(surface, colour, box, max(1, int(r * 0.22)))
    pygame.draw.circle(surface, colour, (int(x), int(y)), max(1, int(r * 0.35)))


def draw_coin(
    surface: pygame.Surface,
    centre: tuple[float, float],
    r: float,
    text: str,
    font: FallbackFont,
) -> None:
    """A gold coin with a number on it (a cost or a reward)."""
    pygame.draw.circle(surface, COIN_EDGE, centre, r)
    pygame.draw.circle(surface, COIN, centre, r - 1.5)
    image = font.render(text, True, (60, 36, 10))
    surface.blit(image, image.get_rect(center=(centre[0], centre[1] + 1)))


def draw_power(
    surface: pygame.Surface,
    centre: tuple[float, float],
    r: float,
    text: str,
    font: FallbackFont,
    colour: Colour = POWER,
) -> None:
    """A power badge: a red shield-like disc with the number."""
    x, y = centre
    points = [
        (x - r, y - r * 0.9),
        (x + r, y - r * 0.9),
        (x + r, y + r * 0.2),
        (x, y + r * 1.05),
        (x - r, y + r * 0.2),
    ]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, (250, 220, 200), points, 1)
    image = font.render(text, True, (255, 244, 230))
    surface.blit(image, image.get_rect(center=(x, y)))


def draw_keyword(surface: pygame.Surface, rect: Rect, key: str) -> None:
    """A keyword icon: flyer (a wing), super (a wing under a halo), scout (a lantern), help
    (two joined hands, drawn as linked rings)."""
    pygame.draw.rect(surface, (24, 20, 30), rect, border_radius=4)
    pygame.draw.rect(surface, GOLD_LINE, rect, 1, border_radius=4)
    c = rect.center
    r = rect.width * 0.36
    if key in ("flyer", "super"):
        wing = [
            (c[0] - r, c[1] + r * 0.5),
            (c[0] + r, c[1] - r * 0.7),
            (c[0] + r * 0.3, c[1] + r * 0.2),
            (c[0] + r * 0.6, c[1] + r * 0.6),
        ]
        pygame.draw.polygon(surface, (170, 210, 250), wing)
        if key == "super":
            pygame.draw.ellipse(
                surface, (255, 226, 120), Rect(c[0] - r * 0.8, rect.y + 1, r * 1.6, r * 0.6), 1
            )
    elif key == "scout":
        pygame.draw.circle(
            surface, (255, 214, 110), (c[0], int(c[1] + r * 0.2)), max(2, int(r * 0.55))
        )
        pygame.draw.line(surface, (200, 180, 140), (c[0], c[1] - r), (c[0], c[1] - r * 0.3), 1)
    elif key == "help":
        pygame.draw.circle(
            surface, (120, 220, 160), (int(c[0] - r * 0.35), c[1]), max(2, int(r * 0.5)), 2
        )
        pygame.draw.circle(
            surface, (120, 220, 160), (int(c[0] + r * 0.35), c[1]), max(2, int(r * 0.5)), 2
        )


def draw_back(surface: pygame.Surface, rect: Rect, pile: str = "lair") -> None:
    """A card back: the Lair's deep red or the Horde's blue, a wyvern crest."""
    surface.blit(_back_image(rect.width, rect.height, pile), rect.topleft)


@functools.lru_cache(maxsize=64)
def _back_image(width: int, height: int, pile: str) -> pygame.Surface:
    """A card back painted once per size and pile: a table shows a few dozen backs in every
    frame. On a clear layer, so the table shows through its rounded corners as before; every
    pixel painted is opaque, so the blit puts exactly the pixels drawing would."""
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    _paint_back(image, Rect(0, 0, width, height), pile)
    return image


def _paint_back(surface: pygame.Surface, rect: Rect, pile: str) -> None:
    base = LAIR_BACK if pile == "lair" else HORDE_BACK
    pygame.draw.rect(surface, base, rect, border_radius=7)
    inner = rect.inflate(-8, -8)
    pygame.draw.rect(surface, shade(base, 1.25), inner, 1, border_radius=5)
    c = inner.center
    r = min(inner.width, inner.height) * 0.3
    crest = [(c[0], c[1] - r), (c[0] + r, c[1] - r * 0.2), (c[0] + r * 0.4, c[1] + r * 0.2),
             (c[0], c[1] + r), (c[0] - r * 0.4, c[1] + r * 0.2), (c[0] - r, c[1] - r * 0.2)]  # fmt: skip
    pygame.draw.polygon(surface, shade(base, 1.5), crest, 2)
    pygame.draw.circle(surface, GOLD_LINE, c, max(2, int(r * 0.25)))
    pygame.draw.rect(surface, (14, 10, 16), rect, 2, border_radius=7)

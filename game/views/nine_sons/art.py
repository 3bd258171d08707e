"""Art for The Nine Sons drawn with pygame primitives: son emblems, card faces and dice.

Every emblem is designed on a 100×100 grid and scaled to the rectangle it is given, so the
same drawing serves the large watermark on a card and the small icon in its header or in a
player's tamed row. Emblems are looked up by the son's key ("bian"), never by its name, which is
translated. Card faces are cached per size and title: they never change during a game.
"""

from __future__ import annotations

import functools
import math

import pygame

from game.core.text import N_
from game.i18n import language
from game.rules.nine_sons.cards import Card
from game.views import text_cache, theme

Colour = tuple[int, int, int]

GROUP_COLOURS: dict[str, Colour] = {
    "green": (86, 196, 120),
    "yellow": (236, 184, 60),
    "red": (222, 72, 64),
}
GROUP_BODY: dict[str, Colour] = {
    "green": (30, 52, 44),
    "yellow": (58, 48, 28),
    "red": (60, 28, 30),
}

# Short lines in our own words, shown on the card face (the rules help has the long form).
# English msgids: translated when drawn.
RULE_LINES: dict[str, str] = {
    "qiuniu": N_("Gentle: any 3-stack tames"),
    "bian": N_("Gentle: any 3-stack tames"),
    "fuxi": N_("Gentle: any 3-stack tames"),
    "suanni": N_("Needs exactly 3 dice on card"),
    "baxia": N_("Needs 4+ dice on card"),
    "chaofeng": N_("3-stack top must be 5 or 6"),
    "pulao": N_("Dice here read as 1 - no 6 lands"),
    "yazi": N_("Tamer loses 1 point"),
    "chiwen": N_("Tamer's top die is swallowed"),
}
# Pulao's line when the setup's Pulao reading counts the dropped die as 1 too: then any die,
# a 6 as well, may land on it.
PULAO_INCOMING_LINE = N_("Any die may land: all read as 1")


def rule_line(card: Card, pulao_incoming_counts: bool = False) -> str:
    """The short rule printed at the foot of `card`'s face (an English msgid): Pulao's follows
    the Pulao reading of the game's options."""
    if card.key == "pulao" and pulao_incoming_counts:
        return PULAO_INCOMING_LINE
    return RULE_LINES.get(card.key, card.summary)


class _Grid:
    """Maps the 100×100 design grid onto a rectangle."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.sx = rect.width / 100
        self.sy = rect.height / 100

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.rect.x + x * self.sx), round(self.rect.y + y * self.sy))

    def w(self, width: float) -> int:
        return max(1, round(width * min(self.sx, self.sy)))

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.p(x, y)
        return pygame.Rect(left, top, max(1, round(w * self.sx)), max(1, round(h * self.sy)))


def _bell(s: pygame.Surface, g: _Grid, c: Colour) -> None:
    pygame.draw.circle(s, c, g.p(50, 14), g.w(7), g.w(4))
    pygame.draw.polygon(s, c, [g.p(38, 22), g.p(62, 22), g.p(70, 44), g.p(76, 72),
                               g.p(86, 80), g.p(14, 80), g.p(24, 72), g.p(30, 44)])  # fmt: skip
    dark = tuple(v // 3 for v in c)
    for y in (40, 52):
        pygame.draw.line(s, dark, g.p(30, y), g.p(70, y), g.w(3))
    pygame.draw.circle(s, c, g.p(50, 88), g.w(7))


def _fish_dragon(s: pygame.Surface, g: _Grid, c: Colour) -> None:
    pygame.draw.line(s, c, g.p(6, 82), g.p(94, 82), g.w(6))
    for x in range(10, 94, 14):
        pygame.draw.arc(s, c, g.r(x, 80, 14, 12), math.pi, 2 * math.pi, g.w(3))
    # The body curls up from the ridge, the tail flicks skyward.
    pygame.draw.arc(s, c, g.r(20, 22, 56, 76), math.pi * 0.1, math.pi * 0.95, g.w(10))
    pygame.draw.polygon(s, c, [g.p(70, 36), g.p(92, 10), g.p(86, 38), g.p(96, 30)])
    pygame.draw.circle(s, c, g.p(24, 56), g.w(11))
    dark = tuple(v // 3 for v in c)
    pygame.draw.circle(s, dark, g.p(21, 52), g.w(3))
    pygame.draw.line(s, c, g.p(16, 64), g.p(8, 76), g.w(4))


def _sword(s: pygame.Surface, g: _Grid, c: Colour) -> None:
    pygame.draw.polygon(s, c, [g.p(46, 64), g.p(54, 64), g.p(54, 16), g.p(50, 4), g.p(46, 16)])
    dark = tuple(v // 3 for v in c)
    pygame.draw.line(s, dark, g.p(50, 14), g.p(50, 60), g.w(2))
    pygame.draw.polygon(s, c, [g.p(26, 64), g.p(74, 64), g.p(66, 72), g.p(34, 72)])
    pygame.draw.rect(s, c, g.r(46, 72, 8, 16))
    pygame.draw.circle(s, c, g.p(50, 92), g.w(6))
    pygame.draw.arc(s, c, g.r(60, 70, 30, 26), -math.pi / 2, math.pi / 2, g.w(3))


def _qin(s: pygame.Surface, g: _Grid, c: Colour) -> None:
    body = [g.p(6, 62), g.p(84, 22), g.p(96, 36), g.p(16, 78)]
    pygame.draw.polygon(s, c, body)
    dark = tuple(v // 3 for v in c)
    for i in range(5):
        offset = i * 3
        pygame.draw.line(s, dark, g.p(14, 62 + offset), g.p(88, 26 + offset), g.w(1.5))
    for t in (0.25, 0.5, 0.75):
        x, y = 10 + 80 * t, 66 - 38 * t
        pygame.draw.circle(s, theme.TEXT, g.p(x, y), g.w(2.5))
    pygame.draw.line(s, c, g.p(20, 78), g.p(20, 90), g.w(4))
    pygame.draw.line(s, c, g.p(80, 44), g.p(80, 60), g.w(4))


def _gate(s: pygame.Surface, g: _Grid, c: Colour) -> None:
    pygame.draw.arc(s, c, g.r(14, 20, 72, 56), 0, math.pi, g.w(6))
    pygame.draw.line(s, c, g.p(14, 48), g.p(14, 92), g.w(6))
    pygame.draw.line(s, c, g.p(86, 48), g.p(86, 92), g.w(6))
    for x in (30, 44, 56, 70):
        pygame.draw.line(s, c, g.p(x, 30), g.p(x, 92), g.w(4))
    pygame.draw.line(s, c, g.p(14, 64), g.p(86, 64), g.w(3))
    # A tiger's eyes glare from behind the bars.
    for x in (37, 63):
        pygame.draw.circle(s, theme.GOLD, g.p(x, 46), g.w(5))
        pygame.draw.line(s, (20, 20, 20), g.p(x, 42), g.p(x, 50), g.w(2))


def _stele(s: pygame.Surface, g: _Grid, c: Colour) -> None:
    pygame.draw.rect(s, c, g.r(24, 18, 52, 66), border_radius=g.w(10))
    pygame.draw.rect(s, c, g.r(14, 84, 72, 10), border_radius=g.w(3))
    dark = tuple(v // 3 for v in c)
    for row, y in enumerate((32, 44, 56, 68)):
        pygame.draw.line(s, dark, g.p(34, y), g.p(66 - 8 * (row % 2), y), g.w(3))
    pygame.draw.circle(s, dark, g.p(50, 24), g.w(4), g.w(2))


def _censer(s: pygame.Surface, g: _Grid, c: Colour) -> None:
    for x in (32, 38, 44):
        pygame.draw.arc(s, c, g.r(x, 6 + (x - 32), 18, 22), -math.pi / 2, math.pi / 2, g.w(3))
    pygame.draw.ellipse(s, c, g.r(18, 44, 64, 38))
    pygame.draw.rect(s, c, g.r(26, 38, 48, 10), border_radius=g.w(3))
    for x0, x1 in ((26, 18), (50, 50), (74, 82)):
        pygame.draw.line(s, c, g.p(x0, 76), g.p(x1, 94), g.w(5))
    dark = tuple(v // 3 for v in c)
    pygame.draw.circle(s, dark, g.p(50, 62), g.w(8), g.w(3))  # the lion's ring
    pygame.draw.line(s, c, g.p(12, 56), g.p(20, 52), g.w(5))
    pygame.draw.line(s, c, g.p(88, 56), g.p(80, 52), g.w(5))


def _turtle(s: pygame.Surface, g: _Grid, c: Colour) -> None:
    for x, y in ((22, 80), (72, 80), (24, 54), (74, 54)):
        pygame.draw.ellipse(s, c, g.r(x - 8, y - 6, 16, 12))
    pygame.draw.ellipse(s, c, g.r(18, 50, 64, 38))
    pygame.draw.circle(s, c, g.p(88, 70), g.w(8))
    dark = tuple(v // 3 for v in c)
    cx, cy, r = 50, 69, 9
    pygame.draw.polygon(
        s,
        dark,
        [
            g.p(cx + r * math.cos(a), cy + r * math.sin(a))
            for a in [i * math.pi / 3 for i in range(6)]
        ],
        g.w(2.5),
    )
    for dx in (-20, 20):
        pygame.draw.line(s, dark, g.p(cx + dx * 0.5, cy), g.p(cx + dx, cy), g.w(2))
    # The stele on its back.
    pygame.draw.rect(s, c, g.r(40, 14, 20, 36), border_radius=g.w(4))
    pygame.draw.line(s, dark, g.p(45, 24), g.p(55, 24), g.w(2))
    pygame.draw.line(s, dark, g.p(45, 32), g.p(55, 32), g.w(2))


def _swirl(s: pygame.Surface, g: _Grid, c: Colour) -> None:
    for i, radius in enumerate((40, 30, 20, 10)):
        rect = g.r(50 - radius, 48 - radius, 2 * radius, 2 * radius)
        start = i * 0.9
        pygame.draw.arc(s, c, rect, start, start + math.pi * 1.3, g.w(5))
    # A roof beast's horned head peers over the wind.
    pygame.draw.polygon(s, c, [g.p(60, 92), g.p(96, 92), g.p(90, 74), g.p(80, 66), g.p(70, 74)])
    pygame.draw.line(s, c, g.p(82, 68), g.p(88, 56), g.w(3))
    pygame.draw.circle(s, theme.GOLD, g.p(84, 80), g.w(3))


EMBLEMS = {
    "pulao": _bell,
    "chiwen": _fish_dragon,
    "yazi": _sword,
    "qiuniu": _qin,
    "bian": _gate,
    "fuxi": _stele,
    "suanni": _censer,
    "baxia": _turtle,
    "chaofeng": _swirl,
}


def draw_emblem(surface: pygame.Surface, key: str, rect: pygame.Rect, colour: Colour) -> None:
    """Draw the emblem of the son whose key is `key` ("bian") into `rect`."""
    drawer = EMBLEMS.get(key)
    if drawer is None:
        pygame.draw.circle(surface, colour, rect.center, min(rect.size) // 3, 3)
        return
    drawer(surface, _Grid(rect), colour)


@functools.cache
def emblem_surface(key: str, size: int, colour: Colour, alpha: int = 255) -> pygame.Surface:
    """A cached transparent surface with the emblem of son `key` (for watermarks and icons)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_emblem(surface, key, pygame.Rect(0, 0, size, size), colour)
    if alpha < 255:
        surface.set_alpha(alpha)
        faded = pygame.Surface((size, size), pygame.SRCALPHA)
        faded.blit(surface, (0, 0))
        return faded
    return surface


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def card_face(
    key: str, title: str, group: str, points: int, size: tuple[int, int], header: int
) -> pygame.Surface:
    """The printed face of son `key`: group border, body, watermark emblem, its `title` (the
    name, already translated) and points; cached per language, since a son named alike in
    Japanese and Chinese is drawn with each language's glyph forms."""
    return _card_face(key, title, group, points, size, header, language())


@functools.cache
def _card_face(
    key: str, title: str, group: str, points: int, size: tuple[int, int], header: int, lang: str
) -> pygame.Surface:
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    edge = GROUP_COLOURS.get(group, theme.PANEL_EDGE)
    body = GROUP_BODY.get(group, theme.PANEL)
    rect = surface.get_rect()
    pygame.draw.rect(surface, _mix(body, (0, 0, 0), 0.3), rect, border_radius=14)
    inner = rect.inflate(-6, -6)
    # A soft vertical gradient gives the card some paper depth.
    for y in range(inner.height):
        t = y / max(1, inner.height - 1)
        pygame.draw.line(
            surface,
            _mix(_mix(body, edge, 0.12), body, t),
            (inner.x + 2, inner.y + y),
            (inner.right - 3, inner.y + y),
        )
    pygame.draw.rect(surface, edge, rect, 4, border_radius=14)
    pygame.draw.rect(surface, _mix(edge, (0, 0, 0), 0.4), inner, 1, border_radius=11)
    mark = min(width, height) - header - 4
    watermark = emblem_surface(key, mark, _mix(body, edge, 0.45))
    surface.blit(
        watermark, watermark.get_rect(center=(width // 2, header + (height - header) // 2))
    )
    # Header band: emblem icon, name, points badge.
    band = pygame.Rect(6, 6, width - 12, header - 6)
    pygame.draw.rect(surface, _mix(body, (0, 0, 0), 0.35), band, border_radius=8)
    icon = emblem_surface(key, header - 8, edge)
    surface.blit(icon, (12, 8))
    badge_colour = theme.DANGER if points < 0 else theme.GOLD
    badge = text_cache.rendered(
        theme.font(18, bold=True), f"{points:+d}", theme.ink_on(badge_colour)
    )
    badge_rect = badge.get_rect().inflate(14, 4)
    badge_rect.midright = (width - 12, 6 + (header - 6) // 2)
    font = theme.font(18, bold=True)
    left = 14 + header - 4
    name = text_cache.rendered(font, title, theme.TEXT, badge_rect.left - 6 - left)
    surface.blit(name, (left, 6 + (header - 6 - name.get_height()) // 2))
    pygame.draw.rect(surface, badge_colour, badge_rect, border_radius=badge_rect.height // 2)
    surface.blit(badge, badge.get_rect(center=badge_rect.center))
    return surface


@functools.cache
def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of a face-down card: a jade scale pattern with a pearl."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (34, 60, 66), rect, border_radius=12)
    for row, y in enumerate(range(8, size[1], 14)):
        for x in range(8 + (row % 2) * 9, size[0], 18):
            pygame.draw.arc(
                surface, (56, 102, 104), (x - 9, y - 9, 18, 18), math.pi, 2 * math.pi, 2
            )
    pygame.draw.circle(surface, theme.GOLD, rect.center, min(size) // 6)
    pygame.draw.circle(surface, (255, 240, 190), rect.center, min(size) // 12)
    pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=12)
    return surface


PIP_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


@functools.cache
def die_surface(colour: Colour, value: int, size: int, glow: bool = False) -> pygame.Surface:
    """A die seen slightly from above: a darker side for depth, the top face with pips."""
    depth = max(3, size // 7)
    surface = pygame.Surface((size + depth, size + depth), pygame.SRCALPHA)
    side = _mix(colour, (0, 0, 0), 0.45)
    radius = size // 5
    pygame.draw.rect(surface, side, (depth, depth, size, size), border_radius=radius)
    face = pygame.Rect(0, 0, size, size)
    pygame.draw.rect(surface, colour, face, border_radius=radius)
    light = _mix(colour, (255, 255, 255), 0.35)
    pygame.draw.rect(surface, light, face.inflate(-size // 5, -size // 5), 1, border_radius=radius)
    outline = theme.GOLD if glow else _mix(colour, (255, 255, 255), 0.5)
    pygame.draw.rect(surface, outline, face, 3 if glow else 2, border_radius=radius)
    ink = theme.ink_on(colour)
    if value == 1:
        ink = (200, 40, 40) if sum(colour) > 300 else (255, 110, 100)  # the red one-pip
    pip = max(2, size // 10)
    spread = size * 0.26
    for dx, dy in PIP_LAYOUT.get(value, ()):
        centre = (round(size / 2 + dx * spread), round(size / 2 + dy * spread))
        pygame.draw.circle(surface, ink, centre, pip + (2 if value == 1 else 0))
    return surface


def draw_die(
    surface: pygame.Surface,
    colour: Colour,
    value: int,
    centre: tuple[float, float],
    size: int,
    glow: bool = False,
    alpha: int = 255,
) -> None:
    """Blit a die centred on `centre`."""
    image = die_surface(colour, value, size, glow)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, (round(centre[0] - size / 2), round(centre[1] - size / 2)))

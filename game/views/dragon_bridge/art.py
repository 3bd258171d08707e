"""Dragon Bridge cards, gems, items, hacks and bridge squares drawn by code (cached surfaces).

Card faces show the name, an icon for the kind of effect, the effect in our own words (CARD_TEXT
here, longer than the data table's), the wings and the Dragon Power the card gives while it lies
under the dragon. Cached faces are keyed by the language too, so a language switch redraws them.
"""

from __future__ import annotations

import functools
import math

import pygame

from game.core.text import N_
from game.i18n import _, language
from game.rules.dragon_bridge.cards import CARD_TYPES
from game.rules.dragon_bridge.hacks import HACK_TYPES
from game.views import theme
from game.views.backdrop import fit_size
from game.views.text import ellipsize, size_keeping_words, wrap

from .words import card_name, hack_name, hack_text, item_name, item_text, power_name, power_text

Colour = tuple[int, int, int]

KIND_COLOURS: dict[str, Colour] = {
    "move": (64, 168, 104),
    "bump": (204, 74, 64),
    "teleport": (138, 92, 214),
    "nest": (214, 160, 56),
    "mixed": (70, 130, 190),
}
GEM_GREEN = (70, 220, 130)
GEM_DARK = (40, 70, 56)

# Card effects in our own words, a little longer than the engine's short text (msgids).
CARD_TEXT: dict[str, str] = {
    "run": N_("MOVE up to 3."),
    "bait": N_("Take any one card from the Nest into your hand."),
    "gale": N_("BUMP 2, then TELEPORT up to 1."),
    "dazzle": N_("Turn a face-up Nest card face down, then TELEPORT up to 1."),
    "step": N_("MOVE up to 1, then MOVE up to 1 again."),
    "thunderbox": N_("BUMP 3."),
    "walk": N_("MOVE up to 2."),
    "dash": N_("MOVE up to 5."),
    "push": N_("BUMP 2."),
    "blink": N_("TELEPORT up to 3."),
    "warp": N_("TELEPORT up to 5."),
    "swap": N_("The two wizards trade squares."),
    "charge": N_("MOVE up to 2, then BUMP 1."),
    "gem-spark": N_("READY one of your gems, then MOVE up to 1."),
    "drain": N_("Your rival depletes a READY gem, then BUMP 1."),
    "scheme": N_("Draw 2, then put a card from your hand face up into the Nest."),
}


def card_words(card: int) -> str:
    """A card's effect in our own words, translated (the data table's text if it has none)."""
    spec = CARD_TYPES[card]
    return _(CARD_TEXT.get(spec.key, spec.text))


def card_kind(card: int) -> str:
    """The colour family of a card: move, bump, teleport, nest or mixed."""
    steps = {step for step, _ in CARD_TYPES[card].effect}
    moving = steps & {"move", "bump", "teleport"}
    if not moving:
        return "nest"
    if len(moving) > 1 or len(steps) > 1:
        return "mixed" if len(moving) > 1 else next(iter(moving))
    return next(iter(moving))


def draw_wings(surface: pygame.Surface, centre: tuple[int, int], count: int, size: int) -> None:
    """`count` little bat wings in a row (a wing counts toward the flight)."""
    if count <= 0:
        return
    gap = size * 2 + 2
    x0 = centre[0] - (count - 1) * gap / 2
    for i in range(count):
        x, y = x0 + i * gap, centre[1]
        for side in (-1, 1):
            points = [(x, y), (x + side * size, y - size * 0.8), (x + side * size * 0.8, y + size * 0.2),
                      (x + side * size * 0.45, y), (x + side * size * 0.3, y + size * 0.5)]  # fmt: skip
            pygame.draw.polygon(surface, (250, 236, 210), points)
            pygame.draw.polygon(surface, (60, 30, 30), points, 1)


def _icon(surface: pygame.Surface, kind: str, centre: tuple[int, int], r: int) -> None:
    cx, cy = centre
    if kind in ("move", "mixed"):
        pygame.draw.polygon(surface, (255, 255, 255), [(cx - r, cy - r // 3), (cx + r // 3, cy - r // 3),
                            (cx + r // 3, cy - r), (cx + r, cy), (cx + r // 3, cy + r), (cx + r // 3, cy + r // 3),
                            (cx - r, cy + r // 3)])  # fmt: skip
    elif kind == "bump":
        points = []
        for i in range(16):
            rr = r if i % 2 == 0 else r * 0.5
            a = i * math.pi / 8
            points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(surface, (255, 240, 200), points)
    elif kind == "teleport":
        for i in range(3):
            pygame.draw.circle(surface, (255, 255, 255), (cx, cy), r - i * r // 3, 2)
        pygame.draw.circle(surface, (255, 255, 255), (cx, cy), 3)
    else:
        pygame.draw.ellipse(surface, (120, 80, 40), (cx - r, cy - r // 3, 2 * r, r))
        for i in range(3):
            pygame.draw.ellipse(
                surface,
                (250, 240, 220),
                (cx - r // 2 + i * r // 3, cy - r // 2, r // 2, r * 2 // 3),
            )


def card_face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """The face of an action card at `size` (hand, zoomed, nest)."""
    return _card_face(card, size, language())


@functools.lru_cache(maxsize=128)
def _card_face(card: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    width, height = size
    k = width / 108
    spec = CARD_TYPES[card]
    colour = KIND_COLOURS[card_kind(card)]
    s = pygame.Surface(size, pygame.SRCALPHA)
    rect = s.get_rect()
    radius = int(10 * k)
    pygame.draw.rect(s, (248, 240, 222), rect, border_radius=radius)
    band_h = int(30 * k)
    pygame.draw.rect(s, colour, (0, 0, width, band_h), border_top_left_radius=radius,
                     border_top_right_radius=radius)  # fmt: skip
    pygame.draw.rect(s, (60, 40, 40), rect, max(1, int(2 * k)), border_radius=radius)
    icon_r = max(4, int(8 * k))
    _icon(s, card_kind(card), (width - icon_r - int(6 * k), band_h // 2), icon_r)
    _card_title(s, card_name(card), int(7 * k), band_h, width - 2 * icon_r - int(14 * k), k)
    wings_y = int(height * 0.66) - int(9 * k)
    _card_body(s, card_words(card), (int(7 * k), band_h + int(5 * k)), wings_y - int(8 * k), k)
    draw_wings(s, (width // 2, wings_y), spec.wings, max(4, int(6 * k)))
    band = pygame.Rect(int(4 * k), int(height * 0.66), width - int(8 * k), int(height * 0.32))
    _power_band(s, spec.power, band, k)
    return s


def _card_title(s: pygame.Surface, name: str, x: int, band_h: int, room: int, k: float) -> None:
    """The card's name in its colour band, shrunk (then cut) to end before the kind icon."""
    size = fit_size(name, room, max(9, round(14 * k)), smallest=max(8, round(10 * k)))
    font = theme.font(size, bold=True)
    image = font.render(ellipsize(name, font, room), True, (255, 255, 255))
    s.blit(image, image.get_rect(midleft=(x, band_h // 2)))


def _card_body(s: pygame.Surface, words: str, at: tuple[int, int], bottom: int, k: float) -> None:
    """The effect in our words, as many lines as fit above the wings (the last one cut)."""
    x, y = at
    room = s.get_width() - 2 * x
    size = size_keeping_words(words, room, max(9, round(10.5 * k)), theme.font, smallest=8)
    font = theme.font(size)
    lines = wrap(words, font, room)
    fit = max(1, (bottom - y) // font.get_linesize())
    if len(lines) > fit:
        lines = lines[: fit - 1] + [ellipsize(" ".join(lines[fit - 1 :]), font, room)]
    for line in lines:
        s.blit(font.render(line, True, (40, 30, 30)), (x, y))
        y += font.get_linesize()


def _power_band(s: pygame.Surface, power: str | None, band: pygame.Rect, k: float) -> None:
    """The Dragon section: the power's name and words, or "no Dragon Power"."""
    pygame.draw.rect(s, (58, 30, 44), band, border_radius=int(6 * k))
    room = band.width - int(8 * k)
    tiny = theme.font(max(8, round(9.5 * k)))
    if not power:
        label = tiny.render(_("no Dragon Power"), True, (170, 150, 160))
        s.blit(label, label.get_rect(center=band.center))
        return
    small = theme.font(max(8, round(10 * k)), bold=True)
    label = small.render(ellipsize(power_name(power), small, room), True, theme.GOLD)
    x, y = band.x + int(4 * k), band.y + int(3 * k)
    s.blit(label, (x, y))
    y += small.get_linesize()
    lines = wrap(power_text(power), tiny, room)
    fit = max(1, (band.bottom - 2 - y) // tiny.get_linesize())
    if len(lines) > fit:
        lines = lines[: fit - 1] + [ellipsize(" ".join(lines[fit - 1 :]), tiny, room)]
    for line in lines:
        s.blit(tiny.render(line, True, (236, 220, 220)), (x, y))
        y += tiny.get_linesize()


def nest_chip(card: int, size: tuple[int, int]) -> pygame.Surface:
    """A Nest card as a small chip: its name, its wings large, its Dragon Power's name."""
    return _nest_chip(card, size, language())


@functools.lru_cache(maxsize=64)
def _nest_chip(card: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    width, height = size
    spec = CARD_TYPES[card]
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (248, 240, 222), s.get_rect(), border_radius=7)
    pygame.draw.rect(s, KIND_COLOURS[card_kind(card)], (0, 0, width, 18),
                     border_top_left_radius=7, border_top_right_radius=7)  # fmt: skip
    pygame.draw.rect(s, (60, 40, 40), s.get_rect(), 1, border_radius=7)
    name = card_name(card)
    font = theme.font(fit_size(name, width - 6, 12, smallest=9), bold=True)
    image = font.render(ellipsize(name, font, width - 6), True, (255, 255, 255))
    s.blit(image, image.get_rect(center=(width // 2, 9)))
    if spec.wings:
        draw_wings(s, (width // 2, 29), spec.wings, 7)
    else:
        dim = theme.font(10).render(_("no wings"), True, (150, 130, 120))
        s.blit(dim, dim.get_rect(center=(width // 2, 29)))
    band = pygame.Rect(2, height - 18, width - 4, 16)
    pygame.draw.rect(s, (58, 30, 44), band, border_radius=5)
    if spec.power:
        fitted = fit_size(power_name(spec.power), band.width - 4, 10, bold=False, smallest=8)
        small = theme.font(fitted)
        text = ellipsize(power_name(spec.power), small, band.width - 4)
        label = small.render(text, True, theme.GOLD)
        s.blit(label, label.get_rect(center=band.center))
    return s


@functools.lru_cache(maxsize=16)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of an action card: a dragon eye on scales."""
    width, height = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (70, 24, 40), s.get_rect(), border_radius=max(4, width // 10))
    for row in range(0, height, 10):
        for col in range(-(row // 10 % 2) * 6, width, 12):
            pygame.draw.arc(s, (110, 40, 60), (col, row, 12, 12), math.pi, math.tau, 1)
    centre = (width // 2, height // 2)
    pygame.draw.ellipse(
        s, theme.GOLD, (centre[0] - width // 4, centre[1] - width // 8, width // 2, width // 4)
    )
    pygame.draw.ellipse(
        s, (30, 10, 10), (centre[0] - 3, centre[1] - width // 8 + 1, 6, width // 4 - 2)
    )
    pygame.draw.rect(s, theme.GOLD, s.get_rect(), 2, border_radius=max(4, width // 10))
    return s


def power_card(card: int, size: tuple[int, int]) -> pygame.Surface:
    """The card under the dragon, laid out so its Dragon Power reads first."""
    return _power_card(card, size, language())


@functools.lru_cache(maxsize=32)
def _power_card(card: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    width, height = size
    spec = CARD_TYPES[card]
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (58, 30, 44), s.get_rect(), border_radius=10)
    pygame.draw.rect(s, theme.GOLD, s.get_rect(), 2, border_radius=10)
    # Translators: heads the card under the dragon, e.g. "Power of Dash".
    head_text = _("Power of {card}").format(card=card_name(card))
    head_size = fit_size(head_text, width - 8, 11, bold=False, smallest=9)
    head_font = theme.font(head_size)
    head = head_font.render(ellipsize(head_text, head_font, width - 8), True, theme.TEXT_DIM)
    s.blit(head, head.get_rect(midtop=(width // 2, 6)))
    if not spec.power:
        text = theme.font(13, bold=True).render(_("No power"), True, theme.TEXT)
        s.blit(text, text.get_rect(center=(width // 2, height // 2)))
        return s
    name = power_name(spec.power)
    name_size = size_keeping_words(name, width - 12, 15, lambda size: theme.font(size, bold=True))
    name_font = theme.font(name_size, bold=True)
    y = 24
    for line in wrap(name, name_font, width - 12):
        image = name_font.render(line, True, theme.GOLD)
        s.blit(image, image.get_rect(midtop=(width // 2, y)))
        y += name_font.get_linesize()
    body = theme.font(12)
    y += 4
    for line in wrap(power_text(spec.power), body, width - 14):
        image = body.render(line, True, theme.TEXT)
        s.blit(image, image.get_rect(midtop=(width // 2, y)))
        y += body.get_linesize()
    return s


def draw_gem(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: int,
    ready: bool,
    flip: float = 1.0,
) -> None:
    """A green gem: READY sparkles face up, DEPLETED lies face down; `flip` squeezes it (0..1)."""
    cx, cy = centre
    squeeze = max(0.08, abs(flip))
    points = []
    for i in range(6):
        a = i * math.pi / 3 + math.pi / 6
        points.append((cx + radius * math.cos(a) * squeeze, cy + radius * math.sin(a)))
    if ready:
        pygame.draw.polygon(surface, GEM_GREEN, points)
        inner = [(cx + (x - cx) * 0.5, cy + (y - cy) * 0.5 - radius * 0.1) for x, y in points]
        pygame.draw.polygon(surface, (190, 255, 210), inner)
        pygame.draw.polygon(surface, (20, 90, 50), points, 2)
        pygame.draw.circle(
            surface,
            (255, 255, 255),
            (int(cx - radius * 0.3 * squeeze), int(cy - radius * 0.4)),
            max(1, radius // 6),
        )
    else:
        pygame.draw.polygon(surface, GEM_DARK, points)
        pygame.draw.polygon(surface, (90, 120, 100), points, 2)


def draw_white_gem(surface: pygame.Surface, centre: tuple[float, float], radius: int) -> None:
    """A white gem of the Bridge Hacking expansion (a small diamond)."""
    cx, cy = centre
    points = [
        (cx, cy - radius),
        (cx + radius * 0.7, cy),
        (cx, cy + radius),
        (cx - radius * 0.7, cy),
    ]
    pygame.draw.polygon(surface, (244, 244, 255), points)
    pygame.draw.polygon(surface, (120, 120, 150), points, 1)


def item_tile(item: int, size: tuple[int, int]) -> pygame.Surface:
    """A magic item as a small plaque: name and effect."""
    return _item_tile(item, size, language())


@functools.lru_cache(maxsize=32)
def _item_tile(item: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (40, 60, 88), s.get_rect(), border_radius=8)
    pygame.draw.rect(s, (140, 200, 250), s.get_rect(), 2, border_radius=8)
    _plaque_text(s, item_name(item), item_text(item), (200, 230, 255))
    return s


def hack_tile(hack: int, size: tuple[int, int]) -> pygame.Surface:
    """A Bridge Hack as a plaque with its white-gem cost."""
    return _hack_tile(hack, size, language())


@functools.lru_cache(maxsize=32)
def _hack_tile(hack: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    spec = HACK_TYPES[hack]
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (60, 60, 70), s.get_rect(), border_radius=8)
    pygame.draw.rect(s, (230, 230, 250), s.get_rect(), 2, border_radius=8)
    _plaque_text(s, hack_name(hack), hack_text(hack), (230, 230, 240))
    for i in range(spec.cost):
        draw_white_gem(s, (size[0] - 10 - i * 10, size[1] - 9), 5)
    return s


def _plaque_text(s: pygame.Surface, name: str, text: str, colour: Colour) -> None:
    width, height = s.get_size()
    title = theme.font(
        12 if theme.font(12, bold=True).size(name)[0] < width - 10 else 10, bold=True
    )
    s.blit(title.render(name, True, colour), (6, 4))
    body = theme.font(10)
    y = 6 + title.get_linesize()
    for line in wrap(text, body, width - 10):
        if y + body.get_linesize() > height - 2:
            break
        s.blit(body.render(line, True, theme.TEXT), (6, y))
        y += body.get_linesize()


HACK_MARKS: dict[str, Colour] = {
    "trapdoor": (90, 60, 30),
    "barricade": (150, 110, 70),
    "gem-vein": (70, 220, 130),
    "slick-planks": (120, 200, 240),
    "tar-pit": (30, 30, 30),
    "launch-pad": (250, 200, 80),
    "watchtower": (200, 200, 220),
}


def draw_hack_mark(surface: pygame.Surface, rect: pygame.Rect, hack: int) -> None:
    """A placed hack drawn onto its bridge square."""
    key = HACK_TYPES[hack].key
    colour = HACK_MARKS.get(key, (200, 200, 200))
    cx, cy = rect.center
    if key == "barricade":
        pygame.draw.rect(
            surface, colour, (rect.x + 3, rect.y - 14, rect.width - 6, 14), border_radius=3
        )
        pygame.draw.line(
            surface, (80, 50, 30), (rect.x + 3, rect.y - 7), (rect.right - 3, rect.y - 7), 2
        )
    elif key == "watchtower":
        pygame.draw.rect(surface, colour, (cx - 5, rect.y - 26, 10, 26))
        pygame.draw.polygon(
            surface,
            (120, 120, 150),
            [(cx - 8, rect.y - 26), (cx + 8, rect.y - 26), (cx, rect.y - 36)],
        )
    elif key == "trapdoor":
        pygame.draw.rect(surface, colour, rect.inflate(-8, -12), border_radius=2)
        pygame.draw.line(surface, (20, 10, 0), (rect.x + 5, cy), (rect.right - 5, cy), 2)
    elif key == "tar-pit":
        pygame.draw.ellipse(surface, colour, rect.inflate(-6, -14))
    elif key == "slick-planks":
        for dy in (-6, 0, 6):
            pygame.draw.line(
                surface, colour, (rect.x + 4, cy + dy), (rect.right - 4, cy + dy - 2), 2
            )
    elif key == "launch-pad":
        pygame.draw.polygon(surface, colour, [(cx - 8, cy + 8), (cx + 8, cy + 8), (cx, cy - 10)])
    elif key == "gem-vein":
        draw_gem(surface, (cx, cy), 8, True)

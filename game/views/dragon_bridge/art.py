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
from game.views import theme
from game.views.backdrop import fit_size
from game.views.text import ellipsize, size_keeping_words, wrap, wrap_name

from .card_text import balanced, balanced_into, natural
from .words import card_name, power_name, power_text

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
    name, x = card_name(card), int(7 * k)
    room = width - 2 * icon_r - int(14 * k)
    if theme.font(max(8, round(10 * k)), bold=True).size(name)[0] > room:
        room = width - 2 * x  # a name too wide beside the kind icon takes the whole band
    else:
        _icon(s, card_kind(card), (width - icon_r - int(6 * k), band_h // 2), icon_r)
    _card_title(s, name, x, band_h, room, k)
    wings_y, body_at, bottom, band = _classic_geometry(size)
    if _classic_fits(card, size, body_at, bottom, band, k):
        _card_body(s, card_words(card), body_at, bottom, k)
        draw_wings(s, (width // 2, wings_y), spec.wings, max(4, int(6 * k)))
        _power_band(s, spec.power, band, k)
    else:
        from .compact_face import draw_compact  # it draws with this module's icons and wings

        draw_compact(s, card, band_h, k)
    return s


def _classic_geometry(size: tuple[int, int]) -> tuple[int, tuple[int, int], int, pygame.Rect]:
    """The classic face's wings row, where its effect starts and ends, and its Dragon band."""
    width, height = size
    k = width / 108
    wings_y = int(height * 0.66) - int(9 * k)
    band = pygame.Rect(int(4 * k), int(height * 0.66), width - int(8 * k), int(height * 0.32))
    return wings_y, (int(7 * k), int(30 * k) + int(5 * k)), wings_y - int(8 * k), band


def face_shows_words(card: int, size: tuple[int, int]) -> bool:
    """True when the face of `card` at `size` prints its effect in words (a card too small for
    them in this language shows pictograms or its kind's icon: say the words elsewhere)."""
    return _face_shows_words(card, size, language())


@functools.lru_cache(maxsize=128)
def _face_shows_words(card: int, size: tuple[int, int], lang: str) -> bool:
    from .compact_face import shows_words

    k = size[0] / 108
    _, at, bottom, band = _classic_geometry(size)
    return _classic_fits(card, size, at, bottom, band, k) or shows_words(card, size, int(30 * k), k)


def _card_title(s: pygame.Surface, name: str, x: int, band_h: int, room: int, k: float) -> None:
    """The card's name in its colour band, shrunk (then cut) to end before the kind icon."""
    size = fit_size(name, room, max(9, round(14 * k)), smallest=max(8, round(10 * k)))
    font = theme.font(size, bold=True)
    image = font.render(ellipsize(name, font, room), True, (255, 255, 255))
    s.blit(image, image.get_rect(midleft=(x, band_h // 2)))


def _body_font(words: str, room: int, k: float) -> pygame.font.Font:
    """The effect's font: as large as lets every English word fit the card's width."""
    return theme.font(size_keeping_words(words, room, max(9, round(10.5 * k)), theme.font, 8))


def _classic_fits(
    card: int, size: tuple[int, int], at: tuple[int, int], bottom: int, band: pygame.Rect, k: float
) -> bool:
    """True when the classic face (effect, wings and the Dragon section at fixed heights) holds
    every word: English at every size the board uses. Larger text (Japanese and Chinese are
    never below 16 px) gets the compact face instead of lines cut short."""
    words, room = card_words(card), size[0] - 2 * at[0]
    font = _body_font(words, room, k)
    if len(balanced(words, font, room)) > max(1, (bottom - at[1]) // font.get_linesize()):
        return False
    power = CARD_TYPES[card].power
    room = band.width - int(8 * k)
    if not power:
        return theme.font(max(8, round(9.5 * k))).size(_("no Dragon Power"))[0] <= room
    small = theme.font(max(8, round(10 * k)), bold=True)
    if small.size(power_name(power))[0] > room:
        return False
    tiny = theme.font(max(8, round(9.5 * k)))
    top = band.y + int(3 * k) + small.get_linesize()
    fit = max(1, (band.bottom - 2 - top) // tiny.get_linesize())
    return len(balanced(power_text(power), tiny, room)) <= fit


def _card_body(s: pygame.Surface, words: str, at: tuple[int, int], bottom: int, k: float) -> None:
    """The effect in our words, as many lines as fit above the wings (the last one cut)."""
    x, y = at
    room = s.get_width() - 2 * x
    font = _body_font(words, room, k)
    lines = balanced_into(words, font, room, max(1, (bottom - y) // font.get_linesize()))
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
    fit = max(1, (band.bottom - 2 - y) // tiny.get_linesize())
    for line in balanced_into(power_text(power), tiny, room, fit):
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
    name = card_name(card)
    font = theme.font(fit_size(name, width - 6, 12, smallest=9), bold=True)
    head = max(18, font.get_height() + 1)  # the name's band: taller for taller (CJK) text
    pygame.draw.rect(s, (248, 240, 222), s.get_rect(), border_radius=7)
    pygame.draw.rect(s, KIND_COLOURS[card_kind(card)], (0, 0, width, head),
                     border_top_left_radius=7, border_top_right_radius=7)  # fmt: skip
    pygame.draw.rect(s, (60, 40, 40), s.get_rect(), 1, border_radius=7)
    image = font.render(ellipsize(name, font, width - 6), True, (255, 255, 255))
    s.blit(image, image.get_rect(center=(width // 2, head // 2)))
    small = theme.font(10)
    label, lines = _chip_power_lines(power_name(spec.power) if spec.power else "", width - 8)
    band_h = max(16, small.get_height(), len(lines) * label.get_linesize() + 2)
    band = pygame.Rect(2, height - band_h - 2, width - 4, band_h)
    middle = (head + band.y) // 2
    if spec.wings:
        draw_wings(s, (width // 2, middle), spec.wings, 7)
    else:
        dim = small.render(_("no wings"), True, (150, 130, 120))
        s.blit(dim, dim.get_rect(center=(width // 2, middle)))
    pygame.draw.rect(s, (58, 30, 44), band, border_radius=5)
    y = band.centery - len(lines) * label.get_linesize() // 2
    for line in lines:
        image = label.render(line, True, theme.GOLD)
        s.blit(image, image.get_rect(midtop=(band.centerx, y)))
        y += label.get_linesize()
    return s


def _chip_power_lines(name: str, room: int) -> tuple[pygame.font.Font, list[str]]:
    """A Nest chip's Dragon Power name: one line at the largest size from 10 px down to 8 that
    holds it, else two lines at 9 px ("Warped / Space")."""
    for size in (10, 9, 8):
        font = theme.font(size)
        if font.size(name)[0] <= room:
            return font, [name] if name else []
    font = theme.font(9)
    return font, wrap_name(name, font, room, 2)


def chip_size(base: tuple[int, int]) -> tuple[int, int]:
    """A Nest chip's size: `base`, or wider and taller when its fonts are (Japanese and Chinese
    text is never below 16 px): every card name fits its band on one line, the wings and the
    Dragon Power band stay clear of each other."""
    return _chip_size(base, language())


@functools.lru_cache(maxsize=8)
def _chip_size(base: tuple[int, int], lang: str) -> tuple[int, int]:
    # Names may shrink to 9 px (English); CJK fonts never go below 16 px, so they set the size.
    title, small = theme.font(9, bold=True), theme.font(10)
    widest = max(title.size(card_name(card))[0] for card in range(len(CARD_TYPES)))
    width = max(base[0], widest + 6)
    height = max(base[1], max(18, title.get_height() + 1) + 20 + max(16, small.get_height()))
    return (width, height)


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
    for line in wrap_name(name, name_font, width - 12, len(wrap(name, name_font, width - 12))):
        image = name_font.render(line, True, theme.GOLD)
        s.blit(image, image.get_rect(midtop=(width // 2, y)))
        y += name_font.get_linesize()
    body = theme.font(12)
    y += 4
    room = max(1, (height - 4 - y) // body.get_linesize())
    for line in natural(power_text(spec.power), body, width - 14, room):
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

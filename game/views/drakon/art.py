"""Drakon art drawn by code: chamber tiles, the tile back, the six heroes, coins and the dragon.

Every picture is painted at twice its size (or on a 128-pixel master) and scaled down smoothly,
so edges are anti-aliased at every zoom, then cached. Sizes are rounded to a multiple of
`SIZE_STEP` (see `quantise`): the returned surface is `quantise(size)` pixels square, so a
smooth zoom reuses a handful of cached sizes instead of filling the cache without bound.
Centre the surface on its cell (`surface.get_rect(center=...)`).

Screen orientation: north (direction 0, y growing) is UP on screen; arrow side d of a tile
turned `rot` is bit d of `tiles.rotate_mask(kind.mask, rot)`. No words here: chamber and hero
names and texts are the rules' msgids (tiles.py, heroes.py).
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.rules.drakon.tiles import KINDS, rotate_mask

from . import emblems
from .emblems import GOLD, GOLD_DARK, INK, IVORY, family_colour, shade

__all__ = [
    "chamber_surface",
    "coin_surface",
    "drakon_surface",
    "emblem_surface",
    "hero_surface",
    "quantise",
    "tile_back_surface",
]

Colour = tuple[int, int, int]
SIZE_STEP = 4
MIN_SIZE = 8

STONE = (118, 108, 96)
SKIN = (236, 196, 160)
STEEL = (184, 190, 200)
WOOD = (126, 84, 44)


def quantise(size: float) -> int:
    """`size` rounded to the nearest multiple of SIZE_STEP (at least MIN_SIZE)."""
    return max(MIN_SIZE, int(round(size / SIZE_STEP)) * SIZE_STEP)


def _mix(a: Colour, b: Colour, u: float) -> Colour:
    return tuple(int(x + (y - x) * u) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def _rot_point(p: tuple[float, float], centre: float, side: int) -> tuple[float, float]:
    """Point `p` (drawn for the north side) turned clockwise on screen to `side`."""
    x, y = p[0] - centre, p[1] - centre
    for _ in range(side % 4):
        x, y = -y, x
    return (centre + x, centre + y)


# ----------------------------------------------------------------------------- emblems


def emblem_surface(chamber: str, size: int) -> pygame.Surface:
    """The emblem of `chamber` alone on its family medallion, `quantise(size)` pixels square."""
    return _emblem(chamber, quantise(size))


@functools.lru_cache(maxsize=256)
def _emblem(chamber: str, size: int) -> pygame.Surface:
    return pygame.transform.smoothscale(emblems.emblem_master(chamber), (size, size))


# ----------------------------------------------------------------------------- tiles


def _stone_base(s: pygame.Surface, chamber: str, r: int) -> None:
    """Carved stone: a tinted vertical gradient, a bevel, specks and a couple of cracks."""
    family = family_colour(chamber)
    base = _mix(STONE, family, 0.16) if chamber != "start" else (120, 58, 46)
    radius = max(2, r // 14)
    top, bottom = shade(base, 1.18), shade(base, 0.7)
    band = max(1, r // 32)
    body = pygame.Surface((r, r), pygame.SRCALPHA)
    for y in range(0, r, band):
        pygame.draw.rect(body, _mix(top, bottom, y / r), (0, y, r, band))
    mask = pygame.Surface((r, r), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, r, r), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(body, (0, 0))
    rng = random.Random(sum(map(ord, chamber)) * 31 + 7)  # the same grain at every size
    for _ in range(46):
        x, y = rng.uniform(0.08, 0.92) * r, rng.uniform(0.08, 0.92) * r
        colour = shade(base, rng.choice((0.78, 0.86, 1.12, 1.2)))
        pygame.draw.circle(s, colour, (x, y), max(1, r * rng.uniform(0.004, 0.011)))
    for _ in range(2):
        x, y = rng.uniform(0.15, 0.85) * r, rng.uniform(0.15, 0.85) * r
        points = [(x, y)]
        for _ in range(4):
            x += rng.uniform(-0.07, 0.07) * r
            y += rng.uniform(0.02, 0.06) * r
            points.append((x, y))
        pygame.draw.lines(s, shade(base, 0.55), False, points, max(1, r // 90))
    # Slab joints of the floor (faint), then the bevel: lit top/left, shaded bottom/right.
    joint = shade(base, 0.8)
    pygame.draw.line(s, joint, (r * 0.5, r * 0.16), (r * 0.5, r * 0.84), max(1, r // 100))
    pygame.draw.line(s, joint, (r * 0.16, r * 0.5), (r * 0.84, r * 0.5), max(1, r // 100))
    bevel = max(2, r // 40)
    pygame.draw.rect(s, shade(base, 0.45), (0, 0, r, r), bevel, border_radius=radius)
    pygame.draw.line(s, shade(base, 1.35), (radius, bevel), (r - radius, bevel), bevel)
    pygame.draw.line(s, shade(base, 1.25), (bevel, radius), (bevel, r - radius), bevel)


def _wall(s: pygame.Surface, r: int, side: int, chamber: str, gap: bool = False) -> None:
    """A closed wall lip along `side` (no arrow: a hero cannot leave this way); with `gap`
    only the two corner stubs, leaving the doorway an arrow points through."""
    w, inset = r * 0.12, r * 0.045
    base = _mix((70, 62, 56), family_colour(chamber), 0.1)
    c = r / 2
    far = r - inset
    pieces = [[(inset, inset), (far, inset), (far - w, inset + w), (inset + w, inset + w)]]
    if gap:
        a, b = r * 0.27, r * 0.73
        pieces = [
            [(inset, inset), (a, inset), (a, inset + w), (inset + w, inset + w)],
            [(b, inset), (far, inset), (far - w, inset + w), (b, inset + w)],
        ]
    line = max(1, r // 60)
    for piece in pieces:
        points = [_rot_point(p, c, side) for p in piece]
        pygame.draw.polygon(s, base, points)
        shadow = [piece[3], piece[2], (piece[2][0], piece[2][1] - w * 0.25),
                  (piece[3][0], piece[3][1] - w * 0.25)]  # fmt: skip
        pygame.draw.polygon(s, shade(base, 0.6), [_rot_point(p, c, side) for p in shadow])
        top = [_rot_point(p, c, side) for p in piece[:2]]
        pygame.draw.line(s, shade(base, 1.6), top[0], top[1], line)
        pygame.draw.polygon(s, shade(base, 0.45), points, line)
    if not gap:
        for k in (0.3, 0.5, 0.7):  # brick joints
            a_pt = _rot_point((r * k, inset), c, side)
            b_pt = _rot_point((r * k, inset + w * 0.75), c, side)
            pygame.draw.line(s, shade(base, 0.6), a_pt, b_pt, max(1, r // 90))


def _chevron(s: pygame.Surface, r: int, side: int) -> None:
    """A bold gold chevron at the `side` edge pointing out: an exit."""
    c = r / 2
    a, d, t, y0 = r * 0.22, r * 0.14, r * 0.085, r * 0.035
    for offset, colour, scale in ((d * 1.0, shade(GOLD, 0.7), 0.72), (0.0, GOLD, 1.0)):
        aa, dd = a * scale, d * scale
        yy = y0 + offset
        shape = [(c, yy), (c + aa, yy + dd), (c + aa, yy + dd + t), (c, yy + t),
                 (c - aa, yy + dd + t), (c - aa, yy + dd)]  # fmt: skip
        points = [_rot_point(p, c, side) for p in shape]
        pygame.draw.polygon(s, colour, points)
        pygame.draw.polygon(s, INK, points, max(1, r // 48))
    shine = [_rot_point(p, c, side) for p in ((c, y0 + t * 0.35), (c + a * 0.7, y0 + d * 0.85))]
    pygame.draw.line(s, (255, 240, 180), shine[0], shine[1], max(1, r // 80))


def _drakon_badge(s: pygame.Surface, r: int) -> None:
    """The Drakon icon in the top-left corner: the dragon figure may be moved from here."""
    centre, radius = (r * 0.2, r * 0.2), r * 0.11
    pygame.draw.circle(s, (110, 20, 20), centre, radius)
    pygame.draw.circle(s, GOLD, centre, radius, max(1, r // 60))
    k = radius * 1.7 / 128
    emblems.dragon_head(s, centre[0] - 64 * k, centre[1] - 60 * k, k, (220, 60, 50))


@functools.lru_cache(maxsize=64)
def _floor(chamber: str, r: int) -> pygame.Surface:
    """The stone floor and emblem of `chamber` at the doubled size `r` (shared by every
    rotation and arrow pattern of that chamber, so a zoom repaints far less)."""
    s = pygame.Surface((r, r), pygame.SRCALPHA)
    _stone_base(s, chamber, r)
    if chamber != "blank":
        e = int(r * 0.56)
        emblem = pygame.transform.smoothscale(emblems.emblem_master(chamber), (e, e))
        s.blit(emblem, emblem.get_rect(center=(r // 2, r // 2)))
    return s


def chamber_surface(kind: int, rot: int, size: int, *, drakon_icon: bool = False) -> pygame.Surface:
    """Tile `kind` turned `rot`: stone floor, gold chevrons on arrow sides, wall lips on doors,
    the chamber's emblem in the middle. `quantise(size)` pixels square; cached."""
    return _chamber(kind, rot % 4, quantise(size), bool(drakon_icon))


@functools.lru_cache(maxsize=768)
def _chamber(kind: int, rot: int, size: int, drakon_icon: bool) -> pygame.Surface:
    spec = KINDS[kind]
    r = size * 2
    s = _floor(spec.chamber, r).copy()
    mask = rotate_mask(spec.mask, rot)
    for side in range(4):
        arrow = bool(mask >> side & 1)
        _wall(s, r, side, spec.chamber, gap=arrow)
        if arrow:
            _chevron(s, r, side)
    if drakon_icon:
        _drakon_badge(s, r)
    return pygame.transform.smoothscale(s, (size, size))


def tile_back_surface(size: int) -> pygame.Surface:
    """A face-down chamber tile: dark slate, dragon-scale pattern, gold rim and a dragon eye."""
    return _tile_back(quantise(size))


@functools.lru_cache(maxsize=16)
def _tile_back(size: int) -> pygame.Surface:
    r = size * 2
    s = pygame.Surface((r, r), pygame.SRCALPHA)
    radius = max(2, r // 14)
    pygame.draw.rect(s, (52, 30, 40), (0, 0, r, r), border_radius=radius)
    step = max(6, r // 8)
    for row in range(0, r + step, step // 2):
        for col in range(-(row // (step // 2) % 2) * step // 2, r, step):
            pygame.draw.arc(
                s, (86, 44, 58), (col, row, step, step), math.pi, math.tau, max(1, r // 64)
            )
    cx = r // 2
    eye = pygame.Rect(0, 0, r * 0.46, r * 0.24)
    eye.center = (cx, cx)
    pygame.draw.ellipse(s, GOLD, eye)
    pygame.draw.ellipse(s, INK, eye, max(1, r // 48))
    pygame.draw.ellipse(s, INK, (cx - r * 0.03, cx - r * 0.1, r * 0.06, r * 0.2))
    pygame.draw.rect(s, GOLD_DARK, (0, 0, r, r), max(2, r // 24), border_radius=radius)
    pygame.draw.rect(s, GOLD, (r // 40, r // 40, r - r // 20, r - r // 20), max(1, r // 64), border_radius=radius)  # fmt: skip
    return pygame.transform.smoothscale(s, (size, size))


# ----------------------------------------------------------------------------- coins, dragon


def coin_surface(size: int, value: int | None = None) -> pygame.Surface:
    """A gold coin, `quantise(size)` square; its value in the middle when `value` is given."""
    return _coin(quantise(size), value)


@functools.lru_cache(maxsize=64)
def _coin(size: int, value: int | None) -> pygame.Surface:
    master = pygame.Surface((128, 128), pygame.SRCALPHA)
    emblems.coin(master, (64, 60), 56, 1.0)
    if value is None:  # an embossed dragon head instead of a value
        emblems.dragon_head(master, 22, 22, 0.66, (214, 158, 48))
    s = pygame.transform.smoothscale(master, (size, size))
    if value is not None:
        from game.views import theme

        font = theme.font(max(6, int(size * 0.5)), bold=True)
        for dx, dy, colour in ((1, 1, GOLD_DARK), (0, 0, (90, 50, 10))):
            text = font.render(str(value), True, colour)
            s.blit(text, text.get_rect(center=(size // 2 + dx, int(size * 0.47) + dy)))
    return s


def drakon_surface(size: int) -> pygame.Surface:
    """The Drakon figure: a crimson dragon with spread wings, `quantise(size)` square."""
    return _drakon(quantise(size))


@functools.lru_cache(maxsize=16)
def _drakon(size: int) -> pygame.Surface:
    s = pygame.Surface((128, 128), pygame.SRCALPHA)
    body, dark = (186, 36, 32), (110, 18, 18)
    pygame.draw.ellipse(s, (0, 0, 0, 110), (24, 108, 80, 16))
    for side in (-1, 1):  # wings, drawn behind the body
        x = 64 + side * 8
        wing = [(x, 52), (64 + side * 60, 18), (64 + side * 54, 46), (64 + side * 58, 70),
                (64 + side * 34, 62), (x, 78)]  # fmt: skip
        pygame.draw.polygon(s, dark, wing)
        for tip in wing[1:4]:
            pygame.draw.line(s, (230, 120, 80), (x, 54), tip, 2)
        pygame.draw.polygon(s, INK, wing, 2)
    tail = [(64, 100), (30, 112), (14, 100), (24, 104), (50, 96)]
    pygame.draw.polygon(s, body, tail)
    pygame.draw.polygon(s, INK, tail, 2)
    pygame.draw.ellipse(s, body, (42, 56, 44, 54))
    pygame.draw.ellipse(s, (240, 170, 90), (52, 68, 24, 36))
    pygame.draw.ellipse(s, INK, (42, 56, 44, 54), 2)
    for x in (48, 72):
        pygame.draw.rect(s, body, (x, 98, 10, 16), border_radius=4)
        pygame.draw.rect(s, INK, (x, 98, 10, 16), 2, border_radius=4)
    emblems.dragon_head(s, 40, 4, 0.52, body)
    return pygame.transform.smoothscale(s, (size, size))


# ----------------------------------------------------------------------------- heroes


def _outline(colour: Colour) -> Colour:
    """An outline that stands out against a figure of `colour` (light on very dark seats)."""
    r, g, b = colour
    return (214, 210, 220) if (r * 299 + g * 587 + b * 114) / 1000 < 70 else INK


def _poly(s: pygame.Surface, colour: Colour, points: list, line: Colour, width: int = 2) -> None:
    pygame.draw.polygon(s, colour, points)
    pygame.draw.polygon(s, line, points, width)


def _body(s: pygame.Surface, c: Colour, line: Colour, *, wide: int = 0, low: int = 0,
          robe: bool = False, skin_arms: bool = False) -> None:  # fmt: skip
    """The shared figure: pedestal, legs, tunic in the seat colour, arms and a head."""
    pygame.draw.ellipse(s, (0, 0, 0, 110), (28, 112, 72, 14))
    pygame.draw.ellipse(s, shade(c, 0.6), (32, 110, 64, 12))
    pygame.draw.ellipse(s, shade(c, 1.4), (32, 110, 64, 12), 2)
    if not robe:
        for x in (50, 67):
            pygame.draw.rect(s, (70, 50, 40), (x, 96, 11, 20), border_radius=3)
            pygame.draw.rect(s, line, (x, 96, 11, 20), 2, border_radius=3)
    hem = 116 if robe else 100
    top = 58 + low
    torso = [(46 - wide, top), (82 + wide, top), (90 + wide, hem), (38 - wide, hem)]
    _poly(s, c, torso, line)
    pygame.draw.polygon(s, shade(c, 1.3), [(48 - wide, top + 2), (60, top + 2), (52, hem - 2), (41 - wide, hem - 2)])  # fmt: skip
    pygame.draw.line(s, (90, 60, 30), (42 - wide, 84 + low // 2), (86 + wide, 84 + low // 2), 5)
    arm = SKIN if skin_arms else shade(c, 0.8)
    for sx in (-1, 1):
        start = (64 + sx * (18 + wide), top + 4)
        end = (64 + sx * (28 + wide), top + 30)
        pygame.draw.line(s, line, start, end, 12)
        pygame.draw.line(s, arm, start, end, 8)
        pygame.draw.circle(s, SKIN, end, 5)
    head = (64, 44 + low)
    pygame.draw.circle(s, SKIN, head, 13)
    pygame.draw.circle(s, line, head, 13, 2)
    for ex in (-5, 5):
        pygame.draw.circle(s, INK, (head[0] + ex, head[1] - 1), 2)


def _wizard(s: pygame.Surface, c: Colour, line: Colour) -> None:
    pygame.draw.line(s, WOOD, (98, 18), (98, 118), 6)
    pygame.draw.circle(s, (120, 230, 255), (98, 14), 10)
    pygame.draw.circle(s, (255, 255, 255), (95, 11), 3)
    _body(s, c, line, robe=True)
    _poly(s, (240, 240, 240), [(56, 50), (72, 50), (64, 70)], line)
    hat = shade(c, 0.7)
    _poly(s, hat, [(44, 38), (84, 38), (74, 2), (68, 8)], line)
    pygame.draw.ellipse(s, hat, (36, 32, 56, 12))
    pygame.draw.ellipse(s, line, (36, 32, 56, 12), 2)
    pygame.draw.circle(s, GOLD, (66, 22), 4)


def _barbarian(s: pygame.Surface, c: Colour, line: Colour) -> None:
    pygame.draw.line(s, WOOD, (102, 24), (92, 116), 6)
    blade = [(100, 18), (120, 8), (124, 30), (118, 50), (98, 40)]
    _poly(s, STEEL, blade, INK)
    _body(s, c, line, wide=6, skin_arms=True)
    pygame.draw.arc(s, STEEL, (50, 28, 28, 24), 0, math.pi, 9)
    pygame.draw.arc(s, INK, (50, 28, 28, 24), 0, math.pi, 2)
    for sx in (-1, 1):
        horn = [
            (64 + sx * 12, 38),
            (64 + sx * 34, 26),
            (64 + sx * 36, 6),
            (64 + sx * 24, 26),
            (64 + sx * 10, 30),
        ]
        _poly(s, IVORY, horn, INK)


def _thief(s: pygame.Surface, c: Colour, line: Colour) -> None:
    _body(s, c, line)
    hood = shade(c, 0.55)
    _poly(
        s,
        hood,
        [(46, 52), (48, 34), (60, 22), (74, 16), (82, 34), (82, 52), (74, 50), (54, 50)],
        line,
    )
    pygame.draw.ellipse(s, (30, 24, 30), (52, 34, 24, 20))
    for ex in (58, 70):
        pygame.draw.circle(s, (255, 230, 120), (ex, 44), 2)
    pygame.draw.line(s, (60, 40, 30), (92, 88), (96, 80), 5)
    _poly(s, STEEL, [(95, 82), (112, 60), (99, 84)], INK)


def _dwarf(s: pygame.Surface, c: Colour, line: Colour) -> None:
    pygame.draw.line(s, WOOD, (100, 50), (100, 116), 6)
    _poly(s, STEEL, [(88, 40), (112, 40), (112, 56), (88, 56)], INK)
    _body(s, c, line, wide=8, low=14)
    beard = [(50, 58), (78, 58), (80, 74), (64, 100), (48, 74)]
    _poly(s, (196, 110, 48), beard, INK)
    pygame.draw.line(s, (150, 80, 30), (64, 64), (64, 94), 2)
    pygame.draw.arc(s, STEEL, (48, 32, 32, 28), 0, math.pi, 10)
    pygame.draw.arc(s, INK, (48, 32, 32, 28), 0, math.pi, 2)


def _knight(s: pygame.Surface, c: Colour, line: Colour) -> None:
    pygame.draw.line(s, STEEL, (98, 50), (104, 108), 5)
    _body(s, c, line)
    helm = pygame.Rect(49, 26, 30, 32)
    pygame.draw.rect(s, STEEL, helm, border_radius=12)
    pygame.draw.rect(s, INK, helm, 2, border_radius=12)
    pygame.draw.line(s, INK, (54, 42), (74, 42), 4)
    pygame.draw.line(s, INK, (64, 46), (64, 56), 2)
    _poly(s, shade(c, 1.2), [(60, 26), (68, 26), (80, 8), (66, 14)], line)
    shield = [(24, 62), (56, 62), (56, 86), (40, 104), (24, 86)]
    _poly(s, shade(c, 0.85), shield, _outline(c), 3)
    pygame.draw.line(s, GOLD, (40, 66), (40, 98), 4)
    pygame.draw.line(s, GOLD, (28, 76), (52, 76), 4)
    pygame.draw.polygon(s, STEEL, shield, 2)


def _amazon(s: pygame.Surface, c: Colour, line: Colour) -> None:
    pygame.draw.line(s, WOOD, (100, 14), (100, 120), 5)
    _poly(s, STEEL, [(100, 0), (106, 16), (100, 20), (94, 16)], INK)
    pygame.draw.ellipse(s, (90, 50, 30), (48, 30, 32, 44))  # long hair behind the head
    _body(s, c, line, skin_arms=True)
    pygame.draw.line(s, GOLD, (51, 38), (77, 38), 4)
    for i, colour in enumerate((shade(c, 1.3), c, shade(c, 0.8))):
        plume = [(62 + i * 3, 36), (54 + i * 8, 4 + i * 4), (70 + i * 6, 14 + i * 4)]
        _poly(s, colour, plume, line)


HERO_PAINTERS = (_wizard, _barbarian, _thief, _dwarf, _knight, _amazon)


def hero_surface(hero: int, colour: tuple[int, int, int], size: int) -> pygame.Surface:
    """Hero `hero` (0 wizard .. 5 amazon) standing, dressed in the seat `colour`; square,
    `quantise(size)` pixels, feet near the bottom edge."""
    rgb = (int(colour[0]), int(colour[1]), int(colour[2]))
    return _hero(hero % len(HERO_PAINTERS), rgb, quantise(size))


@functools.lru_cache(maxsize=96)
def _hero(hero: int, colour: Colour, size: int) -> pygame.Surface:
    s = pygame.Surface((128, 128), pygame.SRCALPHA)
    HERO_PAINTERS[hero % len(HERO_PAINTERS)](s, colour, _outline(colour))
    return pygame.transform.smoothscale(s, (size, size))


_CACHES = {"chamber": _chamber, "floor": _floor, "emblem": _emblem, "hero": _hero,
           "coin": _coin, "back": _tile_back, "drakon": _drakon}  # fmt: skip


def cache_sizes() -> dict[str, int]:
    """How many surfaces each cache holds now (tests check the caches stay bounded)."""
    return {name: cache.cache_info().currsize for name, cache in _CACHES.items()}


def cache_limits() -> dict[str, int]:
    """The most surfaces each cache may hold."""
    return {name: cache.cache_info().maxsize or 0 for name, cache in _CACHES.items()}


def forget_sizes() -> None:
    """Drop the chamber pictures made at the last game's zooms (a new game makes its own), so a
    long session does not keep every zoom of every game: memory per game stays flat."""
    _chamber.cache_clear()
    _floor.cache_clear()

"""The Drakon chamber emblems, drawn by code on a 128-pixel master canvas.

Each chamber type has its own picture on a round medallion whose colour tells the family of its
effect at a glance: gold = a gain, red = a loss or a steal, violet = tile magic, teal = a
different way of moving. `emblem_master` paints (and caches) the 128-pixel original; the art
module scales it down smoothly, which gives anti-aliased edges at every board zoom.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence

import pygame

from game.views import theme

Colour = tuple[int, int, int]
Point = tuple[float, float]

M = 128  # master canvas size
C = M // 2

FAMILY_COLOURS: dict[str, Colour] = {
    "gain": (236, 184, 60),
    "loss": (212, 62, 56),
    "magic": (150, 96, 226),
    "move": (44, 182, 172),
    "start": (226, 150, 48),
    "none": (150, 140, 130),
}
FAMILY: dict[str, str] = {
    "gold": "gain",
    "steal-left": "loss",
    "steal-right": "loss",
    "due": "loss",
    "well": "loss",
    "shift": "magic",
    "destroy": "magic",
    "map": "magic",
    "rotate": "magic",
    "mind": "magic",
    "gale": "move",
    "wind": "move",
    "key": "move",
    "vortex": "move",
    "start": "start",
    "blank": "none",
}

IVORY = (248, 238, 214)
INK = (28, 20, 24)
GOLD = (244, 196, 70)
GOLD_DARK = (150, 98, 22)
GOLD_LIGHT = (255, 238, 160)
STONE = (176, 168, 156)
STONE_DARK = (96, 88, 80)


def family_colour(chamber: str) -> Colour:
    """The colour of the effect family of `chamber` (gain, loss, magic, move)."""
    return FAMILY_COLOURS[FAMILY.get(chamber, "none")]


def shade(colour: Sequence[int], factor: float) -> Colour:
    """`colour` darkened (factor < 1) or lightened towards white (factor > 1)."""
    if factor <= 1:
        return tuple(max(0, int(c * factor)) for c in colour[:3])  # type: ignore[return-value]
    mix = factor - 1
    return tuple(min(255, int(c + (255 - c) * mix)) for c in colour[:3])  # type: ignore[return-value]


# ------------------------------------------------------------------------------ drawing parts


def coin(s: pygame.Surface, centre: Point, r: float, squash: float = 1.0) -> None:
    """A gold coin face (squash < 1 tilts it into an ellipse), with rim and shine."""
    cx, cy = centre
    ry = r * squash
    rect = pygame.Rect(0, 0, int(2 * r), int(2 * ry))
    rect.center = (int(cx), int(cy))
    edge = rect.move(0, max(2, int(r * 0.22)))
    pygame.draw.ellipse(s, GOLD_DARK, edge)
    pygame.draw.ellipse(s, GOLD, rect)
    pygame.draw.ellipse(s, GOLD_DARK, rect, max(2, int(r * 0.14)))
    inner = rect.inflate(-r * 0.7, -ry * 0.7)
    if inner.width > 4 and inner.height > 2:
        pygame.draw.ellipse(s, GOLD_LIGHT, inner, max(1, int(r * 0.08)))
    pygame.draw.ellipse(s, INK, edge.union(rect), 2)


def arrow_head(
    s: pygame.Surface, tip: Point, direction: float, size: float, colour: Colour
) -> None:
    """A filled triangular arrowhead at `tip` pointing along angle `direction` (radians)."""
    dx, dy = math.cos(direction), math.sin(direction)
    back = (tip[0] - dx * size, tip[1] - dy * size)
    left = (back[0] - dy * size * 0.65, back[1] + dx * size * 0.65)
    right = (back[0] + dy * size * 0.65, back[1] - dx * size * 0.65)
    pygame.draw.polygon(s, colour, [tip, left, right])
    pygame.draw.polygon(s, INK, [tip, left, right], 2)


def thick_curve(s: pygame.Surface, points: Sequence[Point], colour: Colour, width: int) -> None:
    """A thick polyline with round joints and an ink outline."""
    for outline, w in ((INK, width + 4), (colour, width)):
        pygame.draw.lines(s, outline, False, points, w)
        for p in points:
            pygame.draw.circle(s, outline, p, w / 2)


def arc_points(centre: Point, r: float, start: float, stop: float, steps: int = 24) -> list[Point]:
    """Points along a circular arc from angle `start` to `stop` (radians, screen y down)."""
    return [
        (
            centre[0] + r * math.cos(start + (stop - start) * i / steps),
            centre[1] + r * math.sin(start + (stop - start) * i / steps),
        )
        for i in range(steps + 1)
    ]


def talon(s: pygame.Surface, base: Point, tip: Point, bend: float, width: float) -> None:
    """A curved, tapering claw from `base` to `tip`; `bend` pushes its middle sideways."""
    bx, by = base
    tx, ty = tip
    nx, ny = -(ty - by), tx - bx
    length = math.hypot(nx, ny) or 1
    nx, ny = nx / length, ny / length
    mid = ((bx + tx) / 2 + nx * bend, (by + ty) / 2 + ny * bend)
    left: list[Point] = []
    right: list[Point] = []
    for i in range(13):
        u = i / 12
        x = (1 - u) ** 2 * bx + 2 * (1 - u) * u * mid[0] + u * u * tx
        y = (1 - u) ** 2 * by + 2 * (1 - u) * u * mid[1] + u * u * ty
        w = width * (1 - u) / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    shape = left + right[::-1]
    pygame.draw.polygon(s, IVORY, shape)
    pygame.draw.polygon(s, INK, shape, 2)


def _label(s: pygame.Surface, text: str, centre: Point, size: int, colour: Colour) -> None:
    if not pygame.font.get_init():
        pygame.font.init()
    font = theme.font(size, bold=True)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        shadow = font.render(text, True, INK)
        s.blit(shadow, shadow.get_rect(center=(centre[0] + dx, centre[1] + dy)))
    image = font.render(text, True, colour)
    s.blit(image, image.get_rect(center=(int(centre[0]), int(centre[1]))))


def medallion(s: pygame.Surface, colour: Colour) -> None:
    """The round backing plate in the family colour: dark face, bright rim, top sheen."""
    pygame.draw.circle(s, shade(colour, 0.18), (C, C + 3), 61)
    pygame.draw.circle(s, shade(colour, 0.32), (C, C), 60)
    pygame.draw.circle(s, shade(colour, 0.42), (C, C - 8), 48)
    pygame.draw.circle(s, shade(colour, 0.32), (C, C + 6), 46)
    pygame.draw.circle(s, colour, (C, C), 60, 6)
    pygame.draw.circle(s, shade(colour, 1.45), (C, C), 60, 2)
    pygame.draw.arc(s, shade(colour, 1.6), (C - 53, C - 53, 106, 106), 0.6, 2.5, 3)


# ------------------------------------------------------------------------------ the glyphs


def _gold(s: pygame.Surface) -> None:
    for x, y in ((40, 84), (88, 84), (64, 90), (52, 74), (76, 74), (64, 62)):
        coin(s, (x, y), 17, 0.42)
    coin(s, (64, 52), 21, 1.0)
    pygame.draw.line(s, GOLD_DARK, (64, 42), (64, 62), 4)
    for a in range(4):  # a sparkle
        angle = a * math.pi / 2
        tip = (96 + 12 * math.cos(angle), 34 + 12 * math.sin(angle))
        pygame.draw.line(s, (255, 255, 230), (96, 34), tip, 3)
    pygame.draw.circle(s, (255, 255, 255), (96, 34), 4)


def _hand(s: pygame.Surface, x0: float, y0: float) -> None:
    """A hand reaching down, fingers spread to grab (x0, y0 is the wrist's top left)."""
    skin, dark = (236, 190, 150), (150, 96, 70)
    pygame.draw.rect(s, (120, 70, 50), (x0 + 10, y0 - 14, 24, 18), border_radius=4)  # cuff
    palm = pygame.Rect(x0, y0, 44, 30)
    pygame.draw.rect(s, skin, palm, border_radius=12)
    for i, fx in enumerate((2, 13, 24, 35)):
        length = 24 if i in (1, 2) else 20
        finger = pygame.Rect(x0 + fx, y0 + 20, 9, length)
        pygame.draw.rect(s, skin, finger, border_radius=5)
        pygame.draw.rect(s, dark, finger, 2, border_radius=5)
    pygame.draw.rect(s, skin, palm.inflate(-4, -6), border_radius=12)
    pygame.draw.rect(s, dark, palm, 2, border_radius=12)
    pygame.draw.line(s, dark, (x0 + 10, y0 + 22), (x0 + 34, y0 + 22), 2)


def _steal(s: pygame.Surface, side: int) -> None:
    coin(s, (64, 92), 15, 0.9)
    _hand(s, 42, 44)
    # The bold arrow: which neighbour loses the coin.
    y = 24
    start, end = (64 - side * 30, y), (64 + side * 30, y)
    pygame.draw.line(s, INK, start, (end[0] - side * 10, y), 14)
    pygame.draw.line(s, IVORY, start, (end[0] - side * 10, y), 8)
    arrow_head(s, (end[0] + side * 6, y), 0 if side > 0 else math.pi, 22, IVORY)


def _due(s: pygame.Surface) -> None:
    coin(s, (64, 88), 20, 0.85)
    scale_colour = (150, 40, 36)
    pygame.draw.ellipse(s, scale_colour, (38, 16, 52, 40))
    pygame.draw.ellipse(s, INK, (38, 16, 52, 40), 2)
    for x, y in ((50, 30), (64, 26), (78, 30), (57, 40), (71, 40)):
        pygame.draw.arc(s, (210, 90, 70), (x - 7, y - 5, 14, 12), math.pi, math.tau, 2)
    talon(s, (44, 46), (30, 92), -10, 12)
    talon(s, (64, 52), (64, 100), 0, 13)
    talon(s, (84, 46), (98, 92), 10, 12)


def _well(s: pygame.Surface) -> None:
    pygame.draw.line(s, (120, 80, 40), (42, 70), (42, 30), 6)
    pygame.draw.line(s, (120, 80, 40), (86, 70), (86, 30), 6)
    pygame.draw.polygon(s, (170, 60, 50), [(28, 36), (100, 36), (64, 14)])
    pygame.draw.polygon(s, INK, [(28, 36), (100, 36), (64, 14)], 2)
    pygame.draw.line(s, IVORY, (64, 36), (64, 50), 2)
    pygame.draw.rect(s, (140, 100, 60), (58, 48, 12, 10), border_radius=2)
    body = pygame.Rect(36, 68, 56, 30)
    pygame.draw.rect(s, STONE, body)
    for y in (78, 88):
        pygame.draw.line(s, STONE_DARK, (body.left, y), (body.right, y), 2)
    for row, y in enumerate((68, 78, 88)):
        for x in range(body.left + (8 if row % 2 else 0), body.right, 16):
            pygame.draw.line(s, STONE_DARK, (x, y), (x, y + 10), 2)
    pygame.draw.ellipse(s, STONE, (36, 90, 56, 16))
    pygame.draw.ellipse(s, STONE, (36, 60, 56, 16))
    pygame.draw.ellipse(s, (30, 60, 110), (42, 63, 44, 10))
    pygame.draw.ellipse(s, INK, (36, 60, 56, 16), 2)
    pygame.draw.rect(s, INK, body, 2)
    coin(s, (78, 52), 7, 1.0)


def _tile(s: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    pygame.draw.rect(s, shade(colour, 0.55), rect.move(3, 3), border_radius=5)
    pygame.draw.rect(s, colour, rect, border_radius=5)
    pygame.draw.rect(s, INK, rect, 2, border_radius=5)
    pygame.draw.polygon(
        s,
        GOLD,
        [
            (rect.centerx, rect.top + 4),
            (rect.centerx + 6, rect.top + 12),
            (rect.centerx - 6, rect.top + 12),
        ],
    )


def _shift(s: pygame.Surface) -> None:
    _tile(s, pygame.Rect(24, 26, 34, 34), (196, 180, 240))
    _tile(s, pygame.Rect(70, 68, 34, 34), (240, 220, 170))
    thick_curve(s, arc_points((64, 64), 40, -2.0, -0.5), IVORY, 6)
    arrow_head(s, (64 + 40 * math.cos(-0.35), 64 + 40 * math.sin(-0.35)), 1.35, 16, IVORY)
    thick_curve(s, arc_points((64, 64), 40, 1.1, 2.6), IVORY, 6)
    arrow_head(s, (64 + 40 * math.cos(2.8), 64 + 40 * math.sin(2.8)), 4.5, 16, IVORY)


def _destroy(s: pygame.Surface) -> None:
    block = [(30, 36), (98, 32), (96, 88), (34, 92)]
    pygame.draw.polygon(s, STONE, block)
    pygame.draw.polygon(s, shade(STONE, 1.3), [(30, 36), (98, 32), (96, 40), (32, 44)])
    pygame.draw.polygon(s, INK, block, 3)
    crack = [(60, 33), (56, 48), (68, 56), (58, 70), (66, 80), (62, 91)]
    pygame.draw.lines(s, INK, False, crack, 5)
    pygame.draw.lines(s, (255, 200, 120), False, crack, 2)
    pygame.draw.lines(s, INK, False, [(68, 56), (84, 60), (92, 52)], 3)
    pygame.draw.lines(s, INK, False, [(58, 70), (42, 74)], 3)
    for x, y, r in ((44, 104, 6), (80, 106, 5), (62, 110, 4)):
        pygame.draw.polygon(s, STONE_DARK, [(x - r, y), (x, y - r), (x + r, y + 1), (x, y + r)])


def _map(s: pygame.Surface) -> None:
    paper = (236, 214, 160)
    pygame.draw.rect(s, paper, (30, 36, 68, 56))
    for x in (24, 96):
        pygame.draw.rect(s, shade(paper, 0.8), (x, 32, 10, 64), border_radius=5)
        pygame.draw.rect(s, INK, (x, 32, 10, 64), 2, border_radius=5)
    pygame.draw.line(s, INK, (30, 36), (98, 36), 2)
    pygame.draw.line(s, INK, (30, 92), (98, 92), 2)
    path = [(40, 82), (50, 70), (62, 76), (70, 60), (80, 52)]
    for a, b in zip(path, path[1:], strict=False):
        for u in (0.2, 0.6):
            p = (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)
            pygame.draw.circle(s, (170, 40, 40), p, 2.5)
    pygame.draw.line(s, (190, 30, 30), (78, 42), (90, 54), 4)
    pygame.draw.line(s, (190, 30, 30), (90, 42), (78, 54), 4)
    pygame.draw.rect(s, (120, 100, 70), (40, 44, 16, 12), 2)


def _rotate(s: pygame.Surface) -> None:
    _tile(s, pygame.Rect(48, 48, 32, 32), (200, 184, 240))
    for start in (-2.9, 0.25):
        thick_curve(s, arc_points((64, 64), 38, start, start + 2.2), IVORY, 8)
        end = start + 2.45
        arrow_head(
            s, (64 + 38 * math.cos(end), 64 + 38 * math.sin(end)), end + math.pi / 2, 18, IVORY
        )


def _mind(s: pygame.Surface) -> None:
    for r, c in (
        (38, (90, 40, 150)),
        (34, (130, 70, 200)),
        (26, (170, 110, 230)),
        (16, (210, 170, 250)),
    ):
        pygame.draw.circle(s, c, (64, 62), r)
    pygame.draw.circle(s, INK, (64, 62), 38, 3)
    eye = [(34, 62)] + [
        (64 + 30 * math.cos(a), 62 - 16 * math.sin(a)) for a in (2.4, 1.9, 1.57, 1.2, 0.7)
    ]
    eye += [(94, 62)] + [
        (64 + 30 * math.cos(a), 62 + 16 * math.sin(a)) for a in (0.7, 1.2, 1.57, 1.9, 2.4)
    ]
    pygame.draw.polygon(s, IVORY, eye)
    pygame.draw.polygon(s, INK, eye, 3)
    pygame.draw.circle(s, (40, 170, 160), (64, 62), 12)
    pygame.draw.circle(s, INK, (64, 62), 6)
    pygame.draw.circle(s, (255, 255, 255), (60, 58), 3)
    pygame.draw.rect(s, (120, 80, 50), (48, 100, 32, 10), border_radius=3)
    pygame.draw.rect(s, INK, (48, 100, 32, 10), 2, border_radius=3)


def _wind_lines(s: pygame.Surface, count: int) -> None:
    rows = (38, 62, 86)[:count] if count == 3 else (48, 76)
    for i, y in enumerate(rows):
        x0, x1 = 22 + (i % 2) * 8, 84 - (i % 2) * 10
        points = [(x0, y), (x1, y)] + arc_points((x1, y - 10), 10, math.pi / 2, -math.pi, 10)
        thick_curve(s, points, IVORY, 7)
    _label(s, f"\u00d7{count}", (96, 98), 26, (150, 250, 240))


def _key(s: pygame.Surface) -> None:
    pygame.draw.circle(s, GOLD, (40, 64), 20)
    pygame.draw.circle(s, INK, (40, 64), 20, 2)
    pygame.draw.circle(s, shade(FAMILY_COLOURS["move"], 0.32), (40, 64), 9)
    pygame.draw.circle(s, INK, (40, 64), 9, 2)
    pygame.draw.rect(s, GOLD, (56, 58, 48, 12), border_radius=3)
    pygame.draw.rect(s, INK, (56, 58, 48, 12), 2, border_radius=3)
    for x, h in ((82, 16), (96, 22)):
        pygame.draw.rect(s, GOLD, (x, 68, 8, h))
        pygame.draw.rect(s, INK, (x, 68, 8, h), 2)
    pygame.draw.line(s, GOLD_LIGHT, (60, 61), (100, 61), 2)


def _vortex(s: pygame.Surface) -> None:
    turns, steps = 3.0, 90
    points = []
    for i in range(steps + 1):
        a = turns * math.tau * i / steps
        r = 4 + 42 * i / steps
        points.append((64 + r * math.cos(a), 64 + r * math.sin(a)))
    pygame.draw.lines(s, INK, False, points, 10)
    pygame.draw.lines(s, (170, 250, 240), False, points, 6)
    pygame.draw.circle(s, (255, 255, 255), (64, 64), 5)


def dragon_head(s: pygame.Surface, ox: float, oy: float, k: float, colour: Colour) -> None:
    """A dragon's head in profile facing right, its box at (ox, oy), scaled by `k` (128 = 1)."""

    def p(x: float, y: float) -> Point:
        return (ox + x * k, oy + y * k)

    horn = [p(40, 40), p(10, 18), p(52, 34)]
    horn2 = [p(50, 36), p(30, 10), p(62, 34)]
    for h in (horn, horn2):
        pygame.draw.polygon(s, IVORY, h)
        pygame.draw.polygon(s, INK, h, 2)
    head = [p(24, 62), p(38, 42), p(62, 34), p(86, 42), p(108, 52), p(114, 60), p(106, 68),
            p(80, 70), p(100, 80), p(96, 88), p(70, 90), p(46, 104), p(24, 92)]  # fmt: skip
    pygame.draw.polygon(s, colour, head)
    pygame.draw.polygon(s, shade(colour, 1.35), [p(38, 46), p(62, 38), p(86, 46), p(62, 46)])
    pygame.draw.polygon(s, INK, head, max(2, int(3 * k)))
    pygame.draw.line(s, INK, p(80, 70), p(60, 72), max(1, int(2 * k)))
    for x in (86, 94):
        pygame.draw.polygon(s, IVORY, [p(x, 68), p(x + 4, 68), p(x + 2, 75)])
    pygame.draw.ellipse(s, (255, 220, 60), (*p(58, 46), 18 * k, 10 * k))
    pygame.draw.ellipse(s, INK, (*p(66, 46), 3 * k, 10 * k))
    pygame.draw.circle(s, INK, p(104, 56), max(1, 2.5 * k))
    for x, y in ((34, 72), (44, 82), (30, 84)):
        pygame.draw.arc(s, shade(colour, 0.6), (*p(x, y), 10 * k, 8 * k), math.pi, math.tau, 2)


def _start(s: pygame.Surface) -> None:
    dragon_head(s, 4, 8, 0.92, (196, 44, 40))


def _blank(s: pygame.Surface) -> None:
    return


GLYPHS: dict[str, Callable[[pygame.Surface], None]] = {
    "gold": _gold,
    "steal-left": lambda s: _steal(s, -1),
    "steal-right": lambda s: _steal(s, 1),
    "due": _due,
    "well": _well,
    "shift": _shift,
    "destroy": _destroy,
    "map": _map,
    "rotate": _rotate,
    "mind": _mind,
    "gale": lambda s: _wind_lines(s, 3),
    "wind": lambda s: _wind_lines(s, 2),
    "key": _key,
    "vortex": _vortex,
    "start": _start,
    "blank": _blank,
}


@functools.cache
def emblem_master(chamber: str) -> pygame.Surface:
    """The 128-pixel emblem of `chamber` on its family medallion (blank: fully transparent)."""
    s = pygame.Surface((M, M), pygame.SRCALPHA)
    if chamber == "blank":
        return s
    medallion(s, family_colour(chamber))
    GLYPHS.get(chamber, _blank)(s)
    return s

"""The figures of Dragon Bridge drawn by code: fifteen wizards (each with its own look) and the
dragon, with poses driven only by the numbers passed in (time, flap phase, facing).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.views.backdrop import glow_sprite

from .layout import BOARD_RIGHT

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Look:
    """How one wizard is drawn: robe, trim, hat style, staff style and skin."""

    robe: Colour
    trim: Colour
    hat: str  # cone, brim, hood, crown, ears, potato, skull, antennae, bear, horns, beret
    staff: str  # orb, crook, star, wand, none, lantern, mic
    skin: Colour = (236, 200, 170)


LOOKS: dict[int, Look] = {
    0: Look((70, 60, 160), (240, 220, 120), "cone", "star"),  # Andromeda Robin
    1: Look((40, 110, 90), (200, 230, 160), "brim", "crook"),  # Gelf Lanz
    2: Look((90, 70, 50), (230, 180, 90), "beret", "wand", (220, 180, 140)),  # Bill Milton
    3: Look((150, 60, 120), (250, 200, 230), "hood", "orb"),  # Lori Ann-Davis
    4: Look((30, 70, 130), (120, 210, 250), "crown", "orb", (200, 160, 120)),  # Venice Gorn
    5: Look((170, 80, 40), (255, 210, 120), "cone", "crook", (180, 130, 100)),  # Abragail
    6: Look((60, 120, 60), (240, 240, 150), "beret", "lantern"),  # Derby Pocket
    7: Look((235, 235, 240), (250, 170, 190), "ears", "none", (250, 250, 250)),  # Bunny
    8: Look((120, 40, 40), (240, 150, 80), "brim", "wand"),  # Trevor
    9: Look((60, 40, 110), (120, 250, 220), "hood", "mic"),  # Chiptune Lullaby
    10: Look((190, 150, 90), (120, 90, 50), "potato", "none", (200, 160, 100)),  # The Potato
    11: Look((120, 20, 30), (250, 210, 90), "horns", "wand", (220, 80, 70)),  # Business Demon
    12: Look((40, 40, 50), (250, 120, 200), "skull", "star", (240, 240, 230)),  # Party Skeleton
    13: Look((50, 130, 60), (200, 250, 120), "antennae", "orb", (140, 210, 120)),  # Bug Mage
    14: Look((150, 100, 60), (250, 220, 180), "bear", "none", (170, 120, 80)),  # Stuffed Bear
}


def look_for(wizard: int, seat_colour: Colour, seat: int) -> Look:
    """A wizard's look; the basic game (no wizard) dresses each seat in its own colour."""
    if wizard in LOOKS:
        return LOOKS[wizard]
    robe = tuple(
        int(c * 0.55 + base * 0.45) for c, base in zip(seat_colour, (60, 50, 90), strict=False)
    )
    return Look(robe, seat_colour, "cone" if seat == 0 else "brim", "orb" if seat == 0 else "crook")


def _shade(colour: Colour, factor: float) -> Colour:
    return tuple(max(0, min(255, int(c * factor))) for c in colour)


def draw_wizard(
    surface: pygame.Surface,
    feet: tuple[float, float],
    look: Look,
    aura: Colour,
    t: float,
    facing: int = 1,
    scale: float = 1.0,
    alpha: int = 255,
    lean: float = 0.0,
) -> None:
    """A wizard standing with its feet at `feet`; `lean` tilts it (bumps), `alpha` fades it."""
    size = (int(64 * scale), int(92 * scale))
    if size[0] < 2 or size[1] < 2:
        return
    canvas = pygame.Surface((64, 92), pygame.SRCALPHA)
    _paint_wizard(canvas, look, aura, t, facing)
    image = canvas
    if scale != 1.0 or lean:
        image = pygame.transform.rotozoom(canvas, -lean * 25, scale)
    if alpha < 255:
        image.set_alpha(alpha)
    rect = image.get_rect(midbottom=(int(feet[0]), int(feet[1]) + 4))
    surface.blit(image, rect)


def _paint_wizard(s: pygame.Surface, look: Look, aura: Colour, t: float, facing: int) -> None:
    bob = math.sin(t * 2.4) * 1.5
    cx = 32
    # Aura ring in the seat colour under the feet: whose wizard it is, at a glance.
    pygame.draw.ellipse(s, (*aura, 200), (cx - 22, 80, 44, 10), 3)
    pygame.draw.ellipse(s, (0, 0, 0, 90), (cx - 18, 82, 36, 7))
    robe, trim, skin = look.robe, look.trim, look.skin
    top = 44 + bob
    if look.hat == "potato":
        pygame.draw.ellipse(s, robe, (cx - 16, top - 18, 32, 56))
        for dx, dy in ((-6, -4), (5, 8), (-3, 20)):
            pygame.draw.circle(s, _shade(robe, 0.7), (cx + dx, int(top + dy)), 2)
        _eyes(s, cx, top - 2, facing)
        _staff(s, look, cx + 16 * facing, top + 8, t, facing)
        return
    body = [(cx - 15, 84), (cx + 15, 84), (cx + 8, top), (cx - 8, top)]
    pygame.draw.polygon(s, robe, body)
    pygame.draw.polygon(s, _shade(robe, 0.7), body, 2)
    pygame.draw.line(s, trim, (cx - 13, 76), (cx + 13, 76), 3)
    pygame.draw.line(s, trim, (cx, top + 2), (cx, 76), 2)
    head_y = top - 8
    head_colour = skin
    pygame.draw.circle(s, head_colour, (cx, int(head_y)), 9)
    if look.hat == "skull":
        pygame.draw.circle(s, (20, 20, 20), (cx - 3 + facing, int(head_y) - 1), 2)
        pygame.draw.circle(s, (20, 20, 20), (cx + 3 + facing, int(head_y) - 1), 2)
        pygame.draw.line(s, (20, 20, 20), (cx - 3, int(head_y) + 5), (cx + 3, int(head_y) + 5), 1)
        pygame.draw.polygon(
            s, trim, [(cx - 9, head_y - 7), (cx + 9, head_y - 7), (cx, head_y - 24)]
        )
        pygame.draw.circle(s, (255, 255, 255), (cx, int(head_y) - 24), 3)
    else:
        _eyes(s, cx, head_y, facing)
    _hat(s, look, cx, head_y, t)
    _staff(s, look, cx + 14 * facing, top + 6, t, facing)


def _eyes(s: pygame.Surface, cx: float, y: float, facing: int) -> None:
    for dx in (-3, 3):
        pygame.draw.circle(s, (25, 20, 30), (int(cx + dx + facing * 2), int(y)), 2)


def _hat(s: pygame.Surface, look: Look, cx: float, head_y: float, t: float) -> None:
    trim, robe = look.trim, look.robe
    hat = look.hat
    y = head_y - 6
    if hat == "cone":
        tip = (cx + 4 * math.sin(t * 1.3), y - 26)
        pygame.draw.polygon(s, robe, [(cx - 13, y + 2), (cx + 13, y + 2), tip])
        pygame.draw.line(s, trim, (cx - 13, y + 2), (cx + 13, y + 2), 3)
        pygame.draw.circle(s, trim, (int(tip[0]), int(tip[1])), 3)
    elif hat == "brim":
        pygame.draw.ellipse(s, _shade(robe, 0.8), (cx - 18, y - 2, 36, 8))
        pygame.draw.rect(s, robe, (cx - 8, y - 16, 16, 16), border_radius=3)
        pygame.draw.line(s, trim, (cx - 8, y - 4), (cx + 8, y - 4), 3)
    elif hat == "hood":
        pygame.draw.arc(s, robe, (cx - 13, y - 6, 26, 30), 0, math.pi, 6)
        pygame.draw.circle(s, trim, (int(cx), int(y - 6)), 2)
    elif hat == "crown":
        points = [(cx - 10, y + 2), (cx - 10, y - 8), (cx - 5, y - 3), (cx, y - 12),
                  (cx + 5, y - 3), (cx + 10, y - 8), (cx + 10, y + 2)]  # fmt: skip
        pygame.draw.polygon(s, (250, 210, 80), points)
        pygame.draw.circle(s, trim, (int(cx), int(y - 4)), 2)
    elif hat == "beret":
        pygame.draw.ellipse(s, robe, (cx - 12, y - 6, 26, 10))
        pygame.draw.circle(s, trim, (int(cx + 6), int(y - 6)), 3)
    elif hat == "ears":
        for dx in (-5, 5):
            ear = pygame.Rect(0, 0, 7, 22)
            ear.midbottom = (int(cx + dx), int(y + 2))
            pygame.draw.ellipse(s, (250, 250, 250), ear)
            pygame.draw.ellipse(s, trim, ear.inflate(-4, -8))
    elif hat == "antennae":
        for dx in (-4, 4):
            end = (cx + dx * 3 + math.sin(t * 3 + dx) * 2, y - 16)
            pygame.draw.line(s, (30, 60, 30), (cx + dx, y), end, 2)
            pygame.draw.circle(s, trim, (int(end[0]), int(end[1])), 3)
    elif hat == "bear":
        for dx in (-8, 8):
            pygame.draw.circle(s, look.skin, (int(cx + dx), int(y - 1)), 5)
            pygame.draw.circle(s, _shade(look.skin, 0.7), (int(cx + dx), int(y - 1)), 2)
    elif hat == "horns":
        for side in (-1, 1):
            base = (cx + side * 6, y + 2)
            pygame.draw.polygon(
                s, (240, 230, 200), [base, (base[0] + side * 4, y + 2), (cx + side * 13, y - 12)]
            )


def _staff(s: pygame.Surface, look: Look, x: float, y: float, t: float, facing: int) -> None:
    kind = look.staff
    if kind == "none":
        return
    top = (x + 2 * facing, y - 22)
    pygame.draw.line(s, (120, 84, 50), (x, y + 34), top, 3)
    glow = 0.5 + 0.5 * math.sin(t * 3.1)
    if kind == "orb":
        pygame.draw.circle(s, look.trim, top, 5)
        pygame.draw.circle(s, (255, 255, 255), (top[0] - 1, top[1] - 2), 2)
    elif kind == "star":
        points = []
        for i in range(10):
            r = 7 if i % 2 == 0 else 3
            a = i * math.pi / 5 + t
            points.append((top[0] + r * math.sin(a), top[1] - r * math.cos(a)))
        pygame.draw.polygon(s, look.trim, points)
    elif kind == "crook":
        pygame.draw.arc(
            s, (120, 84, 50), (top[0] - 8 * (facing > 0), top[1] - 8, 10, 12), 0, math.pi, 3
        )
    elif kind == "wand":
        pygame.draw.circle(s, (255, 255, int(160 + 90 * glow)), top, 3)
    elif kind == "lantern":
        pygame.draw.rect(
            s, (250, 220, int(100 + 100 * glow)), (top[0] - 4, top[1] - 2, 8, 10), border_radius=2
        )
    elif kind == "mic":
        pygame.draw.circle(s, (60, 60, 70), top, 5)
        pygame.draw.circle(s, look.trim, top, 5, 1)


# ----------------------------------------------------------------------------- the dragon

DRAGON_BODY = (168, 46, 52)
DRAGON_DARK = (96, 22, 34)
DRAGON_BELLY = (240, 186, 90)
DRAGON_WING = (120, 30, 60)


def draw_perch(surface: pygame.Surface, side: int, x: int, y: int) -> None:
    """A rocky cliff the dragon stands on at its end of the bridge."""
    width = 104
    left = x - width // 2
    points = [(left - 4, y + 60), (left + 6, y + 4), (left + 30, y - 6), (left + width - 20, y - 2),
              (left + width, y + 8), (left + width + 4, y + 60)]  # fmt: skip
    pygame.draw.polygon(surface, (58, 44, 50), points)
    pygame.draw.polygon(surface, (92, 72, 76), points, 3)
    for i in range(4):
        pygame.draw.line(
            surface, (40, 30, 36), (left + 14 + i * 22, y + 8), (left + 8 + i * 24, y + 50), 2
        )


@dataclass(frozen=True)
class _Pose:
    """One frame of the dragon: where it is, which way it looks, its size and moving parts."""

    cx: float
    cy: float
    facing: int
    k: float  # scale
    t: float
    nod: float  # the head's bob
    lift: float  # the wings' stroke (cosine of the flap phase)

    def p(self, dx: float, dy: float) -> tuple[float, float]:
        """A point of the dragon's drawing, mirrored by `facing` and scaled."""
        return (self.cx + dx * self.facing * self.k, self.cy + dy * self.k)


def draw_dragon(
    surface: pygame.Surface,
    centre: tuple[float, float],
    facing: int,
    t: float,
    flap: float | None = None,
    scale: float = 1.0,
    fire: float = 0.0,
) -> None:
    """A side-view dragon centred at `centre` looking toward `facing` (+1 right, -1 left).

    Idle it breathes and slowly stirs its wings; `flap` (0..1 cycles) drives a flight stroke;
    `fire` (0..1) puffs flame from its mouth.
    """
    cx, cy = centre
    phase = flap if flap is not None else 0.08 + 0.05 * math.sin(t * 0.9)
    pose = _Pose(cx, cy, facing, scale, t, math.sin(t * 1.1) * 3, math.cos(phase * math.tau))
    glow = glow_sprite(int(70 * scale), (60, 18, 10))
    surface.blit(glow, glow.get_rect(center=(int(cx), int(cy))), special_flags=pygame.BLEND_RGB_ADD)
    _tail(surface, pose)
    wing_tip = pose.p(-6, -44 - 28 * pose.lift)
    _far_wing(surface, pose, wing_tip)
    _body(surface, pose, math.sin(t * 1.8))
    _head(surface, pose)
    _spines(surface, pose)
    _near_wing(surface, pose, wing_tip)
    if fire > 0:
        _fire(surface, pose, fire)
    else:
        _smoke(surface, pose)


def _tail(surface: pygame.Surface, pose: _Pose) -> None:
    """A curling line of shrinking circles behind the body, and its barbed tip."""
    p, t, k = pose.p, pose.t, pose.k
    for i in range(14):
        u = i / 13
        sway = math.sin(t * 1.4 + u * 3) * 6 * u
        tx, ty = p(-22 - 30 * u, 18 + 14 * math.sin(u * 2.4) + sway)
        colour = DRAGON_BODY if i % 2 else DRAGON_DARK
        pygame.draw.circle(surface, colour, (int(tx), int(ty)), max(2, int((9 - 6 * u) * k)))
    tip = p(-54, 30 + math.sin(t * 1.4 + 3) * 6)
    pygame.draw.polygon(surface, DRAGON_DARK, [tip, p(-62, 22), p(-64, 38)])


def _far_wing(surface: pygame.Surface, pose: _Pose, wing_tip: tuple[float, float]) -> None:
    """The far wing, darker, a little behind the body."""
    p, lift, k = pose.p, pose.lift, pose.k
    wing = [p(-4, -6), wing_tip, p(-34, -30 - 18 * lift), p(-44, -6 - 10 * lift), p(-16, 4)]
    pygame.draw.polygon(
        surface, _shade(DRAGON_WING, 0.7), [(x + 6 * k, y - 4 * k) for x, y in wing]
    )


def _body(surface: pygame.Surface, pose: _Pose, breathe: float) -> None:
    """The breathing body with its belly, and the legs."""
    p, k, facing = pose.p, pose.k, pose.facing
    body = pygame.Rect(0, 0, int(60 * k), int((40 + 2 * breathe) * k))
    body.center = (int(pose.cx), int(pose.cy + 6 * k))
    pygame.draw.ellipse(surface, DRAGON_BODY, body)
    belly = body.inflate(-int(18 * k), -int(18 * k)).move(int(4 * facing * k), int(7 * k))
    pygame.draw.ellipse(surface, DRAGON_BELLY, belly)
    for dx in (-16, 12):
        pygame.draw.line(surface, DRAGON_DARK, p(dx, 18), p(dx + 3, 34), max(2, int(6 * k)))
        pygame.draw.line(surface, DRAGON_DARK, p(dx + 3, 34), p(dx + 9, 35), max(2, int(4 * k)))


def _head(surface: pygame.Surface, pose: _Pose) -> None:
    """Neck, head, horns and the eye, all nodding together."""
    p, k, nod = pose.p, pose.k, pose.nod
    neck = [p(12, -6), p(24, -22 + nod), p(30, -18 + nod), p(22, 6)]
    pygame.draw.polygon(surface, DRAGON_BODY, neck)
    head = [p(22, -26 + nod), p(44, -24 + nod), p(50, -16 + nod), p(32, -12 + nod),
            p(22, -14 + nod)]  # fmt: skip
    pygame.draw.polygon(surface, DRAGON_BODY, head)
    pygame.draw.polygon(surface, DRAGON_DARK, head, max(1, int(2 * k)))
    for dx in (24, 30):
        horn = [p(dx, -25 + nod), p(dx - 6, -38 + nod), p(dx + 2, -26 + nod)]
        pygame.draw.polygon(surface, (240, 226, 190), horn)
    eye = p(36, -21 + nod)
    pygame.draw.circle(surface, (255, 220, 80), (int(eye[0]), int(eye[1])), max(2, int(3 * k)))
    pupil = (int(eye[0] + pose.facing), int(eye[1]))
    pygame.draw.circle(surface, (20, 10, 10), pupil, max(1, int(1.4 * k)))


def _spines(surface: pygame.Surface, pose: _Pose) -> None:
    """Spines along the back."""
    p = pose.p
    for i in range(5):
        base = p(-18 + i * 8, -10 - math.sin(i / 4 * math.pi) * 4)
        spine = [base, p(-14 + i * 8, -22 - math.sin(i / 4 * math.pi) * 4), p(-10 + i * 8, -10)]
        pygame.draw.polygon(surface, DRAGON_DARK, spine)


def _near_wing(surface: pygame.Surface, pose: _Pose, wing_tip: tuple[float, float]) -> None:
    """The near wing in front of the body, with its bones."""
    p, lift, k = pose.p, pose.lift, pose.k
    wing = [p(-2, -4), wing_tip, p(-30, -26 - 20 * lift), p(-40, -2 - 12 * lift), p(-12, 6)]
    pygame.draw.polygon(surface, DRAGON_WING, wing)
    for point in wing[2:4]:
        pygame.draw.line(surface, DRAGON_DARK, p(-2, -4), point, max(1, int(2 * k)))


def _fire(surface: pygame.Surface, pose: _Pose, fire: float) -> None:
    """Flame puffing from the mouth (`fire` 0..1 sets its size)."""
    k, facing = pose.k, pose.facing
    mouth = pose.p(50, -18 + pose.nod)
    for i in range(6):
        r = (4 + i * 3) * k * fire
        centre = (int(mouth[0] + facing * i * 7 * k), int(mouth[1] + math.sin(pose.t * 20 + i) * 2))
        pygame.draw.circle(surface, (255, 200 - i * 25, 60), centre, max(1, int(r)))


def _smoke(surface: pygame.Surface, pose: _Pose) -> None:
    """An idle smoke ring rising from the nostril."""
    puff = (pose.t * 0.6) % 1.0
    nostril = pose.p(50 + 10 * puff, -22 + pose.nod - 16 * puff)
    shade = int(120 * (1 - puff))
    radius = max(1, int((2 + 5 * puff) * pose.k))
    pygame.draw.circle(
        surface, (shade, shade, shade), (int(nostril[0]), int(nostril[1])), radius, 1
    )


CHASM = pygame.Rect(0, 206, BOARD_RIGHT, 90)
_chasm_bands: dict[tuple[int, int, int, int], pygame.Surface] = {}


def _chasm_band(surface: pygame.Surface) -> pygame.Surface:
    """The gorge's gradient, one solid line a row, drawn once per pixel format of the target
    (opaque lines copied back by a plain blit: the same pixels as drawing them each frame)."""
    key = (surface.get_bitsize(), *surface.get_masks()[:3])
    band = _chasm_bands.get(key)
    if band is None:
        # A line's both ends are drawn: CHASM.width + 1 pixels a row.
        band = _chasm_bands[key] = pygame.Surface((CHASM.width + 1, CHASM.height), 0, surface)
        for i in range(CHASM.height):
            shade = int(10 + 14 * (i / CHASM.height))
            pygame.draw.line(band, (shade, shade // 2 + 6, shade + 12), (0, i), (CHASM.width, i))
    return band


def draw_chasm(surface: pygame.Surface, time: float) -> None:
    """A deep gorge under the bridge with a faint river of light far below."""
    band = CHASM
    surface.blit(_chasm_band(surface), band.topleft)
    for i in range(5):
        x = (time * 30 + i * 211) % (BOARD_RIGHT + 100) - 50
        pygame.draw.ellipse(surface, (30, 40, 70), (x, band.bottom - 14 - i % 2 * 6, 60, 5))

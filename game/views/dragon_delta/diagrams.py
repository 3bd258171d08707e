"""The Dragon Delta help diagrams, animated: the delta, programming, a step of a round, every
action card and its failure, stones and bridges, planks by eye (no numbers), moving and
jumping, the reserve's limits, falling, the seed's dragon examples, the end and the options.

Each painter draws into the frame it is given (460 x 440 in the help scene) and animates only
from `t` (seconds since the page opened). Every word is an English msgid translated as it is
drawn; the pieces (water, planks with dots, pawns) are in diagram_parts.py.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.core.text import N_
from game.i18n import _
from game.rules.dragon_delta.cards import (
    BUILD_1,
    BUILD_2,
    CARD_NAMES,
    COLOUR_NAMES,
    DRAGON,
    JUMP,
    MOVE_1,
    MOVE_2,
    REMOVE,
    STONE_1,
    STONE_2,
)
from game.rules.dragon_delta.geometry import ISLETS, VILLAGE_RADIUS, village_centre
from game.rules.dragon_delta.resolve import ROUND_LIMIT
from game.views import diagram_kit, theme

from . import art
from . import diagram_parts as parts

Painter = Callable[[pygame.Surface, pygame.Rect, float], None]
BLACK, RED, YELLOW, WHITE, GREEN, BLUE = range(6)

FAILURES: tuple[str, ...] = (
    N_("cannot be done: nothing happens"),
    N_("cannot be done: nothing happens"),
    N_("no plank or nowhere to lay it: you fall"),
    N_("second bridge impossible: you fall"),
    N_("nothing you may take: you fall"),
    N_("no free bridge next to you: you fall"),
    N_("not even one step: you fall"),
    N_("no pawn to jump or nowhere to land: you fall"),
)
"""What happens when each action card cannot be done (by card id, msgids)."""


def _river(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The 27 islets and six villages; a pawn crosses from each village to the one opposite."""
    box = rect.inflate(-20, -40)
    box.height = box.width = min(box.width, box.height)
    box.centerx = rect.centerx
    scale = box.width / 25

    def at(point: tuple[float, float]) -> tuple[float, float]:
        return (box.centerx + point[0] * scale, box.centery - point[1] * scale)

    pygame.draw.rect(surface, art.WATER, box, border_radius=6)
    clip = surface.get_clip()
    surface.set_clip(box.clip(clip))
    for village in range(6):
        parts.bank(surface, at(village_centre(village)), VILLAGE_RADIUS * scale, village)
    surface.set_clip(clip)
    for _name, x, y in ISLETS:
        parts.islet(surface, at((x, y)), scale)
    active = int(t / 2.0) % 6
    start, goal = at(village_centre(active)), at(village_centre((active + 3) % 6))
    diagram_kit.arrow(surface, start, goal, theme.HIGHLIGHT, 3)
    parts.pawn(surface, parts.lerp(start, goal, parts.ease((t % 2.0) / 1.6)), active, 10)
    diagram_kit.caption(surface, rect, _("Every village heads for the one opposite"))


def _program(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Five cards leave the hand for the slots one by one, then turn face down; a second
    dragon is refused."""
    program = (STONE_2, BUILD_1, DRAGON + RED, MOVE_2, BUILD_2)
    hand = (*program, STONE_1, REMOVE, MOVE_1, JUMP)
    phase = t % 8.0
    spots = [pygame.Rect(rect.x + 14 + index * 48, rect.y + 300, 42, 62) for index in range(9)]
    for slot, card in enumerate(program):
        box = pygame.Rect(rect.x + 28 + slot * 84, rect.y + 40, 66, 96)
        diagram_kit.badge(surface, (box.centerx, box.y - 18), str(slot + 1), theme.PANEL_EDGE)
        laid = phase - 0.3 - 0.7 * slot
        if laid < 0.5:
            diagram_kit.dashed_rect(surface, box, theme.PANEL_EDGE)
        if laid < 0:
            art.draw_card_face(surface, spots[slot], card, BLACK)
            continue
        u = parts.ease(laid / 0.5)
        size = (int(42 + 24 * u), int(62 + 34 * u))
        spot = parts.lerp(spots[slot].topleft, box.topleft, u)
        moved = pygame.Rect((int(spot[0]), int(spot[1])), size)
        parts.card(surface, moved, card, BLACK, 1.0 - max(0.0, min(1.0, phase - 4.5)))
    for index, card in enumerate(hand[5:], start=5):
        art.draw_card_face(surface, spots[index], card, BLACK)
    if 2.2 < phase < 4.5:
        second = pygame.Rect(rect.x + 360, rect.y + 180, 56, 80)
        art.draw_card_face(surface, second, DRAGON + BLUE, BLACK)
        if int(phase * 3) % 2 == 0:
            diagram_kit.no_badge(surface, (second.right, second.y))
        parts.label(
            surface, _("one dragon at most"), {"midright": (second.x - 12, second.centery)}, 300,
            17, theme.DANGER, True,
        )  # fmt: skip
    diagram_kit.caption(surface, rect, _("Five cards in order, face down"))


def _seat_rows(
    surface: pygame.Surface, rect: pygame.Rect, top: int, rows: tuple[tuple[int, int], ...],
    shown: float, pitch: int = 96,
) -> list[pygame.Rect]:  # fmt: skip
    """Seats (colour, card of this step) down the frame, `pitch` pixels apart: pawn, name, the
    card turning over; returns the cards' rectangles."""
    cards = []
    high = pitch - 16
    for index, (tint, card) in enumerate(rows):
        y = top + index * pitch
        parts.pawn(surface, (rect.x + 34, y + high // 2 + 6), tint, 13)
        parts.label(surface, _(COLOUR_NAMES[tint]), {"midleft": (rect.x + 56, y + high // 2)}, 100)
        box = pygame.Rect(rect.x + 170, y + 6, high * 7 // 10, high)
        parts.card(surface, box, card, tint, shown)
        cards.append(box)
    return cards


def _resolution(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """One step: every card turns at once, the dragon blocks Blue, then Red (the start player)
    and Yellow act in clockwise order."""
    phase = t % 7.0
    rows = ((RED, MOVE_1), (YELLOW, DRAGON + BLUE), (BLUE, STONE_1))
    cards = _seat_rows(surface, rect, rect.y + 30, rows, phase / 0.8)
    start = (rect.x + 8, cards[0].y - 22)
    parts.label(surface, _("start player"), {"topleft": start}, 150, 13, theme.GOLD, True)
    if 1.0 < phase:
        path = parts.lerp(cards[1].center, cards[2].center, (phase - 1.0) / 1.0)
        if phase < 2.0:
            art.draw_pictogram(surface, pygame.Rect(0, 0, 60, 40).move(path[0] - 30, path[1] - 20),
                               DRAGON + BLUE)  # fmt: skip
        else:
            diagram_kit.no_badge(surface, (cards[2].right + 40, cards[2].centery))
    for order, (row, when) in enumerate(((0, 2.6), (1, 4.0))):
        if phase > when:
            diagram_kit.badge(
                surface, (cards[row].right + 40, cards[row].centery), str(order + 1), theme.GOLD
            )
    if phase > 2.6:
        x = cards[0].right + 64
        parts.label(surface, _(CARD_NAMES[MOVE_1]), {"midleft": (x, cards[0].centery)}, 150)
    diagram_kit.caption(surface, rect, _("Dragons first, then clockwise from the start player"))


def _cards(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Each action card: its picture, its name and what happens when it cannot be done."""
    row_h = (rect.height - 16) // 8
    lit = int(t / 1.2) % 8
    for card in range(8):
        y = rect.y + 8 + card * row_h
        if card == lit:
            pygame.draw.rect(surface, (40, 34, 56), (rect.x + 4, y, rect.width - 8, row_h - 2),
                             border_radius=6)  # fmt: skip
        art.draw_card_face(surface, pygame.Rect(rect.x + 12, y + 3, 36, row_h - 8), card, BLACK)
        width = rect.width - 76
        parts.label(surface, _(CARD_NAMES[card]), {"topleft": (rect.x + 60, y + 2)}, width, 15,
                    theme.GOLD, True)  # fmt: skip
        tint = theme.TEXT_DIM if card in (STONE_1, STONE_2) else (236, 150, 140)
        parts.label(surface, _(FAILURES[card]), {"topleft": (rect.x + 60, y + 24)}, width, 13,
                    tint)  # fmt: skip


def _build(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Stones drop onto islets, then planks swing in: village to stone, stone to stone."""
    unit = 40.0
    water = pygame.Rect(rect.x + 10, rect.y + 20, rect.width - 20, rect.height - 70)
    parts.water(surface, water, t)
    village = (water.x + 10, water.centery)
    clip = surface.get_clip()
    surface.set_clip(water.clip(clip))
    parts.bank(surface, village, 64, RED)
    surface.set_clip(clip)
    sites = ((rect.x + 200, water.centery - 40), (rect.x + 330, water.centery + 50))
    phase = t % 8.0
    for index, site in enumerate(sites):
        parts.islet(surface, site, unit)
        drop = phase - 0.6 - index * 1.2
        if drop > 0:
            height = (1.0 - parts.ease(drop / 0.6)) * 80
            art.draw_stone(surface, (site[0], site[1] - height), 0.35 * unit)
            if 0.6 < drop < 1.4:
                pygame.draw.circle(surface, (200, 230, 240), site, 0.35 * unit + (drop - 0.6) * 30,
                                   2)  # fmt: skip
    shore = (village[0] + 64, village[1])
    spans = ((shore, sites[0], 4), (sites[0], sites[1], 5))
    for index, (p, q, length) in enumerate(spans):
        swing = phase - 3.4 - index * 1.4
        if swing > 0:
            angle = math.atan2(q[1] - p[1], q[0] - p[0]) - (1.0 - parts.ease(swing)) * 1.2
            mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
            parts.plank(surface, mid, angle, length, RED, unit)
    diagram_kit.caption(surface, rect, _("Stones on islets, planks between them"))


def _span(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A gap between two stones and the reserve below at the same scale: the 3 is too short
    and falls in; the 4 reaches from stone to stone and holds."""
    unit = 52.0
    water = pygame.Rect(rect.x + 10, rect.y + 16, rect.width - 20, 190)
    parts.water(surface, water, t)
    y = water.y + 90
    left, right = (rect.centerx - 1.85 * unit, y), (rect.centerx + 1.85 * unit, y)
    for site in (left, right):
        parts.stone(surface, site, unit)
    phase = t % 8.0
    shelf = rect.y + 240
    reserve = (2, 3, 4, 5)
    for index, length in enumerate(reserve):
        row = shelf + index * 34
        moving = (length == 3 and phase < 3.2) or (length == 4 and 4.0 < phase)
        if not moving:
            parts.plank(surface, (rect.x + 20 + length * unit / 2, row), 0.0, length, RED, unit)
    if phase < 3.2:  # the 3: lifted over the gap, too short, tips in
        home = (rect.x + 20 + 1.5 * unit, shelf + 34)
        spot = parts.lerp(home, (rect.centerx, y), parts.ease(phase / 1.2))
        tilt = max(0.0, phase - 1.6) * 0.9
        drop = max(0.0, phase - 1.6) * 30
        if phase < 2.6:
            parts.plank(surface, (spot[0], spot[1] + drop), tilt, 3, RED, unit)
        else:
            parts.splash(surface, (rect.centerx + 20, y + 26), (phase - 2.6) / 0.6)
        if phase > 1.5:
            diagram_kit.no_badge(surface, (rect.centerx, water.y + 24))
    elif phase > 4.0:
        home = (rect.x + 20 + 2 * unit, shelf + 68)
        parts.plank(surface, parts.lerp(home, (rect.centerx, y), parts.ease((phase - 4.0) / 1.2)),
                    0.0, 4, RED, unit)  # fmt: skip
        if phase > 5.4:
            parts.tick(surface, (rect.centerx, water.y + 24))
    diagram_kit.caption(surface, rect, _("Too short falls in; long enough holds"))


def _chain(
    surface: pygame.Surface, rect: pygame.Rect, top: int, t: float
) -> list[tuple[float, float]]:
    """A village and three stones in a row with three bridges; returns the bridge middles
    (index 0: the village)."""
    unit = 34.0
    y = top + 50
    xs = (rect.x + 110, rect.x + 208, rect.x + 306, rect.x + 404)
    parts.water(surface, pygame.Rect(rect.x + 90, top + 14, rect.width - 100, 72), t)
    parts.bank(surface, (xs[0] - 28, y), 30, RED)
    for x in xs[1:]:
        parts.stone(surface, (x, y), unit)
    spots = [(xs[0] - 28.0, float(y))]
    for a, b in zip(xs, xs[1:], strict=False):
        parts.bridge(surface, (a, y), (b, y), 3, (BLUE, GREEN, WHITE)[len(spots) - 1], unit)
        spots.append(((a + b) / 2, float(y)))
    return spots


def _hop(spots: list[tuple[float, float]], path: tuple[int, ...], u: float) -> tuple[float, float]:
    """Where a pawn hopping along `path` (spot indices) is at `u` (0-1), lifted mid-hop."""
    legs = len(path) - 1
    leg = min(legs - 1, int(u * legs))
    local = u * legs - leg
    x, y = parts.lerp(spots[path[leg]], spots[path[leg + 1]], parts.ease(local))
    return (x, y - math.sin(math.pi * max(0.0, min(1.0, local))) * 14)


def _moves(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Move 1 (village onto a bridge), Move 2 (two bridges on) and a Jump over a pawn."""
    u = min(1.0, (t % 4.0) / 2.5)
    scenes = ((MOVE_1, (0, 1)), (MOVE_2, (1, 2, 3)), (JUMP, (1, 3)))
    for index, (card, path) in enumerate(scenes):
        top = rect.y + 6 + index * 140
        spots = _chain(surface, rect, top, t)
        art.draw_card_face(surface, pygame.Rect(rect.x + 6, top + 21, 40, 58), card, RED)
        if card == JUMP:
            parts.pawn(surface, spots[2], YELLOW, 11)
        parts.pawn(surface, _hop(spots, path, u), RED, 11)
        parts.label(surface, _(CARD_NAMES[card]), {"topleft": (rect.x + 80, top + 96)}, 360, 14,
                    theme.GOLD, True)  # fmt: skip


def _reserve(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A free bridge is taken into the reserve; a third colour or a second plank of a length
    already held is refused."""
    unit = 36.0
    water = pygame.Rect(rect.x + 10, rect.y + 12, rect.width - 20, 120)
    parts.water(surface, water, t)
    a, b = (rect.x + 170, water.centery), (rect.x + 270, water.centery)
    for site in (a, b):
        parts.stone(surface, site, unit)
    phase = t % 7.0
    shelf = pygame.Rect(rect.x + 20, rect.y + 160, rect.width - 40, 130)
    pygame.draw.rect(surface, (40, 34, 56), shelf, border_radius=8)
    parts.label(surface, _("your reserve"), {"topleft": (shelf.x + 10, shelf.y + 6)}, 300, 14,
                theme.TEXT_DIM)  # fmt: skip
    parts.plank(surface, (shelf.x + 20 + unit, shelf.y + 44), 0.0, 2, RED, unit)
    parts.plank(surface, (shelf.x + 20 + 2.5 * unit, shelf.y + 80), 0.0, 5, RED, unit)
    mid = ((a[0] + b[0]) / 2, a[1])
    goal = (shelf.x + 20 + 1.5 * unit + 3 * unit, shelf.y + 44)
    spot = parts.lerp(mid, goal, parts.ease((phase - 0.8) / 1.4))
    parts.plank(surface, spot, 0.0, 3, BLUE, unit)
    if phase > 2.4:
        refused = ((GREEN, 4, _("a third colour")), (BLUE, 5, _("a length held twice")))
        for index, (tint, length, words) in enumerate(refused):
            y = rect.y + 318 + index * 48
            parts.plank(surface, (rect.x + 20 + length * unit / 2, y), 0.0, length, tint, unit)
            x = rect.x + 36 + length * unit
            diagram_kit.no_badge(surface, (x, y))
            parts.label(surface, words, {"midleft": (x + 20, y)}, int(rect.right - x - 30), 14)
    diagram_kit.caption(surface, rect, _("Two colours at most, no length twice"))


def _fall(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Move 1 with no free bridge ahead: the pawn falls in and swims back to its village."""
    spots = _chain(surface, rect, rect.y + 120, t)
    phase = t % 7.0
    art.draw_card_face(surface, pygame.Rect(rect.x + 6, rect.y + 141, 40, 58), MOVE_1, RED)
    parts.pawn(surface, spots[3], YELLOW, 11)
    water_y = spots[2][1] + 26
    if phase < 1.6:
        parts.pawn(surface, spots[2], RED, 11)
    elif phase < 2.4:
        parts.splash(surface, (spots[2][0], water_y), (phase - 1.6) / 0.8)
    elif phase < 4.6:
        swim = parts.lerp((spots[2][0], water_y), (spots[0][0] + 30, water_y), (phase - 2.4) / 2.2)
        pygame.draw.circle(surface, art.colour(RED), swim, 8)
        pygame.draw.circle(surface, art.edge(RED), swim, 8, 2)
    else:
        parts.pawn(surface, spots[0], RED, 11)
    if 0.8 < phase < 4.6:
        diagram_kit.no_badge(surface, (spots[3][0], spots[3][1] - 40))
    parts.label(surface, _("no free bridge ahead"), {"midtop": (rect.centerx, rect.y + 40)}, 420,
                16, theme.DANGER, True)  # fmt: skip
    diagram_kit.caption(surface, rect, _("Back to your own village"))


def _dragons(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The seed's two examples: Green's red dragon stops Red; Red's green dragon stops Green,
    whose blue dragon still stops Blue."""
    blink = int(t * 2) % 2 == 0
    top = rect.y + 8
    first = _seat_rows(surface, rect, top, ((GREEN, DRAGON + RED), (RED, MOVE_2)), 1.0, 76)
    if blink:
        diagram_kit.no_badge(surface, (first[1].right + 40, first[1].centery))
    line = top + 158
    pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 20, line), (rect.right - 20, line))
    rows = ((RED, DRAGON + GREEN), (GREEN, DRAGON + BLUE), (BLUE, MOVE_1))
    second = _seat_rows(surface, rect, line + 8, rows, 1.0, 76)
    for y in (top + 20, line + 28):
        diagram_kit.badge(surface, (rect.right - 30, y), "4", theme.PANEL_EDGE)
    if blink:
        for box in second[1:]:
            diagram_kit.no_badge(surface, (box.right + 40, box.centery))
    u = (t % 2.0) / 1.2
    swoops = ((first[0], first[1], RED), (second[0], second[1], GREEN),
              (second[1], second[2], BLUE))  # fmt: skip
    for source, target, tint in swoops:
        if u < 1.0:
            sx, sy = parts.lerp((source.right + 10, source.centery),
                                (target.right + 10, target.centery), u)  # fmt: skip
            art.draw_pictogram(surface, pygame.Rect(int(sx), int(sy) - 24, 72, 48), DRAGON + tint)
    diagram_kit.caption(surface, rect, _("A blocked player's dragon still blocks"))


def _end(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A pawn enters its destination and wins at once; the 30-round guard."""
    spots = _chain(surface, rect, rect.y + 20, t)
    phase = t % 5.0
    spot = _hop(spots, (1, 0), min(1.0, phase / 1.2))
    parts.pawn(surface, spot, WHITE, 11)
    if phase > 1.3:
        glow = 0.5 + 0.5 * math.sin(t * 6)
        pygame.draw.circle(surface, theme.GOLD, spots[0], 30 + 4 * glow, 3)
        parts.label(surface, _("wins at once"), {"midtop": (rect.centerx, rect.y + 120)}, 400, 20,
                    theme.GOLD, True)  # fmt: skip
    centre = (rect.x + 90, rect.y + 280)
    turned = int(t * 6) % ROUND_LIMIT + 1
    pygame.draw.circle(surface, theme.PANEL_EDGE, centre, 52, 3)
    pygame.draw.arc(surface, theme.HIGHLIGHT, pygame.Rect(centre[0] - 52, centre[1] - 52, 104, 104),
                    math.pi / 2, math.pi / 2 + 2 * math.pi * turned / ROUND_LIMIT, 5)  # fmt: skip
    parts.label(surface, str(turned), {"center": centre}, 80, 28, theme.TEXT, True)
    words = _("After {rounds} rounds: the fewest steps left wins").format(rounds=ROUND_LIMIT)
    parts.lines(surface, words, (rect.x + 160, rect.y + 250), rect.width - 180, 3, 16)


def _options(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Islets or the open river; spans shown as numbers."""
    half = (rect.width - 30) // 2
    for index, name in enumerate((N_("Islets"), N_("Open river"))):
        box = pygame.Rect(rect.x + 10 + index * (half + 10), rect.y + 40, half, half)
        parts.label(surface, _(name), {"midbottom": (box.centerx, box.y - 6)}, half, 16,
                    theme.GOLD, True)  # fmt: skip
        parts.water(surface, box, t)
        scale = half / 19.0

        def at(
            x: float, y: float, box: pygame.Rect = box, scale: float = scale
        ) -> tuple[float, float]:
            return (box.centerx + x * scale, box.centery - y * scale)

        if index == 0:
            for _name, x, y in ISLETS:
                parts.islet(surface, at(x, y), scale)
        else:
            for gx in range(-8, 9, 2):
                for gy in range(-8, 9, 2):
                    pygame.draw.circle(surface, art.WATER_LIGHT, at(gx, gy), 1)
            for k in range(7):
                angle = k * 2.4 + t * 0.2
                art.draw_stone(surface, at(6 * math.cos(angle), 6 * math.sin(angle) * 0.8),
                               0.5 * scale)  # fmt: skip
    gap = pygame.Rect(rect.x + 40, rect.y + 300, rect.width - 80, 70)
    parts.water(surface, gap, t)
    a, b = (gap.x + 70, gap.centery), (gap.right - 70, gap.centery)
    for site in (a, b):
        parts.stone(surface, site, 34)
    parts.label(surface, "3.4", {"center": (gap.centerx, gap.centery)}, 80, 22, theme.GOLD, True)
    diagram_kit.caption(surface, rect, _(N_("Show spans")))


DIAGRAMS: dict[str, Painter] = {
    "layout": _river,
    "program": _program,
    "resolution": _resolution,
    "cards": _cards,
    "build": _build,
    "span": _span,
    "moves": _moves,
    "reserve": _reserve,
    "fall": _fall,
    "dragons": _dragons,
    "end": _end,
    "options": _options,
}
"""diagram id -> painter, for every id the help pages name."""

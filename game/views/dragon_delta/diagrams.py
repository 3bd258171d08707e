"""The Dragon Delta help diagrams: the river's layout, programming, the span idea (no numbers),
every action card, and the dragons' example."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.i18n import _
from game.rules.dragon_delta.cards import BUILD_1, DRAGON, JUMP, MOVE_1, MOVE_2, STONE_1
from game.rules.dragon_delta.geometry import ISLETS, VILLAGE_RADIUS, village_centre
from game.views import diagram_kit, text, theme

from . import art
from .help import CARD_ROWS

Painter = Callable[[pygame.Surface, pygame.Rect, float], None]


def _river(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The 27 islets and six villages, each village with an arrow to the one opposite."""
    box = rect.inflate(-20, -40)
    box.height = box.width = min(box.width, box.height)
    box.centerx = rect.centerx
    scale = box.width / 25

    def at(point: tuple[float, float]) -> tuple[float, float]:
        return (box.centerx + point[0] * scale, box.centery - point[1] * scale)

    pygame.draw.rect(surface, art.WATER, box, border_radius=6)
    clip = surface.get_clip()
    surface.set_clip(box)
    for village in range(6):
        pygame.draw.circle(
            surface, art.colour(village), at(village_centre(village)), VILLAGE_RADIUS * scale
        )
    surface.set_clip(clip)
    for _name, x, y in ISLETS:
        pygame.draw.circle(surface, art.ISLET, at((x, y)), 0.6 * scale)
    active = int(t / 1.5) % 6
    diagram_kit.arrow(
        surface,
        at(village_centre(active)),
        at(village_centre((active + 3) % 6)),
        art.colour(active),
    )
    diagram_kit.caption(surface, rect, _("Every village heads for the one opposite"))


def _program(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Two programs side by side; the cards of one step turn together."""
    cards = (
        (STONE_1, BUILD_1, MOVE_1, DRAGON + 5, MOVE_2),
        (BUILD_1, MOVE_1, JUMP, MOVE_2, STONE_1),
    )
    step = int(t / 1.2) % 6
    for row, program in enumerate(cards):
        for slot, card in enumerate(program):
            box = pygame.Rect(rect.x + 30 + slot * 62, rect.y + 24 + row * 92, 52, 80)
            if slot < step:
                art.draw_card_face(surface, box, card, (1, 5)[row])
            else:
                art.draw_card_back(surface, box, (1, 5)[row])
    diagram_kit.caption(surface, rect, _("One card of each program is turned per step"))


def _span(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Two stones, a gap, and two planks beside it: the longer holds, the shorter sinks."""
    left = (rect.x + 60, rect.y + 60)
    right = (rect.right - 60, rect.y + 60)
    pygame.draw.rect(
        surface,
        art.WATER,
        (rect.x + 10, rect.y + 20, rect.width - 20, rect.height - 70),
        border_radius=6,
    )
    for centre in (left, right):
        pygame.draw.circle(surface, art.ISLET, centre, 20)
        art.draw_stone(surface, centre, 12)
    gap = right[0] - left[0]
    good = pygame.Rect(0, 0, gap - 10, 10)
    good.center = (rect.centerx, left[1])
    pygame.draw.rect(surface, art.colour(4), good, border_radius=2)
    short = pygame.Rect(0, 0, int(gap * 0.6), 10)
    tilt = math.sin(t * 2) * 4
    short.center = (rect.centerx, int(left[1] + 50 + tilt))
    pygame.draw.rect(surface, art.colour(1), short, border_radius=2)
    diagram_kit.no_badge(surface, (short.right + 20, short.centery))
    diagram_kit.caption(surface, rect, _("Long enough holds; too short sinks"))


def _cards(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Each action card with its name."""
    font = theme.font(16)
    cols = 2
    width = (rect.width - 20) // cols
    for index, (name, _text) in enumerate(CARD_ROWS):
        col, row = index % cols, index // cols
        box = pygame.Rect(rect.x + 10 + col * width, rect.y + 8 + row * 52, 34, 46)
        art.draw_card_face(surface, box, index, 3)
        label = text.ellipsize(_(name), font, width - 48)
        surface.blit(font.render(label, True, theme.TEXT), (box.right + 8, box.y + 12))


def _dragons(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Red plays the green dragon, Green the blue dragon: Green and Blue both lose the step."""
    font = theme.font(16)
    rows = ((1, DRAGON + 4, False), (4, DRAGON + 5, True), (5, MOVE_1, True))
    for index, (colour, card, blocked) in enumerate(rows):
        y = rect.y + 16 + index * 70
        pygame.draw.circle(surface, art.colour(colour), (rect.x + 30, y + 30), 14)
        art.draw_card_face(surface, pygame.Rect(rect.x + 60, y, 44, 62), card, colour)
        if blocked and int(t * 2) % 2 == 0:
            diagram_kit.no_badge(surface, (rect.x + 130, y + 30))
    del font
    diagram_kit.caption(surface, rect, _("A blocked player's dragon still blocks"))


DIAGRAMS: dict[str, Painter] = {
    "layout": _river,
    "program": _program,
    "span": _span,
    "cards": _cards,
    "dragons": _dragons,
}
"""diagram id -> painter, for every id the help pages name."""

"""The big moments of Dragon Bridge drawn over the board while they animate: a card flying to
the Nest, a ROOST sweeping the Nest into the deck, the dragon's FLIGHT from one end to the
other, and the finale when a wizard escapes or is pounced. Reads the animation step's data only.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.i18n import _
from game.rules.dragon_bridge.outcome import ESCAPE, POUNCE
from game.views import theme
from game.views.text_cache import draw_text
from game.views.tween import arc_point, lerp

from . import art, figures, layout


def draw_flight(surface: pygame.Surface, anim: dict, progress: float, time: float) -> None:
    """The dragon crouching, flying over the bridge with its shadow and wind, then landing."""
    start = layout.dragon_anchor(anim["from"])
    end = layout.dragon_anchor(anim["to"])
    facing = 1 if anim["to"] == 1 else -1
    phase = anim["phase"]
    if phase == "crouch":
        figures.draw_dragon(surface, (start[0], start[1] + 6 * progress), facing, time,
                            flap=progress * 0.5, fire=progress)  # fmt: skip
        return
    if phase == "fly":
        _flying(surface, start, end, facing, progress, time)
        return
    figures.draw_dragon(
        surface, (end[0], end[1] - 20 * (1 - progress)), -facing, time, flap=0.5 * (1 - progress)
    )


def _flying(
    surface: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    facing: int,
    progress: float,
    time: float,
) -> None:
    x, y = arc_point(start, end, progress, 70)
    scale = 1.0 + 0.35 * math.sin(math.pi * progress)
    shadow = pygame.Rect(0, 0, int(120 * scale), 16)
    shadow.center = (int(x), layout.TILE_Y + layout.TILE_H // 2)
    veil = pygame.Surface(shadow.size, pygame.SRCALPHA)
    pygame.draw.ellipse(veil, (0, 0, 0, 110), veil.get_rect())
    surface.blit(veil, shadow)
    for i in range(6):
        # Wind streaks trailing behind the dragon.
        dy = (i - 2.5) * 14 * scale
        length = 40 + 30 * ((i * 37) % 5) / 5
        tail = x - facing * (70 * scale + length)
        pygame.draw.line(
            surface, (200, 190, 230), (x - facing * 60 * scale, y + dy), (tail, y + dy), 2
        )
    figures.draw_dragon(surface, (x, y), facing, time, flap=(time * 2.6) % 1.0, scale=scale)


def draw_overlay(surface: pygame.Surface, view: Any, anim: dict, progress: float) -> None:
    """Whatever the running animation step draws on top of the board."""
    kind = anim["kind"]
    if kind == "card":
        _card(surface, anim, progress)
    elif kind == "roost":
        _roost(surface, anim, progress)
    elif kind == "flight":
        _flight_words(surface, anim, progress)
    elif kind == "finale" and view.outcome is not None:
        _finale(surface, view.outcome)


def _card(surface: pygame.Surface, anim: dict, progress: float) -> None:
    """A card on its arc (hand to Nest, deck to hand), changing to the size where it lands."""
    x, y = arc_point(anim["start"], anim["end"], progress, 60)
    card = anim.get("card")
    end_w, end_h = anim.get("size", layout.nest_card())
    size = (
        max(2, int(lerp(layout.CARD_W, end_w, progress))),
        max(2, int(lerp(layout.CARD_H, end_h, progress))),
    )
    full = (layout.CARD_W, layout.CARD_H)
    image = art.card_face(card, full) if card is not None else art.card_back(full)
    image = pygame.transform.smoothscale(image, size)
    surface.blit(image, image.get_rect(center=(int(x), int(y))))


def _roost(surface: pygame.Surface, anim: dict, progress: float) -> None:
    """The Nest's cards sweep back into the deck under a ROOST sign."""
    for i in range(anim["count"]):
        start = layout.nest_rects(anim["count"])[i].center
        x, y = arc_point(start, layout.DECK_RECT.center, min(1.0, progress * 1.3 - i * 0.04), 50)
        surface.blit(
            art.card_back(layout.nest_card()),
            art.card_back(layout.nest_card()).get_rect(center=(int(x), int(y))),
        )
    draw_text(surface, _("ROOST"), 30, theme.GOLD,
              {"center": (layout.NEST_CENTRE[0], layout.NEST_CENTRE[1] - 70)}, bold=True)  # fmt: skip


def _flight_words(surface: pygame.Surface, anim: dict, progress: float) -> None:
    """FLIGHT! in gold; while the dragon flies the Nest's cards go back to the deck."""
    if anim["phase"] == "fly":
        for i in range(anim["nest"]):
            start = layout.nest_rects(anim["nest"])[i].center
            x, y = arc_point(start, layout.DECK_RECT.center, min(1.0, progress * 2 - i * 0.05), 80)
            back = art.card_back(layout.nest_card())
            surface.blit(back, back.get_rect(center=(int(x), int(y))))
    alpha = min(1.0, 3 * progress) if anim["phase"] == "crouch" else 1.0
    size = 46 if anim["phase"] == "fly" else 40
    colour = tuple(int(c * alpha) for c in theme.GOLD)
    centre = (layout.NEST_CENTRE[0] + 40, 318)
    draw_text(surface, _("FLIGHT!"), size, colour, {"center": centre}, bold=True, serif=True)


def _finale(surface: pygame.Surface, outcome: Any) -> None:
    """ESCAPED!, POUNCED! or DRAW over the Nest as the match ends."""
    if outcome.reason == ESCAPE:
        text = _("ESCAPED!")
    elif outcome.reason == POUNCE:
        text = _("POUNCED!")
    else:
        text = _("DRAW")
    draw_text(surface, text, 48, theme.GOLD, {"center": (layout.NEST_CENTRE[0], 140)}, bold=True,
              serif=True)  # fmt: skip

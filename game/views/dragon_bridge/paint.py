"""Drawing the Dragon Bridge board: the chasm, the bridge squares with their glowing ends, the
wizards, the dragon on its perch, the Nest with its wing meter, the Dragon Power card under the
dragon and the lit squares of a choice. The big animated moments are in spectacle.py; panels,
the hand and the tips in panels.py. Reads the board view; never changes game state.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.views import text_cache, theme
from game.views.backdrop import glow_sprite
from game.views.text import ellipsize
from game.views.text_cache import draw_text, rendered
from game.views.tween import lerp

from . import art, figures, layout, panels, plaques, spectacle, tooltip
from .card_text import natural
from .words import card_name

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView

ORANGE = (196, 112, 44)
"""Both ends of the bridge are five orange tiles [seed 000, MATCH END]: where the dragon is not
they are the EXIT, where it is they are Threatened (DANGER). The plank stays orange either way."""
EXIT_GLOW = (255, 176, 64)
DANGER_GLOW = (255, 70, 50)
DIRECTION_COLOURS = ((110, 210, 255), (255, 210, 110))
BUMP_COLOUR = (255, 120, 90)

Pose = tuple[float, int, float, float]
"""Where a wizard is drawn during an animation: (tile, alpha, lift, lean)."""


def paint(board: DragonBridgeBoardView, surface: pygame.Surface, time: float) -> None:
    """Draw everything of the board for the current frame."""
    view, anim, progress = board.display()
    if view is None:
        return
    pulse = 0.5 + 0.5 * math.sin(time * 4.0)
    board.panel_tips = []  # the panels add what they shortened
    figures.draw_chasm(surface, time)
    _bridge(surface, view, pulse, time)
    _dragon(surface, view, anim, progress, time)
    interactive = anim is None and board.turn is not None
    if interactive:
        _lit_squares(board, surface, pulse)
        _hint_square(board, surface, view, pulse)
    _wizards(board, surface, view, anim, progress, time)
    _middle(board, surface, view, anim, pulse)
    panels.draw_panels(board, surface, view, anim, time)
    if anim is not None:
        spectacle.draw_overlay(surface, view, anim, progress)
    if interactive:
        panels.draw_focus(board, surface, time)
    board.particles.draw(surface)
    if board.tips_shown() and interactive:
        panels.draw_tip(board, surface, time)
    panels.draw_message(board, surface)
    tooltip.draw_tooltip(board, surface)
    if board.shake > 0:
        _shake(surface, board.shake, time)


def _dragon(
    surface: pygame.Surface, view: Any, anim: dict | None, progress: float, time: float
) -> None:
    """Both perches, the dragon on its own (or in flight) and its power card underneath."""
    flying = anim is not None and anim["kind"] == "flight"
    for side in (0, 1):
        x, y = layout.dragon_anchor(side)
        figures.draw_perch(surface, side, x, layout.PERCH_Y)
    if flying:
        spectacle.draw_flight(surface, anim, progress, time)
    else:
        x, y = layout.dragon_anchor(view.dragon_side)
        figures.draw_dragon(surface, (x, y), 1 if view.dragon_side == 0 else -1, time)
    if not (flying and anim["phase"] != "land"):
        _power_card(surface, view)


def _shake(surface: pygame.Surface, shake: float, time: float) -> None:
    """Shake the board area (a landing dragon, a hard BUMP)."""
    amount = int(shake * 9)
    offset = (int(math.sin(time * 61) * amount), int(math.cos(time * 47) * amount * 0.6))
    area = pygame.Rect(0, 70, layout.BOARD_RIGHT, 650)
    copy = surface.subsurface(area).copy()
    surface.blit(copy, area.move(offset))


# ------------------------------------------------------------------------------ the bridge


def _bridge(surface: pygame.Surface, view: Any, pulse: float, time: float) -> None:
    """Ropes, squares (glowing Exit and Threatened ends, gem, centre and start marks, numbers,
    placed hacks), the zone marks and the EXIT / DANGER words under the ends."""
    length = view.length
    _ropes(surface, length)
    exits, danger = set(view.exits), set(view.threatened)
    hacks = dict(view.hacks_in_play)
    for tile in range(length):
        rect = layout.tile_rect(length, tile)
        _square(surface, view, tile, rect, exits, danger, pulse)
        if tile in hacks:
            plaques.draw_hack_mark(surface, rect, hacks[tile])
    _zone_marks(surface, view, exits, danger, time)
    for tiles, text, colour in (
        (sorted(exits), _("EXIT"), EXIT_GLOW),
        (sorted(danger), _("DANGER"), DANGER_GLOW),
    ):
        if not tiles:
            continue
        left, right = layout.tile_rect(length, tiles[0]), layout.tile_rect(length, tiles[-1])
        centre = ((left.x + right.right) // 2, layout.TILE_Y + layout.TILE_H + 12)
        draw_text(surface, text, 14, colour, {"center": centre}, bold=True)


def _ropes(surface: pygame.Surface, length: int) -> None:
    """The ropes of a hanging bridge."""
    first, last = layout.tile_rect(length, 0), layout.tile_rect(length, length - 1)
    for offset in (-34, -14):
        y = layout.TILE_Y + offset
        points = [(first.x - 4 + (last.right - first.x + 8) * i / 24,
                   y + 10 * math.sin(math.pi * i / 24)) for i in range(25)]  # fmt: skip
        pygame.draw.lines(surface, (120, 90, 60), False, points, 2)


def _square(
    surface: pygame.Surface,
    view: Any,
    tile: int,
    rect: pygame.Rect,
    exits: set[int],
    danger: set[int],
    pulse: float,
) -> None:
    """One plank: its glow and colour, its edge, and its gem / centre / start mark and number.

    The glow of an Exit or Threatened plank pulses; the plank itself (its edge takes one of a
    few dozen colours as the pulse goes) is drawn once per look (plank_image) and copied."""
    orange = tile < 5 or tile >= view.length - 5
    colour = ORANGE if orange else (118, 86, 60)
    centres = view.centre_tiles
    marks = (
        tile in view.gem_tiles,
        tile in centres,
        tile in view.start_tiles and tile not in centres,
    )
    edge: tuple[int, int, int] | None = None
    if tile in exits:
        glow = glow_sprite(rect.width, (int(60 + 40 * pulse), int(36 + 24 * pulse), 8))
        surface.blit(glow, glow.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD)
    if tile in danger:
        glow = glow_sprite(rect.width, (int(70 + 60 * pulse), 14, 8))
        surface.blit(glow, glow.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD)
    if tile in exits:
        edge = (255, 226, 150)
    elif tile in danger:
        edge = (255, int(80 + 80 * pulse), 60)
    surface.blit(plank_image(surface, rect.size, colour, edge, marks, str(tile + 1)), rect)


def _plank(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    edge: tuple[int, int, int] | None,
    marks: tuple[bool, bool, bool],
    number: str,
) -> None:
    """A plank's wood, rim, sheen, the Exit / Threatened `edge` (None: none), its marks (gem,
    centre, start arrow) and its number."""
    pygame.draw.rect(surface, colour, rect, border_radius=5)
    pygame.draw.rect(surface, (60, 40, 30), rect, 2, border_radius=5)
    pygame.draw.line(
        surface, (255, 255, 255, 40), (rect.x + 3, rect.y + 3), (rect.right - 4, rect.y + 3), 1
    )
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, 3, border_radius=5)
    gem, centre, start = marks
    if gem:
        art.draw_gem(surface, rect.center, 9, True)
    elif centre:
        pygame.draw.circle(surface, (240, 220, 160), rect.center, 8, 2)
        pygame.draw.circle(surface, (240, 220, 160), rect.center, 3)
    if start:
        arrow = [(rect.centerx, rect.y + 8), (rect.centerx - 6, rect.bottom - 8),
                 (rect.centerx + 6, rect.bottom - 8)]  # fmt: skip
        pygame.draw.polygon(surface, (240, 220, 160), arrow, 2)
    image = rendered(theme.font(10), number, (40, 26, 20))
    surface.blit(image, image.get_rect(bottomright=(rect.right - 2, rect.bottom)))


PLANK_KEY = (255, 0, 255)
"""The colour key around a kept plank's rounded corners (no plank pixel is this magenta)."""
MAX_PLANKS = 1024
"""Kept planks at most: 18 or 21 looks, and 81 edge colours for each Threatened plank."""
_planks: dict[tuple[Any, ...], pygame.Surface] = {}


def plank_image(
    surface: pygame.Surface,
    size: tuple[int, int],
    colour: tuple[int, int, int],
    edge: tuple[int, int, int] | None,
    marks: tuple[bool, bool, bool],
    number: str,
) -> pygame.Surface:
    """A plank (without its glow) drawn once, in `surface`'s pixel format, on a colour key:
    blitted, it sets exactly the pixels drawing it would set (all solid colours, and the
    number blended over the plank inside it) and leaves the corners outside its rounding as
    they were (a neighbour's glow shows there)."""
    font = theme.font(10)
    key = (size, colour, edge, marks, number, font, surface.get_bitsize())
    key += surface.get_masks()[:3]
    image = _planks.get(key)
    if image is None:
        if len(_planks) >= MAX_PLANKS:
            _planks.clear()
        image = pygame.Surface(size, 0, surface)
        image.fill(PLANK_KEY)
        _plank(image, image.get_rect(), colour, edge, marks, number)
        image.set_colorkey(PLANK_KEY)
        _planks[key] = image
    return image


def _zone_marks(
    surface: pygame.Surface, view: Any, exits: set[int], danger: set[int], time: float
) -> None:
    """Flickering flames on the Threatened squares, rising chevrons on the Exit squares."""
    length = view.length
    for tile in danger:
        rect = layout.tile_rect(length, tile)
        tint = pygame.Surface(rect.size, pygame.SRCALPHA)
        tint.fill((255, 30, 20, 34))  # a faint glow: the plank still reads orange
        surface.blit(tint, rect)
        for i in range(3):
            flick = math.sin(time * 9 + tile * 1.7 + i * 2.1)
            x = rect.x + 6 + i * (rect.width - 12) / 2
            top = rect.y + 8 - 6 - 4 * flick
            flame = [(x - 4, rect.y + 10), (x + 4, rect.y + 10), (x, top)]
            pygame.draw.polygon(surface, (255, 150 + int(60 * flick), 40), flame)
        pygame.draw.rect(surface, (240, 50, 40), rect, 3, border_radius=5)
    for tile in exits:
        rect = layout.tile_rect(length, tile)
        rise = (time * 0.8 + tile * 0.13) % 1.0
        y = rect.centery + 6 - 14 * rise
        shade = 1 - rise
        colour = (255, int(120 + 120 * shade), int(40 + 160 * shade))  # pale gold, fading
        points = [(rect.centerx - 7, y + 4), (rect.centerx, y - 3), (rect.centerx + 7, y + 4)]
        pygame.draw.lines(surface, colour, False, points, 3)


# ----------------------------------------------------------------------------- the wizards


def _wizards(
    board: DragonBridgeBoardView,
    surface: pygame.Surface,
    view: Any,
    anim: dict | None,
    progress: float,
    time: float,
) -> None:
    """Both wizards where the animation has them, and the BUMP preview's ghost."""
    length = view.length
    shared = view.positions[0] == view.positions[1]
    side_by_side = shared and (anim is None or anim["kind"] not in ("walk", "blink"))
    scale = layout.SHARED_SCALE if side_by_side else 1.0
    for seat in (1, 0):  # seat 1 stands a little behind when they share a square
        tile, alpha, lift, lean = _pose(view, seat, anim, progress)
        feet = layout.wizard_feet(length, tile, seat, side_by_side)
        colour = board.seat_colour(seat)
        look = figures.look_for(view.wizards[seat], colour, seat)
        if side_by_side:
            facing = 1 if seat == 0 else -1  # face each other
        else:
            facing = 1 if view.positions[1 - seat] > view.positions[seat] else -1
        figures.draw_wizard(surface, (feet[0], feet[1] - lift), look, colour, time + seat, facing,
                            scale, alpha, lean)  # fmt: skip
        if anim is not None and anim["kind"] == "blink" and anim["seat"] == seat:
            _blink_ring(surface, length, anim, seat, progress)
    if board.bump_preview is not None and board.turn is not None and anim is None:
        victim = 1 - board.turn.seat
        feet = layout.wizard_feet(length, board.bump_preview, victim, False)
        colour = board.seat_colour(victim)
        look = figures.look_for(view.wizards[victim], colour, victim)
        figures.draw_wizard(surface, feet, look, colour, time, 1, 1.0, 110)


def _pose(view: Any, seat: int, anim: dict | None, progress: float) -> Pose:
    """A wizard's tile (fractional while moving), alpha, lift and lean in the running step."""
    tile: float = view.positions[seat]
    if anim is None:
        return tile, 255, 0.0, 0.0
    kind = anim["kind"]
    if kind == "walk" and anim["seat"] == seat:
        return (
            lerp(anim["start"], anim["end"], progress),
            255,
            10 * math.sin(math.pi * progress),
            0.0,
        )
    if kind == "blink" and anim["seat"] == seat:
        blink_tile = anim["start"] if progress < 0.5 else anim["end"]
        return blink_tile, int(255 * abs(1 - 2 * progress)), 0.0, 0.0
    if kind == "slide" and seat in anim["moves"]:
        start, end = anim["moves"][seat]
        return lerp(start, end, progress), 255, 14 * math.sin(math.pi * progress), 0.0
    if kind == "bump":
        return _bump_pose(view, seat, anim, progress)
    return tile, 255, 0.0, 0.0


def _bump_pose(view: Any, seat: int, anim: dict, progress: float) -> Pose:
    """The BUMP: the actor lunges, then the victim is shoved and leans back."""
    tile: float = view.positions[seat]
    lean = 0.0
    if anim["victim"] == seat:
        shoving = anim["phase"] == "shove"
        tile = lerp(anim["start"], anim["end"], progress) if shoving else anim["start"]
        lean = (1 if anim["end"] > anim["start"] else -1) * (1 - progress) * shoving
    elif anim["actor"] == seat and anim["phase"] == "lunge":
        toward = 1 if anim["start"] > view.positions[seat] else -1
        tile = view.positions[seat] + 0.45 * toward * math.sin(math.pi * progress)
    return tile, 255, 0.0, lean


def _blink_ring(
    surface: pygame.Surface, length: int, anim: dict, seat: int, progress: float
) -> None:
    """The ring where a TELEPORTing wizard is about to appear (or just vanished)."""
    where = layout.wizard_feet(
        length, anim["end"] if progress < 0.5 else anim["start"], seat, False
    )
    ring = int(30 * (1 - abs(1 - 2 * progress)))
    if ring > 2:
        pygame.draw.circle(surface, (200, 160, 255), (int(where[0]), int(where[1]) - 36), ring, 2)


# ------------------------------------------------------------------ lit squares, cards, Nest


def _lit_squares(board: DragonBridgeBoardView, surface: pygame.Surface, pulse: float) -> None:
    """The squares of the decision: tinted by direction (or red for a BUMP), numbered, with an
    arrow for the way it goes; the escape square says WIN."""
    for target in board.targets:
        if target.kind not in ("tile", "escape", "placed"):
            continue
        rect = target.rect
        direction = target.direction if target.direction is not None else 1
        colour = DIRECTION_COLOURS[direction] if target.effect != "bump" else BUMP_COLOUR
        if target.kind == "escape":
            colour = EXIT_GLOW
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((*colour, int(70 + 60 * pulse)))
        surface.blit(veil, rect)
        pygame.draw.rect(surface, colour, rect.inflate(2, 2), 2, border_radius=6)
        label = str(target.distance) if target.distance is not None else ""
        if target.kind == "escape":
            label = _("WIN")
        if label:
            draw_text(surface, label, 13, (255, 255, 255),
                      {"center": (rect.centerx, rect.bottom + 28)}, bold=True)  # fmt: skip
        moving = target.effect in ("move", "teleport", "bump")
        if moving and target.direction is not None and target.distance:
            _way_arrow(surface, rect, direction, colour)
        if board.hinted_target(target):
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), 3, border_radius=8)


def _hint_square(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, pulse: float
) -> None:
    """The square the hinted move ends on, framed before its card is even chosen."""
    plan = board.current_hint()
    if plan is None or plan.tile is None:
        return
    if any(board.hinted_target(t) for t in board.targets if t.kind in ("tile", "escape")):
        return  # already framed as a lit square
    rect = layout.tile_rect(view.length, plan.tile).inflate(8, 8)
    pygame.draw.rect(surface, theme.FOCUS, rect, 2 + int(2 * pulse), border_radius=8)


def _way_arrow(
    surface: pygame.Surface, rect: pygame.Rect, direction: int, colour: tuple[int, int, int]
) -> None:
    """A small arrowhead under a lit square, pointing the way the move goes."""
    x = rect.centerx
    back = x - (6 if direction else -6)
    tip = (x + (8 if direction else -8), rect.bottom + 43)
    pygame.draw.polygon(surface, colour, [tip, (back, rect.bottom + 37), (back, rect.bottom + 49)])


def _power_card(surface: pygame.Surface, view: Any) -> None:
    """The card under the dragon, or an empty slot before the first FLIGHT."""
    rect = layout.power_rect(view.dragon_side)
    if view.power_card is not None:
        surface.blit(art.power_card(view.power_card, rect.size), rect)
        return
    pygame.draw.rect(surface, (30, 22, 36), rect, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=10)
    lines = natural(_("No Dragon Power yet"), theme.font(13), rect.width - 16, 3)
    top = rect.centery - 10 - 9 * (len(lines) - 2)
    for i, line in enumerate(lines):
        draw_text(surface, line, 13, theme.TEXT_DIM, {"center": (rect.centerx, top + 18 * i)})


def _middle(
    board: DragonBridgeBoardView,
    surface: pygame.Surface,
    view: Any,
    anim: dict | None,
    pulse: float,
) -> None:
    """Deck, Nest fan, the card in play and the wing meter."""
    deck = layout.DECK_RECT
    for i in range(min(4, max(1, view.deck_size // 4))):
        surface.blit(art.card_back(deck.size), deck.move(-i * 2, -i * 2))
    draw_text(surface, _("Deck {count}").format(count=view.deck_size), 13, theme.TEXT_DIM,
              {"midtop": (deck.centerx, deck.bottom + 4)})  # fmt: skip
    _nest(board, surface, view, anim, pulse)
    if view.in_play is not None:
        rect = layout.IN_PLAY_RECT
        surface.blit(art.card_face(view.in_play, rect.size), rect)
        if not art.face_shows_words(view.in_play, rect.size):  # pictograms or the kind's icon
            words = card_name(view.in_play) + "\n" + art.card_words(view.in_play)
            board.panel_tips.append((rect.copy(), words))  # its name and words on hover
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(6, 6), 2, border_radius=10)
        draw_text(surface, _("resolving"), 12, theme.FOCUS,
                  {"midbottom": (rect.centerx, rect.y - 3)})  # fmt: skip
    panels.draw_meter(surface, view, pulse)


def _nest(
    board: DragonBridgeBoardView,
    surface: pygame.Surface,
    view: Any,
    anim: dict | None,
    pulse: float,
) -> None:
    """The Nest's cards as readable chips (face-down cards you know keep their name), lit when
    they are targets; the last card played, which a FLIGHT puts under the dragon, ringed."""
    area = layout.NEST_AREA
    draw_text(surface, _("NEST"), 13, theme.GOLD, {"topleft": (area.x + 4, area.y)}, bold=True)
    rects = layout.nest_rects(len(view.nest))
    lit = {t.rect.topleft for t in board.targets if t.kind == "nest"}
    for index, ((card, face_up), rect) in enumerate(zip(view.nest, rects, strict=False)):
        if card is not None and face_up:
            surface.blit(art.nest_chip(card, rect.size), rect)
        else:
            surface.blit(art.card_back(rect.size), rect)
            if card is not None:
                name = _cut(card_name(card), theme.font(11, bold=True), rect.width - 6)
                draw_text(surface, name, 11, theme.TEXT, {"midbottom": (rect.centerx, rect.bottom - 3)},
                          bold=True)  # fmt: skip
        if index == view.played:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 2, border_radius=9)
        if rect.topleft in lit and anim is None:
            width = 2 + int(2 * pulse)
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), width, border_radius=9)
    sweeping = anim is not None and anim["kind"] in ("roost", "flight")
    if not view.nest and not sweeping:
        draw_text(surface, _("The Nest is empty"), 14, theme.TEXT_DIM, {"center": area.center})
    elif view.played is not None:
        # Translators: beside the Nest's title: the ringed card is the last card played (a
        # FLIGHT puts it under the dragon).
        note = _("ringed: the last card played")
        note = _cut(note, theme.font(11), area.width - 52)
        draw_text(surface, note, 11, theme.TEXT_DIM, {"topright": (area.right - 4, area.y + 2)},
                  shadow=False)  # fmt: skip


def _cut(words: str, font: Any, width: int) -> str:
    """`ellipsize`, worked out once (a cut still reported at every frame that draws it)."""
    return text_cache.layout(("cut", words, font, width), lambda: ellipsize(words, font, width))

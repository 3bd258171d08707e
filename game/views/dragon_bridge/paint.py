"""Drawing the Dragon Bridge board: the chasm, the bridge squares with their glowing ends, the
wizards, the dragon on its perch (or in flight), the Nest with its wing meter, the Dragon Power
card under the dragon, the lit squares of a choice and the running animation. Panels, the hand
and the tips are in dragon_bridge_panels.py. Reads the board view; never changes game state.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.views import theme
from game.views.backdrop import draw_focus_ring, draw_text, glow_sprite
from game.views.tween import arc_point, lerp

from . import art, figures, layout, panels

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView

EXIT_GLOW = (60, 230, 140)
DANGER_GLOW = (255, 70, 50)
DIRECTION_COLOURS = ((110, 210, 255), (255, 210, 110))


def paint(board: DragonBridgeBoardView, surface: pygame.Surface, time: float) -> None:
    """Draw everything of the board for the current frame."""
    view, anim, progress = board.display()
    if view is None:
        return
    pulse = 0.5 + 0.5 * math.sin(time * 4.0)
    figures.draw_chasm(surface, time)
    _bridge(board, surface, view, pulse, time)
    flying = anim is not None and anim["kind"] == "flight"
    for side in (0, 1):
        x, y = layout.dragon_anchor(side)
        figures.draw_perch(surface, side, x, layout.PERCH_Y)
    if flying:
        _flight(board, surface, view, anim, progress, time)
    else:
        x, y = layout.dragon_anchor(view.dragon_side)
        figures.draw_dragon(surface, (x, y), 1 if view.dragon_side == 0 else -1, time)
    if not (flying and anim["phase"] != "land"):
        _power_card(surface, view)
    interactive = anim is None and board.turn is not None
    if interactive:
        _lit_squares(board, surface, view, pulse, time)
    _wizards(board, surface, view, anim, progress, time)
    _middle(board, surface, view, anim, progress, pulse)
    panels.draw_panels(board, surface, view, anim, time)
    if anim is not None:
        _overlay(board, surface, view, anim, progress)
    if interactive:
        panels.draw_focus(board, surface, time)
    board.particles.draw(surface)
    if board.tips and interactive:
        panels.draw_tip(board, surface, time)
    panels.draw_message(board, surface)
    if board.shake > 0:
        amount = int(board.shake * 9)
        offset = (int(math.sin(time * 61) * amount), int(math.cos(time * 47) * amount * 0.6))
        area = pygame.Rect(0, 70, layout.BOARD_RIGHT, 650)
        copy = surface.subsurface(area).copy()
        surface.blit(copy, area.move(offset))


def _bridge(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, pulse: float, time: float
) -> None:
    length = view.length
    first, last = layout.tile_rect(length, 0), layout.tile_rect(length, length - 1)
    # Ropes and posts of a hanging bridge.
    for offset in (-34, -14):
        y = layout.TILE_Y + offset
        points = [(first.x - 4 + (last.right - first.x + 8) * i / 24,
                   y + 10 * math.sin(math.pi * i / 24)) for i in range(25)]  # fmt: skip
        pygame.draw.lines(surface, (120, 90, 60), False, points, 2)
    exits, danger = set(view.exits), set(view.threatened)
    gems, centres, starts = set(view.gem_tiles), set(view.centre_tiles), set(view.start_tiles)
    hacks = dict(view.hacks_in_play)
    for tile in range(length):
        rect = layout.tile_rect(length, tile)
        orange = tile < 5 or tile >= length - 5
        colour = (196, 112, 44) if orange else (118, 86, 60)
        if tile in exits:
            glow = glow_sprite(rect.width, (20, int(60 + 40 * pulse), 40))
            surface.blit(
                glow, glow.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD
            )
        if tile in danger:
            glow = glow_sprite(rect.width, (int(70 + 60 * pulse), 14, 8))
            surface.blit(
                glow, glow.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD
            )
        pygame.draw.rect(surface, colour, rect, border_radius=5)
        pygame.draw.rect(surface, (60, 40, 30), rect, 2, border_radius=5)
        pygame.draw.line(
            surface, (255, 255, 255, 40), (rect.x + 3, rect.y + 3), (rect.right - 4, rect.y + 3), 1
        )
        if tile in exits:
            pygame.draw.rect(surface, EXIT_GLOW, rect, 3, border_radius=5)
        elif tile in danger:
            pygame.draw.rect(surface, (255, int(80 + 80 * pulse), 60), rect, 3, border_radius=5)
        if tile in gems:
            art.draw_gem(surface, rect.center, 9, True)
        elif tile in centres:
            pygame.draw.circle(surface, (240, 220, 160), rect.center, 8, 2)
            pygame.draw.circle(surface, (240, 220, 160), rect.center, 3)
        if tile in starts and tile not in centres:
            pygame.draw.polygon(
                surface,
                (240, 220, 160),
                [
                    (rect.centerx, rect.y + 8),
                    (rect.centerx - 6, rect.bottom - 8),
                    (rect.centerx + 6, rect.bottom - 8),
                ],
                2,
            )
        number = theme.font(10).render(str(tile + 1), True, (40, 26, 20))
        surface.blit(number, number.get_rect(bottomright=(rect.right - 2, rect.bottom)))
        if tile in hacks:
            art.draw_hack_mark(surface, rect, hacks[tile])
    _zone_marks(surface, view, exits, danger, time)
    # Zone labels under the ends.
    for tiles, text, colour in (
        (sorted(exits), "EXIT", EXIT_GLOW),
        (sorted(danger), "DANGER", DANGER_GLOW),
    ):
        if not tiles:
            continue
        left, right = layout.tile_rect(length, tiles[0]), layout.tile_rect(length, tiles[-1])
        centre = ((left.x + right.right) // 2, layout.TILE_Y + layout.TILE_H + 12)
        draw_text(surface, text, 14, colour, {"center": centre}, bold=True)


def _zone_marks(
    surface: pygame.Surface, view: Any, exits: set[int], danger: set[int], time: float
) -> None:
    """Flickering flames on the Threatened squares, rising chevrons on the Exit squares."""
    length = view.length
    for tile in danger:
        rect = layout.tile_rect(length, tile)
        tint = pygame.Surface(rect.size, pygame.SRCALPHA)
        tint.fill((255, 30, 20, 70))
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
        shade = int(255 * (1 - rise))
        colour = (60 * shade // 255, shade, 140 * shade // 255)
        points = [(rect.centerx - 7, y + 4), (rect.centerx, y - 3), (rect.centerx + 7, y + 4)]
        pygame.draw.lines(surface, colour, False, points, 3)


def _wizards(
    board: DragonBridgeBoardView,
    surface: pygame.Surface,
    view: Any,
    anim: dict | None,
    progress: float,
    time: float,
) -> None:
    length = view.length
    shared = view.positions[0] == view.positions[1]
    for seat in (0, 1):
        tile: float = view.positions[seat]
        alpha, lift, lean = 255, 0.0, 0.0
        if anim is not None:
            kind = anim["kind"]
            if kind == "walk" and anim["seat"] == seat:
                tile = lerp(anim["start"], anim["end"], progress)
                lift = 10 * math.sin(math.pi * progress)
            elif kind == "blink" and anim["seat"] == seat:
                tile = anim["start"] if progress < 0.5 else anim["end"]
                alpha = int(255 * abs(1 - 2 * progress))
            elif kind == "slide" and seat in anim["moves"]:
                start, end = anim["moves"][seat]
                tile = lerp(start, end, progress)
                lift = 14 * math.sin(math.pi * progress)
            elif kind == "bump":
                if anim["victim"] == seat:
                    tile = (
                        anim["start"]
                        if anim["phase"] == "lunge"
                        else lerp(anim["start"], anim["end"], progress)
                    )
                    lean = (
                        (1 if anim["end"] > anim["start"] else -1)
                        * (1 - progress)
                        * (anim["phase"] == "shove")
                    )
                elif anim["actor"] == seat and anim["phase"] == "lunge":
                    toward = 1 if anim["start"] > view.positions[seat] else -1
                    tile = view.positions[seat] + 0.45 * toward * math.sin(math.pi * progress)
        feet = layout.wizard_feet(
            length, tile, seat, shared and (anim is None or anim["kind"] not in ("walk", "blink"))
        )
        wizard = view.wizards[seat]
        look = figures.look_for(wizard, board.seat_colour(seat), seat)
        other = view.positions[1 - seat]
        facing = 1 if other > view.positions[seat] else -1
        figures.draw_wizard(
            surface,
            (feet[0], feet[1] - lift),
            look,
            board.seat_colour(seat),
            time + seat,
            facing,
            1.0,
            alpha,
            lean,
        )
        if anim is not None and anim["kind"] == "blink" and anim["seat"] == seat:
            where = layout.wizard_feet(
                length, anim["end"] if progress < 0.5 else anim["start"], seat, False
            )
            ring = int(30 * (1 - abs(1 - 2 * progress)))
            if ring > 2:
                pygame.draw.circle(
                    surface, (200, 160, 255), (int(where[0]), int(where[1]) - 36), ring, 2
                )
    if board.bump_preview is not None and board.turn is not None and anim is None:
        victim = 1 - board.turn.seat
        feet = layout.wizard_feet(length, board.bump_preview, victim, False)
        look = figures.look_for(view.wizards[victim], board.seat_colour(victim), victim)
        figures.draw_wizard(surface, feet, look, board.seat_colour(victim), time, 1, 1.0, 110)


def _lit_squares(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, pulse: float, time: float
) -> None:
    for _index, target in enumerate(board.targets):
        if target.kind not in ("tile", "escape", "placed"):
            continue
        rect = target.rect
        direction = target.direction if target.direction is not None else 1
        colour = DIRECTION_COLOURS[direction] if target.effect != "bump" else (255, 120, 90)
        if target.kind == "escape":
            colour = EXIT_GLOW
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((*colour, int(70 + 60 * pulse)))
        surface.blit(veil, rect)
        pygame.draw.rect(surface, colour, rect.inflate(2, 2), 2, border_radius=6)
        label = str(target.distance) if target.distance is not None else ""
        if target.kind == "escape":
            label = "WIN"
        if label:
            draw_text(
                surface,
                label,
                13,
                (255, 255, 255),
                {"center": (rect.centerx, rect.bottom + 28)},
                bold=True,
            )
        if (
            target.effect in ("move", "teleport", "bump")
            and target.direction is not None
            and target.distance
        ):
            x = rect.centerx
            tip = (x + (8 if direction else -8), rect.bottom + 43)
            pygame.draw.polygon(
                surface,
                colour,
                [
                    tip,
                    (x - (6 if direction else -6), rect.bottom + 37),
                    (x - (6 if direction else -6), rect.bottom + 49),
                ],
            )
        if board.hint is not None and target.actions and target.actions[0] == board.hint:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), 3, border_radius=8)


def _power_card(surface: pygame.Surface, view: Any) -> None:
    rect = layout.power_rect(view.dragon_side)
    if view.power_card is None:
        pygame.draw.rect(surface, (30, 22, 36), rect, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=10)
        draw_text(
            surface, "No Dragon", 13, theme.TEXT_DIM, {"center": (rect.centerx, rect.centery - 10)}
        )
        draw_text(
            surface, "Power yet", 13, theme.TEXT_DIM, {"center": (rect.centerx, rect.centery + 8)}
        )
        return
    surface.blit(art.power_card(view.power_card, rect.size), rect)


def _middle(
    board: DragonBridgeBoardView,
    surface: pygame.Surface,
    view: Any,
    anim: dict | None,
    progress: float,
    pulse: float,
) -> None:
    """Deck, Nest fan, the card in play and the wing meter."""
    deck = layout.DECK_RECT
    for i in range(min(4, max(1, view.deck_size // 4))):
        surface.blit(art.card_back(deck.size), deck.move(-i * 2, -i * 2))
    draw_text(
        surface,
        f"Deck {view.deck_size}",
        13,
        theme.TEXT_DIM,
        {"midtop": (deck.centerx, deck.bottom + 4)},
    )
    roosting = anim is not None and anim["kind"] == "roost"
    flying = anim is not None and anim["kind"] == "flight"
    rects = layout.nest_rects(len(view.nest))
    targets = {t.rect.topleft for t in board.targets if t.kind == "nest"}
    for (card, face_up), rect in zip(view.nest, rects, strict=False):
        if card is not None and face_up:
            surface.blit(art.card_face(card, rect.size), rect)
        else:
            surface.blit(art.card_back(rect.size), rect)
            if card is not None:
                draw_text(
                    surface,
                    art.CARD_TYPES[card].name,
                    10,
                    theme.TEXT_DIM,
                    {"midbottom": (rect.centerx, rect.bottom - 3)},
                )
        if rect.topleft in targets and anim is None:
            pygame.draw.rect(
                surface, theme.HIGHLIGHT, rect.inflate(6, 6), 2 + int(2 * pulse), border_radius=8
            )
    if not view.nest and not roosting and not flying:
        draw_text(surface, "The Nest is empty", 14, theme.TEXT_DIM, {"center": layout.NEST_CENTRE})
    draw_text(
        surface,
        "NEST",
        13,
        theme.GOLD,
        {"midtop": (layout.NEST_CENTRE[0], layout.NEST_CENTRE[1] + 52)},
        bold=True,
    )
    if view.in_play is not None:
        rect = layout.IN_PLAY_RECT
        surface.blit(art.card_face(view.in_play, rect.size), rect)
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(6, 6), 2, border_radius=10)
        draw_text(surface, "resolving", 12, theme.FOCUS, {"midbottom": (rect.centerx, rect.y - 3)})
    panels.draw_meter(surface, view, pulse)


def _flight(
    board: DragonBridgeBoardView,
    surface: pygame.Surface,
    view: Any,
    anim: dict,
    progress: float,
    time: float,
) -> None:
    start = layout.dragon_anchor(anim["from"])
    end = layout.dragon_anchor(anim["to"])
    facing = 1 if anim["to"] == 1 else -1
    phase = anim["phase"]
    if phase == "crouch":
        figures.draw_dragon(
            surface,
            (start[0], start[1] + 6 * progress),
            facing,
            time,
            flap=progress * 0.5,
            fire=progress,
        )
        return
    if phase == "fly":
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
        return
    figures.draw_dragon(
        surface, (end[0], end[1] - 20 * (1 - progress)), -facing, time, flap=0.5 * (1 - progress)
    )


def _overlay(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, anim: dict, progress: float
) -> None:
    kind = anim["kind"]
    if kind == "card":
        x, y = arc_point(anim["start"], anim["end"], progress, 60)
        card = anim.get("card")
        size = (
            int(lerp(layout.CARD_W, layout.NEST_CARD[0], progress)),
            int(lerp(layout.CARD_H, layout.NEST_CARD[1], progress)),
        )
        image = (
            art.card_face(card, layout.NEST_CARD)
            if card is not None
            else art.card_back(layout.NEST_CARD)
        )
        image = pygame.transform.smoothscale(image, size)
        surface.blit(image, image.get_rect(center=(int(x), int(y))))
    elif kind == "roost":
        for i in range(anim["count"]):
            start = layout.nest_rects(anim["count"])[i].center
            x, y = arc_point(
                start, layout.DECK_RECT.center, min(1.0, progress * 1.3 - i * 0.04), 50
            )
            surface.blit(
                art.card_back(layout.NEST_CARD),
                art.card_back(layout.NEST_CARD).get_rect(center=(int(x), int(y))),
            )
        draw_text(
            surface,
            "ROOST",
            30,
            theme.GOLD,
            {"center": (layout.NEST_CENTRE[0], layout.NEST_CENTRE[1] - 70)},
            bold=True,
        )
    elif kind == "flight":
        if anim["phase"] == "fly":
            for i in range(anim["nest"]):
                start = layout.nest_rects(anim["nest"])[i].center
                x, y = arc_point(
                    start, layout.DECK_RECT.center, min(1.0, progress * 2 - i * 0.05), 80
                )
                back = art.card_back(layout.NEST_CARD)
                surface.blit(back, back.get_rect(center=(int(x), int(y))))
        alpha = min(1.0, 3 * progress) if anim["phase"] == "crouch" else 1.0
        size = 46 if anim["phase"] == "fly" else 40
        colour = tuple(int(c * alpha) for c in theme.GOLD)
        centre = (layout.NEST_CENTRE[0] + 40, 318)
        draw_text(surface, "FLIGHT!", size, colour, {"center": centre}, bold=True, serif=True)
    elif kind == "finale" and view.outcome is not None:
        outcome = view.outcome
        text = (
            "ESCAPED!"
            if outcome.reason == "escaped"
            else "POUNCED!"
            if outcome.reason == "pounced"
            else "DRAW"
        )
        draw_text(
            surface,
            text,
            48,
            theme.GOLD,
            {"center": (layout.NEST_CENTRE[0], 140)},
            bold=True,
            serif=True,
        )


def draw_focus_target(surface: pygame.Surface, rect: pygame.Rect, time: float) -> None:
    """The keyboard / hover focus ring around a target."""
    draw_focus_ring(surface, rect, time, radius=8)

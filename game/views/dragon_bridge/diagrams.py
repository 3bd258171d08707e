"""Small animated diagrams for the Dragon Bridge rules help, drawn by code.

Each painter draws into the frame rectangle it is given and animates only from `t` (seconds
since the page opened). Registered into game.scenes.rules_diagrams.DIAGRAMS.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.views import theme
from game.views.backdrop import draw_text

from . import art, figures

LENGTH = 18
GEMS = (5, 7, 10, 12)
CENTRE = (8, 9)
EXIT = (40, 200, 120)
DANGER = (230, 60, 50)


def _tiles(rect: pygame.Rect, y: int) -> list[pygame.Rect]:
    width = (rect.width - 150) // LENGTH
    x0 = rect.x + 75 + (rect.width - 150 - width * LENGTH) // 2
    return [pygame.Rect(x0 + i * width, y, width - 2, 26) for i in range(LENGTH)]


def _bridge(
    surface: pygame.Surface, rect: pygame.Rect, y: int, dragon_side: int, t: float
) -> list[pygame.Rect]:
    tiles = _tiles(rect, y)
    pulse = 0.5 + 0.5 * math.sin(t * 4)
    danger = range(5) if dragon_side == 0 else range(13, 18)
    exits = range(13, 18) if dragon_side == 0 else range(5)
    for index, tile in enumerate(tiles):
        orange = index < 5 or index >= 13
        pygame.draw.rect(
            surface, (196, 112, 44) if orange else (118, 86, 60), tile, border_radius=4
        )
        if index in danger:
            pygame.draw.rect(surface, DANGER, tile, 2 + int(pulse * 2), border_radius=4)
        elif index in exits:
            pygame.draw.rect(surface, EXIT, tile, 3, border_radius=4)
        if index in GEMS:
            art.draw_gem(surface, tile.center, 7, True)
        if index in CENTRE:
            pygame.draw.circle(surface, (240, 220, 160), tile.center, 6, 2)
    dragon_x = tiles[0].x - 26 if dragon_side == 0 else tiles[-1].right + 26
    figures.draw_dragon(surface, (dragon_x, y - 24), 1 if dragon_side == 0 else -1, t, scale=0.55)
    return tiles


def diagram_bridge(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The 18 squares: orange ends, gem squares, the two centre/start squares, the dragon."""
    tiles = _bridge(surface, rect, rect.y + 150, 0, t)
    draw_text(
        surface,
        "DANGER",
        16,
        DANGER,
        {"center": (tiles[2].centerx, tiles[0].bottom + 22)},
        bold=True,
    )
    draw_text(
        surface, "EXIT", 16, EXIT, {"center": (tiles[15].centerx, tiles[0].bottom + 22)}, bold=True
    )
    draw_text(
        surface,
        "start",
        13,
        theme.TEXT,
        {"center": ((tiles[8].centerx + tiles[9].centerx) // 2, tiles[0].y - 46)},
    )
    for index in CENTRE:
        pygame.draw.line(
            surface,
            theme.TEXT_DIM,
            (tiles[index].centerx, tiles[index].y - 36),
            tiles[index].midtop,
            1,
        )
    for index in GEMS:
        pygame.draw.line(
            surface,
            theme.TEXT_DIM,
            tiles[index].midbottom,
            (tiles[index].centerx, tiles[0].bottom + 50),
            1,
        )
    draw_text(
        surface, "gem squares", 13, theme.TEXT, {"center": (tiles[8].right, tiles[0].bottom + 62)}
    )
    wizards = ((8, 0, (214, 64, 64)), (9, 1, (72, 140, 230)))
    for index, seat, colour in wizards:
        look = figures.look_for(-1, colour, seat)
        figures.draw_wizard(
            surface, (tiles[index].centerx, tiles[index].y + 4), look, colour, t + seat, 1, 0.6
        )
    lines = ("Red ends by the dragon: end your turn there and it pounces.",
             "Green ends far from it: start a turn there and MOVE to escape.")  # fmt: skip
    for i, line in enumerate(lines):
        draw_text(
            surface,
            line,
            13,
            theme.TEXT_DIM,
            {"midtop": (rect.centerx, rect.bottom - 70 + 20 * i)},
            shadow=False,
        )


def diagram_moves(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """MOVE walks, TELEPORT blinks, BUMP shoves the rival."""
    rows = (("MOVE 3", "walk"), ("TELEPORT 3", "blink"), ("BUMP 2", "bump"))
    for row, (label, kind) in enumerate(rows):
        y = rect.y + 90 + row * 120
        tiles = _tiles(rect, y)[:10]
        for tile in tiles:
            pygame.draw.rect(surface, (118, 86, 60), tile, border_radius=4)
        draw_text(surface, label, 15, theme.GOLD, {"topleft": (rect.x + 50, y - 70)}, bold=True)
        phase = (t * 0.5) % 1.0
        red, blue = (214, 64, 64), (72, 140, 230)
        if kind == "walk":
            pos = 2 + 3 * min(1.0, phase * 1.5)
            x = tiles[0].x + (pos + 0.5) * (tiles[1].x - tiles[0].x)
            hop = 8 * abs(math.sin(pos * math.pi))
            figures.draw_wizard(
                surface, (x, y + 4 - hop), figures.look_for(-1, red, 0), red, t, 1, 0.55
            )
        elif kind == "blink":
            tile = tiles[2] if phase < 0.5 else tiles[5]
            alpha = int(255 * abs(1 - 2 * ((phase * 2) % 1.0)))
            figures.draw_wizard(
                surface, (tile.centerx, y + 4), figures.look_for(-1, red, 0), red, t, 1, 0.55, alpha
            )
        else:
            figures.draw_wizard(
                surface, (tiles[3].centerx, y + 4), figures.look_for(-1, red, 0), red, t, 1, 0.55
            )
            pos = 4 + 2 * min(1.0, phase * 1.5)
            x = tiles[0].x + (pos + 0.5) * (tiles[1].x - tiles[0].x)
            figures.draw_wizard(
                surface, (x, y + 4), figures.look_for(-1, blue, 1), blue, t, -1, 0.55
            )


def diagram_flight(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The Nest's wings against the threshold; at the mark the dragon flies to the other end."""
    cards = (0, 7, 5, 12, 2, 1)  # Run, Dash, Thunderbox, Charge, Gale, then Bait
    shown = int(t * 0.9) % (len(cards) + 2)
    shown = min(shown, len(cards))
    wings = sum(art.CARD_TYPES[card].wings for card in cards[:shown])
    bar = pygame.Rect(rect.x + 60, rect.y + 60, rect.width - 120, 18)
    pygame.draw.rect(surface, (40, 30, 50), bar, border_radius=9)
    fill = bar.copy()
    fill.width = int(bar.width * min(1.0, wings / 9))
    if fill.width:
        pygame.draw.rect(surface, (240, 200, 120), fill, border_radius=9)
    draw_text(
        surface,
        f"visible wings {wings} / 9",
        15,
        theme.TEXT,
        {"midbottom": (bar.centerx, bar.y - 6)},
        bold=True,
    )
    for i, card in enumerate(cards[:shown]):
        face = art.card_face(card, (62, 86))
        surface.blit(face, (rect.x + 60 + i * 52, rect.y + 100))
    side = 1 if wings >= 9 else 0
    _bridge(surface, rect, rect.y + 300, side, t)
    text = "FLIGHT! Exit and danger swap ends" if side else "Not yet: the dragon stays"
    draw_text(
        surface,
        text,
        16,
        theme.GOLD if side else theme.TEXT_DIM,
        {"center": (rect.centerx, rect.y + 230)},
        bold=True,
    )


def diagram_gems(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """READY and DEPLETED gems, and what a gem action does."""
    flip = math.cos(t * 2.0)
    labels = ("READY", "DEPLETED", "flipping")
    for i, label in enumerate(labels):
        centre = (rect.x + 90 + i * 140, rect.y + 110)
        ready = i == 0 or (i == 2 and flip > 0)
        art.draw_gem(surface, centre, 30, ready, flip if i == 2 else 1.0)
        draw_text(surface, label, 14, theme.TEXT, {"midtop": (centre[0], centre[1] + 40)})
    lines = ("One gem action per turn:", "READY a gem while on a gem square,",
             "spend a READY gem to TELEPORT 1 or BUMP 1,", "or spend 3 READY gems on an item.")  # fmt: skip
    for i, line in enumerate(lines):
        draw_text(
            surface,
            line,
            15,
            theme.TEXT,
            {"topleft": (rect.x + 40, rect.y + 230 + 26 * i)},
            shadow=False,
        )


def diagram_card(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A card: its effect on top, its wings, its Dragon Power below."""
    face = art.card_face(0, (180, 250))
    spot = face.get_rect(center=(rect.centerx - 80, rect.centery))
    surface.blit(face, spot)
    notes = (("name and effect", spot.y + 40), ("wings (count toward a flight)", spot.y + 160),
             ("Dragon Power: active while", spot.y + 200), ("the card lies under the dragon", spot.y + 220))  # fmt: skip
    for text, y in notes:
        draw_text(surface, text, 13, theme.TEXT, {"midleft": (spot.right + 16, y)}, shadow=False)


BRIDGE_DIAGRAMS: dict[str, Callable[[pygame.Surface, pygame.Rect, float], None]] = {
    "bridge_board": diagram_bridge,
    "bridge_moves": diagram_moves,
    "bridge_flight": diagram_flight,
    "bridge_gems": diagram_gems,
    "bridge_card": diagram_card,
}

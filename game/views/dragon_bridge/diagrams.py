"""Small animated diagrams for the Dragon Bridge rules help, drawn by code.

Each painter draws into the frame rectangle it is given and animates only from `t` (seconds
since the page opened). The game's client entry lists them (BRIDGE_DIAGRAMS); every caption is
translated as it is drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.core.text import N_
from game.i18n import _
from game.views import theme
from game.views.backdrop import draw_text

from . import art, figures, layout
from .card_text import natural

LENGTH = 18
GEMS = (5, 7, 10, 12)
CENTRE = (8, 9)
ORANGE = (196, 112, 44)
"""Both ends are orange tiles [seed 000, MATCH END]; the dragon's side makes one end DANGER."""
EXIT = (255, 190, 80)
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
        pygame.draw.rect(surface, ORANGE if orange else (118, 86, 60), tile, border_radius=4)
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
    _bridge_labels(surface, tiles)
    wizards = ((8, 0, (214, 64, 64)), (9, 1, (72, 140, 230)))
    for index, seat, colour in wizards:
        look = figures.look_for(-1, colour, seat)
        feet = (tiles[index].centerx, tiles[index].y + 4)
        figures.draw_wizard(surface, feet, look, colour, t + seat, 1, 0.6)
    lines = (_("The orange end by the dragon is DANGER: end your turn there and it pounces."),
             _("The orange end far from it is the EXIT: start a turn there and MOVE to escape."))  # fmt: skip
    # Each caption in at most three even lines broken between phrases (none ends on one lone
    # character), spaced by the font's own line height so 16 px CJK lines never touch.
    font = theme.font(13)
    wrapped = [part for line in lines for part in natural(line, font, rect.width - 24, 3)]
    step = max(18, font.get_linesize())
    top = rect.bottom - 12 - step * len(wrapped)
    for i, line in enumerate(wrapped):
        draw_text(surface, line, 13, theme.TEXT_DIM, {"midtop": (rect.centerx, top + step * i)},
                  shadow=False)  # fmt: skip


def _bridge_labels(surface: pygame.Surface, tiles: list[pygame.Rect]) -> None:
    """DANGER and EXIT under the ends, "start" over the centre, pointers to the gem squares."""
    below = tiles[0].bottom
    draw_text(surface, _("DANGER"), 16, DANGER, {"center": (tiles[2].centerx, below + 22)},
              bold=True)  # fmt: skip
    draw_text(surface, _("EXIT"), 16, EXIT, {"center": (tiles[15].centerx, below + 22)}, bold=True)
    start = ((tiles[8].centerx + tiles[9].centerx) // 2, tiles[0].y - 46)
    # Translators: marks the two squares the wizards start on.
    draw_text(surface, _("start"), 13, theme.TEXT, {"center": start})
    for index in CENTRE:
        top = (tiles[index].centerx, tiles[index].y - 36)
        pygame.draw.line(surface, theme.TEXT_DIM, top, tiles[index].midtop, 1)
    for index in GEMS:
        bottom = (tiles[index].centerx, below + 50)
        pygame.draw.line(surface, theme.TEXT_DIM, tiles[index].midbottom, bottom, 1)
    draw_text(surface, _("gem squares"), 13, theme.TEXT, {"center": (tiles[8].right, below + 62)})


def diagram_moves(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """MOVE walks, TELEPORT blinks, BUMP shoves the rival."""
    rows = ((N_("MOVE 3"), "walk"), (N_("TELEPORT 3"), "blink"), (N_("BUMP 2"), "bump"))
    for row, (label, kind) in enumerate(rows):
        y = rect.y + 90 + row * 120
        tiles = _tiles(rect, y)[:10]
        for tile in tiles:
            pygame.draw.rect(surface, (118, 86, 60), tile, border_radius=4)
        draw_text(surface, _(label), 15, theme.GOLD, {"topleft": (rect.x + 50, y - 70)}, bold=True)
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
        _("visible wings {wings} / {needed}").format(wings=wings, needed=9),
        15,
        theme.TEXT,
        {"midbottom": (bar.centerx, bar.y - 6)},
        bold=True,
    )
    size = layout.nest_card()  # the Nest's chips, as on the board (a name, wings, a power)
    # All six chips inside the frame, centred (they ran 20 px past it, 50 px in CJK).
    gap = max(0, min(6, (rect.width - 24 - len(cards) * size[0]) // (len(cards) - 1)))
    left = rect.centerx - (len(cards) * size[0] + (len(cards) - 1) * gap) // 2
    for i, card in enumerate(cards[:shown]):
        surface.blit(art.nest_chip(card, size), (left + i * (size[0] + gap), rect.y + 110))
    side = 1 if wings >= 9 else 0
    _bridge(surface, rect, rect.y + 300, side, t)
    text = _("FLIGHT! Exit and danger swap ends") if side else _("Not yet: the dragon stays")
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
    labels = (N_("READY"), N_("DEPLETED"), N_("flipping"))
    for i, label in enumerate(labels):
        centre = (rect.x + 90 + i * 140, rect.y + 110)
        ready = i == 0 or (i == 2 and flip > 0)
        art.draw_gem(surface, centre, 30, ready, flip if i == 2 else 1.0)
        draw_text(surface, _(label), 14, theme.TEXT, {"midtop": (centre[0], centre[1] + 40)})
    # Translators: keep the line breaks (each line is drawn on its own).
    lines = _("One gem action per turn:\nREADY a gem while on a gem square,\n"
              "spend a READY gem to TELEPORT 1 or BUMP 1,\nor spend 3 READY gems on an item.")  # fmt: skip
    # Each line kept inside the frame: a long one wraps (two at most) under itself.
    font, top = theme.font(15), rect.y + 230
    step = max(22, font.get_linesize())
    for line in lines.split("\n"):
        parts = natural(line, font, rect.right - 16 - (rect.x + 40), 2)
        for part in parts:
            draw_text(surface, part, 15, theme.TEXT, {"topleft": (rect.x + 40, top)}, shadow=False)
            top += step
        top += 26 - step if len(parts) == 1 else 6


def diagram_card(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A card: its effect on top, its wings, its Dragon Power below."""
    face = art.card_face(0, (180, 250))
    spot = face.get_rect(center=(rect.centerx - 100, rect.centery))
    surface.blit(face, spot)
    # Translators: drawn on two lines beside the card: keep the line break.
    power = _("Dragon Power: active while\nthe card lies under the dragon")
    notes = ((_("name and effect"), spot.y + 40), (_("wings (count toward a flight)"), spot.y + 160),
             (power, spot.y + 200))  # fmt: skip
    font, x = theme.font(13), spot.right + 16
    step, bottom = max(20, font.get_linesize()), rect.top
    for text, anchor in notes:
        # Each note wrapped to the frame (16 px CJK needs more lines), never over the one above.
        top = max(anchor - step // 2, bottom + 4)
        for line in natural(text, font, rect.right - 8 - x, 4):
            draw_text(
                surface, line, 13, theme.TEXT, {"midleft": (x, top + step // 2)}, shadow=False
            )
            top += step
        bottom = top


BRIDGE_DIAGRAMS: dict[str, Callable[[pygame.Surface, pygame.Rect, float], None]] = {
    "bridge_board": diagram_bridge,
    "bridge_moves": diagram_moves,
    "bridge_flight": diagram_flight,
    "bridge_gems": diagram_gems,
    "bridge_card": diagram_card,
}

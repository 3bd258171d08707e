"""Small animated diagrams for the Drakon rules help, drawn by code with the game's own art.

Each painter draws into the frame rectangle it is given (460 x 440 in the help scene) and
animates only from `t` (seconds since the page opened); the game's client entry lists them by
id. Cells are (x, y) with y growing north (up on screen). Every label is an English msgid
translated as it is drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.core.text import N_
from game.i18n import _, ngettext, pgettext
from game.rules.drakon.ending import REPEAT_LIMIT
from game.rules.drakon.heroes import HERO_NAMES
from game.rules.drakon.tiles import CHAMBER_NAMES, KIND_BY_CODE
from game.views import text, theme
from game.views.backdrop import draw_text
from game.views.diagram_kit import arrow, badge, caption, no_badge

from . import art

Cell = tuple[int, int]
Tiles = dict[Cell, tuple[str, int]]
OK = (90, 210, 120)

# Legend blurbs short enough for one line beside a 44-pixel emblem.
LEGEND_SHORT: dict[str, str] = {
    "gold": N_("take a coin from the hoard"),
    "start": N_("pick up a coin lying here"),
    "steal-left": N_("take a coin from your left"),
    "steal-right": N_("take a coin from your right"),
    "due": N_("your coin goes to the Start"),
    "well": N_("your coin goes to the Start"),
    "shift": N_("swap in a hand tile"),
    "destroy": N_("remove a free chamber"),
    "map": N_("steal a random hand tile"),
    "rotate": N_("turn any chamber"),
    "mind": N_("move another player's hero"),
    "gale": N_("leave: blown exactly 3"),
    "wind": N_("leave: blown exactly 2"),
    "key": N_("leave through any side"),
    "vortex": N_("leave to any chamber"),
    "blank": N_("arrows only"),
}
HERO_NOTES = (
    N_("door move"),
    N_("push + take a tile"),
    N_("take a coin"),
    N_("swap tiles"),
    N_("cancel a loss"),
    N_("extra step"),
)
"""Each hero's power in two or three words, by hero id (msgids)."""
LEGEND_ORDER = ("gold", "start", "steal-left", "steal-right", "due", "well", "shift", "destroy",
                "map", "rotate", "mind", "gale", "wind", "key", "vortex", "blank")  # fmt: skip


def _lair(
    surface: pygame.Surface, origin: tuple[int, int], size: int, tiles: Tiles
) -> Callable[[Cell], tuple[int, int]]:
    """Draw `tiles` with cell (0, 0) centred on `origin`; return the cell -> centre mapping."""

    def centre(cell: Cell) -> tuple[int, int]:
        return (origin[0] + cell[0] * size, origin[1] - cell[1] * size)

    for cell, (code, rot) in tiles.items():
        image = art.chamber_surface(KIND_BY_CODE[code], rot, size)
        surface.blit(image, image.get_rect(center=centre(cell)))
    return centre


def _hero(
    surface: pygame.Surface, at: tuple[float, float], hero: int, seat: int, size: int
) -> None:
    image = art.hero_surface(hero, theme.seat_colour(seat), size)
    surface.blit(image, image.get_rect(midbottom=(int(at[0]), int(at[1] + size * 0.45))))


def _coin(surface: pygame.Surface, at: tuple[float, float], size: int = 24) -> None:
    image = art.coin_surface(size)
    surface.blit(image, image.get_rect(center=(int(at[0]), int(at[1]))))


def _lerp(a: tuple[float, float], b: tuple[float, float], u: float) -> tuple[float, float]:
    u = max(0.0, min(1.0, u))
    return (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)


def _label(surface: pygame.Surface, words: str, at: tuple[int, int], size: int = 15,
           colour: tuple[int, int, int] = theme.TEXT, bold: bool = False) -> None:  # fmt: skip
    draw_text(surface, words, size, colour, {"center": at}, bold=bold, shadow=False)


def diagram_lair(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A small lair: the Start, a few chambers, two heroes and coins to win."""
    tiles: Tiles = {(0, 0): ("start-3", 0), (1, 0): ("gold-2c", 1), (0, 1): ("steal-left-1", 0),
                    (0, -1): ("well-2s", 1), (1, -1): ("vortex-0", 0), (-1, 0): ("gale-3", 2),
                    (-1, 1): ("blank-2c", 0)}  # fmt: skip
    at = _lair(surface, (rect.centerx - 30, rect.y + 170), 84, tiles)
    _hero(surface, at((0, 0)), 0, 0, 56)
    _hero(surface, at((1, 0)), 4, 3, 56)
    bob = math.sin(t * 3) * 4
    _coin(surface, (at((1, 0))[0] + 28, at((1, 0))[1] - 30 + bob), 26)
    filled = int(t * 1.5) % 6
    for i in range(5):
        x = rect.centerx - 120 + i * 60
        image = art.coin_surface(40)
        if i >= filled:
            image = image.copy()
            image.set_alpha(60)
        surface.blit(image, image.get_rect(center=(x, rect.bottom - 70)))
    caption(surface, rect, _("First hero holding 5 coins wins"))


def diagram_turn(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Place a tile from your hand OR move your hero."""
    at = _lair(
        surface, (rect.x + 120, rect.y + 170), 76, {(0, 0): ("start-3", 0), (1, 0): ("gold-2c", 1)}
    )
    phase = (t % 4.0) / 4.0
    hand = [("map-2s", 0), ("blank-3", 0), ("rotate-1", 0), ("mind-3", 0)]
    for i, (code, rot) in enumerate(hand):
        image = art.chamber_surface(KIND_BY_CODE[code], rot, 52)
        spot = (rect.x + 60 + i * 60, rect.bottom - 70)
        if i == 0:
            spot = _lerp(spot, at((0, 1)), phase * 1.6)
        surface.blit(image, image.get_rect(center=(int(spot[0]), int(spot[1]))))
    pygame.draw.rect(surface, theme.HIGHLIGHT, pygame.Rect(0, 0, 76, 76).move(at((0, 1))[0] - 38, at((0, 1))[1] - 38), 2, border_radius=6)  # fmt: skip
    _label(
        surface,
        pgettext("tiles in hand", "your hand"),
        (rect.x + 150, rect.bottom - 30),
        14,
        theme.TEXT_DIM,
    )
    _label(surface, _("PLACE"), (rect.x + 120, rect.y + 24), 18, theme.GOLD, True)
    _label(surface, _("or"), (rect.centerx + 40, rect.y + 170), 18, theme.TEXT_DIM)
    right = _lair(
        surface,
        (rect.right - 130, rect.y + 170),
        76,
        {(0, 0): ("blank-2s", 1), (1, 0): ("gold-1", 1)},
    )
    hop = _lerp(right((0, 0)), right((1, 0)), (t % 2.5) - 0.5)
    _hero(surface, hop, 5, 2, 48)
    _label(surface, _("MOVE"), (rect.right - 92, rect.y + 24), 18, theme.GOLD, True)


def diagram_arrow_rule(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Arrow meets wall: fine. Arrow meets arrow: not allowed. Wall meets wall: fine."""
    rows = ((("blank-1", 1), ("blank-1", 1), True, _("arrow meets wall")),
            (("blank-1", 1), ("blank-1", 3), False, _("arrows face each other")),
            (("blank-1", 0), ("blank-1", 2), True, _("wall meets wall")))  # fmt: skip
    pulse = 0.5 + 0.5 * math.sin(t * 5)
    for i, (left, right, legal, words) in enumerate(rows):
        y = rect.y + 70 + i * 124
        at = _lair(surface, (rect.x + 70, y), 88, {(0, 0): left, (1, 0): right})
        edge = (at((0, 0))[0] + 44, y)
        bx = rect.x + 236
        if legal:
            pygame.draw.circle(surface, OK, (bx, y), 14)
            pygame.draw.lines(surface, (20, 40, 20), False, [(bx - 7, y), (bx - 1, y + 6), (bx + 8, y - 6)], 3)  # fmt: skip
        else:
            pygame.draw.line(
                surface, theme.DANGER, (edge[0], y - 40), (edge[0], y + 40), 2 + int(3 * pulse)
            )
            no_badge(surface, (bx, y))
        colour = OK if legal else theme.DANGER
        draw_text(surface, words, 15, colour, {"midleft": (bx + 22, y)}, bold=True, shadow=False)


def diagram_moving(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A hero walks out through an arrow, enters a chamber (its effect fires), can't go back."""
    tiles: Tiles = {(0, 0): ("blank-2s", 1), (1, 0): ("gold-1", 1), (2, 0): ("blank-2c", 1)}
    at = _lair(surface, (rect.x + 110, rect.y + 160), 110, tiles)
    phase = t % 5.0
    spot = _lerp(at((0, 0)), at((1, 0)), phase - 1.0)
    _hero(surface, spot, 1, 3, 64)
    if phase > 2.0:
        rise = min(1.0, phase - 2.0)
        _coin(surface, (at((1, 0))[0], at((1, 0))[1] - 50 - 30 * rise), 30)
        _label(
            surface, _("+1 coin"), (at((1, 0))[0] + 50, at((1, 0))[1] - 90), 16, theme.GOLD, True
        )
    if phase > 3.0:
        no_badge(surface, (at((1, 0))[0] - 55, at((1, 0))[1]))
        _label(
            surface, _("a wall side: no way back"), (rect.centerx, rect.y + 270), 15, theme.DANGER
        )
    arrow(
        surface, (at((0, 0))[0] + 20, rect.y + 240), (at((1, 0))[0] - 20, rect.y + 240), theme.GOLD
    )
    _label(surface, _("out through an arrow"), (rect.centerx - 50, rect.y + 320), 15, theme.GOLD)
    caption(surface, rect, _("Entering a chamber sets off its effect"))


def diagram_gale(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Heavy Gale: exactly 3 chambers along the arrows; only the last one acts."""
    tiles: Tiles = {(0, 0): ("gale-2s", 1), (1, 0): ("blank-1", 2), (1, -1): ("blank-1", 1),
                    (2, -1): ("gold-1", 0)}  # fmt: skip
    at = _lair(surface, (rect.x + 90, rect.y + 80), 88, tiles)
    path = [(0, 0), (1, 0), (1, -1), (2, -1)]
    for i, cell in enumerate(path[1:], start=1):
        x, y = at(cell)
        badge(surface, (x + 30, y - 30), str(i), theme.HIGHLIGHT)
    u = (t % 5.0) / 3.0
    leg = min(2, int(u * 3))
    spot = _lerp(at(path[leg]), at(path[leg + 1]), u * 3 - leg)
    _hero(surface, spot, 0, 4, 56)
    _label(
        surface,
        _("Heavy Gale: blown exactly 3 chambers"),
        (rect.centerx, rect.y + 262),
        15,
        theme.TEXT,
        True,
    )
    _label(
        surface, _("only the last chamber acts"), (rect.centerx, rect.y + 286), 15, theme.TEXT_DIM
    )
    for i, (chamber, words) in enumerate((("key", _("Master Key: out through any side")),
                                          ("vortex", _("Vortex: jump to any chamber")))):  # fmt: skip
        y = rect.y + 330 + i * 52
        image = art.emblem_surface(chamber, 44)
        surface.blit(image, (rect.x + 30, y - 22))
        draw_text(surface, words, 16, theme.TEXT, {"midleft": (rect.x + 86, y)}, shadow=False)


def diagram_legend(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Every chamber type: emblem, name and a short note, in two columns."""
    row_h, col_w = (rect.height - 16) // 8, rect.width // 2
    name_font, note_font = theme.font(13, bold=True), theme.font(12)
    for index, chamber in enumerate(LEGEND_ORDER):
        col, row = divmod(index, 8)
        x, y = rect.x + 8 + col * col_w, rect.y + 8 + row * row_h
        if chamber == "blank":
            image = art.chamber_surface(KIND_BY_CODE["blank-2s"], 1, 44)
        else:
            image = art.emblem_surface(chamber, 44)
        surface.blit(image, image.get_rect(midleft=(x, y + row_h // 2)))
        name = text.ellipsize(_(CHAMBER_NAMES[chamber]), name_font, col_w - 56)
        surface.blit(name_font.render(name, True, theme.GOLD), (x + 50, y + row_h // 2 - 17))
        note = _(LEGEND_SHORT[chamber])
        lines = text.wrap_into(note, note_font, col_w - 60, 1)
        for line in lines:
            surface.blit(note_font.render(line, True, theme.TEXT), (x + 50, y + row_h // 2 + 1))


def diagram_coins(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Where coins come from and where they go."""
    rows = (("gold", _("hoard"), _("you")), ("steal-left", _("left player"), _("you")),
            ("due", _("you"), _("the Start")))  # fmt: skip
    u = (t % 2.0) / 2.0
    for i, (chamber, source, goal) in enumerate(rows):
        y = rect.y + 75 + i * 120
        surface.blit(art.emblem_surface(chamber, 72), (rect.x + 20, y - 36))
        a, b = (rect.x + 150, y), (rect.x + 380, y)
        arrow(surface, (a[0] + 50, y + 30), (b[0] - 50, y + 30), theme.TEXT_DIM, 3)
        _label(surface, source, (a[0], y + 30), 14, theme.TEXT)
        _label(surface, goal, (b[0], y + 30), 14, theme.TEXT)
        _coin(surface, _lerp((a[0], y - 6), (b[0], y - 6), u), 30)
        _label(surface, _(CHAMBER_NAMES[chamber]), (rect.x + 265, y - 38), 15, theme.GOLD, True)


def diagram_end(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Three ways the game ends."""
    for i in range(5):
        _coin(surface, (rect.x + 40 + i * 32, rect.y + 70 - 3 * math.sin(t * 3 + i)), 40)
    _label(
        surface, _("5 coins: you win at once"), (rect.x + 320, rect.y + 70), 15, theme.GOLD, True
    )
    back = art.tile_back_surface(60)
    for i in range(2):
        surface.blit(back, (rect.x + 60 + i * 70, rect.y + 160))
    pygame.draw.line(
        surface, theme.DANGER, (rect.x + 50, rect.y + 230), (rect.x + 200, rect.y + 150), 4
    )
    _label(surface, _("no tiles, no moves:"), (rect.x + 320, rect.y + 180), 15, theme.TEXT, True)
    _label(surface, _("most coins wins"), (rect.x + 320, rect.y + 202), 15, theme.TEXT)
    # A loop: a hero going round in circles; the third time round the game ends.
    centre = (rect.x + 125, rect.y + 320)
    pygame.draw.arc(surface, theme.HIGHLIGHT, pygame.Rect(0, 0, 110, 80).move(centre[0] - 55,
                    centre[1] - 40), 0.5, 2 * math.pi - 0.3, 4)  # fmt: skip
    angle = t * 2.5
    _coin(surface, (centre[0] + 55 * math.cos(angle), centre[1] - 40 * math.sin(angle)), 20)
    laps = min(REPEAT_LIMIT, 1 + int(t / (2 * math.pi / 2.5)) % (REPEAT_LIMIT + 1))
    _label(surface, f"\u00d7{laps}", centre, 30, theme.HIGHLIGHT, True)
    words = ngettext(
        "the same position {count} time:", "the same position {count} times:", REPEAT_LIMIT
    ).format(count=REPEAT_LIMIT)
    _label(surface, words, (rect.x + 320, rect.y + 310), 15, theme.TEXT, True)
    _label(surface, _("most coins wins"), (rect.x + 320, rect.y + 332), 15, theme.TEXT)
    caption(surface, rect, _("Level on coins? The win is shared"))


def diagram_escape(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Four coins, then into a Master Key or a Vortex: escaped."""
    at = _lair(
        surface,
        (rect.x + 130, rect.y + 160),
        110,
        {(0, 0): ("blank-2s", 1), (1, 0): ("vortex-0", 0)},
    )
    phase = t % 4.0
    _hero(surface, _lerp(at((0, 0)), at((1, 0)), phase - 1.0), 2, 5, 64)
    for i in range(4):
        _coin(surface, (rect.x + 80 + i * 36, rect.y + 290), 32)
    _label(surface, _("4 coins or more ..."), (rect.x + 330, rect.y + 290), 15, theme.TEXT, True)
    if phase > 2.0:
        _label(surface, _("ESCAPED!"), (at((1, 0))[0], rect.y + 60), 30, theme.GOLD, True)
    caption(surface, rect, _("... then enter a Master Key or a Vortex"))


def diagram_heroes(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The six heroes and their once-per-game powers."""
    for i, (name, note) in enumerate(zip(HERO_NAMES, HERO_NOTES, strict=True)):
        col, row = i % 3, i // 3
        x, y = rect.x + 80 + col * 150, rect.y + 40 + row * 200
        bob = math.sin(t * 2 + i) * 2
        image = art.hero_surface(i, theme.seat_colour(i), 100)
        surface.blit(image, image.get_rect(midtop=(x, int(y + bob))))
        _label(surface, _(name), (x, y + 118), 17, theme.GOLD, True)
        _label(surface, _(note), (x, y + 142), 14, theme.TEXT)


def diagram_options(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Valued coins (1-3 gold, 10 to win) and the Drakon figure."""
    for i, value in enumerate((1, 2, 3, None)):
        image = art.coin_surface(48, value)
        surface.blit(image, image.get_rect(center=(rect.x + 60 + i * 62, rect.y + 60)))
    _label(surface, _("10 gold wins"), (rect.x + 370, rect.y + 60), 16, theme.GOLD, True)
    tiles: Tiles = {(0, 0): ("blank-2s", 1), (1, 0): ("blank-2c", 2), (1, -1): ("gold-1", 0)}
    origin = (rect.x + 110, rect.y + 200)
    centre = _lair(surface, origin, 88, tiles)
    icon = art.chamber_surface(KIND_BY_CODE["blank-2s"], 1, 88, drakon_icon=True)
    surface.blit(icon, icon.get_rect(center=centre((0, 0))))
    path = [(0, 0), (1, 0), (1, -1)]
    u = (t % 4.0) / 3.0
    leg = min(1, int(u * 2))
    spot = _lerp(centre(path[leg]), centre(path[leg + 1]), u * 2 - leg)
    dragon = art.drakon_surface(72)
    surface.blit(dragon, dragon.get_rect(center=(int(spot[0]), int(spot[1]))))
    _label(surface, _("the dragon moves"), (rect.x + 360, rect.y + 200), 15, theme.TEXT, True)
    _label(surface, _("up to 3 chambers"), (rect.x + 360, rect.y + 222), 15, theme.TEXT)
    caption(surface, rect, _("Caught heroes run back to the Start"))


DRAKON_DIAGRAMS: dict[str, Callable[[pygame.Surface, pygame.Rect, float], None]] = {
    "drakon_lair": diagram_lair,
    "drakon_turn": diagram_turn,
    "drakon_arrow_rule": diagram_arrow_rule,
    "drakon_moving": diagram_moving,
    "drakon_gale": diagram_gale,
    "drakon_legend": diagram_legend,
    "drakon_coins": diagram_coins,
    "drakon_end": diagram_end,
    "drakon_escape": diagram_escape,
    "drakon_heroes": diagram_heroes,
    "drakon_options": diagram_options,
}

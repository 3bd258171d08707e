"""The Nine Sons of Dragon rules diagrams, drawn by code for the help pages.

Each diagram is a function `(surface, rect, t)` listed in `NINE_SONS_DIAGRAMS` under the id a
`RulesPage` names (the game's client entry hands them to the help scene). `t` is the page's
own clock in seconds, so a diagram may animate (the sowing stack drops its dice one by one)
while drawing stays free of side effects. Every word is an English msgid translated as it is
drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.core.text import N_
from game.i18n import _, pgettext
from game.rules.nine_sons.cards import CARDS, GREEN, RED, YELLOW
from game.views import theme
from game.views.backdrop import draw_text, fit_size
from game.views.diagram_kit import (
    Colour,
    arrow,
    badge,
    caption,
    dashed_rect,
    grid,
    no_badge,
)

from .diagram_options import diagram_sowing_check
from .diagram_parts import SQUARE, Die, card_frame, draw_die, draw_stack, squares
from .layout import column_label

GROUP_COLOURS: dict[str, Colour] = {GREEN: theme.JADE, YELLOW: theme.AMBER, RED: theme.CRIMSON}


def diagram_board(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The 3x4 grid of six two-square cards, square names, and the face-down pile of three."""
    cells = grid(rect.move(-40, -10), 3, 4, 70)
    squares(surface, cells)
    groups = (GREEN, YELLOW, RED, GREEN, YELLOW, RED)
    for slot, group in enumerate(groups):
        row, half = divmod(slot, 2)
        card_frame(surface, cells[row][2 * half], cells[row][2 * half + 1], GROUP_COLOURS[group])
    for col in range(4):
        draw_text(
            surface,
            column_label(col),
            16,
            theme.TEXT_DIM,
            {"midbottom": (cells[0][col].centerx, cells[0][col].top - 10)},
            shadow=False,
        )
    for row in range(3):
        draw_text(
            surface,
            str(row + 1),
            16,
            theme.TEXT_DIM,
            {"midright": (cells[row][0].left - 10, cells[row][0].centery)},
            shadow=False,
        )
    draw_die(surface, cells[0][1].center, 34, (0, 4))
    draw_stack(surface, cells[1][2].center, 34, [(1, 2), (0, 5)])
    pile = pygame.Rect(0, 0, 56, 80)
    pile.midleft = (cells[1][3].right + 26, cells[1][3].centery)
    for index in range(3):
        back = pile.move(index * 4, -index * 4)
        pygame.draw.rect(surface, (70, 40, 60), back, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD, back, width=2, border_radius=6)
    pile_word = _("pile")
    draw_text(
        surface,
        pile_word,
        fit_size(pile_word, 2 * (rect.right - pile.centerx - 8), 15, bold=False),
        theme.TEXT_DIM,
        {"midtop": (pile.centerx + 4, pile.bottom + 6)},
        shadow=False,
    )
    caption(surface, rect, _("Six cards, twelve squares, three spares"))


def diagram_place(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A die going from the hand onto an empty square; a cross on an occupied one."""
    cells = grid(rect.move(0, -70), 1, 4, 82)
    squares(surface, cells)
    card_frame(surface, cells[0][0], cells[0][1], theme.JADE)
    card_frame(surface, cells[0][2], cells[0][3], theme.AMBER)
    draw_die(surface, cells[0][0].center, 40, (1, 3))
    draw_stack(surface, cells[0][3].center, 40, [(0, 6), (1, 1)])
    tray = pygame.Rect(0, 0, 330, 64)
    tray.midtop = (rect.centerx, cells[0][0].bottom + 90)
    pygame.draw.rect(surface, (24, 18, 30), tray, border_radius=12)
    hand = pgettext("dice in hand", "your hand")
    draw_text(
        surface,
        hand,
        fit_size(hand, tray.width, 15, bold=False),
        theme.TEXT_DIM,
        {"midtop": (tray.centerx, tray.bottom + 6)},
        shadow=False,
    )
    for index, value in enumerate((1, 2, 3, 4, 5)):
        lifted = value == 4 and (t % 2.0) < 1.0
        y = tray.centery - (8 if lifted else 0)
        draw_die(
            surface,
            (tray.left + 45 + index * 60, y),
            38,
            (0, value),
            theme.FOCUS if value == 4 else None,
        )
    arrow(
        surface,
        (tray.left + 45 + 3 * 60, tray.top - 6),
        (cells[0][1].centerx, cells[0][1].bottom + 10),
        theme.JADE,
    )
    for target in (cells[0][0], cells[0][3]):
        pygame.draw.rect(surface, theme.DANGER, target, width=2, border_radius=6)
        no_badge(surface, (target.centerx, target.top - 18))
    caption(surface, rect, _("Only on an empty square"))


# The sowing example: a 3-stack on a1 travels right, turns down, then right again.
_SOW_START = (0, 0)
_SOW_PATH = ((0, 1), (1, 1), (1, 2))
_SOW_STACK: tuple[Die, ...] = ((0, 2), (1, 4), (0, 5))  # bottom to top; Ivory owns the top
_SOW_WAITING: dict[tuple[int, int], tuple[Die, ...]] = {(1, 1): ((0, 1),), (1, 2): ((1, 3),)}
_SOW_STEPS = (
    N_("Lift the stack of 3"),
    N_("2 lands on the empty square"),
    N_("4 lands on a 1"),
    N_("5 lands on a 3"),
)


def diagram_sowing(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A three-dice stack sown along a turning path, dropping its bottom die at each square."""
    cells = grid(rect.move(0, -20), 2, 3, 104)
    squares(surface, cells)
    dropped = min(3, int((t % 5.0) / 1.0))  # 0 = still lifted, 1..3 dice dropped, then hold
    points = [cells[r][c].center for r, c in (_SOW_START, *_SOW_PATH)]
    for step in range(3):
        colour = theme.GOLD if step < dropped else theme.PANEL_EDGE
        (x0, y0), (x1, y1) = points[step], points[step + 1]
        # Arrows sit in the gaps between squares so the dice never hide their heads.
        start = (x0 + (x1 - x0) * 0.28, y0 + (y1 - y0) * 0.28)
        end = (x0 + (x1 - x0) * 0.74, y0 + (y1 - y0) * 0.74)
        arrow(surface, start, end, colour, 5)
    for step, (row, col) in enumerate(_SOW_PATH):
        stack = list(_SOW_WAITING.get((row, col), ()))
        if step < dropped:
            stack.append(_SOW_STACK[step])
        if stack:
            draw_stack(surface, cells[row][col].center, 40, stack)
        corner = cells[row][col].topright
        badge(surface, (corner[0] - 14, corner[1] + 14), str(step + 1), theme.GOLD)
    remaining = list(_SOW_STACK[dropped:])
    if remaining:
        draw_stack(surface, cells[0][0].center, 40, remaining, ring_top=theme.FOCUS)
    pygame.draw.rect(surface, theme.FOCUS, cells[0][0], width=2, border_radius=6)
    if not remaining:
        start = _("start")
        size = fit_size(start, cells[0][0].width - 8, 16, bold=False)
        draw_text(
            surface, start, size, theme.TEXT_DIM, {"center": cells[0][0].center}, shadow=False
        )
    step = _(_SOW_STEPS[dropped])
    draw_text(
        surface,
        step,
        fit_size(step, rect.width - 20, 19),
        theme.TEXT,
        {"midtop": (rect.centerx, cells[1][0].bottom + 18)},
        bold=True,
    )
    caption(surface, rect, _("Bottom die first; the path may turn"))


LANDING_COLUMN = 190  # the width of each of the landing table's two columns
# What each face may land on (the ring's landing table).
_LANDING = (
    N_("1 on 1 or 6"),
    N_("2 on 1-2"),
    N_("3 on 1-3"),
    N_("4 on 1-4"),
    N_("5 on 1-5"),
    N_("6 on 2-6"),
)


def diagram_ring(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The six faces on a ring: each may land on the one before it, and 1 closes over 6."""
    centre = (rect.centerx, rect.top + 150)
    radius = 110
    spots = []
    for index in range(6):
        angle = -math.pi / 2 + index * math.tau / 6
        spots.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    for index in range(6):
        start, end = spots[index], spots[(index + 1) % 6]
        closing = index == 5
        colour = theme.GOLD if closing else theme.PANEL_EDGE
        shrink = 0.3
        a = (start[0] + (end[0] - start[0]) * shrink, start[1] + (end[1] - start[1]) * shrink)
        b = (
            start[0] + (end[0] - start[0]) * (1 - shrink),
            start[1] + (end[1] - start[1]) * (1 - shrink),
        )
        arrow(surface, a, b, colour, 5 if closing else 3)
    pulse = 0.5 + 0.5 * math.sin(t * 4)
    for index, spot in enumerate(spots):
        value = index + 1
        ring = theme.FOCUS if value in (1, 6) and pulse > 0.5 else None
        draw_die(surface, spot, 44, (0 if value % 2 else 1, value), ring)
    beats = _("1 beats 6")
    # Inside the ring, between the dice on its left and right (44 px each).
    room = 2 * radius - 44 - 16
    draw_text(surface, beats, fit_size(beats, room, 22), theme.GOLD, {"center": centre}, bold=True)
    top = centre[1] + radius + 44
    for index, line in enumerate(_LANDING):
        col, row = divmod(index, 3)
        colour = theme.GOLD if index in (0, 5) else theme.TEXT
        words = _(line)
        draw_text(
            surface,
            words,
            fit_size(words, LANDING_COLUMN - 10, 18, bold=False),
            colour,
            {"midleft": (rect.left + 60 + col * LANDING_COLUMN, top + row * 26)},
            shadow=False,
        )
    caption(surface, rect, _("Arrows point from a die to what may land on it"))


def diagram_taming(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A finished tower: the owner of its top die takes the card, other dice go home."""
    cells = grid(rect.move(0, -60), 1, 2, 120)
    squares(surface, cells)
    card_frame(surface, cells[0][0], cells[0][1], theme.JADE)
    draw_stack(surface, cells[0][0].center, 46, [(0, 2), (0, 3), (1, 5)], ring_top=theme.FOCUS)
    draw_die(surface, cells[0][1].center, 46, (0, 1))
    name = _(theme.SEAT_COLOUR_NAMES[1])
    whose = _("Top die is {name}'s").format(name=name)
    draw_text(
        surface,
        whose,
        fit_size(whose, rect.width - 20, 19),
        theme.TEXT,
        {"midbottom": (cells[0][0].centerx, cells[0][0].top - 28)},
        bold=True,
    )
    below = cells[0][0].bottom + 40
    tamer = _("{name} tames the card").format(name=name)
    draw_text(
        surface,
        tamer,
        fit_size(tamer, rect.width - 20, 20),
        theme.GOLD,
        {"midtop": (rect.centerx, below)},
        bold=True,
    )
    home = _("every die on it goes home")
    draw_text(
        surface,
        home,
        fit_size(home, rect.width - 20, 18, bold=False),
        theme.TEXT_DIM,
        {"midtop": (rect.centerx, below + 32)},
        shadow=False,
    )
    spare = _("a spare card fills the gap")
    draw_text(
        surface,
        spare,
        fit_size(spare, rect.width - 20, 18, bold=False),
        theme.TEXT_DIM,
        {"midtop": (rect.centerx, below + 58)},
        shadow=False,
    )
    glow = 0.5 + 0.5 * math.sin(t * 3)
    pygame.draw.rect(
        surface,
        (int(180 + 60 * glow), 150, 60),
        cells[0][0].union(cells[0][1]).inflate(20, 20),
        width=2,
        border_radius=12,
    )
    caption(surface, rect, _("Even a rival's move can tame for you"))


def _son_card(surface: pygame.Surface, rect: pygame.Rect, card_id: int) -> None:
    """A compact son card: group colour band, name, points and its one-line rule."""
    card = CARDS[card_id]
    colour = GROUP_COLOURS[card.group]
    pygame.draw.rect(surface, (30, 26, 38), rect, border_radius=8)
    pygame.draw.rect(surface, colour, rect, width=3, border_radius=8)
    band = pygame.Rect(rect.left, rect.top, 10, rect.height)
    pygame.draw.rect(surface, colour, band, border_top_left_radius=8, border_bottom_left_radius=8)
    name = _(card.name)
    draw_text(
        surface,
        name,
        fit_size(name, rect.width - 20 - 70, 19),
        theme.TEXT,
        {"topleft": (rect.left + 20, rect.top + 8)},
        bold=True,
    )
    points = f"{card.points:+d}"
    draw_text(surface, points, 22, colour, {"topright": (rect.right - 12, rect.top + 6)}, bold=True)
    rule = _(_SHORT_RULES[card.key])
    draw_text(
        surface,
        rule,
        fit_size(rule, rect.width - 20 - 12, 15, bold=False),
        theme.TEXT_DIM,
        {"topleft": (rect.left + 20, rect.top + 36)},
        shadow=False,
    )


_SHORT_RULES = {
    "qiuniu": N_("any tower of three"),
    "bian": N_("any tower of three"),
    "fuxi": N_("any tower of three"),
    "suanni": N_("card holds exactly 3 dice"),
    "baxia": N_("card holds 4 dice or more"),
    "chaofeng": N_("top die shows 5 or 6"),
    "pulao": N_("dice here count as 1"),
    "yazi": N_("the tamer loses a point"),
    "chiwen": N_("top die leaves the game"),
}


def _son_list(surface: pygame.Surface, rect: pygame.Rect, groups: tuple[str, ...]) -> None:
    ids = [card.id for card in CARDS if card.group in groups]
    height = min(64, (rect.height - 40) // max(1, len(ids)) - 8)
    top = rect.top + 10
    for index, card_id in enumerate(ids):
        extra = 12 if index >= 3 and len(groups) > 1 else 0  # a gap between the two groups
        card_rect = pygame.Rect(
            rect.left + 20, top + index * (height + 8) + extra, rect.width - 40, height
        )
        _son_card(surface, card_rect, card_id)


def diagram_sons_calm(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The green and yellow sons with their points and taming conditions."""
    _son_list(surface, rect, (GREEN, YELLOW))


def diagram_sons_fierce(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The red sons with their points and effects, plus the Pulao drop rule in dice."""
    _son_list(surface, pygame.Rect(rect.left, rect.top, rect.width, 250), (RED,))
    cell = pygame.Rect(0, 0, 96, 96)
    cell.midtop = (rect.centerx - 60, rect.top + 262)
    pygame.draw.rect(surface, SQUARE, cell, border_radius=6)
    pygame.draw.rect(surface, theme.CRIMSON, cell.inflate(8, 8), width=3, border_radius=8)
    draw_stack(surface, cell.center, 40, [(1, 5)])
    reads = _("reads as 1")
    draw_text(
        surface,
        reads,
        fit_size(reads, 2 * (cell.centerx - rect.left - 8), 16, bold=False),
        theme.TEXT_DIM,
        {"midtop": (cell.centerx, cell.bottom + 8)},
        shadow=False,
    )
    for index, (value, ok) in enumerate(((2, True), (6, False))):
        spot = (cell.right + 70 + index * 70, cell.centery)
        draw_die(surface, spot, 40, (0, value))
        mark = theme.JADE if ok else theme.DANGER
        verdict = _("may") if ok else _("may not")
        draw_text(
            surface,
            verdict,
            fit_size(verdict, 2 * 70 - 12, 15),
            mark,
            {"midtop": (spot[0], spot[1] + 28)},
            bold=True,
            shadow=False,
        )
    caption(surface, rect, _("On Pulao: anything but a 6 may land"))


def diagram_award(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Two cards finished at once (order badges) and one card claimed by both players."""
    cells = grid(rect.move(0, -40), 2, 2, 110)
    squares(surface, cells)
    card_frame(surface, cells[0][0], cells[0][1], theme.JADE)
    card_frame(surface, cells[1][0], cells[1][1], theme.CRIMSON)
    draw_stack(surface, cells[0][0].center, 36, [(0, 1), (1, 2), (0, 4)], ring_top=theme.FOCUS)
    draw_stack(surface, cells[1][0].center, 36, [(1, 3), (0, 3), (0, 6)], ring_top=theme.FOCUS)
    draw_stack(surface, cells[1][1].center, 36, [(0, 2), (0, 4), (1, 5)], ring_top=theme.FOCUS)
    badge(surface, (cells[0][1].right + 30, cells[0][1].centery), "1", theme.GOLD)
    badge(surface, (cells[1][1].right + 30, cells[1][1].centery), "2", theme.GOLD)
    bob = 4 * math.sin(t * 3)
    who = _("who gets it?")
    draw_text(
        surface,
        who,
        fit_size(who, rect.width - 20, 18),
        theme.GOLD,
        {"midtop": (cells[1][0].right + 3, cells[1][0].bottom + 16 + bob)},
        bold=True,
    )
    caption(surface, rect, _("The player to move picks order and winner"))


def diagram_end(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The three ways a game ends, as three small emblems."""
    rows = (
        ("7", N_("a player reaches 7 points")),
        ("4", N_("only four cards remain")),
        ("!", N_("no legal action: that player loses")),
    )
    for index, (mark, text) in enumerate(rows):
        y = rect.top + 60 + index * 110
        colour = (theme.GOLD, theme.JADE, theme.DANGER)[index]
        centre = (rect.left + 70, y)
        pygame.draw.circle(surface, colour, centre, 36)
        pygame.draw.circle(surface, theme.TEXT, centre, 36, width=2)
        draw_text(
            surface, mark, 36, theme.ink_on(colour), {"center": centre}, bold=True, shadow=False
        )
        words = _(text)
        size = fit_size(words, rect.width - 140, 19, bold=False)
        draw_text(surface, words, size, theme.TEXT, {"midleft": (rect.left + 130, y)}, shadow=False)
    tie = _("Tie: more cards wins, else a draw")
    draw_text(
        surface,
        tie,
        fit_size(tie, rect.width - 20, 18, bold=False),
        theme.TEXT_DIM,
        {"midtop": (rect.centerx, rect.top + 370)},
        shadow=False,
    )


def diagram_rulings(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A board after the pile ran out: a vanished card's squares are gone from the grid."""
    cells = grid(rect.move(0, -40), 3, 4, 70)
    for row in range(3):
        for half in range(2):
            left, right = cells[row][2 * half], cells[row][2 * half + 1]
            if (row, half) == (1, 1):
                dashed_rect(surface, left.union(right), (90, 80, 104))
                gone = _("gone")
                size = fit_size(gone, right.width - 6, 18, bold=False)
                draw_text(
                    surface, gone, size, theme.TEXT_DIM, {"center": right.center}, shadow=False
                )
                continue
            pygame.draw.rect(surface, SQUARE, left, border_radius=6)
            pygame.draw.rect(surface, SQUARE, right, border_radius=6)
            card_frame(surface, left, right, theme.PANEL_EDGE)
    draw_die(surface, cells[1][1].center, 34, (0, 3))
    tip = (cells[1][2].left + 22, cells[1][2].centery)
    arrow(surface, (cells[1][1].right - 8, cells[1][1].centery), tip, theme.DANGER, 4)
    no_badge(surface, (tip[0] + 4, tip[1] - 26))
    caption(surface, rect, _("Empty slots vanish: paths go around them"))


NINE_SONS_DIAGRAMS: dict[str, Callable[[pygame.Surface, pygame.Rect, float], None]] = {
    "board": diagram_board,
    "place": diagram_place,
    "sowing": diagram_sowing,
    "ring": diagram_ring,
    "sowing_check": diagram_sowing_check,
    "taming": diagram_taming,
    "sons_calm": diagram_sons_calm,
    "sons_fierce": diagram_sons_fierce,
    "award": diagram_award,
    "end": diagram_end,
    "rulings": diagram_rulings,
}

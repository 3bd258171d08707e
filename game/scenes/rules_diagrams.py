"""Small rules diagrams drawn by code for the help pages (dice, cards, a sowing path, the ring).

Each diagram is a function `(surface, rect, t)` registered in `DIAGRAMS` under the id a
`RulesPage` names. `t` is the page's own clock in seconds, so a diagram may animate (the sowing
stack drops its dice one by one) while drawing stays free of side effects.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.rules.nine_sons.cards import CARDS, GREEN, RED, YELLOW
from game.views import theme
from game.views.backdrop import draw_text

Die = tuple[int, int]  # (owner seat, face value)
Colour = tuple[int, int, int]

GROUP_COLOURS: dict[str, Colour] = {GREEN: theme.JADE, YELLOW: theme.AMBER, RED: theme.CRIMSON}
FELT = (28, 44, 40)
SQUARE = (40, 62, 56)

# Pip positions on a unit die face, centre at (0, 0), per value.
_PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def draw_die(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: int,
    die: Die,
    ring: Colour | None = None,
) -> pygame.Rect:
    """A die of seat `die[0]` showing `die[1]` pips, with a side face for depth."""
    owner, value = die
    face = theme.seat_colour(owner)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (int(centre[0]), int(centre[1]))
    side = tuple(max(0, c - 60) for c in face)
    pygame.draw.rect(surface, side, rect.move(0, max(2, size // 8)), border_radius=size // 5)
    pygame.draw.rect(surface, face, rect, border_radius=size // 5)
    pygame.draw.rect(surface, (120, 110, 130), rect, width=1, border_radius=size // 5)
    ink = theme.ink_on(face)
    spread = size * 0.26
    for px, py in _PIPS[value]:
        pip = (rect.centerx + px * spread, rect.centery + py * spread)
        pygame.draw.circle(surface, ink, pip, max(2, size // 11))
    if ring is not None:
        pygame.draw.rect(surface, ring, rect.inflate(6, 6), width=3, border_radius=size // 4)
    return rect


def draw_stack(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: int,
    dice: Sequence[Die],
    ring_top: Colour | None = None,
) -> None:
    """Dice bottom to top, each raised a little so the stack's height reads at a glance."""
    lift = size * 0.56  # enough to show a band of every die, so a stack's owners read
    base_y = centre[1] + lift * (len(dice) - 1) / 2
    for index, die in enumerate(dice):
        ring = ring_top if index == len(dice) - 1 else None
        draw_die(surface, (centre[0], base_y - index * lift), size, die, ring)


def _grid(rect: pygame.Rect, rows: int, cols: int, cell: int) -> list[list[pygame.Rect]]:
    """Square cells centred in `rect`, with a small gap."""
    left = rect.centerx - cols * cell // 2
    top = rect.centery - rows * cell // 2
    return [
        [
            pygame.Rect(left + c * cell + 3, top + r * cell + 3, cell - 6, cell - 6)
            for c in range(cols)
        ]
        for r in range(rows)
    ]


def _card_frame(
    surface: pygame.Surface, left: pygame.Rect, right: pygame.Rect, colour: Colour
) -> None:
    """A card outline around two side-by-side squares, coloured by its group."""
    frame = left.union(right).inflate(8, 8)
    pygame.draw.rect(surface, colour, frame, width=3, border_radius=8)


def _squares(surface: pygame.Surface, cells: list[list[pygame.Rect]]) -> None:
    for row in cells:
        for cell in row:
            pygame.draw.rect(surface, SQUARE, cell, border_radius=6)


def _arrow(
    surface: pygame.Surface,
    start: tuple[float, float],
    end: tuple[float, float],
    colour: Colour,
    width: int = 4,
) -> None:
    """A straight arrow with a filled head."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head = (end[0] - ux * 14, end[1] - uy * 14)
    pygame.draw.line(surface, colour, start, head, width)
    left = (head[0] - uy * 8, head[1] + ux * 8)
    right = (head[0] + uy * 8, head[1] - ux * 8)
    pygame.draw.polygon(surface, colour, [end, left, right])


def _badge(surface: pygame.Surface, centre: tuple[float, float], text: str, colour: Colour) -> None:
    pygame.draw.circle(surface, colour, centre, 13)
    draw_text(surface, text, 15, theme.ink_on(colour), {"center": centre}, bold=True, shadow=False)


def _caption(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    draw_text(
        surface,
        text,
        17,
        theme.TEXT_DIM,
        {"midbottom": (rect.centerx, rect.bottom - 4)},
        shadow=False,
    )


# ----------------------------------------------------------------------------- the diagrams


def diagram_board(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The 3x4 grid of six two-square cards, square names, and the face-down pile of three."""
    cells = _grid(rect.move(-40, -10), 3, 4, 70)
    _squares(surface, cells)
    groups = (GREEN, YELLOW, RED, GREEN, YELLOW, RED)
    for slot, group in enumerate(groups):
        row, half = divmod(slot, 2)
        _card_frame(surface, cells[row][2 * half], cells[row][2 * half + 1], GROUP_COLOURS[group])
    for col, letter in enumerate("abcd"):
        draw_text(
            surface,
            letter,
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
    draw_text(
        surface,
        "pile",
        15,
        theme.TEXT_DIM,
        {"midtop": (pile.centerx + 4, pile.bottom + 6)},
        shadow=False,
    )
    _caption(surface, rect, "Six cards, twelve squares, three spares")


def diagram_place(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A die going from the hand onto an empty square; a cross on an occupied one."""
    cells = _grid(rect.move(0, -70), 1, 4, 82)
    _squares(surface, cells)
    _card_frame(surface, cells[0][0], cells[0][1], theme.JADE)
    _card_frame(surface, cells[0][2], cells[0][3], theme.AMBER)
    draw_die(surface, cells[0][0].center, 40, (1, 3))
    draw_stack(surface, cells[0][3].center, 40, [(0, 6), (1, 1)])
    tray = pygame.Rect(0, 0, 330, 64)
    tray.midtop = (rect.centerx, cells[0][0].bottom + 90)
    pygame.draw.rect(surface, (24, 18, 30), tray, border_radius=12)
    draw_text(
        surface,
        "your hand",
        15,
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
    _arrow(
        surface,
        (tray.left + 45 + 3 * 60, tray.top - 6),
        (cells[0][1].centerx, cells[0][1].bottom + 10),
        theme.JADE,
    )
    for target in (cells[0][0], cells[0][3]):
        pygame.draw.rect(surface, theme.DANGER, target, width=2, border_radius=6)
        _no_badge(surface, (target.centerx, target.top - 18))
    _caption(surface, rect, "Only on an empty square")


# The sowing example: a 3-stack on a1 travels right, turns down, then right again.
_SOW_START = (0, 0)
_SOW_PATH = ((0, 1), (1, 1), (1, 2))
_SOW_STACK: tuple[Die, ...] = ((0, 2), (1, 4), (0, 5))  # bottom to top; Ivory owns the top
_SOW_WAITING: dict[tuple[int, int], tuple[Die, ...]] = {(1, 1): ((0, 1),), (1, 2): ((1, 3),)}


def diagram_sowing(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A three-dice stack sown along a turning path, dropping its bottom die at each square."""
    cells = _grid(rect.move(0, -20), 2, 3, 104)
    _squares(surface, cells)
    dropped = min(3, int((t % 5.0) / 1.0))  # 0 = still lifted, 1..3 dice dropped, then hold
    points = [cells[r][c].center for r, c in (_SOW_START, *_SOW_PATH)]
    for step in range(3):
        colour = theme.GOLD if step < dropped else theme.PANEL_EDGE
        (x0, y0), (x1, y1) = points[step], points[step + 1]
        # Arrows sit in the gaps between squares so the dice never hide their heads.
        start = (x0 + (x1 - x0) * 0.28, y0 + (y1 - y0) * 0.28)
        end = (x0 + (x1 - x0) * 0.74, y0 + (y1 - y0) * 0.74)
        _arrow(surface, start, end, colour, 5)
    for step, (row, col) in enumerate(_SOW_PATH):
        stack = list(_SOW_WAITING.get((row, col), ()))
        if step < dropped:
            stack.append(_SOW_STACK[step])
        if stack:
            draw_stack(surface, cells[row][col].center, 40, stack)
        corner = cells[row][col].topright
        _badge(surface, (corner[0] - 14, corner[1] + 14), str(step + 1), theme.GOLD)
    remaining = list(_SOW_STACK[dropped:])
    if remaining:
        draw_stack(surface, cells[0][0].center, 40, remaining, ring_top=theme.FOCUS)
    pygame.draw.rect(surface, theme.FOCUS, cells[0][0], width=2, border_radius=6)
    if not remaining:
        draw_text(
            surface, "start", 16, theme.TEXT_DIM, {"center": cells[0][0].center}, shadow=False
        )
    texts = (
        "Lift the stack of 3",
        "2 lands on the empty square",
        "4 lands on a 1",
        "5 lands on a 3",
    )
    draw_text(
        surface,
        texts[dropped],
        19,
        theme.TEXT,
        {"midtop": (rect.centerx, cells[1][0].bottom + 18)},
        bold=True,
    )
    _caption(surface, rect, "Bottom die first; the path may turn")


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
        _arrow(surface, a, b, colour, 5 if closing else 3)
    pulse = 0.5 + 0.5 * math.sin(t * 4)
    for index, spot in enumerate(spots):
        value = index + 1
        ring = theme.FOCUS if value in (1, 6) and pulse > 0.5 else None
        draw_die(surface, spot, 44, (0 if value % 2 else 1, value), ring)
    draw_text(surface, "1 beats 6", 22, theme.GOLD, {"center": centre}, bold=True)
    table = ("1 on 1 or 6", "2 on 1-2", "3 on 1-3", "4 on 1-4", "5 on 1-5", "6 on 2-6")
    top = centre[1] + radius + 44
    for index, line in enumerate(table):
        col, row = divmod(index, 3)
        colour = theme.GOLD if index in (0, 5) else theme.TEXT
        draw_text(
            surface,
            line,
            18,
            colour,
            {"midleft": (rect.left + 60 + col * 190, top + row * 26)},
            shadow=False,
        )
    _caption(surface, rect, "Arrows point from a die to what may land on it")


def diagram_taming(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A finished tower: the owner of its top die takes the card, other dice go home."""
    cells = _grid(rect.move(0, -60), 1, 2, 120)
    _squares(surface, cells)
    _card_frame(surface, cells[0][0], cells[0][1], theme.JADE)
    draw_stack(surface, cells[0][0].center, 46, [(0, 2), (0, 3), (1, 5)], ring_top=theme.FOCUS)
    draw_die(surface, cells[0][1].center, 46, (0, 1))
    name = theme.SEAT_COLOUR_NAMES[1]
    draw_text(
        surface,
        f"Top die is {name}'s",
        19,
        theme.TEXT,
        {"midbottom": (cells[0][0].centerx, cells[0][0].top - 28)},
        bold=True,
    )
    below = cells[0][0].bottom + 40
    draw_text(
        surface,
        f"{name} tames the card",
        20,
        theme.GOLD,
        {"midtop": (rect.centerx, below)},
        bold=True,
    )
    draw_text(
        surface,
        "every die on it goes home",
        18,
        theme.TEXT_DIM,
        {"midtop": (rect.centerx, below + 32)},
        shadow=False,
    )
    draw_text(
        surface,
        "a spare card fills the gap",
        18,
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
    _caption(surface, rect, "Even a rival's move can tame for you")


def _son_card(surface: pygame.Surface, rect: pygame.Rect, card_id: int) -> None:
    """A compact son card: group colour band, name, points and its one-line rule."""
    card = CARDS[card_id]
    colour = GROUP_COLOURS[card.group]
    pygame.draw.rect(surface, (30, 26, 38), rect, border_radius=8)
    pygame.draw.rect(surface, colour, rect, width=3, border_radius=8)
    band = pygame.Rect(rect.left, rect.top, 10, rect.height)
    pygame.draw.rect(surface, colour, band, border_top_left_radius=8, border_bottom_left_radius=8)
    draw_text(
        surface, card.name, 19, theme.TEXT, {"topleft": (rect.left + 20, rect.top + 8)}, bold=True
    )
    points = f"{card.points:+d}"
    draw_text(surface, points, 22, colour, {"topright": (rect.right - 12, rect.top + 6)}, bold=True)
    rule = _SHORT_RULES.get(card.key, "")
    draw_text(
        surface,
        rule,
        15,
        theme.TEXT_DIM,
        {"topleft": (rect.left + 20, rect.top + 36)},
        shadow=False,
    )


_SHORT_RULES = {
    "qiuniu": "any tower of three",
    "bian": "any tower of three",
    "fuxi": "any tower of three",
    "suanni": "card holds exactly 3 dice",
    "baxia": "card holds 4 dice or more",
    "chaofeng": "top die shows 5 or 6",
    "pulao": "dice here count as 1",
    "yazi": "the tamer loses a point",
    "chiwen": "top die leaves the game",
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
    draw_text(
        surface,
        "reads as 1",
        16,
        theme.TEXT_DIM,
        {"midtop": (cell.centerx, cell.bottom + 8)},
        shadow=False,
    )
    for index, (value, ok) in enumerate(((2, True), (6, False))):
        spot = (cell.right + 70 + index * 70, cell.centery)
        draw_die(surface, spot, 40, (0, value))
        mark = theme.JADE if ok else theme.DANGER
        draw_text(
            surface,
            "may" if ok else "may not",
            15,
            mark,
            {"midtop": (spot[0], spot[1] + 28)},
            bold=True,
            shadow=False,
        )
    _caption(surface, rect, "On Pulao: anything but a 6 may land")


def diagram_award(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Two cards finished at once (order badges) and one card claimed by both players."""
    cells = _grid(rect.move(0, -40), 2, 2, 110)
    _squares(surface, cells)
    _card_frame(surface, cells[0][0], cells[0][1], theme.JADE)
    _card_frame(surface, cells[1][0], cells[1][1], theme.CRIMSON)
    draw_stack(surface, cells[0][0].center, 36, [(0, 1), (1, 2), (0, 4)], ring_top=theme.FOCUS)
    draw_stack(surface, cells[1][0].center, 36, [(1, 3), (0, 3), (0, 6)], ring_top=theme.FOCUS)
    draw_stack(surface, cells[1][1].center, 36, [(0, 2), (0, 4), (1, 5)], ring_top=theme.FOCUS)
    _badge(surface, (cells[0][1].right + 30, cells[0][1].centery), "1", theme.GOLD)
    _badge(surface, (cells[1][1].right + 30, cells[1][1].centery), "2", theme.GOLD)
    bob = 4 * math.sin(t * 3)
    draw_text(
        surface,
        "who gets it?",
        18,
        theme.GOLD,
        {"midtop": (cells[1][0].right + 3, cells[1][0].bottom + 16 + bob)},
        bold=True,
    )
    _caption(surface, rect, "The player to move picks order and winner")


def diagram_end(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The three ways a game ends, as three small emblems."""
    rows = (
        ("7", "a player reaches 7 points"),
        ("4", "only four cards remain"),
        ("!", "no legal action: that player loses"),
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
        draw_text(surface, text, 19, theme.TEXT, {"midleft": (rect.left + 130, y)}, shadow=False)
    draw_text(
        surface,
        "Tie: more cards wins, else a draw",
        18,
        theme.TEXT_DIM,
        {"midtop": (rect.centerx, rect.top + 370)},
        shadow=False,
    )


def diagram_rulings(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A board after the pile ran out: a vanished card's squares are gone from the grid."""
    cells = _grid(rect.move(0, -40), 3, 4, 70)
    for row in range(3):
        for half in range(2):
            left, right = cells[row][2 * half], cells[row][2 * half + 1]
            if (row, half) == (1, 1):
                _dashed_rect(surface, left.union(right), (90, 80, 104))
                draw_text(
                    surface, "gone", 18, theme.TEXT_DIM, {"center": right.center}, shadow=False
                )
                continue
            pygame.draw.rect(surface, SQUARE, left, border_radius=6)
            pygame.draw.rect(surface, SQUARE, right, border_radius=6)
            _card_frame(surface, left, right, theme.PANEL_EDGE)
    draw_die(surface, cells[1][1].center, 34, (0, 3))
    tip = (cells[1][2].left + 22, cells[1][2].centery)
    _arrow(surface, (cells[1][1].right - 8, cells[1][1].centery), tip, theme.DANGER, 4)
    _no_badge(surface, (tip[0] + 4, tip[1] - 26))
    _caption(surface, rect, "Empty slots vanish: paths go around them")


def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    for x in range(rect.left, rect.right, 14):
        x_end = min(x + 8, rect.right)
        pygame.draw.line(surface, colour, (x, rect.top), (x_end, rect.top), 2)
        pygame.draw.line(surface, colour, (x, rect.bottom), (x_end, rect.bottom), 2)
    for y in range(rect.top, rect.bottom, 14):
        y_end = min(y + 8, rect.bottom)
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, y_end), 2)
        pygame.draw.line(surface, colour, (rect.right, y), (rect.right, y_end), 2)


def _no_badge(surface: pygame.Surface, centre: tuple[float, float]) -> None:
    """A small red disc with a white cross: 'not allowed'."""
    pygame.draw.circle(surface, theme.DANGER, centre, 13)
    cx, cy = centre
    pygame.draw.line(surface, theme.TEXT, (cx - 6, cy - 6), (cx + 6, cy + 6), 3)
    pygame.draw.line(surface, theme.TEXT, (cx + 6, cy - 6), (cx - 6, cy + 6), 3)


DIAGRAMS: dict[str, Callable[[pygame.Surface, pygame.Rect, float], None]] = {
    "board": diagram_board,
    "place": diagram_place,
    "sowing": diagram_sowing,
    "ring": diagram_ring,
    "taming": diagram_taming,
    "sons_calm": diagram_sons_calm,
    "sons_fierce": diagram_sons_fierce,
    "award": diagram_award,
    "end": diagram_end,
    "rulings": diagram_rulings,
}

# Dragon Bridge diagrams live in their own module (this one is long enough).
from game.scenes.bridge_diagrams import BRIDGE_DIAGRAMS  # noqa: E402

DIAGRAMS.update(BRIDGE_DIAGRAMS)

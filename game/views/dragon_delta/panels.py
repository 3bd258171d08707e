"""The Dragon Delta seat panels and step box.

A seat panel: colour, name, the start player's ring, cards left in hand, destination, the five
program cards (face down until revealed; the viewer sees its own) and the reserve planks packed
into rows at the board's scale. The step box: round, step counter, who acts now, the seats the
dragons block and the stones left (the program slots take its place while the viewer programs:
sidebar.py). The seat acting now has a lit edge and a pointer beside its panel.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import pygame

from game.i18n import _
from game.rules.dragon_delta.cards import PROGRAM, plank_length
from game.rules.dragon_delta.view import HIDDEN, DeltaView
from game.views import text, text_cache, theme

from . import art, layout, words


def label(
    surface: pygame.Surface,
    value: str,
    pos: tuple[int, int],
    width: int,
    size: int = 16,
    colour=theme.TEXT,
    bold: bool = False,
) -> pygame.Rect:
    """One line of text cut to `width` (with an ellipsis); returns where it went."""
    font = theme.font(size, bold=bold)
    return surface.blit(text_cache.rendered(font, value, colour, width), pos)


def acting_seat(view: DeltaView) -> int:
    """The seat deciding now (a card during resolution, its program while programming)."""
    if view.phase == "resolve":
        return view.acting
    if view.phase == "program":
        return view.programmer
    return -1


def draw_seat_panels(
    surface: pygame.Surface,
    view: DeltaView,
    names: Sequence[str],
    draft: Sequence[int] = (),
    flipping: float = 1.0,
    time: float = 0.0,
) -> list[pygame.Rect]:
    """One panel per seat; returns their rectangles. `draft` is the viewer's unconfirmed
    program (shown only in the viewer's own panel); `flipping` (0-1) turns this step's cards."""
    rects = layout.panel_rects(len(view.colours))
    for seat, rect in enumerate(rects):
        mine = draft if seat == view.seat else ()
        _seat_panel(surface, view, names, seat, rect, mine, flipping, time)
    return rects


def _seat_panel(
    surface, view: DeltaView, names, seat: int, rect: pygame.Rect, draft, flipping, time
) -> None:
    colour = view.colours[seat]
    acting = seat == acting_seat(view)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    edge = theme.FOCUS if acting else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, 3 if acting else 1, border_radius=8)
    if acting:  # the "who acts now" pointer, breathing beside the panel
        x = rect.x - 1 + 2 * math.sin(time * 4)
        tip = [(x, rect.centery), (x - 7, rect.centery - 8), (x - 7, rect.centery + 8)]
        pygame.draw.polygon(surface, theme.FOCUS, tip)
    stripe = pygame.Rect(rect.x + 6, rect.y + 8, 8, rect.height - 16)
    pygame.draw.rect(surface, art.colour(colour), stripe, border_radius=3)
    pygame.draw.rect(surface, art.edge(colour), stripe, 1, border_radius=3)
    left = rect.x + 20
    name_x = left
    if seat == view.start:  # the start player's pawn: a gold ring before the name
        pygame.draw.circle(surface, theme.GOLD, (left + 6, rect.y + 14), 6, 3)
        name_x += 16
    count = _cards_left(view, seat)
    counter = _draw_cards_left(surface, rect, count)
    label(
        surface,
        words.seat_name(names, seat),
        (name_x, rect.y + 4),
        counter - name_x - 4,
        16,
        bold=True,
    )
    goal = _("to {village}").format(village=words.village_name(view.destinations[seat]))
    label(surface, goal, (left, rect.y + 24), rect.right - 6 - left, 14, theme.TEXT_DIM)
    room = rect.height - 48
    card_h = max(22, min(34, room - 38))
    row = pygame.Rect(left, rect.y + 46, rect.right - 8 - left, card_h)
    _program_row(surface, view, seat, row, draft, flipping)
    _reserve(
        surface,
        view,
        seat,
        pygame.Rect(left, row.bottom + 4, row.width, rect.bottom - 4 - row.bottom - 4),
    )


def _draw_cards_left(surface: pygame.Surface, rect: pygame.Rect, count: int) -> int:
    """A small card back and the number of cards left in hand, top right; returns its left x."""
    font = theme.font(16, bold=True)
    digits = text_cache.rendered(font, str(count), theme.TEXT_DIM)
    x = rect.right - 8 - digits.get_width()
    surface.blit(digits, (x, rect.y + 4))
    back = pygame.Rect(x - 15, rect.y + 6, 12, 16)
    art.draw_card_back(surface, back)
    return back.x


def _cards_left(view: DeltaView, seat: int) -> int:
    """Cards still in a seat's hand this round: 8 actions and a dragon per other seat, minus
    the programmed ones."""
    return 8 + len(view.colours) - 1 - len(view.programs[seat])


def _program_row(
    surface, view: DeltaView, seat: int, row: pygame.Rect, draft, flipping: float
) -> None:
    """Five cards: face down until revealed (the viewer sees its own), empty slots dim; the
    running step's card ringed, crossed out when a dragon blocks the seat."""
    cards = list(view.programs[seat]) + list(draft)
    colour = view.colours[seat]
    width = min(row.height * 3 // 4 + 2, (row.width - 4 * 4) // PROGRAM)
    for slot in range(PROGRAM):
        card_rect = pygame.Rect(row.x + slot * (width + 4), row.y, width, row.height)
        if slot >= len(cards):
            pygame.draw.rect(surface, theme.PANEL_EDGE, card_rect, 1, border_radius=3)
            continue
        card = cards[slot]
        turning = slot == view.step and flipping < 1.0 and view.seat != seat and not view.revealed
        if card == HIDDEN or (turning and flipping < 0.5):
            squeeze = abs(1 - 2 * flipping) if turning else 1.0
            shown = card_rect.inflate(-(card_rect.width * (1 - squeeze)), 0)
            art.draw_card_back(surface, shown, colour)
        else:
            squeeze = abs(1 - 2 * flipping) if turning else 1.0
            shown = card_rect.inflate(-(card_rect.width * (1 - squeeze)), 0)
            pygame.draw.rect(surface, art.CARD_FACE, shown, border_radius=3)
            pygame.draw.rect(surface, art.colour(colour), shown, 1, border_radius=3)
            art.draw_pictogram(surface, shown.inflate(-2, -4), card)
        if view.phase == "resolve" and slot < view.step:
            surface.blit(_played_veil(card_rect.size), card_rect)  # played already
        if slot == view.step and view.phase == "resolve":
            pygame.draw.rect(surface, theme.FOCUS, card_rect.inflate(4, 4), 2, border_radius=4)
            if seat in view.blocked:
                pygame.draw.line(surface, theme.DANGER, card_rect.topleft, card_rect.bottomright, 3)
                pygame.draw.line(surface, theme.DANGER, card_rect.bottomleft, card_rect.topright, 3)


@functools.lru_cache(maxsize=16)
def _played_veil(size: tuple[int, int]) -> pygame.Surface:
    """The shade over a program card already played (made once per size, not every frame)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((30, 24, 40, 120))
    return veil


def pack_planks(planks: Sequence[int], width: float) -> list[list[int]]:
    """The planks in rows no wider than `width` pixels at the board's scale, longest first."""
    rows: list[list[int]] = []
    room: list[float] = []
    for plank in sorted(planks, key=plank_length, reverse=True):
        need = plank_length(plank) * layout.SCALE
        for index, left in enumerate(room):
            if need + 6 <= left:
                rows[index].append(plank)
                room[index] -= need + 6
                break
        else:
            rows.append([plank])
            room.append(width - need)
    return rows


def _reserve(surface, view: DeltaView, seat: int, box: pygame.Rect) -> None:
    """The seat's reserve, every plank to the board's scale, packed into rows."""
    rows = pack_planks(view.reserves[seat], box.width)
    if not rows:
        return
    step = max(5, min(12, box.height // len(rows)))
    for index, row in enumerate(rows):
        x = float(box.x)
        for plank in row:
            drawn = art.draw_flat_plank(
                surface, x, box.y + index * step + step / 2, plank, step - 2
            )
            x = drawn.right + 6


def draw_step_box(
    surface: pygame.Surface, view: DeltaView, names: Sequence[str], showing: bool = False
) -> None:
    """Round and step counters, who acts now, the dragons' blocks and the stones left;
    `showing` adds how to skip the show."""
    box = layout.STEP_BOX
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=8)
    label(
        surface,
        _("Round {round}").format(round=view.round),
        (box.x + 12, box.y + 8),
        150,
        20,
        theme.GOLD,
        True,
    )
    if view.phase == "resolve" and view.step >= 0:
        step = _("Step {step} of {steps}").format(step=view.step + 1, steps=PROGRAM)
        label(surface, step, (box.x + 12, box.y + 38), box.width - 24 - PROGRAM * 18, 18)
        for k in range(PROGRAM):
            dot = (box.right - 18 - (PROGRAM - 1 - k) * 18, box.y + 48)
            lit = theme.GOLD if k <= view.step else theme.PANEL_EDGE
            pygame.draw.circle(surface, lit, dot, 7 if k == view.step else 5)
    elif view.phase == "program":
        label(surface, _("Programming"), (box.x + 12, box.y + 38), box.width - 24, 18)
    seat = acting_seat(view)
    if seat >= 0:
        who = _("Now: {name}").format(name=words.seat_name(names, seat))
        pygame.draw.circle(surface, art.colour(view.colours[seat]), (box.x + 20, box.y + 80), 8)
        pygame.draw.circle(surface, art.edge(view.colours[seat]), (box.x + 20, box.y + 80), 8, 1)
        label(surface, who, (box.x + 34, box.y + 70), box.width - 46, 18)
    if view.blocked and view.phase == "resolve":
        blocked = ", ".join(words.seat_name(names, s) for s in view.blocked)
        line = _("Dragons block: {names}").format(names=blocked)
        font = theme.font(16)
        for index, part in enumerate(text.wrap_into(line, font, box.width - 24, 2)):
            surface.blit(
                text_cache.rendered(font, part, theme.DANGER),
                (box.x + 12, box.y + 100 + index * 20),
            )
    _supply(surface, view, pygame.Rect(box.x + 12, box.bottom - 26, 120, 20))
    if showing:
        hint = _("Space: skip")
        font = theme.font(16)
        value = text.ellipsize(hint, font, box.width - 150)
        image = text_cache.rendered(font, value, theme.FOCUS)
        surface.blit(image, (box.right - 12 - image.get_width(), box.bottom - 26))


def _supply(surface: pygame.Surface, view: DeltaView, where: pygame.Rect) -> None:
    """The stones left in the supply: a stone and the count."""
    art.draw_stone(surface, (where.x + 8, where.centery), 7)
    label(
        surface, f"× {view.supply}", (where.x + 22, where.y), where.width - 22, 16, theme.TEXT_DIM
    )

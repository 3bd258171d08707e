"""The Dragon Delta side column and program slots: the hand (two cards to a row, each with its
picture and its name), the five program slots with Confirm (in the step box's place while the
viewer programs), the plank chooser at the board's scale, and every seat's card of the step
being resolved, in acting order."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.rules.dragon_delta.cards import CARD_TEXTS, PROGRAM, is_dragon, plank_length
from game.rules.dragon_delta.geometry import VILLAGE_RADIUS, VILLAGES, village_centre
from game.rules.dragon_delta.view import HIDDEN, DeltaView
from game.views import text, text_cache, theme
from game.views.backdrop import wrap_balanced
from game.views.outcome_words import winners_banner

from . import art, layout, words
from .panels import label


def _heading(surface: pygame.Surface, value: str, box: pygame.Rect) -> None:
    label(surface, value, (box.x + 10, box.y + 8), box.width - 20, 18, theme.GOLD, True)


def _name_lines(surface, name: str, box: pygame.Rect, size: int, ink, lines: int) -> None:
    """A card's name centred in `box`, on as many lines as it needs (up to `lines`)."""
    font = theme.font(size)
    rows = wrap_balanced(name, font, box.width, lines)
    height = max(size + 1, font.size("Ag")[1] - 2)
    top = box.y + max(0, (box.height - height * len(rows)) // 2)
    for index, row in enumerate(rows):
        image = text_cache.rendered(font, row, ink)
        surface.blit(image, image.get_rect(midtop=(box.centerx, top + index * height)))


def draw_card(
    surface: pygame.Surface, rect: pygame.Rect, card: int, colour: int, size: int = 15
) -> None:
    """A face-up card: its picture on top, its name under it (the picture gives way to a
    long name), edged in the seat's colour."""
    pygame.draw.rect(surface, art.CARD_FACE, rect, border_radius=6)
    pygame.draw.rect(surface, art.colour(colour), rect, 3, border_radius=6)
    font = theme.font(size)
    name = words.card_name(card)
    rows = wrap_balanced(name, font, rect.width - 4, 3)
    line = max(size + 1, font.size("Ag")[1] - 2)
    names_h = line * len(rows) + 4
    picture_h = max(18, min(rect.height * 2 // 5 - 4, rect.height - 8 - names_h))
    picture = pygame.Rect(rect.x + 4, rect.y + 4, rect.width - 8, picture_h)
    art.draw_pictogram(surface, picture, card)
    names = pygame.Rect(
        rect.x + 2, picture.bottom, rect.width - 4, rect.bottom - 3 - picture.bottom
    )
    _name_lines(surface, name, names, size, art.INK, 3)


def draw_slots(
    surface: pygame.Surface,
    view: DeltaView,
    program: Sequence[int],
    picked: int | None,
    locked: int = 0,
) -> None:
    """The step box while the viewer programs: five slots face up for the programmer, Confirm.
    The first `locked` cards are already with the engine and cannot move."""
    box = layout.STEP_BOX
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
    pygame.draw.rect(surface, theme.FOCUS, box, 2, border_radius=8)
    title = _("Round {round}: your program").format(round=view.round)
    label(surface, title, (box.x + 10, box.y + 6), box.width - 20, 18, theme.GOLD, True)
    colour = view.colours[view.seat] if view.seat is not None else 0
    for slot, rect in enumerate(layout.slot_rects()):
        if slot < len(program):
            draw_card(surface, rect, program[slot], colour, 12)
            if slot < locked:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((30, 24, 40, 90))
                surface.blit(veil, rect)
        else:
            pygame.draw.rect(surface, theme.BACKGROUND, rect, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
            number = text_cache.rendered(theme.font(24, bold=True), str(slot + 1), theme.PANEL_EDGE)
            surface.blit(number, number.get_rect(center=rect.center))
        if slot == picked:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), 3, border_radius=8)
    draw_button(surface, layout.CONFIRM_RECT, _("Confirm"), len(program) == PROGRAM, size=18)


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    value: str,
    enabled: bool,
    focused: bool = False,
    size: int = 20,
) -> None:
    """A plain button."""
    fill = theme.JADE if enabled else theme.PANEL_EDGE
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    if focused:
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(6, 6), 2, border_radius=10)
    font = theme.font(size, bold=True)
    image = text_cache.rendered(font, value, theme.ink_on(fill), rect.width - 12)
    surface.blit(image, image.get_rect(center=rect.center))


def draw_hand(
    surface: pygame.Surface,
    hand: Sequence[int | None],
    colour: int,
    focus: int | None,
    disabled: Sequence[int] = (),
    heading: str | None = None,
) -> None:
    """The hand in the side column: each card with its picture, name and number key; a place
    whose card is in the draft (None) stays, empty, so the others do not move."""
    side = layout.SIDE_RECT
    pygame.draw.rect(surface, theme.PANEL, side, border_radius=8)
    _heading(surface, heading if heading is not None else _("Your hand"), side)
    for index, (card, rect) in enumerate(zip(hand, layout.hand_rects(len(hand)), strict=True)):
        if card is None:
            pygame.draw.rect(surface, (52, 44, 66), rect, 2, border_radius=6)
            continue
        draw_card(surface, rect, card, colour, 14)
        if card in disabled:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((20, 16, 30, 150))
            surface.blit(veil, rect)
        if index < 9:
            key = text_cache.rendered(theme.font(14, bold=True), str(index + 1), art.INK)
            surface.blit(key, (rect.x + 6, rect.y + 4))
        if index == focus:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(6, 6), 3, border_radius=8)


def card_words(card: int) -> str:
    """What a card does, in words (a dragon: whom it stops)."""
    if is_dragon(card):
        return _("Stops this step's action of the seat of this colour.")
    return _(CARD_TEXTS[card])


def draw_card_caption(surface: pygame.Surface, card: int, colour: int, hand_size: int) -> None:
    """The pointed-at or focused hand card's name and what it does, so a card is read without
    opening the rules: under the hand when the side column has room, else in the river's
    bottom-left corner, beside the village at the foot of the board (a hand of 13 fills the
    column; a box across the whole foot hid that village)."""
    font = theme.font(15)
    # Translators: a card's name and what it does, under the hand.
    body = _("{card}: {effect}").format(card=words.card_name(card), effect=card_words(card))
    step = font.get_linesize()
    side = layout.SIDE_RECT
    rects = layout.hand_rects(hand_size)
    below = (rects[-1].bottom if rects else side.y) + 10
    lines = text.wrap(body, font, side.width - 28)
    if below + 14 + step * len(lines) <= side.bottom - 6:
        box = pygame.Rect(side.x + 6, below, side.width - 12, 14 + step * len(lines))
    else:
        corner = foot_corner()
        lines = text.wrap_into(body, font, corner.width - 16, 5)
        box = pygame.Rect(corner.x, 0, corner.width, 14 + step * len(lines))
        box.bottom = corner.bottom
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
    pygame.draw.rect(surface, art.colour(colour), box, 2, border_radius=8)
    for index, line in enumerate(lines):
        surface.blit(
            text_cache.rendered(font, line, theme.TEXT), (box.x + 8, box.y + 7 + index * step)
        )


def foot_corner() -> pygame.Rect:
    """The river's bottom-left corner, left of the village at the board's foot: where a
    caption covers water only (all six villages are drawn at every seat count)."""
    board = layout.BOARD_RECT
    foot = max(range(VILLAGES), key=lambda village: layout.to_screen(village_centre(village))[1])
    left_of_foot = layout.to_screen(village_centre(foot))[0] - VILLAGE_RADIUS * layout.SCALE
    return pygame.Rect(
        board.x + 6, board.y, int(left_of_foot) - 10 - (board.x + 6), board.height - 6
    )


def draw_plank_chooser(
    surface: pygame.Surface,
    planks: Sequence[int],
    chosen: int | None,
    focus: int | None,
    spans: str | None,
) -> list[pygame.Rect]:
    """Your reserve in the side column, every plank to the board's scale; returns the rows."""
    side = layout.SIDE_RECT
    pygame.draw.rect(surface, theme.PANEL, side, border_radius=8)
    _heading(surface, _("Pick a plank"), side)
    hint = _("Judge the gap by eye")
    font = theme.font(16)
    for index, line in enumerate(text.wrap_into(hint, font, side.width - 20, 2)):
        surface.blit(
            text_cache.rendered(font, line, theme.TEXT_DIM), (side.x + 10, side.y + 32 + index * 18)
        )
    if spans is not None:
        label(surface, spans, (side.x + 10, side.bottom - 80), side.width - 20, 16, theme.HIGHLIGHT)
    rows = layout.plank_rows(len(planks))
    for index, (plank, row) in enumerate(zip(planks, rows, strict=True)):
        if plank == chosen:
            pygame.draw.rect(surface, (60, 96, 80), row, border_radius=6)
        if index == focus:
            pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=6)
        art.draw_flat_plank(surface, row.x + 8, row.centery, plank, int(0.4 * layout.SCALE))
        # Its number key is its length (a reserve never holds two planks of one length).
        key = text_cache.rendered(
            theme.font(14, bold=True), str(plank_length(plank)), theme.TEXT_DIM
        )
        surface.blit(key, (row.right - 14, row.y + 2))
    draw_button(surface, layout.LAY_RECT, _("Lay it"), chosen is not None, focus == len(planks))
    return rows


def draw_this_step(
    surface: pygame.Surface, view: DeltaView, names: Sequence[str], flipping: float = 1.0
) -> None:
    """The side column while a round resolves: every seat's card of this step in acting order
    (face down until the step reveals it), the seat acting now lit, blocked seats in red."""
    side = layout.SIDE_RECT
    pygame.draw.rect(surface, theme.PANEL, side, border_radius=8)
    if view.phase == "over":
        _heading(surface, _("Game over"), side)
        seats = [words.seat_name(names, seat) for seat in range(len(view.colours))]
        lines = text.wrap(
            winners_banner(view.winners, seats), theme.font(20, bold=True), side.width - 20
        )
        for index, line in enumerate(lines[:4]):
            ink = text_cache.rendered(theme.font(20, bold=True), line, theme.FOCUS)
            surface.blit(ink, (side.x + 10, side.y + 44 + index * 26))
        return
    if view.phase != "resolve" or view.step < 0:
        _heading(surface, _("Waiting"), side)
        return
    _heading(surface, _("Step {step} of {steps}").format(step=view.step + 1, steps=PROGRAM), side)
    count = len(view.colours)
    height = min(100, (side.height - 44) // count - 6)
    small = theme.font(16)
    for offset in range(count):
        seat = (view.start + offset) % count
        row = pygame.Rect(side.x + 6, side.y + 38 + offset * (height + 6), side.width - 12, height)
        if seat == view.acting:
            pygame.draw.rect(surface, (70, 62, 44), row, border_radius=6)
            pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=6)
        program = view.programs[seat]
        card = program[view.step] if view.step < len(program) else HIDDEN
        card_rect = pygame.Rect(row.x + 4, row.y + 3, (height - 6) * 3 // 4, height - 6)
        squeeze = abs(1 - 2 * flipping) if flipping < 1.0 else 1.0
        shown = card_rect.inflate(-(card_rect.width * (1 - squeeze)), 0)
        if card == HIDDEN or flipping < 0.5:
            art.draw_card_back(surface, shown, view.colours[seat])
        else:
            pygame.draw.rect(surface, art.CARD_FACE, shown, border_radius=4)
            pygame.draw.rect(surface, art.colour(view.colours[seat]), shown, 2, border_radius=4)
            art.draw_pictogram(surface, shown.inflate(-4, -6), card)
        blocked = seat in view.blocked
        tint = theme.DANGER if blocked else (theme.FOCUS if seat == view.acting else theme.TEXT)
        width = row.right - card_rect.right - 10
        label(
            surface,
            words.seat_name(names, seat),
            (card_rect.right + 6, row.y + 2),
            width,
            16,
            tint,
            True,
        )
        if card == HIDDEN or flipping < 0.5:
            continue
        caption = _("blocked by a dragon") if blocked else words.card_name(card)
        lines = max(1, min(3, (height - 24) // 18))  # "Remove 1 bridge or stone" whole
        for index, line in enumerate(wrap_balanced(caption, small, width, lines)):
            surface.blit(
                text_cache.rendered(small, line, theme.DANGER if blocked else theme.TEXT_DIM),
                (card_rect.right + 6, row.y + 22 + index * 18),
            )

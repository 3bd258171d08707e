"""The Dragon Delta side pieces: seat panels (colour, village and destination, program cards,
reserve planks to the board's scale, cards left), the step box (round, step, who acts now),
the program column (five slots and Confirm, or the plank chooser) and the hand tray."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _, ngettext
from game.rules.dragon_delta.cards import PROGRAM, plank_length
from game.rules.dragon_delta.view import HIDDEN, DeltaView
from game.views import text, theme

from . import art, layout, words


def _label(
    surface: pygame.Surface,
    value: str,
    pos: tuple[int, int],
    width: int,
    size: int = 16,
    colour=theme.TEXT,
    bold: bool = False,
) -> None:
    font = theme.font(size, bold=bold)
    surface.blit(font.render(text.ellipsize(value, font, width), True, colour), pos)


def draw_seat_panels(
    surface: pygame.Surface,
    view: DeltaView,
    names: Sequence[str],
    draft: Sequence[int] = (),
    flipping: float = 1.0,
) -> list[pygame.Rect]:
    """One panel per seat; returns their rectangles. `draft` is the viewer's unconfirmed
    program (shown only in the viewer's own panel); `flipping` (0-1) turns this step's cards."""
    rects = layout.panel_rects(len(view.colours))
    for seat, rect in enumerate(rects):
        _seat_panel(surface, view, names, seat, rect, draft if seat == view.seat else (), flipping)
    return rects


def _seat_panel(
    surface, view: DeltaView, names, seat: int, rect: pygame.Rect, draft, flipping: float
) -> None:
    colour = view.colours[seat]
    acting = seat == view.acting or (view.phase == "program" and seat == view.programmer)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    edge = theme.FOCUS if acting else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, 3 if acting else 1, border_radius=8)
    pygame.draw.rect(
        surface, art.colour(colour), (rect.x + 6, rect.y + 8, 10, rect.height - 16), border_radius=3
    )
    if seat == view.start:
        # The start player's pawn: a gold ring beside the name.
        pygame.draw.circle(surface, theme.GOLD, (rect.x + 26, rect.y + 16), 6, 3)
    _label(surface, words.seat_name(names, seat), (rect.x + 36, rect.y + 6), 96, 16, bold=True)
    _program_row(
        surface, view, seat, pygame.Rect(rect.right - 74, rect.y + 6, 68, 20), draft, flipping
    )
    goal = _("to {village}").format(village=words.village_name(view.destinations[seat]))
    _label(surface, goal, (rect.x + 22, rect.y + 28), rect.width - 30, 16, theme.TEXT_DIM)
    planks = sorted(view.reserves[seat], key=plank_length)
    top = rect.y + 50
    room = rect.bottom - 6 - top
    step = max(4, min(8, room // max(1, len(planks))))
    for index, plank in enumerate(planks):
        art.draw_flat_plank(
            surface, rect.x + 22, top + index * step + step / 2, plank, max(3, step - 2)
        )
    left = _cards_left(view, seat)
    cards = ngettext("{n} card", "{n} cards", left).format(n=left)
    font = theme.font(16)
    label = text.ellipsize(cards, font, 60)
    surface.blit(
        font.render(label, True, theme.TEXT_DIM),
        (rect.right - 8 - font.size(label)[0], rect.bottom - 22),
    )


def _cards_left(view: DeltaView, seat: int) -> int:
    """Cards still in a seat's hand this round: 8 actions and a dragon per other seat, minus
    the programmed ones."""
    return 8 + len(view.colours) - 1 - len(view.programs[seat])


def _program_row(
    surface, view: DeltaView, seat: int, box: pygame.Rect, draft, flipping: float
) -> None:
    """Five small cards: face down until revealed (the viewer sees its own), empty slots dim."""
    cards = list(view.programs[seat]) + list(draft)
    colour = view.colours[seat]
    for slot in range(PROGRAM):
        card_rect = pygame.Rect(box.x + slot * 14, box.y, 12, 18)
        if slot >= len(cards):
            pygame.draw.rect(surface, theme.PANEL_EDGE, card_rect, 1, border_radius=2)
            continue
        card = cards[slot]
        turning = slot == view.step and flipping < 1.0 and view.seat != seat
        if card == HIDDEN or (turning and flipping < 0.5):
            art.draw_card_back(surface, card_rect, colour)
        else:
            pygame.draw.rect(surface, art.CARD_FACE, card_rect, border_radius=2)
            art.draw_pictogram(surface, card_rect.inflate(-2, -2), card)
        if slot == view.step and view.phase == "resolve":
            pygame.draw.rect(surface, theme.FOCUS, card_rect.inflate(4, 4), 1, border_radius=3)


def draw_step_box(surface: pygame.Surface, view: DeltaView, names: Sequence[str]) -> None:
    """Round and step counters and who acts now (above the log)."""
    box = layout.STEP_BOX
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=8)
    _label(
        surface,
        _("Round {round}").format(round=view.round),
        (box.x + 12, box.y + 8),
        box.width - 24,
        20,
        theme.GOLD,
        True,
    )
    if view.phase == "resolve" and view.step >= 0:
        step = _("Step {step} of {steps}").format(step=view.step + 1, steps=PROGRAM)
        _label(surface, step, (box.x + 12, box.y + 38), box.width - 24, 18)
        for k in range(PROGRAM):
            dot = (box.right - 20 - (PROGRAM - 1 - k) * 18, box.y + 48)
            pygame.draw.circle(surface, theme.GOLD if k <= view.step else theme.PANEL_EDGE, dot, 6)
    elif view.phase == "program":
        _label(surface, _("Programming"), (box.x + 12, box.y + 38), box.width - 24, 18)
    seat = view.acting if view.phase == "resolve" else view.programmer
    if seat >= 0:
        who = _("Now: {name}").format(name=words.seat_name(names, seat))
        pygame.draw.circle(surface, art.colour(view.colours[seat]), (box.x + 20, box.y + 80), 8)
        _label(surface, who, (box.x + 34, box.y + 70), box.width - 46, 18)
    if view.blocked:
        blocked = ", ".join(words.seat_name(names, s) for s in view.blocked)
        line = _("Dragons block: {names}").format(names=blocked)
        font = theme.font(16)
        for index, part in enumerate(text.wrap_into(line, font, box.width - 24, 2)):
            surface.blit(
                font.render(part, True, theme.DANGER), (box.x + 12, box.y + 102 + index * 22)
            )
    supply = _("Stones in the supply: {count}").format(count=view.supply)
    _label(surface, supply, (box.x + 12, box.bottom - 26), box.width - 24, 16, theme.TEXT_DIM)


def draw_slots(
    surface: pygame.Surface,
    view: DeltaView,
    draft: Sequence[int],
    picked: int | None,
    focus: int | None,
) -> None:
    """The program column while programming: five slots, face up for the programmer, Confirm."""
    side = layout.SIDE_RECT
    pygame.draw.rect(surface, theme.PANEL, side, border_radius=8)
    _label(
        surface,
        _("Your program"),
        (side.x + 10, side.y + 10),
        side.width - 20,
        18,
        theme.GOLD,
        True,
    )
    colour = view.colours[view.seat] if view.seat is not None else 0
    for slot, rect in enumerate(layout.slot_rects()):
        if slot < len(draft):
            pygame.draw.rect(surface, art.CARD_FACE, rect, border_radius=6)
            pygame.draw.rect(surface, art.colour(colour), rect, 3, border_radius=6)
            art.draw_pictogram(
                surface, pygame.Rect(rect.x + 4, rect.y + 4, 50, rect.height - 8), draft[slot]
            )
            name = words.card_name(draft[slot])
            font = theme.font(16)
            lines = text.wrap_into(name, font, rect.width - 66, 2)
            for index, line in enumerate(lines):
                surface.blit(
                    font.render(line, True, art.INK), (rect.x + 60, rect.y + 8 + index * 20)
                )
        else:
            pygame.draw.rect(surface, theme.BACKGROUND, rect, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
            _label(surface, str(slot + 1), (rect.x + 8, rect.y + 6), 30, 18, theme.TEXT_DIM)
        if slot == picked:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=8)
        if focus == slot:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(10, 10), 2, border_radius=9)
    draw_button(surface, layout.CONFIRM_RECT, _("Confirm"), len(draft) == PROGRAM, focus == PROGRAM)


def draw_button(
    surface: pygame.Surface, rect: pygame.Rect, label: str, enabled: bool, focused: bool = False
) -> None:
    """A plain button."""
    fill = theme.JADE if enabled else theme.PANEL_EDGE
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    if focused:
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(6, 6), 2, border_radius=10)
    font = theme.font(20, bold=True)
    value = text.ellipsize(label, font, rect.width - 12)
    image = font.render(value, True, theme.ink_on(fill))
    surface.blit(image, image.get_rect(center=rect.center))


def draw_tray(
    surface: pygame.Surface,
    hand: Sequence[int],
    colour: int,
    focus: int | None,
    disabled: Sequence[int] = (),
) -> None:
    """The hand, fanned along the bottom; the focused card is raised and named."""
    pygame.draw.rect(surface, theme.PANEL, layout.TRAY_RECT, border_radius=8)
    rects = layout.hand_rects(len(hand))
    for index, (card, rect) in enumerate(zip(hand, rects, strict=True)):
        shown = rect.move(0, -8) if index == focus else rect
        art.draw_card_face(surface, shown, card, colour)
        if card in disabled:
            veil = pygame.Surface(shown.size, pygame.SRCALPHA)
            veil.fill((20, 16, 30, 150))
            surface.blit(veil, shown)
        if index < 9:
            _label(surface, str(index + 1), (shown.x + 4, shown.bottom - 20), 20, 16, art.INK)
    if focus is not None and 0 <= focus < len(hand):
        rect = rects[focus]
        name = words.card_name(hand[focus])
        font = theme.font(18, bold=True)
        value = text.ellipsize(name, font, 260)
        image = font.render(value, True, theme.TEXT)
        tag = image.get_rect(midtop=(rect.centerx, layout.TRAY_RECT.bottom - 26))
        tag.clamp_ip(layout.TRAY_RECT.inflate(-8, -4))
        pygame.draw.rect(surface, theme.BACKGROUND, tag.inflate(12, 6), border_radius=6)
        surface.blit(image, tag)


def draw_plank_chooser(
    surface: pygame.Surface,
    planks: Sequence[int],
    chosen: int | None,
    focus: int | None,
    spans: str | None,
) -> list[pygame.Rect]:
    """Your reserve in the program column, every plank to the board's scale; returns rows."""
    side = layout.SIDE_RECT
    pygame.draw.rect(surface, theme.PANEL, side, border_radius=8)
    heading = _("Pick a plank")
    for index, line in enumerate(
        text.wrap_into(heading, theme.font(18, bold=True), side.width - 20, 1)
    ):
        surface.blit(
            theme.font(18, bold=True).render(line, True, theme.GOLD),
            (side.x + 10, side.y + 10 + index * 22),
        )
    if spans is not None:
        _label(surface, spans, (side.x + 10, side.y + 40), side.width - 20, 16, theme.HIGHLIGHT)
    rows = layout.plank_rows(len(planks))
    for index, (plank, row) in enumerate(zip(planks, rows, strict=True)):
        if plank == chosen:
            pygame.draw.rect(surface, (60, 80, 70), row, border_radius=6)
        if index == focus:
            pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=6)
        art.draw_flat_plank(surface, row.x + 8, row.centery, plank, int(0.4 * layout.SCALE))
    draw_button(surface, layout.CONFIRM_RECT, _("Lay it"), chosen is not None, focus == len(planks))
    return rows


def draw_this_step(surface: pygame.Surface, view: DeltaView, names: list[str]) -> None:
    """The program column during resolution: every seat's card of this step, in acting order."""
    side = layout.SIDE_RECT
    pygame.draw.rect(surface, theme.PANEL, side, border_radius=8)
    font = theme.font(18, bold=True)
    heading = _("This step") if view.phase == "resolve" else _("Waiting")
    surface.blit(
        font.render(text.ellipsize(heading, font, side.width - 20), True, theme.GOLD),
        (side.x + 10, side.y + 10),
    )
    if view.phase != "resolve" or view.step < 0:
        return
    count = len(view.colours)
    small = theme.font(16)
    for offset in range(count):
        seat = (view.start + offset) % count
        row = pygame.Rect(side.x + 8, side.y + 44 + offset * 76, side.width - 16, 70)
        card = view.programs[seat][view.step] if view.step < len(view.programs[seat]) else -1
        card_rect = pygame.Rect(row.x, row.y, 44, 66)
        if card >= 0:
            art.draw_card_face(surface, card_rect, card, view.colours[seat])
        else:
            art.draw_card_back(surface, card_rect, view.colours[seat])
        name = words.seat_name(names, seat)
        tint = (
            theme.DANGER
            if seat in view.blocked
            else (theme.FOCUS if seat == view.acting else theme.TEXT)
        )
        surface.blit(
            small.render(text.ellipsize(name, small, row.width - 54), True, tint),
            (row.x + 52, row.y + 4),
        )
        if card >= 0:
            for index, line in enumerate(
                text.wrap_into(words.card_name(card), small, row.width - 54, 2)
            ):
                surface.blit(
                    small.render(line, True, theme.TEXT_DIM), (row.x + 52, row.y + 26 + index * 20)
                )

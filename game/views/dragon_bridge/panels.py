"""Dragon Bridge panels: each seat's tableau (wizard, green gems that flip, items, white gems),
your hand as a fan with hover zoom, the rival's hand as backs only, the item market and hack
row, the action panel with its buttons and bonus toggles, the focus ring, tips and messages.
Only the hand of the seat on screen is drawn face up, and only when private views are shown.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.rules.dragon_bridge.cards import CARD_TYPES
from game.rules.dragon_bridge.items import ITEM_TYPES
from game.rules.dragon_bridge.wizards import WIZARDS
from game.views import theme
from game.views.backdrop import draw_focus_ring, draw_panel, draw_text, wrap_text

from . import art, figures, layout

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView

FLIP_S = 0.4


def draw_panels(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, anim: dict | None, time: float
) -> None:
    """Both tableaux, the hand, the market and the action panel."""
    bottom = board.bottom_seat(view)
    _tableau(board, surface, view, 1 - bottom, layout.OPP_PANEL, False, time)
    _tableau(board, surface, view, bottom, layout.MY_PANEL, True, time)
    _hand(board, surface, view, bottom, anim)
    _market(surface, view)
    _actions(board, surface, view, anim)


def _gem_flip(board: DragonBridgeBoardView, seat: int, index: int) -> float:
    started = board.gem_flips.get((seat, index))
    if started is None:
        return 1.0
    t = (board.clock - started) / FLIP_S
    if t >= 1:
        del board.gem_flips[(seat, index)]
        return 1.0
    return math.cos(math.pi * t)


def _tableau(
    board: DragonBridgeBoardView,
    surface: pygame.Surface,
    view: Any,
    seat: int,
    rect: pygame.Rect,
    big: bool,
    time: float,
) -> None:
    colour = board.seat_colour(seat)
    active = view.turn_owner == seat and not view.terminal
    draw_panel(surface, rect, edge=colour if active else theme.PANEL_EDGE)
    spec = board.seats[seat]
    wizard = view.wizards[seat]
    look = figures.look_for(wizard, colour, seat)
    figure_at = (rect.x + 30, rect.y + 62) if big else (rect.x + 26, rect.y + 66)
    figures.draw_wizard(surface, figure_at, look, colour, time + seat, 1, 0.62 if not big else 0.62)
    who = "AI " + spec.level.title() if not spec.is_human else "Human"
    draw_text(surface, spec.name, 18, theme.TEXT, {"topleft": (rect.x + 56, rect.y + 8)}, bold=True)
    draw_text(
        surface, who, 12, theme.TEXT_DIM, {"topleft": (rect.x + 58, rect.y + 30)}, shadow=False
    )
    if wizard >= 0:
        draw_text(
            surface,
            WIZARDS[wizard].name,
            13,
            theme.GOLD,
            {"topleft": (rect.x + 58, rect.y + 45)},
            bold=True,
        )
    if active:
        draw_text(
            surface, "turn", 12, colour, {"topright": (rect.right - 44, rect.y + 10)}, bold=True
        )
    ready, depleted = view.ready[seat], view.depleted[seat]
    slots = ready + depleted
    for index in range(slots):
        centre = layout.gem_centre(rect, index, big)
        art.draw_gem(
            surface, centre, 15 if big else 10, index < ready, _gem_flip(board, seat, index)
        )
    extra = []
    if view.stashed[seat]:
        extra.append(f"{view.stashed[seat]} stashed")
    if view.parked[seat] >= 0:
        extra.append("1 parked " + ("READY" if view.parked[seat] else "DEPLETED"))
    if big:
        draw_text(
            surface,
            f"Gems: {ready} READY, {depleted} depleted",
            12,
            theme.TEXT_DIM,
            {"topleft": (rect.x + 10, rect.y + 138)},
            shadow=False,
        )
        if extra:
            draw_text(
                surface,
                ", ".join(extra),
                12,
                theme.TEXT_DIM,
                {"topleft": (rect.x + 10, rect.y + 154)},
                shadow=False,
            )
        if wizard >= 0:
            body = theme.font(11)
            for i, line in enumerate(wrap_text(WIZARDS[wizard].text, body, rect.width - 20)[:2]):
                surface.blit(
                    body.render(line, True, theme.TEXT_DIM), (rect.x + 10, rect.y + 64 + 14 * i)
                )
        y = rect.y + 172
        small = theme.font(11)
        for item in view.items[seat]:
            text = f"* {ITEM_TYPES[item].name}: {ITEM_TYPES[item].text}"
            for line in wrap_text(text, small, rect.width - 20):
                if y > rect.bottom - 14:
                    break
                surface.blit(small.render(line, True, (200, 230, 255)), (rect.x + 10, y))
                y += 13
        if view.hacking:
            for i in range(view.white_gems[seat]):
                art.draw_white_gem(surface, (rect.right - 16 - i * 12, rect.y + 118), 6)
    else:
        x = rect.x + 150
        if extra:
            draw_text(
                surface,
                ", ".join(extra),
                11,
                theme.TEXT_DIM,
                {"topleft": (x + 90, rect.y + 56)},
                shadow=False,
            )
        names = ", ".join(ITEM_TYPES[item].name for item in view.items[seat])
        if names:
            draw_text(
                surface,
                names,
                11,
                (200, 230, 255),
                {"topleft": (rect.x + 58, rect.y + 78)},
                shadow=False,
            )
        size = view.hand_sizes[seat]
        for i in range(size):
            back = art.card_back((22, 30))
            surface.blit(back, (rect.right - 40 - i * 14, rect.y + 40))
        draw_text(
            surface,
            f"{size} cards",
            11,
            theme.TEXT_DIM,
            {"topright": (rect.right - 10, rect.y + 74)},
            shadow=False,
        )
        if view.hacking:
            for i in range(view.white_gems[seat]):
                art.draw_white_gem(surface, (rect.x + 62 + i * 12, rect.y + 96), 5)


def _hand(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, seat: int, anim: dict | None
) -> None:
    hand = view.hands[seat] if board.show_private else None
    if hand is None:
        count = view.hand_sizes[seat]
        for rect in layout.hand_rects(count):
            surface.blit(art.card_back(rect.size), rect)
        draw_text(
            surface,
            "hand hidden",
            14,
            theme.TEXT_DIM,
            {"midbottom": (layout.HAND_AREA.centerx, layout.HAND_AREA.y + 30)},
        )
        return
    rects = layout.hand_rects(len(hand))
    playable = {t.extra.get("index") for t in board.targets if t.kind == "card"}
    selected = None
    if board.prefix and board.prefix[0] // 100 == 1:
        selected = board.prefix[0] % 100
    hidden_last = anim is not None and anim.get("hide_hand_last")
    zoomed = board.hover_card if anim is None else None
    for index, (card, rect) in enumerate(zip(hand, rects, strict=False)):
        if hidden_last and index == len(hand) - 1:
            continue
        if index == zoomed:
            continue
        lifted = rect.move(0, -18) if card == selected else rect
        surface.blit(art.card_face(card, rect.size), lifted)
        if index in playable and board.turn is not None:
            pygame.draw.rect(
                surface,
                theme.JADE if card != selected else theme.FOCUS,
                lifted.inflate(4, 4),
                2,
                border_radius=11,
            )
        if (
            board.hint is not None
            and board.hint % 100 == card
            and board.hint // 100 in (1, 12, 16, 18)
        ):
            pygame.draw.rect(surface, theme.HIGHLIGHT, lifted.inflate(10, 10), 3, border_radius=13)
        key = theme.font(12, bold=True).render(str(index + 1), True, theme.TEXT)
        surface.blit(key, key.get_rect(midtop=(lifted.centerx, lifted.bottom + 2)))
    if zoomed is not None and zoomed < len(hand):
        zoom = layout.zoom_rect(rects[zoomed])
        surface.blit(art.card_face(hand[zoomed], zoom.size), zoom)
        pygame.draw.rect(surface, theme.FOCUS, zoom.inflate(4, 4), 2, border_radius=14)


def _market(surface: pygame.Surface, view: Any) -> None:
    rect = layout.MARKET_PANEL
    draw_panel(surface, rect)
    if view.mode == "basic":
        draw_text(
            surface, "Items", 16, theme.GOLD, {"topleft": (rect.x + 12, rect.y + 8)}, bold=True
        )
        lines = (
            "Basic game: no market.",
            "3 READY gems buy an item,",
            f"drawn blind ({view.item_deck_size} left).",
        )
        for i, line in enumerate(lines):
            draw_text(
                surface,
                line,
                13,
                theme.TEXT_DIM,
                {"topleft": (rect.x + 12, rect.y + 36 + 18 * i)},
                shadow=False,
            )
        draw_text(
            surface,
            "Wizard powers are off.",
            13,
            theme.TEXT_DIM,
            {"topleft": (rect.x + 12, rect.y + 100)},
            shadow=False,
        )
        return
    draw_text(
        surface,
        f"Item market  (deck {view.item_deck_size})",
        14,
        theme.GOLD,
        {"topleft": (rect.x + 12, rect.y + 10)},
        bold=True,
    )
    for item, slot in zip(view.market, layout.market_rects(len(view.market)), strict=False):
        surface.blit(art.item_tile(item, slot.size), slot)
    if view.hacking:
        draw_text(
            surface,
            f"Hacks  (white supply {view.white_supply})",
            13,
            (230, 230, 250),
            {"topleft": (rect.x + 12, rect.y + 102)},
            bold=True,
        )
        for hack, slot in zip(view.hack_row, layout.hack_rects(len(view.hack_row)), strict=False):
            surface.blit(art.hack_tile(hack, slot.size), slot)
        if view.beacon:
            draw_text(
                surface,
                "Beacon lit: -2 wings",
                11,
                theme.FOCUS,
                {"topright": (rect.right - 10, rect.y + 104)},
                shadow=False,
            )
    else:
        draw_text(
            surface,
            "Bridge Hacking is off",
            12,
            theme.TEXT_DIM,
            {"topleft": (rect.x + 12, rect.y + 110)},
            shadow=False,
        )


def _actions(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, anim: dict | None
) -> None:
    rect = layout.ACTION_PANEL
    draw_panel(surface, rect)
    turn = board.turn
    if turn is None or anim is not None:
        text = "Watch the bridge..." if not view.terminal else "The match is over"
        draw_text(surface, text, 15, theme.TEXT_DIM, {"topleft": (rect.x + 12, rect.y + 12)})
        _card_help(surface, view, board, rect)
        return
    title = theme.font(15, bold=True)
    from .guide import prompt

    for i, line in enumerate(wrap_text(prompt(board), title, rect.width - 24)[:2]):
        surface.blit(title.render(line, True, theme.GOLD), (rect.x + 12, rect.y + 10 + 20 * i))
    buttons = [t for t in board.targets if t.kind in ("button", "toggle")]
    if len(buttons) > 5:
        draw_panel(surface, layout.POPUP, title="Choose")
    for target in buttons:
        on = target.kind == "toggle" and target.extra["source"] in board.toggled
        fill = (70, 110, 80) if on else (56, 46, 74)
        pygame.draw.rect(surface, fill, target.rect, border_radius=8)
        hinted = board.hint is not None and target.actions[:1] == (board.hint,)
        edge = theme.HIGHLIGHT if hinted else theme.GOLD if on else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, target.rect, 3 if hinted else 2, border_radius=8)
        label = (
            ("[x] " if on else "[ ] ") + target.label if target.kind == "toggle" else target.label
        )
        size = 14 if theme.font(14).size(label)[0] < target.rect.width - 12 else 11
        draw_text(surface, label, size, theme.TEXT, {"center": target.rect.center}, shadow=False)
    if view.step is not None and view.step.kind == "bump_bonus" and board.bump_preview is not None:
        draw_text(
            surface,
            f"Rival lands on square {board.bump_preview + 1}",
            13,
            theme.HIGHLIGHT,
            {"bottomleft": (rect.x + 12, rect.bottom - 8)},
            shadow=False,
        )
    elif not buttons:
        _card_help(surface, view, board, rect)


def _card_help(
    surface: pygame.Surface, view: Any, board: DragonBridgeBoardView, rect: pygame.Rect
) -> None:
    """The focused or selected card's words, so a card can be read without zooming."""
    card = None
    if board.prefix and board.prefix[0] // 100 == 1:
        card = board.prefix[0] % 100
    elif board.targets and board.focus_visible and board.focus < len(board.targets):
        card = board.targets[board.focus].card
    if card is None:
        return
    spec = CARD_TYPES[card]
    body = theme.font(13)
    y = rect.y + 62
    draw_text(
        surface,
        f"{spec.name} - {spec.wings} wing{'s' if spec.wings != 1 else ''}",
        14,
        theme.TEXT,
        {"topleft": (rect.x + 12, y)},
        bold=True,
    )
    y += 22
    for line in wrap_text(art.CARD_TEXT.get(spec.key, spec.text), body, rect.width - 24)[:4]:
        surface.blit(body.render(line, True, theme.TEXT), (rect.x + 12, y))
        y += 17


def draw_focus(board: DragonBridgeBoardView, surface: pygame.Surface, time: float) -> None:
    """The visible focus on the target the keyboard (or mouse) points at."""
    if not board.focus_visible or not board.targets:
        return
    target = board.targets[board.focus % len(board.targets)]
    if target.kind == "card" and board.hover_card == target.extra.get("index"):
        return  # the zoomed card is its own highlight
    draw_focus_ring(surface, target.rect, time, radius=8)
    tips_shown = board.tips and board.view is not None and board.view.mode == "basic"
    if target.kind in ("tile", "escape") and not tips_shown:
        draw_text(
            surface,
            target.label,
            14,
            theme.FOCUS,
            {"midbottom": (target.rect.centerx, target.rect.y - 92)},
            bold=True,
        )


def draw_tip(board: DragonBridgeBoardView, surface: pygame.Surface, time: float) -> None:
    """The guided tip panel with an arrow to what it talks about (Basic game; T hides it)."""
    from .guide import tip

    found = tip(board)
    if found is None:
        return
    text, point = found
    # Between the banner and the wizards' hats, where nothing of the game is drawn.
    box = pygame.Rect(358, 70, 560, 0)
    body = theme.font(13)
    lines = wrap_text(text, body, box.width - 20)[:3]
    box.height = 28 + 17 * len(lines)
    draw_panel(surface, box, edge=theme.HIGHLIGHT, alpha=244)
    draw_text(
        surface,
        "Tip (T hides)",
        12,
        theme.HIGHLIGHT,
        {"topleft": (box.x + 10, box.y + 6)},
        bold=True,
        shadow=False,
    )
    for i, line in enumerate(lines):
        surface.blit(body.render(line, True, theme.TEXT), (box.x + 10, box.y + 24 + 17 * i))
    if point is not None:
        bob = 4 * math.sin(time * 5)
        start = (box.centerx, box.y if point[1] < box.y else box.bottom)
        end = (point[0], point[1] + (bob if point[1] > box.y else -bob))
        pygame.draw.line(surface, theme.HIGHLIGHT, start, end, 3)
        angle = math.atan2(end[1] - start[1], end[0] - start[0])
        head = [end, (end[0] - 12 * math.cos(angle - 0.4), end[1] - 12 * math.sin(angle - 0.4)),
                (end[0] - 12 * math.cos(angle + 0.4), end[1] - 12 * math.sin(angle + 0.4))]  # fmt: skip
        pygame.draw.polygon(surface, theme.HIGHLIGHT, head)


def draw_message(board: DragonBridgeBoardView, surface: pygame.Surface) -> None:
    """A short message (an illegal click, the hint) above the hand."""
    if not board.message:
        return
    colour = theme.DANGER if board.message_is_error else theme.TEXT
    image = theme.font(16, bold=True).render(board.message, True, colour)
    box = image.get_rect(center=(layout.HAND_AREA.centerx, layout.HAND_AREA.y - 16)).inflate(20, 10)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
    pygame.draw.rect(surface, colour, box, 2, border_radius=10)
    surface.blit(image, image.get_rect(center=box.center))


def draw_meter(surface: pygame.Surface, view: Any, pulse: float) -> None:
    """The wing meter against the flight threshold, and the Nest count against the roost."""
    rect = layout.METER_RECT
    wings, need = view.visible_wings, view.flight_threshold
    draw_text(surface, "Wings", 13, theme.TEXT, {"topleft": (rect.x, rect.y)}, bold=True)
    bar = pygame.Rect(rect.x, rect.y + 22, rect.width, 16)
    pygame.draw.rect(surface, (40, 30, 50), bar, border_radius=8)
    fill = bar.copy()
    fill.width = int(bar.width * min(1.0, wings / max(1, need)))
    close = wings >= need - 2
    colour = (255, int(120 + 80 * pulse), 60) if close else (240, 200, 120)
    if fill.width:
        pygame.draw.rect(surface, colour, fill, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 2, border_radius=8)
    draw_text(
        surface,
        f"{wings} / {need}",
        14,
        colour if close else theme.TEXT,
        {"topright": (rect.right, rect.y)},
        bold=True,
    )
    draw_text(
        surface,
        "flight at the mark",
        11,
        theme.TEXT_DIM,
        {"topleft": (rect.x, bar.bottom + 3)},
        shadow=False,
    )
    cards, roost = len(view.nest), view.roost_count
    draw_text(
        surface,
        f"Cards {cards} / {roost}",
        13,
        theme.TEXT,
        {"topleft": (rect.x, rect.y + 62)},
        bold=True,
    )
    for i in range(roost):
        dot = (rect.x + 8 + i * 15, rect.y + 90)
        pygame.draw.circle(surface, theme.GOLD if i < cards else (60, 50, 70), dot, 5)
    draw_text(
        surface,
        "roost when full",
        11,
        theme.TEXT_DIM,
        {"topleft": (rect.x, rect.y + 98)},
        shadow=False,
    )

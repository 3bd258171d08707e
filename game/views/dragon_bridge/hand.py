"""Your hand in Dragon Bridge as a fan with hover zoom (or backs only when it is hidden), and the
top-right panel: the item market and the Bridge Hack row (or what the Basic game does instead).
Only the hand of the seat on screen is drawn face up, and only when private views are shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.views import theme
from game.views.backdrop import draw_panel
from game.views.text import wrap, wrap_into
from game.views.text_cache import draw_text, rendered

from . import art, explain, layout, plaques
from .draft import drafted_hack

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView

BLIND_WIDTH = 200
"""Pixels the Basic game's blind-item sentence wraps in (its first clause fits, no more)."""


def draw_hand(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, seat: int, anim: dict | None
) -> None:
    """The hand of `seat` along the bottom: faces with number keys, or backs when hidden."""
    hand = view.hands[seat] if board.show_private else None
    if hand is None:
        for rect in layout.hand_rects(view.hand_sizes[seat]):
            surface.blit(art.card_back(rect.size), rect)
        draw_text(surface, _("hand hidden"), 14, theme.TEXT_DIM,
                  {"midbottom": (layout.HAND_AREA.centerx, layout.HAND_AREA.y + 30)})  # fmt: skip
        return
    rects = layout.hand_rects(len(hand))
    hidden_last = anim is not None and anim.get("hide_hand_last")
    zoomed = board.hover_card if anim is None else None
    for index, (card, rect) in enumerate(zip(hand, rects, strict=False)):
        if (hidden_last and index == len(hand) - 1) or index == zoomed:
            continue
        _hand_card(board, surface, index, card, rect)


def draw_hand_zoom(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, seat: int, anim: dict | None
) -> None:
    """The hand card under the pointer, enlarged: drawn after the action panel beside the hand,
    so the panel never covers its words (draw_hand leaves its place empty)."""
    hand = view.hands[seat] if board.show_private else None
    zoomed = board.hover_card if anim is None else None
    if hand is None or zoomed is None or zoomed >= len(hand):
        return
    zoom = layout.zoom_rect(layout.hand_rects(len(hand))[zoomed])
    surface.blit(art.card_face(hand[zoomed], zoom.size), zoom)
    pygame.draw.rect(surface, theme.FOCUS, zoom.inflate(4, 4), 2, border_radius=14)


def _hand_card(
    board: DragonBridgeBoardView, surface: pygame.Surface, index: int, card: int, rect: pygame.Rect
) -> None:
    """One hand card: lifted when chosen, ringed when playable or hinted, its number key below."""
    selected = board.selected_card()
    playable = any(t.kind == "card" and t.extra.get("index") == index for t in board.targets)
    lifted = rect.move(0, -18) if card == selected else rect
    surface.blit(art.card_face(card, rect.size), lifted)
    if playable and board.turn is not None:
        ring = theme.JADE if card != selected else theme.FOCUS
        pygame.draw.rect(surface, ring, lifted.inflate(4, 4), 2, border_radius=11)
    if board.hinted_hand_card() == card:
        pygame.draw.rect(surface, theme.HIGHLIGHT, lifted.inflate(10, 10), 3, border_radius=13)
    key = rendered(theme.font(12, bold=True), str(index + 1), theme.TEXT)
    surface.blit(key, key.get_rect(midtop=(lifted.centerx, lifted.bottom + 2)))


def draw_market(board: DragonBridgeBoardView, surface: pygame.Surface, view: Any) -> None:
    """The top-right panel: market and hack row, or the Basic game's blind item deck. Each
    plaque explains itself on pointing (a tooltip), and is ringed while it can be chosen."""
    rect = layout.MARKET_PANEL
    draw_panel(surface, rect)
    if view.mode == "basic":
        _basic_items(surface, view, rect)
        return
    title = _("Item market  (deck {count})").format(count=view.item_deck_size)
    draw_text(surface, title, 14, theme.GOLD, {"topleft": (rect.x + 12, rect.y + 10)}, bold=True)
    cost = explain.item_cost_for(view, board.bottom_seat(view))
    for item, slot in zip(view.market, layout.market_rects(len(view.market)), strict=False):
        surface.blit(plaques.item_tile(item, slot.size), slot)
        board.panel_tips.append((slot, explain.as_text(explain.item_explanation(item, cost))))
    if view.hacking:
        _hack_row(board, surface, view, rect)
    else:
        draw_text(surface, _("Bridge Hacking is off"), 12, theme.TEXT_DIM,
                  {"topleft": (rect.x + 12, rect.y + 110)}, shadow=False)  # fmt: skip
    _choosable(board, surface)


def _basic_items(surface: pygame.Surface, view: Any, rect: pygame.Rect) -> None:
    """The Basic game has no market: items are bought blind from the deck."""
    draw_text(surface, _("Items"), 16, theme.GOLD, {"topleft": (rect.x + 12, rect.y + 8)},
              bold=True)  # fmt: skip
    blind = _("3 READY gems buy an item, drawn blind ({count} left).").format(
        count=view.item_deck_size
    )
    font = theme.font(13)
    # Narrow on purpose: the sentence breaks after its first clause, under the first line;
    # larger (CJK) text that would need a third line takes the panel's whole width instead.
    lines = wrap(blind, font, BLIND_WIDTH)
    if len(lines) > 2:
        lines = wrap_into(blind, font, rect.width - 24, 2)
    step = max(18, font.get_linesize())
    y = rect.y + 36
    for line in [_("Basic game: no market."), *lines]:
        draw_text(surface, line, 13, theme.TEXT_DIM, {"topleft": (rect.x + 12, y)}, shadow=False)
        y += step
    draw_text(surface, _("Wizard powers are off."), 13, theme.TEXT_DIM,
              {"topleft": (rect.x + 12, max(rect.y + 100, y + 6))}, shadow=False)  # fmt: skip


def _hack_row(
    board: DragonBridgeBoardView, surface: pygame.Surface, view: Any, rect: pygame.Rect
) -> None:
    """The face-up Bridge Hacks, the white-gem supply and the Beacon when it is lit; the hack a
    draft has chosen (its square still to pick) framed in gold."""
    title = _("Hacks  (white supply {count})").format(count=view.white_supply)
    draw_text(surface, title, 13, (230, 230, 250), {"topleft": (rect.x + 12, rect.y + 102)},
              bold=True)  # fmt: skip
    chosen = drafted_hack(board.prefix)
    for hack, slot in zip(view.hack_row, layout.hack_rects(len(view.hack_row)), strict=False):
        surface.blit(plaques.hack_tile(hack, slot.size), slot)
        board.panel_tips.append((slot, explain.hack_tip(hack)))
        if hack == chosen:
            pygame.draw.rect(surface, theme.GOLD, slot.inflate(6, 6), 3, border_radius=10)
    if view.beacon:
        draw_text(surface, _("Beacon lit: -2 wings"), 11, theme.FOCUS,
                  {"topright": (rect.right - 10, rect.y + 104)}, shadow=False)  # fmt: skip


def _choosable(board: DragonBridgeBoardView, surface: pygame.Surface) -> None:
    """A ring around each market item or hack that can be chosen now."""
    if board.turn is None:
        return
    for target in board.targets:
        if target.kind in ("market", "hack"):
            pygame.draw.rect(surface, theme.HIGHLIGHT, target.rect.inflate(4, 4), 2,
                             border_radius=9)  # fmt: skip

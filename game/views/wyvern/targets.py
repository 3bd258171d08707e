"""What a decision lets the player choose, read from the legal actions (decoded by the rules'
record, never taken apart by hand), and where each choice is on the screen."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.rules.wyvern.actions import decode
from game.rules.wyvern.view import WyvernView

from . import facts, layout

POSITION_KINDS = ("attack", "target", "reveal", "use", "clear", "help")
HAND_KINDS = ("play", "treasure", "discard")
BUTTON_KINDS = ("pass", "pay", "decline")


@dataclass
class Choices:
    """The legal actions of one decision, by what they name."""

    cards: dict[int, int] = field(default_factory=dict)
    """hand (or arranging pool) card -> its action"""
    positions: dict[int, list[int]] = field(default_factory=dict)
    """battle position -> its actions (attack, target, reveal, use, clear, help)"""
    slots: dict[int, int] = field(default_factory=dict)
    """treasure slot -> its action (a slot, a treasure's ability, Sabotage's target)"""
    pairs: dict[tuple[int, int], int] = field(default_factory=dict)
    """(a, b) positions -> a swap or a redeploy"""
    buttons: dict[str, int] = field(default_factory=dict)
    """pass / pay / decline -> the action"""

    def pair_starts(self) -> set[int]:
        """Positions that begin at least one pair."""
        return {p for pair in self.pairs for p in pair}

    def partners(self, first: int) -> dict[int, int]:
        """The positions a pair may join to `first`, with the action."""
        found = {}
        for (a, b), action in self.pairs.items():
            if a == first:
                found[b] = action
            elif b == first:
                found[a] = action
        return found


def choices(legal: Sequence[int]) -> Choices:
    """Sort the legal actions by what they name."""
    found = Choices()
    for action in legal:
        record = decode(action)
        if record.kind in BUTTON_KINDS:
            found.buttons[record.kind] = action
        elif record.kind in ("play", "treasure", "discard", "arrange") and record.card is not None:
            found.cards[record.card] = action
        elif record.kind in POSITION_KINDS and record.pos is not None:
            found.positions.setdefault(record.pos, []).append(action)
        elif record.kind in ("slot", "use-treasure") and record.slot is not None:
            found.slots[record.slot] = action
        elif (
            record.kind in ("swap", "redeploy")
            and record.pos is not None
            and record.other is not None
        ):
            found.pairs[(record.pos, record.other)] = action
    return found


def free_slots(view: WyvernView, seat: int) -> list[int]:
    """The seat's empty treasure slots beside a row holding a card (where a treasure goes)."""
    found = []
    for slot in range(seat * 4, seat * 4 + 4):
        row = (slot % 4) // 2
        if view.treasures[slot] < 0 and any(
            view.positions[p].card != -2 for p in facts.row_positions(seat, row)
        ):
            found.append(slot)
    return found


@dataclass(frozen=True)
class Target:
    """One lit choice on the screen: `kind` hand / pos / slot, its `ident` (a card, a
    position, a slot) and where it is."""

    kind: str
    ident: int
    rect: pygame.Rect


def hand_cards(view: WyvernView, decision: str) -> list[int]:
    """The cards along the bottom: the arranging pool during setup, else the hand (all
    revealed: the bottom seat's, seat 0, whose field is drawn at the bottom)."""
    pool, hand = (view.pools[0], view.hands[0]) if view.revealed else (view.pool, view.hand)
    if decision == "arrange" and pool:
        return list(pool)
    return list(hand)


def at(targets: Sequence[Target], point: tuple[int, int]) -> int | None:
    """The index of the target under `point` (the last drawn on top)."""
    for index in range(len(targets) - 1, -1, -1):
        if targets[index].rect.collidepoint(point):
            return index
    return None


def rect_of(
    view: WyvernView, kind: str, ident: int, hand_focus: int | None = None, decision: str = ""
) -> pygame.Rect:
    """Where a hand card, a position or a slot is."""
    bottom = layout.bottom_seat(view.seat)
    if kind == "pos":
        return layout.position_rect(ident, bottom)
    if kind == "slot":
        return layout.slot_rect(ident, bottom)
    cards = hand_cards(view, decision)
    rects = layout.hand_rects(len(cards), hand_focus)
    return rects[ident] if 0 <= ident < len(rects) else pygame.Rect(0, 0, 0, 0)

"""What the inspector shows: the card under the pointer (a hand card, a battle position, a
card tucked under one, a treasure, a discard pile's top) or else the keyboard's focus, with
notes in words about where it lies and who can see it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _, ngettext
from game.rules.wyvern.cards import CARDS
from game.rules.wyvern.view import EMPTY, UNKNOWN, WyvernView

from . import facts, layout, paint, words

if TYPE_CHECKING:
    from .view import WyvernBoardView

Found = tuple[int | None, list[str], str]


def inspected(board: WyvernBoardView) -> Found:
    """(card, UNKNOWN for a back, or None; notes; pile of a back) under the pointer or focus."""
    view = board.wview
    if view is None:
        return None, [], "lair"
    found = at_point(board, view, board.mouse)
    if found[0] is not None:
        return found
    if board.focus is not None and board.focus < len(board.targets):
        target = board.targets[board.focus]
        return _of_target(board, view, target.kind, target.ident)
    if board.first is not None:
        return position(view, board.first, names(board))
    return None, [], "lair"


def _of_target(board: WyvernBoardView, view: WyvernView, kind: str, ident: int) -> Found:
    if kind == "hand":
        hand = board.hand()
        return (hand[ident], [], "horde") if ident < len(hand) else (None, [], "lair")
    if kind == "slot":
        card = view.treasures[ident]
        return (card if card >= 0 else None), [words.slot_name(ident)], "horde"
    return position(view, ident, names(board))


def names(board: WyvernBoardView) -> list[str]:
    """The seat names."""
    return [seat.name for seat in board.seats]


def at_point(board: WyvernBoardView, view: WyvernView, point: tuple[int, int]) -> Found:
    """What lies under `point`."""
    hand = board.hand()
    raised = (
        board.targets[board.focus].ident
        if board.focus is not None
        and board.focus < len(board.targets)
        and board.targets[board.focus].kind == "hand"
        else None
    )
    index = layout.hand_hit(len(hand), point, raised)
    if index is not None:
        return hand[index], [], "horde"
    bottom = layout.bottom_seat(view.seat)
    for pos in range(12):
        rect = layout.position_rect(pos, bottom)
        for tab, card, kind in paint.tuck_rects(view, pos, rect):
            if tab.collidepoint(point) and not rect.collidepoint(point):
                return _tucked(view, pos, card, kind, names(board))
        if rect.collidepoint(point) and view.positions[pos].card != EMPTY:
            return position(view, pos, names(board))
    for slot in range(8):
        if layout.slot_rect(slot, bottom).collidepoint(point) and view.treasures[slot] >= 0:
            return view.treasures[slot], [words.slot_name(slot)], "horde"
    for seat in (0, 1):
        rects = layout.pile_rects(seat, bottom)
        for name, index_ in (("lair-discard", seat * 2), ("horde-discard", seat * 2 + 1)):
            pile = view.discards[index_]
            if rects[name].collidepoint(point) and pile:
                note = ngettext(
                    "{n} card in this discard pile", "{n} cards in this discard pile", len(pile)
                )
                return pile[-1], [note.format(n=len(pile))], "lair"
        for name, part in (("lair", 0), ("horde", 1)):
            if rects[name].collidepoint(point):
                count = view.pile_counts[seat][part]
                note = ngettext("{n} card left in this pile", "{n} cards left in this pile", count)
                return UNKNOWN, [note.format(n=count)], name
    return None, [], "lair"


def _tucked(view: WyvernView, pos: int, card: int, kind: str, seat_names: list[str]) -> Found:
    if kind == "hidden":
        here = view.positions[pos]
        if card >= 0 and view.revealed:  # a replay shows every hidden action: say whose
            name = words.seat_name(seat_names, here.hidden_by)
            return (
                card,
                [_("{name}'s hidden action under this card: it turns up with the card.").format(
                    name=name
                )],
                "horde",
            )  # fmt: skip
        if card >= 0:
            return (
                card,
                [_("Your hidden action under this card: it turns up with the card.")],
                "horde",
            )
        who = _("your rival") if here.hidden_by != view.seat else _("you")
        return (
            UNKNOWN,
            [_("A hidden action lies under this card, played by {who}.").format(who=who)],
            "horde",
        )
    return card, [_("Attached to the card above.")], "horde"


def position(view: WyvernView, pos: int, seat_names: list[str]) -> Found:
    """A battle position's card and notes."""
    here = view.positions[pos]
    notes: list[str] = [words.place_name(seat_names, pos)]
    if here.card == EMPTY:
        return None, [], "lair"
    own = pos // 6 == view.seat
    if here.card == UNKNOWN:
        notes.append(_("Face down: you do not know this card."))
    elif not here.up:
        if view.revealed:  # a replay shows every card: nobody here "looked at" it
            notes.append(_("Face down: its owner's secret, shown in the replay."))
        elif own:
            notes.append(_("Face down: hidden from your rival."))
        else:
            notes.append(_("Face down: you have looked at it; your rival's secret."))
    if here.card >= 0 and CARDS[here.card].kind == "dragon":
        now = facts.power(view, pos)
        notes.append(_("Power now: {n}").format(n=now))
        if not here.paid:
            notes.append(_("Reveal cost: {n} gold").format(n=facts.reveal_cost(view, pos)))
        else:
            notes.append(_("Paid for: turning it up again is free."))
        rows = facts.reach_rows(view, pos)
        if rows == (0, 1):
            notes.append(_("Reaches both opposing rows."))
        elif rows:
            notes.append(_("Reaches the opposing front row."))
        else:
            notes.append(_("Cannot attack from here."))
    for card in here.attached:
        notes.append(_("Attached: {card}").format(card=words.card_name(card)))
    if here.hidden_by >= 0:
        if here.hidden >= 0 and view.revealed:
            name = words.seat_name(seat_names, here.hidden_by)
            notes.append(
                _("{name}'s hidden action under it: {card}").format(
                    name=name, card=words.card_name(here.hidden)
                )
            )
        elif here.hidden >= 0:
            notes.append(
                _("Your hidden action under it: {card}").format(card=words.card_name(here.hidden))
            )
        else:
            notes.append(_("A hidden action lies under it."))
    return here.card, notes, "lair"

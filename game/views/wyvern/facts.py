"""What the board shows about a card in place, read from a seat's WyvernView (never the state):
its power now, its reveal cost, the rows it can reach. These mirror the engine's board.py
questions for cards the viewer can see (tests compare them with the engine)."""

from __future__ import annotations

from game.rules.wyvern.board import DEFEND, RALLY, ROW_ATTACK, ROW_DEFEND, ROW_VS_FLYERS
from game.rules.wyvern.cards import (
    CARDS,
    EFFECT,
    FLY,
    FLYER,
    ICONS,
    KIND,
    POWER,
    SCOUT,
    SUPER_FLYER,
    TERRAIN,
    VERB,
)
from game.rules.wyvern.view import EMPTY, UNKNOWN, WyvernView

DRAGON_KIND = 0


def row_of(pos: int) -> int:
    """0 front, 1 back."""
    return (pos % 6) // 3


def row_positions(seat: int, row: int) -> range:
    """The three absolute positions of a row."""
    base = seat * 6 + row * 3
    return range(base, base + 3)


def row_treasures(view: WyvernView, seat: int, row: int) -> tuple[int, int]:
    """The two treasure cards (or -1) beside a row."""
    base = seat * 4 + row * 2
    return view.treasures[base], view.treasures[base + 1]


def _count(view: WyvernView, seat: int, row: int, verb: str) -> int:
    return sum(1 for c in row_treasures(view, seat, row) if c >= 0 and VERB[c] == verb)


def is_dragon(view: WyvernView, pos: int) -> bool:
    """A dragon the viewer can see at pos."""
    card = view.positions[pos].card
    return card >= 0 and KIND[card] == DRAGON_KIND


def reveal_cost(view: WyvernView, pos: int) -> int:
    """Power + icons, less 2 per Summoning Altar beside its row (0 when unknown)."""
    card = view.positions[pos].card
    if card < 0:
        return 0
    discount = 2 * _count(view, pos // 6, row_of(pos), "discount")
    return max(0, POWER[card] + ICONS[card] - discount)


def power(view: WyvernView, pos: int) -> int:
    """Printed power, attachments, Dragon Banner and Crown (no battle context)."""
    card = view.positions[pos].card
    if card < 0:
        return 0
    seat = pos // 6
    total = POWER[card]
    proof = VERB[card] == "terrain-proof"
    for attached in view.positions[pos].attached:
        verb = VERB[attached]
        if KIND[attached] == TERRAIN:
            if not proof and verb in ("attach-power", "drain"):
                total += int(EFFECT[attached][1])  # type: ignore[call-overload]
        elif verb in ("hidden-power", "poison"):
            total += int(EFFECT[attached][1])  # type: ignore[call-overload]
    for c in row_treasures(view, seat, row_of(pos)):
        if c >= 0 and VERB[c] == "row-power" and EFFECT[c][2] == "any":
            total += int(EFFECT[c][1])  # type: ignore[call-overload]
    crowns = sum(
        1 for c in view.treasures[seat * 4 : seat * 4 + 4] if c >= 0 and VERB[c] == "all-power"
    )
    return total + crowns


def fight_power(view: WyvernView, pos: int, attacking: bool, foe_flies: bool) -> int:
    """The power of the dragon at pos in a battle, before battle cards (the engine's
    board.fight_power): `power` plus its row's War Horn when attacking, or its row's Shield
    of Scales, its own defence bonus and a face-up rallying neighbour when defending, and the
    row's bonus against a flying foe."""
    card = view.positions[pos].card
    if card < 0:
        return 0
    seat, row = pos // 6, row_of(pos)
    first, second = row_treasures(view, seat, row)
    total = power(view, pos)
    if attacking:
        total += ROW_ATTACK[first] + ROW_ATTACK[second]
    else:
        total += ROW_DEFEND[first] + ROW_DEFEND[second] + DEFEND[card]
        for other in row_positions(seat, row):
            neighbour = view.positions[other]
            if other != pos and neighbour.up and neighbour.card >= 0:
                total += RALLY[neighbour.card]
    if foe_flies:
        total += ROW_VS_FLYERS[first] + ROW_VS_FLYERS[second]
    return total


def _front_empty(view: WyvernView, seat: int) -> bool:
    return all(view.positions[p].card == EMPTY for p in row_positions(seat, 0))


def reach_rows(view: WyvernView, pos: int) -> tuple[int, ...]:
    """The opposing rows (0 front, 1 back) the dragon at pos can attack (the empty-row rule
    and Wind Chimes / Burrow Map included); () for a card the viewer cannot see."""
    card = view.positions[pos].card
    if card < 0 or KIND[card] != DRAGON_KIND:
        return ()
    seat, row = pos // 6, row_of(pos)
    foe = 1 - seat
    level = FLY[card]
    if level == FLYER and _count(view, seat, row, "wind"):
        level = SUPER_FLYER
    in_front = row == 0 or _front_empty(view, seat)
    near = (0,) if not _front_empty(view, foe) else (1,)
    if level == SUPER_FLYER or (level == FLYER and in_front):
        return (0, 1)
    if in_front or level == FLYER:
        return near
    if SCOUT[card] and _count(view, seat, row, "burrow"):
        return near
    return ()


def targets(view: WyvernView, pos: int) -> list[int]:
    """The opposing positions holding a card that the dragon at pos can attack."""
    foe = 1 - pos // 6
    return [
        p
        for r in reach_rows(view, pos)
        for p in row_positions(foe, r)
        if view.positions[p].card != EMPTY
    ]


def occupied(view: WyvernView, seat: int) -> int:
    """How many of the seat's battle positions hold a card."""
    return sum(1 for p in range(seat * 6, seat * 6 + 6) if view.positions[p].card != EMPTY)


def known(card: int) -> bool:
    """True for a card index the viewer knows (not EMPTY, not UNKNOWN)."""
    return card not in (EMPTY, UNKNOWN) and 0 <= card < len(CARDS)

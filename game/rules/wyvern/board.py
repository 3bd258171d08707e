"""Board questions and primitive changes: positions, rows, power, range, costs, reveals, kills.

Positions are absolute: seat * 6 + p, p 0-2 the front row and 3-5 the back row (left to right).
Treasure slots: seat * 4 + t, t 0-1 beside the front row (left, right), 2-3 beside the back row.
An attachment is coded card * 2 + owner (the seat whose discard pile it goes to).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .cards import (
    DRAGON,
    EFFECT,
    FLY,
    FLYER,
    HELP,
    ICONS,
    KIND,
    NUM_CARDS,
    POWER,
    SCOUT,
    SUPER_FLYER,
    TERRAIN,
    VERB,
)

if TYPE_CHECKING:
    from .state import WyvernState

LAIR, HORDE = 0, 1
"""Pile kinds: a seat's piles are pile[seat * 2 + kind]."""
ROWS = ((0, 1, 2), (3, 4, 5))


def _card_table(value: Callable[[int], int]) -> tuple[int, ...]:
    """`value(card)` for every card, and 0 for an empty slot or position: the extra last entry
    is what index -1 (the empty marker) reads, so the power sums need no `>= 0` test."""
    return (*(value(card) for card in range(NUM_CARDS)), 0)


def _effect_power(verb: str, when: str = "", kind: int = -1) -> Callable[[int], int]:
    """The power (EFFECT[card][1]) of the cards with `verb` (and, if given, the `when` of a
    row-power treasure and the `kind`); 0 for every other card."""

    def value(card: int) -> int:
        effect = EFFECT[card]
        if VERB[card] != verb or (when and effect[2] != when) or kind not in (-1, KIND[card]):
            return 0
        return int(effect[1])  # type: ignore[call-overload]

    return value


# Per-card power tables read by static_power / fight_power, the policy's hottest questions
# (thousands of calls a playout): built once from the card data, equal to the verb tests.
ROW_ANY = _card_table(_effect_power("row-power", "any"))
ROW_ATTACK = _card_table(_effect_power("row-power", "attack"))
ROW_DEFEND = _card_table(_effect_power("row-power", "defend"))
ROW_VS_FLYERS = _card_table(_effect_power("row-power", "vs-flyers"))
ALL_POWER = _card_table(lambda card: int(VERB[card] == "all-power"))
"""1 per Crown of the Wyrm: static_power counts the seat's all-power treasures."""
DEFEND = _card_table(_effect_power("defend"))
RALLY = _card_table(_effect_power("rally", kind=DRAGON))
"""A face-up dragon's rally bonus to the other defenders of its row (0 for any other card)."""


def row_of(pos: int) -> int:
    """0 front, 1 back."""
    return (pos % 6) // 3


def row_positions(seat: int, row: int) -> range:
    """The three absolute positions of a row."""
    base = seat * 6 + row * 3
    return range(base, base + 3)


def slot_row(slot: int) -> int:
    """The row a treasure slot sits beside."""
    return (slot % 4) // 2


def row_treasures(s: WyvernState, seat: int, row: int) -> tuple[int, int]:
    """The two treasure cards (or -1) beside a row."""
    base = seat * 4 + row * 2
    return s.tre[base], s.tre[base + 1]


def count_in_row(s: WyvernState, seat: int, row: int, verb: str) -> int:
    """How many treasures with `verb` sit beside the row."""
    base = seat * 4 + row * 2
    first, second = s.tre[base], s.tre[base + 1]
    return (first >= 0 and VERB[first] == verb) + (second >= 0 and VERB[second] == verb)


def seat_treasures(s: WyvernState, seat: int, verb: str) -> int:
    """How many of the seat's treasures have `verb`."""
    tre, base = s.tre, seat * 4
    count = 0
    for slot in range(base, base + 4):
        card = tre[slot]
        if card >= 0 and VERB[card] == verb:
            count += 1
    return count


def row_has_card(s: WyvernState, seat: int, row: int) -> bool:
    """True when a battle position of the row holds a card."""
    base = seat * 6 + row * 3
    return max(s.card[base : base + 3]) >= 0


def occupied(s: WyvernState, seat: int) -> int:
    """How many of the seat's battle positions hold a card."""
    card, base = s.card, seat * 6
    # Unrolled: the flow asks this after every automatic step (a generator costs 5x as much).
    return (
        (card[base] >= 0) + (card[base + 1] >= 0) + (card[base + 2] >= 0)
        + (card[base + 3] >= 0) + (card[base + 4] >= 0) + (card[base + 5] >= 0)
    )  # fmt: skip


def occupied_mask(s: WyvernState, seat: int) -> int:
    """The seat's positions holding a card, as bits (bit p for position seat * 6 + p)."""
    card, base = s.card, seat * 6
    return (
        (card[base] >= 0) | (card[base + 1] >= 0) << 1 | (card[base + 2] >= 0) << 2
        | (card[base + 3] >= 0) << 3 | (card[base + 4] >= 0) << 4 | (card[base + 5] >= 0) << 5
    )  # fmt: skip


def is_dragon(s: WyvernState, pos: int) -> bool:
    """True when a dragon stands at pos."""
    c = s.card[pos]
    return c >= 0 and KIND[c] == DRAGON


def face_up_dragon(s: WyvernState, pos: int) -> bool:
    """True for a face-up dragon at pos."""
    return s.up[pos] == 1 and is_dragon(s, pos)


def knows(s: WyvernState, seat: int, pos: int) -> bool:
    """True when `seat` knows the card at pos (its own, face up, or peeked at)."""
    return bool(s.seen[pos] >> seat & 1)


# ---- power ----------------------------------------------------------------------------------


def attach_mod(s: WyvernState, pos: int) -> int:
    """The power change of the cards attached to the dragon at pos."""
    atts = s.att[pos]
    if not atts:  # the usual case
        return 0
    return attachments_power(atts, VERB[s.card[pos]] == "terrain-proof")


def attachments_power(atts: tuple[int, ...], proof: bool) -> int:
    """The power change of these attachments (`proof`: the dragon ignores attached terrain)."""
    total = 0
    for code in atts:
        card = code >> 1
        verb = VERB[card]
        if KIND[card] == TERRAIN:
            if not proof and verb in ("attach-power", "drain"):
                total += int(EFFECT[card][1])  # type: ignore[call-overload]
        elif verb in ("hidden-power", "poison"):
            total += int(EFFECT[card][1])  # type: ignore[call-overload]
    return total


def static_power(s: WyvernState, pos: int) -> int:
    """Printed power, attachments, Dragon Banner and Crown of the Wyrm (no battle context)."""
    power = POWER[s.card[pos]] + banners_and_crowns(s.tre, pos)
    if s.att[pos]:
        power += attach_mod(s, pos)
    return power


def banners_and_crowns(tre: list[int], pos: int) -> int:
    """The always-on power treasures of pos: its row's Dragon Banners and the seat's Crowns."""
    base = pos // 6 * 4
    side = base + (pos % 6) // 3 * 2  # the first slot beside the row
    return (
        ROW_ANY[tre[side]] + ROW_ANY[tre[side + 1]] + ALL_POWER[tre[base]]
        + ALL_POWER[tre[base + 1]] + ALL_POWER[tre[base + 2]] + ALL_POWER[tre[base + 3]]
    )  # fmt: skip


def fight_power(s: WyvernState, pos: int, attacking: bool, foe_flies: bool) -> int:
    """The power of the dragon at pos in a battle (before battle cards and Help)."""
    card = s.card[pos]
    power = POWER[card] + place_power(s, pos, attacking, foe_flies)
    if s.att[pos]:
        power += attach_mod(s, pos)
    if not attacking:
        power += DEFEND[card]
    return power


def place_power(s: WyvernState, pos: int, attacking: bool, foe_flies: bool) -> int:
    """The part of fight_power that does not depend on the card at pos: its row's power
    treasures, the seat's Crowns and, defending, the rally of its row (the attack judgement
    reads it once for every card a face-down target may be)."""
    tre = s.tre
    side = pos // 6 * 4 + (pos % 6) // 3 * 2
    first, second = tre[side], tre[side + 1]
    power = banners_and_crowns(tre, pos)
    if attacking:
        power += ROW_ATTACK[first] + ROW_ATTACK[second]
    else:
        power += ROW_DEFEND[first] + ROW_DEFEND[second] + rally(s, pos // 6, row_of(pos), pos)
    if foe_flies:
        power += ROW_VS_FLYERS[first] + ROW_VS_FLYERS[second]
    return power


def rally(s: WyvernState, seat: int, row: int, pos: int) -> int:
    """Old Mountain Drake: +1 to the other defending dragons of its row (face up)."""
    card, up = s.card, s.up
    bonus = 0
    for other in row_positions(seat, row):
        if other != pos and up[other] == 1:
            bonus += RALLY[card[other]]
    return bonus


def interceptor_power(s: WyvernState, seat: int, row: int, card: int) -> int:
    """An interceptor fights as a defending dragon of the attacked row: its base power,
    Watchtower, and the row's power treasures (Banner, Shield; Crown)."""
    power = POWER[card] + count_in_row(s, seat, row, "watch")
    for c in row_treasures(s, seat, row):
        if c >= 0 and VERB[c] == "row-power" and EFFECT[c][2] in ("any", "defend"):
            power += int(EFFECT[c][1])  # type: ignore[call-overload]
    return power + seat_treasures(s, seat, "all-power")


def help_value(s: WyvernState, pos: int) -> int:
    """The Help cost of a face-up dragon (0: cannot help): its own, or 2 from Ancestral
    Bones."""
    card = s.card[pos]
    if HELP[card]:
        return HELP[card]
    if count_in_row(s, pos // 6, row_of(pos), "bones"):
        return 2
    return 0


def flies(s: WyvernState, pos: int) -> bool:
    """Flyer or Super Flyer (for terrain, slayers and Ember Brazier)."""
    return FLY[s.card[pos]] != 0


# ---- range ----------------------------------------------------------------------------------


def front_empty(s: WyvernState, seat: int) -> bool:
    """True when the seat's front row holds no card."""
    base = seat * 6
    return s.card[base] < 0 and s.card[base + 1] < 0 and s.card[base + 2] < 0


def counts_as_front(s: WyvernState, seat: int, row: int) -> bool:
    """The empty-row rule (§6.1): an empty front row lets the back row count as the front."""
    return row == 0 or front_empty(s, seat)


def reach(s: WyvernState, pos: int) -> int:
    """Range level: 2 Super Flyer (or Flyer with Wind Chimes), 1 Flyer, 0 none."""
    level = FLY[s.card[pos]]
    if level == FLYER and count_in_row(s, pos // 6, row_of(pos), "wind"):
        return SUPER_FLYER
    return level


def target_span(s: WyvernState, pos: int) -> range:
    """The opposing positions (holding a card or not) in the rows the dragon at pos can
    attack: both rows, one, or none (an empty range)."""
    seat = pos // 6
    foe_base = (1 - seat) * 6
    level = reach(s, pos)
    in_front = counts_as_front(s, seat, row_of(pos))
    if level == SUPER_FLYER or (level == FLYER and in_front):
        return range(foe_base, foe_base + 6)
    if (
        in_front
        or level == FLYER
        or (SCOUT[s.card[pos]] and count_in_row(s, seat, row_of(pos), "burrow"))
    ):
        card = s.card
        if card[foe_base] < 0 and card[foe_base + 1] < 0 and card[foe_base + 2] < 0:
            return range(foe_base + 3, foe_base + 6)  # the front row is empty: the back row
        return range(foe_base, foe_base + 3)
    return range(0)


def targets(s: WyvernState, pos: int) -> list[int]:
    """The opposing positions holding a card that the dragon at pos can attack."""
    card = s.card
    return [p for p in target_span(s, pos) if card[p] >= 0]


def has_target(s: WyvernState, pos: int) -> bool:
    """True when the dragon at pos can attack some opposing card (targets is not empty)."""
    span = target_span(s, pos)
    return bool(span) and max(s.card[span.start : span.stop]) >= 0


def is_scout_against(s: WyvernState, attacker: int, target: int) -> bool:
    """Scout, unless the target's row has a Mirror Shield."""
    if not SCOUT[s.card[attacker]]:
        return False
    return not count_in_row(s, target // 6, row_of(target), "mirror")


# ---- costs and gold ---------------------------------------------------------------------------


def reveal_cost(s: WyvernState, pos: int) -> int:
    """Power + icons, less 2 per Summoning Altar beside its row (never below 0)."""
    return card_reveal_cost(s.card[pos], reveal_discount(s, pos))


def reveal_discount(s: WyvernState, pos: int) -> int:
    """What the Summoning Altars beside the row of pos take off a reveal there (2 each)."""
    return 2 * count_in_row(s, pos // 6, row_of(pos), "discount")


def card_reveal_cost(card: int, discount: int) -> int:
    """The reveal cost of `card` at a position with this discount (never below 0)."""
    return max(0, POWER[card] + ICONS[card] - discount)


def can_reveal(s: WyvernState, pos: int) -> bool:
    """True when the dragon at pos is paid for or its owner can pay now."""
    return bool(s.paid[pos]) or s.gold[pos // 6] >= reveal_cost(s, pos)


def pay(s: WyvernState, seat: int, amount: int, why: str, card: int = -1) -> None:
    """Pay gold to the Gold Mine (the caller checked it is affordable)."""
    if amount:
        s.gold[seat] -= amount
        s.log("pay", seat=seat, amount=amount, why=why, card=card)


def gain(s: WyvernState, seat: int, amount: int, why: str, card: int = -1) -> None:
    """Gain gold from the Gold Mine."""
    if amount:
        s.gold[seat] += amount
        s.log("gold", seat=seat, amount=amount, why=why, card=card)


def lose(s: WyvernState, seat: int, amount: int, why: str, card: int = -1) -> None:
    """Lose gold (never below 0)."""
    amount = min(amount, s.gold[seat])
    if amount:
        s.gold[seat] -= amount
        s.log("lose", seat=seat, amount=amount, why=why, card=card)


# ---- moving cards ---------------------------------------------------------------------------


def discard_card(s: WyvernState, card: int, owner: int) -> None:
    """A card to its owner's discard pile of its deck."""
    s.disc[owner * 2 + (LAIR if KIND[card] in (DRAGON, TERRAIN) else HORDE)].append(card)


def swap(s: WyvernState, a: int, b: int) -> None:
    """Swap two positions of one seat with everything that belongs to them."""
    for field in (s.card, s.up, s.paid, s.hid, s.hidby, s.seen):
        field[a], field[b] = field[b], field[a]
    s.att[a], s.att[b] = s.att[b], s.att[a]


def clear(s: WyvernState, pos: int) -> None:
    """Empty a position (the card and attachments already went elsewhere)."""
    s.card[pos] = -1
    s.up[pos] = 0
    s.paid[pos] = 0
    s.att[pos] = ()
    s.hid[pos] = -1
    s.hidby[pos] = -1
    s.seen[pos] = 0


def remove(s: WyvernState, pos: int, bottom: bool = False) -> None:
    """The card at pos leaves play: to its owner's Lair discard (or the bottom of its Lair
    pile), attachments and a hidden action to their owners' discards."""
    owner = pos // 6
    for code in s.att[pos]:
        discard_card(s, code >> 1, code & 1)
    if s.hid[pos] >= 0:
        discard_card(s, s.hid[pos], s.hidby[pos])
    card = s.card[pos]
    if bottom:
        s.bottom[owner * 2 + LAIR].append(card)
    else:
        discard_card(s, card, owner)
    clear(s, pos)
    s.left += 1


def kill(s: WyvernState, pos: int, why: str) -> bool:
    """Kill the dragon at pos (Rune of Return may save it; Bone Totem pays). True if killed."""
    seat, row = pos // 6, row_of(pos)
    card = s.card[pos]
    for slot in (seat * 4 + row * 2, seat * 4 + row * 2 + 1):
        if s.tre[slot] >= 0 and VERB[s.tre[slot]] == "rune":
            discard_card(s, s.tre[slot], seat)
            s.log("rune", seat=seat, pos=pos, card=s.tre[slot], slot=slot)
            s.tre[slot] = -1
            s.up[pos] = 0
            return False
    s.log("kill", seat=seat, pos=pos, card=card, why=why)
    remove(s, pos)
    totems = count_in_row(s, seat, row, "totem")
    if totems:
        gain(s, seat, 2 * totems, "totem")
    return True


def check_zero(s: WyvernState, pos: int) -> bool:
    """§9.5: a dragon whose power falls to 0 or less is killed. True if it was."""
    if is_dragon(s, pos) and static_power(s, pos) <= 0:
        return kill(s, pos, "zero-power")
    return False


def attach(s: WyvernState, pos: int, card: int, owner: int) -> None:
    """Attach a card to the dragon at pos."""
    s.att[pos] = (*s.att[pos], card * 2 + owner)
    s.log("attach", seat=pos // 6, pos=pos, card=card)


def turn_up(s: WyvernState, pos: int, why: str) -> int:
    """Turn the card at pos face up (everyone now knows it) and reveal its hidden action.

    A hidden action that applies to a dragon attaches; one that may apply to a terrain in an
    attack (Hidden Hoard, Tripwire) is returned for the caller (who discards it after use);
    any other is discarded. Returns that terrain card's hidden action or -1."""
    s.up[pos] = 1
    s.seen[pos] = 3
    card = s.card[pos]
    s.log("reveal", seat=pos // 6, pos=pos, card=card, why=why)
    hidden, by = s.hid[pos], s.hidby[pos]
    if hidden < 0:
        return -1
    s.hid[pos] = -1
    s.hidby[pos] = -1
    s.log("hidden-revealed", seat=by, pos=pos, card=hidden)
    verb = VERB[hidden]
    if verb == "hidden-power" and KIND[card] == DRAGON:
        attach(s, pos, hidden, by)
        check_zero(s, pos)
        return -1
    if verb in ("hoard", "tripwire") and KIND[card] == TERRAIN:
        return hidden * 2 + by
    discard_card(s, hidden, by)
    return -1

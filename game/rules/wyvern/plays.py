"""Action phases (§4.2, §7): priority, playing Actions, Hidden Actions and Dragon Slayers with
their targets, the reaction window, resolution, and the paid abilities of dragons, treasures
and Bramble Wood.

`s.play` = (seat, card, targets, cancelled) while a card is being played. The card's cost is
paid once its targets are chosen; then the other seat may answer with one Reaction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions, board
from .actions import make
from .board import LAIR
from .cards import (
    ACTION,
    DRAGON,
    EFFECT,
    HIDDEN_OWN,
    HIDDEN_RIVAL,
    ICONS,
    KIND,
    NUM_CARDS,
    REACTION,
    SLAYER,
    TREASURE,
    VERB,
)
from .frames import (
    A_REOPEN,
    A_RESOLVE,
    ACTION1,
    F_ABIL,
    F_DECOY,
    F_FLUSH,
    F_PRIO,
    F_REACT,
    F_TARGET,
    F_TRIBUTE,
    push,
    queue_draw,
)

if TYPE_CHECKING:
    from .state import WyvernState

PASS = make(actions.PASS)
PEEK, SCALES = 0, 1


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


# ---- priority -------------------------------------------------------------------------------


def open_priority(s: WyvernState, seat: int, passes: int) -> None:
    """Give priority to `seat`; a seat that could do nothing passes; two passes end it."""
    while passes < 2:
        if s.hand[seat] or has_ability(s, seat):
            s.stack.append((F_PRIO, seat, passes))
            return
        passes += 1
        seat = 1 - seat


def peek_targets(s: WyvernState, seat: int) -> list[int]:
    """Opposing face-down cards the seat does not know."""
    foe = 1 - seat
    return [
        p
        for p in range(foe * 6, foe * 6 + 6)
        if s.card[p] >= 0 and not s.up[p] and not board.knows(s, seat, p)
    ]


def _any_peek_target(s: WyvernState, seat: int) -> bool:
    """True when peek_targets is not empty (found without building it)."""
    card, up, seen = s.card, s.up, s.seen
    foe_base = (1 - seat) * 6
    for p in range(foe_base, foe_base + 6):
        if card[p] >= 0 and not up[p] and not seen[p] >> seat & 1:
            return True
    return False


def bramble_clears(s: WyvernState, seat: int) -> list[int]:
    """Own dragons with Bramble Wood attached that may be freed now (own first action phase)."""
    if s.phase != ACTION1 or seat != s.active or s.gold[seat] < 3:
        return []
    return [
        p for p in range(seat * 6, seat * 6 + 6) if any(VERB[c >> 1] == "pin" for c in s.att[p])
    ]


def ability_actions(s: WyvernState, seat: int) -> list[int]:
    """The seat's usable abilities as actions: peeks by dragons, then treasures, then Bramble
    Wood clears."""
    # Asked at every priority window: the sources are looked for first (most seats have
    # none), and the peek targets only when a peek source is there.
    base, first_slot = seat * 6, seat * 4
    card, up, tre = s.card, s.up, s.tre
    sources = (
        [p for p in range(base, base + 6) if up[p] == 1 and _PEEK_DRAGON[card[p]]]
        if 1 in up[base : base + 6]
        else ()
    )
    treasures = (
        [slot for slot in range(first_slot, first_slot + 4) if _ABILITY_TREASURE[tre[slot]]]
        if max(tre[first_slot : first_slot + 4]) >= 0
        else ()
    )
    found: list[int] = []
    if sources or treasures:
        can_peek = s.gold[seat] >= 1 and _any_peek_target(s, seat)
        if can_peek:
            found += [_USE | p for p in sources]
        for slot in treasures:
            if (VERB[s.tre[slot]] == "peek" and can_peek) or (
                VERB[s.tre[slot]] == "scales" and s.hand[seat]
            ):
                found.append(_USE_TREASURE | slot)
    if any(s.att[base : base + 6]):
        found += [_CLEAR | p for p in bramble_clears(s, seat)]
    return found


_PEEK_DRAGON = tuple(KIND[c] == DRAGON and VERB[c] == "peek" for c in range(NUM_CARDS)) + (False,)
"""By card index (-1, an empty position, is the last entry): a dragon with a peek ability."""
_ABILITY_TREASURE = tuple(VERB[c] in ("peek", "scales") for c in range(NUM_CARDS)) + (False,)
"""By card index (-1: an empty slot): a card whose ability a treasure slot may offer."""
_USE, _USE_TREASURE, _CLEAR = make(actions.USE), make(actions.USE_TREASURE), make(actions.CLEAR)
_PLAY = make(actions.PLAY)


def has_ability(s: WyvernState, seat: int) -> bool:
    """True when the seat has a usable ability (public facts only): ability_actions is not
    empty (found without building it; every priority window asks)."""
    base, first_slot = seat * 6, seat * 4
    card, up, tre = s.card, s.up, s.tre
    can_pay = s.gold[seat] >= 1
    if max(tre[first_slot : first_slot + 4]) >= 0:
        for slot in range(first_slot, first_slot + 4):
            verb = VERB[tre[slot]] if tre[slot] >= 0 else ""
            if verb == "scales" and s.hand[seat]:
                return True
            if verb == "peek" and can_pay and _any_peek_target(s, seat):
                return True
    if can_pay and 1 in up[base : base + 6]:
        sources = [p for p in range(base, base + 6) if up[p] == 1 and _PEEK_DRAGON[card[p]]]
        if sources and _any_peek_target(s, seat):
            return True
    return any(s.att[base : base + 6]) and bool(bramble_clears(s, seat))


# ---- cards and targets ----------------------------------------------------------------------


def cost(s: WyvernState, seat: int, card: int, target: int = -1) -> int:
    """A card's gold cost (a Hidden Action under your own card beside your Sealed Vault: 1
    less)."""
    if target >= 0 and KIND[card] == HIDDEN_OWN:
        vaults = board.count_in_row(s, seat, board.row_of(target), "vault")
        return max(0, ICONS[card] - vaults)
    return ICONS[card]


def slayer_targets(s: WyvernState, card: int) -> list[int]:
    """Face-up dragons a Dragon Slayer may target (either side), Ward Stone respected."""
    effect = EFFECT[card]
    found = []
    for p in range(12):
        if not board.face_up_dragon(s, p):
            continue
        if board.count_in_row(s, p // 6, board.row_of(p), "ward"):
            continue
        if effect[0] == "slay":
            if board.static_power(s, p) > _int(effect[1]):
                continue
            if effect[2] == "flying" and not board.flies(s, p):
                continue
            if effect[2] == "ground" and board.flies(s, p):
                continue
        found.append(p)
    return found


def targets(s: WyvernState, seat: int, card: int, first: int = -1) -> list[int]:
    """The actions naming a card's possible targets (empty: it needs none or has none)."""
    verb = VERB[card]
    foe = 1 - seat
    own = range(seat * 6, seat * 6 + 6)
    theirs = range(foe * 6, foe * 6 + 6)
    target = actions.TARGET
    if verb in ("scry", "flush"):
        found = [p for p in theirs if s.card[p] >= 0 and not s.up[p] and p != first]
    elif verb == "march":
        from .swaps import swaps

        return swaps(s, seat)
    elif verb == "call":
        if not (s.pile[seat * 2 + LAIR] or s.bottom[seat * 2 + LAIR]):
            return []
        found = [p for p in own if s.card[p] < 0]
    elif verb == "camouflage":
        found = [p for p in own if s.card[p] >= 0 and s.up[p]]
    elif verb == "sabotage":
        return [make(actions.SLOT, t) for t in range(foe * 4, foe * 4 + 4) if s.tre[t] >= 0]
    elif KIND[card] == HIDDEN_OWN:
        found = [p for p in own if s.card[p] >= 0 and not s.up[p] and s.hid[p] < 0]
        found = [p for p in found if s.gold[seat] >= cost(s, seat, card, p)]
    elif KIND[card] == HIDDEN_RIVAL:
        found = [
            p
            for p in theirs
            if s.card[p] >= 0
            and not s.up[p]
            and s.hid[p] < 0
            and not board.count_in_row(s, foe, board.row_of(p), "vault")
        ]
    elif KIND[card] == SLAYER:
        found = slayer_targets(s, card)
    else:
        return []
    return [make(target, p) for p in found]


NO_TARGET = frozenset(("tribute", "draw"))
_ACTION_PHASE_CARD = tuple(
    KIND[c] in (ACTION, HIDDEN_OWN, HIDDEN_RIVAL, SLAYER) for c in range(NUM_CARDS)
)
"""By card index: a kind played in an action phase."""


def playable(s: WyvernState, seat: int, card: int) -> bool:
    """Can the seat play this hand card in the action phase now?"""
    if not _ACTION_PHASE_CARD[card]:
        return False
    kind = KIND[card]
    if kind == SLAYER and (s.phase != ACTION1 or seat != s.active or s.slayed):
        return False
    if kind != HIDDEN_OWN and s.gold[seat] < ICONS[card]:
        return False
    return VERB[card] in NO_TARGET or bool(targets(s, seat, card))


def treasure_choices(s: WyvernState, seat: int) -> list[int]:
    """Treasures in hand the seat can afford (the phase checked a free slot)."""
    return [
        make(actions.TREASURE, c)
        for c in sorted(set(s.hand[seat]))
        if KIND[c] == TREASURE and ICONS[c] <= s.gold[seat]
    ]


def reactions(s: WyvernState, seat: int) -> list[int]:
    """Reactions the seat can play against the card being played."""
    assert s.play is not None
    slayer = KIND[s.play[1]] == SLAYER
    return [
        make(actions.PLAY, c)
        for c in sorted(set(s.hand[seat]))
        if KIND[c] == REACTION and ICONS[c] <= s.gold[seat] and (VERB[c] != "decoy" or slayer)
    ]


def legal(s: WyvernState, frame: tuple[int, ...]) -> list[int]:
    """Legal actions of an action-phase decision."""
    kind, seat = frame[0], frame[1]
    if kind == F_PRIO:
        cards = [
            _PLAY | c
            for c in sorted(set(s.hand[seat]))
            if _ACTION_PHASE_CARD[c] and playable(s, seat, c)
        ]
        return [*cards, *ability_actions(s, seat), PASS]
    if kind == F_TARGET:
        return targets(s, seat, frame[2], frame[4])
    if kind == F_REACT:
        return [*reactions(s, seat), PASS]
    if kind == F_DECOY:
        assert s.play is not None
        current = s.play[2][0]
        return [make(actions.TARGET, p) for p in slayer_targets(s, s.play[1]) if p != current]
    if kind == F_FLUSH:
        pos = frame[2]
        can = s.gold[seat] >= board.reveal_cost(s, pos)
        return [make(actions.PAY)] * can + [make(actions.DECLINE)]
    if kind == F_TRIBUTE:
        return [make(actions.DISCARD, c) for c in sorted(set(s.hand[seat]))]
    if kind == F_ABIL:
        if frame[2] == SCALES:
            return [make(actions.DISCARD, c) for c in sorted(set(s.hand[seat]))]
        return [make(actions.TARGET, p) for p in peek_targets(s, seat)]
    return []


# ---- decisions ------------------------------------------------------------------------------


def decide(s: WyvernState, frame: tuple[int, ...], op: int, payload: int) -> None:
    """Apply an action-phase decision."""
    kind, seat = frame[0], frame[1]
    if kind == F_PRIO:
        priority(s, seat, frame[2], op, payload)
    elif kind == F_TARGET:
        assert s.play is not None
        chosen = (*s.play[2], payload)
        s.play = (seat, s.play[1], chosen, 0)
        card = s.play[1]
        if VERB[card] == "scry" and len(chosen) < _int(EFFECT[card][1]):
            if targets(s, seat, card, chosen[0]):
                push(s, F_TARGET, seat, card, len(chosen), chosen[0])
                return
        chosen_card(s, seat)
    elif kind == F_REACT:
        if op == actions.PLAY:
            react(s, seat, payload)
    elif kind == F_DECOY:
        assert s.play is not None
        s.play = (s.play[0], s.play[1], (payload,), 0)
    elif kind == F_FLUSH:
        pos, player = frame[2], frame[3]
        if op == actions.PAY:
            board.pay(s, seat, board.reveal_cost(s, pos), "reveal", s.card[pos])
            s.paid[pos] = 1
        else:
            s.up[pos] = 0
            s.log("hide", seat=seat, pos=pos, card=s.card[pos])
            board.gain(s, player, _int(EFFECT[frame[4]][1]), "flush", frame[4])
    elif kind == F_TRIBUTE:
        s.hand[seat].remove(payload)
        board.discard_card(s, payload, seat)
        s.log("discard", seat=seat, card=payload)
    elif kind == F_ABIL:
        ability(s, frame, payload)


def priority(s: WyvernState, seat: int, passes: int, op: int, payload: int) -> None:
    """A seat holding priority plays a card, uses an ability, or passes."""
    if op == actions.PASS:
        open_priority(s, 1 - seat, passes + 1)
        return
    push(s, A_REOPEN, seat)
    if op == actions.PLAY:
        s.hand[seat].remove(payload)
        s.play = (seat, payload, (), 0)
        if VERB[payload] in NO_TARGET:
            chosen_card(s, seat)
        else:
            push(s, F_TARGET, seat, payload, 0, -1)
    elif op == actions.USE:
        push(s, F_ABIL, seat, PEEK, payload)
    elif op == actions.USE_TREASURE:
        push(s, F_ABIL, seat, SCALES if VERB[s.tre[payload]] == "scales" else PEEK, payload)
    elif op == actions.CLEAR:
        board.pay(s, seat, 3, "clear")
        for code in s.att[payload]:
            if VERB[code >> 1] == "pin":
                s.att[payload] = tuple(c for c in s.att[payload] if c != code)
                board.discard_card(s, code >> 1, code & 1)
                s.log("cleared", seat=seat, pos=payload, card=code >> 1)
                break


def chosen_card(s: WyvernState, seat: int) -> None:
    """Targets chosen: pay, announce, then the reaction window (§4.2)."""
    assert s.play is not None
    card, chosen = s.play[1], s.play[2]
    target = chosen[0] & 0xFFF if chosen else -1
    board.pay(s, seat, cost(s, seat, card, target if KIND[card] == HIDDEN_OWN else -1), "play",
              card)  # fmt: skip
    hidden = KIND[card] in (HIDDEN_OWN, HIDDEN_RIVAL)
    s.log("play", seat=seat, card=card, pos=target, private=hidden)
    if KIND[card] == SLAYER:
        s.slayed = True
    push(s, A_RESOLVE, seat)
    if s.hand[1 - seat]:
        push(s, F_REACT, 1 - seat)


def react(s: WyvernState, seat: int, card: int) -> None:
    """A Reaction answers the card being played (it is not answered itself)."""
    assert s.play is not None
    board.pay(s, seat, ICONS[card], "reaction", card)
    s.hand[seat].remove(card)
    board.discard_card(s, card, seat)
    s.log("reaction", seat=seat, card=card)
    verb = VERB[card]
    player, played, chosen, _ = s.play
    if verb == "negate":
        s.play = (player, played, chosen, card)
    elif verb == "quick-wits":
        for _ in range(_int(EFFECT[card][1])):
            queue_draw(s, seat)
    elif verb == "decoy":
        others = [p for p in slayer_targets(s, played) if p != chosen[0] & 0xFFF]
        if others:
            s.play = (player, played, (chosen[0] & 0xFFF,), 0)
            push(s, F_DECOY, seat)
        else:
            s.play = (player, played, chosen, card)


def ability(s: WyvernState, frame: tuple[int, ...], payload: int) -> None:
    """A peek (pay 1) or Merchant's Scales (discard a card, gain 2)."""
    seat, what, source = frame[1], frame[2], frame[3]
    if what == SCALES:
        s.hand[seat].remove(payload)
        board.discard_card(s, payload, seat)
        s.log("discard", seat=seat, card=payload)
        board.gain(s, seat, _int(EFFECT[s.tre[source]][1]), "scales", s.tre[source])
        return
    board.pay(s, seat, 1, "peek")
    s.seen[payload] |= 1 << seat
    s.log("peek", seat=seat, pos=payload, card=s.card[payload])


# ---- resolution -----------------------------------------------------------------------------


def resolve_frame(s: WyvernState, frame: tuple[int, ...]) -> None:
    """Resolve the card being played (after the reaction window)."""
    assert s.play is not None
    seat, card, chosen, cancelled = s.play
    s.play = None
    if cancelled:
        board.discard_card(s, card, seat)
        s.log("cancel", seat=seat, card=card, by=cancelled)
        return
    positions = [t & 0xFFF for t in chosen]
    if effect(s, seat, card, positions):
        board.discard_card(s, card, seat)


def effect(s: WyvernState, seat: int, card: int, chosen: list[int]) -> bool:
    """Apply a card's effect; True when the card then goes to the discard pile."""
    verb = VERB[card]
    target = chosen[0] if chosen else -1
    if verb == "scry":
        for pos in chosen:
            s.seen[pos] |= 1 << seat
            s.log("peek", seat=seat, pos=pos, card=s.card[pos])
    elif verb == "march":
        a, b = divmod(target, 12)
        board.swap(s, a, b)
        s.log("swap", seat=seat, pos=a, other=b)
    elif verb == "tribute":
        board.gain(s, seat, _int(EFFECT[card][1]), "tribute", card)
        if s.hand[seat]:
            push(s, F_TRIBUTE, seat)
    elif verb == "call":
        if s.card[target] < 0:
            queue_draw(s, seat, LAIR, target)
    elif verb == "flush":
        flush(s, seat, card, target)
    elif verb == "draw":
        for _ in range(_int(EFFECT[card][1])):
            queue_draw(s, seat)
    elif verb == "camouflage":
        s.up[target] = 0
        s.log("hide", seat=seat, pos=target, card=s.card[target])
    elif verb == "sabotage":
        victim = s.tre[target]
        s.tre[target] = -1
        board.discard_card(s, victim, target // 4)
        s.log("sabotage", seat=target // 4, slot=target, card=victim)
        for pos in range(12):
            board.check_zero(s, pos)
    elif KIND[card] in (HIDDEN_OWN, HIDDEN_RIVAL):
        s.hid[target] = card
        s.hidby[target] = seat
        return False
    elif verb == "slay":
        if board.face_up_dragon(s, target) and board.kill(s, target, "slayer"):
            board.gain(s, seat, _int(EFFECT[card][3]), "slayer", card)
    elif verb == "poison":
        if board.face_up_dragon(s, target):
            board.attach(s, target, card, seat)
            board.check_zero(s, target)
            return False
    return True


def flush(s: WyvernState, seat: int, card: int, target: int) -> None:
    """Flush Out: turn the card up (a terrain does not trigger); a dragon's owner pays or
    turns it down again (and the player gains 2)."""
    if s.card[target] < 0 or s.up[target]:
        return
    hidden = board.turn_up(s, target, "flush")
    if hidden >= 0:
        board.discard_card(s, hidden >> 1, hidden & 1)
    if s.card[target] >= 0 and KIND[s.card[target]] == DRAGON and not s.paid[target]:
        push(s, F_FLUSH, target // 6, target, seat, card)

"""Wyvern card judgement for the policy: what a treasure, a play, an intercept, a battle card or a
reaction is worth now, in gold (gold is victory points: a card must earn more than it costs).

Everything reads the deciding seat's own hand and what it knows of the field (attack.py's
guesses for unknown face-down cards); nothing looks at the other seat's hidden cards.
"""

from __future__ import annotations

from typing import Any

from game.rules.wyvern import actions, board, combat, plays
from game.rules.wyvern.actions import make, split
from game.rules.wyvern.cards import (
    BATTLE,
    BATTLE_REACTION,
    DRAGON,
    EFFECT,
    FLY,
    HIDDEN_OWN,
    HIDDEN_RIVAL,
    ICONS,
    KIND,
    POWER,
    SCOUT,
    SLAYER,
    TERRAIN,
    TREASURE,
    VERB,
)
from game.rules.wyvern.frames import ACTION1
from game.rules.wyvern.terrain import triggers

from .attack import best_attack, dragon_worth, guesses, knows
from .evaluate import HAND_VALUE, TREASURE_VALUE

PASS = make(actions.PASS)
RESERVE = 6
"""Gold kept back for reveals and battles before buying treasures or optional plays."""


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def _own_dragons(s: Any, seat: int, row: int | None = None) -> list[int]:
    rows = (0, 1) if row is None else (row,)
    return [p for r in rows for p in board.row_positions(seat, r) if board.is_dragon(s, p)]


# ------------------------------------------------------------------------------- treasures


def slot_worth(s: Any, seat: int, card: int, slot: int) -> float:
    """How well a treasure fits the row beside `slot`."""
    row = board.slot_row(slot)
    verb = VERB[card]
    dragons = _own_dragons(s, seat, row)
    if verb in ("row-power", "discount", "totem", "rune", "bones", "ward"):
        return len(dragons) + 0.1 * sum(POWER[s.card[p]] for p in dragons)
    if verb == "wind":
        return sum(1 for p in dragons if FLY[s.card[p]])
    if verb == "burrow":
        return sum(1 for p in dragons if SCOUT[s.card[p]]) + (1 if row == 1 else 0)
    if verb in ("tithe", "mirror", "watch", "vault"):
        terrain = sum(1 for p in board.row_positions(seat, row) if s.card[p] >= 0)
        return terrain + (1 if row == 0 else 0)
    return 0.0


def treasure_worth(s: Any, seat: int, card: int) -> float:
    """Placing this treasure now, minus its cost (0 or less: keep the gold)."""
    cost = ICONS[card]
    if s.gold[seat] - cost < RESERVE:
        return -1.0
    base = TREASURE_VALUE.get(VERB[card], 1.0)
    best_fit = max(
        (slot_worth(s, seat, card, slot) for slot in plays_free_slots(s, seat)), default=0.0
    )
    fit = 1.0 if VERB[card] in ("all-power", "upkeep", "peek", "scales") else min(1.5, best_fit / 2)
    turns_left = max(2, 14 - s.turn // 2)
    return base * fit * (0.6 + 0.06 * turns_left) - 0.6 * cost


def plays_free_slots(s: Any, seat: int) -> list[int]:
    """Empty treasure slots beside an occupied row."""
    return [
        slot
        for slot in range(seat * 4, seat * 4 + 4)
        if s.tre[slot] < 0 and board.row_has_card(s, seat, board.slot_row(slot))
    ]


# --------------------------------------------------------------------------- hand cards


def keep_worth(s: Any, seat: int, card: int) -> float:
    """How much keeping a hand card is worth (the lowest is discarded)."""
    value = HAND_VALUE[card]
    if ICONS[card] > s.gold[seat]:
        value -= 1.0
    if KIND[card] == TREASURE and not plays_free_slots(s, seat):
        value -= 1.5
    return value


def _foe_unknown(s: Any, seat: int) -> list[int]:
    foe = 1 - seat
    return [
        p
        for p in range(foe * 6, foe * 6 + 6)
        if s.card[p] >= 0 and not s.up[p] and not knows(s, seat, p)
    ]


def _kind_odds(s: Any, seat: int, pos: int, kind: int) -> float:
    return sum(p for card, p in guesses(s, seat, pos) if KIND[card] == kind)


def _slayer_value(s: Any, seat: int, card: int) -> tuple[float, int]:
    """The best foe target of a Dragon Slayer and its worth."""
    best, best_pos = -1e9, -1
    for pos in plays.slayer_targets(s, card):
        if pos // 6 == seat:
            continue
        worth = dragon_worth(s, pos)
        if VERB[card] == "poison":
            power = board.static_power(s, pos)
            worth = worth if power <= 3 else 3.0 + 0.3 * power
        if worth > best:
            best, best_pos = worth, pos
    return best, best_pos


def _hidden_target(s: Any, seat: int, card: int, positions: list[int]) -> tuple[float, int]:
    """The best position for a Hidden Action and its worth."""
    verb = VERB[card]
    best, best_pos = -1e9, -1
    for pos in positions:
        if KIND[card] == HIDDEN_OWN:
            here = s.card[pos]
            if verb == "hoard":
                worth = 3.0 if KIND[here] == TERRAIN and board.row_of(pos) == 0 else -1.0
            else:
                worth = 2.5 + 0.2 * POWER[here] if KIND[here] == DRAGON else -1.0
        else:
            dragon = _kind_odds(s, seat, pos, DRAGON)
            worth = 3.0 * dragon if verb == "hidden-power" else 2.5 * (1.0 - dragon)
            worth += 0.5 if board.row_of(pos) == 0 else 0.0
        if worth > best:
            best, best_pos = worth, pos
    return best, best_pos


def play_worth(s: Any, seat: int, action: int) -> float:
    """An action-phase choice's worth now, net of its cost (<= 0: pass instead)."""
    op, payload = split(action)
    gold = s.gold[seat]
    active = seat == s.active
    if op == actions.USE or (op == actions.USE_TREASURE and VERB[s.tre[payload]] == "peek"):
        return 0.3 if active and s.phase == ACTION1 and gold > RESERVE else -1.0
    if op == actions.USE_TREASURE:  # Merchant's Scales
        if len(s.hand[seat]) < 4:
            return -1.0  # (before judging the hand: the answer does not need it)
        worst = min((keep_worth(s, seat, c) for c in s.hand[seat]), default=9.0)
        return 2.0 - 0.6 * worst
    if op == actions.CLEAR:
        return 0.5 * POWER[s.card[payload]] - 3.0
    if op != actions.PLAY:
        return -1.0
    card = payload
    cost = ICONS[card]
    verb = VERB[card]
    kind = KIND[card]
    spare = gold - cost >= RESERVE
    if kind == SLAYER:
        worth, _ = _slayer_value(s, seat, card)
        attack_gain, _, _ = best_attack(s, seat)
        return worth - cost - max(0.0, attack_gain)
    if kind in (HIDDEN_OWN, HIDDEN_RIVAL):
        found = [split(a)[1] for a in plays.targets(s, seat, card)]
        worth, _ = _hidden_target(s, seat, card, found)
        return worth - cost if spare else -1.0
    if verb == "tribute":
        others = [c for c in s.hand[seat] if c != card]
        worst = min((keep_worth(s, seat, c) for c in others), default=0.0)
        return 3.0 - 0.5 * worst
    if verb == "call":
        return 4.0 - cost
    if verb == "draw":
        return 1.0 if len(s.hand[seat]) <= 3 and spare else -1.0
    if verb == "scry":
        useful = active and s.phase == ACTION1 and len(_foe_unknown(s, seat)) >= 2
        return 0.4 if useful and spare else -1.0
    if verb == "flush":
        return 0.3 if active and spare and _foe_unknown(s, seat) else -1.0
    if verb == "sabotage":
        foe = 1 - seat
        best = max(
            (TREASURE_VALUE.get(VERB[c], 1.0) for c in s.tre[foe * 4 : foe * 4 + 4] if c >= 0),
            default=0.0,
        )
        return best - cost if spare else -1.0
    return -1.0  # Forced March, Camouflage: the policy does not use them


def card_target(s: Any, seat: int, card: int, legal: list[int]) -> int:
    """The target the policy names for the card it is playing."""
    verb = VERB[card]
    kind = KIND[card]
    positions = [split(a)[1] for a in legal]
    if kind == SLAYER:
        _, pos = _slayer_value(s, seat, card)
        if pos >= 0 and make(actions.TARGET, pos) in legal:
            return make(actions.TARGET, pos)
        return min(
            legal, key=lambda a: dragon_worth(s, split(a)[1]) + 100 * (split(a)[1] // 6 == seat)
        )
    if kind in (HIDDEN_OWN, HIDDEN_RIVAL):
        _, pos = _hidden_target(s, seat, card, positions)
        return make(actions.TARGET, pos) if pos >= 0 else legal[0]
    if verb == "sabotage":
        return max(legal, key=lambda a: TREASURE_VALUE.get(VERB[s.tre[split(a)[1]]], 1.0))
    if verb in ("scry", "flush"):
        return min(legal, key=lambda a: board.row_of(split(a)[1]))
    if verb == "call":
        return min(legal, key=lambda a: board.row_of(split(a)[1]))
    return legal[0]


def peek_choice(s: Any, seat: int, legal: list[int]) -> int:
    """Peek at a front-row card first (where attacks go)."""
    return min(legal, key=lambda a: board.row_of(split(a)[1]))


# ------------------------------------------------------------------ reactions, intercepts


def reaction_choice(s: Any, seat: int, legal: list[int]) -> int:
    """Negate or Decoy a Dragon Slayer aimed at a dragon worth it; Quick Wits when cheap."""
    if s.play is None:
        return PASS
    player, played, chosen, cancelled = s.play
    if cancelled:
        return PASS
    target = chosen[0] & 0xFFF if chosen else -1
    threat = 0.0
    if KIND[played] == SLAYER and 0 <= target < 12 and target // 6 == seat:
        threat = dragon_worth(s, target)
    elif VERB[played] == "sabotage":
        threat = 3.0
    best, best_value = PASS, 0.0
    for action in legal:
        if action == PASS:
            continue
        card = split(action)[1]
        verb = VERB[card]
        if verb in ("negate", "decoy"):
            value = threat - ICONS[card]
        else:  # Quick Wits: a card for a gold
            value = 0.4 if s.gold[seat] > RESERVE and len(s.hand[seat]) <= 5 else -1.0
        if value > best_value:
            best, best_value = action, value
    return best


def intercept_worth(s: Any, seat: int, card: int) -> float:
    """An intercept's worth against the attack in progress (<= 0: pass)."""
    fight = s.fight
    attacker, target = fight[combat.FA], fight[combat.FT]
    cost = combat.intercept_cost(s, seat, card)
    verb = VERB[card]
    odds = guesses(s, seat, target)  # the defender knows its own card
    here = odds[0][0]
    if KIND[here] == TERRAIN:
        if verb == "hold" and triggers(s, here, attacker):
            return _int(EFFECT[card][2]) - cost
        if triggers(s, here, attacker) and VERB[here] in ("kill", "bottom"):
            return -1.0  # the trap does the work
        if verb == "interceptor":
            return _interceptor_gain(s, seat, card, attacker, target) - cost
        return 1.0 - cost if verb == "smoke" else -1.0
    mine = dragon_worth(s, target)
    attack = board.fight_power(s, attacker, True, board.flies(s, target))
    defence = board.fight_power(s, target, False, board.flies(s, attacker))
    losing = attack >= defence
    if verb == "interceptor":
        return (
            _interceptor_gain(s, seat, card, attacker, target)
            + (mine if losing else 0) * 0.3
            - cost
        )
    if verb == "hold":
        saved = losing and attack < defence + _int(EFFECT[card][1])
        return (mine + 0.5 * dragon_worth(s, attacker)) - cost if saved else -1.0
    if verb == "smoke":
        return 0.4 * mine - cost if losing else -1.0
    return -1.0


def _interceptor_gain(s: Any, seat: int, card: int, attacker: int, target: int) -> float:
    power = board.interceptor_power(s, seat, board.row_of(target), card)
    attack = board.fight_power(s, attacker, True, False)
    if power > attack:
        return dragon_worth(s, attacker)
    if power == attack:
        return 0.5 * dragon_worth(s, attacker)
    return -0.5


# --------------------------------------------------------------------------- battle window


def battle_choice(s: Any, seat: int, legal: list[int]) -> int:
    """Play the cheapest battle card or Help that turns the battle; Retreat or Counter-Roar when
    losing; otherwise pass."""
    fight = s.fight
    attack, defence = combat.powers(s)
    attacking = seat == fight[combat.FA] // 6
    mine, theirs = (attack, defence) if attacking else (defence, attack)
    if mine > theirs:
        return PASS
    at_stake = 8.0
    best, best_cost = PASS, 1e9
    for action in legal:
        op, payload = split(action)
        if op == actions.HELP:
            gain, cost = board.static_power(s, payload), board.help_value(s, payload)
        elif op == actions.PLAY:
            card = payload
            cost = ICONS[card]
            verb = VERB[card]
            if KIND[card] == BATTLE_REACTION:
                if verb == "retreat":
                    gain = 99 if mine < theirs else 0
                else:  # Counter-Roar: undo the other seat's last card
                    gain = fight[combat.LAST_VALUE] if fight[combat.LAST_SEAT] == 1 - seat else 0
            elif KIND[card] == BATTLE:
                if verb == "war-cry":
                    gain = _war_cry(s, seat)
                else:
                    gain = _int(EFFECT[card][1])
            else:
                continue
        else:
            continue
        if mine + gain > theirs and cost < at_stake and cost < best_cost:
            best, best_cost = action, cost
    return best


def _war_cry(s: Any, seat: int) -> int:
    own = combat.fighter(s, seat)
    row = board.row_of(own) if own >= 0 else combat.defender_row(s)
    return sum(1 for p in board.row_positions(seat, row) if p != own and board.face_up_dragon(s, p))


__all__ = ["BATTLE", "best_attack", "keep_worth", "play_worth"]

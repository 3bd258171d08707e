"""Wyvern attack judgement: the expected outcome of an attack, in gold-like units (digest §14).

A target the attacking seat knows (face up, its own knowledge, a peek) is judged as it is; a
face-down target it does not know is judged against every card it may be (`belief`: the other
seat's deck list minus what the seat has seen), weighted by the odds. So Scouts go for likely
terrain, big dragons for known small ones, flyers stay away from likely anti-flyer terrain, and
nothing reads a card the seat cannot see (the target's card is substituted for the guess).
"""

from __future__ import annotations

import math
from typing import Any

from game.rules.wyvern import board, combat
from game.rules.wyvern.cards import (
    BATTLE,
    DRAGON,
    EFFECT,
    ICONS,
    KIND,
    POWER,
    TERRAIN,
    VERB,
)
from game.rules.wyvern.terrain import triggers

from .evaluate import POSITION, belief, card_material

REVEAL_WEIGHT = 0.6
"""How much a reveal paid now hurts (the dragon would pay it at its first fight anyway)."""
FOE_GOLD = 0.8
"""A gold gained by the other seat, against us."""


def dragon_worth(s: Any, pos: int) -> float:
    """What losing the dragon at pos costs its owner."""
    return POSITION + card_material(s.card[pos], True) + 0.3 * max(0, board.static_power(s, pos))


def knows(s: Any, seat: int, pos: int) -> bool:
    """True when `seat` knows the card at pos."""
    return bool(s.up[pos] or s.seen[pos] >> seat & 1)


def guesses(s: Any, seat: int, pos: int) -> list[tuple[int, float]]:
    """The cards the card at pos may be for `seat`, with their odds."""
    if knows(s, seat, pos):
        return [(s.card[pos], 1.0)]
    found = belief(s, seat, pos // 6)
    return found or [(s.card[pos], 1.0)]


def pump_in_hand(s: Any, seat: int) -> int:
    """The best battle pump the seat holds and can afford (its own hand only)."""
    best = 0
    for card in s.hand[seat]:
        if KIND[card] == BATTLE and VERB[card] == "pump" and ICONS[card] <= s.gold[seat]:
            best = max(best, int(EFFECT[card][1]))
    return best


def battle_odds(margin: float) -> float:
    """The chance to win a battle at this power margin (both sides may still play cards)."""
    return 1.0 / (1.0 + math.exp(-(margin - 0.5) * 0.9))


def outcome(s: Any, attacker: int, target: int, card: int, pump: int) -> float:
    """The attack's value if the target holds `card` (the state's card is put back)."""
    real = s.card[target]
    s.card[target] = card
    try:
        return _outcome(s, attacker, target, card, pump)
    finally:
        s.card[target] = real


def _outcome(s: Any, attacker: int, target: int, card: int, pump: int) -> float:
    mine = dragon_worth(s, attacker)
    foe = target // 6
    if KIND[card] == TERRAIN:
        trap = POSITION + 3.0 + 0.5 * ICONS[card]
        if board.is_scout_against(s, attacker, target) or not triggers(s, card, attacker):
            return trap
        reward = 0.0 if VERB[s.card[attacker]] == "no-reward" else ICONS[card] * FOE_GOLD
        verb = VERB[card]
        if verb in ("kill", "bottom"):
            return -mine - reward
        if verb == "attach-power":
            return -3.5 - reward + (0.0 if VERB[s.card[attacker]] == "terrain-proof" else -0.5)
        if verb == "pin":
            return -0.5 * POWER[s.card[attacker]] - reward
        if verb == "drain":
            return -1.5 - 2.0 - reward
        return -reward  # Gold Seam Gorge: it only pays its owner
    if KIND[card] != DRAGON:
        return 0.0
    theirs = POSITION + card_material(card, True) + 0.3 * POWER[card]
    bonus = 0.0
    if not s.paid[target]:
        cost = board.reveal_cost(s, target)
        if s.gold[foe] < cost:
            return theirs  # Q2: it cannot pay and is killed
        bonus = 0.5 * cost  # the owner pays its reveal: gold it will not score
    attack = board.fight_power(s, attacker, True, board.flies(s, target)) + 0.5 * pump
    defence = board.fight_power(s, target, False, board.flies(s, attacker))
    margin = attack - defence
    if margin == 0 and not pump:
        return bonus - 0.2 * (mine - theirs)  # a tie kills both
    win = battle_odds(margin)
    return bonus + win * theirs - (1.0 - win) * mine


def attack_value(s: Any, seat: int, attacker: int, target: int) -> float:
    """The expected value of attacking `target` with `attacker` (reveal cost included)."""
    pump = pump_in_hand(s, seat)
    cost = 0.0
    if not s.paid[attacker]:
        cost = REVEAL_WEIGHT * board.reveal_cost(s, attacker)
    total = 0.0
    for card, odds in guesses(s, seat, target):
        total += odds * outcome(s, attacker, target, card, pump)
    return total - cost


def best_target(s: Any, seat: int, attacker: int, allowed: list[int]) -> tuple[float, int]:
    """The best target among `allowed` positions for the attacker, and its value."""
    best_value, best = -math.inf, allowed[0]
    for target in allowed:
        value = attack_value(s, seat, attacker, target)
        if value > best_value:
            best_value, best = value, target
    return best_value, best


def best_attack(s: Any, seat: int) -> tuple[float, int, int]:
    """(value, attacker, target) of the seat's best attack (value -inf when none)."""
    best = (-math.inf, -1, -1)
    for attacker in combat.attackers(s, seat):
        value, target = best_target(s, seat, attacker, board.targets(s, attacker))
        if value > best[0]:
            best = (value, attacker, target)
    return best

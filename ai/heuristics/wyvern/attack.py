"""Wyvern attack judgement: the expected outcome of an attack, in gold-like units (digest §14).

A target the attacking seat knows (face up, its own knowledge, a peek) is judged as it is; a
face-down target it does not know is judged against every card it may be (`belief`: the other
seat's deck list minus what the seat has seen), weighted by the odds. So Scouts go for likely
terrain, big dragons for known small ones, flyers stay away from likely anti-flyer terrain, and
nothing reads a card the seat cannot see (the judgement reads the guess, never the target's card).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from game.rules.wyvern import board, combat
from game.rules.wyvern.cards import (
    BATTLE,
    DRAGON,
    EFFECT,
    FLY,
    ICONS,
    KIND,
    NUM_CARDS,
    POWER,
    TERRAIN,
    VERB,
)
from game.rules.wyvern.terrain import triggers

from .evaluate import PAID_MATERIAL, POSITION, belief

REVEAL_WEIGHT = 0.6
"""How much a reveal paid now hurts (the dragon would pay it at its first fight anyway)."""
FOE_GOLD = 0.8
"""A gold gained by the other seat, against us."""

Guesses = list[tuple[int, float]]
"""The cards a position may hold for a seat, with their odds (`guesses`)."""

THEIRS: tuple[float, ...] = tuple(
    POSITION + PAID_MATERIAL[card] + 0.3 * POWER[card] for card in range(NUM_CARDS)
)
"""A dragon's worth as a target (`_Attack.outcome`), per card: the same sum, read once."""


def dragon_worth(s: Any, pos: int) -> float:
    """What losing the dragon at pos costs its owner."""
    return POSITION + PAID_MATERIAL[s.card[pos]] + 0.3 * max(0, board.static_power(s, pos))


def knows(s: Any, seat: int, pos: int) -> bool:
    """True when `seat` knows the card at pos."""
    return bool(s.up[pos] or s.seen[pos] >> seat & 1)


def guesses(s: Any, seat: int, pos: int) -> Guesses:
    """The cards the card at pos may be for `seat`, with their odds."""
    return guesser(s, seat)(pos)


def guesser(s: Any, seat: int) -> Callable[[int], Guesses]:
    """`guesses(s, seat, pos)` for the positions of one question about an unchanged state, each
    owner's belief (the other seat's deck list less what `seat` has seen) built once instead of
    once a target; a card the seat knows is its only guess."""
    beliefs: dict[int, Guesses] = {}

    def guess(pos: int) -> Guesses:
        if knows(s, seat, pos):
            return [(s.card[pos], 1.0)]
        owner = pos // 6
        found = beliefs.get(owner)
        if found is None:
            found = beliefs[owner] = belief(s, seat, owner)
        return found or [(s.card[pos], 1.0)]

    return guess


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


class _Attack:
    """One attacker's attacks, judged for every card a target may be. Only the target's card
    changes between the guesses, and nothing about the attacker between its targets, so the
    attacker's worth, reveal cost and powers and each target's row (its treasures, rally,
    reveal discount) are read once, lazily, instead of once a guess (the old `outcome` set the
    guess on the state and asked the board again); the sums are the same, in the same order."""

    __slots__ = ("s", "attacker", "pump", "mine", "cost", "verb", "flies", "powers",
                 "target", "scout", "place", "discount", "seen")  # fmt: skip

    def __init__(self, s: Any, attacker: int, pump: int) -> None:
        self.s, self.attacker, self.pump = s, attacker, pump
        self.mine = dragon_worth(s, attacker)
        self.cost = 0.0 if s.paid[attacker] else REVEAL_WEIGHT * board.reveal_cost(s, attacker)
        card = s.card[attacker]
        self.verb = VERB[card]
        self.flies = FLY[card] != 0
        self.powers: list[int | None] = [None, None]  # fight_power by foe_flies (False, True)
        self.target = -1
        self.scout = False
        self.place: int | None = None  # the target's defending place_power
        self.discount: int | None = None  # the target's reveal discount
        self.seen: dict[tuple[Any, ...], tuple[Guesses, float]] = {}  # totals for shared odds

    def aim(self, target: int) -> None:
        """Judge attacks on `target` from now on."""
        self.target = target
        self.scout = board.is_scout_against(self.s, self.attacker, target)
        self.place = self.discount = None

    def value(self, target: int, odds: Guesses) -> float:
        """attack_value: the outcome for every guess of the target, weighted, less the
        attacker's reveal."""
        self.aim(target)
        key = None
        if len(odds) > 1:
            # Unknown targets share their owner's belief (`guesser`), and the outcomes read
            # the target only through the key: a second target like the first has its total.
            s = self.s
            if self.discount is None:
                self.discount = board.reveal_discount(s, target)
            if self.place is None:
                self.place = board.place_power(s, target, False, self.flies)
            key = (target // 6, self.scout, s.paid[target], s.att[target], self.discount,
                   self.place)  # fmt: skip
            seen = self.seen.get(key)
            if seen is not None and seen[0] is odds:
                return seen[1] - self.cost
        total = 0.0
        for card, chance in odds:
            total += chance * self.outcome(card)
        if key is not None:
            self.seen[key] = (odds, total)
        return total - self.cost

    def outcome(self, card: int) -> float:
        """The attack's value if the target holds `card` (digest §14)."""
        kind = KIND[card]
        if kind == TERRAIN:
            return self._terrain(card)
        if kind != DRAGON:
            return 0.0
        s, target, mine = self.s, self.target, self.mine
        theirs = THEIRS[card]
        bonus = 0.0
        if not s.paid[target]:
            if self.discount is None:
                self.discount = board.reveal_discount(s, target)
            cost = board.card_reveal_cost(card, self.discount)
            if s.gold[target // 6] < cost:
                return theirs  # Q2: it cannot pay and is killed
            bonus = 0.5 * cost  # the owner pays its reveal: gold it will not score
        attack = self._attack_power(FLY[card] != 0) + 0.5 * self.pump
        defence = self._defence(card)
        margin = attack - defence
        if margin == 0 and not self.pump:
            return bonus - 0.2 * (mine - theirs)  # a tie kills both
        win = battle_odds(margin)
        return bonus + win * theirs - (1.0 - win) * mine

    def _terrain(self, card: int) -> float:
        """A terrain target: a trap cleared by a Scout or an untriggered attack, else its
        effect on the attacker and the gold it pays its owner."""
        trap = POSITION + 3.0 + 0.5 * ICONS[card]
        if self.scout or not triggers(self.s, card, self.attacker):
            return trap
        reward = 0.0 if self.verb == "no-reward" else ICONS[card] * FOE_GOLD
        verb = VERB[card]
        if verb in ("kill", "bottom"):
            return -self.mine - reward
        if verb == "attach-power":
            return -3.5 - reward + (0.0 if self.verb == "terrain-proof" else -0.5)
        if verb == "pin":
            return -0.5 * POWER[self.s.card[self.attacker]] - reward
        if verb == "drain":
            return -1.5 - 2.0 - reward
        return -reward  # Gold Seam Gorge: it only pays its owner

    def _attack_power(self, foe_flies: bool) -> int:
        """board.fight_power of the attacker (it does not read the target's card)."""
        power = self.powers[foe_flies]
        if power is None:
            power = self.powers[foe_flies] = board.fight_power(
                self.s, self.attacker, True, foe_flies
            )
        return power

    def _defence(self, card: int) -> int:
        """board.fight_power of the target if it holds `card`: the card's own part (printed
        power, defence bonus, attachments it may ignore) plus the place's, read once."""
        s, target = self.s, self.target
        if self.place is None:
            self.place = board.place_power(s, target, False, self.flies)
        power = POWER[card] + self.place + board.DEFEND[card]
        attached = s.att[target]
        if attached:
            power += board.attachments_power(attached, VERB[card] == "terrain-proof")
        return power


def attack_value(s: Any, seat: int, attacker: int, target: int) -> float:
    """The expected value of attacking `target` with `attacker` (reveal cost included)."""
    return _Attack(s, attacker, pump_in_hand(s, seat)).value(target, guesses(s, seat, target))


def best_target(s: Any, seat: int, attacker: int, allowed: list[int]) -> tuple[float, int]:
    """The best target among `allowed` positions for the attacker, and its value."""
    return _best_target(_Attack(s, attacker, pump_in_hand(s, seat)), allowed, guesser(s, seat))


def _best_target(
    judged: _Attack, allowed: list[int], guess: Callable[[int], Guesses]
) -> tuple[float, int]:
    """best_target with the attacker judged once for all its targets and each owner's belief
    read once."""
    best_value, best = -math.inf, allowed[0]
    for target in allowed:
        value = judged.value(target, guess(target))
        if value > best_value:
            best_value, best = value, target
    return best_value, best


def best_attack(s: Any, seat: int) -> tuple[float, int, int]:
    """(value, attacker, target) of the seat's best attack (value -inf when none)."""
    best = (-math.inf, -1, -1)
    attackers = combat.attackers(s, seat)
    if not attackers:
        return best
    pump, guess = pump_in_hand(s, seat), guesser(s, seat)
    for attacker in attackers:
        judged = _Attack(s, attacker, pump)
        value, target = _best_target(judged, board.targets(s, attacker), guess)
        if value > best[0]:
            best = (value, attacker, target)
    return best

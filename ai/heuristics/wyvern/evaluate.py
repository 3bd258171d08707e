"""Wyvern evaluator: the chance of winning the MATCH, from the field, gold and the VP score.

The searchers hand it full states (determinizations), but the cards the viewing seat does not
know are valued at their expectation from the other seat's deck list (`belief`: the deck minus
every card the viewer has seen), so a lucky guess in one world does not swing the value.

Two parts (digest §14):
  - the chance `p` of winning the current GAME, a logistic of the material difference: each
    occupied battle position (the game is lost when all six are empty), dragons by power and by
    whether they are paid (an unpaid one still costs its reveal), terrain still able to trigger,
    treasures, cards in hand and a little gold (gold buys reveals and battle cards);
  - the VP each outcome gives (winner 25 + dragons + terrains + gold, loser half its gold, per
    the scoring option), turned into a MATCH win chance by a race model: from the VP after this
    game, how many more game wins each seat needs (a game win is worth about RACE_WIN VP), each
    game a coin toss. So 1 gold is worth about 1 VP to the likely winner and 0.5 to the loser.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache
from typing import Any

from game.rules.wyvern import board
from game.rules.wyvern.board import HORDE, LAIR
from game.rules.wyvern.cards import (
    DRAGON,
    EFFECT,
    FLY,
    ICONS,
    KIND,
    NUM_CARDS,
    POWER,
    SCOUT,
    TERRAIN,
    TREASURE,
    VERB,
)

# ------------------------------------------------------------------------------- card values

POSITION = 4.0
"""An occupied battle position (survival and one VP for the winner), in material units."""
TERRAIN_TRAP = 3.0
"""A face-down terrain: a trap for the next attacker and a refill when it triggers."""
HAND_CARD = 1.0
PILE_LAIR = 0.25
"""A card left in the Lair pile: a future refill."""
GOLD_MATERIAL = 0.12
"""Gold as material for the game (it buys reveals and battle cards); its VP worth is apart."""
GAME_SCALE = 9.0
"""Material difference giving odds of e (logistic slope of the game-win chance)."""
RACE_WIN = 38.0
"""About what a game win adds to the winner's VP (25 + a few cards + leftover gold)."""


def card_material(card: int, paid: bool) -> float:
    """A card on the field, besides its position: dragons by power (an unpaid one discounted by
    its reveal cost), terrain as a trap."""
    if KIND[card] == TERRAIN:
        return TERRAIN_TRAP + 0.5 * ICONS[card]
    power = POWER[card]
    value = 1.2 * power + (1.5 if FLY[card] else 0.0) + (1.0 if SCOUT[card] else 0.0)
    if not paid:
        value -= 0.35 * (power + ICONS[card])
    return value


PAID_MATERIAL: tuple[float, ...] = tuple(card_material(card, True) for card in range(NUM_CARDS))
"""card_material(card, True) of every card, read once (the attack judgement asks it thousands of
times a playout)."""


TREASURE_VALUE = {
    "row-power": 3.0, "all-power": 5.0, "upkeep": 3.0, "peek": 1.0, "ward": 2.0, "tithe": 1.5,
    "discount": 2.0, "wind": 2.0, "burrow": 1.0, "totem": 1.5, "rune": 3.0, "watch": 1.5,
    "harness": 1.0, "mirror": 2.0, "vault": 1.0, "scales": 1.5, "bones": 1.5,
}  # fmt: skip
"""A treasure on the field, in material units."""


def belief(s: Any, viewer: int, owner: int) -> list[tuple[int, float]]:
    """The Lair cards of `owner` that `viewer` has not seen, as (card, probability): the deck
    list minus face-up cards, known positions, discards and known bottoms."""
    counts = Counter(s.decks[owner].lair)
    for pos in range(owner * 6, owner * 6 + 6):
        card = s.card[pos]
        if card >= 0 and (s.up[pos] or s.seen[pos] >> viewer & 1):
            counts[card] -= 1
    for card in s.disc[owner * 2 + LAIR]:
        counts[card] -= 1
    for card in s.bottom[owner * 2 + LAIR]:
        counts[card] -= 1
    for code in _attached_lair(s, owner):
        counts[code] -= 1
    total = sum(n for n in counts.values() if n > 0)
    if total <= 0:
        return []
    return [(card, n / total) for card, n in counts.items() if n > 0]


def _attached_lair(s: Any, owner: int) -> list[int]:
    """Lair cards of `owner` attached to dragons (terrain stuck to attackers)."""
    found = []
    for pos in range(12):
        for code in s.att[pos]:
            if code & 1 == owner and KIND[code >> 1] in (DRAGON, TERRAIN):
                found.append(code >> 1)
    return found


def unknown_material(s: Any, viewer: int, owner: int) -> float:
    """The expected material of one face-down `owner` card `viewer` does not know."""
    cards = belief(s, viewer, owner)
    if not cards:
        return TERRAIN_TRAP
    return sum(p * card_material(card, False) for card, p in cards)


def material(s: Any, seat: int, viewer: int | None = None) -> float:
    """The seat's material for the game-win chance (module doc)."""
    total = 0.0
    unknown = None
    for pos in range(seat * 6, seat * 6 + 6):
        card = s.card[pos]
        if card < 0:
            continue
        total += POSITION
        if (
            viewer is not None
            and viewer != seat
            and not s.up[pos]
            and not s.seen[pos] >> viewer & 1
        ):
            if unknown is None:
                unknown = unknown_material(s, viewer, seat)
            total += unknown
            continue
        if KIND[card] == DRAGON:
            value = card_material(card, bool(s.paid[pos]))
            if s.up[pos]:
                value += 0.3 * (board.static_power(s, pos) - POWER[card])
                if any(VERB[code >> 1] == "pin" for code in s.att[pos]):
                    value -= 0.4 * POWER[card]
            total += value
        else:
            total += card_material(card, True)
    for slot in range(seat * 4, seat * 4 + 4):
        card = s.tre[slot]
        if card >= 0 and KIND[card] == TREASURE:
            total += TREASURE_VALUE.get(VERB[card], 1.0)
    total += HAND_CARD * min(len(s.hand[seat]), 7)
    total += PILE_LAIR * (len(s.pile[seat * 2 + LAIR]) + len(s.bottom[seat * 2 + LAIR]))
    total += GOLD_MATERIAL * s.gold[seat]
    if len(s.pile[seat * 2 + HORDE]) == 0:
        total -= 1.0
    return total


def game_win_chance(s: Any, seat: int, viewer: int | None = None) -> float:
    """The chance that `seat` wins the current game (logistic of the material difference)."""
    diff = material(s, seat, viewer) - material(s, 1 - seat, viewer)
    if board.occupied(s, seat) == 0:
        return 0.0
    if board.occupied(s, 1 - seat) == 0:
        return 1.0
    # Few positions left means the game is close to its end: the material counts more.
    left = min(board.occupied(s, 0), board.occupied(s, 1))
    scale = GAME_SCALE * (0.6 + 0.08 * left)
    return 1.0 / (1.0 + math.exp(-diff / scale))


@lru_cache(maxsize=4096)
def race(need_a: int, need_b: int) -> float:
    """The chance that A gets `need_a` game wins before B gets `need_b`, each game even."""
    if need_a <= 0:
        return 1.0
    if need_b <= 0:
        return 0.0
    return 0.5 * race(need_a - 1, need_b) + 0.5 * race(need_a, need_b - 1)


def match_chance(vp: tuple[float, float], target: int, seat: int, last_winner: int) -> float:
    """The chance that `seat` wins the match from these VP totals between games."""
    top = max(vp)
    if top >= target:
        if vp[seat] != vp[1 - seat]:
            return 1.0 if vp[seat] > vp[1 - seat] else 0.0
        return 1.0 if last_winner == seat else 0.0 if last_winner >= 0 else 0.5
    need = [max(1.0, (target - v) / RACE_WIN) for v in vp]
    return _race_real(need[seat], need[1 - seat])


def _race_real(need_a: float, need_b: float) -> float:
    """`race` interpolated for fractional needs."""
    a0, b0 = int(need_a), int(need_b)
    fa, fb = need_a - a0, need_b - b0
    value = 0.0
    for da, wa in ((0, 1 - fa), (1, fa)):
        for db, wb in ((0, 1 - fb), (1, fb)):
            if wa and wb:
                value += wa * wb * race(max(1, a0 + da), max(1, b0 + db))
    return value


def game_points(s: Any, winner: int) -> tuple[int, int]:
    """The VP each seat would gain if `winner` won the game now (scoring option)."""
    gained = [s.gold[0] // 2, s.gold[1] // 2]
    gold = s.gold[winner]
    if s.scoring == "standard":
        gained[winner] = 25 + board.occupied(s, winner) + gold
    elif s.scoring == "gold_bonus":
        gained[winner] = 25 + gold
    else:
        gained[winner] = gold
    return gained[0], gained[1]


def match_value(s: Any, seat: int, viewer: int | None = None) -> float:
    """The chance that `seat` wins the match, in [0, 1]."""
    if s.over:
        if not s.winners:
            return 0.5
        return 1.0 if seat in s.winners else 0.0
    if not s.in_play:
        # Between games (setup of the next): the VP so far decide, the game is even.
        last = s.results[-1][0] if s.results else -1
        return match_chance((s.vp[0], s.vp[1]), s.match_points, seat, last)
    p = game_win_chance(s, seat, viewer)
    value = 0.0
    for winner, chance in ((seat, p), (1 - seat, 1.0 - p)):
        if chance <= 0.0:
            continue
        gained = game_points(s, winner)
        vp = (s.vp[0] + gained[0], s.vp[1] + gained[1])
        value += chance * match_chance(vp, s.match_points, seat, winner)
    return value


GAME_VP_SCALE = 30.0
"""The current game's expected VP margin giving tanh(1) of `game_margin` (a won game brings the
winner about 25-45 VP, the loser half its gold)."""


def game_margin(s: Any, seat: int, viewer: int | None = None) -> float:
    """The VP margin (seat's gain minus the other's) the current game is expected to bring, as
    tanh(margin / GAME_VP_SCALE) in (-1, 1); once the game is over, the margin it brought."""
    if not s.in_play or s.over:
        if not s.results:
            return 0.0
        _, gained0, gained1 = s.results[-1]
        margin = float(gained0 - gained1)
    else:
        p = game_win_chance(s, 0, viewer)
        margin = 0.0
        for winner, chance in ((0, p), (1, 1.0 - p)):
            if chance > 0.0:
                gained = game_points(s, winner)
                margin += chance * (gained[0] - gained[1])
    return math.tanh((margin if seat == 0 else -margin) / GAME_VP_SCALE)


def evaluate(s: Any, viewer: int | None = None, game_weight: float = 0.0) -> list[float]:
    """Returns in [-1, 1] per seat, for the searchers: 2 * match chance - 1, blended with
    weight `game_weight` with the current game's VP margin (`game_margin`). The blend sharpens
    the signal: early in a match one game moves the match chance only a little, so the values of
    a decision's moves would differ by far less than UCB's exploration term."""
    value = 2.0 * match_value(s, 0, viewer) - 1.0
    if game_weight:
        value = (1.0 - game_weight) * value + game_weight * game_margin(s, 0, viewer)
    return [value, -value]


# ------------------------------------------------------------------ values of single cards


def hand_card_value(card: int) -> float:
    """How much a Horde card in hand is worth keeping (for discards), in gold."""
    kind = KIND[card]
    if kind == TREASURE:
        return 2.0 + TREASURE_VALUE.get(VERB[card], 1.0) - 0.3 * ICONS[card]
    verb = VERB[card]
    effect = EFFECT[card]
    if verb == "pump":
        return 2.0 + float(effect[1]) * 0.6 - 0.2 * ICONS[card]  # type: ignore[arg-type]
    if verb in ("slay", "interceptor"):
        return 3.5 - 0.1 * ICONS[card]
    if verb in ("tribute", "call", "negate", "retreat", "counter"):
        return 3.0
    return 2.0 - 0.2 * ICONS[card]


HAND_VALUE: tuple[float, ...] = tuple(hand_card_value(card) for card in range(NUM_CARDS))
"""hand_card_value of every card, read once (the policy's discards and Merchant's Scales ask it
for the whole hand)."""

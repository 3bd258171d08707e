"""Nine Sons game knowledge for the searchers: an evaluator, a move ordering and the levels.

The evaluator is deliberately cheap (node rate matters more than finesse): points and tamed-card
count, who controls which stacks (only the top die's owner may move a stack), loaded 2-stacks
on valuable cards as tempo for the side to move, 3-stacks waiting on a yellow card, Yazi
danger, dice in hand, and the no-legal-move loss. It reads the engine's flat internals directly
(`_stacks`, `_slots`...) because building a view per leaf would cost more than the search.
Units: 100 = one card point.

Speed: the stack terms of a card depend only on that card and its two stacks and are cached
per card; whole values are cached by the position's Zobrist key (salted with the scores), as
searches meet the same leaves again through transpositions and on the next move. The caches
are process-wide, bounded, and hold pure functions of the position, so they never change a
result. The ordering sorts only the few moves that complete a 3-stack.
"""

from __future__ import annotations

from typing import Any

from ai.protocol import search_cache
from game.core.protocol import Action, GameState
from game.rules.nine_sons.actions import MOVE_FLAG
from game.rules.nine_sons.board import SLOT_OF, SLOT_SQUARES
from game.rules.nine_sons.cards import (
    CARD_EFFECT,
    CARD_POINTS,
    EFFECT_EXACTLY_THREE,
    EFFECT_FOUR_OR_MORE,
    EFFECT_HIGH_TOP,
)

POINT = 100.0
TAMED_CARD = 12.0  # the tie-break: more cards wins a points tie
CONTROL = (0.0, 6.0, 10.0, 8.0)  # a stack you top, by height (taller ones travel further)
LOADED_TEMPO = 30.0  # per card point: a 2-stack the side to move may complete first
WAITING_YELLOW = 45.0  # per card point: your 3-stack waiting on a yellow card
HAND_DIE = 3.0
STUCK = 400.0  # no die in hand and no stack to move: losing at the start of your turn

# Pulao's printed value dominates a 2-stack's worth; Yazi's -1 makes a loaded Yazi a trap.
_VALUE = tuple(float(points) for points in CARD_POINTS)

_MAX_CACHED = 20_000  # per card (stack pairs); a cache is emptied when it grows past this
_MAX_EVALS = 200_000  # whole-position values by Zobrist key (about 30 MB at most)
_EVAL_CACHE: dict[int, float] = search_cache({})  # emptied after each answer: flat memory
_SALT0 = 0x9E3779B97F4A7C15
_SALT1 = 0xC2B2AE3D27D4EB4F
_SLOT_CARD_SQUARES = tuple((slot, left, right) for slot, (left, right) in enumerate(SLOT_SQUARES))


def _card_terms(card: int, left_stack: tuple, right_stack: tuple) -> tuple[float, float]:
    """One card's stack terms for seat 0: (if seat 0 is to move, if seat 1 is to move).

    Control of each stack, loaded 2-stacks as tempo for the side to move and 3-stacks
    waiting on a yellow card. The terms depend only on the card and its two stacks, so the
    evaluator caches them per card (a handful of stack pairs recur all over a search).
    """
    points = _VALUE[card]
    effect = CARD_EFFECT[card]
    total = len(left_stack) + len(right_stack)
    fixed = 0.0  # from seat 0's side
    loaded = 0.0  # for the side to move
    for stack, other_stack in ((left_stack, right_stack), (right_stack, left_stack)):
        height = len(stack)
        if not height:
            continue
        top = stack[-1]
        sign = 1.0 if top >> 3 == 0 else -1.0
        fixed += sign * CONTROL[height]
        if height == 2:
            # Whoever moves next is the likelier one to drop the third die on top.
            if effect == EFFECT_HIGH_TOP or (effect == EFFECT_EXACTLY_THREE and other_stack):
                continue
            loaded += LOADED_TEMPO * points
        elif height == 3:
            # An untamed 3-stack sits on a yellow card: it tames when the condition turns.
            if effect == EFFECT_FOUR_OR_MORE and total == 3:
                fixed += sign * WAITING_YELLOW * points
            elif effect == EFFECT_EXACTLY_THREE and total > 3:
                fixed += sign * 0.5 * WAITING_YELLOW * points
            # A Chaofeng stack topped below 5 can never tame it as it stands: worth nothing.
    return (fixed + loaded, fixed - loaded)


class CardTermCache(dict):
    """One card's `_card_terms` by (left stack, right stack): `cache[pair]` computes and keeps
    the terms on a miss (emptied first when full), so a hit is a plain dict lookup."""

    __slots__ = ("card",)

    def __init__(self, card: int) -> None:
        super().__init__()
        self.card = card

    def __missing__(self, pair: tuple[tuple, tuple]) -> tuple[float, float]:
        if len(self) >= _MAX_CACHED:
            self.clear()
        terms = self[pair] = _card_terms(self.card, pair[0], pair[1])
        return terms


# Per card, emptied after each answer like the other search caches (flat memory).
_CARD_CACHES: tuple[dict, ...] = tuple(
    search_cache(CardTermCache(card)) for card in range(len(CARD_POINTS))
)


class PlaceTermCache(dict):
    """One card's `_card_terms` once a lone die is placed on one of its squares, by the stack
    on the other square: `cache[other][die * 2 + mover]` (die: its code owner * 8 + value;
    mover: the side to move after the place) is `_card_terms(card, (die,), other)[mover]` (the
    place on the left square) or `_card_terms(card, other, (die,))[mover]` (on the right one).
    The searcher scores a place with one lookup keyed by one stack instead of a pair of them."""

    __slots__ = ("card", "left")

    def __init__(self, card: int, left: bool) -> None:
        super().__init__()
        self.card = card
        self.left = left

    def __missing__(self, other: tuple) -> tuple[float, ...]:
        row = [0.0] * 32
        for owner in (0, 1):
            for value in range(1, 7):
                placed = (owner * 8 + value,)
                pair = (placed, other) if self.left else (other, placed)
                terms = _card_terms(self.card, *pair)
                row[placed[0] * 2] = terms[0]
                row[placed[0] * 2 + 1] = terms[1]
        found = self[other] = tuple(row)
        return found


# By card * 2 + (1 if the place is on the card's right square), emptied after each answer.
PLACE_TERMS: tuple[dict, ...] = tuple(
    search_cache(PlaceTermCache(card, left))
    for card in range(len(CARD_POINTS))
    for left in (True, False)
)


def evaluate(state: GameState, seat: int) -> float:
    """How good `state` is for `seat` (positive = better), in points x 100.

    Exactly antisymmetric: computed for seat 0 and negated for seat 1.
    """
    s = state  # the engine's internals, read-only
    # The value is a function of the position (scores follow from the tamed cards), which the
    # Zobrist key identifies; a search meets the same leaves again through transpositions.
    scores = s._scores  # type: ignore[attr-defined]
    # Salted with the scores too: test positions may set scores apart from the tamed cards.
    key = s._hash ^ _SALT0 * scores[0] ^ _SALT1 * scores[1]  # type: ignore[attr-defined]
    value = _EVAL_CACHE.get(key)
    if value is None:
        if len(_EVAL_CACHE) >= _MAX_EVALS:
            _EVAL_CACHE.clear()
        value = _EVAL_CACHE[key] = _evaluate_seat0(s)
    return value if seat == 0 else -value


def _evaluate_seat0(s: Any) -> float:
    """evaluate(state, 0) computed from scratch."""
    scores = s._scores
    tamed = s._tamed
    slots = s._slots
    stacks = s._stacks
    mover = s._active
    value = POINT * (scores[0] - scores[1]) + TAMED_CARD * (len(tamed[0]) - len(tamed[1]))
    caches = _CARD_CACHES
    for slot, left, right in _SLOT_CARD_SQUARES:
        left_stack = stacks[left]
        right_stack = stacks[right]
        if left_stack or right_stack:
            value += caches[slots[slot]][left_stack, right_stack][mover]
    hands = s._hands
    hand0 = hands[0]
    hand1 = hands[1]
    value += HAND_DIE * (hand0.bit_count() - hand1.bit_count())
    if not hand0 or not hand1:
        # No die in hand and no stack to top: that player loses at the start of their turn.
        tops = {stack[-1] >> 3 for stack in stacks if stack}
        if not hand0 and 0 not in tops:
            value -= STUCK
        if not hand1 and 1 not in tops:
            value += STUCK
    return value


def order_moves(state: GameState, actions: list[Action]) -> list[Action]:
    """Moves that make a 3-stack with the mover's die on top first (the more points the card
    is worth, the earlier), then the other moves, then places; tame decisions lead. Stable:
    ties keep the engine's order."""
    stacks = state._stacks  # type: ignore[attr-defined]
    slots = state._slots  # type: ignore[attr-defined]
    completing: list[tuple[int, Action]] = []
    moves: list[Action] = []
    places: list[Action] = []
    decisions: list[Action] = []
    for action in actions:
        if action & MOVE_FLAG:
            # The square the mover's own (top) die lands on: the last one of the path.
            last = (action >> (2 + 4 * ((action >> 4) & 3))) & 15
            if len(stacks[last]) == 2:
                completing.append((-CARD_POINTS[slots[SLOT_OF[last]]], action))
            else:
                moves.append(action)
        elif action < 72:
            places.append(action)
        else:
            decisions.append(action)  # tame / award decisions: few, and forced anyway
    if completing:
        completing.sort(key=_first)
        decisions.extend([action for _, action in completing])
    decisions += moves
    decisions += places
    return decisions


def _first(item: tuple[int, Action]) -> int:
    return item[0]

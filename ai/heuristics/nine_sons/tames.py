"""A tame one ply below the horizon, scored without push (search.py's `_search_one`).

The common tame a turn makes at the horizon is one card with one claimant that does not win the
game. The engine tames it, then stops at the refill (a chance node, the turn's mover still
`_active`) while the deck has cards; with the deck empty it ends the game if four cards are
left, else passes the turn (the other side loses at once if it has no legal action). push would
replay the turn through the state's regular code (`_push_slow`) only for the search to read that
position's evaluation or result; `tame_value` works them out from the lists the search already
holds: the tamed card's dice back in their owners' hands (Chiwen's taming top die swallowed),
its slot empty, the tamer's points and card count. Any other tame (a decision between claimants
or cards, a win on points) returns None and is pushed as before.
"""

from __future__ import annotations

from typing import Any

from game.rules.nine_sons.actions import MOVE_FLAG
from game.rules.nine_sons.board import SLOT_OF as _SLOT_OF
from game.rules.nine_sons.board import SLOT_SQUARES
from game.rules.nine_sons.cards import CARD_EFFECT, CARD_POINTS, EFFECT_REMOVE_TOP
from game.rules.nine_sons.moves import has_move

from .evaluate import _CARD_CACHES, HAND_DIE, POINT, STUCK, TAMED_CARD


def tame_value(
    found: list[tuple[int, int, int, int]],
    s: Any,
    child: list,
    touched: int,
    terms: list[Any],
    hands: list[int],
    mover: int,
    action: int,
    seat: int,
    win: float,
) -> tuple[float, int] | None:
    """What push + (returns or evaluate) gives for `seat` after the turn `action` of `mover`
    that tames the one card of `found` (moves.find_tames_in's answer on `child`, the stacks
    after the action), or None unless the tame is the common kind above. The answer: (the
    value, 1 if it is an evaluation, 0 if the game ended).

    `touched`: the bit mask of the slots the action changed; `terms`: the node's card terms by
    slot (search.py's); `hands`: the hands before the action; `s`: a state holding the node's
    slots, scores, tamed cards, deck and target; `win`: the value of a win at that ply.
    """
    if len(found) != 1:
        return None
    slot, card, claim0, claim1 = found[0]
    if claim0 >= 0 and claim1 >= 0:
        return None  # both seats claim it: a decision
    tamer = 0 if claim0 >= 0 else 1
    scores = s._scores
    points = CARD_POINTS[card]
    if scores[tamer] + points >= s._target:
        return None  # the tamer wins
    tamed = s._tamed
    score0 = scores[0]
    score1 = scores[1]
    cards0 = len(tamed[0])
    cards1 = len(tamed[1])
    if tamer:
        score1 += points
        cards1 += 1
    else:
        score0 += points
        cards0 += 1
    slots = s._slots
    active = mover  # the side to move in the position reached
    if not s._deck:
        if -1 in slots:  # five cards or fewer (of six slots), four once tamed: the game ends
            first = (score0, cards0)
            second = (score1, cards1)
            if first == second:
                return 0.0 * win, 0
            return (1.0 if (first > second) == (seat == 0) else -1.0) * win, 0
        active = mover ^ 1  # the turn passes
    hand0 = hands[0]
    hand1 = hands[1]
    if not action & MOVE_FLAG:  # a place: the die leaves the mover's hand
        if mover:
            hand1 &= ~(1 << (action // 12 + 1))
        else:
            hand0 &= ~(1 << (action // 12 + 1))
    swallowed = -1  # the square whose top die Chiwen swallows
    if CARD_EFFECT[card] == EFFECT_REMOVE_TOP:
        swallowed = claim0 if tamer == 0 else claim1
    value = POINT * (score0 - score1) + TAMED_CARD * (cards0 - cards1)
    # The card terms: the node's own (`terms`) where the action touched nothing.
    caches = _CARD_CACHES
    for other in range(6):
        if other == slot:
            continue
        if touched >> other & 1:
            left, right = SLOT_SQUARES[other]
            left_stack = child[left]
            right_stack = child[right]
            if left_stack or right_stack:
                value += caches[slots[other]][left_stack, right_stack][active]
        else:
            terms_here = terms[other]
            if terms_here is not None:
                value += terms_here[active]
    tamed_squares = SLOT_SQUARES[slot]
    for sq in tamed_squares:  # the tamed card's dice go back to their owners' hands
        stack = child[sq]
        for die in stack[:2] if sq == swallowed else stack:
            if die >> 3:
                hand1 |= 1 << (die & 7)
            else:
                hand0 |= 1 << (die & 7)
    if active != mover:
        # The turn passed: the engine's test for a legal action at the start of a turn.
        after_slots = slots[:]
        after_slots[slot] = -1
        after = child[:]
        for sq in tamed_squares:
            after[sq] = ()
        if not (
            (hand1 if active else hand0)
            and any(not after[sq] and after_slots[_SLOT_OF[sq]] >= 0 for sq in range(12))
        ) and not has_move(after_slots, after, active, s._incoming_pulao, s._stack_top):
            return (1.0 if seat == mover else -1.0) * win, 0  # the side to move loses
    if not hand0 or not hand1:
        # evaluate's no-move terms: no die in hand and no stack to top.
        tops = {child[sq][-1] >> 3 for sq in range(12) if child[sq] and sq not in tamed_squares}
        if not hand0 and 0 not in tops:
            value -= STUCK
        if not hand1 and 1 not in tops:
            value += STUCK
    value += HAND_DIE * (hand0.bit_count() - hand1.bit_count())
    return (-value if seat else value), 1

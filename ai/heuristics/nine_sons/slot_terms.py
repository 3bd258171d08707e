"""The card terms of a Nine Sons position by slot, and the empty squares a turn leaves: what
search.py's two plies above the horizon hand down to their children instead of pushing them."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action
from game.rules.nine_sons.actions import MOVE_FLAG as _MOVE_FLAG

from .evaluate import _CARD_CACHES, _SLOT_CARD_SQUARES


def _slot_terms(stacks: list, slots: list[int], player: int) -> tuple[list[Any], float, int]:
    """(per slot the evaluator's card terms for (seat 0, seat 1) to move, None on a bare card;
    their sum for `player` to move; how many squares have a card and no die)."""
    caches = _CARD_CACHES
    terms: list[Any] = [None] * 6
    total = 0.0
    empties = 0
    for slot, left, right in _SLOT_CARD_SQUARES:
        card = slots[slot]
        if card < 0:
            continue
        left_stack = stacks[left]
        right_stack = stacks[right]
        if left_stack or right_stack:
            terms[slot] = found = caches[card][left_stack, right_stack]
            total += found[player]
            if not left_stack or not right_stack:
                empties += 1
        else:
            empties += 2
    return terms, total, empties


def _empties_after(stacks: list, action: Action, empties: int) -> int:
    """How many squares with a card and no die the turn `action` leaves, given the `empties`
    before it: a place fills one; a move empties its source and fills the squares of its
    (simple) path that were empty."""
    if not action & _MOVE_FLAG:
        return empties - 1
    free = empties + 1
    shift = 6
    for _ in stacks[action & 15]:
        if not stacks[(action >> shift) & 15]:
            free -= 1
        shift += 4
    return free

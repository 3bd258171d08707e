"""The turn's legal actions generated straight in the search's order (one pass, no sort).

`ordered_turn_actions(state)` equals `order_moves(state, state.legal_actions())` on a turn in
play (evaluate.py): moves that drop the mover's die on a 2-stack first, by the card's points
(3, then 2, then 1, then Yazi's -1; generation order within the same points), then the other
moves, then the places, each in the engine's generation order (moves.generate_actions). The
search asks for it at every inner node, so it builds the lists the ordering wants directly
instead of generating, copying and re-sorting a list.
"""

from __future__ import annotations

from typing import Any

from ai.protocol import search_cache
from game.rules.nine_sons.actions import MOVE_FLAG
from game.rules.nine_sons.board import FACES
from game.rules.nine_sons.board import SLOT_OF as _SLOT_OF
from game.rules.nine_sons.cards import CARD_POINTS
from game.rules.nine_sons.moves import PATHS_1, PATHS_2, PATHS_3, accept_masks

# The bucket of a completing move by its card's points: order_moves sorts by -points.
_POINTS_ORDER = sorted(set(CARD_POINTS), reverse=True)
_BUCKET_OF_CARD: tuple[int, ...] = tuple(_POINTS_ORDER.index(points) for points in CARD_POINTS)
# The places of a hand on a set of empty squares (by value, then square), emptied after each
# answer like the evaluator's caches (flat memory).
_PLACES: dict[tuple[int, tuple[int, ...]], list[int]] = search_cache({})
_MAX_PLACES = 50_000
# Where a move's last square sits in the action int, by the number of dice sown.
_LAST_SHIFT: tuple[int, ...] = (0, 6, 10, 14)


def ordered_turn_actions(state: Any) -> list[int]:
    """The legal places and moves of the seat to move, in `order_moves`' order."""
    s = state  # the engine's internals, read-only
    stacks = s._stacks
    slots = s._slots
    player = s._active
    accept = accept_masks(slots, stacks, s._incoming_pulao)
    stack_top = s._stack_top
    moves: list[int] = []
    for src in range(12):
        stack = stacks[src]
        if not stack or stack[-1] >> 3 != player:
            continue
        # moves.generate_actions' loop, the same paths in the same order.
        size = len(stack)
        head = MOVE_FLAG | src | size << 4
        first = 1 << (stack[0] & 7)
        if size == 1:
            moves += [head | code for a, code in PATHS_1[src] if accept[a] & first]
            continue
        if stack_top:
            first = second = third = 1 << (stack[-1] & 7)
        else:
            second = 1 << (stack[1] & 7)
            third = 1 << (stack[2] & 7) if size == 3 else 0
        if size == 2:
            moves += [
                head | code
                for a, b, code in PATHS_2[src]
                if accept[a] & first and accept[b] & second
            ]
        else:
            moves += [
                head | code
                for a, b, c, code in PATHS_3[src]
                if accept[a] & first and accept[b] & second and accept[c] & third
            ]
    if moves:
        # A move completes a 3-stack when its last square holds two dice (accept > 0 there).
        completing = [
            (_BUCKET_OF_CARD[slots[_SLOT_OF[last]]], action)
            for action in moves
            if len(stacks[last := (action >> _LAST_SHIFT[(action >> 4) & 3]) & 15]) == 2
        ]
        if completing:
            if len(completing) > 1:
                completing.sort(key=_first)  # stable: generation order within equal points
            done = [action for _, action in completing]
            moves = done + [action for action in moves if action not in done]
    hand = s._hands[player]
    if hand:
        empties = tuple([sq for sq in range(12) if accept[sq] and not stacks[sq]])
        if empties:
            places = _PLACES.get((hand, empties))
            if places is None:
                if len(_PLACES) >= _MAX_PLACES:
                    _PLACES.clear()
                places = _PLACES[hand, empties] = [
                    (value - 1) * 12 + sq for value in FACES if hand >> value & 1 for sq in empties
                ]
            moves += places
    return moves


def _first(item: tuple[int, int]) -> int:
    return item[0]

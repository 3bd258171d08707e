"""The turn's legal actions generated straight in the search's order (one pass, no sort).

`ordered_turn_actions(state)` equals `order_moves(state, state.legal_actions())` on a turn in
play (evaluate.py): moves that drop the mover's die on a 2-stack first, by the card's points
(3, then 2, then 1, then Yazi's -1; generation order within the same points), then the other
moves, then the places, each in the engine's generation order (moves.generate_actions). The
search asks for it at every inner node, so it builds the lists the ordering wants directly
instead of generating, copying and re-sorting a list. `ordered_actions` takes the position's
lists as arguments: the searcher also asks it for positions it has not pushed (search.py).

`is_legal_turn_action` tests one action (a killer from another position) without a list.
"""

from __future__ import annotations

from typing import Any

from ai.protocol import search_cache
from game.rules.nine_sons.actions import MOVE_FLAG
from game.rules.nine_sons.board import FACES
from game.rules.nine_sons.board import SLOT_OF as _SLOT_OF
from game.rules.nine_sons.cards import CARD_POINTS, PULAO
from game.rules.nine_sons.moves import ACCEPTS, PATHS_1, PATHS_2, PATHS_3, accept_masks

# The bucket of a completing move by its card's points: order_moves sorts by -points.
_POINTS_ORDER = sorted(set(CARD_POINTS), reverse=True)
_BUCKET_OF_CARD: tuple[int, ...] = tuple(_POINTS_ORDER.index(points) for points in CARD_POINTS)
# The places of a hand on a set of empty squares (by value, then square), by (hand, *squares),
# emptied after each answer like the evaluator's caches (flat memory).
_PLACES: dict[tuple[int, ...], list[int]] = search_cache({})
_MAX_PLACES = 50_000
_MOVE_SHIFTS = (6, 10, 14)  # where a move's squares sit in the action int
# By hand (bit v: a die of value v), the first place action of each value held, ascending.
_PLACE_BASES: tuple[tuple[int, ...], ...] = tuple(
    tuple((value - 1) * 12 for value in FACES if hand >> value & 1) for hand in range(128)
)


def ordered_turn_actions(state: Any) -> list[int]:
    """The legal places and moves of the seat to move, in `order_moves`' order."""
    s = state  # the engine's internals, read-only
    player = s._active
    return ordered_actions(
        s._stacks, s._slots, player, s._hands[player], s._stack_top, s._incoming_pulao
    )


def ordered_actions(
    stacks: list, slots: list[int], player: int, hand: int, stack_top: bool, incoming_pulao: bool
) -> list[int]:
    """`ordered_turn_actions` of the position given by its lists (`hand`: the mover's)."""
    accept = accept_masks(slots, stacks, incoming_pulao)
    moves: list[int] = []  # those that complete no 3-stack
    # A move completes a 3-stack when its last square holds two dice: (points bucket, action).
    completing: list[tuple[int, int]] = []
    empties: list[int] = []  # empty squares with a card (accept > 0)
    for src, stack in enumerate(stacks):
        if not stack:
            if accept[src]:
                empties.append(src)
            continue
        if stack[-1] >> 3 != player:
            continue
        # moves.generate_actions' loop, the same paths in the same order (loops, not list
        # comprehensions: the lists are short and 3.11 makes a function call of each).
        size = len(stack)
        head = MOVE_FLAG | src | size << 4
        first = 1 << (stack[0] & 7)
        if size == 1:
            for a, code in PATHS_1[src]:
                if accept[a] & first:
                    if len(stacks[a]) == 2:
                        completing.append((_BUCKET_OF_CARD[slots[_SLOT_OF[a]]], head | code))
                    else:
                        moves.append(head | code)
            continue
        if stack_top:
            first = second = third = 1 << (stack[-1] & 7)
        else:
            second = 1 << (stack[1] & 7)
            third = 1 << (stack[2] & 7) if size == 3 else 0
        if size == 2:
            for a, b, code in PATHS_2[src]:
                if accept[a] & first and accept[b] & second:
                    if len(stacks[b]) == 2:
                        completing.append((_BUCKET_OF_CARD[slots[_SLOT_OF[b]]], head | code))
                    else:
                        moves.append(head | code)
        else:
            for a, b, c, code in PATHS_3[src]:
                if accept[a] & first and accept[b] & second and accept[c] & third:
                    if len(stacks[c]) == 2:
                        completing.append((_BUCKET_OF_CARD[slots[_SLOT_OF[c]]], head | code))
                    else:
                        moves.append(head | code)
    if completing:
        if len(completing) > 1:
            completing.sort(key=_first)  # stable: generation order within equal points
        moves = [action for _, action in completing] + moves
    if hand and empties:
        key = (hand, *empties)
        places = _PLACES.get(key)
        if places is None:
            if len(_PLACES) >= _MAX_PLACES:
                _PLACES.clear()
            places = _PLACES[key] = [first + sq for first in _PLACE_BASES[hand] for sq in empties]
        moves += places
    return moves


def _first(item: tuple[int, int]) -> int:
    return item[0]


def is_legal_turn_action(
    action: int,
    stacks: list,
    slots: list[int],
    hand: int,
    mover: int,
    stack_top: bool,
    incoming_pulao: bool,
) -> bool:
    """Whether `action` (any action int: a killer from another position) is among the legal
    places and moves of `mover` (holding `hand`) in the position given by its lists
    (moves.generate_actions' tests for that one action)."""
    if action & MOVE_FLAG:
        stack = stacks[action & 15]
        size = len(stack)
        if not size or size != (action >> 4) & 3 or stack[-1] >> 3 != mover:
            return False
        top = stack[-1] & 7
        for step in range(size):
            face = top if stack_top else stack[step] & 7
            square = (action >> _MOVE_SHIFTS[step]) & 15
            card = slots[_SLOT_OF[square]]
            if card < 0:
                return False
            target = stacks[square]
            if not target:
                continue  # an empty square takes any die
            if len(target) == 3:
                return False
            if card == PULAO:
                if incoming_pulao:
                    continue  # the dropped die counts as 1 too: any die goes
                reading = 1
            else:
                reading = target[-1] & 7
            if not ACCEPTS[reading] >> face & 1:
                return False
        return True
    if action >= 72:
        return False  # a tame decision or a chance outcome
    value, square = divmod(action, 12)
    return bool(hand >> (value + 1) & 1 and not stacks[square] and slots[_SLOT_OF[square]] >= 0)

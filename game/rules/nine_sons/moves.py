"""Move generation, move checking with player-facing reasons, and the taming scan.

Pure functions over the state's flat lists: `slots` (6 card ids, -1 = no card) and `stacks`
(12 tuples of die ints, bottom to top; a die is `owner * 8 + value`).
"""

from __future__ import annotations

from game.rules.nine_sons.actions import AWARD_BASE, MOVE_FLAG, TAME_BASE
from game.rules.nine_sons.board import CAN_DROP, FACES, NEIGHBOURS, SLOT_OF, SLOT_SQUARES
from game.rules.nine_sons.cards import (
    CARD_EFFECT,
    EFFECT_COUNTS_AS_ONE,
    EFFECT_EXACTLY_THREE,
    EFFECT_FOUR_OR_MORE,
    EFFECT_HIGH_TOP,
)

Stacks = list[tuple[int, ...]]


def drop_readings(
    slots: list[int], stacks: Stacks, incoming_pulao: bool
) -> tuple[list[bool], list[int]]:
    """Per square: can a die enter at all, and the top face a dropped die is compared with.

    A reading of 0 accepts any die: empty squares, and Pulao under the 'incoming-too' reading.
    Pulao's dice read as 1, so only a 6 is refused there (6 may not go on 1).
    """
    room = [False] * 12
    reading = [0] * 12
    for sq in range(12):
        card = slots[SLOT_OF[sq]]
        if card < 0:
            continue
        stack = stacks[sq]
        size = len(stack)
        if size >= 3:
            continue
        room[sq] = True
        if size:
            if CARD_EFFECT[card] == EFFECT_COUNTS_AS_ONE:
                reading[sq] = 0 if incoming_pulao else 1
            else:
                reading[sq] = stack[-1] & 7
    return room, reading


def generate_actions(
    slots: list[int], stacks: Stacks, hand: int, player: int, incoming_pulao: bool
) -> list[int]:
    """Every legal place (by value, then square) and move (by source, then path) of `player`.

    `hand` is the player's hand as a bit mask (bit v = the die showing v).
    """
    actions: list[int] = []
    empties = [sq for sq in range(12) if not stacks[sq] and slots[SLOT_OF[sq]] >= 0]
    if empties:
        for value in FACES:
            if hand >> value & 1:
                base = (value - 1) * 12
                actions.extend([base + sq for sq in empties])
    room, reading = drop_readings(slots, stacks, incoming_pulao)
    can = CAN_DROP
    for src in range(12):
        stack = stacks[src]
        if not stack or stack[-1] >> 3 != player:
            continue
        size = len(stack)
        first = can[stack[0] & 7]
        head = MOVE_FLAG | src | (size << 4)
        # Nested loops instead of recursion: at most 3 steps, and this is the hot path.
        for a in NEIGHBOURS[src]:
            if not room[a] or not first[reading[a]]:
                continue
            if size == 1:
                actions.append(head | a << 6)
                continue
            second = can[stack[1] & 7]
            for b in NEIGHBOURS[a]:
                if b == src or not room[b] or not second[reading[b]]:
                    continue
                if size == 2:
                    actions.append(head | a << 6 | b << 10)
                    continue
                third = can[stack[2] & 7]
                for c in NEIGHBOURS[b]:
                    if c == src or c == a or not room[c] or not third[reading[c]]:
                        continue
                    actions.append(head | a << 6 | b << 10 | c << 14)
    return actions


def move_error(
    slots: list[int],
    stacks: Stacks,
    player: int,
    incoming_pulao: bool,
    source: int,
    path: tuple[int, ...],
) -> str | None:
    """Why `player` may not sow `source` along `path` (None = legal).

    Steps are checked first, so a legal prefix only reports that the stack must go further.
    """
    if not 0 <= source < 12 or any(not 0 <= sq < 12 for sq in path):
        return "There is no such square"
    if slots[SLOT_OF[source]] < 0:
        return "No card there"
    stack = stacks[source]
    if not stack:
        return "There is no stack there"
    if stack[-1] >> 3 != player:
        return "Not your stack"
    size = len(stack)
    room, reading = drop_readings(slots, stacks, incoming_pulao)
    visited = [source]
    previous = source
    for die, sq in zip(stack, path, strict=False):
        if sq in visited:
            return "Already visited this turn"
        if sq not in NEIGHBOURS[previous]:
            return "Each step must go to a neighbouring square"
        if slots[SLOT_OF[sq]] < 0:
            return "No card there"
        if not room[sq]:
            return "That square is full"
        face = die & 7
        if not CAN_DROP[face][reading[sq]]:
            if CARD_EFFECT[slots[SLOT_OF[sq]]] == EFFECT_COUNTS_AS_ONE:
                return "A 6 may not land on Pulao: its dice count as 1"
            return f"A {face} may not land on a {reading[sq]}"
        visited.append(sq)
        previous = sq
    if len(path) != size:
        return f"The stack must travel exactly {size} square{'' if size == 1 else 's'}"
    return None


def find_tames(slots: list[int], stacks: Stacks) -> list[tuple[int, int, int, int]]:
    """Cards that can be tamed now: (slot, card, square claimed by seat 0, by seat 1; -1 = none).

    The claimant of a 3-stack is the owner of its top die; yellow conditions are applied here.
    """
    found = []
    for slot in range(6):
        card = slots[slot]
        if card < 0:
            continue
        left, right = SLOT_SQUARES[slot]
        size_left = len(stacks[left])
        size_right = len(stacks[right])
        if size_left != 3 and size_right != 3:
            continue
        effect = CARD_EFFECT[card]
        total = size_left + size_right
        if effect == EFFECT_EXACTLY_THREE and total != 3:
            continue
        if effect == EFFECT_FOUR_OR_MORE and total < 4:
            continue
        claims = [-1, -1]
        for sq in (left, right):
            stack = stacks[sq]
            if len(stack) != 3:
                continue
            top = stack[2]
            if effect == EFFECT_HIGH_TOP and top & 7 < 5:
                continue  # Chaofeng judges each stack by its own top die
            owner = top >> 3
            if claims[owner] < 0:
                # [P] The same owner on both squares: the left stack is "the" taming stack
                # (it only matters for Chiwen, whose taming stack loses its top die).
                claims[owner] = sq
        if claims[0] >= 0 or claims[1] >= 0:
            found.append((slot, card, claims[0], claims[1]))
    return found


def decision_actions(pending: list[tuple[int, int, int, int]]) -> list[int]:
    """The active player's choices among pending tames, in slot order.

    A card one seat claims offers "tame <card>"; a card claimed by both seats (different owners
    on its two squares) offers "award <card> to 0" and "... to 1", choosing order and tamer at once.
    """
    actions = []
    for _slot, card, claim0, claim1 in pending:
        if claim0 >= 0 and claim1 >= 0:
            actions.append(AWARD_BASE + card * 2)
            actions.append(AWARD_BASE + card * 2 + 1)
        else:
            actions.append(TAME_BASE + card)
    return actions


def match_decision(pending: list[tuple[int, int, int, int]], action: int) -> tuple[int, int] | None:
    """(index in `pending`, tamer seat) chosen by a tame/award action; None if it matches none."""
    for index, (_slot, card, claim0, claim1) in enumerate(pending):
        disputed = claim0 >= 0 and claim1 >= 0
        if not disputed and action == TAME_BASE + card:
            return index, 0 if claim0 >= 0 else 1
        if disputed and action in (AWARD_BASE + card * 2, AWARD_BASE + card * 2 + 1):
            return index, action - AWARD_BASE - card * 2
    return None

"""Move generation, move checking with player-facing reasons, and the taming scan.

The reasons are `Message`s: English msgids with named arguments, translated by the client.

Pure functions over the state's flat lists: `slots` (6 card ids, -1 = no card) and `stacks`
(12 tuples of die ints, bottom to top; a die is `owner * 8 + value`).

Two readings of the sowing comparison (the rule option "sowing_check"): by default each die
is compared as it is dropped (Board Game Arena's text); with `stack_top` the moving stack's
top die is compared at every step (the seed's text), whichever die is dropped.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.text import N_, Message, Nn_

from .actions import AWARD_BASE, MOVE_FLAG, TAME_BASE
from .board import CAN_DROP, FACES, NEIGHBOURS, SLOT_OF, SLOT_SQUARES
from .cards import (
    CARD_EFFECT,
    CARD_NAMES,
    CHIWEN,
    EFFECT_COUNTS_AS_ONE,
    EFFECT_EXACTLY_THREE,
    EFFECT_FOUR_OR_MORE,
    EFFECT_HIGH_TOP,
    PULAO,
)

Stacks = list[tuple[int, ...]]
_SLOT_OF = SLOT_OF


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


def _path_tree(source: int) -> tuple:
    """Every simple path of 1-3 steps from `source` over the full grid, as a prefix tree.

    Each node is (square, partial move code, children): the code already holds the squares
    entered so far at their places in the action int, and no child revisits the source or an
    earlier square. Move generation then only filters by room and drop legality.
    """

    def grow(path: tuple[int, ...], code: int) -> tuple:
        if len(path) == 4:
            return ()
        shift = 6 + 4 * (len(path) - 1)
        return tuple(
            (sq, code | sq << shift, grow((*path, sq), code | sq << shift))
            for sq in NEIGHBOURS[path[-1]]
            if sq not in path
        )

    return grow((source,), 0)


PATH_TREES: tuple[tuple, ...] = tuple(_path_tree(sq) for sq in range(12))
"""PATH_TREES[source]: the simple 1-3 step paths from `source` (see _path_tree)."""

PATHS_1: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((a, code) for a, code, _ in tree) for tree in PATH_TREES
)
"""PATHS_1[source]: (square, move code) of every 1-step path, in PATH_TREES order."""
PATHS_2: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple((a, b, code) for a, _, after in tree for b, code, _ in after) for tree in PATH_TREES
)
"""PATHS_2[source]: (first, second square, move code) of every 2-step path, depth first."""
PATHS_3: tuple[tuple[tuple[int, int, int, int], ...], ...] = tuple(
    tuple((a, b, c, code) for a, _, after in tree for b, _, last in after for c, code, _ in last)
    for tree in PATH_TREES
)
"""PATHS_3[source]: the three squares and move code of every 3-step path, depth first."""

# ACCEPTS[reading]: bit f set when a die showing f may land on a top die read as `reading`.
ACCEPTS: tuple[int, ...] = tuple(
    sum(1 << face for face in FACES if CAN_DROP[face][reading]) for reading in range(7)
)


def _normal_accept(stack: tuple[int, ...]) -> int:
    """The accept mask of `stack` on a card without Pulao's reading."""
    size = len(stack)
    if not size:
        return 126
    return ACCEPTS[stack[-1] & 7] if size < 3 else 0


# Every stack there can be (up to three of the 12 dice codes): its accept mask on a card
# without Pulao's reading. One dict lookup per square instead of the tests above.
_DICE = tuple(owner * 8 + value for owner in (0, 1) for value in FACES)
ACCEPT_OF_STACK: dict[tuple[int, ...], int] = {
    stack: _normal_accept(stack)
    for stack in [()]
    + [(a,) for a in _DICE]
    + [(a, b) for a in _DICE for b in _DICE]
    + [(a, b, c) for a in _DICE for b in _DICE for c in _DICE]
}


def accept_masks(slots: list[int], stacks: Stacks, incoming_pulao: bool) -> list[int]:
    """Per square, bit f set when a die showing f may be dropped there now (0 = no card or full).

    Empty squares take anything; Pulao's dice read as 1, so only a 6 is refused there.
    """
    accept = list(map(ACCEPT_OF_STACK.__getitem__, stacks))
    if PULAO in slots:
        reading = ACCEPTS[0 if incoming_pulao else 1]
        for sq in SLOT_SQUARES[slots.index(PULAO)]:
            if 0 < len(stacks[sq]) < 3:
                accept[sq] = reading
    if -1 in slots:
        for slot, card in enumerate(slots):
            if card < 0:
                left, right = SLOT_SQUARES[slot]
                accept[left] = accept[right] = 0
    return accept


def has_move(
    slots: list[int], stacks: Stacks, player: int, incoming_pulao: bool, stack_top: bool = False
) -> bool:
    """True if `player` can move some stack (generate_actions' moves, stopping at the first)."""
    sources = [sq for sq in range(12) if stacks[sq] and stacks[sq][-1] >> 3 == player]
    if not sources:
        return False
    # The common case first: a lone die next to an empty square (which takes any die).
    for src in sources:
        if len(stacks[src]) == 1:
            for a, _, _ in PATH_TREES[src]:
                if not stacks[a] and slots[_SLOT_OF[a]] >= 0:
                    return True
    accept = accept_masks(slots, stacks, incoming_pulao)
    for src in sources:
        stack = stacks[src]
        size = len(stack)
        first, second, third = _compared_faces(stack, stack_top)
        for a, _, after in PATH_TREES[src]:
            if not accept[a] & first:
                continue
            if size == 1:
                return True
            for b, _, last in after:
                if not accept[b] & second:
                    continue
                if size == 2:
                    return True
                for c, _, _ in last:
                    if accept[c] & third:
                        return True
    return False


def _compared_faces(stack: tuple[int, ...], stack_top: bool) -> tuple[int, int, int]:
    """Bit masks of the faces compared at the first, second and third step of sowing `stack`:
    the die dropped at each step, or the stack's top die at every step (`stack_top`)."""
    if stack_top:
        top = 1 << (stack[-1] & 7)
        return top, top, top
    size = len(stack)
    return (
        1 << (stack[0] & 7),
        1 << (stack[1] & 7) if size > 1 else 0,
        1 << (stack[2] & 7) if size > 2 else 0,
    )


def generate_actions(
    slots: list[int],
    stacks: Stacks,
    hand: int,
    player: int,
    incoming_pulao: bool,
    stack_top: bool = False,
) -> list[int]:
    """Every legal place (by value, then square) and move (by source, then path) of `player`.

    `hand` is the player's hand as a bit mask (bit v = the die showing v); `stack_top` picks
    the seed's reading of the comparison (the moving stack's top die at every step).
    """
    actions: list[int] = []
    accept = accept_masks(slots, stacks, incoming_pulao)
    if hand:
        empties = [sq for sq in range(12) if accept[sq] and not stacks[sq]]
        if empties:
            for value in FACES:
                if hand >> value & 1:
                    base = (value - 1) * 12
                    actions.extend([base + sq for sq in empties])
    # Flat path lists (PATHS_1..3, depth-first like the trees): one comprehension per stack.
    for src in range(12):
        stack = stacks[src]
        if not stack or stack[-1] >> 3 != player:
            continue
        size = len(stack)
        head = MOVE_FLAG | src | size << 4
        first = 1 << (stack[0] & 7)
        if size == 1:  # a lone die is its own top die: both readings agree
            actions += [head | code for a, code in PATHS_1[src] if accept[a] & first]
            continue
        # Inlined (a call per stack costs too much here): the faces compared at each step.
        if stack_top:
            first = second = third = 1 << (stack[-1] & 7)
        else:
            second = 1 << (stack[1] & 7)
            third = 1 << (stack[2] & 7) if size == 3 else 0
        if size == 2:
            actions += [
                head | code
                for a, b, code in PATHS_2[src]
                if accept[a] & first and accept[b] & second
            ]
        else:
            actions += [
                head | code
                for a, b, c, code in PATHS_3[src]
                if accept[a] & first and accept[b] & second and accept[c] & third
            ]
    return actions


def place_error(
    slots: list[int], stacks: Stacks, hand: int, removed: int, square: int, value: int
) -> Message | None:
    """Why the player with `hand` (and `removed`: dice Chiwen swallowed, both bit masks) may not
    place the die showing `value` on `square` (None = legal)."""
    if not 1 <= value <= 6 or not 0 <= square < 12:
        return Message.of(N_("There is no such die or square"))
    if not hand >> value & 1:
        if removed >> value & 1:
            son = Message.of(CARD_NAMES[CHIWEN])
            return Message.of(N_("{son} swallowed your {value}"), son=son, value=value)
        return Message.of(N_("Your {value} is not in your hand"), value=value)
    if slots[SLOT_OF[square]] < 0:
        return Message.of(N_("No card there"))
    if stacks[square]:
        return Message.of(N_("Dice can only be placed on an empty square"))
    return None


def move_error(
    slots: list[int],
    stacks: Stacks,
    player: int,
    incoming_pulao: bool,
    source: int,
    path: tuple[int, ...],
    stack_top: bool = False,
) -> Message | None:
    """Why `player` may not sow `source` along `path` (None = legal).

    Steps are checked first, so a legal prefix only reports that the stack must go further.
    `stack_top`: the seed's reading (the stack's top die is compared at every step).
    """
    if not 0 <= source < 12 or any(not 0 <= sq < 12 for sq in path):
        return Message.of(N_("There is no such square"))
    if slots[SLOT_OF[source]] < 0:
        return Message.of(N_("No card there"))
    stack = stacks[source]
    if not stack:
        return Message.of(N_("There is no stack there"))
    if stack[-1] >> 3 != player:
        return Message.of(N_("Not your stack"))
    size = len(stack)
    stack_top = stack_top and size > 1  # a lone die is its own top die: the usual words
    room, reading = drop_readings(slots, stacks, incoming_pulao)
    visited = [source]
    previous = source
    for die, sq in zip(stack, path, strict=False):
        face = stack[-1] & 7 if stack_top else die & 7
        step = _step_error(slots, room, reading, visited, previous, face, sq, stack_top)
        if step is not None:
            return step
        visited.append(sq)
        previous = sq
    if len(path) != size:
        forms = Nn_(
            "The stack must travel exactly {n} square", "The stack must travel exactly {n} squares"
        )
        return Message.counted(forms, "n", n=size)
    return None


def _step_error(
    slots: list[int],
    room: list[bool],
    reading: list[int],
    visited: list[int],
    previous: int,
    face: int,
    sq: int,
    stack_top: bool = False,
) -> Message | None:
    """Why the die showing `face` may not be dropped on `sq`, one step after `previous` (with
    `stack_top`, `face` is the moving stack's top die, compared in the seed's reading)."""
    if sq in visited:
        return Message.of(N_("Already visited this turn"))
    if sq not in NEIGHBOURS[previous]:
        return Message.of(N_("Each step must go to a neighbouring square"))
    card = slots[SLOT_OF[sq]]
    if card < 0:
        return Message.of(N_("No card there"))
    if not room[sq]:
        return Message.of(N_("That square is full"))
    if CAN_DROP[face][reading[sq]]:
        return None
    top = reading[sq]
    if CARD_EFFECT[card] == EFFECT_COUNTS_AS_ONE:
        son = Message.of(CARD_NAMES[card])
        if stack_top:
            text = N_(
                "Your stack's top die is a {face}: it may not go onto {son}, whose dice count as 1"
            )
            return Message.of(text, face=face, son=son)
        return Message.of(N_("A 6 may not land on {son}: its dice count as 1"), son=son)
    if stack_top:
        text = N_("Your stack's top die is a {face}: it may not go onto a {top}")
        return Message.of(text, face=face, top=top)
    return Message.of(N_("A {dropped} may not land on a {top}"), dropped=face, top=top)


def find_tames_in(
    slots: list[int], stacks: Stacks, slot_ids: Iterable[int]
) -> list[tuple[int, int, int, int]]:
    """Cards that can be tamed now among `slot_ids` (ascending): (slot, card, square claimed by
    seat 0, by seat 1; -1 = none). The claimant of a 3-stack is the owner of its top die; yellow
    conditions are applied here. Only the slots an action touched need a look: every tame is
    resolved before the next turn, and a yellow stack's condition only changes with its card."""
    found = []
    for slot in slot_ids:
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

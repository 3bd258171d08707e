"""Building arbitrary Nine Sons positions for tests, puzzles and the AI."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from . import board
from .cards import CARD_POINTS, NUM_CARDS
from .state import PLAY, NineSonsState


def from_position(
    slots: Sequence[int | None],
    stacks: Mapping[int | str, Sequence[tuple[int, int]]] | Sequence[Sequence[tuple[int, int]]],
    active: int = 0,
    hands: Sequence[Sequence[int]] | None = None,
    deck: Iterable[int] | None = None,
    scores: Sequence[int] | None = None,
    tamed: Sequence[Sequence[int]] = ((), ()),
    removed: Sequence[Sequence[int]] = ((), ()),
    target_score: int = 7,
    pulao_incoming_counts: bool = False,
    stack_top_compared: bool = False,
    turns: int = 0,
) -> NineSonsState:
    """A position at the start of `active`'s turn, for tests, puzzles and the AI.

    `slots`: 6 card ids or None. `stacks`: square (index or name) -> [(owner, value), ...]
    bottom to top, or a list of 12. `hands` defaults to every die neither on the board nor
    `removed`; `deck` to every card neither in a slot nor tamed; `scores` to the points of
    `tamed`. The turn-start checks run (no legal action = loss). ValueError if inconsistent.
    """
    state = NineSonsState(target_score, pulao_incoming_counts, stack_top_compared)
    state._slots = [-1 if card is None else card for card in slots]
    if len(state._slots) != 6:
        raise ValueError("slots needs 6 entries")
    items = stacks.items() if isinstance(stacks, Mapping) else enumerate(stacks)
    seen: set[tuple[int, int]] = set()
    for key, dice in items:
        square = board.parse_square(key) if isinstance(key, str) else key
        if len(dice) > 3 or (dice and state._slots[board.SLOT_OF[square]] < 0):
            raise ValueError(f"impossible stack on {board.square_name(square)}")
        state._stacks[square] = tuple(board.make_die(owner, value) for owner, value in dice)
        seen.update((owner, value) for owner, value in dice)
    if len(seen) != sum(len(stack) for stack in state._stacks):
        raise ValueError("a die appears twice on the board")
    state._removed = [sum(1 << v for v in values) for values in removed]
    for seat in (0, 1):
        if hands is None:
            free = [v for v in board.FACES if (seat, v) not in seen]
            state._hands[seat] = sum(1 << v for v in free) & ~state._removed[seat]
        else:
            state._hands[seat] = sum(1 << v for v in hands[seat])
            if any((seat, v) in seen for v in hands[seat]):
                raise ValueError("a die is both in hand and on the board")
    state._tamed = [tuple(cards) for cards in tamed]
    placed = [c for c in state._slots if c >= 0] + [c for cards in tamed for c in cards]
    if len(placed) != len(set(placed)):
        raise ValueError("a card appears twice among the slots and the tamed cards")
    known = {c for c in state._slots if c >= 0} | {c for cards in tamed for c in cards}
    if deck is None:
        deck = [c for c in range(NUM_CARDS) if c not in known]
    state._deck = sum(1 << c for c in set(deck))
    if known & set(deck):
        raise ValueError("a card is both in the deck and elsewhere")
    if scores is None:
        scores = [sum(CARD_POINTS[c] for c in cards) for cards in tamed]
    state._scores = list(scores)
    state._active = active
    state._turns = turns
    state._phase = PLAY
    state._hash = state._full_hash()
    state._start_turn()
    return state

"""The flat fields of a Nine Sons position, declared once with their types.

The state is split over three modules that work on the same fields: state.py (the protocol),
turns.py (what follows an action: tames, refills, the turn passing, the end checks) and
fastpath.py (make/unmake for searchers). Each class derives from `FlatPosition`, which holds the
fields in its `__slots__` and declares their types, so every module type-checks against them.

Encoding: a die is `owner * 8 + value`; a hand or a set of swallowed dice is a bit mask (bit v =
the die showing v); the deck is a bit mask of card ids; a slot holds a card id or -1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

Stacks = list[tuple[int, ...]]
"""The 12 squares' dice, bottom to top."""

Pending = list[tuple[int, int, int, int]]
"""Cards awaiting a tame: (slot, card, square claimed by seat 0, by seat 1; -1 = no claim)."""

FastRecord = tuple[Stacks, list[int], int, int, int, int, int, list[int] | None, int]
"""push's undo record of a place or move that tamed nothing: stacks, hands, hash, mover, turns,
plies, last action, cached legal actions, and the repetition key the new turn counted."""

SlowRecord = list[Any]
"""push's undo record of anything else: every field the rules may replace (fastpath.py)."""


class FlatPosition:
    """The position's fields: slots with their declared types."""

    __slots__ = tuple(
        """
        _target _incoming_pulao _stack_top _slots _stacks _hands _removed _tamed _scores _deck _phase
        _active _pending _refill_slot _turns _plies _last _hash _rep _legal _winners _reason
        _undo _turn_key
        """.split()
    )

    _target: int  # the target score
    _incoming_pulao: bool  # the Pulao reading: does the dropped die count as 1 too?
    _stack_top: bool  # the sowing reading: is the stack's top die compared at every step?
    _slots: list[int]
    _stacks: Stacks
    _hands: list[int]
    _removed: list[int]
    _tamed: list[tuple[int, ...]]  # card ids per seat, in taming order
    _scores: list[int]
    _deck: int
    _phase: int
    _active: int  # whose turn it is
    _pending: Pending
    _refill_slot: int  # the slot a refill fills, or -1
    _turns: int  # place/move turns played
    _plies: int  # every action, chance included
    _last: int  # the latest action, or -1
    _hash: int  # the incremental Zobrist key (board.full_hash)
    _rep: dict[int, int]  # position key -> times it began a turn (since the last tame)
    _legal: list[int] | None  # the legal place/move actions, once generated
    _winners: tuple[int, ...]
    _reason: str  # the end reason key, "" while playing
    _undo: list[FastRecord | SlowRecord]  # push/pop records
    _turn_key: int  # the repetition key the latest turn start counted

    if TYPE_CHECKING:
        # Defined by the state and by turns.py; called across the modules.
        def apply_action(self, action: int) -> None: ...

        def current_player(self) -> int: ...

        def _play_turn(self, action: int, player: int) -> None: ...

        def _finish(self, reason: str, loser: int | None = None) -> None: ...

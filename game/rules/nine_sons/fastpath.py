"""Make/unmake for search: `state.push(action)` plays an action in place, `state.pop()` undoes it.

A searcher that walks a tree on one state avoids a clone per node. The undo record is a snapshot
of references: `push` copies the two small lists a turn mutates in place (the 12 stacks and the
2 hands) and keeps the old ones; every other list the rules change (slots, tamed cards, scores,
swallowed dice, pending tames) is replaced, never mutated, by the rare tame / refill code
(copy-on-write in state.py), so the old references stay valid. The repetition table is the one
shared mutable thing: `push` remembers the key the new turn counted and `pop` uncounts it.

The common case (a place or move that tames nothing) runs inline here; tames, decisions and
chance outcomes go through the state's regular code. Legality is not checked: `push` trusts its
caller to pass an action from `legal_actions()` / `chance_outcomes()`. `apply_action` must not
be called between a `push` and its `pop`.
"""

from __future__ import annotations

from game.core.protocol import TERMINAL

from .actions import MOVE_FLAG
from .board import SLOT_OF, SLOT_SQUARES, Z_ACTIVE_ONE, Z_HAND, Z_STACK
from .flat import FastRecord, FlatPosition, SlowRecord, Stacks
from .moves import find_tames_in, has_move
from .phases import (
    PLAY,
    REASON_NO_MOVE,
    REASON_REPETITION,
    REASON_TURN_LIMIT,
    TURN_LIMIT,
)

# The slots an action can have changed, ascending (find_tames_in reports in slot order),
# indexed by a bit mask of slots.
_SLOTS_IN_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(slot for slot in range(6) if mask >> slot & 1) for mask in range(64)
)
_SLOT_OF = SLOT_OF
# Z_STACK flattened: _ZS[sq * 48 + height * 16 + die] == Z_STACK[sq * 3 + height][die].
_ZS: tuple[int, ...] = tuple(key for row in Z_STACK for key in row)
_Z_HAND_FLAT: tuple[int, ...] = tuple(
    Z_HAND[owner][value] if value < len(Z_HAND[owner]) else 0
    for owner in range(2)
    for value in range(8)
)
_SLOT_BIT: tuple[int, ...] = tuple(1 << SLOT_OF[sq] for sq in range(12))
# The other square of the same card.
_PARTNER: tuple[int, ...] = tuple(
    SLOT_SQUARES[SLOT_OF[sq]][1 - SLOT_SQUARES[SLOT_OF[sq]].index(sq)] for sq in range(12)
)


def _sow(stacks: Stacks, action: int, h: int) -> tuple[int, int, bool]:
    """Play the move `action` on `stacks` in place: (new hash, bit mask of the slots touched,
    whether a tame is possible).

    A tame needs a 3-stack on a touched card (lifting can satisfy Suanni, a drop next to a
    waiting stack can satisfy Baxia), so only then does push run the full scan.
    """
    source = action & 15
    lifted = stacks[source]
    base = source * 48
    for die in lifted:
        h ^= _ZS[base + die]
        base += 16
    stacks[source] = ()
    touched = _SLOT_BIT[source]
    maybe_tame = len(stacks[_PARTNER[source]]) == 3
    shift = 6
    for die in lifted:
        sq = (action >> shift) & 15
        shift += 4
        target = stacks[sq]
        size = len(target)
        h ^= _ZS[sq * 48 + size * 16 + die]
        stacks[sq] = (*target, die)
        touched |= _SLOT_BIT[sq]
        if size == 2 or len(stacks[_PARTNER[sq]]) == 3:
            maybe_tame = True
    return h, touched, maybe_tame


def _place(
    stacks: Stacks, hands: list[int], mover: int, action: int, h: int
) -> tuple[int, int, bool]:
    """Play the placement `action` of `mover` on `stacks` and `hands` in place: _sow's triple."""
    value, square = divmod(action, 12)
    value += 1
    hands[mover] &= ~(1 << value)
    die = mover * 8 + value
    stacks[square] = (die,)
    h ^= _Z_HAND_FLAT[mover * 8 + value] ^ _ZS[square * 48 + die]
    return h, _SLOT_BIT[square], len(stacks[_PARTNER[square]]) == 3


class FastPathMixin(FlatPosition):
    """push/pop for NineSonsState (kept apart so state.py stays a readable size)."""

    __slots__ = ()

    def push(self, action: int) -> int:
        """Play a legal `action` (decision or chance outcome) in place, remembering how to undo.

        Returns `current_player()` of the new position (saves searchers a call per node).
        """
        if self._phase != PLAY:
            return self._push_slow(action)
        old_stacks = self._stacks
        old_hands = self._hands
        mover = self._active
        self._stacks = stacks = old_stacks[:]
        if action & MOVE_FLAG:
            h, touched, maybe_tame = _sow(stacks, action, self._hash)
        else:
            # _place inlined (a call per placement costs too much here).
            self._hands = hands = old_hands[:]
            value, square = divmod(action, 12)
            value += 1
            hands[mover] &= ~(1 << value)
            die = mover * 8 + value
            stacks[square] = (die,)
            h = self._hash ^ _Z_HAND_FLAT[mover * 8 + value] ^ _ZS[square * 48 + die]
            touched = _SLOT_BIT[square]
            maybe_tame = len(stacks[_PARTNER[square]]) == 3
        if maybe_tame and find_tames_in(self._slots, stacks, _SLOTS_IN_MASK[touched]):
            # A tame: redo this turn through the regular code with a full record.
            self._stacks = old_stacks
            self._hands = old_hands
            return self._push_slow(action)
        # The turn passes (_end_turn and _start_turn inlined: a call costs too much here). The
        # record ends with the repetition key the new turn counts (pop uncounts it).
        player = mover ^ 1
        key = h ^ Z_ACTIVE_ONE
        turns = self._turns
        record: FastRecord = (
            old_stacks, old_hands, self._hash, mover, turns, self._plies, self._last, self._legal, key
        )  # fmt: skip
        try:
            self._undo.append(record)
        except AttributeError:  # a clone makes its undo list on its first push
            self._undo = [record]
        self._turns = turns = turns + 1
        self._plies += 1
        self._last = action
        self._legal = None
        self._active = player
        self._hash = key
        rep = self._rep
        count = rep.get(key, 0) + 1
        rep[key] = count
        if count >= 3:
            self._finish(REASON_REPETITION)
            return TERMINAL
        if turns >= TURN_LIMIT:
            self._finish(REASON_TURN_LIMIT)
            return TERMINAL
        # _has_legal_action's quick test inlined: a die in hand and an empty square.
        if self._hands[player] and () in stacks:
            slots = self._slots
            if -1 not in slots:
                return player  # every square has a card: the empty one takes the die
            for sq in range(12):
                if not stacks[sq] and slots[_SLOT_OF[sq]] >= 0:
                    return player
        return self._mover_or_stuck(player)

    def _mover_or_stuck(self, player: int) -> int:
        """`player` if some stack of theirs can move; else they lose at once (TERMINAL)."""
        # A search rarely asks a leaf for its moves: only look for one (no list, no cache).
        if has_move(self._slots, self._stacks, player, self._incoming_pulao, self._stack_top):
            return player
        self._finish(REASON_NO_MOVE, loser=player)
        return TERMINAL

    def _push_slow(self, action: int) -> int:
        """push through apply_action, recording every field the rules may replace."""
        s = self  # short: the record lists every field
        stacks = s._stacks
        hands = s._hands
        rep = s._rep
        # A list: the repetition key to take back is appended once the action is played.
        record: SlowRecord = [
            stacks,
            hands,
            s._slots,
            s._tamed,
            s._scores,
            s._removed,
            s._pending,
            rep,
            s._hash,
            s._phase,
            s._active,
            s._turns,
            s._plies,
            s._last,
            s._legal,
            s._deck,
            s._refill_slot,
            s._winners,
            s._reason,
        ]
        try:
            s._undo.append(record)
        except AttributeError:
            s._undo = [record]
        s._stacks = stacks[:]
        s._hands = hands[:]
        s._turn_key = -1
        try:
            if s._phase == PLAY:
                s._play_turn(action, s._active)  # unchecked, as the fast path: push trusts
            else:
                s._legal = None
                s.apply_action(action)
        except Exception:
            record.append(-1)
            s.pop()  # an illegal action leaves the state as it was
            raise
        # The repetition count to take back, unless a tame replaced the table with a new one.
        record.append(s._turn_key if s._rep is rep else -1)
        return s.current_player()

    def pop(self) -> None:
        """Undo the latest `push`."""
        s = self
        record = s._undo.pop()
        if isinstance(record, tuple):
            # A place or move that tamed nothing: the turn passed (or the game ended).
            (
                s._stacks,
                s._hands,
                s._hash,
                s._active,
                s._turns,
                s._plies,
                s._last,
                s._legal,
                key,
            ) = record
            if s._phase != PLAY:
                s._phase = PLAY
                s._winners = ()
                s._reason = ""
                s._pending = []
            rep = s._rep
        else:
            (
                s._stacks,
                s._hands,
                s._slots,
                s._tamed,
                s._scores,
                s._removed,
                s._pending,
                rep,
                s._hash,
                s._phase,
                s._active,
                s._turns,
                s._plies,
                s._last,
                s._legal,
                s._deck,
                s._refill_slot,
                s._winners,
                s._reason,
                key,
            ) = record
            s._rep = rep
        if key >= 0:
            count = rep[key] - 1
            if count:
                rep[key] = count
            else:
                del rep[key]

    @property
    def undo_depth(self) -> int:
        """How many pushes are waiting for their pop."""
        return len(getattr(self, "_undo", ()))

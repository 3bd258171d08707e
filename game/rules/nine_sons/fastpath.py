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
from game.rules.nine_sons.actions import MOVE_FLAG
from game.rules.nine_sons.board import SLOT_OF, SLOT_SQUARES, Z_ACTIVE_ONE, Z_HAND, Z_STACK
from game.rules.nine_sons.moves import find_tames_in, has_move
from game.rules.nine_sons.phases import (
    PLAY,
    REASON_NO_MOVE,
    REASON_PLY_LIMIT,
    REASON_REPETITION,
    TURN_LIMIT,
)

# The slots an action can have changed, ascending (find_tames_in keeps find_tames' order),
# indexed by a bit mask of slots.
_SLOTS_IN_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(slot for slot in range(6) if mask >> slot & 1) for mask in range(64)
)
_SLOT_OF = SLOT_OF
# Z_STACK flattened: _ZS[sq * 48 + height * 16 + die] == Z_STACK[sq * 3 + height][die].
_ZS: tuple[int, ...] = tuple(key for row in Z_STACK for key in row)
_SLOT_BIT: tuple[int, ...] = tuple(1 << SLOT_OF[sq] for sq in range(12))
# The other square of the same card.
_PARTNER: tuple[int, ...] = tuple(
    SLOT_SQUARES[SLOT_OF[sq]][1 - SLOT_SQUARES[SLOT_OF[sq]].index(sq)] for sq in range(12)
)


class FastPathMixin:
    """push/pop for NineSonsState (kept apart so state.py stays a readable size)."""

    __slots__ = ()

    def push(self, action: int) -> int:
        """Play a legal `action` (decision or chance outcome) in place, remembering how to undo.

        Returns `current_player()` of the new position (saves searchers a call per node).
        """
        s = self  # the state's internals; this module is part of the engine
        if s._phase != PLAY:
            return s._push_slow(action)
        stacks = old_stacks = s._stacks
        hands = old_hands = s._hands
        mover = player = s._active
        h = old_hash = s._hash
        old_turns = s._turns
        old_plies = s._plies
        old_last = s._last
        old_legal = s._legal
        s._stacks = stacks = stacks[:]
        if action & MOVE_FLAG:
            source = action & 15
            lifted = stacks[source]
            base = source * 48
            for die in lifted:
                h ^= _ZS[base + die]
                base += 16
            stacks[source] = ()
            touched = _SLOT_BIT[source]
            # A tame needs a 3-stack on a touched card (lifting can satisfy Suanni, a drop next
            # to a waiting stack can satisfy Baxia), so only then is the full scan run.
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
        else:
            s._hands = hands = hands[:]
            value, square = divmod(action, 12)
            value += 1
            hands[player] &= ~(1 << value)
            die = player * 8 + value
            stacks[square] = (die,)
            h ^= Z_HAND[player][value] ^ _ZS[square * 48 + die]
            touched = _SLOT_BIT[square]
            maybe_tame = len(stacks[_PARTNER[square]]) == 3
        s._turns = turns = old_turns + 1
        s._plies = old_plies + 1
        s._last = action
        s._legal = None
        if maybe_tame:
            pending = find_tames_in(s._slots, stacks, _SLOTS_IN_MASK[touched])
            if pending:
                # A tame: redo this turn through the regular code with a full record.
                s._stacks = old_stacks
                s._hands = old_hands
                s._turns = old_turns
                s._plies = old_plies
                s._last = old_last
                s._legal = old_legal
                return s._push_slow(action)
        # _end_turn and _start_turn inlined: repetition, turn limit, no legal action.
        player ^= 1
        s._active = player
        s._hash = h = h ^ Z_ACTIVE_ONE
        rep = s._rep
        count = rep.get(h, 0) + 1
        rep[h] = count
        # The record ends with the repetition key this turn counted (pop uncounts it).
        record = (
            old_stacks,
            old_hands,
            old_hash,
            mover,
            old_turns,
            old_plies,
            old_last,
            old_legal,
            h,
        )
        try:
            s._undo.append(record)
        except AttributeError:  # a clone makes its undo list on its first push
            s._undo = [record]
        if count >= 3:
            s._finish(REASON_REPETITION)
            return TERMINAL
        if turns >= TURN_LIMIT:
            s._finish(REASON_PLY_LIMIT)
            return TERMINAL
        # _has_legal_action's quick test inlined: a die in hand and an empty square.
        if s._hands[player]:
            slots = s._slots
            for sq in range(12):
                if not stacks[sq] and slots[_SLOT_OF[sq]] >= 0:
                    return player
        # A search rarely asks a leaf for its moves: only look for one (no list, no cache).
        if has_move(s._slots, stacks, player, s._incoming_pulao):
            return player
        s._finish(REASON_NO_MOVE, loser=player)
        return TERMINAL

    def _push_slow(self, action: int) -> int:
        """push through apply_action, recording every field the rules may replace."""
        s = self
        stacks = s._stacks
        hands = s._hands
        rep = s._rep
        # A list: the repetition key to take back is appended once the action is played.
        record = [
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
        s._legal = None  # apply_action then checks the action in full (this path is rare)
        try:
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
        if len(record) == 9:
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

"""What follows an action in The Nine Sons: tames and their decisions, refills, the turn passing
to the other seat, and the end-of-game checks (target score, four cards left, repetition, the
turn limit, no legal action).

`TurnFlow` holds this part of the state's code (state.py stays a readable size); it works on the
flat fields declared in flat.py. Lists other than the stacks and hands are replaced, never
mutated in place (copy-on-write), so that push/pop can keep the old ones as its undo record
(fastpath.py).
"""

from __future__ import annotations

from game.core.protocol import IllegalActionError

from . import board
from .actions import DEAL_BASE, FIRST_BASE, REFILL_BASE
from .cards import CARD_EFFECT, CARD_POINTS, EFFECT_REMOVE_TOP, NUM_CARDS
from .flat import FlatPosition
from .moves import has_move
from .phases import (
    DECIDE,
    OVER,
    PLAY,
    REASON_FOUR_CARDS,
    REASON_NO_MOVE,
    REASON_REPETITION,
    REASON_TARGET,
    REASON_TURN_LIMIT,
    REFILL,
    SETUP_DEAL,
    SETUP_FIRST,
    TURN_LIMIT,
)

_SLOT_OF = board.SLOT_OF
_Z_STACK = board.Z_STACK
_Z_HAND = board.Z_HAND


class TurnFlow(FlatPosition):
    """Tames, refills, turn passing and the end checks of NineSonsState."""

    __slots__ = ()

    def _finish_action(self, action: int) -> None:
        self._plies += 1
        self._last = action
        self._legal = None

    def _resolve(self) -> None:
        """Tame what needs no decision; stop at a decision, a refill or the end of the game."""
        while True:
            pending = self._pending
            if not pending:
                self._end_turn()
                return
            if len(pending) > 1 or (pending[0][2] >= 0 and pending[0][3] >= 0):
                self._phase = DECIDE
                return
            if not self._tame(0, 0 if pending[0][2] >= 0 else 1):
                return

    def _tame(self, index: int, seat: int) -> bool:
        """Tame pending card `index` for `seat`; True if resolution may go straight on."""
        pending = self._pending
        slot, card, c0, c1 = pending[index]
        self._pending = pending[:index] + pending[index + 1 :]
        stacks = self._stacks
        hands = self._hands
        h = self._hash
        if CARD_EFFECT[card] == EFFECT_REMOVE_TOP:
            square = c0 if seat == 0 else c1
            die = stacks[square][2]
            self._removed = self._removed[:]
            self._removed[seat] |= 1 << (die & 7)
            h ^= _Z_STACK[square * 3 + 2][die]
            stacks[square] = stacks[square][:2]
        for sq in board.SLOT_SQUARES[slot]:
            for height, die in enumerate(stacks[sq]):
                owner = die >> 3
                hands[owner] |= 1 << (die & 7)
                h ^= _Z_STACK[sq * 3 + height][die] ^ _Z_HAND[owner][die & 7]
            stacks[sq] = ()
        self._slots = self._slots[:]
        self._slots[slot] = -1
        self._tamed = self._tamed[:]
        self._tamed[seat] = self._tamed[seat] + (card,)
        self._scores = self._scores[:]
        self._scores[seat] += CARD_POINTS[card]
        self._hash = h ^ board.Z_SLOT[slot][card] ^ board.Z_TAMED[seat][card]
        self._rep = {}  # a tame can never be undone: earlier positions cannot recur
        if self._scores[seat] >= self._target:
            self._finish(REASON_TARGET)
            return False
        if self._deck:
            self._phase = REFILL
            self._refill_slot = slot
            return False
        return not self._check_board_down()

    def _check_board_down(self) -> bool:
        """End the game if only 4 cards are left on the board; True if it ended."""
        if sum(1 for card in self._slots if card >= 0) <= 4:
            self._finish(REASON_FOUR_CARDS)
            return True
        return False

    def _apply_chance(self, action: int) -> None:
        phase = self._phase
        if phase == SETUP_FIRST:
            if action not in (FIRST_BASE, FIRST_BASE + 1):
                raise IllegalActionError(f"nine-sons: {action} is not a first-player draw")
            self._finish_action(action)
            self._active = action - FIRST_BASE
            if self._active:
                self._hash ^= board.Z_ACTIVE_ONE
            self._phase = PLAY
            self._start_turn()
            return
        base = DEAL_BASE if phase == SETUP_DEAL else REFILL_BASE
        card = action - base
        if not 0 <= card < NUM_CARDS or not self._deck >> card & 1:
            raise IllegalActionError(f"nine-sons: {action} is not a possible card draw here")
        self._finish_action(action)
        slot = self._slots.index(-1) if phase == SETUP_DEAL else self._refill_slot
        self._slots = self._slots[:]  # copy-on-write, see _tame
        self._slots[slot] = card
        self._deck &= ~(1 << card)
        self._hash ^= board.Z_SLOT[slot][card]
        if phase == SETUP_DEAL:
            if -1 not in self._slots:
                self._phase = SETUP_FIRST
            return
        self._phase = DECIDE  # back to resolving the tames still pending
        self._refill_slot = -1
        if not self._check_board_down():
            self._resolve()

    def _end_turn(self) -> None:
        self._active ^= 1
        self._hash ^= board.Z_ACTIVE_ONE
        self._phase = PLAY
        self._start_turn()

    def _start_turn(self) -> None:
        """Repetition, the turn limit and the no-legal-move loss, checked as a turn begins."""
        key = self._hash
        count = self._rep.get(key, 0) + 1
        self._rep[key] = count
        self._turn_key = key
        if count >= 3:
            self._finish(REASON_REPETITION)
        elif self._turns >= TURN_LIMIT:
            self._finish(REASON_TURN_LIMIT)
        elif not self._has_legal_action(self._active):
            self._finish(REASON_NO_MOVE, loser=self._active)

    def _has_legal_action(self, player: int) -> bool:
        if self._hands[player]:
            stacks = self._stacks
            slots = self._slots
            for sq in range(12):
                if not stacks[sq] and slots[_SLOT_OF[sq]] >= 0:
                    return True  # any die in hand fits any empty square
        # Only whether some stack can move: the full move list is generated when asked for.
        return has_move(self._slots, self._stacks, player, self._incoming_pulao, self._stack_top)

    def _finish(self, reason: str, loser: int | None = None) -> None:
        self._phase = OVER
        self._reason = reason
        self._pending = []
        self._legal = None
        if loser is not None:
            self._winners = (1 - loser,)
            return
        first = (self._scores[0], len(self._tamed[0]))
        second = (self._scores[1], len(self._tamed[1]))
        self._winners = (0,) if first > second else (1,) if second > first else ()

"""The Nine Sons of Dragon: the game state (a flat, fast, cloneable position).

Two players each own six numbered dice (faces 1-6, never rolled). On a turn you place a die from
your hand on an empty square, or lift a whole stack topped by your die and sow it exactly as many
squares as it has dice, bottom die first, along an orthogonal path that never revisits a square.
A square holding three dice tames its card for the owner of the top die (yellow cards need an
extra condition); tamed cards score points. Chance: the deal, the first player and refills, all
explicit chance nodes. No hidden information. Actions are ints (see actions.py: place, move
with its whole path, tame order, award, deal, refill, first player).

Rulings of our own (marked [P] in the project's rules digest): the origin counts as visited;
Pulao's "counts as 1" applies to dice already on it (option: to the dropped die too); a
yellow 3-stack that fails its condition stays and is re-checked after every later action;
after a tame the end of the game is checked before the refill is drawn; the third occurrence
of a whole position at the start of a turn ends the game, scored as usual; 300 turns likewise.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import CHANCE, TERMINAL, GameState, IllegalActionError, Outcome
from game.rules.nine_sons import board as B
from game.rules.nine_sons.actions import (
    DEAL_BASE,
    FIRST_BASE,
    MOVE_FLAG,
    REFILL_BASE,
    action_text,
    move_action,
    parse_action_text,
)
from game.rules.nine_sons.cards import (
    CARD_EFFECT,
    CARD_NAMES,
    CARD_POINTS,
    EFFECT_REMOVE_TOP,
    NUM_CARDS,
    card_label,
)
from game.rules.nine_sons.fastpath import FastPathMixin
from game.rules.nine_sons.moves import (
    decision_actions,
    find_tames,
    generate_actions,
    match_decision,
    move_error,
)

# Re-exported: other modules and tests import the phases and reasons from here.
from game.rules.nine_sons.phases import (  # noqa: E402, F401
    ALL_CARDS_MASK,
    DECIDE,
    MAX_GAME_LENGTH,
    OVER,
    PLAY,
    REASON_FOUR_CARDS,
    REASON_NO_MOVE,
    REASON_PLY_LIMIT,
    REASON_REPETITION,
    REASON_TARGET,
    REFILL,
    SETUP_DEAL,
    SETUP_FIRST,
    TURN_LIMIT,
)
from game.rules.nine_sons.view import NineSonsView, build_view

_SLOT_OF = B.SLOT_OF
_Z_STACK = B.Z_STACK
_Z_HAND = B.Z_HAND


class NineSonsState(GameState, FastPathMixin):
    """A Nine Sons position. Mutable; `clone()` copies a handful of flat lists.

    Searchers may walk the tree in place with `push(action)` / `pop()` (fastpath.py).
    """

    __slots__ = tuple(
        """
        _target _incoming_pulao _slots _stacks _hands _removed _tamed _scores _deck _phase
        _active _pending _refill_slot _turns _plies _last _hash _rep _legal _winners _reason
        _undo _turn_key
        """.split()
    )
    num_players = 2

    def __init__(self, target_score: int = 7, pulao_incoming_counts: bool = False) -> None:
        self._target = target_score
        self._incoming_pulao = pulao_incoming_counts
        self._slots = [-1] * B.NUM_SLOTS
        self._stacks: list[tuple[int, ...]] = [()] * B.NUM_SQUARES
        self._hands = [B.ALL_FACES_MASK, B.ALL_FACES_MASK]  # bit v = die v in hand
        self._removed = [0, 0]  # bit v = die v swallowed by Chiwen
        self._tamed: list[tuple[int, ...]] = [(), ()]
        self._scores = [0, 0]
        self._deck = ALL_CARDS_MASK  # bit c = card c still face down (undealt or deck)
        self._phase = SETUP_DEAL
        self._active = 0
        # Cards awaiting resolution: (slot, card, square claimed by seat 0, by seat 1 or -1).
        self._pending: list[tuple[int, int, int, int]] = []
        self._refill_slot = -1
        self._turns = 0
        self._plies = 0
        self._last = -1
        self._hash = 0
        self._rep: dict[int, int] = {}
        self._legal: list[int] | None = None
        self._winners: tuple[int, ...] = ()
        self._reason = ""
        self._undo: list = []  # push/pop records (fastpath.py)
        self._turn_key = -1  # the position key the latest turn start counted
        self._hash = self._full_hash()

    # ----------------------------------------------------------------------------- protocol

    def current_player(self) -> int:
        """The seat to act, CHANCE during deals/refills, TERMINAL at the end."""
        phase = self._phase
        if phase == PLAY or phase == DECIDE:
            return self._active
        if phase == OVER:
            return TERMINAL
        return CHANCE

    def turn_owner(self) -> int:
        """The seat whose turn it is (also while it answers a tame decision)."""
        return self._active if self._phase in (PLAY, DECIDE) else self.current_player()

    @property
    def active_player(self) -> int:
        """Whose turn it is (meaningful once the first player is chosen)."""
        return self._active

    def legal_actions(self) -> list[int]:
        """Places (by value, then square), then moves (by source, then path); or tame choices."""
        if self._phase == PLAY:
            if self._legal is None:
                self._legal = generate_actions(
                    self._slots,
                    self._stacks,
                    self._hands[self._active],
                    self._active,
                    self._incoming_pulao,
                )
            return list(self._legal)
        if self._phase == DECIDE:
            return decision_actions(self._pending)
        return []

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Uniform over face-down cards for deals and refills; 50/50 for the first player."""
        phase = self._phase
        if phase == SETUP_FIRST:
            return [(FIRST_BASE, 0.5), (FIRST_BASE + 1, 0.5)]
        if phase == SETUP_DEAL or phase == REFILL:
            base = DEAL_BASE if phase == SETUP_DEAL else REFILL_BASE
            cards = [c for c in range(NUM_CARDS) if self._deck >> c & 1]
            share = 1.0 / len(cards)
            return [(base + c, share) for c in cards]
        return []

    def apply_action(self, action: int) -> None:
        """Play a decision or chance outcome; IllegalActionError if it is not legal here."""
        phase = self._phase
        if phase == PLAY:
            player = self._active
            known = self._legal
            if known is not None and action not in known:
                raise IllegalActionError(f"nine-sons: {action} is not legal here")
            if action & MOVE_FLAG:
                source = action & 15
                length = (action >> 4) & 3
                path = tuple((action >> (6 + 4 * i)) & 15 for i in range(length))
                if known is None:
                    # No cached move list (the usual case is a search that generated one).
                    reason = "A move needs a path"
                    if length:
                        reason = move_error(
                            self._slots, self._stacks, player, self._incoming_pulao, source, path
                        )
                    if reason is not None or move_action(source, path) != action:
                        raise IllegalActionError(f"nine-sons: illegal move {action}: {reason}")
                self._do_move(source, path)
            else:
                if not 0 <= action < 72:
                    raise IllegalActionError(f"nine-sons: {action} is not a turn action")
                value, square = divmod(action, 12)
                value += 1
                if known is None:
                    reason = self.why_illegal_place(square, value)
                    if reason is not None:
                        raise IllegalActionError(f"nine-sons: illegal placement: {reason}")
                self._hands[player] &= ~(1 << value)
                die = player * 8 + value
                self._stacks[square] = (die,)
                self._hash ^= _Z_HAND[player][value] ^ _Z_STACK[square * 3][die]
            self._turns += 1
            self._finish_action(action)
            self._pending = find_tames(self._slots, self._stacks)
            self._resolve()
        elif phase == DECIDE:
            choice = match_decision(self._pending, action)
            if choice is None:
                raise IllegalActionError(f"nine-sons: {action} does not resolve a pending tame")
            index, seat = choice
            self._finish_action(action)
            if self._tame(index, seat):
                self._resolve()
        elif phase == SETUP_DEAL or phase == REFILL or phase == SETUP_FIRST:
            self._apply_chance(action)
        else:
            raise IllegalActionError("nine-sons: the game is over")

    def clone(self) -> NineSonsState:
        """An independent copy (flat lists of ints and tuples are copied, tuples shared)."""
        new = NineSonsState.__new__(NineSonsState)
        new._target = self._target
        new._incoming_pulao = self._incoming_pulao
        new._slots = self._slots[:]
        new._stacks = self._stacks[:]
        new._hands = self._hands[:]
        new._removed = self._removed[:]
        new._tamed = self._tamed[:]
        new._scores = self._scores[:]
        new._deck = self._deck
        new._phase = self._phase
        new._active = self._active
        new._pending = self._pending[:]
        new._refill_slot = self._refill_slot
        new._turns = self._turns
        new._plies = self._plies
        new._last = self._last
        new._hash = self._hash
        new._rep = self._rep.copy()
        new._legal = self._legal  # never mutated in place, only replaced
        new._winners = self._winners
        new._reason = self._reason
        # _undo is left unset: a clone that is pushed makes its own (fastpath.py).
        return new

    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self._phase == OVER

    def returns(self) -> list[float]:
        """+1 / -1 for a win, 0 / 0 for a draw or an unfinished game."""
        if self._phase != OVER or not self._winners:
            return [0.0, 0.0]
        winner = self._winners[0]
        return [1.0 if seat == winner else -1.0 for seat in (0, 1)]

    def outcome(self) -> Outcome | None:
        """Winners, the reason code, points and the tamed cards of each seat."""
        if self._phase != OVER:
            return None
        return Outcome(
            winners=self._winners,
            reason=self._reason,
            scores=tuple(float(score) for score in self._scores),
            details=tuple(tuple(card_label(c) for c in self._tamed[seat]) for seat in (0, 1)),
        )

    def view(self, player: int | None = None) -> NineSonsView:
        """The snapshot every seat sees (perfect information: the same for all)."""
        return build_view(self)

    def information_state_key(self, player: int) -> int:
        """Perfect information: the position key says everything a seat knows."""
        return self.position_key()

    def action_to_string(self, action: int) -> str:
        """Stable text of `action` (see actions.py)."""
        return action_text(action)

    def reveals_information(self, action: int) -> bool:
        """Deals, refills and the first-player draw show what chance chose."""
        return DEAL_BASE <= action < FIRST_BASE + 2

    @classmethod
    def from_position(cls, **position: Any) -> NineSonsState:
        """A position at the start of a turn (tests, puzzles, AI); see positions.from_position."""
        from game.rules.nine_sons.positions import from_position

        return from_position(**position)

    # ------------------------------------------------------------------------- public extras

    def position_key(self) -> int:
        """A Zobrist-style int of the whole position and phase (for repetition and the AI)."""
        return self._hash ^ B.Z_PHASE[self._phase]

    def parse_action(self, text: str) -> int:
        """The legal action (or chance outcome) written `text`; IllegalActionError otherwise."""
        try:
            action = parse_action_text(text)
        except ValueError as error:
            raise IllegalActionError(f"nine-sons: {error}") from None
        if action_text(action) != text:
            raise IllegalActionError(f"nine-sons: {text!r} is not written canonically")
        if self._phase in (SETUP_DEAL, SETUP_FIRST, REFILL):
            allowed = [a for a, _ in self.chance_outcomes()]
        else:
            allowed = self.legal_actions()
        if action not in allowed:
            raise IllegalActionError(f"nine-sons: {text!r} is not legal here")
        return action

    @property
    def deck_size(self) -> int:
        """Cards still face down in the deck."""
        return self._deck.bit_count()

    @property
    def scores(self) -> tuple[int, ...]:
        """Points per seat."""
        return tuple(self._scores)

    @property
    def pending(self) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
        """Cards awaiting a decision: (slot, card, claimant seats)."""
        return tuple(
            (slot, card, tuple(s for s, sq in ((0, c0), (1, c1)) if sq >= 0))
            for slot, card, c0, c1 in self._pending
        )

    def stack(self, square: int) -> tuple[tuple[int, int], ...]:
        """The dice on a square as (owner, value), bottom to top."""
        return tuple((d >> 3, d & 7) for d in self._stacks[square])

    def why_illegal(self, kind: str, *args: Any) -> Any:
        """Why placing ("place", square, value) or moving ("move", source, path) is illegal."""
        if kind == "place":
            return self.why_illegal_place(*args)
        if kind == "move":
            return self.why_illegal_move(*args)
        return None

    def why_illegal_place(self, square: int, value: int) -> str | None:
        """None if the active player may place `value` on `square` now, else a short reason."""
        if self._phase != PLAY:
            return "Dice cannot be placed right now"
        if not 1 <= value <= 6 or not 0 <= square < B.NUM_SQUARES:
            return "There is no such die or square"
        player = self._active
        if not self._hands[player] >> value & 1:
            if self._removed[player] >> value & 1:
                return f"Chiwen swallowed your {value}"
            return f"Your {value} is not in your hand"
        if self._slots[_SLOT_OF[square]] < 0:
            return "No card there"
        if self._stacks[square]:
            return "Dice can only be placed on an empty square"
        return None

    def why_illegal_move(self, source: int, path: tuple[int, ...] | list[int]) -> str | None:
        """None if lifting `source` and sowing along `path` is legal now, else a short reason.

        A prefix of a legal path reports only that the stack must travel further.
        """
        if self._phase != PLAY:
            return "Stacks cannot be moved right now"
        return move_error(
            self._slots, self._stacks, self._active, self._incoming_pulao, source, tuple(path)
        )

    # ----------------------------------------------------------------------------- internals

    def _full_hash(self) -> int:
        """The Zobrist hash computed from scratch (the incremental one must always equal it)."""
        return B.full_hash(self._slots, self._stacks, self._hands, self._tamed, self._active)

    def _do_move(self, source: int, path: tuple[int, ...]) -> None:
        stacks = self._stacks
        lifted = stacks[source]
        h = self._hash
        base = source * 3
        for height, die in enumerate(lifted):
            h ^= _Z_STACK[base + height][die]
        stacks[source] = ()
        for die, sq in zip(lifted, path, strict=True):
            target = stacks[sq]
            h ^= _Z_STACK[sq * 3 + len(target)][die]
            stacks[sq] = target + (die,)
        self._hash = h

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
        # Lists other than stacks and hands are replaced, not mutated (copy-on-write), so that
        # push/pop can keep the old ones as its undo record (fastpath.py).
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
        for sq in B.SLOT_SQUARES[slot]:
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
        self._hash = h ^ B.Z_SLOT[slot][card] ^ B.Z_TAMED[seat][card]
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
                self._hash ^= B.Z_ACTIVE_ONE
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
        self._hash ^= B.Z_SLOT[slot][card]
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
        self._hash ^= B.Z_ACTIVE_ONE
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
            self._finish(REASON_PLY_LIMIT)
        elif not self._has_legal_action(self._active):
            self._finish(REASON_NO_MOVE, loser=self._active)

    def _has_legal_action(self, player: int) -> bool:
        if self._hands[player]:
            stacks = self._stacks
            slots = self._slots
            for sq in range(12):
                if not stacks[sq] and slots[_SLOT_OF[sq]] >= 0:
                    return True  # any die in hand fits any empty square
        # The moves are needed next anyway (by whoever drives the game): generate and keep them.
        self._legal = generate_actions(
            self._slots, self._stacks, self._hands[player], player, self._incoming_pulao
        )
        return bool(self._legal)

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

    def __repr__(self) -> str:
        names = [CARD_NAMES[c] if c >= 0 else "-" for c in self._slots]
        return f"NineSonsState(phase={self._phase}, active={self._active}, slots={names})"

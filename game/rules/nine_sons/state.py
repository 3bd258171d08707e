"""The Nine Sons of Dragon: the game state (a flat, fast, cloneable position).

Two players each own six numbered dice (faces 1-6, never rolled). On a turn you place a die from
your hand on an empty square, or lift a whole stack topped by your die and sow it exactly as many
squares as it has dice, bottom die first, along an orthogonal path that never revisits a square.
A square holding three dice tames its card for the owner of the top die (yellow cards need an
extra condition); tamed cards score points. Chance: the deal, the first player and refills, all
explicit chance nodes. No hidden information. Actions are ints (see actions.py: place, move
with its whole path, tame order, award, deal, refill, first player).

The sowing comparison follows Board Game Arena's text (the die being dropped); the seed's text
(the moving stack's top die, at every step) is the rule option "sowing_check".
Rulings of our own (marked [P] in the project's rules digest): the origin counts as visited;
Pulao's "counts as 1" applies to dice already on it (option: to the dropped die too); a
yellow 3-stack that fails its condition stays and is re-checked after every later action;
after a tame the end of the game is checked before the refill is drawn; the third occurrence
of a whole position at the start of a turn ends the game, scored as usual; 300 turns likewise.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import CHANCE, TERMINAL, GameState, IllegalActionError, Outcome
from game.core.text import N_, Message

from . import board
from .actions import (
    DEAL_BASE,
    FIRST_BASE,
    MOVE_FLAG,
    REFILL_BASE,
    action_text,
    move_action,
    move_source_and_path,
    parse_action_text,
)
from .cards import CARD_NAMES, NUM_CARDS
from .checks import move_is_legal
from .fastpath import _SLOTS_IN_MASK, FastPathMixin, _place, _sow
from .moves import (
    decision_actions,
    find_tames_in,
    generate_actions,
    match_decision,
    move_error,
    place_error,
)
from .outcome import build_outcome

# Re-exported: other modules and tests import the phases and reasons from here.
from .phases import (  # noqa: F401
    ALL_CARDS_MASK,
    DECIDE,
    MAX_GAME_LENGTH,
    OVER,
    PLAY,
    REASON_FOUR_CARDS,
    REASON_NO_MOVE,
    REASON_REPETITION,
    REASON_TARGET,
    REASON_TURN_LIMIT,
    REASONS,
    REFILL,
    SETUP_DEAL,
    SETUP_FIRST,
    TURN_LIMIT,
)
from .playout import random_playout
from .turns import TurnFlow
from .view import NineSonsView, build_view


class NineSonsState(GameState, FastPathMixin, TurnFlow):
    """A Nine Sons position. Mutable; `clone()` copies a handful of flat lists.

    Searchers may walk the tree in place with `push(action)` / `pop()` (fastpath.py); what
    follows an action (tames, refills, the next turn, the end) is in turns.py; the fields and
    their types are declared in flat.py.
    """

    __slots__ = ()  # the fields are slots of FlatPosition (flat.py)
    num_players = 2

    def __init__(
        self,
        target_score: int = 7,
        pulao_incoming_counts: bool = False,
        stack_top_compared: bool = False,
    ) -> None:
        self._target = target_score
        self._incoming_pulao = pulao_incoming_counts
        self._stack_top = stack_top_compared
        self._slots = [-1] * board.NUM_SLOTS
        self._stacks = [()] * board.NUM_SQUARES
        self._hands = [board.ALL_FACES_MASK, board.ALL_FACES_MASK]  # bit v = die v in hand
        self._removed = [0, 0]  # bit v = die v swallowed by Chiwen
        self._tamed = [(), ()]
        self._scores = [0, 0]
        self._deck = ALL_CARDS_MASK  # bit c = card c still face down (undealt or deck)
        self._phase = SETUP_DEAL
        self._active = 0
        self._pending = []
        self._refill_slot = -1
        self._turns = 0
        self._plies = 0
        self._last = -1
        self._hash = 0
        self._rep = {}
        self._legal = None
        self._winners = ()
        self._reason = ""
        self._undo = []  # push/pop records (fastpath.py)
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
                    self._stack_top,
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
            if known is None:
                self._check_turn_action(action, player)
            self._play_turn(action, player)
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

    def _play_turn(self, action: int, player: int) -> None:
        """Play the legal place or move `action` of `player` and what follows (tames, the turn
        passing): apply_action once the action is checked, push's tame path (fastpath.py)."""
        # Played in place (fastpath._sow / _place): only the slots the action touched can
        # hold a new tame, as push relies on too.
        stacks = self._stacks
        if action & MOVE_FLAG:
            h, touched, maybe_tame = _sow(stacks, action, self._hash)
        else:
            h, touched, maybe_tame = _place(stacks, self._hands, player, action, self._hash)
        self._hash = h
        self._turns += 1
        self._plies += 1
        self._last = action
        self._legal = None
        if maybe_tame:
            pending = find_tames_in(self._slots, stacks, _SLOTS_IN_MASK[touched])
            if pending:
                self._pending = pending
                self._resolve()
                return
        self._pending = []
        self._end_turn()

    def _check_turn_action(self, action: int, player: int) -> None:
        """IllegalActionError unless `action` is a legal place or move (no cached list)."""
        if action & MOVE_FLAG:
            if move_is_legal(
                self._slots,
                self._stacks,
                player,
                self._incoming_pulao,
                action,
                self._stack_top,
            ):
                return
            # Refused: the reason, for the error's words.
            source, path = move_source_and_path(action)
            reason = (
                move_error(
                    self._slots,
                    self._stacks,
                    player,
                    self._incoming_pulao,
                    source,
                    path,
                    self._stack_top,
                )
                if path and move_action(source, path) == action
                else "not a move"
            )
            raise IllegalActionError(f"nine-sons: illegal move {action}: {reason}")
        if not 0 <= action < 72:
            raise IllegalActionError(f"nine-sons: {action} is not a turn action")
        value, square = divmod(action, 12)
        reason = self.why_illegal_place(square, value + 1)
        if reason is not None:
            raise IllegalActionError(f"nine-sons: illegal placement: {reason}")

    def clone(self) -> NineSonsState:
        """An independent copy (flat lists of ints and tuples are copied, tuples shared)."""
        new = NineSonsState.__new__(NineSonsState)
        new._target = self._target
        new._incoming_pulao = self._incoming_pulao
        new._stack_top = self._stack_top
        # Slots, swallowed dice, tamed cards, scores and pending tames are replaced, never
        # mutated in place (copy-on-write, turns.py): shared. Stacks and hands are mutated.
        new._slots = self._slots
        new._stacks = self._stacks[:]
        new._hands = self._hands[:]
        new._removed = self._removed
        new._tamed = self._tamed
        new._scores = self._scores
        new._deck = self._deck
        new._phase = self._phase
        new._active = self._active
        new._pending = self._pending
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

    def random_playout(self, rng: Any) -> list[float]:
        """Play to the end as ai.mcts.Playout does with its default policy (every decision
        `rng.choice(legal_actions())`, every chance node `sample_chance(self, rng)`) and return
        `returns()`: the same actions, final state and draws from `rng` as that loop, without
        its per-step work (playout.py). An optional hook for a search's random rollouts."""
        return random_playout(self, rng)

    def outcome(self) -> Outcome | None:
        """Winners, the reason key and its arguments, points, and a SeatTally per seat."""
        if self._phase != OVER:
            return None
        return build_outcome(self._reason, self._winners, self._scores, self._tamed, self._target)

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
        from .positions import from_position

        return from_position(**position)

    # ------------------------------------------------------------------------- public extras

    def position_key(self) -> int:
        """A Zobrist-style int of the whole position and phase (for repetition and the AI)."""
        return self._hash ^ board.Z_PHASE[self._phase]

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

    def why_illegal(self, kind: str, *args: Any) -> Message | None:
        """Why placing ("place", square, value) or moving ("move", source, path) is illegal now,
        for the player; None when it is legal (or `kind` is not one of these)."""
        if kind == "place":
            return self.why_illegal_place(*args)
        if kind == "move":
            return self.why_illegal_move(*args)
        return None

    def why_illegal_place(self, square: int, value: int) -> Message | None:
        """None if the active player may place `value` on `square` now, else the reason."""
        if self._phase != PLAY:
            return Message.of(N_("Dice cannot be placed right now"))
        player = self._active
        return place_error(
            self._slots, self._stacks, self._hands[player], self._removed[player], square, value
        )

    def why_illegal_move(self, source: int, path: tuple[int, ...] | list[int]) -> Message | None:
        """None if lifting `source` and sowing along `path` is legal now, else the reason.

        A prefix of a legal path reports only that the stack must travel further.
        """
        if self._phase != PLAY:
            return Message.of(N_("Stacks cannot be moved right now"))
        return move_error(
            self._slots,
            self._stacks,
            self._active,
            self._incoming_pulao,
            source,
            tuple(path),
            self._stack_top,
        )

    # ----------------------------------------------------------------------------- internals

    def _full_hash(self) -> int:
        """The Zobrist hash computed from scratch (the incremental one must always equal it)."""
        return board.full_hash(self._slots, self._stacks, self._hands, self._tamed, self._active)

    def __repr__(self) -> str:
        names = [CARD_NAMES[c] if c >= 0 else "-" for c in self._slots]
        return f"NineSonsState(phase={self._phase}, active={self._active}, slots={names})"

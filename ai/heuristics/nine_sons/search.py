"""The Nine Sons alpha-beta: ai.minimax's search, with the two plies above the horizon searched
without push/pop for most of their children.

Most nodes of a search are the children of the nodes one ply above the horizon, and most of
those parents are children of nodes two plies above it. The generic search plays each one
(push), evaluates it from scratch and takes it back (pop), after generating and ordering every
legal action of the parent. Here, on a turn in play:
- two plies above the horizon (`NineSonsSearch._search_two`) a child that is a quiet turn (no
  tame, no third repetition, its mover not stuck) is not pushed: its stacks, hands, hash and
  card terms are worked out from the node's own and handed to `_search_one`, which pushes the
  child only if one of its own children needs the real state;
- one ply above the horizon (`_search_one`) the TT move and this ply's killers are tried first,
  each checked for legality on its own (ordering.is_legal_turn_action); most of these nodes cut
  off on one of them, so the full ordered list (ordering.py: generated straight in
  `order_moves`' order) is built only when they do not;
- a quiet child there (a place or a move that neither tames nor repeats a position) is played
  on a copy of the 12 stacks only: if the other side has no legal action there it is the lost
  terminal it is, else its value is the parent's sum of the evaluator's per-card terms with the
  terms of the two to four cards the action touched swapped (a place that cannot tame: one
  lookup in evaluate.PLACE_TERMS); a child that tames one card with one claimant and no win is
  scored from the same lists too (tames.py: the refill, or with the deck empty the turn passing
  or the game ending); any other child goes through push / evaluate / pop.
Every other node is ai.minimax's (`_ordered` only builds the order in one pass).

Same tree, same values: the evaluation terms are whole numbers held in floats, so summing them
in another order gives the same number, and the children are visited and counted in the same
order (tests/ai/test_nine_sons_search.py compares both searches node for node).
"""

from __future__ import annotations

from typing import Any

from ai.minimax import (
    _EXACT,
    _LOWER,
    _MAX_ORDER_ENTRIES,
    _MAX_TT_ENTRIES,
    _UPPER,
    INFINITY,
    WIN_SCORE,
    AlphaBetaBot,
    _from_table,
    _Search,
    _to_table,
)
from ai.protocol import SearchBudget
from game.core.protocol import TERMINAL, Action, GameState
from game.rules.nine_sons.actions import MOVE_FLAG as _MOVE_FLAG
from game.rules.nine_sons.board import SLOT_OF as _SLOT_OF
from game.rules.nine_sons.board import SLOT_SQUARES, Z_PHASE
from game.rules.nine_sons.board import Z_ACTIVE_ONE as _Z_ACTIVE_ONE
from game.rules.nine_sons.fastpath import (
    _PARTNER,
    _SLOT_BIT,
    _SLOTS_IN_MASK,
    _Z_HAND_FLAT,
    _ZS,
    _sow,
)
from game.rules.nine_sons.moves import find_tames_in, has_move
from game.rules.nine_sons.phases import PLAY, TURN_LIMIT

from .evaluate import (
    _CARD_CACHES,
    HAND_DIE,
    PLACE_TERMS,
    POINT,
    TAMED_CARD,
    order_moves,
)
from .ordering import is_legal_turn_action, ordered_actions, ordered_turn_actions
from .slot_terms import _empties_after, _slot_terms
from .tames import tame_value

_CHECK_MASK = 255  # as ai.minimax: poll the clock every 256 nodes
_SLOT_SQUARES = SLOT_SQUARES
_Z_PLAY = Z_PHASE[PLAY]


class NineSonsAlphaBeta(AlphaBetaBot):
    """AlphaBetaBot whose search scores the horizon incrementally (`NineSonsSearch`)."""

    def new_search(self, state: GameState, budget: SearchBudget, cancel: Any) -> _Search:
        """A `NineSonsSearch` for Nine Sons states (any other game: the generic search)."""
        if hasattr(state, "_stacks"):
            return NineSonsSearch(self, state, budget, cancel)
        return super().new_search(state, budget, cancel)


class NineSonsSearch(_Search):
    """ai.minimax's search with `_search_two`, `_search_one` (two plies and one ply above the
    horizon) and `_ordered` specialised to the Nine Sons engine."""

    def _ordered(
        self, state: Any, tt_move: Action | None, ply: int, key: Any = None
    ) -> list[Action]:
        """`_Search._ordered` with `order_moves`' order generated in one pass (ordering.py)."""
        if self.ordering is not order_moves or state._phase != PLAY:
            return super()._ordered(state, tt_move, ply, key)
        cache = self.order_cache
        actions = cache.get(key)
        if actions is None:
            if len(cache) >= _MAX_ORDER_ENTRIES:
                cache.clear()
            actions = cache[key] = ordered_turn_actions(state)
        return self._tt_and_killers_first(actions, tt_move, ply)

    def _search_fast(
        self, state: Any, depth: int, alpha: float, beta: float, ply: int, player: Any = None
    ) -> float:
        """`_Search._search_fast`; a turn in play one or two plies above the horizon is searched
        by `_search_one` or `_search_two`."""
        s = state
        if (
            depth > 2
            or depth < 1
            or s._phase != PLAY
            or s._turns + depth >= TURN_LIMIT
            or self.ordering is not order_moves
        ):
            return _Search._search_fast(self, state, depth, alpha, beta, ply, player)
        if depth == 2:
            return self._search_two(s, alpha, beta, ply)
        stacks = s._stacks
        mover = s._active
        terms, total, empties = _slot_terms(stacks, s._slots, mover ^ 1)
        return self._search_one(
            s, None, s._hash, stacks, s._hands, mover, terms, total, empties, alpha, beta, ply
        )

    def _search_two(self, s: Any, alpha: float, beta: float, ply: int) -> float:
        """`_Search._search_fast` at depth 2 on a turn in play (the mover: `s._active`): a child
        that is a quiet turn goes to `_search_one` as its lists, hash and card terms, worked
        out here from this node's; any other child is pushed and searched as usual."""
        self.nodes = nodes = self.nodes + 1
        if not nodes & _CHECK_MASK:
            self._check_limits()
        node_hash = s._hash
        key = node_hash ^ _Z_PLAY  # state.position_key()
        table = self.table
        entry = table.get(key)
        tt_move = None
        if entry is not None:  # the table probe, as in _Search._search_fast
            entry_depth, stored, flag, tt_move, horizon = entry
            if entry_depth >= 2:
                value = _from_table(stored, ply)
                if (
                    flag == _EXACT
                    or (flag == _LOWER and value >= beta)
                    or (flag == _UPPER and value <= alpha)
                ):
                    self.horizon_hits += horizon
                    return value
        player = s._active
        maximising = player == self.seat
        alpha_start, beta_start = alpha, beta
        horizon_before = self.horizon_hits
        best = -INFINITY if maximising else INFINITY
        actions = self._ordered(s, tt_move, ply, key)
        best_move = actions[0]
        stacks = s._stacks
        slots = s._slots
        hands = s._hands
        rep = s._rep
        caches = _CARD_CACHES
        opponent = player ^ 1  # the child's mover
        # The children's children are played by `player` again: the card terms' sums for them.
        terms, total, empties = _slot_terms(stacks, slots, player)
        child_ply = ply + 1
        for action in actions:
            child = stacks[:]
            if action & _MOVE_FLAG:
                h, touched, maybe_tame = _sow(child, action, node_hash)
                child_hands = hands
            else:  # fastpath's place, on the copies
                value, square = divmod(action, 12)
                value += 1
                die = player * 8 + value
                child[square] = (die,)
                h = node_hash ^ _Z_HAND_FLAT[player * 8 + value] ^ _ZS[square * 48 + die]
                touched = _SLOT_BIT[square]
                maybe_tame = len(child[_PARTNER[square]]) == 3
                child_hands = hands[:]
                child_hands[player] &= ~(1 << value)
            h ^= _Z_ACTIVE_ONE  # the child's hash: the other side to move
            quiet = rep.get(h, 0) < 2 and not (
                maybe_tame and find_tames_in(slots, child, _SLOTS_IN_MASK[touched])
            )
            if quiet:
                child_terms = terms[:]
                child_total = total
                child_empties = empties
                for slot in _SLOTS_IN_MASK[touched]:
                    card = slots[slot]
                    if card < 0:
                        continue
                    left, right = _SLOT_SQUARES[slot]
                    old = terms[slot]
                    if old is not None:
                        child_total -= old[player]
                    child_empties -= (not stacks[left]) + (not stacks[right])
                    left_stack = child[left]
                    right_stack = child[right]
                    if left_stack or right_stack:
                        child_terms[slot] = found = caches[card][left_stack, right_stack]
                        child_total += found[player]
                    else:
                        child_terms[slot] = None
                    child_empties += (not left_stack) + (not right_stack)
                # push's test: a die in hand and an empty square, or a stack that can move.
                quiet = bool(child_hands[opponent] and child_empties) or has_move(
                    slots, child, opponent, s._incoming_pulao, s._stack_top
                )
            if quiet:
                value = self._search_one(
                    s,
                    action,
                    h,
                    child,
                    child_hands,
                    opponent,
                    child_terms,
                    child_total,
                    child_empties,
                    alpha,
                    beta,
                    child_ply,
                )
            else:  # a tame, a repetition or a stuck mover: as _Search._search_fast
                after = s.push(action)
                value = self._search_fast(s, 1, alpha, beta, child_ply, after)
                s.pop()
            if maximising:
                if value > best:
                    best, best_move = value, action
                    if value > alpha:
                        alpha = value
            elif value < best:
                best, best_move = value, action
                if value < beta:
                    beta = value
            if alpha >= beta:
                self._remember_cutoff(action, 2, ply)
                break
        # The table store, as in _Search._search_fast.
        flag = _UPPER if best <= alpha_start else _LOWER if best >= beta_start else _EXACT
        if len(table) >= _MAX_TT_ENTRIES:
            table.clear()
        horizon = self.horizon_hits != horizon_before
        table[key] = (2, _to_table(best, ply), flag, best_move, horizon)
        return best

    def _search_one(
        self,
        s: Any,
        pending: Action | None,
        parent_hash: int,
        stacks: list,
        hands: list[int],
        mover: int,
        terms: list[Any],
        total: float,
        empties: int,
        alpha: float,
        beta: float,
        ply: int,
    ) -> float:
        """`_Search._search_fast` at depth 1 on a turn in play, in one piece: the table probe,
        the TT move and killers tried before any move generation (most such nodes cut off on
        one of them), then the rest in `order_moves`' order, every quiet child scored from the
        parent's card terms (`terms`, their sum `total` for the children's mover, `empties`:
        the squares with a card and no die).

        The node is given by its lists (`stacks`, `hands`), its hash and `mover`; `s` is the
        node itself, or with `pending` its parent, and the node is `s` after `pending` (a quiet
        turn): it is pushed only when a child needs the real state, and popped before return.
        """
        self.nodes = nodes = self.nodes + 1
        if not nodes & _CHECK_MASK:
            self._check_limits()
        key = parent_hash ^ _Z_PLAY  # state.position_key()
        table = self.table
        entry = table.get(key)
        tt_move = None
        if entry is not None:  # the table probe, as in _Search._search_fast
            _, stored, flag, tt_move, horizon = entry  # any stored depth is >= 1
            value = _from_table(stored, ply)
            if (
                flag == _EXACT
                or (flag == _LOWER and value >= beta)
                or (flag == _UPPER and value <= alpha)
            ):
                self.horizon_hits += horizon
                return value
        seat = self.seat
        maximising = mover == seat
        alpha_start, beta_start = alpha, beta
        horizon_before = self.horizon_hits
        win = WIN_SCORE - ply - 1
        slots = s._slots
        player = mover ^ 1  # who is to move in every quiet child
        rep = s._rep
        # Not pushed yet: the node's own position key is not counted in `rep` (push counts it).
        uncounted = parent_hash if pending is not None else -1
        pushed = False
        z_active = _Z_ACTIVE_ONE
        stack_top = s._stack_top
        incoming_pulao = s._incoming_pulao
        hand = hands[mover]
        # The TT move, then this ply's killers, when legal here (_Search._ordered's front).
        front = []
        if tt_move is not None and is_legal_turn_action(
            tt_move, stacks, slots, hand, mover, stack_top, incoming_pulao
        ):
            front.append(tt_move)
        for killer in self.killers.get(ply, ()):
            if killer != tt_move and is_legal_turn_action(
                killer, stacks, slots, hand, mover, stack_top, incoming_pulao
            ):
                front.append(killer)
        scores = s._scores
        tamed = s._tamed
        hand0 = hands[0]
        hand1 = hands[1]
        # A quiet child's value for seat 0 = base (points, cards, dice in hand) + the card terms.
        base = (
            POINT * (scores[0] - scores[1])
            + TAMED_CARD * (len(tamed[0]) - len(tamed[1]))
            + HAND_DIE * (hand0.bit_count() - hand1.bit_count())
        )
        placed_die = -HAND_DIE if mover == 0 else HAND_DIE  # a place takes a die from a hand
        placed_index = (mover * 8 + 1) * 2 + player  # + value * 2: PLACE_TERMS' index
        place_terms = PLACE_TERMS
        # A move fills at most three empty squares and empties one, a place fills one: with a
        # die in hand and three empty squares the side to move in the child can always play.
        can_place = hands[player] and empties >= 3
        quick_places = hands[player] and empties >= 2  # one left after a place
        caches = _CARD_CACHES
        best = -INFINITY if maximising else INFINITY
        best_move = None
        evaluated = 0
        actions = front  # first the front, then every action in order, the front skipped
        skip: Any = ()
        while True:
            for action in actions:
                if action in skip:
                    continue
                nodes += 1
                if not nodes & _CHECK_MASK:
                    self.nodes = nodes
                    self._check_limits()
                if (
                    quick_places
                    and not action & _MOVE_FLAG
                    and len(stacks[_PARTNER[action % 12]]) != 3
                ):
                    # A place that cannot tame and leaves the other side a place of its own
                    # (the common case): only its card's terms change, no copy of the stacks.
                    value, square = divmod(action, 12)
                    slot = _SLOT_OF[square]
                    score = total
                    old = terms[slot]
                    if old is not None:
                        score -= old[player]
                    # The card's left square has the even index (board.SLOT_SQUARES).
                    evaluated += 1
                    value = (
                        base
                        + placed_die
                        + score
                        + place_terms[slots[slot] * 2 + (square & 1)][stacks[_PARTNER[square]]][
                            placed_index + value * 2
                        ]
                    )
                    if seat:
                        value = -value
                else:
                    child = stacks[:]
                    if action & _MOVE_FLAG:
                        h, touched, maybe_tame = _sow(child, action, parent_hash)
                        h ^= z_active
                        # A third time: the game ends.
                        repeated = rep.get(h, 0) + (h == uncounted) >= 2
                        child_base = base
                    else:
                        value, square = divmod(action, 12)
                        value += 1
                        die = mover * 8 + value
                        child[square] = (die,)
                        # No repetition: between two tames the dice on the board only grow in
                        # number, so a position with one more die has never been met since.
                        repeated = False
                        touched = _SLOT_BIT[square]
                        maybe_tame = len(child[_PARTNER[square]]) == 3
                        child_base = base + placed_die
                    found = (
                        find_tames_in(slots, child, _SLOTS_IN_MASK[touched])
                        if maybe_tame and not repeated
                        else None
                    )
                    tame = (
                        tame_value(found, s, child, touched, terms, hands, mover, action, seat, win)
                        if found
                        else None
                    )
                    if tame is not None:  # the common tame, without push (tames.py)
                        value, counted = tame
                        evaluated += counted
                    elif repeated or found:
                        # Not quiet: played with push, as _Search._frontier does.
                        if not pushed and pending is not None:  # this node first
                            s.push(pending)
                            pushed = True
                            uncounted = -1
                        if s.push(action) == TERMINAL:
                            value = s.returns()[seat] * win
                        else:
                            evaluated += 1
                            value = self.evaluate(s, seat)
                        s.pop()
                    elif (
                        not can_place
                        and not (hands[player] and _empties_after(stacks, action, empties))
                        and not has_move(slots, child, player, incoming_pulao, stack_top)
                    ):
                        # The side to move is stuck: it loses.
                        value = win if seat == mover else -win
                    else:
                        evaluated += 1
                        score = total
                        for slot in _SLOTS_IN_MASK[touched]:
                            old = terms[slot]
                            if old is not None:
                                score -= old[player]
                            left, right = _SLOT_SQUARES[slot]
                            left_stack = child[left]
                            right_stack = child[right]
                            if left_stack or right_stack:
                                score += caches[slots[slot]][left_stack, right_stack][player]
                        # The evaluator's STUCK terms are 0 here: the mover's die tops the square
                        # it dropped on last, and a side to move with no die in hand and no stack
                        # has no legal action (the test above: a lost, terminal child).
                        value = child_base + score
                        if seat:
                            value = -value
                if maximising:
                    if value > best:
                        best, best_move = value, action
                        if value > alpha:
                            alpha = value
                elif value < best:
                    best, best_move = value, action
                    if value < beta:
                        beta = value
                if alpha >= beta:
                    self._remember_cutoff(action, 1, ply)
                    break
            else:
                if skip == ():
                    cache = self.order_cache
                    actions = cache.get(key)  # type: ignore[assignment]
                    if actions is None:
                        if len(cache) >= _MAX_ORDER_ENTRIES:
                            cache.clear()
                        actions = cache[key] = ordered_actions(
                            stacks, slots, mover, hand, stack_top, incoming_pulao
                        )
                    skip = front
                    continue
            break
        if pushed:
            s.pop()
        self.nodes = nodes
        self.horizon_hits += evaluated
        # The table store, as in _Search._search_fast.
        flag = _UPPER if best <= alpha_start else _LOWER if best >= beta_start else _EXACT
        if len(table) >= _MAX_TT_ENTRIES:
            table.clear()
        horizon = self.horizon_hits != horizon_before
        table[key] = (1, _to_table(best, ply), flag, best_move, horizon)
        return best

"""The Nine Sons alpha-beta: ai.minimax's search, with the two plies above the horizon searched
without push/pop for most of their children.

Most nodes of a search are the children of the nodes one ply above the horizon, and most of
those parents are children of nodes two plies above it. The generic search plays each one
(push), evaluates it from scratch and takes it back (pop), after generating and ordering every
legal action of the parent. Here, on a turn in play:
- two plies above the horizon (`NineSonsSearch._search_two`) a child that is a quiet turn (no
  tame, no third repetition, its mover not stuck) is not pushed: its stacks, hands, hash and
  card terms are worked out from the node's own (the table probed first: a child the table
  settles needs no card terms) and handed to `_search_one`, which pushes the child only if
  one of its own children needs the real state;
- one ply above the horizon (one_ply.py's `_search_one`) the TT move and this ply's killers are
  tried first, and the children are scored from the parent's card terms without push.
Every other node is ai.minimax's (`_ordered` only builds the order in one pass). The killers are
kept as `_Search._remember_cutoff` keeps them; its history is not (only a search without an
ordering reads it, and these functions run only with `order_moves`).

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
    AlphaBetaBot,
    _from_table,
    _Search,
    _to_table,
)
from ai.protocol import SearchBudget
from game.core.protocol import Action, GameState
from game.rules.nine_sons.actions import MOVE_FLAG as _MOVE_FLAG
from game.rules.nine_sons.board import SLOT_SQUARES
from game.rules.nine_sons.board import Z_ACTIVE_ONE as _Z_ACTIVE_ONE
from game.rules.nine_sons.fastpath import (
    _PARTNER,
    _SLOT_BIT,
    _SLOTS_IN_MASK,
    _Z_HAND_FLAT,
    _ZS,
)
from game.rules.nine_sons.moves import find_tames_in, has_move
from game.rules.nine_sons.phases import PLAY, TURN_LIMIT

from .evaluate import _CARD_CACHES, order_moves
from .one_ply import _CHECK_MASK, _SOLVED, _Z_PLAY, OnePlySearch, fixed_terms
from .ordering import ordered_turn_actions
from .slot_terms import _slot_terms

_SLOT_SQUARES = SLOT_SQUARES


class NineSonsAlphaBeta(AlphaBetaBot):
    """AlphaBetaBot whose search scores the horizon incrementally (`NineSonsSearch`)."""

    def new_search(self, state: GameState, budget: SearchBudget, cancel: Any) -> _Search:
        """A `NineSonsSearch` for Nine Sons states (any other game: the generic search)."""
        if hasattr(state, "_stacks"):
            return NineSonsSearch(self, state, budget, cancel)
        return super().new_search(state, budget, cancel)


class NineSonsSearch(OnePlySearch):
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
        # _search_one's entry, as in _Search._search_fast: the node counted, the table probed.
        self.nodes = nodes = self.nodes + 1
        if not nodes & _CHECK_MASK:
            self._check_limits()
        settled, tt_move = self._probe(s._hash ^ _Z_PLAY, 1, alpha, beta, ply)
        if settled is not None:  # (a rare path: _search_two hands most such nodes down)
            return settled
        stacks = s._stacks
        mover = s._active
        terms, total, empties = _slot_terms(stacks, s._slots, mover ^ 1)
        return self._search_one(
            s, None, s._hash, stacks, s._hands, mover, terms, total, empties, alpha, beta, ply,
            tt_move, fixed_terms(s),
        )  # fmt: skip

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
        fixed = fixed_terms(s)  # a quiet child tames nothing: the same points and cards
        zs = _ZS
        slot_bit = _SLOT_BIT
        partner = _PARTNER
        for action in actions:
            child = stacks[:]
            if action & _MOVE_FLAG:
                # fastpath._sow, inline as in one_ply.py, counting the empty squares it fills.
                source = action & 15
                lifted = stacks[source]
                h = node_hash
                index = source * 48
                for die in lifted:
                    h ^= zs[index + die]
                    index += 16
                child[source] = ()
                touched = slot_bit[source]
                maybe_tame = len(stacks[partner[source]]) == 3
                child_empties = empties + 1  # the source (on a card) is left empty
                shift = 6
                for die in lifted:
                    square = (action >> shift) & 15
                    shift += 4
                    target = child[square]
                    size = len(target)
                    if not size:
                        child_empties -= 1
                    h ^= zs[square * 48 + size * 16 + die]
                    child[square] = (*target, die)
                    touched |= slot_bit[square]
                    if size == 2 or len(child[partner[square]]) == 3:
                        maybe_tame = True
                child_hands = hands
            else:  # fastpath's place, on the copies
                value, square = divmod(action, 12)
                value += 1
                die = player * 8 + value
                child[square] = (die,)
                h = node_hash ^ _Z_HAND_FLAT[player * 8 + value] ^ zs[square * 48 + die]
                touched = slot_bit[square]
                maybe_tame = len(child[partner[square]]) == 3
                child_hands = hands[:]
                child_hands[player] &= ~(1 << value)
                child_empties = empties - 1
            h ^= _Z_ACTIVE_ONE  # the child's hash: the other side to move
            # Quiet: no third repetition, no tame, and (push's test) the child's mover has a
            # die in hand and an empty square, or a stack that can move.
            if (
                rep.get(h, 0) < 2
                and not (maybe_tame and find_tames_in(slots, child, _SLOTS_IN_MASK[touched]))
                and (
                    (child_hands[opponent] and child_empties)
                    or has_move(slots, child, opponent, s._incoming_pulao, s._stack_top)
                )
            ):
                # _search_one's entry, as in _Search._search_fast: the child counted and the
                # table probed before its card terms are worked out.
                self.nodes = count = self.nodes + 1
                if not count & _CHECK_MASK:
                    self._check_limits()
                entry = table.get(h ^ _Z_PLAY)
                child_tt = None
                settled = False
                if entry is not None:
                    _, stored, flag, child_tt, horizon = entry  # any stored depth is >= 1
                    value = _from_table(stored, child_ply)
                    if (
                        flag == _EXACT
                        or (flag == _LOWER and value >= beta)
                        or (flag == _UPPER and value <= alpha)
                    ):
                        self.horizon_hits += horizon
                        settled = True
                if not settled:
                    child_terms = terms[:]
                    child_total = total
                    for slot in _SLOTS_IN_MASK[touched]:
                        card = slots[slot]
                        if card < 0:
                            continue
                        left, right = _SLOT_SQUARES[slot]
                        old = terms[slot]
                        if old is not None:
                            child_total -= old[player]
                        left_stack = child[left]
                        right_stack = child[right]
                        if left_stack or right_stack:
                            child_terms[slot] = found = caches[card][left_stack, right_stack]
                            child_total += found[player]
                        else:
                            child_terms[slot] = None
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
                        child_tt,
                        fixed,
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
                _remember_killer(self, self.killers.get(ply), action, ply)
                break
        # The table store, as in _Search._search_fast.
        flag = _UPPER if best <= alpha_start else _LOWER if best >= beta_start else _EXACT
        if len(table) >= _MAX_TT_ENTRIES:
            table.clear()
        horizon = self.horizon_hits != horizon_before
        table[key] = (
            2,
            best if -_SOLVED < best < _SOLVED else _to_table(best, ply),
            flag,
            best_move,
            horizon,
        )
        return best


def _remember_killer(search: _Search, killers: list | None, action: Action, ply: int) -> None:
    """`_Search._remember_cutoff`'s killers (`killers`: this ply's list, None if there is none
    yet). Its history is left out: only a search without an ordering reads it, and these
    functions run only with `order_moves`."""
    if killers is None:
        search.killers[ply] = [action]
    elif action not in killers:
        killers.insert(0, action)
        del killers[2:]

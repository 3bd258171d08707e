"""The Nine Sons alpha-beta: ai.minimax's search, with the nodes one ply above the horizon
searched without push/pop for their children.

Most nodes of a search are the children of those nodes: the generic search plays each one
(push), evaluates it from scratch and takes it back (pop), after generating and ordering every
legal action of the parent. Here (`NineSonsSearch._search_fast`, depth 1, a turn in play):
- the TT move and this ply's killers are tried first, each checked for legality on its own
  (`_is_legal`); most of these nodes cut off on one of them, so the full ordered list
  (ordering.py: generated straight in `order_moves`' order) is built only when they do not;
- a quiet child (a place or a move that neither tames nor repeats a position) is played on a
  copy of the 12 stacks only: if the other side has no legal action there it is the lost
  terminal it is, else its value is the parent's sum of the evaluator's per-card terms with
  the terms of the two to four cards the action touched swapped; a child that is not quiet
  goes through push / evaluate / pop.
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
from game.rules.nine_sons.cards import PULAO as _PULAO
from game.rules.nine_sons.fastpath import (
    _PARTNER,
    _SLOT_BIT,
    _SLOTS_IN_MASK,
    _ZS,
)
from game.rules.nine_sons.moves import ACCEPTS as _ACCEPTS
from game.rules.nine_sons.moves import find_tames_in, has_move
from game.rules.nine_sons.phases import PLAY, TURN_LIMIT

from .evaluate import (
    _CARD_CACHES,
    _MAX_CACHED,
    _SLOT_CARD_SQUARES,
    HAND_DIE,
    POINT,
    TAMED_CARD,
    _card_terms,
    order_moves,
)
from .ordering import ordered_turn_actions

_CHECK_MASK = 255  # as ai.minimax: poll the clock every 256 nodes
_SLOT_SQUARES = SLOT_SQUARES
_Z_PLAY = Z_PHASE[PLAY]
_MOVE_SHIFTS = (6, 10, 14)  # where a move's squares sit in the action int


def _is_legal(action: Action, s: Any, mover: int) -> bool:
    """Whether `action` (any action int: a killer from another position) is among the legal
    places and moves of `mover` in `s` (moves.generate_actions' tests for that one action)."""
    stacks = s._stacks
    slots = s._slots
    if action & _MOVE_FLAG:
        stack = stacks[action & 15]
        size = len(stack)
        if not size or size != (action >> 4) & 3 or stack[-1] >> 3 != mover:
            return False
        top = stack[-1] & 7
        for step in range(size):
            face = top if s._stack_top else stack[step] & 7
            square = (action >> _MOVE_SHIFTS[step]) & 15
            card = slots[_SLOT_OF[square]]
            if card < 0:
                return False
            target = stacks[square]
            if not target:
                continue  # an empty square takes any die
            if len(target) == 3:
                return False
            if card == _PULAO:
                if s._incoming_pulao:
                    continue  # the dropped die counts as 1 too: any die goes
                reading = 1
            else:
                reading = target[-1] & 7
            if not _ACCEPTS[reading] >> face & 1:
                return False
        return True
    if action >= 72:
        return False  # a tame decision or a chance outcome
    value, square = divmod(action, 12)
    return bool(
        s._hands[mover] >> (value + 1) & 1 and not stacks[square] and slots[_SLOT_OF[square]] >= 0
    )


class NineSonsAlphaBeta(AlphaBetaBot):
    """AlphaBetaBot whose search scores the horizon incrementally (`NineSonsSearch`)."""

    def new_search(self, state: GameState, budget: SearchBudget, cancel: Any) -> _Search:
        """A `NineSonsSearch` for Nine Sons states (any other game: the generic search)."""
        if hasattr(state, "_stacks"):
            return NineSonsSearch(self, state, budget, cancel)
        return super().new_search(state, budget, cancel)


def _slot_terms(stacks: list, slots: list[int], player: int) -> tuple[list[Any], float, int]:
    """(per slot the evaluator's card terms for (seat 0, seat 1) to move, None on a bare card;
    their sum for `player` to move; how many squares have a card and no die)."""
    caches = _CARD_CACHES
    terms: list[Any] = [None] * 6
    total = 0.0
    empties = 0
    for slot, left, right in _SLOT_CARD_SQUARES:
        card = slots[slot]
        if card < 0:
            continue
        left_stack = stacks[left]
        right_stack = stacks[right]
        if left_stack or right_stack:
            cache = caches[card]
            pair = (left_stack, right_stack)
            found = cache.get(pair)
            if found is None:
                if len(cache) >= _MAX_CACHED:
                    cache.clear()
                found = cache[pair] = _card_terms(card, left_stack, right_stack)
            terms[slot] = found
            total += found[player]
            if not left_stack or not right_stack:
                empties += 1
        else:
            empties += 2
    return terms, total, empties


class NineSonsSearch(_Search):
    """ai.minimax's search with `_search_fast` (one ply above the horizon) and `_ordered`
    specialised to the Nine Sons engine."""

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
        """`_Search._search_fast`; a turn in play one ply above the horizon is searched here in
        one piece: the table probe, the TT move and killers tried before any move generation
        (most such nodes cut off on one of them), then the rest in `order_moves`' order, every
        quiet child scored from the parent's evaluation terms."""
        s = state  # the engine's internals, read-only (children live on a copy of the stacks)
        if (
            depth != 1
            or s._phase != PLAY
            or s._turns + 1 >= TURN_LIMIT
            or self.ordering is not order_moves
        ):
            return _Search._search_fast(self, state, depth, alpha, beta, ply, player)
        self.nodes = nodes = self.nodes + 1
        if not nodes & _CHECK_MASK:
            self._check_limits()
        parent_hash = s._hash
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
        mover = s._active
        maximising = mover == seat
        alpha_start, beta_start = alpha, beta
        horizon_before = self.horizon_hits
        win = WIN_SCORE - ply - 1
        stacks = s._stacks
        slots = s._slots
        hands = s._hands
        player = mover ^ 1  # who is to move in every quiet child
        rep = s._rep
        z_active = _Z_ACTIVE_ONE
        stack_top = s._stack_top
        incoming_pulao = s._incoming_pulao
        # The TT move, then this ply's killers, when legal here (_Search._ordered's front).
        front = []
        if tt_move is not None and _is_legal(tt_move, s, mover):
            front.append(tt_move)
        for killer in self.killers.get(ply, ()):
            if killer != tt_move and _is_legal(killer, s, mover):
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
        terms, total, empties = _slot_terms(stacks, slots, player)
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
                    die = mover * 8 + value + 1
                    slot = _SLOT_OF[square]
                    score = total
                    old = terms[slot]
                    if old is not None:
                        score -= old[player]
                    partner_stack = stacks[_PARTNER[square]]
                    # The card's left square has the even index (board.SLOT_SQUARES).
                    pair = ((die,), partner_stack) if square & 1 == 0 else (partner_stack, (die,))
                    card = slots[slot]
                    cache = caches[card]
                    found = cache.get(pair)
                    if found is None:
                        if len(cache) >= _MAX_CACHED:
                            cache.clear()
                        found = cache[pair] = _card_terms(card, pair[0], pair[1])
                    evaluated += 1
                    value = base + placed_die + score + found[player]
                    if seat:
                        value = -value
                else:
                    child = stacks[:]
                    if action & _MOVE_FLAG:
                        # fastpath._sow inlined: the child's stacks, hash and touched slots.
                        source = action & 15
                        lifted = stacks[source]
                        child[source] = ()
                        h = parent_hash
                        at = source * 48
                        for die in lifted:
                            h ^= _ZS[at + die]
                            at += 16
                        touched = _SLOT_BIT[source]
                        maybe_tame = len(child[_PARTNER[source]]) == 3
                        free = (
                            empties + 1
                        )  # the source is emptied; targets that were empty are filled
                        shift = 6
                        for die in lifted:
                            sq = (action >> shift) & 15
                            shift += 4
                            target = child[sq]
                            size = len(target)
                            h ^= _ZS[sq * 48 + size * 16 + die]
                            child[sq] = (*target, die)
                            touched |= _SLOT_BIT[sq]
                            if size == 2 or len(child[_PARTNER[sq]]) == 3:
                                maybe_tame = True
                            elif not size:
                                free -= 1
                        repeated = rep.get(h ^ z_active, 0) >= 2  # a third time: the game ends
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
                        free = empties - 1
                        child_base = base + placed_die
                    if repeated or (
                        maybe_tame and find_tames_in(slots, child, _SLOTS_IN_MASK[touched])
                    ):
                        # Not quiet: played with push, as _Search._frontier does.
                        if s.push(action) == TERMINAL:
                            value = s.returns()[seat] * win
                        else:
                            evaluated += 1
                            value = self.evaluate(s, seat)
                        s.pop()
                    elif (
                        not can_place
                        and not (hands[player] and free)
                        and not has_move(slots, child, player, incoming_pulao, stack_top)
                    ):
                        value = (
                            win if seat == mover else -win
                        )  # the side to move is stuck: it loses
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
                                card = slots[slot]
                                cache = caches[card]
                                pair = (left_stack, right_stack)
                                found = cache.get(pair)
                                if found is None:
                                    if len(cache) >= _MAX_CACHED:
                                        cache.clear()
                                    found = cache[pair] = _card_terms(card, left_stack, right_stack)
                                score += found[player]
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
                        actions = cache[key] = ordered_turn_actions(state)
                    skip = front
                    continue
            break
        self.nodes = nodes
        self.horizon_hits += evaluated
        # The table store, as in _Search._search_fast.
        flag = _UPPER if best <= alpha_start else _LOWER if best >= beta_start else _EXACT
        if len(table) >= _MAX_TT_ENTRIES:
            table.clear()
        horizon = self.horizon_hits != horizon_before
        table[key] = (1, _to_table(best, ply), flag, best_move, horizon)
        return best

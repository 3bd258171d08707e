"""One ply above the horizon in the Nine Sons alpha-beta (search.py): `OnePlySearch._search_one`.

Most nodes of a search are the children of the nodes one ply above the horizon. Here the TT
move and this ply's killers are tried first, each checked for legality on its own
(ordering.is_legal_turn_action); most of these nodes cut off on one of them, so the full ordered
list (ordering.py) is built only when they do not. A quiet child (a place or a move that neither
tames nor repeats a position) is played on a copy of the 12 stacks only: if the other side has
no legal action there it is the lost terminal it is, else its value is the parent's sum of the
evaluator's per-card terms with the terms of the two to four cards the action touched swapped
(a place that cannot tame: one lookup in evaluate.PLACE_TERMS); a child that tames one card with
one claimant and no win is scored from the same lists too (tames.py); any other child goes
through push / evaluate / pop. The node itself may be unpushed (handed down by search.py's
`_search_two` as its lists): it is pushed only when a child needs the real state.
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
    SOLVED_THRESHOLD,
    WIN_SCORE,
    _from_table,
    _Search,
    _to_table,
)
from game.core.protocol import TERMINAL, Action
from game.rules.nine_sons.actions import MOVE_FLAG as _MOVE_FLAG
from game.rules.nine_sons.board import SLOT_OF as _SLOT_OF
from game.rules.nine_sons.board import SLOT_SQUARES as _SLOT_SQUARES
from game.rules.nine_sons.board import Z_ACTIVE_ONE as _Z_ACTIVE_ONE
from game.rules.nine_sons.board import Z_PHASE
from game.rules.nine_sons.fastpath import _PARTNER, _SLOT_BIT, _SLOTS_IN_MASK, _ZS
from game.rules.nine_sons.moves import find_tames_in, has_move
from game.rules.nine_sons.phases import PLAY

from .evaluate import _CARD_CACHES, HAND_DIE, PLACE_TERMS, POINT, TAMED_CARD
from .ordering import is_legal_turn_action, ordered_actions
from .slot_terms import _empties_after
from .tames import tame_value

_CHECK_MASK = 255  # as ai.minimax: poll the clock every 256 nodes
_SOLVED = SOLVED_THRESHOLD  # _to_table changes only values at or past it
_Z_PLAY = Z_PHASE[PLAY]


class OnePlySearch(_Search):
    """ai.minimax's search with `_search_one`: a turn in play one ply above the horizon."""

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
        zs = _ZS
        slot_bit = _SLOT_BIT
        partner = _PARTNER
        stack_top = s._stack_top
        incoming_pulao = s._incoming_pulao
        hand = hands[mover]
        # The TT move, then this ply's killers, when legal here (_Search._ordered's front).
        front = []
        if tt_move is not None and (
            # A place (is_legal_turn_action's last test, inline), else the full test.
            hand >> (tt_move // 12 + 1) & 1
            and not stacks[tt_move % 12]
            and slots[_SLOT_OF[tt_move % 12]] >= 0
            if tt_move < 72
            else is_legal_turn_action(
                tt_move, stacks, slots, hand, mover, stack_top, incoming_pulao
            )
        ):
            front.append(tt_move)
        killers = self.killers.get(ply)
        if killers:
            for killer in killers:
                if killer != tt_move and (
                    hand >> (killer // 12 + 1) & 1
                    and not stacks[killer % 12]
                    and slots[_SLOT_OF[killer % 12]] >= 0
                    if killer < 72
                    else is_legal_turn_action(
                        killer, stacks, slots, hand, mover, stack_top, incoming_pulao
                    )
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
                        # fastpath._sow, inline: the call cost 1.5 % of the instructions (Hard).
                        source = action & 15
                        lifted = stacks[source]
                        h = parent_hash ^ z_active
                        index = source * 48
                        for die in lifted:
                            h ^= zs[index + die]
                            index += 16
                        child[source] = ()
                        touched = slot_bit[source]
                        maybe_tame = len(stacks[partner[source]]) == 3
                        shift = 6
                        for die in lifted:
                            square = (action >> shift) & 15
                            shift += 4
                            target = child[square]
                            size = len(target)
                            h ^= zs[square * 48 + size * 16 + die]
                            child[square] = (*target, die)
                            touched |= slot_bit[square]
                            if size == 2 or len(child[partner[square]]) == 3:
                                maybe_tame = True
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
                if alpha >= beta:  # search.py's _remember_killer, inline
                    if killers is None:
                        self.killers[ply] = [action]
                    elif action not in killers:
                        killers.insert(0, action)
                        del killers[2:]
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
        table[key] = (
            1,
            best if -_SOLVED < best < _SOLVED else _to_table(best, ply),
            flag,
            best_move,
            horizon,
        )
        return best

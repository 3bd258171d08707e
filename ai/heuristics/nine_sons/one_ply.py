"""One ply above the horizon in the Nine Sons alpha-beta (search.py): `OnePlySearch._search_one`.

Most nodes of a search are the children of the nodes one ply above the horizon. Here the TT
move and this ply's killers are tried first, each checked for legality on its own
(ordering.is_legal_turn_action); most of these nodes cut off on one of them, so the full ordered
list (ordering.py) is built only when they do not. A quiet child (a place or a move that neither
tames nor repeats a position) is played on a copy of the 12 stacks only: if the other side has
no legal action there it is the lost terminal it is, else its value is the parent's sum of the
evaluator's per-card terms with the terms of the two to four cards the action touched swapped
(a place that cannot tame: one lookup in evaluate.PLACE_TERMS; a one-die move that cannot tame
and leaves the other side a die to place: no copy of the stacks, the one or two cards' terms
looked up from the stacks it changes); a child that tames one card with one claimant and no
win is scored from the same lists too (tames.py); any other child goes through push /
evaluate / pop. When the ordered list is played and no 3-stack stands anywhere, its places (the
end of the list, by value then square) are scored in a loop of their own, each square's
PLACE_TERMS row and offset looked up at its first place (most such nodes visit every place:
up to six per square). The node itself may be unpushed (handed down by search.py's
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


def fixed_terms(s: Any) -> float:
    """The evaluation's points and tamed-cards terms of the position `s` (for seat 0)."""
    scores = s._scores
    tamed = s._tamed
    return POINT * (scores[0] - scores[1]) + TAMED_CARD * (len(tamed[0]) - len(tamed[1]))


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
        tt_move: Action | None,
        fixed: float,
    ) -> float:
        """`_Search._search_fast` at depth 1 on a turn in play, in one piece, after the node
        was counted and the table probed by the caller (`tt_move`: the entry's move, if any;
        search.py's `_search_fast` or `_search_two`): the TT move and killers tried before any
        move generation (most such nodes cut off on one of them), then the rest in
        `order_moves`' order, every quiet child scored from the parent's card terms (`terms`,
        their sum `total` for the children's mover, `empties`: the squares with a card and no
        die).

        The node is given by its lists (`stacks`, `hands`), its hash and `mover`; `s` is the
        node itself, or with `pending` its parent, and the node is `s` after `pending` (a quiet
        turn): it is pushed only when a child needs the real state, and popped before return.
        `fixed`: the evaluation's points and cards terms (`fixed_terms(s)`), the same for every
        node below a turn that tames nothing.
        """
        nodes = self.nodes
        value: float  # a child's value (a place's die value while it is worked out)
        key = parent_hash ^ _Z_PLAY  # state.position_key()
        table = self.table
        seat = self.seat
        maximising = mover == seat
        alpha_start, beta_start = alpha, beta
        slots = s._slots
        player = mover ^ 1  # who is to move in every quiet child
        rep = s._rep
        # Not pushed yet: the node's own position key is not counted in `rep` (push counts it).
        uncounted = parent_hash if pending is not None else -1
        pushed = False
        child_hash = parent_hash ^ _Z_ACTIVE_ONE  # before the move's own keys
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
        # A quiet child's value for seat 0 = base (points, cards, dice in hand) + the card terms.
        base = fixed + HAND_DIE * (hands[0].bit_count() - hands[1].bit_count())
        placed_die = -HAND_DIE if mover == 0 else HAND_DIE  # a place takes a die from a hand
        placed_index = (mover * 8 + 1) * 2 + player  # + value * 2: PLACE_TERMS' index
        place_terms = PLACE_TERMS
        # A move fills at most three empty squares and empties one, a place fills one: with a
        # die in hand and three empty squares the side to move in the child can always play.
        can_place = hands[player] and empties >= 3
        placer = hands[player]
        quick_places = hands[player] and empties >= 2  # one left after a place
        caches = _CARD_CACHES
        best = -INFINITY if maximising else INFINITY
        best_move = None
        evaluated = 0
        actions = front  # first the front, then every action in order, the front skipped
        skip: Any = ()
        places: list[int] = []  # the list's places, when scored apart (below)
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
                    child = None  # the child's stacks, when the move is not scored below
                    if action & _MOVE_FLAG:
                        # fastpath._sow, inline: the call cost 1.5 % of the instructions (Hard).
                        source = action & 15
                        lifted = stacks[source]
                        if len(lifted) == 1:  # the common move: one die, one step
                            die = lifted[0]
                            square = (action >> 6) & 15
                            target = stacks[square]
                            size = len(target)
                            grown = (*target, die)
                            h = (
                                child_hash
                                ^ zs[source * 48 + die]
                                ^ zs[square * 48 + size * 16 + die]
                            )
                            # A third time: the game ends.
                            repeated = rep.get(h, 0) + (h == uncounted) >= 2
                            same_card = partner[square] == source
                            other = stacks[partner[square]]  # the source's stack if same_card
                            if (
                                placer  # a move leaves its source empty: the other side can place
                                and not repeated
                                and size != 2
                                and len(other) != 3
                                and len(stacks[partner[source]]) != 3
                            ):
                                # No tame, and the other side can place: scored without a copy
                                # of the stacks (the terms of the one or two cards touched).
                                evaluated += 1
                                slot = _SLOT_OF[source]
                                score = total
                                old = terms[slot]
                                if old is not None:
                                    score -= old[player]
                                if same_card:  # the die went to the card's other square
                                    pair = ((), grown) if square & 1 else (grown, ())
                                    score += caches[slots[slot]][pair][player]
                                else:
                                    kept = stacks[partner[source]]
                                    if kept:  # the card's left square has the even index
                                        pair = (kept, ()) if source & 1 else ((), kept)
                                        score += caches[slots[slot]][pair][player]
                                    slot = _SLOT_OF[square]
                                    old = terms[slot]
                                    if old is not None:
                                        score -= old[player]
                                    pair = (other, grown) if square & 1 else (grown, other)
                                    score += caches[slots[slot]][pair][player]
                                value = base + score
                                if seat:
                                    value = -value
                            else:
                                child = stacks[:]
                                child[source] = ()
                                child[square] = grown
                                touched = slot_bit[source] | slot_bit[square]
                                maybe_tame = (
                                    size == 2
                                    or len(stacks[partner[source]]) == 3
                                    or len(child[partner[square]]) == 3
                                )
                        else:
                            child = stacks[:]
                            h = child_hash
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
                            repeated = rep.get(h, 0) + (h == uncounted) >= 2
                        child_base = base
                    else:
                        child = stacks[:]
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
                    if child is not None:
                        found = (
                            find_tames_in(slots, child, _SLOTS_IN_MASK[touched])
                            if maybe_tame and not repeated
                            else None
                        )
                        tame = (
                            tame_value(
                                found,
                                s,
                                child,
                                touched,
                                terms,
                                hands,
                                mover,
                                action,
                                seat,
                                WIN_SCORE - ply - 1,
                            )
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
                                value = s.returns()[seat] * (WIN_SCORE - ply - 1)
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
                            value = WIN_SCORE - ply - 1 if seat == mover else -(WIN_SCORE - ply - 1)
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
                    if quick_places and hand and empties and 3 not in map(len, stacks):
                        # The places end the list (by value, then square), and none of them can
                        # tame (no 3-stack): they are scored below, each square's offset and
                        # PLACE_TERMS row looked up once instead of once per place.
                        split = len(actions) - hand.bit_count() * empties
                        places = actions[split:]
                        actions = actions[:split]
                    continue
                if places:
                    counted = nodes
                    offs = [0.0] * 12
                    rows: list[Any] = [None] * 12
                    for action in places:
                        if action in skip:
                            continue
                        nodes += 1
                        if not nodes & _CHECK_MASK:
                            self.nodes = nodes
                            self._check_limits()
                        square = action % 12
                        row = rows[square]
                        if row is None:  # the first place on this square
                            slot = _SLOT_OF[square]
                            score = total
                            old = terms[slot]
                            if old is not None:
                                score -= old[player]
                            offs[square] = base + placed_die + score
                            row = rows[square] = place_terms[slots[slot] * 2 + (square & 1)][
                                stacks[partner[square]]
                            ]
                        value = offs[square] + row[placed_index + action // 12 * 2]
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
                        if alpha >= beta:  # as above
                            if killers is None:
                                self.killers[ply] = [action]
                            elif action not in killers:
                                killers.insert(0, action)
                                del killers[2:]
                            break
                    evaluated += nodes - counted
            break
        if pushed:
            s.pop()
        self.nodes = nodes
        self.horizon_hits += evaluated
        # The table store, as in _Search._search_fast.
        flag = _UPPER if best <= alpha_start else _LOWER if best >= beta_start else _EXACT
        if len(table) >= _MAX_TT_ENTRIES:
            table.clear()
        horizon = evaluated != 0  # the only change to horizon_hits below this node
        table[key] = (
            1,
            best if -_SOLVED < best < _SOLVED else _to_table(best, ply),
            flag,
            best_move,
            horizon,
        )
        return best

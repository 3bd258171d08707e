"""one_ply.py scores the places of the ordered list in a loop of its own: it takes them as the
last `bit_count(hand) * empties` actions of the list (`empties`: slot_terms' count of squares
with a card and no die), by value then square. This checks that split on the lists the search
builds, under every rule reading (the trees themselves are compared in
test_nine_sons_search.py).
"""

from ai.heuristics.nine_sons.ordering import ordered_turn_actions
from ai.heuristics.nine_sons.slot_terms import _slot_terms
from game.rules.nine_sons.actions import MOVE_FLAG
from game.rules.nine_sons.board import SLOT_OF
from game.rules.nine_sons.phases import PLAY
from tests.ai.test_nine_sons_search import READINGS, positions_with


def test_the_places_end_the_ordered_list_by_value_then_square():
    checked = 0
    for options in READINGS:
        for state in positions_with(options, 60, seed=53):
            if state._phase != PLAY:
                continue
            mover = state._active
            hand = state._hands[mover]
            empties = _slot_terms(state._stacks, state._slots, mover ^ 1)[2]
            actions = ordered_turn_actions(state)
            count = hand.bit_count() * empties if hand else 0
            split = len(actions) - count
            places = actions[split:]
            assert all(not action & MOVE_FLAG for action in actions[split:])
            assert all(action & MOVE_FLAG for action in actions[:split])
            if not count:
                assert not places
                continue
            squares = [action % 12 for action in places[:empties]]
            assert squares == [
                sq for sq in range(12) if not state._stacks[sq] and state._slots[SLOT_OF[sq]] >= 0
            ]
            values = [value for value in range(1, 7) if hand >> value & 1]
            assert places == [(value - 1) * 12 + sq for value in values for sq in squares]
            checked += 1
    assert checked > 50

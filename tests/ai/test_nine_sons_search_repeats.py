"""The Nine Sons searcher on positions that begin a turn for the second time: the third
occurrence (a terminal position) is met inside the search, at the horizon (one_ply.py's
repetition test on a move's child hash) and above it (search.py's `_search_two` pushing such a
child). The seeded positions of the other tests never repeat a position at the horizon; these
do, and compare() checks the trees against the generic search.
"""

import sys

from ai.protocol import SearchBudget
from game.rules.nine_sons.actions import MOVE_FLAG
from game.rules.nine_sons.phases import REASON_REPETITION
from game.rules.nine_sons.turns import TurnFlow
from tests.ai.test_nine_sons_search import compare
from tests.ai.test_search_speed_paths import decision_positions


def _steps(state):
    """The moves of the side to move after which play goes on with the same cards."""
    for action in state.legal_actions():
        if not action & MOVE_FLAG:
            continue
        child = state.clone()
        child.apply_action(action)
        if not child.is_terminal() and not child.is_chance_node() and child._slots == state._slots:
            yield action, child


def four_cycle(state):
    """Four moves (each side twice) that bring `state`'s position back, or None."""
    key = state.position_key()
    for a, first in _steps(state):
        for b, second in _steps(first):
            for c, third in _steps(second):
                for d, fourth in _steps(third):
                    if fourth.position_key() == key:
                        return [a, b, c, d]
    return None


def twice_seen(count: int) -> list:
    """Positions of seeded random games played around a four-move cycle once: their key (and
    the cycle's) has begun a turn twice."""
    found = []
    for state in decision_positions(3 * count, seed=61):
        cycle = four_cycle(state)
        if cycle is None:
            continue
        for action in cycle:
            state.apply_action(action)
        assert state._rep[state._hash] == 2  # the repetition table counts the hash
        found.append(state)
        if len(found) == count:
            break
    return found


def test_third_occurrences_inside_the_search_give_the_generic_tree(monkeypatch):
    seen = {"at the horizon": 0, "above it": 0}
    finish = TurnFlow._finish

    def counting(self, reason, loser=None):
        if reason == REASON_REPETITION:
            caller = sys._getframe(2).f_code.co_name  # _finish <- push <- the searcher
            if caller == "_search_one":
                seen["at the horizon"] += 1
            elif caller in ("_search_two", "_search_fast", "_search_root"):
                seen["above it"] += 1
        finish(self, reason, loser)

    monkeypatch.setattr(TurnFlow, "_finish", counting)
    positions = twice_seen(8)
    assert len(positions) == 8
    for state in positions:
        compare(state, SearchBudget(iterations=3000))
        compare(state, SearchBudget(depth=5))
    assert min(seen.values()) > 0, seen

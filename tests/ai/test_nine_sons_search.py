"""The Nine Sons searcher (ai/heuristics/nine_sons/search.py, one_ply.py) searches exactly the
generic tree.

NineSonsAlphaBeta scores the horizon from the parent's evaluation terms and tries the TT move
and killers before generating moves; ai.minimax's AlphaBetaBot plays every child with push /
evaluate / pop (or a clone per node). Both must choose the same move with the same value, the
same scores and the same node count.
"""

import random
import sys

import pytest

from ai.heuristics.nine_sons.evaluate import evaluate, order_moves
from ai.heuristics.nine_sons.levels import make_level_bot
from ai.heuristics.nine_sons.ordering import is_legal_turn_action, ordered_turn_actions
from ai.heuristics.nine_sons.search import NineSonsAlphaBeta, NineSonsSearch
from ai.heuristics.nine_sons.slot_terms import _empties_after, _slot_terms
from ai.minimax import AlphaBetaBot
from ai.protocol import SearchBudget
from game.core.protocol import sample_chance
from game.rules.nine_sons import NineSonsRules, NineSonsState
from game.rules.nine_sons.actions import MOVE_FLAG
from game.rules.nine_sons.board import SLOT_OF
from game.rules.nine_sons.phases import PLAY
from tests.ai.test_search_speed_paths import decision_positions, near_tames

READINGS = [
    {},
    {"sowing_check": "stack-top"},
    {"pulao_reading": "incoming-too"},
]


def positions_with(options: dict, count: int, seed: int) -> list:
    """Decision positions of seeded random games under the rule options `options`."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = NineSonsRules().new_initial_state(2, options)
        ply = 0
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            actions = state.legal_actions()
            if len(actions) > 1 and ply % 5 == seed % 5:
                found.append(state.clone())
            state.apply_action(actions[int(rng.random() * len(actions))])
            ply += 1
    return found


def compare(state, budget: SearchBudget, noise: float = 0.0, fast_path: bool = True) -> dict:
    """Search `state` with both searchers; assert they agree; the special search's info."""
    special = NineSonsAlphaBeta(evaluate, order_moves, noise=noise)
    plain = AlphaBetaBot(evaluate, order_moves, noise=noise, fast_path=fast_path)
    key = state.position_key()
    ours = special.choose(state, budget, random.Random(7))
    theirs = plain.choose(state, budget, random.Random(7))
    assert ours.action == theirs.action, state.view()
    for field in ("nodes", "value", "depth", "solved", "scores"):
        assert ours.info[field] == theirs.info[field], (field, state.view())
    assert state.position_key() == key and state.undo_depth == 0  # the root is untouched
    return ours.info


def test_same_moves_values_and_nodes_on_seeded_positions_with_a_node_budget():
    positions = decision_positions(24, seed=41) + near_tames()
    nodes = 0
    for state in positions:
        nodes += compare(state, SearchBudget(iterations=2500))["nodes"]
    assert len(positions) >= 20 and nodes > 20 * 2000  # real searches, not forced answers


@pytest.mark.parametrize("options", READINGS[1:])
def test_same_tree_under_the_other_rule_readings(options):
    for state in positions_with(options, 8, seed=43):
        compare(state, SearchBudget(iterations=1500))


def test_same_tree_at_fixed_depths_and_with_the_clone_path():
    for state in decision_positions(6, seed=44) + near_tames()[:3]:
        compare(state, SearchBudget(depth=3), fast_path=False)


def test_same_choice_with_noise():
    for state in decision_positions(4, seed=45):
        compare(state, SearchBudget(iterations=1500), noise=120.0)


def test_late_positions_with_repetitions_and_stuck_seats():
    # Long random games: sowing back and forth repeats positions; hands run empty.
    late = [s for s in positions_with({}, 80, seed=46) if s._turns > 40][:10]
    assert late
    for state in late:
        compare(state, SearchBudget(iterations=1500))


def test_the_levels_use_the_special_search():
    for level in ("easy", "normal", "hard", "master"):
        bot, _ = make_level_bot(level)
        assert isinstance(bot, NineSonsAlphaBeta)


def test_ordered_generation_equals_generate_then_order():
    for options in READINGS:
        for state in positions_with(options, 40, seed=47):
            if state._phase == PLAY:
                assert ordered_turn_actions(state) == order_moves(state, state.legal_actions())


def test_the_killer_legality_test_matches_the_legal_list():
    # Every action legal somewhere is tried everywhere: in the legal list exactly when legal.
    for options in READINGS:
        states = [s for s in positions_with(options, 40, seed=48) if s._phase == PLAY]
        pool = sorted({a for s in states for a in s.legal_actions()} | {80, 95, 110})
        assert any(a & MOVE_FLAG for a in pool)
        for state in states:
            legal = set(state.legal_actions())
            mover = state.current_player()
            lists = (state._stacks, state._slots, state._hands[mover], mover)
            options = (state._stack_top, state._incoming_pulao)
            for action in pool:
                assert is_legal_turn_action(action, *lists, *options) == (action in legal), action


def test_the_two_ply_path_hands_children_down_and_pushes_when_needed(monkeypatch):
    # _search_two gives most children to _search_one unpushed (pending) and pushes the others
    # (tames, repetitions, stuck movers); _search_one pushes its pending node when a child of
    # its own needs the real state, and pops it before returning. All three occur here, and
    # compare() checks the trees against the generic search.
    seen = {"handed_down": 0, "pushed_at_two": 0, "pending_pushed": 0}
    entered: list[tuple[int, int]] = []  # (pending action, the state's undo depth at entry)
    search_one = NineSonsSearch._search_one
    search_fast = NineSonsSearch._search_fast
    push = NineSonsState.push

    def counting_one(self, s, pending, *args):
        if pending is None:
            return search_one(self, s, pending, *args)
        seen["handed_down"] += 1
        entered.append((pending, s.undo_depth))
        value = search_one(self, s, pending, *args)
        assert s.undo_depth == entered.pop()[1]  # the pending push is popped again
        return value

    def counting_fast(self, state, depth, alpha, beta, ply, player=None):
        if depth == 1 and sys._getframe(1).f_code.co_name == "_search_two":
            seen["pushed_at_two"] += 1
        return search_fast(self, state, depth, alpha, beta, ply, player)

    def counting_push(self, action):
        if entered and entered[-1] == (action, self.undo_depth):
            seen["pending_pushed"] += 1
        return push(self, action)

    monkeypatch.setattr(NineSonsSearch, "_search_one", counting_one)
    monkeypatch.setattr(NineSonsSearch, "_search_fast", counting_fast)
    monkeypatch.setattr(NineSonsState, "push", counting_push)
    for state in near_tames() + decision_positions(6, seed=49):
        compare(state, SearchBudget(iterations=2000))
    assert min(seen.values()) > 0 and seen["handed_down"] > 1000, seen


def test_empties_after_a_turn_counts_the_childs_empty_squares():
    for options in READINGS:
        for state in positions_with(options, 30, seed=50):
            if state._phase != PLAY:
                continue
            stacks, slots = state._stacks, state._slots
            empties = _slot_terms(stacks, slots, 0)[2]
            for action in state.legal_actions():
                child = state.clone()
                child.push(action)
                if child._slots != slots:
                    continue  # a tame changed the cards
                after = sum(
                    1 for sq in range(12) if not child._stacks[sq] and slots[SLOT_OF[sq]] >= 0
                )
                assert _empties_after(stacks, action, empties) == after, action


def test_tames_at_the_horizon_are_scored_without_push(monkeypatch):
    # _search_one scores the common tame (one card, one claimant, no win) with tames.py instead
    # of push + evaluate: a refill with cards in the deck, the turn passing or the game ending
    # (four cards left, the other side without a legal action) with the deck empty. compare()
    # checks the trees against the generic search; every kind occurs here.
    from ai.heuristics.nine_sons import one_ply, tames

    seen = {"refill": 0, "turn passes": 0, "game ends": 0, "pushed": 0}
    tame_value = tames.tame_value

    def counting(found, s, *args):
        answer = tame_value(found, s, *args)
        if answer is None:
            seen["pushed"] += 1
        elif not answer[1]:
            seen["game ends"] += 1
        else:
            seen["refill" if s._deck else "turn passes"] += 1
        return answer

    monkeypatch.setattr(one_ply, "tame_value", counting)
    late = [s for s in positions_with({}, 80, seed=46) if s._turns > 40][:10]
    for state in near_tames() + decision_positions(8, seed=51) + late:
        compare(state, SearchBudget(iterations=2500))
    assert min(seen.values()) > 0, seen


def test_the_killers_are_kept_as_the_generic_search_keeps_them():
    # _search_one and _search_two keep their ply's killers inline (not _remember_cutoff, whose
    # history only a search without an ordering reads): the killer tables end up the same.
    budget = SearchBudget(iterations=2500)
    kept = 0
    for state in decision_positions(6, seed=52) + near_tames()[:3]:
        searches = []
        for bot in (NineSonsAlphaBeta(evaluate, order_moves), AlphaBetaBot(evaluate, order_moves)):
            search = bot.new_search(state, budget, None)
            search.run(state.legal_actions(), random.Random(7))
            searches.append(search)
        ours, theirs = searches
        assert ours.nodes == theirs.nodes > 0
        assert ours.killers == theirs.killers
        kept += sum(len(killers) for killers in ours.killers.values())
    assert kept > 20

"""Nine Sons Master's time cap counts CPU seconds (CpuGuard); its node budget decides otherwise."""

import random
from dataclasses import replace

import pytest

from ai.heuristics.nine_sons.evaluate import evaluate, order_moves
from ai.heuristics.nine_sons.levels import CpuCappedAlphaBeta, make_level_bot
from ai.heuristics.nine_sons.search import NineSonsAlphaBeta
from ai.minimax import AlphaBetaBot
from ai.protocol import CancelToken, SearchBudget, SearchCancelled
from tests.ai.test_search_speed_paths import decision_positions


def test_master_is_the_cpu_capped_search_and_the_other_levels_are_not():
    assert isinstance(make_level_bot("master")[0], CpuCappedAlphaBeta)
    for level in ("easy", "normal", "hard"):
        assert type(make_level_bot(level)[0]) is NineSonsAlphaBeta


def test_within_its_cap_master_searches_exactly_its_node_budget():
    state = decision_positions(1, seed=31)[0]
    bot, budget = make_level_bot("master")
    budget = replace(budget, iterations=4000, time_s=60.0)
    capped = bot.choose(state, budget, random.Random(1))
    plain = AlphaBetaBot(evaluate, order_moves).choose(
        state, SearchBudget(iterations=4000), random.Random(1)
    )
    assert capped.action == plain.action
    assert capped.info["nodes"] == plain.info["nodes"]
    assert "capped" not in capped.info


def test_a_short_cap_cuts_the_search_and_says_so():
    state = decision_positions(1, seed=32)[0]
    bot, budget = make_level_bot("master")
    decision = bot.choose(state, replace(budget, time_s=0.02), random.Random(2))
    assert decision.action in state.legal_actions()
    assert decision.info["capped"] is True
    assert decision.info["nodes"] < budget.iterations


def test_a_cancel_still_cancels():
    state = decision_positions(1, seed=33)[0]
    bot, budget = make_level_bot("master")
    cancel = CancelToken()
    cancel.set()
    with pytest.raises(SearchCancelled):
        bot.choose(state, budget, random.Random(3), cancel)

"""Alpha-beta / expectimax: forced wins, blocks, exact solving, chance, budgets and cancel."""

import random
import threading
import time

import pytest

from ai.minimax import SOLVED_THRESHOLD, AlphaBetaBot
from ai.protocol import CancelToken, SearchBudget, SearchCancelled
from tests.ai.toy_games import GambleState, KeyedTicTacToeState, PigState, TicTacToeState


@pytest.mark.parametrize("state_class", [TicTacToeState, KeyedTicTacToeState])
def test_takes_a_forced_win(state_class):
    state = state_class.from_rows("XX.", "OO.", "...")
    decision = AlphaBetaBot().choose(state, SearchBudget(depth=3), random.Random(1))
    assert decision.action == 2
    assert decision.info["value"] >= SOLVED_THRESHOLD
    assert decision.info["solved"]


def test_takes_a_two_move_forced_win():
    # X to move: c4 makes two threats (c1-c4-c7 column and c3-c4-c5 row cannot both be blocked).
    state = KeyedTicTacToeState.from_rows("X.O", "X..", "O..")
    decision = AlphaBetaBot().choose(state, SearchBudget(), random.Random(1))
    assert decision.action in (4, 8)
    assert decision.info["value"] >= SOLVED_THRESHOLD


@pytest.mark.parametrize("state_class", [TicTacToeState, KeyedTicTacToeState])
def test_blocks_an_immediate_loss(state_class):
    state = state_class.from_rows("X..", "OO.", "X..")
    decision = AlphaBetaBot().choose(state, SearchBudget(depth=2), random.Random(1))
    assert decision.action == 5


def test_solves_the_whole_game_as_a_draw():
    decision = AlphaBetaBot().choose(KeyedTicTacToeState(), SearchBudget(), random.Random(1))
    assert decision.info["solved"] is True
    assert decision.info["value"] == 0.0
    assert decision.info["depth"] == 9


def test_unsolved_when_the_horizon_is_met():
    decision = AlphaBetaBot().choose(KeyedTicTacToeState(), SearchBudget(depth=2), random.Random(1))
    assert decision.info["solved"] is False
    assert decision.info["depth"] == 2


@pytest.mark.parametrize(("p_win", "expected"), [(0.7, "gamble"), (0.3, "safe")])
def test_expectimax_weighs_chance(p_win, expected):
    state = GambleState(p_win)
    decision = AlphaBetaBot().choose(state, SearchBudget(), random.Random(1))
    assert state.action_to_string(decision.action) == expected
    assert decision.info["solved"]


def test_never_mutates_its_input():
    state = KeyedTicTacToeState.from_rows("X..", ".O.", "...")
    before = state.view(None)
    AlphaBetaBot().choose(state, SearchBudget(), random.Random(1))
    assert state.view(None) == before


def test_answers_at_once_with_one_legal_action():
    state = KeyedTicTacToeState.from_rows("XOX", "XOO", "OX.")
    decision = AlphaBetaBot().choose(state, SearchBudget(), random.Random(1))
    assert decision.action == 8
    assert decision.info["forced"] and decision.info["nodes"] == 0


def test_respects_the_time_budget():
    state = PigState(2, target=60)
    state.turn_total = 4
    started = time.perf_counter()
    decision = AlphaBetaBot().choose(state, SearchBudget(time_s=0.2), random.Random(1))
    assert time.perf_counter() - started < 0.5
    assert decision.action in state.legal_actions()


def test_node_budget_is_reproducible():
    state = PigState(2, target=60)
    state.turn_total = 4
    budget = SearchBudget(iterations=3000)
    first = AlphaBetaBot().choose(state, budget, random.Random(1))
    second = AlphaBetaBot().choose(state, budget, random.Random(2))
    assert first.action == second.action
    assert first.info["nodes"] == second.info["nodes"]
    assert 3000 <= first.info["nodes"] < 3300


def test_cancel_from_another_thread_stops_quickly():
    state = PigState(2, target=60)
    state.turn_total = 4
    cancel = CancelToken()
    threading.Timer(0.1, cancel.set).start()
    started = time.perf_counter()
    decision = AlphaBetaBot().choose(state, SearchBudget(), random.Random(1), cancel)
    assert time.perf_counter() - started < 0.4
    assert decision.action in state.legal_actions()


def test_cancelled_before_any_answer_raises():
    cancel = CancelToken()
    cancel.set()
    state = PigState(2, target=60)
    state.turn_total = 4
    with pytest.raises(SearchCancelled):
        AlphaBetaBot().choose(state, SearchBudget(), random.Random(1), cancel)


def test_root_noise_makes_an_easy_bot_fallible():
    state = KeyedTicTacToeState.from_rows("XX.", "OO.", "...")
    noisy = AlphaBetaBot(evaluator=lambda s, seat: 0.0, noise=5e6)
    choices = {
        noisy.choose(state, SearchBudget(depth=1), random.Random(seed)).action for seed in range(20)
    }
    assert len(choices) > 1
    calm = AlphaBetaBot()
    assert {
        calm.choose(state, SearchBudget(depth=1), random.Random(s)).action for s in range(5)
    } == {2}


def test_reports_progress_each_iteration():
    reports = []
    bot = AlphaBetaBot()
    bot.progress = reports.append
    bot.choose(KeyedTicTacToeState(), SearchBudget(depth=4), random.Random(1))
    assert [report["depth"] for report in reports] == [1, 2, 3, 4]

"""MCTS (max^n, chance) and single-observer ISMCTS on the toy games."""

import random
import time

from ai.ismcts import ISMCTSBot
from ai.mcts import MCTSBot
from ai.protocol import CancelToken, SearchBudget
from ai.random_bot import RandomBot
from game.core.protocol import sample_chance
from tests.ai.toy_games import HighCardState, KeyedTicTacToeState, PigState, deal_high_card


def play(state, bots, rng, budget):
    """Play to the end; chance from `rng`; return the final returns."""
    while not state.is_terminal():
        player = state.current_player()
        if player < 0:
            state.apply_action(sample_chance(state, rng))
        else:
            action = bots[player].choose(state, budget, rng).action
            assert action in state.legal_actions()
            state.apply_action(action)
    return state.returns()


def test_random_bot_plays_legal_moves():
    state = KeyedTicTacToeState()
    returns = play(state, [RandomBot(), RandomBot()], random.Random(3), SearchBudget())
    assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])


def test_mcts_takes_a_forced_win():
    state = KeyedTicTacToeState.from_rows("XX.", "OO.", "...")
    decision = MCTSBot().choose(state, SearchBudget(iterations=500), random.Random(1))
    assert decision.action == 2
    assert decision.info["iterations"] == 500


def test_mcts_blocks_an_immediate_loss():
    state = KeyedTicTacToeState.from_rows("X..", "OO.", "X..")
    decision = MCTSBot().choose(state, SearchBudget(iterations=2000), random.Random(1))
    assert decision.action == 5


def test_mcts_never_mutates_its_input():
    state = PigState(3)
    state.turn_total = 7
    before = state.view(None)
    MCTSBot().choose(state, SearchBudget(iterations=200), random.Random(1))
    assert state.view(None) == before


def test_mcts_maxn_beats_two_random_bots_at_three_seat_pig():
    games, wins = 24, 0
    for game in range(games):
        seat = game % 3
        bots = [RandomBot(), RandomBot(), RandomBot()]
        bots[seat] = MCTSBot()
        returns = play(PigState(3), bots, random.Random(game), SearchBudget(iterations=250))
        wins += returns[seat] > 0
    # A random seat wins a third of the time; max^n MCTS wins far more often.
    assert wins / games >= 0.55


def test_mcts_respects_time_and_cancel():
    state = PigState(3, target=100)
    state.turn_total = 5
    started = time.perf_counter()
    MCTSBot().choose(state, SearchBudget(time_s=0.15), random.Random(1))
    assert time.perf_counter() - started < 0.4
    cancel = CancelToken()
    cancel.set()
    try:
        MCTSBot().choose(state, SearchBudget(), random.Random(1), cancel)
    except Exception as error:  # cancelled before the first iteration
        assert type(error).__name__ == "SearchCancelled"
    else:
        raise AssertionError("a search cancelled before it started must raise")


def test_mcts_rollout_cutoff_uses_the_evaluator():
    calls = []

    def evaluator(state, seat):
        calls.append(seat)
        return 0.0

    bot = MCTSBot(rollout_depth=2, evaluator=evaluator)
    state = PigState(3, target=100)
    state.turn_total = 5
    bot.choose(state, SearchBudget(iterations=50), random.Random(1))
    assert calls and set(calls) == {0, 1, 2}


def test_ismcts_beats_random_at_high_card():
    games, score = 40, 0
    for game in range(games):
        seat = game % 2
        bots = [RandomBot(), RandomBot()]
        bots[seat] = ISMCTSBot()
        returns = play(HighCardState(), bots, random.Random(game), SearchBudget(iterations=300))
        score += returns[seat] > 0
    assert score / games >= 0.62


def test_ismcts_choice_ignores_the_opponents_hidden_cards():
    # Seat 0 holds the same hand; seat 1's hidden hand differs. Same seed, same choice.
    hand_a = [2, 7, 11, 4, 9]
    first = deal_high_card(hand_a, [1, 3, 5, 6, 8])
    second = deal_high_card(hand_a, [13, 12, 10, 3, 1])
    assert first.information_state_key(0) == second.information_state_key(0)
    assert first.view(0) == second.view(0)
    for seed in range(3):
        a = ISMCTSBot().choose(first, SearchBudget(iterations=300), random.Random(seed))
        b = ISMCTSBot().choose(second, SearchBudget(iterations=300), random.Random(seed))
        assert a.action == b.action
        assert a.info["visits"] == b.info["visits"]


def test_ismcts_follows_with_the_cheapest_winning_card():
    state = deal_high_card([2, 7, 11, 4, 9], [1, 3, 5, 6, 8])
    state.leader = 1
    state.apply_action(8)  # seat 1 leads its 8; seat 0 should win it cheaply with the 9
    decision = ISMCTSBot().choose(state, SearchBudget(iterations=2000), random.Random(1))
    assert decision.action == 9


def test_ismcts_never_mutates_its_input():
    state = deal_high_card([2, 7, 11, 4, 9], [1, 3, 5, 6, 8])
    before = (state.view(0), state.view(1))
    ISMCTSBot().choose(state, SearchBudget(iterations=100), random.Random(1))
    assert (state.view(0), state.view(1)) == before

"""Nine Sons heuristics and levels, the level table, and the arena's bookkeeping."""

import random
import time

import pytest

from ai.arena import elo_difference, run_match, wilson_interval
from ai.heuristics.nine_sons.evaluate import evaluate, order_moves
from ai.ismcts import ISMCTSBot
from ai.levels import LEVEL_LABELS, LEVELS, make_bot
from ai.mcts import MCTSBot
from ai.minimax import SOLVED_THRESHOLD, AlphaBetaBot
from ai.random_bot import RandomBot
from game.core.protocol import GameInfo
from game.rules.nine_sons import NineSonsState

QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG, PULAO, YAZI, CHIWEN = range(9)


def tame_in_one(card: int = QIUNIU, scores=(0, 0)) -> NineSonsState:
    """Seat 0 to move; b1-a1 drops its 4 on seat 1's 2-stack and tames the card in slot 0."""
    return NineSonsState.from_position(
        slots=[card, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG],
        stacks={"a1": [(1, 2), (1, 3)], "b1": [(0, 4)]},
        active=0,
        scores=scores,
    )


def test_levels_table_is_complete():
    assert LEVELS == ("easy", "normal", "hard", "master")
    assert all(level in LEVEL_LABELS for level in LEVELS)
    for level in LEVELS:
        bot, budget = make_bot("nine-sons", level)
        assert isinstance(bot, AlphaBetaBot)
        assert budget.time_s is not None and budget.time_s <= 3.0
    assert isinstance(make_bot("nine-sons", "random")[0], RandomBot)
    with pytest.raises(ValueError):
        make_bot("nine-sons", "grandmaster")


def test_generic_levels_pick_mcts_or_ismcts():
    hidden = GameInfo("x", "X", 2, 2, True, True, 10)
    public = GameInfo("y", "Y", 2, 6, True, False, 10)
    assert isinstance(make_bot("x", "hard", hidden)[0], ISMCTSBot)
    assert isinstance(make_bot("y", "hard", public)[0], MCTSBot)
    budgets = [make_bot("y", level, public)[1].iterations for level in LEVELS]
    assert budgets == sorted(budgets) and len(set(budgets)) == 4


def test_evaluator_is_antisymmetric_and_counts_points():
    state = tame_in_one(scores=(3, 1))
    assert evaluate(state, 0) == pytest.approx(-evaluate(state, 1))
    assert evaluate(state, 0) > evaluate(tame_in_one(scores=(1, 3)), 0) + 300


@pytest.mark.parametrize("level", LEVELS[1:])
def test_levels_take_an_immediate_tame(level):
    state = tame_in_one(PULAO)
    bot, budget = make_bot("nine-sons", level)
    decision = bot.choose(state, budget, random.Random(1))
    assert state.action_to_string(decision.action) == "b1-a1"


def test_levels_do_not_tame_yazi():
    state = tame_in_one(YAZI)
    bot, budget = make_bot("nine-sons", "normal")
    decision = bot.choose(state, budget, random.Random(1))
    assert state.action_to_string(decision.action) != "b1-a1"


def test_winning_tame_is_found_as_a_solved_win():
    state = tame_in_one(PULAO, scores=(5, 0))  # 5 + 3 reaches the target of 7
    bot, budget = make_bot("nine-sons", "hard")
    decision = bot.choose(state, budget, random.Random(1))
    assert state.action_to_string(decision.action) == "b1-a1"
    assert decision.info["value"] >= SOLVED_THRESHOLD and decision.info["solved"]


def seed_reading_win(stack_top_compared: bool) -> NineSonsState:
    """Seat 0 (6 points) to move: a1 holds its 2 under its 5, b1 seat 1's 1 under a 4.

    Under the seed's reading (the stack's top die is compared) a1-b1-c1 drops the 2 onto the 4,
    topping b1's tower of three with seat 0's die: Qiuniu is tamed and 7 points win. Under
    Board Game Arena's reading the 2 may not land on the 4, so that move does not exist.
    """
    return NineSonsState.from_position(
        slots=[QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG],
        stacks={"a1": [(0, 2), (0, 5)], "b1": [(1, 1), (1, 4)]},
        active=0,
        scores=(6, 0),
        stack_top_compared=stack_top_compared,
    )


@pytest.mark.parametrize("level", LEVELS[1:])
def test_levels_search_under_the_seeds_sowing_reading(level):
    """The bots play whichever reading the game was set up with (the option reaches the
    search through the engine's legal moves and its make/unmake fast path)."""
    bot, budget = make_bot("nine-sons", level)
    seed = seed_reading_win(True)
    decision = bot.choose(seed, budget, random.Random(1))
    assert seed.action_to_string(decision.action) == "a1-b1-c1"
    bga = seed_reading_win(False)
    assert "a1-b1-c1" not in bga.legal_action_strings()
    assert bot.choose(bga, budget, random.Random(1)).action in bga.legal_actions()


def test_ordering_puts_the_tame_first_and_keeps_every_action():
    state = tame_in_one()
    actions = state.legal_actions()
    ordered = order_moves(state, actions)
    assert sorted(ordered) == sorted(actions)
    assert state.action_to_string(ordered[0]) == "b1-a1"


def test_hard_answers_within_its_time_cap():
    state = NineSonsState.from_position(
        slots=[QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG],
        stacks={"a1": [(1, 2)], "b2": [(0, 4), (1, 5)], "c3": [(0, 6)], "d1": [(1, 1)]},
        active=0,
    )
    bot, budget = make_bot("nine-sons", "hard")
    started = time.perf_counter()
    decision = bot.choose(state, budget, random.Random(1))
    assert time.perf_counter() - started < 2.0
    assert decision.action in state.legal_actions()
    assert decision.info["depth"] >= 3


def test_arena_swaps_seats_and_summarises():
    summary, results = run_match("nine-sons", "normal", "random", games=4, jobs=1)
    assert [r.a_seat for r in results] == [0, 1, 0, 1]
    assert results[0].seed == results[1].seed != results[2].seed
    assert summary["games"] == 4
    assert summary["wins"] + summary["draws"] + summary["losses"] == 4
    assert summary["win_rate"] >= 0.75
    low, high = summary["ci95"]
    assert 0.0 <= low <= summary["win_rate"] <= high <= 1.0


def test_confidence_interval_and_elo():
    low, high = wilson_interval(100, 200)
    assert low == pytest.approx(0.431, abs=0.002) and high == pytest.approx(0.569, abs=0.002)
    assert elo_difference(0.5) == 0.0
    assert elo_difference(0.76) == pytest.approx(200, abs=2)

"""AlphaBetaBot's make/unmake fast path searches exactly the tree of the clone-per-node path."""

import random

import pytest

from ai.heuristics.nine_sons.evaluate import evaluate, order_moves
from ai.minimax import AlphaBetaBot
from ai.protocol import CancelToken, SearchBudget
from game.core.protocol import sample_chance
from game.rules.nine_sons import NineSonsRules, NineSonsState

QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG, PULAO, YAZI, CHIWEN = range(9)


def decision_positions(count: int, seed: int = 5) -> list[NineSonsState]:
    """Decision positions from seeded random games, taken every few plies."""
    rng = random.Random(seed)
    positions: list[NineSonsState] = []
    game = 0
    while len(positions) < count:
        state = NineSonsRules().new_initial_state(2)
        ply = 0
        while not state.is_terminal() and len(positions) < count:
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            actions = state.legal_actions()
            if len(actions) > 1 and ply % 7 == game % 7:
                positions.append(state.clone())
            state.apply_action(actions[int(rng.random() * len(actions))])
            ply += 1
        game += 1
    return positions


def both_paths(state: NineSonsState, budget: SearchBudget, noise: float = 0.0):
    """(fast decision, clone decision) with the Nine Sons evaluator and ordering."""
    results = []
    for fast in (True, False):
        bot = AlphaBetaBot(evaluate, order_moves, noise=noise, fast_path=fast)
        results.append(bot.choose(state, budget, random.Random(3)))
    return results


def near_tames() -> list[NineSonsState]:
    """Positions whose search meets tames, awards, refills (chance nodes) and game ends."""
    return [
        NineSonsState.from_position(
            slots=[PULAO, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG],
            stacks={"a1": [(1, 2), (1, 3)], "b1": [(0, 4)], "c2": [(1, 5), (0, 6)]},
            active=0,
            scores=(5, 4),
            tamed=((QIUNIU, YAZI), (CHIWEN,)),
            deck=(),
        ),
        NineSonsState.from_position(
            slots=[CHIWEN, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG],
            stacks={"a1": [(0, 1), (0, 2)], "b1": [(1, 2), (1, 3)], "c1": [(0, 5)], "d1": [(1, 6)]},
            active=0,
        ),
        NineSonsState.from_position(
            slots=[QIUNIU, BIAN, BAXIA, SUANNI, PULAO, CHAOFENG],
            stacks={"a2": [(0, 3), (1, 4), (0, 5)], "c2": [(1, 1), (1, 2)], "d3": [(0, 2)]},
            active=1,
        ),
        # a2-a1-b1 fills both squares of Qiuniu with different owners on top: an award.
        NineSonsState.from_position(
            slots=[QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG],
            stacks={"a1": [(0, 1), (0, 2)], "b1": [(1, 1), (1, 4)], "a2": [(1, 3), (0, 5)]},
            active=0,
        ),
        # b2-b1-c1 completes Qiuniu for seat 1 and Bi'an for seat 0: seat 0 orders the tames.
        NineSonsState.from_position(
            slots=[QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG],
            stacks={"b2": [(1, 3), (0, 5)], "b1": [(0, 1), (1, 2)], "c1": [(1, 1), (0, 4)]},
            active=0,
        ),
    ]


@pytest.mark.parametrize("depth", [2, 3])
def test_fast_and_clone_paths_agree_at_fixed_depth(depth):
    positions = decision_positions(8) + near_tames()
    for state in positions:
        key = state.position_key()
        fast, slow = both_paths(state, SearchBudget(depth=depth))
        assert fast.action == slow.action, state.view()
        assert fast.info["value"] == slow.info["value"]
        assert fast.info["nodes"] == slow.info["nodes"]
        assert fast.info["scores"] == slow.info["scores"]
        assert fast.info["solved"] == slow.info["solved"]
        assert state.position_key() == key and state.undo_depth == 0  # root untouched


def test_fast_and_clone_paths_agree_with_noise_and_node_limits():
    for state in decision_positions(3, seed=11) + near_tames()[:1]:
        fast, slow = both_paths(state, SearchBudget(iterations=3000), noise=120.0)
        assert fast.action == slow.action
        assert fast.info["nodes"] == slow.info["nodes"]
        assert fast.info["depth"] == slow.info["depth"]


def test_fast_path_finds_the_winning_tame_as_solved():
    state = near_tames()[0]  # seat 0 at 5 points: b1-a1 tames Pulao (+3) and wins
    fast, slow = both_paths(state, SearchBudget(depth=6))
    assert state.action_to_string(fast.action) == "b1-a1"
    assert fast.info["solved"] and slow.info["solved"]
    assert fast.info["value"] == slow.info["value"] > 0


def test_fast_path_stops_on_cancel_and_leaves_the_root_alone():
    state = decision_positions(1, seed=2)[0]
    key = state.position_key()
    cancel = CancelToken()
    bot = AlphaBetaBot(evaluate, order_moves)
    calls = []

    def progress(info):
        calls.append(info["depth"])
        if info["depth"] >= 2:
            cancel.set()  # stop mid-search, deep inside the working copy's push stack

    bot.progress = progress
    decision = bot.choose(state, SearchBudget(depth=30), random.Random(1), cancel)
    assert decision.action in state.legal_actions()
    assert calls and max(calls) <= 3
    assert state.position_key() == key and state.undo_depth == 0

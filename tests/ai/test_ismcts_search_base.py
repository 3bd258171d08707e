"""The search copy hook (ai/mcts.py `search_base`): a game may offer `search_clone()`, a copy
that plays exactly like `clone()` but keeps no UI-only records; the searches then clone their
worlds from it. Searches must choose the same with or without it, and a game without it is
searched from the state itself, as before the hook."""

from __future__ import annotations

import random

import ai.ismcts
import ai.mcts
from ai.ismcts import ISMCTSBot
from ai.mcts import MCTSBot, search_base
from ai.protocol import SearchBudget
from bench.ai_speed import bench_positions
from game.rng import rng_for
from tests.ai.toy_games import KeyedTicTacToeState, deal_high_card


class CountingTicTacToe(KeyedTicTacToeState):
    """Tic-tac-toe with the hook: counts the search copies asked for."""

    copies = 0

    def search_clone(self) -> CountingTicTacToe:
        """A plain clone, counted."""
        CountingTicTacToe.copies += 1
        return self.clone()  # type: ignore[return-value]


def test_a_game_without_the_hook_is_searched_from_the_state_itself():
    state = deal_high_card([2, 7, 11, 4, 9], [1, 3, 5, 6, 8])
    assert search_base(state) is state


def test_a_game_with_the_hook_is_searched_from_one_search_copy():
    state = CountingTicTacToe()
    CountingTicTacToe.copies = 0
    copy = search_base(state)
    assert copy is not state and CountingTicTacToe.copies == 1
    CountingTicTacToe.copies = 0
    MCTSBot().choose(state, SearchBudget(iterations=200), random.Random(2))
    assert CountingTicTacToe.copies == 1  # once per search, not per iteration


def _searches(positions, budget_iterations: int) -> list[tuple[int, int, float]]:
    """(move, root visits, the rng's next draw) of a plain ISMCTS search per position."""
    found = []
    for index, state in enumerate(positions):
        rng = rng_for(index, "m")
        decision = ISMCTSBot().choose(state, SearchBudget(iterations=budget_iterations), rng)
        found.append((decision.action, decision.info.get("visits", 0), rng.random()))
    return found


def test_dragon_delta_searches_choose_the_same_with_and_without_the_search_copy(monkeypatch):
    positions = bench_positions("dragon-delta", 4)
    with_copy = _searches(positions, 12)
    monkeypatch.setattr(ai.ismcts, "search_base", lambda state: state)
    assert _searches(positions, 12) == with_copy


def test_the_search_copy_leaves_the_real_state_alone(monkeypatch):
    state = bench_positions("dragon-delta", 4)[1]
    events, view = list(state.events), state.view(state.current_player())
    ISMCTSBot().choose(state, SearchBudget(iterations=10), random.Random(4))
    assert state.events == events and state.view(state.current_player()) == view
    assert not state.quiet
    assert ai.mcts.search_base(state).quiet

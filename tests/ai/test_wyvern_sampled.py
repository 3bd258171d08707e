"""Wyvern's sampled rollout search (ai/heuristics/wyvern/sampled.py): which moves it plays out,
how it compares them on shared worlds, when it keeps the policy's move, and that it reads only
what the seat knows."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai.heuristics.wyvern.determinize import determinize
from ai.heuristics.wyvern.levels import SEARCHED, make_settings_bot
from ai.heuristics.wyvern.rollout import TurnPlayout, rollout_policy
from ai.heuristics.wyvern.sampled import (
    SampledRolloutBot,
    SampledRolloutSearch,
    candidates,
    paired_gain,
)
from ai.protocol import CancelToken, SearchBudget, SearchCancelled
from game.rng import rng_for
from game.rules.wyvern import actions
from game.rules.wyvern.actions import split
from game.rules.wyvern.frames import F_BATTLE
from tests.ai.test_wyvern_ai import _rival_twin, _searched_positions

GAME_END = 99


def make_bot(samples: int = 6, anchor: float = 0.0, margin: float = 0.0) -> SampledRolloutBot:
    """A small sampled search: the tests check its logic, not its strength."""
    search = SampledRolloutSearch(samples, TurnPlayout(turns=GAME_END, noise=0.1), anchor, margin)
    return SampledRolloutBot(search, SEARCHED, "sampled-test")


def _open_position(moves: int) -> Any:
    """A searched position outside a battle phase with at least `moves` legal moves: there every
    legal move is a candidate (in a battle phase the Redeploy swaps may be pruned down to the
    policy's move alone, which needs no playout)."""
    return next(
        s
        for s in _searched_positions(12)
        if s.stack[-1][0] != F_BATTLE and len(s.legal_actions()) >= moves
    )


def test_paired_gain_is_the_mean_difference_and_its_standard_error():
    gain, error = paired_gain([0.5, 0.7, 0.9], [0.1, 0.5, 0.3])
    # differences 0.4, 0.2, 0.6: mean 0.4, sample sd 0.2, error 0.2 / sqrt(3)
    assert gain == pytest.approx(0.4)
    assert error == pytest.approx(0.2 / 3**0.5)
    assert paired_gain([1.0], [0.0]) == (1.0, 0.0)


def test_candidates_put_the_policy_first_and_drop_other_redeploys_in_a_battle_phase():
    battles = 0
    for state in _searched_positions(16):
        legal = state.legal_actions()
        world = determinize(state, state.current_player(), random.Random(1))
        policy = rollout_policy(world, random.Random(2))
        moves = candidates(state, legal, policy)
        assert moves[0] == policy and len(set(moves)) == len(moves)
        assert set(moves) <= set(legal)
        if state.stack[-1][0] == F_BATTLE:
            battles += 1
            redeploys = [m for m in moves[1:] if split(m)[0] == actions.REDEPLOY]
            assert not redeploys
            assert set(legal) - set(moves) <= {a for a in legal if split(a)[0] == actions.REDEPLOY}
        else:
            assert set(moves) == set(legal)
    assert battles, "no battle phase among the positions: the pruning is untested"


def test_every_candidate_meets_the_same_worlds(monkeypatch: pytest.MonkeyPatch):
    # Common random numbers: in each round, every candidate's playout starts from the same
    # world and the same dice seed.
    seen: list[tuple[Any, int]] = []
    original = TurnPlayout.run

    def spy(self: TurnPlayout, state: Any, rng: random.Random) -> list[float]:
        seen.append((tuple(state.pile), rng.getstate()))
        return original(self, state, rng)

    monkeypatch.setattr(TurnPlayout, "run", spy)
    state = _open_position(2)
    bot = make_bot(samples=3)
    decision = bot.choose(state, SearchBudget(iterations=3), rng_for(1, "crn"))
    moves = decision.info["candidates"]
    assert len(seen) == 3 * moves
    for round_start in range(0, len(seen), moves):
        dice = {rng_state for _, rng_state in seen[round_start : round_start + moves]}
        assert len(dice) == 1
    assert len({seen[i][1] for i in range(0, len(seen), moves)}) == 3  # a new seed each round


def test_a_high_anchor_keeps_the_policys_move_and_a_plain_one_takes_the_best_mean():
    budget = SearchBudget(iterations=8)
    always, plain = make_bot(8, anchor=2.0), make_bot(8)
    differed = 0
    for index, state in enumerate(_searched_positions(12)):
        kept = always.choose(state, budget, rng_for(index, "anchor"))
        best = plain.choose(state, budget, rng_for(index, "anchor"))
        if best.info["candidates"] == 1:  # the policy's move alone: nothing compared
            assert kept.action == best.action and not best.info["top"]
            continue
        # The same rng: the same policy move, the same worlds, the same values; the plain
        # search plays the best mean, the anchored one the policy's move when they differ.
        assert best.action == best.info["top"][0]["action"]
        chances = [entry["chance"] for entry in best.info["top"]]
        assert chances[0] == max(chances)
        assert not best.info.get("anchored")
        if "gain" in best.info:  # the best mean is not the policy's move
            assert kept.info.get("anchored") and kept.action != best.action
            differed += 1
        else:
            assert kept.action == best.action
    assert differed, "the plain search never left the policy: the test shows nothing"


def test_a_margin_of_standard_errors_holds_back_a_noisy_gain():
    budget = SearchBudget(iterations=8)
    for index, state in enumerate(_searched_positions(12)):
        plain = make_bot(8).choose(state, budget, rng_for(index, "margin"))
        careful = make_bot(8, margin=50.0).choose(state, budget, rng_for(index, "margin"))
        if "gain" in plain.info:
            assert careful.info.get("anchored") or plain.info["error"] == 0.0
        else:
            assert careful.action == plain.action


def test_the_choice_is_reproducible_and_reads_nothing_the_seat_cannot_see():
    bot = make_bot(6)
    budget = SearchBudget(iterations=6)
    rng = random.Random(11)
    checked = 0
    for index, state in enumerate(_searched_positions(8)):
        twin = _rival_twin(state, state.current_player(), rng)
        if twin is None:
            continue
        first = bot.choose(state, budget, rng_for(index, "cheat"))
        again = bot.choose(state, budget, rng_for(index, "cheat"))
        other = bot.choose(twin, budget, rng_for(index, "cheat"))
        assert first.action == again.action == other.action
        assert first.info == other.info
        checked += 1
    assert checked >= 4


def test_a_cancel_before_the_first_round_raises_and_a_cap_says_capped():
    state = _open_position(2)
    cancel = CancelToken()
    cancel.set()
    with pytest.raises(SearchCancelled):
        make_bot().choose(state, SearchBudget(iterations=6), rng_for(0, "x"), cancel)
    capped = make_bot(samples=10**6).choose(
        state, SearchBudget(time_s=0.05, iterations=10**6), rng_for(0, "x")
    )
    assert capped.info.get("capped") and capped.action in state.legal_actions()


class _CancelAfter:
    """A cancel that turns on at its `after`-th look: a cap or the worker arriving mid-round."""

    def __init__(self, after: int) -> None:
        self.looks, self.after = 0, after

    def is_set(self) -> bool:
        self.looks += 1
        return self.looks > self.after


def test_a_cancel_halfway_through_a_round_stops_at_once_and_drops_that_round(
    monkeypatch: pytest.MonkeyPatch,
):
    # The search looks before every playout, so no playout starts after the cancel, and the
    # part round is dropped: the pairs compare whole rounds only.
    state = _open_position(3)
    played: list[int] = []
    original = TurnPlayout.run

    def count(self: TurnPlayout, trial: Any, rng: random.Random) -> list[float]:
        played.append(1)
        return original(self, trial, rng)

    monkeypatch.setattr(TurnPlayout, "run", count)
    moves = make_bot().choose(state, SearchBudget(iterations=1), rng_for(2, "x")).info["candidates"]
    assert moves >= 3
    played.clear()
    cancel = _CancelAfter(after=moves + 2)  # the whole first round, two playouts of the second
    decision = make_bot().choose(state, SearchBudget(iterations=6), rng_for(2, "x"), cancel)
    assert len(played) == moves + 2 and cancel.looks == moves + 3
    assert decision.info["iterations"] == 1 and decision.action in state.legal_actions()
    whole = make_bot().choose(state, SearchBudget(iterations=1), rng_for(2, "x"))
    assert decision.info["top"] == whole.info["top"]  # the same one round, nothing of the part


def test_settings_with_samples_build_the_sampled_bot():
    bot, budget = make_settings_bot(
        {"samples": 5, "time_s": 1.0, "turns": GAME_END, "rollout_noise": 0.1, "anchor": 0.0,
         "margin": 1.0},
        "sampled",
    )  # fmt: skip
    assert isinstance(bot, SampledRolloutBot) and budget.iterations == 5


def test_search_all_searches_the_decisions_the_other_levels_leave_to_the_policy():
    from tests.ai.test_wyvern_ai import positions

    settings = {"samples": 3, "time_s": 5.0, "turns": 1, "rollout_noise": 0.1, "anchor": 0.0,
                "margin": 0.0}  # fmt: skip
    usual, _ = make_settings_bot(settings, "usual")
    every, _ = make_settings_bot({**settings, "search_all": 1}, "every")
    budget = SearchBudget(iterations=3)
    checked = 0
    for index, state in enumerate(positions(40, seed=5)):
        if state.stack[-1][0] in SEARCHED or len(state.legal_actions()) < 2:
            continue
        assert "candidates" not in usual.choose(state, budget, rng_for(index, "all")).info
        searched = every.choose(state, budget, rng_for(index, "all"))
        assert searched.info["candidates"] >= 2 and searched.action in state.legal_actions()
        checked += 1
    assert checked >= 3

"""What the searches say they saw (ai/search_info.py): `top` and `line` in a Decision's info.

The coach reads them; they must agree with the choice, stay in range, and never change a
choice or the random numbers a search draws (the arena fingerprint checks the same at scale).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

import ai.ismcts
import ai.minimax
from ai.levels import make_bot
from ai.search_info import chance_from_score, chance_from_value, score_top
from game.core.protocol import CHANCE, GameState, sample_chance
from game.rules import RULES

LEVELS = {
    "nine-sons": "normal",
    "dragon-bridge": "normal",
    "drakon": "hard",  # Drakon's Normal level does not search (the coach uses Hard)
    "dragon-delta": "normal",
    "wyvern": "normal",
}
OPTIONS = {"wyvern": {"match_points": 50}}


def coach_bot(slug: str, level: str | None = None):
    """The level's bot with its iterations but no time cap: a loaded machine must not cut a
    search short and so change a choice between two runs."""
    bot, budget = make_bot(slug, level or LEVELS[slug])
    return bot, dataclasses.replace(budget, time_s=None)


def positions(slug: str, count: int, skip: int = 3) -> list[GameState]:
    """Decision positions of a game played by the Easy bot (every `skip`-th decision)."""
    rules = RULES[slug]
    options = rules.info.resolve_options(OPTIONS.get(slug, {}), 2)
    state = rules.new_initial_state(2, options)
    bot, budget = make_bot(slug, "easy")
    rng = random.Random(17)
    found: list[GameState] = []
    decisions = 0
    while len(found) < count and not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(sample_chance(state, rng))
            continue
        if len(state.legal_actions()) > 1:
            decisions += 1
            if decisions % skip == 0:
                found.append(state.clone())
        state.apply_action(bot.choose(state, budget, rng).action)
    return found


@pytest.mark.parametrize("slug", sorted(LEVELS))
def test_the_top_move_is_the_choice_and_figures_are_in_range(slug):
    searched = 0
    for state in positions(slug, 6):
        bot, budget = coach_bot(slug)
        decision = bot.choose(state, budget, random.Random(5))
        top = decision.info.get("top")
        if not top:  # a decision this level answers by rule of thumb (no search)
            continue
        searched += 1
        seat = state.current_player()
        assert top[0]["action"] == decision.action
        assert len(top) <= 3 and len({entry["action"] for entry in top}) == len(top)
        legal = state.legal_actions()
        for entry in top:
            assert entry["action"] in legal
            assert 0.0 <= entry["chance"] <= 1.0
        line = decision.info["line"]
        assert line[0] == (seat, decision.action)
        if "iterations" in decision.info and not decision.info.get("decisive"):
            visits = [entry["visits"] for entry in top]
            assert visits == sorted(visits, reverse=True)
    assert searched, f"no searched decision found in {slug}"


def _quiet(*args, **kwargs):
    return []


@pytest.mark.parametrize("slug", sorted(LEVELS))
def test_reporting_changes_no_choice_and_draws_no_random_number(slug, monkeypatch):
    """The same searches with the reporting switched off choose the same moves and leave the
    random stream in the same place."""
    states = positions(slug, 4)

    def run() -> list[tuple]:
        answers = []
        for state in states:
            bot, budget = coach_bot(slug)
            rng = random.Random(11)
            decision = bot.choose(state, budget, rng)
            answers.append((decision.action, rng.random()))
        return answers

    reported = run()
    for module, names in (
        (ai.ismcts, ("tree_top", "tree_line")),
        (ai.minimax, ("score_top", "table_line")),
    ):
        for name in names:
            monkeypatch.setattr(module, name, _quiet)
    assert run() == reported


def test_chances_from_values_and_scores():
    assert chance_from_value(1.0) == 1.0
    assert chance_from_value(-1.0) == 0.0
    assert chance_from_value(0.0) == 0.5  # a draw counts half
    assert chance_from_score(2_000_000, 990_000, 300.0) == 1.0  # a proven win
    assert chance_from_score(-2_000_000, 990_000, 300.0) == 0.0
    assert chance_from_score(300.0, 990_000, 300.0) == pytest.approx(0.731, abs=0.001)
    # A chance mix of a win and a loss is no proof, but far beyond any evaluation.
    assert chance_from_score(-500_000.0, 990_000, 300.0) == 0.0
    assert chance_from_score(500_000.0, 990_000, 300.0) == 1.0


def test_alpha_beta_marks_scores_that_are_only_bounds():
    # Search order a, b, c: b did not beat a (an upper bound only), c did (exact).
    scores = {"a": 100.0, "b": 40.0, "c": 150.0}
    top = score_top(scores, "c", 150.0, False, 990_000)
    assert [entry["action"] for entry in top] == ["c", "a", "b"]
    assert [entry["exact"] for entry in top] == [True, True, False]
    full = score_top(scores, "c", 150.0, True, 990_000)
    assert all(entry["exact"] for entry in full)


def test_nine_sons_line_is_a_legal_chain_of_both_seats():
    state = positions("nine-sons", 1)[0]
    bot, budget = coach_bot("nine-sons", "hard")
    decision = bot.choose(state, budget, random.Random(3))
    world = state.clone()
    for seat, action in decision.info["line"]:
        assert world.current_player() == seat
        assert action in world.legal_actions()
        world.apply_action(action)

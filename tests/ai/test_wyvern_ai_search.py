"""Wyvern search signal and arena tool: the game-margin blend of the evaluator and the balance
tool's CPU-second caps (issue 15, AI strength)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from ai import cpu_guard
from ai.heuristics.wyvern import evaluate
from tests.rules.wyvern_positions import position
from tools import wyvern_balance


def test_game_margin_follows_material_and_is_zero_sum():
    even = position(field={"0:F1": ("D09", "u"), "1:F1": ("D09", "u")})
    ahead = position(field={"0:F1": ("D09", "u"), "0:F2": ("D05", "u"), "1:F1": ("D02", "u")})
    assert evaluate.game_margin(even, 0) == pytest.approx(0.0, abs=1e-9)
    assert evaluate.game_margin(ahead, 0) > 0.2
    assert evaluate.game_margin(ahead, 1) == pytest.approx(-evaluate.game_margin(ahead, 0))


def test_the_game_blend_separates_positions_more_than_the_match_chance():
    # Early in a long match one game moves the match chance only a little: the blend makes
    # the same material edge a larger value difference (what UCB's exploration is measured by).
    even = position(field={"0:F1": ("D09", "u"), "1:F1": ("D09", "u")}, match_points=100)
    ahead = position(
        field={"0:F1": ("D09", "u"), "0:F2": ("D05", "u"), "1:F1": ("D09", "u")}, match_points=100
    )
    plain = evaluate.evaluate(ahead)[0] - evaluate.evaluate(even)[0]
    blended = evaluate.evaluate(ahead, None, 0.6)[0] - evaluate.evaluate(even, None, 0.6)[0]
    assert plain > 0
    assert blended > 1.5 * plain
    seat0, seat1 = evaluate.evaluate(ahead, None, 0.6)
    assert seat1 == pytest.approx(-seat0)


def test_arena_with_cpu_caps_counts_cpu_only_and_records_it(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(cpu_guard, "WALL_FACTOR", 1.4)
    out = tmp_path / "run.json"
    wyvern_balance.main(
        ["arena", "--a", "easy", "--b", "easy", "--matches", "1", "--cpu-caps",
         "--options", '{"match_points": 50}', "--json", str(out)]
    )  # fmt: skip
    assert cpu_guard.WALL_FACTOR is None
    summary = json.loads(out.read_text(encoding="utf-8"))["summary"]
    assert summary["cpu_caps"] is True
    assert summary["capped"] == [0, 0]
    assert summary["matches"] == 1
    assert "cpu caps True" in capsys.readouterr().out


def test_an_anchored_search_keeps_the_policys_move_unless_clearly_better():
    from ai.heuristics.wyvern.levels import LEVEL_SETTINGS, make_settings_bot
    from ai.protocol import SearchBudget
    from game.rng import rng_for
    from tests.ai.test_wyvern_ai import _searched_positions

    budget = SearchBudget(time_s=None, iterations=30)
    settings = {**LEVEL_SETTINGS["normal"], "iterations": 30}
    always: Any
    never: Any
    always, _ = make_settings_bot({**settings, "anchor": 2.0}, "always-the-policy")
    never, _ = make_settings_bot({**settings, "anchor": 0.0}, "plain-search")
    differed = 0
    for index, state in enumerate(_searched_positions(10)):
        kept = always.choose(state, budget, rng_for(index, "anchor"))
        # Returns lie in [-1, 1]: no child can average 2 more, so the policy's move stays.
        assert kept.action == always.root_policy
        plain = never.choose(state, budget, rng_for(index, "anchor"))
        assert not plain.info.get("anchored")
        differed += plain.action != never.root_policy
        if kept.info.get("anchored"):
            assert plain.action != kept.action and kept.info["best"] == state.action_to_string(
                kept.action
            )
    assert differed, "the plain search never left the policy: the test shows nothing"

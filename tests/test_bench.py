"""Plumbing of the measuring tools: bench table and compare mode, arena seats and summaries."""

from __future__ import annotations

import json

import pytest

from ai import arena
from ai.arena import make_config_bot, run_match, seat_scores
from bench import __main__ as bench_main
from bench.engine import Stretch, game_phases, game_stretches, measure_engine, replay, timed_plies
from bench.table import flatten, format_compare, format_table
from game.rules import get_rules


def _spread(p50: float, p99: float) -> dict:
    return {"frames": 240, "mean_ms": p50, "p50_ms": p50, "p95_ms": p99, "p99_ms": p99,
            "max_ms": p99 + 5, "over_20ms": 1, "over_33ms": 0}  # fmt: skip


def _fake_results(clone_rate: float) -> dict:
    kinds = {
        "idle": {"interval": _spread(16.7, 18.0), "work": _spread(4.0, 6.0),
                 "cpu": _spread(3.5, 5.5), "windows": 4},
        "search": {"interval": _spread(16.8, 19.0), "work": _spread(4.2, 6.5),
                   "cpu": _spread(3.6, 5.7), "windows": 4},
    }  # fmt: skip
    frames = {"window_s": 1.0, "windows_each": 4, "kinds": kinds, "searches": 3, "moves": 12,
              "restarts": 0, "client_rss": {"rss_mb": 150.2, "peak_mb": 160.9},
              "worker_rss": None}  # fmt: skip
    engine = {"playouts_per_s": 100.0, "plies_per_playout": 50.0, "apply_per_s": 1000.0,
              "legal_actions_per_s": 500.0, "clone_per_s": clone_rate,
              "plies_early_per_s": 2500.0, "plies_late_per_s": 1500.0,
              "applies_early_per_s": 4200.0, "applies_late_per_s": 3900.0}  # fmt: skip
    return {
        "machine": "test box",
        "when": "today",
        "bench_rss": {"rss_mb": 200.0, "peak_mb": 250.0},
        "games": {
            "nine-sons": {
                "title": "Nine",
                "engine_2p": engine,
                "levels": [
                    {
                        "level": "hard",
                        "median_s": 0.2,
                        "max_s": 0.3,
                        "nodes_per_s": 40000.0,
                        "unit": "nodes",
                    }
                ],  # fmt: skip
                "mcts_iterations_per_s": 300.0,
                "openspiel": {
                    "searcher": "openspiel-mcts",
                    "wrapped_playouts_per_s": 90.0,
                    "direct_playouts_per_s": 160.0,
                    "iterations_per_s": 150.0,
                    "ours_iterations_per_s": 450.0,
                    "positions": 4,
                    "left_out": 1,
                    "old_counting_per_s": 100.0,
                },  # fmt: skip
                "memory_hard": {"baseline_mb": 40.0, "peak_mb": 55.0, "rss_mb": 50.0},
                "frames": frames,
            },
            "other": {
                "title": "Other",
                "engine_3p": dict(engine, playouts_per_s=7.0),
                "memory_hard": {"baseline_mb": None, "peak_mb": None},
            },  # fmt: skip
        },
    }


def _line(text: str, start: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(start))


def test_table_is_one_table_with_a_column_per_game():
    text = format_table(_fake_results(2000.0))
    lines = text.splitlines()
    assert "Nine" in lines[1] and "Other" in lines[1]
    clone_2p = _line(text, "clone / CPU s, 2 players")
    assert "2,000" in clone_2p and clone_2p.rstrip().endswith("—")  # Other has no 2p rows
    assert _line(text, "random playouts / CPU s, 3 pl").rstrip().endswith("7")
    assert "90 vs 160 direct" in _line(text, "playouts per CPU s: pyspiel wrapper")
    assert "2,500" in _line(text, "  plies / CPU s, every ply + legal_actions, first quarter, 2")
    assert "1,500" in _line(text, "  plies / CPU s, every ply + legal_actions, last quarter, 3")
    assert "4,200" in _line(text, "  apply_action / CPU s, every ply, first quarter, 2 players")
    assert "3,900" in _line(text, "  apply_action / CPU s, every ply, last quarter, 3 players")
    older = _fake_results(2000.0)  # a JSON file from before the row: its cells stay blank
    del older["games"]["other"]["engine_3p"]["applies_late_per_s"]
    label = "  apply_action / CPU s, every ply, last quarter, 3"  # no cell: no row, or a blank one
    assert all("3,900" not in line for line in format_table(older).splitlines() if label in line)


def test_table_splits_nine_sons_apply_into_placements_and_sowing_moves():
    results = _fake_results(2000.0)
    phases = {"place_per_s": 375_000.0, "move_per_s": 256_000.0, "legal_actions_per_s": 1.0,
              "clone_per_s": 1.0, "playouts_per_s": 1.0}  # fmt: skip
    results["games"]["nine-sons"]["phases"] = phases
    text = format_table(results)
    assert "375,000" in _line(text, "  apply_action / CPU s, placements, 2 players")
    moves = _line(text, "  apply_action / CPU s, sowing moves, 2 players")
    assert "256,000" in moves and moves.rstrip().endswith("—")  # no split for the other game
    assert "placements" not in format_table(_fake_results(2000.0))  # no split measured: no row


def test_table_shows_frames_of_both_window_kinds_and_the_ui_cpu():
    text = format_table(_fake_results(2000.0))
    assert "16.7 / 18.0 / 18.0 / 23.0" in _line(text, "frame interval ms, idle:")
    assert "16.8 / 19.0 / 19.0 / 24.0" in _line(text, "frame interval ms, Hard searching:")
    assert "3.5 / 5.5 / 5.5 / 10.5" in _line(text, "UI thread CPU ms / frame, idle:")
    assert "3.6 / 5.7" in _line(text, "UI thread CPU ms / frame, Hard searching:")
    assert "240 | 240" in _line(text, "frames measured")
    assert "4 x 1 s" in _line(text, "  windows of each kind")
    assert "12 (0)" in _line(text, "  moves played")


def test_table_counts_openspiel_on_the_kept_positions():
    text = format_table(_fake_results(2000.0))
    assert "3.0x" in _line(text, "  ours / OpenSpiel iterations")  # 450 / 150
    assert "4.5x" in _line(text, "  ratio as counted before")  # 450 / 100
    assert "3 (1)" in _line(text, "  positions counted")


def test_table_shows_resident_sizes_or_na():
    text = format_table(_fake_results(2000.0))
    worker = _line(text, "RSS MB of the AI worker process")
    assert "40 / 55" in worker and worker.rstrip().endswith("n/a / n/a")
    assert "150 / 161" in _line(text, "RSS MB of the client")
    assert text.splitlines()[-1].endswith("200 / 250")
    old = _fake_results(2000.0)
    del old["bench_rss"]
    old["peak_rss_bench_mb"] = 99.0  # a result file from before issue 18 still prints
    assert format_table(old).splitlines()[-1].endswith("99 MB")


def test_compare_prints_new_over_old(tmp_path, capsys):
    old, new = tmp_path / "old.json", tmp_path / "new.json"
    old.write_text(json.dumps(_fake_results(2000.0)))
    new.write_text(json.dumps(_fake_results(3000.0)))
    assert bench_main.main(["--compare", str(old), str(new)]) == 0
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if "engine_2p.clone_per_s" in line)
    assert line.rstrip().endswith("1.500x")
    assert "games.nine-sons.levels[hard].median_s" in out
    assert flatten({"a": [{"level": "easy", "x": 2}], "b": True}) == {"a[easy].x": 2.0}
    assert "n/a" in format_compare({"x": 0}, {"x": 1})


def test_engine_rates_are_positive_on_a_short_run():
    numbers = measure_engine(get_rules("nine-sons"), 2, 0.05)
    assert numbers.playouts_per_s > 0 and numbers.plies_per_playout > 10
    assert min(numbers.apply_per_s, numbers.legal_actions_per_s, numbers.clone_per_s) > 0
    assert min(numbers.plies_early_per_s, numbers.plies_late_per_s) > 0
    assert min(numbers.applies_early_per_s, numbers.applies_late_per_s) > 0


def test_stretches_are_the_quarters_of_the_phase_games_with_their_chance_plies():
    rules = get_rules("drakon")
    phases = game_phases(rules, 2, seed=3, games=2)
    stretches = game_stretches(rules, 2, seed=3, games=2)
    for held, runs in zip(phases, stretches, strict=True):
        assert len(runs) == 2  # one stretch per game
        # the stretches' decisions are the positions game_phases holds, in order
        assert sum(decision for run in runs for _, decision in run.plies) == len(held)
        positions = iter(held)
        for run in runs:
            assert run.plies[0][1]  # a stretch starts at a decision
            state = run.start.clone()
            for action, decision in run.plies:
                assert decision == (not state.is_chance_node())
                if decision:
                    assert state.legal_actions() == next(positions).legal_actions()
                state.apply_action(action)
    early, late = stretches
    assert all(any(not decision for _, decision in run.plies) for run in early)  # the draws
    for run in late:  # the last quarter runs to the end of its game
        state = run.start.clone()
        replay(state, run.plies)
        assert state.is_terminal()


class _Ticks:
    """A fake CPU clock and the calls made, for timed_plies."""

    def __init__(self) -> None:
        self.now = 0.0
        self.calls: list[str] = []


class _FakeState:
    """Costs on the fake clock: a decision's apply 1 ms, a chance outcome's 3 ms, legal 2 ms."""

    def __init__(self, ticks: _Ticks, chance: list[bool]) -> None:
        self.ticks, self.chance, self.applied = ticks, chance, 0

    def clone(self) -> _FakeState:
        self.ticks.calls.append("clone")
        return _FakeState(self.ticks, self.chance)

    def legal_actions(self) -> list[int]:
        assert not self.chance[self.applied]
        self.ticks.calls.append("legal")
        self.ticks.now += 0.002
        return [0]

    def apply_action(self, action: int) -> None:
        chance = self.chance[self.applied]
        self.ticks.calls.append("chance" if chance else "apply")
        self.ticks.now += 0.003 if chance else 0.001
        self.applied += 1


def test_timed_plies_counts_chance_plies_and_times_legal_actions_on_fresh_clones():
    ticks = _Ticks()
    start = _FakeState(ticks, [False, True, False])
    stretch = Stretch(start, [(5, True), (6, False), (7, True)])  # type: ignore[arg-type]
    rate = timed_plies([stretch], 0.0, clock=lambda: ticks.now)
    # one round: 3 plies (the chance one counted) in 1 + 2 + 3 + 1 + 2 = 9 ms
    assert rate == pytest.approx(3 / 0.009)
    assert ticks.calls == ["clone", "legal", "apply", "chance", "legal", "apply"]
    assert start.applied == 0  # the held start is only cloned
    ticks.calls.clear()
    rate = timed_plies([stretch], 0.020, clock=lambda: ticks.now)  # rounds until 20 ms
    assert ticks.calls.count("clone") == 3 and rate == pytest.approx(3 / 0.009)
    assert timed_plies([], 1.0) == 0.0


def test_timed_plies_without_legal_actions_times_every_apply_alone():
    ticks = _Ticks()
    start = _FakeState(ticks, [False, True, False])
    stretch = Stretch(start, [(5, True), (6, False), (7, True)])  # type: ignore[arg-type]
    rate = timed_plies([stretch], 0.0, clock=lambda: ticks.now, ask_legal=False)
    # one round: 3 plies (the chance one counted) in 1 + 3 + 1 = 5 ms, no legal_actions call
    assert rate == pytest.approx(3 / 0.005)
    assert ticks.calls == ["clone", "apply", "chance", "apply"]


def test_arena_cli_plays_two_random_games_with_seats_swapped(tmp_path, capsys):
    path = tmp_path / "arena.json"
    argv = ["--game", "nine-sons", "--a", "random", "--b", "random", "--games", "2"]
    assert arena.main([*argv, "--json", str(path)]) == 0
    data = json.loads(path.read_text())
    assert [game["seats"] for game in data["games"]] == [[0, 1], [1, 0]]
    assert data["games"][0]["seed"] == data["games"][1]["seed"]
    summary = data["summary"]
    assert summary["wins"] + summary["draws"] + summary["losses"] == 2
    assert summary["ci95"][0] <= summary["win_rate"] <= summary["ci95"][1]
    assert "random vs random" in capsys.readouterr().out


def test_arena_rotates_three_seats(monkeypatch):
    from tests.ai.toy_games import PigRules

    monkeypatch.setitem(arena_rules(), "toy-pig", PigRules())
    summary, results = run_match("toy-pig", ["random", "random", "random"], None, games=6)
    assert [r.seats for r in results[:3]] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    assert results[0].seed == results[2].seed != results[3].seed
    for result in results:
        assert sum(result.scores) == pytest.approx(1.0)
    assert len(summary["pairs"]) == 3 and len(summary["per_config"]) == 3
    assert sum(row["score"] for row in summary["per_config"]) == pytest.approx(1.0, abs=1e-3)


def arena_rules() -> dict:
    """The registry the arena looks games up in."""
    from game import rules

    return rules.RULES


def test_seat_scores_split_shared_wins():
    assert seat_scores([1.0, -1.0]) == [1.0, 0.0]
    assert seat_scores([0.0, 0.0]) == [0.5, 0.5]
    assert seat_scores([1.0, 1.0, -1.0]) == [0.5, 0.5, 0.0]


def test_config_strings():
    _, budget = make_config_bot("nine-sons", "hard:0.3")
    assert budget.time_s == 0.3 and budget.iterations is None
    bot, budget = make_config_bot("dragon-bridge", "ismcts:0.2")
    assert bot.name == "ismcts" and budget.time_s == 0.2
    with pytest.raises(ValueError):
        make_config_bot("nine-sons", "grandmaster")


def test_search_rate_is_per_cpu_second_where_measured_and_says_wall_otherwise():
    results = _fake_results(2000.0)
    assert "40,000 nodes/s wall" in _line(format_table(results), "AI hard: search rate")
    results["games"]["nine-sons"]["levels"][0]["nodes_per_cpu_s"] = 90_000.0
    assert "90,000 nodes/CPU s" in _line(format_table(results), "AI hard: search rate")


def test_level_timings_count_the_search_cpu_seconds():
    from bench.ai_speed import bench_positions, measure_levels

    (timing,) = measure_levels("nine-sons", bench_positions("nine-sons", 2), levels=("normal",))
    assert timing.unit == "nodes" and timing.nodes_per_cpu_s > 0

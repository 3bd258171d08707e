"""`python -m bench`: one run, one table — engine, AI and frame times for every playable game.

Options: --quick (a few seconds per row), --json FILE (keep the results), --compare OLD NEW
(print NEW/OLD ratios of two JSON results, so a change is judged by a ratio from one machine).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import sys
import time
from dataclasses import asdict

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _row(label: str, value: str) -> None:
    sys.stdout.write(f"  {label:<44} {value}\n")


def run_bench(quick: bool) -> dict:
    """Measure everything and print the table; returns the numbers as a dict."""
    from bench.ai_speed import bench_positions, measure_levels, measure_mcts
    from bench.engine import measure_engine
    from bench.frames import measure_frames
    from game.rules import RULES

    seconds = 2.0 if quick else 6.0
    results: dict = {
        "machine": f"{platform.node()} {platform.machine()} {os.cpu_count()} cores, "
        f"Python {platform.python_version()}",
        "when": time.strftime("%Y-%m-%d %H:%M"),
        "games": {},
    }
    sys.stdout.write(f"Dragon Arcade bench — {results['machine']}\n")
    for slug, rules in RULES.items():
        game: dict = {}
        results["games"][slug] = game
        for players in range(rules.info.min_players, rules.info.max_players + 1):
            sys.stdout.write(f"\n{rules.info.title} — {players} players\n")
            engine = measure_engine(rules, players, seconds)
            game[f"engine_{players}p"] = asdict(engine)
            _row("random playouts / s", f"{engine.playouts_per_s:,.0f}")
            _row("  plies per playout", f"{engine.plies_per_playout:.1f}")
            _row("apply_action / s", f"{engine.apply_per_s:,.0f}")
            _row("legal_actions / s (fresh state)", f"{engine.legal_actions_per_s:,.0f}")
            _row("clone / s", f"{engine.clone_per_s:,.0f}")
        positions = bench_positions(slug, 4 if quick else 10)
        timings = measure_levels(slug, positions)
        game["levels"] = [asdict(t) for t in timings]
        for timing in timings:
            _row(
                f"AI {timing.level}: answer median / max",
                f"{timing.median_s:.3f} s / {timing.max_s:.3f} s  "
                f"({timing.nodes_per_s:,.0f} nodes/s)",
            )
        mcts_rate = measure_mcts(slug, positions[:4], 0.5 if quick else 1.0)
        game["mcts_iterations_per_s"] = mcts_rate
        _row("MCTS (UCT, random rollouts) iterations / s", f"{mcts_rate:,.0f}")
        frame_seconds = 4.0 if quick else 12.0
        idle = measure_frames(slug, frame_seconds, with_search=False)
        busy = measure_frames(slug, frame_seconds, with_search=True)
        game["frames_idle"] = asdict(idle)
        game["frames_hard_search"] = asdict(busy)
        sys.stdout.write("  frame interval (ms)        mean    p95    p99    max  >20ms  >33ms\n")
        for label, numbers in (("no AI searching", idle), ("Hard AI searching", busy)):
            sys.stdout.write(
                f"    {label:<22} {numbers.mean_ms:6.2f} {numbers.p95_ms:6.2f} "
                f"{numbers.p99_ms:6.2f} {numbers.max_ms:6.2f} {numbers.over_20ms:6d} "
                f"{numbers.over_33ms:6d}   ({numbers.frames} frames"
                + (f", {numbers.searches} searches)" if numbers.searches else ")")
                + "\n"
            )
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    results["peak_rss_worker_mb"] = peak
    _row("\npeak RSS of a worker process (MB)", f"{peak:.0f}")
    return results


def _flatten(prefix: str, value, out: dict) -> None:
    if isinstance(value, dict):
        for key, inner in value.items():
            _flatten(f"{prefix}.{key}" if prefix else key, inner, out)
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            _flatten(f"{prefix}[{index}]", inner, out)
    elif isinstance(value, int | float) and not isinstance(value, bool):
        out[prefix] = float(value)


def compare(old_path: str, new_path: str) -> None:
    """Print new/old for every number the two result files share."""
    old: dict = {}
    new: dict = {}
    with open(old_path, encoding="utf-8") as handle:
        _flatten("", json.load(handle), old)
    with open(new_path, encoding="utf-8") as handle:
        _flatten("", json.load(handle), new)
    for key in sorted(old.keys() & new.keys()):
        if old[key]:
            sys.stdout.write(f"{key:<64} {new[key] / old[key]:7.3f}x\n")


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a few seconds per row")
    parser.add_argument("--json", metavar="FILE", help="write the results as JSON")
    parser.add_argument("--compare", nargs=2, metavar=("OLD", "NEW"), help="ratios NEW/OLD")
    args = parser.parse_args(argv)
    if args.compare:
        compare(*args.compare)
        return 0
    results = run_bench(args.quick)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(results, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""`python -m bench`: one run, one table — engine, AI and frame times for every playable game.

Options: --quick (a few seconds per row), --json FILE (keep the results), --game SLUG (only
that game; repeatable), --compare OLD NEW (print NEW/OLD ratios of two JSON results, so a change
is judged by a ratio measured on one machine, not by absolute times on a noisy one).
Progress goes to stderr; stdout gets the table only.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from dataclasses import asdict

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from bench.rss import read_resident  # noqa: E402
from bench.table import format_compare, format_table  # noqa: E402


def _progress(text: str) -> None:
    sys.stderr.write(f"[bench] {text}\n")
    sys.stderr.flush()


def machine_description() -> str:
    """Host, CPU count, load and Python version: printed above every table."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (
        f"{platform.node()} {platform.machine()} {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load {load:.2f} at start"
    )


def bench_game(slug: str, quick: bool, with_frames: bool = True) -> dict:
    """Every number of one game: engine rows per seat count, AI rows, frames, OpenSpiel."""
    from bench.ai_speed import bench_positions, measure_levels, measure_mcts
    from bench.engine import measure_engine
    from game.rules import get_rules

    rules = get_rules(slug)
    seconds = 2.0 if quick else 6.0
    game: dict = {"title": rules.info.title, "hidden_info": rules.info.has_hidden_info}
    for players in range(rules.info.min_players, rules.info.max_players + 1):
        _progress(f"{slug} {players}p: engine")
        game[f"engine_{players}p"] = asdict(measure_engine(rules, players, seconds))
    if slug == "nine-sons":  # its apply row times placements mostly: sowing moves apart
        from bench.nine_sons_phases import measure_phases
        from game.rules.nine_sons import NineSonsState

        _progress(f"{slug}: apply by kind of turn (placements, sowing moves)")
        game["phases"] = asdict(measure_phases(NineSonsState, seconds / 4))
    positions = bench_positions(slug, 4 if quick else 10)
    _progress(f"{slug}: AI levels over {len(positions)} positions")
    game["levels"] = [asdict(t) for t in measure_levels(slug, positions)]
    search_seconds = 0.5 if quick else 1.0
    _progress(f"{slug}: plain search rate")
    game["mcts_iterations_per_s"] = measure_mcts(slug, positions[:4], search_seconds)
    from bench.openspiel_speed import measure_openspiel, openspiel_available

    if openspiel_available():
        _progress(f"{slug}: OpenSpiel and ours, position by position")
        numbers = measure_openspiel(slug, positions, search_seconds)
        _progress(
            f"{slug}: OpenSpiel {numbers.iterations_per_s:,.0f} it/s, ours "
            f"{numbers.ours_iterations_per_s:,.0f} it/s per CPU s; {numbers.left_out} of "
            f"{numbers.positions} positions left out (a search stopped early); counted as "
            f"before issue 18, OpenSpiel {numbers.old_counting_per_s:,.0f} it/s"
        )
        game["openspiel"] = asdict(numbers)
    from bench.memory import measure_hard_memory

    _progress(f"{slug}: memory of the AI worker process running Hard searches")
    game["memory_hard"] = asdict(measure_hard_memory(slug, 2 if quick else 4))
    if with_frames:
        from bench.frames import measure_frames_in_child

        window_s, windows = (1.0, 4) if quick else (3.0, 4)
        _progress(f"{slug}: frames, {windows} idle and {windows} Hard-search windows interleaved")
        frames = measure_frames_in_child(slug, window_s, windows)
        if frames is not None:
            game["frames"] = frames
    return game


def run_bench(quick: bool, slugs: list[str] | None = None, with_frames: bool = True) -> dict:
    """Measure everything and print the one table; returns the numbers as a dict."""
    from game.rules import RULES

    results: dict = {
        "machine": machine_description(),
        "when": time.strftime("%Y-%m-%d %H:%M"),
        "quick": quick,
        "games": {},
    }
    for slug in slugs or list(RULES):
        try:
            results["games"][slug] = bench_game(slug, quick, with_frames)
        except Exception as error:  # one game's failure (a tree mid-edit) must not lose the rest
            _progress(f"{slug}: failed: {error!r}")
            results["games"][slug] = {"title": slug, "error": repr(error)}
    bench = read_resident()
    results["bench_rss"] = None if bench is None else asdict(bench)
    sys.stdout.write(format_table(results) + "\n")
    return results


def compare(old_path: str, new_path: str) -> None:
    """Print old, new and new/old for every number the two result files share."""
    with open(old_path, encoding="utf-8") as handle:
        old = json.load(handle)
    with open(new_path, encoding="utf-8") as handle:
        new = json.load(handle)
    sys.stdout.write(format_compare(old, new) + "\n")


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a few seconds per row")
    parser.add_argument("--json", metavar="FILE", help="write the results as JSON")
    parser.add_argument("--game", action="append", metavar="SLUG", help="only this game")
    parser.add_argument("--no-frames", action="store_true", help="skip the frame-time rows")
    parser.add_argument("--compare", nargs=2, metavar=("OLD", "NEW"), help="ratios NEW/OLD")
    args = parser.parse_args(argv)
    if args.compare:
        compare(*args.compare)
        return 0
    results = run_bench(args.quick, args.game, not args.no_frames)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(results, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

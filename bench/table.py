"""The bench's one table (rows = measurements, columns = games) and the comparison table."""

from __future__ import annotations

from typing import Any

from bench.rss import format_resident

MISSING = "—"


def _mb(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.0f}"


def _count(value: float) -> str:
    return f"{value:,.0f}"


def _engine_rows(games: dict[str, dict]) -> list[tuple[str, dict[str, str]]]:
    seat_counts = sorted(
        {int(key[7:-1]) for game in games.values() for key in game if key.startswith("engine_")}
    )
    fields = (
        ("random playouts / CPU s", "playouts_per_s", _count),
        ("  plies per playout", "plies_per_playout", lambda v: f"{v:.1f}"),
        ("apply_action / CPU s", "apply_per_s", _count),
        ("  apply_action / CPU s, first quarter of a game", "apply_early_per_s", _count),
        ("  apply_action / CPU s, last quarter of a game", "apply_late_per_s", _count),
        ("  plies / CPU s, every ply + legal_actions, first quarter", "plies_early_per_s", _count),
        ("  plies / CPU s, every ply + legal_actions, last quarter", "plies_late_per_s", _count),
        ("  apply_action / CPU s, every ply, first quarter", "applies_early_per_s", _count),
        ("  apply_action / CPU s, every ply, last quarter", "applies_late_per_s", _count),
        ("legal_actions / CPU s (fresh state)", "legal_actions_per_s", _count),
        ("clone / CPU s", "clone_per_s", _count),
    )
    rows = []
    for players in seat_counts:
        for label, key, show in fields:
            cells = {  # (a field missing from an older JSON file is left blank)
                slug: show(game[f"engine_{players}p"][key])
                for slug, game in games.items()
                if key in game.get(f"engine_{players}p", {})
            }
            rows.append((f"{label}, {players} players", cells))
    return rows


def _phase_rows(games: dict[str, dict]) -> list[tuple[str, dict[str, str]]]:
    """Nine Sons' apply split by kind of turn (bench/nine_sons_phases.py), 2 players."""
    fields = (
        ("  apply_action / CPU s, placements, 2 players", "place_per_s"),
        ("  apply_action / CPU s, sowing moves, 2 players", "move_per_s"),
    )
    rows = []
    for label, key in fields:
        cells = {
            slug: _count(game["phases"][key]) for slug, game in games.items() if "phases" in game
        }
        if cells:
            rows.append((label, cells))
    return rows


def _ai_rows(games: dict[str, dict]) -> list[tuple[str, dict[str, str]]]:
    levels: list[str] = []
    for game in games.values():
        for timing in game.get("levels", []):
            if timing["level"] not in levels:
                levels.append(timing["level"])
    rows = []
    for level in levels:
        answer: dict[str, str] = {}
        rate: dict[str, str] = {}
        for slug, game in games.items():
            for timing in game.get("levels", []):
                if timing["level"] == level:
                    answer[slug] = f"{timing['median_s']:.3f} / {timing['max_s']:.3f}"
                    unit = "nodes" if timing.get("unit", "nodes") == "nodes" else "it"
                    # Per CPU second where the run measured it (older JSON: wall only).
                    per_cpu = timing.get("nodes_per_cpu_s") or 0.0
                    shown = per_cpu or timing["nodes_per_s"]
                    rate[slug] = f"{shown:,.0f} {unit}/{'CPU s' if per_cpu else 's wall'}"
        rows.append((f"AI {level}: answer s (wall), median / max", answer))
        rows.append((f"AI {level}: search rate", rate))
    plain = {
        slug: f"{game['mcts_iterations_per_s']:,.0f} it/s"
        for slug, game in games.items()
        if "mcts_iterations_per_s" in game
    }
    rows.append(("our UCT / ISMCTS, random rollouts, per CPU s", plain))
    return rows + _openspiel_rows(games)


def _openspiel_rows(games: dict[str, dict]) -> list[tuple[str, dict[str, str]]]:
    outside: dict[str, str] = {}
    ours: dict[str, str] = {}
    ratio: dict[str, str] = {}
    counted: dict[str, str] = {}
    before: dict[str, str] = {}
    wrapped: dict[str, str] = {}
    for slug, game in games.items():
        numbers = game.get("openspiel")
        if not numbers:
            continue
        theirs = numbers["iterations_per_s"]
        mine = numbers.get("ours_iterations_per_s") or game.get("mcts_iterations_per_s", 0.0)
        outside[slug] = f"{theirs:,.0f} it/s"
        if "ours_iterations_per_s" in numbers:
            ours[slug] = f"{mine:,.0f} it/s"
            counted[slug] = f"{numbers['positions'] - numbers['left_out']} ({numbers['left_out']})"
        if theirs:
            ratio[slug] = f"{mine / theirs:.1f}x"
        if numbers.get("old_counting_per_s"):
            before[slug] = f"{mine / numbers['old_counting_per_s']:.1f}x"
        direct = numbers.get("direct_playouts_per_s")
        wrapped[slug] = _count(numbers["wrapped_playouts_per_s"]) + (
            f" vs {_count(direct)} direct" if direct else ""
        )
    return [
        ("OpenSpiel Python MCTS / ISMCTS, per CPU s of search", outside),
        ("  ours on the same positions, per CPU s", ours),
        ("  ours / OpenSpiel iterations", ratio),
        ("  positions counted (left out: stopped early)", counted),
        ("  ratio as counted before issue 18 (probe timed)", before),
        ("playouts per CPU s: pyspiel wrapper vs direct, 2p", wrapped),
    ]


def _spread_cell(numbers: dict) -> str:
    return " / ".join(f"{numbers[key]:.1f}" for key in ("p50_ms", "p95_ms", "p99_ms", "max_ms"))


def _frame_rows(games: dict[str, dict]) -> list[tuple[str, dict[str, str]]]:
    """Frames of the interleaved windows (bench.frames): interval and UI CPU per kind."""
    names = {"idle": "idle", "search": "Hard searching"}
    measured = {slug: game["frames"] for slug, game in games.items() if game.get("frames")}
    rows = []
    for what, label in (("interval", "frame interval ms"), ("cpu", "UI thread CPU ms / frame")):
        for kind, name in names.items():
            cells = {
                slug: _spread_cell(frames["kinds"][kind][what])
                for slug, frames in measured.items()
                if kind in frames["kinds"]
            }
            rows.append((f"{label}, {name}: p50 / p95 / p99 / max", cells))

    def both(pick) -> dict[str, str]:
        return {
            slug: " | ".join(
                str(pick(frames["kinds"][kind])) if kind in frames["kinds"] else MISSING
                for kind in names
            )
            for slug, frames in measured.items()
        }

    rows.append(
        ("frames over 20 ms: idle | Hard searching", both(lambda k: k["interval"]["over_20ms"]))
    )
    rows.append(("frames measured: idle | Hard searching", both(lambda k: k["interval"]["frames"])))
    rows.append(
        (
            "  windows of each kind, seconds each",
            {slug: f"{f['windows_each']} x {f['window_s']:g} s" for slug, f in measured.items()},
        )
    )
    rows.append(
        ("  Hard searches finished meanwhile", {s: str(f["searches"]) for s, f in measured.items()})
    )
    rows.append(
        (
            "  moves played in the scene (matches restarted)",
            {slug: f"{f['moves']} ({f['restarts']})" for slug, f in measured.items()},
        )
    )
    rows.append(
        (
            "RSS MB of the client (play scene process): now / peak",
            {slug: format_resident(f.get("client_rss")) for slug, f in measured.items()},
        )
    )
    return rows


def format_table(results: dict[str, Any]) -> str:
    """Every measurement of a bench run as one text table (rows x games)."""
    games: dict[str, dict] = results["games"]
    memory = {
        slug: f"{_mb(game['memory_hard']['baseline_mb'])} / {_mb(game['memory_hard']['peak_mb'])}"
        for slug, game in games.items()
        if "memory_hard" in game
    }
    rows = _engine_rows(games) + _phase_rows(games) + _ai_rows(games) + _frame_rows(games)
    rows.append(("RSS MB of the AI worker process: after imports / peak in Hard searches", memory))
    rows = [(label, cells) for label, cells in rows if cells]
    slugs = list(games)
    titles = {slug: games[slug].get("title", slug) for slug in slugs}
    label_width = max([len(label) for label, _ in rows] + [10])
    widths = {
        slug: max([len(titles[slug])] + [len(cells.get(slug, "")) for _, cells in rows])
        for slug in slugs
    }
    header = f"{'':<{label_width}}  " + "  ".join(f"{titles[s]:>{widths[s]}}" for s in slugs)
    lines = [
        f"Dragon Arcade bench — {results.get('machine', '?')}, {results.get('when', '')}"
        + (" (quick)" if results.get("quick") else ""),
        header,
        "-" * len(header),
    ]
    for label, cells in rows:
        lines.append(
            f"{label:<{label_width}}  "
            + "  ".join(f"{cells.get(s, MISSING):>{widths[s]}}" for s in slugs)
        )
    footer = []
    if "bench_rss" in results:
        footer.append(
            f"RSS MB of the bench process, now / peak: {format_resident(results['bench_rss'])}"
        )
    elif "peak_rss_bench_mb" in results:  # results from before issue 18 (ru_maxrss)
        footer.append(f"peak RSS of the bench process: {results['peak_rss_bench_mb']:.0f} MB")
    return "\n".join(lines + ["-" * len(header)] + footer)


def flatten(value: Any, prefix: str = "", out: dict[str, float] | None = None) -> dict[str, float]:
    """Every number in a nested result as {"games.nine-sons.engine_2p.clone_per_s": value}."""
    out = {} if out is None else out
    if isinstance(value, dict):
        for key, inner in value.items():
            flatten(inner, f"{prefix}.{key}" if prefix else str(key), out)
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            name = inner.get("level") if isinstance(inner, dict) else None
            flatten(inner, f"{prefix}[{name or index}]", out)
    elif isinstance(value, int | float) and not isinstance(value, bool):
        out[prefix] = float(value)
    return out


def format_compare(old: dict[str, Any], new: dict[str, Any]) -> str:
    """old, new and new/old for every number both results hold (rates: >1 is faster)."""
    old_numbers, new_numbers = flatten(old), flatten(new)
    keys = sorted(old_numbers.keys() & new_numbers.keys())
    width = max([len(key) for key in keys] + [20])
    lines = [
        f"old: {old.get('machine', '?')} {old.get('when', '')}",
        f"new: {new.get('machine', '?')} {new.get('when', '')}",
        f"{'measurement':<{width}}  {'old':>14}  {'new':>14}  {'new/old':>8}",
    ]
    for key in keys:
        before, after = old_numbers[key], new_numbers[key]
        ratio = f"{after / before:7.3f}x" if before else "     n/a"
        lines.append(f"{key:<{width}}  {before:>14,.3f}  {after:>14,.3f}  {ratio:>8}")
    return "\n".join(lines)

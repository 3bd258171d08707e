"""The bench's one table (rows = measurements, columns = games) and the comparison table."""

from __future__ import annotations

from typing import Any

MISSING = "—"


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
                    rate[slug] = f"{timing['nodes_per_s']:,.0f} {unit}/s"
        rows.append((f"AI {level}: answer s, median / max", answer))
        rows.append((f"AI {level}: search rate", rate))
    plain = {
        slug: f"{game['mcts_iterations_per_s']:,.0f} it/s"
        for slug, game in games.items()
        if "mcts_iterations_per_s" in game
    }
    rows.append(("our UCT / ISMCTS, random rollouts, per CPU s", plain))
    outside: dict[str, str] = {}
    ratio: dict[str, str] = {}
    wrapped: dict[str, str] = {}
    for slug, game in games.items():
        numbers = game.get("openspiel")
        if not numbers:
            continue
        outside[slug] = f"{numbers['iterations_per_s']:,.0f} it/s"
        if numbers["iterations_per_s"]:
            ratio[slug] = f"{game['mcts_iterations_per_s'] / numbers['iterations_per_s']:.1f}x"
        direct = numbers.get("direct_playouts_per_s")
        wrapped[slug] = _count(numbers["wrapped_playouts_per_s"]) + (
            f" vs {_count(direct)} direct" if direct else ""
        )
    rows.append(("OpenSpiel Python MCTS / ISMCTS, same positions", outside))
    rows.append(("  ours / OpenSpiel iterations", ratio))
    rows.append(("playouts per CPU s: pyspiel wrapper vs direct, 2p", wrapped))
    return rows


def _frame_rows(games: dict[str, dict]) -> list[tuple[str, dict[str, str]]]:
    fields = (
        ("mean", "mean_ms", "{:.2f}"),
        ("p95", "p95_ms", "{:.2f}"),
        ("p99", "p99_ms", "{:.2f}"),
        ("max", "max_ms", "{:.2f}"),
        ("frames over 20 ms", "over_20ms", "{:d}"),
        ("frames over 33 ms", "over_33ms", "{:d}"),
        ("frames measured", "frames", "{:d}"),
    )
    rows = []
    for label, key, pattern in fields:
        cells = {}
        for slug, game in games.items():
            idle, busy = game.get("frames_idle"), game.get("frames_hard_search")
            if idle and busy:
                cells[slug] = f"{pattern.format(idle[key])} | {pattern.format(busy[key])}"
        unit = " ms" if key.endswith("_ms") else ""
        rows.append((f"frame {label}{unit}: idle | Hard searching", cells))
    searches = {
        slug: str(game["frames_hard_search"]["searches"])
        for slug, game in games.items()
        if game.get("frames_hard_search")
    }
    rows.append(("  Hard searches finished meanwhile", searches))
    return rows


def format_table(results: dict[str, Any]) -> str:
    """Every measurement of a bench run as one text table (rows x games)."""
    games: dict[str, dict] = results["games"]
    memory = {
        slug: f"{game['memory_hard']['baseline_mb']:.0f} / {game['memory_hard']['peak_mb']:.0f}"
        for slug, game in games.items()
        if "memory_hard" in game
    }
    rows = _engine_rows(games) + _ai_rows(games) + _frame_rows(games)
    rows.append(("RSS MB of a Hard-search process: imports / peak", memory))
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
    if "peak_rss_bench_mb" in results:
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

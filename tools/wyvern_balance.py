"""Wyvern balance and arena runs before the game is registered (issue 15).

    python -m tools.wyvern_balance balance --level easy --matches 200 --jobs 2 --json F
    python -m tools.wyvern_balance arena --a hard --b normal --matches 20 --first 40 --json F
    python -m tools.wyvern_balance merge F1 F2 ... --json F
    python -m tools.wyvern_balance table F1 F2 ... --json F

Matches are played with the level bots of ai.heuristics.wyvern.levels directly on WyvernRules()
(the loop of ai/arena.py's play_game: chance by rng_for(seed, "chance", ply), each decision by
rng_for(seed, "ai", seat, ply); in odd matches the configs change seats). A config is a level
name or "level:key=value,..." (its settings with some overridden, for tuning).
Seeds (`--seed-scheme`, recorded in the JSON): "match" (the default since balance round 2)
gives match i the seed `seed + i`, so every match of a mirror pairing is a distinct game;
"pair" (round 1's runs) gives matches 2k and 2k+1 the seed `seed + k`, which repeats each game
of a mirror (same level and deck in both seats): kept to reproduce those runs.
`balance` plays every deck pairing (or `--pairings a-b,...`), the three mirrors and the three
cross pairings, with one level in both seats, and reports per pairing: each deck's share of
games and matches, seat 0's share, the starter's share, the mean game length in turns, the
winner's leftover gold, games per match and the end reasons. `arena` plays two configs on one
deck pairing (default Stormwing vs Stormwing; `--options` JSON rules options) and reports A's
score with a 95% Wilson interval, plus the answer time per decision (CPU and wall, median and
max); `--first` (arena and balance) starts at that match index, so chunks of an even size
played one after the other are the matches of one long run: `merge` sums up an arena's chunks,
`table` sorts the chunks of one level in both seats (arena or balance runs) by deck pairing into
one balance table. `--cpu-caps` makes the levels' time caps count CPU seconds only
(ai.cpu_guard.count_cpu_only, here and in the worker processes), so the iteration budgets decide
every search whatever else loads the machine: a run beside other work is reproducible and
measures each level whole (the JSON says `cpu_caps`, and `capped` counts the decisions a cap
still cut). Balance rows also give deck 0's game share by the seat it sat in and seat 0's share
with its 95% interval (the "seat by seat" of issue 15).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from ai.arena import wilson_interval
from ai.cpu_guard import count_cpu_only
from game.core.protocol import sample_chance
from game.rng import rng_for
from game.rules.wyvern import WyvernRules
from tools.wyvern_games import games_played

DECKS = ("stormwing", "stoneheart", "shadowscale")
PAIRINGS = tuple((a, b) for i, a in enumerate(DECKS) for b in DECKS[i:])
"""The six unordered pairings (mirrors included); seats alternate within each."""


SEED_SCHEMES = ("match", "pair")


def match_seed(base_seed: int, index: int, scheme: str = "match") -> int:
    """The seed of match `index` under `scheme` (module doc)."""
    if scheme == "pair":
        return base_seed + index // 2
    return base_seed + index


def make_config_bot(config: str) -> Any:
    """The bot and budget of a level name, or of "level:key=value,key=value" (the level's
    settings with some overridden, for tuning: "hard:iterations=300,exploration=0.3")."""
    from ai.heuristics.wyvern.levels import LEVEL_SETTINGS, make_settings_bot

    level, _, overrides = config.partition(":")
    settings = dict(LEVEL_SETTINGS[level])
    for item in filter(None, overrides.split(",")):
        key, _, value = item.partition("=")
        settings[key] = float(value) if "." in value else int(value)
    return make_settings_bot(settings, f"wyvern-{config}")


def play_match(
    configs: tuple[str, str], decks: tuple[str, str], index: int, base_seed: int,
    options: dict[str, Any] | None = None, scheme: str = "match",
) -> dict[str, Any]:  # fmt: skip
    """Play match `index`: config/deck k sits in seat k, or in seat 1 - k when index is odd.
    Returns a JSON record with one line per game."""
    seed = match_seed(base_seed, index, scheme)
    swap = index % 2
    seat_of = (swap, 1 - swap)  # seat of config/deck 0 and 1
    by_seat = [0, 0]
    for k in (0, 1):
        by_seat[seat_of[k]] = k
    seat_decks = [decks[by_seat[0]], decks[by_seat[1]]]
    bots = [make_config_bot(configs[by_seat[seat]]) for seat in (0, 1)]
    state: Any = WyvernRules().new_initial_state(2, {**(options or {}), "deck": seat_decks})
    times, capped, ply = play_out(state, bots, seed)
    record = _record(state, index, seed, seat_of, configs, decks,
                     [times[seat_of[0]], times[seat_of[1]]], ply)  # fmt: skip
    record["capped"] = [capped[seat_of[0]], capped[seat_of[1]]]
    return record


def play_out(state: Any, bots: list[Any], seed: int,
             watch: Callable[[Any, int], None] | None = None,
             ) -> tuple[list[Any], list[int], int]:  # fmt: skip
    """Play `state` to its end with one (bot, budget) per seat, chance by rng_for(seed,
    "chance", ply) and each decision by rng_for(seed, "ai", seat, ply); `watch(state, seat)`,
    if given, looks at each position before its seat decides (diagnostics). Returns per seat
    the (CPU, wall) seconds of each unforced decision and the decisions a cap cut, and the
    plies."""
    times: list[list[tuple[float, float]]] = [[], []]
    capped = [0, 0]
    ply = 0
    while not state.is_terminal():
        player = state.current_player()
        if player < 0:
            state.apply_action(sample_chance(state, rng_for(seed, "chance", ply)))
        else:
            if watch is not None:
                watch(state, player)
            bot, budget = bots[player]
            wall, cpu = time.perf_counter(), time.process_time()
            decision = bot.choose(state, budget, rng_for(seed, "ai", player, ply))
            if not decision.info.get("forced"):
                times[player].append((time.process_time() - cpu, time.perf_counter() - wall))
            capped[player] += bool(decision.info.get("capped"))
            state.apply_action(decision.action)
        ply += 1
    return times, capped, ply


def _record(state: Any, index: int, seed: int, seat_of: tuple[int, int], configs: tuple[str, str],
            decks: tuple[str, str], times: list[list[tuple[float, float]]], ply: int,
            ) -> dict[str, Any]:  # fmt: skip
    # (the game's number is its place in the list: the tables' records leave it out)
    games = [{k: v for k, v in game.items() if k != "game"} for game in games_played(state)]
    return {
        "index": index,
        "seed": seed,
        "seat_of": list(seat_of),
        "configs": list(configs),
        "decks": list(decks),
        "winners": list(state.winners),
        "vp": list(state.vp),
        "plies": ply,
        "games": games,
        "times": [[[round(c, 5), round(w, 5)] for c, w in part] for part in times],
    }


def _task(args: tuple[Any, ...]) -> dict[str, Any]:
    return play_match(*args)


def run(tasks: list[tuple[Any, ...]], jobs: int, cpu_caps: bool = False) -> list[dict[str, Any]]:
    """Play the tasks (in `jobs` spawn processes when > 1), in index order; with `cpu_caps`
    the time caps count CPU seconds only, in this process and in the workers (module doc)."""
    if cpu_caps:
        count_cpu_only()
    if jobs <= 1:
        results = [_progress(_task(task), len(tasks)) for task in tasks]
    else:
        initializer = count_cpu_only if cpu_caps else None
        with multiprocessing.get_context("spawn").Pool(jobs, initializer) as pool:
            results = [_progress(r, len(tasks)) for r in pool.imap(_task, tasks, chunksize=1)]
    return results


def _progress(record: dict[str, Any], total: int) -> dict[str, Any]:
    """A line on stderr per match played (long runs show they are alive)."""
    sys.stderr.write(
        f"[match {record['index']}] of {total}: winners {record['winners']}, "
        f"{len(record['games'])} games, seat of config 0: {record['seat_of'][0]}\n"
    )
    sys.stderr.flush()
    return record


def pairing_summary(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Shares and lengths for the matches of one pairing (module doc); deck k = config k."""
    game_wins = [0.0, 0.0]
    match_wins = [0.0, 0.0]
    seat_wins = [0, 0]
    by_seat = [[0.0, 0], [0.0, 0]]  # deck 0's [wins, games] when it sits in seat 0 / seat 1
    seat_game: Counter[str] = Counter()
    starter_wins = 0.0
    turns: list[int] = []
    gold: list[int] = []
    reasons: Counter[str] = Counter()
    games = 0
    for record in records:
        seat_of = record["seat_of"]
        owner = {seat_of[0]: 0, seat_of[1]: 1}
        for winner in record["winners"]:
            match_wins[owner[winner]] += 1.0 / len(record["winners"])
        if not record["winners"]:
            match_wins[0] += 0.5
            match_wins[1] += 0.5
        for game in record["games"]:
            games += 1
            by_seat[seat_of[0]][1] += 1
            turns.append(game["turns"])
            reasons[game["why"]] += 1
            winner = game["winner"]
            if winner < 0:
                game_wins[0] += 0.5
                game_wins[1] += 0.5
                starter_wins += 0.5
                by_seat[seat_of[0]][0] += 0.5
                continue
            game_wins[owner[winner]] += 1
            by_seat[seat_of[0]][0] += owner[winner] == 0
            seat_wins[winner] += 1
            seat_game[f"deck{owner[winner]}_seat{winner}"] += 1
            starter_wins += winner == game["starter"]
            if game["winner_gold"] is not None:
                gold.append(game["winner_gold"])
    matches = len(records)
    low, high = wilson_interval(game_wins[0], games)
    seat0_low, seat0_high = wilson_interval(seat_wins[0], sum(seat_wins))
    return {
        "matches": matches,
        "games": games,
        "deck0_game_share": round(game_wins[0] / games, 4) if games else 0.0,
        "deck0_game_ci95": [round(low, 4), round(high, 4)],
        "deck0_match_share": round(match_wins[0] / matches, 4) if matches else 0.0,
        "starter_game_share": round(starter_wins / games, 4) if games else 0.0,
        "seat0_game_share": round(seat_wins[0] / max(1, sum(seat_wins)), 4),
        "seat0_ci95": [round(seat0_low, 4), round(seat0_high, 4)],
        "deck0_share_by_seat": [round(wins / max(1, n), 4) for wins, n in by_seat],
        "distinct_seeds": len({r["seed"] for r in records}),
        "wins_by_deck_and_seat": dict(sorted(seat_game.items())),
        "mean_turns": round(statistics.mean(turns), 2) if turns else 0.0,
        "median_turns": statistics.median(turns) if turns else 0,
        "winner_gold_mean": round(statistics.mean(gold), 2) if gold else 0.0,
        "winner_gold_median": statistics.median(gold) if gold else 0,
        "games_per_match": round(games / matches, 2) if matches else 0.0,
        "reasons": dict(reasons),
    }


def time_summary(records: list[dict[str, Any]], k: int) -> dict[str, Any]:
    """Answer times per (non-forced) decision of config k: CPU and wall, median and max."""
    cpu = [c for r in records for c, _ in r["times"][k]]
    wall = [w for r in records for _, w in r["times"][k]]
    if not cpu:
        return {}
    return {
        "decisions": len(cpu),
        "cpu_median": round(statistics.median(cpu), 5),
        "cpu_max": round(max(cpu), 4),
        "wall_median": round(statistics.median(wall), 5),
        "wall_max": round(max(wall), 4),
        "cpu_mean": round(statistics.mean(cpu), 5),
    }


def balance(args: argparse.Namespace) -> dict[str, Any]:
    """Every pairing with one level in both seats."""
    options = json.loads(args.options) if args.options else None
    out: dict[str, Any] = {
        "level": args.level, "seed": args.seed, "seed_scheme": args.seed_scheme,
        "options": options, "cpu_caps": args.cpu_caps, "pairings": {},
    }  # fmt: skip
    all_records = []
    chosen = args.pairings.split(",") if args.pairings else None
    for decks in PAIRINGS:
        if chosen and f"{decks[0]}-{decks[1]}" not in chosen:
            continue
        tasks = [
            ((args.level, args.level), decks, i, args.seed, options, args.seed_scheme)
            for i in range(args.first, args.first + args.matches)
        ]
        records = run(tasks, args.jobs, args.cpu_caps)
        all_records.extend(records)
        out["pairings"][f"{decks[0]}-{decks[1]}"] = pairing_summary(records)
        sys.stderr.write(f"[balance] {decks}: {out['pairings'][f'{decks[0]}-{decks[1]}']}\n")
    out["times"] = time_summary(all_records, 0)
    return {"summary": out, "matches": _without_times(all_records)}


def arena(args: argparse.Namespace) -> dict[str, Any]:
    """Two levels on one deck pairing, seats swapped."""
    decks = tuple(args.decks.split("/"))
    options = json.loads(args.options) if args.options else None
    tasks = [
        ((args.a, args.b), decks, i, args.seed, options, args.seed_scheme)
        for i in range(args.first, args.first + args.matches)
    ]
    records = run(tasks, args.jobs, args.cpu_caps)
    score = sum(
        1.0 / len(r["winners"]) if r["seat_of"][0] in r["winners"] else 0.0 for r in records
    ) + sum(0.5 for r in records if not r["winners"])
    low, high = wilson_interval(score, len(records))
    summary = {
        "a": args.a,
        "b": args.b,
        "decks": list(decks),
        "seed": args.seed,
        "seed_scheme": args.seed_scheme,
        "options": options,
        "cpu_caps": args.cpu_caps,
        "capped": [sum(r.get("capped", (0, 0))[k] for r in records) for k in (0, 1)],
        "first": args.first,
        "matches": len(records),
        "a_match_score": round(score / len(records), 4),
        "a_ci95": [round(low, 4), round(high, 4)],
        "games": pairing_summary(records),
        "a_times": time_summary(records, 0),
        "b_times": time_summary(records, 1),
    }
    return {"summary": summary, "matches": _without_times(records)}


def merge(paths: list[str]) -> dict[str, Any]:
    """Arena runs played in chunks (`--first`) of one pairing, as one result: the score over
    all their matches; answer times as the largest max and the chunks' medians."""
    parts = [json.load(open(path, encoding="utf-8")) for path in paths]
    records = [r for part in parts for r in part["matches"]]
    first = parts[0]["summary"]
    score = sum(
        1.0 / len(r["winners"]) if r["seat_of"][0] in r["winners"] else 0.0 for r in records
    ) + sum(0.5 for r in records if not r["winners"])
    low, high = wilson_interval(score, len(records))

    def times(key: str) -> dict[str, Any]:
        chunks = [part["summary"][key] for part in parts if part["summary"].get(key)]
        return {
            "decisions": sum(c["decisions"] for c in chunks),
            "cpu_median": round(statistics.median(c["cpu_median"] for c in chunks), 5),
            "cpu_max": max(c["cpu_max"] for c in chunks),
            "wall_median": round(statistics.median(c["wall_median"] for c in chunks), 5),
            "wall_max": max(c["wall_max"] for c in chunks),
        }

    summary = {
        **{key: first[key] for key in ("a", "b", "decks", "seed", "seed_scheme", "options")},
        "cpu_caps": all(part["summary"].get("cpu_caps", False) for part in parts),
        "capped": [sum(part["summary"].get("capped", (0, 0))[k] for part in parts) for k in (0, 1)],
        "chunks": [[part["summary"]["first"], part["summary"]["matches"]] for part in parts],
        "matches": len(records),
        "a_match_score": round(score / len(records), 4),
        "a_ci95": [round(low, 4), round(high, 4)],
        "games": pairing_summary(records),
        "a_times": times("a_times"),
        "b_times": times("b_times"),
    }
    return {"summary": summary, "matches": records}


def table(paths: list[str]) -> dict[str, Any]:
    """Chunks of one level in both seats (arena runs with `--a L --b L`, or balance runs), sorted
    by deck pairing into one balance summary (a match played twice counts once)."""
    parts = [json.load(open(path, encoding="utf-8")) for path in paths]
    first = parts[0]["summary"]
    levels = {c for part in parts for r in part["matches"] for c in r["configs"]}
    if len(levels) != 1:
        raise SystemExit(f"table: one level in both seats expected, got {sorted(levels)}")
    option_sets = {json.dumps(part["summary"].get("options"), sort_keys=True) for part in parts}
    if len(option_sets) != 1:
        raise SystemExit(f"table: one set of rules options expected, got {sorted(option_sets)}")
    by_pairing: dict[str, dict[int, dict[str, Any]]] = {}
    for record in (r for part in parts for r in part["matches"]):
        by_pairing.setdefault("-".join(record["decks"]), {})[record["index"]] = record
    order = [f"{a}-{b}" for a, b in PAIRINGS] + sorted(by_pairing)
    return {
        "summary": {
            "level": levels.pop(),
            "seed": first["seed"],
            "seed_scheme": first["seed_scheme"],
            "options": first.get("options"),
            "cpu_caps": all(part["summary"].get("cpu_caps", False) for part in parts),
            "chunks": len(parts),
            "pairings": {
                name: pairing_summary([by_pairing[name][i] for i in sorted(by_pairing[name])])
                for name in dict.fromkeys(order)
                if name in by_pairing
            },
        },
        "matches": [r for name in by_pairing for r in by_pairing[name].values()],
    }


def _without_times(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The records without their per-decision times (summarised; they would fill megabytes)."""
    return [{key: value for key, value in r.items() if key != "times"} for r in records]


def format_balance(summary: dict[str, Any]) -> str:
    """The balance table as text."""
    lines = [
        f"Wyvern balance, level {summary['level']} in both seats, seed {summary['seed']} "
        f"(scheme {summary.get('seed_scheme', 'pair')})"
        + (f", rules options {json.dumps(summary['options'])}" if summary.get("options") else ""),
        "pairing (deck0-deck1)      matches games deck0 game share [95%]  deck0 match  "
        "starter  turns(mean/med)  winner gold(mean/med)  games/match  reasons",
    ]
    for name, row in summary["pairings"].items():
        lines.append(
            f"{name:26} {row['matches']:7} {row['games']:5} {row['deck0_game_share']:.3f} "
            f"[{row['deck0_game_ci95'][0]:.3f}, {row['deck0_game_ci95'][1]:.3f}]  "
            f"{row['deck0_match_share']:.3f}  {row['starter_game_share']:.3f}  "
            f"{row['mean_turns']:6.1f}/{row['median_turns']:<5}  "
            f"{row['winner_gold_mean']:6.1f}/{row['winner_gold_median']:<5}  "
            f"{row['games_per_match']:6.2f}  {row['reasons']}"
        )
        lines.append(
            f"{'':26} wins by deck and seat: {row['wins_by_deck_and_seat']}, "
            f"seat 0 share {row.get('seat0_game_share', 0.0):.3f} {row.get('seat0_ci95', '')}, "
            f"deck0 share in seat 0 / 1 {row.get('deck0_share_by_seat', '-')}, "
            f"distinct seeds {row.get('distinct_seeds', 0)}"
        )
    if summary.get("times"):
        lines.append(f"answer times per decision: {summary['times']}")
    return "\n".join(lines)


def format_arena(summary: dict[str, Any]) -> str:
    """The arena result as text."""
    games = summary["games"]
    return "\n".join(
        [
            f"Wyvern arena {summary['a']} vs {summary['b']}, decks {'/'.join(summary['decks'])}, "
            f"{summary['matches']} matches (seats swapped), seed {summary['seed']} "
            f"(scheme {summary.get('seed_scheme', 'pair')})",
            f"  {summary['a']} match score {summary['a_match_score']:.3f} "
            f"[{summary['a_ci95'][0]:.3f}, {summary['a_ci95'][1]:.3f}]",
            f"  games {games['games']}, {summary['a']} game share {games['deck0_game_share']:.3f}, "
            f"mean turns {games['mean_turns']}, winner gold {games['winner_gold_mean']}, "
            f"games/match {games['games_per_match']}",
            f"  cpu caps {summary.get('cpu_caps', False)}, decisions cut by a cap (a, b): "
            f"{summary.get('capped', '-')}",
            f"  {summary['a']} answer times: {summary['a_times']}",
            f"  {summary['b']} answer times: {summary['b_times']}",
        ]
    )


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(prog="python -m tools.wyvern_balance")
    parser.add_argument("mode", choices=("balance", "arena", "merge", "table"))
    parser.add_argument("paths", nargs="*", help="merge, table: the chunks' JSON files")
    parser.add_argument("--level", default="easy")
    parser.add_argument("--a", default="normal")
    parser.add_argument("--b", default="easy")
    parser.add_argument("--decks", default="stormwing/stormwing")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--options", default="", help="arena, balance: rules options, JSON")
    parser.add_argument("--pairings", default="", help="balance: only these (a-b,c-d)")
    parser.add_argument("--first", type=int, default=0, help="first match index (chunks)")
    parser.add_argument("--seed-scheme", choices=SEED_SCHEMES, default="match")
    parser.add_argument(
        "--cpu-caps",
        action="store_true",
        help="time caps count CPU seconds only, in the workers too: a loaded machine cannot "
        "cut a search",
    )
    parser.add_argument("--json", dest="json_path", default=None)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.mode in ("merge", "table"):
        result = merge(args.paths) if args.mode == "merge" else table(args.paths)
    else:
        result = balance(args) if args.mode == "balance" else arena(args)
    result["summary"]["wall_seconds"] = round(time.perf_counter() - started, 1)
    result["summary"]["command"] = "python -m tools.wyvern_balance " + " ".join(
        argv or sys.argv[1:]
    )
    text = (
        format_balance(result["summary"])
        if args.mode in ("balance", "table")
        else format_arena(result["summary"])
    )
    sys.stdout.write(text + f"\n  {result['summary']['wall_seconds']} s wall\n")
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as handle:
            json.dump(result, handle)
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())

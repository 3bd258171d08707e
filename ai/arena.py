"""Bots against bots: win rates with confidence intervals, for tuning levels and strength claims.

    python -m ai.arena --game nine-sons --a easy --b random --games 200 --jobs 2 [--json FILE]

Bot configs are level names (ai.levels.LEVELS) or "random". Game i uses seed `seed + i // 2`
and gives A seat `i % 2`, so every deal is played once from each side (seats swapped every
game). Chance is driven by `rng_for(seed, "chance", ply)`, each decision by
`rng_for(seed, "ai", seat, ply)`: a run is reproducible when the levels use node/depth limits.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from dataclasses import asdict, dataclass
from typing import Any

from ai.levels import make_bot
from ai.protocol import SearchBudget
from game.core.protocol import sample_chance
from game.core.rng import rng_for


@dataclass(frozen=True)
class GameResult:
    """One arena game from A's point of view: 1 win, 0.5 draw, 0 loss."""

    index: int
    seed: int
    a_seat: int
    score: float
    plies: int
    reason: str
    a_think_s: float
    a_moves: int
    b_think_s: float
    b_moves: int


def play_game(
    slug: str, config_a: str, config_b: str, index: int, base_seed: int = 1000
) -> GameResult:
    """Play arena game `index` (A in seat index % 2) to the end."""
    from game.rules import get_rules

    rules = get_rules(slug)
    seed = base_seed + index // 2
    a_seat = index % 2
    num_players = rules.info.min_players
    bots: list[tuple[Any, SearchBudget]] = [
        make_bot(slug, config_a if seat == a_seat else config_b) for seat in range(num_players)
    ]
    think = [0.0] * num_players
    moves = [0] * num_players
    state = rules.new_initial_state(num_players)
    ply = 0
    while not state.is_terminal():
        player = state.current_player()
        if player < 0:
            state.apply_action(sample_chance(state, rng_for(seed, "chance", ply)))
        else:
            bot, budget = bots[player]
            started = time.perf_counter()
            decision = bot.choose(state, budget, rng_for(seed, "ai", player, ply))
            think[player] += time.perf_counter() - started
            moves[player] += 1
            state.apply_action(decision.action)
        ply += 1
    outcome = state.outcome()
    returns = state.returns()
    mine = returns[a_seat]
    best_other = max(r for seat, r in enumerate(returns) if seat != a_seat)
    score = 1.0 if mine > best_other else 0.5 if mine == best_other else 0.0
    b_seat = 1 - a_seat if num_players == 2 else (a_seat + 1) % num_players
    return GameResult(
        index,
        seed,
        a_seat,
        score,
        ply,
        outcome.reason if outcome else "",
        round(think[a_seat], 3),
        moves[a_seat],
        round(think[b_seat], 3),
        moves[b_seat],
    )


def _play_task(task: tuple[str, str, str, int, int]) -> GameResult:
    return play_game(*task)


def wilson_interval(score: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate (draws counted as half a win)."""
    if games == 0:
        return 0.0, 1.0
    p = score / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    margin = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - margin), min(1.0, centre + margin)


def elo_difference(rate: float) -> float:
    """Elo difference implied by a win rate (clamped away from 0 and 1)."""
    rate = min(max(rate, 1e-3), 1 - 1e-3)
    return -400.0 * math.log10(1.0 / rate - 1.0)


def summarise(results: list[GameResult], config_a: str, config_b: str) -> dict[str, Any]:
    """Wins/draws/losses, win rate with its interval, Elo, think times."""
    games = len(results)
    wins = sum(1 for r in results if r.score == 1.0)
    draws = sum(1 for r in results if r.score == 0.5)
    losses = games - wins - draws
    score = wins + 0.5 * draws
    rate = score / games if games else 0.0
    low, high = wilson_interval(score, games)
    a_moves = sum(r.a_moves for r in results) or 1
    b_moves = sum(r.b_moves for r in results) or 1
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r.reason] = reasons.get(r.reason, 0) + 1
    return {
        "a": config_a,
        "b": config_b,
        "games": games,
        "wins": wins,
        "draws": draws,
        "losses": losses,
        "win_rate": round(rate, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "elo": round(elo_difference(rate), 1),
        "elo_ci95": [round(elo_difference(low), 1), round(elo_difference(high), 1)],
        "a_seconds_per_move": round(sum(r.a_think_s for r in results) / a_moves, 4),
        "b_seconds_per_move": round(sum(r.b_think_s for r in results) / b_moves, 4),
        "a_max_seconds_per_game": round(max((r.a_think_s for r in results), default=0.0), 3),
        "mean_plies": round(sum(r.plies for r in results) / games, 1) if games else 0,
        "reasons": reasons,
    }


def run_match(
    slug: str,
    config_a: str,
    config_b: str,
    games: int,
    jobs: int = 1,
    base_seed: int = 1000,
) -> tuple[dict[str, Any], list[GameResult]]:
    """Play `games` games (seats swapped each game), in `jobs` spawn processes if > 1."""
    tasks = [(slug, config_a, config_b, index, base_seed) for index in range(games)]
    if jobs <= 1:
        results = [_play_task(task) for task in tasks]
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = list(pool.imap_unordered(_play_task, tasks))
    results.sort(key=lambda r: r.index)
    return summarise(results, config_a, config_b), results


def main(argv: list[str] | None = None) -> int:
    """Command line entry point (prints a summary; --json writes it with every game)."""
    parser = argparse.ArgumentParser(prog="python -m ai.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="nine-sons")
    parser.add_argument("--a", required=True, help="level name or 'random'")
    parser.add_argument("--b", required=True, help="level name or 'random'")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", dest="json_path", default=None)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    summary, results = run_match(args.game, args.a, args.b, args.games, args.jobs, args.seed)
    summary["wall_seconds"] = round(time.perf_counter() - started, 1)
    print(
        f"{args.game}: {args.a} vs {args.b}, {summary['games']} games (seats swapped): "
        f"+{summary['wins']} ={summary['draws']} -{summary['losses']}  "
        f"win rate {summary['win_rate']:.3f} "
        f"[{summary['ci95'][0]:.3f}, {summary['ci95'][1]:.3f}]  "
        f"Elo {summary['elo']:+.0f} [{summary['elo_ci95'][0]:+.0f}, {summary['elo_ci95'][1]:+.0f}]"
    )
    print(
        f"  A {summary['a_seconds_per_move']:.3f} s/move, B {summary['b_seconds_per_move']:.3f}"
        f" s/move, mean {summary['mean_plies']} plies, endings {summary['reasons']}, "
        f"{summary['wall_seconds']} s wall"
    )
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as handle:
            json.dump({"summary": summary, "games": [asdict(r) for r in results]}, handle, indent=1)
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())

"""Bots against bots: win rates with confidence intervals, for tuning levels and strength claims.

    python -m ai.arena --game nine-sons --a easy --b random --games 200 --jobs 2 [--json FILE]
    python -m ai.arena --game drakon --bots hard normal random --games 300 --jobs 2
    python -m ai.arena --game dragon-bridge --options mode=full,hacking=on --a hard --b normal

Bot configs (see `make_config_bot`): a level name (ai.levels.LEVELS), "random", a level with a
time per move ("hard:0.5" = the level's bot with a 0.5 s time budget instead of its limits),
our plain searchers "mcts:T" / "ismcts:T" (T seconds per move, random rollouts), or OpenSpiel's
own Python searchers "openspiel-mcts:T" / "openspiel-ismcts:T" (needs requirements-arena.txt).
T may be "match": before each move the config gets the mean CPU time per move the other seats
have used so far in this game (MATCH_START_S for its first move), so "hard" against
"openspiel-mcts:match" is a same-time-per-move match that a loaded machine does not skew.
Think times are kept both as wall and as CPU seconds. `--cpu-caps` makes the levels' time caps
count CPU seconds only (no wall-clock guard), so a run beside other work keeps every search whole.

With N seats and N configs, game i uses seed `seed + i // N` and rotates the seats by `i % N`
(config j sits in seat (j + i) % N), so every deal is played once from every rotation. Chance
is driven by `rng_for(seed, "chance", ply)`, each decision by `rng_for(seed, "ai", seat, ply)`:
a run is reproducible when every config uses node/depth/iteration limits (not time).
`--options key=value,...` sets the game's rule options (GameInfo.options; checked by
GameInfo.resolve_options, so a typo is an error) for every game, in worker processes too; a
per-seat option takes one value per seat ("deck=red/blue") or one value for every seat.
Scores: 1 for the sole best return, 1/k when k seats share it, 0 otherwise; head-to-head pairs
compare two configs' returns in the same games (1 / 0.5 / 0) and give an Elo difference.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from ai.cpu_guard import count_cpu_only
from ai.protocol import Bot, SearchBudget
from game.core.protocol import OptionSpec, sample_chance
from game.rng import rng_for

MATCH_START_S = 0.25
"""Time of a "match" config's first move, before the other seats have used any."""


def is_matching(config: str) -> bool:
    """True for a config whose time per move follows the other seats' ("name:match")."""
    return config.partition(":")[2] == "match"


def parse_options(slug: str, text: str | None, num_players: int | None = None) -> dict[str, Any]:
    """Every rule option of `slug`, resolved, from "key=value,key=value" (None/"" = defaults).

    Values are matched against the printed form of the option's choices, so "target_score=9" gives
    the integer 9 where the game's choices are integers. A per-seat option takes one value per
    seat separated by "/" ("deck=red/blue") or one value for every seat ("deck=red"); it needs
    `num_players`, the seat count of the run. The values belong to the seats, not the configs:
    with seats rotated, every config plays from every seat's choice. Unknown keys, unknown
    values and malformed pairs raise ValueError naming the choices.
    """
    from game.rules import get_rules

    info = get_rules(slug).info
    given: dict[str, Any] = {}
    for pair in (text or "").split(","):
        pair = pair.strip()
        if not pair:
            continue
        key, equals, value = (part.strip() for part in pair.partition("="))
        if not equals or not key or not value:
            raise ValueError(f"{slug}: option {pair!r} is not key=value")
        if key in given:
            raise ValueError(f"{slug}: option {key!r} given twice")
        spec = next((s for s in info.options if s.key == key), None)
        if spec is None:
            known = ", ".join(s.key for s in info.options) or "none"
            raise ValueError(f"{slug}: unknown option {key!r} (options: {known})")
        if spec.per_seat and "/" in value:
            given[key] = [_choice(slug, spec, part.strip()) for part in value.split("/")]
        else:
            given[key] = _choice(slug, spec, value)
    return info.resolve_options(given, num_players)


def _choice(slug: str, spec: OptionSpec, value: str) -> Any:
    """The choice of `spec` whose printed form is `value` (ValueError naming the choices)."""
    choice = next((c for c in spec.values() if str(c) == value), None)
    if choice is None:
        known = ", ".join(str(c) for c in spec.values())
        raise ValueError(f"{slug}: option {spec.key!r} cannot be {value!r} (choices: {known})")
    return choice


def format_options(options: dict[str, Any] | None) -> str:
    """The options as "key=value,..." for the report (the inverse of parse_options): a
    per-seat value as "a/b/c"."""
    return ",".join(
        f"{key}={'/'.join(map(str, value)) if isinstance(value, list) else value}"
        for key, value in (options or {}).items()
    )


def make_config_bot(slug: str, config: str) -> tuple[Bot, SearchBudget]:
    """The bot and budget of one arena config string (see the module docstring)."""
    from ai.levels import LEVELS, make_bot

    name, _, argument = config.partition(":")
    matching = argument == "match"
    seconds = MATCH_START_S if matching else float(argument) if argument else None
    if name.startswith("openspiel-"):
        from ai.openspiel_wrapper import OpenSpielBot

        time_s = seconds if seconds is not None else 1.0
        # A matching bot reads its time from the budget the arena passes each move.
        kind = name.removeprefix("openspiel-")
        return OpenSpielBot(slug, kind, None if matching else time_s), SearchBudget(time_s)
    if name in ("mcts", "ismcts"):
        from ai.ismcts import ISMCTSBot
        from ai.mcts import MCTSBot

        bot: Bot = MCTSBot() if name == "mcts" else ISMCTSBot()
        return bot, SearchBudget(time_s=seconds if seconds is not None else 1.0)
    if name != "random" and name not in LEVELS:
        raise ValueError(f"unknown arena config {config!r}")
    bot, budget = make_bot(slug, name)
    if seconds is not None:
        # Same bot, time only: for "same time per move" matches against outside searchers.
        budget = replace(budget, time_s=seconds, iterations=None)
    return bot, budget


@dataclass(frozen=True)
class GameResult:
    """One arena game. Per-config tuples are in config order (config 0 = A)."""

    index: int
    seed: int
    seats: tuple[int, ...]
    returns: tuple[float, ...]
    scores: tuple[float, ...]
    plies: int
    reason: str
    think_s: tuple[float, ...]
    moves: tuple[int, ...]
    cpu_s: tuple[float, ...] = ()
    capped: tuple[int, ...] = ()
    """Decisions whose search a time cap (or a cancel) cut short, per config: where these are
    not zero the result depends on the machine's speed, not only on the seed."""

    @property
    def a_seat(self) -> int:
        """The seat config A played."""
        return self.seats[0]

    @property
    def score(self) -> float:
        """A's score: 1 win, 0.5 draw (2 seats), 0 loss."""
        return self.scores[0]


def seat_scores(returns: Sequence[float]) -> list[float]:
    """1 for the sole best return, 1/k for k seats sharing it, 0 for everyone else."""
    best = max(returns)
    top = sum(1 for value in returns if value == best)
    return [1.0 / top if value == best else 0.0 for value in returns]


def play_game(
    slug: str,
    configs: Sequence[str] | str,
    config_b: str | None = None,
    index: int = 0,
    base_seed: int = 1000,
    options: dict[str, Any] | None = None,
) -> GameResult:
    """Play arena game `index`; `configs` are one per seat (or A and B as two strings);
    `options` are the game's rule options (None = its defaults)."""
    from game.rules import get_rules

    if isinstance(configs, str):
        configs = [configs] if config_b is None else [configs, config_b]
    configs = list(configs)
    seats_count = len(configs)
    rules = get_rules(slug)
    rules.info.check_num_players(seats_count)
    seed = base_seed + index // seats_count
    rotation = index % seats_count
    seat_of = [(position + rotation) % seats_count for position in range(seats_count)]
    config_at = {seat: configs[position] for position, seat in enumerate(seat_of)}
    bots = [make_config_bot(slug, config_at[seat]) for seat in range(seats_count)]
    matching = [is_matching(config_at[seat]) for seat in range(seats_count)]
    think = [0.0] * seats_count
    cpu = [0.0] * seats_count
    moves = [0] * seats_count
    capped = [0] * seats_count
    state = rules.new_initial_state(seats_count, options)
    ply = 0
    while not state.is_terminal():
        player = state.current_player()
        if player < 0:
            state.apply_action(sample_chance(state, rng_for(seed, "chance", ply)))
        else:
            bot, budget = bots[player]
            if matching[player]:
                budget = SearchBudget(time_s=_others_cpu_per_move(cpu, moves, player))
            started, cpu_started = time.perf_counter(), time.process_time()
            decision = bot.choose(state, budget, rng_for(seed, "ai", player, ply))
            think[player] += time.perf_counter() - started
            cpu[player] += time.process_time() - cpu_started
            moves[player] += 1
            capped[player] += bool(decision.info.get("capped"))
            state.apply_action(decision.action)
        ply += 1
    outcome = state.outcome()
    returns = state.returns()
    scores = seat_scores(returns)
    return GameResult(
        index=index,
        seed=seed,
        seats=tuple(seat_of),
        returns=tuple(float(returns[seat]) for seat in seat_of),
        scores=tuple(scores[seat] for seat in seat_of),
        plies=ply,
        reason=outcome.reason if outcome else "",
        think_s=tuple(round(think[seat], 3) for seat in seat_of),
        moves=tuple(moves[seat] for seat in seat_of),
        cpu_s=tuple(round(cpu[seat], 3) for seat in seat_of),
        capped=tuple(capped[seat] for seat in seat_of),
    )


def _others_cpu_per_move(cpu: list[float], moves: list[int], player: int) -> float:
    """Mean CPU seconds per move of every seat but `player` so far (MATCH_START_S if none)."""
    spent = sum(value for seat, value in enumerate(cpu) if seat != player)
    made = sum(count for seat, count in enumerate(moves) if seat != player)
    return spent / made if made else MATCH_START_S


def game_record(result: GameResult) -> dict[str, Any]:
    """One game for the JSON file, with the two-seat fields older readers expect."""
    record = asdict(result)
    record.update(a_seat=result.a_seat, score=result.score)
    if len(result.seats) == 2:
        record.update(
            a_think_s=result.think_s[0],
            a_moves=result.moves[0],
            b_think_s=result.think_s[1],
            b_moves=result.moves[1],
        )
    return record


ArenaTask = tuple[str, tuple[str, ...], int, int, dict[str, Any] | None]
"""One game for a worker: slug, configs, game index, base seed, rule options."""


def _play_task(task: ArenaTask) -> GameResult:
    slug, configs, index, base_seed, options = task
    return play_game(slug, configs, None, index, base_seed, options)


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
    return -400.0 * math.log10(1.0 / rate - 1.0) + 0.0  # + 0.0: never print "-0"


def _pair(results: list[GameResult], first: int, second: int) -> dict[str, Any]:
    """Head to head: `first` against `second` over the same games."""
    wins = draws = 0
    for result in results:
        mine, theirs = result.returns[first], result.returns[second]
        wins += mine > theirs
        draws += mine == theirs
    games = len(results)
    score = wins + 0.5 * draws
    rate = score / games if games else 0.0
    low, high = wilson_interval(score, games)
    return {
        "wins": wins,
        "draws": draws,
        "losses": games - wins - draws,
        "win_rate": round(rate, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "elo": round(elo_difference(rate), 1),
        "elo_ci95": [round(elo_difference(low), 1), round(elo_difference(high), 1)],
    }


def summarise(results: list[GameResult], configs: Sequence[str]) -> dict[str, Any]:
    """A's wins/draws/losses against B with interval and Elo, plus per-config and pair rows."""
    configs = list(configs)
    games = len(results)
    per_config = []
    for position, config in enumerate(configs):
        score = sum(r.scores[position] for r in results)
        moves = sum(r.moves[position] for r in results) or 1
        low, high = wilson_interval(score, games)
        per_config.append(
            {
                "config": config,
                "score": round(score / games, 4) if games else 0.0,
                "ci95": [round(low, 4), round(high, 4)],
                "seconds_per_move": round(sum(r.think_s[position] for r in results) / moves, 4),
                "cpu_seconds_per_move": round(
                    sum(r.cpu_s[position] for r in results if r.cpu_s) / moves, 4
                ),
                "max_seconds_per_game": round(
                    max((r.think_s[position] for r in results), default=0.0), 3
                ),
                "capped": sum(r.capped[position] for r in results if r.capped),
            }
        )
    pairs = [
        {"a": configs[i], "b": configs[j], **_pair(results, i, j)}
        for i in range(len(configs))
        for j in range(i + 1, len(configs))
    ]
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r.reason] = reasons.get(r.reason, 0) + 1
    head = pairs[0]
    return {
        "a": configs[0],
        "b": configs[1],
        "configs": configs,
        "games": games,
        **{key: head[key] for key in ("wins", "draws", "losses", "win_rate", "ci95", "elo")},
        "elo_ci95": head["elo_ci95"],
        "a_seconds_per_move": per_config[0]["seconds_per_move"],
        "b_seconds_per_move": per_config[1]["seconds_per_move"],
        "a_cpu_seconds_per_move": per_config[0]["cpu_seconds_per_move"],
        "b_cpu_seconds_per_move": per_config[1]["cpu_seconds_per_move"],
        "a_max_seconds_per_game": per_config[0]["max_seconds_per_game"],
        "mean_plies": round(sum(r.plies for r in results) / games, 1) if games else 0,
        "reasons": reasons,
        "per_config": per_config,
        "pairs": pairs,
    }


def run_match(
    slug: str,
    config_a: str | Sequence[str],
    config_b: str | None = None,
    games: int = 200,
    jobs: int = 1,
    base_seed: int = 1000,
    progress: bool = False,
    options: dict[str, Any] | None = None,
    cpu_caps: bool = False,
) -> tuple[dict[str, Any], list[GameResult]]:
    """Play `games` games with seats rotated, in `jobs` spawn processes if > 1.

    `cpu_caps`: the levels' time caps count CPU seconds only (ai.cpu_guard.count_cpu_only),
    in this process and the workers, so other work on the machine cannot cut a search.

    `run_match(slug, "hard", "normal", ...)` or `run_match(slug, ["a", "b", "c"], None, ...)`;
    `options` (rule options, e.g. from parse_options) reach every game's initial state and
    are recorded in the summary.
    """
    configs = list(config_a) if not isinstance(config_a, str) else [config_a]
    if config_b is not None:
        configs.append(config_b)
    if len(configs) < 2:
        raise ValueError("an arena match needs at least two configs")
    options = dict(options) if options else None
    tasks: list[ArenaTask] = [
        (slug, tuple(configs), index, base_seed, options) for index in range(games)
    ]
    results: list[GameResult] = []
    if cpu_caps:
        count_cpu_only()
    if jobs <= 1:
        for task in tasks:
            results.append(_play_task(task))
            _report_progress(results, games, progress)
    else:
        initializer = count_cpu_only if cpu_caps else None
        with multiprocessing.get_context("spawn").Pool(jobs, initializer) as pool:
            for result in pool.imap_unordered(_play_task, tasks):
                results.append(result)
                _report_progress(results, games, progress)
    results.sort(key=lambda r: r.index)
    summary = summarise(results, configs)
    summary["options"] = options or {}
    summary["base_seed"] = base_seed
    summary["cpu_caps"] = cpu_caps
    return summary, results


def _report_progress(results: list[GameResult], games: int, enabled: bool) -> None:
    """A line on stderr every tenth of the run: long matches show they are alive."""
    step = max(1, games // 10)
    if enabled and (len(results) % step == 0 or len(results) == games):
        score = sum(r.scores[0] for r in results)
        sys.stderr.write(f"[arena] {len(results)}/{games} games, A scored {score:g}\n")
        sys.stderr.flush()


def format_summary(slug: str, summary: dict[str, Any]) -> str:
    """The printed report: head-to-head pairs, then each config's score and think time."""
    lines = [
        f"{slug}: {' vs '.join(summary['configs'])}, {summary['games']} games "
        f"(seats rotated), mean {summary['mean_plies']} plies, endings {summary['reasons']}"
    ]
    if summary.get("options"):
        lines.append(f"  options: {format_options(summary['options'])}")
    for pair in summary["pairs"]:
        lines.append(
            f"  {pair['a']} vs {pair['b']}: +{pair['wins']} ={pair['draws']} -{pair['losses']}"
            f"  win rate {pair['win_rate']:.3f} [{pair['ci95'][0]:.3f}, {pair['ci95'][1]:.3f}]"
            f"  Elo {pair['elo']:+.0f} [{pair['elo_ci95'][0]:+.0f}, {pair['elo_ci95'][1]:+.0f}]"
        )
    for row in summary["per_config"]:
        lines.append(
            f"  {row['config']}: score {row['score']:.3f} [{row['ci95'][0]:.3f}, "
            f"{row['ci95'][1]:.3f}], {row['seconds_per_move']:.3f} s/move "
            f"({row['cpu_seconds_per_move']:.3f} CPU s/move)"
            + (f", {row['capped']} decisions cut by the time cap" if row.get("capped") else "")
        )
    if "wall_seconds" in summary:
        lines.append(f"  {summary['wall_seconds']} s wall")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Command line entry point (prints a summary; --json writes it with every game)."""
    parser = argparse.ArgumentParser(prog="python -m ai.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="nine-sons")
    parser.add_argument("--a", help="config A (a level, 'random', 'mcts:T', 'openspiel-mcts:T')")
    parser.add_argument("--b", help="config B")
    parser.add_argument("--bots", nargs="+", help="one config per seat (instead of --a/--b)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", dest="json_path", default=None)
    parser.add_argument(
        "--options", default=None, help="rule options as key=value pairs, e.g. mode=full,hacking=on"
    )
    parser.add_argument(
        "--cpu-caps",
        action="store_true",
        help="time caps count CPU seconds only (no wall-clock guard): a loaded machine "
        "cannot cut a search",
    )
    args = parser.parse_args(argv)
    configs = args.bots or [args.a, args.b]
    if any(config is None for config in configs) or len(configs) < 2:
        parser.error("give --a and --b, or --bots with one config per seat")
    try:
        # Resolved in full, so the report and the JSON say every rule the games were played by.
        options = parse_options(args.game, args.options, len(configs))
    except (KeyError, ValueError) as error:
        parser.error(str(error.args[0] if error.args else error))
    started = time.perf_counter()
    summary, results = run_match(
        args.game, configs, None, args.games, args.jobs, args.seed, True, options, args.cpu_caps
    )
    summary["wall_seconds"] = round(time.perf_counter() - started, 1)
    sys.stdout.write(format_summary(args.game, summary) + "\n")
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as handle:
            json.dump({"summary": summary, "games": [game_record(r) for r in results]}, handle)
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())

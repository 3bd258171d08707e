"""AI throughput: alpha-beta nodes or MCTS/ISMCTS iterations per second, and answer times."""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass

from ai.ismcts import ISMCTSBot
from ai.levels import LEVELS, make_bot
from ai.mcts import MCTSBot
from ai.protocol import Bot, SearchBudget
from bench.engine import collect_positions
from game.rng import rng_for
from game.rules import get_rules


@dataclass
class LevelTiming:
    """Answer times of one level over a set of positions, in seconds, and its search rate.

    `unit` says what the rates count: "nodes" (alpha-beta) or "iterations" (MCTS / ISMCTS).
    The answer times and `nodes_per_s` are wall clock (what a player waits); `nodes_per_cpu_s`
    counts the search's own CPU seconds, which a busy machine does not stretch.
    """

    level: str
    median_s: float
    max_s: float
    nodes_per_s: float
    unit: str = "nodes"
    nodes_per_cpu_s: float = 0.0


def bench_positions(slug: str, count: int) -> list:
    """Decision positions spread over seeded random games."""
    positions = collect_positions(get_rules(slug), 2, seed=9, count=count * 12)
    decisions = [s for s in positions if not s.is_chance_node() and len(s.legal_actions()) > 1]
    step = max(1, len(decisions) // count)
    return decisions[::step][:count]


def measure_levels(slug: str, positions: list, levels=LEVELS) -> list[LevelTiming]:
    """Each level's answer time and search rate over `positions`."""
    timings: list[LevelTiming] = []
    for level in levels:
        times: list[float] = []
        cpu = 0.0
        work = 0
        unit = "nodes"
        for index, state in enumerate(positions):
            bot, budget = make_bot(slug, level)
            start, cpu_start = time.perf_counter(), time.process_time()
            decision = bot.choose(state, budget, rng_for(index, "bench", level))
            times.append(time.perf_counter() - start)
            cpu += time.process_time() - cpu_start
            if "nodes" in decision.info:
                work += int(decision.info["nodes"])
            else:
                unit = "iterations"
                work += int(decision.info.get("iterations", 0))
        timings.append(
            LevelTiming(
                level,
                statistics.median(times),
                max(times),
                work / max(sum(times), 1e-9),
                unit,
                work / max(cpu, 1e-9),
            )
        )
    return timings


def plain_searcher(slug: str) -> Bot:
    """Our searcher with no game knowledge: UCT, or ISMCTS where information is hidden."""
    return ISMCTSBot() if get_rules(slug).info.has_hidden_info else MCTSBot()


def measure_mcts(slug: str, positions: list, seconds_each: float) -> float:
    """Plain UCT / ISMCTS iterations per CPU second (random rollouts) over `positions`.

    CPU seconds, like the OpenSpiel row it is compared with: on a shared machine wall time
    would charge other processes' load to whichever search ran at the busier moment.
    """
    iterations = 0
    elapsed = 0.0
    for index, state in enumerate(positions):
        bot = plain_searcher(slug)
        start = time.process_time()
        decision = bot.choose(state, SearchBudget(time_s=seconds_each), rng_for(index, "m"))
        elapsed += time.process_time() - start
        iterations += int(decision.info.get("iterations", 0))
    return iterations / max(elapsed, 1e-9)

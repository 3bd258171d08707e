"""Peak memory of a Hard search, measured in a fresh spawned process of its own.

The process imports the game and the AI, records its RSS (the baseline), runs the Hard level
over a few positions and reports its peak RSS, so the row shows what a search costs on top of
the imports — the same situation as the app's AI worker process.
"""

from __future__ import annotations

import multiprocessing
import resource
from dataclasses import dataclass


@dataclass
class MemoryNumbers:
    """Resident set sizes in MB of a process running Hard searches."""

    baseline_mb: float
    peak_mb: float


def _current_rss_mb() -> float:
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[1])
        return pages * resource.getpagesize() / 2**20
    except OSError:  # not Linux: fall back to the peak so far
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _hard_searches(slug: str, count: int) -> tuple[float, float]:
    from ai.levels import make_bot
    from bench.ai_speed import bench_positions
    from game.rng import rng_for

    positions = bench_positions(slug, count)
    baseline = _current_rss_mb()
    for index, state in enumerate(positions):
        bot, budget = make_bot(slug, "hard")
        bot.choose(state, budget, rng_for(index, "memory"))
    return baseline, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measure_hard_memory(slug: str, count: int = 3) -> MemoryNumbers:
    """Baseline and peak RSS of a spawned process running `count` Hard searches of `slug`."""
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        baseline, peak = pool.apply(_hard_searches, (slug, count))
    return MemoryNumbers(round(baseline, 1), round(peak, 1))

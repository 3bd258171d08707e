"""Pure helpers of the frame bench: the order of its measuring windows and the statistics of
a list of per-frame times (no pygame here, so the tests need no display)."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

WINDOW_KINDS = ("idle", "search")
"""The two conditions measured: nothing searching, and a Hard search running non-stop in the
worker process."""


def window_plan(windows_each: int) -> list[str]:
    """The measuring windows in the order they run: idle, search, idle, search, ...

    Interleaved rather than all idle windows then all search windows, so that a machine that
    gets busier (or quieter) during the run weighs on both conditions alike instead of
    passing itself off as the search's cost (or hiding it).
    """
    if windows_each < 1:
        raise ValueError(f"at least one window of each kind is needed, not {windows_each}")
    return [kind for _ in range(windows_each) for kind in WINDOW_KINDS]


def percentile(sorted_values: Sequence[float], share: float) -> float:
    """The nearest-rank value at `share` (0..1) of an ascending, non-empty sequence."""
    if not sorted_values:
        raise ValueError("no values")
    index = min(len(sorted_values) - 1, int(round(share * (len(sorted_values) - 1))))
    return sorted_values[index]


@dataclass
class Spread:
    """Summary of per-frame times in milliseconds."""

    frames: int
    mean_ms: float
    p50_ms: float
    p95_ms: float
    p99_ms: float
    max_ms: float
    over_20ms: int
    over_33ms: int


def spread(values_ms: Sequence[float]) -> Spread:
    """Mean, p50/p95/p99, max and the counts over 20 and 33 ms of `values_ms` (non-empty)."""
    ordered = sorted(values_ms)
    if not ordered:
        raise ValueError("no frames were measured")
    return Spread(
        frames=len(ordered),
        mean_ms=round(statistics.fmean(ordered), 3),
        p50_ms=round(percentile(ordered, 0.50), 3),
        p95_ms=round(percentile(ordered, 0.95), 3),
        p99_ms=round(percentile(ordered, 0.99), 3),
        max_ms=round(ordered[-1], 3),
        over_20ms=sum(1 for value in ordered if value > 20.0),
        over_33ms=sum(1 for value in ordered if value > 33.0),
    )


@dataclass
class FrameSample:
    """One measured frame: the interval since the previous frame started (what the player
    sees), the wall time of its update + draw, and the UI thread's own CPU time for them."""

    window: int
    kind: str
    interval_ms: float
    work_ms: float
    cpu_ms: float


def summarize(samples: Sequence[FrameSample]) -> dict[str, dict[str, dict]]:
    """{kind: {"interval": Spread, "work": Spread, "cpu": Spread}} as dicts, per window kind."""
    from dataclasses import asdict

    summary: dict[str, dict[str, dict]] = {}
    for kind in WINDOW_KINDS:
        chosen = [sample for sample in samples if sample.kind == kind]
        if not chosen:
            continue
        summary[kind] = {
            "interval": asdict(spread([sample.interval_ms for sample in chosen])),
            "work": asdict(spread([sample.work_ms for sample in chosen])),
            "cpu": asdict(spread([sample.cpu_ms for sample in chosen])),
            "windows": len({sample.window for sample in chosen}),  # type: ignore[dict-item]
        }
    return summary

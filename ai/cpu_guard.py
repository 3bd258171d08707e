"""A search's stop signal counted in CPU seconds, shared by the levels of the games whose
budgets are iterations with a time cap for the UI (Dragon Delta, Wyvern)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ai.protocol import Decision, SearchBudget

WALL_FACTOR: float | None = 1.4
"""The wall-clock guard: this many times the cap (below the AI worker's deadline, 1.5 times);
None (set by `count_cpu_only`, for arena runs) leaves the CPU cap alone."""


def count_cpu_only() -> None:
    """From now on, in this process, time caps count CPU seconds only: a machine loaded by
    other work stretches the wall clock but can no longer cut a search, so an arena run
    measures each level with its whole budget. The UI never calls this (a person must not
    wait 1.4 times the cap on a busy machine)."""
    global WALL_FACTOR
    WALL_FACTOR = None


class CpuGuard:
    """The search's stop signal: the caller's cancel, or the time cap counted in CPU seconds
    of this process (a busy machine stretches the wall clock, not the CPU time, so iteration
    budgets keep deciding and arena runs stay reproducible), or WALL_FACTOR times the cap on
    the wall clock (the UI's guard on a machine too busy to give the search its CPU)."""

    def __init__(self, time_s: float | None, cancel: Any = None) -> None:
        self.cancel = cancel
        self.cpu_end = None if time_s is None else time.process_time() + time_s
        self.wall_end = (
            None
            if time_s is None or WALL_FACTOR is None
            else time.perf_counter() + WALL_FACTOR * time_s
        )

    def is_set(self) -> bool:
        """True once the search must stop."""
        if self.cancel is not None and self.cancel.is_set():
            return True
        if self.cpu_end is None:
            return False
        if time.process_time() >= self.cpu_end:
            return True
        return self.wall_end is not None and time.perf_counter() >= self.wall_end


def search_within_cap(
    search: Callable[..., Decision], state: Any, budget: SearchBudget, rng: Any, cancel: Any
) -> Decision:
    """`search(state, budget, rng, guard)` with the budget's iterations and its time cap as a
    CpuGuard; a decision the cap (or a cancel) cut short says "capped" in its info (its answer
    then depends on the machine, and the arena counts it)."""
    guard = CpuGuard(budget.time_s, cancel)
    decision = search(state, replace(budget, time_s=None), rng, guard)
    if budget.iterations and decision.info.get("iterations", 0) < budget.iterations:
        decision.info["capped"] = True
    return decision

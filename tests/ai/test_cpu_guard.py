"""The CPU-second stop signal of the iteration-budget levels, and the arena's CPU-only mode."""

import time

import pytest

from ai import cpu_guard
from ai.cpu_guard import CpuGuard, count_cpu_only


def test_the_wall_clock_guard_stops_a_search_that_gets_no_cpu() -> None:
    guard = CpuGuard(0.02)
    time.sleep(0.05)  # wall time passes, almost no CPU time: only the wall guard can fire
    assert guard.is_set()


def test_cpu_only_caps_ignore_the_wall_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cpu_guard, "WALL_FACTOR", 1.4)
    count_cpu_only()
    assert cpu_guard.WALL_FACTOR is None
    guard = CpuGuard(0.02)
    time.sleep(0.05)
    assert not guard.is_set()
    end = time.process_time() + 0.05
    while time.process_time() < end:  # burn CPU past the cap
        pass
    assert guard.is_set()


def test_a_cancel_stops_at_once_and_no_cap_never_stops() -> None:
    class Cancel:
        def is_set(self) -> bool:
            return True

    assert CpuGuard(None, Cancel()).is_set()
    assert not CpuGuard(None).is_set()

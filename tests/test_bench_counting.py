"""The bench's counting: window order, frame statistics, OpenSpiel's rate, resident sizes."""

from __future__ import annotations

import pytest

from bench.frame_stats import FrameSample, percentile, spread, summarize, window_plan
from bench.openspiel_speed import SearchRun, counted_rate, old_counting, probed_search
from bench.rss import format_resident, parse_status, read_resident


def test_windows_alternate_idle_and_search():
    assert window_plan(4) == ["idle", "search"] * 4
    assert window_plan(1) == ["idle", "search"]
    with pytest.raises(ValueError):
        window_plan(0)


def test_spread_of_frame_times():
    values = [float(value) for value in range(1, 101)]  # 1..100 ms
    numbers = spread(values)
    assert (numbers.frames, numbers.p50_ms, numbers.p99_ms, numbers.max_ms) == (100, 51, 99, 100)
    assert numbers.over_20ms == 80 and numbers.over_33ms == 67
    assert percentile([5.0], 0.99) == 5.0
    with pytest.raises(ValueError):
        spread([])


def test_summary_keeps_the_two_kinds_apart():
    samples = [FrameSample(0, "idle", 16.7, 3.0, 2.0), FrameSample(1, "search", 20.0, 4.0, 2.5)]
    samples += [FrameSample(2, "idle", 16.7, 5.0, 4.0)]
    summary = summarize(samples)
    assert summary["idle"]["cpu"]["max_ms"] == 4.0 and summary["idle"]["windows"] == 2
    assert summary["search"]["interval"]["p50_ms"] == 20.0 and summary["search"]["windows"] == 1


class FakeSearch:
    """A searcher on a fake CPU clock: 1 ms per simulation, plus 40 ms of set-up paid by the
    first (the probe's) call; `solve_after` simulations solve the root (it stops there)."""

    def __init__(self, solve_after: int | None = None) -> None:
        self.now = 0.0
        self.calls: list[int] = []
        self.solve_after = solve_after

    def clock(self) -> float:
        return self.now

    def __call__(self, state, simulations: int) -> tuple[int, bool]:
        self.now += 0.040 if not self.calls else 0.0
        self.calls.append(simulations)
        ran = simulations if self.solve_after is None else min(simulations, self.solve_after)
        self.now += 0.001 * ran
        return ran, ran < simulations


def test_probe_is_neither_timed_nor_counted():
    fake = FakeSearch()
    run = probed_search("position", fake, seconds=0.5, clock=fake.clock, probe_simulations=8)
    # The probe (8 simulations + 40 ms) sized the search: 8 / 0.048 s = 166/s for 0.5 s.
    assert fake.calls == [8, 83]
    assert run.simulations == 83 and run.seconds == pytest.approx(0.083)
    assert run.probe_seconds == pytest.approx(0.048) and not run.early
    assert counted_rate([run]) == pytest.approx(1000.0)  # 1 ms each, as the searcher does
    assert old_counting([run]) == pytest.approx(83 / 0.131)  # the old, flattering figure


def test_a_search_that_solves_the_root_is_left_out():
    fake = FakeSearch(solve_after=20)
    solved = probed_search("position", fake, 0.5, clock=fake.clock)
    assert solved.early and solved.simulations == 20
    normal = SearchRun(simulations=300, seconds=0.5, early=False)
    assert counted_rate([normal, solved], keep=[True, False]) == pytest.approx(600.0)
    assert counted_rate([normal, solved], keep=[False, False]) == 0.0


STATUS = """Name:\tpython
VmPeak:\t  900000 kB
VmHWM:\t  204800 kB
VmRSS:\t  102400 kB
Threads:\t3
"""


def test_resident_size_read_from_proc_status(tmp_path):
    assert parse_status(STATUS) is not None
    resident = parse_status(STATUS)
    assert (resident.rss_mb, resident.peak_mb) == (100.0, 200.0)
    assert parse_status("Name:\tkthreadd\n") is None  # a kernel thread has no Vm lines
    assert parse_status("VmRSS:\tlots kB\nVmHWM:\t1 kB\n") is None
    (tmp_path / "42").mkdir()
    (tmp_path / "42" / "status").write_text(STATUS)
    assert read_resident(42, root=str(tmp_path)) == resident
    assert read_resident(43, root=str(tmp_path)) is None  # gone, or no /proc: "n/a"
    assert format_resident(None) == "n/a" and format_resident(resident) == "100 / 200"


def test_this_process_has_a_resident_size_where_proc_exists():
    import os

    resident = read_resident()
    if not os.path.exists("/proc/self/status"):
        assert resident is None
        return
    assert resident is not None and 0 < resident.rss_mb <= resident.peak_mb

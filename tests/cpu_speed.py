"""CPU budgets that hold on a fast machine and on a slow one: work counted in reference units.

The budget tests (the sound bank, Wyvern Hard's samples) once compared CPU seconds with a fixed
number. The 2-core boxes of this workplace, CI's included, run the same code at very different
speeds from day to day and hour to hour (the whole suite took 5.4 min one day and 10.4 the next;
a plain loop of 10^7 squares took 0.95 to 1.37 CPU s alone within one hour on 2026-12-03, and
1.8 s while the other core was busy), so a fixed number either fails for the machine's sake or
is too loose to catch a regression on a normal day. Here a small fixed reference workload runs right
before each piece of the work, on the same thread, so both see the same machine at the same
moment, and a budget is a number of reference units: the work's CPU time over the reference's.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import numpy as np

_SAMPLES = np.arange(22_050, dtype=np.float64) / 44_100


def reference_work() -> float:
    """A fixed slice of what the program does all day, pure Python (small-integer arithmetic,
    dict and list traffic, tuples: the engines and searches) and numpy (a tone and an FFT
    filter: the sound synthesis)."""
    table: dict[int, int] = {}
    cells: list[tuple[int, int]] = []
    total = 0
    for index in range(12_000):
        key = (index * 7919) & 1023
        table[key] = table.get(key, 0) + index
        cells.append((key, index & 15))
        if len(cells) > 64:
            cells.clear()
        total += key * key % 97
    tone = np.sin(2 * np.pi * 220 * _SAMPLES) * np.exp(-3 * _SAMPLES)
    filtered = np.fft.irfft(np.fft.rfft(tone, 24_000) * 0.5, 24_000)
    return float(filtered[0]) + total + len(table)


@dataclass
class Measured:
    """CPU seconds of each piece of work and of the reference run just before it."""

    work: list[float]
    reference: list[float]

    @property
    def unit(self) -> float:
        """One reference unit in CPU seconds today: the mean reference run."""
        return sum(self.reference) / len(self.reference)

    def units(self) -> float:
        """All the work, in reference units."""
        return sum(self.work) / self.unit


def measure(pieces: Iterable[Callable[[], object]]) -> Measured:
    """Run each piece after one reference run, timing both in CPU seconds of this thread."""
    measured = Measured([], [])
    for piece in pieces:
        started = time.thread_time()
        reference_work()
        between = time.thread_time()
        piece()
        measured.reference.append(between - started)
        measured.work.append(time.thread_time() - between)
    return measured

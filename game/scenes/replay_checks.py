"""The Replays list's checks in full, run in slices between frames.

The list shows each replay from its file's head (game.replays: no move replayed, so it opens at
once). `RowChecks` then checks them in full a few moves at a time within a budget per frame,
the chosen row first (a check begun on another row waits, paused), and hands each verdict to
the screen. Slices on the UI thread rather than a thread: a pure-Python replay in a thread would
hold the interpreter's lock in 5 ms turns against the drawing, and a frame must stay short.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from typing import Any

from game.replays import BrokenReplay, Replay, ReplayHead
from game.scenes.record_panels import ReplayRow

Verdict = Replay | BrokenReplay | None
"""A check's result: the replay, why it cannot be used, or None when the file has gone."""


class RowChecks:
    """Checks in full the rows still read by their heads; `settle(row, verdict)` takes each
    result and returns False when the rows were rebuilt (checking stops for this frame)."""

    def __init__(self, shelf: Any, settle: Callable[[ReplayRow, Verdict], bool]) -> None:
        self.shelf, self.settle = shelf, settle
        self._paused: dict[str, Generator[None, None, Verdict]] = {}
        """Checks begun and paused between frames, by file."""

    def forget(self) -> None:
        """The rows were rebuilt: begun checks start again when their turn comes."""
        self._paused.clear()

    @staticmethod
    def next_row(rows: list[ReplayRow], chosen: int) -> ReplayRow | None:
        """The chosen row when it is not checked yet, else the first such row."""
        if rows and isinstance(rows[chosen].entry, ReplayHead):
            return rows[chosen]
        return next((row for row in rows if isinstance(row.entry, ReplayHead)), None)

    def run(
        self, rows: Callable[[], list[ReplayRow]], chosen: Callable[[], int], budget: float
    ) -> None:
        """Check for about `budget` seconds, a slice of the moves at a time."""
        deadline = time.perf_counter() + budget
        while (row := self.next_row(rows(), chosen())) is not None:
            file = row.entry.file
            steps = self._paused.pop(file, None) or self.shelf.check_steps(row.entry)
            try:
                next(steps)
                self._paused[file] = steps
            except StopIteration as done:
                if not self.settle(row, done.value):
                    return
            if time.perf_counter() >= deadline:
                return

    def now(self, row: ReplayRow) -> bool:
        """Check `row` to the end at once (it is about to be watched or exported)."""
        if not isinstance(row.entry, ReplayHead):
            return True
        self._paused.pop(row.entry.file, None)
        return self.settle(row, self.shelf.check(row.entry))

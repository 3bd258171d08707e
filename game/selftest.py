"""Checks the standalone build runs on itself: the AI worker process and the time to first frame.

`--selftest-ai` starts the real AI worker (a spawn-started process: inside a PyInstaller bundle
that only works because main.py calls `multiprocessing.freeze_support()`), asks it for one move
of The Nine Sons of Dragon and checks the answer is legal and came from the process (not from
the in-thread search nor from the cheap bot that answers when the process fails).
`--first-frame` opens the window, draws the title screen once, prints `first-frame <unix time>
<seconds since this process began>` and exits: tools/measure_startup.py starts the program,
reads that line and so measures the start-up time a player sees, bootloader included.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from game.crash import console_write

log = logging.getLogger(__name__)

PROCESS_T0 = time.perf_counter()
"""When this module was imported; main.py imports it first, so close to the start of Python."""


def selftest_ai(timeout_s: float = 60.0, slug: str = "nine-sons", level: str = "easy") -> int:
    """Have the worker process choose one move; 0 when a legal answer came from the process."""
    from ai.protocol import SearchBudget
    from ai.worker import AIWorker
    from game.core.protocol import sample_chance
    from game.rng import rng_for
    from game.rules import get_rules

    rules = get_rules(slug)
    state = rules.new_initial_state(2, None)
    rng = rng_for(5, "selftest")
    while state.is_chance_node():
        state.apply_action(sample_chance(state, rng))
    started = time.perf_counter()
    worker = AIWorker(use_process=True)
    try:
        if not worker.uses_process:
            console_write("selftest-ai: FAILED, no worker process could be started\n")
            return 1
        worker.submit(1, state.clone(), slug, level, 5, SearchBudget(time_s=0.5, depth=2))
        results: list[Any] = []
        while not results and time.perf_counter() - started < timeout_s:
            time.sleep(0.02)
            results = worker.poll()
        pid = worker.process_pid
    finally:
        worker.shutdown()
    elapsed = time.perf_counter() - started
    if not results:
        console_write(f"selftest-ai: FAILED, no answer within {timeout_s:.0f} s\n")
        return 1
    result = results[0]
    if result.error or result.action not in state.legal_actions():
        console_write(f"selftest-ai: FAILED, answer {result.action!r} error {result.error!r}\n")
        return 1
    if result.source != "process":  # the process died or hung: the thread or cheap bot answered
        console_write(f"selftest-ai: FAILED, the {result.source} answered, not the process\n")
        return 1
    move = state.action_to_string(result.action)
    console_write(f"selftest-ai: ok, worker process chose {move} in {elapsed:.2f} s (pid {pid})\n")
    return 0


def first_frame(home: str | None = None) -> int:
    """Open the window, show the title screen once, print when that happened and exit."""
    import pygame

    from game.app import App
    from game.scenes.title import TitleScene

    app = App(home=home)
    try:
        app.reset_to(TitleScene(app))
        app.step(0.0, events=[])  # the first frame the player sees (drawn and flipped)
        # The moment of the flip: the work the app starts after it (sounds, AI worker) is not
        # part of the wait for the first frame.
        now, flipped = app.first_frame_at or (time.time(), time.perf_counter())
        since_start = flipped - PROCESS_T0
        pygame.event.pump()
        console_write(f"first-frame {now:.6f} {since_start:.4f}\n")
        log.info("first frame %.3f s after Python started", since_start)
    finally:
        app.shutdown()
    return 0

"""Wyvern answer time per searched decision, old and new level settings in one process
(session 8). From the repository root:

    nice -n 19 .venv/bin/python docs/arena/wyvern_answer_times_s8.py 40

Time caps count CPU seconds only (ai.cpu_guard.count_cpu_only, as arena runs with
--cpu-caps), so a loaded machine cannot cut a search: each config spends its whole iteration
budget unless its CPU cap cuts it ("capped"). For each of the first N positions of
tests/ai/test_wyvern_ai.py::_searched_positions, every config answers once, the order of the
configs reversed on every other position; the CPU time is this thread's (time.thread_time).
"Old" = the settings before session 8 (Hard 100, Master 80 iterations), "new" = LEVEL_SETTINGS.
"""

import os
import statistics
import sys
import time

sys.path.insert(0, ".")
from ai.cpu_guard import count_cpu_only
from ai.heuristics.wyvern.levels import LEVEL_SETTINGS, make_settings_bot
from game.rng import rng_for
from tests.ai.test_wyvern_ai import _searched_positions

CONFIGS = {
    "hard old (100 it)": {**LEVEL_SETTINGS["hard"], "iterations": 100},
    "hard new": dict(LEVEL_SETTINGS["hard"]),
    "master old (80 it)": {**LEVEL_SETTINGS["master"], "iterations": 80},
    "master new": dict(LEVEL_SETTINGS["master"]),
}


def main(configs: dict, n: int, header: str = "") -> None:
    """Every config answers the first `n` searched positions once (module doc); print the
    CPU seconds per answer."""
    count_cpu_only()
    print(f"load at start {os.getloadavg()}{header}", flush=True)
    bots = {name: make_settings_bot(settings, name) for name, settings in configs.items()}
    cpu: dict[str, list[float]] = {name: [] for name in configs}
    capped = dict.fromkeys(configs, 0)
    for i, state in enumerate(_searched_positions(n)):
        order = list(configs) if i % 2 == 0 else list(reversed(configs))
        for name in order:
            bot, budget = bots[name]
            started = time.thread_time()
            decision = bot.choose(state.clone(), budget, rng_for(i, "time", name))
            cpu[name].append(time.thread_time() - started)
            capped[name] += bool(decision.info.get("capped"))
    for name in configs:
        print(f"{name:26s} decisions {len(cpu[name])}, CPU s median {statistics.median(cpu[name]):.3f}, "
              f"mean {statistics.mean(cpu[name]):.3f}, max {max(cpu[name]):.3f}, capped {capped[name]}")  # fmt: skip
    print(f"load at end {os.getloadavg()}", flush=True)


if __name__ == "__main__":
    main(CONFIGS, int(sys.argv[1]), f", new hard {LEVEL_SETTINGS['hard']['iterations']} it, "
         f"new master {LEVEL_SETTINGS['master']['iterations']} it")  # fmt: skip

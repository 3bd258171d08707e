"""Wyvern answer time per searched decision: session 9's Master (ISMCTS, 80 iterations played
to the game's end) and session 10's (the sampled rollout search, 48 samples), with Hard beside
them, in one process. From the repository root:

    nice -n 19 .venv/bin/python docs/arena/wyvern_answer_times_s10.py 40

As wyvern_answer_times_s8.py: CPU caps only (count_cpu_only), the first N positions of
tests/ai/test_wyvern_ai.py::_searched_positions, every config answers each once, the order
reversed on every other position, CPU time of this thread.
"""

import os
import statistics
import sys
import time

sys.path.insert(0, ".")
from ai.cpu_guard import count_cpu_only
from ai.heuristics.wyvern.levels import GAME_END, LEVEL_SETTINGS, make_settings_bot
from game.rng import rng_for
from tests.ai.test_wyvern_ai import _searched_positions

CONFIGS = {
    "hard": dict(LEVEL_SETTINGS["hard"]),
    "master s9 (ISMCTS 80 it)": {
        "iterations": 80, "time_s": 4.0, "turns": GAME_END, "exploration": 0.7,
        "rollout_noise": 0.1, "prune": True, "anchor": 0.1,
    },
    "master s10 (48 samples)": {
        "samples": 48, "time_s": 4.0, "turns": GAME_END, "rollout_noise": 0.1,
        "anchor": 0.0, "margin": 1.0,
    },
}  # fmt: skip

count_cpu_only()
n = int(sys.argv[1])
print(f"load at start {os.getloadavg()}", flush=True)
bots = {name: make_settings_bot(settings, name) for name, settings in CONFIGS.items()}
cpu: dict[str, list[float]] = {name: [] for name in CONFIGS}
capped = dict.fromkeys(CONFIGS, 0)
for i, state in enumerate(_searched_positions(n)):
    order = list(CONFIGS) if i % 2 == 0 else list(reversed(CONFIGS))
    for name in order:
        bot, budget = bots[name]
        started = time.thread_time()
        decision = bot.choose(state.clone(), budget, rng_for(i, "time", name))
        cpu[name].append(time.thread_time() - started)
        capped[name] += bool(decision.info.get("capped"))
for name in CONFIGS:
    print(f"{name:26s} decisions {len(cpu[name])}, CPU s median {statistics.median(cpu[name]):.3f}, "
          f"mean {statistics.mean(cpu[name]):.3f}, max {max(cpu[name]):.3f}, capped {capped[name]}")  # fmt: skip
print(f"load at end {os.getloadavg()}", flush=True)

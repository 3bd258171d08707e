"""Wyvern answer time per searched decision: session 9's Master (ISMCTS, 80 iterations played
to the game's end) and session 10's (the sampled rollout search, 48 samples), with Hard beside
them, in one process. From the repository root:

    nice -n 19 .venv/bin/python docs/arena/wyvern_answer_times_s10.py 40

As wyvern_answer_times_s8.py (whose `main` it calls): CPU caps only (count_cpu_only), the first N positions of
tests/ai/test_wyvern_ai.py::_searched_positions, every config answers each once, the order
reversed on every other position, CPU time of this thread.
"""

import sys

sys.path.insert(0, ".")
sys.path.insert(0, "docs/arena")
from wyvern_answer_times_s8 import main

from ai.heuristics.wyvern.levels import GAME_END, LEVEL_SETTINGS

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

if __name__ == "__main__":
    main(CONFIGS, int(sys.argv[1]))

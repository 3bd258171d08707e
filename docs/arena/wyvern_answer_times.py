"""Wyvern answer time per level on searched decisions (CPU and wall). From the repository root:
`nice .venv/bin/python docs/arena/wyvern_answer_times.py easy,normal,hard,master 40`."""

import statistics
import sys
import time

sys.path.insert(0, ".")
from ai.heuristics.wyvern.levels import make_level_bot
from game.rng import rng_for
from tests.ai.test_wyvern_ai import _searched_positions

levels = sys.argv[1].split(",")
n = int(sys.argv[2])
pos = _searched_positions(n)
out = {}
for level in levels:
    bot, budget = make_level_bot(level)
    cpu, wall, capped = [], [], 0
    for i, s in enumerate(pos):
        w, c = time.perf_counter(), time.process_time()
        d = bot.choose(s, budget, rng_for(i, "time", level))
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
        capped += bool(d.info.get("capped"))
    out[level] = dict(
        decisions=len(cpu),
        cpu_median=round(statistics.median(cpu), 4),
        cpu_max=round(max(cpu), 4),
        wall_median=round(statistics.median(wall), 4),
        wall_max=round(max(wall), 4),
        capped=capped,
    )
    print(level, out[level], flush=True)

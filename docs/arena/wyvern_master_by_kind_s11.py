"""Wyvern Master's answer time by kind of decision (the frame on top of the stack) over the first
N decisions of one seeded match that Master plays against itself, CPU caps only (as the arena).
From the repository root (session 11: seed 1, 150 decisions, output in
docs/arena/wyvern_master_by_kind_s11.txt):

    .venv/bin/python docs/arena/wyvern_master_by_kind_s11.py 1 150

Prints per kind: decisions, CPU s median / max, most candidates, decisions cut by the cap, and
the fewest sample rounds (0 where the kind had a forced or policy answer).
"""

import collections
import random
import sys
import time

sys.path.insert(0, ".")
import game.rules.wyvern.frames as frames
from ai.cpu_guard import count_cpu_only
from ai.levels import make_bot
from game.core.protocol import sample_chance
from game.rules.wyvern import WyvernRules


def main(seed: int, count: int) -> None:
    """Play `count` decisions of a Master-vs-Master match and print the table by frame kind."""
    count_cpu_only()
    names = {v: k for k, v in vars(frames).items() if k.startswith("F_") and isinstance(v, int)}
    state = WyvernRules().new_initial_state(2)
    bot, budget = make_bot("wyvern", "master")
    rng = random.Random(seed)
    stats: dict[str, list] = collections.defaultdict(list)
    decisions = 0
    while not state.is_terminal() and decisions < count:
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
            continue
        kind = names.get(state.stack[-1][0], "?")
        start = time.process_time()
        decision = bot.choose(state, budget, rng)
        info = decision.info
        stats[kind].append(
            (time.process_time() - start, info.get("candidates") or 0,
             bool(info.get("capped")), info.get("iterations") or 0)
        )  # fmt: skip
        state.apply_action(decision.action)
        decisions += 1
    for kind, rows in stats.items():
        times = sorted(row[0] for row in rows)
        print(
            f"{kind:22s} n={len(rows):3d} median={times[len(times) // 2]:.3f} max={times[-1]:.3f}"
            f" cand_max={max(row[1] for row in rows)} capped={sum(row[2] for row in rows)}"
            f" min_rounds={min(row[3] for row in rows)}"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))

"""Dragon Delta: CPU and wall seconds per searched programming decision, per level and seat count.

    python docs/arena/delta2_timing.py hard 2,4,6 [positions]
Positions: the first free programming slot of rounds reached by the noisy policy (seeded).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from ai.heuristics.dragon_delta.eye import EYES
from ai.heuristics.dragon_delta.levels import make_level_bot
from ai.heuristics.dragon_delta.rollout import decide
from game.core.protocol import CHANCE, sample_chance
from game.rules.dragon_delta import DragonDeltaRules, resolve

RULES = DragonDeltaRules()


def positions(players: int, count: int) -> list:
    found = []
    seed = 0
    while len(found) < count:
        seed += 1
        rng = random.Random(seed * 7 + players)
        state = RULES.new_initial_state(players)
        target = rng.randrange(1, 6)
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            if (
                state.phase == resolve.PROGRAMMING
                and state.round >= target
                and not state.programs[state.current_player()]
            ):
                found.append(state.clone())
                break
            state.apply_action(decide(state, rng, EYES["normal"], 0.2))
    return found


def main() -> None:
    level = sys.argv[1]
    seats = [int(x) for x in sys.argv[2].split(",")]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    for players in seats:
        walls, cpus, capped = [], [], 0
        for index, state in enumerate(positions(players, count)):
            bot, budget = make_level_bot(level)
            wall, cpu = time.perf_counter(), time.process_time()
            decision = bot.choose(state, budget, random.Random(index))
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
            capped += bool(decision.info.get("capped"))
        print(
            f"{level} {players} seats, {count} decisions: wall median {statistics.median(walls):.3f}"
            f" max {max(walls):.3f} s; CPU median {statistics.median(cpus):.3f} max {max(cpus):.3f} s;"
            f" capped {capped}"
        )


if __name__ == "__main__":
    main()

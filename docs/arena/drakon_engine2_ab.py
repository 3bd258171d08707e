"""Drakon engine, issue 18 parts 2 and 3: the engine before and after in ONE process, interleaved.

Per seat count (2-6): bench.engine.measure_engine (per CPU second: random playouts, apply_action
overall and over the first / last quarter of whole seeded games, legal_actions, clone) on a copy
of the old package and on the current one, alternately, ROUNDS times (3; the environment's
DRAKON_AB_ROUNDS sets it: part 3 used 5) (each figure: the best of
its rounds, so a burst of load on the machine weighs on neither side; since session 7 the two
take turns at going first, round by round: part 3's clone figures, 0.80-0.98 for a clone that
had not changed, hinted that the one timed second is at a disadvantage), then our plain ISMCTS
(ai/ismcts.py, random rollouts) with a fixed iteration budget on the same positions with each engine: the same seeds
give the same searches when the engines behave the same (the chosen moves are compared), so
its CPU-time ratio is the engine's alone (old and new searched alternately, position by position).

Make the copy of the old package first (a83cdc4 holds the engine before part 2; git archive
reads the repository, changes nothing):
    mkdir -p /tmp/old2 && git archive a83cdc4 game/rules/drakon | tar -x -C /tmp/old2 \\
        && mv /tmp/old2/game/rules/drakon /tmp/old2/drakon_old
then: .venv/bin/python docs/arena/drakon_engine2_ab.py /tmp/old2 [seconds] [seats...]
Part 3 (session 6) compared with the engine at 1188245, five rounds:
    mkdir -p /tmp/old3 && git archive 1188245 game/rules/drakon | tar -x -C /tmp/old3 \\
        && mv /tmp/old3/game/rules/drakon /tmp/old3/drakon_old
    DRAKON_AB_ROUNDS=5 .venv/bin/python docs/arena/drakon_engine2_ab.py /tmp/old3 1.0
Session 7 (the turn change: empty hands and pile told by one list comparison, the turn step
offered before the skip loop, Gale / Wind searches, compact frontier copies) against 2bdadec:
    mkdir -p /tmp/s7drakon/old && git archive 2bdadec game/rules/drakon | tar -x -C /tmp/s7drakon/old \\
        && mv /tmp/s7drakon/old/game/rules/drakon /tmp/s7drakon/old/drakon_old
    .venv/bin/python docs/arena/drakon_engine2_ab.py /tmp/s7drakon/old 1.0
"""

import os
import random
import sys
import time

sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else "/tmp/old2")
sys.path.insert(0, os.getcwd())
from drakon_old.rules import DrakonRules as Old  # noqa: E402

from ai.ismcts import ISMCTSBot  # noqa: E402
from ai.protocol import SearchBudget  # noqa: E402
from bench.engine import collect_positions, measure_engine  # noqa: E402
from game.rules.drakon.rules import DrakonRules as New  # noqa: E402

seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 2.0
seat_counts = [int(arg) for arg in sys.argv[3:]] or [2, 3, 4, 5, 6]
ITERATIONS = 150
ROUNDS = int(os.environ.get("DRAKON_AB_ROUNDS", "3"))


def ismcts_rates(players: int) -> tuple[float, float, bool]:
    """Plain ISMCTS iterations per CPU second with the old and the new engine over the same 6
    positions (old and new searched alternately, position by position), and whether both
    chose the same moves."""
    spent = {"before": 0.0, "after": 0.0}
    moves: dict[str, list[int]] = {"before": [], "after": []}
    chosen = {}
    for name, rules in (("before", Old()), ("after", New())):
        positions = collect_positions(rules, players, seed=9, count=400)
        decisions = [s for s in positions if not s.is_chance_node() and len(s.legal_actions()) > 1]
        chosen[name] = decisions[:: max(1, len(decisions) // 6)][:6]
    for index in range(len(chosen["after"])):
        for name in ("before", "after"):
            start = time.process_time()
            decision = ISMCTSBot().choose(
                chosen[name][index], SearchBudget(iterations=ITERATIONS), random.Random(index)
            )
            spent[name] += time.process_time() - start
            moves[name].append(decision.action)
    count = ITERATIONS * len(chosen["after"])
    return count / spent["before"], count / spent["after"], moves["before"] == moves["after"]


print("load at start", os.getloadavg(), flush=True)
keys = ["playouts_per_s", "apply_per_s", "apply_early_per_s", "apply_late_per_s",
        "legal_actions_per_s", "clone_per_s", "ismcts_per_s"]  # fmt: skip
print("seats engine " + " ".join(f"{k[:-6]:>13}" for k in keys), flush=True)
for players in seat_counts:
    rows: dict[str, dict[str, float]] = {"before": {}, "after": {}}
    for round_ in range(ROUNDS):  # old, new, new, old, ...: the best of each (least disturbed)
        engines = (("before", Old()), ("after", New()))
        for name, rules in engines if round_ % 2 == 0 else engines[::-1]:  # neither always 2nd
            for key, value in vars(measure_engine(rules, players, seconds)).items():
                rows[name][key] = max(rows[name].get(key, 0.0), value)
    rows["before"]["ismcts_per_s"], rows["after"]["ismcts_per_s"], same = ismcts_rates(players)
    for name in rows:
        print(f"{players}p {name:>7} " + " ".join(f"{rows[name][k]:>13,.0f}" for k in keys),
              flush=True)  # fmt: skip
    ratios = " ".join(f"{rows['after'][k] / rows['before'][k]:>13.2f}" for k in keys)
    print(f"{players}p   ratio {ratios}  " + ("same ISMCTS moves" if same else "ISMCTS MOVES DIFFER"),
          flush=True)  # fmt: skip
print("load at end", os.getloadavg(), flush=True)

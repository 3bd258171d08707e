"""Drakon engine before / after issue 18 in ONE run: bench.engine.measure_engine (per CPU second,
with the early / late split) on a copy of the old engine package and on the current one,
interleaved seat count by seat count, so the ratios do not depend on the machine's load.

Make the copy of the old package first (3058e2f..422dbf0 hold the engine before the change):
    mkdir -p /tmp/old && git archive 422dbf0 game/rules/drakon | tar -x -C /tmp/old \
        && mv /tmp/old/game/rules/drakon /tmp/old/drakon_old
then: .venv/bin/python docs/arena/drakon_engine_ab.py /tmp/old [seconds]
"""

import os
import sys

sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else "/tmp/old")
sys.path.insert(0, os.getcwd())
from bench.engine import measure_engine  # noqa: E402
from drakon_old.rules import DrakonRules as Old  # noqa: E402

from game.rules.drakon.rules import DrakonRules as New  # noqa: E402

seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 2.0
print("load at start", os.getloadavg(), flush=True)
keys = ["playouts_per_s", "apply_per_s", "apply_early_per_s", "apply_late_per_s",
        "legal_actions_per_s", "clone_per_s"]  # fmt: skip
print("seats engine " + " ".join(f"{k[:-6]:>13}" for k in keys), flush=True)
for players in range(2, 7):
    rows = {}
    for name, rules in (("before", Old()), ("after", New())):
        rows[name] = vars(measure_engine(rules, players, seconds))
        print(f"{players}p {name:>7} " + " ".join(f"{rows[name][k]:>13,.0f}" for k in keys),
              flush=True)  # fmt: skip
    ratios = " ".join(f"{rows['after'][k] / rows['before'][k]:>13.2f}" for k in keys)
    print(f"{players}p   ratio {ratios}", flush=True)
print("load at end", os.getloadavg(), flush=True)

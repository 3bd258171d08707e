"""Dragon Bridge engine speed, old copy against this tree, interleaved in one process.

    python docs/arena/bridge_speed_compare.py /tmp/oldpkg --rounds 3 --seconds 2

`/tmp/oldpkg/old_bridge` is the old package (see bridge_speed_same.py for how to make it).
Each round runs the bench's own engine measure (bench.engine.measure_engine: random playouts,
apply_action, legal_actions on fresh states, clone; all per CPU second) on the old engine, then
on the new one, so a machine that gets busier during the run weighs on both alike. Prints the
median of the rounds for each engine and the new/old ratio.
"""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import sys
from dataclasses import asdict

sys.path.insert(0, os.getcwd())

ROWS = (
    ("playouts_per_s", "random playouts / CPU s"),
    ("apply_per_s", "apply_action / CPU s"),
    ("apply_early_per_s", "  first quarter of games"),
    ("apply_late_per_s", "  last quarter of games"),
    ("legal_actions_per_s", "legal_actions / CPU s (fresh state)"),
    ("clone_per_s", "clone / CPU s"),
)


def main() -> int:
    """Measure both engines `--rounds` times, interleaved, and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old_path", help="a folder holding the old package as old_bridge/")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0, help="bench seconds per measure")
    args = parser.parse_args()
    sys.path.insert(0, args.old_path)
    from bench.engine import measure_engine
    from game.rules.dragon_bridge import DragonBridgeRules

    engines = {
        "old": importlib.import_module("old_bridge").DragonBridgeRules(),
        "new": DragonBridgeRules(),
    }
    results: dict[str, list[dict]] = {"old": [], "new": []}
    for round_index in range(args.rounds):
        for name, rules in engines.items():
            numbers = asdict(measure_engine(rules, 2, args.seconds))
            results[name].append(numbers)
            sys.stderr.write(f"round {round_index + 1} {name}: {numbers}\n")
    print(f"load {os.getloadavg()[0]:.2f} at the end; medians of {args.rounds} rounds")
    print(f"{'':40s} {'old':>12s} {'new':>12s} {'new/old':>8s}")
    for key, label in ROWS:
        old = statistics.median(r[key] for r in results["old"])
        new = statistics.median(r[key] for r in results["new"])
        print(f"{label:40s} {old:12,.0f} {new:12,.0f} {new / old:7.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Wyvern engine speed, an old copy against this tree, interleaved in one process.

    git archive 1188245 --prefix=old/ | tar -x -C /tmp/wyv
    mkdir -p /tmp/wyv/oldpkg && cp -r /tmp/wyv/old/game/rules/wyvern /tmp/wyv/oldpkg/wyvern_old
    python docs/arena/wyvern_speed_compare.py /tmp/wyv/oldpkg --rounds 2 --seconds 3

Each round runs, on the old engine and then the new one (the order alternating by round, so a
machine that gets busier weighs on both alike):
- the bench's own engine measure (bench.engine.measure_engine: random playouts, apply_action,
  legal_actions on fresh states, clone; per CPU second), and
- the playouts our ISMCTS runs: from 10 positions of seeded random matches, a determinization
  for the seat to move and a random playout to the end (ai.mcts.random_policy, sample_chance),
  per CPU second; each playout's actions are hashed, and both engines must give the same.
Prints the mean of the rounds per engine and the new / old ratio, and the load.
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import sys
import time

sys.path.insert(0, os.getcwd())

ROWS = (
    ("playouts_per_s", "random playouts / CPU s (bench)"),
    ("apply_per_s", "apply_action / CPU s"),
    ("apply_early_per_s", "  first quarter of games"),
    ("apply_late_per_s", "  last quarter of games"),
    ("legal_actions_per_s", "legal_actions / CPU s (fresh state)"),
    ("clone_per_s", "clone / CPU s"),
)


def positions(rules, count: int = 10, seed: int = 9) -> list:
    """Decision positions with more than one legal action, every 97 plies of random matches."""
    from ai.mcts import random_policy
    from game.core.protocol import CHANCE, sample_chance

    rng = random.Random(seed)
    found: list = []
    while len(found) < count:
        state = rules.new_initial_state(2)
        ply = 0
        while not state.is_terminal() and len(found) < count:
            if state.current_player() == CHANCE:
                state.apply_action(sample_chance(state, rng))
            else:
                if ply % 97 == 13 and len(state.legal_actions()) > 1:
                    found.append(state.clone())
                state.apply_action(random_policy(state, rng))
            ply += 1
    return found


def search_playouts(starts: list, seed: int, rounds: int) -> tuple[list, int, float]:
    """What the ISMCTS's iterations cost: per start, a search copy (where the engine has
    one), a determinization and a random playout. (signatures, plies, CPU seconds)"""
    from ai.mcts import random_policy
    from game.core.protocol import CHANCE, sample_chance

    rng = random.Random(seed)
    signatures = []
    plies = 0
    began = time.process_time()
    for _ in range(rounds):
        for start in starts:
            base = start.search_clone() if hasattr(start, "search_clone") else start
            world = base.sample_determinization(start.current_player(), rng)
            digest = 0
            while not world.is_terminal():
                if world.current_player() == CHANCE:
                    action = sample_chance(world, rng)
                else:
                    action = random_policy(world, rng)
                world.apply_action(action)
                digest = (digest * 1_000_003 + action) & 0xFFFF_FFFF_FFFF
                plies += 1
            signatures.append((tuple(world.returns()), digest))
    return signatures, plies, time.process_time() - began


def main() -> int:
    """Measure both engines `--rounds` times, interleaved, and print the means."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old_path", help="a folder holding the old package as wyvern_old/")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=3.0, help="bench seconds per measure")
    args = parser.parse_args()
    sys.path.insert(0, args.old_path)
    from bench.engine import measure_engine
    from game.rules.wyvern import WyvernRules

    engines = {"old": importlib.import_module("wyvern_old").WyvernRules(), "new": WyvernRules()}
    starts = {name: positions(rules) for name, rules in engines.items()}
    bench: dict[str, list] = {name: [] for name in engines}
    search: dict[str, list[float]] = {name: [0, 0, 0.0] for name in engines}
    signatures: dict[str, list] = {name: [] for name in engines}
    print(f"load at start {os.getloadavg()[0]:.2f}")
    for round_index in range(args.rounds):
        order = ("old", "new") if round_index % 2 == 0 else ("new", "old")
        for name in order:
            bench[name].append(measure_engine(engines[name], 2, args.seconds))
            found, plies, spent = search_playouts(starts[name], round_index, 2)
            search[name][0] += len(found)
            search[name][1] += plies
            search[name][2] += spent
            signatures[name].extend(found)
    same = signatures["old"] == signatures["new"]
    print(f"search playouts: {len(signatures['new'])} each, same actions and returns: {same}")
    print(f"{'':38}{'old':>12}{'new':>12}{'new/old':>9}")
    for field, label in ROWS:
        old = sum(getattr(n, field) for n in bench["old"]) / args.rounds
        new = sum(getattr(n, field) for n in bench["new"]) / args.rounds
        print(f"{label:38}{old:12,.0f}{new:12,.0f}{new / old:8.2f}x")
    rates = {name: (games / spent, plies / spent) for name, (games, plies, spent) in search.items()}
    for index, label in enumerate(("search playouts / CPU s", "  their plies / CPU s")):
        old, new = rates["old"][index], rates["new"][index]
        print(f"{label:38}{old:12,.1f}{new:12,.1f}{new / old:8.2f}x")
    print(f"load at end {os.getloadavg()[0]:.2f}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())

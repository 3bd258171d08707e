"""Drakon (issue 18, session 9): how the bench's stretches split into turns.

Per seat count, over `bench.engine.game_stretches` (seed 3, 4 games; first and last quarter):
the plies, the turns in which a seat decided something (a turn skipped without a decision is
not counted), their ratio, and apply_action's CPU time per ply and per such turn (best of 7
replays on fresh clones). Run from the checkout's root: python docs/arena/drakon_turns.py
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.getcwd())

from bench.engine import Stretch, game_stretches  # noqa: E402
from game.rules import RULES  # noqa: E402


def decision_turns(stretch: Stretch) -> int:
    """Turns of `stretch` in which a seat made a decision."""
    state = stretch.start.clone()
    seen = set()
    for action, decision in stretch.plies:
        if decision:
            seen.add(state.turns)  # type: ignore[attr-defined]
        state.apply_action(action)
    return len(seen)


def best_cpu(stretches: list[Stretch], rounds: int = 7) -> float:
    """The least CPU time of `rounds` replays (apply_action alone) of every stretch."""
    best = float("inf")
    for _ in range(rounds):
        items = [(stretch.start.clone(), stretch.plies) for stretch in stretches]
        start = time.process_time()
        for state, plies in items:
            for action, _decision in plies:
                state.apply_action(action)
        best = min(best, time.process_time() - start)
    return best


def main() -> None:
    """One line per seat count."""
    rules = RULES["drakon"]
    print(f"load {os.getloadavg()[0]:.2f}")
    for players in range(2, 7):
        row = []
        for stretches in game_stretches(rules, players, seed=3, games=4):
            plies = sum(len(stretch.plies) for stretch in stretches)
            turns = sum(decision_turns(stretch) for stretch in stretches)
            cpu = best_cpu(stretches)
            row.append(
                f"plies {plies} turns {turns} ({turns / plies:.3f} a ply) "
                f"{cpu / plies * 1e6:.2f} us a ply, {cpu / turns * 1e6:.2f} us a turn"
            )
        print(f"{players} seats: first: {row[0]} | last: {row[1]}")


if __name__ == "__main__":
    main()

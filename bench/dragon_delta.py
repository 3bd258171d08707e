"""Dragon Delta engine speed before the game is registered: `python -m bench.dragon_delta`.

CPU time (time.process_time): random playouts per second and apply_action, legal_actions and
clone calls per second over positions met in seeded random games, for 2-6 seats and both
layouts. Once the game is in game.rules.RULES, `python -m bench` measures it like the others.
"""

from __future__ import annotations

import sys
import time

from game.core.protocol import GameState, sample_chance
from game.rng import rng_for
from game.rules.dragon_delta import DragonDeltaRules


def _step(state: GameState, rng) -> int:
    if state.is_chance_node():
        return sample_chance(state, rng)
    legal = state.legal_actions()
    return legal[int(rng.random() * len(legal))]


def measure(players: int, open_river: bool, seconds: float) -> dict[str, float]:
    """CPU-time rates of one seat count and layout."""
    rules = DragonDeltaRules()
    options = {"open_river": "on" if open_river else "off"}
    rng = rng_for(1, "bench-delta", players, open_river)
    games = plies = 0
    start = time.process_time()
    positions: list[tuple[GameState, int]] = []
    while time.process_time() - start < seconds:
        state = rules.new_initial_state(players, options)
        while not state.is_terminal():
            action = _step(state, rng)
            if len(positions) < 3000 and not state.is_chance_node() and plies % 3 == 0:
                positions.append((state.clone(), action))
            state.apply_action(action)
            plies += 1
        games += 1
    playout_time = time.process_time() - start
    clones = [(s.clone(), a) for s, a in positions]
    start = time.process_time()
    for child, action in clones:
        child.apply_action(action)
    apply_time = time.process_time() - start
    fresh = [c for c, _ in clones if not c.is_terminal()]  # applied: no cached legal list
    start = time.process_time()
    for child in fresh:
        child.legal_actions()
    legal_time = time.process_time() - start
    start = time.process_time()
    for position, _ in positions:
        position.clone()
    clone_time = time.process_time() - start
    count = max(len(positions), 1)
    return {
        "playouts_per_cpu_s": games / playout_time,
        "plies_per_playout": plies / max(games, 1),
        "apply_per_cpu_s": count / max(apply_time, 1e-9),
        "legal_per_cpu_s": max(len(fresh), 1) / max(legal_time, 1e-9),
        "clone_per_cpu_s": count / max(clone_time, 1e-9),
    }


def main(argv: list[str] | None = None) -> int:
    """Print one row per seat count and layout."""
    seconds = 1.0 if "--quick" in (argv or sys.argv[1:]) else 4.0
    header = "seats river   playouts/s  plies/game   apply/s    legal/s    clone/s"
    sys.stdout.write(header + "\n")
    for open_river in (False, True):
        for players in range(2, 7):
            row = measure(players, open_river, seconds)
            sys.stdout.write(
                f"{players:5d} {'open ' if open_river else 'islet'} "
                f"{row['playouts_per_cpu_s']:11.1f} {row['plies_per_playout']:11.0f} "
                f"{row['apply_per_cpu_s']:10.0f} {row['legal_per_cpu_s']:10.0f} "
                f"{row['clone_per_cpu_s']:10.0f}\n"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())

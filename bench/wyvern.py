"""Wyvern engine speed before the game is registered: `python -m bench.wyvern [--quick]`.

CPU time (time.process_time): random matches per second (uniform random decisions, chance by
sample_chance), plies, turns and games per match, and apply_action, legal_actions and clone
calls per second over positions met in those matches, per deck pairing and for the defaults.
Once the game is in game.rules.RULES, `python -m bench` measures it like the others.
"""

from __future__ import annotations

import sys
import time

from game.core.protocol import GameState, sample_chance
from game.rng import rng_for
from game.rules.wyvern import WyvernRules

PAIRINGS = (
    ("stormwing", "stormwing"),
    ("stormwing", "stoneheart"),
    ("stoneheart", "shadowscale"),
    ("shadowscale", "stormwing"),
)


def _step(state: GameState, rng) -> int:
    if state.is_chance_node():
        return sample_chance(state, rng)
    legal = state.legal_actions()
    return legal[int(rng.random() * len(legal))]


def measure(decks: tuple[str, str], seconds: float) -> dict[str, float]:
    """CPU-time rates of one deck pairing (100-point matches, standard scoring)."""
    rules = WyvernRules()
    rng = rng_for(1, "bench-wyvern", *decks)
    matches = plies = turns = games = 0
    positions: list[tuple[GameState, int]] = []
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = rules.new_initial_state(2, {"deck": list(decks)})
        while not state.is_terminal():
            action = _step(state, rng)
            if len(positions) < 5000 and not state.is_chance_node() and plies % 5 == 0:
                positions.append((state.clone(), action))
            state.apply_action(action)
            plies += 1
        matches += 1
        games += state.game
        turns += sum(1 for event in state.events if event.kind == "turn")
    playout_time = time.process_time() - start
    clones = [(s.clone(), a) for s, a in positions]
    start = time.process_time()
    for child, action in clones:
        child.apply_action(action)
    apply_time = time.process_time() - start
    fresh = [c for c, _ in clones if not c.is_terminal() and not c.is_chance_node()]
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
        "matches_per_cpu_s": matches / playout_time,
        "plies_per_cpu_s": plies / playout_time,
        "plies_per_match": plies / max(matches, 1),
        "games_per_match": games / max(matches, 1),
        "turns_per_game": turns / max(games, 1),
        "plies_per_game": plies / max(games, 1),
        "apply_per_cpu_s": count / max(apply_time, 1e-9),
        "legal_per_cpu_s": max(len(fresh), 1) / max(legal_time, 1e-9),
        "clone_per_cpu_s": count / max(clone_time, 1e-9),
    }


def main(argv: list[str] | None = None) -> int:
    """Print one row per deck pairing."""
    seconds = 1.0 if "--quick" in (argv or sys.argv[1:]) else 5.0
    sys.stdout.write(
        "decks                      matches/s  plies/s  plies/match games/match turns/game "
        "plies/game   apply/s   legal/s   clone/s\n"
    )
    for decks in PAIRINGS:
        row = measure(decks, seconds)
        sys.stdout.write(
            f"{decks[0]:>11}-{decks[1]:<14} {row['matches_per_cpu_s']:9.2f} "
            f"{row['plies_per_cpu_s']:8.0f} {row['plies_per_match']:11.0f} "
            f"{row['games_per_match']:11.2f} {row['turns_per_game']:10.1f} "
            f"{row['plies_per_game']:10.0f} {row['apply_per_cpu_s']:9.0f} "
            f"{row['legal_per_cpu_s']:9.0f} {row['clone_per_cpu_s']:9.0f}\n"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

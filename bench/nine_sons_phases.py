"""Nine Sons engine rates split by kind of turn: placements and sowing moves (issue 18).

bench/engine.py times `legal_actions()[0]`, which is a placement whenever one is legal, so its
apply figure says little about sowing moves. Here every decision position of seeded random games
is timed twice where it can be: applying its first placement and applying its first move (each
on a fresh clone, only the apply timed), plus legal_actions on fresh children and clone. Per CPU
second (time.process_time); the held positions are frozen out of the garbage collector's sight.

`measure_phases(make_state)` takes the state factory so that two versions of the engine can be
compared in one process (old and new interleaved, see docs/BENCHMARKS.md, "Nine Sons engine").
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bench.engine import apply_once, legal_once, timed_per_call
from game.core.protocol import sample_chance
from game.rng import rng_for

MOVE_FLAG = 1 << 20  # game.rules.nine_sons.actions.MOVE_FLAG (kept here: any engine version)


@dataclass
class PhaseNumbers:
    """Per CPU second: apply of placements, apply of moves, legal_actions, clone, playouts."""

    place_per_s: float
    move_per_s: float
    legal_actions_per_s: float
    clone_per_s: float
    playouts_per_s: float


def decision_positions(make_state: Callable[[], Any], seed: int, games: int) -> list[Any]:
    """Every decision position (turns and tame decisions) of `games` seeded random games."""
    positions = []
    for game in range(games):
        rng = rng_for(seed, "nine-sons-phases", game)
        state = make_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            positions.append(state.clone())
            actions = state.legal_actions()
            state.apply_action(actions[int(rng.random() * len(actions))])
    return positions


def _playouts(make_state: Callable[[], Any], seconds: float) -> float:
    rng = rng_for(1, "nine-sons-phases", "playouts")
    games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = make_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
            else:
                actions = state.legal_actions()
                state.apply_action(actions[int(rng.random() * len(actions))])
        games += 1
    return games / (time.process_time() - start)


def measure_phases(
    make_state: Callable[[], Any], seconds: float = 1.0, seed: int = 4, games: int = 8
) -> PhaseNumbers:
    """The rates of one engine version over the decisions of `games` seeded random games."""
    positions = decision_positions(make_state, seed, games)
    places = []
    moves = []
    for state in positions:
        actions = state.legal_actions()
        place = next((a for a in actions if a < 72), None)
        move = next((a for a in actions if a & MOVE_FLAG), None)
        if place is not None:
            places.append((state, place))
        if move is not None:
            moves.append((state, move))

    def children() -> list[Any]:
        fresh = []
        for state, action in places + moves:
            child = state.clone()
            child.apply_action(action)
            if not child.is_chance_node() and not child.is_terminal():
                fresh.append(child)
        return fresh

    gc.collect()
    gc.freeze()
    try:
        place_rate = timed_per_call(
            lambda: [(s.clone(), a) for s, a in places], apply_once, seconds
        )
        move_rate = timed_per_call(lambda: [(s.clone(), a) for s, a in moves], apply_once, seconds)
        legal_rate = timed_per_call(children, legal_once, seconds)
        clone_rate = timed_per_call(lambda: positions, lambda s: s.clone(), seconds)
    finally:
        gc.unfreeze()
    return PhaseNumbers(
        place_rate, move_rate, legal_rate, clone_rate, _playouts(make_state, seconds)
    )


def main() -> None:
    """Print the rates of the engine in this tree."""
    from game.rules.nine_sons import NineSonsState

    numbers = measure_phases(NineSonsState)
    rows = (
        ("apply, placements", numbers.place_per_s),
        ("apply, sowing moves", numbers.move_per_s),
        ("legal_actions", numbers.legal_actions_per_s),
        ("clone", numbers.clone_per_s),
        ("random playouts", numbers.playouts_per_s),
    )
    for name, value in rows:
        print(f"nine-sons {name:>20}: {value:12,.0f} /CPU s")


if __name__ == "__main__":
    main()

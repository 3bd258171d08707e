"""Engine throughput: random playouts, apply_action, legal_actions and clone per second."""

from __future__ import annotations

import time
from dataclasses import dataclass

from game.core.protocol import GameRules, GameState, sample_chance
from game.core.rng import rng_for


@dataclass
class EngineNumbers:
    """Throughput of one game at one seat count."""

    playouts_per_s: float
    plies_per_playout: float
    apply_per_s: float
    legal_actions_per_s: float
    clone_per_s: float


def _random_step(state: GameState, rng) -> int:
    if state.is_chance_node():
        return sample_chance(state, rng)
    actions = state.legal_actions()
    return actions[int(rng.random() * len(actions))]


def collect_positions(rules: GameRules, players: int, seed: int, count: int) -> list[GameState]:
    """Positions met in seeded random games (non-terminal), for per-call timings."""
    positions: list[GameState] = []
    game = 0
    while len(positions) < count:
        rng = rng_for(seed, "positions", game)
        state = rules.new_initial_state(players)
        while not state.is_terminal() and len(positions) < count:
            positions.append(state.clone())
            state.apply_action(_random_step(state, rng))
        game += 1
    return positions


def measure_engine(rules: GameRules, players: int, seconds: float) -> EngineNumbers:
    """Time whole random games, then apply/legal/clone over positions met in them."""
    rng = rng_for(1, "bench", "playouts")
    games = plies = 0
    initial = rules.new_initial_state(players)
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = initial.clone()
        while not state.is_terminal():
            state.apply_action(_random_step(state, rng))
            plies += 1
        games += 1
    playout_time = time.perf_counter() - start

    positions = collect_positions(rules, players, seed=2, count=2000)
    decisions = [s for s in positions if not s.is_chance_node()]
    start = time.perf_counter()
    rounds = 0
    while time.perf_counter() - start < seconds / 3:
        for state in decisions:
            state.legal_actions()
        rounds += 1
    legal_rate = rounds * len(decisions) / (time.perf_counter() - start)

    moves = [(s, s.legal_actions()[0]) for s in decisions]
    start = time.perf_counter()
    applied = 0
    clone_time = 0.0
    while time.perf_counter() - start < seconds / 3:
        for state, action in moves:
            copy = state.clone()
            copy.apply_action(action)
        applied += len(moves)
    both_time = time.perf_counter() - start
    start = time.perf_counter()
    cloned = 0
    while time.perf_counter() - start < seconds / 3:
        for state, _ in moves:
            state.clone()
        cloned += len(moves)
    clone_time = time.perf_counter() - start
    clone_rate = cloned / clone_time
    # apply time = (clone + apply) time minus the clone share measured separately
    apply_time = max(both_time - applied / clone_rate, 1e-9)
    return EngineNumbers(
        playouts_per_s=games / playout_time,
        plies_per_playout=plies / max(games, 1),
        apply_per_s=applied / apply_time,
        legal_actions_per_s=legal_rate,
        clone_per_s=clone_rate,
    )

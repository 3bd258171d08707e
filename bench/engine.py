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


def _rate(work, calls_per_round: int, seconds: float) -> float:
    """Calls per second of `work` (which makes `calls_per_round` calls) over `seconds`."""
    rounds = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        work()
        rounds += 1
    return rounds * calls_per_round / (time.perf_counter() - start)


def _child(state: GameState, action: int) -> GameState | None:
    """A clone of `state` after `action`, or None if the child is not a decision node."""
    child = state.clone()
    child.apply_action(action)
    return child if not child.is_chance_node() and not child.is_terminal() else None


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
    moves = [(s, s.legal_actions()[0]) for s in decisions]
    slice_s = seconds / 4
    # Engines may cache legal actions per state (and clones may share that cache), so
    # legal_actions is timed on children just made by apply_action, and the cost of the
    # clone and the apply is measured alone and subtracted.
    clone_rate = _rate(lambda: [s.clone() for s, _ in moves], len(moves), slice_s)
    clone_apply_rate = _rate(
        lambda: [s.clone().apply_action(a) for s, a in moves], len(moves), slice_s
    )
    children = [_child(s, a) for s, a in moves]
    fresh = [(s, a) for (s, a), child in zip(moves, children, strict=True) if child is not None]
    clone_apply_legal_rate = _rate(
        lambda: [_child(s, a).legal_actions() for s, a in fresh], len(fresh), slice_s
    )
    apply_rate = 1.0 / max(1.0 / clone_apply_rate - 1.0 / clone_rate, 1e-9)
    legal_rate = 1.0 / max(1.0 / clone_apply_legal_rate - 1.0 / clone_apply_rate, 1e-9)
    return EngineNumbers(
        playouts_per_s=games / playout_time,
        plies_per_playout=plies / max(games, 1),
        apply_per_s=apply_rate,
        legal_actions_per_s=legal_rate,
        clone_per_s=clone_rate,
    )

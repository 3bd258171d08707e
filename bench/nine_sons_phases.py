"""Nine Sons engine rates split by kind of turn: placements and sowing moves (issue 18).

bench/engine.py times `legal_actions()[0]`, which is a placement whenever one is legal, so its
apply figure says little about sowing moves. Here every decision position of seeded random games
is timed twice where it can be: applying its first placement and applying its first move (each
on a fresh clone, only the apply timed), plus legal_actions on fresh children and clone. Per CPU
second (time.process_time); the held positions are frozen out of the garbage collector's sight.

`measure_phases(make_state)` takes the state factory so that two versions of the engine can be
compared in one process (old and new interleaved, see docs/BENCHMARKS.md, "Nine Sons engine");
`measure_search(make_level_bot, positions, level)` likewise takes a version's levels for the
alpha-beta rate (nodes per CPU second, time caps lifted so that the tree is the same).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ai.protocol import SearchBudget, clear_search_caches
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


@dataclass
class SearchNumbers:
    """One level's alpha-beta over a set of positions: nodes, CPU seconds, every answer."""

    level: str
    nodes: int
    cpu_s: float
    answers: list[tuple[int, int, float]]  # (move, nodes, value) per position
    answer_cpu_s: list[float]

    @property
    def nodes_per_s(self) -> float:
        """Nodes per CPU second over all the answers."""
        return self.nodes / max(self.cpu_s, 1e-9)


def search_positions(make_state: Callable[[], Any], count: int = 12, seed: int = 9) -> list[Any]:
    """bench.ai_speed.bench_positions' positions, built with `make_state` (any engine version):
    decision positions with a choice, spread over seeded random games."""
    held = []
    game = 0
    while len(held) < count * 12:
        rng = rng_for(seed, "positions", game)
        state = make_state()
        while not state.is_terminal() and len(held) < count * 12:
            held.append(state.clone())
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
            else:
                actions = state.legal_actions()
                state.apply_action(actions[int(rng.random() * len(actions))])
        game += 1
    decisions = [s for s in held if not s.is_chance_node() and len(s.legal_actions()) > 1]
    step = max(1, len(decisions) // count)
    return decisions[::step][:count]


def measure_search(
    make_level_bot: Callable[[str], tuple[Any, SearchBudget]], positions: list[Any], level: str
) -> SearchNumbers:
    """A level's search over `positions`, per CPU second, its time cap lifted (the node budget
    decides: the same tree whatever the load), the search caches emptied before each answer as
    the AI worker does after each."""
    nodes = 0
    cpu = 0.0
    answers = []
    times = []
    for index, state in enumerate(positions):
        bot, budget = make_level_bot(level)
        clear_search_caches()
        start = time.process_time()
        decision = bot.choose(state, replace(budget, time_s=None), rng_for(index, "bench", level))
        spent = time.process_time() - start
        cpu += spent
        times.append(spent)
        nodes += decision.info["nodes"]
        answers.append((decision.action, decision.info["nodes"], decision.info["value"]))
    return SearchNumbers(level, nodes, cpu, answers, times)


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
    from ai.heuristics.nine_sons.levels import make_level_bot

    positions = search_positions(NineSonsState)
    for level in ("normal", "hard", "master"):
        found = measure_search(make_level_bot, positions, level)
        print(
            f"nine-sons alpha-beta {level:>9}: {found.nodes_per_s:12,.0f} nodes/CPU s"
            f" (answers {sum(found.answer_cpu_s) / len(positions):.3f} CPU s mean,"
            f" {max(found.answer_cpu_s):.3f} max)"
        )


if __name__ == "__main__":
    main()

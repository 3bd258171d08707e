"""OpenSpiel on our engines, timed in the same run as our own code (needs open-spiel).

Two numbers per game: random playouts per second through the pyspiel wrapper (the wrapper's
cost next to the engine's own rate), and OpenSpiel's Python MCTS (ISMCTS for hidden-information
games) simulations per CPU second next to our plain searcher's iterations, position by position
on the same positions (ours, then OpenSpiel's, on each position in turn).

Counted honestly:
- OpenSpiel's searchers take a simulation count, not a time, so each search is sized by a short
  probe on the same position; the probe is neither timed nor counted (the bench used to time
  OpenSpielBot.choose whole — probe included — while counting only the search's simulations,
  which made OpenSpiel look slower than it is; `old_counting_per_s` keeps that figure).
- The simulations counted are those the search ran (the root's visit count), timed alone.
- A position where either side stops early is left out of both rates: OpenSpiel's MCTS stops
  once it has solved the root (MCTS-Solver), our ISMCTS answers a move that wins on the spot
  without searching, and a search that answers after no iteration has no rate to give.
  `left_out` says how many were.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ai.openspiel_wrapper import DEFAULT_UCT_C, load_game, openspiel_available
from ai.protocol import SearchBudget
from game.rng import rng_for
from game.rules import get_rules

__all__ = [
    "OpenSpielNumbers",
    "SearchRun",
    "counted_rate",
    "measure_openspiel",
    "openspiel_available",
    "probed_search",
]

PROBE_SIMULATIONS = 8
"""Simulations of the probe that sizes each OpenSpiel search (not counted)."""


@dataclass
class SearchRun:
    """One counted search: the simulations it ran, its CPU seconds (the search alone), whether
    it stopped early, and the CPU seconds of the probe that sized it (never counted)."""

    simulations: int
    seconds: float
    early: bool
    probe_seconds: float = 0.0


@dataclass
class OpenSpielNumbers:
    """OpenSpiel's rates on one game (2 seats), per CPU second.

    `direct_playouts_per_s` is our engine driven directly, timed alternately with the
    wrapped runs, so the two playout rates compare the wrapper's cost under the same load.
    `iterations_per_s` (OpenSpiel) and `ours_iterations_per_s` count the same `positions`
    minus the `left_out` ones where either search stopped early.
    """

    searcher: str
    wrapped_playouts_per_s: float
    direct_playouts_per_s: float
    iterations_per_s: float
    ours_iterations_per_s: float = 0.0
    positions: int = 0
    left_out: int = 0
    old_counting_per_s: float = 0.0


# ----------------------------------------------------------------------------- counting (pure)


def probed_search(
    state: Any,
    search: Callable[[Any, int], tuple[int, bool]],
    seconds: float,
    clock: Callable[[], float] = time.process_time,
    probe_simulations: int = PROBE_SIMULATIONS,
) -> SearchRun:
    """Size a search of `state` to about `seconds` by a probe of `probe_simulations`, then run
    and time it. `search(state, simulations)` returns (simulations run, stopped early)."""
    start = clock()
    _, probe_early = search(state, probe_simulations)
    probe_seconds = clock() - start
    rate = probe_simulations / max(probe_seconds, 1e-6)
    simulations = max(2, int(rate * seconds))
    start = clock()
    ran, early = search(state, simulations)
    return SearchRun(ran, clock() - start, early or probe_early, probe_seconds)


def counted_rate(runs: Sequence[SearchRun], keep: Sequence[bool] | None = None) -> float:
    """Simulations per second over the runs kept (all by default), searches alone."""
    chosen = [run for index, run in enumerate(runs) if keep is None or keep[index]]
    seconds = sum(run.seconds for run in chosen)
    return sum(run.simulations for run in chosen) / seconds if seconds > 0 else 0.0


def old_counting(runs: Sequence[SearchRun]) -> float:
    """The rate as the bench counted it before issue 18: every search's simulations over its
    time plus its probe's (the probe's own simulations not counted)."""
    seconds = sum(run.seconds + run.probe_seconds for run in runs)
    return sum(run.simulations for run in runs) / seconds if seconds > 0 else 0.0


# ----------------------------------------------------------------------------- the searchers


def openspiel_searcher(slug: str, kind: str, seed: int) -> Callable[[Any, int], tuple[int, bool]]:
    """`search(state, simulations)` with OpenSpiel's Python MCTS or ISMCTS (random rollouts),
    built as ai.openspiel_wrapper.OpenSpielBot builds it; returns (simulations run, solved)."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    game = load_game(slug, 2)
    rng = random.Random(seed)

    def search(state: Any, simulations: int) -> tuple[int, bool]:
        random_state = np.random.RandomState(rng.randrange(2**31))
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
        wrapped = game.wrap(state)
        if kind == "mcts":
            bot = mcts.MCTSBot(
                game, DEFAULT_UCT_C, simulations, evaluator, random_state=random_state
            )
            root = bot.mcts_search(wrapped)
            return int(root.explore_count), root.outcome is not None
        searcher = ismcts.ISMCTSBot(
            game, evaluator, DEFAULT_UCT_C, simulations, random_state=random_state
        )
        world_rng = random.Random(rng.randrange(2**31))
        searcher.set_resampler(
            lambda pyspiel_state, player: game.wrap(
                pyspiel_state.inner.sample_determinization(player, world_rng), copy=False
            )
        )
        searcher.run_search(wrapped)  # OpenSpiel's ISMCTS always runs every simulation
        return simulations, False

    return search


def _our_search(slug: str, state: Any, seconds: float, index: int) -> SearchRun:
    """Our plain UCT / ISMCTS for `seconds` on `state`, timed in CPU seconds."""
    from bench.ai_speed import plain_searcher

    bot = plain_searcher(slug)
    start = time.process_time()
    decision = bot.choose(state, SearchBudget(time_s=seconds), rng_for(index, "m"))
    spent = time.process_time() - start
    iterations = int(decision.info.get("iterations", 0))
    return SearchRun(iterations, spent, iterations == 0 or bool(decision.info.get("decisive")))


# ----------------------------------------------------------------------------- playouts


def _playouts(state_factory, rng: random.Random, seconds: float) -> tuple[int, float]:
    """Whole random games from `state_factory()` for about `seconds` of CPU: (games, CPU s)."""
    games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = state_factory()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(_sample(state.chance_outcomes(), rng.random()))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        games += 1
    return games, time.process_time() - start


def _playout_rates(slug: str, seconds: float) -> tuple[float, float]:
    """(wrapped, direct) random playouts per CPU second, timed in alternating slices."""
    game = load_game(slug, 2)
    rules = get_rules(slug)
    totals = {"wrapped": [0, 0.0], "direct": [0, 0.0]}
    factories = {"wrapped": game.new_initial_state, "direct": lambda: rules.new_initial_state(2)}
    for round_index in range(4):
        for name, factory in factories.items():
            games, spent = _playouts(factory, random.Random(round_index), seconds / 8)
            totals[name][0] += games
            totals[name][1] += spent
    return tuple(games / max(spent, 1e-9) for games, spent in totals.values())  # type: ignore


def _sample(outcomes: list[tuple[int, float]], point: float) -> int:
    for action, probability in outcomes:
        point -= probability
        if point < 0:
            return action
    return outcomes[-1][0]


def measure_openspiel(slug: str, positions: list, seconds_each: float) -> OpenSpielNumbers:
    """Wrapper playout rate, and OpenSpiel's search rate next to ours on `positions`."""
    kind = "ismcts" if get_rules(slug).info.has_hidden_info else "mcts"
    wrapped, direct = _playout_rates(slug, max(4 * seconds_each, 2.0))
    search = openspiel_searcher(slug, kind, seed=17)
    search(positions[0], PROBE_SIMULATIONS)  # warm up: imports stay out of the timing
    ours: list[SearchRun] = []
    theirs: list[SearchRun] = []
    for index, state in enumerate(positions):
        ours.append(_our_search(slug, state, seconds_each, index))
        theirs.append(probed_search(state, search, seconds_each))
    keep = [not (mine.early or other.early) for mine, other in zip(ours, theirs, strict=True)]
    return OpenSpielNumbers(
        searcher=f"openspiel-{kind}",
        wrapped_playouts_per_s=wrapped,
        direct_playouts_per_s=direct,
        iterations_per_s=counted_rate(theirs, keep),
        ours_iterations_per_s=counted_rate(ours, keep),
        positions=len(positions),
        left_out=keep.count(False),
        old_counting_per_s=old_counting(theirs),
    )

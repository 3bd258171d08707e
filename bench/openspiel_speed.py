"""OpenSpiel on our engines, timed in the same run as our own code (needs open-spiel).

Two numbers per game: random playouts per second through the pyspiel wrapper (the wrapper's
cost next to the engine's own rate), and OpenSpiel's Python MCTS (ISMCTS for hidden-information
games) simulations per second on the same positions our plain searcher is timed on.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ai.openspiel_wrapper import OpenSpielBot, load_game, openspiel_available
from ai.protocol import SearchBudget
from game.rng import rng_for
from game.rules import get_rules

__all__ = ["OpenSpielNumbers", "measure_openspiel", "openspiel_available"]


@dataclass
class OpenSpielNumbers:
    """OpenSpiel's rates on one game (2 seats), per CPU second.

    `direct_playouts_per_s` is our engine driven directly, timed alternately with the
    wrapped runs, so the two playout rates compare the wrapper's cost under the same load.
    """

    searcher: str
    wrapped_playouts_per_s: float
    direct_playouts_per_s: float
    iterations_per_s: float


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
    """Wrapper playout rate and OpenSpiel search rate (per CPU second) over `positions`."""
    kind = "ismcts" if get_rules(slug).info.has_hidden_info else "mcts"
    wrapped, direct = _playout_rates(slug, max(4 * seconds_each, 2.0))
    # Warm up: imports and the bot's first-search probe stay out of the timing.
    OpenSpielBot(slug, kind, time_s=0.1).choose(positions[0], SearchBudget(), rng_for(0, "w"))
    iterations = 0
    elapsed = 0.0
    for index, state in enumerate(positions):
        bot = OpenSpielBot(slug, kind, time_s=seconds_each)
        start = time.process_time()
        decision = bot.choose(state, SearchBudget(time_s=seconds_each), rng_for(index, "os"))
        elapsed += time.process_time() - start
        iterations += int(decision.info.get("iterations", 0))
    return OpenSpielNumbers(f"openspiel-{kind}", wrapped, direct, iterations / max(elapsed, 1e-9))

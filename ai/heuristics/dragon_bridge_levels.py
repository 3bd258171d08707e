"""Dragon Bridge difficulty levels: the settings table and the bots it builds.

Easy plays the rollout policy's move with some noise (no search); Normal, Hard and Master run
ISMCTS (ai/ismcts.py) with the evaluator, rollout policy and turn-cut playout of
ai/heuristics/dragon_bridge.py and growing iteration budgets. Budgets are iteration limits so
that arena results do not depend on machine load; `time_s` is only the UI's safety cap.
Measured separation and think times: docs/BENCHMARKS.md, "Dragon Bridge levels".
"""

from __future__ import annotations

import random
from typing import Any

from ai.heuristics.dragon_bridge import TurnPlayout, determinize, rollout_policy
from ai.ismcts import ISMCTSBot
from ai.protocol import Bot, Decision, SearchBudget, legal_or_forced
from game.core.protocol import Action, GameState


def winning_action(
    state: GameState, actions: list[Action], seat: int, rng: random.Random
) -> Action | None:
    """An action that ends the match with `seat` the sole winner, tried on a canonical
    determinization (so it reads nothing the seat cannot see); None if there is none."""
    world = determinize(state, seat, rng)
    for action in actions:
        trial = world.clone()
        trial.apply_action(action)
        if trial.is_terminal():
            returns = trial.returns()
            if all(returns[seat] > value for index, value in enumerate(returns) if index != seat):
                return action
    return None


class PolicyBot(Bot):
    """No search: the rollout policy's step, or a random legal step `noise` of the time.

    It still takes a win on the spot (every level sees an escape), and reads the state only
    through a canonical determinization, so it never uses the opponent's hidden cards.
    """

    def __init__(self, noise: float = 0.2, name: str = "dragon-bridge-policy") -> None:
        self.noise = noise
        self.name = name

    def choose(
        self, state: GameState, budget: SearchBudget, rng: random.Random, cancel: Any = None
    ) -> Decision:
        """The policy's step (or a random one) after the winning-move check; the budget is
        not needed (a step costs well under a millisecond)."""
        actions, forced = legal_or_forced(state, "PolicyBot", iterations=0)
        if forced is not None:
            return forced
        seat = state.current_player()
        winning = winning_action(state, actions, seat, rng)
        if winning is not None:
            return Decision(winning, {"decisive": True, "iterations": 0})
        if rng.random() < self.noise:
            return Decision(actions[rng.randrange(len(actions))], {"iterations": 0, "noise": True})
        world = determinize(state, seat, rng)
        return Decision(rollout_policy(world, rng), {"iterations": 0})


def make_settings_bot(settings: dict[str, Any], name: str) -> tuple[Bot, SearchBudget]:
    """The bot and budget of one LEVEL_SETTINGS-style dict (also used to tune variants):
    "policy_noise" gives a PolicyBot; otherwise ISMCTS with "iterations", "exploration",
    "turns" (playout length in turns) and optional "scale" (evaluator squash)."""
    budget = SearchBudget(time_s=settings["time_s"], iterations=settings.get("iterations"))
    if "policy_noise" in settings:
        return PolicyBot(settings["policy_noise"], name), budget
    bot = ISMCTSBot(
        exploration=settings["exploration"],
        playout=TurnPlayout(turns=settings["turns"], eval_scale=settings.get("scale", 10.0)),
        determinize=determinize,
        name=name,
    )
    return bot, budget


# Iteration caps make arena runs reproducible; time_s only keeps the UI responsive on a slow
# machine. Tuning runs (40-60 games): 300 iterations beat 8 as often as 500 did (0.867 vs
# 0.850), so Hard stays cheap; 2-turn playouts and exploration 0.4 did not help Master at equal
# cost. 200-game results (hard vs normal 0.750, normal vs easy 0.850...): docs/BENCHMARKS.md.
LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"policy_noise": 0.2, "time_s": 0.5},
    "normal": {"iterations": 8, "time_s": 0.5, "turns": 1, "exploration": 1.0},
    "hard": {"iterations": 300, "time_s": 1.5, "turns": 1, "exploration": 0.7},
    "master": {"iterations": 1000, "time_s": 3.0, "turns": 1, "exploration": 0.7},
}


def make_level_bot(level: str) -> tuple[Bot, SearchBudget]:
    """The bot and budget of one difficulty level."""
    return make_settings_bot(LEVEL_SETTINGS[level], f"dragon-bridge-{level}")

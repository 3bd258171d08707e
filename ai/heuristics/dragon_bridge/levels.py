"""Dragon Bridge difficulty levels: the settings table and the bots it builds.

Easy plays the rollout policy's move with some noise (no search); Normal, Hard and Master run
ISMCTS (ai/ismcts.py) with the evaluator (evaluate.py), the rollout policy and turn-cut playout
(rollout.py) and growing iteration budgets. Budgets are iteration limits so
that arena results do not depend on machine load; `time_s` is only the UI's safety cap.
Measured separation and think times: docs/BENCHMARKS.md, "Dragon Bridge levels".
"""

from __future__ import annotations

import random
from typing import Any

from ai import policy_bot
from ai.ismcts import ISMCTSBot
from ai.protocol import Bot, SearchBudget
from game.core.protocol import Action, GameState

from .determinize import determinize
from .rollout import TurnPlayout, rollout_policy


def winning_action(
    state: GameState, actions: list[Action], seat: int, rng: random.Random
) -> Action | None:
    """An escape (or other sole win) on the spot, judged on a canonical determinization."""
    return policy_bot.winning_action(state, actions, seat, rng, determinize)


class PolicyBot(policy_bot.PolicyBot):
    """No search: Dragon Bridge's rollout policy with `noise` random steps; takes a win."""

    def __init__(self, noise: float = 0.2, name: str = "dragon-bridge-policy") -> None:
        super().__init__(rollout_policy, determinize, noise, name)


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

"""A search-free bot: take a win on the spot, else a game's rollout-policy step, with a little
noise. The Easy / Normal levels of the hidden-information games use it.

Both the win check and the policy read the state only through the game's determinization from
the deciding seat's view, so the bot never uses cards or tiles that seat cannot see.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ai.protocol import Bot, Decision, SearchBudget, legal_or_forced
from game.core.protocol import Action, GameState

Determinize = Callable[[GameState, int, random.Random], GameState]
Policy = Callable[[GameState, random.Random], Action]


def winning_action(
    state: GameState,
    actions: list[Action],
    seat: int,
    rng: random.Random,
    determinize: Determinize,
    never_wins: Callable[[Action], bool] = lambda action: False,
) -> Action | None:
    """An action that ends the game with `seat` the sole winner, tried on one determinization
    (so it reads nothing the seat cannot see); None if there is none. `never_wins` skips
    actions that cannot end the game (e.g. the first step of a compound decision)."""
    world = determinize(state, seat, rng)
    for action in actions:
        if never_wins(action):
            continue
        trial = world.clone()
        trial.apply_action(action)
        if trial.is_terminal():
            returns = trial.returns()
            if all(returns[seat] > value for index, value in enumerate(returns) if index != seat):
                return action
    return None


class PolicyBot(Bot):
    """No search: the rollout policy's step, or a random legal step `noise` of the time; it
    still takes a win on the spot."""

    def __init__(
        self,
        policy: Policy,
        determinize: Determinize,
        noise: float,
        name: str,
        never_wins: Callable[[Action], bool] = lambda action: False,
    ) -> None:
        self.policy, self.determinize, self.never_wins = policy, determinize, never_wins
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
        winning = winning_action(state, actions, seat, rng, self.determinize, self.never_wins)
        if winning is not None:
            return Decision(winning, {"decisive": True, "iterations": 0})
        if rng.random() < self.noise:
            return Decision(actions[rng.randrange(len(actions))], {"iterations": 0, "noise": True})
        world = self.determinize(state, seat, rng)
        return Decision(self.policy(world, rng), {"iterations": 0})

"""UCT Monte Carlo tree search with max^n backups, for 1-6 seats and explicit chance.

Every node keeps the summed returns of *every* seat; at a decision node the seat to move picks
the child best for itself (max^n), so the same code plays 2-seat zero-sum and 3-6 seat games.
Chance nodes are sampled with the bot's own rng and their outcomes become children, so the tree
stays exact for perfect-information games with chance. Rollouts follow a pluggable policy
(uniform by default) and may stop at a depth cutoff, where a pluggable evaluator scores the
position instead.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from ai.protocol import (
    Bot,
    Deadline,
    Decision,
    ProgressCallback,
    SearchBudget,
    SearchCancelled,
    legal_or_forced,
)
from game.core.protocol import CHANCE, Action, GameState, sample_chance

RolloutPolicy = Callable[[GameState, random.Random], Action]
"""`policy(state, rng)`: a legal action for the current (decision) player of `state`."""

Evaluator = Callable[[GameState, int], float]
"""`evaluate(state, seat)` in evaluation units; squashed with tanh(value / eval_scale)."""

DEFAULT_ITERATIONS = 1000
"""Used when a budget gives neither iterations nor time."""


def search_base(state: GameState) -> GameState:
    """The state a search clones its worlds from: the state's optional `search_clone()` where
    the game has one (a copy that plays the same, legal actions, determinizations and random
    choices alike, but may skip what only the UI reads, such as an event log), else `state`
    itself (read only: the search clones it). A game without the hook searches as before."""
    clone = getattr(state, "search_clone", None)
    return clone() if clone is not None else state


def random_policy(state: GameState, rng: random.Random) -> Action:
    """The default rollout policy: a uniformly random legal action."""
    return rng.choice(state.legal_actions())


class Playout:
    """Finishes a game from a state: policy moves, sampled chance, optional cutoff + evaluator."""

    def __init__(
        self,
        policy: RolloutPolicy | None = None,
        rollout_depth: int | None = None,
        evaluator: Evaluator | None = None,
        eval_scale: float = 100.0,
    ) -> None:
        self.policy = policy or random_policy
        self.rollout_depth = rollout_depth if evaluator is not None else None
        self.evaluator = evaluator
        self.eval_scale = eval_scale

    def run(self, state: GameState, rng: random.Random) -> Sequence[float]:
        """Mutates `state` (a scratch copy) to the end or the cutoff; the value of every seat.

        A uniformly random playout to the end is the state's own `random_playout(rng)` where
        the game offers that optional hook: the same moves, the same draws from `rng` and the
        same returns as the loop below, without its per-step calls."""
        if self.policy is random_policy and self.rollout_depth is None:
            playout = getattr(state, "random_playout", None)
            if playout is not None:
                return playout(rng)
        steps = 0
        limit = self.rollout_depth
        while not state.is_terminal():
            if limit is not None and steps >= limit:
                return self.estimate(state)
            if state.current_player() == CHANCE:
                state.apply_action(sample_chance(state, rng))
            else:
                state.apply_action(self.policy(state, rng))
            steps += 1
        return state.returns()

    def estimate(self, state: GameState) -> list[float]:
        """The evaluator's opinion, squashed into the (-1, 1) range of returns."""
        assert self.evaluator is not None
        return [
            math.tanh(self.evaluator(state, seat) / self.eval_scale)
            for seat in range(state.num_players)
        ]


class _Node:
    """One tree node: a state reached by a fixed sequence of actions and chance outcomes."""

    __slots__ = ("player", "children", "untried", "visits", "totals")

    def __init__(self, state: GameState, num_players: int) -> None:
        self.player = state.current_player()
        self.children: dict[Action, _Node] = {}
        self.untried: list[Action] = list(state.legal_actions()) if self.player >= 0 else []
        self.visits = 0
        self.totals = [0.0] * num_players


class MCTSBot(Bot):
    """UCT with max^n backups; `exploration` is the UCB constant for returns in [-1, 1]."""

    def __init__(
        self,
        exploration: float = 1.4,
        policy: RolloutPolicy | None = None,
        rollout_depth: int | None = None,
        evaluator: Evaluator | None = None,
        eval_scale: float = 100.0,
        name: str = "mcts",
    ) -> None:
        self.exploration = exploration
        self.playout = Playout(policy, rollout_depth, evaluator, eval_scale)
        self.name = name
        self.progress: ProgressCallback | None = None

    def choose(
        self,
        state: GameState,
        budget: SearchBudget,
        rng: random.Random,
        cancel: Any = None,
    ) -> Decision:
        """Run UCT iterations until the budget is spent; play the most visited root move."""
        actions, forced = legal_or_forced(state, "MCTSBot", iterations=0)
        if forced is not None:
            return forced
        seats = state.num_players
        seat = state.current_player()
        root = _Node(state, seats)
        deadline = Deadline(budget, cancel)
        limit = _iteration_limit(budget)
        iterations = 0
        base = search_base(state)
        while limit is None or iterations < limit:
            if deadline.expired():
                break
            self._iterate(root, base.clone(), rng, seats)
            iterations += 1
            if self.progress is not None and not iterations & 255:
                self.progress(_summary(root, seat, iterations, deadline, state))
        if not root.children:
            if cancel is not None and cancel.is_set():
                raise SearchCancelled("MCTS cancelled before its first iteration")
            return Decision(actions[0], {"iterations": 0})
        info = _summary(root, seat, iterations, deadline, state)
        return Decision(info.pop("action"), info)

    def _iterate(self, root: _Node, state: GameState, rng: random.Random, seats: int) -> None:
        node = root
        path = [root]
        exploration = self.exploration
        while not state.is_terminal():
            if node.player == CHANCE:
                outcome = sample_chance(state, rng)
                state.apply_action(outcome)
                child = node.children.get(outcome)
                if child is None:
                    child = node.children[outcome] = _Node(state, seats)
                node = child
                path.append(node)
                continue
            if node.untried:
                action = node.untried.pop(rng.randrange(len(node.untried)))
                state.apply_action(action)
                child = node.children[action] = _Node(state, seats)
                path.append(child)
                break
            mover = node.player
            log_visits = math.log(node.visits) if node.visits > 1 else 0.0
            best_score = -math.inf
            best_action: Action = -1  # every child scores above -inf, so this is replaced
            for action, child in node.children.items():
                score = child.totals[mover] / child.visits + exploration * math.sqrt(
                    log_visits / child.visits
                )
                if score > best_score:
                    best_score, best_action = score, action
            state.apply_action(best_action)
            node = node.children[best_action]
            path.append(node)
        values = self.playout.run(state, rng)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for index in range(seats):
                totals[index] += values[index]


def _iteration_limit(budget: SearchBudget) -> int | None:
    if budget.iterations is not None:
        return budget.iterations
    if budget.time_s is None:
        return DEFAULT_ITERATIONS
    return None


def _summary(
    root: Any, seat: int, iterations: int, deadline: Deadline, state: GameState
) -> dict[str, Any]:
    """Most visited root move plus the numbers the UI and the arena like to show."""
    action, child = max(root.children.items(), key=lambda item: item[1].visits)
    elapsed = deadline.elapsed()
    return {
        "action": action,
        "best": state.action_to_string(action),
        "iterations": iterations,
        "visits": child.visits,
        "value": round(child.totals[seat] / child.visits, 4) if child.visits else 0.0,
        "elapsed": round(elapsed, 4),
        "ips": round(iterations / elapsed) if elapsed > 0 else 0,
    }

"""Single-observer information-set MCTS (SO-ISMCTS) with max^n backups, for 2-6 seats.

Each iteration draws a determinization of the root from what the searching seat knows
(`state.sample_determinization(seat, rng)`), then descends one shared tree whose edges are
actions. Because different determinizations allow different actions, a child's UCB term uses
its *availability* count (how often it could have been chosen) instead of the parent's visits.
Chance events are sampled and passed through open-loop (they add no node), so hidden draws never
split the tree by information the searcher does not have. The choice depends only on the
searcher's information set and the rng: resampling an opponent's hidden cards cannot change it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from ai.mcts import (
    Evaluator,
    Playout,
    RolloutPolicy,
    _iteration_limit,
    _summary,
    search_base,
)
from ai.protocol import (
    Bot,
    Deadline,
    Decision,
    ProgressCallback,
    SearchBudget,
    SearchCancelled,
    legal_or_forced,
)
from ai.search_info import tree_line, tree_top
from game.core.protocol import CHANCE, Action, GameState, sample_chance

Determinizer = Callable[[GameState, int, random.Random], GameState]
"""`determinize(state, seat, rng)`: a full state consistent with `seat`'s information."""


class _InfoNode:
    """A node of the observer's tree: reached by a sequence of actions (chance elided)."""

    __slots__ = ("children", "visits", "available", "totals")

    def __init__(self, num_players: int) -> None:
        self.children: dict[Action, _InfoNode] = {}
        self.visits = 0
        self.available = 0
        self.totals = [0.0] * num_players


class ISMCTSBot(Bot):
    """SO-ISMCTS; `exploration` is the UCB constant for returns in [-1, 1]; `playout`, if
    given, replaces the policy / depth / evaluator playout; `determinize`, if given, replaces
    `state.sample_determinization`."""

    def __init__(
        self,
        exploration: float = 1.0,
        policy: RolloutPolicy | None = None,
        rollout_depth: int | None = None,
        evaluator: Evaluator | None = None,
        eval_scale: float = 100.0,
        name: str = "ismcts",
        playout: Playout | None = None,
        determinize: Determinizer | None = None,
    ) -> None:
        self.exploration = exploration
        # A game may bring its own playout (e.g. cut at a turn boundary, where its evaluator
        # is most accurate); otherwise policy + depth cutoff + evaluator as in MCTS.
        self.playout = playout or Playout(policy, rollout_depth, evaluator, eval_scale)
        # A game may canonicalise the unseen cards before redealing them, so that the same rng
        # gives the same worlds however the hidden cards happen to be split (see Determinizer).
        self.determinize = determinize
        self.name = name
        self.progress: ProgressCallback | None = None

    def choose(
        self,
        state: GameState,
        budget: SearchBudget,
        rng: random.Random,
        cancel: Any = None,
    ) -> Decision:
        """Run ISMCTS iterations until the budget is spent; play the most visited root move."""
        actions, forced = legal_or_forced(state, "ISMCTSBot", iterations=0)
        if forced is not None:
            return forced
        seat = state.current_player()
        seats = state.num_players
        # Determinizations are drawn from the game's search copy where it offers one: the
        # same worlds, without what only the UI reads (ai/mcts.py search_base).
        base = search_base(state)
        decisive = self._decisive_action(base, actions, seat, rng)
        if decisive is not None:
            won = {"action": decisive, "visits": 0, "chance": 1.0, "exact": True}
            said = {"decisive": True, "iterations": 0, "top": [won], "line": [(seat, decisive)]}
            return Decision(decisive, said)
        root = _InfoNode(seats)
        deadline = Deadline(budget, cancel)
        limit = _iteration_limit(budget)
        iterations = 0
        while limit is None or iterations < limit:
            if deadline.expired():
                break
            world = self._sample(base, seat, rng)
            self._iterate(root, world, rng, seats)
            iterations += 1
            if self.progress is not None and not iterations & 255:
                self.progress(_summary(root, seat, iterations, deadline, state))
        # Only actions legal for the observer count: every determinization agrees on them.
        root.children = {a: c for a, c in root.children.items() if a in actions}
        if not root.children:
            if cancel is not None and cancel.is_set():
                raise SearchCancelled("ISMCTS cancelled before its first iteration")
            return Decision(actions[0], {"iterations": 0})
        info = _summary(root, seat, iterations, deadline, state)
        # For the coach (ai/search_info.py): read from the finished tree, nothing drawn.
        info["top"] = tree_top(root, state)
        info["line"] = tree_line(root, state)
        return Decision(info.pop("action"), info)

    def _sample(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        if self.determinize is not None:
            return self.determinize(state, seat, rng)
        return state.sample_determinization(seat, rng)

    def _decisive_action(
        self, state: GameState, actions: list[Action], seat: int, rng: random.Random
    ) -> Action | None:
        """An action that wins on the spot, if there is one (a decisive move: with a few
        iterations a won child and a merely good one can tie on visits). Tried on a
        determinization, so it reads nothing the seat cannot see."""
        world = self._sample(state, seat, rng)
        for action in actions:
            trial = world.clone()
            trial.apply_action(action)
            if trial.is_terminal():
                returns = trial.returns()
                others = [value for index, value in enumerate(returns) if index != seat]
                if not others or returns[seat] > max(others):
                    return action
        return None

    def _expansion(
        self, node: _InfoNode, root: _InfoNode, world: GameState, untried: list[Action], rng: Any
    ) -> Action | None:
        """Which untried action to grow a child for at `node` (None: select among the
        children it has instead). Plain ISMCTS: one at random; a game's bot may prefer its
        rollout policy's choice or widen a node progressively."""
        return untried[rng.randrange(len(untried))]

    def _iterate(self, root: _InfoNode, world: GameState, rng: random.Random, seats: int) -> None:
        node = root
        path = [root]
        exploration = self.exploration
        while not world.is_terminal():
            mover = world.current_player()
            if mover == CHANCE:
                world.apply_action(sample_chance(world, rng))
                continue
            legal = world.legal_actions()
            children = node.children
            untried = [action for action in legal if action not in children]
            for action in legal:
                child = children.get(action)
                if child is not None:
                    child.available += 1
            grown = self._expansion(node, root, world, untried, rng) if untried else None
            if grown is not None:
                world.apply_action(grown)
                child = children[grown] = _InfoNode(seats)
                child.available = 1
                path.append(child)
                break
            best_score = -math.inf
            best_action = legal[0]
            for action in legal:
                child = children.get(action)
                if child is None:  # left unexpanded on purpose by `_expansion`
                    continue
                score = child.totals[mover] / child.visits + exploration * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best_score, best_action = score, action
            world.apply_action(best_action)
            node = children[best_action]
            path.append(node)
        values = self.playout.run(world, rng)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for index in range(seats):
                totals[index] += values[index]

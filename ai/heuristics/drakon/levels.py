"""Drakon difficulty levels: the settings table and the bots it builds.

Easy and Normal play the rollout policy of rollout.py (Easy with a lot of noise);
Hard and Master run SO-ISMCTS with max^n backups (ai/ismcts.py) over canonical
determinizations, with the turn-cut playout of rollout.py and the evaluator of evaluate.py, and growing
ITERATION budgets (`time_s` is only the UI's safety cap), so arena runs are reproducible.

Placing a tile takes three decisions (PLACE_KIND -> PLACE_CELL -> PLACE_ROT) with no chance
in between. After a search picks PLACE_KIND, the searcher remembers the best-visited cell and
rotation below it (a *plan*, keyed by the view the seat will have at those steps) and plays
them without a new search when they were visited often enough: the same line at a third of
the cost. A plan is a function of the seat's own information, like the search itself.
Measured strength and think times: docs/BENCHMARKS.md, "Drakon AI".
"""

from __future__ import annotations

import random
from typing import Any

from ai import policy_bot
from ai.ismcts import ISMCTSBot
from ai.protocol import Bot, Decision, SearchBudget
from game.core.protocol import Action, GameState
from game.rules.drakon import actions

from .determinize import determinize
from .rollout import TurnPlayout, rollout_policy

WIDENED = ("place-cell", "place-rot")
"""Decisions whose nodes below the root only grow the children the rollout policy proposes."""


def _placement_start(action: Action) -> bool:
    """The first step of a placement never ends the game."""
    return actions.split(action)[0] == actions.PLACE_KIND


def winning_action(
    state: GameState, candidates: list[Action], seat: int, rng: random.Random
) -> Action | None:
    """A coin (or escape) that wins on the spot, judged on a canonical determinization."""
    return policy_bot.winning_action(state, candidates, seat, rng, determinize, _placement_start)


class PolicyBot(policy_bot.PolicyBot):
    """No search: Drakon's rollout policy with `noise` random steps; takes a win."""

    def __init__(self, noise: float = 0.2, name: str = "drakon-policy") -> None:
        super().__init__(rollout_policy, determinize, noise, name, _placement_start)


class DrakonSearchBot(ISMCTSBot):
    """ISMCTS with Drakon's playout and determinization, policy-first expansion and
    placement plans (module doc).

    `plan_visits`: how often the chosen cell must have been visited below the chosen tile for
    the plan to be trusted (0 disables plans)."""

    def __init__(self, exploration: float, turns: int, plan_visits: int, name: str) -> None:
        super().__init__(
            exploration=exploration,
            playout=TurnPlayout(turns=turns),
            determinize=determinize,
            name=name,
        )
        self.plan_visits = plan_visits
        self._plans: dict[Any, Action] = {}
        self._root: Any = None

    def _sample(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        """A canonical determinization that keeps the root's legal actions: they depend only
        on what `seat` sees, and recomputing them (every placement of every hand tile) was
        the biggest single cost of an iteration."""
        world = determinize(state, seat, rng)
        if world.current_player() == seat and state._legal is not None:  # type: ignore[attr-defined]
            world._legal = list(state._legal)  # type: ignore[attr-defined]
        return world

    def _iterate(self, root: Any, world: GameState, rng: random.Random, seats: int) -> None:
        """One ISMCTS iteration (ai/ismcts.py), remembering the tree for the placement plan."""
        self._root = root  # the search's tree, read back for the plan
        super()._iterate(root, world, rng, seats)

    def _expansion(
        self, node: Any, root: Any, world: GameState, untried: list[Action], rng: Any
    ) -> Action | None:
        """Try the rollout policy's step first. Below the root, a placement's cell and rotation
        nodes only grow a child the policy proposes (policy-guided widening): a tile's value is
        then that of sensible spots for it, not the mean over the twenty-odd free cells, which
        made placing look worse than moving (at 6 seats, Hard only tied Normal before this:
        docs/BENCHMARKS.md)."""
        action: Action | None = rollout_policy(world, rng)
        if action in node.children:
            widen = node is not root and world.pending[0] in WIDENED  # type: ignore[attr-defined]
            action = None if widen else untried[rng.randrange(len(untried))]
        return action

    def choose(
        self, state: GameState, budget: SearchBudget, rng: random.Random, cancel: Any = None
    ) -> Decision:
        """A planned placement step when one matches this view, else an ISMCTS search."""
        seat = state.current_player()
        if seat >= 0 and self._plans:
            planned = self._plans.pop(state.view(seat), None)
            if planned is not None and planned in state.legal_actions():
                return Decision(planned, {"planned": True, "iterations": 0})
        self._plans.clear()
        self._root = None
        decision = super().choose(state, budget, rng, cancel)
        if (
            self.plan_visits
            and actions.split(decision.action)[0] == actions.PLACE_KIND
            and self._root
        ):
            self._store_plan(state, seat, decision.action)
        self._root = None
        return decision

    def _store_plan(self, state: GameState, seat: int, action: Action) -> None:
        """Remember the most visited cell and rotation below the chosen tile."""
        node = self._root.children.get(action)
        after = state.clone()
        after.apply_action(action)
        for needed in (self.plan_visits, 2):
            if node is None or not node.children or after.current_player() != seat:
                return
            legal = after.legal_actions()
            options = [(a, c) for a, c in node.children.items() if a in legal]
            if not options:
                return
            best, child = max(options, key=lambda item: (item[1].visits, -item[0]))
            if child.visits < needed and len(legal) > 1:
                return
            self._plans[after.view(seat)] = best
            after.apply_action(best)
            node = child


def make_settings_bot(settings: dict[str, Any], name: str) -> tuple[Bot, SearchBudget]:
    """The bot and budget of one LEVEL_SETTINGS-style dict (also used to tune): with
    "policy_noise" a PolicyBot, else a DrakonSearchBot with "iterations", "exploration",
    "turns" (playout length in turns) and "plan_visits"."""
    budget = SearchBudget(time_s=settings["time_s"], iterations=settings.get("iterations"))
    if "policy_noise" in settings:
        return PolicyBot(settings["policy_noise"], name), budget
    bot = DrakonSearchBot(
        exploration=settings["exploration"],
        turns=settings["turns"],
        plan_visits=settings.get("plan_visits", 3),
        name=name,
    )
    return bot, budget


# Iteration caps make arena runs reproducible; time_s only keeps the UI responsive on a slow
# machine. See docs/BENCHMARKS.md ("Drakon AI") for the runs behind these numbers.
LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"policy_noise": 0.5, "time_s": 0.5},
    "normal": {"policy_noise": 0.05, "time_s": 0.5},
    "hard": {"iterations": 40, "time_s": 0.5, "turns": 1, "exploration": 0.5},
    # Master's playouts run one turn further (two turn boundaries): more iterations of the
    # one-turn search tied Hard (0.492 over 60 games); this won 0.758 over 60 (BENCHMARKS).
    "master": {"iterations": 300, "time_s": 1.5, "turns": 2, "exploration": 0.5},
}


def make_level_bot(level: str) -> tuple[Bot, SearchBudget]:
    """The bot and budget of one difficulty level."""
    return make_settings_bot(LEVEL_SETTINGS[level], f"drakon-{level}")

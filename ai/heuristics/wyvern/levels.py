"""Wyvern difficulty levels: the settings table and the bots it builds.

Easy plays the rollout policy (rollout.py) on one determinization with noise, no search.
Normal runs SO-ISMCTS (ai/ismcts.py) over determinizations drawn from what the seat knows
(determinize.py) for the decisions that matter (the attack, its target, intercepts, battle
cards, action-phase plays, reactions, treasures, Redeploy's reveal); each iteration grows the
tree with the policy's choice first, plays the policy to the start of the next turn and scores
the match-win chance (evaluate.py); setup arrangement, moves, discards and card targets follow
the policy. Hard and Master run the sampled rollout search (sampled.py) on EVERY decision, the
setup arrangement included: each candidate played to the end of the game on the same sampled
worlds, the policy's move kept unless another is better by more than the noise; Master samples
more worlds under a longer cap. The ISMCTS knobs `anchor` (keep the policy's move unless the
search's choice averaged clearly more) and `prune` are no level's now; they reproduce the
earlier Hard and Master of docs/BENCHMARKS.md.

Budgets are ITERATIONS or SAMPLES, so arena runs are reproducible; `time_s` is only the UI's
cap, counted in CPU seconds of the search (CpuGuard, as in Dragon Delta: the wall clock only at
1.4 times the cap). A decision the cap cut says "capped" in its info. A window where only Pass
is legal answers at once (legal_or_forced).
"""

from __future__ import annotations

import random
from typing import Any

from ai.cpu_guard import search_within_cap
from ai.ismcts import ISMCTSBot
from ai.protocol import Bot, Decision, SearchBudget, legal_or_forced
from game.core.protocol import Action, GameState
from game.rules.wyvern import actions
from game.rules.wyvern.actions import split
from game.rules.wyvern.frames import (
    F_ATK_TARGET,
    F_BATTLE,
    F_BWIN,
    F_INTERCEPT,
    F_PRIO,
    F_REACT,
    F_REVEAL,
    F_TREASURE,
)

from .determinize import determinize
from .rollout import TurnPlayout, rollout_policy
from .sampled import SampledRolloutBot, SampledRolloutSearch

GAME_END = 99
"""A playout length (`turns`) beyond any game's length: play to the end of the game."""

SEARCHED = frozenset(
    (F_BATTLE, F_ATK_TARGET, F_INTERCEPT, F_BWIN, F_PRIO, F_REACT, F_TREASURE, F_REVEAL)
)
"""Decision kinds the searching levels search; the others follow the policy."""


class PolicyBot(Bot):
    """No search: the rollout policy on one determinization, a random legal choice `noise` of
    the time."""

    def __init__(self, noise: float, name: str) -> None:
        self.noise, self.name = noise, name

    def choose(
        self, state: GameState, budget: SearchBudget, rng: random.Random, cancel: Any = None
    ) -> Decision:
        """The policy's choice (it reads only what the seat may know)."""
        legal, forced = legal_or_forced(state, self.name, iterations=0)
        if forced is not None:
            return forced
        world = determinize(state, state.current_player(), rng)
        action = rollout_policy(world, rng, self.noise)
        assert action in legal
        return Decision(action, {"iterations": 0})


class WyvernSearchBot(ISMCTSBot):
    """SO-ISMCTS for the decisions in SEARCHED, the policy for the others (module doc)."""

    def __init__(
        self,
        exploration: float,
        turns: int,
        rollout_noise: float,
        name: str,
        prune: bool = False,
        game_weight: float = 0.0,
        anchor: float = 0.0,
    ) -> None:
        self.turn_playout = TurnPlayout(turns=turns, noise=rollout_noise, game_weight=game_weight)
        self.prune = prune
        self.anchor = anchor
        # The root and the policy's move there, seen by `_expansion` in the first iteration.
        self.root: Any = None
        self.root_policy: Action | None = None
        super().__init__(
            exploration=exploration, playout=self.turn_playout, determinize=determinize, name=name
        )

    def choose(
        self, state: GameState, budget: SearchBudget, rng: random.Random, cancel: Any = None
    ) -> Decision:
        """A search for an important decision, else the policy's choice."""
        legal, forced = legal_or_forced(state, self.name, iterations=0)
        if forced is not None:
            return forced
        seat = state.current_player()
        frame = state.stack[-1]  # type: ignore[attr-defined]
        if frame[0] not in SEARCHED:
            world = determinize(state, seat, rng)
            return Decision(rollout_policy(world, rng), {"iterations": 0})
        self.turn_playout.viewer = seat
        self.root, self.root_policy = None, None
        decision = search_within_cap(super().choose, state, budget, rng, cancel)
        return self._anchored(decision, state, seat)

    def _anchored(self, decision: Decision, state: GameState, seat: int) -> Decision:
        """With `anchor`, the policy's move unless the search's choice averaged at least
        `anchor` more (returns in [-1, 1]): the playout's evaluator is cut at a short horizon
        and biased, so a choice it barely prefers is more often its bias than a better move."""
        policy, root = self.root_policy, self.root
        if not self.anchor or root is None or policy is None or decision.action == policy:
            return decision
        chosen, kept = root.children.get(decision.action), root.children.get(policy)
        if chosen is None or kept is None or not kept.visits:
            return decision
        gain = chosen.totals[seat] / chosen.visits - kept.totals[seat] / kept.visits
        if gain >= self.anchor:
            return decision
        info = {
            **decision.info,
            "anchored": True,
            "best": state.action_to_string(policy),
            "visits": kept.visits,
            "value": round(kept.totals[seat] / kept.visits, 4),
        }
        return Decision(policy, info)

    def _decisive_action(
        self, state: GameState, actions: list[Action], seat: int, rng: random.Random
    ) -> Action | None:
        """No single Wyvern decision ends the match on its own often enough to check."""
        return None

    def _expansion(
        self, node: Any, root: Any, world: GameState, untried: list[Action], rng: Any
    ) -> Action | None:
        """The policy's choice first, then the others at random. With `prune`, a battle phase
        grows only the attacks, Pass and the policy's own Redeploy (up to 15 Redeploy swaps
        would share the iterations with the few choices that matter; None: select among the
        children grown)."""
        action = rollout_policy(world, rng)
        if node is root and self.root is None:
            self.root, self.root_policy = root, action
        if action in untried:
            return action
        if self.prune and world.stack[-1][0] == F_BATTLE:  # type: ignore[attr-defined]
            kept = [a for a in untried if split(a)[0] != actions.REDEPLOY]
            if kept:
                untried = kept
            elif any(a in node.children for a in world.legal_actions()):
                return None
        return untried[rng.randrange(len(untried))]


def make_settings_bot(settings: dict[str, Any], name: str) -> tuple[Bot, SearchBudget]:
    """The bot and budget of one LEVEL_SETTINGS-style dict (also used to tune): with
    "policy_noise" a PolicyBot, else a WyvernSearchBot with "iterations", "exploration",
    "turns" (playout length), "rollout_noise" and optionally "prune" (a battle phase grows only
    the attacks, Pass and the policy's Redeploy; tried for Hard in balance round 2, see
    docs/wyvern-balance.md, and Master's until session 11; not used by a level). With
    "samples" instead, the sampled rollout search (sampled.py: "samples", "turns",
    "rollout_noise", "anchor", "margin" and optionally "search_all"; Master's search)."""
    if "samples" in settings:
        playout = TurnPlayout(turns=settings["turns"], noise=settings["rollout_noise"])
        search = SampledRolloutSearch(
            settings["samples"], playout, float(settings["anchor"]), float(settings["margin"])
        )
        budget = SearchBudget(time_s=settings["time_s"], iterations=settings["samples"])
        searched = None if settings.get("search_all") else SEARCHED
        return SampledRolloutBot(search, searched, name), budget
    budget = SearchBudget(time_s=settings["time_s"], iterations=settings.get("iterations"))
    if "policy_noise" in settings:
        return PolicyBot(settings["policy_noise"], name), budget
    bot = WyvernSearchBot(
        exploration=settings["exploration"],
        turns=settings["turns"],
        rollout_noise=settings["rollout_noise"],
        name=name,
        prune=bool(settings.get("prune", False)),
        game_weight=float(settings.get("game_weight", 0.0)),
        anchor=float(settings.get("anchor", 0.0)),
    )
    return bot, budget


LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"policy_noise": 0.15, "time_s": 0.5},
    "normal": {"iterations": 24, "time_s": 1.0, "turns": 1, "exploration": 0.7, "rollout_noise": 0.1},
    "hard": {"samples": 16, "time_s": 1.6, "turns": GAME_END, "rollout_noise": 0.1,
             "anchor": 0.0, "margin": 1.0, "search_all": True},
    "master": {"samples": 96, "time_s": 6.0, "turns": GAME_END, "rollout_noise": 0.1,
               "anchor": 0.0, "margin": 1.0, "search_all": True},
}  # fmt: skip
"""Iteration and sample caps make arena runs reproducible; time_s keeps the UI responsive.
Hard and Master are the same sampled search on every decision, each candidate played to the end
of the game in every sampled world: Hard with 16 worlds a decision (adopted in session 12: the
one-turn ISMCTS Hard it replaced was no stronger than Normal), Master with 96 under a 6 s cap
(session 12; 48 under 4 s from session 11, not shown stronger than this Hard: 0.640 of 25
matches). docs/BENCHMARKS.md "Session 11" and "Session 12"."""


def make_level_bot(level: str) -> tuple[Bot, SearchBudget]:
    """The bot and budget of one difficulty level."""
    return make_settings_bot(LEVEL_SETTINGS[level], f"wyvern-{level}")

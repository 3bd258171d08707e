"""Dragon Delta difficulty levels: the settings table and the bots it builds.

Every level judges planks with its own eye (eye.py: Easy misjudges often, Master almost
never). Easy plays the rollout policy's program with a lot of noise and no search. Normal,
Hard and Master choose their programs by SO-ISMCTS with max^n backups (ai/ismcts.py) over
sequential hidden commitments: each iteration redeals the other seats' unrevealed programs
plausibly (determinize.py), descends a tree of programming choices (the seat's own next
slots, then the seats programming after it), plays the round out with the rollout policy and
scores the board with the bridge-graph evaluator (rollout.py, evaluate.py). No level programs
a card sure to fail (sure.py), in its own program or in those it imagines for the others.

From three seats on, Master scores its playouts by each seat's share of the win chances
(`evaluate.win_shares`) rather than by its lead over the closest rival: stopping the leader
helps every other seat, and the closest-rival lead credited all of it to Master.

Budgets are ITERATIONS (for two seats; fewer with more seats, `seat_budget`), so arena runs are
reproducible; `time_s` is only the UI's safety cap, and it is counted in CPU seconds of the
search (`CpuGuard`; the wall clock only at 1.4 times the cap), so a busy machine that
stretches the wall clock does not cut the search: the levels' iterations take well under
their caps in CPU time (docs/BENCHMARKS.md). A decision the cap did cut says "capped" in its
info.

Programming takes five decisions in a row. The search at the first free slot remembers the
most visited line of the seat's own next slots (a *plan*, keyed by the view the seat will
have then) and plays it without a new search when it was visited often enough. The card
decisions of the resolution (where to put a stone, which gap to bridge, what to remove, where
to step) follow the policy for every level: they are public and nearly forced once the
program is chosen; the plank is always the eye's.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from functools import partial
from typing import Any

from ai.cpu_guard import search_within_cap
from ai.ismcts import ISMCTSBot
from ai.protocol import Bot, Decision, SearchBudget, legal_or_forced
from game.core.protocol import CHANCE, Action, GameState, sample_chance
from game.rules.dragon_delta import resolve

from . import evaluate, sure
from .determinize import determinize
from .eye import EYES, Eye
from .rollout import RoundPlayout, decide, rollout_policy


class PolicyBot(Bot):
    """No search: the rollout policy's program and card decisions, a random legal choice
    `noise` of the time, and the level's eye for planks."""

    def __init__(self, eye: Eye, noise: float, name: str) -> None:
        self.eye, self.noise, self.name = eye, noise, name

    def choose(
        self, state: GameState, budget: SearchBudget, rng: random.Random, cancel: Any = None
    ) -> Decision:
        """The policy's choice on a determinization (it reads nothing the seat cannot see)."""
        legal, forced = legal_or_forced(state, self.name, iterations=0)
        if forced is not None:
            return forced
        world = determinize(state, state.current_player(), rng)
        action = decide(world, rng, self.eye, self.noise)
        assert action in legal
        return Decision(action, {"iterations": 0})


def seat_budget(budget: SearchBudget, seats: int, floor: int = 0) -> SearchBudget:
    """The level's iterations are for two seats; an iteration plays out every seat's round,
    so with more seats there are proportionally fewer (never fewer than MIN_ITERATIONS, nor
    than `floor`). A function of the seat count only: the run stays reproducible."""
    if not budget.iterations or seats <= 2:
        return budget
    fewer = budget.iterations * 2 // seats
    return replace(budget, iterations=min(budget.iterations, max(MIN_ITERATIONS, floor, fewer)))


MIN_ITERATIONS = 8


class DeltaSearchBot(ISMCTSBot):
    """ISMCTS over programming choices (module doc); card decisions by the policy.

    `plan_visits`: how often a slot of the plan must have been visited to be played without a
    new search (0: search every slot). `own_slots_from`: from this many seats on (0: never), the
    tree holds only the seat's own programming slots, and the seats programming after it play
    the rollout policy's cards in each iteration instead of tree nodes. Our cards are hidden
    from them in the real game, so a tree node of theirs below ours learns a reply to a program
    they cannot see: the more iterations, the more those imagined seats "answer" our cards
    (measured, docs/BENCHMARKS.md: Master at 4 seats no better than Hard with such a tree).
    `anchor` (0: off): the policy's card is played unless the search's most visited card has
    a mean value at least this much higher (`_anchored`). `seat_floor`: the fewest iterations
    at any seat count (`seat_budget`; 0: the plain 2/seats share). `win_share` (0: off): from
    three seats on the playout scores every seat by its share of the win chances
    (`evaluate.win_shares` with this temperature) instead of its lead over the closest rival."""

    def __init__(
        self,
        eye: Eye,
        exploration: float,
        rounds: int,
        plan_visits: int,
        name: str,
        own_slots_from: int = 0,
        anchor: float = 0.0,
        seat_floor: int = 0,
        win_share: float = 0.0,
    ) -> None:
        super().__init__(
            exploration=exploration,
            playout=RoundPlayout(rounds),
            determinize=determinize,
            name=name,
        )
        self.eye = eye
        self.plan_visits = plan_visits
        self.own_slots_from = own_slots_from
        self.anchor = anchor
        self.seat_floor = seat_floor
        self.win_share = win_share
        self._seat = -1
        self._own_slots_only = False
        self._plans: dict[Any, Action] = {}

    def choose(
        self, state: GameState, budget: SearchBudget, rng: random.Random, cancel: Any = None
    ) -> Decision:
        """A planned slot, a search for a programming slot, else the policy's card decision."""
        legal, forced = legal_or_forced(state, self.name, iterations=0)
        if forced is not None:
            return forced
        seat = state.current_player()
        if state.phase != resolve.PROGRAMMING:  # type: ignore[attr-defined]
            world = determinize(state, seat, rng)
            return Decision(decide(world, rng, self.eye, 0.0), {"iterations": 0})
        planned = self._plans.pop(state.view(seat), None)
        if planned is not None and planned in legal:
            return Decision(planned, {"planned": True, "iterations": 0})
        self._plans.clear()
        self._root: Any = None
        self._seat = seat
        seats = state.num_players
        self._own_slots_only = bool(self.own_slots_from) and seats >= self.own_slots_from
        budget = seat_budget(budget, seats, self.seat_floor)
        many = bool(self.win_share) and seats >= 3
        self.playout.score = (  # type: ignore[attr-defined]
            partial(evaluate.win_shares, temperature=self.win_share)
            if many
            else evaluate.evaluate_all
        )
        decision = search_within_cap(super().choose, state, budget, rng, cancel)
        if self.anchor and self._root is not None:
            decision = self._anchored(state, seat, decision, rng)
        if self.plan_visits and self._root is not None:
            self._store_plan(state, seat, decision.action)
        self._root = None
        return decision

    def _decisive_action(
        self, state: GameState, actions: list[Action], seat: int, rng: random.Random
    ) -> Action | None:
        """No programming card wins on the spot."""
        return None

    def _expansion(
        self, node: Any, root: Any, world: GameState, untried: list[Action], rng: Any
    ) -> Action | None:
        """The rollout policy's card first, then the others at random."""
        action = rollout_policy(world, rng)
        if action in node.children or action not in untried:
            action = untried[rng.randrange(len(untried))]
        return action

    def _iterate(self, root: Any, world: GameState, rng: random.Random, seats: int) -> None:
        """One ISMCTS iteration whose tree holds only this round's programming choices; the
        resolution is played out by the policy (RoundPlayout) and scored."""
        self._root = root
        node = root
        path = [root]
        s: Any = world
        while not s.is_terminal() and s.phase == resolve.PROGRAMMING:
            mover = s.current_player()
            if mover == CHANCE:
                s.apply_action(sample_chance(s, rng))
                continue
            if self._own_slots_only and mover != self._seat:
                s.apply_action(rollout_policy(s, rng))
                continue
            legal = sure.safe_actions(s, s.legal_actions())
            children = node.children
            untried = [action for action in legal if action not in children]
            for action in legal:
                child = children.get(action)
                if child is not None:
                    child.available += 1
            if untried:
                grown = self._expansion(node, root, s, untried, rng)
                assert grown is not None
                s.apply_action(grown)
                child = children[grown] = type(root)(seats)
                child.available = 1
                path.append(child)
                break
            best_score, best_action = -math.inf, legal[0]
            for action in legal:
                child = children[action]
                score = child.totals[mover] / child.visits + self.exploration * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best_score, best_action = score, action
            s.apply_action(best_action)
            node = children[best_action]
            path.append(node)
        values = self.playout.run(s, rng)
        for visited in path:
            visited.visits += 1
            for index in range(seats):
                visited.totals[index] += values[index]

    def _anchored(
        self, state: GameState, seat: int, decision: Decision, rng: random.Random
    ) -> Decision:
        """The policy's card unless the search's choice is worth `anchor` more (mean value at
        the root): with many seats a round's value is so noisy that a card the search prefers
        by a hair may be luck rather than insight. (Screened in round 4, docs/BENCHMARKS.md:
        it moved Master's choices further from a search 8 times larger; off in every level.)"""
        card = decide(determinize(state, seat, rng), rng, self.eye, 0.0)
        children = self._root.children
        chosen, kept = children.get(decision.action), children.get(card)
        if card == decision.action or chosen is None or kept is None or not kept.visits:
            return decision
        gain = chosen.totals[seat] / chosen.visits - kept.totals[seat] / kept.visits
        if gain >= self.anchor:
            return decision
        return Decision(card, {**decision.info, "anchored": True})

    def _store_plan(self, state: GameState, seat: int, action: Action) -> None:
        """Remember the most visited own slots below the chosen card."""
        node = self._root.children.get(action)
        after = state.clone()
        after.apply_action(action)
        while node is not None and node.children and after.current_player() == seat:
            legal = after.legal_actions()
            options = [(a, c) for a, c in node.children.items() if a in legal]
            if not options:
                return
            best, child = max(options, key=lambda item: (item[1].visits, -item[0]))
            if child.visits < self.plan_visits:
                return
            self._plans[after.view(seat)] = best
            after.apply_action(best)
            node = child


def make_settings_bot(settings: dict[str, Any], name: str) -> tuple[Bot, SearchBudget]:
    """The bot and budget of one LEVEL_SETTINGS-style dict (also used to tune): "eye" (a
    level of eye.EYES), with "policy_noise" a PolicyBot, else a DeltaSearchBot with
    "iterations", "exploration", "rounds" (playout length), "plan_visits" and optionally
    "own_slots_from", "anchor", "seat_floor" and "win_share" (see DeltaSearchBot)."""
    eye = EYES[settings["eye"]]
    budget = SearchBudget(time_s=settings["time_s"], iterations=settings.get("iterations"))
    if "policy_noise" in settings:
        return PolicyBot(eye, settings["policy_noise"], name), budget
    bot = DeltaSearchBot(
        eye,
        exploration=settings["exploration"],
        rounds=settings["rounds"],
        plan_visits=settings["plan_visits"],
        name=name,
        own_slots_from=int(settings.get("own_slots_from", 0)),
        anchor=float(settings.get("anchor", 0.0)),
        seat_floor=int(settings.get("seat_floor", 0)),
        win_share=float(settings.get("win_share", 0.0)),
    )
    return bot, budget


LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"eye": "easy", "policy_noise": 0.3, "time_s": 0.5},
    "normal": {
        "eye": "normal", "iterations": 40, "time_s": 1.0, "rounds": 1, "exploration": 0.7,
        "plan_visits": 4,
    },
    "hard": {
        "eye": "hard", "iterations": 150, "time_s": 2.0, "rounds": 1, "exploration": 0.7,
        "plan_visits": 10,
    },
    "master": {
        "eye": "master", "iterations": 600, "time_s": 5.0, "rounds": 1, "exploration": 0.7,
        "plan_visits": 25, "own_slots_from": 3, "win_share": 3.0,
    },
}  # fmt: skip
"""Iteration caps make arena runs reproducible; time_s keeps the UI responsive."""


def make_level_bot(level: str) -> tuple[Bot, SearchBudget]:
    """The bot and budget of one difficulty level."""
    return make_settings_bot(LEVEL_SETTINGS[level], f"dragon-delta-{level}")

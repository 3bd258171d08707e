"""Wyvern's sampled rollout search: every candidate move played to the end of the game on the
same sampled worlds, the policy's move kept unless another is better by more than the noise.

A rollout algorithm (one step of policy improvement): for a searched decision, each of
`samples` rounds draws one world from what the seat knows (determinize.py) and one seed for
the playout's dice, then plays EVERY candidate move on a copy of that world, followed by the
rollout policy to the end of the current game (TurnPlayout), and scores the position as the
chance of winning the match (evaluate.py). Because all candidates meet the same hidden cards,
the same pile order and the same playout seed (common random numbers), the differences between
moves are measured far more precisely than their values: most of a playout's noise is the world
it was dealt, which every candidate shares. ISMCTS with a few dozen iterations spreads them over
up to twenty root moves and the plies below them; here every candidate gets every sample.

The choice: the candidate with the best mean, if its paired gain over the policy's own move
(mean of the per-sample differences) is at least `anchor` and at least `margin` standard errors
of that mean; else the policy's move (a move that only looks better by the luck of a few worlds
is more often noise than a better move).

Candidates: every legal move, but in a battle phase only the attacks, Pass and the policy's own
Redeploy swap (up to fifteen swaps would cost a playout each and rarely matter).

Built by levels.make_settings_bot from settings with "samples". Hard and Master use it on EVERY
decision (`search_all`: the setup arrangement, moves, discards and card targets too), Hard with
16 samples, Master with more. Searching every decision is what made it strong: 48 samples won
0.704 of 27 matches against the one-turn ISMCTS Hard, only 0.533 of 30 on the same seeds when
searching only ISMCTS's kinds of decision (docs/BENCHMARKS.md "Session 11").
"""

from __future__ import annotations

import math
import random
from typing import Any

from ai.cpu_guard import search_within_cap
from ai.mcts import search_base
from ai.protocol import Bot, Decision, SearchBudget, SearchCancelled, legal_or_forced
from ai.search_info import chance_from_value
from game.core.protocol import Action, GameState
from game.rules.wyvern import actions
from game.rules.wyvern.actions import split
from game.rules.wyvern.frames import F_BATTLE

from .determinize import determinize
from .rollout import TurnPlayout, rollout_policy

TOP_MOVES = 3
"""Candidates reported to the coach (ai/search_info.py's `top`)."""


def candidates(state: GameState, legal: list[Action], policy: Action) -> list[Action]:
    """The moves worth a playout each: the policy's first, then the others; in a battle phase
    the attacks and Pass but no Redeploy swap other than the policy's."""
    frame = state.stack[-1]  # type: ignore[attr-defined]
    others = [a for a in legal if a != policy]
    if frame[0] == F_BATTLE:
        others = [a for a in others if split(a)[0] != actions.REDEPLOY]
    return [policy, *others]


class SampledRolloutSearch:
    """The search behind one decision (module doc); `choose` is its whole use."""

    def __init__(self, samples: int, playout: TurnPlayout, anchor: float, margin: float) -> None:
        self.samples = samples
        self.playout = playout
        self.anchor = anchor
        self.margin = margin

    def choose(
        self, state: GameState, budget: SearchBudget, rng: random.Random, cancel: Any = None
    ) -> Decision:
        """Sample rounds until `budget.iterations` of them or `cancel`; then the choice."""
        legal = state.legal_actions()
        seat = state.current_player()
        base = search_base(state)
        self.playout.viewer = seat
        policy = rollout_policy(determinize(base, seat, rng), rng)
        moves = candidates(base, legal, policy)
        values: list[list[float]] = [[] for _ in moves]
        limit = budget.iterations or self.samples
        rounds = 0
        while rounds < limit and len(moves) > 1:
            row = self._round(base, seat, moves, rng, cancel)
            if row is None:
                break
            for index, value in enumerate(row):
                values[index].append(value)
            rounds += 1
        if rounds == 0 and len(moves) > 1 and cancel is not None and cancel.is_set():
            raise SearchCancelled("sampled rollout search cancelled before its first round")
        chosen, info = self._pick(moves, values)
        info["iterations"] = rounds if len(moves) > 1 else limit
        info["best"] = state.action_to_string(chosen)
        info["top"] = _top(moves, values, chosen)
        info["line"] = [(seat, chosen)]
        return Decision(chosen, info)

    def _round(
        self, base: GameState, seat: int, moves: list[Action], rng: random.Random, cancel: Any
    ) -> list[float] | None:
        """One round: every candidate played on one sampled world with one dice seed, the
        seat's return of each; None once `cancel` is set, even halfway through. The pairs need
        whole rounds, so a part round is dropped; stopping between playouts (not only between
        rounds) keeps the answer within one playout of the cap or the worker's cancel: a round
        in a long endgame, every candidate played to the game's end, can last seconds on a busy
        machine, past the worker's grace (ai/worker.py CANCEL_GRACE_S)."""
        world_seed, dice_seed = rng.getrandbits(64), rng.getrandbits(64)
        world = determinize(base, seat, random.Random(world_seed))
        row: list[float] = []
        for move in moves:
            if cancel is not None and cancel.is_set():
                return None
            trial = world.clone()
            trial.apply_action(move)
            row.append(self.playout.run(trial, random.Random(dice_seed))[seat])
        return row

    def _pick(self, moves: list[Action], values: list[list[float]]) -> tuple[Action, dict]:
        """The best mean if it beats the policy's move (moves[0]) clearly enough, else that."""
        if len(moves) == 1 or not values[0]:
            return moves[0], {"candidates": len(moves)}
        means = [sum(v) / len(v) for v in values]
        best = max(range(len(moves)), key=lambda i: means[i])
        info: dict[str, Any] = {"candidates": len(moves), "value": round(means[best], 4)}
        if best == 0:
            return moves[0], info
        gain, error = paired_gain(values[best], values[0])
        info.update(gain=round(gain, 4), error=round(error, 4))
        if gain >= self.anchor and gain >= self.margin * error:
            return moves[best], info
        info.update(anchored=True, value=round(means[0], 4))
        return moves[0], info


def paired_gain(better: list[float], base: list[float]) -> tuple[float, float]:
    """The mean of the per-sample differences and its standard error (0 with one sample)."""
    diffs = [a - b for a, b in zip(better, base, strict=True)]
    count = len(diffs)
    mean = sum(diffs) / count
    if count < 2:
        return mean, 0.0
    variance = sum((d - mean) ** 2 for d in diffs) / (count - 1)
    return mean, math.sqrt(variance / count)


def _top(moves: list[Action], values: list[list[float]], chosen: Action) -> list[dict]:
    """The coach's view: the chosen move first, then the best others by mean."""
    if not values[0]:
        return []
    means = {move: sum(v) / len(v) for move, v in zip(moves, values, strict=True)}
    ranked = sorted(moves, key=lambda m: (m != chosen, -means[m]))
    return [
        {
            "action": move,
            "visits": len(values[0]),
            "chance": chance_from_value(means[move]),
            "exact": True,
            "seats": [chance_from_value(means[move]), chance_from_value(-means[move])],
            "then": [],
        }
        for move in ranked[:TOP_MOVES]
    ]


class SampledRolloutBot(Bot):
    """The level's bot: the policy for decisions outside `searched` (None: none), the search
    (module doc) for those in it, its time cap counted by the caller's guard."""

    def __init__(
        self, search: SampledRolloutSearch, searched: frozenset[int] | None, name: str
    ) -> None:
        self.search = search
        self.searched = searched
        self.name = name

    def choose(
        self, state: GameState, budget: SearchBudget, rng: random.Random, cancel: Any = None
    ) -> Decision:
        """A forced move at once; the policy outside `searched`; else the search."""
        _, forced = legal_or_forced(state, self.name, iterations=0)
        if forced is not None:
            return forced
        frame = state.stack[-1]  # type: ignore[attr-defined]
        if self.searched is not None and frame[0] not in self.searched:
            world = determinize(state, state.current_player(), rng)
            return Decision(rollout_policy(world, rng), {"iterations": 0})
        return search_within_cap(self.search.choose, state, budget, rng, cancel)

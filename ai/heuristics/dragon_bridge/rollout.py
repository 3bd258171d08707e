"""Dragon Bridge rollout policy and turn-cut playout for the searchers (see evaluate.py for the
evaluator and why these functions read the engine's flat internals)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ai.mcts import Playout
from game.core.protocol import CHANCE, Action, GameState, sample_chance
from game.rules.dragon_bridge import actions as A
from game.rules.dragon_bridge import queries as Q

from .evaluate import CARD_REACH, ESCAPE_CARDS, evaluate

# --------------------------------------------------------------------------- rollout policy


def rollout_policy(state: GameState, rng: random.Random) -> Action:
    """A cheap, sensible step: escape when possible, walk toward the Exit end, shove the other
    wizard toward the Dragon, never end a move on a Threatened tile when there is a choice, and
    use the gem phase to get off the Dragon's end or ready a gem."""
    s = state
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    task = s._tasks[-1]  # type: ignore[attr-defined]
    kind = task[0]
    if kind == "action":
        return _policy_card(s, task[1], legal, rng)
    if kind == "move_dir":
        exit_direction = A.make(A.DIR, 1 - s._dragon)  # type: ignore[attr-defined]
        return exit_direction if rng.random() < 0.85 else legal[rng.randrange(len(legal))]
    if kind == "move_go":
        return _policy_distance(s, task, legal, rng)
    if kind == "bump_dir":
        toward = A.make(A.DIR, s._dragon)  # type: ignore[attr-defined]
        return toward if rng.random() < 0.85 else legal[rng.randrange(len(legal))]
    if kind in ("bump_bonus", "anchor"):
        return legal[0]  # take the bonus / shorten the bump against us
    if kind == "gem_phase":
        return _policy_gem(s, task[1], legal, rng)
    return legal[rng.randrange(len(legal))]


def _policy_card(s: GameState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    pos = s._pos[seat]  # type: ignore[attr-defined]
    if pos in Q.exit_tiles(s):
        for action in legal:
            if action - A.PLAY * 100 in ESCAPE_CARDS:
                return action
    if pos in Q.threatened_tiles(s):
        movers = [a for a in legal if sum(CARD_REACH[a - A.PLAY * 100][:2])]
        if movers:
            return movers[rng.randrange(len(movers))]
    return legal[rng.randrange(len(legal))]


def _policy_distance(s: GameState, task: tuple, legal: Sequence[Action], rng: random.Random):
    seat, direction = task[1], task[3]
    pos = s._pos[seat]  # type: ignore[attr-defined]
    step = 1 if direction == 1 else -1
    threatened = Q.threatened_tiles(s)
    safe = [a for a in legal if pos + step * (a - A.GO * 100) not in threatened]
    options = safe or list(legal)
    if direction != s._dragon and rng.random() < 0.8:  # type: ignore[attr-defined]
        return options[-1]  # toward the Exit end: as far as it goes
    return options[rng.randrange(len(options))]


def _policy_gem(s: GameState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    teleport = A.make(A.GEM, A.GEM_TELEPORT)
    bump = A.make(A.GEM, A.GEM_BUMP)
    ready = A.make(A.GEM, A.GEM_READY)
    item = A.make(A.GEM, A.GEM_ITEM)
    threatened = Q.threatened_tiles(s)
    if s._pos[seat] in threatened and teleport in legal:  # type: ignore[attr-defined]
        return teleport
    other_pos = s._pos[1 - seat]  # type: ignore[attr-defined]
    if bump in legal:
        shove = Q.mandatory_bump(s, 1 - seat, s._dragon, 1)  # type: ignore[attr-defined]
        step = -1 if s._dragon == 0 else 1  # type: ignore[attr-defined]
        if other_pos + step * shove in threatened or other_pos in Q.exit_tiles(s):
            return bump
    if item in legal:
        return item
    if ready in legal:
        return ready
    return legal[0] if rng.random() < 0.85 else legal[rng.randrange(len(legal))]


# ----------------------------------------------------------------------------- playout


class TurnPlayout(Playout):
    """Plays `turns` turn boundaries past the leaf with the rollout policy, then evaluates at
    the start of a turn (where the evaluator's tactical terms are exact)."""

    def __init__(self, turns: int = 2, eval_scale: float = 10.0, policy=rollout_policy) -> None:
        super().__init__(policy, None, evaluate, eval_scale)
        self.turns = turns

    def run(self, state: GameState, rng: random.Random) -> Sequence[float]:
        """Mutates `state` to the cut (or the end of the match); the value of every seat."""
        stop = state._turns + self.turns  # type: ignore[attr-defined]
        policy = self.policy
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            if state._turns >= stop:  # type: ignore[attr-defined]
                return self.estimate(state)
            state.apply_action(policy(state, rng))
        return state.returns()

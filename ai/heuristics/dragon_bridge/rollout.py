"""Dragon Bridge rollout policy and turn-cut playout for the searchers (see evaluate.py for the
evaluator and why these functions read the engine's flat internals)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from ai.mcts import Playout
from game.core.protocol import CHANCE, Action, GameState, sample_chance
from game.rules.dragon_bridge import queries
from game.rules.dragon_bridge.actions import (
    DECLINE,
    DIR,
    GEM,
    GEM_BUMP,
    GEM_ITEM,
    GEM_READY,
    GEM_TELEPORT,
    GO,
    PLAY,
    WIZARD_SOURCE,
    make,
)
from game.rules.dragon_bridge.state import DragonBridgeState
from game.rules.dragon_bridge.wizards import wizard

from .evaluate import CARD_REACH, ESCAPE_CARDS, evaluate

# --------------------------------------------------------------------------- rollout policy


def rollout_policy(state: GameState, rng: random.Random) -> Action:
    """A cheap, sensible step: escape when possible, walk toward the Exit end, shove the other
    wizard toward the Dragon, never end a move on a Threatened tile when there is a choice, and
    use the gem phase to get off the Dragon's end or ready a gem."""
    s = cast(DragonBridgeState, state)  # the searchers hand us full engine states
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    task = s._tasks[-1]
    kind = task[0]
    if kind == "action":
        return _policy_card(s, task[1], legal, rng)
    if kind == "move_dir":
        exit_direction = make(DIR, 1 - s._dragon)
        return exit_direction if rng.random() < 0.85 else legal[rng.randrange(len(legal))]
    if kind == "move_go":
        return _policy_distance(s, task, legal, rng)
    if kind == "bump_dir":
        toward = make(DIR, s._dragon)
        return toward if rng.random() < 0.85 else legal[rng.randrange(len(legal))]
    if kind in ("bump_bonus", "anchor"):
        return legal[0]  # take the bonus / shorten the bump against us
    if kind == "gem_phase":
        return _policy_gem(s, task[1], legal, rng)
    if kind == "give":
        return make(DECLINE)  # Shakedown is a "may": keep your BUMP card for yourself
    if kind == "order" or (kind == "confirm" and wizard(task[2] - WIZARD_SOURCE).bumped_ready):
        return legal[0]  # the engine's default order; the Bear's READY is rarely worse
    return legal[rng.randrange(len(legal))]


def _policy_card(
    s: DragonBridgeState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    pos = s._pos[seat]
    if pos in queries.exit_tiles(s):
        for action in legal:
            if action - PLAY * 100 in ESCAPE_CARDS:
                return action
    if pos in queries.threatened_tiles(s):
        movers = [a for a in legal if sum(CARD_REACH[a - PLAY * 100][:2])]
        if movers:
            return movers[rng.randrange(len(movers))]
    return legal[rng.randrange(len(legal))]


def _policy_distance(
    s: DragonBridgeState, task: tuple, legal: Sequence[Action], rng: random.Random
):
    seat, direction = task[1], task[3]
    pos = s._pos[seat]
    step = 1 if direction == 1 else -1
    threatened = queries.threatened_tiles(s)
    safe = [a for a in legal if pos + step * (a - GO * 100) not in threatened]
    options = safe or list(legal)
    if direction != s._dragon and rng.random() < 0.8:
        return options[-1]  # toward the Exit end: as far as it goes
    return options[rng.randrange(len(options))]


def _policy_gem(
    s: DragonBridgeState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    teleport = make(GEM, GEM_TELEPORT)
    bump = make(GEM, GEM_BUMP)
    ready = make(GEM, GEM_READY)
    item = make(GEM, GEM_ITEM)
    threatened = queries.threatened_tiles(s)
    if s._pos[seat] in threatened and teleport in legal:
        return teleport
    other_pos = s._pos[1 - seat]
    if bump in legal:
        shove = queries.mandatory_bump(s, 1 - seat, s._dragon, 1)
        step = -1 if s._dragon == 0 else 1
        if other_pos + step * shove in threatened or other_pos in queries.exit_tiles(s):
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
        bridge = cast(DragonBridgeState, state)  # the searchers hand us full engine states
        stop = bridge._turns + self.turns
        policy = self.policy
        while not bridge.is_terminal():
            if bridge.current_player() == CHANCE:
                bridge.apply_action(sample_chance(bridge, rng))
                continue
            if bridge._turns >= stop:
                return self.estimate(bridge)
            bridge.apply_action(policy(bridge, rng))
        return bridge.returns()

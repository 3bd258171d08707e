"""Drakon rollout policy and turn-cut playout for the searchers (see evaluate.py for the
evaluator and why these functions read the engine's flat internals)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ai.mcts import Playout
from game.core.protocol import CHANCE, Action, GameState, sample_chance
from game.rules.drakon import actions
from game.rules.drakon.board import destinations, step
from game.rules.drakon.tiles import DIRECTIONS, KINDS, rotate_mask

from .evaluate import (
    CHAMBER_OF,
    EVAL_SCALE,
    GOLD_KINDS,
    entry_gain,
    evaluate,
    evaluate_all,
    steal_victim,
)

# --------------------------------------------------------------------------- rollout policy


def _leader(s: GameState, seat: int) -> int:
    """The richest other seat (lowest index on ties)."""
    coins = s.coins  # type: ignore[attr-defined]
    others = [j for j in range(s.num_players) if j != seat]
    return max(others, key=lambda j: coins[j])


def _move_score(s: GameState, seat: int, cell: tuple[int, int], leader: int) -> float:
    gain = entry_gain(s, seat, cell)
    if gain > 0:
        chamber = CHAMBER_OF[s.board[cell][0]]  # type: ignore[attr-defined]
        if chamber in ("steal-left", "steal-right"):
            if steal_victim(chamber, seat, s.num_players) == leader:
                gain += 0.3  # robbing the leader counts twice over
    return gain


def rollout_policy(state: GameState, rng: random.Random) -> Action:
    """A cheap, sensible step: walk into a coin when one is a move away (robbing the leader
    first), never into Drakon's Due with coins when there is a choice, lay Find a Gold tiles
    where only your own hero can walk in, and aim the chamber actions at the leader."""
    s = state
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    pending = s.pending  # type: ignore[attr-defined]
    what, seat = pending[0], pending[1]
    if what == "turn":
        return _policy_turn(s, seat, legal, rng)
    if what == "place-cell":
        return _policy_cell(s, seat, pending[2], legal, rng)
    if what == "mind":
        leader = actions.make(actions.MIND_HERO, _leader(s, seat))
        if leader in legal and rng.random() < 0.7:
            return leader
    elif what == "mind-dest":
        return _policy_mind_dest(s, pending[2], legal, rng)
    elif what == "map":
        hands = s.hands  # type: ignore[attr-defined]
        return max(legal, key=lambda a: (sum(hands[actions.split(a)[1]]), rng.random()))
    elif what == "destroy":
        return _policy_destroy(s, seat, legal, rng)
    return legal[rng.randrange(len(legal))]


def _policy_turn(s: GameState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    leader = _leader(s, seat)
    moves = []
    places = []
    best, best_score = None, 0.0
    for action in legal:
        op, payload = actions.split(action)
        if op == actions.MOVE:
            score = _move_score(s, seat, actions.unpack_cell(payload), leader)
            if score > best_score:
                best, best_score = action, score
            if score >= 0:
                moves.append(action)
        elif op == actions.PLACE_KIND:
            places.append(action)
    if best is not None and rng.random() < 0.92:
        return best
    if places:
        if s.hoard:  # type: ignore[attr-defined]
            gold = [a for a in places if actions.split(a)[1] in GOLD_KINDS]
            if gold and rng.random() < 0.7:
                return gold[rng.randrange(len(gold))]
        if not moves or rng.random() < 0.6:
            return places[rng.randrange(len(places))]
    if moves:
        return moves[rng.randrange(len(moves))]
    return legal[rng.randrange(len(legal))]


def own_doorsteps(s: GameState, seat: int) -> set[tuple[int, int]]:
    """Empty cells `seat`'s hero could walk into next turn if a tile lay there (its arrows,
    or any side from a Master Key / Magical Vortex)."""
    board = s.board  # type: ignore[attr-defined]
    cell = s.heroes[seat]  # type: ignore[attr-defined]
    if cell not in board:
        return set()
    kind, rot = board[cell]
    mask = rotate_mask(KINDS[kind].mask, rot) if KINDS[kind].mask else 0b1111
    return {step(cell, d) for d in DIRECTIONS if mask >> d & 1 and step(cell, d) not in board}


def _policy_cell(
    s: GameState, seat: int, kind: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    if kind in GOLD_KINDS or CHAMBER_OF[kind] in ("steal-left", "steal-right"):
        mine = own_doorsteps(s, seat)
        theirs: set[tuple[int, int]] = set()
        for other in range(s.num_players):
            if other != seat:
                theirs |= own_doorsteps(s, other)
        good = [a for a in legal if actions.unpack_cell(actions.split(a)[1]) in mine]
        best = [a for a in good if actions.unpack_cell(actions.split(a)[1]) not in theirs]
        pick = best or good
        if pick and rng.random() < 0.85:
            return pick[rng.randrange(len(pick))]
    elif CHAMBER_OF[kind] in ("due", "well"):
        # Put a coin-losing chamber on the richest rival's doorstep when it can be done.
        near = own_doorsteps(s, _leader(s, seat))
        bad = [a for a in legal if actions.unpack_cell(actions.split(a)[1]) in near]
        if bad and rng.random() < 0.7:
            return bad[rng.randrange(len(bad))]
    return legal[rng.randrange(len(legal))]


def _policy_mind_dest(
    s: GameState, target: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    worst = min(
        legal,
        key=lambda a: (
            entry_gain(s, target, actions.unpack_cell(actions.split(a)[1])),
            rng.random(),
        ),
    )
    if rng.random() < 0.8:
        return worst
    return legal[rng.randrange(len(legal))]


def _policy_destroy(s: GameState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    # Knock out a coin source right next to the leader, else anything.
    leader = _leader(s, seat)
    board = s.board  # type: ignore[attr-defined]
    cell = s.heroes[leader]  # type: ignore[attr-defined]
    near = set(destinations(board, cell)) if cell in board else set()
    targets = [
        a
        for a in legal
        if actions.unpack_cell(actions.split(a)[1]) in near
        and entry_gain(s, leader, actions.unpack_cell(actions.split(a)[1])) > 0
    ]
    if targets and rng.random() < 0.8:
        return targets[rng.randrange(len(targets))]
    return legal[rng.randrange(len(legal))]


# ----------------------------------------------------------------------------- playout


class TurnPlayout(Playout):
    """Plays until `turns` more turns have begun past the leaf (or the game ends), with the
    rollout policy, then scores the start of that turn with `evaluate_all`: a Drakon game is
    long, so a playout to the end would be slow and mostly noise."""

    def __init__(self, turns: int = 1, policy=rollout_policy) -> None:
        super().__init__(policy, None, evaluate, EVAL_SCALE)
        self.turns = turns

    def run(self, state: GameState, rng: random.Random) -> Sequence[float]:
        """Mutates `state` to the cut (or the end of the game); the value of every seat."""
        stop = state.turns + self.turns  # type: ignore[attr-defined]
        policy = self.policy
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            if state.turns >= stop:  # type: ignore[attr-defined]
                return evaluate_all(state)
            state.apply_action(policy(state, rng))
        return state.returns()

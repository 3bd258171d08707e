"""Wyvern rollout policy: a sensible, fast choice for every decision kind, and the turn-cut
playout the searchers use.

The policy reads a full state (a determinization) but judges the other seat's face-down
cards only through what the deciding seat knows (attack.py), so the Easy bot that plays it on
one determinization does not profit from the world's guess. Decisions (engine frames):
setup arrangement (sturdy dragons and terrain traps in front, flyers behind), a treasure when
it is worth its cost, a move that brings a ground dragon forward, action-phase plays scored in
gold (cards.py), the attack with the best expected outcome (or Redeploy with a free reveal, or
pass), intercepts and battle cards only when they turn a battle, discards of the least useful
card.
"""

from __future__ import annotations

import random
from typing import Any

from ai.mcts import Playout
from game.core.protocol import CHANCE, Action, GameState, sample_chance
from game.rules.wyvern import actions, board, combat
from game.rules.wyvern.actions import make, split
from game.rules.wyvern.cards import DRAGON, FLY, KIND, POWER, SCOUT, TERRAIN, VERB
from game.rules.wyvern.frames import (
    F_ABIL,
    F_ARRANGE,
    F_ATK_TARGET,
    F_BATTLE,
    F_BWIN,
    F_DECOY,
    F_DISCARD,
    F_FLUSH,
    F_INTERCEPT,
    F_MOVE,
    F_PRIO,
    F_REACT,
    F_REVEAL,
    F_TARGET,
    F_TREASURE,
    F_TRIBUTE,
    F_TSLOT,
)

from . import cards
from .attack import attack_value, best_attack, best_target
from .evaluate import evaluate

PASS = make(actions.PASS)
ATTACK_THRESHOLD = 0.5
"""An attack is declared when its expected value is above this (gold-like units)."""
TEMPO = 0.35
"""Per turn of the game past TEMPO_FROM, the bar for an attack drops by this much: waiting
behind face-down traps is safe for both seats, but the game's prize (25 VP and the cards) goes
to whoever empties the other field, and the stalemate judge gives no one much."""
TEMPO_FROM = 4
REDEPLOY_MIN_COST = 3
"""Redeploy for a free reveal only of a dragon whose reveal costs at least this."""


def rollout_policy(state: GameState, rng: random.Random, noise: float = 0.0) -> Action:
    """The policy's action at a decision of `state` (a full state)."""
    s: Any = state
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if noise and rng.random() < noise:
        return legal[rng.randrange(len(legal))]
    frame = s.stack[-1]
    handler = HANDLERS.get(frame[0])
    action = handler(s, frame, legal, rng) if handler is not None else None
    if action is None or action not in legal:
        return legal[rng.randrange(len(legal))]
    return action


# ------------------------------------------------------------------------------- setup


def front_score(card: int) -> float:
    """How much a Lair card belongs in the front row (a trap, a sturdy ground dragon)."""
    if KIND[card] == TERRAIN:
        return 3.0
    if FLY[card]:
        return -1.0 - FLY[card] + (0.5 if SCOUT[card] else 0.0)
    if SCOUT[card]:
        return 1.5
    return 1.0 + 0.3 * POWER[card]


def _arrange(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    seat = frame[1]
    front = len(s.pool[seat]) > 3  # the first three cards arranged fill the front row
    sign = 1.0 if front else -1.0
    return max(legal, key=lambda a: sign * front_score(split(a)[1]) + 0.8 * rng.random())


# ------------------------------------------------------------------------ treasure, move


def _treasure(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    seat = frame[1]
    best, best_value = PASS, 0.0
    for action in legal:
        if action == PASS:
            continue
        value = cards.treasure_worth(s, seat, split(action)[1])
        if value > best_value:
            best, best_value = action, value
    return best


def _slot(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    seat, card = frame[1], frame[2]
    return max(legal, key=lambda a: cards.slot_worth(s, seat, card, split(a)[1]))


def _move(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    """Bring a known ground dragon from the back row into an empty front position."""
    seat = frame[1]
    base = seat * 6
    empty_front = [p for p in range(base, base + 3) if s.card[p] < 0]
    if not empty_front or frame[2]:
        return PASS
    for pos in range(base + 3, base + 6):
        card = s.card[pos]
        if card >= 0 and KIND[card] == DRAGON and not FLY[card]:
            action = make(actions.SWAP, actions.pair(empty_front[0], pos))
            if action in legal:
                return action
    return PASS


# ---------------------------------------------------------------------------- battle phase


def _battle(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    seat = frame[1]
    value, attacker, _ = best_attack(s, seat)
    if attacker >= 0 and value > attack_bar(s):
        return make(actions.ATTACK, attacker)
    if s.free_reveal:
        redeploy = _redeploy(s, seat, legal)
        if redeploy is not None:
            return redeploy
    return PASS


def attack_bar(s: Any) -> float:
    """The expected value an attack must beat now (lower as the game drags on)."""
    return ATTACK_THRESHOLD - TEMPO * max(0, s.turn - TEMPO_FROM)


def _redeploy(s: Any, seat: int, legal: list[int]) -> Action | None:
    """A Redeploy swap that lets the most expensive face-down dragon turn up for free (and, for
    a ground dragon, brings it to the front row when it can)."""
    base = seat * 6
    hidden = [
        p
        for p in range(base, base + 6)
        if s.card[p] >= 0 and KIND[s.card[p]] == DRAGON and not s.up[p] and not s.paid[p]
    ]
    if not hidden:
        return None
    pos = max(hidden, key=lambda p: board.reveal_cost(s, p))
    if board.reveal_cost(s, pos) < REDEPLOY_MIN_COST:
        return None
    card = s.card[pos]
    wants_front = not FLY[card]
    best, best_score = None, -1e9
    for action in legal:
        if split(action)[0] != actions.REDEPLOY:
            continue
        a, b = divmod(split(action)[1], 12)
        if pos not in (a, b):
            continue
        other = b if a == pos else a
        score = 0.0
        if wants_front == (board.row_of(other) == 0):
            score += 2.0
        if s.card[other] < 0:
            score += 0.5
        if score > best_score:
            best, best_score = action, score
    return best


def _attack_target(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    seat, attacker = frame[1], frame[2]
    allowed = [split(a)[1] for a in legal]
    _, target = best_target(s, seat, attacker, allowed)
    return make(actions.TARGET, target)


def _reveal(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    shown = [a for a in legal if a != PASS]
    if not shown:
        return PASS
    return max(shown, key=lambda a: board.reveal_cost(s, split(a)[1]))


def _intercept(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    seat = frame[1]
    best, best_value = PASS, 0.0
    for action in legal:
        if action == PASS:
            continue
        value = cards.intercept_worth(s, seat, split(action)[1])
        if value > best_value:
            best, best_value = action, value
    return best


def _battle_window(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    return cards.battle_choice(s, frame[1], legal)


# ------------------------------------------------------------------------- action phases


def _priority(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    seat = frame[1]
    best, best_value = PASS, 0.0
    for action in legal:
        if action == PASS:
            continue
        value = cards.play_worth(s, seat, action)
        if value > best_value:
            best, best_value = action, value
    return best


def _target(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    return cards.card_target(s, frame[1], frame[2], legal)


def _react(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    return cards.reaction_choice(s, frame[1], legal)


def _decoy(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    seat = frame[1]

    def score(action: int) -> float:
        pos = split(action)[1]
        if pos // 6 != seat:
            return 100.0 + POWER[s.card[pos]]
        return -POWER[s.card[pos]]

    return max(legal, key=score)


def _flush(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    pay = make(actions.PAY)
    if pay in legal and board.reveal_cost(s, frame[2]) <= 2:
        return pay
    return make(actions.DECLINE)


def _discard(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    seat = frame[1]
    return min(legal, key=lambda a: cards.keep_worth(s, seat, split(a)[1]))


def _ability(s: Any, frame: tuple[int, ...], legal: list[int], rng: random.Random) -> Action:
    if split(legal[0])[0] == actions.DISCARD:
        return _discard(s, frame, legal, rng)
    return cards.peek_choice(s, frame[1], legal)


HANDLERS = {
    F_ARRANGE: _arrange,
    F_TREASURE: _treasure,
    F_TSLOT: _slot,
    F_MOVE: _move,
    F_PRIO: _priority,
    F_TARGET: _target,
    F_REACT: _react,
    F_BATTLE: _battle,
    F_ATK_TARGET: _attack_target,
    F_REVEAL: _reveal,
    F_INTERCEPT: _intercept,
    F_BWIN: _battle_window,
    F_DISCARD: _discard,
    F_TRIBUTE: _discard,
    F_FLUSH: _flush,
    F_ABIL: _ability,
    F_DECOY: _decoy,
}


# ------------------------------------------------------------------------------- playout


class TurnPlayout(Playout):
    """Play the policy (with `noise`) until `turns` turns have begun after the start, or the
    game ends, then score the position as the chance of winning the match (evaluate.py).
    `viewer` is the searching seat: cards it does not know count at their expectation;
    `game_weight` blends in the current game's VP margin (evaluate.evaluate)."""

    def __init__(
        self, turns: int = 1, noise: float = 0.1, max_plies: int = 400, game_weight: float = 0.0
    ) -> None:
        super().__init__(None, None, None, 1.0)
        self.turns = turns
        self.noise = noise
        self.game_weight = game_weight
        self.max_plies = max_plies
        self.viewer: int | None = None

    def run(self, state: GameState, rng: random.Random) -> list[float]:
        """Play out from `state` (mutated) and return per-seat values in [-1, 1]."""
        s: Any = state
        game, stop = s.game, s.turn + self.turns
        plies = 0
        while not s.over and plies < self.max_plies:
            if s.game != game or (s.in_play and s.turn >= stop and _at_turn_start(s)):
                break
            if s.current_player() == CHANCE:
                s.apply_action(sample_chance(s, rng))
            else:
                s.apply_action(rollout_policy(s, rng, self.noise))
            plies += 1
        return evaluate(s, self.viewer, self.game_weight)


def _at_turn_start(s: Any) -> bool:
    """True in the first decision or draw of a turn (a clean place to cut)."""
    return s.phase <= 2


__all__ = ["TurnPlayout", "attack_value", "combat", "rollout_policy", "VERB"]

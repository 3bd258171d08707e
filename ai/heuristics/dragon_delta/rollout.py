"""Dragon Delta's rollout policy (likely programs, sensible card decisions) and the playout
that stops when the round is over and scores the board with the evaluator.

A likely program follows the seat's cheapest route (evaluate.path): walk what is already
bridged, place the stones and build the bridges the next gaps need, then walk on; fill the
rest with a dragon on the leader (the rival closest to its goal) and a Remove when the leader's
route runs over a bridge the seat could take. Card decisions: stones and bridges on the
seat's route, the plank by eye (eye.py), Remove on the leader's route, steps that cut the
seat's effort. Everything reads the public board only; the programs the policy samples for
other seats are guesses, never their real cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ai.mcts import Playout
from game.core.protocol import CHANCE, Action, GameState, sample_chance
from game.rules.dragon_delta import actions, board, resolve
from game.rules.dragon_delta.cards import (
    BUILD_1,
    BUILD_2,
    DRAGON,
    JUMP,
    MOVE_1,
    MOVE_2,
    PROGRAM,
    REMOVE,
    STONE_1,
    STONE_2,
    is_dragon,
    plank_length,
)
from game.rules.dragon_delta.geometry import VILLAGES

from . import evaluate, sure
from .eye import ROLLOUT_EYE, Eye

HORIZON = 3
"""Gaps a program plans to close in one round (three stones and three bridges at most)."""
DRAGON_RANGE = 8.0
"""A leader within this effort of its goal is worth a dragon."""


# ------------------------------------------------------------------------------ programs


def _walk(route: list[tuple[int, int, int]], s: Any, seat: int) -> int:
    """Steps the pawn can take along its route over bridges already there (the last one into
    the destination counts)."""
    taken = board.occupied(s, seat)
    count = 0
    for _a, _b, plank in route:
        if plank < 0 or VILLAGES + plank in taken:
            return count
        count += 1
    return count + 1


def template(s: Any, seat: int, rng: random.Random) -> list[int]:
    """A plausible five-card program for `seat` from the public board (module doc)."""
    route = evaluate.path(s, seat)
    if not route:
        return [MOVE_2, MOVE_1, JUMP, REMOVE, STONE_1]
    cards: list[int] = []
    walk = _walk(route, s, seat)
    if walk >= 3:
        cards += [MOVE_2, MOVE_1]
    elif walk:
        cards.append(MOVE_2 if walk == 2 else MOVE_1)
    first = route[0]
    if first[2] >= 0 and VILLAGES + first[2] in board.occupied(s, seat):
        cards.append(JUMP)
    ahead = [edge for edge in route[walk:] if edge[2] < 0][:HORIZON]
    planks = len(board.reserve(s, seat))
    if ahead and _short(s, seat, ahead, planks) and board.takeable(s, seat):
        # Too few planks (or none long enough): take one off the board before building.
        cards.append(REMOVE)
        planks += 1
    bare = {x for a, b, _ in ahead for x in (a, b) if x >= VILLAGES and not s.stone[x]}
    if len(bare) >= 3:
        cards += [STONE_2, STONE_1]
    elif bare:
        cards.append(STONE_2 if len(bare) == 2 else STONE_1)
    builds = min(len(ahead), planks)
    if builds >= 3:
        cards += [BUILD_2, BUILD_1]
    elif builds:
        cards.append(BUILD_2 if builds == 2 else BUILD_1)
    if builds:
        for card in (MOVE_2, MOVE_1):
            if card not in cards:
                cards.append(card)
    _extras(s, seat, cards, rng)
    return cards


def _short(s: Any, seat: int, ahead: list[tuple[int, int, int]], planks: int) -> bool:
    """True when the seat holds fewer planks than the gaps ahead, or none long enough for
    the first of them (the planner's guess, evaluate.need)."""
    if planks < min(len(ahead), 2):
        return True
    pair = s.layout.pair(ahead[0][0], ahead[0][1])
    longest = max((plank_length(p) for p in board.reserve(s, seat)), default=0)
    return pair is not None and evaluate.need(pair) > longest


def _extras(s: Any, seat: int, cards: list[int], rng: random.Random) -> None:
    """A dragon on the leader, a Remove on its route, then any other cards (in place)."""
    rival = evaluate.leader(s, seat)
    rival_effort = evaluate.effort(s, rival)
    dragon = DRAGON + s.colours[rival]
    if rival_effort <= DRAGON_RANGE or rival_effort <= evaluate.effort(s, seat):
        spot = min(len(cards), PROGRAM - 1)
        cards.insert(rng.randint(min(1, spot), spot), dragon)
    if REMOVE not in cards and _remove_target(s, seat, rival) is not None:
        cards.append(REMOVE)
    for card in (MOVE_2, MOVE_1, STONE_1, BUILD_1, REMOVE, JUMP, STONE_2, BUILD_2):
        if card not in cards:
            cards.append(card)


def program_card(s: Any, seat: int, rng: random.Random, noise: float = 0.0) -> int:
    """The next card of `seat`'s program: the template's next card it may still add (a
    random legal one `noise` of the time)."""
    chosen = s.programs[seat]
    has_dragon = any(is_dragon(card) for card in chosen)
    legal = [
        card
        for card in s.hands[seat]
        if card not in chosen and not (has_dragon and is_dragon(card))
    ]
    legal = sure.safe(s, seat, chosen, legal)
    if rng.random() < noise:
        return legal[rng.randrange(len(legal))]
    for card in template(s, seat, rng):
        if card in legal:
            return card
    return legal[rng.randrange(len(legal))]


def sample_program(
    s: Any, seat: int, kept: Sequence[int], rng: random.Random, noise: float
) -> list[int]:
    """`kept` (cards already revealed) completed to five cards as `seat` plausibly chose them:
    the template's cards, each slot a random legal card `noise` of the time."""
    cards = list(kept)
    plan = template(s, seat, rng)
    hand = s.hands[seat]
    while len(cards) < PROGRAM:
        has_dragon = any(is_dragon(card) for card in cards)
        legal = [c for c in hand if c not in cards and not (has_dragon and is_dragon(c))]
        legal = sure.safe(s, seat, cards[len(kept) :], legal)
        pick = None
        if rng.random() >= noise:
            pick = next((card for card in plan if card in legal), None)
        cards.append(pick if pick is not None else legal[rng.randrange(len(legal))])
    return cards


# ------------------------------------------------------------------------ card decisions


def _remove_target(s: Any, seat: int, rival: int) -> Action | None:
    """The best Remove: a bridge (else a bare stone) on the rival's route and not on ours."""
    ours = {(a, b) for a, b, _ in evaluate.path(s, seat)}
    theirs = evaluate.path(s, rival)
    for a, b, plank in theirs:
        if plank >= 0 and (a, b) not in ours and (b, a) not in ours:
            if not board.take_refusal(s, seat, plank):
                return actions.make(actions.TAKE, plank)
    mine = {x for edge in ours for x in edge}
    bare = set(board.bare_stones(s))
    for a, b, _plank in theirs:
        for x in (a, b):
            if x in bare and x not in mine:
                return actions.make(actions.UNSTONE, x)
    return None


def _closest(s: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """The step (or jump) whose landing leaves the least effort (ties at random)."""
    routes = evaluate.route(s, seat)
    return min(
        legal,
        key=lambda a: (
            evaluate.position_effort(s, seat, actions.decode(a).position or 0, routes),
            rng.random(),
        ),
    )


def _stone(s: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    sites = {actions.split(a)[1]: a for a in legal}
    for a, b, plank in evaluate.path(s, seat):
        if plank < 0:
            for x in (a, b):
                if x in sites:
                    return sites[x]
    return legal[rng.randrange(len(legal))]


def _build(s: Any, seat: int, legal: Sequence[Action], rng: random.Random, eye: Eye) -> Action:
    """A gap of the route the eye thinks a plank of the reserve spans; else a gap next to the
    pawn it thinks one spans; else the gap that looks shortest (a plank may be lost)."""
    codes = {actions.split(a)[1]: a for a in legal}
    layout = s.layout
    reserve = board.reserve(s, seat)
    for a, b, plank in evaluate.path(s, seat):
        if plank < 0 and layout.code(a, b) in codes:
            if eye.fits(reserve, eye.estimate(layout, a, b, rng)):
                return codes[layout.code(a, b)]
    routes = evaluate.route(s, seat)
    near = _near_supports(s, seat)
    best, best_key = legal[0], (2, 0.0, 0.0)
    for code, action in codes.items():
        a, b = layout.ends(code)
        estimate = eye.estimate(layout, a, b, rng)
        if not eye.fits(reserve, estimate):
            key = (2, estimate, 0.0)
        elif a in near or b in near:
            key = (0, min(routes.dist[a], routes.dist[b]), rng.random())
        else:
            key = (1, rng.random(), 0.0)
        if key < best_key:
            best, best_key = action, key
    return best


def _near_supports(s: Any, seat: int) -> set[int]:
    here = s.pos[seat]
    if here < VILLAGES:
        return {here}
    return set(s.ends[here - VILLAGES] or ())


def plank_choice(s: Any, seat: int, code: int, eye: Eye, rng: random.Random) -> Action:
    """The plank `eye` lays between the supports of pair `code`."""
    a, b = s.layout.ends(code)
    reserve = board.reserve(s, seat)
    return actions.make(actions.PLANK, eye.pick(reserve, eye.estimate(s.layout, a, b, rng)))


def _remove(s: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """Short of planks: the longest plank off the board that is not on our route (with an
    empty reserve, any); else a bridge or stone on the leader's route; else anything that
    does not hurt us."""
    ours = {x for edge in evaluate.path(s, seat) for x in edge}
    held = len(board.reserve(s, seat))
    if held < 2:
        takes = [a for a in legal if actions.decode(a).kind == "take"]
        away = [a for a in takes if not set(s.ends[actions.decode(a).plank] or ()) <= ours]
        # With no plank at all even a bridge of our own route is better in the reserve: the
        # program counted on a plank, and a Build without one throws the pawn in the river.
        pool = away or (takes if not held else [])
        if pool:
            return max(pool, key=lambda a: (plank_length(actions.split(a)[1]), -a))
    target = _remove_target(s, seat, evaluate.leader(s, seat))
    if target is not None and target in legal:
        return target
    harmless = []
    for action in legal:
        record = actions.decode(action)
        if record.kind == "unstone" and record.site not in ours:
            harmless.append(action)
        elif record.kind == "take":
            ends = s.ends[record.plank]
            if ends is not None and not set(ends) <= ours:
                harmless.append(action)
    pool = harmless or list(legal)
    return pool[rng.randrange(len(pool))]


def decide(s: Any, rng: random.Random, eye: Eye = ROLLOUT_EYE, noise: float = 0.0) -> Action:
    """A sensible decision for whoever decides in `s` (programming or a card's parameter)."""
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if s.phase == resolve.PROGRAMMING:
        seat = resolve.programming_seat(s)
        return actions.make(actions.PROGRAM, program_card(s, seat, rng, noise))
    kind, seat = s.pending[0], s.pending[1]
    if kind == "plank":
        return plank_choice(s, seat, s.pending[2], eye, rng)
    if rng.random() < noise:
        return legal[rng.randrange(len(legal))]
    if kind == "stone":
        return _stone(s, seat, legal, rng)
    if kind == "build":
        return _build(s, seat, legal, rng, eye)
    if kind == "remove":
        return _remove(s, seat, legal, rng)
    return _closest(s, seat, legal, rng)


def rollout_policy(state: GameState, rng: random.Random) -> Action:
    """The playout's policy: `decide` with the rollout eye and a little noise."""
    return decide(state, rng, ROLLOUT_EYE, 0.1)


class RoundPlayout(Playout):
    """Plays the rest of the round with the rollout policy (`rounds` rounds in all), then
    scores every seat with `evaluate_all`: whole games are long and mostly noise."""

    def __init__(self, rounds: int = 1, policy=rollout_policy) -> None:
        super().__init__(policy, None, evaluate.evaluate, evaluate.SCALE)
        self.rounds = rounds
        self.score: Callable[[Any], list[float]] = evaluate.evaluate_all
        """The values at the cut (a bot may swap in another scorer, e.g. win shares)."""

    def run(self, state: GameState, rng: random.Random) -> Sequence[float]:
        """Mutates `state` to the cut (or the end of the game); the value of every seat."""
        stop = state.round + self.rounds  # type: ignore[attr-defined]
        policy = self.policy
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            if state.round >= stop:  # type: ignore[attr-defined]
                break
            state.apply_action(policy(state, rng))
        return self.score(state)

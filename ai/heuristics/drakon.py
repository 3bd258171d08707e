"""Drakon game knowledge for ISMCTS: an evaluator, a rollout policy, a turn-cut playout and a
canonical determinization.

The searcher (ai/ismcts.py) samples determinizations from the searching seat's own view, so
every function here sees a *full* state (the other hands are a guess the search drew) and may
read the engine's flat internals (`board`, `heroes`, `coins`, `hands`, `pending`...) directly:
building a view per playout step would cost more than the search itself.

The evaluator scores every seat at once (max^n backups need one value per seat), in coins:
  - coins held, the dominant term;
  - the nearest coin source in legal moves (BFS over `board.destinations`, so arrows, Heavy
    Gale / Strong Wind paths, Master Key sides and Vortex jumps all count as one move): Find a
    Gold while the hoard lasts, Start with coins on it, a Steal chamber whose victim has coins
    (and, under Escape from the Lair, a Key / Vortex once the seat holds enough coins). One
    move away is worth most to the seat whose turn starts now: it simply walks in;
  - threats: a seat one move from a Steal chamber aimed at you costs you part of a coin;
  - tiles in hand (options) and a Find a Gold tile in hand (a source two turns away);
  - a convex utility of that "effective coins", and each seat's value is its utility minus a
    blend of the best and the mean opponent's, so a leader near the target drags everybody
    else down: blocking or robbing the leader is worth something to all of them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ai.mcts import Playout
from game.core.protocol import CHANCE, Action, GameState, sample_chance
from game.rules.drakon import actions as A
from game.rules.drakon.board import destinations, step
from game.rules.drakon.tiles import DIRECTIONS, KINDS, NUM_KINDS, rotate_mask

# ------------------------------------------------------------------------------ weights

MAX_DEPTH = 3  # BFS horizon in moves: farther sources are too uncertain in a changing lair
# Worth of a coin source d moves away, for the seat whose turn starts now / for the others.
MOVER_REACH = (0.0, 0.92, 0.5, 0.3)
OTHER_REACH = (0.0, 0.6, 0.4, 0.22)
STEAL_THREAT = 0.45  # share of a coin lost to a seat one move from a Steal aimed at you
MOVER_THREAT = 0.85  # ... when that seat is the one to move now
HAND_TILE = 0.04  # per tile in hand: options
GOLD_IN_HAND = 0.3  # a Find a Gold tile in hand: place it, walk in (while the hoard lasts)
STUCK = 0.25  # a hero with no move and no tile to place
CONVEX = 0.12  # utility u(e) = e + CONVEX * e^2 / target * 5: the last coins weigh more
LEADER_MIX = 0.7  # opponent term = LEADER_MIX * best + (1 - LEADER_MIX) * mean
WIN = 10.0  # a decided game, in utility units
EVAL_SCALE = 2.0  # tanh squash of the utility difference into [-1, 1]

GOLD_KINDS = frozenset(k.index for k in KINDS if k.chamber == "gold")
CHAMBER_OF: tuple[str, ...] = tuple(k.chamber for k in KINDS)
ESCAPE_COINS = 4  # digest §7.2 (kept equal to effects.ESCAPE_COINS)
VALUED_UNIT = 50 / 28  # valued coins: mean gold per coin of the 12x1, 10x2, 6x3 set


def _steal_victim(chamber: str, seat: int, seats: int) -> int:
    """The seat robbed when `seat` enters a Steal chamber (left = next seat clockwise)."""
    return (seat + (1 if chamber == "steal-left" else -1)) % seats


def entry_gain(s: GameState, seat: int, cell: tuple[int, int]) -> float:
    """Coins `seat` gains (negative: loses) by entering `cell` now; 0 for the others."""
    if cell == s.drakon:  # type: ignore[attr-defined]
        return -1.0 if s.coins[seat] else -0.2  # caught: back to Start, a coin to the hoard
    chamber = CHAMBER_OF[s.board[cell][0]]  # type: ignore[attr-defined]
    if chamber == "gold":
        return 1.0 if s.hoard else 0.0  # type: ignore[attr-defined]
    if chamber == "start":
        return 1.0 if s.start_coins else 0.0  # type: ignore[attr-defined]
    if chamber in ("steal-left", "steal-right"):
        victim = _steal_victim(chamber, seat, s.num_players)
        return 1.0 if s.coins[victim] else 0.0  # type: ignore[attr-defined]
    if chamber in ("due", "well"):
        return -1.0 if s.coins[seat] else 0.0  # type: ignore[attr-defined]
    if s.escape and chamber in ("key", "vortex") and s.coins[seat] >= ESCAPE_COINS:  # type: ignore[attr-defined]
        return 1.0
    return 0.0


def _reach(s: GameState, seat: int, adjacency: dict) -> tuple[int, list[int]]:
    """(moves to the nearest coin source of `seat` or 0, victims of the Steals one move away).

    A breadth-first search over normal moves; Drakon's Due / Wishing Well are not walked
    through while the seat holds coins (each step triggers the chamber entered)."""
    board = s.board  # type: ignore[attr-defined]
    start = s.heroes[seat]  # type: ignore[attr-defined]
    if start not in board:
        return 0, []
    seats = s.num_players
    seen = {start}
    frontier = [start]
    victims: list[int] = []
    found = 0
    for depth in range(1, MAX_DEPTH + 1):
        nxt = []
        for cell in frontier:
            near = adjacency.get(cell)
            if near is None:
                near = adjacency[cell] = destinations(board, cell)
            for dest in near:
                if dest in seen:
                    continue
                seen.add(dest)
                gain = entry_gain(s, seat, dest)
                if gain > 0:
                    if not found:
                        found = depth
                    if depth == 1:
                        chamber = CHAMBER_OF[board[dest][0]]
                        if chamber in ("steal-left", "steal-right"):
                            victims.append(_steal_victim(chamber, seat, seats))
                elif gain == 0:
                    nxt.append(dest)
        if found:
            break
        frontier = nxt
    return found, victims


def coin_unit(s: GameState) -> float:
    """Gold per coin the evaluator expects: 1 with plain coins, the game's mean value (50 gold
    in 28 coins) with valued ones; the coin terms below are counted in coins."""
    return VALUED_UNIT if s.valued else 1.0  # type: ignore[attr-defined]


def effective_coins(s: GameState) -> list[float]:
    """Each seat's gold plus the worth of its prospects and minus its threats (see module), in
    coins (gold / coin_unit)."""
    seats = s.num_players
    unit = coin_unit(s)
    coins = [sum(v) / unit for v in s.vals]  # type: ignore[attr-defined]
    hands = s.hands  # type: ignore[attr-defined]
    mover = s.active  # type: ignore[attr-defined]
    at_turn_start = s.pending is not None and s.pending[0] == "turn"  # type: ignore[attr-defined]
    adjacency: dict = {}
    hoard = s.hoard  # type: ignore[attr-defined]
    eff = [float(c) for c in coins]
    for seat in range(seats):
        first = seat == mover and at_turn_start
        distance, victims = _reach(s, seat, adjacency)
        hand = hands[seat]
        tiles = sum(hand)
        prospect = (MOVER_REACH if first else OTHER_REACH)[distance]
        if hoard and tiles and not prospect >= GOLD_IN_HAND:
            if any(hand[k] for k in GOLD_KINDS):
                prospect = max(prospect, GOLD_IN_HAND)
        eff[seat] += prospect + HAND_TILE * tiles
        for victim in victims:
            eff[victim] -= MOVER_THREAT if first else STEAL_THREAT
        if not tiles and not distance:
            cell = s.heroes[seat]  # type: ignore[attr-defined]
            if cell not in s.board or not adjacency.setdefault(cell, destinations(s.board, cell)):  # type: ignore[attr-defined]
                eff[seat] -= STUCK
    return eff


def utilities(s: GameState) -> list[float]:
    """Convex utility of each seat's effective coins (the last coins before the target weigh
    more, so a seat about to win stands out)."""
    scale = CONVEX * 5.0 / max(1.0, s.target / coin_unit(s))  # type: ignore[attr-defined]
    return [e + scale * e * max(e, 0.0) for e in effective_coins(s)]


def evaluate_all(s: GameState) -> list[float]:
    """Every seat's value in [-1, 1]: its utility against a blend of the best and the mean
    opponent's, squashed; exact returns at the end of the game."""
    if s.is_terminal():
        return list(s.returns())
    u = utilities(s)
    seats = len(u)
    total = sum(u)
    values = []
    for seat in range(seats):
        others = [u[j] for j in range(seats) if j != seat]
        best = max(others)
        mean = (total - u[seat]) / (seats - 1)
        diff = u[seat] - (LEADER_MIX * best + (1.0 - LEADER_MIX) * mean)
        values.append(math.tanh(diff / EVAL_SCALE))
    return values


def evaluate(state: GameState, seat: int) -> float:
    """`seat`'s value in utility units (the ai.mcts Evaluator signature; terminal: +-WIN)."""
    if state.is_terminal():
        return WIN * state.returns()[seat]
    return math.atanh(max(-0.999999, min(0.999999, evaluate_all(state)[seat]))) * EVAL_SCALE


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
            if _steal_victim(chamber, seat, s.num_players) == leader:
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
        leader = A.make(A.MIND_HERO, _leader(s, seat))
        if leader in legal and rng.random() < 0.7:
            return leader
    elif what == "mind-dest":
        return _policy_mind_dest(s, pending[2], legal, rng)
    elif what == "map":
        hands = s.hands  # type: ignore[attr-defined]
        return max(legal, key=lambda a: (sum(hands[A.split(a)[1]]), rng.random()))
    elif what == "destroy":
        return _policy_destroy(s, seat, legal, rng)
    return legal[rng.randrange(len(legal))]


def _policy_turn(s: GameState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    leader = _leader(s, seat)
    moves = []
    places = []
    best, best_score = None, 0.0
    for action in legal:
        op, payload = A.split(action)
        if op == A.MOVE:
            score = _move_score(s, seat, A.unpack_cell(payload), leader)
            if score > best_score:
                best, best_score = action, score
            if score >= 0:
                moves.append(action)
        elif op == A.PLACE_KIND:
            places.append(action)
    if best is not None and rng.random() < 0.92:
        return best
    if places:
        if s.hoard:  # type: ignore[attr-defined]
            gold = [a for a in places if A.split(a)[1] in GOLD_KINDS]
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
        good = [a for a in legal if A.unpack_cell(A.split(a)[1]) in mine]
        best = [a for a in good if A.unpack_cell(A.split(a)[1]) not in theirs]
        pick = best or good
        if pick and rng.random() < 0.85:
            return pick[rng.randrange(len(pick))]
    elif CHAMBER_OF[kind] in ("due", "well"):
        # Put a coin-losing chamber on the richest rival's doorstep when it can be done.
        near = own_doorsteps(s, _leader(s, seat))
        bad = [a for a in legal if A.unpack_cell(A.split(a)[1]) in near]
        if bad and rng.random() < 0.7:
            return bad[rng.randrange(len(bad))]
    return legal[rng.randrange(len(legal))]


def _policy_mind_dest(
    s: GameState, target: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    worst = min(
        legal, key=lambda a: (entry_gain(s, target, A.unpack_cell(A.split(a)[1])), rng.random())
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
        if A.unpack_cell(A.split(a)[1]) in near
        and entry_gain(s, leader, A.unpack_cell(A.split(a)[1])) > 0
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


# ------------------------------------------------------------------------- determinization


def canonical(state: GameState, seat: int) -> GameState:
    """A copy of `state` whose unseen tiles (other hands + shuffled pile) are split in one
    fixed way: other seats' hands, in seat order, get the lowest kind indices of the unseen
    multiset, the pile the rest. Hand sizes, tiles publicly known to be in a hand, the known
    bottom of the pile and `seat`'s own hand are untouched, so two states that `seat` cannot
    tell apart give the same copy. (Valued coins need nothing here: the engine redeals the
    values `seat` cannot see from the game's composition, not from the current split.)"""
    twin = state.clone()
    hands = twin.hands  # type: ignore[attr-defined]
    known = twin.known  # type: ignore[attr-defined]
    unseen = list(twin.pile)  # type: ignore[attr-defined]
    free = [0] * twin.num_players
    for other in range(twin.num_players):
        if other == seat:
            continue
        hand = list(hands[other])
        for kind in known[other]:  # seen going into that hand (Magical Shift): stays there
            hand[kind] -= 1
        for kind, count in enumerate(hand):
            unseen[kind] += count
        free[other] = sum(hand)
    kind = 0
    for other in range(twin.num_players):
        if other == seat:
            continue
        hand = [0] * NUM_KINDS
        for held in known[other]:
            hand[held] += 1
        need = free[other]
        while need:
            while not unseen[kind]:
                kind += 1
            take = min(need, unseen[kind])
            hand[kind] += take
            unseen[kind] -= take
            need -= take
        hands[other] = hand
    twin.pile = unseen  # type: ignore[attr-defined]
    twin._legal = None  # type: ignore[attr-defined]
    return twin


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """`sample_determinization(seat, rng)` of the canonical split: every world is a function
    of `seat`'s information and the rng alone (the no-cheat property)."""
    if state.is_terminal():
        return state.clone()
    return canonical(state, seat).sample_determinization(seat, rng)

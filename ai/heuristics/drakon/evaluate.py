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

from game.core.protocol import GameState
from game.rules.drakon.board import destinations
from game.rules.drakon.ending import ESCAPE_COINS
from game.rules.drakon.tiles import KINDS

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
VALUED_UNIT = 50 / 28  # valued coins: mean gold per coin of the 12x1, 10x2, 6x3 set


def steal_victim(chamber: str, seat: int, seats: int) -> int:
    """The seat robbed when `seat` enters a Steal chamber (left = next seat clockwise)."""
    return (seat + (1 if chamber == "steal-left" else -1)) % seats


def entry_gain(s: GameState, seat: int, cell: tuple[int, int]) -> float:
    """Coins `seat` gains (negative: loses) by entering `cell` now; 0 for the others."""
    if cell == s.drakon:  # type: ignore[attr-defined]
        return -1.0 if s.coins[seat] else -0.2  # type: ignore[attr-defined]  # caught: to Start
    chamber = CHAMBER_OF[s.board[cell][0]]  # type: ignore[attr-defined]
    if chamber == "gold":
        return 1.0 if s.hoard else 0.0  # type: ignore[attr-defined]
    if chamber == "start":
        return 1.0 if s.start_coins else 0.0  # type: ignore[attr-defined]
    if chamber in ("steal-left", "steal-right"):
        victim = steal_victim(chamber, seat, s.num_players)
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
                            victims.append(steal_victim(chamber, seat, seats))
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

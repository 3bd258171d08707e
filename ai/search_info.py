"""What a search saw, for the coach: its best root moves with a chance to win, and its line.

A searcher adds two entries to its Decision's info, computed once at the root after the choice
is made (they never change the choice and never draw a random number):

- `top`: up to `TOP_MOVES` root moves, the chosen one first, each a dict with "action",
  "visits" (MCTS: iterations through the move; alpha-beta: nodes searched below it), "chance"
  (the mover's estimated chance to win after it, 0..1), "exact" (False when the figure is
  only an upper bound: alpha-beta proves a move worse without its exact score) and, from
  MCTS, "seats" (every seat's chance after it, for games of more than two) and "then" (the
  seat's own next steps below the move: a tile's cell and turn after the tile);
- `line`: the principal line, a list of (seat, action) pairs starting with the chosen move.

Chance from MCTS: the mean backed-up value v of the move, in [-1, 1] as every game's returns
(+1 a win, -1 a loss, a shared win 1/k, a draw 0), maps to (v + 1) / 2, so a draw counts half.
Chance from alpha-beta: a solved score is 1 (proven win) or 0 (proven loss); an evaluation v
maps through the logistic 1 / (1 + exp(-v / scale)) with `scale` in evaluation units
(ALPHA_BETA_SCALE: Nine Sons counts 100 per card point, so a three-point lead reads as 73 %).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from game.core.protocol import CHANCE, Action, GameState

TOP_MOVES = 3
"""How many root moves the coach is shown."""
LINE_LENGTH = 6
"""The longest principal line reported."""
ALPHA_BETA_SCALE = 300.0
"""Evaluation units per logistic step when alpha-beta scores are read as a chance to win."""


def chance_from_value(value: float) -> float:
    """A mean return in [-1, 1] as a chance to win in [0, 1] (a draw counts half)."""
    return round(min(1.0, max(0.0, (value + 1.0) / 2.0)), 3)


def chance_from_score(score: float, solved_threshold: float, scale: float) -> float:
    """An alpha-beta score as a chance to win: proven results 0 / 1, else a logistic."""
    if score >= solved_threshold:
        return 1.0
    if score <= -solved_threshold:
        return 0.0
    step = max(-60.0, min(60.0, score / scale))  # a chance mix of wins: far past 0 / 1 anyway
    return round(1.0 / (1.0 + math.exp(-step)), 3)


def tree_top(root: Any, state: GameState, count: int = TOP_MOVES) -> list[dict[str, Any]]:
    """The most visited root children, most visited first (ties keep the tree's order, as
    the choice does, so the first is the chosen move), each with the seat's own most visited
    next steps below it ("then": a tile's cell and turn, a card's direction)."""
    seat = state.current_player()
    ranked = sorted(root.children.items(), key=lambda item: -item[1].visits)
    return [
        {
            "action": action,
            "visits": child.visits,
            "chance": chance_from_value(child.totals[seat] / child.visits),
            "exact": True,
            "seats": [chance_from_value(total / child.visits) for total in child.totals],
            "then": _own_steps(child, state, action),
        }
        for action, child in ranked[:count]
        if child.visits
    ]


def _own_steps(node: Any, state: GameState, action: Action) -> list[Action]:
    """The seat's own most visited steps below `node` (reached by `action`) while it keeps
    deciding, without chance in between."""
    seat = state.current_player()
    world = state.clone()
    world.apply_action(action)
    steps: list[Action] = []
    while len(steps) < LINE_LENGTH and world.current_player() == seat:
        legal = set(world.legal_actions())
        options = [(a, c) for a, c in node.children.items() if a in legal and c.visits]
        if not options:
            break
        step, node = max(options, key=lambda item: item[1].visits)
        steps.append(step)
        world.apply_action(step)
    return steps


def tree_line(root: Any, state: GameState, length: int = LINE_LENGTH) -> list[tuple[int, Action]]:
    """The most visited chain below the root, walked on a copy of `state`: the searching
    seat's own moves, then at most one other seat's reply, where the line stops (past it the
    tree mixes worlds the seat cannot tell apart). Stops at chance and at thin nodes."""
    seat = state.current_player()
    world = state.clone()
    node = root
    line: list[tuple[int, Action]] = []
    while len(line) < length and not world.is_terminal():
        mover = world.current_player()
        if mover == CHANCE or mover < 0:
            break
        # Another seat's reply is read from the tree alone: whether it is legal in `state`
        # (the real deal, in the arena and the app) is not for the searching seat to know.
        legal = set(world.legal_actions()) if mover == seat else set(node.children)
        options = [(a, c) for a, c in node.children.items() if a in legal and c.visits]
        if not options:
            break
        action, child = max(options, key=lambda item: item[1].visits)
        line.append((mover, action))
        if mover != seat or child.visits < 2:
            break
        world.apply_action(action)
        node = child
    return line


def score_top(
    scores: Mapping[Action, float],
    chosen: Action,
    chosen_score: float,
    full_window: bool,
    solved_threshold: float,
    scale: float = ALPHA_BETA_SCALE,
    nodes: Mapping[Action, int] | None = None,
) -> list[dict[str, Any]]:
    """Alpha-beta's root moves, the chosen one first, then the best other scores. `scores`
    is in search order: a move that did not beat the best so far (without a full window) has
    only an upper bound."""
    if not scores:  # out of time before the first iteration: nothing was scored
        return []
    exact: dict[Action, bool] = {}
    best = -math.inf
    for action, score in scores.items():
        exact[action] = full_window or score > best
        best = max(best, score)
    others = sorted((a for a in scores if a != chosen), key=lambda a: -scores[a])
    entries = [(chosen, chosen_score, True)]
    entries += [(a, scores[a], exact[a]) for a in others[: TOP_MOVES - 1]]
    return [
        {
            "action": action,
            "visits": (nodes or {}).get(action, 0),
            "chance": chance_from_score(score, solved_threshold, scale),
            "exact": is_exact,
        }
        for action, score, is_exact in entries
    ]


def table_line(
    table: Mapping[Hashable, tuple],
    key: Callable[[GameState], Hashable],
    root: GameState,
    chosen: Action,
    length: int = LINE_LENGTH,
) -> list[tuple[int, Action]]:
    """The best-reply chain an alpha-beta transposition table remembers, from the chosen
    move on (perfect information: every seat's moves). Stops at chance, at the end of the
    game and where the table has no legal move stored."""
    world = root.clone()
    line = [(world.current_player(), chosen)]
    world.apply_action(chosen)
    while len(line) < length and not world.is_terminal():
        mover = world.current_player()
        if mover == CHANCE or mover < 0:
            break
        entry = table.get(key(world))
        move = entry[3] if entry is not None else None
        if move is None or move not in world.legal_actions():
            break
        line.append((mover, move))
        world.apply_action(move)
    return line

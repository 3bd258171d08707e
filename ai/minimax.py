"""Alpha-beta search for two-seat, zero-sum, perfect-information games (with explicit chance).

Plain minimax from the root seat's point of view rather than negamax: in our engines a seat can
answer a sub-decision (tame order, award) and so move twice in a row, so every node asks
`current_player()` whether it maximises or minimises. Chance nodes are expectimax nodes: the
probability-weighted average of full-window searches of their children (no *-minimax pruning).

Iterative deepening with a transposition table (keyed by `state.position_key()` when the engine
offers one), TT move / killer / history ordering plus a game-specific ordering hook, a pluggable
evaluator, and exact solving: when an iteration never meets its horizon the root value is the
game-theoretic value and the search stops and says so (`info["solved"]`).

Speed: engines that offer make/unmake (`push(action)` / `pop()`, plus `position_key()`) are
searched on one working copy instead of a clone per node (`_search_fast`, the same tree node for
node as `_search`); horizon children are evaluated inline, and the ordering hook's result is
cached per position for the next iteration. A game may search with its own `_Search` subclass
(`AlphaBetaBot.new_search`; Nine Sons: ai/heuristics/nine_sons/search.py).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from typing import Any

from ai.protocol import (
    Bot,
    Deadline,
    Decision,
    ProgressCallback,
    SearchBudget,
    SearchCancelled,
    legal_or_forced,
)
from ai.search_info import score_top, table_line
from game.core.protocol import CHANCE, TERMINAL, Action, GameState

Evaluator = Callable[[GameState, int], float]
"""`evaluate(state, seat)`: how good `state` is for `seat`, in evaluation units (|v| < 10_000)."""

Ordering = Callable[[GameState, list[Action]], list[Action]]
"""`order(state, actions)`: the same actions, most promising first."""

WIN_SCORE = 1_000_000.0
"""A won terminal is worth WIN_SCORE minus its distance from the root (faster wins first)."""

SOLVED_THRESHOLD = WIN_SCORE - 10_000
"""Scores beyond this are proven wins or losses (a chance mix of a win and a guess stays below)."""
INFINITY = math.inf

_EXACT, _LOWER, _UPPER = 0, 1, 2
_CHECK_MASK = 255  # poll the clock and the cancel flag every 256 nodes
_MAX_TT_ENTRIES = 400_000  # about 100 MB at most; cleared when full
_MAX_ORDER_ENTRIES = 50_000  # cached move orders (lists of a few dozen ints); cleared when full


class _Stop(Exception):
    """Unwinds the search when time, nodes or the caller's patience run out."""


def zero_evaluator(state: GameState, seat: int) -> float:
    """No game knowledge: every non-terminal position is even."""
    return 0.0


class AlphaBetaBot(Bot):
    """Iterative-deepening alpha-beta / expectimax with a transposition table.

    `noise` (evaluation units, standard deviation) is added to the root scores with the
    caller's rng, which makes easy levels fallible; with noise every root move gets a
    full-window search so that the scores being perturbed are real scores, not bounds.
    SearchBudget: `depth` caps the iterative deepening, `iterations` caps the node count
    (reproducible, unlike time), `time_s` caps the wall clock. States offering `push(action)` /
    `pop()` (make/unmake) and `position_key()` are searched in place on one working copy, which
    visits exactly the nodes the clone-per-node path would; `fast_path=False` forces the latter.
    """

    def __init__(
        self,
        evaluator: Evaluator | None = None,
        ordering: Ordering | None = None,
        noise: float = 0.0,
        max_depth: int = 64,
        name: str = "alphabeta",
        fast_path: bool = True,
    ) -> None:
        self.evaluator = evaluator or zero_evaluator
        self.ordering = ordering
        self.noise = noise
        self.max_depth = max_depth
        self.name = name
        self.fast_path = fast_path  # use push/pop when the state offers it
        self.progress: ProgressCallback | None = None

    def choose(
        self,
        state: GameState,
        budget: SearchBudget,
        rng: random.Random,
        cancel: Any = None,
    ) -> Decision:
        """Search `state` (never mutated) and return the best action found within `budget`."""
        actions, forced = legal_or_forced(state, "AlphaBetaBot", depth=0, nodes=0)
        if forced is not None:
            return forced
        return self.new_search(state, budget, cancel).run(actions, rng)

    def new_search(self, state: GameState, budget: SearchBudget, cancel: Any) -> _Search:
        """The search object of one `choose` call (a game may supply its own subclass)."""
        return _Search(self, state, budget, cancel)


class _Search:
    """The state of one `choose` call: root seat, table, counters and limits."""

    def __init__(
        self, bot: AlphaBetaBot, root: GameState, budget: SearchBudget, cancel: Any
    ) -> None:
        self.bot = bot
        self.root = root
        self.seat = root.current_player()
        self.evaluate = bot.evaluator
        self.ordering = bot.ordering
        self.deadline = Deadline(budget, cancel)
        self.cancel = cancel
        self.node_limit = budget.iterations
        self.depth_limit = min(budget.depth or bot.max_depth, bot.max_depth)
        self.nodes = 0
        self.horizon_hits = 0
        self.table: dict[Hashable, tuple[int, float, int, Action | None, bool]] = {}
        self.killers: dict[int, list[Action]] = {}
        self.history: dict[Action, int] = {}
        self.order_cache: dict[Hashable, list[Action]] = {}
        self.root_nodes: dict[Action, int] = {}  # nodes below each root move, for the coach
        self.use_position_key = hasattr(root, "position_key")
        # Make/unmake fast path: engines offering push/pop (and a position key) are searched
        # in place on one working copy instead of a clone per node; same tree, same values.
        self.fast = (
            bot.fast_path
            and self.use_position_key
            and hasattr(root, "push")
            and hasattr(root, "pop")
        )

    # --- driver -----------------------------------------------------------------------------

    def run(self, actions: list[Action], rng: random.Random) -> Decision:
        """Iterative deepening until a limit, a solved root or the depth cap."""
        order = self.ordering(self.root, list(actions)) if self.ordering else list(actions)
        best_action: Action | None = None
        best_value = 0.0
        completed = 0
        solved = False
        scores: dict[Action, float] = {}
        for depth in range(1, self.depth_limit + 1):
            if self.deadline.expired():
                break
            horizon_before = self.horizon_hits
            partial: list[tuple[Action, float]] = []
            try:
                self._search_root(order, depth, partial)
            except _Stop:
                # The first root move is the previous best, so any completed move that beat it
                # at this depth is a sound improvement; otherwise keep the last full iteration.
                if partial:
                    move, value = max(partial, key=lambda item: item[1])
                    if best_action is None or (
                        partial[0][0] == best_action and value > partial[0][1]
                    ):
                        best_action, best_value = move, value
                break
            completed = depth
            scores = dict(partial)
            best_action, best_value = self._pick(partial, rng)
            order = [best_action] + [a for a, _ in sorted(partial, key=lambda i: -i[1])[1:]]
            if self.bot.progress is not None:
                self.bot.progress(self._info(completed, best_value, False, best_action))
            if self.horizon_hits == horizon_before or abs(best_value) >= SOLVED_THRESHOLD:
                solved = True
                break
            if self.deadline.expired() or (self.node_limit and self.nodes >= self.node_limit):
                break
        if best_action is None:
            if self.cancel is not None and self.cancel.is_set():
                raise SearchCancelled("alpha-beta cancelled before depth 1 finished")
            best_action = order[0]  # out of budget before depth 1: the ordering's favourite
        info = self._info(completed, best_value, solved, best_action)
        info["scores"] = {self.root.action_to_string(a): round(v, 3) for a, v in scores.items()}
        # For the coach (ai/search_info.py): read from what the search left, nothing searched.
        full_window = self.bot.noise > 0
        info["top"] = score_top(
            scores, best_action, best_value, full_window, SOLVED_THRESHOLD, nodes=self.root_nodes
        )
        info["line"] = table_line(self.table, self._key, self.root, best_action)
        return Decision(best_action, info)

    def _pick(self, results: list[tuple[Action, float]], rng: random.Random) -> tuple:
        """The best root move, after adding the bot's noise to every score."""
        if self.bot.noise <= 0:
            return max(results, key=lambda item: item[1])
        noisy = [(a, v + rng.gauss(0.0, self.bot.noise)) for a, v in results]
        move = max(noisy, key=lambda item: item[1])[0]
        return move, dict(results)[move]

    def _info(self, depth: int, value: float, solved: bool, action: Action) -> dict[str, Any]:
        elapsed = self.deadline.elapsed()
        return {
            "depth": depth,
            "nodes": self.nodes,
            "value": round(value, 3),
            "solved": solved,
            "elapsed": round(elapsed, 4),
            "nps": round(self.nodes / elapsed) if elapsed > 0 else 0,
            "best": self.root.action_to_string(action),
            "tt_size": len(self.table),
        }

    def _search_root(self, order: list[Action], depth: int, out: list) -> None:
        """One iteration at the root; appends (action, value) for every completed move."""
        alpha = -INFINITY
        full_window = self.bot.noise > 0
        # The fast path works on its own copy: a search stopped mid-tree leaves it dirty.
        work = self.root.clone() if self.fast else None
        for action in order:
            low = -INFINITY if full_window else alpha
            nodes_before = self.nodes
            if work is not None:
                after = work.push(action)  # type: ignore[attr-defined]
                value = self._search_fast(work, depth - 1, low, INFINITY, 1, after)
                work.pop()  # type: ignore[attr-defined]
            else:
                child = self.root.clone()
                child.apply_action(action)
                value = self._search(child, depth - 1, low, INFINITY, 1)
            out.append((action, value))
            self.root_nodes[action] = self.nodes - nodes_before
            if value > alpha:
                alpha = value

    # --- the recursive search ----------------------------------------------------------------

    def _key(self, state: GameState) -> Hashable:
        if self.use_position_key:
            return state.position_key()  # type: ignore[attr-defined]
        return (state.view(None), state.current_player())

    def _check_limits(self) -> None:
        """Stop the search when time, the caller's patience or the node budget ran out (asked
        once every 256 nodes)."""
        if self.deadline.expired() or (self.node_limit and self.nodes >= self.node_limit):
            raise _Stop

    def _probe(self, key: Hashable, depth: int, alpha: float, beta: float, ply: int) -> tuple:
        """(the stored value if it settles this node else None, the stored best move)."""
        entry = self.table.get(key)
        if entry is None:
            return None, None
        entry_depth, stored, flag, tt_move, horizon = entry
        if entry_depth >= depth:
            value = _from_table(stored, ply)
            if (
                flag == _EXACT
                or (flag == _LOWER and value >= beta)
                or (flag == _UPPER and value <= alpha)
            ):
                if horizon:
                    self.horizon_hits += 1
                return value, tt_move
        return None, tt_move

    def _store(self, key: Hashable, depth: int, ply: int, result: tuple) -> None:
        """Remember a searched node: result = (best, best move, alpha and beta at entry,
        whether the search below met the horizon)."""
        best, best_move, alpha_start, beta_start, horizon = result
        if best <= alpha_start:
            flag = _UPPER
        elif best >= beta_start:
            flag = _LOWER
        else:
            flag = _EXACT
        if len(self.table) >= _MAX_TT_ENTRIES:
            self.table.clear()
        self.table[key] = (depth, _to_table(best, ply), flag, best_move, horizon)

    def _search(self, state: GameState, depth: int, alpha: float, beta: float, ply: int) -> float:
        """Minimax value of `state` for the root seat (alpha-beta inside, bounds outside).

        The clone-per-node path, for engines without push/pop: a clone per node costs far more
        than the calls to the table helpers, which `_search_fast` inlines instead.
        """
        self.nodes += 1
        if not self.nodes & _CHECK_MASK:
            self._check_limits()
        player = state.current_player()
        if player == TERMINAL:
            return state.returns()[self.seat] * (WIN_SCORE - ply)
        if depth <= 0:
            self.horizon_hits += 1
            return self.evaluate(state, self.seat)
        if player == CHANCE:
            total = 0.0
            for outcome, probability in state.chance_outcomes():
                child = state.clone()
                child.apply_action(outcome)
                total += probability * self._search(child, depth, -INFINITY, INFINITY, ply + 1)
            return total
        key = self._key(state)
        settled, tt_move = self._probe(key, depth, alpha, beta, ply)
        if settled is not None:
            return settled
        maximising = player == self.seat
        alpha_start, beta_start = alpha, beta
        horizon_before = self.horizon_hits
        best = -INFINITY if maximising else INFINITY
        actions = self._ordered(state, tt_move, ply, key)
        best_move = actions[0]
        for action in actions:
            child = state.clone()
            child.apply_action(action)
            value = self._search(child, depth - 1, alpha, beta, ply + 1)
            if maximising:
                if value > best:
                    best, best_move = value, action
                    alpha = max(alpha, value)
            elif value < best:
                best, best_move = value, action
                beta = min(beta, value)
            if alpha >= beta:
                self._remember_cutoff(action, depth, ply)
                break
        horizon = self.horizon_hits != horizon_before
        self._store(key, depth, ply, (best, best_move, alpha_start, beta_start, horizon))
        return best

    def _search_fast(
        self, state: Any, depth: int, alpha: float, beta: float, ply: int, player: Any = None
    ) -> float:
        """`_search` on one state walked with push/pop; visits the same nodes in the same order.

        The hot path of the Nine Sons search, so it stays one function: the table probe and
        store are inlined (a call per node would cost more than it reads better), and children
        at the horizon are evaluated inline (no recursive call): most nodes are those. `push`
        may return the new current player (None: the state is asked).
        """
        self.nodes += 1
        if not self.nodes & _CHECK_MASK:
            self._check_limits()
        if player is None:  # push may answer current_player() (saves a call per node)
            player = state.current_player()
        if player == TERMINAL:
            return state.returns()[self.seat] * (WIN_SCORE - ply)
        if depth <= 0:
            self.horizon_hits += 1
            return self.evaluate(state, self.seat)
        push, pop = state.push, state.pop
        if player == CHANCE:
            total = 0.0
            for outcome, probability in state.chance_outcomes():
                after = push(outcome)
                value = self._search_fast(state, depth, -INFINITY, INFINITY, ply + 1, after)
                total += probability * value
                pop()
            return total

        key = state.position_key()
        entry = self.table.get(key)
        tt_move = None
        if entry is not None:  # the table probe (`_probe`), inlined
            entry_depth, stored, flag, tt_move, horizon = entry
            if entry_depth >= depth:
                value = _from_table(stored, ply)
                if (
                    flag == _EXACT
                    or (flag == _LOWER and value >= beta)
                    or (flag == _UPPER and value <= alpha)
                ):
                    self.horizon_hits += horizon
                    return value

        maximising = player == self.seat
        alpha_start, beta_start = alpha, beta
        horizon_before = self.horizon_hits
        best = -INFINITY if maximising else INFINITY
        actions = self._ordered(state, tt_move, ply, key)
        best_move = actions[0]
        frontier = depth == 1  # the children are at the horizon: count and score them here
        if frontier:
            evaluate, seat, win = self.evaluate, self.seat, WIN_SCORE - ply - 1
        evaluated = 0
        for action in actions:
            if frontier:
                self.nodes = nodes = self.nodes + 1
                if not nodes & _CHECK_MASK:
                    self._check_limits()
                after = push(action)
                if after == TERMINAL or (after is None and state.is_terminal()):
                    value = state.returns()[seat] * win
                else:
                    evaluated += 1
                    value = evaluate(state, seat)
                pop()
            else:
                after = push(action)
                value = self._search_fast(state, depth - 1, alpha, beta, ply + 1, after)
                pop()
            if maximising:
                if value > best:
                    best, best_move = value, action
                    if value > alpha:
                        alpha = value
            elif value < best:
                best, best_move = value, action
                if value < beta:
                    beta = value
            if alpha >= beta:
                self._remember_cutoff(action, depth, ply)
                break
        self.horizon_hits += evaluated

        # The table store (`_store`), inlined.
        flag = _UPPER if best <= alpha_start else _LOWER if best >= beta_start else _EXACT
        if len(self.table) >= _MAX_TT_ENTRIES:
            self.table.clear()
        horizon = self.horizon_hits != horizon_before
        self.table[key] = (depth, _to_table(best, ply), flag, best_move, horizon)
        return best

    def _ordered(
        self, state: GameState, tt_move: Action | None, ply: int, key: Hashable = None
    ) -> list[Action]:
        """TT move, then killers of this ply, then the heuristic (or history) order.

        With an ordering hook and position keys, the hook's order is cached per position
        (iterative deepening revisits every inner node once per iteration).
        """
        if self.ordering is not None:
            cache = self.order_cache
            actions = cache.get(key) if self.use_position_key else None
            if actions is None:
                actions = self.ordering(state, state.legal_actions())
                if self.use_position_key:
                    if len(cache) >= _MAX_ORDER_ENTRIES:
                        cache.clear()
                    cache[key] = actions
        else:
            actions = state.legal_actions()
        if self.ordering is None and self.history:
            history = self.history
            actions.sort(key=lambda a: -history.get(a, 0))
        return self._tt_and_killers_first(actions, tt_move, ply)

    def _tt_and_killers_first(
        self, actions: list[Action], tt_move: Action | None, ply: int
    ) -> list[Action]:
        """`actions` with the TT move, then this ply's killers, moved to the front."""
        front: list[Action] = []
        if tt_move is not None and tt_move in actions:
            front.append(tt_move)
        for killer in self.killers.get(ply, ()):
            if killer != tt_move and killer in actions:
                front.append(killer)
        if not front:
            return actions
        rest = list(actions)
        for action in front:
            rest.remove(action)  # actions are distinct: one removal each, done in C
        return front + rest

    def _remember_cutoff(self, action: Action, depth: int, ply: int) -> None:
        killers = self.killers.setdefault(ply, [])
        if action not in killers:
            killers.insert(0, action)
            del killers[2:]
        self.history[action] = self.history.get(action, 0) + depth * depth


def _to_table(value: float, ply: int) -> float:
    """Store win/loss scores relative to the node so they stay right at any ply."""
    if value >= SOLVED_THRESHOLD:
        return value + ply
    if value <= -SOLVED_THRESHOLD:
        return value - ply
    return value


def _from_table(value: float, ply: int) -> float:
    if value >= SOLVED_THRESHOLD:
        return value - ply
    if value <= -SOLVED_THRESHOLD:
        return value + ply
    return value

"""Turning points of a finished game: the people's decisions where the coach would have chosen
differently, with the largest drop in its estimated chance to win (issue 17).

Pure: no pygame, no search of its own. Each judgement needs a search, and searches run in the
AI worker's process (ai/worker.py), the one that answers moves and hints: a search in a thread
of the UI process would make every frame late (the GIL), while the worker's process leaves the
UI untouched, and after a game it is idle. `TurningPointSearch` hands out one position at a time
(`next_probe`), takes each answer (`take`), and gives the points once every answer is in;
`WorkerDriver` does the submitting and polling for a scene (submit the next probe when none is
out; results the scene polls are passed to `accept`).

How a decision is judged: the coach's search of the position before it gives its choice and
its chance to win after it (ai/search_info.py `top`). The move played is judged from the same
search when it is among the top moves with an exact figure; else by a second search of the
position after it, as the deciding seat's chance there (that search's per-seat "seats" figures,
or with two seats one minus the other side's chance, or its own chance when the same seat
decides again). A move followed by chance (a die, a draw) that the first search did not rate
is left out: judging it fairly would need every outcome. Decisions the coach does not search
(forced ones, rule-of-thumb ones) are left out too.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import CHANCE, Action, GameState
from game.core.record import GameRecord
from game.rules import RULES

POINTS_SHOWN = 3
"""How many turning points the results screen lists."""
MIN_DROP = 0.05
"""A smaller drop in the chance to win is not a turning point (search noise)."""

_request_ids = itertools.count(2_000_000_000)  # far from the sessions' request ids


@dataclass(frozen=True)
class TurningPoint:
    """One decision: where it was (`ply`, the record's index of the move played, which the
    replay viewer can open at), who played what, what the coach liked, and its chance to win
    after each (0..1)."""

    ply: int
    seat: int
    played: Action
    coach: Action
    coach_chance: float
    played_chance: float
    coach_then: tuple[Action, ...] = ()
    """The search's own next steps after its choice (a Drakon tile's cell and turn), so the
    choice can be worded whole."""

    @property
    def drop(self) -> float:
        """How much the coach's estimated chance to win fell with the move played."""
        return self.coach_chance - self.played_chance


@dataclass(frozen=True)
class Probe:
    """A position to search: for decision `decision` (its ply), `after` the move played or not."""

    ply: int
    after: bool
    state: GameState


@dataclass
class _Decision:
    ply: int
    seat: int
    played: Action
    before: GameState
    coach: Action | None = None
    coach_then: tuple[Action, ...] = ()
    coach_chance: float | None = None
    played_chance: float | None = None
    settled: bool = False  # judged, or left out


@dataclass
class TurningPointSearch:
    """The judgement of one record for `seats` (the people), one search at a time."""

    record: GameRecord
    seats: Iterable[int]
    _decisions: list[_Decision] = field(default_factory=list)
    _asked: set[tuple[int, bool]] = field(default_factory=set)

    def __post_init__(self) -> None:
        rules = RULES[self.record.slug]
        people = set(self.seats)
        state = rules.new_initial_state(self.record.num_players, self.record.options)
        for ply, text in enumerate(self.record.history):
            action = rules.parse_action(state, text)
            seat = state.current_player()
            if seat in people and len(state.legal_actions()) > 1:
                self._decisions.append(_Decision(ply, seat, action, state.clone()))
            state.apply_action(action)

    @property
    def total(self) -> int:
        """Decisions to judge."""
        return len(self._decisions)

    @property
    def judged(self) -> int:
        """Decisions judged (or left out) so far."""
        return sum(1 for decision in self._decisions if decision.settled)

    def done(self) -> bool:
        """True once every decision is judged."""
        return self.judged == self.total

    def next_probe(self) -> Probe | None:
        """The next position to search, or None when none is wanted now."""
        for decision in self._decisions:
            if decision.settled:
                continue
            if decision.coach is None:
                key = (decision.ply, False)
                if key not in self._asked:
                    self._asked.add(key)
                    return Probe(decision.ply, False, decision.before)
                return None  # its answer is still out
            key = (decision.ply, True)
            if key not in self._asked:
                self._asked.add(key)
                after = decision.before.clone()
                after.apply_action(decision.played)
                return Probe(decision.ply, True, after)
            return None
        return None

    def take(self, probe: Probe, action: Action | None, info: Mapping[str, Any]) -> None:
        """The search's answer for `probe` (action None: it failed; the decision is left out)."""
        decision = next(d for d in self._decisions if d.ply == probe.ply)
        top = [entry for entry in info.get("top", ()) if isinstance(entry, Mapping)]
        if action is None or not top:
            decision.settled = True
            return
        if not probe.after:
            self._judge_before(decision, action, top)
        else:
            decision.played_chance = _chance_for(probe.state, decision.seat, top)
            decision.settled = True

    def _judge_before(self, decision: _Decision, action: Action, top: list) -> None:
        decision.coach, decision.coach_chance = action, float(top[0]["chance"])
        decision.coach_then = tuple(top[0].get("then", ()))
        if action == decision.played or top[0]["action"] != action:
            decision.settled = True  # the coach agrees (or gave no figure for its choice)
            return
        for entry in top:
            if entry["action"] == decision.played and entry.get("exact", True):
                decision.played_chance = float(entry["chance"])
                decision.settled = True
                return
        after = decision.before.clone()
        after.apply_action(decision.played)
        if after.is_terminal():
            decision.played_chance = (after.returns()[decision.seat] + 1.0) / 2.0
            decision.settled = True
        elif after.current_player() == CHANCE:
            decision.settled = True  # left out: its worth depends on the dice

    def points(self, count: int = POINTS_SHOWN) -> list[TurningPoint]:
        """The `count` decisions with the largest drops (at least MIN_DROP), in move order."""
        found = [
            TurningPoint(
                d.ply, d.seat, d.played, d.coach, d.coach_chance, d.played_chance, d.coach_then
            )
            for d in self._decisions
            if d.coach is not None and d.coach_chance is not None and d.played_chance is not None
        ]
        found = [point for point in found if point.drop >= MIN_DROP]
        found.sort(key=lambda point: (-point.drop, point.ply))
        return sorted(found[:count], key=lambda point: point.ply)  # told in the game's order


def _chance_for(state: GameState, seat: int, top: list) -> float | None:
    """`seat`'s chance in `state` from a search of it by whoever decides there."""
    mover = state.current_player()
    best = top[0]
    if mover == seat:
        return float(best["chance"])
    seats = best.get("seats")
    if seats:
        return float(seats[seat])
    if state.num_players == 2:
        return 1.0 - float(best["chance"])
    return None


class WorkerDriver:
    """Runs a `TurningPointSearch` through the AI worker (ai/worker.py's submit / poll API):
    `step(worker)` each frame submits the next position when none is out; the scene hands
    every result it polls to `accept`, which takes the ones that are ours."""

    def __init__(self, judge: TurningPointSearch, level: str) -> None:
        self.judge = judge
        self.level = level
        self._out: tuple[int, Probe] | None = None

    def step(self, worker: Any) -> None:
        """Submit the next search if none is running."""
        if self._out is not None:
            return
        probe = self.judge.next_probe()
        if probe is None:
            return
        request_id = next(_request_ids)
        self._out = (request_id, probe)
        record = self.judge.record
        seed = record.seed + 7919 * probe.ply + (1 if probe.after else 0)
        worker.submit(request_id, probe.state.clone(), record.slug, self.level, seed)

    def accept(self, result: Any) -> bool:
        """Take a worker result if it answers our search (True), else leave it (False)."""
        if self._out is None or getattr(result, "request_id", None) != self._out[0]:
            return False
        probe = self._out[1]
        self._out = None
        failed = getattr(result, "error", None) is not None
        self.judge.take(probe, None if failed else result.action, result.info or {})
        return True

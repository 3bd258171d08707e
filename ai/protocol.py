"""What every bot offers: `choose(state, budget, rng, cancel) -> Decision`."""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import Action, GameState


@dataclass(frozen=True)
class SearchBudget:
    """Limits of one search; any of them may be None (unlimited). The first reached stops it."""

    time_s: float | None = None
    iterations: int | None = None
    depth: int | None = None


class CancelToken:
    """A cancellation flag a search polls often; anything with `is_set()` works the same."""

    def __init__(self) -> None:
        self._cancelled = False

    def set(self) -> None:
        """Ask the search to stop as soon as it can."""
        self._cancelled = True

    def is_set(self) -> bool:
        """True once cancellation was requested."""
        return self._cancelled


class SearchCancelled(Exception):
    """Raised by a bot whose search was cancelled before it had any answer."""


@dataclass(frozen=True)
class Decision:
    """A bot's answer: the action and free-form info (depth, iterations, value, principal line)."""

    action: Action
    info: dict[str, Any] = field(default_factory=dict)


ProgressCallback = Callable[[dict[str, Any]], None]


class Bot(ABC):
    """A player for one seat. Never mutates its input; always answers with a legal action."""

    name: str = "bot"

    @abstractmethod
    def choose(
        self,
        state: GameState,
        budget: SearchBudget,
        rng: random.Random,
        cancel: Any = None,
    ) -> Decision:
        """Pick an action for `state.current_player()` within `budget`."""


def legal_or_forced(
    state: GameState, bot_name: str, **forced_info: Any
) -> tuple[list[Action], Decision | None]:
    """The legal actions, and the answer at once when only one is legal (`forced_info` goes
    into its info). Raises ValueError where no decision is due (chance or terminal)."""
    actions = state.legal_actions()
    if not actions:
        raise ValueError(f"{bot_name} asked to move where no decision is due")
    if len(actions) == 1:
        return actions, Decision(actions[0], {"forced": True, **forced_info})
    return actions, None


_SEARCH_CACHES: list[Callable[[], None]] = []


def search_cache(table: dict) -> dict:
    """Register `table`, a module-level memo table that outlives one search, and return it:
    `_VALUES: dict[int, float] = search_cache({})`.

    Such a table is shared by every search of the process, so over a session it fills with
    positions of earlier games that never recur: the worker calls `clear_search_caches` after
    each search it answers, and memory per game stays flat (issue 11). A search still finds
    its own transpositions in it; a search's results never depend on it.
    """
    _SEARCH_CACHES.append(table.clear)
    return table


def clear_search_caches() -> None:
    """Empty every table registered with `search_cache` (the AI worker, between searches)."""
    for clear in _SEARCH_CACHES:
        clear()


class Deadline:
    """Turns a SearchBudget's time limit and a cancel token into one cheap `expired()` check."""

    def __init__(self, budget: SearchBudget, cancel: Any = None) -> None:
        self.start = time.perf_counter()
        self.end = None if budget.time_s is None else self.start + budget.time_s
        self.cancel = cancel

    def expired(self) -> bool:
        """True once the time is up or the search was cancelled."""
        if self.cancel is not None and self.cancel.is_set():
            return True
        return self.end is not None and time.perf_counter() >= self.end

    def elapsed(self) -> float:
        """Seconds since the search started."""
        return time.perf_counter() - self.start

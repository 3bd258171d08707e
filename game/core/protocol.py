"""The engine protocol every game implements (method names after OpenSpiel).

A `GameRules` object is stateless, one per game. A `GameState` is mutable and owned by one
thread at a time. Actions are small ints; chance events are explicit nodes whose outcomes the
driver samples (the engine never calls `random`). Renderers only ever see `view(player)`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

Action = int


class Rng(Protocol):
    """The seeded generator a driver passes in (random.Random fits); engines never make one."""

    def random(self) -> float:
        """A float in [0, 1)."""

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle `items` in place."""

    def choice(self, items: Sequence[Any]) -> Any:
        """One element of a non-empty sequence."""


CHANCE = -1
"""`current_player()` at a chance node: the driver samples from `chance_outcomes()`."""

TERMINAL = -2
"""`current_player()` once the game is over."""


class IllegalActionError(ValueError):
    """Raised by `apply_action` or `parse_action` for an action that is not legal here."""


@dataclass(frozen=True)
class OptionSpec:
    """One rule option or variant a game offers in its setup screen.

    `choices` is a tuple of (value, label) pairs; the value must be JSON-serialisable.
    """

    key: str
    label: str
    default: Any
    choices: tuple[tuple[Any, str], ...]
    help: str = ""


@dataclass(frozen=True)
class GameInfo:
    """Static facts about a game: identity, seat range, kind of uncertainty and options."""

    slug: str
    title: str
    min_players: int
    max_players: int
    has_chance: bool
    has_hidden_info: bool
    max_game_length: int
    options: tuple[OptionSpec, ...] = ()
    subtitle: str = ""

    def default_options(self) -> dict[str, Any]:
        """Every option at its default value."""
        return {spec.key: spec.default for spec in self.options}

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults overridden by `options`; unknown keys or values raise ValueError."""
        resolved = self.default_options()
        for key, value in (options or {}).items():
            spec = next((s for s in self.options if s.key == key), None)
            if spec is None:
                raise ValueError(f"{self.slug}: unknown option {key!r}")
            if value not in [choice for choice, _ in spec.choices]:
                raise ValueError(f"{self.slug}: option {key!r} cannot be {value!r}")
            resolved[key] = value
        return resolved

    def check_num_players(self, num_players: int) -> None:
        """Raise ValueError unless the seat count is within the game's range."""
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(
                f"{self.slug} needs {self.min_players}-{self.max_players} players, "
                f"not {num_players}"
            )


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended, for the results screen.

    `winners` is empty for a draw; `scores` has one entry per seat; `details` holds a
    per-seat breakdown the results screen can show (e.g. tamed cards and their points).
    """

    winners: tuple[int, ...]
    reason: str
    scores: tuple[float, ...]
    details: tuple[tuple[str, ...], ...] = field(default_factory=tuple)

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return not self.winners


class GameState(ABC):
    """A position of one game. Mutable; `clone()` gives an independent copy."""

    num_players: int

    @abstractmethod
    def current_player(self) -> int:
        """A seat index, or CHANCE, or TERMINAL."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Actions for the current player in deterministic order; empty at chance/terminal."""

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """(action, probability) pairs at a chance node, summing to 1; else empty."""

    @abstractmethod
    def apply_action(self, action: Action) -> None:
        """Play `action` (a decision or a chance outcome); raise IllegalActionError if illegal."""

    @abstractmethod
    def clone(self) -> GameState:
        """An independent copy sharing no mutable containers."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """True once the game is over."""

    @abstractmethod
    def returns(self) -> list[float]:
        """One value per seat: +1 win, -1 loss, 0 draw (shared wins split); zeros before the end."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The outcome once terminal, else None."""

    @abstractmethod
    def view(self, player: int | None) -> Hashable:
        """An immutable, comparable snapshot of what `player` may see (None = spectator)."""

    @abstractmethod
    def action_to_string(self, action: Action) -> str:
        """Stable text for `action` in this state; `parse_action` is its exact inverse."""

    def information_state_key(self, player: int) -> Hashable:
        """A hashable key of everything `player` knows. Perfect-information games: the view."""
        return (self.view(player), self.current_player())

    def sample_determinization(self, player: int, rng: Rng) -> GameState:
        """A full state consistent with what `player` knows. Perfect information: a clone."""
        return self.clone()

    def is_chance_node(self) -> bool:
        """True when the next action is a chance outcome."""
        return self.current_player() == CHANCE

    def reveals_information(self, action: Action) -> bool:
        """True if applying `action` shows some seat something it did not know (undo barrier)."""
        return False

    def turn_owner(self) -> int:
        """The seat whose turn it is, even while another seat answers a sub-decision."""
        return self.current_player()

    def legal_action_strings(self) -> list[str]:
        """`legal_actions()` as text, handy for logs and tests."""
        return [self.action_to_string(a) for a in self.legal_actions()]


class GameRules(ABC):
    """Stateless rules of one game, registered in `game.rules.RULES`."""

    info: GameInfo

    @abstractmethod
    def new_initial_state(
        self, num_players: int, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """The state before the first action (often a chance node: the deal)."""

    def parse_action(self, state: GameState, text: str) -> Action:
        """The action whose `action_to_string` is `text` in `state`; IllegalActionError if none.

        The default searches the legal actions and chance outcomes; games may do better.
        """
        if state.is_chance_node():
            candidates: Sequence[Action] = [a for a, _ in state.chance_outcomes()]
        else:
            candidates = state.legal_actions()
        for action in candidates:
            if state.action_to_string(action) == text:
                return action
        raise IllegalActionError(f"{self.info.slug}: no legal action {text!r} here")


def sample_chance(state: GameState, rng: Rng) -> Action:
    """Draw one chance outcome of `state` with the caller's seeded `rng`."""
    outcomes = state.chance_outcomes()
    point = rng.random()
    cumulative = 0.0
    for action, probability in outcomes:
        cumulative += probability
        if point < cumulative:
            return action
    return outcomes[-1][0]

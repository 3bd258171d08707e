"""The engine protocol every game implements (method names after OpenSpiel).

A `GameRules` object is stateless, one per game. A `GameState` is mutable and owned by one
thread at a time. Actions are small ints; chance events are explicit nodes whose outcomes the
driver samples (the engine never calls `random`). Renderers only ever see `view(player)`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.core.text import Message

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


class OptionValueError(ValueError):
    """An option value its own check (`OptionSpec.accepts`) refused; `reason` says why in
    words for the player (a Message), the exception text in English for the log."""

    def __init__(self, text: str, reason: Message) -> None:
        super().__init__(text)
        self.reason = reason


@dataclass(frozen=True)
class OptionSpec:
    """One rule option or variant a game offers in its setup screen.

    `choices` is a tuple of (value, label) pairs; the value must be JSON-serialisable. `label`,
    the choice labels and `help` are English msgids marked with `N_` (the client translates).
    A `per_seat` option holds one choice per seat (a deck per player, say): its resolved value
    is a list as long as the seat count, and `default` is every seat's default choice.
    """

    key: str
    label: str
    default: Any
    choices: tuple[tuple[Any, str], ...]
    help: str = ""
    per_seat: bool = False
    requires: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    """Other options this one depends on, as (key, allowed values) pairs: where one is not met
    the option is not offered (the setup hides it) and must keep its default."""
    absent: tuple[Any, ...] = ()
    """For an option added after saves existed: `(value,)`, the value a save that does not
    name the option meant (the rules as they were); empty: a save must name it."""
    accepts: Callable[[Any], Message | None] | None = None
    """For an option that also takes values beyond `choices` (a deck the player built, as a
    code): called with such a value, None when it is acceptable, else why not (a Message for
    the player). A value must still fit a save (game.core.record.OPTION_VALUE)."""

    def offered(self, options: Mapping[str, Any]) -> bool:
        """True when every option this one requires has one of its allowed values."""
        return all(options.get(key) in allowed for key, allowed in self.requires)

    def values(self) -> list[Any]:
        """The allowed values, in menu order."""
        return [value for value, _ in self.choices]

    def resolve(self, value: Any, num_players: int | None, slug: str) -> Any:
        """`value` checked against the choices (a list per seat for `per_seat`); ValueError if not.

        A single choice for a per-seat option means that choice for every seat."""
        allowed = self.values()
        if not self.per_seat:
            self._check(value, allowed, slug, "")
            return value
        if num_players is None:
            raise ValueError(f"{slug}: option {self.key!r} is per seat; the seat count is needed")
        if not isinstance(value, (list, tuple)):
            value = [value] * num_players
        if len(value) != num_players:
            raise ValueError(
                f"{slug}: option {self.key!r} needs one value per seat ({num_players}), "
                f"not {len(value)}"
            )
        for entry in value:
            self._check(entry, allowed, slug, " for a seat")
        return list(value)

    def _check(self, value: Any, allowed: list[Any], slug: str, where: str) -> None:
        """ValueError unless `value` is one of the choices or, for an option with its own
        check, passes it (OptionValueError with the reason)."""
        if value in allowed:
            return
        shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:57] + "..."
        text = f"{slug}: option {self.key!r} cannot be {shown}{where}"
        if self.accepts is None or isinstance(value, (list, dict)):
            raise ValueError(text)
        reason = self.accepts(value)
        if reason is not None:
            raise OptionValueError(f"{text}: {reason.english()}", reason)


@dataclass(frozen=True)
class GameInfo:
    """Static facts about a game: identity, seat range, kind of uncertainty and options.

    `title` and `subtitle` (the title screen's one-line blurb) are English msgids marked with
    `N_`; the title screen's catalogue is built from these records.
    """

    slug: str
    title: str
    min_players: int
    max_players: int
    has_chance: bool
    has_hidden_info: bool
    max_game_length: int
    options: tuple[OptionSpec, ...] = ()
    subtitle: str = ""
    num_distinct_actions: int = 0
    """The size of the game's dense action range (`GameRules.dense_action`), for wrappers such
    as OpenSpiel's that index actions by a dense id; 0 when the game declares none."""

    def default_options(self, num_players: int | None = None) -> dict[str, Any]:
        """Every option at its default value (per-seat options need `num_players`)."""
        defaults: dict[str, Any] = {}
        for spec in self.options:
            if spec.per_seat:
                if num_players is None:
                    continue
                defaults[spec.key] = [spec.default] * num_players
            else:
                defaults[spec.key] = spec.default
        return defaults

    def resolve_options(
        self, options: Mapping[str, Any] | None, num_players: int | None = None
    ) -> dict[str, Any]:
        """Defaults overridden by `options`; unknown keys or values raise ValueError.

        `num_players` is needed when the game has per-seat options."""
        resolved = self.default_options(num_players)
        for key, value in (options or {}).items():
            spec = next((s for s in self.options if s.key == key), None)
            if spec is None:
                raise ValueError(f"{self.slug}: unknown option {key!r}")
            resolved[key] = spec.resolve(value, num_players, self.slug)
        missing = [spec.key for spec in self.options if spec.key not in resolved]
        if missing:
            raise ValueError(f"{self.slug}: per-seat options {missing} need the seat count")
        for spec in self.options:
            if not spec.offered(resolved) and resolved[spec.key] != spec.default:
                needs = ", ".join(f"{key} in {list(allowed)}" for key, allowed in spec.requires)
                raise ValueError(f"{self.slug}: option {spec.key!r} needs {needs}")
        return resolved

    def upgrade_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """A saved match's options as this version names them: an option added since takes its
        `absent` value, and one that is not offered under the others (so it never changed play)
        takes its default. Everything else is left for `resolve_options` to judge."""
        upgraded = dict(options)
        for spec in self.options:
            if spec.key not in upgraded and spec.absent:
                upgraded[spec.key] = spec.absent[0]
        for spec in self.options:
            if spec.key in upgraded and not spec.offered(upgraded):
                upgraded[spec.key] = spec.default
        return upgraded

    def check_num_players(self, num_players: int) -> None:
        """Raise ValueError unless the seat count is within the game's range."""
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(
                f"{self.slug} needs {self.min_players}-{self.max_players} players, "
                f"not {num_players}"
            )


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended, as data for the results screen (the client words it).

    `winners` is empty for a draw; `reason` is a stable key ("target-score", "escape"...) with
    `reason_args` to go with it; `scores` has one entry per seat; `details` holds one record per
    seat in the game's own terms (sons tamed, coins, where a wizard stood), which the game's
    client describes.
    """

    winners: tuple[int, ...]
    reason: str
    scores: tuple[float, ...]
    details: tuple[Any, ...] = field(default_factory=tuple)
    reason_args: Mapping[str, Any] = field(default_factory=dict)

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

    def revealed_view(self) -> Hashable:
        """The position with nothing hidden (every hand, face-down card and secret plan), of
        the same type as `view`: what a replay shows once a game is over, when no seat's
        secrets matter any more. Games without hidden information: the spectator's view."""
        return self.view(None)

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

    def why_illegal(self, kind: str, *args: Any) -> Message | None:
        """Why an attempted move of `kind` (the game's own names and arguments, e.g. "place",
        square, die) is illegal here, for the player; None when it is legal or unexplained."""
        return None

    def legal_action_strings(self) -> list[str]:
        """`legal_actions()` as text, handy for logs and tests."""
        return [self.action_to_string(a) for a in self.legal_actions()]


class GameRules(ABC):
    """Stateless rules of one game, registered in `game.rules.RULES`."""

    info: GameInfo

    def dense_action(self, action: Action) -> int:
        """`action` as an id below `info.num_distinct_actions` (identity unless overridden)."""
        return action

    def action_from_dense(self, code: int) -> Action:
        """The inverse of `dense_action`."""
        return code

    def decode_action(self, action: Action) -> Any:
        """`action` as the game's own small record (a named kind and its fields), so the client
        never takes action integers apart by hand; None for a game that offers none."""
        return None

    @abstractmethod
    def new_initial_state(
        self, num_players: int, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """The state before the first action (often a chance node: the deal)."""

    def earlier_options(self, options: Mapping[str, Any]) -> list[dict[str, Any]]:
        """What a save written by an earlier version may have meant by `options`, when the game's
        data changed since (a preconstructed deck's cards, say), as options this version plays
        exactly that way; newest first. `game.core.record.check_rules` tries them in turn on a
        save that does not replay as it stands. An empty list by default."""
        return []

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

"""A saved game is a replay record: who played what, with which options, move by move.

Saves, autosave, undo and the move log all come from the record. A save on disk is checked
strictly before anything else looks at it: `load_json` reads the bytes within size and nesting
limits (no NaN or Infinity, no integer longer than any seed), `RECORD_SCHEMA` (data, below)
says which keys a save holds and what each may be, `check_rules` that the record fits its game
(seat count, every rule option named and allowed), and `replay` runs every action string
through `parse_action`, so a tampered or corrupt save is caught as a RecordError whose message
tells the player what is wrong.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.protocol import GameRules, GameState, IllegalActionError, OptionValueError
from game.core.schema import (
    AnyOf,
    Integer,
    ListOf,
    OneOf,
    RecordError,
    Shape,
    Table,
    Text,
    load_json,
)
from game.core.text import N_, Message

RECORD_FORMAT = 1

SAVE_SIZE_LIMIT = 1 << 20
"""The largest save file read, in bytes (a long Drakon game is about 20 KB)."""

MAX_SEATS = 8
MAX_NAME_LENGTH = 40
"""The longest seat name a save may hold (the setup types 14 characters; translated default
names are longer)."""

MAX_HISTORY = 100_000
"""The most actions a save may hold: above every game's own limit (GameInfo.max_game_length;
a Wyvern match is one record across its games and is bounded at 87,120 actions)."""

SEAT_KINDS = ("human", "ai")
SEAT_LEVELS = ("easy", "normal", "hard", "master", "random")
"""The AI levels a seat may name: the setup's four and the arena's "random" baseline
(ai.levels.make_bot plays exactly these; tests/test_saves_schema.py checks they agree)."""


MAX_OPTION_TEXT = 600
"""The longest text an option value may be: a word, or data such as a Wyvern deck code (under 500
characters; the option's own check reads it, `OptionSpec.accepts`)."""

_WORD = Text(0, MAX_OPTION_TEXT)
_OPTION_SCALAR = AnyOf(
    ((str, _WORD), (int, Integer(-(2**31), 2**31)), (bool, OneOf((True, False))))
)
OPTION_VALUE = AnyOf(
    (
        (str, _WORD),
        (int, Integer(-(2**31), 2**31)),
        (bool, OneOf((True, False))),
        (list, ListOf(_OPTION_SCALAR, 1, MAX_SEATS)),
    )
)
"""A rule option's value: a word, a number or a truth value, or a list of them (one per seat)."""

SEAT_SCHEMA = Shape(
    (
        ("name", Text(0, MAX_NAME_LENGTH)),
        ("kind", OneOf(SEAT_KINDS, N_("a seat is neither a person nor the computer"))),
        ("level", OneOf(SEAT_LEVELS, N_("a seat names an AI level this version does not know"))),
        ("colour", Integer(0, 15)),
    )
)
"""One seat of a save."""

RECORD_SCHEMA = Shape(
    (
        (
            "format",
            OneOf(
                (RECORD_FORMAT,),
                N_("the save was written in a format this version does not know"),
            ),
        ),
        ("slug", Text(1, 40, r"[a-z0-9]+(-[a-z0-9]+)*")),
        ("num_players", Integer(1, MAX_SEATS)),
        ("options", Table(Text(1, 40, r"[a-z0-9_]+"), OPTION_VALUE, 64)),
        ("seats", ListOf(SEAT_SCHEMA, 1, MAX_SEATS)),
        ("seed", Integer(-(2**63), 2**63 - 1)),
        ("history", ListOf(Text(1, 200), 0, MAX_HISTORY)),
    )
)
"""A save file, key by key: every key is required and no other is allowed."""


# ----------------------------------------------------------------------------- the record


@dataclass(frozen=True)
class SeatSpec:
    """One seat of a match: a display name, 'human' or 'ai', an AI level and a colour index."""

    name: str
    kind: str = "human"
    level: str = "normal"
    colour: int = 0

    @property
    def is_human(self) -> bool:
        """True for a seat played by a person at the screen."""
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    @classmethod
    def from_json(cls, data: Any, where: str = "seats") -> SeatSpec:
        """Inverse of `to_json`, checked against SEAT_SCHEMA; RecordError if it does not fit."""
        checked = SEAT_SCHEMA.check(data, where)
        return cls(checked["name"], checked["kind"], checked["level"], checked["colour"])


def _players(seats: list[SeatSpec]) -> list[tuple[str, str, str]]:
    """Who plays each seat (name, kind, level), without the colour it is drawn in."""
    return [(seat.name, seat.kind, seat.level) for seat in seats]


@dataclass
class GameRecord:
    """Everything needed to rebuild a match by replaying it."""

    slug: str
    num_players: int
    options: dict[str, Any]
    seats: list[SeatSpec]
    seed: int
    history: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "format": RECORD_FORMAT,
            "slug": self.slug,
            "num_players": self.num_players,
            "options": dict(self.options),
            "seats": [seat.to_json() for seat in self.seats],
            "seed": self.seed,
            "history": list(self.history),
        }

    def dumps(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False)

    def same_match(self, other: GameRecord | None) -> bool:
        """True when `other` records the same match (game, who plays each seat, options and
        seed), however far each has got: a save of this match may be replaced by a later
        position of it. A seat's colour is how it is drawn, not who plays it: a match the play
        scene recolours (Dragon Delta's seats take their villages' colours) is still the one
        in its save."""
        return other is not None and (
            (self.slug, self.num_players, self.options, _players(self.seats), self.seed)
            == (other.slug, other.num_players, other.options, _players(other.seats), other.seed)
        )

    @property
    def has_human(self) -> bool:
        """True when a person plays at least one seat (a game of AIs only is watched)."""
        return any(seat.is_human for seat in self.seats)

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Inverse of `to_json`, checked strictly against RECORD_SCHEMA; RecordError with a
        readable reason for anything missing, unknown, mistyped, out of range or too long."""
        checked = RECORD_SCHEMA.check(data, "")
        record = cls(
            slug=checked["slug"],
            num_players=checked["num_players"],
            options=checked["options"],
            seats=[SeatSpec(**seat) for seat in checked["seats"]],
            seed=checked["seed"],
            history=checked["history"],
        )
        if len(record.seats) != record.num_players:
            raise RecordError(Message.of(N_("the save's seats do not match its player count")))
        return record

    @classmethod
    def loads(cls, text: str | bytes) -> GameRecord:
        """Parse JSON text (within SAVE_SIZE_LIMIT); raises RecordError for anything unreadable."""
        data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
        return cls.from_json(load_json(data, SAVE_SIZE_LIMIT))


def check_rules(rules: GameRules, record: GameRecord) -> None:
    """Raise RecordError unless `record` fits its game: a seat count the game allows, and options
    that name every option of the game, no other, each with an allowed value (a save missing one
    would otherwise be played on with today's default, changing the rules mid-game).

    A save from before an option existed is first brought up to date (`upgrade_options`: the
    option's `absent` value; an option that is not offered, so never changed play, its default),
    so an older version's games stay playable exactly as they were; likewise a save made before
    the game's data changed gets the options that play it with the old data (`_earlier_data`)."""
    info = rules.info
    record.options = info.upgrade_options(record.options)
    try:
        info.check_num_players(record.num_players)
    except ValueError as error:
        raise RecordError(
            Message.of(N_("the save has the wrong number of players")), error
        ) from error
    known = [spec.key for spec in info.options]
    for key in known:
        if key not in record.options:
            raise RecordError(
                Message.of(
                    N_("the save does not say how the rule option '{option}' is set"), option=key
                )
            )
    for key in record.options:
        if key not in known:
            raise RecordError(
                Message.of(
                    N_("the save sets a rule option this version does not know: '{option}'"),
                    option=key,
                )
            )
    try:
        resolved = info.resolve_options(record.options, record.num_players)
    except OptionValueError as error:
        reason = Message.of(N_("the save's options are not valid: {reason}"), reason=error.reason)
        raise RecordError(reason, error) from error
    except ValueError as error:
        raise RecordError(Message.of(N_("the save's options are not valid")), error) from error
    if resolved != record.options:
        raise RecordError(
            Message.of(N_("the save's options are not valid")), "a value needs one entry per seat"
        )
    _earlier_data(rules, record)


def _earlier_data(rules: GameRules, record: GameRecord) -> None:
    """A save from a version whose game data differed (`GameRules.earlier_options`) replays
    only with that data: when the record does not replay as it stands, its options become the
    first earlier ones it replays with in full, so the match goes on exactly as it was played.
    Nothing changes when none fits (the replay then reports why the save is unusable)."""
    earlier = rules.earlier_options(record.options)
    if not earlier or _replays(rules, record):
        return
    for options in earlier:
        if _replays(rules, replace(record, options=options)):
            record.options = options
            return


def _replays(rules: GameRules, record: GameRecord) -> bool:
    """True when every move of `record` replays (any failure: it does not)."""
    try:
        replay(rules, record)
    except Exception:  # noqa: BLE001 - a hostile move may trip the engine anywhere; the caller's
        return False  # own replay reports it
    return True


def move_after_the_end(number: int) -> Message:
    """Why a record fails: its move `number` (1-based) follows the end of the game."""
    return Message.of(N_("move {number} comes after the end of the game"), number=number)


def illegal_move(number: int) -> Message:
    """Why a record fails: its move `number` (1-based) is not legal there (the move's text and
    the engine's reason go in the RecordError's detail)."""
    return Message.of(N_("move {number} is not legal"), number=number)


def replay(rules: GameRules, record: GameRecord, upto: int | None = None) -> GameState:
    """The state after the first `upto` actions of the record (all of them by default)."""
    try:
        state = rules.new_initial_state(record.num_players, record.options)
    except ValueError as error:
        raise RecordError(Message.of(N_("the save's options are not valid")), error) from error
    entries = record.history if upto is None else record.history[:upto]
    for ply, text in enumerate(entries):
        if state.is_terminal():
            raise RecordError(move_after_the_end(ply + 1))
        try:
            state.apply_action(rules.parse_action(state, text))
        except IllegalActionError as error:
            raise RecordError(illegal_move(ply + 1), f"{text!r}: {error}") from error
    return state

"""A saved game is a replay record: who played what, with which options, move by move.

Saves, autosave, undo and the move log all come from the record. Loading replays every
action string through `parse_action`, so a tampered or corrupt save is caught as an error.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import GameRules, GameState, IllegalActionError
from game.core.text import N_, Message

RECORD_FORMAT = 1


class RecordError(ValueError):
    """A record that cannot be read or replayed.

    `message` is a Message in plain words for the player (the client translates it, e.g. the
    title when it reports a bad save); `detail` the technical particulars (Python's words about
    the broken JSON, the offending value), which stay English and go to the log only.
    `str(error)` is the English message followed by the detail, for logs and tracebacks.
    """

    def __init__(self, message: Message | str, detail: object = "") -> None:
        self.message = message if isinstance(message, Message) else Message.of(message)
        self.detail = str(detail)
        english = self.message.english()
        super().__init__(f"{english} ({self.detail})" if self.detail else english)


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
    def from_json(cls, data: Mapping[str, Any]) -> SeatSpec:
        """Inverse of `to_json`; raises RecordError on malformed input."""
        try:
            seat = cls(
                name=str(data["name"]),
                kind=str(data.get("kind", "human")),
                level=str(data.get("level", "normal")),
                colour=int(data.get("colour", 0)),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise RecordError(Message.of(N_("a seat entry is malformed")), error) from error
        if seat.kind not in ("human", "ai"):
            raise RecordError(
                Message.of(N_("a seat is neither a person nor the computer")), seat.kind
            )
        return seat


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

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Inverse of `to_json`; raises RecordError with a readable reason."""
        if not isinstance(data, dict):
            raise RecordError(Message.of(N_("the save is not a JSON object")))
        if data.get("format") != RECORD_FORMAT:
            raise RecordError(
                Message.of(N_("the save was written in a format this version does not know")),
                repr(data.get("format")),
            )
        try:
            record = cls(
                slug=str(data["slug"]),
                num_players=int(data["num_players"]),
                options=dict(data.get("options", {})),
                seats=[SeatSpec.from_json(seat) for seat in data["seats"]],
                seed=int(data["seed"]),
                history=[str(entry) for entry in data.get("history", [])],
            )
        except RecordError:
            raise  # a seat's own complaint says more than "a field is garbled"
        except (KeyError, TypeError, ValueError) as error:
            raise RecordError(
                Message.of(N_("the save is missing or garbles a field")), error
            ) from error
        if len(record.seats) != record.num_players:
            raise RecordError(Message.of(N_("the save's seats do not match its player count")))
        return record

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        """Parse JSON text; raises RecordError for anything unreadable."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise RecordError(Message.of(N_("the save is not valid JSON")), error) from error
        return cls.from_json(data)


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

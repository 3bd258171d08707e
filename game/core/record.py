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

RECORD_FORMAT = 1


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message is fit for the player."""


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
            raise RecordError(f"a seat entry is malformed ({error})") from error
        if seat.kind not in ("human", "ai"):
            raise RecordError(f"unknown seat kind {seat.kind!r}")
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
            raise RecordError("the save is not a JSON object")
        if data.get("format") != RECORD_FORMAT:
            raise RecordError(f"unknown save format {data.get('format')!r}")
        try:
            record = cls(
                slug=str(data["slug"]),
                num_players=int(data["num_players"]),
                options=dict(data.get("options", {})),
                seats=[SeatSpec.from_json(seat) for seat in data["seats"]],
                seed=int(data["seed"]),
                history=[str(entry) for entry in data.get("history", [])],
            )
        except (KeyError, TypeError, ValueError) as error:
            raise RecordError(f"the save is missing or garbles a field ({error})") from error
        if len(record.seats) != record.num_players:
            raise RecordError("the save's seats do not match its player count")
        return record

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        """Parse JSON text; raises RecordError for anything unreadable."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise RecordError(f"the save is not valid JSON ({error.msg})") from error
        return cls.from_json(data)


def replay(rules: GameRules, record: GameRecord, upto: int | None = None) -> GameState:
    """The state after the first `upto` actions of the record (all of them by default)."""
    try:
        state = rules.new_initial_state(record.num_players, record.options)
    except ValueError as error:
        raise RecordError(f"the save's options are not valid ({error})") from error
    entries = record.history if upto is None else record.history[:upto]
    for ply, text in enumerate(entries):
        if state.is_terminal():
            raise RecordError(f"move {ply + 1} comes after the end of the game")
        try:
            state.apply_action(rules.parse_action(state, text))
        except IllegalActionError as error:
            raise RecordError(f"move {ply + 1} ({text!r}) is not legal: {error}") from error
    return state

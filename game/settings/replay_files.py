"""What a replay file on the shelf holds, and how it is read: its head at once, in full later.

A file holds a small header and the match's `GameRecord` in exactly the format of a save:

    {"replay": 1,
     "header": {"name": "", "played": 1796000000, "finished": true,
                "winners": [0], "reason": "target-score", "moves": 34},
     "record": {...the save format of game.core.record...}}

`name` is what the player typed ("" means the default, "<Game> · <date>", worded when shown);
`played` is when the game ended (seconds since the epoch, UTC); `moves` counts the seats'
decisions (chance events such as a deal or a shuffle are not moves).

Two readings, because a full one replays every move (tens of milliseconds a file on a busy
machine) and the Replays list must show at once:
- `read_head` takes the header and the record up to its moves (the game, options, seats and
  seed): what the list shows. The shelf writes the moves last, so only the start of the text is
  parsed; a file laid out otherwise (edited by hand) is parsed whole, still without a replay.
- `judge_steps` checks the file the way saves are checked (bounded JSON, the schema, the game's
  options, a full replay, the header against the moves) a few moves at a time, so the list can
  check in the gaps between frames; `judge` runs it to the end. Either way a file that cannot be
  used gives a RecordError with its reason and is never changed.
"""

from __future__ import annotations

import json
from collections.abc import Generator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.core.protocol import CHANCE, GameRules, GameState, IllegalActionError, Outcome
from game.core.record import (
    MAX_HISTORY,
    MAX_SEATS,
    SAVE_SIZE_LIMIT,
    GameRecord,
    SeatSpec,
    check_rules,
    illegal_move,
    move_after_the_end,
)
from game.core.schema import Integer, ListOf, OneOf, RecordError, Rule, Shape, Text, load_json
from game.core.text import N_, Message

REPLAY_FORMAT = 1

REPLAY_SIZE_LIMIT = SAVE_SIZE_LIMIT + 4096
"""The largest replay file read: a save's limit and room for the header."""

MAX_REPLAY_NAME = 40
"""The longest name a player may give a replay."""

HEAD_TEXT = 16_384
"""The characters parsed for a file's head: the header, the game, its options (a Wyvern deck
code is under 600 characters) and up to eight seats fit many times over."""

STEP_PLIES = 4
"""Moves replayed between two chances for the caller to stop (a few milliseconds at most)."""

HEADER_SCHEMA = Shape(
    (
        ("name", Text(0, MAX_REPLAY_NAME)),
        ("played", Integer(0, 2**40)),
        ("finished", OneOf((True, False))),
        ("winners", ListOf(Integer(0, MAX_SEATS - 1), 0, MAX_SEATS)),
        ("reason", Text(0, 40, r"[a-z0-9_-]*")),
        ("moves", Integer(0, MAX_HISTORY)),
    )
)
"""A replay's header, key by key: every key is required and no other is allowed."""


class _Record(Rule):
    """The match itself, checked by the save's own schema (GameRecord.from_json)."""

    def check(self, value: Any, where: str) -> Any:
        """The GameRecord, or RecordError saying what is wrong with it."""
        return GameRecord.from_json(value)


_FORMAT = OneOf(
    (REPLAY_FORMAT,), N_("the replay was written in a format this version does not know")
)
FILE_SCHEMA = Shape((("replay", _FORMAT), ("header", HEADER_SCHEMA), ("record", _Record())))
"""A replay file: its format, the header and the record."""


# ----------------------------------------------------------------------------- entries


@dataclass(frozen=True)
class ReplayHead:
    """A replay as the list shows it, read without its moves: the file (relative to the
    folder), the header, and `match`, the record's game, options, seats and seed with an empty
    history (its moves are read and checked when the replay is watched or exported)."""

    file: str
    match: GameRecord
    name: str
    played: int
    finished: bool
    winners: tuple[int, ...]
    reason: str
    moves: int

    @property
    def slug(self) -> str:
        """The game's slug."""
        return self.match.slug

    @property
    def seats(self) -> list[SeatSpec]:
        """Who played, in seat order."""
        return self.match.seats


@dataclass(frozen=True)
class Replay:
    """A replay checked in full: its file, the record (every move replayed) and its header;
    `outcome` is how it ended when known (not part of equality: it follows from the record)."""

    file: str
    record: GameRecord
    name: str
    played: int
    finished: bool
    winners: tuple[int, ...]
    reason: str
    moves: int
    outcome: Outcome | None = field(default=None, compare=False, repr=False)

    @property
    def slug(self) -> str:
        """The game's slug."""
        return self.record.slug

    @property
    def seats(self) -> list[SeatSpec]:
        """Who played, in seat order."""
        return self.record.seats

    @property
    def head(self) -> ReplayHead:
        """The replay as the list reads it (for comparing with a listing)."""
        return ReplayHead(
            self.file,
            replace(self.record, history=[]),
            self.name,
            self.played,
            self.finished,
            self.winners,
            self.reason,
            self.moves,
        )

    def to_json(self) -> dict[str, Any]:
        """The file's content as a JSON-ready dict."""
        header = {
            "name": self.name,
            "played": self.played,
            "finished": self.finished,
            "winners": list(self.winners),
            "reason": self.reason,
            "moves": self.moves,
        }
        return {"replay": REPLAY_FORMAT, "header": header, "record": self.record.to_json()}

    def dumps(self) -> bytes:
        """The file's bytes."""
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False).encode("utf-8")


@dataclass(frozen=True)
class BrokenReplay:
    """A replay file that cannot be used: where it is and why (a RecordError for the player)."""

    file: str
    path: Path
    error: RecordError


Listed = ReplayHead | Replay
"""A replay on the list: read by its head only, or already checked in full."""


# ----------------------------------------------------------------------------- playing back


def _rules_for(slug: str) -> GameRules:
    from game.rules import RULES  # late: the shelf is made before any game is needed

    rules = RULES.get(slug)
    if rules is None:
        raise RecordError(Message.of(N_("the replay is for a game this version cannot play")), slug)
    return rules


def count_moves(record: GameRecord) -> int:
    """How many decisions the seats made in `record` (chance events are not moves); the record
    must have been checked (a move that does not replay ends the count)."""
    rules = _rules_for(record.slug)
    state = rules.new_initial_state(record.num_players, record.options)
    moves = 0
    for text in record.history:
        if state.current_player() != CHANCE:
            moves += 1
        try:
            state.apply_action(rules.parse_action(state, text))
        except ValueError:
            break
    return moves


def play_out_steps(record: GameRecord) -> Generator[None, None, GameState]:
    """Check `record` like a save (its game, its options, every move), pausing (yielding) every
    STEP_PLIES moves; returns the final position, or raises RecordError with the reason in words.
    Move by move the same as game.core.record.replay, which cannot pause."""
    rules = _rules_for(record.slug)
    check_rules(rules, record)
    try:
        state = rules.new_initial_state(record.num_players, record.options)
    except ValueError as error:
        raise RecordError(Message.of(N_("the save's options are not valid")), error) from error
    for ply, text in enumerate(record.history):
        if ply and ply % STEP_PLIES == 0:
            yield
        if state.is_terminal():
            raise RecordError(move_after_the_end(ply + 1))
        try:
            state.apply_action(rules.parse_action(state, text))
        except IllegalActionError as error:
            raise RecordError(illegal_move(ply + 1), f"{text!r}: {error}") from error
        except RecordError:
            raise
        except Exception as error:  # an engine tripped over a hostile move: still a bad file
            message = Message.of(N_("the replay could not be played back"))
            raise RecordError(message, repr(error)[:200]) from error
    return state


def run_to_end(steps: Generator[None, None, Any]) -> Any:
    """What a step-wise generator returns, run without pausing."""
    try:
        while True:
            next(steps)
    except StopIteration as done:
        return done.value


def played_out(record: GameRecord) -> GameState:
    """The position at the end of `record`, checked like a save; RecordError otherwise."""
    return run_to_end(play_out_steps(record))


def outcome_of(entry: Replay) -> Outcome | None:
    """How the replayed game ended (None for an abandoned one, or one that cannot be replayed)."""
    if entry.outcome is not None or not entry.finished:
        return entry.outcome
    try:
        return played_out(entry.record).outcome()
    except RecordError:
        return None


# ----------------------------------------------------------------------------- reading


def _header_mismatch() -> RecordError:
    return RecordError(Message.of(N_("the replay's summary does not match its moves")))


def judge_steps(data: bytes, file: str = "", played: int = 0) -> Generator[None, None, Replay]:
    """The replay in `data`, checked in full a few moves at a time (see play_out_steps): a
    shelf file, or a bare record (an export, or a save) for which the header is made up
    (`played`, the default name); RecordError when it cannot be used."""
    value = load_json(data, REPLAY_SIZE_LIMIT)
    header: dict[str, Any] | None = None
    if isinstance(value, dict) and "replay" in value:
        checked = FILE_SCHEMA.check(value, "")
        record, header = checked["record"], checked["header"]
    else:
        record = GameRecord.from_json(value)
    state = yield from play_out_steps(record)
    outcome = state.outcome() if state.is_terminal() else None
    winners = tuple(outcome.winners) if outcome is not None else ()
    reason = outcome.reason if outcome is not None else ""
    if header is None:
        moves = count_moves(record)
        return Replay(
            file, record, "", played, outcome is not None, winners, reason, moves, outcome
        )
    if header["finished"] != (outcome is not None) or (
        outcome is not None and (tuple(header["winners"]), header["reason"]) != (winners, reason)
    ):
        raise _header_mismatch()
    return Replay(
        file,
        record,
        header["name"],
        header["played"],
        header["finished"],
        winners,
        reason,
        header["moves"],
        outcome,
    )


def judge(data: bytes, file: str = "", played: int = 0) -> Replay:
    """judge_steps run to the end."""
    result: Replay = run_to_end(judge_steps(data, file, played))
    return result


def _refuse_constant(text: str) -> Any:
    raise ValueError(f"the number {text}")  # NaN and Infinity have no place in a header


_DECODER = json.JSONDecoder(parse_constant=_refuse_constant)


def _head_text(data: bytes) -> str:
    """The start of the file as text (a character cut by the end of the slice is dropped)."""
    start = data[: HEAD_TEXT * 4]
    try:
        return start.decode("utf-8-sig")[:HEAD_TEXT]
    except UnicodeDecodeError as error:
        if len(start) < len(data) and error.start >= len(start) - 3:
            return start[: error.start].decode("utf-8-sig")[:HEAD_TEXT]
        raise RecordError(Message.of(N_("the file is not text")), error) from error


def _skip_space(text: str, index: int) -> int:
    """Where the JSON whitespace from `index` on ends."""
    while text[index : index + 1] in (" ", "\t", "\n", "\r"):
        index += 1
    return index


def _members(text: str, index: int, last: str) -> tuple[dict[str, Any], int]:
    """The members of the JSON object whose '{' is at `index`, up to the key `last` (not
    parsed) or the object's end; returns them and where `last`'s value starts (-1: no `last`).
    ValueError (or RecursionError) for text that is not such an object."""
    members: dict[str, Any] = {}
    index = _skip_space(text, index)
    if text[index : index + 1] != "{":
        raise ValueError("not an object")
    index = _skip_space(text, index + 1)
    if text[index : index + 1] == "}":
        return members, -1
    while True:
        key, index = _DECODER.raw_decode(text, index)
        index = _skip_space(text, index)
        if not isinstance(key, str) or text[index : index + 1] != ":":
            raise ValueError("not a member")
        if key == last:
            return members, index + 1
        members[key], index = _DECODER.raw_decode(text, _skip_space(text, index + 1))
        index = _skip_space(text, index)
        if text[index : index + 1] == "}":
            return members, -1
        if text[index : index + 1] != ",":
            raise ValueError("no comma")
        index = _skip_space(text, index + 1)


def _parsed_head(data: bytes) -> dict[str, Any] | None:
    """The file's object with its record up to the moves (history: []), from the start of the
    text; None when the file is not laid out the way the shelf writes it."""
    text = _head_text(data)
    try:
        top, record_at = _members(text, 0, "record")
        if record_at < 0 or "replay" not in top or "header" not in top:
            return None
        record, history_at = _members(text, record_at, "history")
    except (ValueError, RecursionError, IndexError):
        return None
    if history_at < 0:
        return None
    return {**top, "record": {**record, "history": []}}


def _head(file: str, checked: dict[str, Any]) -> ReplayHead:
    header = checked["header"]
    return ReplayHead(
        file,
        replace(checked["record"], history=[]),
        header["name"],
        header["played"],
        header["finished"],
        tuple(header["winners"]),
        header["reason"],
        header["moves"],
    )


def read_head(data: bytes, file: str) -> ReplayHead:
    """The replay in shelf file `data` as the list shows it, without replaying (nor, for a
    file the shelf wrote, even parsing) its moves; RecordError when the head cannot be used."""
    value = _parsed_head(data) if len(data) <= REPLAY_SIZE_LIMIT else None
    if value is not None:
        try:
            return _head(file, FILE_SCHEMA.check(value, ""))
        except RecordError:
            pass  # read whole below, for the reason in full (or a file laid out otherwise)
    return _head(file, FILE_SCHEMA.check(load_json(data, REPLAY_SIZE_LIMIT), ""))

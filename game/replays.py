"""The replay shelf: every finished or abandoned game kept as its replay record.

One file per replay in the preference folder's `replays/` sub-folder, written through
`PrefFolder` (so a folder that cannot be written keeps the shelf in memory, with the folder's
notice). A file holds a small header and the match's `GameRecord` in exactly the format of a
save:

    {"replay": 1,
     "header": {"name": "", "played": 1796000000, "finished": true,
                "winners": [0], "reason": "target-score", "moves": 34},
     "record": {...the save format of game.core.record...}}

`name` is what the player typed ("" means the default, "<Game> · <date>", worded when shown);
`played` is when the game ended (seconds since the epoch, UTC); `moves` counts the seats'
decisions (chance events such as a deal or a shuffle are not moves). Every file is checked the
way saves are (game.core.record: bounded JSON, the schema, the game's options, a full replay),
so a file that cannot be used is listed apart with its reason and never raises. An exported
replay is the bare record, the same JSON as a save; importing takes either that or a shelf
file, and refuses anything hostile with a Message, changing nothing.

The shelf keeps at most `cap` replays (the Settings' "Replays kept", applied when the next game
is kept, so stepping through the choices deletes nothing): the oldest go first,
judged by their headers alone (no replay, so the end of a game never waits for the whole
shelf to be checked); a file that is not a replay file at all is never removed by the cap (the
player may want it).
An abandoned game in which nobody moved yet is not kept: there is nothing to watch.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.core.protocol import CHANCE, GameRules, GameState, Outcome
from game.core.record import (
    MAX_HISTORY,
    MAX_SEATS,
    SAVE_SIZE_LIMIT,
    GameRecord,
    check_rules,
    replay,
)
from game.core.schema import Integer, ListOf, OneOf, RecordError, Rule, Shape, Text, load_json
from game.core.text import N_, Message
from game.settings.folder import PrefFolder, write_atomic
from game.settings.preferences import DEFAULT_REPLAY_CAP

log = logging.getLogger(__name__)

REPLAYS_DIR = "replays"
"""The sub-folder of the preference folder that holds the replays."""

REPLAY_FORMAT = 1

REPLAY_SIZE_LIMIT = SAVE_SIZE_LIMIT + 4096
"""The largest replay file read: a save's limit and room for the header."""

MAX_REPLAY_NAME = 40
"""The longest name a player may give a replay."""

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


FILE_SCHEMA = Shape(
    (
        (
            "replay",
            OneOf(
                (REPLAY_FORMAT,),
                N_("the replay was written in a format this version does not know"),
            ),
        ),
        ("header", HEADER_SCHEMA),
        ("record", _Record()),
    )
)
"""A replay file: its format, the header and the record."""


# ----------------------------------------------------------------------------- entries


@dataclass(frozen=True)
class Replay:
    """One replay on the shelf: its file (relative to the folder), the record and its header."""

    file: str
    record: GameRecord
    name: str
    played: int
    finished: bool
    winners: tuple[int, ...]
    reason: str
    moves: int

    @property
    def slug(self) -> str:
        """The game's slug."""
        return self.record.slug

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


def _rules_for(slug: str) -> GameRules:
    from game.rules import RULES  # late: the shelf is made before any game is needed

    rules = RULES.get(slug)
    if rules is None:
        raise RecordError(Message.of(N_("the replay is for a game this version cannot play")), slug)
    return rules


def _snapshot(record: GameRecord) -> GameRecord:
    """A copy of `record` that the session's later moves (or an undo) do not change."""
    return replace(
        record, options=dict(record.options), seats=list(record.seats), history=list(record.history)
    )


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


def played_out(record: GameRecord) -> GameState:
    """The position at the end of `record`, checked like a save (its game, its options, every
    move); RecordError with the reason in words for anything that does not fit."""
    rules = _rules_for(record.slug)
    check_rules(rules, record)
    try:
        return replay(rules, record)
    except RecordError:
        raise
    except Exception as error:  # an engine tripped over a hostile move: still a bad file
        message = Message.of(N_("the replay could not be played back"))
        raise RecordError(message, repr(error)[:200]) from error


def outcome_of(replay_entry: Replay) -> Outcome | None:
    """How the replayed game ended (None for an abandoned one, or one that cannot be replayed)."""
    try:
        return played_out(replay_entry.record).outcome()
    except RecordError:
        return None


def _header_mismatch() -> RecordError:
    return RecordError(Message.of(N_("the replay's summary does not match its moves")))


def judge(data: bytes, file: str = "", played: int = 0) -> Replay:
    """The replay in `data`: a shelf file, or a bare record (an export, or a save) for which
    the header is made up (`played`, the default name); RecordError when it cannot be used."""
    value = load_json(data, REPLAY_SIZE_LIMIT)
    header: dict[str, Any] | None = None
    if isinstance(value, dict) and "replay" in value:
        checked = FILE_SCHEMA.check(value, "")
        record, header = checked["record"], checked["header"]
    else:
        record = GameRecord.from_json(value)
    state = played_out(record)
    outcome = state.outcome() if state.is_terminal() else None
    winners = tuple(outcome.winners) if outcome is not None else ()
    reason = outcome.reason if outcome is not None else ""
    if header is None:
        moves = count_moves(record)
        return Replay(file, record, "", played, outcome is not None, winners, reason, moves)
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
    )


def default_export_folder(home: Path | None = None) -> Path:
    """Where exports go: the player's Documents folder when there is one, else their home."""
    home = Path.home() if home is None else home
    documents = home / "Documents"
    return documents if documents.is_dir() else home


# ----------------------------------------------------------------------------- the shelf


FileNames = list[str]
"""Files of the shelf (the shelf's `list` method hides the builtin inside the class)."""


class ReplayShelf:
    """The replays in the preference folder, newest first, checked before they are offered."""

    def __init__(
        self,
        folder: PrefFolder | str | Path,
        cap: int = DEFAULT_REPLAY_CAP,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.folder = PrefFolder.of(folder)
        self.cap = cap
        """The most replays kept (the player's setting); the oldest go first."""
        self.clock = clock
        self._checked: dict[str, tuple[bytes, Replay | BrokenReplay]] = {}
        """The last verdict per file, reused while its bytes are the same (no second replay)."""

    # --- reading ----------------------------------------------------------------------------
    def _check(self, file: str) -> Replay | BrokenReplay | None:
        """What `file` holds (None: nothing any more); never raises."""
        try:
            data = self.folder.read(file, REPLAY_SIZE_LIMIT)
        except RecordError as error:
            return BrokenReplay(file, self.folder.path / file, error)
        if data is None:
            return None
        known = self._checked.get(file)
        if known is not None and known[0] == data:
            return known[1]
        verdict: Replay | BrokenReplay
        try:
            verdict = judge(data, file)
        except RecordError as error:
            log.warning("replay %s unusable: %s", self.folder.path / file, error)
            verdict = BrokenReplay(file, self.folder.path / file, error)
        self._checked[file] = (data, verdict)
        return verdict

    def list(self) -> tuple[list[Replay], list[BrokenReplay]]:
        """The replays, newest first, and the files that cannot be used (with their reasons)."""
        replays: list[Replay] = []
        broken: list[BrokenReplay] = []
        for file in self.folder.names(REPLAYS_DIR, ".json"):
            verdict = self._check(file)
            if isinstance(verdict, Replay):
                replays.append(verdict)
            elif isinstance(verdict, BrokenReplay):
                broken.append(verdict)
        replays.sort(key=lambda entry: (entry.played, entry.file), reverse=True)
        return replays, broken

    # --- writing ----------------------------------------------------------------------------
    def _new_file(self, slug: str, played: int) -> str:
        """A file name not taken yet, sorted by when the game ended."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(played))
        taken = set(self.folder.names(REPLAYS_DIR, ".json"))
        file, number = f"{REPLAYS_DIR}/{stamp}-{slug}.json", 1
        while file in taken:
            number += 1
            file = f"{REPLAYS_DIR}/{stamp}-{slug}-{number}.json"
        return file

    def _write(self, entry: Replay) -> Replay:
        data = entry.dumps()
        self.folder.write(entry.file, data)  # kept in memory (with a notice) if it cannot be
        self._checked[entry.file] = (data, entry)
        return entry

    def keep(
        self,
        record: GameRecord,
        outcome: Outcome | None,
        finished: bool,
        moves: int | None = None,
    ) -> Replay | None:
        """Shelve `record` as a finished (with its `outcome`) or abandoned game; the oldest
        replays beyond the cap go. None when there is nothing to keep (no move was made)."""
        record = _snapshot(record)
        if not record.history:
            return None
        if moves is None:
            moves = count_moves(record)
        if not finished and moves == 0:
            return None
        played = int(self.clock())
        entry = Replay(
            self._new_file(record.slug, played),
            record,
            "",
            played,
            finished,
            tuple(outcome.winners) if finished and outcome is not None else (),
            outcome.reason if finished and outcome is not None else "",
            moves,
        )
        self._write(entry)
        self.trim(keep=entry.file)
        return entry

    def _played(self, file: str) -> int | None:
        """When the game in `file` ended, from its header alone (no replay: the cap runs at
        the end of every game); None when the file is not a replay file at all."""
        known = self._checked.get(file)
        if known is not None:
            return known[1].played if isinstance(known[1], Replay) else None
        try:
            data = self.folder.read(file, REPLAY_SIZE_LIMIT)
            if data is None:
                return None
            return int(
                FILE_SCHEMA.check(load_json(data, REPLAY_SIZE_LIMIT), "")["header"]["played"]
            )
        except RecordError:
            return None

    def trim(self, keep: str = "") -> FileNames:
        """Drop the oldest replays beyond the cap (never `keep`, just written, nor a file that
        is not a replay file at all); returns the files dropped. Judged by the headers only."""
        dated = []
        for file in self.folder.names(REPLAYS_DIR, ".json"):
            played = self._played(file)
            if played is not None and file != keep:
                dated.append((played, file))
        dated.sort(reverse=True)
        room = max(0, self.cap - (1 if keep else 0))
        dropped = [file for _played, file in dated[room:]]
        for file in dropped:
            self.folder.remove(file)
            self._checked.pop(file, None)
        return dropped

    def delete(self, entry: Replay | BrokenReplay) -> None:
        """Remove a replay (or a file that cannot be read, when the player asks)."""
        self.folder.remove(entry.file)
        self._checked.pop(entry.file, None)

    def rename(self, entry: Replay, name: str) -> Replay:
        """Give a replay the player's own name ("" brings back the default one)."""
        name = " ".join(name.split())[:MAX_REPLAY_NAME]
        HEADER_SCHEMA.check({**entry.to_json()["header"], "name": name}, "header")
        return self._write(replace(entry, name=name))

    # --- files outside the folder -------------------------------------------------------------
    def export_path(self, entry: Replay, folder: Path | None = None) -> Path:
        """A file name for exporting `entry` that does not exist yet."""
        folder = default_export_folder() if folder is None else folder
        stamp = time.strftime("%Y%m%d-%H%M", time.localtime(entry.played))
        path, number = folder / f"dragon-arcade-{entry.slug}-{stamp}.json", 1
        while path.exists():
            number += 1
            path = folder / f"dragon-arcade-{entry.slug}-{stamp}-{number}.json"
        return path

    def export_to(self, entry: Replay, path: Path) -> Path:
        """Write `entry`'s record to `path` (the same JSON as a save); RecordError if it
        cannot be written."""
        try:
            write_atomic(Path(path), entry.record.dumps().encode("utf-8"))
        except (OSError, UnicodeEncodeError) as error:
            reason = getattr(error, "strerror", None) or str(error)
            raise RecordError(
                Message.of(N_("the file could not be written ({reason})"), reason=reason), error
            ) from error
        return Path(path)

    def import_from(self, path: Path | str) -> Replay:
        """Shelve the replay (or save) in file `path`; RecordError saying why it is refused
        (not there, too large, not JSON, an unknown game, an illegal move, already shelved),
        and then nothing has changed."""
        path = Path(path).expanduser()
        if not path.name:
            raise RecordError(Message.of(N_("no file was named")))
        data = PrefFolder(path.parent).read(path.name, REPLAY_SIZE_LIMIT)
        if data is None:
            raise RecordError(Message.of(N_("there is no file at {path}"), path=str(path)))
        entry = judge(data, played=int(self.clock()))
        for kept in self.list()[0]:
            if kept.record.to_json() == entry.record.to_json():
                raise RecordError(Message.of(N_("this replay is on the shelf already")))
        entry = self._write(replace(entry, file=self._new_file(entry.slug, entry.played)))
        self.trim(keep=entry.file)
        return entry

"""Saved games: one resumable game per game, `saves/<slug>.json` in the preference folder.

No game in progress is ever lost:
- a write never replaces another match in progress, nor a file that cannot be read; starting a
  new game where one waits asks the player first (game.scenes.save_choice: resume, replace or
  go back), and only that choice removes it (`discard`; an unreadable file is moved aside);
- a game with no human seat takes no slot on its own: it is written on Save & quit, or over
  its own earlier save, so watching AIs never costs a save;
- the end of a match removes that match's save only; a finished match's save left behind (the
  window closed during the last animation) is not offered, and never reported as broken;
- `autosave.json`, the single slot of older versions, moves into its game's slot when free.

The play scene's saves after each move are written on a writer thread (`write_soon`,
`clear_soon`: game.settings.save_writer), the latest one winning; every other use of the store
waits for them first (`settle`), so it always sees the files as if they had been written at once.

Every file is checked before it is offered: read within SAVE_SIZE_LIMIT, parsed strictly against
game.core.record's schema, its options against the game's, then replayed. What cannot be used is
reported with its path (`BadSave`) and left exactly as it is.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, replace
from pathlib import Path

from game.core.protocol import GameRules
from game.core.record import SAVE_SIZE_LIMIT, GameRecord, RecordError, check_rules, replay
from game.core.text import N_, Message

from .folder import SAVES_DIR, PrefFolder
from .save_writer import SaveJob, SaveWriter

log = logging.getLogger(__name__)

AUTOSAVE_FILE = "autosave.json"
"""The one save file of older versions (moved into saves/ at the first start)."""

UNREADABLE_SUFFIX = ".unreadable"
"""Added to a save that cannot be read when the player starts a new game in its place."""


@dataclass(frozen=True)
class SavedGame:
    """A game that can be resumed: its record, its file (relative to the folder) and when it was
    last saved (seconds since the epoch)."""

    record: GameRecord
    name: str
    stamp: float

    @property
    def slug(self) -> str:
        """The game's slug."""
        return self.record.slug


@dataclass(frozen=True)
class BadSave:
    """A save file that cannot be used: where it is and why (a RecordError for the player)."""

    name: str
    path: Path
    error: RecordError


@dataclass(frozen=True)
class Checked:
    """What one save file holds: nothing, a game to resume, a finished match, or an error."""

    data: bytes | None = None
    game: SavedGame | None = None
    finished: GameRecord | None = None
    error: RecordError | None = None

    def holds(self, record: GameRecord | None) -> bool:
        """True when the file is a save (running or finished) of the same match as `record`."""
        held = self.game.record if self.game is not None else self.finished
        return record is not None and held is not None and held.same_match(record)


def _rules_for(slug: str) -> GameRules:
    from game.rules import RULES  # late: the settings screen never needs the games

    rules = RULES.get(slug)
    if rules is None:
        raise RecordError(Message.of(N_("the save is for a game this version cannot play")), slug)
    return rules


def _snapshot(record: GameRecord) -> GameRecord:
    """A copy of `record` that the session's later moves do not change."""
    return replace(record, options=dict(record.options), history=list(record.history))


def _handed_over(record: GameRecord) -> GameRecord:
    """A copy of `record` for the writer thread: nothing in it is shared with the session."""
    return replace(_snapshot(record), seats=list(record.seats))


class SaveStore:
    """The saved games of the preference folder (one per game), checked before they are offered."""

    def __init__(self, folder: PrefFolder | str | os.PathLike[str]) -> None:
        self.folder = PrefFolder.of(folder)
        self.autosave_path = self.folder.path / AUTOSAVE_FILE
        """The single save file of older versions."""
        self._checked: dict[str, Checked] = {}
        """The last verdict per file, reused while its bytes are the same (no second replay)."""
        self._writer = SaveWriter(self._write_job)
        """Writes the saves handed over by `write_soon` and `clear_soon` on its own thread."""
        self.folder.clean_stale_temp_files()

    @staticmethod
    def slot(slug: str) -> str:
        """The file (relative to the folder) that holds game `slug`'s save."""
        return f"{SAVES_DIR}/{slug}.json"

    def path_for(self, slug: str) -> Path:
        """Where game `slug`'s save is on disk."""
        return self.folder.path / self.slot(slug)

    # --- reading ----------------------------------------------------------------------------
    def check(self, name: str) -> Checked:
        """What file `name` holds, checked by schema, options and replay; never raises."""
        self.settle()  # a save handed to the writer thread is read as written
        try:
            data = self.folder.read(name, SAVE_SIZE_LIMIT)
        except RecordError as error:
            return Checked(error=error)
        if data is None:
            return Checked()
        known = self._checked.get(name)
        if known is not None and known.data == data:
            return known
        verdict = self._judge(name, data)
        self._checked[name] = verdict
        if verdict.error is not None:
            log.warning("save %s unusable: %s", self.folder.path / name, verdict.error)
        return verdict

    def _judge(self, name: str, data: bytes) -> Checked:
        try:
            record = GameRecord.loads(data)
            if name not in (AUTOSAVE_FILE, self.slot(record.slug)):
                raise RecordError(
                    Message.of(N_("the file's name does not match the game it holds")), name
                )
            rules = _rules_for(record.slug)
            check_rules(rules, record)
            state = replay(rules, record)
        except RecordError as error:
            return Checked(data, error=error)
        except Exception as error:  # an engine tripped over a hostile move: still a bad save
            log.exception("replaying %s failed", name)
            message = Message.of(N_("the save could not be replayed"))
            return Checked(data, error=RecordError(message, repr(error)[:200]))
        if state.is_terminal():
            return Checked(data, finished=record)
        return Checked(data, game=SavedGame(record, name, self.folder.stamp(name)))

    def scan(self) -> tuple[list[SavedGame], list[BadSave]]:
        """The games that can be resumed (the most recently saved first) and the save files
        that cannot be used. Moves an older version's autosave.json into its slot first."""
        self._migrate()
        games: list[SavedGame] = []
        bad: list[BadSave] = []
        for name in [*self.folder.names(SAVES_DIR, ".json"), AUTOSAVE_FILE]:
            checked = self.check(name)
            if checked.game is not None:
                if not any(game.record.same_match(checked.game.record) for game in games):
                    games.append(checked.game)
            elif checked.error is not None:
                path = self.autosave_path if name == AUTOSAVE_FILE else self.folder.path / name
                bad.append(BadSave(name, path, checked.error))
        games.sort(key=lambda game: game.stamp, reverse=True)
        return games, bad

    def _migrate(self) -> None:
        legacy = self.check(AUTOSAVE_FILE)
        if legacy.game is None or legacy.data is None or not self.folder.on_disk:
            return
        slot = self.check(self.slot(legacy.game.slug))
        if slot.game is not None or slot.error is not None:
            return  # the slot holds another game: both stay offered
        if self.folder.write(self.slot(legacy.game.slug), legacy.data):
            self.folder.remove(AUTOSAVE_FILE)
            log.info("moved %s into %s", AUTOSAVE_FILE, self.slot(legacy.game.slug))

    def blocking(self, slug: str) -> SavedGame | BadSave | None:
        """What a new game of `slug` would replace: its game in progress, its save that cannot
        be read, or None (nothing, or a finished match)."""
        name = self.slot(slug)
        checked = self.check(name)
        if checked.game is not None:
            return checked.game
        if checked.error is not None:
            return BadSave(name, self.path_for(slug), checked.error)
        return None

    def has_autosave(self, slug: str | None = None) -> bool:
        """True when a game (of `slug`, or any) waits to be resumed."""
        return any(slug in (None, game.slug) for game in self.scan()[0])

    def read_autosave(self, slug: str | None = None) -> GameRecord | None:
        """The most recently saved game to resume (of `slug`, or any); None if there is none."""
        games = [game for game in self.scan()[0] if slug in (None, game.slug)]
        return _snapshot(games[0].record) if games else None

    # --- writing ----------------------------------------------------------------------------
    def write_autosave(
        self, record: GameRecord, *, replacing: GameRecord | None = None, explicit: bool = False
    ) -> bool:
        """Save `record` in its game's slot; False when that was refused (it is kept in memory
        when the folder cannot be written: see the folder's notices).

        Refused (logged) over a file that cannot be read and over another match in progress,
        unless that match is `replacing` (a restart). A game with no human seat is written
        only when `explicit` (Save & quit) or over its own earlier save."""
        self.settle()
        name = self.slot(record.slug)
        current = self.check(name)
        if current.error is not None:
            log.warning("not saving over %s: %s", self.folder.path / name, current.error)
            return False
        if current.game is not None and not (current.holds(record) or current.holds(replacing)):
            log.warning("not saving over another game in progress in %s", name)
            return False
        if not record.has_human and not explicit and not current.holds(record):
            return False  # a watched game takes no slot on its own
        try:
            data = record.dumps().encode("utf-8")
        except UnicodeEncodeError:  # the schema keeps such names out; never crash over one
            log.exception("a save of %s cannot be written", record.slug)
            return False
        self.folder.write(name, data)
        game = SavedGame(_snapshot(record), name, self.folder.stamp(name) or time.time())
        self._checked[name] = Checked(data, game=game)
        return True

    def clear_autosave(self, record: GameRecord) -> None:
        """Remove the save of `record`'s match (it ended); any other save stays."""
        self.settle()
        for name in (self.slot(record.slug), AUTOSAVE_FILE):
            if self.check(name).holds(record):
                self.folder.remove(name)
                self._checked.pop(name, None)

    def discard(self, slug: str) -> None:
        """The player chose to start a new game of `slug` in place of its save: a save that can
        be read is removed, one that cannot is moved aside (`<slug>.json.unreadable`), kept."""
        self.settle()
        name = self.slot(slug)
        checked = self.check(name)
        if checked.error is not None:
            aside, number = f"{name}{UNREADABLE_SUFFIX}", 1
            while (self.folder.path / aside).exists():
                number += 1
                aside = f"{name}{UNREADABLE_SUFFIX}-{number}"
            self.folder.rename(name, aside)
            log.info("moved the unreadable %s aside to %s", name, aside)
        elif checked.game is not None or checked.finished is not None:
            self.folder.remove(name)
        self._checked.pop(name, None)

    # --- writing off the UI thread ----------------------------------------------------------
    def write_soon(self, record: GameRecord, *, replacing: GameRecord | None = None) -> None:
        """`write_autosave(record, replacing=replacing)` on the writer thread: a copy of the
        record is taken now and the call returns at once. A save still waiting is replaced
        (the latest position wins); a refusal or a failure is logged, its notices kept for
        `take_notices`."""
        copy = None if replacing is None else _handed_over(replacing)
        self._writer.submit(SaveJob(_handed_over(record), copy))

    def clear_soon(self, record: GameRecord) -> None:
        """`clear_autosave(record)` on the writer thread, after the saves handed over before."""
        self._writer.submit(SaveJob(_handed_over(record), clear=True))

    def settle(self) -> bool:
        """Wait until the saves handed over are written (False: the disk is stuck; logged)."""
        return self._writer.settle()

    def take_notices(self) -> list[Message]:
        """The folder's messages raised by the writer thread's writes (each handed out once)."""
        return self._writer.take_notices()

    def _write_job(self, job: SaveJob) -> list[Message]:
        """Write (or clear) one save handed over; on the writer thread. Returns the notices."""
        if job.clear:
            self.clear_autosave(job.record)
        else:
            self.write_autosave(job.record, replacing=job.replacing)
        return self.folder.take_notices()

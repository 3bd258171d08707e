"""The replay shelf: every finished or abandoned game kept as its replay record.

One file per replay in the preference folder's `replays/` sub-folder, written through
`PrefFolder` (so a folder that cannot be written keeps the shelf in memory, with the folder's
notice); what a file holds and how it is read is game.settings.replay_files.

The list is read from the files' heads (`list`: no move is replayed, so the Replays screen shows
at once); a replay is checked in full the way saves are (bounded JSON, the schema, the game's
options, a full replay) when it is watched, exported, renamed or imported (`check`), or a few
moves at a time between frames (`check_steps`, which the Replays screen drives). A file that
cannot be used is listed apart with its reason as soon as that is known, and never raises nor
changes. An exported replay is the bare record, the same JSON as a save; importing takes either
that or a shelf file, and refuses anything hostile with a Message, changing nothing.

The shelf keeps at most `cap` replays (the Settings' "Replays kept", applied when the next game
is kept, so stepping through the choices deletes nothing): the oldest go first, judged by their
heads alone, and only read at all when the folder holds more files than the cap (keeping a game
at its end costs its own write and little else); a file that is not a replay file at all is
never removed by the cap (the player may want it).
An abandoned game in which nobody moved yet is not kept: there is nothing to watch.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Generator
from dataclasses import replace
from pathlib import Path

from game.core.protocol import Outcome
from game.core.record import GameRecord
from game.core.schema import RecordError
from game.core.text import N_, Message
from game.settings.folder import PrefFolder, write_atomic
from game.settings.preferences import DEFAULT_REPLAY_CAP
from game.settings.replay_files import (
    HEADER_SCHEMA,
    MAX_REPLAY_NAME,
    REPLAY_SIZE_LIMIT,
    BrokenReplay,
    Listed,
    Replay,
    ReplayHead,
    count_moves,
    judge,
    judge_steps,
    outcome_of,
    read_head,
    run_to_end,
)

__all__ = [
    "MAX_REPLAY_NAME",
    "REPLAYS_DIR",
    "REPLAY_SIZE_LIMIT",
    "BrokenReplay",
    "Listed",
    "Replay",
    "ReplayHead",
    "ReplayShelf",
    "default_export_folder",
    "outcome_of",
]

log = logging.getLogger(__name__)

REPLAYS_DIR = "replays"
"""The sub-folder of the preference folder that holds the replays."""


def _snapshot(record: GameRecord) -> GameRecord:
    """A copy of `record` that the session's later moves (or an undo) do not change."""
    return replace(
        record, options=dict(record.options), seats=list(record.seats), history=list(record.history)
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
    """The replays in the preference folder, newest first, read by their heads and checked in
    full before they are watched or exported."""

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
        self._heads: dict[str, tuple[bytes, ReplayHead | BrokenReplay]] = {}
        """The head read per file, reused while its bytes are the same."""
        self._checked: dict[str, tuple[bytes, Replay | BrokenReplay]] = {}
        """The full verdict per file, reused while its bytes are the same (no second replay)."""
        self._keeping: list[threading.Thread] = []
        """Games being kept by `keep_soon`, not on the shelf yet."""

    def settle(self) -> None:
        """Wait for the games `keep_soon` is keeping (a write takes milliseconds); on a keeping
        thread, for those begun before it. Only the thread that begins them forgets them."""
        current = threading.current_thread()
        earlier = self._keeping
        if current in earlier:
            earlier = earlier[: earlier.index(current)]
        for worker in earlier:
            worker.join()
        if current not in self._keeping:
            self._keeping = []

    # --- reading ----------------------------------------------------------------------------
    def _read(self, file: str) -> bytes | BrokenReplay | None:
        """The bytes of `file`, why it cannot be read, or None when it is gone."""
        try:
            return self.folder.read(file, REPLAY_SIZE_LIMIT)
        except RecordError as error:
            return BrokenReplay(file, self.folder.path / file, error)

    def _listed(self, file: str) -> Listed | BrokenReplay | None:
        """What the list shows for `file` (its full verdict when known, else its head);
        None: nothing there any more. Never raises, never replays."""
        data = self._read(file)
        if not isinstance(data, bytes):
            return data
        for cache in (self._checked, self._heads):
            known = cache.get(file)
            if known is not None and known[0] == data:
                return known[1]
        verdict: ReplayHead | BrokenReplay
        try:
            verdict = read_head(data, file)
        except RecordError as error:
            log.warning("replay %s unusable: %s", self.folder.path / file, error)
            verdict = BrokenReplay(file, self.folder.path / file, error)
        self._heads[file] = (data, verdict)
        return verdict

    def list(self) -> tuple[list[Listed], list[BrokenReplay]]:
        """The replays, newest first, and the files known not to be usable (with their
        reasons); read from the heads, so a file whose moves are broken is among the replays
        until it is checked."""
        self.settle()
        replays: list[Listed] = []
        broken: list[BrokenReplay] = []
        for file in self.folder.names(REPLAYS_DIR, ".json"):
            verdict = self._listed(file)
            if isinstance(verdict, BrokenReplay):
                broken.append(verdict)
            elif verdict is not None:
                replays.append(verdict)
        replays.sort(key=lambda entry: (entry.played, entry.file), reverse=True)
        return replays, broken

    def check_steps(self, entry: Listed) -> Generator[None, None, Replay | BrokenReplay | None]:
        """Check `entry`'s file in full, pausing (yielding) every few moves; returns the replay,
        why it cannot be used, or None when the file is gone. Never raises; remembered."""
        self.settle()
        data = self._read(entry.file)
        if not isinstance(data, bytes):
            return data
        known = self._checked.get(entry.file)
        if known is not None and known[0] == data:
            return known[1]
        verdict: Replay | BrokenReplay
        try:
            verdict = yield from judge_steps(data, entry.file)
        except RecordError as error:
            log.warning("replay %s unusable: %s", self.folder.path / entry.file, error)
            verdict = BrokenReplay(entry.file, self.folder.path / entry.file, error)
        self._checked[entry.file] = (data, verdict)
        return verdict

    def check(self, entry: Listed) -> Replay | BrokenReplay | None:
        """check_steps run to the end (a replay about to be watched or exported)."""
        verdict: Replay | BrokenReplay | None = run_to_end(self.check_steps(entry))
        return verdict

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
        self._heads.pop(entry.file, None)
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
        self.settle()
        record = _snapshot(record)
        if not record.history:
            return None
        if moves is None:
            moves = count_moves(record)
        if not finished and moves == 0:
            return None
        played = int(self.clock())
        ended = outcome if finished else None
        entry = Replay(
            self._new_file(record.slug, played),
            record,
            "",
            played,
            finished,
            tuple(ended.winners) if ended is not None else (),
            ended.reason if ended is not None else "",
            moves,
            ended,
        )
        self._write(entry)
        self.trim(keep=entry.file)
        return entry

    def keep_soon(self, record: GameRecord, outcome: Outcome | None, moves: int) -> None:
        """keep() a finished game on a worker thread, so the move to the results screen never
        waits for the disk (two fsyncs, and the heads of a full shelf read for the cap). The
        record is copied first, the write is atomic, and every other use of the shelf waits
        for it (settle); a failure is logged, never raised: a record lost is sad, a crash at
        the end of a game is worse. Not a daemon: quitting waits for the write."""
        record = _snapshot(record)

        def keep_quietly() -> None:
            try:
                self.keep(record, outcome, finished=True, moves=moves)
            except Exception:
                log.exception("the finished game could not be kept")

        worker = threading.Thread(target=keep_quietly, name="keep-replay")
        self._keeping.append(worker)
        worker.start()

    def trim(self, keep: str = "") -> FileNames:
        """Drop the oldest replays beyond the cap (never `keep`, just written, nor a file that
        is not a replay file at all); returns the files dropped. Judged by the heads only, and
        nothing is read while the folder holds no more files than the cap."""
        self.settle()
        names = self.folder.names(REPLAYS_DIR, ".json")
        if len(names) <= self.cap:
            return []
        dated = []
        for file in names:
            listed = self._listed(file) if file != keep else None
            if listed is not None and not isinstance(listed, BrokenReplay):
                dated.append((listed.played, file))
        dated.sort(reverse=True)
        room = max(0, self.cap - (1 if keep else 0))
        dropped = [file for _played, file in dated[room:]]
        for file in dropped:
            self._remove(file)
        return dropped

    def _remove(self, file: str) -> None:
        """Remove `file` from the folder and from what the shelf remembers."""
        self.folder.remove(file)
        self._checked.pop(file, None)
        self._heads.pop(file, None)

    def delete(self, entry: Listed | BrokenReplay) -> None:
        """Remove a replay (or a file that cannot be read, when the player asks)."""
        self.settle()
        self._remove(entry.file)

    def rename(self, entry: Replay, name: str) -> Replay:
        """Give a replay the player's own name ("" brings back the default one)."""
        self.settle()
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
        self.settle()
        path = Path(path).expanduser()
        if not path.name:
            raise RecordError(Message.of(N_("no file was named")))
        data = PrefFolder(path.parent).read(path.name, REPLAY_SIZE_LIMIT)
        if data is None:
            raise RecordError(Message.of(N_("there is no file at {path}"), path=str(path)))
        entry = judge(data, played=int(self.clock()))
        for listed in self.list()[0]:
            match = listed.record if isinstance(listed, Replay) else listed.match
            if (match.slug, match.seed) != (entry.slug, entry.record.seed):
                continue  # another match: its moves need not be read
            kept = self.check(listed)
            if isinstance(kept, Replay) and kept.record.to_json() == entry.record.to_json():
                raise RecordError(Message.of(N_("this replay is on the shelf already")))
        entry = self._write(replace(entry, file=self._new_file(entry.slug, entry.played)))
        self.trim(keep=entry.file)
        return entry

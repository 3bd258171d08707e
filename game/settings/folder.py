"""The preference folder: where settings, saves and the log go, or memory when it cannot be used.

`DRAGON_ARCADE_HOME` when that environment variable is set (tests, portable installs), else
`pygame.system.get_pref_path(...)`. A `PrefFolder` stands for it and never raises: when the
folder cannot be made or written (a file in its place, /dev/null, a read-only disk) the program
goes on in memory only and says so once (its `notices`). Files are written durably (a temporary
file, fsync, rename, fsync of the folder); temporary files left by a killed write are removed at
the next start. Reads are limited in size and refuse anything but a regular file.
"""

from __future__ import annotations

import logging
import os
import stat
import tempfile
import time
from pathlib import Path

from game.core.schema import RecordError
from game.core.text import N_, Message

log = logging.getLogger(__name__)

ORG = "DragonArcade"
APP = "DragonArcade"
HOME_ENV = "DRAGON_ARCADE_HOME"
SAVES_DIR = "saves"
"""The sub-folder of the saved games, one file per game."""

STALE_TEMP_AGE_S = 120.0
"""A temporary file older than this was left by a killed write (a write takes milliseconds;
a younger one may belong to another copy of the program writing right now)."""


def _intended_folder(override: str | os.PathLike[str] | None) -> Path:
    """The folder asked for, without making it (for messages when it cannot be made)."""
    if override is not None:
        return Path(override)
    return Path(os.environ.get(HOME_ENV) or "~/.local/share/DragonArcade").expanduser()


def pref_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The folder for writable files: `override`, else $DRAGON_ARCADE_HOME, else the OS pref
    path; made if missing. Raises OSError when it cannot be (PrefFolder.open never raises)."""
    if override is not None:
        folder = Path(override)
    elif os.environ.get(HOME_ENV):
        folder = Path(os.environ[HOME_ENV])
    else:
        import pygame  # only here: the folder the OS wants for per-user application data

        try:
            folder = Path(pygame.system.get_pref_path(ORG, APP) or "")
        except pygame.error as error:
            raise OSError(str(error)) from error
        if not str(folder) or str(folder) == ".":
            raise OSError("the system gave no folder for application data")
    folder.mkdir(parents=True, exist_ok=True)
    if not folder.is_dir():
        raise NotADirectoryError(f"{folder} is not a folder")
    return folder


def _fsync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX; Windows cannot open a folder for this)."""
    if os.name == "nt":
        return
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:  # some file systems refuse to sync a folder: the file itself is synced
        pass
    finally:
        os.close(handle)


def write_atomic(path: Path, data: bytes | str) -> None:
    """Write `data` to `path` durably: a temporary file in the same folder, flushed and fsynced,
    renamed over `path`, then the folder fsynced. Never a half-written or lost file."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    handle, temp_name = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _fsync_folder(path.parent)


# ----------------------------------------------------------------------------- the folder


def _open_without_blocking(path: str, flags: int) -> int:
    """os.open that never waits (a named pipe put in a save's place would wait for a writer)."""
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def folder_problem(path: Path, reason: object) -> Message:
    """What the player is told when the preference folder cannot be used."""
    return Message.of(
        N_(
            "Dragon Arcade cannot write to its folder {path} ({reason}). You can play, but "
            "settings and games are kept only until you quit."
        ),
        path=str(path),
        reason=str(reason),
    )


class PrefFolder:
    """The preference folder, or memory alone when the folder cannot be used.

    Reads look at what was written in memory first, then on disk (a read-only folder still
    offers its saves). Writes go to disk until one fails; from then on (or from the start when
    the folder cannot be made) they stay in memory, and `problem` says why. `notices` are the
    messages for the player, each shown once (the title takes them).
    """

    def __init__(self, path: Path, problem: Message | None = None) -> None:
        self.path = path
        self.problem = problem
        self.notices: list[Message] = [problem] if problem is not None else []
        self._memory: dict[str, tuple[bytes | None, float]] = {}
        """Files written (None: removed) while in memory only, with when."""

    @classmethod
    def open(cls, override: str | os.PathLike[str] | None = None) -> PrefFolder:
        """The folder `override` or the default one; never raises."""
        try:
            path = pref_dir(override)
        except Exception as error:  # a file in the way, /dev/null, no permission...
            log.warning("preference folder unusable: %s", error)
            reason = getattr(error, "strerror", None) or error
            return cls(
                _intended_folder(override), folder_problem(_intended_folder(override), reason)
            )
        try:  # a read-only disk, or permissions root alone ignores: try, leaving nothing behind
            with tempfile.TemporaryFile(dir=path):
                pass
        except OSError as error:
            log.warning("preference folder %s is not writable: %s", path, error)
            return cls(path, folder_problem(path, error.strerror or error))
        return cls(path)

    @classmethod
    def of(cls, folder: PrefFolder | str | os.PathLike[str]) -> PrefFolder:
        """`folder` itself, or the folder at that path."""
        return folder if isinstance(folder, PrefFolder) else cls.open(folder)

    @property
    def on_disk(self) -> bool:
        """True while writes reach the disk."""
        return self.problem is None

    def take_notices(self) -> list[Message]:
        """The messages not shown yet (each is handed out once)."""
        notices, self.notices = self.notices, []
        return notices

    def read(self, name: str, limit: int) -> bytes | None:
        """The bytes of file `name` (a path relative to the folder), None when there is none.

        RecordError when it cannot be used: not a regular file (a folder, a device, a pipe
        would hang the program), larger than `limit` (not even read then), or unreadable."""
        if name in self._memory:
            return self._memory[name][0]
        path = self.path / name
        try:
            info = os.stat(path)
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError as error:
            raise RecordError(Message.of(N_("the file could not be opened")), error) from error
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(Message.of(N_("it is not a file but a folder or a device")))
        if info.st_size > limit:
            raise RecordError(
                Message.of(
                    N_("the file is too large ({size} bytes; at most {limit})"),
                    size=info.st_size,
                    limit=limit,
                )
            )
        try:  # without blocking, and checked again once open: it may have changed meanwhile
            with open(path, "rb", opener=_open_without_blocking) as stream:
                if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):
                    raise RecordError(Message.of(N_("it is not a file but a folder or a device")))
                return stream.read(limit + 1)
        except OSError as error:
            raise RecordError(Message.of(N_("the file could not be opened")), error) from error

    def write(self, name: str, data: bytes) -> bool:
        """Write file `name` durably; False when it went to memory only (the folder is unusable
        or the write failed: the first failure becomes the folder's problem)."""
        if self.on_disk:
            path = self.path / name
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                write_atomic(path, data)
                return True
            except OSError as error:
                log.error("could not write %s: %s", path, error)
                self.problem = folder_problem(self.path, error.strerror or error)
                self.notices.append(self.problem)
        self._memory[name] = (data, time.time())
        return False

    def remove(self, name: str) -> None:
        """Delete file `name` (in memory only when the folder is unusable)."""
        if self.on_disk:
            try:
                (self.path / name).unlink(missing_ok=True)
                self._memory.pop(name, None)
                return
            except OSError as error:
                log.error("could not remove %s: %s", self.path / name, error)
        self._memory[name] = (None, time.time())

    def rename(self, name: str, new_name: str) -> None:
        """Move file `name` aside to `new_name` (kept, never deleted)."""
        if self.on_disk and name not in self._memory:
            try:
                os.replace(self.path / name, self.path / new_name)
                return
            except OSError as error:
                log.error("could not move %s aside: %s", self.path / name, error)
        self._memory[name] = (None, time.time())

    def names(self, folder: str, suffix: str) -> list[str]:
        """The files in sub-folder `folder` whose names end with `suffix`, as relative names."""
        found: set[str] = set()
        try:
            with os.scandir(self.path / folder) as entries:
                found = {f"{folder}/{entry.name}" for entry in entries}
        except OSError:  # no such folder yet, or unreadable: only what memory holds
            pass
        for name, (data, _when) in self._memory.items():
            if name.startswith(f"{folder}/"):
                (found.add if data is not None else found.discard)(name)
        return sorted(name for name in found if name.endswith(suffix))

    def stamp(self, name: str) -> float:
        """When file `name` was last written (0 when unknown)."""
        if name in self._memory:
            return self._memory[name][1]
        try:
            return os.stat(self.path / name).st_mtime
        except OSError:
            return 0.0

    def clean_stale_temp_files(self, now: float | None = None) -> list[Path]:
        """Remove the temporary files of writes killed before their rename; returns them."""
        if not self.on_disk:
            return []
        now = time.time() if now is None else now
        removed = []
        for folder in (self.path, self.path / SAVES_DIR):
            try:
                entries = [entry for entry in os.scandir(folder) if entry.is_file()]
            except OSError:
                continue
            for entry in entries:
                name = entry.name
                if not (name.endswith(".tmp") and ".json" in name):
                    continue
                try:
                    if now - entry.stat().st_mtime > STALE_TEMP_AGE_S:
                        os.unlink(entry.path)
                        removed.append(Path(entry.path))
                except OSError:
                    continue
        if removed:
            log.info("removed %d temporary file(s) left by an interrupted save", len(removed))
        return removed

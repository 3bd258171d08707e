"""User settings and saved games, kept under the user's preference folder.

Everything the program writes lives in one folder: `DRAGON_ARCADE_HOME` when that environment
variable is set (tests, portable installs), else `pygame.system.get_pref_path(...)`. Files are
written atomically (temporary file + rename) so a crash never leaves half a save behind. A save
that cannot be read is reported, never deleted or rewritten: the player may want it back.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.core.record import GameRecord, RecordError, replay
from game.core.text import N_, Message

log = logging.getLogger(__name__)

ORG = "DragonArcade"
APP = "DragonArcade"
HOME_ENV = "DRAGON_ARCADE_HOME"
SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"

LEGACY_DEFAULT_NAME = "Player"
"""What older versions saved as the player's name when none was typed."""

ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5, 2.0)
"""The animation speed choices; 0 means instant."""


def pref_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The folder for writable files: `override`, else $DRAGON_ARCADE_HOME, else the OS pref path."""
    if override is not None:
        folder = Path(override)
    elif os.environ.get(HOME_ENV):
        folder = Path(os.environ[HOME_ENV])
    else:
        import pygame  # only here: the folder the OS wants for per-user application data

        folder = Path(pygame.system.get_pref_path(ORG, APP))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` via a temporary file and a rename (never a half-written file)."""
    handle, temp_name = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def _clamp01(value: Any, default: float) -> float:
    try:
        return min(1.0, max(0.0, float(value)))
    except (TypeError, ValueError):
        return default


@dataclass
class Settings:
    """What the player chose in the settings screen (plus remembered setup choices)."""

    sfx_volume: float = 0.7
    music_volume: float = 0.4
    fullscreen: bool = False
    animation_speed: float = 1.0
    colour_blind_safe: bool = False
    player_name: str = ""
    """The name the player last typed for themselves; "" until they type one (the setup
    screen then offers "Player" in the current language)."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Settings from a dict; unknown keys are ignored and bad values fall back to defaults."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                continue
            default = getattr(settings, key)
            if key in ("sfx_volume", "music_volume"):
                setattr(settings, key, _clamp01(value, default))
            elif key == "animation_speed":
                try:
                    speed = float(value)
                except (TypeError, ValueError):
                    speed = default
                # snap to the nearest offered choice so the settings screen can show it
                setattr(settings, key, min(ANIMATION_SPEEDS, key=lambda s: abs(s - speed)))
            elif isinstance(default, bool):
                setattr(settings, key, bool(value))
            elif isinstance(default, str) and isinstance(value, str):
                setattr(settings, key, value[:20])
        if settings.player_name == LEGACY_DEFAULT_NAME:
            settings.player_name = ""  # the old default, saved untyped: follow the language now
        return settings

    @classmethod
    def load(cls, folder: Path) -> Settings:
        """Read settings from `folder`; defaults when missing or unreadable (logged)."""
        path = folder / SETTINGS_FILE
        if not path.exists():
            return cls()
        try:
            return cls.from_json(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            log.warning("settings file %s unreadable (%s); using defaults", path, error)
            return cls()

    def save(self, folder: Path) -> None:
        """Write settings to `folder` atomically."""
        write_atomic(folder / SETTINGS_FILE, json.dumps(self.to_json(), indent=1))


class SaveStore:
    """The autosave of the match in progress (a replay record as JSON)."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.autosave_path = self.folder / AUTOSAVE_FILE

    def write_autosave(self, record: GameRecord) -> None:
        """Replace the autosave with `record`."""
        write_atomic(self.autosave_path, record.dumps())

    def has_autosave(self) -> bool:
        """True when an autosave file exists (readable or not)."""
        return self.autosave_path.is_file()

    def read_autosave(self) -> GameRecord | None:
        """The autosaved record, checked by replaying it; None if there is none.

        Raises RecordError (with a message fit for the player) if the file is unreadable,
        tampered with or names a game that cannot be played. The file is never touched here.
        """
        if not self.has_autosave():
            return None
        try:
            text = self.autosave_path.read_bytes().decode("utf-8")
        except OSError as error:
            raise RecordError(
                Message.of(N_("the save could not be opened")), error.strerror
            ) from error
        except UnicodeDecodeError as error:
            raise RecordError(Message.of(N_("the save is not text"))) from error
        record = GameRecord.loads(text)
        from game.rules import RULES  # late: keeps this module light for the settings screen

        rules = RULES.get(record.slug)
        if rules is None:
            raise RecordError(
                Message.of(N_("the save is for a game this version cannot play")), record.slug
            )
        state = replay(rules, record)
        if state.is_terminal():
            raise RecordError(Message.of(N_("the saved game is already over")))
        return record

    def clear_autosave(self) -> None:
        """Delete the autosave (after a match ends normally)."""
        self.autosave_path.unlink(missing_ok=True)

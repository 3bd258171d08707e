"""The player's settings: volumes, fullscreen, animation speed, palette, their name, language,
how many replays are kept.

Read key by key from settings.json: a value that cannot be used (the word "false" for a truth
value, Infinity, a name with a lone surrogate) falls back to its default alone, and the folder's
notices say which. A file that is not JSON at all, too big or nested too deeply gives the
defaults and a notice; it is never rewritten until the player changes a setting.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from typing import Any

from game.core.schema import RecordError, Text, load_json
from game.core.text import N_, Message

from .folder import PrefFolder

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
SETTINGS_SIZE_LIMIT = 64 * 1024
"""The largest settings file read, in bytes (the real one is about 200)."""

NAME_LENGTH = 20
"""The longest player name kept (the setup's name field takes 14 characters)."""

LEGACY_DEFAULT_NAME = "Player"
"""What older versions saved as the player's name when none was typed."""

ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5, 2.0)
"""The animation speed choices; 0 means instant."""

REPLAY_CAPS: tuple[int, ...] = (10, 25, 50, 100, 200)
"""The choices of how many replays the shelf keeps (game.replays)."""
DEFAULT_REPLAY_CAP = 50

LANGUAGES: tuple[str, ...] = ("en", "ja", "zh")
"""The languages the `language` setting may name (game.i18n.LANGUAGES: the settings sit below
the client and cannot import it; a test keeps the two equal)."""


class _Unfit(ValueError):
    """A setting's value that cannot be used (its default is kept)."""


def _number(value: Any) -> float:
    if type(value) not in (int, float):  # not bool, not the Unusable marker, not text
        raise _Unfit(value)
    return float(value)


def _volume(value: Any) -> float:
    return min(1.0, max(0.0, _number(value)))


def _speed(value: Any) -> float:
    speed = _number(value)  # snapped to the nearest offered choice so the screen can show it
    return min(ANIMATION_SPEEDS, key=lambda choice: abs(choice - speed))


def _replay_cap(value: Any) -> int:
    if type(value) is not int:  # a count, not 50.0 or "50"
        raise _Unfit(value)
    return min(REPLAY_CAPS, key=lambda choice: abs(choice - value))


def _flag(value: Any) -> bool:
    if type(value) is not bool:  # "false" is a word, not false
        raise _Unfit(value)
    return value


def _language(value: Any) -> str:
    """A language code; "ja_JP" or "ZH" typed by hand mean "ja" and "zh", "" follows the system."""
    if type(value) is not str:
        raise _Unfit(value)
    code = value.strip().replace("-", "_").split("_")[0].lower()
    if code and code not in LANGUAGES:
        raise _Unfit(value)
    return code


def _name(value: Any) -> str:
    try:  # a lone surrogate or a control character would break every screen that shows it
        return str(Text(0, SETTINGS_SIZE_LIMIT).check(value, "player_name")).strip()[:NAME_LENGTH]
    except RecordError as error:
        raise _Unfit(value) from error


SETTING_RULES: dict[str, Callable[[Any], Any]] = {
    "sfx_volume": _volume,
    "music_volume": _volume,
    "fullscreen": _flag,
    "animation_speed": _speed,
    "colour_blind_safe": _flag,
    "player_name": _name,
    "language": _language,
    "replay_cap": _replay_cap,
}
"""How each setting is read from the file: its value checked and made usable, or _Unfit."""


def _rule_for(default: Any) -> Callable[[Any], Any]:
    """A setting without its own rule is read by the type of its default."""
    if isinstance(default, float):
        return _number
    if isinstance(default, str):
        return _name

    def same_type(value: Any) -> Any:
        if type(value) is not type(default):  # a truth value must be true or false, and so on
            raise _Unfit(value)
        return value

    return same_type


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
    language: str = ""
    """The language chosen in Settings ("en", "ja", "zh"); "" until the player chooses one:
    the system's preferred locales decide (game.i18n.choose_language)."""
    replay_cap: int = DEFAULT_REPLAY_CAP
    """How many replays the shelf keeps (one of REPLAY_CAPS); the oldest go first."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return asdict(self)

    @classmethod
    def checked(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from a dict, key by key, and the keys whose values could not be used (each
        falls back to its default alone); unknown keys are ignored (a newer version's)."""
        settings = cls()
        if not isinstance(data, dict):
            return settings, ["(the whole file)"]
        unfit = []
        for spec in fields(cls):
            if spec.name not in data:
                continue
            rule = SETTING_RULES.get(spec.name) or _rule_for(getattr(settings, spec.name))
            try:
                setattr(settings, spec.name, rule(data[spec.name]))
            except _Unfit:
                unfit.append(spec.name)
        if settings.player_name == LEGACY_DEFAULT_NAME:
            settings.player_name = ""  # the old default, saved untyped: follow the language now
        return settings, unfit

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Settings from a dict; unknown keys are ignored and bad values fall back to defaults."""
        return cls.checked(data)[0]

    @classmethod
    def load(cls, folder: PrefFolder | str | os.PathLike[str]) -> Settings:
        """Read the settings from `folder`; defaults for whatever is missing or cannot be used.
        The folder's notices say what could not be (the file is never touched here)."""
        folder = PrefFolder.of(folder)
        path = folder.path / SETTINGS_FILE
        try:
            data = folder.read(SETTINGS_FILE, SETTINGS_SIZE_LIMIT)
            if data is None:
                return cls()
            values = load_json(data, SETTINGS_SIZE_LIMIT)
            if not isinstance(values, dict):
                raise RecordError(Message.of(N_("the file is not a JSON object")))
            settings, unfit = cls.checked(values)
        except RecordError as error:
            log.warning("settings file %s unreadable (%s); using defaults", path, error)
            folder.notices.append(
                Message.of(
                    N_(
                        "Your settings could not be read: {error}. The defaults are used; "
                        "the file was left untouched at {path}."
                    ),
                    error=error.message,
                    path=str(path),
                )
            )
            return cls()
        if unfit:
            log.warning("settings %s in %s unusable; defaults used", unfit, path)
            folder.notices.append(
                Message.of(
                    N_(
                        "Some settings could not be read and are back to their defaults: "
                        "{keys}. The file was left untouched at {path}."
                    ),
                    keys=", ".join(unfit),
                    path=str(path),
                )
            )
        return settings

    def save(self, folder: PrefFolder | str | os.PathLike[str]) -> bool:
        """Write the settings to `folder`; False when they are kept in memory only."""
        data = json.dumps(self.to_json(), indent=1).encode("ascii")  # escaped: always writable
        return PrefFolder.of(folder).write(SETTINGS_FILE, data)

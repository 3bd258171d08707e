"""User settings and saved games, kept under the user's preference folder.

- `folder`: the preference folder (`PrefFolder`: never raises; memory only, with a notice, when
  the folder cannot be used), durable writes and the clean-up of interrupted ones;
- `preferences`: the player's `Settings`, read key by key;
- `saves`: the saved games, one per game (`SaveStore`), checked before they are offered.

A file that cannot be used is reported, never deleted or rewritten: the player may want it back.
"""

from .folder import APP, HOME_ENV, ORG, SAVES_DIR, PrefFolder, pref_dir, write_atomic
from .preferences import ANIMATION_SPEEDS, LEGACY_DEFAULT_NAME, SETTINGS_FILE, Settings
from .saves import AUTOSAVE_FILE, BadSave, SavedGame, SaveStore

__all__ = [
    "ANIMATION_SPEEDS",
    "APP",
    "AUTOSAVE_FILE",
    "HOME_ENV",
    "LEGACY_DEFAULT_NAME",
    "ORG",
    "SAVES_DIR",
    "SETTINGS_FILE",
    "BadSave",
    "PrefFolder",
    "SavedGame",
    "SaveStore",
    "Settings",
    "pref_dir",
    "write_atomic",
]

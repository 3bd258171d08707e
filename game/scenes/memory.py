"""What the shell remembers between runs: the window's size, each game's last setup and which
games have offered their guided first game.

It is one small JSON file in the preference folder (`remembered.json`, beside settings.json),
read and written through the folder's `PrefFolder` (within a size limit; durably; in memory only
when the folder cannot be written, or when a folder or device sits in the file's place). Every value is checked as it is read and falls back on its
own: a bad window size, a setup that names an unknown level or option, or a file that is not
JSON at all (too big, nested a thousand deep, Infinity, a number of five thousand digits) costs
only what is wrong, never the program's start.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import GameInfo
from game.core.schema import RecordError, load_json
from game.settings import PrefFolder

log = logging.getLogger(__name__)

MEMORY_FILE = "remembered.json"
MAX_BYTES = 64 * 1024
"""A remembered file is a few hundred bytes; anything this big is not ours and is not parsed."""
MAX_NAME = 14
"""Seat names are cut to what the setup's name field takes."""
MIN_WINDOW = (320, 180)
MAX_WINDOW = (16384, 16384)
KINDS = ("human", "ai")


@dataclass(frozen=True)
class SeatChoice:
    """One seat as it was set up: who plays it, at what level, its colour and the name the
    player typed ("" when the name was made by the game, so it follows the language)."""

    kind: str
    level: str
    colour: int
    name: str = ""


@dataclass(frozen=True)
class SetupChoice:
    """A game's setup as it was last started: the seats in order and the rule options."""

    seats: tuple[SeatChoice, ...]
    options: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "seats": [
                {"kind": s.kind, "level": s.level, "colour": s.colour, "name": s.name}
                for s in self.seats
            ],
            "options": dict(self.options),
        }

    @classmethod
    def from_json(cls, data: Any) -> SetupChoice | None:
        """A setup from JSON, or None when its seats are not usable (options are checked
        against the game later, by `fit`)."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            return None
        seats = []
        for item in data["seats"][:8]:
            seat = _seat_from_json(item)
            if seat is None:
                return None
            seats.append(seat)
        options = data.get("options")
        return cls(tuple(seats), dict(options) if isinstance(options, dict) else {})

    def fit(self, info: GameInfo, levels: tuple[str, ...]) -> SetupChoice | None:
        """This setup made valid for `info` now: None when its seat count or a level is no
        longer offered; options the game no longer knows (or refuses) fall back to defaults,
        each on its own."""
        count = len(self.seats)
        if not info.min_players <= count <= info.max_players:
            return None
        if any(seat.kind == "ai" and seat.level not in levels for seat in self.seats):
            return None
        if any(not 0 <= seat.colour < 6 for seat in self.seats):
            return None
        if len({seat.colour for seat in self.seats}) != count:
            return None
        options = info.default_options(count)
        for spec in info.options:
            if spec.key not in self.options:
                continue
            trial = dict(options, **{spec.key: self.options[spec.key]})
            try:
                options = info.resolve_options(trial, count)
            except (ValueError, TypeError, KeyError):
                log.info("remembered option %s=%r dropped", spec.key, self.options[spec.key])
        try:
            options = info.resolve_options(options, count)
        except (ValueError, TypeError, KeyError):
            options = info.default_options(count)
        return SetupChoice(self.seats, options)


def _seat_from_json(item: Any) -> SeatChoice | None:
    if not isinstance(item, dict):
        return None
    kind, level, colour, name = (item.get(k) for k in ("kind", "level", "colour", "name"))
    if kind not in KINDS or not isinstance(level, str) or len(level) > 20:
        return None
    if not isinstance(colour, int) or isinstance(colour, bool) or not 0 <= colour < 6:
        return None
    if not isinstance(name, str):
        name = ""
    name = "".join(ch for ch in name[:MAX_NAME] if ch.isprintable() and not _surrogate(ch))
    return SeatChoice(kind, level, colour, name.strip())


def _surrogate(ch: str) -> bool:
    return 0xD800 <= ord(ch) <= 0xDFFF


def _window_from_json(data: Any) -> tuple[int, int] | None:
    if not isinstance(data, list) or len(data) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in data):
        return None
    width, height = data
    if not (MIN_WINDOW[0] <= width <= MAX_WINDOW[0] and MIN_WINDOW[1] <= height <= MAX_WINDOW[1]):
        return None
    return (width, height)


class Memory:
    """The remembered window size, setups and guided-game offers, kept in `folder`."""

    def __init__(self, folder: PrefFolder | None = None) -> None:
        self.folder = folder
        self.window_size: tuple[int, int] | None = None
        """The window's last size when it was not fullscreen; None: never resized."""
        self.setups: dict[str, SetupChoice] = {}
        self.guided_offered: set[str] = set()
        self.writable = folder is not None
        """False when something that is not a file sits where the memory goes: it is left
        alone (writing over it would fail, and make the whole folder memory-only)."""

    @classmethod
    def load(cls, folder: PrefFolder | None) -> Memory:
        """The memory kept in `folder` (an empty one when there is none or it is unreadable;
        None: kept for this run only)."""
        memory = cls(folder)
        if folder is None:
            return memory
        try:
            raw = folder.read(MEMORY_FILE, MAX_BYTES)
            data = None if raw is None else load_json(raw, MAX_BYTES)
        except RecordError as error:
            log.warning("%s unusable (%s); starting from defaults", MEMORY_FILE, error)
            path = folder.path / MEMORY_FILE
            memory.writable = path.is_file() or not path.exists()
            return memory
        if not isinstance(data, dict):
            return memory
        memory.window_size = _window_from_json(data.get("window"))
        setups = data.get("setups")
        if isinstance(setups, dict):
            for slug, value in list(setups.items())[:32]:
                choice = SetupChoice.from_json(value)
                if isinstance(slug, str) and choice is not None:
                    memory.setups[slug] = choice
        offered = data.get("guided_offered")
        if isinstance(offered, list):
            memory.guided_offered = {slug for slug in offered[:32] if isinstance(slug, str)}
        return memory

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "window": list(self.window_size) if self.window_size else None,
            "setups": {slug: choice.to_json() for slug, choice in sorted(self.setups.items())},
            "guided_offered": sorted(self.guided_offered),
        }

    def save(self) -> None:
        """Write the memory durably (in memory only when the folder refuses: the folder then
        tells the player once, and the memory lasts for this run)."""
        if self.folder is None or not self.writable:
            return
        text = json.dumps(self.to_json(), indent=1, ensure_ascii=True)
        self.folder.write(MEMORY_FILE, text.encode("ascii"))

    # --- what the scenes ask --------------------------------------------------------------
    def remember_window(self, size: tuple[int, int]) -> None:
        """Keep the window's size (saved at once, only when it changed)."""
        checked = _window_from_json(list(size))
        if checked is not None and checked != self.window_size:
            self.window_size = checked
            self.save()

    def remember_setup(self, slug: str, choice: SetupChoice) -> None:
        """Keep the setup a game was started with."""
        self.setups[slug] = choice
        self.save()

    def setup_for(self, info: GameInfo, levels: tuple[str, ...]) -> SetupChoice | None:
        """The last setup of `info`'s game, made valid for it now (None: none usable)."""
        choice = self.setups.get(info.slug)
        return None if choice is None else choice.fit(info, levels)

    def offer_guided_once(self, slug: str) -> bool:
        """True the first time it is asked for `slug` (and remembers that it was)."""
        if slug in self.guided_offered:
            return False
        self.guided_offered.add(slug)
        self.save()
        return True


def memory_of(app: Any) -> Memory:
    """The app's memory; an app without one (a test's stand-in) gets one kept in memory only."""
    memory = getattr(app, "memory", None)
    if memory is None:
        memory = Memory(None)
        try:
            app.memory = memory
        except AttributeError:
            pass
    return memory

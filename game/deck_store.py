"""Wyvern decks the player built, one JSON file each under the preference folder's decks/.

A file holds {"format": 1, "name": "...", "code": "L:...;H:..."} (the deck as its code, see
game.rules.wyvern.deck_code). Every file is checked when the folder is scanned, as saves are:
read within a size limit, parsed strictly against `DECK_SCHEMA`, its code read and the deck's
building rules checked. A file that fails any of these is listed as broken with the reason
(`BrokenDeck`) and left exactly as it is: never opened for editing, never written over, never
removed by the store. The preconstructed decks are read-only starting points (`STARTERS`).
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path

from game.core.record import MAX_NAME_LENGTH
from game.core.schema import OneOf, RecordError, Shape, Text, load_json
from game.core.text import N_, Message
from game.rules.wyvern.deck_code import MAX_CODE_LENGTH, deck_code, deck_from_code
from game.rules.wyvern.decks import DECKS, Deck, problems
from game.settings.folder import PrefFolder

log = logging.getLogger(__name__)

DECKS_DIR = "decks"
"""The sub-folder of the preference folder holding the player's decks."""

DECK_FORMAT = 1
DECK_SIZE_LIMIT = 8 << 10
"""The largest deck file read, in bytes (a deck is under 1 KB)."""

MAX_DECK_NAME = 24
"""The longest deck name the builder takes (and a file may hold, up to MAX_NAME_LENGTH)."""

MAX_DECK_FILES = 200
"""The most deck files scanned (a folder full of junk cannot stall the screen)."""

DECK_SCHEMA = Shape(
    (
        (
            "format",
            OneOf(
                (DECK_FORMAT,), N_("the deck was written in a format this version does not know")
            ),
        ),
        ("name", Text(1, MAX_NAME_LENGTH)),
        ("code", Text(1, MAX_CODE_LENGTH)),
    )
)
"""A deck file, key by key: every key is required and no other is allowed."""

_FILE_NAME = re.compile(r"deck-([0-9]{1,6})\.json")


@dataclass(frozen=True)
class SavedDeck:
    """A legal deck the player saved: its name (the player's own text), the deck, and its file
    (relative to the preference folder)."""

    name: str
    deck: Deck
    file: str

    @property
    def code(self) -> str:
        """The deck as the `deck` option's value."""
        return deck_code(self.deck)


@dataclass(frozen=True)
class BrokenDeck:
    """A deck file that cannot be used: its file, where it is, and why (for the player)."""

    file: str
    path: Path
    error: RecordError


class DeckStoreError(ValueError):
    """A change the store refuses (an illegal deck, a file it may not write over); `reason`
    is a Message for the player."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.english())
        self.reason = reason


STARTERS: tuple[tuple[str, Deck], ...] = tuple(DECKS.items())
"""The preconstructed decks (option key, deck; the deck's name is a msgid): read-only starting
points for the builder."""


def read_deck(data: bytes) -> tuple[str, Deck]:
    """The name and deck a file's bytes hold; RecordError with the reason otherwise."""
    checked = DECK_SCHEMA.check(load_json(data, DECK_SIZE_LIMIT), "")
    try:
        deck = deck_from_code(checked["code"])
    except ValueError as error:
        raise RecordError(Message.of(N_("the deck's card list cannot be read")), error) from error
    found = problems(deck)
    if found:
        raise RecordError(
            Message.of(N_("the deck is not legal: {reason}"), reason=found[0]), found[0].english()
        )
    return checked["name"], deck  # Deck.name stays "": it holds msgids, not the player's text


class DeckStore:
    """The decks in the preference folder's decks/, checked before they are offered."""

    def __init__(self, folder: PrefFolder | str | os.PathLike[str]) -> None:
        self.folder = PrefFolder.of(folder)

    def scan(self) -> tuple[list[SavedDeck], list[BrokenDeck]]:
        """The usable decks (by name) and the files that cannot be used; never raises."""
        decks: list[SavedDeck] = []
        broken: list[BrokenDeck] = []
        for file in self.folder.names(DECKS_DIR, ".json")[:MAX_DECK_FILES]:
            try:
                data = self.folder.read(file, DECK_SIZE_LIMIT)
                if data is None:
                    continue
                name, deck = read_deck(data)
            except RecordError as error:
                log.warning("deck %s unusable: %s", self.folder.path / file, error)
                broken.append(BrokenDeck(file, self.folder.path / file, error))
                continue
            except Exception as error:  # never let a hostile file stop the screen
                log.exception("reading deck %s failed", file)
                reason = RecordError(Message.of(N_("the deck could not be read")), repr(error))
                broken.append(BrokenDeck(file, self.folder.path / file, reason))
                continue
            decks.append(SavedDeck(name, deck, file))
        decks.sort(key=lambda saved: (saved.name.casefold(), saved.file))
        return decks, broken

    def legal_decks(self) -> list[SavedDeck]:
        """The decks a seat may play (every usable deck is legal)."""
        return self.scan()[0]

    # --- changes ----------------------------------------------------------------------------
    def save(self, name: str, deck: Deck, file: str | None = None) -> SavedDeck:
        """Write `deck` as `name`: over `file` (the deck being edited) or in a new file.

        DeckStoreError when the deck is illegal, the name empty, or `file` is not a usable deck
        of this store (a broken file is never written over)."""
        name = name.strip()
        if not name:
            raise DeckStoreError(Message.of(N_("The deck needs a name.")))
        found = problems(deck)
        if found:
            raise DeckStoreError(found[0])
        if file is None:
            file = self._new_file()
        elif not any(saved.file == file for saved in self.scan()[0]):
            raise DeckStoreError(Message.of(N_("That deck file cannot be written over.")))
        data = {"format": DECK_FORMAT, "name": name[:MAX_DECK_NAME], "code": deck_code(deck)}
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        self.folder.write(file, text.encode("utf-8"))
        return SavedDeck(name[:MAX_DECK_NAME], Deck(deck.lair, deck.horde), file)

    def rename(self, saved: SavedDeck, name: str) -> SavedDeck:
        """`saved` under a new name (same file)."""
        return self.save(name, saved.deck, saved.file)

    def duplicate(self, saved: SavedDeck, name: str) -> SavedDeck:
        """A copy of `saved` in a new file, named `name`."""
        return self.save(name, saved.deck)

    def delete(self, saved: SavedDeck) -> None:
        """Remove `saved`'s file (only a usable deck of this store)."""
        if any(known.file == saved.file for known in self.scan()[0]):
            self.folder.remove(saved.file)

    def _new_file(self) -> str:
        taken = set(self.folder.names(DECKS_DIR, ".json"))
        numbers = [
            int(match[1])
            for match in (_FILE_NAME.fullmatch(name.rpartition("/")[2]) for name in taken)
            if match
        ]
        number = max(numbers, default=0) + 1
        while f"{DECKS_DIR}/deck-{number}.json" in taken:
            number += 1
        return f"{DECKS_DIR}/deck-{number}.json"

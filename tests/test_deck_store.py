"""Saved Wyvern decks (game.deck_store): list, save, rename, duplicate, delete; every file checked
on load, a broken or illegal file listed with the reason and never written over or removed."""

from __future__ import annotations

import json

import pytest

from game.core.record import RecordError
from game.deck_store import DECKS_DIR, DeckStore, DeckStoreError, read_deck
from game.rules.wyvern.deck_code import deck_code
from game.rules.wyvern.decks import DECKS, Deck


def write(folder, name, content) -> None:
    path = folder / DECKS_DIR / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode() if isinstance(content, str) else content)


def test_save_list_rename_duplicate_delete(tmp_path):
    store = DeckStore(tmp_path)
    assert store.scan() == ([], [])
    first = store.save("Sky raiders", DECKS["stormwing"])
    assert first.file == f"{DECKS_DIR}/deck-1.json"
    again = DeckStore(tmp_path).scan()[0]
    assert [(d.name, d.code) for d in again] == [("Sky raiders", deck_code(DECKS["stormwing"]))]
    renamed = store.rename(again[0], "Storm")
    assert renamed.file == first.file and store.scan()[0][0].name == "Storm"
    copy = store.duplicate(renamed, "Storm 2")
    assert copy.file != first.file
    assert [d.name for d in store.scan()[0]] == ["Storm", "Storm 2"]
    store.delete(renamed)
    assert [d.name for d in store.scan()[0]] == ["Storm 2"]


def test_an_illegal_deck_or_an_empty_name_is_refused(tmp_path):
    store = DeckStore(tmp_path)
    small = Deck(DECKS["stormwing"].lair[:5], DECKS["stormwing"].horde)
    with pytest.raises(DeckStoreError, match="at least 20"):
        store.save("Small", small)
    with pytest.raises(DeckStoreError, match="needs a name"):
        store.save("  ", DECKS["stormwing"])
    assert store.scan() == ([], [])


BAD_FILES = [
    ("not JSON", "{oops", "not valid JSON"),
    ("a list", "[]", "not a JSON object"),
    ("unknown key", {"format": 1, "name": "A", "code": "x", "cheat": 1}, "'cheat'"),
    ("newer format", {"format": 9, "name": "A", "code": "x"}, "format this version"),
    ("no name", {"format": 1, "code": deck_code(DECKS["stoneheart"])}, "'name' is missing"),
    ("garbled code", {"format": 1, "name": "A", "code": "L:Q99;H:"}, "card list cannot be read"),
    ("illegal deck", {"format": 1, "name": "A", "code": "L:D01;H:A01"}, "not legal: The Lair"),
    ("huge", "[" + " " * 20000 + "]", "too large"),
]


@pytest.mark.parametrize("name,content,reason", BAD_FILES, ids=[row[0] for row in BAD_FILES])
def test_a_broken_file_is_listed_with_its_reason_and_left_alone(tmp_path, name, content, reason):
    text = content if isinstance(content, str) else json.dumps(content)
    write(tmp_path, "deck-1.json", text)
    store = DeckStore(tmp_path)
    store.save("Good", DECKS["shadowscale"])
    decks, broken = store.scan()
    assert [d.name for d in decks] == ["Good"]
    assert [b.file for b in broken] == [f"{DECKS_DIR}/deck-1.json"]
    assert reason in str(broken[0].error)
    with pytest.raises(DeckStoreError):  # never written over
        store.save("Mine now", DECKS["stormwing"], broken[0].file)
    store.delete(type(decks[0])("x", DECKS["stormwing"], broken[0].file))  # nor removed
    assert (tmp_path / DECKS_DIR / "deck-1.json").read_text() == text


def test_a_folder_in_place_of_a_deck_is_broken_not_a_crash(tmp_path):
    (tmp_path / DECKS_DIR / "deck-7.json").mkdir(parents=True)
    decks, broken = DeckStore(tmp_path).scan()
    assert decks == [] and "folder" in str(broken[0].error)
    assert DeckStore(tmp_path).save("New", DECKS["stormwing"]).file.endswith("deck-8.json")


def test_read_deck_gives_the_name_and_the_deck():
    data = json.dumps({"format": 1, "name": "Mine", "code": deck_code(DECKS["stoneheart"])})
    name, deck = read_deck(data.encode())
    assert name == "Mine" and deck.lair == DECKS["stoneheart"].lair
    with pytest.raises(RecordError):
        read_deck(b'{"format": 1, "name": "", "code": "L:;H:"}')

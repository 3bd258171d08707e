"""A Wyvern match saved before a preconstructed deck's cards changed goes on as it was played.

A save names its decks by key ("stoneheart"), and the balance work changes what a key holds
(docs/wyvern-balance.md). `WyvernRules.earlier_options` spells each earlier version's decks as
codes; `check_rules` tries them on a save that does not replay as it stands (game/core/record.py).
"""

from __future__ import annotations

from itertools import islice

import pytest

from game.core.record import GameRecord, RecordError, SeatSpec, check_rules, replay
from game.rules.wyvern import WyvernRules
from game.rules.wyvern import rules as wyvern_rules
from game.rules.wyvern.deck_code import deck_code, deck_from_code
from game.rules.wyvern.decks import DECKS, EARLIER_DECKS, earlier_versions, problems
from game.settings import SaveStore, write_atomic
from tests.rules.golden import seeded_plies

RULES = WyvernRules()
SEATS = [SeatSpec("Red", "human", "normal", 2), SeatSpec("Blue", "ai", "easy", 3)]


def saved_by_an_earlier_version(
    codes: dict[str, str], names: list[str], plies: int, seed: int = 5
) -> tuple[GameRecord, str]:
    """A record naming `names` whose moves were played with the decks an earlier version had
    (`codes`, an EARLIER_DECKS entry), `plies` seeded random moves in; and the final position's
    text."""
    decks = [deck_from_code(codes[n]) if n in codes else DECKS[n] for n in names]
    options = RULES.info.resolve_options({"deck": names}, 2)
    state = RULES.new_match((decks[0], decks[1]), options)
    history = [text for _ply, _who, text in islice(seeded_plies(state, seed), plies)]
    record = GameRecord("wyvern", 2, dict(options), list(SEATS), seed, history)
    return record, str(state)


def test_every_earlier_deck_is_a_legal_canonical_code_that_differs_from_todays():
    for codes in EARLIER_DECKS:
        for name, code in codes.items():
            deck = deck_from_code(code)
            assert deck_code(deck) == code  # the one spelling a save would hold
            assert not problems(deck)
            assert (deck.lair, deck.horde) != (DECKS[name].lair, DECKS[name].horde)


def test_a_deck_an_older_entry_does_not_name_is_the_nearest_newer_entrys():
    entries = ({"shadowscale": "C"}, {"stoneheart": "B"}, {"stoneheart": "A", "stormwing": "W"})
    assert earlier_versions(entries) == [
        {"shadowscale": "C"},
        {"shadowscale": "C", "stoneheart": "B"},
        {"shadowscale": "C", "stoneheart": "A", "stormwing": "W"},
    ]
    assert earlier_versions(()) == []


@pytest.mark.parametrize("version", range(len(EARLIER_DECKS)))
def test_a_save_from_an_earlier_version_replays_with_that_versions_decks(version):
    codes = earlier_versions(EARLIER_DECKS)[version]
    names = ["stoneheart", "shadowscale"]
    record, final = saved_by_an_earlier_version(codes, names, plies=600)
    with pytest.raises(RecordError):  # today's decks cannot play it: the test shows something
        replay(RULES, record)
    check_rules(RULES, record)
    assert record.options["deck"] == [codes.get(n, n) for n in names]
    assert str(replay(RULES, record)) == final
    check_rules(RULES, record)  # checked again (the next load): the same options, no search
    assert str(replay(RULES, record)) == final


def test_a_save_with_todays_decks_keeps_their_names():
    record, final = saved_by_an_earlier_version({}, ["stoneheart", "stormwing"], plies=400)
    check_rules(RULES, record)
    assert record.options["deck"] == ["stoneheart", "stormwing"]
    assert str(replay(RULES, record)) == final


def test_a_broken_save_stays_unusable_and_unchanged():
    oldest = earlier_versions(EARLIER_DECKS)[-1]
    record, _final = saved_by_an_earlier_version(oldest, ["stoneheart", "shadowscale"], plies=300)
    record.history[150] = "not a move"
    options = dict(record.options)
    check_rules(RULES, record)
    assert record.options == options
    with pytest.raises(RecordError):
        replay(RULES, record)


def test_the_save_menu_offers_an_earlier_versions_game_to_resume(tmp_path):
    newest = earlier_versions(EARLIER_DECKS)[0]
    names = ["shadowscale", "stoneheart"]
    record, final = saved_by_an_earlier_version(newest, names, plies=600)
    with pytest.raises(RecordError):  # today's decks cannot play it
        replay(RULES, record)
    store = SaveStore(tmp_path)
    store.path_for("wyvern").parent.mkdir(parents=True, exist_ok=True)
    write_atomic(store.path_for("wyvern"), record.dumps())  # the file as that version wrote it
    games, bad = SaveStore(tmp_path).scan()
    assert not bad and len(games) == 1
    resumed = games[0].record
    assert str(replay(RULES, resumed)) == final
    assert resumed.options["deck"] == [newest.get(n, n) for n in names]


def test_a_version_whose_horde_differed_is_found_too(monkeypatch):
    """A Horde change (not yet made: every change so far was a Lair's) is carried the same way:
    an entry spells the whole deck. Stoneheart with its two Mirror Shields swapped for Ember
    Braziers (session 15's candidate M2) stands in for such a version."""
    today = deck_code(DECKS["stoneheart"])
    other = today.replace("R12x2,R15x2,R18x2", "R12x2,R16x2,R18x2")
    assert other != today and not problems(deck_from_code(other))
    monkeypatch.setattr(wyvern_rules, "EARLIER_DECKS", ({"stoneheart": other},))
    names = ["stoneheart", "stormwing"]
    record, final = saved_by_an_earlier_version({"stoneheart": other}, names, plies=600, seed=7)
    with pytest.raises(RecordError):  # today's Horde cannot play it
        replay(RULES, record)
    check_rules(RULES, record)
    assert record.options["deck"] == [other, "stormwing"]
    assert str(replay(RULES, record)) == final

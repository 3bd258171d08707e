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
from game.rules.wyvern.deck_code import deck_code
from game.rules.wyvern.decks import DECKS, EARLIER_LAIRS, earlier_edition, problems
from game.settings import SaveStore, write_atomic
from tests.rules.golden import seeded_plies

RULES = WyvernRules()
SEATS = [SeatSpec("Red", "human", "normal", 2), SeatSpec("Blue", "ai", "easy", 3)]


def saved_by_an_earlier_version(
    lairs: dict[str, str], names: list[str], plies: int, seed: int = 5
) -> tuple[GameRecord, str]:
    """A record naming `names` whose moves were played with the decks an earlier version had
    (`lairs`), `plies` seeded random moves in; and the final position's text."""
    decks = [earlier_edition(n, lairs[n]) if n in lairs else DECKS[n] for n in names]
    options = RULES.info.resolve_options({"deck": names}, 2)
    state = RULES.new_match((decks[0], decks[1]), options)
    history = [text for _ply, _who, text in islice(seeded_plies(state, seed), plies)]
    record = GameRecord("wyvern", 2, dict(options), list(SEATS), seed, history)
    return record, str(state)


def test_every_earlier_deck_is_legal_and_differs_from_todays():
    for lairs in EARLIER_LAIRS:
        for name, lair in lairs.items():
            deck = earlier_edition(name, lair)
            assert not problems(deck)
            assert deck.lair != DECKS[name].lair and deck.horde == DECKS[name].horde


@pytest.mark.parametrize("version", range(len(EARLIER_LAIRS)))
def test_a_save_from_an_earlier_version_replays_with_that_versions_decks(version):
    lairs = EARLIER_LAIRS[version]
    names = ["stoneheart", "shadowscale"]
    record, final = saved_by_an_earlier_version(lairs, names, plies=600)
    with pytest.raises(RecordError):  # today's decks cannot play it: the test shows something
        replay(RULES, record)
    check_rules(RULES, record)
    assert record.options["deck"] == [
        deck_code(earlier_edition(n, lairs[n])) if n in lairs else n for n in names
    ]
    assert str(replay(RULES, record)) == final
    check_rules(RULES, record)  # checked again (the next load): the same options, no search
    assert str(replay(RULES, record)) == final


def test_a_save_with_todays_decks_keeps_their_names():
    record, final = saved_by_an_earlier_version({}, ["stoneheart", "stormwing"], plies=400)
    check_rules(RULES, record)
    assert record.options["deck"] == ["stoneheart", "stormwing"]
    assert str(replay(RULES, record)) == final


def test_a_broken_save_stays_unusable_and_unchanged():
    record, _final = saved_by_an_earlier_version(EARLIER_LAIRS[0], ["stoneheart", "stoneheart"],
                                                 plies=300)  # fmt: skip
    record.history[150] = "not a move"
    options = dict(record.options)
    check_rules(RULES, record)
    assert record.options == options
    with pytest.raises(RecordError):
        replay(RULES, record)


def test_the_save_menu_offers_an_earlier_versions_game_to_resume(tmp_path):
    record, final = saved_by_an_earlier_version(EARLIER_LAIRS[0], ["shadowscale", "stoneheart"],
                                                plies=600)  # fmt: skip
    with pytest.raises(RecordError):  # today's decks cannot play it
        replay(RULES, record)
    store = SaveStore(tmp_path)
    store.path_for("wyvern").parent.mkdir(parents=True, exist_ok=True)
    write_atomic(store.path_for("wyvern"), record.dumps())  # the file as that version wrote it
    games, bad = SaveStore(tmp_path).scan()
    assert not bad and len(games) == 1
    resumed = games[0].record
    assert str(replay(RULES, resumed)) == final
    assert resumed.options["deck"] == ["shadowscale", deck_code(earlier_edition(
        "stoneheart", EARLIER_LAIRS[0]["stoneheart"]))]  # fmt: skip

"""Custom Wyvern decks in a match's options: the `deck` option takes a preconstructed key or a
deck code (OptionSpec.accepts checks it); a record naming a code replays the same decks; old
saves load as before; an illegal or malformed code fails with a clear reason."""

from __future__ import annotations

import random

import pytest

from game.core.protocol import OptionSpec, OptionValueError, sample_chance
from game.core.record import GameRecord, RecordError, SeatSpec, check_rules, replay
from game.rules.wyvern import WyvernRules
from game.rules.wyvern.deck_code import deck_code, deck_for, deck_from_code, deck_problem
from game.rules.wyvern.decks import DECKS, Deck

RULES = WyvernRules()
SEATS = [SeatSpec("Ana", "human"), SeatSpec("Wyrm", "ai", "easy", 1)]


def custom_deck() -> Deck:
    base = DECKS["stormwing"]
    return Deck((*base.lair, base.lair[-1]), base.horde)  # one more terrain: still legal


def test_every_preconstructed_deck_round_trips_through_its_code():
    for deck in (*DECKS.values(), custom_deck()):
        code = deck_code(deck)
        assert len(code) < 500 and deck_from_code(code).lair == deck.lair
        assert deck_from_code(code).horde == deck.horde and deck_problem(code) is None


@pytest.mark.parametrize(
    "code,reason",
    [
        ("L:D01;H:", "at least 20"),
        (deck_code(DECKS["stormwing"]).replace("L:D02,D04", "L:D04,D02"), "cannot be read"),
        ("L:Q01;H:", "cannot be read"),
        ("L:D01x0;H:", "cannot be read"),
        ("garbage", "cannot be read"),
        ("L:" + "D01," * 200 + ";H:", "cannot be read"),
        (deck_code(DECKS["stormwing"]).replace("D02,", "D02x2,"), "must be different"),
        (deck_code(DECKS["stormwing"]).replace("A22x4", "A22x5"), "At most 4"),
    ],
)
def test_a_bad_code_is_refused_with_a_reason(code, reason):
    assert reason in deck_problem(code).english()
    with pytest.raises(OptionValueError, match=reason):
        RULES.info.resolve_options({"deck": [code, "stormwing"]}, 2)


def test_an_option_without_a_check_takes_only_its_choices():
    plain = OptionSpec("deck", "Deck", "red", (("red", "Red"),), per_seat=True)
    with pytest.raises(ValueError, match="cannot be 'blue' for a seat"):
        plain.resolve(["red", "blue"], 2, "toy")
    checked = OptionSpec("deck", "Deck", "red", (("red", "Red"),), per_seat=True,
                         accepts=lambda value: None if value == "ok" else deck_problem(value))  # fmt: skip
    assert checked.resolve(["red", "ok"], 2, "toy") == ["red", "ok"]
    with pytest.raises(ValueError):
        checked.resolve([["nested"], "red"], 2, "toy")


def play(options, plies=60, seed=5) -> GameRecord:
    record = GameRecord("wyvern", 2, RULES.info.resolve_options(options, 2), SEATS, seed)
    state = RULES.new_initial_state(2, record.options)
    rng = random.Random(seed)
    while len(record.history) < plies and not state.is_terminal():
        action = (
            sample_chance(state, rng)
            if state.is_chance_node()
            else rng.choice(state.legal_actions())
        )
        record.history.append(state.action_to_string(action))
        state.apply_action(action)
    return record


def test_a_record_with_a_custom_deck_replays_the_same_decks():
    code = deck_code(custom_deck())
    record = play({"deck": ["shadowscale", code]})
    loaded = GameRecord.loads(record.dumps())
    check_rules(RULES, loaded)
    state = replay(RULES, loaded)
    assert state.decks[1].lair == custom_deck().lair and state.decks[0] == DECKS["shadowscale"]
    assert deck_for(code).horde == custom_deck().horde


def test_an_old_save_naming_preconstructed_decks_still_loads():
    record = play({"deck": ["stormwing", "stoneheart"]})
    check_rules(RULES, GameRecord.loads(record.dumps()))


def test_a_save_naming_an_illegal_deck_is_not_a_valid_save():
    record = play({"deck": ["stormwing", "stoneheart"]}, plies=0)
    data = record.to_json()
    data["options"]["deck"][1] = "L:D01,D02;H:A01"
    loaded = GameRecord.from_json(data)
    with pytest.raises(RecordError) as caught:
        check_rules(RULES, loaded)
    assert (
        "options are not valid: The Lair needs at least 20 cards" in caught.value.message.english()
    )
    data["options"]["deck"][1] = "L:" + "x" * 700
    with pytest.raises(RecordError, match="wrong length"):
        GameRecord.from_json(data)

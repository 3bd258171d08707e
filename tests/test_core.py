"""The protocol helpers, the replay record and marked text, independent of any one game."""

import json

import pytest

from game.core.protocol import GameInfo, OptionSpec, sample_chance
from game.core.record import GameRecord, RecordError, SeatSpec, replay
from game.core.text import N_, Message, Nn_, render
from game.rng import rng_for

INFO = GameInfo(
    slug="toy",
    title="Toy",
    min_players=2,
    max_players=4,
    has_chance=False,
    has_hidden_info=False,
    max_game_length=10,
    options=(OptionSpec("speed", "Speed", "slow", (("slow", "Slow"), ("fast", "Fast"))),),
)


def test_resolve_options_fills_defaults_and_rejects_unknowns():
    assert INFO.resolve_options(None) == {"speed": "slow"}
    assert INFO.resolve_options({"speed": "fast"}) == {"speed": "fast"}
    with pytest.raises(ValueError):
        INFO.resolve_options({"speed": "warp"})
    with pytest.raises(ValueError):
        INFO.resolve_options({"colour": "red"})


def test_check_num_players():
    INFO.check_num_players(3)
    with pytest.raises(ValueError):
        INFO.check_num_players(5)


def test_rng_streams_are_reproducible_and_independent():
    assert rng_for(7, "chance", 3).random() == rng_for(7, "chance", 3).random()
    assert rng_for(7, "chance", 3).random() != rng_for(7, "chance", 4).random()


class _Coin:
    def chance_outcomes(self):
        return [(10, 0.25), (20, 0.75)]


def test_sample_chance_follows_probabilities():
    rng = rng_for(1)
    draws = [sample_chance(_Coin(), rng) for _ in range(4000)]
    share = draws.count(20) / len(draws)
    assert 0.72 < share < 0.78


def test_record_json_round_trip():
    record = GameRecord(
        slug="toy",
        num_players=2,
        options={"speed": "fast"},
        seats=[SeatSpec("Ann"), SeatSpec("Bot", "ai", "hard", 1)],
        seed=42,
        history=["a", "b"],
    )
    assert GameRecord.loads(record.dumps()) == record


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[]",
        json.dumps({"format": 99}),
        json.dumps({"format": 1, "slug": "toy"}),
        json.dumps(
            {"format": 1, "slug": "toy", "num_players": 3, "seats": [{"name": "A"}], "seed": 1}
        ),
        json.dumps(
            {
                "format": 1,
                "slug": "x",
                "num_players": 1,
                "seats": [{"name": "A", "kind": "cat"}],
                "seed": 1,
            }
        ),
    ],
)
def test_record_rejects_malformed_text(text):
    with pytest.raises(RecordError):
        GameRecord.loads(text)


# --- per-seat options ------------------------------------------------------------------------

DECKS = OptionSpec("deck", "Deck", "red", (("red", "Red"), ("blue", "Blue")), per_seat=True)
PER_SEAT = GameInfo("toy-decks", "Decks", 2, 3, False, False, 10, options=(*INFO.options, DECKS))


def test_per_seat_option_defaults_to_one_choice_per_seat():
    assert PER_SEAT.default_options(3) == {"speed": "slow", "deck": ["red", "red", "red"]}
    assert PER_SEAT.resolve_options(None, 2) == {"speed": "slow", "deck": ["red", "red"]}
    # Without the seat count only the shared options have a default.
    assert PER_SEAT.default_options() == {"speed": "slow"}


def test_per_seat_option_takes_a_list_or_one_value_for_every_seat():
    assert PER_SEAT.resolve_options({"deck": ["blue", "red"]}, 2)["deck"] == ["blue", "red"]
    assert PER_SEAT.resolve_options({"deck": ("red", "blue", "blue")}, 3)["deck"] == [
        "red",
        "blue",
        "blue",
    ]
    assert PER_SEAT.resolve_options({"deck": "blue"}, 3)["deck"] == ["blue"] * 3


@pytest.mark.parametrize(
    "options, players, message",
    [
        ({"deck": ["blue"]}, 2, "one value per seat"),
        ({"deck": ["blue", "red", "red"]}, 2, "one value per seat"),
        ({"deck": ["blue", "green"]}, 2, "cannot be 'green' for a seat"),
        ({"deck": "green"}, 2, "cannot be 'green' for a seat"),
        ({"deck": ["blue", "red"]}, None, "per seat; the seat count is needed"),
        (None, None, "need the seat count"),
    ],
)
def test_per_seat_option_refuses_wrong_lengths_values_and_a_missing_seat_count(
    options, players, message
):
    with pytest.raises(ValueError, match=message):
        PER_SEAT.resolve_options(options, players)


def test_a_shared_option_refuses_a_list():
    with pytest.raises(ValueError):
        PER_SEAT.resolve_options({"speed": ["slow", "fast"]}, 2)


def test_record_round_trip_keeps_a_per_seat_list_value():
    record = GameRecord(
        slug="toy-decks",
        num_players=2,
        options={"speed": "fast", "deck": ["blue", "red"]},
        seats=[SeatSpec("Ann"), SeatSpec("Bo")],
        seed=3,
    )
    loaded = GameRecord.loads(record.dumps())
    assert loaded == record and loaded.options["deck"] == ["blue", "red"]
    assert PER_SEAT.resolve_options(loaded.options, loaded.num_players) == record.options


def test_replay_hands_the_per_seat_value_to_the_rules():
    from tests.ai.toy_games import PigRules

    record = GameRecord("toy-pig", 3, {"die": [6, 4, 4]}, [SeatSpec("A")] * 3, 1, ["roll"])
    state = replay(PigRules(), GameRecord.loads(record.dumps()))
    assert state.dice == (6, 4, 4)
    assert len(state.chance_outcomes()) == 6  # seat 0 rolls its six-sided die


# --- marked text -------------------------------------------------------------------------------


def test_markers_return_their_text():
    assert N_("Rematch") == "Rematch"
    assert Nn_("{n} card", "{n} cards") == ("{n} card", "{n} cards")


def test_message_english_fills_named_arguments():
    message = Message.of(N_("{name} tamed {son}"), name="Ann", son="Pulao")
    assert message.english() == str(message) == "Ann tamed Pulao"
    assert message.arguments == {"name": "Ann", "son": "Pulao"}
    assert message == Message.of(N_("{name} tamed {son}"), son="Pulao", name="Ann")
    assert hash(message) == hash(Message.of(N_("{name} tamed {son}"), son="Pulao", name="Ann"))


def test_nested_messages_are_rendered_inside_the_outer_one():
    card = Message.of(N_("the {colour} dragon"), colour="jade")
    message = Message.of(N_("{name} escapes with {card}"), name="Bo", card=card)
    assert message.english() == "Bo escapes with the jade dragon"
    french = {
        "the {colour} dragon": "le dragon {colour}",
        "{name} escapes with {card}": "{name} fuit avec {card}",
    }
    assert render(message, french.get, None) == "Bo fuit avec le dragon jade"


def test_counted_messages_pick_the_plural_form():
    forms = Nn_("{n} coin", "{n} coins")
    assert Message.counted(forms, "n", n=1).english() == "1 coin"
    assert Message.counted(forms, "n", n=3).english() == "3 coins"
    assert Message.counted(forms, "n", n=0).english() == "0 coins"
    with pytest.raises(ValueError):
        Message.counted(forms, "n", count=2)


def test_a_broken_translation_falls_back_to_the_english_template():
    message = Message.of(N_("{name} wins"), name="Ann")
    assert render(message, lambda text: "{nom} gagne", None) == "Ann wins"
    assert render("plain text", None, None) == "plain text"


def test_an_option_that_needs_another_is_only_valid_where_offered():
    from game.core.protocol import GameInfo, OptionSpec

    mode = OptionSpec("mode", "Mode", "basic", (("basic", "Basic"), ("full", "Full")))
    extra = OptionSpec(
        "extra", "Extra", "off", (("off", "Off"), ("on", "On")), requires=(("mode", ("full",)),)
    )
    info = GameInfo("toy", "Toy", 2, 2, False, False, 10, options=(mode, extra))
    assert not extra.offered({"mode": "basic"}) and extra.offered({"mode": "full"})
    assert info.resolve_options({"mode": "full", "extra": "on"})["extra"] == "on"
    assert info.resolve_options({"mode": "basic"}) == {"mode": "basic", "extra": "off"}
    with pytest.raises(ValueError, match="extra"):
        info.resolve_options({"mode": "basic", "extra": "on"})


# --- the save schema and JSON limits (issue 11) -------------------------------------------------


def _toy_record_json() -> dict:
    return GameRecord("toy", 2, {"speed": "fast"}, [SeatSpec("Ann"), SeatSpec("Bo")], 42).to_json()


@pytest.mark.parametrize(
    "text, complaint",
    [
        ("[" * 1000 + "]" * 1000, "nested too deeply"),
        ('{"a": ' + "[" * 9 + "]" * 9 + "}", "nested too deeply"),
        ('"\\ud800" x', "not valid JSON"),
        (b"\xff\xfe", "not text"),
        ("x" * 4000, "too large"),
    ],
    ids=["1000 deep", "10 deep", "trailing text", "not UTF-8", "too large"],
)
def test_load_json_refuses_what_it_cannot_use(text, complaint):
    from game.core.schema import load_json

    data = text.encode() if isinstance(text, str) else text
    with pytest.raises(RecordError, match=complaint):
        load_json(data, 3000)


def test_load_json_marks_numbers_no_save_may_hold_instead_of_failing():
    from game.core.schema import Unusable, load_json

    value = load_json(
        b'{"a": Infinity, "b": NaN, "c": ' + b"9" * 5000 + b', "d": 1e999, "e": 2}', 10**5
    )
    assert all(isinstance(value[key], Unusable) for key in "abcd") and value["e"] == 2


@pytest.mark.parametrize(
    "change, complaint",
    [
        (lambda data: data.pop("history"), "the entry 'history' is missing"),
        (lambda data: data.update(histroy=[]), "'histroy' this version does not know"),
        (lambda data: data.update(seed=True), "the entry 'seed' has the wrong type"),
        (lambda data: data.update(seed=2**64), "the entry 'seed' is out of range"),
        (lambda data: data.update(format=True), "format this version does not know"),
        (
            lambda data: data["seats"][1].update(level="godlike"),
            "AI level this version does not know",
        ),
        (lambda data: data["seats"][1].update(name="B\x00o"), "'seats[1].name' holds characters"),
        (lambda data: data["seats"][1].update(colour=99), "'seats[1].colour' is out of range"),
        (lambda data: data["seats"][1].pop("colour"), "the entry 'seats[1].colour' is missing"),
        (lambda data: data["options"].update(speed=[["fast"]]), "'options.speed[0]' has the wrong"),
        (lambda data: data.update(slug="Toy Game"), "'slug' holds characters"),
    ],
)
def test_a_record_is_checked_strictly_against_its_schema(change, complaint):
    data = _toy_record_json()
    change(data)
    with pytest.raises(RecordError, match=complaint.replace("[", r"\[").replace("]", r"\]")):
        GameRecord.from_json(data)


class _ToyRules:
    info = INFO

    def earlier_options(self, options):
        return []  # no game data ever changed (GameRules' default)


@pytest.mark.parametrize(
    "options, complaint",
    [
        ({}, "does not say how the rule option 'speed' is set"),
        ({"speed": "fast", "colour": "red"}, "rule option this version does not know"),
        ({"speed": "warp"}, "options are not valid"),
    ],
)
def test_a_record_must_name_every_option_of_its_game(options, complaint):
    from game.core.record import check_rules

    record = GameRecord("toy", 2, options, [SeatSpec("Ann"), SeatSpec("Bo")], 42)
    with pytest.raises(RecordError, match=complaint):
        check_rules(_ToyRules(), record)
    check_rules(_ToyRules(), GameRecord("toy", 2, {"speed": "fast"}, record.seats, 42))


def test_same_match_ignores_how_far_the_game_got():
    first = GameRecord.from_json(_toy_record_json())
    later = GameRecord.from_json({**_toy_record_json(), "history": ["a", "b"]})
    other = GameRecord.from_json({**_toy_record_json(), "seed": 43})
    assert first.same_match(later) and not first.same_match(other)
    assert not first.same_match(None)


def test_same_match_ignores_a_seats_colour_not_who_plays_it():
    from dataclasses import replace

    first = GameRecord.from_json(_toy_record_json())
    seats = first.seats
    recoloured = GameRecord(first.slug, 2, first.options, [replace(s, colour=5) for s in seats], 42)
    renamed = GameRecord(
        first.slug, 2, first.options, [replace(seats[0], name="Zed"), seats[1]], 42
    )
    assert first.seed == 42 and first.same_match(recoloured)
    assert not first.same_match(renamed)


def test_a_save_from_before_an_option_existed_loads_as_it_was_played():
    """An option added later takes the value older saves meant; an option that is not offered
    under the others (so it never changed play) takes its default; anything else still fails."""
    from game.core.protocol import GameInfo, OptionSpec
    from game.core.record import RecordError, check_rules

    mode = OptionSpec("mode", "Mode", "basic", (("basic", "Basic"), ("full", "Full")))
    extra = OptionSpec(
        "extra", "Extra", "off", (("off", "Off"), ("on", "On")), requires=(("mode", ("full",)),)
    )
    newer = OptionSpec("check", "Check", "new", (("old", "Old"), ("new", "New")), absent=("old",))

    class Rules(_ToyRules):
        info = GameInfo("toy", "Toy", 2, 2, False, False, 10, options=(mode, extra, newer))

    seats = [SeatSpec("A"), SeatSpec("B", colour=1)]
    old = GameRecord("toy", 2, {"mode": "basic", "extra": "on"}, seats, 1)
    check_rules(Rules(), old)
    assert old.options == {"mode": "basic", "extra": "off", "check": "old"}
    with pytest.raises(RecordError):
        check_rules(Rules(), GameRecord("toy", 2, {"check": "new"}, seats, 1))  # no mode


def test_a_save_can_hold_the_longest_game_of_every_game():
    from game.core.record import MAX_HISTORY
    from game.rules import RULES
    from game.rules.wyvern import WyvernRules

    for rules in (*RULES.values(), WyvernRules()):
        assert 0 < rules.info.max_game_length <= MAX_HISTORY, rules.info.slug

"""The protocol helpers and the replay record, independent of any one game."""

import json

import pytest

from game.core.protocol import GameInfo, OptionSpec, sample_chance
from game.core.record import GameRecord, RecordError, SeatSpec
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

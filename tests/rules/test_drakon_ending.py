"""Drakon's outcome as data (reason keys, their arguments, a SeatTally per seat), the decoded
action record and the engine's explanation of a tile that does not fit."""

from __future__ import annotations

import pytest

from game.core.text import Message
from game.rules.drakon import KIND_BY_CODE, SeatTally, actions
from game.rules.drakon.ending import REASONS
from tests.rules.drakon_positions import RULES, play, position

GOLD_N = {(0, 1): ("gold-1", 0)}  # north of Start, arrow pointing further north


def test_reaching_five_coins_gives_the_coins_key_with_its_arguments():
    state = position(board=GOLD_N, coins=[4, 2])
    play(state, "move @0,1")
    outcome = state.outcome()
    assert outcome.reason == "coins" and outcome.winners == (0,)
    assert outcome.reason_args == {"seat": 0, "target": 5, "unit": "coins"}
    assert outcome.details == (SeatTally(5), SeatTally(2))
    assert outcome.scores == (5.0, 2.0)


def test_valued_coins_record_gold_and_each_value_highest_first():
    state = position(board=GOLD_N, values=[[3, 3, 2], [1]], hoard_values=[0, 0, 5], valued=True)
    play(state, "move @0,1", "coin 3")
    outcome = state.outcome()
    assert outcome.reason == "coins"
    assert outcome.reason_args == {"seat": 0, "target": 10, "unit": "gold"}
    assert outcome.details[0] == SeatTally(4, gold=11, values=(3, 3, 3, 2))
    assert outcome.details[1] == SeatTally(1, gold=1, values=(1,))


def test_escape_names_the_seat_and_marks_it_escaped():
    state = position(board={(0, 1): ("vortex-0", 0)}, coins=[4, 1], escape=True, heroes_on=True)
    play(state, "move @0,1")
    outcome = state.outcome()
    assert outcome.reason == "escape" and outcome.reason_args == {"seat": 0}
    assert outcome.details == (SeatTally(4, hero=0, escaped=True), SeatTally(1, hero=1))


def test_count_endings_have_their_keys():
    assert position(coins=[2, 1]).outcome().reason == "exhausted"
    assert position(coins=[2, 1]).outcome().reason_args == {}
    state = position(board={(0, 1): ("vortex-0", 0), (5, 5): ("vortex-0", 0)}, hoard=0)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert state.outcome().reason == "quiet" and state.outcome().reason_args == {"repeats": 3}
    assert set(REASONS) == {"coins", "escape", "exhausted", "quiet", "turn-limit"}


def test_decode_action_names_every_kind_and_its_fields():
    cases = {
        "move @1,-2": actions.DrakonAction("move", cell=(1, -2)),
        "tile gold-2c": actions.DrakonAction("place-tile", tile=KIND_BY_CODE["gold-2c"]),
        "at @0,1": actions.DrakonAction("place-cell", cell=(0, 1)),
        "turn r3": actions.DrakonAction("place-rot", rot=3),
        "shift-place blank-1 r2": actions.DrakonAction(
            "shift-place", tile=KIND_BY_CODE["blank-1"], rot=2
        ),
        "rotate @2,3 +1": actions.DrakonAction("rotate", cell=(2, 3), turn=1),
        "map seat2": actions.DrakonAction("map", seat=2),
        "ability seat1": actions.DrakonAction("ability-seat", seat=1),
        "ability @0,1": actions.DrakonAction("ability-cell", cell=(0, 1)),
        "use knight": actions.DrakonAction("ability", hero=4),
        "hero amazon": actions.DrakonAction("hero", hero=5),
        "coin 2": actions.DrakonAction("coin", value=2),
        "first seat0": actions.DrakonAction("first", seat=0),
        "pass": actions.DrakonAction("pass"),
        "drakon @1,1": actions.DrakonAction("drakon", cell=(1, 1)),
    }
    for text, record in cases.items():
        assert RULES.decode_action(actions.from_text(text)) == record, text
    with pytest.raises(ValueError):
        RULES.decode_action(5)


def test_read_text_accepts_the_masked_texts_a_seat_may_read():
    assert actions.read_text("draw") == actions.DrakonAction("draw")
    assert actions.read_text("draw gold-1") == actions.DrakonAction(
        "draw", tile=KIND_BY_CODE["gold-1"]
    )
    assert actions.read_text("coin") == actions.DrakonAction("coin")
    assert actions.read_text("nonsense words") is None


def test_why_illegal_explains_the_arrow_rule():
    state = position(hands=[["blank-1"], []])
    blank = KIND_BY_CODE["blank-1"]
    assert state.why_illegal("place", blank, (1, 0), 0) is None
    assert state.why_illegal("place", blank, (0, 0), 0) == Message.of("a chamber is already there")
    assert state.why_illegal("place", blank, (5, 5), 0) == Message.of(
        "a new chamber must touch the lair"
    )
    facing = state.why_illegal("place", blank, (1, 0), 3)
    assert facing is not None
    assert facing.english() == "an arrow would face the arrow of Start (west)"
    assert state.why_illegal("move", (0, 1)) is None

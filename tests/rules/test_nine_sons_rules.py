"""Scenario tests for The Nine Sons of Dragon, turn actions: setup, placing, sowing, the drop
comparison and Pulao's reading (digest §3-§4), the reasons an illegal attempt gets, and the action
texts. Taming and the end of the game are in test_nine_sons_taming.py.

Squares: a1 b1 c1 d1 / a2 b2 c2 d2 / a3 b3 c3 d3 (row 1 at the top). See nine_sons_positions for
the standard card layout every position uses unless it says otherwise.
"""

from __future__ import annotations

import pytest
from nine_sons_positions import (
    BAXIA,
    BIAN,
    CHAOFENG,
    CHIWEN,
    FUXI,
    PULAO,
    QIUNIU,
    RULES,
    STANDARD_SLOTS,
    SUANNI,
    legal,
    play,
    position,
    why,
)

from game.core.protocol import CHANCE, IllegalActionError
from game.core.text import Message
from game.rules.nine_sons import NineSonsState, decode_action, parse_square, square_name
from game.rules.nine_sons.board import full_hash

# --------------------------------------------------------------------------- §3 setup


def test_setup_deals_six_slots_one_chance_node_at_a_time_then_draws_first_player():
    state = RULES.new_initial_state(2)
    for dealt in range(6):
        assert state.current_player() == CHANCE
        outcomes = state.chance_outcomes()
        assert len(outcomes) == 9 - dealt
        assert all(p == pytest.approx(1 / (9 - dealt)) for _, p in outcomes)
        state.apply_action(outcomes[-1][0])  # the highest remaining card id
    assert state.view(0).slots == (8, 7, 6, 5, 4, 3)
    assert state.view(0).deck_size == 3
    assert legal(state) == {"first 0", "first 1"}
    assert [p for _, p in state.chance_outcomes()] == [0.5, 0.5]
    play(state, "first 1")
    assert state.current_player() == 1
    assert state.view(1).hands == ((1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6))
    assert len(state.legal_actions()) == 6 * 12  # every die on every empty square


# --------------------------------------------------------------------------- §4.1 place


def test_place_only_on_an_empty_square():
    state = position({"a1": [(1, 3)]})
    assert "place 2 a1" not in legal(state)
    assert "place 2 b1" in legal(state)
    assert why(state, "place", parse_square("a1"), 2) == (
        "Dice can only be placed on an empty square"
    )
    with pytest.raises(IllegalActionError):
        RULES.parse_action(state, "place 2 a1")


def test_place_only_a_die_from_your_hand():
    state = position({"a1": [(0, 3)]})
    assert not any(text.startswith("place 3 ") for text in legal(state))
    assert why(state, "place", parse_square("b1"), 3) == "Your 3 is not in your hand"
    play(state, "place 4 b1")
    assert state.view(0).hands[0] == (1, 2, 5, 6)
    assert state.view(0).stacks[parse_square("b1")] == ((0, 4),)


# --------------------------------------------------------------------------- §4.2 move


def test_move_needs_your_die_on_top_of_the_stack():
    state = position({"a1": [(0, 2), (1, 3)], "d3": [(1, 2), (0, 5)]})
    sources = {decode_action(a).source for a in state.legal_actions()} - {None}
    assert sources == {parse_square("d3")}
    assert why(state, "move", parse_square("a1"), [1, 2]) == "Not your stack"
    assert why(state, "move", parse_square("b2"), [1]) == "There is no stack there"


def test_move_whole_stack_exactly_n_steps_dropping_bottom_die_first():
    # An untamed 3-stack on Baxia (the other square is empty, so only 3 dice on the card).
    state = position({"a3": [(1, 1), (0, 2), (0, 4)]})
    moves = [decode_action(a) for a in state.legal_actions() if decode_action(a).kind == "move"]
    assert moves and all(len(m.path) == 3 for m in moves)
    a3, a2, a1 = parse_square("a3"), parse_square("a2"), parse_square("a1")
    assert why(state, "move", a3, [a2]) == "The stack must travel exactly 3 squares"
    play(state, "a3-a2-a1-b1")
    stacks = state.view(0).stacks
    assert stacks[a3] == ()
    assert stacks[a2] == ((1, 1),)
    assert stacks[a1] == ((0, 2),)
    assert stacks[parse_square("b1")] == ((0, 4),)


def test_move_path_may_turn():
    state = position({"a3": [(1, 1), (0, 2), (0, 4)]})
    assert "a3-b3-b2-c2" in legal(state)  # right, up, right
    assert "a3-a2-b2-b3" in legal(state)  # up, right, down


def test_move_never_revisits_a_square_and_the_origin_counts_as_visited():
    state = position({"b2": [(1, 1), (0, 2)], "a1": [(1, 2), (0, 3), (0, 5)]})
    b2, b1 = parse_square("b2"), parse_square("b1")
    assert why(state, "move", b2, [b1, b2]) == "Already visited this turn"
    assert not any(text.startswith("b2-") and text.endswith("-b2") for text in legal(state))
    a1, c1 = parse_square("a1"), parse_square("c1")
    assert why(state, "move", a1, [b1, c1, b1]) == "Already visited this turn"


def test_move_may_not_enter_a_full_square():
    # Baxia's 3-stack with an empty partner square is untamed (needs 4 dice) and blocks.
    state = position({"a3": [(1, 1), (1, 2), (1, 3)], "a2": [(0, 4)]})
    a2, a3 = parse_square("a2"), parse_square("a3")
    assert why(state, "move", a2, [a3]) == "That square is full"
    assert "a2-a3" not in legal(state)
    assert legal(state) >= {"a2-a1", "a2-b2"}


def test_move_must_be_completable_or_it_is_unavailable():
    state = position(
        {"a1": [(1, 6), (0, 2)], "b1": [(1, 1), (1, 2), (1, 3)], "a2": [(1, 4), (1, 5), (0, 1)]},
        slots=(SUANNI, BIAN, BAXIA, QIUNIU, FUXI, CHAOFENG),
    )
    # b1 is on Suanni with a1 also occupied (5 dice): untamed. a2 is on Baxia with b2 empty:
    # both neighbours of a1 are full, so its 2-stack has no complete path.
    assert not any(text.startswith("a1-") for text in legal(state))


def test_lifted_dice_cannot_go_back_to_hand_and_stack_moves_in_order():
    state = position({"c2": [(0, 3), (1, 5), (0, 6)], "d2": [(1, 1)]})  # Suanni: 4 dice
    c2 = parse_square("c2")
    assert why(state, "move", c2, []) == "The stack must travel exactly 3 squares"
    with pytest.raises(IllegalActionError):
        state.apply_action(RULES.parse_action(state, "c2-c1"))


# --------------------------------------------------------------------------- §4.3 comparison

# Landing table of the digest, written out by hand: dropped die -> tops it may land on.
LANDS_ON = {1: {1, 6}, 2: {1, 2}, 3: {1, 2, 3}, 4: {1, 2, 3, 4}, 5: {1, 2, 3, 4, 5}}
LANDS_ON[6] = {2, 3, 4, 5, 6}


@pytest.mark.parametrize("dropped", range(1, 7))
@pytest.mark.parametrize("top", range(1, 7))
def test_drop_comparison_table_one_beats_six(dropped, top):
    state = position({"a1": [(0, dropped)], "b1": [(1, top)]})
    allowed = "a1-b1" in legal(state)
    assert allowed == (top in LANDS_ON[dropped])
    reason = why(state, "move", parse_square("a1"), [parse_square("b1")])
    if allowed:
        assert reason is None
    else:
        assert reason == f"A {dropped} may not land on a {top}"


def test_one_may_land_on_six_but_six_may_not_land_on_one_and_equal_is_allowed():
    assert "a1-b1" in legal(position({"a1": [(0, 1)], "b1": [(1, 6)]}))
    assert "a1-b1" not in legal(position({"a1": [(0, 6)], "b1": [(1, 1)]}))
    assert "a1-b1" in legal(position({"a1": [(0, 4)], "b1": [(1, 4)]}))


def test_each_drop_is_compared_with_the_die_being_dropped():
    # Stack (bottom 5, top 2): the 5 lands first (on a 4: fine), the 2 then lands on empty c1.
    state = position({"a1": [(0, 5), (0, 2)], "b1": [(1, 4)]})
    assert "a1-b1-c1" in legal(state)
    # Reversed stack (bottom 2): the 2 may not land on the 4.
    state = position({"a1": [(0, 2), (0, 5)], "b1": [(1, 4)]})
    assert "a1-b1-c1" not in legal(state)


# --------------------------------------------------------------------------- Pulao reading


def pulao_position(pulao_incoming_counts: bool = False) -> NineSonsState:
    slots = (PULAO, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
    stacks = {"a1": [(1, 5)], "a2": [(0, 3)], "b2": [(0, 6)]}
    return position(stacks, slots=slots, pulao_incoming_counts=pulao_incoming_counts)


def test_pulao_on_card_reading_dice_on_pulao_count_as_one():
    state = pulao_position()
    assert "a2-a1" in legal(state)  # a 3 onto a 5 that reads as 1
    assert "b2-b1" in legal(state)  # empty Pulao square
    state6 = position(
        {"a1": [(1, 5)], "a2": [(0, 6)]}, slots=(PULAO, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
    )
    assert "a2-a1" not in legal(state6)  # a 6 may not go on a 1
    reason = why(state6, "move", parse_square("a2"), [parse_square("a1")])
    assert reason == "A 6 may not land on Pulao: its dice count as 1"


def test_pulao_incoming_too_reading_accepts_every_die():
    rules_state = RULES.new_initial_state(2, {"pulao_reading": "incoming-too"})
    assert rules_state.view(0).pulao_incoming_counts
    state6 = position(
        {"a1": [(1, 5)], "a2": [(0, 6)]},
        slots=(PULAO, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG),
        pulao_incoming_counts=True,
    )
    assert "a2-a1" in legal(state6)


def test_pulao_dice_keep_their_face_once_they_leave():
    # A 5 lifted off Pulao is compared as a 5 again: it may not land on the 6 at c1.
    slots = (PULAO, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
    state = position({"b1": [(0, 5)], "c1": [(1, 6)]}, slots=slots)
    assert "b1-c1" not in legal(state)
    state = position({"b1": [(0, 5)], "c1": [(1, 4)]}, slots=slots)
    assert "b1-c1" in legal(state)


# --------------------------------------------------------------------------- reasons as Messages


def test_illegal_reasons_are_messages_with_named_arguments():
    state = position({"a1": [(0, 3)]})
    b1 = parse_square("b1")
    reason = state.why_illegal("place", b1, 3)
    assert reason == Message.of("Your {value} is not in your hand", value=3)
    assert reason.english() == "Your 3 is not in your hand"
    assert state.why_illegal("place", b1, 4) is None
    assert state.why_illegal("jump", b1) is None  # not a kind this game explains
    too_short = position({"a3": [(1, 1), (0, 2), (0, 4)]}).why_illegal(
        "move", parse_square("a3"), [parse_square("a2")]
    )
    assert too_short is not None and too_short.plural is not None
    assert too_short.arguments == {"n": 3}
    lone = position({"a1": [(0, 2)], "b1": [(1, 5)], "c1": [(1, 1)]})
    assert why(lone, "move", parse_square("a1"), []) == "The stack must travel exactly 1 square"


def test_reasons_name_the_son_as_a_message_of_its_own():
    slots = (PULAO, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
    state = position({"a1": [(1, 5)], "a2": [(0, 6)]}, slots=slots)
    reason = state.why_illegal("move", parse_square("a2"), [parse_square("a1")])
    assert reason is not None and reason.arguments["son"] == Message.of("Pulao")


def test_no_reason_outside_a_turn():
    state = RULES.new_initial_state(2)
    assert why(state, "place", 0, 1) == "Dice cannot be placed right now"
    assert why(state, "move", 0, [1]) == "Stacks cannot be moved right now"
    state = position({"a1": [(0, 1)]})
    assert why(state, "place", 0, 9) == "There is no such die or square"
    assert why(state, "move", 0, [12]) == "There is no such square"
    assert why(state, "move", parse_square("a1"), [parse_square("c1")]) == (
        "Each step must go to a neighbouring square"
    )


# --------------------------------------------------------------------------- text and keys


def test_action_strings_decode_and_parse_are_exact_inverses():
    state = position({"b2": [(1, 1), (0, 2)]})
    for action in state.legal_actions():
        text = state.action_to_string(action)
        assert RULES.parse_action(state, text) == action
        info = decode_action(action)
        if info.kind == "move":
            assert text == "-".join(square_name(s) for s in (info.source, *info.path))
        else:
            assert text == f"place {info.value} {square_name(info.path[0])}"
    for bad in ("place 3 e9", "Place 1 a1", "b2-b1", "b2 - b1-a1", "tame Pulao", "", "first 0"):
        with pytest.raises(IllegalActionError):
            RULES.parse_action(state, bad)


def test_position_key_tracks_the_position_and_repeats_with_it():
    state = position({"a1": [(0, 1)], "d3": [(1, 1)]})
    start = state.position_key()
    play(state, "a1-b1")
    assert state.position_key() != start
    s = state
    assert s._hash == full_hash(s._slots, s._stacks, s._hands, s._tamed, s._active)
    play(state, "d3-c3", "b1-a1", "c3-d3")
    assert state.position_key() == start


def test_from_position_rejects_impossible_positions():
    with pytest.raises(ValueError):
        NineSonsState.from_position(slots=STANDARD_SLOTS, stacks={"a1": [(0, 1)], "b1": [(0, 1)]})
    with pytest.raises(ValueError):
        NineSonsState.from_position(slots=(None,) + STANDARD_SLOTS[1:], stacks={"a1": [(0, 1)]})


def test_decode_action_describes_every_kind_without_parsing_strings():
    state = position({"b2": [(1, 1), (0, 2)]})
    place = decode_action(RULES.parse_action(state, "place 3 c2"))
    assert (place.kind, place.value, place.path, place.source) == ("place", 3, (6,), None)
    move = decode_action(RULES.parse_action(state, "b2-b1-c1"))
    assert (move.kind, move.source, move.path) == ("move", 5, (1, 2))
    setup = RULES.new_initial_state(2)
    deal = decode_action(RULES.parse_action(setup, "deal Chiwen"))
    assert (deal.kind, deal.card) == ("deal", CHIWEN)
    assert setup.reveals_information(RULES.parse_action(setup, "deal Chiwen"))
    assert not state.reveals_information(RULES.parse_action(state, "place 3 c2"))
    pending = position({"b1": [(1, 2), (1, 3)], "c1": [(1, 4), (1, 5)], "b2": [(0, 4), (0, 6)]})
    play(pending, "b2-b1-c1")
    tame = decode_action(RULES.parse_action(pending, "tame Bi'an"))
    assert (tame.kind, tame.card) == ("tame", BIAN)
    assert pending.turn_owner() == 0 and pending.view(1).pending[0][1] == QIUNIU
    with pytest.raises(ValueError):
        decode_action(75)

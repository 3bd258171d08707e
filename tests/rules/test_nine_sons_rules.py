"""Scenario tests for The Nine Sons of Dragon: one test per rule or ruling of the digest §4-§9.

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
    YAZI,
    legal,
    play,
    position,
)

from game.core.protocol import CHANCE, TERMINAL, IllegalActionError
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
    assert state.why_illegal_place(parse_square("a1"), 2) == (
        "Dice can only be placed on an empty square"
    )
    with pytest.raises(IllegalActionError):
        RULES.parse_action(state, "place 2 a1")


def test_place_only_a_die_from_your_hand():
    state = position({"a1": [(0, 3)]})
    assert not any(text.startswith("place 3 ") for text in legal(state))
    assert state.why_illegal_place(parse_square("b1"), 3) == "Your 3 is not in your hand"
    play(state, "place 4 b1")
    assert state.view(0).hands[0] == (1, 2, 5, 6)
    assert state.view(0).stacks[parse_square("b1")] == ((0, 4),)


# --------------------------------------------------------------------------- §4.2 move


def test_move_needs_your_die_on_top_of_the_stack():
    state = position({"a1": [(0, 2), (1, 3)], "d3": [(1, 2), (0, 5)]})
    sources = {decode_action(a).source for a in state.legal_actions()} - {None}
    assert sources == {parse_square("d3")}
    assert state.why_illegal_move(parse_square("a1"), [1, 2]) == "Not your stack"
    assert state.why_illegal_move(parse_square("b2"), [1]) == "There is no stack there"


def test_move_whole_stack_exactly_n_steps_dropping_bottom_die_first():
    # An untamed 3-stack on Baxia (the other square is empty, so only 3 dice on the card).
    state = position({"a3": [(1, 1), (0, 2), (0, 4)]})
    moves = [decode_action(a) for a in state.legal_actions() if decode_action(a).kind == "move"]
    assert moves and all(len(m.path) == 3 for m in moves)
    a3, a2, a1 = parse_square("a3"), parse_square("a2"), parse_square("a1")
    assert state.why_illegal_move(a3, [a2]) == "The stack must travel exactly 3 squares"
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
    assert state.why_illegal_move(b2, [b1, b2]) == "Already visited this turn"
    assert not any(text.startswith("b2-") and text.endswith("-b2") for text in legal(state))
    a1, c1 = parse_square("a1"), parse_square("c1")
    assert state.why_illegal_move(a1, [b1, c1, b1]) == "Already visited this turn"


def test_move_may_not_enter_a_full_square():
    # Baxia's 3-stack with an empty partner square is untamed (needs 4 dice) and blocks.
    state = position({"a3": [(1, 1), (1, 2), (1, 3)], "a2": [(0, 4)]})
    a2, a3 = parse_square("a2"), parse_square("a3")
    assert state.why_illegal_move(a2, [a3]) == "That square is full"
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
    assert state.why_illegal_move(c2, []) == "The stack must travel exactly 3 squares"
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
    reason = state.why_illegal_move(parse_square("a1"), [parse_square("b1")])
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
    reason = state6.why_illegal_move(parse_square("a2"), [parse_square("a1")])
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


# --------------------------------------------------------------------------- §5 taming


def test_tame_green_card_by_the_top_die_owner_even_when_not_active():
    state = position({"a1": [(0, 1), (1, 2)], "a2": [(1, 3), (0, 5)]})
    play(state, "a2-a1-b1")  # seat 0 drops seat 1's 3 on top of a1: seat 1 tames Qiuniu
    view = state.view(0)
    assert view.tamed == ((), (QIUNIU,))
    assert view.scores == (0, 1)
    assert view.slots[0] is None
    assert view.hands == ((1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6))  # every die went home
    assert state.current_player() == CHANCE  # refill from the deck


def test_refill_is_a_chance_node_uniform_over_the_deck_then_the_turn_passes():
    state = position({"a1": [(0, 1), (1, 2)], "a2": [(1, 3), (0, 5)]})
    play(state, "a2-a1-b1")
    outcomes = state.chance_outcomes()
    assert [state.action_to_string(a) for a, _ in outcomes] == [
        "refill Pulao",
        "refill Yazi",
        "refill Chiwen",
    ]
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert state.legal_actions() == []
    play(state, "refill Yazi")
    view = state.view(0)
    assert view.slots[0] == YAZI and view.deck_size == 2
    assert view.stacks[0] == () and view.stacks[1] == ()
    assert state.current_player() == 1


def test_suanni_tamed_with_exactly_three_dice_on_the_card():
    state = position({"c2": [(1, 1), (1, 2)], "b2": [(0, 4)]})
    play(state, "b2-c2")
    assert state.view(0).tamed[0] == (SUANNI,)


def test_suanni_not_tamed_with_a_die_on_the_other_square_and_rechecked_later():
    state = position({"c2": [(1, 1), (1, 2)], "d2": [(1, 3)], "b2": [(0, 4)]})
    play(state, "b2-c2")
    assert state.view(0).tamed == ((), ())
    assert len(state.view(0).stacks[parse_square("c2")]) == 3  # the dice stay
    assert state.current_player() == 1
    play(state, "d2-d1")  # seat 1 empties the other square: now exactly 3 dice on Suanni
    assert state.view(0).tamed == ((SUANNI,), ())


def test_baxia_not_tamed_with_three_dice_then_a_placement_tames_it():
    state = position({"a3": [(1, 1), (1, 2)], "a2": [(0, 4)]})
    play(state, "a2-a3")
    assert state.view(0).tamed == ((), ())
    play(state, "place 5 b3")  # seat 1's placement brings Baxia to 4 dice: seat 0 tames it
    view = state.view(0)
    assert view.tamed == ((BAXIA,), ())
    assert view.hands[1] == (1, 2, 3, 4, 5, 6)


def test_baxia_tamed_with_four_or_more_dice():
    state = position({"a3": [(1, 1), (1, 2)], "b3": [(1, 3)], "a2": [(0, 4)]})
    play(state, "a2-a3")
    assert state.view(0).tamed == ((BAXIA,), ())


@pytest.mark.parametrize("top, tamed", [(4, False), (5, True), (6, True)])
def test_chaofeng_needs_a_top_die_of_five_or_six(top, tamed):
    state = position({"c3": [(1, 1), (1, 2)], "b3": [(0, top)]})
    play(state, "b3-c3")
    assert state.view(0).tamed[0] == ((CHAOFENG,) if tamed else ())


def test_chaofeng_judges_each_stack_by_its_own_top_die():
    state = position(
        {"c3": [(1, 1), (1, 2), (0, 4)], "d3": [(0, 1), (0, 2)], "d2": [(1, 6)]}, active=1
    )
    play(state, "d2-d3")  # d3 gets a 6 of seat 1; c3's top 4 (seat 0) does not qualify
    view = state.view(0)
    assert view.tamed == ((), (CHAOFENG,))
    assert view.hands[0] == (1, 2, 3, 4, 5, 6)


def test_untamed_yellow_three_stack_can_be_lifted_and_moved_three_squares():
    state = position({"c2": [(1, 1), (1, 2), (0, 3)], "d2": [(1, 4)]})
    moves = [t for t in legal(state) if t.startswith("c2-")]
    assert moves and all(len(t.split("-")) == 4 for t in moves)
    play(state, "c2-c1-b1-a1")
    assert state.view(0).stacks[parse_square("a1")] == ((0, 3),)


def test_yazi_costs_a_point_and_still_counts_as_a_card_for_the_tie_break():
    slots = (YAZI, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
    state = position({"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]}, slots=slots, scores=(1, 0))
    play(state, "a2-a1")
    assert state.view(0).scores == (0, 0)
    assert state.view(0).tamed[0] == (YAZI,)
    # Equal points (0-0): seat 0 has one card more, so wins when the game is scored.
    slots = (PULAO, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
    ended = position({}, slots=slots, tamed=((YAZI, QIUNIU), ()), turns=300)
    assert ended.outcome().winners == (0,)
    assert ended.outcome().details == (("Yazi -1", "Qiuniu +1"), ())


def test_chiwen_removes_the_tamers_top_die_for_good():
    slots = (CHIWEN, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
    state = position({"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]}, slots=slots)
    play(state, "a2-a1")
    view = state.view(0)
    assert view.tamed[0] == (CHIWEN,) and view.scores[0] == 3
    assert view.removed == ((4,), ())
    assert view.hands[0] == (1, 2, 3, 5, 6)  # five dice left
    assert view.hands[1] == (1, 2, 3, 4, 5, 6)
    play(state, "refill Pulao", "place 1 a1")  # seat 1 plays, then it is seat 0's turn
    assert state.why_illegal_place(parse_square("c1"), 4) == "Chiwen swallowed your 4"


def test_active_player_chooses_the_order_of_several_tames():
    state = position({"b1": [(1, 2), (1, 3)], "c1": [(1, 4), (1, 5)], "b2": [(0, 4), (0, 6)]})
    play(state, "b2-b1-c1")
    assert state.current_player() == 0
    assert legal(state) == {"tame Qiuniu", "tame Bi'an"}
    assert {s for _, c, s in state.view(0).pending} == {(0,)}
    play(state, "tame Bi'an")
    assert state.current_player() == CHANCE
    play(state, "refill Pulao")
    # Qiuniu is the only card left pending: it is tamed without asking, then refilled.
    assert state.current_player() == CHANCE
    play(state, "refill Chiwen")
    assert state.view(0).tamed[0] == (BIAN, QIUNIU)
    assert state.current_player() == 1


def test_active_player_awards_a_card_claimed_by_different_owners():
    slots = (CHIWEN, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
    state = position(
        {"a1": [(0, 1), (0, 2)], "b1": [(1, 1), (1, 2)], "a2": [(1, 3), (0, 5)]}, slots=slots
    )
    play(state, "a2-a1-b1")  # a1 topped by seat 1's 3, b1 by seat 0's 5
    assert state.current_player() == 0
    assert legal(state) == {"award Chiwen to 0", "award Chiwen to 1"}
    assert state.view(0).pending == ((0, CHIWEN, (0, 1)),)
    play(state, "award Chiwen to 1")
    view = state.view(0)
    assert view.tamed == ((), (CHIWEN,))
    assert view.removed == ((), (3,))  # the top die of seat 1's taming stack
    assert view.hands == ((1, 2, 3, 4, 5, 6), (1, 2, 4, 5, 6))


def test_same_owner_on_both_squares_tames_the_card_once():
    state = position({"a1": [(1, 1), (1, 2)], "b1": [(1, 3), (1, 4)], "a2": [(0, 3), (0, 5)]})
    play(state, "a2-a1-b1")
    view = state.view(0)
    assert view.tamed == ((QIUNIU,), ())
    assert view.scores == (1, 0)
    assert state.current_player() == CHANCE


def test_empty_deck_leaves_the_slot_empty_and_its_squares_vanish():
    state = position({"a1": [(1, 1), (1, 2)], "a2": [(0, 4)], "c1": [(0, 1)]}, deck=())
    play(state, "a2-a1")
    view = state.view(0)
    assert view.slots[0] is None and view.deck_size == 0
    assert state.current_player() == 1
    assert not any(t.endswith(" a1") or t.endswith(" b1") for t in legal(state))
    assert state.why_illegal_place(parse_square("a1"), 3) == "No card there"
    play(state, "place 1 d1")
    # Seat 0's 1 on c1 can no longer step left onto b1.
    assert "c1-b1" not in legal(state)
    assert state.why_illegal_move(parse_square("c1"), [parse_square("b1")]) == "No card there"


def test_game_ends_when_only_four_cards_remain():
    slots = (QIUNIU, BIAN, FUXI, SUANNI, None, CHAOFENG)
    state = position(
        {"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]},
        slots=slots,
        deck=(),
        tamed=((BAXIA, PULAO, YAZI), (CHIWEN,)),
    )
    assert state.view(0).scores == (4, 3)
    play(state, "a2-a1")
    assert state.is_terminal() and state.current_player() == TERMINAL
    outcome = state.outcome()
    assert outcome.reason == "board down to 4 cards"
    assert outcome.winners == (0,) and outcome.scores == (5.0, 3.0)
    assert state.returns() == [1.0, -1.0]


def test_game_ends_at_the_target_score_even_with_tames_pending():
    state = position(
        {"b1": [(1, 2), (1, 3)], "c1": [(1, 4), (1, 5)], "b2": [(0, 4), (0, 6)]},
        tamed=((PULAO, CHIWEN), ()),
        scores=(6, 0),
    )
    play(state, "b2-b1-c1", "tame Bi'an")
    assert state.is_terminal()
    assert state.outcome().reason == "target score"
    assert state.view(0).slots[0] == QIUNIU  # the second tame never happened
    assert state.view(0).tamed[0] == (PULAO, CHIWEN, BIAN)


def test_target_score_option_changes_the_end():
    state = position({"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]}, scores=(4, 0), target_score=5)
    play(state, "a2-a1")
    assert state.is_terminal() and state.outcome().reason == "target score"


def test_no_legal_move_loss_regardless_of_score():
    # Seat 0's six dice all lie under seat 1's dice; seat 0's hand is empty.
    stacks = {
        "a1": [(0, 1), (1, 1)],
        "b1": [(0, 2), (1, 2)],
        "c1": [(0, 3), (1, 3)],
        "d1": [(0, 4), (1, 4)],
        "a2": [(0, 5), (1, 5)],
        "b2": [(0, 6), (1, 6)],
    }
    state = position(stacks, tamed=((PULAO,), ()))
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome.reason == "no legal move" and outcome.winners == (1,)
    assert outcome.scores == (3.0, 0.0)


def test_no_legal_move_after_opponent_action():
    # Seat 1 covers seat 0's last free die; seat 0 then has nothing at all to do.
    stacks = {
        "a1": [(0, 1), (1, 1)],
        "b1": [(0, 2), (1, 2)],
        "c1": [(0, 3), (1, 3)],
        "d1": [(0, 4), (1, 4)],
        "a2": [(0, 5), (1, 5)],
        "a3": [(0, 6)],
        "b3": [(1, 6)],
    }
    state = position(stacks, active=1)
    assert not state.is_terminal()
    play(state, "b3-a3")  # a 6 on a 6
    assert state.is_terminal()
    assert state.outcome().reason == "no legal move" and state.outcome().winners == (1,)


def test_third_repetition_of_a_position_ends_the_game_scored_normally():
    state = position({"a1": [(0, 1)], "d3": [(1, 1)]}, tamed=((PULAO,), ()))
    cycle = ("a1-b1", "d3-c3", "b1-a1", "c3-d3")
    play(state, *cycle)
    play(state, *cycle[:3])
    assert not state.is_terminal()
    play(state, cycle[3])
    assert state.is_terminal()
    assert state.outcome().reason == "repetition"
    assert state.outcome().winners == (0,)


def test_ply_limit_ends_the_game_scored_normally():
    state = position({"a1": [(0, 1)]}, turns=299)
    play(state, "a1-b1")
    assert state.is_terminal() and state.outcome().reason == "ply limit"
    assert state.outcome().is_draw and state.returns() == [0.0, 0.0]


def test_tie_break_points_then_cards_then_draw():
    slots = (PULAO, YAZI, CHIWEN, SUANNI, FUXI, CHAOFENG)  # Qiuniu, Bi'an, Baxia are tamed
    more_points = position({}, slots=slots, tamed=((BAXIA,), (QIUNIU,)), turns=300)
    assert more_points.outcome().winners == (0,)
    more_cards = position({}, slots=slots, tamed=((BAXIA,), (QIUNIU, BIAN)), turns=300)
    assert more_cards.outcome().winners == (1,)
    draw = position({}, slots=slots, tamed=((QIUNIU,), (BIAN,)), turns=300)
    assert draw.outcome().is_draw and draw.returns() == [0.0, 0.0]


def test_dice_returned_by_a_tame_can_be_placed_again():
    state = position(
        {"a1": [(0, 1), (0, 2)], "a2": [(0, 3)]}, hands=((4, 5, 6), tuple(range(1, 7)))
    )
    play(state, "a2-a1", "refill Pulao", "place 1 d3")
    assert "place 1 a1" in legal(state)


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

"""Scenario tests for The Nine Sons of Dragon, taming and the end: green, yellow and red sons,
several tames at once and awards, the empty deck, every way a game ends, the tie-break and the
Outcome record (digest §5-§9). Turn actions are in test_nine_sons_rules.py.

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
    SUANNI,
    YAZI,
    legal,
    play,
    position,
    why,
)

from game.core.protocol import CHANCE, TERMINAL
from game.rules.nine_sons import parse_square
from game.rules.nine_sons.outcome import SeatTally
from game.rules.nine_sons.phases import REASONS

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
    assert ended.outcome().details == (SeatTally((YAZI, QIUNIU), 0), SeatTally((), 0))


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
    assert why(state, "place", parse_square("c1"), 4) == "Chiwen swallowed your 4"


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
    assert why(state, "place", parse_square("a1"), 3) == "No card there"
    play(state, "place 1 d1")
    # Seat 0's 1 on c1 can no longer step left onto b1.
    assert "c1-b1" not in legal(state)
    assert why(state, "move", parse_square("c1"), [parse_square("b1")]) == "No card there"


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
    assert outcome.reason == "four-cards-left"
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
    assert state.outcome().reason == "target-score"
    assert state.view(0).slots[0] == QIUNIU  # the second tame never happened
    assert state.view(0).tamed[0] == (PULAO, CHIWEN, BIAN)


def test_target_score_option_changes_the_end():
    state = position({"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]}, scores=(4, 0), target_score=5)
    play(state, "a2-a1")
    assert state.is_terminal() and state.outcome().reason == "target-score"


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
    assert outcome.reason == "no-legal-move" and outcome.winners == (1,)
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
    assert state.outcome().reason == "no-legal-move" and state.outcome().winners == (1,)


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
    assert state.is_terminal() and state.outcome().reason == "turn-limit"
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


# --------------------------------------------------------------------------- the Outcome record


def test_outcome_details_are_a_tally_per_seat_in_taming_order():
    state = position(
        {"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]}, tamed=((PULAO, CHIWEN), (YAZI,)), scores=(6, -1)
    )
    play(state, "a2-a1")  # seat 0 tames Qiuniu: 7 points
    outcome = state.outcome()
    assert outcome.details == (SeatTally((PULAO, CHIWEN, QIUNIU), 7), SeatTally((YAZI,), -1))
    assert [seat.cards for seat in outcome.details] == [3, 1]
    assert outcome.reason_args == {"seat": 0, "target": 7}


def test_every_reason_key_comes_with_its_arguments():
    slots = (PULAO, YAZI, CHIWEN, SUANNI, FUXI, CHAOFENG)
    limit = position({}, slots=slots, tamed=((BAXIA,), (QIUNIU,)), turns=300)
    assert (limit.outcome().reason, limit.outcome().reason_args) == ("turn-limit", {"turns": 300})
    stuck = position({"a1": [(0, 1), (1, 1)]}, hands=((), (2, 3, 4, 5, 6)))
    assert stuck.outcome().reason == "no-legal-move"
    assert stuck.outcome().reason_args == {"loser": 0}
    assert set(REASONS) == {
        "target-score",
        "four-cards-left",
        "no-legal-move",
        "repetition",
        "turn-limit",
    }

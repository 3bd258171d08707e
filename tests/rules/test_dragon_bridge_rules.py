"""Scenario tests for Dragon Bridge: the rules and rulings of the digest §1, §3-§6 and §11.

Default bridge: orange 0-4 (Threatened while the Dragon is left) and 13-17 (Exit), gem tiles 5 7
10 12, Centre/Start 8 and 9. Positions come from dragon_bridge_positions.
"""

from __future__ import annotations

import pytest
from dragon_bridge_positions import RULES, finish_turn, legal, play, position, settle, step

from game.core.protocol import CHANCE, TERMINAL, IllegalActionError
from game.rules.dragon_bridge import CARD_BY_NAME, decode_action

RUN, BAIT, WALK, PUSH, BLINK = (CARD_BY_NAME[n] for n in ("Run", "Bait", "Walk", "Push", "Blink"))

# --------------------------------------------------------------------------- §1 end of match


def test_escape_by_a_move_begun_on_an_exit_tile():
    state = position(positions=(14, 9), hands=(["Run"], []))
    play(state, "play Run")
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.outcome().winners == (0,) and state.outcome().reason == "escape"
    assert state.returns() == [1.0, -1.0]


def test_escape_needs_no_distance_or_direction_a_zero_move_counts():
    # The escape happens as the MOVE starts: no direction or distance is asked at all.
    state = position(positions=(13, 9), hands=(["Walk"], []))
    play(state, "play Walk")
    assert state.outcome().reason == "escape"


def test_teleport_never_escapes():
    state = position(positions=(14, 9), hands=(["Blink"], []))
    play(state, "play Blink")
    assert not state.is_terminal() and step(state) == "move_dir"


def test_move_ending_on_an_exit_tile_does_not_escape_this_turn():
    state = position(positions=(11, 9), hands=(["Run"], []))
    play(state, "play Run", "dir right", "go 3")
    assert state.view(0).positions[0] == 14 and not state.is_terminal()


def test_pounced_when_ending_your_gem_phase_on_a_threatened_tile():
    state = position(positions=(6, 9), hands=(["Walk"], []))
    play(state, "play Walk", "dir left", "go 2", "gem pass")
    assert state.outcome().winners == (1,) and state.outcome().reason == "pounce"


def test_a_gem_action_can_step_off_a_threatened_tile_in_time():
    state = position(positions=(5, 9), hands=(["Walk"], []))
    play(state, "play Walk", "dir left", "go 1", "gem teleport", "dir right", "go 1")
    assert not state.is_terminal() and state.view(0).positions[0] == 5


def test_safe_on_a_threatened_tile_during_the_opponents_turn():
    state = position(positions=(9, 2), hands=(["Walk"], ["Run"]))
    finish_turn(play(state, "play Walk", "dir right", "go 0"))
    assert not state.is_terminal() and state.current_player() == 1
    play(state, "play Run", "dir right", "go 3", "gem pass")
    assert not state.is_terminal()


def test_win_and_loss_are_checked_before_the_dragon_check():
    nest = ["Bait", "Dash", "Warp", "Thunderbox"]  # 9 visible wings: would fly
    state = position(positions=(6, 9), hands=(["Walk"], []), nest=nest)
    play(state, "play Walk", "dir left", "go 2", "gem pass")
    assert state.outcome().reason == "pounce"
    assert state.view(None).dragon_side == 0 and len(state.view(None).nest) == 5


def test_turn_cap_declares_a_draw():
    state = position(hands=(["Walk"], []), turns=199)
    finish_turn(play(state, "play Walk", "dir left", "go 0"))
    assert state.is_terminal() and state.outcome().winners == ()
    assert state.outcome().reason == "turn-limit" and state.returns() == [0.0, 0.0]


# --------------------------------------------------------------------------- §3-§4 set-up


def test_setup_basic_first_player_starts_nearer_the_dragon_and_deals_four_each():
    state = RULES.new_initial_state(2)
    assert legal(state) == {"first 0", "first 1"}
    play(state, "first 1")
    view = state.view(None)
    assert view.positions == (9, 8) and view.dragon_side == 0 and view.power_card is None
    outcomes = state.chance_outcomes()
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert dict((state.action_to_string(a), p) for a, p in outcomes)["draw Run"] == 2 / 20
    settle(state)
    view = state.view(1)
    assert view.hand_sizes == (4, 4) and len(view.hands[1]) == 4 and view.hands[0] is None
    assert len(view.nest) == 1 and view.nest[0][1]  # one face-up card starts the Nest
    assert view.deck_size == 20 - 9 and view.market == () and view.wizards == (-1, -1)
    assert view.ready == (1, 1) and view.depleted == (2, 2)
    assert state.current_player() == 1 and step(state) == "action"


def test_setup_full_deals_wizards_and_a_market_of_three():
    state = RULES.new_initial_state(2, {"mode": "full"})
    play(state, "first 0")
    assert len(state.chance_outcomes()) == 15
    play(state, "deal wizard Bunny")
    assert len(state.chance_outcomes()) == 14 and "deal wizard Bunny" not in legal(state)
    settle(state)
    view = state.view(0)
    assert view.wizards[0] == 7 and view.wizards[1] >= 0 and len(view.market) == 3
    assert view.item_deck_size == 5 and view.hack_row == () and not view.hacking


def test_setup_full_with_chosen_wizards_asks_each_seat():
    state = RULES.new_initial_state(2, {"mode": "full", "wizards": "chosen"})
    play(state, "first 1")
    assert state.current_player() == 1 and len(legal(state)) == 15
    play(state, "wizard Trevor")
    assert state.current_player() == 0 and "wizard Trevor" not in legal(state)
    play(state, "wizard Bunny")
    assert state.view(None).wizards == (7, 8)


def test_setup_hacking_row_of_three_and_eight_white_gems():
    state = settle(RULES.new_initial_state(2, {"mode": "full", "hacking": "on"}))
    view = state.view(0)
    assert view.hacking and len(view.hack_row) == 3 and view.white_supply == 8


def test_hacking_and_chosen_wizards_are_not_offered_with_the_basic_game():
    """Issue 12 item 9: the hacking option's own text says "full game only" (and the seed's
    Basic game ignores wizard powers): neither is offered with it, and the rules refuse both."""
    options = {spec.key: spec for spec in RULES.info.options}
    basic, full = RULES.info.default_options(), dict(RULES.info.default_options(), mode="full")
    assert not options["hacking"].offered(basic) and options["hacking"].offered(full)
    assert not options["wizards"].offered(basic) and options["wizards"].offered(full)
    assert options["bridge"].offered(basic)
    for refused in ({"mode": "basic", "hacking": "on"}, {"wizards": "chosen"}):
        with pytest.raises(ValueError, match="needs mode"):
            RULES.new_initial_state(2, refused)
    assert not settle(RULES.new_initial_state(2, {"mode": "basic"})).view(0).hacking


def test_long_bridge_has_21_squares_one_centre_and_start_tiles_beside_it():
    state = RULES.new_initial_state(2, {"bridge": "long"})
    play(state, "first 0")
    view = state.view(None)
    assert view.length == 21 and view.centre_tiles == (10,) and view.positions == (9, 11)
    assert view.gem_tiles == (5, 8, 12, 15) and view.exits == (16, 17, 18, 19, 20)


def test_default_bridge_layout():
    view = position().view(None)
    assert view.length == 18 and view.gem_tiles == (5, 7, 10, 12)
    assert view.centre_tiles == (8, 9) and view.threatened == (0, 1, 2, 3, 4)
    assert view.exits == (13, 14, 15, 16, 17)


# --------------------------------------------------------------------------- §5 turn


def test_one_card_then_the_card_goes_to_the_nest_then_the_gem_phase():
    state = position(hands=(["Walk", "Run"], []))
    assert legal(state) == {"play Walk", "play Run"}
    play(state, "play Walk", "dir right", "go 1")
    assert step(state) == "gem_phase" and state.view(0).nest == ((WALK, True),)
    assert state.view(0).hands[0] == (RUN,)


def test_empty_hand_skips_the_action_phase():
    state = position(hands=([], []))
    assert step(state) == "gem_phase" and state.current_player() == 0


def test_gem_phase_options_and_play_a_green_gem():
    state = position(positions=(6, 9), ready=(1, 0))
    assert legal(state) == {"gem pass", "gem teleport", "gem bump"}
    play(state, "gem bump", "dir right")
    assert state.view(0).positions[1] == 10 and state.view(0).ready == (0, 0)
    assert state.view(0).depleted == (3, 3)


def test_ready_a_gem_only_on_a_gem_tile():
    assert "gem ready" not in legal(position(positions=(6, 9)))
    state = play(position(positions=(7, 9)), "gem ready")
    assert state.view(0).ready[0] == 2 and state.view(0).depleted[0] == 1


def test_gain_an_item_basic_draws_blind_from_the_item_deck():
    state = position(ready=(3, 1), depleted=(0, 2))
    play(state, "gem item")
    assert state.is_chance_node() and len(state.chance_outcomes()) == 8
    play(state, "draw item Hiking Boots")
    view = state.view(1)
    assert view.items[0] == (1,) and view.ready[0] == 0 and view.depleted[0] == 3


def test_gain_an_item_full_from_the_market_which_waits_for_a_flight_or_roost():
    state = position(
        ready=(3, 1), depleted=(0, 2), mode="full", market=["Hiking Boots", "Blink Ring"]
    )
    assert legal(play(state, "gem item")) == {"buy Hiking Boots", "buy Blink Ring"}
    play(state, "buy Blink Ring")
    assert state.view(0).market == (1,) and state.view(0).items[0] == (4,)
    settle(state)  # no flight, no roost: no refill
    assert state.view(0).market == (1,)


def test_items_need_three_ready_gems():
    assert "gem item" not in legal(position(ready=(2, 1)))


def test_flight_at_nine_visible_wings_last_card_under_the_dragon():
    nest = ["Bait", "Dash", "Warp", "Swap"]  # 8 wings
    state = position(hands=(["Run"], []), nest=nest, power="Push", mode="full",
                     market=["Hiking Boots"])  # fmt: skip
    deck_before = state.view(None).deck_size
    play(state, "play Run", "dir right", "go 0", "gem pass")
    view = state.view(None)
    assert view.dragon_side == 1 and view.power_card == RUN and view.nest == ()
    assert view.deck_size == deck_before + 4 + 1  # the other Nest cards and the old power
    assert view.flights == 1 and view.threatened == (13, 14, 15, 16, 17)
    assert state.is_chance_node() and legal(state) >= {"draw item Roller Skates"}  # market


def test_face_down_cards_count_for_the_roost_not_for_the_flight():
    nest = ["Bait", "Dash", "Warp", ("Thunderbox", False)]
    state = position(hands=(["Run"], []), nest=nest)
    assert state.view(0).visible_wings == 7
    play(state, "play Run", "dir right", "go 0", "gem pass")
    assert state.view(None).dragon_side == 0 and len(state.view(None).nest) == 5


def test_roost_at_seven_cards_reshuffles_and_flips_one():
    nest = ["Walk", "Walk", "Step", "Blink", "Blink", "Run"]
    state = position(hands=(["Push"], []), nest=nest)
    play(state, "play Push", "dir right", "gem pass")
    assert state.view(None).nest == () and state.is_chance_node()
    assert state.view(None).deck_size == 20 - 7 + 7 - 0 - 0  # all 20 but nothing else out
    play(state, "flip Dash")
    assert state.view(None).nest == ((CARD_BY_NAME["Dash"], True),)
    assert state.view(None).roosts == 1


def test_flight_is_checked_before_the_roost():
    nest = ["Bait", "Dash", "Warp", "Walk", "Walk", "Step"]  # 7 wings, 6 cards
    state = position(hands=(["Thunderbox"], []), nest=nest)
    play(state, "play Thunderbox", "dir right", "gem pass")
    assert state.view(None).dragon_side == 1 and state.view(None).roosts == 0


def test_market_refills_to_three_after_a_roost():
    nest = ["Walk", "Walk", "Step", "Blink", "Blink", "Run"]
    state = position(hands=(["Push"], []), nest=nest, mode="full", market=["Hiking Boots"])
    play(state, "play Push", "dir right", "gem pass", "flip Dash")
    assert {"draw item Roller Skates"} <= legal(state)
    play(state, "draw item Roller Skates", "draw item Wind Cloak")
    assert len(state.view(None).market) == 3 and not step(state) == "market"


def test_draw_up_to_four_and_never_discard_above_four():
    state = position(hands=(["Walk"], ["Run"] * 2 + ["Push"] * 2 + ["Walk"]))
    play(state, "play Walk", "dir left", "go 0", "gem pass")
    for _ in range(4):
        assert state.is_chance_node()
        state.apply_action(state.chance_outcomes()[0][0])
    assert state.current_player() == 1 and state.view(1).hand_sizes == (4, 5)
    play(state, "play Run", "dir left", "go 0", "gem pass")
    assert state.current_player() == 0  # 4 cards left: nothing to draw


def test_drawing_stops_when_the_deck_is_empty():
    state = position(hands=(["Walk"], []), deck=["Run"])
    settle(play(state, "play Walk", "dir left", "go 0", "gem pass"))
    assert state.view(0).hand_sizes == (1, 0) and state.view(0).deck_size == 0


# --------------------------------------------------------------------------- §6 MOVE / BUMP / TELEPORT


def test_move_direction_first_then_any_distance_up_to_the_max():
    state = play(position(hands=(["Run"], [])), "play Run")
    assert legal(state) == {"dir left", "dir right"}
    play(state, "dir right")
    assert legal(state) == {"go 0", "go 1", "go 2", "go 3"}
    assert state.step.effect == "move" and state.step.reach == 3


def test_move_stops_at_the_end_of_the_bridge():
    state = play(position(positions=(16, 9), dragon="right", hands=(["Run"], [])),
                 "play Run", "dir right")  # fmt: skip
    assert legal(state) == {"go 0", "go 1"}


def test_bump_moves_the_opponent_exactly_with_no_distance_choice():
    state = play(position(hands=(["Push"], [])), "play Push", "dir right")
    assert state.view(0).positions == (8, 11) and step(state) == "gem_phase"


def test_bumped_past_the_end_costs_one_ready_gem_once_per_bump():
    state = play(position(positions=(8, 16), dragon="right", hands=(["Thunderbox"], [])),
                 "play Thunderbox", "dir right")  # fmt: skip
    assert state.view(0).positions[1] == 17 and state.view(0).ready[1] == 0
    assert state.view(0).depleted[1] == 3


def test_bumped_past_the_end_without_a_ready_gem_costs_nothing_more():
    state = play(position(positions=(8, 16), dragon="right", hands=(["Push"], []),
                          ready=(1, 0)), "play Push", "dir right")  # fmt: skip
    assert state.view(0).positions[1] == 17 and state.view(0).depleted[1] == 3


def test_a_bump_bonus_is_optional_but_used_in_full():
    state = position(hands=(["Push"], []), items=(["Bump Gauntlets"], []), mode="full")
    play(state, "play Push", "dir right")
    assert legal(state) == {"bonus Bump Gauntlets", "bonuses done"}
    play(state, "bonus Bump Gauntlets")
    assert state.view(0).positions[1] == 12  # exactly 2 + 1, no distance choice
    other = position(hands=(["Push"], []), items=(["Bump Gauntlets"], []), mode="full")
    play(other, "play Push", "dir right", "bonuses done")
    assert other.view(0).positions[1] == 11


def test_directional_bonus_judged_at_the_start_roller_skates_worked_example():
    state = position(positions=(11, 9), hands=(["Run"], []), items=(["Roller Skates"], []))
    play(state, "play Run", "dir right")
    assert state.step.reach == 5  # MOVE 3 + 2 away from the centre
    other = play(position(positions=(11, 9), hands=(["Run"], []), items=(["Roller Skates"], [])),
                 "play Run", "dir left")  # fmt: skip
    assert other.step.reach == 3


def test_roller_skates_on_the_centre_tile_either_direction_qualifies():
    for direction in ("left", "right"):
        state = position(positions=(8, 12), hands=(["Run"], []), items=(["Roller Skates"], []))
        play(state, "play Run", f"dir {direction}")
        assert state.step.amount == 5


def test_wizards_share_squares_and_pass_through_each_other():
    state = play(position(positions=(8, 9), hands=(["Run"], [])), "play Run", "dir right")
    assert "go 1" in legal(state) and "go 3" in legal(state)
    play(state, "go 1")
    assert state.view(0).positions == (9, 9)


def test_white_gem_for_every_bump_even_of_zero_and_from_the_opponent_when_empty():
    state = position(positions=(8, 17), hands=(["Push"], []), mode="full", hacking=True,
                     white=(0, 0), dragon="right")  # fmt: skip
    play(state, "play Push", "dir right")
    assert state.view(0).white_gems == (1, 0) and state.view(0).white_supply == 7
    empty = position(hands=(["Push"], []), mode="full", hacking=True, white=(0, 8))
    play(empty, "play Push", "dir right")
    assert empty.view(0).white_gems == (1, 7) and empty.view(0).white_supply == 0


# --------------------------------------------------------------------------- §11 rulings


def test_nest_cards_resolve_before_entering_the_nest_dazzle_cannot_target_itself():
    state = position(hands=(["Dazzle"], []))
    play(state, "play Dazzle")
    assert step(state) == "move_dir"  # nothing face up to dazzle: straight to the TELEPORT


def test_bait_on_an_empty_nest_does_nothing_and_may_take_a_face_down_card():
    state = play(position(hands=(["Bait"], [])), "play Bait")
    assert step(state) == "gem_phase" and state.view(0).hands[0] == ()
    state = play(position(hands=(["Bait"], []), nest=[("Dash", False)]), "play Bait")
    assert legal(state) == {"take nest 0"}
    play(state, "take nest 0")
    assert state.view(0).hands[0] == (CARD_BY_NAME["Dash"],)


def test_a_dragon_power_takes_effect_right_after_the_flight():
    nest = ["Bait", "Warp", "Thunderbox"]  # 7 wings; Dash adds 2
    state = position(hands=(["Dash"], ["Walk"]), nest=nest)
    play(state, "play Dash", "dir right", "go 0", "gem pass")
    assert state.view(None).power_card == CARD_BY_NAME["Dash"]
    settle(state)
    play(state, "play Walk", "dir left")
    assert state.step.reach == 3  # Tailwind: every MOVE +1


def test_the_dragon_never_holds_more_than_one_power():
    nest = ["Bait", "Dash", "Warp", "Swap"]
    state = position(hands=(["Run"], []), nest=nest, power="Gale")
    # Headwind (+2): 9 is not enough any more
    play(state, "play Run", "dir right", "go 0", "gem pass")
    assert state.view(None).dragon_side == 0
    state = position(hands=(["Thunderbox"], []), nest=nest, power="Gale")
    play(state, "play Thunderbox", "dir right", "gem pass")  # 10 wings: still < 11
    assert state.view(None).dragon_side == 0


def test_illegal_actions_raise_and_text_round_trips():
    state = position(hands=(["Run"], []))
    with pytest.raises(IllegalActionError):
        play(state, "play Walk")
    with pytest.raises(IllegalActionError):
        state.apply_action(decode_action(201).code * 100 + 1)  # 201 = "dir right", no card yet
    for action in state.legal_actions():
        assert RULES.parse_action(state, state.action_to_string(action)) == action


def test_current_player_is_chance_between_draws():
    state = position(hands=(["Walk"], []))
    play(state, "play Walk", "dir left", "go 0", "gem pass")
    assert state.current_player() == CHANCE and state.turn_owner() == 0

"""Scenario tests for every Dragon Bridge action card and its Dragon Power (digest §7).

One test per card (its top effect) and one per Dragon Power, named after them.
"""

from __future__ import annotations

from dragon_bridge_positions import legal, play, position, settle, step

from game.core.protocol import CHANCE
from game.rules.dragon_bridge import CARD_BY_NAME, CARD_TYPES

WALK, DASH = CARD_BY_NAME["Walk"], CARD_BY_NAME["Dash"]


def test_card_table_has_16_types_20_cards_and_23_wings():
    assert len(CARD_TYPES) == 16
    assert sum(card.copies for card in CARD_TYPES) == 20
    assert sum(card.copies * card.wings for card in CARD_TYPES) == 23
    assert [card.name for card in CARD_TYPES if card.wings == 3] == ["Bait"]
    assert all((card.wings == 0) == (card.power is None) for card in CARD_TYPES)


# --------------------------------------------------------------------------- top effects


def test_run_moves_up_to_3():
    state = play(position(hands=(["Run"], [])), "play Run", "dir left")
    assert state.step.reach == 3


def test_bait_takes_any_nest_card_and_is_mandatory():
    state = play(position(hands=(["Bait"], []), nest=["Walk", "Dash"]), "play Bait")
    assert legal(state) == {"take nest 0", "take nest 1"}  # no way to decline
    play(state, "take nest 1")
    assert state.view(0).hands[0] == (DASH,) and state.view(0).nest[0][0] == WALK
    assert state.view(0).nest[-1][0] == CARD_BY_NAME["Bait"]


def test_gale_bumps_2_then_may_teleport_1():
    state = play(position(hands=(["Gale"], [])), "play Gale", "dir right")
    assert state.view(0).positions == (8, 11) and state.step.effect == "teleport"
    play(state, "dir left")
    assert legal(state) == {"go 0", "go 1"}


def test_dazzle_turns_a_face_up_nest_card_face_down_then_may_teleport_1():
    state = position(hands=(["Dazzle"], []), nest=["Dash", ("Warp", False)])
    play(state, "play Dazzle")
    assert legal(state) == {"dazzle nest 0"}
    play(state, "dazzle nest 0")
    assert state.view(1).nest == ((DASH, False), (CARD_BY_NAME["Warp"], False))
    assert state.view(1).visible_wings == 0 and state.step.effect == "teleport"


def test_step_is_two_moves_and_can_escape_without_starting_on_an_exit():
    state = play(position(positions=(12, 9), hands=(["Step"], [])), "play Step", "dir right")
    play(state, "go 1")
    assert state.outcome().reason == "escape"


def test_thunderbox_bumps_3():
    state = play(position(hands=(["Thunderbox"], [])), "play Thunderbox", "dir left")
    assert state.view(0).positions[1] == 6


def test_walk_moves_up_to_2():
    assert play(position(hands=(["Walk"], [])), "play Walk", "dir left").step.reach == 2


def test_dash_moves_up_to_5():
    assert play(position(hands=(["Dash"], [])), "play Dash", "dir right").step.reach == 5


def test_push_bumps_2():
    state = play(position(hands=(["Push"], [])), "play Push", "dir left")
    assert state.view(0).positions[1] == 7


def test_blink_teleports_up_to_3():
    assert play(position(hands=(["Blink"], [])), "play Blink", "dir left").step.reach == 3


def test_warp_teleports_up_to_5():
    assert play(position(hands=(["Warp"], [])), "play Warp", "dir left").step.reach == 5


def test_swap_exchanges_the_wizards():
    state = play(position(positions=(6, 11), hands=(["Swap"], [])), "play Swap")
    assert state.view(0).positions == (11, 6) and step(state) == "gem_phase"


def test_charge_moves_2_then_bumps_1():
    state = play(position(hands=(["Charge"], [])), "play Charge", "dir right", "go 2")
    assert step(state) == "bump_dir"
    play(state, "dir right")
    assert state.view(0).positions == (10, 10)


def test_gem_spark_readies_a_gem_anywhere_then_moves_1():
    state = play(position(positions=(6, 9), hands=(["Gem Spark"], [])), "play Gem Spark")
    assert state.view(0).ready[0] == 2 and state.step.effect == "move"


def test_drain_depletes_an_opponent_gem_then_bumps_1():
    state = play(position(hands=(["Drain"], []), ready=(1, 2)), "play Drain")
    assert state.view(0).ready[1] == 1
    play(state, "dir right")
    assert state.view(0).positions[1] == 10


def test_scheme_draws_2_then_puts_a_hand_card_face_up_into_the_nest():
    state = play(position(hands=(["Scheme", "Walk"], [])), "play Scheme")
    assert state.current_player() == CHANCE
    play(state, "draw Dash", "draw Run")
    assert legal(state) == {"nest Walk", "nest Dash", "nest Run"}
    play(state, "nest Dash")
    assert state.view(0).nest == ((DASH, True), (CARD_BY_NAME["Scheme"], True))
    assert state.view(0).hands[0] == (CARD_BY_NAME["Run"], WALK)


def test_scheme_is_the_last_card_into_the_nest_and_goes_under_the_dragon():
    state = position(hands=(["Scheme", "Warp"], []), nest=["Bait", "Thunderbox"])
    play(state, "play Scheme", "draw Walk", "draw Walk", "nest Warp", "gem pass")
    assert state.view(0).power_card == CARD_BY_NAME["Scheme"] and state.view(0).dragon_side == 1


# --------------------------------------------------------------------------- Dragon Powers


def test_tilting_bridge_every_bump_toward_the_dragon_is_plus_1():
    state = play(position(hands=(["Push"], []), power="Run"), "play Push", "dir left")
    assert state.view(0).positions[1] == 6
    state = play(position(hands=(["Push"], []), power="Run"), "play Push", "dir right")
    assert state.view(0).positions[1] == 11


def test_lure_threshold_is_7_plus_items_held():
    assert position(power="Bait").view(0).flight_threshold == 7
    held = position(power="Bait", items=(["Hiking Boots"], ["Blink Ring", "Wind Cloak"]))
    assert held.view(0).flight_threshold == 10


def test_headwind_needs_2_more_wings():
    assert position(power="Gale").view(0).flight_threshold == 11


def test_blinded_only_three_outermost_tiles_are_threatened():
    view = position(power="Dazzle").view(0)
    assert view.threatened == (0, 1, 2) and view.exits == (13, 14, 15, 16, 17)
    state = position(positions=(4, 9), power="Dazzle", hands=(["Walk"], []))
    play(state, "play Walk", "dir left", "go 0", "gem pass")
    assert not state.is_terminal()


def test_thunderhead_threatens_the_first_plain_tile_too():
    assert position(power="Thunderbox").view(0).threatened == (0, 1, 2, 3, 4, 5)
    right = position(power="Thunderbox", dragon="right", positions=(8, 9)).view(0)
    assert right.threatened == (12, 13, 14, 15, 16, 17)


def test_tailwind_every_move_plus_1():
    assert play(position(hands=(["Walk"], []), power="Dash"), "play Walk",
                "dir right").step.reach == 3  # fmt: skip


def test_undertow_a_move_away_from_the_dragon_is_minus_1():
    state = play(position(hands=(["Run"], []), power="Push"), "play Run", "dir right")
    assert state.step.reach == 2
    state = play(position(hands=(["Run"], []), power="Push"), "play Run", "dir left")
    assert state.step.reach == 3


def test_warped_space_every_teleport_plus_2():
    assert play(position(hands=(["Blink"], []), power="Warp"), "play Blink",
                "dir left").step.reach == 5  # fmt: skip


def test_restless_roost_at_6_cards():
    nest = ["Walk", "Walk", "Step", "Blink", "Blink"]
    state = position(hands=(["Run"], []), nest=nest, power="Swap")
    play(state, "play Run", "dir left", "go 0", "gem pass")
    assert state.view(0).roosts == 1


def test_stampede_a_bump_away_from_the_dragon_is_minus_1():
    state = play(position(hands=(["Push"], []), power="Charge"), "play Push", "dir right")
    assert state.view(0).positions[1] == 10
    state = play(position(hands=(["Push"], []), power="Charge"), "play Push", "dir left")
    assert state.view(0).positions[1] == 7


def test_gem_glow_ready_a_gem_on_any_square():
    assert "gem ready" in legal(position(positions=(6, 9), power="Gem Spark"))


def test_gem_hunger_a_bumped_wizard_depletes_a_ready_gem():
    state = play(position(hands=(["Push"], []), power="Drain", ready=(1, 2)), "play Push",
                 "dir right")  # fmt: skip
    assert state.view(0).ready[1] == 1


def test_fright_hands_refill_to_3():
    state = position(hands=(["Walk"], []), power="Scheme")
    settle(play(state, "play Walk", "dir left", "go 0", "gem pass"))
    assert state.view(0).hand_sizes[0] == 3


def test_a_zero_wing_card_causing_a_flight_gives_the_dragon_no_power():
    state = position(hands=(["Walk"], []), nest=["Bait", "Warp", "Thunderbox"], beacon=True,
                     mode="full", hacking=True)  # fmt: skip
    assert state.view(0).flight_threshold == 7
    play(state, "play Walk", "dir left", "go 0", "gem pass")
    view = state.view(0)
    assert view.power_card == WALK and view.flight_threshold == 9 and not view.beacon

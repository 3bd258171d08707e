"""Scenario tests for every Dragon Bridge wizard (§8), item (§9) and Bridge Hack (§10)."""

from __future__ import annotations

from dragon_bridge_positions import finish_turn, legal, play, position, settle, step

from game.rules.dragon_bridge import CARD_BY_NAME, HACK_BY_NAME

ROOST_NEST = ["Walk", "Walk", "Step", "Blink", "Blink", "Run"]  # 6 cards, 1 wing


def full(**kwargs):
    """A full-game position."""
    kwargs.setdefault("mode", "full")
    return position(**kwargs)


# --------------------------------------------------------------------------- wizards


def test_andromeda_robin_plus_1_teleport():
    state = play(full(wizards=("Andromeda Robin", None), hands=(["Blink"], [])), "play Blink",
                 "dir left")  # fmt: skip
    assert state.step.reach == 4


def test_andromeda_robin_stash_returns_one_ready_each_turn_and_one_depleted_when_bumped():
    state = full(wizards=("Andromeda Robin", None), hands=([], ["Push"]), ready=(1, 1))
    play(state, "gem stash")
    assert state.view(0).stashed == (3, 0) and state.view(0).ready[0] == 0
    finish_turn(state)  # the start of seat 1's turn returns one too (test_dragon_bridge_rulings)
    assert state.view(0).stashed[0] == 2 and state.view(0).ready[0] == 1
    play(state, "play Push", "dir right")  # seat 1 bumps seat 0
    assert state.view(0).stashed[0] == 1 and state.view(0).depleted[0] == 1
    finish_turn(state)
    assert state.view(0).stashed[0] == 0 and state.view(0).ready[0] == 2


def test_gelf_lanz_plus_1_bump_toward_the_dragon_only():
    state = play(full(wizards=("Gelf Lanz", None), hands=(["Push"], [])), "play Push", "dir left")
    assert legal(state) == {"bonus Gelf Lanz", "bonuses done"}
    play(state, "bonus Gelf Lanz")
    assert state.view(0).positions[1] == 6
    state = play(full(wizards=("Gelf Lanz", None), hands=(["Push"], [])), "play Push",
                 "dir right")  # fmt: skip
    assert state.view(0).positions[1] == 11  # no bonus offered away from the Dragon


def test_gelf_lanz_park_ready_gem_returns_with_a_teleport_2():
    state = full(wizards=("Gelf Lanz", None), hands=([], []), ready=(1, 1))
    play(state, "gem park")
    assert legal(state) == {"park ready", "park depleted"}
    play(state, "park ready")
    assert state.view(0).parked == (1, -1) and state.view(0).ready[0] == 0
    settle(state)
    play(state, "gem pass")
    settle(state)  # seat 0's turn starts: the gem returns and a TELEPORT 2 is offered
    assert state.current_player() == 0 and state.step.effect == "teleport"
    assert state.view(0).ready[0] == 1 and state.view(0).parked[0] == -1


def test_gelf_lanz_parked_depleted_gem_comes_back_ready():
    state = full(wizards=("Gelf Lanz", None), hands=([], []), ready=(0, 1))
    play(state, "gem park", "park depleted")
    settle(play(settle(state), "gem pass"))
    assert state.view(0).ready[0] == 1 and state.view(0).parked[0] == -1
    assert state.current_player() == 0 and step(state) == "action"  # no teleport for it


def test_bill_milton_red_move_minus_1_min_1():
    state = play(full(wizards=("Bill Milton", None), hands=(["Run"], [])), "play Run", "dir left")
    assert state.step.reach == 2
    state = play(full(wizards=("Bill Milton", None), hands=(["Step"], [])), "play Step",
                 "dir left")  # fmt: skip
    assert state.step.reach == 1


def test_bill_milton_shakedown_opponent_gives_a_bump_card_of_their_choice():
    state = full(wizards=("Bill Milton", None), hands=(["Walk"], ["Push", "Gale", "Run"]))
    play(state, "play Walk", "dir left", "go 0")
    assert state.current_player() == 1
    assert legal(state) == {"give Push", "give Gale", "decline"}  # a "may" (rulings test)
    play(state, "give Gale")
    assert state.view(0).hands[0] == (CARD_BY_NAME["Gale"],) and state.current_player() == 0
    none = full(wizards=("Bill Milton", None), hands=(["Walk"], ["Run"]))
    assert step(play(none, "play Walk", "dir left", "go 0")) == "gem_phase"


def test_lori_ann_davis_after_a_roost_may_swap_a_hand_card_with_the_deck():
    state = full(wizards=(None, "Lori Ann-Davis"), hands=(["Push"], ["Dash"]), nest=ROOST_NEST)
    play(state, "play Push", "dir right", "gem pass", "flip Charge")
    assert state.current_player() == 1 and state.turn_owner() == 0  # asked on seat 0's turn
    assert legal(state) == {"use Lori Ann-Davis", "decline"}
    play(state, "use Lori Ann-Davis")
    assert state.view(1).deck is not None and state.view(0).deck is None
    play(state, "search Warp", "return Dash")
    assert state.view(1).hands[1] == (CARD_BY_NAME["Warp"],) and state.view(1).deck is None


def test_lori_ann_davis_plus_1_move_toward_the_centre():
    state = play(full(wizards=("Lori Ann-Davis", None), positions=(5, 9), hands=(["Run"], [])),
                 "play Run", "dir right")  # fmt: skip
    assert state.step.reach == 4


def test_venice_gorn_may_teleport_1_at_the_start_of_the_turn_and_ready_on_start_tiles():
    state = full(wizards=("Venice Gorn", None), hands=(["Walk"], []), positions=(8, 12))
    assert step(state) == "move_dir" and state.step.effect == "teleport"
    play(state, "dir right", "go 0", "play Walk", "dir right", "go 0")
    assert "gem ready" in legal(state)


def test_abragail_with_1_or_2_ready_gems_gets_plus_1_move_and_bump_all_turn():
    state = full(wizards=("Abragail", None), hands=(["Run"], []), ready=(2, 1))
    assert play(state, "play Run", "dir left").step.reach == 4
    state = full(wizards=("Abragail", None), hands=(["Push"], []), ready=(1, 1))
    play(state, "play Push", "dir right")
    assert legal(state) == {"bonus Abragail", "bonuses done"}
    none = full(wizards=("Abragail", None), hands=(["Run"], []), ready=(3, 1), depleted=(0, 2))
    assert play(none, "play Run", "dir left").step.reach == 3


def test_abragail_bonus_lasts_whatever_happens_to_the_gems():
    state = full(wizards=("Abragail", None), hands=(["Gem Spark"], []), ready=(2, 1))
    play(state, "play Gem Spark")  # now 3 READY gems: the bonus stays
    assert play(state, "dir left").step.reach == 2


def test_derby_pocket_after_a_roost_readies_a_gem_and_plus_1_teleport():
    state = full(wizards=(None, "Derby Pocket"), hands=(["Push"], []), nest=ROOST_NEST,
                 ready=(1, 0))  # fmt: skip
    play(state, "play Push", "dir right", "gem pass", "flip Dash")
    assert state.view(0).ready[1] == 1
    state = full(wizards=("Derby Pocket", None), hands=(["Blink"], []))
    assert play(state, "play Blink", "dir left").step.reach == 4


def test_bunny_may_move_2_when_the_wizards_pass_even_on_the_opponents_turn():
    state = full(wizards=(None, "Bunny"), positions=(8, 9), hands=(["Run"], []))
    play(state, "play Run", "dir right", "go 3")
    assert state.current_player() == 1 and state.turn_owner() == 0
    assert state.step.effect == "move"
    play(state, "dir right", "go 2")
    assert state.view(0).positions == (11, 11) and state.current_player() == 0


def test_bunny_ending_on_the_same_square_is_not_a_pass():
    state = full(wizards=(None, "Bunny"), positions=(8, 9), hands=(["Run"], []))
    play(state, "play Run", "dir right", "go 1")
    assert state.current_player() == 0 and step(state) == "gem_phase"


def test_bunny_on_an_exit_on_the_opponents_turn_does_not_escape():
    state = full(wizards=(None, "Bunny"), positions=(12, 14), hands=(["Run"], []))
    play(state, "play Run", "dir right", "go 3")
    assert state.current_player() == 1 and not state.is_terminal()


def test_bunny_move_granted_by_a_pass_does_not_trigger_again():
    state = full(wizards=("Bunny", None), positions=(8, 9), hands=(["Run"], []))
    play(state, "play Run", "dir right", "go 3", "dir left", "go 2")  # passes back
    assert step(state) == "gem_phase"


def test_trevor_gem_action_puts_a_hand_card_face_up_into_the_nest():
    state = full(wizards=("Trevor", None), hands=(["Walk", "Thunderbox"], []),
                 nest=["Bait", "Warp", "Dash"])  # fmt: skip
    play(state, "play Walk", "dir left", "go 0", "gem trevor")
    assert legal(state) == {"nest Thunderbox"}
    play(state, "nest Thunderbox")  # face up into the Nest: 9 wings, and it flew
    assert state.view(0).flights == 1
    assert state.view(0).power_card == CARD_BY_NAME["Walk"]  # the card played (rulings test)


def test_chiptune_lullaby_may_flip_the_top_deck_card_into_the_nest():
    state = full(wizards=("Chiptune Lullaby", None), hands=(["Walk"], []))
    play(state, "play Walk", "dir left", "go 0")
    assert legal(state) == {"use Chiptune Lullaby", "decline"}
    play(state, "use Chiptune Lullaby", "flip Bait")
    assert [card for card, _ in state.view(0).nest] == [CARD_BY_NAME["Walk"], CARD_BY_NAME["Bait"]]


def test_the_potato_red_bumps_against_it_minus_1_and_no_gem_lost_past_the_end():
    state = play(full(wizards=(None, "The Potato"), hands=(["Thunderbox"], [])),
                 "play Thunderbox", "dir right")  # fmt: skip
    assert state.view(0).positions[1] == 11
    state = play(full(wizards=(None, "The Potato"), positions=(8, 17), dragon="right",
                      hands=(["Thunderbox"], [])), "play Thunderbox", "dir right")  # fmt: skip
    assert state.view(0).ready[1] == 1


def test_business_demon_items_cost_2_and_at_most_2_items():
    state = full(wizards=("Business Demon", None), ready=(2, 1), market=["Hiking Boots"])
    play(state, "gem item", "buy Hiking Boots")
    assert state.view(0).ready[0] == 0
    capped = full(wizards=("Business Demon", None), ready=(2, 1), market=["Hiking Boots"],
                  items=(["Blink Ring", "Wind Cloak"], []))  # fmt: skip
    assert "gem item" not in legal(capped)


def test_party_skeleton_may_teleport_3_after_every_flight():
    state = full(wizards=(None, "Party Skeleton"), hands=(["Run"], []),
                 nest=["Bait", "Dash", "Warp", "Swap"])  # fmt: skip
    play(state, "play Run", "dir left", "go 0", "gem pass")
    assert state.current_player() == 1 and state.step.effect == "teleport"
    assert play(state, "dir left").step.reach == 3


def test_bug_mage_plus_2_teleport():
    state = full(wizards=("Bug Mage", None), hands=(["Blink"], []))
    assert play(state, "play Blink", "dir left").step.reach == 5


def test_stuffed_bear_plus_1_bump_away_from_the_victims_centre_and_ready_when_bumped():
    state = play(full(wizards=("Stuffed Bear", None), positions=(8, 11), hands=(["Push"], [])),
                 "play Push", "dir right")  # fmt: skip
    assert "bonus Stuffed Bear" in legal(state)
    state = play(
        full(wizards=("Stuffed Bear", None), positions=(12, 11), hands=(["Push"], [])),
        "play Push",
        "dir left",
    )  # toward the centre from the victim's square
    assert state.view(0).positions[1] == 9
    bumped = play(full(wizards=(None, "Stuffed Bear"), hands=(["Charge"], []), ready=(1, 0)),
                  "play Charge", "dir left", "go 0", "dir right")  # fmt: skip
    assert bumped.current_player() == 1 and legal(bumped) == {"use Stuffed Bear", "decline"}
    assert play(bumped, "use Stuffed Bear").view(0).ready[1] == 1


# --------------------------------------------------------------------------- items


def test_hiking_boots_plus_1_move():
    state = full(items=(["Hiking Boots"], []), hands=(["Walk"], []))
    assert play(state, "play Walk", "dir left").step.reach == 3


def test_wind_cloak_plus_2_bump_toward_the_dragon_only():
    state = play(full(items=(["Wind Cloak"], []), hands=(["Push"], [])), "play Push", "dir left")
    play(state, "bonus Wind Cloak")
    assert state.view(0).positions[1] == 5
    away = play(full(items=(["Wind Cloak"], []), hands=(["Push"], [])), "play Push", "dir right")
    assert away.view(0).positions[1] == 11


def test_blink_ring_plus_2_teleport():
    state = full(items=(["Blink Ring"], []), hands=(["Blink"], []))
    assert play(state, "play Blink", "dir left").step.reach == 5


def test_anchor_boots_the_victim_may_reduce_a_bump_by_1():
    state = full(items=([], ["Anchor Boots"]), hands=(["Push"], []))
    play(state, "play Push", "dir right")
    assert state.current_player() == 1 and legal(state) == {"use Anchor Boots", "decline"}
    play(state, "use Anchor Boots")
    assert state.view(0).positions[1] == 10


def test_gem_lantern_ready_next_to_a_gem_tile():
    assert "gem ready" in legal(full(items=(["Gem Lantern"], []), positions=(6, 9)))
    assert "gem ready" not in legal(full(items=(["Gem Lantern"], []), positions=(15, 9)))


def test_dragon_whistle_gem_action_flips_one_nest_card():
    state = full(items=(["Dragon Whistle"], []), nest=["Dash", ("Warp", False)])
    play(state, "gem whistle")
    assert legal(state) == {"whistle nest 0", "whistle nest 1"}
    play(state, "whistle nest 1")
    assert state.view(0).nest[1] == (CARD_BY_NAME["Warp"], True)


# --------------------------------------------------------------------------- hacks


def hacked(**kwargs):
    """A full game with the expansion."""
    return full(hacking=True, **kwargs)


def test_playing_a_hack_pays_white_gems_places_it_and_refills_the_row():
    state = hacked(white=(3, 0), hack_row=["Trapdoor", "Watchtower", "Rewire"])
    play(state, "gem hack")
    assert legal(state) == {"hack Trapdoor", "hack Watchtower"}  # Rewire: nothing to move
    play(state, "hack Trapdoor")
    assert "tile 3" not in legal(state) and "tile 8" not in legal(state)  # orange, wizard
    play(state, "tile 6")
    assert state.view(0).hacks_in_play == ((6, HACK_BY_NAME["Trapdoor"]),)
    assert state.view(0).white_gems == (1, 0) and state.view(0).white_supply == 7
    assert state.is_chance_node() and len(state.view(0).hack_row) == 2


def test_trapdoor_a_move_or_bump_ending_on_it_slides_2_toward_the_dragon():
    state = hacked(placed={7: "Trapdoor"}, hands=(["Walk"], []))
    play(state, "play Walk", "dir left", "go 1")
    assert state.view(0).positions[0] == 5
    state = hacked(placed={11: "Trapdoor"}, hands=(["Push"], []))
    play(state, "play Push", "dir right")
    assert state.view(0).positions[1] == 9


def test_barricade_stops_moves_and_bumps_but_not_teleports_and_goes_at_a_flight():
    state = hacked(placed={11: "Barricade"}, hands=(["Run"], []))
    assert play(state, "play Run", "dir right").step.reach == 2
    state = hacked(placed={11: "Barricade"}, hands=(["Thunderbox"], []))
    play(state, "play Thunderbox", "dir right")
    assert state.view(0).positions[1] == 10
    state = hacked(placed={10: "Barricade"}, hands=(["Blink"], []))
    assert play(state, "play Blink", "dir right").step.reach == 3
    state = hacked(placed={11: "Barricade"}, hands=(["Run"], []),
                   nest=["Bait", "Dash", "Warp", "Swap"])  # fmt: skip
    play(state, "play Run", "dir left", "go 0", "gem pass")
    assert state.view(0).hacks_in_play == ()


def test_gem_vein_makes_a_gem_tile():
    assert "gem ready" in legal(hacked(placed={6: "Gem Vein"}, positions=(6, 9)))


def test_slick_planks_a_bump_of_a_wizard_standing_on_it_is_plus_1():
    state = hacked(positions=(8, 9), hands=(["Push"], []))
    state._placed = ((9, HACK_BY_NAME["Slick Planks"]),)  # placed earlier, wizard walked on
    play(state, "play Push", "dir right")
    assert state.view(0).positions[1] == 12


def test_tar_pit_a_move_starting_on_it_is_minus_2():
    state = hacked(hands=(["Run"], []))
    state._placed = ((8, HACK_BY_NAME["Tar Pit"]),)
    assert play(state, "play Run", "dir left").step.reach == 1


def test_launch_pad_your_own_move_ending_on_it_may_teleport_3():
    state = hacked(placed={10: "Launch Pad"}, hands=(["Walk"], []))
    play(state, "play Walk", "dir right", "go 2")
    assert state.step.effect == "teleport" and play(state, "dir right").step.reach == 3


def test_dragon_beacon_lowers_the_threshold_by_2_until_the_next_flight():
    state = hacked(white=(3, 0), hack_row=["Dragon Beacon"], hack_deck=[])
    play(state, "gem hack", "hack Dragon Beacon")
    assert state.view(0).beacon and state.view(0).flight_threshold == 7


def test_watchtower_an_orange_tile_there_is_never_threatened():
    state = hacked(placed={2: "Watchtower"}, positions=(2, 9), hands=(["Walk"], []))
    play(state, "play Walk", "dir left", "go 0", "gem pass")
    assert not state.is_terminal() and 2 not in state.view(0).threatened


def test_rewire_moves_a_hack_in_play_to_another_legal_tile():
    state = hacked(white=(1, 0), hack_row=["Rewire"], placed={6: "Trapdoor"}, hack_deck=[])
    play(state, "gem hack", "hack Rewire", "rewire Trapdoor")
    assert "tile 6" not in legal(state) and "tile 2" not in legal(state)
    play(state, "tile 11")
    assert state.view(0).hacks_in_play == ((11, HACK_BY_NAME["Trapdoor"]),)
    assert step(state) == "pounce" or state.is_chance_node()  # the turn goes on


# ------------------------------------------------- simultaneous triggers (§11 ordering)

# Every trigger point of the engine and the wizard fields that fire there (an item never
# triggers: its powers are bonuses, Anchor Boots' reduction is part of the BUMP itself, and
# Gem Lantern / Dragon Whistle act in the Gem Phase).
TRIGGER_FIELDS = {
    "start of turn": ("stash", "park", "start_teleport"),
    "after a roost": ("roost_ready", "roost_search"),
    "after a flight": ("flight_teleport",),
    "when the wizards pass": ("pass_move",),
    "when bumped": ("stash", "bumped_ready"),
    "card enters the Nest": ("chiptune", "shakedown"),
}


def test_each_triggered_power_belongs_to_one_wizard():
    # Powers of both seats may trigger together and the current player orders them by their
    # trigger id alone ("first Pass MOVE"): two wizards sharing a triggered power would make
    # two choices read the same.
    from game.rules.dragon_bridge import WIZARDS

    for names in TRIGGER_FIELDS.values():
        for name in names:
            assert sum(bool(getattr(wizard, name)) for wizard in WIZARDS) == 1, name


def test_no_wizard_alone_has_two_powers_triggering_at_the_same_moment():
    # The data fact behind the §11 ordering step: a seat has one wizard, each wizard has at
    # most one power per trigger point, and items have no triggered powers, so the only
    # real combination is Bunny's pass MOVE + a Launch Pad's TELEPORT (expansion).
    from dataclasses import fields

    from game.rules.dragon_bridge import ITEM_TYPES, WIZARDS, ItemType

    for wizard in WIZARDS:
        for moment, names in TRIGGER_FIELDS.items():
            assert sum(bool(getattr(wizard, name)) for name in names) <= 1, (wizard.name, moment)
    item_fields = {f.name for f in fields(ItemType)}
    assert item_fields == {
        "id", "key", "name", "text", "move_bonus", "move_bonus_away_centre", "bump_bonus",
        "bump_bonus_toward_dragon", "teleport_bonus", "anchor_reduction", "lantern", "whistle",
    }  # fmt: skip
    assert len(ITEM_TYPES) == 8


def bunny_on_a_launch_pad():
    """Bunny (seat 0) MOVEs 3 past the rival onto a Launch Pad: two of its powers trigger."""
    state = hacked(wizards=("Bunny", None), positions=(8, 9), placed={11: "Launch Pad"},
                   hands=(["Run"], []))  # fmt: skip
    return play(state, "play Run", "dir right", "go 3")


def test_bunny_passing_onto_a_launch_pad_chooses_which_trigger_resolves_first():
    state = bunny_on_a_launch_pad()
    assert step(state) == "order" and state.current_player() == 0
    assert state.legal_action_strings() == ["first Pass MOVE", "first Launch Pad"]
    for action in state.legal_actions():
        assert state.parse_action(state.action_to_string(action)) == action
    # Launch Pad first: TELEPORT 3 onto the Exit tile 14, then the pass MOVE begins there.
    play(state, "first Launch Pad")
    assert state.step.effect == "teleport" and state.current_player() == 0
    play(state, "dir right", "go 3")
    # The pass MOVE now begins on an Exit tile on Bunny's own turn: it escapes at once.
    assert state.is_terminal() and state.outcome().winners == (0,)
    assert state.outcome().reason == "escape"


def test_the_other_order_moves_first_and_then_offers_the_launch_pad():
    state = play(bunny_on_a_launch_pad(), "first Pass MOVE")
    assert state.step.effect == "move" and state.step.base == 2
    play(state, "dir right", "go 2")  # to 13: an Exit tile, but no MOVE starts there now
    assert state.step.effect == "teleport" and not state.is_terminal()
    play(state, "dir left", "go 0")
    assert step(state) == "gem_phase" and state.view(0).positions[0] == 13


def test_a_single_trigger_asks_no_order():
    state = hacked(wizards=("Bunny", None), positions=(8, 9), placed={12: "Launch Pad"},
                   hands=(["Run"], []))  # fmt: skip
    play(state, "play Run", "dir right", "go 3")  # passes, but ends off the pad
    assert step(state) == "move_dir" and state.step.effect == "move"


def test_start_of_turn_triggers_are_ordered_by_their_owner(monkeypatch):
    # No printed wizard has two start-of-turn powers; a corrected card could (data edit), and
    # the engine then asks, e.g. Venice Gorn who could also stash.
    from dataclasses import replace

    from game.rules.dragon_bridge import WIZARDS, turn

    venice = replace(WIZARDS[4], stash=True)
    monkeypatch.setattr(turn, "wizard", lambda i: venice if i == 4 else WIZARDS[i])
    state = full(wizards=("Venice Gorn", None), stashed=(1, 0), ready=(0, 0),
                 depleted=(2, 3), hands=(["Walk"], []))  # fmt: skip
    assert step(state) == "order" and state.current_player() == 0
    assert state.legal_action_strings() == ["first Stash", "first Start TELEPORT"]
    play(state, "first Start TELEPORT")
    assert state.step.effect == "teleport" and state._stash[0] == 1
    play(state, "dir left", "go 1")
    assert step(state) == "action" and state._stash[0] == 0 and state._ready[0] == 1
    state = full(wizards=("Venice Gorn", None), stashed=(1, 0), ready=(0, 0),
                 depleted=(2, 3), hands=(["Walk"], []))  # fmt: skip
    play(state, "first Stash")
    assert state.step.effect == "teleport" and state._ready[0] == 1

"""Every treasure and action of the pool (digest §12.3-§12.4), one scenario each."""

from __future__ import annotations

import pytest

from game.rules.wyvern import board
from tests.rules.wyvern_positions import act, attack, card_at, cid, decision, position

# ---- treasures --------------------------------------------------------------------------------


@pytest.mark.parametrize("treasure, attacking, foe_flies, power", [
    ("R01", True, False, 8), ("R02", False, False, 9), ("R02", True, False, 7),
    ("R03", True, False, 9), ("R16", False, True, 8), ("R20", False, False, 8),
])  # fmt: skip
def test_power_treasures(treasure, attacking, foe_flies, power):
    s = position(field={"0:F1": ("D09", "u")}, treasures={"0:FL": treasure})
    assert board.fight_power(s, 0, attacking, foe_flies) == power


def test_r04_hoard_chest_pays_1_each_turn():
    s = position(field={"0:F1": ("D01", "u")}, treasures={"0:FR": "R04"}, phase="discard",
                 active=1)  # fmt: skip
    assert s.gold == [26, 25]


def test_r05_crystal_eye_peeks_for_1_gold():
    s = position(field={"1:F1": "D09"}, treasures={"0:FL": "R05"}, phase="action-1")
    act(s, "use-treasure 0:FL", "target 1:F1")
    assert board.knows(s, 0, 6) and s.gold[0] == 24


def test_r06_ward_stone_shields_its_row_from_slayers():
    s = position(field={"1:F1": ("D02", "u"), "1:B1": ("D01", "u")}, treasures={"1:FL": "R06"},
                 hands=[["A13"], []], phase="action-1")  # fmt: skip
    act(s, "play A13")
    assert s.legal_action_strings() == ["target 1:B1"]


def test_r07_tithe_bowl_adds_2_to_a_triggered_terrain():
    s = position(field={"0:F1": ("D02", "u"), "1:F1": "T01"}, treasures={"1:FL": "R07"})
    assert attack(s, "0:F1", "1:F1").gold[1] == 29


def test_r08_summoning_altar_reveals_for_2_less():
    s = position(field={"0:F1": "D09"}, treasures={"0:FL": "R08"})
    assert board.reveal_cost(s, 0) == 5


def test_r09_wind_chimes_give_a_back_row_flyer_the_back_row():
    s = position(field={"0:B1": ("D20", "u"), "0:F1": "T01", "1:F1": "T01", "1:B1": "T02"},
                 treasures={"0:BL": "R09"}, filler=False)  # fmt: skip
    assert board.targets(s, 3) == [6, 9]


def test_r10_burrow_map_lets_a_back_row_scout_attack():
    s = position(field={"0:B1": ("D15", "u"), "0:F1": "T01", "1:F1": "T01"},
                 treasures={"0:BL": "R10"}, filler=False)  # fmt: skip
    assert board.targets(s, 3) == [6]


def test_r11_bone_totem_pays_2_for_a_killed_dragon():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": ("D02", "u")}, treasures={"1:FL": "R11"})
    assert attack(s, "0:F1", "1:F1").gold[1] == 27


def test_r12_rune_of_return_turns_the_dragon_face_down_instead():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": ("D02", "u")}, treasures={"1:FL": "R12"})
    attack(s, "0:F1", "1:F1")
    assert card_at(s, "1:F1") == "D02" and not s.up[6] and s.paid[6] and s.tre[4] == -1


def test_r13_watchtower_makes_intercepts_cheaper_and_stronger():
    s = position(field={"0:F1": ("D02", "u"), "1:F1": ("D01", "u")}, treasures={"1:FL": "R13"},
                 hands=[[], ["A18"]])  # fmt: skip
    act(s, "attack 0:F1", "target 1:F1", "play A18")
    assert s.gold[1] == 23 and board.interceptor_power(s, 1, 0, cid("A18")) == 5


def test_r14_dragon_harness_gives_an_extra_swap():
    s = position(field={"0:F1": ("D01", "u"), "0:F2": "T01"}, treasures={"0:FL": "R14"},
                 phase="move")  # fmt: skip
    act(s, "swap 0:F1-0:B1")
    assert decision(s) == "move"
    act(s, "swap 0:F2-0:B2")
    assert card_at(s, "0:B2") == "T01"


def test_r15_mirror_shield_takes_scout_away():
    s = position(field={"0:F1": ("D15", "u"), "1:F1": "T01"}, treasures={"1:FL": "R15"})
    assert card_at(attack(s, "0:F1", "1:F1"), "0:F1") == ""


def test_r17_sealed_vault_keeps_opposing_hidden_actions_out():
    s = position(field={"1:F1": "T01", "1:B1": "T01"}, treasures={"1:FL": "R17"},
                 hands=[["A12"], []], phase="action-1")  # fmt: skip
    act(s, "play A12")
    assert s.legal_action_strings() == ["target 1:B1", "target 1:B3"]


def test_r18_merchants_scales_turn_a_card_into_2_gold():
    s = position(field={"0:F1": ("D01", "u")}, treasures={"0:FL": "R18"}, hands=[["A22"], []],
                 phase="action-1")  # fmt: skip
    act(s, "use-treasure 0:FL", "discard A22")
    assert s.gold[0] == 27 and s.hand[0] == []


def test_r19_ancestral_bones_give_help_2():
    s = position(field={"0:F1": ("D02", "u")}, treasures={"0:FL": "R19"})
    assert board.help_value(s, 0) == 2


# ---- actions ----------------------------------------------------------------------------------


def act_phase(**keywords):
    keywords.setdefault("phase", "action-1")
    return position(**keywords)


def test_a01_scrying_looks_at_two_cards():
    s = act_phase(field={"1:F1": "D09", "1:F2": "T01"}, hands=[["A01"], []])
    act(s, "play A01", "target 1:F1", "target 1:F2")
    assert board.knows(s, 0, 6) and board.knows(s, 0, 7) and s.gold[0] == 24


def test_a02_forced_march_swaps():
    s = act_phase(field={"0:F1": "D09"}, hands=[["A02"], []])
    act(s, "play A02", "swap 0:F1-0:B2")
    assert card_at(s, "0:B2") == "D09"


def test_a03_tribute_gains_3_then_discards():
    s = act_phase(field={"0:F1": "D09"}, hands=[["A03", "A22"], []])
    act(s, "play A03", "discard A22")
    assert s.gold[0] == 28 and s.hand[0] == []


def test_a04_call_of_the_lair_fills_an_empty_position():
    s = act_phase(field={"0:F1": "D09"}, hands=[["A04"], []], piles=[(("D02",), ()), ((), ())])
    act(s, "play A04", "target 0:F2", "draw D02")
    assert card_at(s, "0:F2") == "D02" and not s.up[1]


def test_a05_flush_out_declined_turns_the_dragon_down_and_pays_2():
    s = act_phase(field={"1:F1": "D09"}, hands=[["A05"], []])
    act(s, "play A05", "target 1:F1", "decline")
    assert not s.up[6] and board.knows(s, 0, 6) and s.gold[0] == 25


def test_a06_treasure_hunt_draws_2():
    s = act_phase(hands=[["A06"], []], piles=[((), ("A22", "A23")), ((), ())])
    act(s, "play A06", "draw A22", "draw A23")
    assert s.hand[0] == [cid("A22"), cid("A23")]


def test_a07_camouflage_turns_a_card_down_and_it_stays_paid():
    s = act_phase(field={"0:F1": ("D09", "u")}, hands=[["A07"], []])
    act(s, "play A07", "target 0:F1")
    assert not s.up[0] and s.paid[0]


def test_a08_sabotage_discards_a_treasure():
    s = act_phase(treasures={"1:FL": "R01"}, hands=[["A08"], []], field={"1:F1": "D01"})
    act(s, "play A08", "slot 1:FL")
    assert s.tre[4] == -1 and s.disc[3] == [cid("R01")]


def test_a09_hidden_hoard_adds_3_to_a_triggered_terrain():
    s = position(field={"0:F1": ("D02", "u"), "1:F1": "T01 h:A09@1"})
    assert attack(s, "0:F1", "1:F1").gold[1] == 30


def test_a10_sleeping_giant_adds_3_to_a_revealed_dragon():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": "D04 h:A10@1"})
    attack(s, "0:F1", "1:F1")
    assert card_at(s, "1:F1") == "D04" and card_at(s, "0:F1") == ""


def test_a11_cursed_egg_weakens_a_revealed_dragon():
    s = position(field={"0:F1": ("D04", "u"), "1:F1": "D09 h:A11@0"})
    attack(s, "0:F1", "1:F1")
    assert card_at(s, "1:F1") == "" and card_at(s, "0:F1") == ""


def test_a12_tripwire_stops_gold_and_refill():
    s = position(field={"0:F1": ("D02", "u"), "1:F1": "T01 h:A12@0"},
                 piles=[((), ()), (("T08",), ())])  # fmt: skip
    attack(s, "0:F1", "1:F1")
    assert s.gold[1] == 25 and card_at(s, "1:F1") == "" and not s.draws


@pytest.mark.parametrize("slayer, target, killed, gold", [
    ("A13", "D04", None, 0), ("A13", "D03", True, 23), ("A14", "D26", True, 21),
    ("A14", "D09", None, 0), ("A15", "D10", None, 0), ("A15", "D04", True, 23),
    ("A16", "D11", True, 18),
])  # fmt: skip
def test_dragon_slayers(slayer, target, killed, gold):
    s = act_phase(field={"1:F1": (target, "u")}, hands=[[slayer], []])
    if killed is None:
        assert f"play {slayer}" not in s.legal_action_strings()
        return
    act(s, f"play {slayer}", "target 1:F1")
    assert (card_at(s, "1:F1") == "") == killed and s.gold[0] == gold


def test_a13_wandering_knight_refuses_power_5():
    s = act_phase(field={"1:F1": ("D04", "u")}, hands=[["A13"], []])
    assert "play A13" not in s.legal_action_strings()


def test_a17_poisoner_attaches_minus_3():
    s = act_phase(field={"1:F1": ("D09", "u")}, hands=[["A17"], []])
    act(s, "play A17", "target 1:F1")
    assert board.static_power(s, 6) == 4 and s.att[6] == (cid("A17") * 2,)


@pytest.mark.parametrize("interceptor, attacker, attacker_lives", [
    ("A18", "D04", True), ("A18", "D02", False), ("A19", "D09", False),
])  # fmt: skip
def test_interceptors_fight_first(interceptor, attacker, attacker_lives):
    s = position(field={"0:F1": (attacker, "u"), "1:F1": ("D01", "u")}, hands=[[], [interceptor]])
    act(s, "attack 0:F1", "target 1:F1", f"play {interceptor}")
    assert (card_at(s, "0:F1") == attacker) == attacker_lives
    assert (card_at(s, "1:F1") == "") == attacker_lives


def test_a20_smoke_screen_forces_another_target():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": ("D01", "u"), "1:F2": ("D02", "u")},
                 hands=[[], ["A20"]])  # fmt: skip
    act(s, "attack 0:F1", "target 1:F1", "play A20")
    assert s.legal_action_strings() == ["target 1:F2"]
    act(s, "target 1:F2")
    assert card_at(s, "1:F2") == "" and card_at(s, "1:F1") == "D01"


def test_a21_hold_the_line_adds_2_to_the_defender():
    s = position(field={"0:F1": ("D04", "u"), "1:F1": ("D03", "u")}, hands=[[], ["A21"]])
    act(s, "attack 0:F1", "target 1:F1", "play A21")
    assert card_at(s, "0:F1") == "" and card_at(s, "1:F1") == "D03"


@pytest.mark.parametrize("card, bonus", [("A22", 2), ("A23", 4), ("A24", 1), ("A25", 1)])
def test_battle_pumps(card, bonus):
    s = position(field={"0:F1": ("D02", "u"), "0:F2": ("D01", "u"), "1:F1": ("D09", "u")},
                 hands=[[card], ["A30"]])  # fmt: skip
    act(s, "attack 0:F1", "target 1:F1", "pass", f"play {card}")
    assert s.fight[5] == bonus


def test_a24_feint_draws_after_the_battle():
    s = position(field={"0:F1": ("D02", "u"), "1:F1": ("D09", "u")}, hands=[["A24"], []],
                 piles=[((), ("A22",)), ((), ())])  # fmt: skip
    act(s, "attack 0:F1", "target 1:F1", "play A24")
    assert s.is_chance_node()


def test_a26_counter_roar_cancels_the_card_just_played():
    s = position(field={"0:F1": ("D02", "u"), "1:F1": ("D04", "u")}, hands=[["A23"], ["A26"]])
    act(s, "attack 0:F1", "target 1:F1", "pass", "play A23", "play A26")
    assert card_at(s, "0:F1") == "" and any(e.kind == "cancel" for e in s.events)


def test_a27_retreat_ends_the_battle_without_a_kill():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": ("D04", "u")}, hands=[["A22"], ["A27"]])
    act(s, "attack 0:F1", "target 1:F1", "pass", "play A22", "play A27")
    assert card_at(s, "0:F1") == "D09" and card_at(s, "1:F1") == "D04"


def test_a28_negate_cancels_an_action():
    s = act_phase(field={"1:F1": ("D02", "u")}, hands=[["A13"], ["A28"]])
    act(s, "play A13", "target 1:F1", "play A28")
    assert card_at(s, "1:F1") == "D02" and s.gold == [22, 22]


def test_a29_decoy_redirects_a_dragon_slayer():
    s = act_phase(field={"1:F1": ("D02", "u"), "0:F1": ("D01", "u")}, hands=[["A13"], ["A29"]])
    act(s, "play A13", "target 1:F1", "play A29", "target 0:F1")
    assert card_at(s, "1:F1") == "D02" and card_at(s, "0:F1") == ""


def test_a30_quick_wits_draws_a_card():
    s = act_phase(field={"1:F1": ("D02", "u")}, hands=[["A13"], ["A30"]],
                  piles=[((), ()), ((), ("A22",))])  # fmt: skip
    act(s, "play A13", "target 1:F1", "play A30")
    assert s.is_chance_node() and s.draws[0][0] == 1

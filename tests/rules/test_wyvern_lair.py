"""Every dragon and terrain of the pool (digest §12.1-§12.2), one scenario each."""

from __future__ import annotations

import pytest

from game.rules.wyvern import board
from game.rules.wyvern.cards import CARDS, DRAGON, ICONS, KIND, POWER
from tests.rules.wyvern_positions import act, attack, card_at, cid, decision, position

DRAGONS = [card.id for card in CARDS if KIND[card.index] == DRAGON]


@pytest.mark.parametrize("dragon", DRAGONS)
def test_a_dragon_pays_power_plus_icons_when_it_first_attacks(dragon):
    s = position(field={"0:F1": dragon, "1:F1": ("D15", "u")}, gold=(30, 25))
    act(s, "attack 0:F1")
    assert s.gold[0] == 30 - POWER[cid(dragon)] - ICONS[cid(dragon)]


@pytest.mark.parametrize("dragon", ["D01", "D02", "D04", "D09", "D10", "D12"])
def test_plain_dragons_beat_weaker_dragons(dragon):
    weaker = {"D01": "D15", "D02": "D01", "D04": "D02", "D09": "D23", "D10": "D09",
              "D12": "D10"}[dragon]  # fmt: skip
    s = attack(position(field={"0:F1": (dragon, "u"), "1:F1": (weaker, "u")}), "0:F1", "1:F1")
    assert card_at(s, "1:F1") == "" and card_at(s, "0:F1") == dragon


def test_d03_bog_wyrm_defends_at_5_so_a_5_ties_with_it():
    s = attack(position(field={"0:F1": ("D04", "u"), "1:F1": ("D03", "u")}), "0:F1", "1:F1")
    assert card_at(s, "0:F1") == "" and card_at(s, "1:F1") == ""


def test_d05_ember_lindworm_gains_2_when_it_kills():
    s = attack(position(field={"0:F1": ("D05", "u"), "1:F1": ("D02", "u")}), "0:F1", "1:F1")
    assert s.gold[0] == 27


def test_d06_thornscale_ignores_attached_glacier():
    s = position(field={"0:F1": ("D06", "u +T05"), "1:F1": ("D04", "u")})
    assert board.static_power(s, 0) == 6


@pytest.mark.parametrize("helper, value", [("D07", 2), ("D08", 3), ("D24", 2)])
def test_help_dragons_add_their_power_for_their_help_cost(helper, value):
    s = position(field={"0:F1": ("D02", "u"), "0:F2": (helper, "u"), "1:F1": ("D09", "u")},
                 hands=[["A22"], []])  # fmt: skip
    act(s, "attack 0:F1", "target 1:F1", "help 0:F2")
    assert s.gold[0] == 25 - value and s.fight[5] == POWER[cid(helper)]


def test_d11_old_mountain_drake_rallies_its_row_when_defending():
    s = position(field={"1:F1": ("D02", "u"), "1:F2": ("D11", "u"), "0:F1": ("D01", "u")})
    assert board.fight_power(s, 6, False, False) == 4


def test_d13_deepdelver_makes_a_terrain_pay_nothing():
    s = attack(position(field={"0:F1": ("D13", "u"), "1:F1": "T03"}), "0:F1", "1:F1")
    assert s.gold[1] == 25 and card_at(s, "0:F1") == ""


def test_d14_hoard_warden_gains_1_at_the_start_of_its_turn():
    s = position(field={"0:F1": ("D14", "u"), "1:F1": ("D01", "u")}, phase="discard", active=1)
    assert s.active == 0 and s.gold == [26, 25]


@pytest.mark.parametrize("scout", ["D15", "D16", "D17", "D18", "D19"])
def test_scouts_destroy_terrain_harmlessly(scout):
    s = attack(position(field={"0:F1": (scout, "u"), "1:F1": "T01"}), "0:F1", "1:F1")
    assert card_at(s, "1:F1") == "" and card_at(s, "0:F1") == scout and s.gold[1] == 25


def test_d18_pathfinder_pays_1_to_peek():
    s = position(field={"0:F1": ("D18", "u"), "1:B1": "T01"}, phase="action-1")
    act(s, "use 0:F1", "target 1:B1")
    assert s.gold[0] == 24 and board.knows(s, 0, 9)


@pytest.mark.parametrize("flyer", ["D19", "D20", "D21", "D22", "D23", "D24", "D25", "D26"])
def test_flyers_reach_the_back_row_from_the_front_and_the_front_from_the_back(flyer):
    s = position(
        field={"0:F1": (flyer, "u"), "0:F2": ("D01", "u"), "1:F1": "T01", "1:B1": "T02"},
        filler=False,
    )
    s2 = position(
        field={"0:B1": (flyer, "u"), "0:F2": ("D01", "u"), "1:F1": "T01", "1:B1": "T02"},
        filler=False,
    )
    assert board.targets(s, 0) == [6, 9] and board.targets(s2, 3) == [6]


def test_d25_hawkwing_defends_weaker():
    s = position(field={"1:F1": ("D25", "u"), "0:F1": ("D04", "u")})
    assert board.fight_power(s, 6, False, False) == 4


@pytest.mark.parametrize("dragon", ["D27", "D28", "D29", "D30"])
def test_super_flyers_reach_everything_from_the_back_row(dragon):
    s = position(
        field={"0:B1": (dragon, "u"), "0:F1": ("D01", "u"), "1:F1": "T01", "1:B1": "T02"},
        filler=False,
    )
    assert board.targets(s, 3) == [6, 9]


def test_d30_comet_dragon_may_swap_after_its_attack():
    s = position(field={"0:F1": ("D30", "u"), "1:F1": ("D01", "u")})
    attack(s, "0:F1", "1:F1")
    assert decision(s) == "comet"
    act(s, "swap 0:F1-0:B3")
    assert card_at(s, "0:B3") == "D30"


# ---- terrain ----------------------------------------------------------------------------------

TERRAIN_CASES = [
    # terrain, attacker, survives, terrain owner's gold after, where the attacker went
    ("T01", "D02", False, 27, "killed"),
    ("T01", "D20", True, 25, "stays"),
    ("T02", "D20", False, 27, "killed"),
    ("T03", "D04", False, 27, "killed"),
    ("T04", "D09", False, 28, "killed"),
    ("T05", "D09", True, 26, "attached"),
    ("T06", "D09", True, 26, "attached"),
    ("T07", "D04", False, 26, "bottom"),
    ("T08", "D09", True, 29, "stays"),
    ("T09", "D04", False, 27, "killed"),
    ("T10", "D09", True, 27, "attached"),
]


@pytest.mark.parametrize("terrain, dragon, survives, gold, where", TERRAIN_CASES)
def test_every_terrain_triggers_as_written(terrain, dragon, survives, gold, where):
    s = position(field={"0:F1": (dragon, "u"), "1:F1": terrain, "1:F2": "T08"},
                 piles=[((), ()), (("T08",), ())])  # fmt: skip
    attack(s, "0:F1", "1:F1")
    assert (card_at(s, "0:F1") == dragon) == survives and s.gold[1] == gold
    if where == "attached":
        assert s.att[0] == (cid(terrain) * 2 + 1,)
    if where == "bottom":
        assert s.bottom[0] == [cid(dragon)]


def test_t05_glacier_kills_a_dragon_brought_to_0():
    s = attack(position(field={"0:F1": ("D21", "u"), "1:F1": "T05"}), "0:F1", "1:F1")
    assert card_at(s, "0:F1") == "D21"
    s = attack(position(field={"0:F1": ("D02", "u"), "1:F1": "T05"}), "0:F1", "1:F1")
    assert card_at(s, "0:F1") == ""


def test_t06_bramble_wood_pins_until_its_owner_pays_3():
    s = position(field={"0:F1": ("D09", "u +T06"), "1:F1": ("D01", "u")}, phase="action-1")
    assert "clear 0:F1" in s.legal_action_strings()
    act(s, "clear 0:F1")
    assert s.att[0] == () and s.gold[0] == 22 and "attack 0:F1" in s.legal_action_strings()


def test_t10_sacred_grove_costs_the_attacker_2_gold():
    s = attack(position(field={"0:F1": ("D09", "u"), "1:F1": "T10"}), "0:F1", "1:F1")
    assert s.gold[0] == 23 and board.static_power(s, 0) == 6


def test_a_terrain_that_does_not_trigger_is_destroyed_without_gold_or_refill():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": "T03", "1:F2": "T08"},
                 piles=[((), ()), (("T08",), ())])  # fmt: skip
    attack(s, "0:F1", "1:F1")
    assert card_at(s, "1:F1") == "" and s.gold[1] == 25 and not s.draws


def test_a_triggered_terrain_is_refilled_face_down_from_the_lair():
    s = position(field={"0:F1": ("D20", "u"), "1:F1": "T08", "1:F2": "T08"},
                 piles=[((), ()), (("T01", "T02"), ())])  # fmt: skip
    act(s, "attack 0:F1", "target 1:F1")
    assert s.is_chance_node()
    act(s, "draw T02")
    assert card_at(s, "1:F1") == "T02" and not s.up[6]

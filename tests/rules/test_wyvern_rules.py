"""Scenario tests of the digest's rules (§2-§9) and the resolutions Q1-Q8."""

from __future__ import annotations

import pytest

from game.core.protocol import CHANCE
from game.rules.wyvern import WyvernRules, board, decks
from game.rules.wyvern.decks import DECKS, Deck, problems
from tests.rules.wyvern_positions import act, attack, card_at, decision, position

RULES = WyvernRules()


def last_game(s):
    return [e for e in s.events if e.kind == "game-over"][-1]


# ---- §2 match and scoring -------------------------------------------------------------------


def test_s2_the_winner_scores_25_dragons_terrains_gold_the_loser_half_gold():
    s = position(field={"0:F1": ("D09", "u"), "0:F2": "T01", "1:F1": ("D02", "u")},
                 gold=(20, 9), filler=False)  # fmt: skip
    attack(s, "0:F1", "1:F1")
    event = last_game(s)
    assert event.lines == (25, 1, 1, 20) and s.vp == [47, 4] and event.why == "emptied"


def test_s2_gold_bonus_and_gold_only_scorings():
    for scoring, vp in (("gold_bonus", 45), ("gold_only", 20)):
        s = position(field={"0:F1": ("D09", "u"), "1:F1": ("D02", "u")}, gold=(20, 9),
                     scoring=scoring, filler=False)  # fmt: skip
        attack(s, "0:F1", "1:F1")
        assert s.vp == [vp, 4]


def test_s2_the_loser_starts_the_next_game_and_gold_resets():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": ("D02", "u")}, filler=False)
    attack(s, "0:F1", "1:F1")
    assert s.game == 2 and s.first == 1 and s.gold == [25, 25] and s.current_player() == CHANCE


def test_s2_the_match_ends_at_its_points_and_equal_vp_goes_to_the_last_winner():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": ("D02", "u")}, gold=(0, 0), vp=(74, 100),
                 filler=False)  # fmt: skip
    attack(s, "0:F1", "1:F1")
    assert s.is_terminal() and s.vp == [100, 100] and s.winners == (0,)
    assert s.outcome().reason == "match-points" and s.returns() == [1.0, -1.0]


def test_s2_fifty_point_matches():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": ("D02", "u")}, gold=(25, 0), vp=(0, 0),
                 match_points=50, filler=False)  # fmt: skip
    attack(s, "0:F1", "1:F1")
    assert s.is_terminal() and s.winners == (0,)


def test_both_battlefields_emptied_at_once_is_a_drawn_game():
    s = position(field={"0:F1": ("D04", "u"), "1:F1": ("D04", "u")}, gold=(10, 7), filler=False)
    attack(s, "0:F1", "1:F1")
    assert last_game(s).why == "both-emptied" and s.vp == [5, 3] and s.first == 1


# ---- §3 setup ---------------------------------------------------------------------------------


def test_s3_setup_draws_6_lair_and_7_horde_then_each_seat_arranges_in_secret():
    s = RULES.new_initial_state(2)
    chance = 0
    while s.current_player() == CHANCE:
        act(s, s.action_to_string(s.chance_outcomes()[0][0]))
        chance += 1
    assert chance == 26 and decision(s) == "arrange" and s.current_player() == 0
    assert len(s.hand[0]) == 7 and len(s.pool[0]) == 6 and s.gold == [25, 25]
    for _ in range(12):
        act(s, s.legal_action_strings()[0])
    assert s.view(1).positions[0].card == -1 and s.view(0).positions[0].card >= 0
    assert s.current_player() == CHANCE and s.need_first  # game 1: the first player by chance


# ---- §4 turn ----------------------------------------------------------------------------------


def test_s4_the_turn_draws_first():
    s = position(field={"0:F1": "D09", "1:F1": "D02"}, phase="discard", active=1,
                 piles=[((), ("A22",)), ((), ())])  # fmt: skip
    assert s.current_player() == CHANCE and s.draws == [(0, 1, -1)]


def test_s4_treasure_only_beside_a_row_with_a_card():
    s = position(field={"0:F1": "D09"}, hands=[["R01"], []], phase="treasure")
    act(s, "treasure R01")
    assert s.legal_action_strings() == ["slot 0:FL", "slot 0:FR", "slot 0:BL", "slot 0:BR"]
    s = position(
        field={"0:F1": "D09", "1:F1": "T01"}, hands=[["R01"], []], phase="treasure", filler=False
    )
    act(s, "treasure R01")
    assert s.legal_action_strings() == ["slot 0:FL", "slot 0:FR"]
    assert s.why_illegal("treasure", RULES_CARD("R01"), 2) is not None


def test_s4_1_redeploy_reveals_a_dragon_for_free_and_the_flag_turns_it_off():
    s = position(field={"0:F1": "D09", "1:F1": "D02"})
    act(s, "redeploy 0:F1-0:B1", "reveal 0:B1")
    assert s.up[3] and s.paid[3] and s.gold[0] == 25
    s = position(field={"0:F1": "D09", "1:F1": "D02"}, free_reveal=False)
    act(s, "redeploy 0:F1-0:B1")
    assert decision(s) != "redeploy-reveal"


def test_s4_2_the_other_seat_may_act_after_the_active_seat_passes():
    s = position(field={"0:F1": "D09", "1:F1": "D02"}, hands=[["A22"], ["A06"]],
                 phase="action-1")  # fmt: skip
    assert s.current_player() == 0
    act(s, "pass")
    assert s.current_player() == 1 and "play A06" in s.legal_action_strings()


def test_s4_7_discard_down_to_seven():
    hand = ["A22"] * 4 + ["A23"] * 3 + ["A24"] * 2
    s = position(field={"0:F1": "D09", "1:F1": "D02"}, hands=[hand, []], phase="discard")
    assert s.why_illegal("end-turn") is not None
    act(s, "discard A22", "discard A22")
    assert len(s.hand[0]) == 7 and s.active == 1


# ---- §5 costs ---------------------------------------------------------------------------------


def test_s5_a_dragon_its_owner_cannot_reveal_cannot_attack():
    s = position(field={"0:F1": "D12", "1:F1": "D02"}, gold=(9, 25))
    assert "attack 0:F1" not in s.legal_action_strings()
    assert s.why_illegal("attack", 0) is not None


def test_q2_a_defender_its_owner_cannot_pay_is_killed():
    s = position(field={"0:F1": ("D02", "u"), "1:F1": "D12"}, gold=(25, 3))
    attack(s, "0:F1", "1:F1")
    assert card_at(s, "1:F1") == "" and card_at(s, "0:F1") == "D02"


def test_s9_2_a_camouflaged_dragon_does_not_pay_again():
    s = position(field={"0:F1": ("D09", "p"), "1:F1": ("D02", "u")})
    act(s, "attack 0:F1")
    assert s.gold[0] == 25


# ---- §6 attacks -------------------------------------------------------------------------------


def test_s6_1_ground_dragons_reach_only_the_front_row_and_the_empty_row_rule():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": "T01", "1:B1": "T02"}, filler=False)
    assert board.targets(s, 0) == [6]
    s = position(field={"0:B1": ("D09", "u"), "1:B1": "T02"}, filler=False)
    assert board.targets(s, 3) == [9]  # both front rows empty: both back rows count as front


def test_s6_1_a_back_row_ground_dragon_cannot_attack():
    s = position(field={"0:F1": "T01", "0:B1": ("D09", "u"), "1:F1": "T01"}, filler=False)
    assert board.targets(s, 3) == [] and s.why_illegal("attack", 3) is not None


def test_q1_a_tie_kills_both():
    s = attack(position(field={"0:F1": ("D09", "u"), "1:F1": ("D26", "u")}), "0:F1", "1:F1")
    assert card_at(s, "0:F1") == "" and card_at(s, "1:F1") == ""


def test_s6_3_the_winner_stays_face_up_and_the_position_is_not_refilled():
    s = position(field={"0:F1": "D09", "1:F1": ("D02", "u")}, piles=[((), ()), (("D01",), ())])
    attack(s, "0:F1", "1:F1")
    assert s.up[0] and card_at(s, "1:F1") == "" and not s.draws


def test_q3_an_interceptor_killed_lets_the_attack_go_on():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": ("D02", "u")}, hands=[[], ["A18"]])
    act(s, "attack 0:F1", "target 1:F1", "play A18")
    assert card_at(s, "1:F1") == "" and s.disc[3] == [RULES_CARD("A18")]


def RULES_CARD(name):  # noqa: N802
    from game.rules.wyvern.cards import BY_ID

    return BY_ID[name]


def test_s7_a_slayer_skips_the_battle_phase():
    s = position(field={"1:F1": ("D02", "u"), "0:F1": ("D09", "u")}, hands=[["A13"], []],
                 phase="action-1")  # fmt: skip
    act(s, "play A13", "target 1:F1")
    assert s.active == 1  # the battle phase was skipped and the turn ended


def test_s7_one_hidden_action_per_card():
    s = position(field={"0:F1": "D09 h:A10@0"}, hands=[["A09"], []], phase="action-1")
    act(s, "play A09")
    assert "target 0:F1" not in s.legal_action_strings()


def test_q6_the_other_seat_answers_with_a_reaction():
    s = position(field={"1:F1": ("D02", "u")}, hands=[["A06"], ["A30"]], phase="action-1")
    act(s, "play A06")
    assert decision(s) == "reaction" and s.current_player() == 1


# ---- §8 guards --------------------------------------------------------------------------------


def test_s8_stalemate_after_8_quiet_turns_with_empty_hordes():
    s = position(field={"0:F1": "T01", "0:F2": "T01", "1:F1": "T01"}, gold=(10, 12),
                 phase="discard", filler=False)  # fmt: skip
    while not s.is_terminal() and s.game == 1:
        act(s, "pass")
    assert last_game(s).why == "stalemate" and last_game(s).seat == 0


def _step(s) -> None:
    """One step of a game nobody plays: a pass, or the first outcome of a chance node."""
    if s.current_player() == CHANCE:
        act(s, s.action_to_string(s.chance_outcomes()[0][0]))
    else:
        act(s, "pass")


def _play_passes(s, turns: int) -> None:
    """Pass every decision for `turns` turns or until the game ends."""
    stop = s.turn + turns
    while s.game == 1 and s.turn < stop:
        _step(s)


HORDES_LEFT = [((), ("A22",) * 12), ((), ("A22",) * 12)]
"""Twelve Horde cards for each seat: the Hordes stay full for the whole test."""


def test_s8_by_default_the_guard_waits_for_both_hordes_to_empty():
    s = position(field={"0:F1": "T01", "0:F2": "T01", "1:F1": "T01"}, gold=(10, 12),
                 phase="discard", filler=False, piles=HORDES_LEFT)  # fmt: skip
    _play_passes(s, 10)
    assert s.game == 1 and not s.is_terminal() and s.quiet == 0


def test_s8_option_any_time_eight_quiet_turns_end_the_game_with_hordes_left():
    s = position(field={"0:F1": "T01", "0:F2": "T01", "1:F1": "T01"}, gold=(10, 12),
                 phase="discard", filler=False, piles=HORDES_LEFT, quiet_any_time=True)  # fmt: skip
    _play_passes(s, 10)
    event = last_game(s)
    assert event.why == "quiet" and event.seat == 0  # more positions, though less gold
    assert s.results[-1][0] == 0 and s.game == 2


def test_s8_option_any_time_a_card_leaving_starts_the_count_again():
    s = position(field={"0:F1": ("D09", "u"), "0:F2": "T01", "1:F1": "T01", "1:F2": "T01"},
                 phase="battle", filler=False, piles=HORDES_LEFT, quiet_any_time=True)  # fmt: skip
    _step(s)
    while not (s.active == 0 and decision(s) == "battle" and s.quiet >= 4):
        _step(s)
    attack(s, "0:F1", "1:F1")  # the Mire kills the ground dragon and leaves (no refill)
    assert card_at(s, "0:F1") == card_at(s, "1:F1") == "" and s.game == 1
    _play_passes(s, 1)
    assert s.quiet == 0 and s.game == 1
    _play_passes(s, 7)
    assert s.quiet == 7 and s.game == 1  # counting again from the attack's turn


def test_the_stalemate_option_reaches_the_state_and_its_clones():
    s = RULES.new_initial_state(2, {"stalemate": "any_time"})
    assert s.quiet_any_time and s.clone().quiet_any_time and s.view(0).options[3]
    assert not RULES.new_initial_state(2).quiet_any_time


def test_s8_the_turn_cap():
    s = position(field={"0:F1": "T01", "1:F1": "T01"}, gold=(10, 12), phase="discard",
                 turn=120, filler=False, piles=[((), ("A22",)), ((), ("A22",))])  # fmt: skip
    assert last_game(s).why == "turn-limit" and last_game(s).seat == 1


def test_s9_5_power_0_kills():
    s = position(field={"0:F1": ("D02", "u"), "1:F1": "T05"})
    assert card_at(attack(s, "0:F1", "1:F1"), "0:F1") == ""


# ---- decks ------------------------------------------------------------------------------------


def test_the_three_decks_are_legal():
    assert all(not problems(deck) for deck in DECKS.values())


def test_a_deck_list_that_names_a_card_twice_is_refused():
    # Counted once, "T01 T01x2" would quietly give a deck of a different size than its list.
    assert decks._ids("D02 T01x3") == {"D02": 1, "T01": 3}
    with pytest.raises(ValueError, match="T01"):
        decks._ids("D02 T01 T01x2")


def test_each_illegal_deck_says_why():
    good = DECKS["stormwing"]
    cases = {
        "Lair needs": Deck(good.lair[:19], good.horde),
        "Horde needs": Deck(good.lair, good.horde[:49]),
        "must be different": Deck(good.lair + good.lair[:1], good.horde),
        "At most 4": Deck(good.lair + (good.lair[-1],) * 4, good.horde),
        "belongs in the Horde": Deck(good.lair + good.horde[:1], good.horde),
        "belongs in the Lair": Deck(good.lair, good.horde + good.lair[:1]),
    }
    for words, deck in cases.items():
        assert any(words in str(message) for message in problems(deck)), words


def test_a_custom_deck_match():
    s = RULES.new_match((DECKS["shadowscale"], DECKS["stoneheart"]), {"match_points": 50})
    assert s.current_player() == CHANCE and s.match_points == 50

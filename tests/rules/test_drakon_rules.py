"""Scenario tests for the Drakon engine: placement, movement, every chamber and the endings."""

from __future__ import annotations

import random

import pytest

from game.core.protocol import CHANCE, IllegalActionError
from game.rules.drakon import KIND_BY_CODE
from tests.rules.drakon_positions import RULES, legal, placements, play, position

GOLD_N = {(0, 1): ("gold-1", 0)}  # north of Start, arrow pointing further north


def test_initial_deal_gives_four_hidden_tiles_each():
    state = RULES.new_initial_state(3)
    rng = random.Random(1)
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
    assert state.view(0).hand_sizes == (4, 4, 4)
    assert len(state.view(1).hand) == 4 and state.view(None).hand == ()
    assert state.view(0).pile_size == 60 - 12
    assert state.current_player() == state.turn_owner() in (0, 1, 2)


def test_arrow_rule_forbids_arrows_facing_arrows():
    state = position(hands=[["blank-1"], []])
    options = placements(state)
    assert "place blank-1 r3 @1,0" not in options  # its west arrow would face Start's east one
    assert "place blank-1 r0 @1,0" in options
    assert "place blank-1 r1 @-1,0" in options  # Start's west side is a door
    assert "place blank-1 r1 @5,5" not in options  # must touch a tile


def test_placing_is_three_small_steps():
    state = position(hands=[["blank-1", "blank-1", "gold-2s"], ["blank-1"]])
    assert legal(state) == {"tile blank-1", "tile gold-2s"}  # no neighbours: no move yet
    play(state, "tile gold-2s")
    assert state.current_player() == 0 and state.pending[0] == "place-cell"
    assert legal(state) == {"at @0,1", "at @1,0", "at @0,-1", "at @-1,0"}
    play(state, "at @-1,0")  # west of Start, facing its door
    assert legal(state) == {"turn r0", "turn r1"}  # a straight tile has two distinct masks
    play(state, "turn r1")
    assert state.board[(-1, 0)] == (KIND_BY_CODE["gold-2s"], 1) and state.active == 1


def test_placing_draws_a_tile_and_does_not_trigger():
    state = position(hands=[["gold-1"], []], pile={"blank-1": 2, "due-3": 1})
    play(state, "place gold-1 r0 @0,1")
    assert state.current_player() == CHANCE
    assert dict((state.action_to_string(a), p) for a, p in state.chance_outcomes()) == {
        "draw blank-1": pytest.approx(2 / 3),
        "draw due-3": pytest.approx(1 / 3),
    }
    play(state, "draw due-3")
    assert state.coins == [0, 0] and state.heroes[0] == (0, 0)
    assert state.view(0).hand == (KIND_BY_CODE["due-3"],)
    assert state.active == 1


def test_empty_pile_no_draw_and_destroyed_tiles_come_back_from_the_bottom():
    state = position(hands=[["gold-1"], ["blank-1"]])
    play(state, "place gold-1 r0 @0,1")
    assert state.active == 1 and sum(state.hands[0]) == 0
    state = position(hands=[["gold-1"], ["blank-1"]], bottom=["rotate-1"])
    play(state, "place gold-1 r0 @0,1")
    assert state.active == 1 and state.hands[0][KIND_BY_CODE["rotate-1"]] == 1


def test_moves_only_through_arrows_and_find_a_gold():
    state = position(board={**GOLD_N, (-1, 0): ("gold-1", 3)})
    assert legal(state) == {"move @0,1"}  # the west tile is behind a door
    play(state, "move @0,1")
    assert state.coins == [1, 0] and state.hoard == 29 and state.active == 1


def test_five_coins_win_at_once():
    state = position(board=GOLD_N, coins=[4, 0])
    play(state, "move @0,1")
    assert state.is_terminal() and state.outcome().winners == (0,)
    assert state.returns() == [1.0, -1.0]


def test_empty_hoard_gives_nothing():
    state = position(board=GOLD_N, hoard=0)
    play(state, "move @0,1")
    assert state.coins == [0, 0]


def test_start_coins_are_taken_one_per_entry():
    state = position(board={(0, 0): ("start-3", 1), (0, 1): ("blank-1", 2)},
                     heroes=[(0, 1), (0, 1)], start_coins=2)  # fmt: skip
    play(state, "move @0,0")
    assert state.coins == [1, 0] and state.start_coins == 1


@pytest.mark.parametrize(
    "code, expected", [("steal-left-1", [1, 1, 3]), ("steal-right-1", [1, 2, 2])]
)
def test_steals_left_and_right(code, expected):
    state = position(players=3, board={(0, 1): (code, 1)}, coins=[0, 2, 3])
    play(state, "move @0,1")
    assert state.coins == expected


def test_steal_from_a_seat_without_coins_does_nothing():
    state = position(board={(0, 1): ("steal-left-1", 1)}, coins=[0, 0])
    play(state, "move @0,1")
    assert state.coins == [0, 0]


@pytest.mark.parametrize("code", ["due-2s", "well-2s"])
def test_drakons_due_and_wishing_well_put_a_coin_on_start(code):
    state = position(board={(0, 1): (code, 1)}, coins=[2, 0])
    play(state, "move @0,1")
    assert state.coins == [1, 0] and state.start_coins == 1


def test_destroy_chamber_spares_start_and_occupied_chambers():
    board = {(0, 1): ("destroy-2s", 1), (1, 0): ("blank-1", 1), (0, -1): ("gold-1", 2)}
    state = position(board=board, heroes=[(0, 0), (0, -1)])
    play(state, "move @0,1")
    assert legal(state) == {"destroy @1,0"}
    play(state, "destroy @1,0")
    assert (1, 0) not in state.board and state.bottom == [KIND_BY_CODE["blank-1"]]
    assert state.turns == 2 and state.active == 0  # seat 1 is stuck on a dead end: skipped


def test_magical_shift_swaps_a_hand_tile_into_the_spot():
    board = {(0, 1): ("shift-2s", 1), (1, 0): ("gold-1", 1)}
    state = position(board=board, hands=[["blank-1"], []])
    play(state, "move @0,1")
    assert legal(state) == {"shift @1,0"}
    play(state, "shift @1,0")
    assert "shift-place blank-1 r3" not in legal(state)  # would face Start's east arrow
    play(state, "shift-place blank-1 r1")
    assert state.board[(1, 0)] == (KIND_BY_CODE["blank-1"], 1)
    assert state.view(0).hand == (KIND_BY_CODE["gold-1"],)


def test_magical_shift_without_hand_tiles_does_nothing():
    state = position(board={(0, 1): ("shift-2s", 1), (1, 0): ("gold-1", 1)})
    play(state, "move @0,1")
    assert state.active == 1


def test_map_chamber_takes_a_random_tile_from_a_chosen_hand():
    state = position(board={(0, 1): ("map-2s", 1)}, hands=[[], ["gold-1", "blank-1"]])
    play(state, "move @0,1")
    assert legal(state) == {"map seat1"}
    play(state, "map seat1")
    assert state.current_player() == CHANCE
    assert legal(state) == {"snatch gold-1", "snatch blank-1"}
    play(state, "snatch gold-1")
    assert state.view(0).hand == (KIND_BY_CODE["gold-1"],)
    assert state.view(None).hand_sizes == (1, 1)


def test_rotate_a_chamber_may_turn_start_and_must_keep_the_arrow_rule():
    state = position(board={(0, 1): ("rotate-2c", 0)}, heroes=[(0, 0), (0, 0)])
    play(state, "move @0,1")
    options = legal(state)
    assert "rotate @0,0 +2" in options
    assert "rotate @0,1 +2" not in options  # its arrows would face Start's north arrow
    play(state, "rotate @0,0 +2")
    assert state.board[(0, 0)] == (0, 2)


def test_mind_control_moves_another_hero_whose_owner_gains():
    board = {(0, 1): ("mind-2s", 1), (1, 0): ("gold-1", 1)}
    state = position(board=board)
    play(state, "move @0,1", "mind seat1")
    assert legal(state) == {"mind-move @0,1", "mind-move @1,0"}
    play(state, "mind-move @1,0")
    assert state.coins == [0, 1] and state.heroes[1] == (1, 0)
    assert state.turns == 2  # seat 1 now faces nothing, so its turn was skipped


def test_mind_control_owner_resolves_the_chamber_choice():
    board = {(0, 1): ("mind-2s", 1), (1, 0): ("destroy-1", 1), (0, -1): ("blank-1", 2)}
    state = position(board=board)
    play(state, "move @0,1", "mind seat1", "mind-move @1,0")
    assert state.current_player() == 1 and state.turn_owner() == 0
    assert legal(state) == {"destroy @0,-1"}


def test_heavy_gale_and_strong_wind_paths():
    lair = {
        (5, 5): ("gale-2s", 1),
        (6, 5): ("blank-2c", 0),
        (7, 5): ("blank-1", 1),
        (8, 5): ("gold-1", 0),
        (6, 6): ("blank-1", 0),
    }
    state = position(board=lair, heroes=[(5, 5), (0, 0)])
    assert legal(state) == {"move @8,5"}  # exactly 3 steps; the middle chambers do nothing
    play(state, "move @8,5")
    assert state.coins == [1, 0]
    windy = {**lair, (5, 5): ("wind-2s", 1)}
    state = position(board=windy, heroes=[(5, 5), (0, 0)])
    assert legal(state) == {"move @6,6", "move @7,5"}


def test_gale_passes_no_arrow_chambers_in_any_direction():
    lair = {(5, 5): ("gale-2s", 1), (6, 5): ("key-0", 0), (6, 6): ("blank-1", 0),
            (6, 7): ("gold-1", 0)}  # fmt: skip
    state = position(board=lair, heroes=[(5, 5), (0, 0)])
    assert legal(state) == {"move @6,7"}


def test_master_key_leaves_against_an_arrow_and_vortex_goes_anywhere():
    state = position(board={(0, 1): ("key-0", 0)}, heroes=[(0, 1), (0, 1)])
    assert legal(state) == {"move @0,0"}  # Start's north arrow points at the key
    state = position(board={(0, 1): ("vortex-0", 0), (9, 9): ("gold-1", 0)}, heroes=[(0, 1)] * 2)
    assert legal(state) == {"move @0,0", "move @9,9"}


def test_exhaustion_ends_with_most_coins_and_shared_wins():
    state = position(coins=[2, 1])
    assert state.is_terminal() and state.outcome().winners == (0,)
    state = position(coins=[1, 1])
    assert state.is_terminal() and state.outcome().is_draw and state.returns() == [0.0, 0.0]
    state = position(players=3, coins=[2, 2, 0])
    assert state.outcome().winners == (0, 1) and state.returns() == [0.5, 0.5, -1.0]


def test_a_seat_without_tiles_or_moves_is_skipped():
    state = position(board=GOLD_N, heroes=[(0, 1), (0, 0)], active=0)
    assert state.current_player() == 1  # seat 0 stands on a dead end facing nothing


def test_endless_wandering_ends_when_a_position_comes_back_a_third_time():
    state = position(board={(0, 1): ("vortex-0", 0), (5, 5): ("vortex-0", 0)}, hoard=0)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert state.turns == 8 and state.reason == "quiet"  # issue 11: loops only, not 20 turns


def test_escape_from_the_lair():
    state = position(board={(0, 1): ("vortex-0", 0)}, coins=[4, 0], escape=True)
    play(state, "move @0,1")
    assert state.is_terminal() and state.outcome().winners == (0,)
    state = position(board=GOLD_N, coins=[4, 0], escape=True)
    play(state, "move @0,1")
    assert not state.is_terminal() and state.coins == [5, 0]


def test_action_text_round_trip_and_illegal_actions():
    state = position(hands=[["blank-3", "gold-2c"], []], board=GOLD_N)
    for action in state.legal_actions():
        assert RULES.parse_action(state, state.action_to_string(action)) == action
    with pytest.raises(IllegalActionError):
        RULES.parse_action(state, "move @9,9")
    with pytest.raises(IllegalActionError):
        state.apply_action(12345)


def test_determinization_keeps_what_the_seat_knows():
    state = position(players=3, hands=[["gold-1"], ["blank-1", "map-2s"], ["due-3"]],
                     pile={"rotate-1": 3}, board=GOLD_N)  # fmt: skip
    twin = state.sample_determinization(0, random.Random(5))
    assert twin.view(0) == state.view(0)
    assert sum(twin.pile) == 3 and [sum(h) for h in twin.hands] == [1, 2, 1]
    assert state.reveals_information(RULES.parse_action(state, "tile gold-1"))
    assert not state.reveals_information(RULES.parse_action(state, "move @0,1"))


def test_mind_control_cannot_pick_a_hero_on_a_gale_without_a_full_path():
    board = {(0, 1): ("mind-2s", 1), (5, 5): ("gale-2s", 1), (6, 5): ("blank-1", 1)}
    state = position(board=board, heroes=[(0, 0), (5, 5)], hands=[[], ["gold-1"]])
    play(state, "move @0,1")
    assert state.active == 1 and state.heroes[1] == (5, 5)  # no target: no effect


def test_mind_control_chains_with_each_owner_deciding():
    board = {(0, 1): ("mind-2s", 1), (1, 0): ("mind-3", 0)}
    state = position(players=3, board=board)
    play(state, "move @0,1", "mind seat1", "mind-move @1,0")
    assert state.current_player() == 1 and state.turn_owner() == 0
    assert legal(state) == {"mind seat2"}  # seat 0 stands where it cannot move on
    play(state, "mind seat2", "mind-move @0,1")
    assert state.heroes == [(0, 1), (1, 0), (0, 1)]
    assert state.is_terminal() and state.outcome().is_draw  # nobody can act any more

"""The Heroes variant (digest §8): one scenario per ruling of the hero table, plus the deal and
the once-per-game / before-or-after timing.

Start is at (0, 0) with arrows N, E and S (west is a door). Hero ids: 0 wizard, 1 barbarian,
2 thief, 3 dwarf, 4 knight, 5 amazon.
"""

from __future__ import annotations

import random

import pytest

from game.core.protocol import CHANCE
from game.rules.drakon import KIND_BY_CODE
from game.rules.drakon.heroes import HERO_BLURBS, HERO_NAMES, HEROES
from tests.rules.drakon_positions import RULES, legal, play, position

WIZARD, BARBARIAN, THIEF, DWARF, KNIGHT, AMAZON = range(6)
GOLD_N = {(0, 1): ("gold-1", 0)}


def heroes(hero_of, **kwargs):
    """A Heroes-variant position with the given hero per seat."""
    return position(players=len(hero_of), hero_of=list(hero_of), heroes_on=True, **kwargs)


def test_heroes_are_dealt_at_random_without_repeats():
    state = RULES.new_initial_state(4, {"heroes": "on"})
    rng = random.Random(3)
    seen_hero_node = False
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        if state.pending[0] == "hero":
            seen_hero_node = True
            free = 6 - sum(1 for h in state.hero_of if h >= 0)
            assert len(outcomes) == free
            assert all(p == pytest.approx(1 / free) for _, p in outcomes)
        state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
    assert seen_hero_node and len(set(state.hero_of)) == 4 and -1 not in state.hero_of
    view = state.view(1)
    assert view.heroes_on and view.hero_of == tuple(state.hero_of)
    assert view.ability_used == (False,) * 4
    assert len(HEROES) == len(HERO_NAMES) == len(HERO_BLURBS) == 6


def test_base_game_heroes_are_only_a_look():
    state = position(players=3, board=GOLD_N)
    assert state.view(0).hero_of == (0, 1, 2) and not state.view(0).heroes_on
    assert not any(text.startswith("use") for text in legal(state))


# ------------------------------------------------------------------------------- wizard


def test_wizard_moves_once_through_a_door_even_against_an_arrow():
    board = {**GOLD_N, (-1, 0): ("gold-1", 1)}  # its east arrow points at Start's west door
    state = heroes([WIZARD, BARBARIAN], board=board)
    assert legal(state) == {"move @0,1", "use wizard"}
    play(state, "use wizard")
    assert state.pending[0] == "wizard" and legal(state) == {"ability @-1,0"}
    play(state, "ability @-1,0")
    assert state.heroes[0] == (-1, 0) and state.coins == [1, 0]  # the chamber acts
    assert state.used == [True, False] and state.active == 1  # it was the move: no more


def test_wizard_is_no_extra_move_and_only_once():
    board = {**GOLD_N, (-1, 0): ("blank-1", 3)}
    state = heroes([WIZARD, DWARF], board=board, heroes=[(0, 0), (0, 1)], hands=[[], ["gold-3"]])
    play(state, "move @0,1")
    assert state.active == 1  # no after-step for the Wizard: the door move replaces a move
    state = heroes([WIZARD, DWARF], board=board, used=[True, False])
    assert "use wizard" not in legal(state)


# ---------------------------------------------------------------------------- barbarian


def test_barbarian_pushes_the_owner_resolves_then_a_random_tile_is_taken():
    # Issue 11 (seed): the push follows the Barbarian ENTERING a chamber with another hero.
    board = {(1, 0): ("key-0", 0), (1, 1): ("destroy-1", 0), (2, 0): ("blank-1", 1)}
    state = heroes([BARBARIAN, WIZARD], board=board, heroes=[(0, 0), (1, 0)],
                   hands=[[], ["gold-1", "map-2s"]])  # fmt: skip
    assert "use barbarian" not in legal(state)
    play(state, "move @1,0", "use barbarian")
    assert legal(state) == {"ability seat1"}
    play(state, "ability seat1")
    assert legal(state) == {"ability @0,0", "ability @1,1", "ability @2,0"}  # a key: any side
    play(state, "ability @1,1")
    assert state.current_player() == 1 and state.turn_owner() == 0  # the pushed owner decides
    assert legal(state) == {"destroy @2,0"}
    play(state, "destroy @2,0")
    assert state.current_player() == CHANCE and legal(state) == {"snatch gold-1", "snatch map-2s"}
    play(state, "snatch map-2s")
    assert state.hands[0][KIND_BY_CODE["map-2s"]] == 1 and sum(state.hands[1]) == 1
    assert state.active == 1  # the push came after the move: the turn is over


def test_barbarian_cannot_push_a_hero_without_a_legal_move():
    state = heroes([BARBARIAN, WIZARD], board=GOLD_N, heroes=[(0, 1), (0, 1)], hands=[["blank-1"]])
    assert "use barbarian" not in legal(state)


def test_barbarian_after_moving_in_and_an_empty_hand_gives_no_tile():
    board = {(0, 1): ("blank-1", 0), (0, 2): ("gold-1", 0)}
    state = heroes([BARBARIAN, DWARF], board=board, heroes=[(0, 0), (0, 1)])
    play(state, "move @0,1")
    assert state.pending[0] == "after" and legal(state) == {"use barbarian", "pass"}
    play(state, "use barbarian", "ability seat1", "ability @0,2")
    assert state.heroes[1] == (0, 2) and state.coins == [0, 1]
    assert sum(state.hands[0]) == 0  # nothing to take
    assert state.turns == 2 and state.pending == ("turn", 0)  # seat 1, stuck, was skipped


# -------------------------------------------------------------------------------- thief


def test_thief_takes_a_coin_from_a_hero_sharing_the_chamber():
    state = heroes([THIEF, WIZARD], board=GOLD_N, coins=[0, 2])
    play(state, "use thief")
    assert legal(state) == {"ability seat1"}
    play(state, "ability seat1")
    assert state.coins == [1, 1] and state.pending == ("turn", 0)
    state = heroes([THIEF, WIZARD], board=GOLD_N, coins=[0, 0])
    assert "use thief" not in legal(state)  # nothing to take
    state = heroes([THIEF, WIZARD], board=GOLD_N, coins=[0, 2], heroes=[(0, 0), (0, 1)])
    assert "use thief" not in legal(state)  # not in the same chamber


def test_knight_blocks_the_thief():
    state = heroes([THIEF, KNIGHT], board=GOLD_N, coins=[0, 2])
    play(state, "use thief", "ability seat1")
    assert state.pending[0] == "knight"
    assert state.current_player() == 1 and state.turn_owner() == 0
    assert legal(state) == {"use knight", "pass"}
    play(state, "use knight")
    assert state.coins == [0, 2] and state.used == [True, True]
    assert state.current_player() == 0 and state.pending[0] == "turn"


# -------------------------------------------------------------------------------- dwarf


def test_dwarf_puts_two_tiles_under_the_pile_and_draws_two():
    state = heroes([DWARF, WIZARD], board=GOLD_N, hands=[["gold-1", "blank-1", "map-2s"]],
                   pile={"rotate-1": 2, "due-3": 1})  # fmt: skip
    play(state, "use dwarf")
    assert legal(state) == {"return gold-1", "return blank-1", "return map-2s"}
    play(state, "return gold-1", "return map-2s")
    assert state.view(0).bottom == (KIND_BY_CODE["gold-1"], KIND_BY_CODE["map-2s"])
    assert state.view(1).bottom == (-1, -1)  # issue 11: face down, nobody else sees which
    assert state.current_player() == CHANCE
    assert dict((state.action_to_string(a), p) for a, p in state.chance_outcomes()) == {
        "draw rotate-1": pytest.approx(2 / 3),
        "draw due-3": pytest.approx(1 / 3),
    }
    play(state, "draw rotate-1", "draw due-3")
    assert sorted(state.view(0).hand) == sorted(KIND_BY_CODE[c] for c in ("blank-1", "rotate-1",
                                                                          "due-3"))  # fmt: skip
    assert state.pending == ("turn", 0)  # the normal action still follows


def test_dwarf_with_one_tile_and_an_empty_pile_gets_it_back_from_the_bottom():
    state = heroes([DWARF, WIZARD], board=GOLD_N, hands=[["gold-1"]], bottom=["map-2s"])
    play(state, "use dwarf", "return gold-1")
    assert state.view(0).hand == (KIND_BY_CODE["map-2s"],)  # drawn from under the pile
    assert state.bottom == [KIND_BY_CODE["gold-1"]]


# ------------------------------------------------------------------------------- knight


@pytest.mark.parametrize("use, expected", [(True, [0, 2]), (False, [1, 1])])
def test_knight_answers_a_steal_on_another_seats_turn(use, expected):
    state = heroes([WIZARD, KNIGHT], board={(0, 1): ("steal-left-1", 1)}, coins=[0, 2])
    play(state, "move @0,1")
    assert state.pending[0] == "knight" and state.current_player() == 1
    assert state.turn_owner() == 0
    play(state, "use knight" if use else "pass")
    assert state.coins == expected and state.used[1] == use
    assert state.active == 1


def test_knight_cancels_a_chamber_loss_and_only_once():
    state = heroes([KNIGHT, WIZARD], board={(0, 1): ("due-2s", 1)}, coins=[2, 0])
    play(state, "move @0,1", "use knight")
    assert state.coins == [2, 0] and state.start_coins == 0
    state = heroes(
        [KNIGHT, WIZARD], board={(0, 1): ("due-2s", 1)}, coins=[2, 0], used=[True, False]
    )
    play(state, "move @0,1")
    assert state.coins == [1, 0] and state.start_coins == 1  # no offer any more
    state = heroes([KNIGHT, WIZARD], board={(0, 1): ("due-2s", 1)}, coins=[0, 0])
    play(state, "move @0,1")
    assert state.active == 1  # nothing to lose: nothing to ask


# ------------------------------------------------------------------------------- amazon


def test_amazon_takes_one_extra_step_and_both_chambers_act():
    board = {(0, 1): ("gold-1", 0), (0, 2): ("gold-1", 0)}
    state = heroes([AMAZON, WIZARD], board=board)
    play(state, "move @0,1")
    assert state.coins == [1, 0] and legal(state) == {"use amazon", "pass"}
    play(state, "use amazon")
    assert legal(state) == {"ability @0,2"}
    play(state, "ability @0,2")
    assert state.coins == [2, 0] and state.active == 1


def test_amazon_resolves_the_first_chamber_before_the_extra_step():
    board = {(0, 1): ("destroy-1", 0), (0, 2): ("gold-1", 0), (1, 0): ("blank-1", 1)}
    state = heroes([AMAZON, WIZARD], board=board, heroes=[(0, 0), (0, 2)])
    play(state, "move @0,1")
    assert state.pending[0] == "destroy"
    play(state, "destroy @1,0")
    assert state.pending[0] == "after"
    play(state, "use amazon", "ability @0,2")
    assert state.coins == [1, 0]


def test_amazon_after_a_gale_steps_one_chamber_further():
    lair = {(5, 5): ("gale-2s", 1), (6, 5): ("blank-2c", 0), (7, 5): ("blank-1", 1),
            (8, 5): ("gold-1", 0), (8, 6): ("gold-1", 0)}  # fmt: skip
    state = heroes([AMAZON, WIZARD], board=lair, heroes=[(5, 5), (0, 0)])
    play(state, "move @8,5", "use amazon")
    assert legal(state) == {"ability @8,6"}
    play(state, "ability @8,6")
    assert state.coins == [2, 0]


def test_amazon_is_not_offered_after_placing_and_pass_keeps_it():
    state = heroes([AMAZON, WIZARD], board=GOLD_N, hands=[["blank-1"], []])
    play(state, "place blank-1 r0 @1,0")
    assert state.active == 1 and state.used == [False, False]
    board = {(0, 1): ("gold-1", 0), (0, 2): ("gold-1", 0)}
    state = heroes([AMAZON, WIZARD], board=board)
    play(state, "move @0,1", "pass")
    assert state.active == 1 and state.used == [False, False]

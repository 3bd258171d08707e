"""Drakon's later-edition options and hidden-information plumbing: the setup options, valued
face-down coins (§1.2, R6), the Drakon figure (§7.3), viewer-safe `last_action` texts and the
Magical Shift memory (`known`)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core.protocol import CHANCE, sample_chance
from game.rng import rng_for
from game.rules.drakon import KIND_BY_CODE, KINDS, actions
from game.rules.drakon.coins import VALUED_COINS
from game.rules.drakon.tiles import ICON_KINDS, PILE_SIZE, pile_counts
from tests.rules.drakon_positions import RULES, legal, play, position

GOLD_N = {(0, 1): ("gold-1", 0)}
ALL_ON = {"goal": "escape", "heroes": "on", "coins": "valued", "drakon": "on"}


def outcomes(state) -> dict[str, float]:
    """Chance outcomes as text -> probability."""
    return {state.action_to_string(a): p for a, p in state.chance_outcomes()}


def test_options_have_labels_help_and_build_the_variants():
    specs = {spec.key: spec for spec in RULES.info.options}
    assert set(specs) == {"goal", "heroes", "coins", "drakon"}
    assert all(spec.label and spec.help for spec in specs.values())
    assert RULES.info.default_options() == {
        "goal": "coins", "heroes": "off", "coins": "plain", "drakon": "off"
    }  # fmt: skip
    base = RULES.new_initial_state(3).view(0)
    assert (base.target, base.valued, base.heroes_on, base.drakon, base.my_coins) == (
        5, False, False, None, ()
    )  # fmt: skip
    state = RULES.new_initial_state(3, ALL_ON)
    view = state.view(0)
    assert view.target == 10 and view.valued and view.heroes_on and view.escape
    assert view.hoard == sum(VALUED_COINS.values()) == 28 and view.pile_size == PILE_SIZE
    assert sum(state.pile[k] for k in ICON_KINDS) == 3


def test_icon_tiles_replace_three_blanks():
    with_icon = pile_counts(True)
    assert sum(with_icon) == sum(pile_counts(False)) == 60
    assert all(KINDS[k].icon and KINDS[k].chamber == "blank" for k in ICON_KINDS)
    assert (
        sum(with_icon[k] for k in ICON_KINDS) == 3
        and sum(pile_counts()[k] for k in ICON_KINDS) == 0
    )


# -------------------------------------------------------------------------- valued coins


def valued(**kwargs):
    """A valued-coins position (hoard 12x1 10x2 6x3 unless given)."""
    kwargs.setdefault("hoard_values", [12, 10, 6])
    return position(valued=True, **kwargs)


def test_find_a_gold_draws_a_hidden_value_only_its_owner_sees():
    state = valued(players=3, board=GOLD_N, hoard_values=[2, 1, 1])
    play(state, "move @0,1")
    assert state.current_player() == CHANCE
    assert outcomes(state) == {"coin 1": 0.5, "coin 2": 0.25, "coin 3": 0.25}
    play(state, "coin 3")
    assert state.view(0).my_coins == (3,) and state.view(1).my_coins == ()
    assert state.view(1).coins == (1, 0, 0) and state.view(1).hoard == 3
    assert state.view(0).last_action == "coin 3"
    assert state.view(1).last_action == state.view(None).last_action == "coin"


@pytest.mark.parametrize("last, over", [("coin 2", True), ("coin 1", False)])
def test_ten_gold_wins_at_once(last, over):
    state = valued(board=GOLD_N, values=[[3, 3, 2], []], hoard_values=[1, 1, 0])
    play(state, "move @0,1", last)
    assert state.is_terminal() == over
    if over:
        assert state.outcome().winners == (0,) and state.outcome().scores == (10.0, 0.0)


def test_a_steal_takes_a_random_coin_seen_only_by_the_two_seats():
    state = valued(players=3, board={(0, 1): ("steal-left-1", 1)}, values=[[], [1, 3, 3], []])
    play(state, "move @0,1")
    assert outcomes(state) == pytest.approx({"coin 1": 1 / 3, "coin 3": 2 / 3})
    play(state, "coin 3")
    assert state.vals == [[3], [1, 3], []] and state.coins == [1, 2, 0]
    assert state.view(0).last_action == state.view(1).last_action == "coin 3"
    assert state.view(2).last_action == "coin"


def test_coins_put_on_start_keep_their_value():
    state = valued(board={(0, 1): ("due-2s", 1)}, values=[[2], [1]], hoard_values=[0, 0, 0])
    play(state, "move @0,1", "coin 2")
    assert state.start_vals == [2] and state.view(1).start_coins == 1
    state = valued(board={(0, 1): ("blank-1", 2)}, heroes=[(0, 1), (0, 1)], start_values=[2, 3])
    play(state, "move @0,0")
    assert outcomes(state) == {"coin 2": 0.5, "coin 3": 0.5}


def test_exhaustion_and_escape_with_valued_coins():
    state = valued(values=[[3], [1, 1]])  # nobody can act: most GOLD wins
    assert state.is_terminal() and state.outcome().winners == (0,)
    state = valued(board={(0, 1): ("vortex-0", 0)}, values=[[1, 1, 1, 1], []], escape=True)
    play(state, "move @0,1")  # [P] the escape threshold counts coins, not gold
    assert state.is_terminal() and state.outcome().winners == (0,)


def test_determinization_resamples_coin_values_consistently():
    state = valued(players=3, board=GOLD_N, values=[[3, 3], [1, 2], [2]], start_values=[1],
                   hoard_values=[10, 8, 4])  # fmt: skip
    seen = set()
    for seed in range(40):
        twin = state.sample_determinization(0, random.Random(seed))
        assert twin.vals[0] == [3, 3] and twin.view(0) == state.view(0)
        assert [len(v) for v in twin.vals] == state.coins and len(twin.start_vals) == 1
        every = sum(twin.vals, []) + twin.start_vals
        every += [v for v, n in enumerate(twin.hoard_vals) for _ in range(n)]
        assert Counter(every) == Counter(VALUED_COINS)
        seen.add(tuple(twin.vals[1]))
    assert len(seen) > 2  # others' values really are resampled


# --------------------------------------------------------------------------- the figure

# Start (0,0) N/E/S; the icon chamber (0,1) opens N and E; the figure waits on (0,2) and can
# walk (0,2) -> (1,2) -> (1,1) -> (1,0).
LAIR = {
    (0, 1): ("blank-2c-icon", 0),
    (0, 2): ("blank-1", 1),
    (1, 2): ("gold-1", 2),
    (1, 1): ("blank-1", 2),
    (1, 0): ("blank-1", 1),
}


def test_first_icon_tile_placed_brings_the_figure_out():
    state = position(hands=[["blank-2s-icon", "blank-3-icon"], ["gold-1"]], pile={"gold-1": 2},
                     drakon_on=True)  # fmt: skip
    play(state, "place blank-2s-icon r1 @-1,0")
    assert state.pending[0] == "drakon" and legal(state) == {"drakon @-1,0"}
    play(state, "drakon @-1,0")
    assert state.view(1).drakon == (-1, 0) and state.current_player() == CHANCE  # then draw
    play(state, "draw gold-1", "place gold-1 r0 @0,1")
    assert state.current_player() == CHANCE  # no figure step for an ordinary tile
    play(state, "draw gold-1")
    play(state, "place blank-3-icon r0 @-1,1")
    assert state.pending == ("turn", 1) and state.drakon == (-1, 0)  # the figure is out already


def test_entering_an_icon_chamber_moves_the_figure_which_catches_heroes():
    state = position(board=LAIR, heroes=[(0, 0), (1, 0)], coins=[0, 2], hoard=10,
                     drakon=(0, 2), drakon_on=True)  # fmt: skip
    play(state, "move @0,1")
    assert state.pending[0] == "drakon" and legal(state) == {"drakon @1,2", "pass"}
    play(state, "drakon @1,2", "drakon @1,1")
    assert legal(state) == {"drakon @1,0", "pass"}
    play(state, "drakon @1,0")  # the third step ends the move
    assert state.drakon == (1, 0) and state.heroes[1] == (0, 0)
    assert state.coins == [0, 1] and state.hoard == 11


def test_the_figure_may_stop_early():
    state = position(board=LAIR, heroes=[(0, 0), (1, 0)], coins=[0, 2], drakon=(0, 2),
                     drakon_on=True)  # fmt: skip
    play(state, "move @0,1", "drakon @1,2", "pass")
    assert state.drakon == (1, 2) and state.heroes[1] == (1, 0) and state.coins == [0, 2]


def test_moving_into_the_figures_chamber_is_caught_before_the_chamber_acts():
    state = position(board=GOLD_N, coins=[2, 0], hoard=10, drakon=(0, 1), drakon_on=True)
    play(state, "move @0,1")
    assert state.heroes[0] == (0, 0) and state.coins == [1, 0] and state.hoard == 11


def test_the_knight_may_cancel_the_figures_coin_and_valued_loss_is_random():
    state = position(board=GOLD_N, coins=[2, 0], drakon=(0, 1), drakon_on=True, heroes_on=True,
                     hero_of=[4, 0])  # fmt: skip
    play(state, "move @0,1", "use knight")
    assert state.heroes[0] == (0, 0) and state.coins == [2, 0]
    state = valued(board=GOLD_N, values=[[1, 3], []], drakon=(0, 1), drakon_on=True)
    play(state, "move @0,1")
    assert outcomes(state) == {"coin 1": 0.5, "coin 3": 0.5}
    play(state, "coin 3")
    assert state.vals[0] == [1] and state.hoard_vals[3] == 7


def test_the_figures_chamber_cannot_be_destroyed():
    board = {(0, 1): ("destroy-2s", 1), (1, 0): ("blank-1", 1), (0, -1): ("gold-1", 2)}
    state = position(board=board, heroes=[(0, 0), (0, -1)], drakon=(1, 0), drakon_on=True,
                     hands=[[], ["gold-1"]])  # fmt: skip
    play(state, "move @0,1")
    assert (1, 0) in state.board and state.active == 1


# ------------------------------------------------------------------- last_action, known


def test_a_seats_view_never_names_another_seats_hidden_tile_or_coin():
    state = RULES.new_initial_state(4, ALL_ON)
    chance, choice = rng_for(5, "chance"), rng_for(5, "choice")
    hidden_seen = 0
    while not state.is_terminal():
        if state.is_chance_node():
            action = sample_chance(state, chance)
        else:
            options = state.legal_actions()
            action = options[choice.randrange(len(options))]
        full = state.action_to_string(action)
        op = actions.split(action)[0]
        state.apply_action(action)
        texts = [state.view(seat).last_action for seat in range(4)]
        if op in (actions.DRAW, actions.SNATCH, actions.COIN, actions.ABILITY_TILE):
            hidden_seen += 1
            for seat, text in enumerate(texts):
                assert text in (full, full.split()[0])
                assert (text == full) == (seat in state.last_seen)
            assert state.view(None).last_action == full.split()[0]
        else:
            assert texts == [full] * 4
    assert hidden_seen > 20


def test_magical_shift_memory_is_public_and_kept_by_determinizations():
    board = {(0, 1): ("shift-2s", 1), (1, 0): ("gold-1", 1)}
    state = position(board=board, hands=[["blank-1", "map-2s"], ["due-3"]], pile={"wind-3": 4})
    play(state, "move @0,1", "shift @1,0", "shift-place blank-1 r1")
    gold = KIND_BY_CODE["gold-1"]
    assert state.view(1).known == state.view(None).known == ((gold,), ())
    for seed in range(20):
        twin = state.sample_determinization(1, random.Random(seed))
        assert twin.hands[0][gold] == 1 and sum(twin.hands[0]) == 2
        assert twin.view(1) == state.view(1)
    play(state, "place due-3 r1 @0,-1", "draw wind-3")  # seat 1's turn
    play(state, "place gold-1 r3 @-1,0")  # seat 0 lays the known tile: no longer known
    assert state.view(1).known == ((), ())


def test_known_tiles_are_forgotten_when_played_or_snatched():
    board = {(0, 1): ("shift-2s", 1), (1, 0): ("gold-1", 1), (0, -1): ("map-2s", 0)}
    state = position(board=board, hands=[["blank-1", "wind-3"], ["due-3"]], heroes=[(0, 0)] * 2)
    play(state, "move @0,1", "shift @1,0", "shift-place blank-1 r1")
    assert state.known[0] == [KIND_BY_CODE["gold-1"]]
    play(state, "move @0,-1", "map seat0", "snatch wind-3")  # seat 1 steals at random
    assert state.view(None).known == ((), ())  # nobody else can tell which tile went
    wind = KIND_BY_CODE["wind-3"]
    assert state.view(0).known == ((), (wind,))  # but the robbed seat saw which (seed: Map)

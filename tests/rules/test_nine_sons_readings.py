"""The two readings of the sowing comparison (issue 11): which die of a moving stack is compared
with the top die of each square it enters.

- "dropped-die" (the default, Board Game Arena's newer help text, digest §4.3 and Q3): at each
  step the die being dropped there (the stack's bottom die at that moment) is compared.
- "stack-top" (the seed 002, the Japanese how-to-play page: "移動するダイスの一番上のダイスと
  マスの一番上のダイスの出目を確認します", i.e. check the face of the TOP die of the moving dice
  against the square's top die): at every step the moving stack's top die (the mover's own die,
  which lands last) is compared, whatever die is dropped.

Each scenario below is a position where the two readings disagree. A lone die is its own top
die, so single-die moves are the same under both readings.
"""

from __future__ import annotations

import random

import pytest
from nine_sons_positions import (
    BAXIA,
    BIAN,
    CHAOFENG,
    FUXI,
    PULAO,
    RULES,
    SUANNI,
    legal,
    play,
    position,
    why,
)

from game.core.protocol import sample_chance
from game.rules.nine_sons import NineSonsState, parse_square
from game.rules.nine_sons.actions import MOVE_FLAG
from game.rules.nine_sons.moves import generate_actions, has_move

SEED_READING = {"sowing_check": "stack-top"}
PULAO_SLOTS = (PULAO, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)


def seed_position(stacks, **kwargs) -> NineSonsState:
    """A position on the standard layout under the seed's reading (the stack's top die)."""
    return position(stacks, stack_top_compared=True, **kwargs)


def test_the_option_is_offered_with_bgas_reading_as_the_default():
    spec = next(spec for spec in RULES.info.options if spec.key == "sowing_check")
    assert spec.default == "dropped-die"
    assert spec.values() == ["dropped-die", "stack-top"]
    assert spec.label and spec.help and all(label for _value, label in spec.choices)
    assert not RULES.new_initial_state(2).view(0).stack_top_compared
    assert RULES.new_initial_state(2, SEED_READING).view(0).stack_top_compared


def test_a_low_bottom_die_is_refused_by_bga_but_carried_by_a_high_top_die_in_the_seed():
    """Stack a1 = 2 (bottom), 5 (top, mine); b1 holds the rival's 4; c1 is empty.

    BGA: the 2 is dropped on b1 and 2 < 4, refused. Seed: the stack's top die, the 5, is
    compared with the 4 at b1 (allowed), then the 5 lands on the empty c1.
    """
    stacks = {"a1": [(0, 2), (0, 5)], "b1": [(1, 4)]}
    assert "a1-b1-c1" not in legal(position(stacks))
    seed = seed_position(stacks)
    assert "a1-b1-c1" in legal(seed)
    play(seed, "a1-b1-c1")
    view = seed.view(0)
    assert view.stacks[parse_square("b1")] == ((1, 4), (0, 2))  # the 2 went onto the 4
    assert view.stacks[parse_square("c1")] == ((0, 5),)


def test_a_high_bottom_die_is_fine_for_bga_but_a_low_top_die_is_refused_in_the_seed():
    """Stack a1 = 5 (bottom), 2 (top, mine); b1 holds a 4. BGA: the 5 drops on the 4 (fine).
    Seed: the top die 2 is compared with the 4, refused, with a reason naming the top die."""
    stacks = {"a1": [(0, 5), (0, 2)], "b1": [(1, 4)]}
    assert "a1-b1-c1" in legal(position(stacks))
    seed = seed_position(stacks)
    assert "a1-b1-c1" not in legal(seed)
    a1, b1, c1 = parse_square("a1"), parse_square("b1"), parse_square("c1")
    assert why(seed, "move", a1, [b1, c1]) == (
        "Your stack's top die is a 2: it may not go onto a 4"
    )
    assert why(position(stacks), "move", a1, [b1, c1]) is None


def test_the_ring_follows_the_top_die_in_the_seed():
    """1 beats 6 and 6 loses to 1, applied to the stack's top die in the seed's reading.

    Stack 3 (bottom) / 1 (top) onto a 6: BGA drops the 3 on the 6 (refused); the seed compares
    the 1 with the 6 (allowed). Stack 2 / 6 onto a 1: BGA drops the 2 on the 1 (fine); the
    seed compares the 6 with the 1 (refused).
    """
    one_on_top = {"a1": [(0, 3), (0, 1)], "b1": [(1, 6)]}
    assert "a1-b1-c1" not in legal(position(one_on_top))
    assert "a1-b1-c1" in legal(seed_position(one_on_top))
    six_on_top = {"a1": [(0, 2), (0, 6)], "b1": [(1, 1)]}
    assert "a1-b1-c1" in legal(position(six_on_top))
    assert "a1-b1-c1" not in legal(seed_position(six_on_top))


def test_every_step_of_a_three_stack_checks_the_same_top_die_in_the_seed():
    """Stack a3 = 1, 2 (bottom two, the rival's and mine) under my 4. The path a3-a2-a1-b1 meets
    a 3 on a2 and a 4 on a1. BGA drops the 1 on the 3 (refused); the seed compares the 4 with
    the 3 and then with the 4 (both allowed)."""
    stacks = {"a3": [(1, 1), (0, 2), (0, 4)], "a2": [(1, 3)], "a1": [(1, 4)]}
    assert "a3-a2-a1-b1" not in legal(position(stacks))
    seed = seed_position(stacks)
    assert "a3-a2-a1-b1" in legal(seed)
    play(seed, "a3-a2-a1-b1")
    view = seed.view(0)
    assert view.stacks[parse_square("a2")] == ((1, 3), (1, 1))
    assert view.stacks[parse_square("a1")] == ((1, 4), (0, 2))
    assert view.stacks[parse_square("b1")] == ((0, 4),)


def test_pulao_reads_its_dice_as_one_under_the_seeds_reading_too():
    """Pulao's dice still count as 1: a stack whose top die is a 6 may not sow onto Pulao's
    dice (6 loses to 1) in the seed's reading, though its bottom die is a 2; under BGA's the
    2 is dropped and may. With the 'incoming die counts as 1 too' Pulao reading, anything may."""
    stacks = {"a2": [(0, 2), (0, 6)], "a1": [(1, 5)]}  # a1 is on Pulao
    assert "a2-a1-b1" in legal(position(stacks, slots=PULAO_SLOTS))
    seed = seed_position(stacks, slots=PULAO_SLOTS)
    assert "a2-a1-b1" not in legal(seed)
    a2, a1, b1 = parse_square("a2"), parse_square("a1"), parse_square("b1")
    assert why(seed, "move", a2, [a1, b1]) == (
        "Your stack's top die is a 6: it may not go onto Pulao, whose dice count as 1"
    )
    both = seed_position(stacks, slots=PULAO_SLOTS, pulao_incoming_counts=True)
    assert "a2-a1-b1" in legal(both)


def test_the_rules_option_reaches_the_engine_and_survives_a_clone():
    state = RULES.new_initial_state(2, SEED_READING)
    assert state.clone().view(None).stack_top_compared
    with pytest.raises(ValueError):
        RULES.new_initial_state(2, {"sowing_check": "bottom-die"})


def test_has_move_agrees_with_the_generated_moves_under_the_seeds_reading():
    """The search's quick 'can this seat move at all' test follows the option too."""
    rng = random.Random(11)
    checked = differing = 0
    for _game in range(12):
        state = RULES.new_initial_state(2, SEED_READING)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            for player in (0, 1):
                args = (state._slots, state._stacks, 0, player, False)
                moves = [a for a in generate_actions(*args, True) if a & MOVE_FLAG]
                assert has_move(state._slots, state._stacks, player, False, True) == bool(moves)
                differing += moves != [a for a in generate_actions(*args) if a & MOVE_FLAG]
                checked += 1
            actions = state.legal_actions()
            state.apply_action(actions[int(rng.random() * len(actions))])
    assert checked > 300 and differing > 10


def test_push_and_pop_play_the_seeds_reading_like_apply_action():
    """The make/unmake fast path and apply_action agree move for move under the option."""
    rng = random.Random(5)
    for _game in range(6):
        state = RULES.new_initial_state(2, SEED_READING)
        pushed = state.clone()
        while not state.is_terminal():
            if state.is_chance_node():
                action = sample_chance(state, rng)
            else:
                assert pushed.legal_actions() == state.legal_actions()
                actions = state.legal_actions()
                action = actions[int(rng.random() * len(actions))]
            state.apply_action(action)
            pushed.push(action)
            assert pushed.position_key() == state.position_key()
            assert pushed.current_player() == state.current_player()


def test_the_conformance_driver_plays_the_seeds_reading():
    """The one conformance driver builds its option sets from GameInfo.options, so the new
    option is played at every seat count without any change there."""
    from tests.rules.test_conformance import DEFAULT_FAST_GAMES, FAST_GAMES, cases
    from tests.rules.test_conformance import RULES as REGISTRY

    ours = [case for case in cases(REGISTRY, FAST_GAMES, DEFAULT_FAST_GAMES, False)]
    readings = {case.options["sowing_check"] for case in ours if case.slug == "nine-sons"}
    assert readings == {"dropped-die", "stack-top"}

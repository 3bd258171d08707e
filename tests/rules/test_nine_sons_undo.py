"""The Nine Sons make/unmake fast path: push equals apply_action, pop restores exactly."""

import itertools
import random

import pytest

from game.core.protocol import IllegalActionError, sample_chance
from game.rules.nine_sons import NineSonsRules, NineSonsState
from game.rules.nine_sons.actions import AWARD_BASE, MOVE_FLAG, REFILL_BASE, TAME_BASE
from game.rules.nine_sons.moves import PATH_TREES, generate_actions, has_move
from game.rules.nine_sons.state import OVER

QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG, PULAO, YAZI, CHIWEN = range(9)


def snapshot(state: NineSonsState) -> tuple:
    """Everything observable about a position, plus the internals push/pop must restore."""
    return (
        state.position_key(),
        state._full_hash(),
        state.view(None),
        state.current_player(),
        state.legal_actions(),
        state.chance_outcomes(),
        state.scores,
        tuple(state._hands),
        tuple(state._removed),
        tuple(state._slots),
        tuple(state._stacks),
        state._phase,
        state.deck_size,
        state.pending,
        state.returns(),
        state.outcome(),
        dict(state._rep),
        state._turns,
        state._plies,
    )


def choices(state: NineSonsState) -> list[int]:
    """The decisions or chance outcomes possible now."""
    if state.is_chance_node():
        return [action for action, _ in state.chance_outcomes()]
    return state.legal_actions()


def play_and_unwind(seed: int, seen: dict[str, int], options=None) -> None:
    """One random game on a single state with push only, checking every alternative on the way,
    then pop back to the start checking each earlier position."""
    rng = random.Random(seed)
    state = NineSonsRules().new_initial_state(2, options)
    history = [snapshot(state)]
    while not state.is_terminal():
        before = history[-1]
        for action in choices(state):
            expected = state.clone()
            expected.apply_action(action)
            state.push(action)
            assert snapshot(state) == snapshot(expected), state.action_to_string(action)
            state.pop()
            assert snapshot(state) == before
            if sum(map(len, expected._tamed)) > sum(map(len, state._tamed)):
                seen["tame"] += 1
            if TAME_BASE <= action < TAME_BASE + 9:
                seen["decision"] += 1
            elif AWARD_BASE <= action < AWARD_BASE + 18:
                seen["award"] += 1
            elif REFILL_BASE <= action < REFILL_BASE + 9:
                seen["refill"] += 1
            if expected.is_terminal():
                seen["terminal"] += 1
        if state.is_chance_node():
            action = sample_chance(state, rng)
        else:
            actions = state.legal_actions()
            action = actions[int(rng.random() * len(actions))]
        state.push(action)
        history.append(snapshot(state))
    assert state._phase == OVER
    while len(history) > 1:
        history.pop()
        state.pop()
        assert snapshot(state) == history[-1]
    assert state.undo_depth == 0


def check_games(seeds) -> dict[str, int]:
    """play_and_unwind over `seeds` (and one game under the other rule options)."""
    seen = {"tame": 0, "decision": 0, "award": 0, "refill": 0, "terminal": 0}
    for seed in seeds:
        play_and_unwind(seed, seen)
    play_and_unwind(999, seen, {"pulao_reading": "incoming-too", "target_score": 5})
    return seen


def test_push_matches_apply_and_pop_restores_over_random_games():
    seen = check_games(range(10))
    # The games really went through tames, tame-order decisions, refills and endings (awards
    # are rarer: test_award_decision_and_chiwen_swallow_undo builds one).
    assert seen["tame"] > 20 and seen["refill"] > 10 and seen["terminal"] > 10, seen
    assert seen["decision"] > 0, seen


@pytest.mark.slow
def test_push_matches_apply_over_many_random_games():
    seen = check_games(range(10, 110))
    assert seen["decision"] > 5 and seen["tame"] > 1000, seen  # awards: see the built test


def test_award_decision_and_chiwen_swallow_undo():
    # Both squares of Chiwen hold a 3-stack with different owners once b1 is placed... built
    # directly: seat 0 moves c1-b1 completing b1 with its die while a1 is topped by seat 1.
    state = NineSonsState.from_position(
        slots=[CHIWEN, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG],
        stacks={"a1": [(0, 1), (0, 2), (1, 4)], "b1": [(1, 2), (1, 3)], "c1": [(0, 5)]},
        active=0,
    )
    before = snapshot(state)
    move = state.parse_action("c1-b1")
    state.push(move)
    assert state.pending and len(state.legal_actions()) == 2  # award Chiwen to 0 or to 1
    middle = snapshot(state)
    for award in state.legal_actions():
        expected = state.clone()
        expected.apply_action(award)
        state.push(award)
        assert snapshot(state) == snapshot(expected)
        assert sum(len(values) for values in state.view().removed) == 1
        if state.is_chance_node():
            refill = state.chance_outcomes()[0][0]
            expected.apply_action(refill)
            state.push(refill)
            assert snapshot(state) == snapshot(expected)
            state.pop()
        state.pop()
        assert snapshot(state) == middle
    state.pop()
    assert snapshot(state) == before


def test_repetition_counts_are_taken_back():
    state = NineSonsState.from_position(
        slots=[QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG],
        stacks={"a1": [(0, 1)], "d3": [(1, 1)]},
        active=0,
        hands=((), ()),
    )
    # Shuffle the two lone dice back and forth until the third repetition ends the game.
    line = ["a1-b1", "d3-c3", "b1-a1", "c3-d3"] * 2
    rep_before = dict(state._rep)
    for text in line:
        state.push(state.parse_action(text))
    assert state.is_terminal() and state.outcome().reason == "repetition"
    for _ in line:
        state.pop()
    assert dict(state._rep) == rep_before and not state.is_terminal()


def test_clone_does_not_share_the_undo_history():
    state = NineSonsState.from_position(
        slots=[QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG], stacks={}, active=0
    )
    state.push(state.legal_actions()[0])
    copy = state.clone()
    assert copy.undo_depth == 0 and state.undo_depth == 1
    state.pop()
    assert copy.position_key() != state.position_key()


def _adjacent(a: int, b: int) -> bool:
    return abs(a // 4 - b // 4) + abs(a % 4 - b % 4) == 1


@pytest.mark.parametrize("source", range(12))
def test_path_trees_hold_exactly_the_simple_paths(source):
    from_tree = set()

    def walk(nodes, prefix):
        for square, code, children in nodes:
            path = (*prefix, square)
            from_tree.add(path)
            assert code == sum(sq << (6 + 4 * i) for i, sq in enumerate(path))
            walk(children, path)

    walk(PATH_TREES[source], ())
    brute = set()
    for length in (1, 2, 3):
        for path in itertools.product(range(12), repeat=length):
            full = (source, *path)
            if len(set(full)) == len(full) and all(
                _adjacent(a, b) for a, b in zip(full, full[1:], strict=False)
            ):
                brute.add(path)
    assert from_tree == brute


def test_has_move_agrees_with_the_generated_moves():
    rng = random.Random(4)
    checked = 0
    for _ in range(15):
        state = NineSonsRules().new_initial_state(2)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            for player in (0, 1):
                moves = [
                    a
                    for a in generate_actions(state._slots, state._stacks, 0, player, False)
                    if a & MOVE_FLAG
                ]
                assert has_move(state._slots, state._stacks, player, False) == bool(moves)
                checked += 1
            actions = state.legal_actions()
            state.apply_action(actions[int(rng.random() * len(actions))])
    assert checked > 500


def test_an_illegal_decision_pushed_leaves_the_state_unchanged():
    state = NineSonsState.from_position(
        slots=[QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG],
        stacks={"b2": [(1, 3), (0, 5)], "b1": [(0, 1), (1, 2)], "c1": [(1, 1), (0, 4)]},
        active=0,
    )
    state.push(state.parse_action("b2-b1-c1"))  # two tames pending: seat 0 picks the order
    before = snapshot(state)
    with pytest.raises(IllegalActionError):
        state.push(TAME_BASE + PULAO)  # Pulao is not pending
    assert snapshot(state) == before and state.undo_depth == 1

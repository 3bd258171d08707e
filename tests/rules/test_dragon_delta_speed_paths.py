"""Dragon Delta's fast paths (issue 18, session 6) answer exactly as the general code.

The islets' flat tables (geometry.Layout.onward) drive `board.legal_pairs`; the general way
(`_legal_pairs_lazy`, also the open river's) is the reference. `takeable` reads the reserve
once instead of asking `take_refusal` per plank. A search's scratch copy (`search_clone`)
keeps no event log but plays, determinizes and draws random choices exactly as a clone.
Positions come from seeded random games at 2-6 seats on both layouts.
"""

from __future__ import annotations

import random

from game.rules.dragon_delta import DeltaState, DragonDeltaRules, board
from game.rules.dragon_delta.board import _legal_pairs_lazy
from tests.rules.dragon_delta_positions import position

RULES = DragonDeltaRules()


def random_positions(games: int, open_river: bool = False, every: int = 3) -> list[DeltaState]:
    """Decision positions of seeded random games (every `every`-th ply), 2-6 seats."""
    found = []
    for game in range(games):
        players = 2 + game % 5
        rng = random.Random(game)
        state = RULES.new_initial_state(players, {"open_river": "on" if open_river else "off"})
        ply = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.chance_outcomes()[0][0])
                continue
            if ply % every == 0:
                found.append(state.clone())
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            ply += 1
    return found


def test_legal_pairs_on_the_islets_match_the_general_way():
    positions = random_positions(6)
    with_bridges = 0
    for state in positions:
        expected = _legal_pairs_lazy(state, first_only=False)
        assert board.legal_pairs(state) == expected
        assert board.legal_pairs(state, first_only=True) == expected[:1]
        with_bridges += any(ends is not None for ends in state.ends)
    assert with_bridges > 100  # the bridges' crossings and capacities were exercised


def test_legal_pairs_on_the_open_river_take_the_general_way():
    state = random_positions(1, open_river=True, every=40)[-1]
    assert not state.layout.onward
    assert board.legal_pairs(state) == _legal_pairs_lazy(state, first_only=False)


def test_legal_pairs_with_a_bridge_off_the_candidates_fall_back():
    state = position(stones=["E1", "C1"], bridges={"black-2": "V0-E1"})
    state.ends[0] = (31, 6)  # no candidate pair (written backwards): the general way answers
    assert board.legal_pairs(state) == _legal_pairs_lazy(state, first_only=False)


def test_takeable_matches_take_refusal():
    for state in random_positions(5, every=2):
        for seat in range(state.num_players):
            expected = [p for p in range(36) if not board.take_refusal(state, seat, p)]
            assert board.takeable(state, seat) == expected


def test_programming_options_are_shared_but_never_changed():
    state = RULES.new_initial_state(2)
    state.apply_action(state.chance_outcomes()[0][0])
    handed = state.legal_actions()
    handed.clear()  # a caller's copy: the cached options stay whole
    assert len(state.legal_actions()) == 9  # eight action cards and one dragon
    twin = RULES.new_initial_state(2)
    twin.apply_action(twin.chance_outcomes()[0][0])
    assert twin.legal_actions() == state.legal_actions()


def test_search_clone_plays_like_a_clone_without_an_event_log():
    for index, state in enumerate(random_positions(5, every=25)):
        events = list(state.events)
        seat = state.current_player()
        plain, scratch = state.clone(), state.search_clone()
        assert scratch.quiet and not scratch.events and not plain.quiet
        for world_index, copy in enumerate((plain, scratch)):
            rng = random.Random(index)
            world = copy.sample_determinization(seat, rng)
            assert world.quiet == bool(world_index)
            while not world.is_terminal():
                legal = world.legal_actions()
                world.apply_action(legal[rng.randrange(len(legal))])
            if world_index == 0:
                reference = (world.returns(), world.round, world.pos, rng.random())
            else:
                assert (world.returns(), world.round, world.pos, rng.random()) == reference
                assert world.events == []
        assert state.events == events  # the original's log is untouched


def test_random_playout_plays_as_the_generic_random_loop():
    from ai.mcts import Playout, random_policy
    from game.core.protocol import CHANCE, sample_chance

    starts = [RULES.new_initial_state(3), *random_positions(4, every=60)]
    for index, state in enumerate(starts):
        generic, hooked = state.search_clone(), state.search_clone()
        first, second = random.Random(index), random.Random(index)
        while not generic.is_terminal():  # ai.mcts.Playout's loop, written out
            if generic.current_player() == CHANCE:
                generic.apply_action(sample_chance(generic, first))
            else:
                generic.apply_action(random_policy(generic, first))
        assert hooked.random_playout(second) == generic.returns()
        assert (hooked.round, hooked.pos, hooked.ends, hooked.last) == (
            generic.round,
            generic.pos,
            generic.ends,
            generic.last,
        )
        assert first.random() == second.random()
        assert Playout().run(state.clone(), random.Random(index)) == generic.returns()

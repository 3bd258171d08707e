"""Dragon Delta AI: the eye, the bridge-graph evaluator, legal answers at every level, no
cards sure to fail, no cheating on hidden programs, reproducible searches, Hard's answer
time."""

from __future__ import annotations

import random
import time

import pytest

from ai.arena import play_game
from ai.heuristics.dragon_delta import evaluate, sure
from ai.heuristics.dragon_delta.determinize import determinize
from ai.heuristics.dragon_delta.eye import EYES
from ai.heuristics.dragon_delta.levels import (
    LEVEL_SETTINGS,
    make_level_bot,
    make_settings_bot,
    seat_budget,
)
from ai.heuristics.dragon_delta.rollout import decide, template
from ai.protocol import SearchBudget, clear_search_caches
from game.core.protocol import CHANCE, sample_chance
from game.rules.dragon_delta import DeltaState, DragonDeltaRules, resolve
from game.rules.dragon_delta.cards import (
    BUILD_1,
    BUILD_2,
    DRAGON,
    JUMP,
    MOVE_1,
    MOVE_2,
    REMOVE,
    STONE_1,
    STONE_2,
    plank_length,
)
from game.rules.dragon_delta.geometry import layout_for

RULES = DragonDeltaRules()
LEVELS = ("easy", "normal", "hard", "master")


def midgame(players: int, open_river: bool, plies: int, seed: int) -> DeltaState:
    """A position reached by the policy (with noise) after `plies` decisions."""
    rng = random.Random(seed)
    state = RULES.new_initial_state(players, {"open_river": "on" if open_river else "off"})
    for _ply in range(plies):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(decide(state, rng, EYES["normal"], 0.3))
    return state


# ---------------------------------------------------------------------------------- eye


def _too_short_share(level: str, trials: int = 4000) -> float:
    """How often the level's eye lays a plank shorter than the gap, with all six planks at
    hand, over the islet pairs a plank can span."""
    layout = layout_for(False)
    pairs = [pair for pair in layout.candidates() if pair.span <= 6.0]
    eye = EYES[level]
    planks = list(range(6))  # black 1-6
    rng = random.Random(7)
    short = 0
    for trial in range(trials):
        pair = pairs[trial % len(pairs)]
        plank = eye.pick(planks, eye.estimate(layout, pair.a, pair.b, rng))
        short += plank_length(plank) < pair.span
    return short / trials


def test_the_easy_eye_sometimes_misjudges_and_the_master_eye_almost_never():
    easy, normal, hard, master = (_too_short_share(level) for level in LEVELS)
    assert easy > 0.05
    assert easy > normal > hard >= master
    assert master < 0.01


def test_the_eye_error_comes_from_the_rng():
    layout = layout_for(False)
    pair = next(p for p in layout.candidates() if 3.0 < p.span < 4.0)
    eye = EYES["normal"]
    seen = {
        round(eye.estimate(layout, pair.a, pair.b, random.Random(seed)), 6) for seed in range(20)
    }
    assert len(seen) == 20 and pair.span not in seen
    same = [eye.estimate(layout, pair.a, pair.b, random.Random(3)) for _ in range(2)]
    assert same[0] == same[1]


def test_the_eye_takes_the_smallest_plank_it_trusts():
    eye = EYES["hard"]
    assert plank_length(eye.pick(list(range(6)), 3.7)) == 4  # 3.7 + 0.2 -> a 4
    assert plank_length(eye.pick(list(range(6)), 3.9)) == 5  # 3.9 + 0.2 -> a 5
    assert plank_length(eye.pick([0, 1], 5.0)) == 2  # nothing fits: the longest


# ----------------------------------------------------------------------------- evaluator


def test_efforts_are_symmetric_at_the_start_and_fall_as_bridges_appear():
    for players in (2, 3, 6):
        state = RULES.new_initial_state(players)
        efforts = evaluate.efforts(state)
        assert len(set(efforts)) == 1 and 0 < efforts[0] < evaluate.NO_ROUTE
    start = DeltaState.from_position(2, stones=["E1"])
    built = DeltaState.from_position(2, stones=["E1"], bridges={"black-2": "V0-E1"})
    walked = DeltaState.from_position(
        2, stones=["E1"], bridges={"black-2": "V0-E1"}, pawns=["black-2", "V3"]
    )
    assert evaluate.effort(walked, 0) < evaluate.effort(built, 0) < evaluate.effort(start, 0)
    assert evaluate.evaluate(walked, 0) > 0 > evaluate.evaluate(walked, 1)


def test_the_leader_is_the_rival_closest_to_its_goal():
    assert evaluate.leader(RULES.new_initial_state(3), 0) == 1  # all equal: the lowest seat
    # Blue (seat 2 of three) has a bridge out of its village: the leader for red and white.
    ahead = DeltaState.from_position(3, stones=["E6"], bridges={"blue-3": "V5-E6"})
    assert evaluate.effort(ahead, 2) < evaluate.effort(ahead, 1)
    assert evaluate.leader(ahead, 0) == 2 and evaluate.leader(ahead, 1) == 2


# ----------------------------------------------------------------------- legal at levels


def _positions() -> list[DeltaState]:
    found = []
    for players in range(2, 7):
        for open_river in (False, True):
            for plies in (1, 9, 23, 41, 70):
                state = midgame(players, open_river, plies, seed=players * 100 + plies)
                if not state.is_terminal() and state.current_player() != CHANCE:
                    found.append(state)
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_legally_at_many_positions(level):
    bot, budget = make_level_bot(level)
    small = SearchBudget(time_s=budget.time_s, iterations=min(budget.iterations or 8, 8))
    positions = _positions()
    assert len(positions) >= 40
    phases = set()
    for index, state in enumerate(positions):
        decision = bot.choose(state, small, random.Random(index))
        assert decision.action in state.legal_actions()
        phases.add(state.phase)
    assert {resolve.PROGRAMMING, resolve.RESOLVING} <= phases


def test_levels_are_search_free_only_at_easy():
    assert "policy_noise" in LEVEL_SETTINGS["easy"]
    iterations = [LEVEL_SETTINGS[level]["iterations"] for level in LEVELS[1:]]
    assert iterations == sorted(iterations) and len(set(iterations)) == 3


# ------------------------------------------------------------------ cards sure to fail


def _program(level: str, state: DeltaState, seed: int) -> list[int]:
    """The five cards `level` programs for the programming seat (the other seats' cards are
    not needed: the test stops when the seat's program is full)."""
    bot, budget = make_level_bot(level)
    budget = SearchBudget(iterations=min(budget.iterations or 20, 20))
    seat = state.current_player()
    rng = random.Random(seed)
    while state.phase == resolve.PROGRAMMING and state.current_player() == seat:
        state.apply_action(bot.choose(state, budget, rng).action)
    return list(state.programs[seat])


def test_the_outlook_knows_which_cards_are_sure_to_fail():
    # Black at home with no plank and no bridge anywhere: Build, Move, Jump and Remove all fail.
    state = DeltaState.from_position(2, reserves=[[], []], programs=[[], []])
    seen = sure.outlook(state, 0)
    for card in (BUILD_1, BUILD_2, MOVE_1, MOVE_2, JUMP, REMOVE):
        assert sure.fails(seen, [], card)
    assert not sure.fails(seen, [], STONE_1)
    assert not sure.fails(seen, [], 8 + 3)  # a dragon never fails
    assert sure.fails(seen, [STONE_1], REMOVE) is False  # its own bare stone can go back
    # With two planks: Build 2 once, then nothing to build with; a Move after a Build.
    rich = DeltaState.from_position(2, reserves=[["black-5", "black-6"], []], programs=[[], []])
    seen = sure.outlook(rich, 0)
    assert sure.fails(seen, [], MOVE_1)
    assert sure.fails(seen, [], BUILD_1)  # no stone on the board: nowhere to lay a plank
    assert not sure.fails(seen, [STONE_2], BUILD_2)
    assert not sure.fails(seen, [STONE_2, BUILD_2], MOVE_2)
    assert sure.fails(seen, [STONE_2, BUILD_2], BUILD_1)


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_programs_a_card_sure_to_fail(level):
    # No plank, no bridge: the only cards that cannot fail are the two stones, the dragon and,
    # after a stone, a Remove (of that stone). Only the fifth card may be one that fails (the
    # pawn is at home, so its fall costs nothing but the card).
    for seed in range(3):
        state = DeltaState.from_position(2, reserves=[[], []], programs=[[], []])
        cards = _program(level, state, seed)
        assert not {BUILD_1, BUILD_2, MOVE_1, MOVE_2, JUMP} & set(cards[:4]), cards


def _bridged_route() -> DeltaState:
    """Two seats; black's cheapest route home is bridged all the way (planks of any colour
    but white's)."""
    state = DeltaState.from_position(2, programs=[[], []])
    for a, b, _plank in evaluate.path(state, 0):
        for x in (a, b):
            if x >= 6:
                state.stone[x] = 1
        span = state.layout.span(a, b)
        plank = next(
            p
            for p in range(36)
            if state.ends[p] is None and plank_length(p) >= span and state.holder[p] != 1
        )
        state.holder[plank] = -1
        state.ends[plank] = (a, b)
    state._legal = None
    return state


def test_a_bridged_route_is_walked_first():
    state = _bridged_route()
    route = evaluate.path(state, 0)
    assert route and all(plank >= 0 for _a, _b, plank in route)
    # The template may slip a dragon in between (DRAGON and up); the steps come first.
    for seed in range(5):
        plan = [card for card in template(state, 0, random.Random(seed)) if card < DRAGON]
        assert plan[:2] == [MOVE_2, MOVE_1]
    # The search races as well (white's route is the same bridges, walked the other way:
    # it may spend a card on a dragon or a Remove first, but it walks).
    for seed in range(2):
        cards = _program("hard", _bridged_route(), seed)
        assert {MOVE_2, MOVE_1} <= set(cards), cards


def test_fewer_iterations_with_more_seats():
    budget = SearchBudget(time_s=2.0, iterations=150)
    assert seat_budget(budget, 2) == budget
    assert seat_budget(budget, 4).iterations == 75
    assert seat_budget(budget, 6).iterations == 50
    assert seat_budget(SearchBudget(iterations=10), 6).iterations == 8
    assert seat_budget(budget, 6).time_s == 2.0


# ------------------------------------------------------------------------------ no cheat

PROGRAMS_A = [["move-2", "stone-1", "build-1", "dragon-white", "move-1"]]
PROGRAMS_B = [["dragon-blue", "remove", "jump", "stone-2", "build-2"]]


@pytest.mark.parametrize("level", LEVELS)
def test_the_choice_does_not_depend_on_unseen_programs_while_programming(level):
    # Three seats, start 0: seats 0 and 1 have programmed in secret; seat 2 programs now.
    board = {"stones": ["E1", "D6", "C1"]}
    first = DeltaState.from_position(3, programs=[*PROGRAMS_A, PROGRAMS_A[0], []], **board)
    second = DeltaState.from_position(3, programs=[*PROGRAMS_B, PROGRAMS_B[0], []], **board)
    assert first.current_player() == second.current_player() == 2
    assert first.view(2) == second.view(2)
    bot_one, budget = make_level_bot(level)
    bot_two, _ = make_level_bot(level)
    budget = SearchBudget(iterations=min(budget.iterations or 30, 30))
    for seed in range(3):
        one = bot_one.choose(first, budget, random.Random(seed)).action
        two = bot_two.choose(second, budget, random.Random(seed)).action
        assert one == two


@pytest.mark.parametrize("level", LEVELS)
def test_the_choice_does_not_depend_on_unrevealed_cards_while_resolving(level):
    # Two seats; step 1 revealed: white's later cards differ, black decides its Move 2.
    common = {"stones": ["E1"], "bridges": {"black-2": "V0-E1"}, "step": 0}
    black = ["move-2", "stone-1", "build-1", "dragon-white", "move-1"]
    first = DeltaState.from_position(
        2, programs=[black, ["stone-1", "move-1", "build-2", "remove", "jump"]], **common
    )
    second = DeltaState.from_position(
        2, programs=[black, ["stone-1", "dragon-black", "jump", "stone-2", "build-1"]], **common
    )
    assert first.current_player() == second.current_player()
    seat = first.current_player()
    assert first.view(seat) == second.view(seat)
    bot_one, budget = make_level_bot(level)
    bot_two, _ = make_level_bot(level)
    budget = SearchBudget(iterations=min(budget.iterations or 30, 30))
    for seed in range(3):
        one = bot_one.choose(first, budget, random.Random(seed)).action
        two = bot_two.choose(second, budget, random.Random(seed)).action
        assert one == two


def test_determinize_keeps_what_the_seat_sees_and_redeals_the_rest():
    state = DeltaState.from_position(3, programs=[*PROGRAMS_A, PROGRAMS_B[0], []])
    seen = set()
    for seed in range(10):
        world = determinize(state, 2, random.Random(seed))
        assert world.view(2) == state.view(2)
        for seat in (0, 1):
            cards = world.programs[seat]
            assert len(cards) == 5 == len(set(cards))
            assert sum(card >= 8 for card in cards) <= 1
            assert set(cards) <= set(state.hands[seat])
        seen.add(tuple(world.programs[0]))
    assert len(seen) > 1


# --------------------------------------------------------------------------------- speed


def test_hard_answers_a_programming_decision_within_two_seconds():
    state = midgame(6, False, 60, seed=11)
    while state.phase != resolve.PROGRAMMING or state.programs[state.current_player()]:
        state.apply_action(decide(state, random.Random(len(state.events)), EYES["normal"]))
    bot, budget = make_level_bot("hard")
    assert budget.time_s is not None and budget.time_s <= 2.0
    started = time.process_time()
    decision = bot.choose(state, budget, random.Random(1))
    # CPU seconds: the cap counts them (ai.cpu_guard.CpuGuard), and a loaded test machine stretches
    # the wall clock of the search without changing its answer.
    assert time.process_time() - started <= 2.0
    assert decision.action in state.legal_actions()


# ---------------------------------------------------------------------------- reproducible


def test_a_search_gives_the_same_answer_however_full_the_caches_are():
    state = midgame(4, False, 30, seed=3)
    while state.phase != resolve.PROGRAMMING or state.programs[state.current_player()]:
        state.apply_action(decide(state, random.Random(len(state.events)), EYES["normal"]))
    bot, budget = make_level_bot("normal")
    first = bot.choose(state, budget, random.Random(4))
    clear_search_caches()
    again, _ = make_level_bot("normal")
    second = again.choose(state, budget, random.Random(4))
    assert first.action == second.action
    assert first.info["iterations"] == second.info["iterations"] == 20  # 40 for 2 seats
    assert "capped" not in first.info


def test_an_arena_game_replays_exactly():
    one = play_game("dragon-delta", ["normal", "easy"], None, 1, 777)
    clear_search_caches()
    two = play_game("dragon-delta", ["normal", "easy"], None, 1, 777)
    assert (one.returns, one.plies, one.moves, one.reason) == (
        two.returns,
        two.plies,
        two.moves,
        two.reason,
    )


# ------------------------------------------------------------------------ the search tree


def _tree_depth(node) -> int:
    return 1 + max((_tree_depth(child) for child in node.children.values()), default=0)


@pytest.mark.parametrize("own_slots_from", [0, 3, 5])
def test_own_slots_only_keeps_the_later_seats_out_of_the_tree(own_slots_from):
    # Four seats, start 0: seat 0 lays its last card; seats 1-3 program after it, in secret.
    first_four = ["move-2", "stone-1", "build-1", "move-1"]
    state = DeltaState.from_position(
        4, programs=[first_four, [], [], []], stones=["E1", "D6", "C1"]
    )
    assert state.current_player() == 0
    settings = dict(LEVEL_SETTINGS["hard"], own_slots_from=own_slots_from, plan_visits=1)
    bot, _ = make_settings_bot(settings, "test")
    roots = []
    original = bot._store_plan
    bot._store_plan = lambda *args: (roots.append(bot._root), original(*args))[1]
    bot.choose(state, SearchBudget(iterations=200), random.Random(5))
    # The root, then seat 0's last slot; deeper nodes are the later seats' slots.
    depth = _tree_depth(roots[0])
    own_slots_only = own_slots_from == 3  # 0: never; 5: not at four seats
    assert depth == 2 if own_slots_only else depth > 2


def test_a_seat_floor_keeps_iterations_with_more_seats():
    budget = SearchBudget(time_s=5.0, iterations=600)
    assert seat_budget(budget, 4, floor=600).iterations == 600
    assert seat_budget(budget, 6, floor=400).iterations == 400
    assert seat_budget(budget, 4, floor=100).iterations == 300  # the floor only lifts
    assert seat_budget(budget, 6, floor=900).iterations == 600  # never above two seats'
    assert seat_budget(budget, 2, floor=900) == budget


def test_the_anchor_keeps_the_policy_card_unless_the_search_clearly_prefers_another():
    state = DeltaState.from_position(4, programs=[[], [], [], []], stones=["E1", "D6", "C1"])
    seat = state.current_player()
    settings = dict(LEVEL_SETTINGS["hard"], plan_visits=0)
    eye = EYES[settings["eye"]]
    policy_cards = {
        decide(determinize(state, seat, random.Random(k)), random.Random(k), eye, 0.0)
        for k in range(30)
    }
    budget = SearchBudget(iterations=60)
    free, _ = make_settings_bot(settings, "free")
    anchored, _ = make_settings_bot(dict(settings, anchor=10.0), "anchored")
    moved = 0
    for seed in range(6):
        searched = free.choose(state, budget, random.Random(seed))
        kept = anchored.choose(state, budget, random.Random(seed))
        # No search is worth 10 (values lie in [-1, 1]): the anchored bot plays the policy.
        assert kept.action in policy_cards
        if kept.action != searched.action:
            moved += 1
            assert kept.info["anchored"]
    # Anchor 0 is off: the search's own choice.
    zero, _ = make_settings_bot(dict(settings, anchor=0.0), "zero")
    assert (
        zero.choose(state, budget, random.Random(1)).action
        == free.choose(state, budget, random.Random(1)).action
    )
    assert moved >= 1  # the search alone strays from the policy at least once here


def test_win_shares_split_the_chances_by_effort_and_sum_to_one():
    state = midgame(4, False, 60, seed=11)
    values = evaluate.win_shares(state, 3.0)
    shares = [(value + 1.0) / 2.0 for value in values]
    assert sum(shares) == pytest.approx(1.0)
    efforts = evaluate.efforts(state)
    assert max(range(4), key=lambda seat: values[seat]) == min(range(4), key=efforts.__getitem__)
    hotter = evaluate.win_shares(state, 30.0)  # a high temperature evens the chances out
    assert max(hotter) - min(hotter) < max(values) - min(values)


def test_win_shares_score_only_from_three_seats_on():
    settings = dict(LEVEL_SETTINGS["hard"], plan_visits=0)
    budget = SearchBudget(iterations=40)
    two = DeltaState.from_position(2, programs=[[], []], stones=["E1", "D6", "C1"])
    plain, _ = make_settings_bot(settings, "plain")
    shared, _ = make_settings_bot(dict(settings, win_share=3.0), "shared")
    for seed in range(3):  # two seats: the same search, the same answer
        one = plain.choose(two, budget, random.Random(seed))
        other = shared.choose(two, budget, random.Random(seed))
        assert (one.action, one.info["value"]) == (other.action, other.info["value"])
    four = DeltaState.from_position(4, programs=[[], [], [], []], stones=["E1", "D6", "C1"])
    one = plain.choose(four, budget, random.Random(0))
    other = shared.choose(four, budget, random.Random(0))
    assert one.info["value"] != other.info["value"]  # four seats: scored by win shares

"""Drakon AI: evaluator, rollout policy, canonical determinization, levels, no cheating."""

from __future__ import annotations

import random
import time

import pytest

from ai.heuristics.drakon.determinize import canonical, determinize
from ai.heuristics.drakon.evaluate import effective_coins, evaluate, evaluate_all
from ai.heuristics.drakon.levels import (
    LEVEL_SETTINGS,
    DrakonSearchBot,
    PolicyBot,
    make_settings_bot,
    winning_action,
)
from ai.heuristics.drakon.rollout import TurnPlayout, rollout_policy
from ai.levels import LEVELS, make_bot
from ai.protocol import SearchBudget
from game.core.protocol import CHANCE, sample_chance
from game.rules.drakon import DrakonRules, DrakonState, actions

RULES = DrakonRules()
SEARCH_LEVELS = [level for level in LEVELS if "iterations" in LEVEL_SETTINGS[level]]

# The Start is a T with arrows N, E and S (rotation 0). Around it: a Find a Gold north (one
# arrow, pointing away), a Drakon's Due north in the second lair, blanks east and south.
GOLD_NORTH = {(0, 1): ("gold-1", 0), (1, 0): ("blank-2s", 0), (0, -1): ("blank-2s", 1)}
DUE_NORTH = {(0, 1): ("due-2s", 1), (1, 0): ("blank-2s", 0), (0, -1): ("blank-2s", 1)}
PILE = {"blank-2c": 6, "blank-3": 3, "gold-2s": 2, "steal-left-1": 1}


def position(**kwargs) -> DrakonState:
    """A position at the start of seat `active`'s turn (DrakonState.from_position)."""
    return DrakonState.from_position(**kwargs)


def midgame(seed: int, players: int, turns: int, **options) -> DrakonState:
    """A policy-played game advanced to turn `turns`, stopped at a multi-option decision."""
    rng = random.Random(seed)
    state = RULES.new_initial_state(players, options or None)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(sample_chance(state, rng))
        elif state.turns >= turns and len(state.legal_actions()) > 1:
            return state
        else:
            state.apply_action(rollout_policy(state, rng))
    raise AssertionError("the game ended before that turn")


def play_out(state: DrakonState, bots: list, budget: SearchBudget, seed: int, plies: int) -> int:
    """Let the bots play up to `plies` steps; every answer must be legal. Decisions made."""
    rng = random.Random(seed)
    decisions = 0
    for ply in range(plies):
        if state.is_terminal():
            break
        player = state.current_player()
        if player == CHANCE:
            state.apply_action(sample_chance(state, rng))
            continue
        decision = bots[player].choose(state, budget, random.Random(seed * 1000 + ply))
        assert decision.action in state.legal_actions()
        state.apply_action(decision.action)
        decisions += 1
    return decisions


def search_bot(iterations: int = 40) -> tuple[DrakonSearchBot, SearchBudget]:
    """The hard level's bot with an iteration budget of its own."""
    bot, _ = make_bot("drakon", "hard")
    assert isinstance(bot, DrakonSearchBot)
    return bot, SearchBudget(iterations=iterations, time_s=10.0)


# --------------------------------------------------------------------------- evaluator


def test_evaluator_values_lie_in_range_and_follow_coins():
    rich = position(players=3, board=GOLD_NORTH, coins=[3, 1, 0], hands=[["blank-1"]] * 3)
    values = evaluate_all(rich)
    assert len(values) == 3 and all(-1.0 < v < 1.0 for v in values)
    assert values[0] > values[1] > values[2]
    assert evaluate(rich, 0) > 0 > evaluate(rich, 2)


def test_evaluator_counts_a_coin_one_move_away_most_for_the_seat_to_move():
    mover = position(board=GOLD_NORTH, coins=[2, 2], hands=[["blank-1"], ["blank-1"]])
    waiting = position(
        board=GOLD_NORTH, coins=[2, 2], hands=[["blank-1"], ["blank-1"]], active=1,
        heroes=[(0, 0), (1, 0)],
    )  # fmt: skip
    # Seat 0 one move from gold: worth most of a coin on its own turn, less while it waits.
    assert 2.7 < effective_coins(mover)[0] < 3.1
    assert 2.3 < effective_coins(waiting)[0] < effective_coins(mover)[0]
    assert evaluate_all(mover)[0] > 0 > evaluate_all(mover)[1]


def test_evaluator_sees_a_steal_threat_against_its_victim():
    # Seat 1 stands next to a Steal (Right) chamber; its victim is seat 0 (the seat before it).
    board = {(0, 1): ("steal-right-1", 0), (1, 0): ("blank-2s", 0)}
    near = position(board=board, coins=[2, 2], heroes=[(1, 0), (0, 0)], active=1)
    far = position(board=board, coins=[2, 2], heroes=[(1, 0), (1, 0)], active=1)
    assert effective_coins(near)[0] < effective_coins(far)[0] - 0.5
    assert evaluate_all(near)[1] > evaluate_all(far)[1]


def test_evaluator_gives_exact_returns_at_the_end():
    won = position(board=GOLD_NORTH, coins=[4, 0], hands=[["blank-1"], ["blank-1"]])
    won.apply_action(won.parse_action("move @0,1"))
    assert won.is_terminal()
    assert evaluate_all(won) == [1.0, -1.0]


def test_the_leaders_danger_weighs_on_everybody_else():
    calm = position(players=4, board=GOLD_NORTH, coins=[2, 2, 2, 2], heroes=[(1, 0)] * 4)
    danger = position(players=4, board=GOLD_NORTH, coins=[4, 2, 2, 2], heroes=[(1, 0)] * 4)
    for seat in (1, 2, 3):
        assert evaluate_all(danger)[seat] < evaluate_all(calm)[seat]


# ---------------------------------------------------------------------- rollout policy


def test_rollout_policy_is_legal_and_takes_a_coin_one_move_away():
    rng = random.Random(3)
    state = position(board=GOLD_NORTH, coins=[1, 0], hands=[["blank-3"], ["blank-1"]], pile=PILE)
    picks = [actions.to_text(rollout_policy(state, rng)) for _ in range(50)]
    assert picks.count("move @0,1") > 40
    game = midgame(1, 3, 0)
    assert play_out(game, [PolicyBot(0.1)] * 3, SearchBudget(), 1, 200) > 50


def test_turn_playout_stops_at_the_start_of_a_turn_or_the_end():
    state = midgame(5, 4, 10)
    turns = state.turns
    values = TurnPlayout(turns=1).run(state, random.Random(1))
    assert len(values) == 4 and all(-1.0 <= v <= 1.0 for v in values)
    assert state.is_terminal() or (state.turns == turns + 1 and state.pending[0] == "turn")


# --------------------------------------------------------------------------- decisions


@pytest.mark.parametrize("level", LEVELS)
def test_takes_a_winning_coin_one_move_away(level):
    state = position(
        players=3, board=GOLD_NORTH, coins=[4, 3, 3], hands=[["gold-2c", "blank-3"]] * 3,
        pile=PILE,
    )  # fmt: skip
    bot, budget = make_bot("drakon", level)
    decision = bot.choose(state, budget, random.Random(1))
    assert actions.to_text(decision.action) == "move @0,1"


@pytest.mark.parametrize("level", SEARCH_LEVELS)
def test_search_takes_a_coin_rather_than_building(level):
    state = position(board=GOLD_NORTH, coins=[2, 2], hands=[["gold-2c", "blank-3"]] * 2, pile=PILE)
    bot, budget = make_bot("drakon", level)
    for seed in range(3):
        assert actions.to_text(bot.choose(state, budget, random.Random(seed)).action) == "move @0,1"


@pytest.mark.parametrize("level", SEARCH_LEVELS)
def test_the_leader_does_not_walk_into_drakons_due(level):
    # Seat 0 leads 3-1 with an empty hand and pile: it can only move, and north is the Due.
    state = position(board=DUE_NORTH, coins=[3, 1], heroes=[(0, 0), (1, 0)])
    assert {actions.to_text(a) for a in state.legal_actions()} == {
        "move @0,1",
        "move @1,0",
        "move @0,-1",
    }
    bot, budget = make_bot("drakon", level)
    for seed in range(3):
        assert actions.to_text(bot.choose(state, budget, random.Random(seed)).action) != "move @0,1"


def test_winning_action_finds_the_coin_and_nothing_else():
    state = position(board=GOLD_NORTH, coins=[4, 0], hands=[["blank-3"], ["blank-1"]], pile=PILE)
    action = winning_action(state, state.legal_actions(), 0, random.Random(1))
    assert actions.to_text(action) == "move @0,1"
    poorer = position(board=GOLD_NORTH, coins=[3, 0], hands=[["blank-3"], ["blank-1"]], pile=PILE)
    assert winning_action(poorer, poorer.legal_actions(), 0, random.Random(1)) is None


@pytest.mark.parametrize("players", [2, 6])
def test_search_plays_legal_steps_through_games(players):
    bot, budget = search_bot(10)
    bots = [bot if seat % 2 == 0 else PolicyBot(0.2) for seat in range(players)]
    state = midgame(players, players, 0)
    assert play_out(state, bots, budget, players, 160) > 60
    assert state.is_terminal() or state.turns > 30


def test_a_placement_plan_finishes_the_placement_without_a_new_search():
    # Only the Start is down: placing is all there is, so the cells below the tile get visits.
    state = position(hands=[["gold-1", "blank-3"], ["blank-1"]], pile=PILE)
    bot, budget = search_bot(200)
    first = bot.choose(state, budget, random.Random(2))
    assert actions.split(first.action)[0] == actions.PLACE_KIND and first.info["iterations"] == 200
    state.apply_action(first.action)
    second = bot.choose(state, budget, random.Random(2))
    assert second.info.get("planned") and second.action in state.legal_actions()
    state.apply_action(second.action)
    if len(state.legal_actions()) > 1:
        third = bot.choose(state, budget, random.Random(2))
        assert third.info.get("planned") and third.action in state.legal_actions()
    # A view the plan was not made for gets a fresh search.
    fresh = position(board=GOLD_NORTH, hands=[["gold-1", "blank-3"], ["blank-1"]], pile=PILE)
    assert not bot.choose(fresh, budget, random.Random(2)).info.get("planned")


def _variant_options() -> list[dict[str, str]]:
    """One option dict per choice of every rule option the engine offers now."""
    found = []
    for spec in RULES.info.options:
        for choice, _ in spec.choices:
            if choice != spec.default:
                found.append({spec.key: choice})
    return found or [{}]


@pytest.mark.parametrize("options", _variant_options(), ids=str)
def test_plays_legal_steps_under_every_variant(options):
    bot, budget = search_bot(6)
    state = RULES.new_initial_state(3, options)
    assert play_out(state, [bot, PolicyBot(0.3), bot], budget, 3, 200) > 40


# -------------------------------------------------------------------------- no cheating


def _resampled(state: DrakonState, seat: int, count: int) -> list[DrakonState]:
    """States that differ from `state` only in what `seat` cannot see."""
    return [state.sample_determinization(seat, random.Random(900 + k)) for k in range(count)]


def test_canonical_determinization_depends_only_on_the_seats_information():
    state = midgame(8, 4, 6)
    seat = state.current_player()
    for world in _resampled(state, seat, 3):
        assert world.view(seat) == state.view(seat)
        assert canonical(world, seat).hands == canonical(state, seat).hands
        assert canonical(world, seat).pile == canonical(state, seat).pile
        a, b = (
            determinize(world, seat, random.Random(5)),
            determinize(state, seat, random.Random(5)),
        )
        assert a.hands == b.hands and a.pile == b.pile and a.view(seat) == state.view(seat)


@pytest.mark.parametrize(
    ("players", "options"), [(3, {}), (5, {}), (3, {"coins": "valued", "heroes": "on"})], ids=str
)
def test_choice_does_not_change_when_other_hands_and_the_pile_are_resampled(players, options):
    checked = 0
    for seed, turns in ((11, 8), (12, 20)):
        state = midgame(seed, players, turns, **options)
        seat = state.current_player()
        worlds = _resampled(state, seat, 3)
        hidden = {tuple(map(tuple, w.hands[:seat] + w.hands[seat + 1 :])) for w in worlds}
        assert len(hidden) > 1  # the other hands really differ between the worlds
        bot, budget = search_bot(60)
        reference = bot.choose(state, budget, random.Random(77))
        for world in worlds:
            assert world.view(seat) == state.view(seat)
            bot, budget = search_bot(60)
            decision = bot.choose(world, budget, random.Random(77))
            assert decision.action == reference.action
            assert decision.info.get("visits") == reference.info.get("visits")
            assert decision.info.get("value") == reference.info.get("value")
            checked += 1
        easy, easy_budget = make_bot("drakon", "easy")
        for draw in range(4):
            ref = easy.choose(state, easy_budget, random.Random(draw)).action
            for world in worlds:
                assert easy.choose(world, easy_budget, random.Random(draw)).action == ref
    assert checked == 6


# ------------------------------------------------------------------------------ budget


def test_respects_its_time_and_iteration_budgets():
    state = midgame(21, 6, 12)
    bot, _ = search_bot()
    started = time.perf_counter()
    decision = bot.choose(state, SearchBudget(time_s=0.15), random.Random(1))
    assert time.perf_counter() - started < 0.4
    assert decision.action in state.legal_actions()
    bot, _ = search_bot()
    capped = bot.choose(state, SearchBudget(iterations=25, time_s=5.0), random.Random(1))
    assert capped.info["iterations"] == 25


def test_level_table_gives_policies_then_searches_with_growing_iteration_budgets():
    easy, _ = make_bot("drakon", "easy")
    normal, _ = make_bot("drakon", "normal")
    assert isinstance(easy, PolicyBot) and isinstance(normal, PolicyBot)
    assert easy.noise > normal.noise
    budgets = [make_bot("drakon", level)[1] for level in SEARCH_LEVELS]
    assert [type(make_bot("drakon", level)[0]) for level in SEARCH_LEVELS] == [DrakonSearchBot] * 2
    assert budgets[0].iterations < budgets[1].iterations
    assert all(budget.time_s is not None for budget in budgets)
    bot, budget = make_settings_bot({"iterations": 5, "time_s": 1.0, "turns": 1,
                                     "exploration": 0.5}, "probe")  # fmt: skip
    assert isinstance(bot, DrakonSearchBot) and budget.iterations == 5

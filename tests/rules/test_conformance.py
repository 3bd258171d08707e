"""Conformance of every registered game to the engine protocol (game.core.protocol): one driver.

Every game x every seat count x its option sets: all combinations of the option values when
they are few, else a covering set in which every pair of values of two options (a per-seat
option counts as one option per seat) meets in some set, so every value of every option is
played at every seat count. Each case plays seeded random games checking the protocol at every
node: legal actions unique and non-empty unless chance/terminal, chance probabilities summing to
1, clone independence, action text round trips, illegal actions raising, record round trips,
well-formed returns, games ending within info.max_game_length. Chance is driven by sample_chance
with rng_for, as the session does.

The fast run shares a few hundred games per game and seat count among its option sets; the
slow run (`pytest -m slow tests/rules/test_conformance.py`) plays every combination, many
games each.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from game.core.protocol import (
    CHANCE,
    TERMINAL,
    GameInfo,
    GameRules,
    GameState,
    IllegalActionError,
    sample_chance,
)
from game.core.record import GameRecord, SeatSpec, replay
from game.rng import rng_for
from game.rules import RULES
from tests.ai.toy_games import PigRules

FEW_COMBINATIONS = 8
"""Up to this many option combinations per seat count, the fast run plays them all."""

FAST_GAMES = {"nine-sons": 500, "drakon": 18, "toy-pig": 16}
"""Games per (game, seat count) in the fast run, shared among its option sets (Drakon's games
are ~20x longer than Nine Sons')."""
DEFAULT_FAST_GAMES = 100
SLOW_GAMES = {"drakon": 2500}
"""Games per (game, seat count) in the slow run, shared among every combination."""
DEFAULT_SLOW_GAMES = 5000
MIN_GAMES_PER_CASE = 2  # the first with the heavy checks, the second without
HEAVY_EVERY = 5  # every n-th playout also checks every action of every step (slower checks)

Factor = tuple[str, int | None, tuple[Any, ...]]
"""One dimension of the option space: option key, seat (per-seat options) or None, values."""


def factors(info: GameInfo, players: int) -> list[Factor]:
    """The option space of one seat count: one factor per option, one per seat when per_seat.

    Each factor's values start with the option's default, so the first set is the defaults."""
    found: list[Factor] = []
    for spec in info.options:
        values = (spec.default, *(value for value in spec.values() if value != spec.default))
        if spec.per_seat:
            found.extend((spec.key, seat, values) for seat in range(players))
        else:
            found.append((spec.key, None, values))
    return found


def all_combinations(space: list[Factor]) -> list[tuple[Any, ...]]:
    """Every combination of the factors' values (defaults first)."""
    return list(itertools.product(*(values for _, _, values in space)))


def pairwise_covering(space: list[Factor]) -> list[tuple[Any, ...]]:
    """A small set of combinations in which every two values of two factors meet (greedy,
    deterministic), starting with the defaults."""
    sizes = [len(values) for _, _, values in space]

    def pair(first: int, a: int, second: int, b: int) -> tuple[int, int, int, int]:
        return (first, a, second, b) if first < second else (second, b, first, a)

    uncovered = {
        (first, a, second, b)
        for first, second in itertools.combinations(range(len(space)), 2)
        for a in range(sizes[first])
        for b in range(sizes[second])
    }
    rows: list[list[int]] = []
    row = [0] * len(space)  # the defaults
    while True:
        rows.append(row)
        uncovered -= {
            pair(i, row[i], j, row[j]) for i, j in itertools.combinations(range(len(row)), 2)
        }
        if not uncovered:
            break
        # Start from the first pair still missing; give every other factor the value that
        # covers the most missing pairs with the values already chosen.
        first, a, second, b = min(uncovered)
        chosen = {first: a, second: b}
        for index in range(len(space)):
            if index not in chosen:
                chosen[index] = max(
                    range(sizes[index]),
                    key=lambda value: sum(
                        pair(index, value, other, picked) in uncovered
                        for other, picked in chosen.items()
                    ),
                )
        row = [chosen[index] for index in range(len(space))]
    return [tuple(space[i][2][value] for i, value in enumerate(row)) for row in rows]


def option_sets(info: GameInfo, players: int, every: bool = False) -> list[dict[str, Any]]:
    """The option sets a seat count is played with (all of them when `every` or when few)."""
    space = factors(info, players)
    combinations = math.prod(len(values) for _, _, values in space)
    if every or combinations <= FEW_COMBINATIONS or len(space) < 2:
        rows = all_combinations(space)
    else:
        rows = pairwise_covering(space)
    sets = []
    for row in rows:
        options: dict[str, Any] = {}
        for (key, seat, _), value in zip(space, row, strict=True):
            if seat is None:
                options[key] = value
            else:
                options.setdefault(key, []).append(value)
        sets.append(options)
    return sets


@dataclass(frozen=True)
class Case:
    """One conformance case: a game, a seat count, one option set and how many games."""

    slug: str
    players: int
    options: dict[str, Any]
    games: int

    def __str__(self) -> str:
        changed = [
            f"{spec.key}={'/'.join(map(str, value)) if spec.per_seat else value}"
            for spec in RULES_OR_TOYS[self.slug].info.options
            if (value := self.options[spec.key]) != spec.default
            and value != [spec.default] * self.players
        ]
        return f"{self.slug}-{self.players}p-{','.join(changed) or 'defaults'}"


TOYS: dict[str, GameRules] = {"toy-pig": PigRules()}
"""Toy games run through the same driver: Pig has a per-seat option (each seat's die)."""
RULES_OR_TOYS: dict[str, GameRules] = {**RULES, **TOYS}


def cases(
    registry: dict[str, GameRules], totals: dict[str, int], default: int, every: bool
) -> list[Case]:
    """Every (game, seat count, option set) with its share of the games."""
    found = []
    for slug, rules in sorted(registry.items()):
        info = rules.info
        for players in range(info.min_players, info.max_players + 1):
            sets = option_sets(info, players, every)
            share = max(MIN_GAMES_PER_CASE, math.ceil(totals.get(slug, default) / len(sets)))
            found.extend(Case(slug, players, options, share) for options in sets)
    return found


def check_decision_node(rules: GameRules, state: GameState, legal: list[int], heavy: bool) -> None:
    """Everything that must hold where a seat is to act."""
    assert legal, "no legal actions at a non-terminal decision node"
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    assert state.chance_outcomes() == []
    if not heavy:
        return
    view_before = state.view(state.current_player())
    assert isinstance(view_before, Hashable)
    hash(view_before)
    for action in legal:
        text = state.action_to_string(action)
        assert rules.parse_action(state, text) == action, text
    twin = state.clone()
    assert twin.view(None) == state.view(None)
    assert hash(twin.view(None)) == hash(state.view(None))
    twin.apply_action(legal[-1])
    assert state.view(state.current_player()) == view_before, "clone shares state"
    assert state.legal_actions() == legal
    illegal = [a for a in range(-1, 400) if a not in legal][:4]
    for action in illegal:
        probe = state.clone()
        with pytest.raises(IllegalActionError):
            probe.apply_action(action)
    with pytest.raises(IllegalActionError):
        rules.parse_action(state, "certainly not an action")


def check_chance_node(rules: GameRules, state: GameState) -> None:
    """Everything that must hold at a chance node."""
    outcomes = state.chance_outcomes()
    assert outcomes, "a chance node without outcomes"
    assert state.legal_actions() == []
    actions = [action for action, _ in outcomes]
    assert len(set(actions)) == len(actions)
    assert all(probability > 0 for _, probability in outcomes)
    assert sum(probability for _, probability in outcomes) == pytest.approx(1.0)
    for action in actions:
        assert rules.parse_action(state, state.action_to_string(action)) == action


def check_end(state: GameState, players: int) -> None:
    """Everything that must hold once the game is over."""
    assert state.current_player() == TERMINAL
    assert state.legal_actions() == [] and state.chance_outcomes() == []
    returns = state.returns()
    assert len(returns) == players
    assert all(-1.0 <= value <= 1.0 for value in returns)
    outcome = state.outcome()
    assert outcome is not None and len(outcome.scores) == players
    if players == 2:
        assert sum(returns) == pytest.approx(0.0)
        assert (returns[0] > 0) == (outcome.winners == (0,))
        assert (returns[1] > 0) == (outcome.winners == (1,))
    with pytest.raises(IllegalActionError):
        state.apply_action(0)


def check_record(rules: GameRules, case: Case, seed: int, history: list[str], end: GameState):
    """The game saved as a record, loaded from JSON and replayed, ends where it ended."""
    seats = [SeatSpec(f"Seat {i}") for i in range(case.players)]
    record = GameRecord(case.slug, case.players, case.options, seats, seed, history)
    loaded = GameRecord.loads(record.dumps())
    assert loaded == record
    replayed = replay(rules, loaded)
    assert replayed.is_terminal()
    assert replayed.view(None) == end.view(None)
    assert replayed.outcome() == end.outcome()


def playout(case: Case, seed: int, heavy: bool) -> None:
    """Play one seeded random game, checking the protocol at every node."""
    rules = RULES_OR_TOYS[case.slug]
    players = case.players
    state = rules.new_initial_state(players, case.options)
    chance_rng = rng_for(seed, "chance")
    choice_rng = rng_for(seed, "choice")
    history: list[str] = []
    while not state.is_terminal():
        assert len(history) < rules.info.max_game_length, "game longer than max_game_length"
        player = state.current_player()
        assert player == CHANCE or 0 <= player < players
        assert state.returns() == [0.0] * players
        assert state.outcome() is None
        if player == CHANCE:
            check_chance_node(rules, state)
            action = sample_chance(state, chance_rng)
        else:
            legal = state.legal_actions()
            check_decision_node(rules, state, legal, heavy)
            action = legal[choice_rng.randrange(len(legal))]
        history.append(state.action_to_string(action))
        state.apply_action(action)
    check_end(state, players)
    if heavy:
        check_record(rules, case, seed, history, state)


def run_playouts(case: Case, first_seed: int = 0) -> None:
    """The case's seeded playouts, every HEAVY_EVERY-th with the expensive checks."""
    for seed in range(first_seed, first_seed + case.games):
        playout(case, seed, heavy=seed % HEAVY_EVERY == 0)


FAST_CASES = cases(RULES_OR_TOYS, FAST_GAMES, DEFAULT_FAST_GAMES, every=False)


@pytest.mark.parametrize("case", FAST_CASES, ids=str)
def test_random_playouts_follow_the_protocol(case):
    run_playouts(case)


@pytest.mark.slow
@pytest.mark.parametrize("case", cases(RULES, SLOW_GAMES, DEFAULT_SLOW_GAMES, every=True), ids=str)
def test_many_random_playouts_follow_the_protocol(case):
    run_playouts(case, first_seed=10_000)


# --- the driver itself -------------------------------------------------------------------------


def _fast_sets(slug: str, players: int) -> Iterator[dict[str, Any]]:
    return (case.options for case in FAST_CASES if (case.slug, case.players) == (slug, players))


@pytest.mark.parametrize("slug", sorted(RULES_OR_TOYS))
def test_every_value_of_every_option_is_played_at_every_seat_count(slug):
    info = RULES_OR_TOYS[slug].info
    for players in range(info.min_players, info.max_players + 1):
        played = list(_fast_sets(slug, players))
        assert played[0] == info.default_options(players)
        for key, seat, values in factors(info, players):
            seen = {options[key] if seat is None else options[key][seat] for options in played}
            assert seen == set(values), (slug, players, key, seat)


def test_the_covering_set_meets_every_pair_and_stays_small():
    info = RULES["drakon"].info
    sets = option_sets(info, 4)
    assert len(sets) < len(option_sets(info, 4, every=True)) == 16
    for first, second in itertools.combinations([spec.key for spec in info.options], 2):
        pairs = {(options[first], options[second]) for options in sets}
        assert len(pairs) == 4, (first, second)


def test_a_per_seat_option_gives_every_seat_every_choice():
    sets = option_sets(TOYS["toy-pig"].info, 3)
    assert all(len(options["die"]) == 3 for options in sets)
    for seat in range(3):
        assert {options["die"][seat] for options in sets} == {4, 6}
    # The choices reach the game: a four-sided die for seat 1 only.
    state = TOYS["toy-pig"].new_initial_state(3, {"die": [6, 4, 6], "target": 30})
    assert state.dice == (6, 4, 6) and state.target == 30


# --- whole-game properties -------------------------------------------------------------------


@pytest.mark.parametrize("slug", sorted(RULES))
def test_seat_counts_outside_the_range_are_refused(slug):
    info = RULES[slug].info
    for players in (info.min_players - 1, info.max_players + 1):
        with pytest.raises(ValueError):
            RULES[slug].new_initial_state(players)


@pytest.mark.parametrize("slug", sorted(RULES))
def test_same_seed_same_game(slug):
    """Determinism: the same seed and driver give the same action history."""

    def history(seed: int) -> list[str]:
        rules = RULES[slug]
        state = rules.new_initial_state(rules.info.min_players)
        rng = rng_for(seed, "determinism")
        texts = []
        for _ in itertools.count():
            if state.is_terminal():
                return texts
            if state.is_chance_node():
                action = sample_chance(state, rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            texts.append(state.action_to_string(action))
            state.apply_action(action)
        return texts

    assert history(3) == history(3)
    assert history(3) != history(4)

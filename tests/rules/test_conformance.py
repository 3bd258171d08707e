"""Conformance of every registered game to the engine protocol (game.core.protocol): one driver.

Every game x every seat count x its option sets: all combinations of the option values when
they are few, else a covering set in which every pair of values of two options (a per-seat
option counts as one option per seat) meets in some set, so every value of every option is
played at every seat count. Sets the rules refuse (an option whose `requires` is not met, e.g.
Bridge Hacking with Dragon Bridge's Basic game) are never played, and only the pairs some
allowed set combines have to meet. Each case plays seeded random games checking the protocol
at every node: legal actions unique and non-empty unless chance/terminal, chance probabilities
summing to 1, clone independence, action text round trips, illegal actions raising, record
round trips, well-formed returns, games ending within info.max_game_length. Chance is driven by
sample_chance with rng_for, as the session does.

The fast run shares a few hundred games per game and seat count among its option sets; the
slow run (`pytest -m slow tests/rules/test_conformance.py`) plays every combination, many
games each.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Hashable, Iterator
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

FAST_GAMES = {"nine-sons": 500, "drakon": 18, "dragon-delta": 12, "wyvern": 20, "toy-pig": 16}
"""Games per (game, seat count) in the fast run, shared among its option sets (Drakon's games
are ~20x longer than Nine Sons'; a Wyvern match, several games to 100 points, ~4,000 plies)."""
DEFAULT_FAST_GAMES = 100
SLOW_GAMES = {"drakon": 2500, "dragon-delta": 150, "wyvern": 216}
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


def as_options(space: list[Factor], row: tuple[Any, ...]) -> dict[str, Any]:
    """One combination of the factors' values as the option dict a game is given."""
    options: dict[str, Any] = {}
    for (key, seat, _), value in zip(space, row, strict=True):
        if seat is None:
            options[key] = value
        else:
            options.setdefault(key, []).append(value)
    return options


def allowed(info: GameInfo, players: int, options: dict[str, Any]) -> bool:
    """True unless the rules refuse the option set (an option whose `requires` is not met
    was given a value other than its default)."""
    try:
        info.resolve_options(options, players)
    except ValueError:
        return False
    return True


Row = tuple[int, ...]
"""A combination as the index of each factor's value."""
Pair = tuple[int, int, int, int]
"""Two factors' values that meet in a combination: (factor, value, later factor, value)."""


def _pairs(row: Row) -> set[Pair]:
    return {(i, row[i], j, row[j]) for i, j in itertools.combinations(range(len(row)), 2)}


def pairwise_covering(
    space: list[Factor], is_allowed: Callable[[Row], bool] = lambda row: True
) -> list[tuple[Any, ...]]:
    """A small set of allowed combinations in which every two values of two factors that can
    meet at all (in some allowed combination) meet (greedy, deterministic), starting with the
    defaults. With every combination allowed, the classic greedy construction."""
    sizes = [len(values) for _, _, values in space]

    def pair(first: int, a: int, second: int, b: int) -> Pair:
        return (first, a, second, b) if first < second else (second, b, first, a)

    candidates: list[Row] = []  # every allowed row, built only when some row is refused
    every: list[Row] = list(itertools.product(*(range(size) for size in sizes)))
    if all(is_allowed(row) for row in every):
        uncovered = {
            (first, a, second, b)
            for first, second in itertools.combinations(range(len(space)), 2)
            for a in range(sizes[first])
            for b in range(sizes[second])
        }
    else:
        candidates = [row for row in every if is_allowed(row)]
        uncovered = set().union(*(_pairs(row) for row in candidates))
    rows: list[Row] = []
    row: Row = tuple([0] * len(space))  # the defaults (always allowed)
    while True:
        rows.append(row)
        uncovered -= _pairs(row)
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
        row = tuple(chosen[index] for index in range(len(space)))
        if candidates and not is_allowed(row):
            # Refused: the allowed row with that first missing pair covering the most others.
            with_pair = [c for c in candidates if c[first] == a and c[second] == b]
            row = max(with_pair, key=lambda c: len(_pairs(c) & uncovered))
    return [tuple(space[i][2][value] for i, value in enumerate(row)) for row in rows]


def option_sets(info: GameInfo, players: int, every: bool = False) -> list[dict[str, Any]]:
    """The option sets a seat count is played with (all of them when `every` or when few);
    sets the rules refuse (OptionSpec.requires not met) are left out."""
    space = factors(info, players)
    combinations = math.prod(len(values) for _, _, values in space)
    if every or combinations <= FEW_COMBINATIONS or len(space) < 2:
        rows = all_combinations(space)
    else:

        def is_allowed(row: Row) -> bool:
            values = tuple(space[i][2][value] for i, value in enumerate(row))
            return allowed(info, players, as_options(space, values))

        rows = pairwise_covering(space, is_allowed)
    sets = [as_options(space, row) for row in rows]
    return [options for options in sets if allowed(info, players, options)]


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


def _value(options: dict[str, Any], key: str, seat: int | None) -> Any:
    return options[key] if seat is None else options[key][seat]


def _allowed_sets(info: GameInfo, players: int) -> list[dict[str, Any]]:
    space = factors(info, players)
    every = (as_options(space, row) for row in all_combinations(space))
    return [options for options in every if allowed(info, players, options)]


@pytest.mark.parametrize("slug", sorted(RULES_OR_TOYS))
def test_every_value_of_every_option_is_played_at_every_seat_count(slug):
    info = RULES_OR_TOYS[slug].info
    for players in range(info.min_players, info.max_players + 1):
        played = list(_fast_sets(slug, players))
        assert played[0] == info.default_options(players)
        assert all(allowed(info, players, options) for options in played)
        for key, seat, values in factors(info, players):
            seen = {_value(options, key, seat) for options in played}
            assert seen == set(values), (slug, players, key, seat)


@pytest.mark.parametrize("slug", sorted(RULES_OR_TOYS))
def test_the_covering_set_meets_every_allowed_pair(slug):
    """Every two values of two options that some allowed option set combines meet in a played
    set (a pair that `requires` forbids, e.g. Bridge Hacking with the Basic game, never)."""
    info = RULES_OR_TOYS[slug].info
    for players in range(info.min_players, info.max_players + 1):
        space = factors(info, players)
        played = option_sets(info, players)
        for (k1, s1, _), (k2, s2, _) in itertools.combinations(space, 2):
            possible = {
                (_value(o, k1, s1), _value(o, k2, s2)) for o in _allowed_sets(info, players)
            }
            met = {(_value(o, k1, s1), _value(o, k2, s2)) for o in played}
            assert met == possible, (slug, players, k1, s1, k2, s2)


def test_the_covering_set_stays_small():
    info = RULES["drakon"].info
    assert len(option_sets(info, 4)) < len(option_sets(info, 4, every=True)) == 16


def test_option_sets_the_rules_refuse_are_skipped():
    """Dragon Bridge offers hacking and chosen wizards with the full game only (requires)."""
    info = RULES["dragon-bridge"].info
    for every in (False, True):
        sets = option_sets(info, 2, every)
        assert sets and all(allowed(info, 2, options) for options in sets)
        assert not any(o["mode"] == "basic" and o["hacking"] == "on" for o in sets)
        assert any(o["mode"] == "full" and o["hacking"] == "on" for o in sets)
    assert len(option_sets(info, 2, every=True)) == 16 - 6  # basic: 3 of 4 refused, per bridge


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

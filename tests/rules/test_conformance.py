"""Conformance of every registered game to the engine protocol (game.core.protocol).

Seeded random playouts for every game in game.rules.RULES and every seat count it allows: legal
actions unique and non-empty unless chance/terminal, chance probabilities summing to 1, clone
independence, action text round trips, illegal actions raising, record round trips, well-formed
returns and games ending within info.max_game_length. Chance is driven by sample_chance with
rng_for, as the session does.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable

import pytest

from game.core.protocol import (
    CHANCE,
    TERMINAL,
    GameRules,
    GameState,
    IllegalActionError,
    sample_chance,
)
from game.core.record import GameRecord, SeatSpec, replay
from game.rng import rng_for
from game.rules import RULES

# Playouts per (game, seat count) in the default run; nine-sons needs at least 500 in total.
PLAYOUTS = {"nine-sons": 500, "drakon": 10}  # drakon: ~0.1 s a game, more under slow
DEFAULT_PLAYOUTS = 100
HEAVY_EVERY = 5  # every n-th playout also checks every action of every step (slower checks)


def cases(playouts: dict[str, int], default: int) -> list[tuple[str, int, int]]:
    """(slug, seat count, playouts) for every registered game and seat count."""
    found = []
    for slug, rules in sorted(RULES.items()):
        for players in range(rules.info.min_players, rules.info.max_players + 1):
            found.append((slug, players, playouts.get(slug, default)))
    return found


def options_for(rules: GameRules, seed: int) -> dict:
    """Cycle through every option's choices so variants get played too."""
    options = {}
    for index, spec in enumerate(rules.info.options):
        values = [value for value, _ in spec.choices]
        options[spec.key] = values[(seed // (index + 1)) % len(values)]
    return options


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


def playout(slug: str, players: int, seed: int, heavy: bool) -> None:
    """Play one seeded random game, checking the protocol at every node."""
    rules = RULES[slug]
    options = options_for(rules, seed)
    state = rules.new_initial_state(players, options)
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
    if heavy:
        seats = [SeatSpec(f"Seat {i}") for i in range(players)]
        record = GameRecord(slug, players, options, seats, seed, history)
        loaded = GameRecord.loads(record.dumps())
        assert loaded == record
        replayed = replay(rules, loaded)
        assert replayed.is_terminal()
        assert replayed.view(None) == state.view(None)
        assert replayed.outcome() == outcome


def run_playouts(slug: str, players: int, count: int, first_seed: int = 0) -> None:
    """`count` seeded playouts, every HEAVY_EVERY-th with the expensive checks."""
    for seed in range(first_seed, first_seed + count):
        playout(slug, players, seed, heavy=seed % HEAVY_EVERY == 0)


@pytest.mark.parametrize("slug, players, count", cases(PLAYOUTS, DEFAULT_PLAYOUTS))
def test_random_playouts_follow_the_protocol(slug, players, count):
    run_playouts(slug, players, count)


# Drakon's 500 games per seat count live in test_drakon_conformance.py (its games are ~50x
# longer than Nine Sons'), so here it only gets a short extra run.
SLOW_PLAYOUTS = {"drakon": 100}


@pytest.mark.slow
@pytest.mark.parametrize("slug, players, count", cases(SLOW_PLAYOUTS, 5000))
def test_many_random_playouts_follow_the_protocol(slug, players, count):
    run_playouts(slug, players, count, first_seed=10_000)


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

"""The pyspiel wrapper of our engines stays honest: OpenSpiel's own random-simulation test,
action codecs, clones, information-state strings and OpenSpiel's Python bots on short budgets.
Skipped when open-spiel (requirements-arena.txt) is not installed."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel")

from ai.openspiel_wrapper import (  # noqa: E402
    OpenSpielBot,
    codec_for,
    load_game,
    random_sim_check,
)
from ai.protocol import SearchBudget  # noqa: E402
from game.core.protocol import sample_chance  # noqa: E402
from game.rng import rng_for  # noqa: E402
from game.rules import RULES, get_rules  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SLUGS = sorted(RULES)


def _random_states(slug: str, seed: int, limit: int = 400):
    """Decision states of one seeded random game of `slug` (2 seats)."""
    state = get_rules(slug).new_initial_state(2)
    rng = rng_for(seed, "openspiel-test")
    plies = 0
    while not state.is_terminal() and plies < limit:
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            yield state
            state.apply_action(rng.choice(state.legal_actions()))
        plies += 1


@pytest.mark.parametrize("slug", SLUGS)
def test_openspiel_random_simulation_test_passes(slug):
    random_sim_check(slug, 2, simulations=3)


@pytest.mark.parametrize("slug", SLUGS)
def test_action_codec_is_dense_and_invertible(slug):
    codec = codec_for(slug)
    for seed in range(3):
        for state in _random_states(slug, seed):
            actions = state.legal_actions()
            encoded = [codec.encode(a) for a in actions]
            assert len(set(encoded)) == len(encoded)
            assert all(0 <= code < codec.num_distinct for code in encoded)
            assert [codec.decode(code) for code in encoded] == actions


@pytest.mark.parametrize("slug", SLUGS)
def test_wrapped_state_follows_the_engine_and_clones_independently(slug):
    game = load_game(slug, 2)
    state = game.new_initial_state()
    rng = random.Random(3)
    for _ in range(30):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
        else:
            legal = state.legal_actions()
            assert legal == sorted(legal)
            assert state.current_player() == state.inner.current_player()
            state.apply_action(rng.choice(legal))
    before = state.inner.view(None)
    copy = state.clone()
    assert copy.inner is not state.inner and copy.inner.view(None) == before
    while not copy.is_terminal() and copy.is_chance_node():
        copy.apply_action(copy.chance_outcomes()[0][0])
    if not copy.is_terminal():
        copy.apply_action(copy.legal_actions()[0])
    assert state.inner.view(None) == before
    assert len(copy.history()) > len(state.history())


def test_information_state_string_survives_determinization():
    game = load_game("dragon-bridge", 2)
    rng = random.Random(5)
    checked = 0
    for state in _random_states("dragon-bridge", 11, limit=60):
        player = state.current_player()
        wrapped = game.wrap(state)
        key = wrapped.information_state_string(player)
        assert key == repr(state.information_state_key(player))
        world = game.wrap(state.sample_determinization(player, rng), copy=False)
        assert world.information_state_string(player) == key
        checked += 1
    assert checked > 5


@pytest.mark.parametrize(("slug", "kind"), [("nine-sons", "mcts"), ("dragon-bridge", "ismcts")])
def test_openspiel_bots_answer_with_legal_actions(slug, kind):
    states = [s.clone() for s in _random_states(slug, 2, limit=40) if len(s.legal_actions()) > 1]
    bot = OpenSpielBot(slug, kind, simulations=24)
    for index, state in enumerate(states[:3]):
        before = state.view(None)
        decision = bot.choose(state, SearchBudget(), random.Random(index))
        assert decision.action in state.legal_actions()
        assert decision.info["iterations"] == 24
        assert state.view(None) == before  # the bot never mutates its input


def test_arena_plays_openspiel_against_our_bots():
    from ai.arena import run_match

    summary, results = run_match("nine-sons", "random", "openspiel-mcts:0.005", games=2)
    assert [r.a_seat for r in results] == [0, 1]
    assert summary["games"] == 2 and summary["b_seconds_per_move"] > 0


def test_module_imports_without_pyspiel_and_exits_cleanly_after_loading():
    script = (
        "import sys\n"
        "import ai.openspiel_wrapper as w\n"
        "assert 'pyspiel' not in sys.modules\n"
        "game = w.load_game('nine-sons')\n"
        "state = game.new_initial_state()\n"
        "print(game.num_players())\n"
    )
    # A game class released only at interpreter shutdown used to abort the process here.
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "2"

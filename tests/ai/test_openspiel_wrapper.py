"""The pyspiel wrapper of our engines stays honest: the action codecs (always), and with
open-spiel installed (requirements-arena.txt) OpenSpiel's own random-simulation test, clones,
information-state strings and OpenSpiel's Python bots on short budgets."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from pathlib import Path

import pytest

from ai.openspiel_wrapper import (
    OpenSpielBot,
    codec_for,
    load_game,
    random_sim_check,
)
from ai.protocol import SearchBudget
from game.core.protocol import sample_chance
from game.rng import rng_for
from game.rules import RULES, get_rules
from game.rules.drakon import actions as drakon_actions

ROOT = Path(__file__).resolve().parents[2]
SLUGS = sorted(RULES)

needs_pyspiel = pytest.mark.skipif(
    importlib.util.find_spec("pyspiel") is None, reason="open-spiel is not installed"
)


def _random_states(slug: str, seed: int, limit: int = 400, players: int = 2, options=None):
    """Decision states of one seeded random game of `slug`."""
    state = get_rules(slug).new_initial_state(players, options)
    rng = rng_for(seed, "openspiel-test")
    plies = 0
    while not state.is_terminal() and plies < limit:
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            yield state
            state.apply_action(rng.choice(state.legal_actions()))
        plies += 1


def _every_option_changed(slug: str) -> dict:
    """Every option of `slug` at its last (non-default) choice: the most actions in play."""
    return {spec.key: spec.values()[-1] for spec in get_rules(slug).info.options}


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("variant", ["defaults", "changed"])
def test_action_codec_is_dense_and_invertible(slug, variant):
    """Legal actions and chance outcomes map into [0, num_distinct) and back, one to one."""
    codec = codec_for(slug)
    info = get_rules(slug).info
    options = _every_option_changed(slug) if variant == "changed" else None
    players = min(info.max_players, 4)
    state = get_rules(slug).new_initial_state(players, options)
    rng = rng_for(7, "dense", slug)
    while not state.is_terminal():
        if state.is_chance_node():
            actions = [action for action, _ in state.chance_outcomes()]
            action = sample_chance(state, rng)
        else:
            actions = state.legal_actions()
            action = actions[rng.randrange(len(actions))]
        encoded = [codec.encode(a) for a in actions]
        assert len(set(encoded)) == len(encoded)
        assert all(0 <= code < codec.num_distinct for code in encoded)
        assert [codec.decode(code) for code in encoded] == actions
        state.apply_action(action)


def test_drakon_dense_ids_cover_every_op_and_payload_extreme():
    ops = drakon_actions
    extremes = [(ops.COIN, 3), (ops.PASS, 0), (ops.HERO_DEAL, 5)]
    extremes += [(ops.ROTATE, (ops.CELLS - 1) * 4 + 3)]
    extremes += [(op, ops.CELLS - 1) for op in ops.CELL_OPS]
    codec = codec_for("drakon")
    for op, payload in extremes:
        action = ops.make(op, payload)
        assert 0 <= codec.encode(action) < codec.num_distinct
        assert codec.decode(codec.encode(action)) == action


@needs_pyspiel
@pytest.mark.parametrize("slug", SLUGS)
def test_openspiel_random_simulation_test_passes(slug):
    random_sim_check(slug, 2, simulations=3)


@needs_pyspiel
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


@needs_pyspiel
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


@needs_pyspiel
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


@needs_pyspiel
def test_arena_plays_openspiel_against_our_bots():
    from ai.arena import run_match

    summary, results = run_match("nine-sons", "random", "openspiel-mcts:0.005", games=2)
    assert [r.a_seat for r in results] == [0, 1]
    assert summary["games"] == 2 and summary["b_seconds_per_move"] > 0


@needs_pyspiel
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

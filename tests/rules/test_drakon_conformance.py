"""Drakon through the generic conformance playouts for every seat count and every variant set,
plus the dense action ids a wrapper such as OpenSpiel can use.

The fast run plays a couple of games per (variant, seat count); the slow run plays 500 each
(`pytest -m slow tests/rules/test_drakon_conformance.py`).
"""

from __future__ import annotations

import pytest

from game.core.protocol import sample_chance
from game.rng import rng_for
from game.rules.drakon import DrakonRules
from game.rules.drakon import actions as A
from tests.rules import test_conformance as conformance

VARIANTS: dict[str, dict[str, str]] = {
    "base": {},
    "escape": {"goal": "escape"},
    "heroes": {"heroes": "on"},
    "valued": {"coins": "valued"},
    "drakon": {"drakon": "on"},
    "all-on": {"goal": "escape", "heroes": "on", "coins": "valued", "drakon": "on"},
}
FAST_GAMES = 2  # per (variant, seat count); the first one with the heavy checks
SLOW_GAMES = 500


def run_variant(monkeypatch, variant: str, players: int, count: int, first_seed: int) -> None:
    """Generic playouts with the options of `variant` (instead of the cycled ones)."""
    options = VARIANTS[variant]
    monkeypatch.setattr(conformance, "options_for", lambda rules, seed: dict(options))
    conformance.run_playouts("drakon", players, count, first_seed=first_seed)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("players", range(2, 7))
def test_generic_playouts_follow_the_protocol(monkeypatch, variant, players):
    run_variant(monkeypatch, variant, players, FAST_GAMES, first_seed=0)


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("players", range(2, 7))
def test_many_generic_playouts_follow_the_protocol(monkeypatch, variant, players):
    run_variant(monkeypatch, variant, players, SLOW_GAMES, first_seed=10_000)


@pytest.mark.parametrize("variant", ["base", "all-on"])
def test_dense_ids_are_a_bijection_on_seen_actions(variant):
    rules = DrakonRules()
    state = rules.new_initial_state(4, VARIANTS[variant])
    rng = rng_for(7, "dense")
    seen_ops = set()
    while not state.is_terminal():
        if state.is_chance_node():
            actions = [a for a, _ in state.chance_outcomes()]
            action = sample_chance(state, rng)
        else:
            actions = state.legal_actions()
            action = actions[rng.randrange(len(actions))]
        codes = [A.dense(a) for a in actions]
        assert all(0 <= c < A.NUM_DENSE for c in codes)
        assert [A.from_dense(c) for c in codes] == actions
        seen_ops.update(A.split(a)[0] for a in actions)
        state.apply_action(action)
    assert len(seen_ops) >= 5


def test_dense_ids_cover_every_op_and_payload_extreme():
    extremes = [(A.COIN, 3), (A.PASS, 0), (A.HERO_DEAL, 5), (A.ROTATE, (A.CELLS - 1) * 4 + 3)]
    extremes += [(op, A.CELLS - 1) for op in A.CELL_OPS]
    for op, payload in extremes:
        action = A.make(op, payload)
        assert 0 <= A.dense(action) < A.NUM_DENSE and A.from_dense(A.dense(action)) == action

"""Drakon through the generic conformance playouts (before it is registered in RULES), plus
the dense action ids a wrapper such as OpenSpiel can use."""

from __future__ import annotations

import pytest

from game.core.protocol import sample_chance
from game.rng import rng_for
from game.rules import RULES
from game.rules.drakon import DrakonRules
from game.rules.drakon import actions as A
from tests.rules import test_conformance as conformance


@pytest.fixture
def registered(monkeypatch):
    """Drakon in the registry for the duration of one test."""
    monkeypatch.setitem(RULES, "drakon", DrakonRules())


@pytest.mark.parametrize("players", range(2, 7))
def test_generic_playouts_follow_the_protocol(registered, players):
    conformance.run_playouts("drakon", players, 6)


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 7))
def test_many_generic_playouts_follow_the_protocol(registered, players):
    conformance.run_playouts("drakon", players, 500, first_seed=10_000)


def test_dense_ids_are_a_bijection_on_seen_actions():
    rules = DrakonRules()
    state = rules.new_initial_state(4)
    rng = rng_for(7, "dense")
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
        state.apply_action(action)

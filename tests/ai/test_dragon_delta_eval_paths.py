"""Dragon Delta's evaluator: the islets' bit-set graph (`evaluate._flat_edges`) and the shared
adjacency give exactly the edges and routes of the general code (issue 18, session 6)."""

from __future__ import annotations

from ai.heuristics.dragon_delta import evaluate
from tests.rules.test_dragon_delta_speed_paths import random_positions


def _general(state, monkeypatch):
    """edges and both seats' routes by the general code (no flat tables), caches emptied."""
    with monkeypatch.context() as patch:
        patch.setattr(state.layout, "onward", [])
        evaluate._EDGES.clear()
        evaluate._ROUTES.clear()
        evaluate._ADJACENCY.clear()
        found = evaluate.edges(state)
        routes = [evaluate.route(state, seat) for seat in range(state.num_players)]
    evaluate._EDGES.clear()
    evaluate._ROUTES.clear()
    evaluate._ADJACENCY.clear()
    return found, routes


def test_flat_edges_and_routes_match_the_general_code(monkeypatch):
    checked = 0
    for state in random_positions(4, every=7):
        expected_edges, expected_routes = _general(state, monkeypatch)
        assert evaluate.edges(state) == expected_edges
        assert [evaluate.route(state, seat) for seat in range(state.num_players)] == (
            expected_routes
        )
        checked += len(expected_edges) > 0
    assert checked > 50


def test_flat_edges_give_way_on_a_bridge_off_the_candidates():
    state = random_positions(1, every=50)[-1]
    state.ends[0] = (31, 6)  # no candidate pair: the general code answers
    assert evaluate._flat_edges(state, state.layout) is None

"""bench/nine_sons_phases.py: the per-kind apply rates time real placements and real moves."""

from bench.nine_sons_phases import decision_positions, measure_phases
from game.rules.nine_sons import NineSonsState

MOVE_FLAG = 1 << 20


def test_decision_positions_hold_both_kinds_of_turn():
    positions = decision_positions(NineSonsState, seed=4, games=2)
    kinds = {
        a & MOVE_FLAG != 0 for s in positions for a in s.legal_actions() if a < 72 or a & MOVE_FLAG
    }
    assert kinds == {True, False}
    assert all(not s.is_terminal() and not s.is_chance_node() for s in positions)
    # Seeded: the same games again.
    again = decision_positions(NineSonsState, seed=4, games=2)
    assert [s.position_key() for s in again] == [s.position_key() for s in positions]


def test_measure_phases_reports_every_rate():
    numbers = measure_phases(NineSonsState, seconds=0.01, games=1)
    rates = (
        numbers.place_per_s,
        numbers.move_per_s,
        numbers.legal_actions_per_s,
        numbers.clone_per_s,
        numbers.playouts_per_s,
    )
    assert all(rate > 0 for rate in rates)


def test_search_positions_are_the_benchs_positions():
    from bench.ai_speed import bench_positions
    from bench.nine_sons_phases import search_positions

    ours = search_positions(NineSonsState, count=4)
    theirs = bench_positions("nine-sons", 4)
    assert [s.position_key() for s in ours] == [s.position_key() for s in theirs]


def test_measure_search_counts_the_nodes_of_every_answer():
    from ai.heuristics.nine_sons.levels import make_level_bot
    from bench.nine_sons_phases import measure_search, search_positions

    positions = search_positions(NineSonsState, count=3)
    numbers = measure_search(make_level_bot, positions, "normal")
    assert len(numbers.answers) == len(numbers.answer_cpu_s) == 3
    assert numbers.nodes == sum(nodes for _, nodes, _ in numbers.answers) > 0
    assert numbers.nodes_per_s > 0
    for state, (move, _, _) in zip(positions, numbers.answers, strict=True):
        assert move in state.legal_actions()
    # Time caps lifted: the same answers again, node for node.
    assert measure_search(make_level_bot, positions, "normal").answers == numbers.answers

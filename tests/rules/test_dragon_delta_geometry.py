"""Dragon Delta geometry (digest §3): the layout's symmetry, the §3.4 numbers, the crossing,
third-stone, village-disc and capacity checks, and the open river's grid."""

from __future__ import annotations

import math

import pytest

from game.rules.dragon_delta.geometry import (
    MAX_OFFER,
    VILLAGES,
    layout_for,
    segments_cross,
)
from tests.rules.dragon_delta_positions import legal, position

LAYOUT = layout_for(False)
N = LAYOUT.index


def span(a: str, b: str) -> float:
    return LAYOUT.span(N[a], N[b])


def test_every_village_sees_the_same_spans():
    seen = []
    for village in range(VILLAGES):
        spans = sorted(round(LAYOUT.span(village, s), 1) for s in range(VILLAGES, LAYOUT.size))
        seen.append(spans)
    for spans in seen[1:]:
        assert spans == pytest.approx(seen[0], abs=0.11)
    # and the offered pairs: each village has as many candidates
    counts = {v: sum(1 for p in LAYOUT.candidates() if p.a == v) for v in range(VILLAGES)}
    assert len(set(counts.values())) == 1


def test_islet_pair_counts_of_section_3_4():
    needs: dict[int, int] = {}
    for a in range(VILLAGES, LAYOUT.size):
        for b in range(a + 1, LAYOUT.size):
            s = LAYOUT.span(a, b)
            if s <= 6:
                needs[math.ceil(s)] = needs.get(math.ceil(s), 0) + 1
    assert sum(needs.values()) == 165
    assert needs == {2: 21, 3: 15, 4: 45, 5: 39, 6: 45}


def test_the_five_bridge_crossing_of_section_3_4():
    path = ["V0", "B1", "A2", "A3", "C4", "V3"]
    spans = [round(span(a, b), 2) for a, b in zip(path, path[1:], strict=False)]
    assert spans == [5.53, 1.61, 2.28, 3.21, 3.91]
    assert [math.ceil(s) for s in spans] == [6, 2, 3, 4, 4]  # 3.91 needs a 4 (the digest: a 5)
    for a, b in zip(path, path[1:], strict=False):
        assert LAYOUT.pair(N[a], N[b]) is not None


def test_village_spans_from_v0():
    assert [round(span("V0", x), 2) for x in ("E1", "D6", "C1", "E2", "B1")] == [
        1.81,
        3.11,
        3.91,
        5.29,
        5.53,
    ]


def test_pairs_never_join_two_villages_nor_reach_too_far():
    assert LAYOUT.pair(0, 1) is None and LAYOUT.pair(0, 3) is None
    assert all(p.span <= MAX_OFFER for p in LAYOUT.candidates())
    assert LAYOUT.pair(N["V0"], N["C4"]) is None  # 8.7 away


def test_segment_crossing():
    assert segments_cross((0, 0), (2, 2), (0, 2), (2, 0))
    assert not segments_cross((0, 0), (1, 0), (0, 1), (1, 1))
    assert segments_cross((0, 0), (2, 0), (1, 0), (3, 0))  # overlapping


def test_crossing_bridges_are_refused():
    a2_a4 = LAYOUT.pair(N["A2"], N["A4"])
    a1_a3 = LAYOUT.pair(N["A1"], N["A3"])
    assert a2_a4 is not None and a1_a3 is not None
    assert LAYOUT.crosses(a2_a4, a1_a3)
    state = position(
        stones=["A1", "A2", "A3", "A4"],
        bridges={"black-3": "A2-A4"},
        programs=[["build-1", *["stone-1"] * 4], ["stone-1"] * 5],
        supply=0,
    )
    assert "build A1-A3" not in legal(state)
    assert "build A1-A2" in legal(state)  # meeting at a shared stone is fine
    assert state.why_illegal("build", N["A1"], N["A3"]).english() == (
        "That bridge would cross another bridge."
    )


def test_a_bridge_may_not_pass_over_a_third_stone():
    over = [(p, site) for p in LAYOUT.candidates() if p.a >= VILLAGES for site in p.blockers]
    assert over, "the layout has pairs passing over a third islet"
    pair, site = over[0]
    names = [LAYOUT.names[pair.a], LAYOUT.names[pair.b], LAYOUT.names[site]]
    state = position(stones=names, programs=[["build-1", *["stone-1"] * 4], ["stone-1"] * 5])
    assert f"build {names[0]}-{names[1]}" not in legal(state)
    assert state.why_illegal("build", pair.a, pair.b).english() == (
        "That bridge would pass over another stone."
    )


def test_no_pair_cuts_through_another_village():
    for pair in LAYOUT.candidates():
        for village in range(VILLAGES):
            if village not in (pair.a, pair.b):
                centre = LAYOUT.points[village]
                assert math.dist(centre, pair.p) > 2.0 and math.dist(centre, pair.q) > 2.0


def test_capacity_three_bridges_per_stone_and_village():
    state = position(
        stones=["E1", "D6", "C1", "B1"],
        bridges={"black-2": "V0-E1", "black-4": "V0-D6", "black-5": "V0-C1"},
        programs=[["build-1", *["stone-1"] * 4], ["stone-1"] * 5],
        supply=0,
    )
    assert not any(text.startswith("build V0-") for text in legal(state))
    assert state.why_illegal("build", 0, N["B1"]).english() == (
        "A stone or village carries at most three bridges."
    )


def test_open_river_grid():
    river = layout_for(True)
    assert river.open_river and river.sites > 1000
    for support in range(VILLAGES, river.size):
        x, y = river.points[support]
        assert (x * 2).is_integer() and (y * 2).is_integer()
        assert all(math.dist((x, y), river.points[v]) >= 2.6 for v in range(VILLAGES))
    # a neighbour half a unit away is too close for a second stone
    assert len(river.crowd[river.index["@0,0"]]) == 8

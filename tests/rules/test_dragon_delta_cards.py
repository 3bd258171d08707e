"""Every Dragon Delta card and its failure case (digest §4, §6, §7), as scenarios.

Two seats unless said: seat 0 black in V0 (heading for V3), seat 1 white in V3 (heading for
V0). Cards after the one under test are stone cards with an empty supply: they do nothing.
"""

from __future__ import annotations

from tests.rules.dragon_delta_positions import events, kinds, legal, play, position

REST = ["stone-1"] * 4
IDLE = ["stone-1"] * 5


def at_step(card: str, other: list[str] | None = None, **kwargs):
    """Seat 0 plays `card` first; seat 1 idles (or plays `other`)."""
    kwargs.setdefault("supply", 0)
    return position(programs=[[card, *REST], other or IDLE], **kwargs)


# --- stones ---------------------------------------------------------------------------------


def test_place_one_stone_on_a_free_islet():
    state = at_step("stone-1", supply=27)
    assert state.current_player() == 0 and len(legal(state)) == 27
    play(state, "stone A1")
    assert state.view(None).supply == 26 and events(state, "stone")[0].site == 6
    assert state.current_player() == 1  # white's stone card: islet A1 is taken now
    assert "stone A1" not in legal(state)


def test_place_stone_without_supply_does_nothing():
    state = at_step("stone-1", supply=0)
    assert events(state, "no-stone")[0].reason == "no-supply"
    assert not events(state, "fall")


def test_place_two_stones_places_as_many_as_it_can():
    state = at_step("stone-2", supply=1)
    play(state, "stone B1")
    assert [e.reason for e in events(state, "no-stone")][0] == "no-supply"
    assert state.view(None).stones == (12,) and not events(state, "fall")


def test_no_stone_under_a_bridge():
    layout = position().layout
    pair = next(p for p in layout.candidates() if p.a >= 6 and p.blockers)
    ends = f"{layout.names[pair.a]}-{layout.names[pair.b]}"
    stones = [layout.names[pair.a], layout.names[pair.b]]
    state = at_step("stone-1", supply=5, stones=stones, bridges={"black-6": ends})
    under = pair.blockers
    assert under and all(f"stone {state.layout.names[s]}" not in legal(state) for s in under)
    message = state.why_illegal("stone", under[0])
    assert message is not None and message.english() == "A bridge passes over that spot."
    assert state.why_illegal("stone", 0).english() == "Stones go on islets, never in a village."


# --- bridges --------------------------------------------------------------------------------


def test_build_a_bridge_that_holds():
    state = at_step("build-1", stones=["E1"])
    assert legal(state) == {"build V0-E1", "build V1-E1"}  # V1: red, not in play, still land
    play(state, "build V0-E1")
    assert legal(state) == {f"plank black-{n}" for n in range(1, 7)}
    play(state, "plank black-2")  # span 1.81
    assert state.view(None).bridges == ((1, 0, 27),)
    assert events(state, "bridge")[0].plank == 1


def test_a_plank_too_short_is_lost_to_the_water_without_a_fall():
    state = at_step("build-1", stones=["E1"])
    play(state, "build V0-E1", "plank black-1")
    view = state.view(None)
    assert view.bridges == () and view.lost == (0,) and 0 not in view.reserves[0]
    assert kinds(state).count("plank-lost") == 1 and not events(state, "fall")


def test_build_with_an_empty_reserve_falls():
    state = at_step("build-1", stones=["E1"], reserves=[[], ["white-1"]], pawns=["V0", "V3"])
    assert events(state, "fall")[0].reason == "no-plank"


def test_build_with_nowhere_to_build_falls_back_to_the_village():
    state = at_step("build-1", stones=[], pawns=["V0", "V3"])
    fall = events(state, "fall")[0]
    assert fall.reason == "no-site" and state.pos[0] == 0


def test_build_two_whose_second_is_impossible_falls():
    state = at_step("build-2", stones=["E1"], reserves=[["black-2"], []])
    play(state, "build V0-E1", "plank black-2")
    assert events(state, "bridge") and events(state, "fall")[0].reason == "no-plank"
    assert state.pos[0] == 0


def test_build_two_lays_two_bridges():
    state = at_step("build-2", stones=["E1", "C1"])
    play(state, "build V0-E1", "plank black-2", "build C1-E1", "plank black-3")
    assert len(state.view(None).bridges) == 2


def test_second_bridge_between_the_same_supports_is_refused():
    state = at_step("build-1", stones=["E1"], bridges={"black-2": "V0-E1"})
    assert "build V0-E1" not in legal(state)
    assert state.why_illegal("build", 0, 27).english() == (
        "There is already a bridge between those two."
    )


def test_absent_colours_villages_carry_bridges():
    # 2 seats: V1 (red) is nobody's village, yet a bridge may rest on it.
    state = at_step("build-1", stones=["D1"], reserves=[["black-6"], []])
    assert "build V1-D1" in legal(state)

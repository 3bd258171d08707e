"""Dragon Delta: Remove, Move 1, Move 2, Jump and winning mid-step (digest §4, §7).

Two seats: seat 0 black in V0 (heading for V3), seat 1 white in V3 (heading for V0).
Corridor used below: stones E1 and C1, bridges V0-E1 (black-2) and E1-C1 (black-3).
"""

from __future__ import annotations

from tests.rules.dragon_delta_positions import events, legal, play, position

REST = ["stone-1"] * 4
IDLE = ["stone-1"] * 5
CORRIDOR = {"stones": ["E1", "C1"], "bridges": {"black-2": "V0-E1", "black-3": "C1-E1"}}


def at_step(card: str, other: list[str] | None = None, **kwargs):
    """Seat 0 plays `card` first; seat 1 idles (or plays `other`)."""
    kwargs.setdefault("supply", 0)
    for key, value in CORRIDOR.items():
        kwargs.setdefault(key, value)
    return position(programs=[[card, *REST], other or IDLE], **kwargs)


# --- remove ---------------------------------------------------------------------------------


def test_remove_takes_a_bridge_into_the_reserve():
    state = at_step("remove", reserves=[["black-1"], []])
    assert legal(state) == {"take black-2", "take black-3"}  # the stones carry bridges
    play(state, "take black-3")
    assert state.view(None).reserves[0] == (0, 2) and events(state, "take")


def test_remove_respects_the_reserve_limits():
    state = at_step("remove", reserves=[["black-3"], []])
    assert "take black-3" not in legal(state)  # would not exist twice anyway: it is held
    state = at_step("remove", reserves=[["black-2", "white-5"], []],
                    bridges={"red-3": "C1-E1", "black-4": "V0-E1"})  # fmt: skip
    refusal = state.why_illegal("take", 8)  # red-3: a third colour
    assert refusal is not None and refusal.english() == (
        "You would hold planks of more than two colours."
    )


def test_remove_same_length_refused_and_occupied_bridge_refused():
    state = at_step(
        "remove", stones=["E1", "C1", "A1"], reserves=[["white-2"], []], pawns=["V0", "black-3"]
    )
    assert state.why_illegal("take", 1).english() == (
        "You would hold two planks of the same length."
    )
    assert state.why_illegal("take", 2).english() == "Someone is standing on that bridge."
    assert legal(state) == {"unstone A1"}


def test_remove_a_bare_stone():
    state = at_step("remove", stones=["E1", "C1", "A1"], reserves=[["black-2", "black-3"], []])
    assert legal(state) == {"unstone A1"}
    assert state.why_illegal("unstone", 27).english() == "That stone carries a bridge."
    play(state, "unstone A1")
    assert state.view(None).supply == 1


def test_remove_with_nothing_to_remove_falls():
    state = at_step("remove", stones=[], bridges={}, pawns=["V0", "V3"])
    assert events(state, "fall")[0].reason == "no-removal"


# --- moves ----------------------------------------------------------------------------------


def test_move_one_onto_a_free_bridge():
    state = at_step("move-1")
    assert legal(state) == {"step black-2"}
    play(state, "step black-2")
    assert state.pos[0] == 6 + 1 and events(state, "move")[0].target == 7


def test_move_one_with_no_step_falls_and_keeps_playing():
    state = position(
        programs=[["move-1", "stone-1", *REST[1:]], IDLE], supply=2, pawns=["V0", "V3"]
    )
    assert events(state, "fall")[0].reason == "no-step"
    play(state, "stone A1")  # white's step-1 card
    assert state.current_player() == 0 and "stone A2" in legal(state)  # black plays on


def test_a_fall_sends_the_pawn_home():
    state = at_step("jump", pawns=["black-3", "V3"])
    fall = events(state, "fall")[0]
    assert fall.reason == "no-jump" and fall.source == 8 and state.pos[0] == 0


def test_only_one_pawn_per_bridge():
    state = at_step("move-1", pawns=["V0", "black-2"])
    assert events(state, "fall")[0].reason == "no-step"


def test_move_two_goes_on_and_may_not_come_straight_back():
    state = at_step("move-2")
    assert legal(state) == {"step black-2"}
    play(state, "step black-2")
    assert legal(state) == {"step black-3"}  # V0 would be out and back
    message = state.why_illegal("step", 0)
    assert message is not None and "straight back" in message.english()
    play(state, "step black-3")
    assert state.pos[0] == 8


def test_move_two_out_and_back_when_nothing_else():
    state = at_step("move-2", bridges={"black-2": "V0-E1"})
    play(state, "step black-2")
    assert legal(state) == {"step V0"}
    play(state, "step V0")
    assert state.pos[0] == 0


def test_move_two_passes_through_a_village():
    state = at_step(
        "move-2",
        stones=["E1", "E2"],
        bridges={"black-2": "V0-E1", "black-6": "V1-E2", "black-5": "V1-E1"},
        pawns=["black-5", "V3"],
    )
    play(state, "step V1")
    assert legal(state) == {"step black-6"}


def test_entering_the_destination_wins_at_once_even_on_move_twos_first_step():
    state = position(
        programs=[IDLE, ["move-2", *REST]],
        stones=["E1"],
        bridges={"black-2": "V0-E1"},
        pawns=["V3", "black-2"],
        supply=0,
    )
    assert "step V0" in legal(state)
    play(state, "step V0")
    assert state.is_terminal() and state.outcome().winners == (1,)
    assert state.outcome().reason == "destination"
    assert [e.kind for e in state.events][-1] == "win"


def test_a_win_stops_the_step_for_everyone_after():
    state = position(
        programs=[["move-1", *REST], ["move-1", *REST]],
        start=1,
        stones=["E1"],
        bridges={"black-2": "V0-E1"},
        pawns=["V3", "black-2"],
        supply=0,
    )
    assert state.current_player() == 1
    play(state, "step V0")
    assert state.is_terminal() and not events(state, "fall")  # black never played


# --- jump -----------------------------------------------------------------------------------


def test_jump_over_a_pawn_onto_a_bridge_beyond():
    state = at_step(
        "jump",
        stones=["E1", "C1", "B1"],
        bridges={"black-2": "V0-E1", "black-3": "C1-E1", "black-4": "B1-C1"},
        pawns=["black-2", "black-3"],
    )
    assert legal(state) == {"jump black-3 to black-4"}
    play(state, "jump black-3 to black-4")
    jump = events(state, "jump")[0]
    assert (jump.source, jump.target, jump.plank) == (7, 9, 2) and state.pos[0] == 9


def test_jump_landing_in_a_village_wins_for_its_owner():
    state = position(
        programs=[IDLE, ["jump", *REST]],
        pawns=["black-2", "black-3"],
        supply=0,
        **CORRIDOR,
    )
    assert legal(state) == {"jump black-2 to V0"}
    play(state, "jump black-2 to V0")
    assert state.outcome().winners == (1,)


def test_pawns_in_villages_cannot_be_jumped():
    state = at_step("jump", pawns=["black-2", "V0"])
    assert events(state, "fall")[0].reason == "no-jump"

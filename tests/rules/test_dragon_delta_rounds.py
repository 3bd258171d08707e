"""Dragon Delta rounds: programming, dragons (the seed's examples), the start player, hidden
programs, the round guard, events, action texts and refusals."""

from __future__ import annotations

import random

import pytest

from game.core.protocol import CHANCE, IllegalActionError
from game.rules.dragon_delta.cards import CARD_CODES, hand_of
from game.rules.dragon_delta.view import HIDDEN
from tests.rules.dragon_delta_positions import RULES, events, legal, play, position

IDLE = ["stone-1"] * 5
RED, GREEN, BLUE = 1, 4, 5  # six seats: seat k is colour k


def six(step: int, fourth: dict[int, str]) -> list[list[str]]:
    """Six idle programs with the given step-`step` cards."""
    programs = [list(IDLE) for _ in range(6)]
    for seat, card in fourth.items():
        programs[seat][step] = card
    return programs


def test_a_dragon_blocks_its_colour():
    # Seed: green's 4th card is the red dragon, so red does not perform its 4th action.
    state = position(6, programs=six(3, {GREEN: "dragon-red", RED: "move-1"}), step=3, supply=0)
    blocked = events(state, "blocked")
    assert [(e.seat, e.by) for e in blocked] == [(RED, (GREEN,))]
    assert not events(state, "fall")  # red's Move 1 (no bridge: a fall) never happened


def test_dragons_do_not_cancel_dragons():
    # Seed: red plays the green dragon, green reveals the blue dragon: blue is still blocked.
    state = position(
        6,
        programs=six(3, {RED: "dragon-green", GREEN: "dragon-blue", BLUE: "move-1"}),
        step=3,
        supply=0,
    )
    assert sorted(e.seat for e in events(state, "blocked")) == [GREEN, BLUE]
    assert not events(state, "fall")


def test_absent_dragons_are_removed_and_one_dragon_per_program():
    assert hand_of(3, (1, 3, 5)) == (*range(8), 9, 13)  # white with red and blue: 10 cards
    state = RULES.new_initial_state(3)
    play(state, "first seat0")
    assert len(legal(state)) == 10
    play(state, "program dragon-white")  # seat 0 is red: white and blue dragons
    assert "program dragon-blue" not in legal(state)
    assert state.why_illegal("program", 13).english() == "A program may hold only one dragon."
    assert state.why_illegal("program", 11).english() == "That card is already in your program."
    assert state.why_illegal("program", 9).english() == "That card is not in your hand."


def test_programming_order_and_start_player_passing_left():
    state = RULES.new_initial_state(4)
    assert state.current_player() == CHANCE
    assert [p for _, p in state.chance_outcomes()] == [0.25] * 4
    play(state, "first seat2")
    order = []
    while state.view(None).phase == "program":
        order.append(state.current_player())
        state.apply_action(state.legal_actions()[0])
    assert order == [2] * 5 + [3] * 5 + [0] * 5 + [1] * 5
    rng = random.Random(1)
    while state.view(None).round == 1 and not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.view(None).start == 3


def test_others_programs_stay_hidden_until_revealed():
    state = RULES.new_initial_state(2)
    play(state, "first seat0", *[f"program {c}" for c in ("move-1", "jump", "remove",
                                                          "stone-1", "stone-2")])  # fmt: skip
    assert state.view(1).programs[0] == (HIDDEN,) * 5
    assert state.view(0).programs[0] == (5, 7, 4, 0, 1)
    key_before = state.information_state_key(1)
    twin = state.clone()
    twin.programs[0] = [6, 7, 4, 0, 1]  # another program, same knowledge for seat 1
    assert twin.information_state_key(1) == key_before
    assert twin.information_state_key(0) != state.information_state_key(0)
    rng = random.Random(3)
    for _ in range(20):
        sample = state.sample_determinization(1, rng)
        assert sample.view(1) == state.view(1)
        assert len(sample.programs[0]) == 5 and len(set(sample.programs[0])) == 5
        assert sum(card >= 8 for card in sample.programs[0]) <= 1


def test_revealed_cards_are_public_and_kept_by_determinizations():
    state = position(programs=[["move-1", "jump", "stone-1", "build-1", "dragon-white"], IDLE],
                     step=2, supply=1)  # fmt: skip
    assert state.current_player() == 0
    assert state.view(1).programs[0][:3] == (5, 7, 0)
    assert state.view(1).programs[0][3:] == (HIDDEN, HIDDEN)
    rng = random.Random(5)
    for _ in range(20):
        sample = state.sample_determinization(1, rng)
        assert sample.programs[0][:3] == [5, 7, 0] and sample.view(1) == state.view(1)


def test_the_round_guard_ends_the_game_by_steps_left():
    state = position(
        programs=[IDLE, IDLE],
        round=30,
        step=4,
        supply=0,
        stones=["C4"],
        bridges={"black-4": "V3-C4"},
        pawns=["black-4", "V3"],
    )
    outcome = state.outcome()
    assert outcome.reason == "round-limit" and outcome.winners == (0,)
    assert outcome.reason_args == {"rounds": 30}
    assert [d.steps_left for d in outcome.details] == [1, -1]
    assert state.returns() == [1.0, -1.0]


def test_the_round_guard_tie_of_everyone_is_a_draw():
    state = position(programs=[IDLE, IDLE], round=30, step=4, supply=0)
    assert state.outcome().winners == () and state.returns() == [0.0, 0.0]


def test_action_texts_round_trip_and_decode():
    state = position(programs=[["jump", *IDLE[1:]], IDLE], supply=0, stones=["E1", "C1", "B1"],
                     bridges={"black-2": "V0-E1", "black-3": "C1-E1", "black-4": "B1-C1"},
                     pawns=["black-2", "black-3"])  # fmt: skip
    for action in state.legal_actions():
        text = state.action_to_string(action)
        assert RULES.parse_action(state, text) == action
    record = RULES.decode_action(state.legal_actions()[0])
    assert record.kind == "jump" and record.plank == 2 and record.position == 9
    assert (
        RULES.decode_action(RULES.parse_action(RULES.new_initial_state(2), "first seat1")).seat == 1
    )
    with pytest.raises(IllegalActionError):
        RULES.parse_action(state, "jump black-3 to V3")
    with pytest.raises(ValueError):
        RULES.decode_action(5)
    assert all(code in CARD_CODES for code in ("move-2", "dragon-blue"))


def test_why_illegal_outside_the_decision():
    state = position(programs=[IDLE, IDLE], supply=3)
    assert state.why_illegal("step", 0).english() == "That is not what the game asks for now."
    assert state.why_illegal("stone", 6) is None
    assert state.why_illegal("stone", 0) is not None


def test_events_since_and_last_events():
    state = position(programs=[["stone-1", *IDLE[1:]], IDLE], supply=2)
    count = len(state.events)
    play(state, "stone A1")
    assert [e.kind for e in state.events_since(count)][0] == "stone"
    assert state.last_events[0].kind == "stone"


def test_a_programmed_card_never_reaches_another_seat_through_the_last_action_text():
    """The session logs `view.last_action` for each seat: only the programmer reads the card."""
    from game.rules.dragon_delta.view import HIDDEN_PROGRAM_TEXT

    state = RULES.new_initial_state(3)
    state.apply_action(state.chance_outcomes()[0][0])
    programmer = state.current_player()
    action = state.legal_actions()[0]
    state.apply_action(action)
    assert state.view(programmer).last_action == state.action_to_string(action)
    for viewer in [*range(3), None]:
        if viewer != programmer:
            assert state.view(viewer).last_action == HIDDEN_PROGRAM_TEXT


def test_seat_counts_outside_the_range_are_refused():
    for players in (1, 7):
        with pytest.raises(ValueError):
            RULES.new_initial_state(players)

"""Perft for The Nine Sons: counts of action sequences from fixed positions, depth 1 to 3.

A count at depth d is the number of action sequences of exactly d actions (chance nodes are
expanded over all their outcomes, each outcome one action; a game that ends earlier adds 0).
Positions are histories of action strings replayed from the initial state, stored with their
counts in tests/data/nine_sons_perft.json. Regenerate the counts with UPDATE_PERFT=1.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.rules import get_rules
from game.rules.nine_sons import NineSonsState
from game.rules.nine_sons.board import NEIGHBOURS

DATA = Path(__file__).resolve().parent.parent / "data" / "nine_sons_perft.json"
RULES = get_rules("nine-sons")


def perft(state: NineSonsState, depth: int) -> int:
    """Number of action sequences of exactly `depth` actions from `state`."""
    if state.is_terminal():
        return 0
    if state.is_chance_node():
        actions = [action for action, _ in state.chance_outcomes()]
    else:
        actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for action in actions:
        child = state.clone()
        child.apply_action(action)
        total += perft(child, depth - 1)
    return total


def build(entry: dict) -> NineSonsState:
    """The position of a perft entry: its history replayed from the start."""
    state = RULES.new_initial_state(2, entry.get("options", {}))
    for text in entry["history"]:
        state.apply_action(RULES.parse_action(state, text))
    return state


def load() -> list[dict]:
    """The perft entries."""
    return json.loads(DATA.read_text(encoding="utf-8"))["positions"]


@pytest.mark.parametrize("entry", load(), ids=lambda entry: entry["name"])
def test_perft_counts(entry):
    state = build(entry)
    counts = {str(depth): perft(state, depth) for depth in (1, 2, 3)}
    if os.environ.get("UPDATE_PERFT"):
        entry["counts"] = counts
        data = json.loads(DATA.read_text(encoding="utf-8"))
        for stored in data["positions"]:
            if stored["name"] == entry["name"]:
                stored["counts"] = counts
        DATA.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    assert counts == entry["counts"]


def test_perft_of_the_opening_matches_hand_counting():
    """The opening counted without the engine's move generator.

    Seat 0 may place any of 6 dice on any of 12 squares: 72. Seat 1 then places any of 6 dice
    on the 11 empty squares: 72 * 66 = 4752. At depth 3 seat 0 places one of 5 dice on 10 empty
    squares (50), or moves its single die one step: onto an empty neighbour always, onto seat
    1's die only if the comparison allows it (1 beats 6, 6 loses to 1, else higher or equal).
    """
    entry = next(e for e in load() if e["name"] == "opening")

    def can_drop(dropped: int, top: int) -> bool:
        if (dropped, top) == (1, 6):
            return True
        if (dropped, top) == (6, 1):
            return False
        return dropped >= top

    depth3 = 0
    for value in range(1, 7):
        for square in range(12):
            for other_value in range(1, 7):
                for other_square in range(12):
                    if other_square == square:
                        continue
                    steps = sum(
                        1 if n != other_square else can_drop(value, other_value)
                        for n in NEIGHBOURS[square]
                    )
                    depth3 += 50 + steps
    assert entry["counts"] == {"1": 72, "2": 72 * 66, "3": depth3}


def test_perft_depth_one_hand_counts():
    """Depth-1 counts of the middle positions, counted by hand from their boards.

    mid-game (seat 1, one die in hand, 5 empty squares a1 b1 d1 c3 d3): 5 placements; c1's 6
    steps to b1, d1 or onto c2's 3 (3); d2's 4-5 goes d2-c2-b2, d2-c2-c3, d2-d3-c3 (the 5 may
    not land on c1's 6) (3); b3's 3-4 goes b3-b2-b1, b3-b2-c2, b3-c3-c2, b3-c3-d3 (4): 15.
    pulao (seat 1, empty hand; Pulao holds c3 = 6 and d3 = 2): a1-a2 (1); b2's 1-5 via b1 to a1
    or c1, via b3 to a3 or onto Pulao c3 (4); c2's 4 to c1, d2 or Pulao c3 (3); c3's 6 to c2 or
    b3 (2), and onto d3 only when the dropped die also counts as 1 (+1); d3's 2 onto c3 (1).
    On-card reading 11, incoming-too 12.
    """
    counts = {entry["name"]: entry["counts"]["1"] for entry in load()}
    assert counts["mid-game"] == 15
    assert counts["pulao-on-card"] == 11
    assert counts["pulao-incoming-too"] == 12
    assert build(next(e for e in load() if e["name"] == "mid-game")).current_player() == 1


def test_perft_pending_position_is_a_tame_order_choice():
    entry = next(e for e in load() if e["name"] == "pending-tames")
    state = build(entry)
    assert state.legal_action_strings() == ["tame Bi'an", "tame Chiwen"]
    assert entry["counts"]["1"] == 2

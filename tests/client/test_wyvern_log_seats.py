"""Whose dot a Wyvern log line carries (the seat it is about, whoever's ply it came in), and the
hot-seat summary, which counts from a seat's own last decision, not from its lines."""

from __future__ import annotations

import random

from game.core.protocol import CHANCE
from game.core.record import SeatSpec
from game.session import Session
from game.views.registry import client_for
from game.views.wyvern import log
from tools.wyvern_screens import new_state, register_for_screens, step

NAMES = ["Ada", "Bo"]


def test_a_line_naming_a_seat_first_carries_that_seats_dot():
    """ "Bo gains 4 gold" in Ada's attack (Bo's terrain paid him) is Bo's line; a pass that lets
    Bo's action resolve does not make Bo's swap Ada's line."""
    rng = random.Random(5)
    state = new_state(deck=("stoneheart", "shadowscale"))
    before = state.view(None)
    named = crossed = 0
    for _ply in range(3000):
        if state.is_terminal():
            break
        applied = step(state, rng, None)
        after = state.view(None)
        for seat, line in log.describe(applied.text, applied.player, before, after, NAMES) or []:
            for index, name in enumerate(NAMES):
                if line.startswith(name + " "):
                    named += 1
                    assert seat == index, (applied.text, applied.player, seat, line)
                    crossed += applied.player not in (index, CHANCE)
        before = after
    assert named > 300
    assert crossed > 20  # lines about one seat in the other seat's plies do occur


def test_the_hot_seat_summary_is_everything_since_the_seats_own_last_decision():
    register_for_screens()
    seats = [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "human", colour=1)]
    session = Session.new("wyvern", seats, {"deck": ("stoneheart", "shadowscale")}, 11)
    session.log_describer = client_for("wyvern").describe_log  # as the play scene sets it
    rng = random.Random(11)
    checked = own_lines = 0
    while not session.is_over() and len(session.plies) < 1500:
        if session.is_chance():
            session.step_chance()
            continue
        seat = session.current_player()
        if session.plies and session.plies[-1].player not in (seat, CHANCE):
            summary = session.since_last_turn(seat)
            mine = [i for i, ply in enumerate(session.plies) if ply.player == seat]
            upto = session.plies[: mine[-1] + 1] if mine else []
            before = session.log.lines(upto, NAMES, seat) if mine else []
            everything = session.log.lines(session.plies, NAMES, seat)
            assert summary == [text for _seat, text in everything[len(before) :]]
            checked += 1
            own_lines += any(line.startswith(NAMES[seat] + " ") for line in summary)
        session.apply(rng.choice(session.legal_actions()))
    assert checked > 50
    assert own_lines > 5  # what befell the seat in the other's turn is in its summary

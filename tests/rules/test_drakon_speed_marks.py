"""Issue 18 part 3: what the engine remembers between turns to keep a late turn cheap.

A seat found with nothing to do is noted with the board's stamp, the tiles' code and its
hero's cell (effects.start_turn) and skipped without asking again while they stay the same;
the positions met at turn starts are kept as a short tuple, then as a chain behind a bit
filter (ending.repeated).
Both must decide exactly as asking again / counting a tuple would.
"""

from __future__ import annotations

import pickle
from types import SimpleNamespace

import pytest

from game.rules.drakon import effects, ending
from tests.rules.drakon_positions import play, position

DEAD_END = {(0, 1): ("gold-1", 0)}  # north of Start, its one arrow pointing further north


def test_a_stuck_seat_is_noted_and_skipped_without_asking_while_nothing_changes(monkeypatch):
    state = position(board=DEAD_END, heroes=[(0, 1), (0, 0)], hands=[[], ["blank-1"]])
    assert state.current_player() == 1  # seat 0 stands on a dead end with an empty hand
    assert state.stuck[0] == (state.lair.stamp, state.tiles_code, (0, 1))
    asked: list[int] = []
    real = effects.can_act
    monkeypatch.setattr(effects, "can_act", lambda s, seat: asked.append(seat) or real(s, seat))
    play(state, "move @0,1")  # seat 1 walks onto the dead end too: the board is unchanged
    assert state.current_player() == 1 and state.turns == 3  # seat 0 skipped once more
    assert asked == [1]  # only seat 1 was asked: seat 0's note still held


def test_a_stuck_seat_is_asked_again_once_the_board_changes():
    state = position(board=DEAD_END, heroes=[(0, 1), (0, 0)], hands=[[], ["blank-1"]])
    noted = state.stuck[0]
    play(state, "place blank-1 r0 @0,2")  # a chamber where seat 0's arrow points
    assert state.lair.stamp != noted[0]
    assert state.current_player() == 0
    assert state.legal_actions() == [state.parse_action("move @0,2")]


def test_a_noted_seat_holding_new_tiles_is_asked_again():
    state = position(board=DEAD_END, heroes=[(0, 1), (0, 0)], hands=[[], ["blank-1"]])
    state.hands[0][state.hands[1].index(1)] += 1  # seat 0 now holds a tile (the code follows)
    state.tiles_code = ending.tiles_code(state.hands, state.pile)
    state.active = 0
    effects.start_turn(state)
    assert state.current_player() == 0


LONG_GAME = (*range(0, 40 * 1024, 1024), 0, 2048, 0)  # 40 keys sharing the filter bit, then
# repeats of keys that have left the recent tuple for the chain


@pytest.mark.parametrize(
    "keys", [(5, 5 + 1024, 5, 5 + 1024, 5), (7, 7, 7), (1, 2, 3, 1, 2, 1), LONG_GAME]
)
def test_repeated_counts_like_a_tuple_even_when_filter_bits_collide(monkeypatch, keys):
    state = SimpleNamespace(seen=(), seen_long=ending.NO_POSITIONS)
    recorded: tuple[int, ...] = ()  # the old way: count in one tuple, then add
    for key in keys:
        monkeypatch.setattr(ending, "position_key", lambda s, key=key: key)
        expected = recorded.count(key) + 1 >= ending.REPEAT_LIMIT
        assert ending.repeated(state) == expected  # type: ignore[arg-type]
        if expected:
            assert len(recorded) < 20 or state.seen_long != ending.NO_POSITIONS
            return
        recorded += (key,)
    pytest.fail("every case ends on a third visit")


def test_a_pickled_state_gets_a_fresh_lair_stamp_and_plays_on_the_same():
    state = position(board=DEAD_END, heroes=[(0, 1), (0, 0)], hands=[[], ["blank-1"]])
    twin = pickle.loads(pickle.dumps(state))
    assert twin.lair.stamp != state.lair.stamp
    assert twin.board == state.board and twin.lair.open == state.lair.open
    assert twin.stuck == state.stuck  # kept, but no longer matching: asked again if needed
    for game in (state, twin):
        play(game, "place blank-1 r0 @0,2")
    assert twin.legal_actions() == state.legal_actions()

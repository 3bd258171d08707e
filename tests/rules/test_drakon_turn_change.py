"""Issue 18 (session 7): the quicker turn change, each piece against its definition.

- `effects.start_turn` offers the active seat its turn in a first step and leaves the seats
  with nothing to do to `_skip_seats`: the same state as the one loop it replaced (below,
  `reference_start_turn`), at every node of seeded random games.
- `effects.can_act` and `draw_one` tell an empty hand / pile by comparing with
  `effects.NO_TILES`: the same answers as the definition (a move somewhere, or a hand tile
  that fits somewhere; a tile left in the pile).
- `board._any_gust` walks the arrow steps of each mask: the same answer as listing every
  Heavy Gale / Strong Wind path, and `exits_when_passing` the same exits as before.
- `Lair.copy` leaves a compact copy of the frontier with the lair being copied and gives the
  original to the copy: both equal (in order too) and independent afterwards.
"""

from __future__ import annotations

import random

import pytest

from game.rules.drakon import DrakonRules, DrakonState, effects, heroes
from game.rules.drakon.board import (
    KIND_ARROWS,
    can_move,
    destinations,
    exits_when_passing,
    gust_paths,
    placements,
)
from game.rules.drakon.ending import (
    REASON_EXHAUSTED,
    REASON_QUIET,
    REASON_TURN_LIMIT,
    TURN_CAP,
    finish_by_count,
    repeated,
)
from game.rules.drakon.lair import Lair, unpack
from game.rules.drakon.tiles import KINDS, NUM_KINDS, START_KIND, VECTORS

RULES = DrakonRules()
OPTION_SETS = ({}, {"heroes": "on"}, {"goal": "escape", "coins": "valued", "drakon": "on"})
GUSTS = [index for index, kind in enumerate(KINDS) if kind.chamber in ("gale", "wind")]


def reference_start_turn(s: DrakonState) -> None:
    """start_turn as it was before (one loop over the seats, from the active one)."""
    if s.triggered:
        s.triggered = ()
    s.progress = False
    s.moved = False
    s.entered = None
    if s.todo:
        s.todo = []
    players = s.num_players
    plain = not s.heroes_on
    stuck = s.stuck
    stamp = s.lair.stamp
    code = s.tiles_code
    while True:
        seat = s.active
        noted = stuck[seat]
        if noted is None or noted != (stamp, code, s.heroes[seat]):
            if effects.can_act(s, seat) or (not plain and heroes.instead_options(s, seat)):
                s.pending = ("turn", seat)
                s.skips = 0
                if repeated(s):
                    finish_by_count(s, REASON_QUIET)
                return
            if plain:
                stuck = s.stuck = (*stuck[:seat], (stamp, code, s.heroes[seat]), *stuck[seat + 1 :])
        s.skips += 1
        if s.skips >= players:
            finish_by_count(s, REASON_EXHAUSTED)
            return
        s.turns += 1
        s.idle += 1
        if s.turns >= TURN_CAP:
            finish_by_count(s, REASON_TURN_LIMIT)
            return
        s.active = (seat + 1) % players


def defined_can_act(s: DrakonState, seat: int) -> bool:
    """A move somewhere, or a hand tile that fits somewhere (from the board alone)."""
    hero = s.heroes[seat]
    if hero in s.board and destinations(s.board, hero):
        return True
    return any(count and placements(s.board, kind) for kind, count in enumerate(s.hands[seat]))


def same_state(a: DrakonState, b: DrakonState) -> None:
    for name in DrakonState.__slots__:
        if name != "lair":
            assert getattr(a, name) == getattr(b, name), name


def random_nodes(players: int, options: dict[str, str], seed: int):
    """Every node of a seeded random game (the state itself: copy before changing it)."""
    rng = random.Random(seed)
    state = RULES.new_initial_state(players, options)
    while not state.is_terminal():
        yield state
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
    yield state


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o.values()) or "base")
def test_start_turn_and_can_act_match_their_definitions(players, options):
    nodes = 0
    for state in random_nodes(players, options, seed=70 + players):
        assert len(state.pile) == NUM_KINDS and all(len(h) == NUM_KINDS for h in state.hands)
        for seat in range(players):
            assert effects.can_act(state, seat) == defined_can_act(state, seat)
        if state.is_terminal():
            break
        new, old = state.clone(), state.clone()
        effects.start_turn(new)
        reference_start_turn(old)
        same_state(new, old)
        nodes += 1
    assert nodes > 100


def test_an_empty_pile_is_told_apart_from_a_last_tile():
    state = DrakonState.from_position(players=2, hands=[["blank-1"], []], pile={"gold-1": 1})
    twin = state.clone()
    for text in ("tile blank-1", "at @-1,0", "turn r0"):
        twin.apply_action(twin.parse_action(text))
    assert twin.is_chance_node()  # one tile left: a draw
    empty = DrakonState.from_position(players=2, hands=[["blank-1"], ["blank-1"]])
    for text in ("tile blank-1", "at @-1,0", "turn r0"):
        empty.apply_action(empty.parse_action(text))
    assert not empty.is_chance_node() and empty.current_player() == 1  # none: the turn passes


def random_board(
    rng: random.Random, tiles: int, gust_share: float = 0.3
) -> dict[tuple[int, int], tuple[int, int]]:
    """A connected board of `tiles` tiles, about `gust_share` of them Gale / Wind chambers."""
    board = {(0, 0): (START_KIND, 0)}
    lair = Lair(board)
    while len(board) < tiles:
        x, y = rng.choice(sorted(board))
        cell = rng.choice([(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)])
        if cell not in board:
            kind = rng.choice(GUSTS) if rng.random() < gust_share else rng.randrange(1, len(KINDS))
            lair.put(cell, kind, rng.randrange(4))  # arrows need not fit: any board will do
    return board


def reference_exits(board, cell):
    """exits_when_passing as it was before."""
    kind, rot = board[cell]
    mask = KIND_ARROWS[kind][rot]
    out = []
    for d, (dx, dy) in enumerate(VECTORS):
        near = (cell[0] + dx, cell[1] + dy)
        tile = board.get(near)
        if tile is None:
            continue
        if mask:
            if mask >> d & 1:
                out.append(near)
        elif not KIND_ARROWS[tile[0]][tile[1]] >> (d + 2) % 4 & 1:
            out.append(near)
    return out


def test_gust_moves_and_exits_match_the_path_lists():
    rng = random.Random(11)
    asked = found = 0
    for _ in range(300):
        board = random_board(rng, rng.randrange(3, 30))
        for cell in board:
            assert exits_when_passing(board, cell) == reference_exits(board, cell)
            if board[cell][0] in GUSTS:
                asked += 1
                found += bool(gust_paths(board, cell))
                assert can_move(board, cell) == bool(gust_paths(board, cell))
    assert asked > 500 and 0 < found < asked


def test_a_frontier_copy_is_equal_in_order_and_independent():
    rng = random.Random(4)
    board = {(0, 0): (START_KIND, 0)}
    lair = Lair(board)
    for step in range(200):
        cell = unpack(rng.choice(sorted(lair.open)))
        lair.put(cell, rng.randrange(1, len(KINDS)), rng.randrange(4))
        if step % 7:
            continue
        before = list(lair.open.items())
        twin = lair.copy()
        assert list(lair.open.items()) == before == list(twin.open.items())
        assert twin.open is not lair.open
        near = rng.choice(sorted(twin.open))
        twin.put(unpack(near), 1, 0)
        assert list(lair.open.items()) == before  # the twin's change stays with the twin
        assert Lair(dict(lair.board)).open == lair.open

"""The incremental Drakon frontier (lair.py) against a straightforward whole-board reference.

The reference below is the engine's code before issue 18: it rescans every tile for the open
cells, enumerates and sorts every (cell, rotation) pair and rebuilds every option list from the
board alone. Along many seeded random playouts (2-6 seats, every option) every decision's legal
actions must be the same list, in the same order, as the reference gives, the lair's
frontier, counts and cached views must match a fresh computation at every node, and the
repeated-position key (issue 18 part 2: no hand nor pile hashed) must tell positions apart
exactly as the old key did.
"""

from __future__ import annotations

import random

import pytest

from game.rules.drakon import DrakonRules, DrakonState, actions, effects, ending, heroes
from game.rules.drakon.board import can_move, destinations, placements
from game.rules.drakon.lair import Lair
from game.rules.drakon.tiles import DIRECTIONS, GALE_STEPS, KINDS, START_KIND, VECTORS, rotate_mask

Cell = tuple[int, int]
Board = dict[Cell, tuple[int, int]]
RULES = DrakonRules()
OPTION_SETS: tuple[dict[str, str], ...] = (
    {},
    {"goal": "escape"},
    {"heroes": "on"},
    {"coins": "valued"},
    {"drakon": "on"},
    {"goal": "escape", "heroes": "on", "coins": "valued", "drakon": "on"},
)

# ------------------------------------------------------------------ the whole-board reference


def _arrows(board: Board, cell: Cell) -> int:
    kind, rot = board[cell]
    return rotate_mask(KINDS[kind].mask, rot)


def _step(cell: Cell, direction: int) -> Cell:
    return (cell[0] + VECTORS[direction][0], cell[1] + VECTORS[direction][1])


def _fits(board: Board, cell: Cell, mask: int) -> bool:
    for d in DIRECTIONS:
        near = _step(cell, d)
        if mask >> d & 1 and near in board and _arrows(board, near) >> ((d + 2) % 4) & 1:
            return False
    return True


def open_cells(board: Board) -> dict[Cell, int]:
    """Every empty cell next to a tile -> the sides a neighbour's arrow points at."""
    found: dict[Cell, int] = {}
    for cell in board:
        mask = _arrows(board, cell)
        for d in DIRECTIONS:
            near = _step(cell, d)
            if near not in board:
                back = 1 << ((d + 2) % 4) if mask >> d & 1 else 0
                found[near] = found.get(near, 0) | back
    return found


def _distinct(kind: int) -> list[tuple[int, int]]:
    seen: dict[int, int] = {}
    for rot in range(4):
        seen.setdefault(rotate_mask(KINDS[kind].mask, rot), rot)
    return sorted((rot, mask) for mask, rot in seen.items())


def reference_placements(board: Board, kind: int) -> list[tuple[int, Cell]]:
    """(rotation, cell) pairs, sorted by cell, where a tile of `kind` may be laid."""
    return [
        (rot, cell)
        for cell, forbidden in sorted(open_cells(board).items())
        for rot, mask in _distinct(kind)
        if not mask & forbidden
    ]


def reference_destinations(board: Board, cell: Cell) -> list[Cell]:
    """Where a hero on `cell` may go with one normal move, sorted."""
    kind = KINDS[board[cell][0]].chamber
    if kind == "vortex":
        return sorted(c for c in board if c != cell)
    if kind == "key":
        return sorted(_step(cell, d) for d in DIRECTIONS if _step(cell, d) in board)
    first = [_step(cell, d) for d in DIRECTIONS if _arrows(board, cell) >> d & 1]
    first = [c for c in first if c in board]
    if kind not in GALE_STEPS:
        return sorted(first)
    length = GALE_STEPS[kind]
    ends = set()

    def walk(path: list[Cell]) -> None:
        if len(path) == length + 1:
            ends.add(path[-1])
            return
        here = path[-1]
        mask = _arrows(board, here)
        for d in DIRECTIONS:
            near = _step(here, d)
            if near in path or near not in board:
                continue
            if mask >> d & 1 if mask else not _arrows(board, near) >> ((d + 2) % 4) & 1:
                walk(path + [near])

    for c in first:
        walk([cell, c])
    return sorted(ends)


def _free(s: DrakonState) -> list[Cell]:
    occupied = {*s.heroes, s.drakon}
    return [c for c in sorted(s.board) if c not in occupied and s.board[c][0] != START_KIND]


def reference_turn(s: DrakonState) -> list[int]:
    """The turn step's normal actions: placeable kinds and moves, sorted by code."""
    board = s.board
    forbidden = set(open_cells(board).values())
    held = [k for k, n in enumerate(s.hands[s.active]) if n]
    result = [
        actions.make(actions.PLACE_KIND, k)
        for k in held
        if any(not m & f for f in forbidden for _, m in _distinct(k))
    ]
    hero = s.heroes[s.active]
    if hero in board:
        result += [
            actions.cell_action(actions.MOVE, c) for c in reference_destinations(board, hero)
        ]
    return sorted(result)


def reference_shift_targets(s: DrakonState, seat: int) -> list[int]:
    kinds = [k for k, n in enumerate(s.hands[seat]) if n]
    return [
        actions.cell_action(actions.SHIFT_TARGET, cell)
        for cell in _free(s)
        if any(_fits(s.board, cell, rotate_mask(KINDS[k].mask, r)) for k in kinds for r in range(4))
    ]


def reference_shift_places(s: DrakonState, seat: int, cell: Cell) -> list[int]:
    result = []
    for kind, count in enumerate(s.hands[seat]):
        masks: set[int] = set()
        for rot in range(4) if count else ():
            mask = rotate_mask(KINDS[kind].mask, rot)
            if mask not in masks and _fits(s.board, cell, mask):
                masks.add(mask)
                result.append(actions.make(actions.SHIFT_PLACE, kind * 4 + rot))
    return result


def reference_rotations(s: DrakonState) -> list[int]:
    result = []
    for cell in sorted(s.board):
        kind, rot = s.board[cell]
        for turn in (1, 2, 3):
            if _fits(s.board, cell, rotate_mask(KINDS[kind].mask, rot + turn)):
                result.append(actions.rotate(cell, turn))
    return result


def reference_actions(s: DrakonState) -> list[int] | None:
    """The reference list for the board-dependent decisions (None: another kind of step)."""
    pending = s.pending
    assert pending is not None
    what, seat = pending[0], pending[1]
    if what == "turn":
        normal = reference_turn(s)
        return (
            normal + heroes.before_options(s, seat) if normal else heroes.instead_options(s, seat)
        )
    if what == "place-cell":
        cells = sorted({cell for _, cell in reference_placements(s.board, pending[2])})
        return [actions.cell_action(actions.PLACE_CELL, cell) for cell in cells]
    if what == "place-rot":
        found = reference_placements(s.board, pending[2])
        return [actions.make(actions.PLACE_ROT, rot) for rot, cell in found if cell == pending[3]]
    if what == "shift-target":
        return reference_shift_targets(s, seat)
    if what == "shift-place":
        return reference_shift_places(s, seat, pending[2])
    if what == "destroy":
        return [actions.cell_action(actions.DESTROY, c) for c in _free(s)]
    if what == "rotate":
        return reference_rotations(s)
    if what in ("mind-dest", "amazon"):
        hero = s.heroes[pending[2] if what == "mind-dest" else seat]
        op = actions.MIND_DEST if what == "mind-dest" else actions.ABILITY_CELL
        return [actions.cell_action(op, c) for c in reference_destinations(s.board, hero)]
    return None


# --------------------------------------------------------------------------------- checks


def check_lair(s: DrakonState) -> None:
    """The incremental lair equals a fresh computation from the board alone."""
    lair = s.lair
    assert lair.board is s.board
    fresh = Lair(dict(s.board))
    expected = {actions.pack_cell(cell): mask for cell, mask in open_cells(s.board).items()}
    assert lair.open == expected == fresh.open
    assert lair.counts == fresh.counts and lair.present == fresh.present
    assert lair.cells() == tuple(sorted(s.board))
    assert lair.mixed == fresh.mixed
    assert lair.facings() == {cell: fresh.facing(cell) for cell in s.board}
    assert s.tiles_code == ending.tiles_code(s.hands, s.pile)
    assert lair.triples() == tuple((c, k, r) for c, (k, r) in sorted(s.board.items()))


def reference_key(s: DrakonState) -> int:
    """The repeated-position key as it was before issue 18 part 2: a hash of the whole
    position with every hand and the board's items."""
    return hash(
        (
            frozenset(s.board.items()),
            tuple(s.heroes),
            tuple(map(tuple, s.vals)),
            tuple(s.start_vals),
            tuple(s.hoard_vals),
            tuple(map(tuple, s.hands)),
            tuple(s.pile),
            tuple(s.bottom),
            tuple(s.used),
            s.drakon,
            s.active,
        )
    )


def check_key(s: DrakonState, news: dict[int, int], olds: dict[int, int]) -> None:
    """Two positions of one game get the same repeated-position key exactly when they got
    the same key before (so a game ends on a repeat exactly when it did: note that the old
    key, like any hash of int tuples, takes a cell at -1 for one at -2, as hash(-1) ==
    hash(-2); the new one keeps that)."""
    new, old = ending.position_key(s), reference_key(s)
    assert news.setdefault(old, new) == new
    assert olds.setdefault(new, old) == old


def check_node(s: DrakonState, rng: random.Random) -> None:
    """Every board-dependent answer at this decision node against the reference."""
    expected = reference_actions(s)
    if expected is not None:
        assert s.legal_actions() == expected, s.pending
    seat = s.active
    normal = reference_turn(s)
    assert effects.can_act(s, seat) == bool(normal)
    assert effects.turn_actions(s) == normal
    for seat in range(s.num_players):
        assert effects.shift_targets(s, seat) == reference_shift_targets(s, seat)
    cell = rng.choice(sorted(s.board))
    assert effects.shift_places(s, s.active, cell) == reference_shift_places(s, s.active, cell)
    assert effects.rotations(s) == reference_rotations(s)
    assert destinations(s.board, cell) == reference_destinations(s.board, cell)
    assert can_move(s.board, cell) == bool(reference_destinations(s.board, cell))
    kind = rng.randrange(len(KINDS))
    assert placements(s.board, kind) == reference_placements(s.board, kind)


def random_game(players: int, options: dict[str, str], seed: int, check_every: int) -> int:
    """Play a seeded random game, checking the lair at every node and the option lists at
    every `check_every`-th decision; returns the number of decisions."""
    rng = random.Random(seed)
    state = RULES.new_initial_state(players, options)
    decisions = 0
    news: dict[int, int] = {}
    olds: dict[int, int] = {}
    while not state.is_terminal():
        check_lair(state)
        check_key(state, news, olds)
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            if decisions % check_every == 0:
                check_node(state, rng)
            else:
                expected = reference_actions(state)
                assert expected is None or state.legal_actions() == expected
            decisions += 1
            action = rng.choice(state.legal_actions())
        if rng.random() < 0.1:  # continue on a clone: the shared lair must stay untouched
            before = dict(state.board)
            twin = state.clone()
            twin.apply_action(action)
            assert state.board == before
            check_lair(state)
            state = twin
        else:
            state.apply_action(action)
    check_lair(state)
    return decisions


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o.values()) or "base")
def test_the_frontier_and_option_lists_match_the_whole_board_reference(players, options):
    assert random_game(players, options, seed=players, check_every=5) > 50


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o.values()) or "base")
def test_many_more_random_games_match_the_reference(players, options):
    for seed in range(100, 105):
        random_game(players, options, seed, check_every=1)


def test_destroying_and_turning_tiles_keeps_the_frontier_exact():
    rng = random.Random(5)
    board: Board = {(0, 0): (START_KIND, 0)}
    lair = Lair(board)
    for _ in range(400):
        if len(board) > 1 and rng.random() < 0.3:
            lair.remove(rng.choice([c for c in board if c != (0, 0)]))
        elif rng.random() < 0.3:
            cell = rng.choice(sorted(board))
            lair.put(cell, board[cell][0], rng.randrange(4))
        else:
            cell = rng.choice(sorted(open_cells(board)))
            lair.put(cell, rng.randrange(1, len(KINDS)), rng.randrange(4))
        expected = {actions.pack_cell(c): m for c, m in open_cells(board).items()}
        assert lair.open == expected
        assert lair.counts == [list(expected.values()).count(m) for m in range(16)]
    assert len(board) > 10


def test_a_clone_shares_the_lair_until_one_of_them_changes_the_board():
    state = DrakonState.from_position(players=2, hands=[["blank-1"], []], pile={"gold-1": 3})
    twin = state.clone()
    assert twin.lair is state.lair and twin.board is state.board
    for text in ("tile blank-1", "at @-1,0", "turn r0"):
        twin.apply_action(twin.parse_action(text))
    assert twin.lair is not state.lair
    assert (-1, 0) in twin.board and (-1, 0) not in state.board
    check_lair(state)
    check_lair(twin)


def test_a_clone_copies_every_field():
    state = RULES.new_initial_state(3, {"heroes": "on", "coins": "valued", "drakon": "on"})
    rng = random.Random(3)
    for _ in range(60):
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    twin = state.clone()
    for name in DrakonState.__slots__:
        assert getattr(twin, name) == getattr(state, name), name

"""Issue 18 (session 9): `legal.is_legal` answers `action in decision_actions(s)` without the
list. Checked at every decision of seeded random games (2-6 seats, three option sets), on the
legal actions and on near misses (every op with payloads made of the board's cells, the
frontier's, tile kinds and rotations, and stray ints), and on the chamber decisions a random
game meets rarely (Rotate, Destroy, Magical Shift; place-cell and place-rot for every kind and
frontier cell), which are posed on clones of the same positions. `board.can_move_to` (the
move check) against `destinations` on random boards with Gale / Wind chambers.
"""

from __future__ import annotations

import random

import pytest

from game.core.protocol import IllegalActionError
from game.rules.drakon import DrakonRules, DrakonState, actions
from game.rules.drakon.board import can_move_to, destinations
from game.rules.drakon.effects import decision_actions
from game.rules.drakon.lair import unpack
from game.rules.drakon.legal import is_legal
from game.rules.drakon.tiles import NUM_KINDS, VECTORS
from tests.rules.test_drakon_turn_change import random_board

RULES = DrakonRules()
OPTION_SETS = ({}, {"heroes": "on"}, {"goal": "escape", "coins": "valued", "drakon": "on"})
CELL_OPS = (actions.MOVE, actions.PLACE_CELL, actions.DESTROY, actions.SHIFT_TARGET)
OTHER_OPS = (actions.MIND_DEST, actions.MAP_VICTIM, actions.ABILITY, actions.PASS)


def _candidates(s: DrakonState, rng: random.Random, ops: tuple[int, ...]) -> list[int]:
    """Actions worth trying here with `ops`: cell ops on the cells of the board, the frontier
    and the heroes; Rotate on those cells with 0-3 quarter turns; tile kinds; rotations; the
    other ops on small payloads; a few stray ints."""
    cells = {*s.board, *map(unpack, s.lair.open), *s.heroes, (0, 0), (1, 0), (-1, 0)}
    codes = [actions.pack_cell(cell) for cell in cells] + [rng.randrange(1 << 20)]
    found = [-1, 0, 1 << 40, rng.randrange(1 << 32)]
    for op in ops:
        if op in CELL_OPS:
            payloads = codes
        elif op == actions.ROTATE:
            payloads = [code * 4 + turn for code in codes for turn in range(4)]
        else:
            payloads = list(range(NUM_KINDS + 2))
        found += [actions.make(op, payload) for payload in payloads]
    return found


def _check(s: DrakonState, rng: random.Random, ops: tuple[int, ...]) -> int:
    """Compare is_legal with the list on the legal actions and near misses; the count."""
    legal = decision_actions(s)
    wanted = set(legal)
    tried = legal + _candidates(s, rng, ops)
    for action in tried:
        assert is_legal(s, action) == (action in wanted), (s.pending, actions.to_text(action))
    return len(tried)


ALL_OPS = (*CELL_OPS, actions.ROTATE, actions.PLACE_KIND, actions.PLACE_ROT, *OTHER_OPS)


def _posed(s: DrakonState) -> list[tuple[DrakonState, tuple[int, ...]]]:
    """Clones of `s` with the chamber steps posed (and the op to try on each): Rotate,
    Destroy, Magical Shift (for every seat), placing every kind (the cell step) and three
    kinds on every frontier cell (the rotation step)."""
    posed = []
    for pending, op in (
        (("rotate", s.active), actions.ROTATE),
        (("destroy", s.active), actions.DESTROY),
        *((("shift-target", seat), actions.SHIFT_TARGET) for seat in range(s.num_players)),
        *((("place-cell", s.active, kind), actions.PLACE_CELL) for kind in range(NUM_KINDS)),
        *(
            (("place-rot", s.active, kind, unpack(code)), actions.PLACE_ROT)
            for kind in (1, 5, 9)
            for code in s.lair.open
        ),
    ):
        twin = s.clone()
        twin.pending = pending
        twin._legal = None
        posed.append((twin, (op,)))
    return posed


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", OPTION_SETS)
def test_is_legal_matches_the_list_in_seeded_games(players, options):
    rng = random.Random(f"legal-{players}-{sorted(options.items())}")
    tried = 0
    for game in range(2):
        state = RULES.new_initial_state(players, options)
        decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            decisions += 1
            tried += _check(state, rng, ALL_OPS)
            if decisions % 15 == game:  # the rarer steps, posed on some positions
                for twin, ops in _posed(state):
                    tried += _check(twin, rng, ops)
            state.apply_action(rng.choice(state.legal_actions()))
    assert tried > 10_000


def test_apply_action_without_a_legal_list_rejects_what_the_list_lacks():
    rng = random.Random(5)
    state = RULES.new_initial_state(4)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            continue
        legal = decision_actions(state)
        wrong = next(
            a
            for a in (actions.make(actions.PLACE_CELL, rng.randrange(99)) + 1, legal[0] + 1)
            if a not in legal
        )
        with pytest.raises(IllegalActionError):
            state.clone().apply_action(wrong)  # a fresh clone: no list cached
        state.apply_action(rng.choice(legal))


def test_can_move_to_matches_the_destinations_on_random_boards():
    rng = random.Random(18)
    checked = 0
    for _ in range(150):
        board = random_board(rng, rng.randrange(2, 45), gust_share=rng.choice((0.0, 0.3, 0.6)))
        targets = {*board, *((x + dx, y + dy) for x, y in board for dx, dy in VECTORS)}
        for cell in board:
            found = set(destinations(board, cell))
            for target in targets:
                assert can_move_to(board, cell, target) == (target in found), (cell, target)
                checked += 1
    assert checked > 50_000

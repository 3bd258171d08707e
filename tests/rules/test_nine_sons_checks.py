"""Nine Sons: the yes-or-no move check (checks.py) says exactly what the move list says.

`apply_action` checks a move with `move_is_legal` whenever no legal list is cached (replays,
undo, search), so it must accept precisely the moves `generate_actions` lists: on random boards
(every well-formed move, both seats, both rule options each way, Pulao and empty slots in
play), and at every decision of seeded games, through the state itself.
"""

import random

import pytest

from game.core.protocol import IllegalActionError
from game.rules.nine_sons import NineSonsRules
from game.rules.nine_sons.actions import MOVE_FLAG, move_action
from game.rules.nine_sons.board import SLOT_OF
from game.rules.nine_sons.cards import PULAO
from game.rules.nine_sons.checks import MOVE_SHAPES, move_is_legal
from game.rules.nine_sons.moves import PATH_TREES, generate_actions
from game.rules.nine_sons.rules import PULAO_INCOMING_TOO, SOW_STACK_TOP
from game.rules.nine_sons.state import PLAY

READINGS = [(incoming, top) for incoming in (False, True) for top in (False, True)]


def _paths(nodes: tuple, path: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every path of the move generator's tree below `path` (written out independently of
    checks._shapes: the squares, not the codes)."""
    found = []
    for square, _code, children in nodes:
        longer = (*path, square)
        found.append(longer)
        found.extend(_paths(children, longer))
    return found


def test_move_shapes_are_every_simple_path_and_nothing_else():
    expected = {
        move_action(source, path): (source, path)
        for source in range(12)
        for path in _paths(PATH_TREES[source], ())
    }
    assert MOVE_SHAPES == expected
    for _action, (source, path) in MOVE_SHAPES.items():
        assert len(set(path)) == len(path) and source not in path
        assert 1 <= len(path) <= 3


def _random_board(rng: random.Random) -> tuple[list[int], list[tuple[int, ...]]]:
    """Six slots (Pulao often among them, now and then an empty slot) and 12 stacks of 0-3
    dice of both seats (squares of an empty slot stay empty, as in play)."""
    cards = rng.sample(range(9), 6)
    if PULAO not in cards and rng.random() < 0.6:
        cards[rng.randrange(6)] = PULAO
    slots = [card if rng.random() > 0.1 else -1 for card in cards]
    stacks: list[tuple[int, ...]] = []
    for square in range(12):
        if slots[SLOT_OF[square]] < 0:
            stacks.append(())
            continue
        size = rng.choice((0, 0, 1, 1, 2, 3))
        stacks.append(tuple(rng.randrange(2) * 8 + rng.randint(1, 6) for _ in range(size)))
    return slots, stacks


def test_move_is_legal_matches_the_move_list_on_random_boards():
    rng = random.Random(2212)
    checked = legal_seen = 0
    for _ in range(400):
        slots, stacks = _random_board(rng)
        for player in (0, 1):
            for incoming, top in READINGS:
                listed = set(generate_actions(slots, stacks, 0, player, incoming, top))
                for action in MOVE_SHAPES:
                    said = move_is_legal(slots, stacks, player, incoming, action, top)
                    assert said == (action in listed), (slots, stacks, player, action)
                    checked += 1
                    legal_seen += said
                assert listed <= set(MOVE_SHAPES)
    # both answers exercised, on every board and reading: 400 x 2 x 4 x 240 moves
    assert checked == 400 * 2 * 4 * len(MOVE_SHAPES)
    assert 1000 < legal_seen < checked - 100_000


@pytest.mark.parametrize("junk", [MOVE_FLAG, MOVE_FLAG | 3, MOVE_FLAG | 1 << 19, -1, 1 << 21])
def test_malformed_moves_are_refused(junk):
    slots = [0, 1, 2, 3, 4, 5]
    stacks = [(1,)] * 12
    assert not move_is_legal(slots, stacks, 0, False, junk)


BOTH_OTHER_READINGS = {"sowing_check": SOW_STACK_TOP, "pulao_reading": PULAO_INCOMING_TOO}


@pytest.mark.parametrize("options", [{}, BOTH_OTHER_READINGS])
def test_apply_without_a_list_accepts_exactly_the_listed_moves(options):
    """Seeded games: at each decision, a clone that never built its list (the state's own
    check) accepts every listed move and refuses the well-formed moves the list lacks from
    the seat's own stacks, with the reason in the error."""
    rules = NineSonsRules()
    decisions = refused = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = rules.new_initial_state(2, options)
        while not state.is_terminal():
            if state.is_chance_node() or state._phase != PLAY:
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    actions = [action for action, _ in outcomes]
                    state.apply_action(rng.choices(actions, [p for _, p in outcomes])[0])
                else:  # choosing among tames: not a place or move
                    state.apply_action(rng.choice(state.legal_actions()))
                continue
            fresh = state.clone()  # no list built yet: the clone shares none
            listed = state.legal_actions()
            player = state.current_player()
            own = {
                sq for sq, stack in enumerate(state._stacks) if stack and stack[-1] >> 3 == player
            }
            for action, (source, _path) in MOVE_SHAPES.items():
                if source not in own:
                    continue
                probe = fresh.clone()
                assert probe._legal is None
                if action in listed:
                    probe.apply_action(action)
                else:
                    with pytest.raises(IllegalActionError, match="illegal move"):
                        probe.apply_action(action)
                    refused += 1
            decisions += 1
            state.apply_action(rng.choice(listed))
    assert decisions > 500 and refused > 1000

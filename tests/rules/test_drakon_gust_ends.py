"""Issue 18 (session 8): a Heavy Gale / Strong Wind hero's destinations are found without
building every path (`board._gust_ends`): the same sorted ends as the path lists gave, on
random boards (arrows facing each other too) and on the boards of seeded random games."""

from __future__ import annotations

import random

from game.rules.drakon import DrakonRules
from game.rules.drakon.board import destinations, gust_paths
from tests.rules.test_drakon_turn_change import GUSTS, random_board


def reference(board, cell) -> list[tuple[int, int]]:
    """destinations of a Gale / Wind chamber as they were: the ends of every path, sorted."""
    return sorted({path[-1] for path in gust_paths(board, cell)})


def test_gust_destinations_match_the_path_lists_on_random_boards():
    rng = random.Random(8)
    asked = moving = 0
    for _ in range(400):
        board = random_board(rng, rng.randrange(3, 40), gust_share=0.4)
        for cell, (kind, _rot) in board.items():
            if kind in GUSTS:
                expected = reference(board, cell)
                assert destinations(board, cell) == expected
                asked += 1
                moving += len(expected) > 1
    assert asked > 1000 and moving > 100  # many heroes with several ends


def test_gust_destinations_match_the_path_lists_in_seeded_games():
    rules = DrakonRules()
    rng = random.Random(18)
    asked = 0
    for players in (2, 4, 6):
        state = rules.new_initial_state(players)
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            board = state.board
            for hero in state.heroes:
                if hero in board and board[hero][0] in GUSTS:
                    assert destinations(board, hero) == reference(board, hero)
                    asked += 1
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
    assert asked > 20

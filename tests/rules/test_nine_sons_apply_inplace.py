"""Issue 18: apply_action plays places and moves in place (the fast path's sowing, tames only
looked for on the slots the action touched) and clone shares the copy-on-write lists; both must
give exactly what push gives, and never leak into another copy."""

import pytest

from game.core.protocol import TERMINAL, IllegalActionError
from game.rules.nine_sons.actions import parse_action_text
from tests.ai.test_search_speed_paths import decision_positions, near_tames


def _fields(state) -> tuple:
    return (
        list(state._stacks),
        list(state._hands),
        list(state._slots),
        list(state._scores),
        state._tamed,
        state._removed,
        list(state._pending),
        state._hash,
        state._full_hash(),
        state._phase,
        state._active,
        state._turns,
        state._plies,
        state._last,
        dict(state._rep),
        state._winners,
        state._reason,
    )


def test_apply_action_in_place_equals_push_for_every_action():
    checked = 0
    for state in decision_positions(50, seed=21) + near_tames():
        for action in state.legal_actions():
            applied = state.clone()
            applied.apply_action(action)
            pushed = state.clone()
            after = pushed.push(action)
            assert _fields(applied) == _fields(pushed)
            assert applied._hash == applied._full_hash()
            expected = applied.current_player()
            assert after == expected or (after == TERMINAL and applied.is_terminal())
            # The cached move list (when asked for) is the one generated from scratch.
            if not applied.is_terminal() and not applied.is_chance_node():
                assert applied.legal_actions() == pushed.legal_actions()
            checked += 1
    assert checked > 1000


def test_apply_action_without_a_cached_list_still_checks_legality():
    state = near_tames()[2]  # seat 1 to move; a2 holds a 3-stack topped by seat 0
    before = _fields(state)
    for text in ("place 6 a2", "a2-a1-b1-c1", "d3-d2"):
        state._legal = None  # no generated list: the full check runs
        with pytest.raises(IllegalActionError):
            state.apply_action(parse_action_text(text))
        assert _fields(state) == before


def test_clone_shares_only_what_the_rules_replace():
    for state in near_tames() + decision_positions(10, seed=22):
        clone = state.clone()
        before = _fields(state)
        while not clone.is_terminal():
            if clone.is_chance_node():
                clone.apply_action(clone.chance_outcomes()[-1][0])
            else:
                clone.apply_action(clone.legal_actions()[-1])
        assert _fields(state) == before

"""The Wyvern engine's fast paths (issue 18) answer exactly what the plain definitions answer.

Each shortcut is checked against the slow definition it replaces, on positions met in seeded
random matches of every deck pairing: the swap tables, the ability and target questions, the
draw sampling and chance validation, the search copy without an event log, and the
`random_playout` hook against the protocol loop it stands for (same actions, same state, same
use of the rng).
"""

from __future__ import annotations

import random

import pytest

from ai.mcts import random_policy
from game.core.protocol import CHANCE, IllegalActionError, sample_chance
from game.rules.wyvern import WyvernRules, actions, board, chance, frames, plays, swaps
from game.rules.wyvern.decks import DECKS
from game.rules.wyvern.events import Event

RULES = WyvernRules()
DECK_NAMES = sorted(DECKS)


def _positions(matches: int = 6, every: int = 5) -> list:
    """States met every `every` plies in seeded random matches (each deck pairing)."""
    found = []
    for match in range(matches):
        rng = random.Random(match)
        decks = [DECK_NAMES[match % 3], DECK_NAMES[(match + match // 3) % 3]]
        state = RULES.new_initial_state(2, {"deck": decks, "match_points": 50})
        ply = 0
        while not state.is_terminal():
            if ply % every == 0:
                found.append(state.clone())
            if state.current_player() == CHANCE:
                state.apply_action(sample_chance(state, rng))
            else:
                state.apply_action(random_policy(state, rng))
            ply += 1
    return found


POSITIONS = _positions()


def _plain_swaps(s, seat):
    """swaps.swaps as first written: every pair of own positions holding at least one card."""
    base = seat * 6
    return [
        actions.make(actions.SWAP, actions.pair(a, b))
        for a in range(base, base + 6)
        for b in range(a + 1, base + 6)
        if s.card[a] >= 0 or s.card[b] >= 0
    ]


def _plain_targets(s, pos):
    """board.targets as first written (rows from reach, the empty-row rule and Burrow)."""
    seat, foe = pos // 6, 1 - pos // 6
    level = board.reach(s, pos)
    in_front = board.counts_as_front(s, seat, board.row_of(pos))
    if level == 2 or (level == 1 and in_front):
        rows = (0, 1)
    elif (
        in_front
        or level == 1
        or (
            s.card[pos] >= 0
            and board.SCOUT[s.card[pos]]
            and board.count_in_row(s, seat, board.row_of(pos), "burrow")
        )
    ):
        rows = (0,) if not board.front_empty(s, foe) else (1,)
    else:
        return []
    return [p for r in rows for p in board.row_positions(foe, r) if s.card[p] >= 0]


def test_the_positions_cover_the_decisions_the_shortcuts_serve():
    kinds = {s.stack[-1][0] for s in POSITIONS if s.current_player() >= 0}
    assert len(POSITIONS) > 500
    assert {frames.F_PRIO, frames.F_MOVE, frames.F_BATTLE} <= kinds
    assert any(plays.ability_actions(s, seat) for s in POSITIONS for seat in (0, 1))
    assert any(s.draws for s in POSITIONS)


def test_board_counts_and_swap_tables_match_their_definitions():
    for s in POSITIONS:
        for seat in (0, 1):
            cards = s.card[seat * 6 : seat * 6 + 6]
            assert board.occupied(s, seat) == sum(1 for c in cards if c >= 0)
            assert board.occupied_mask(s, seat) == sum(
                1 << i for i, c in enumerate(cards) if c >= 0
            )
            assert swaps.swaps(s, seat) == _plain_swaps(s, seat)
            redeploys = [actions.make(actions.REDEPLOY, a & 0xFFF) for a in _plain_swaps(s, seat)]
            assert list(swaps.redeploys(s, seat)) == redeploys
            for verb in ("harness", "peek", "all-power", "upkeep"):
                slots = s.tre[seat * 4 : seat * 4 + 4]
                assert board.seat_treasures(s, seat, verb) == sum(
                    1 for c in slots if c >= 0 and board.VERB[c] == verb
                )


def test_abilities_and_targets_match_their_definitions():
    for s in POSITIONS:
        for seat in (0, 1):
            found = plays.ability_actions(s, seat)
            assert plays.has_ability(s, seat) == bool(found)
            can_peek = s.gold[seat] >= 1 and bool(plays.peek_targets(s, seat))
            peekers = [
                p
                for p in range(seat * 6, seat * 6 + 6)
                if board.face_up_dragon(s, p) and board.VERB[s.card[p]] == "peek"
            ]
            expected = [actions.make(actions.USE, p) for p in peekers] if can_peek else []
            for slot in range(seat * 4, seat * 4 + 4):
                card = s.tre[slot]
                if card >= 0 and (
                    (board.VERB[card] == "peek" and can_peek)
                    or (board.VERB[card] == "scales" and s.hand[seat])
                ):
                    expected.append(actions.make(actions.USE_TREASURE, slot))
            expected += [actions.make(actions.CLEAR, p) for p in plays.bramble_clears(s, seat)]
            assert found == expected
        for pos in range(12):
            if board.is_dragon(s, pos):
                assert board.targets(s, pos) == _plain_targets(s, pos)
                assert board.has_target(s, pos) == bool(_plain_targets(s, pos))


def test_draw_sampling_and_chance_validation_match_the_outcome_list():
    draws = [s for s in POSITIONS if s.draws]
    points = [0.0, 0.999999999, *(random.Random(7).random() for _ in range(40))]
    for s in draws:
        outcomes = s.chance_outcomes()
        for point in points:
            assert chance.sample_draw(s, point) == sample_chance(s, _FixedPoint(point))
        listed = {action for action, _ in outcomes}
        for card in range(95):
            action = actions.make(actions.DRAW, card)
            assert chance.is_draw_outcome(s, action) == (action in listed)
        with pytest.raises(IllegalActionError):
            s.clone().apply_action(actions.make(actions.PASS))


class _FixedPoint:
    """An rng whose random() always gives the same point (for sample_chance)."""

    def __init__(self, point: float) -> None:
        self.point = point

    def random(self) -> float:
        return self.point


def _protocol_playout(state, rng):
    """ai.mcts.Playout's loop with its default policy."""
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(random_policy(state, rng))
    return state.returns()


def test_random_playout_is_the_protocol_loop():
    for index, s in enumerate(POSITIONS[::120]):
        plain, hooked = s.clone(), s.clone()
        rng_plain, rng_hooked = random.Random(index), random.Random(index)
        assert hooked.random_playout(rng_hooked) == _protocol_playout(plain, rng_plain)
        assert rng_hooked.getstate() == rng_plain.getstate()
        assert hooked.events == plain.events and hooked.last_events == plain.last_events
        assert hooked.revealed_view() == plain.revealed_view()
        assert (hooked.mark, hooked.last) == (plain.mark, plain.last)


def test_a_search_copy_plays_the_same_without_an_event_log():
    for index, s in enumerate(POSITIONS[::120]):
        if s.is_terminal():
            continue
        seat = max(s.current_player(), 0)  # a chance node: either seat's view will do
        plain = s.clone().sample_determinization(seat, random.Random(index))
        quiet = s.search_clone().sample_determinization(seat, random.Random(index))
        assert quiet.legal_actions() == plain.legal_actions()
        rng_plain, rng_quiet = random.Random(index), random.Random(index)
        assert quiet.random_playout(rng_quiet) == _protocol_playout(plain, rng_plain)
        assert rng_quiet.getstate() == rng_plain.getstate()
        assert quiet.events == [] and quiet.event_count == 0 and quiet.last_events == []
        assert plain.view(None).positions == quiet.view(None).positions
        assert (quiet.vp, quiet.gold, quiet.results) == (plain.vp, plain.gold, plain.results)
    assert POSITIONS[-1].clone().keeps_log and POSITIONS[-1].events


def test_events_are_built_when_read():
    s = POSITIONS[len(POSITIONS) // 2]
    events = s.events
    assert len(events) == s.event_count > 0
    assert all(isinstance(event, Event) for event in events)
    assert s.events == events  # rebuilt alike on every read
    assert s.events_since(s.event_count - 1) == events[-1:]


def test_clone_copies_every_field_and_shares_nothing_mutable():
    for s in POSITIONS[::97]:
        twin = s.clone()
        for name in type(s).__slots__:
            mine, theirs = getattr(s, name), getattr(twin, name)
            assert mine == theirs, name
            if isinstance(mine, list) and name != "_legal":  # the legal list is only read
                assert mine is not theirs, name
                assert all(
                    a is not b for a, b in zip(mine, theirs, strict=True) if isinstance(a, list)
                )
        twin.hand[0].append(0)
        twin.card[0] = 99
        assert s.hand[0] != twin.hand[0] and s.card[0] != 99


def test_searches_choose_the_same_with_and_without_the_search_copy(monkeypatch):
    from ai.ismcts import ISMCTSBot
    from ai.protocol import SearchBudget
    from game.rules.wyvern.state import WyvernState

    positions = [s for s in POSITIONS[::150] if s.current_player() >= 0][:3]

    def searches():
        found = []
        for index, state in enumerate(positions):
            rng = random.Random(index)
            decision = ISMCTSBot().choose(state, SearchBudget(iterations=6), rng)
            found.append((decision.action, decision.info.get("iterations"), rng.random()))
        return found

    with_copy = searches()
    monkeypatch.setattr(WyvernState, "search_clone", WyvernState.clone)
    assert searches() == with_copy
    assert len(with_copy) == 3

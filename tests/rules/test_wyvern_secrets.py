"""Hidden information: what a seat may not see stays out of its view, its information state key
and the determinizations made for it."""

from __future__ import annotations

from collections import Counter

from game.core.protocol import sample_chance
from game.rng import rng_for
from game.rules.wyvern import WyvernRules
from game.rules.wyvern.cards import HIDDEN_OWN, HIDDEN_RIVAL, KIND
from tests.rules.wyvern_positions import act, position

RULES = WyvernRules()


def twins():
    """Two positions that differ only in what seat 1 hides from seat 0."""
    common = {"0:F1": ("D09", "u"), "0:F2": "D02 h:A11@1", "1:F2": ("D04", "u")}
    a = position(field={**common, "1:F1": "T01 h:A09@1", "1:B1": "D10"},
                 hands=[["A22"], ["A23", "A26"]], piles=[((), ()), (("D12",), ("A28",))],
                 phase="action-1")  # fmt: skip
    b = position(field={**common, "1:F1": "D12 h:A10@1", "1:B1": "T01"},
                 hands=[["A22"], ["A28", "A26"]], piles=[((), ()), (("D10",), ("A23",))],
                 phase="action-1")  # fmt: skip
    return a, b


def test_what_seat_1_hides_does_not_reach_seat_0():
    a, b = twins()
    assert a.view(0) == b.view(0)
    assert a.information_state_key(0) == b.information_state_key(0)
    assert a.view(None) == b.view(None)
    assert a.view(1) != b.view(1)


def test_a_seat_sees_its_own_hidden_action_and_only_the_kind_of_the_others():
    a, _ = twins()
    mine, theirs = a.view(1).positions, a.view(0).positions
    assert mine[1].hidden == a.hid[1] and theirs[1].hidden == -1  # A11, played by seat 1
    assert theirs[6].hidden_by == 1 and theirs[6].hidden == -1


def _consistent(state, twin, seat):
    assert twin.view(seat) == state.view(seat)
    foe = 1 - seat
    before = Counter(_cards_of(state, foe))
    after = Counter(_cards_of(twin, foe))
    assert before == after
    for pos in range(12):
        if twin.hid[pos] >= 0 and twin.hidby[pos] == foe:
            wanted = HIDDEN_OWN if pos // 6 == foe else HIDDEN_RIVAL
            assert KIND[twin.hid[pos]] == wanted


def _cards_of(state, seat):
    cards = list(state.hand[seat]) + state.pile[seat * 2] + state.pile[seat * 2 + 1]
    cards += state.pool[seat]
    cards += [state.card[p] for p in range(seat * 6, seat * 6 + 6) if state.card[p] >= 0]
    cards += [state.hid[p] for p in range(12) if state.hid[p] >= 0 and state.hidby[p] == seat]
    if state.play is not None and state.play[0] == seat:
        cards.append(state.play[1])  # a card being played: paid for, not yet anywhere
    return cards


def test_determinizations_keep_everything_the_seat_has_seen():
    a, _ = twins()
    for n in range(20):
        _consistent(a, a.sample_determinization(0, rng_for(n, "det")), 0)


def test_determinizations_along_random_matches():
    for seed in range(3):
        state = RULES.new_initial_state(2, {"deck": ["shadowscale", "stoneheart"]})
        rng = rng_for(seed, "secrets")
        ply = 0
        while not state.is_terminal() and ply < 1500:
            if state.is_chance_node():
                action = sample_chance(state, rng)
            else:
                if ply % 7 == 0:
                    seat = state.current_player()
                    twin = state.sample_determinization(seat, rng)
                    _consistent(state, twin, seat)
                    assert twin.legal_actions() == state.legal_actions()
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply_action(action)
            ply += 1


def test_reveals_information_marks_chance_and_reveals():
    s = position(field={"0:F1": "D09", "1:F1": ("D02", "u")})
    assert s.reveals_information(s.parse_action("attack 0:F1"))
    assert not s.reveals_information(s.parse_action("pass"))
    act(s, "pass")


def _hidden_content(state, seat):
    """Everything of `seat` another seat may not know: hand, piles, field cards, hidden actions,
    the card being played."""
    return (
        state.hand[seat],
        state.pile[seat * 2],
        state.pile[seat * 2 + 1],
        state.card[seat * 6 : seat * 6 + 6],
        [(p, state.hid[p]) for p in range(12) if state.hidby[p] == seat],
        state.play,
    )


def test_twins_the_seat_cannot_tell_apart_give_the_same_worlds():
    # The same unseen cards of seat 1, split differently between hand, pile and positions.
    common = {"0:F1": ("D09", "u"), "0:F2": "D02 h:A11@1", "1:F2": ("D04", "u")}
    a = position(field={**common, "1:F1": "T01 h:A09@1", "1:B1": "D10"},
                 hands=[["A22"], ["A23", "A26"]], piles=[((), ()), (("D12",), ("A28",))],
                 phase="action-1")  # fmt: skip
    b = position(field={**common, "1:F1": "D12 h:A09@1", "1:B1": "T01"},
                 hands=[["A22"], ["A28", "A26"]], piles=[((), ()), (("D10",), ("A23",))],
                 phase="action-1")  # fmt: skip
    assert a.view(0) == b.view(0)
    for n in range(10):
        world_a = a.sample_determinization(0, rng_for(n, "det"))
        world_b = b.sample_determinization(0, rng_for(n, "det"))
        assert _hidden_content(world_a, 1) == _hidden_content(world_b, 1)


def _answering_a_hidden_action():
    """A random match run until one seat may answer the other's Hidden Action being played."""
    for seed in range(40):
        state = RULES.new_initial_state(2, {"deck": ["shadowscale", "shadowscale"]})
        rng = rng_for(seed, "hidden-play")
        for _ply in range(3000):
            if state.is_terminal():
                break
            seat = state.current_player()
            play = state.play
            if (
                seat >= 0
                and play is not None
                and play[0] == 1 - seat
                and KIND[play[1]] in (HIDDEN_OWN, HIDDEN_RIVAL)
            ):
                return state, seat
            if state.is_chance_node():
                action = sample_chance(state, rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply_action(action)
    raise AssertionError("no match reached a Hidden Action being answered")


def test_a_hidden_action_being_played_is_dealt_anew_like_the_other_unseen_cards():
    state, seat = _answering_a_hidden_action()
    kind = KIND[state.play[1]]
    played = set()
    for n in range(40):
        twin = state.sample_determinization(seat, rng_for(n, "det"))
        assert twin.view(seat) == state.view(seat)
        assert KIND[twin.play[1]] == kind
        played.add(twin.play[1])
    unseen_of_kind = {
        card
        for card in state.hand[1 - seat] + state.pile[(1 - seat) * 2 + 1] + [state.play[1]]
        if KIND[card] == kind
    }
    assert played <= unseen_of_kind
    assert len(played) == len(unseen_of_kind) or len(played) > 1

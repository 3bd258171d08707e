"""`GameState.revealed_view()`: the position with nothing hidden (a replay's "All revealed").

Each hidden-information game gives every seat's hand and secret cards in its own view type,
marked `revealed`; the spectator's `view(None)` keeps them hidden; a game without secrets
falls back to the spectator's view."""

from __future__ import annotations

import random

from game.core.protocol import GameState, sample_chance
from game.rules import get_rules
from game.rules.dragon_delta.view import HIDDEN
from game.rules.drakon.view import build_revealed_view as drakon_revealed
from game.rules.wyvern.view import UNKNOWN


def played(slug: str, plies: int, seed: int = 5) -> GameState:
    """A game of random legal moves `plies` long (or to its end)."""
    rules = get_rules(slug)
    state = rules.new_initial_state(rules.info.min_players, None)
    rng = random.Random(seed)
    for _ply in range(plies):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_dragon_bridge_reveals_both_hands_and_the_nest():
    state = played("dragon-bridge", 40)
    spectator, revealed = state.view(None), state.revealed_view()
    assert type(revealed) is type(spectator) and revealed.revealed and not spectator.revealed
    assert spectator.hands == (None, None)
    for seat in (0, 1):
        assert revealed.hands[seat] == state.view(seat).hands[seat]
        assert len(revealed.hands[seat]) == revealed.hand_sizes[seat]
    assert all(card is not None for card, _up in revealed.nest)
    assert revealed.viewer is None and revealed.deck is None


def test_dragon_delta_reveals_every_program_and_hand():
    state = played("dragon-delta", 29)  # mid-programming: cards laid face down
    spectator, revealed = state.view(None), state.revealed_view()
    assert any(HIDDEN in program for program in spectator.programs)
    assert revealed.revealed and all(HIDDEN not in program for program in revealed.programs)
    for seat in range(state.num_players):
        own = state.view(seat)
        assert revealed.programs[seat] == own.programs[seat]
        assert revealed.hands[seat] == own.hand
    assert revealed.seat is None and revealed.hand == ()


def test_wyvern_reveals_the_battle_cards_and_both_hands():
    state = played("wyvern", 80)
    spectator, revealed = state.view(None), state.revealed_view()
    assert any(here.card == UNKNOWN for here in spectator.positions)
    assert revealed.revealed and all(here.card != UNKNOWN for here in revealed.positions)
    for seat in (0, 1):
        own = state.view(seat)
        assert revealed.hands[seat] == own.hand and revealed.pools[seat] == own.pool
        for pos in range(seat * 6, seat * 6 + 6):  # a seat knows its own field: the same cards
            assert revealed.positions[pos].card == own.positions[pos].card
    hidden = [here for here in revealed.positions if here.hidden_by >= 0]
    assert all(here.hidden != UNKNOWN for here in hidden)


def test_drakon_reveals_every_hand_on_the_seat_panels():
    state = played("drakon", 60)
    revealed = drakon_revealed(state)
    assert revealed.revealed and revealed.seat is None
    for seat in range(state.num_players):
        assert revealed.known[seat] == state.view(seat).hand
        assert len(revealed.known[seat]) == revealed.hand_sizes[seat]
    assert state.view(None).known != revealed.known  # the spectator does not see the hands


def test_drakon_state_gives_the_revealed_view():
    state = played("drakon", 60)
    assert state.revealed_view() == drakon_revealed(state)


def test_a_game_without_secrets_reveals_its_spectators_view():
    state = played("nine-sons", 20)
    assert state.revealed_view() == state.view(None)

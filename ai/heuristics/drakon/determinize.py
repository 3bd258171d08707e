"""Drakon determinization: a world consistent with one seat's information."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import cast

from game.core.protocol import GameState
from game.rules.drakon import DrakonState, ending, knowledge
from game.rules.drakon.tiles import NUM_KINDS

# ------------------------------------------------------------------------- determinization


def canonical(state: GameState, seat: int) -> GameState:
    """A copy of `state` whose unseen tiles (other hands, the tiles others put face down under
    the pile, the shuffled pile) are split in one fixed way: other seats' hands, in seat
    order, get the lowest kind indices of the unseen multiset, then the unseen bottom tiles,
    the pile the rest. Hand sizes, tiles `seat` knows a hand holds (knowledge.held), the
    bottom tiles it saw go there and `seat`'s own hand are untouched, so two states that
    `seat` cannot tell apart give the same copy. (Valued coins need nothing here: the engine
    redeals the values `seat` cannot see from the game's composition, not from the current
    split.)"""
    twin = cast(DrakonState, state.clone())
    hands = twin.hands
    known = [knowledge.held(twin, seat, other) for other in range(twin.num_players)]
    unseen = list(twin.pile)
    free = [0] * twin.num_players
    for other in range(twin.num_players):
        if other == seat:
            continue
        hand = list(hands[other])
        for kind in known[other]:  # seen going into that hand: stays there
            hand[kind] -= 1
        for kind, count in enumerate(hand):
            unseen[kind] += count
        free[other] = sum(hand)
    hidden = knowledge.unseen_bottom(twin, seat)
    bottom = twin.bottom
    for index in hidden:
        unseen[bottom[index]] += 1
    lowest = _lowest(unseen)
    for other in range(twin.num_players):
        if other == seat:
            continue
        hand = [0] * NUM_KINDS
        for held in known[other]:
            hand[held] += 1
        for _step in range(free[other]):
            hand[next(lowest)] += 1
        hands[other] = hand
    for index in hidden:
        bottom[index] = next(lowest)
    twin.pile = unseen
    twin.tiles_code = ending.tiles_code(hands, unseen)  # hands and pile changed: their code too
    twin._legal = None
    return twin


def _lowest(unseen: list[int]) -> Iterator[int]:
    """Take tiles out of the multiset `unseen` (a count per kind, changed in place), lowest
    kind first."""
    for kind in range(len(unseen)):
        while unseen[kind]:
            unseen[kind] -= 1
            yield kind


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """`sample_determinization(seat, rng)` of the canonical split: every world is a function
    of `seat`'s information and the rng alone (the no-cheat property)."""
    if state.is_terminal():
        return state.clone()
    return canonical(state, seat).sample_determinization(seat, rng)

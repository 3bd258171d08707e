"""Drakon determinization: a world consistent with one seat's information."""

from __future__ import annotations

import random

from game.core.protocol import GameState
from game.rules.drakon.tiles import NUM_KINDS

# ------------------------------------------------------------------------- determinization


def canonical(state: GameState, seat: int) -> GameState:
    """A copy of `state` whose unseen tiles (other hands + shuffled pile) are split in one
    fixed way: other seats' hands, in seat order, get the lowest kind indices of the unseen
    multiset, the pile the rest. Hand sizes, tiles publicly known to be in a hand, the known
    bottom of the pile and `seat`'s own hand are untouched, so two states that `seat` cannot
    tell apart give the same copy. (Valued coins need nothing here: the engine redeals the
    values `seat` cannot see from the game's composition, not from the current split.)"""
    twin = state.clone()
    hands = twin.hands  # type: ignore[attr-defined]
    known = twin.known  # type: ignore[attr-defined]
    unseen = list(twin.pile)  # type: ignore[attr-defined]
    free = [0] * twin.num_players
    for other in range(twin.num_players):
        if other == seat:
            continue
        hand = list(hands[other])
        for kind in known[other]:  # seen going into that hand (Magical Shift): stays there
            hand[kind] -= 1
        for kind, count in enumerate(hand):
            unseen[kind] += count
        free[other] = sum(hand)
    kind = 0
    for other in range(twin.num_players):
        if other == seat:
            continue
        hand = [0] * NUM_KINDS
        for held in known[other]:
            hand[held] += 1
        need = free[other]
        while need:
            while not unseen[kind]:
                kind += 1
            take = min(need, unseen[kind])
            hand[kind] += take
            unseen[kind] -= take
            need -= take
        hands[other] = hand
    twin.pile = unseen  # type: ignore[attr-defined]
    twin._legal = None  # type: ignore[attr-defined]
    return twin


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """`sample_determinization(seat, rng)` of the canonical split: every world is a function
    of `seat`'s information and the rng alone (the no-cheat property)."""
    if state.is_terminal():
        return state.clone()
    return canonical(state, seat).sample_determinization(seat, rng)

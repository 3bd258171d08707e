"""Dragon Bridge determinization: a world consistent with one seat's information."""

from __future__ import annotations

import random
from typing import cast

from game.core.protocol import GameState
from game.rules.dragon_bridge.cards import NUM_CARD_TYPES
from game.rules.dragon_bridge.state import DragonBridgeState

# ------------------------------------------------------------------------- determinization


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """`state.sample_determinization(seat, rng)` from a canonical split of the unseen cards.

    The engine redeals the opponent's hand and the deck from a pool listed hand first, so the
    same rng would give different worlds for two states that differ only in how the hidden
    cards are split, and the search's choice could depend on cards it never saw. Putting the
    unseen cards back in one fixed split first (the opponent's hand = the lowest card ids)
    makes every world a function of the seat's information and the rng alone.
    """
    canonical = cast(DragonBridgeState, state).clone()  # a full engine state
    other = 1 - seat
    if canonical._deck_seen_by != seat:
        hand = canonical._hands[other]
        deck = canonical._deck
        unseen = [hand[card] + deck[card] for card in range(NUM_CARD_TYPES)]
        size = sum(hand)
        for card in range(NUM_CARD_TYPES):
            hand[card] = min(unseen[card], size)
            size -= hand[card]
            deck[card] = unseen[card] - hand[card]
    return canonical.sample_determinization(seat, rng)

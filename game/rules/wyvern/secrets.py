"""Determinization: a full state consistent with what one seat knows.

The other seat's unknown cards are dealt anew, uniformly: its Horde cards the seat has not seen
(hand, its hidden actions, its Horde pile) and its Lair cards the seat has not seen (unknown
face-down positions, its Lair pile). A hidden action keeps its visible kind (one under its own
card is a "hidden-own" card, one under the seat's card a "hidden-rival" card), and so does a
Hidden Action the other seat is playing right now (it waits in `play`, not yet under its card,
while the seat may answer it); known bottoms, discards, face-up and peeked cards stay. The seat's
own unknowns (its piles) are chance. The unseen cards are pooled SORTED before they are dealt, so
two states the seat cannot tell apart give the same world for the same rng.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Rng

from .board import HORDE, LAIR
from .cards import HIDDEN_OWN, HIDDEN_RIVAL, KIND

if TYPE_CHECKING:
    from .state import WyvernState


def _pick(pool: list[int], rng: Rng, wanted: int) -> int:
    """Remove and return a uniformly chosen card of kind `wanted` from the pool."""
    matching = [i for i, card in enumerate(pool) if KIND[card] == wanted]
    index = matching[int(rng.random() * len(matching))]
    return pool.pop(index)


def determinize(s: WyvernState, player: int, rng: Rng) -> WyvernState:
    """A clone with the other seat's unknown cards dealt anew."""
    twin = s.clone()
    foe = 1 - player
    # Horde: the hand, the foe's hidden actions, the Horde pile.
    hidden_slots = [p for p in range(12) if twin.hid[p] >= 0 and twin.hidby[p] == foe]
    play = twin.play
    if play is not None and (play[0] != foe or KIND[play[1]] not in (HIDDEN_OWN, HIDDEN_RIVAL)):
        play = None  # only the other seat's Hidden Action being played is still secret
    horde = sorted(
        list(twin.hand[foe])
        + [twin.hid[p] for p in hidden_slots]
        + twin.pile[foe * 2 + HORDE]
        + ([play[1]] if play is not None else [])
    )
    if play is not None:
        seat_of, card, chosen, cancelled = play
        twin.play = (seat_of, _pick(horde, rng, KIND[card]), chosen, cancelled)
    for pos in hidden_slots:
        wanted = HIDDEN_OWN if pos // 6 == foe else HIDDEN_RIVAL
        twin.hid[pos] = _pick(horde, rng, wanted)
    rng.shuffle(horde)
    size = len(twin.hand[foe])
    twin.hand[foe] = sorted(horde[:size])
    twin.pile[foe * 2 + HORDE] = sorted(horde[size:])
    # Lair: the unknown face-down positions and the Lair pile (the arranging pool too).
    unknown = [
        p
        for p in range(foe * 6, foe * 6 + 6)
        if twin.card[p] >= 0 and not twin.up[p] and not twin.seen[p] >> player & 1
    ]
    lair = sorted([twin.card[p] for p in unknown] + twin.pile[foe * 2 + LAIR] + twin.pool[foe])
    rng.shuffle(lair)
    for index, pos in enumerate(unknown):
        twin.card[pos] = lair[index]
    rest = lair[len(unknown) :]
    pool_size = len(twin.pool[foe])
    twin.pool[foe] = rest[:pool_size]
    twin.pile[foe * 2 + LAIR] = sorted(rest[pool_size:])
    twin._legal = None
    return twin

"""Chance in a match: the queued draws' outcomes, sampling and validating them without the
list, and delivering a drawn card (flow.py queues the draws and runs the loop).

A queued draw (`draws`: seat, pile kind, destination -1 hand / -2 arranging pool / a position)
is a chance node while the drawn pile's unknown part holds cards; else its known bottom is
drawn, or nothing (settle_draws).
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from . import actions
from .actions import make, split

if TYPE_CHECKING:
    from .state import WyvernState

_DRAW = make(actions.DRAW)
_PAYLOAD = (1 << actions.SHIFT) - 1


def draw_outcomes(s: WyvernState) -> list[tuple[int, float]]:
    """The next queued draw's outcomes: each distinct card of the pile's unknown part."""
    seat, kind, _ = s.draws[0]
    pile = s.pile[seat * 2 + kind]
    total = len(pile)
    found: list[tuple[int, float]] = []
    previous, count = -1, 0
    for card in pile:
        if card != previous:
            if count:
                found.append((_DRAW | previous, count / total))
            previous, count = card, 0
        count += 1
    found.append((_DRAW | previous, count / total))
    return found


def sample_draw(s: WyvernState, point: float) -> int:
    """The draw outcome game.core.protocol.sample_chance picks with `point` (its rng.random()):
    the first card whose cumulative share exceeds it, the shares summed in the same order, so
    the same float sums; found without building draw_outcomes."""
    seat, kind, _ = s.draws[0]
    pile = s.pile[seat * 2 + kind]
    total = len(pile)
    cumulative = 0.0
    previous, count = pile[0], 0
    for card in pile:
        if card != previous:
            cumulative += count / total
            if point < cumulative:
                return _DRAW | previous
            previous, count = card, 0
        count += 1
    return _DRAW | previous  # the last card: reached, or sample_chance's fallback


def is_draw_outcome(s: WyvernState, action: int) -> bool:
    """True when `action` draws a card of the unknown part of the pile the next draw is from
    (draw_outcomes' actions, without building them)."""
    seat, kind, _ = s.draws[0]
    return action >> actions.SHIFT == actions.DRAW and action & _PAYLOAD in s.pile[seat * 2 + kind]


def apply_chance(s: WyvernState, action: int) -> None:
    """Apply a drawn card or the first player."""
    op, payload = split(action)
    if op == actions.FIRST:
        s.first = payload
        s.need_first = False
        s.log("first-player", seat=payload)
        return
    seat, kind, dest = s.draws.pop(0)
    s.pile[seat * 2 + kind].remove(payload)
    deliver(s, seat, kind, dest, payload)


def deliver(s: WyvernState, seat: int, kind: int, dest: int, card: int) -> None:
    """A drawn card goes to its destination."""
    if dest == -1:
        insort(s.hand[seat], card)
        s.log("draw", seat=seat, pile=kind, card=card)
    elif dest == -2:
        s.pool[seat].append(card)
        s.log("draw", seat=seat, pile=kind, card=card)
    else:
        s.card[dest] = card
        s.up[dest] = 0
        s.paid[dest] = 0
        s.seen[dest] = 1 << seat
        s.log("draw", seat=seat, pile=kind, card=card, pos=dest)


def settle_draws(s: WyvernState) -> None:
    """Draw from the known bottom (no chance) or drop draws from an empty pile, until the next
    queued draw is a real chance node."""
    while s.draws:
        seat, kind, dest = s.draws[0]
        index = seat * 2 + kind
        if s.pile[index]:
            return
        s.draws.pop(0)
        if s.bottom[index]:
            deliver(s, seat, kind, dest, s.bottom[index].pop(0))

"""What happened, as small records the log, the animations and the tests read.

`WyvernState.events` is the match's event list (append-only); the view carries the events of
the latest action as its viewer may see them: a drawn card (`card`) is shown only to the
drawer (`to`), a peeked card only to the peeker, an arranged card and a hidden action only to
their player; other seats get card -1.

Kinds and their fields (seat: whom it concerns):
    "game-start"  game (number), seat (first player)      "first-player" seat
    "draw"        seat, pile (0 Lair, 1 Horde), card (private), pos (>= 0: a refill or Call of
                  the Lair into that position; -1 to the hand)
    "arrange"     seat, pos, card (private)
    "treasure"    seat, slot, card                       "swap"   seat, pos, other
    "pay"         seat, amount, why, card                "gold"   seat, amount, why, card
    "lose"        seat, amount, why (gold lost to an effect)
    "play"        seat, card, pos/slot (its target, if one); a hidden action's card is private
    "cancel"      seat, card (the card cancelled), by (the card that cancelled it)
    "reaction"    seat, card                             "intercept" seat, card
    "attack"      seat, pos (attacker), other (target)   "redeploy" seat, pos, other
    "reveal"      seat, pos, card, why                   "hidden-revealed" seat, pos, card
    "peek"        seat (the peeker), pos, card (private)
    "battle"      seat (the winner, -1 tie / retreat), pos, other, amount (attacker's power),
                  value (defender's power), why ("win", "tie", "retreat")
    "help"        seat, pos (the helper), amount (power added)
    "kill"        seat (owner), pos, card, why           "rune" seat, pos, card (saved)
    "attach"      seat, pos, card                        "bottom" seat, pos, card
    "terrain"     seat (terrain owner), pos, card, why ("trigger", "no-trigger", "scout")
    "refill"      seat, pos (a refill is queued; the draw follows)
    "discard"     seat, card                             "sabotage" seat, slot, card
    "game-over"   seat (winner, -1 draw), why (reason), values (vp gained per seat),
                  amount (the game number), lines ((25, dragons, terrains, gold) of the winner)
    "match-over"  seat (winner, -1 draw), values (total VP)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

PRIVATE_KINDS = frozenset(("draw", "arrange", "peek"))
"""Kinds whose card only `seat` may see."""


@dataclass(frozen=True)
class Event:
    """One thing that happened; unused fields keep their defaults."""

    kind: str
    seat: int = -1
    pos: int = -1
    other: int = -1
    card: int = -1
    slot: int = -1
    pile: int = -1
    amount: int = 0
    value: int = 0
    why: str = ""
    by: int = -1
    game: int = 0
    values: tuple[int, ...] = ()
    lines: tuple[int, ...] = ()
    private: bool = False

    def seen_by(self, viewer: int | None) -> Event:
        """This event as `viewer` may see it (a private card hidden from the others)."""
        if (self.kind in PRIVATE_KINDS or self.private) and viewer != self.seat:
            return replace(self, card=-1)
        return self

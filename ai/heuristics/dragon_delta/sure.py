"""Cards sure to fail: what a program may hold without throwing its pawn into the river.

A card that cannot be done makes the pawn fall back to its village (Build with an empty
reserve or nowhere to lay a plank, Move with no bridge to step onto, Jump with no pawn to
jump over, Remove with nothing to remove). Whether a card fails depends on what happens before
it in the round, so the check plays the seat's own program so far on a small model of the
public board, *optimistically*: its own Builds succeed and put a bridge next to the pawn, its
Remove takes a plank when one surely can be taken (two bridges to take, or one and the seat
acts first), the other seats change nothing. A card that fails even then is sure to fail (or
as good as: a Jump with no pawn next to ours now), and no level programs it while it has any
other card. Everything here reads the public board and the seat's own cards only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ai.protocol import search_cache
from game.rules.dragon_delta import actions, board
from game.rules.dragon_delta.cards import (
    BUILD_1,
    BUILD_2,
    JUMP,
    MOVE_1,
    MOVE_2,
    REMOVE,
    STONE_1,
    STONE_2,
)


class Outlook:
    """What the seat's cards can rely on at the start of the round (public board); each
    answer is worked out the first time it is asked (some are costly on a crowded board)."""

    __slots__ = ("s", "seat", "planks", "_takeable", "_bare", "_mobile", "_jumps", "_sites")

    def __init__(self, s: Any, seat: int) -> None:
        self.s, self.seat = s, seat
        self.planks = sum(1 for holder in s.holder if holder == seat)
        self._takeable: int | None = None
        self._bare: bool | None = None
        self._mobile: bool | None = None
        self._jumps: bool | None = None
        self._sites: bool | None = None

    @property
    def takeable(self) -> bool:
        """A bridge the seat may take exists."""
        return self.takes > 0

    @property
    def takes(self) -> int:
        """How many bridges the seat may take."""
        if self._takeable is None:
            self._takeable = len(board.takeable(self.s, self.seat))
        return self._takeable

    @property
    def sure_take(self) -> bool:
        """A Remove will most likely find a bridge to take: two or more are there, or one and
        the seat acts first at every step (the start player) so no rival takes it before."""
        return self.takes >= 2 or (self.takes == 1 and self.s.start == self.seat)

    @property
    def bare(self) -> bool:
        """A stone without a bridge exists."""
        if self._bare is None:
            self._bare = bool(board.bare_stones(self.s))
        return self._bare

    @property
    def mobile(self) -> bool:
        """The pawn has a step now."""
        if self._mobile is None:
            self._mobile = bool(board.steps(self.s, self.seat, self.s.pos[self.seat]))
        return self._mobile

    @property
    def jumps(self) -> bool:
        """The pawn has a jump now."""
        if self._jumps is None:
            self._jumps = bool(board.jumps(self.s, self.seat))
        return self._jumps

    @property
    def sites(self) -> bool:
        """Some pair of supports may carry a bridge now."""
        if self._sites is None:
            self._sites = bool(board.legal_pairs(self.s))
        return self._sites


_OUTLOOKS: dict[Any, Outlook] = search_cache({})
_CACHE_LIMIT = 5_000


def outlook(s: Any, seat: int) -> Outlook:
    """The seat's outlook on the board as it stands (cached while the board and the start
    player stay the same: the whole programming phase). The key holds everything Outlook
    reads, so an answer never depends on what the cache happened to hold."""
    key = (
        s.layout.open_river, tuple(s.colours), bytes(s.stone), tuple(s.ends), tuple(s.holder),
        tuple(s.pos), s.start, seat,
    )  # fmt: skip
    found = _OUTLOOKS.get(key)
    if found is None:
        if len(_OUTLOOKS) > _CACHE_LIMIT:
            _OUTLOOKS.clear()
        found = _OUTLOOKS[key] = Outlook(s.clone(), seat)
    return found


def _after(seen: Outlook, chosen: Sequence[int]) -> tuple[int, int, int]:
    """Planks left, bridges built and stones placed after the cards `chosen` (optimistic)."""
    planks, built, placed = seen.planks, 0, 0
    for card in chosen:
        if card in (STONE_1, STONE_2):
            placed += 1 if card == STONE_1 else 2
        elif card in (BUILD_1, BUILD_2):
            laid = min(planks, 1 if card == BUILD_1 else 2)
            planks -= laid
            built += laid
        elif card == REMOVE and seen.sure_take:
            planks += 1
    return planks, built, placed


def fails(seen: Outlook, chosen: Sequence[int], card: int) -> bool:
    """True when `card`, played after `chosen`, is sure to fail (module doc)."""
    if card in (BUILD_1, BUILD_2, MOVE_1, MOVE_2, REMOVE, JUMP):
        planks, built, placed = _after(seen, chosen)
        if card in (BUILD_1, BUILD_2) and not (seen.sites or placed):
            return True
        if card == BUILD_1:
            return planks < 1
        if card == BUILD_2:
            return planks < 2
        if card in (MOVE_1, MOVE_2):
            return not (seen.mobile or built)
        if card == REMOVE:
            return not (seen.takeable or seen.bare or placed)
        return not seen.jumps
    return False


def safe(s: Any, seat: int, chosen: Sequence[int], cards: Sequence[int]) -> list[int]:
    """The cards of `cards` not sure to fail after `chosen` (all of them when none is)."""
    seen = outlook(s, seat)
    kept = [card for card in cards if not fails(seen, chosen, card)]
    return kept or list(cards)


def safe_actions(s: Any, legal: Sequence[int]) -> list[int]:
    """The programming actions of the programming seat whose card is not sure to fail."""
    from game.rules.dragon_delta import resolve

    seat = resolve.programming_seat(s)
    seen = outlook(s, seat)
    chosen = s.programs[seat]
    kept = [a for a in legal if not fails(seen, chosen, actions.split(a)[1])]
    return kept or list(legal)

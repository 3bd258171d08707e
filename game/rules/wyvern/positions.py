"""Any Wyvern position built directly (WyvernState.from_position), for tests and puzzles.

Keywords (all optional; names as in action texts: positions "1:F2", slots "0:FL", card ids):
    decks       (Deck, Deck) or two deck names (default Stormwing for both)
    match_points, scoring, free_reveal, quiet_any_time   the options
    field       {position: card id, or (card id, flags)}: flags a string of letters: "u" face
                up (else face down), "p" paid (face-up dragons are paid unless "n"), "k" known
                to the other seat too; attached cards "+T05" "+A11@1" (@owner; default the
                terrain's other seat / the player named), a hidden action "h:A09@0"
    treasures   {slot: card id}
    hands       two lists of card ids
    piles       two (Lair ids, Horde ids) pairs: the unknown parts (default: empty)
    bottoms     two (Lair ids, Horde ids) pairs: known bottoms (default empty)
    discards    two (Lair ids, Horde ids) pairs
    gold        (default 25 each); vp, wins (default 0)
    active      the active seat (default 0); turn (default 1); game (default 1)
    phase       "treasure", "move", "action-1", "battle", "action-2", "discard" (default
                "action-1"): the position is at the start of that phase, its first decision
                pending (run by flow.advance)
"""

from __future__ import annotations

from bisect import insort
from typing import Any

from . import board, flow
from .actions import _POS, _SLOTS
from .cards import BY_ID, DRAGON, KIND
from .decks import DECKS, Deck
from .frames import (
    A_ACTION1,
    A_ACTION2,
    A_BATTLE,
    A_DISCARD,
    A_END_TURN,
    A_MOVE,
    A_TREASURE,
)
from .state import WyvernState

_PHASE_FRAMES = {
    "treasure": (A_END_TURN, A_DISCARD, A_ACTION2, A_BATTLE, A_ACTION1, A_MOVE, A_TREASURE),
    "move": (A_END_TURN, A_DISCARD, A_ACTION2, A_BATTLE, A_ACTION1, A_MOVE),
    "action-1": (A_END_TURN, A_DISCARD, A_ACTION2, A_BATTLE, A_ACTION1),
    "battle": (A_END_TURN, A_DISCARD, A_ACTION2, A_BATTLE),
    "action-2": (A_END_TURN, A_DISCARD, A_ACTION2),
    "discard": (A_END_TURN, A_DISCARD),
}


def _ids(names: list[str] | tuple[str, ...]) -> list[int]:
    return [BY_ID[name] for name in names]


def _place(s: WyvernState, pos: int, spec: str | tuple[str, str]) -> None:
    if isinstance(spec, str):
        name, _, flags = spec.partition(" ")
    else:
        name, flags = spec
    words = flags.split()
    letters = words[0] if words and not words[0].startswith(("+", "h:")) else ""
    card = BY_ID[name]
    seat = pos // 6
    s.card[pos] = card
    s.up[pos] = int("u" in letters)
    s.paid[pos] = int("p" in letters or (s.up[pos] and KIND[card] == DRAGON and "n" not in letters))
    s.seen[pos] = 3 if s.up[pos] or "k" in letters else 1 << seat
    for word in words:
        if word.startswith("+"):
            cid, _, owner = word[1:].partition("@")
            other = int(owner) if owner else 1 - seat
            s.att[pos] = (*s.att[pos], BY_ID[cid] * 2 + other)
        elif word.startswith("h:"):
            cid, _, owner = word[2:].partition("@")
            s.hid[pos] = BY_ID[cid]
            s.hidby[pos] = int(owner) if owner else seat


def from_position(
    decks: tuple[Deck, Deck] | tuple[str, str] = ("stormwing", "stormwing"),
    match_points: int = 100,
    scoring: str = "standard",
    free_reveal: bool = True,
    quiet_any_time: bool = False,
    field: dict[str, Any] | None = None,
    treasures: dict[str, str] | None = None,
    hands: tuple[list[str], list[str]] | list[list[str]] = ([], []),
    piles: Any = (((), ()), ((), ())),
    bottoms: Any = (((), ()), ((), ())),
    discards: Any = (((), ()), ((), ())),
    gold: tuple[int, int] | list[int] = (25, 25),
    vp: tuple[int, int] | list[int] = (0, 0),
    wins: tuple[int, int] | list[int] = (0, 0),
    active: int = 0,
    turn: int = 1,
    game: int = 1,
    phase: str = "action-1",
) -> WyvernState:
    """The position (see the module docstring)."""
    chosen = tuple(DECKS[d] if isinstance(d, str) else d for d in decks)
    s = WyvernState((chosen[0], chosen[1]), match_points, scoring, free_reveal, quiet_any_time)
    flow.new_game(s)
    s.draws = []
    s.game = game
    for pos_name, spec in (field or {}).items():
        _place(s, _POS[pos_name], spec)
    for slot_name, cid in (treasures or {}).items():
        s.tre[_SLOTS[slot_name]] = BY_ID[cid]
    for seat in (0, 1):
        s.hand[seat] = []
        for card in _ids(hands[seat]):
            insort(s.hand[seat], card)
        for kind in (board.LAIR, board.HORDE):
            s.pile[seat * 2 + kind] = sorted(_ids(piles[seat][kind]))
            s.bottom[seat * 2 + kind] = _ids(bottoms[seat][kind])
            s.disc[seat * 2 + kind] = _ids(discards[seat][kind])
    s.gold, s.vp, s.wins = list(gold), list(vp), list(wins)
    s.active = s.first = s.starter = active
    s.turn = turn
    s.in_play = True
    s.stack = [(kind, active) for kind in _PHASE_FRAMES[phase]]
    s._log = None
    s._count = 0
    flow.advance(s)
    s.mark = 0
    return s

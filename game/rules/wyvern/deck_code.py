"""A deck as a compact code, so a deck built by the player travels in a match's options (and so
in its save and replay) as data: "L:D02,D04,T01x3;H:R01x2,A22x4".

"L:" lists the Lair, "H:" the Horde: card ids in pool order, each with "xN" when it has N > 1
copies. Only the one canonical spelling of a deck is read (`deck_code(deck_from_code(c)) == c`),
so a save names each deck one way. The `deck` option takes a preconstructed deck's key or such a
code; `deck_problem` is its check (a Message for the player, or None when the deck may be played).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from game.core.text import N_, Message

from .cards import BY_ID, CARDS
from .decks import DECKS, Deck, problems

MAX_CODE_LENGTH = 600
"""The longest code read: the longest legal deck (40 Lair, 80 Horde cards) spells under 500."""

_ENTRY = r"[A-Z][0-9]{2}(?:x[0-9]{1,2})?"
_PILE = rf"(?:{_ENTRY}(?:,{_ENTRY})*)?"
_CODE = re.compile(rf"L:(?P<lair>{_PILE});H:(?P<horde>{_PILE})")


def deck_code(deck: Deck) -> str:
    """The canonical code of `deck` (its name is not part of it)."""

    def pile(cards: tuple[int, ...]) -> str:
        counts = Counter(cards)
        return ",".join(
            CARDS[card].id + (f"x{n}" if n > 1 else "") for card, n in sorted(counts.items())
        )

    return f"L:{pile(deck.lair)};H:{pile(deck.horde)}"


def is_code(value: Any) -> bool:
    """True when `value` looks like a deck code rather than a preconstructed deck's key."""
    return isinstance(value, str) and value.startswith("L:")


def deck_from_code(code: str) -> Deck:
    """The deck a code spells; ValueError (English, for the log) when it cannot be read."""
    if len(code) > MAX_CODE_LENGTH:
        raise ValueError(f"wyvern: a deck code longer than {MAX_CODE_LENGTH} characters")
    match = _CODE.fullmatch(code)
    if match is None:
        raise ValueError(f"wyvern: {code[:60]!r} is not a deck code")
    piles: list[tuple[int, ...]] = []
    for text in (match["lair"], match["horde"]):
        cards: list[int] = []
        for entry in text.split(",") if text else ():
            cid, _sep, times = entry.partition("x")
            if cid not in BY_ID or times in ("0", "1") or times.startswith("0"):
                raise ValueError(f"wyvern: {entry!r} in a deck code names no card")
            cards += [BY_ID[cid]] * int(times or 1)
        piles.append(tuple(sorted(cards)))
    deck = Deck(piles[0], piles[1])
    if deck_code(deck) != code:
        raise ValueError("wyvern: a deck code not in pool order, or naming a card twice")
    return deck


def deck_for(value: str) -> Deck:
    """The deck the `deck` option's `value` names: a preconstructed key or a code (ValueError
    when it is neither or the code cannot be read)."""
    if value in DECKS:
        return DECKS[value]
    if is_code(value):
        return deck_from_code(value)
    raise ValueError(f"wyvern: no deck called {value!r}")


def deck_problem(value: Any) -> Message | None:
    """Why the `deck` option cannot be `value` (for the player), or None when it can: a deck
    code that cannot be read, or a deck that breaks a building rule (its first problem)."""
    if not isinstance(value, str):
        return Message.of(N_("The deck cannot be read."))
    try:
        deck = deck_for(value)
    except ValueError:
        return Message.of(N_("The deck cannot be read."))
    found = problems(deck)
    return found[0] if found else None

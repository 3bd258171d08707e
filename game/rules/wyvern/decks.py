"""Decks (the digest §13, tuned by data in balance round 2 and sessions 6, 13 and 19:
docs/wyvern-balance.md records each change and the numbers behind it) and deck legality (§1),
with reasons for the player.

A Deck is two tuples of card indices (Lair: dragons and terrain; Horde: treasures and actions),
sorted. The three preconstructed decks are named by the `deck` option; the deck builder passes
any legal Deck to `WyvernRules.new_match(decks=...)`. Legality: Lair at least 20 cards, only
dragons and terrain, every dragon different, at most 4 of each terrain; Horde at least 50 cards,
only treasures and actions, at most 4 of each card. The engine also bounds a deck from above
(MAX_LAIR, MAX_HORDE; our ruling) so a match has a finite longest length.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.core.text import N_, Message

from .cards import BY_ID, CARDS, DRAGON, KIND, TERRAIN, is_lair

MIN_LAIR, MIN_HORDE = 20, 50
MAX_LAIR, MAX_HORDE = 40, 80
MAX_COPIES = 4


@dataclass(frozen=True)
class Deck:
    """A player's two decks as sorted tuples of card indices, and its name (msgid, or "")."""

    lair: tuple[int, ...]
    horde: tuple[int, ...]
    name: str = ""

    @classmethod
    def of(cls, lair: dict[str, int], horde: dict[str, int], name: str = "") -> Deck:
        """A deck from {card id: copies} for each pile."""

        def expand(counts: dict[str, int]) -> tuple[int, ...]:
            return tuple(sorted(BY_ID[cid] for cid, n in counts.items() for _ in range(n)))

        return cls(expand(lair), expand(horde), name)


def problems(deck: Deck) -> list[Message]:
    """Why `deck` is not legal (empty when it is), one Message per problem."""
    found: list[Message] = []
    lair, horde = Counter(deck.lair), Counter(deck.horde)
    if len(deck.lair) < MIN_LAIR:
        found.append(Message.of(N_("The Lair needs at least {n} cards."), n=MIN_LAIR))
    if len(deck.lair) > MAX_LAIR:
        found.append(Message.of(N_("The Lair may hold at most {n} cards."), n=MAX_LAIR))
    if len(deck.horde) < MIN_HORDE:
        found.append(Message.of(N_("The Horde needs at least {n} cards."), n=MIN_HORDE))
    if len(deck.horde) > MAX_HORDE:
        found.append(Message.of(N_("The Horde may hold at most {n} cards."), n=MAX_HORDE))
    for card, copies in sorted(lair.items()):
        name = Message.of(CARDS[card].name)  # translated where the reason is shown
        if not is_lair(card):
            found.append(Message.of(N_("{card} belongs in the Horde, not the Lair."), card=name))
        elif KIND[card] == DRAGON and copies > 1:
            found.append(Message.of(N_("Every dragon in a Lair must be different: {card}."),
                                    card=name))  # fmt: skip
        elif KIND[card] == TERRAIN and copies > MAX_COPIES:
            found.append(Message.of(N_("At most {n} copies of {card}."), n=MAX_COPIES, card=name))
    for card, copies in sorted(horde.items()):
        name = Message.of(CARDS[card].name)  # translated where the reason is shown
        if is_lair(card):
            found.append(Message.of(N_("{card} belongs in the Lair, not the Horde."), card=name))
        elif copies > MAX_COPIES:
            found.append(Message.of(N_("At most {n} copies of {card}."), n=MAX_COPIES, card=name))
    return found


def _ids(text: str) -> dict[str, int]:
    """ "D02 T01x3" -> {"D02": 1, "T01": 3}. A card named twice is a slip in the list (the
    second would silently replace the first's count), so it raises."""
    counts: dict[str, int] = {}
    for word in text.split():
        cid, _, times = word.partition("x")
        if cid in counts:
            raise ValueError(f"{cid} is listed twice in {text!r}")
        counts[cid] = int(times or 1)
    return counts


STORMWING = Deck.of(
    _ids("D02 D04 D09 D15 D19 D20 D21 D22 D23 D24 D26 D28 T01x3 T03x2 T08x3"),
    _ids("R01x2 R03x3 R09x2 R16x2 R18x2 R08x3 A22x4 A23x3 A24x4 A25x2 A26x2 A01x2 A02x2 "
         "A03x4 A06x2 A13x2 A16 A18x2 A20x2 A21x2 A28x2"),
    N_("Stormwing"),
)  # fmt: skip
STONEHEART = Deck.of(
    _ids("D01 D02 D03 D04 D05 D06 D07 D08 D09 D10 D11 D13 D14 D17 T02x2 T04x2 T06 T09"),
    _ids("R02x3 R06 R18x2 R07x3 R11x2 R12x2 R15x2 A03x3 A04x3 A05x2 A07x2 A09x3 A10x2 "
         "A14x3 A15x2 A17x2 A19x2 A21x2 A22x3 A27x2 A28x2 A29x2"),
    N_("Stoneheart"),
)  # fmt: skip
SHADOWSCALE = Deck.of(
    _ids("D09 D13 D15 D17 D18 D19 D20 D21 D25 D27 D29 D30 T01 T07 T05x2 T04x2 T08x2"),
    _ids("R05x3 R10x3 R13x2 R17x2 R18x2 A01x3 A08x2 A09x2 A10x2 A11x4 A12x4 A13x3 A15x4 "
         "A16x2 A17x2 A20x2 A24x3 A26x2 A29x2 A30"),
    N_("Shadowscale"),
)  # fmt: skip

DECKS: dict[str, Deck] = {
    "stormwing": STORMWING,
    "stoneheart": STONEHEART,
    "shadowscale": SHADOWSCALE,
}
"""The preconstructed decks by option value (§13)."""

EARLIER_DECKS: tuple[dict[str, str], ...] = (
    # sessions 13-18 (data 13, 0608e8c)
    {
        "shadowscale": "L:D09,D13,D15,D16,D17,D18,D19,D20,D21,D25,D27,D29,D30,T04x2,T05x2,T07,"
        "T08x2;H:R05x3,R10x3,R13x2,R17x2,R18x2,A01x3,A08x2,A09x2,A10x2,A11x4,A12x4,A13x3,A15x4,"
        "A16x2,A17x2,A20x2,A24x3,A26x2,A29x2,A30",
    },
    # sessions 6-12 (data 6b, e34a265)
    {
        "stoneheart": "L:D02,D03,D04,D05,D06,D07,D08,D09,D10,D11,D12,D13,D14,D17,T02x2,T04x2,"
        "T06,T09;H:R02x3,R06,R07x3,R11x2,R12x2,R15x2,R18x2,A03x3,A04x3,A05x2,A07x2,A09x3,"
        "A10x2,A14x3,A15x2,A17x2,A19x2,A21x2,A22x3,A27x2,A28x2,A29x2",
    },
    # balance round 2 to session 5 (data 2g, 10d71d2)
    {
        "stoneheart": "L:D01,D02,D03,D04,D05,D06,D07,D08,D09,D10,D11,D12,D13,D14,T02x2,T04x2,"
        "T06,T09x2;H:R02x3,R06,R07x3,R11x2,R12x2,R15x2,R18x2,A03x3,A04x3,A05x2,A07x2,A09x3,"
        "A10x2,A14x3,A15x2,A17x2,A19x2,A21x2,A22x3,A27x2,A28x2,A29x2",
        "shadowscale": "L:D09,D13,D15,D16,D17,D18,D19,D21,D25,D27,D29,D30,T04x2,T05x2,T07x2,"
        "T08x2;H:R05x3,R10x3,R13x2,R17x2,R18x2,A01x3,A08x2,A09x2,A10x2,A11x4,A12x4,A13x3,A15x4,"
        "A16x2,A17x2,A20x2,A24x3,A26x2,A29x2,A30",
    },
)
"""The preconstructed decks of earlier versions, one entry per version, newest first, naming
only the decks the change that ended it altered, each spelt whole (Lair and Horde) as a deck
code (deck_code.py): a save names its decks by key, so a match saved by such a version replays
only with the cards it was played with (`WyvernRules.earlier_options`, through
`earlier_versions`). A data change adds an entry for the version it ends, with the whole of
every deck it changes, and leaves older entries as they are (they are frozen text, not built
from today's decks): a deck an older entry does not name is the one the next newer entry naming
it spells, or today's."""


def earlier_versions(entries: tuple[dict[str, str], ...]) -> list[dict[str, str]]:
    """Each earlier version's decks that differ from today's, as codes by key, newest first:
    its own entry, and for a deck it does not name the nearest newer entry's (no change touched
    that deck in between, so the version played it as that entry spells it)."""
    versions: list[dict[str, str]] = []
    seen: dict[str, str] = {}
    for entry in entries:  # newest first: an older entry's own decks replace the newer ones'
        seen = {**seen, **entry}
        versions.append(seen)
    return versions


def describe(deck: Deck) -> str:
    """A deck as text ("D02 T01x3 | R01x2 ..."), for tests and logs."""

    def part(cards: tuple[int, ...]) -> str:
        counts = Counter(cards)
        return " ".join(CARDS[c].id + (f"x{n}" if n > 1 else "") for c, n in sorted(counts.items()))

    return f"{part(deck.lair)} | {part(deck.horde)}"

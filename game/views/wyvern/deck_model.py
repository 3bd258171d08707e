"""The deck builder's model (no pygame): the deck being built, the pool's filters and the chart.

`DeckDraft` counts copies per card; it refuses a copy the building rules could never allow (a
second copy of a dragon, a fifth of anything) with the engine's reason, and otherwise reports the
deck's problems live (`game.rules.wyvern.decks.problems`). Cards go to their own pile: dragons
and terrain to the Lair, treasures and actions to the Horde.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from game.core.text import N_, Message
from game.rules.wyvern.cards import CARDS, DRAGON, KIND, TERRAIN, TREASURE, CardDef, is_lair
from game.rules.wyvern.decks import MAX_COPIES, Deck, problems

KIND_FILTERS: tuple[tuple[str, str], ...] = (
    ("all", N_("All kinds")),
    ("dragon", N_("Dragons")),
    ("terrain", N_("Terrain")),
    ("treasure", N_("Treasures")),
    ("action", N_("Actions")),
)
KEYWORD_FILTERS: tuple[tuple[str, str], ...] = (
    ("any", N_("Any keyword")),
    ("flyer", N_("Flyer")),
    ("super", N_("Super Flyer")),
    ("scout", N_("Scout")),
    ("help", N_("Help")),
    ("hidden", N_("Hidden Action")),
    ("slayer", N_("Dragon Slayer")),
    ("intercept", N_("Intercept")),
    ("battle", N_("Battle action")),
    ("reaction", N_("Reaction")),
)
COST_FILTERS: tuple[tuple[str, str], ...] = (
    ("any", N_("Any cost")),
    ("0-2", "0-2"),
    ("3-5", "3-5"),
    ("6-8", "6-8"),
    ("9+", "9+"),
)
"""The pool's filters as (value, label msgid) choices."""

CHART_TOP = 10
"""The chart's last bar counts every card of this reveal cost or more."""


def reveal_cost(card: CardDef) -> int:
    """What the chart counts: a dragon's reveal cost (power + gold icons), any other card's
    gold icons (a cost for treasures and actions, a reward for terrain)."""
    return card.power + card.icons if card.kind == "dragon" else card.icons


def _keyword(card: CardDef, keyword: str) -> bool:
    tests: dict[str, Callable[[CardDef], bool]] = {
        "flyer": lambda c: c.flyer == 1,
        "super": lambda c: c.flyer == 2,
        "scout": lambda c: c.scout,
        "help": lambda c: c.help > 0,
        "hidden": lambda c: c.kind.startswith("hidden"),
        "slayer": lambda c: c.kind == "slayer",
        "intercept": lambda c: c.kind == "intercept",
        "battle": lambda c: c.kind in ("battle", "battle-reaction"),
        "reaction": lambda c: c.kind in ("reaction", "battle-reaction"),
    }
    return keyword not in tests or tests[keyword](card)


def _cost(card: CardDef, band: str) -> bool:
    if band == "any":
        return True
    cost = reveal_cost(card)
    if band.endswith("+"):
        return cost >= int(band[:-1])
    low, high = (int(part) for part in band.split("-"))
    return low <= cost <= high


def _kind(card: CardDef, kind: str) -> bool:
    if kind in ("all", card.kind):
        return True
    return kind == "action" and card.kind not in ("dragon", "terrain", "treasure")


def pool(
    kind: str = "all",
    keyword: str = "any",
    cost: str = "any",
    search: str = "",
    name_of: Callable[[str], str] = str,
) -> list[int]:
    """The card indices that pass the filters, in pool order; `search` looks in the card's id
    and its name as `name_of` gives it (the name in the player's language), any case."""
    needle = search.strip().casefold()
    return [
        card.index
        for card in CARDS
        if _kind(card, kind)
        and _keyword(card, keyword)
        and _cost(card, cost)
        and (not needle or needle in name_of(card.name).casefold() or needle in card.id.lower())
    ]


class DeckDraft:
    """The deck being built: copies per card index."""

    def __init__(self, deck: Deck | None = None) -> None:
        self.counts: Counter[int] = Counter()
        if deck is not None:
            self.counts.update(deck.lair)
            self.counts.update(deck.horde)

    def count(self, card: int) -> int:
        """Copies of `card` in the deck."""
        return self.counts[card]

    def why_not_add(self, card: int) -> Message | None:
        """Why one more copy of `card` may not go in (None: it may)."""
        name = Message.of(CARDS[card].name)  # the card as the pool names it, translated
        if KIND[card] == DRAGON and self.counts[card] >= 1:
            return Message.of(N_("Every dragon in a Lair must be different: {card}."), card=name)
        if self.counts[card] >= MAX_COPIES:
            return Message.of(N_("At most {n} copies of {card}."), n=MAX_COPIES, card=name)
        return None

    def add(self, card: int) -> Message | None:
        """Add one copy; the reason (nothing added) when it may not go in."""
        reason = self.why_not_add(card)
        if reason is None:
            self.counts[card] += 1
        return reason

    def remove(self, card: int) -> bool:
        """Take one copy out; False when there was none."""
        if self.counts[card] <= 0:
            return False
        self.counts[card] -= 1
        if not self.counts[card]:
            del self.counts[card]
        return True

    def deck(self) -> Deck:
        """The draft as an engine Deck."""
        cards = sorted(self.counts.elements())
        return Deck(
            tuple(c for c in cards if is_lair(c)), tuple(c for c in cards if not is_lair(c))
        )

    def problems(self) -> list[Message]:
        """Why the deck is not legal yet (empty when it is)."""
        return problems(self.deck())

    def rows(self, lair: bool) -> list[tuple[int, int]]:
        """(card, copies) of one pile, in pool order."""
        return [(c, n) for c, n in sorted(self.counts.items()) if is_lair(c) == lair]

    def size(self, lair: bool) -> int:
        """How many cards one pile holds."""
        return sum(n for _card, n in self.rows(lair))

    def split(self, lair: bool) -> dict[str, int]:
        """One pile's cards by kind group (dragons/terrain, or treasures/actions)."""
        groups: Counter[str] = Counter()
        for card, copies in self.rows(lair):
            kind = KIND[card]
            key = {DRAGON: "dragon", TERRAIN: "terrain", TREASURE: "treasure"}.get(kind, "action")
            groups[key] += copies
        return dict(groups)

    def curve(self) -> list[int]:
        """Cards per reveal cost 0, 1, ... CHART_TOP (the last bar: that much or more)."""
        bars = [0] * (CHART_TOP + 1)
        for card, copies in self.counts.items():
            bars[min(reveal_cost(CARDS[card]), CHART_TOP)] += copies
        return bars

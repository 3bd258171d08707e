"""Dragon Bridge action cards as data: 16 types, 20 cards (digest §7).

Only Run, Bait, Gale, Dazzle, Step and Thunderbox are sourced by name; every copy count, wing
count, effect and Dragon Power value not in the sources is a proposal [P] of the digest and lives
here, never in the logic. An effect is a sequence of primitive steps the engine resolves in order:
("move", n), ("teleport", n), ("bump", n), ("bait", 0), ("dazzle", 0), ("swap", 0),
("ready", 0), ("drain", 0), ("draw", n), ("nest_from_hand", 0).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.text import N_


@dataclass(frozen=True)
class CardType:
    """One action-card type: its top effect, wings and the Dragon Power it gives under the Dragon.

    `power` is a key of POWER_NAMES (None for 0-wing cards, which have no Dragon section).
    """

    id: int
    key: str
    name: str
    copies: int
    effect: tuple[tuple[str, int], ...]
    wings: int
    power: str | None
    text: str

    @property
    def has_bump(self) -> bool:
        """True when the card's action includes a BUMP (Bill Milton's Shakedown)."""
        return any(step == "bump" for step, _ in self.effect)


CARD_TYPES: tuple[CardType, ...] = (
    CardType(0, "run", N_("Run"), 2, (("move", 3),), 1, "tilting", N_("MOVE 3")),
    CardType(
        1, "bait", N_("Bait"), 1, (("bait", 0),), 3, "lure", N_("Take any one Nest card into hand")
    ),
    CardType(
        2,
        "gale",
        N_("Gale"),
        1,
        (("bump", 2), ("teleport", 1)),
        1,
        "headwind",
        N_("BUMP 2, TELEPORT 1"),
    ),
    CardType(
        3,
        "dazzle",
        N_("Dazzle"),
        1,
        (("dazzle", 0), ("teleport", 1)),
        1,
        "blinded",
        N_("Turn a face-up Nest card face down, TELEPORT 1"),
    ),
    CardType(
        4, "step", N_("Step"), 1, (("move", 1), ("move", 1)), 0, None, N_("MOVE 1, then MOVE 1")
    ),
    CardType(5, "thunderbox", N_("Thunderbox"), 1, (("bump", 3),), 2, "thunderhead", N_("BUMP 3")),
    CardType(6, "walk", N_("Walk"), 2, (("move", 2),), 0, None, N_("MOVE 2")),
    CardType(7, "dash", N_("Dash"), 1, (("move", 5),), 2, "tailwind", N_("MOVE 5")),
    CardType(8, "push", N_("Push"), 2, (("bump", 2),), 1, "undertow", N_("BUMP 2")),
    CardType(9, "blink", N_("Blink"), 2, (("teleport", 3),), 0, None, N_("TELEPORT 3")),
    CardType(10, "warp", N_("Warp"), 1, (("teleport", 5),), 2, "warped", N_("TELEPORT 5")),
    CardType(11, "swap", N_("Swap"), 1, (("swap", 0),), 1, "restless", N_("Exchange the wizards")),
    CardType(
        12,
        "charge",
        N_("Charge"),
        1,
        (("move", 2), ("bump", 1)),
        2,
        "stampede",
        N_("MOVE 2, BUMP 1"),
    ),
    CardType(
        13,
        "gem-spark",
        N_("Gem Spark"),
        1,
        (("ready", 0), ("move", 1)),
        1,
        "gem_glow",
        N_("READY, MOVE 1"),
    ),
    CardType(
        14,
        "drain",
        N_("Drain"),
        1,
        (("drain", 0), ("bump", 1)),
        2,
        "gem_hunger",
        N_("Opponent depletes a gem, BUMP 1"),
    ),
    CardType(
        15,
        "scheme",
        N_("Scheme"),
        1,
        (("draw", 2), ("nest_from_hand", 0)),
        2,
        "fright",
        N_("Draw 2, put a hand card into the Nest"),
    ),
)

NUM_CARD_TYPES = len(CARD_TYPES)
CARD_NAMES: tuple[str, ...] = tuple(card.name for card in CARD_TYPES)
CARD_BY_NAME: dict[str, int] = {card.name: card.id for card in CARD_TYPES}
CARD_WINGS: tuple[int, ...] = tuple(card.wings for card in CARD_TYPES)
FULL_DECK: tuple[int, ...] = tuple(card.copies for card in CARD_TYPES)
BUMP_CARDS: frozenset[int] = frozenset(card.id for card in CARD_TYPES if card.has_bump)

# Dragon Powers (active only while their card lies under the Dragon; mandatory, both players).
POWER_NAMES: dict[str, str] = {
    "tilting": N_("Tilting Bridge"),
    "lure": N_("Lure"),
    "headwind": N_("Headwind"),
    "blinded": N_("Blinded"),
    "thunderhead": N_("Thunderhead"),
    "tailwind": N_("Tailwind"),
    "undertow": N_("Undertow"),
    "warped": N_("Warped Space"),
    "restless": N_("Restless"),
    "stampede": N_("Stampede"),
    "gem_glow": N_("Gem Glow"),
    "gem_hunger": N_("Gem Hunger"),
    "fright": N_("Fright"),
}
POWER_TEXT: dict[str, str] = {
    "tilting": N_("Every BUMP toward the Dragon is +1"),
    "lure": N_("Flight at 7 wings + items held by both players"),
    "headwind": N_("Flight needs 2 more wings"),
    "blinded": N_("Only the 3 outermost tiles by the Dragon are Threatened"),
    "thunderhead": N_("The first plain tile by the Dragon's end is Threatened too"),
    "tailwind": N_("Every MOVE is +1"),
    "undertow": N_("Every MOVE away from the Dragon is -1"),
    "warped": N_("Every TELEPORT is +2"),
    "restless": N_("Roost at 6 cards"),
    "stampede": N_("Every BUMP away from the Dragon is -1"),
    "gem_glow": N_("Ready a gem on any square"),
    "gem_hunger": N_("A BUMPed wizard depletes a READY gem"),
    "fright": N_("Hands refill to 3"),
}

# The numbers the powers use [P].
TILTING_BUMP_BONUS = 1
LURE_BASE_THRESHOLD = 7
HEADWIND_EXTRA_WINGS = 2
BLINDED_THREATENED_TILES = 3
TAILWIND_MOVE_BONUS = 1
UNDERTOW_MOVE_PENALTY = 1
WARPED_TELEPORT_BONUS = 2
RESTLESS_ROOST_COUNT = 6
STAMPEDE_BUMP_PENALTY = 1
FRIGHT_HAND_SIZE = 3

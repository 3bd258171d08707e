"""Colours, villages, planks and the 13 action cards of each colour (digest §2, §4).

Colour k lives in village k (clockwise from the top: black, red, yellow, white, green, blue)
and heads for village (k + 3) % 6, the one opposite. Seats take the colours of their seat
count (§2.1) in clockwise village order, so seat order is clockwise order and "left" is the
next seat. Planks are numbered colour * 6 + (length - 1): 36 planks, one of each length 1-6 per
colour. Cards 0-7 are the eight actions; card 8 + k is the dragon of colour k (a seat's hand
holds the dragons of the other colours in play only).
"""

from __future__ import annotations

from game.core.text import N_

COLOURS: tuple[str, ...] = ("black", "red", "yellow", "white", "green", "blue")
"""Stable colour codes, index = village."""
COLOUR_NAMES: tuple[str, ...] = (
    N_("Black"), N_("Red"), N_("Yellow"), N_("White"), N_("Green"), N_("Blue"),
)  # fmt: skip
SEAT_COLOURS: dict[int, tuple[int, ...]] = {
    2: (0, 3),
    3: (1, 3, 5),
    4: (1, 2, 4, 5),
    5: (1, 2, 3, 4, 5),
    6: (0, 1, 2, 3, 4, 5),
}
"""§2.1: the colours in play by seat count, in clockwise (seat) order."""

LENGTHS = 6
PLANKS = 36


def destination(colour: int) -> int:
    """The village a colour must reach: the one opposite its own."""
    return (colour + 3) % 6


def plank(colour: int, length: int) -> int:
    """The plank id of a colour and length (1-6)."""
    return colour * LENGTHS + length - 1


def plank_colour(plank_id: int) -> int:
    """The colour of a plank."""
    return plank_id // LENGTHS


def plank_length(plank_id: int) -> int:
    """The length (1-6) of a plank."""
    return plank_id % LENGTHS + 1


def plank_code(plank_id: int) -> str:
    """Stable text of a plank, e.g. "red-4"."""
    return f"{COLOURS[plank_colour(plank_id)]}-{plank_length(plank_id)}"


STONE_1, STONE_2, BUILD_1, BUILD_2, REMOVE, MOVE_1, MOVE_2, JUMP = range(8)
DRAGON = 8
CARDS = 14
CARD_CODES: tuple[str, ...] = (
    "stone-1", "stone-2", "build-1", "build-2", "remove", "move-1", "move-2", "jump",
    *(f"dragon-{colour}" for colour in COLOURS),
)  # fmt: skip
"""Stable card codes (action texts)."""
CARD_NAMES: tuple[str, ...] = (
    N_("Place 1 stone"),
    N_("Place 2 stones"),
    N_("Build 1 bridge"),
    N_("Build 2 bridges"),
    N_("Remove 1 bridge or stone"),
    N_("Move 1"),
    N_("Move 2"),
    N_("Jump"),
    N_("Black dragon"),
    N_("Red dragon"),
    N_("Yellow dragon"),
    N_("White dragon"),
    N_("Green dragon"),
    N_("Blue dragon"),
)
"""Player-facing card names (msgids), by card id."""
CARD_TEXTS: tuple[str, ...] = (
    N_("Put a stone from the supply on a free islet."),
    N_("Put two stones on two free islets."),
    N_("Lay a plank from your reserve between two stones or a stone and a village."),
    N_("Lay two planks, one after the other."),
    N_("Take a bridge nobody stands on into your reserve, or return a bare stone to the supply."),
    N_("Step onto a free bridge next to you, or into a village."),
    N_("Take two steps."),
    N_("Jump over a pawn on a bridge next to you."),
)
"""What each action card does, for the help and the card faces (msgids)."""
PROGRAM = 5
"""Cards programmed each round."""
STONES = 27


def is_dragon(card: int) -> bool:
    """True for the dragon cards."""
    return card >= DRAGON


def dragon_colour(card: int) -> int:
    """The colour a dragon card blocks."""
    return card - DRAGON


def hand_of(colour: int, colours: tuple[int, ...]) -> tuple[int, ...]:
    """The cards of a colour with only the dragons of the other colours in play (§2, 8 + n-1)."""
    dragons = tuple(DRAGON + other for other in colours if other != colour)
    return (*range(DRAGON), *dragons)

"""Drakon chamber tiles: the data table of the digest's §2.3 (a proposal, marked [P] there).

A tile *kind* is one (chamber type, arrow pattern) pair; the draw pile is a multiset of kinds.
Arrow masks use bit i for direction i: 0 = N, 1 = E, 2 = S, 3 = W. A placed tile is a kind
plus a clockwise rotation 0-3. Chamber names and effect texts are English msgids marked with
`N_` (the client translates them where it draws them).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.text import N_, Np_

N, E, S, W = 0, 1, 2, 3
DIRECTIONS = (N, E, S, W)
VECTORS = ((0, 1), (1, 0), (0, -1), (-1, 0))  # y grows to the north

# Base arrow mask of each pattern before rotation.
PATTERNS: dict[str, int] = {"1": 0b0001, "2s": 0b0101, "2c": 0b0011, "3": 0b0111, "0": 0}

# Chamber types: (id, display name, trigger). Trigger is "enter", "leave" or "".
CHAMBER_TYPES: tuple[tuple[str, str, str], ...] = (
    ("start", Np_("chamber", "Start"), "enter"),
    ("blank", N_("Blank"), ""),
    ("gold", N_("Find a Gold"), "enter"),
    ("steal-left", N_("Steal a Coin (Left)"), "enter"),
    ("steal-right", N_("Steal a Coin (Right)"), "enter"),
    ("due", N_("Drakon's Due"), "enter"),
    ("well", N_("Wishing Well"), "enter"),
    ("shift", N_("Magical Shift"), "enter"),
    ("destroy", N_("Destroy Chamber"), "enter"),
    ("map", N_("Map Chamber"), "enter"),
    ("rotate", N_("Rotate a Chamber"), "enter"),
    ("mind", N_("Mind Control Orb"), "enter"),
    ("gale", N_("Heavy Gale"), "leave"),
    ("wind", N_("Strong Wind"), "leave"),
    ("key", N_("Master Key"), "leave"),
    ("vortex", N_("Magical Vortex"), "leave"),
)

# What each chamber does, in a sentence (the lair box reads it for the chamber under the pointer).
CHAMBER_TEXTS: dict[str, str] = {
    "start": N_("The dragon's gate. Enter it to pick up a coin left lying here."),
    "blank": N_("An empty chamber: only its arrows matter."),
    "gold": N_("Enter: take a coin from the dragon's hoard."),
    "steal-left": N_("Enter: take a coin from the player on your left."),
    "steal-right": N_("Enter: take a coin from the player on your right."),
    "due": N_("Enter: pay one of your coins; it goes onto the Start chamber."),
    "well": N_("Enter: drop one of your coins; it lands on the Start chamber."),
    "shift": N_("Enter: swap a free chamber on the map for a tile from your hand."),
    "destroy": N_("Enter: send a free chamber to the bottom of the pile."),
    "map": N_("Enter: take a random tile from another player's hand."),
    "rotate": N_("Enter: turn any chamber a quarter or half turn."),
    "mind": N_("Enter: move another player's hero one legal step."),
    "gale": N_("Leaving: you are blown exactly 3 chambers along the arrows."),
    "wind": N_("Leaving: you are blown exactly 2 chambers along the arrows."),
    "key": N_("Leaving: go out through any side, even against an arrow."),
    "vortex": N_("Leaving: jump to any chamber on the map."),
}

# §2.3 [P]: type -> counts per pattern (1, 2s, 2c, 3, 0). Start is not in the pile.
TILE_MIX: dict[str, tuple[int, int, int, int, int]] = {
    "blank": (3, 5, 6, 4, 0),
    "gold": (2, 3, 3, 2, 0),
    "steal-left": (1, 1, 1, 0, 0),
    "steal-right": (1, 1, 1, 0, 0),
    "due": (0, 1, 1, 1, 0),
    "well": (0, 1, 1, 0, 0),
    "shift": (0, 1, 0, 1, 0),
    "destroy": (1, 1, 1, 0, 0),
    "map": (0, 1, 1, 0, 0),
    "rotate": (1, 0, 1, 1, 0),
    "mind": (0, 1, 0, 1, 0),
    "gale": (0, 1, 0, 1, 0),
    "wind": (0, 1, 1, 1, 0),
    "key": (0, 0, 0, 0, 2),
    "vortex": (0, 0, 0, 0, 2),
}
PATTERN_ORDER = ("1", "2s", "2c", "3", "0")
# §7.3 [P]: with the Drakon figure option, this many Blank tiles of each pattern carry the
# Drakon icon instead (taken out of the Blank row above, so the pile keeps 60 tiles).
ICON_MIX: tuple[int, int, int, int, int] = (0, 1, 1, 1, 0)
START_PATTERN = "3"  # [P] Q4: a T, so the Start keeps one door for re-entry
GALE_STEPS = {"gale": 3, "wind": 2}  # on-leave exact path lengths


@dataclass(frozen=True)
class TileKind:
    """One kind of tile: chamber type, arrow pattern and its unrotated arrow mask."""

    index: int
    chamber: str
    pattern: str
    mask: int
    icon: bool = False  # a Blank carrying the Drakon icon (Drakon figure option)

    @property
    def code(self) -> str:
        """Stable text used in action strings, e.g. ``gold-2c`` (icon tiles: ``blank-2s-icon``)."""
        return f"{self.chamber}-{self.pattern}" + ("-icon" if self.icon else "")

    @property
    def name(self) -> str:
        """The chamber's English name (a msgid)."""
        return CHAMBER_NAMES[self.chamber]

    @property
    def text(self) -> str:
        """What the chamber does, in English (a msgid)."""
        return CHAMBER_TEXTS[self.chamber]


def _build() -> tuple[tuple[TileKind, ...], tuple[int, ...]]:
    kinds = [TileKind(0, "start", START_PATTERN, PATTERNS[START_PATTERN])]
    counts = [0]
    for chamber, row in TILE_MIX.items():
        for pattern, count in zip(PATTERN_ORDER, row, strict=True):
            if count:
                kinds.append(TileKind(len(kinds), chamber, pattern, PATTERNS[pattern]))
                counts.append(count)
    # Icon kinds come last so the base game's kind indices never move; none in the base pile.
    for pattern, count in zip(PATTERN_ORDER, ICON_MIX, strict=True):
        if count:
            kinds.append(TileKind(len(kinds), "blank", pattern, PATTERNS[pattern], icon=True))
            counts.append(0)
    return tuple(kinds), tuple(counts)


KINDS, PILE_COUNTS = _build()
NUM_KINDS = len(KINDS)
START_KIND = 0
KIND_BY_CODE: dict[str, int] = {kind.code: kind.index for kind in KINDS}
CHAMBER_NAMES: dict[str, str] = {cid: name for cid, name, _ in CHAMBER_TYPES}
"""Chamber id -> its English name (a msgid: translate it where it is drawn)."""
PILE_SIZE = sum(PILE_COUNTS)
ICON_KINDS = tuple(kind.index for kind in KINDS if kind.icon)


def pile_counts(drakon: bool = False) -> tuple[int, ...]:
    """The pile's tile counts per kind; with the Drakon figure some Blanks carry the icon."""
    if not drakon:
        return PILE_COUNTS
    counts = list(PILE_COUNTS)
    for index in ICON_KINDS:
        pattern = KINDS[index].pattern
        moved = ICON_MIX[PATTERN_ORDER.index(pattern)]
        counts[KIND_BY_CODE[f"blank-{pattern}"]] -= moved
        counts[index] += moved
    return tuple(counts)


def rotate_mask(mask: int, rot: int) -> int:
    """`mask` turned clockwise by `rot` quarter turns (N arrow -> E arrow for rot 1)."""
    rot %= 4
    return ((mask << rot) | (mask >> (4 - rot))) & 0b1111

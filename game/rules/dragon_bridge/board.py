"""Dragon Bridge geometry and set-up numbers as data (digest §3, §4).

Two layouts: the default 18-square bridge (indices 0..17; orange 0-4 and 13-17; gem tiles 5, 7,
10, 12; indices 8 and 9 are both Centre and Start) and the option "long bridge" (21 squares;
orange 0-4 and 16-20; gem tiles 5, 8, 12, 15; Centre 10; Start 9 and 11). The Dragon sits beyond
index 0 (side LEFT) or beyond the last index (side RIGHT). Directions: LEFT = 0 (towards index 0),
RIGHT = 1.
"""

from __future__ import annotations

from dataclasses import dataclass

LEFT = 0
RIGHT = 1
DIRECTION_NAMES = ("left", "right")
STEP = (-1, 1)

ORANGE_PER_END = 5


@dataclass(frozen=True)
class Layout:
    """A bridge: its length and which tiles are gem, centre and start tiles."""

    key: str
    length: int
    gem_tiles: frozenset[int]
    centre_tiles: frozenset[int]
    start_tiles: tuple[int, int]  # (nearer the Dragon's starting end LEFT, the other)

    @property
    def last(self) -> int:
        """The last index of the bridge."""
        return self.length - 1

    def is_orange(self, tile: int) -> bool:
        """True on the five end tiles at either end."""
        return tile < ORANGE_PER_END or tile >= self.length - ORANGE_PER_END

    def orange_tiles(self, side: int) -> tuple[int, ...]:
        """The orange tiles of one end, outermost first."""
        if side == LEFT:
            return tuple(range(ORANGE_PER_END))
        return tuple(range(self.last, self.last - ORANGE_PER_END, -1))

    def away_from_centre(self, tile: int, direction: int) -> bool:
        """True if `direction` points away from the centre seen from `tile` (both on Centre)."""
        if tile in self.centre_tiles:
            return True
        if tile < min(self.centre_tiles):
            return direction == LEFT
        return direction == RIGHT

    def toward_centre(self, tile: int, direction: int) -> bool:
        """True if `direction` points toward the centre from `tile` (never on a Centre tile)."""
        return tile not in self.centre_tiles and not self.away_from_centre(tile, direction)

    def start_or_centre(self, tile: int) -> bool:
        """True on a Start or Centre tile (Venice Gorn)."""
        return tile in self.centre_tiles or tile in self.start_tiles


STANDARD = Layout(
    key="standard",
    length=18,
    gem_tiles=frozenset({5, 7, 10, 12}),
    centre_tiles=frozenset({8, 9}),
    start_tiles=(8, 9),
)
LONG = Layout(
    key="long",
    length=21,
    gem_tiles=frozenset({5, 8, 12, 15}),
    centre_tiles=frozenset({10}),
    start_tiles=(9, 11),
)
LAYOUTS: dict[str, Layout] = {STANDARD.key: STANDARD, LONG.key: LONG}

# Set-up and turn numbers [S0 where sourced, else P].
HAND_SIZE = 4
GEMS_PER_PLAYER = 3
START_READY_GEMS = 1
FLIGHT_THRESHOLD = 9
ROOST_COUNT = 7
GEM_TELEPORT = 1  # "Play a green gem": TELEPORT 1 ...
GEM_BUMP = 1  # ... or BUMP 1 [P]
TURN_CAP = 200  # turns (both seats) before the match is declared a draw [P, Q10]

"""Bridge Hacking expansion as data (digest §10): 9 hacks, all contents proposed [P].

`placement` says where a hack may be put: "none" (not on a tile), "empty" (any tile), "plain"
(a non-orange tile), "vein" (a non-orange, non-gem tile), "orange" (an orange tile), "rewire"
(moves another hack). Every placed hack needs a tile with no wizard and no other hack.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HackType:
    """One Bridge Hack: its white-gem cost, where it goes and its numbers."""

    id: int
    key: str
    name: str
    cost: int
    placement: str
    text: str
    amount: int = 0  # the hack's number (squares, bonus or wings), see the text
    removed_at_flight: bool = False


HACK_TYPES: tuple[HackType, ...] = (
    HackType(0, "trapdoor", "Trapdoor", 2, "plain",
             "A MOVE or BUMP ending here slides 2 toward the Dragon", amount=2),
    HackType(1, "barricade", "Barricade", 2, "empty",
             "MOVEs and BUMPs cannot enter or cross it; gone at the next FLIGHT",
             removed_at_flight=True),
    HackType(2, "gem-vein", "Gem Vein", 1, "vein", "This tile becomes a Gem tile"),
    HackType(3, "slick-planks", "Slick Planks", 1, "empty",
             "A BUMP of a wizard standing here is +1", amount=1),
    HackType(4, "tar-pit", "Tar Pit", 1, "empty", "A MOVE starting here is -2", amount=2),
    HackType(5, "launch-pad", "Launch Pad", 2, "plain",
             "Your own MOVE ending here: you may TELEPORT 3", amount=3),
    HackType(6, "dragon-beacon", "Dragon Beacon", 3, "none",
             "Flight needs 2 fewer wings until the next FLIGHT", amount=2,
             removed_at_flight=True),
    HackType(7, "watchtower", "Watchtower", 3, "orange", "This tile is never Threatened"),
    HackType(8, "rewire", "Rewire", 1, "rewire", "Move a hack in play to another legal tile"),
)  # fmt: skip

NUM_HACKS = len(HACK_TYPES)
HACK_NAMES: tuple[str, ...] = tuple(hack.name for hack in HACK_TYPES)
HACK_BY_NAME: dict[str, int] = {hack.name: hack.id for hack in HACK_TYPES}
HACK_BY_KEY: dict[str, int] = {hack.key: hack.id for hack in HACK_TYPES}
WHITE_GEMS = 8  # in the shared supply at the start [P]
HACK_ROW_SIZE = 3  # face-up hacks, refilled at once after one is played [P]

"""Bridge Hacking expansion as data (digest §10): 9 hacks, all contents proposed [P].

`placement` says where a hack may be put: "none" (not on a tile), "empty" (any tile), "plain"
(a non-orange tile), "vein" (a non-orange, non-gem tile), "orange" (an orange tile), "rewire"
(moves another hack). Every placed hack needs a tile with no wizard and no other hack.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.text import N_


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
    HackType(0, "trapdoor", N_("Trapdoor"), 2, "plain",
             N_("A MOVE or BUMP ending here slides 2 toward the Dragon"), amount=2),
    HackType(1, "barricade", N_("Barricade"), 2, "empty",
             N_("MOVEs and BUMPs cannot enter or cross it; gone at the next FLIGHT"),
             removed_at_flight=True),
    HackType(2, "gem-vein", N_("Gem Vein"), 1, "vein", N_("This tile becomes a Gem tile")),
    HackType(3, "slick-planks", N_("Slick Planks"), 1, "empty",
             N_("A BUMP of a wizard standing here is +1"), amount=1),
    HackType(4, "tar-pit", N_("Tar Pit"), 1, "empty", N_("A MOVE starting here is -2"), amount=2),
    HackType(5, "launch-pad", N_("Launch Pad"), 2, "plain",
             N_("Your own MOVE ending here: you may TELEPORT 3"), amount=3),
    HackType(6, "dragon-beacon", N_("Dragon Beacon"), 3, "none",
             N_("Flight needs 2 fewer wings until the next FLIGHT"), amount=2,
             removed_at_flight=True),
    HackType(7, "watchtower", N_("Watchtower"), 3, "orange", N_("This tile is never Threatened")),
    HackType(8, "rewire", N_("Rewire"), 1, "rewire",
             N_("Move a hack in play to another legal tile")),
)  # fmt: skip

NUM_HACKS = len(HACK_TYPES)
HACK_NAMES: tuple[str, ...] = tuple(hack.name for hack in HACK_TYPES)
HACK_BY_NAME: dict[str, int] = {hack.name: hack.id for hack in HACK_TYPES}
HACK_BY_KEY: dict[str, int] = {hack.key: hack.id for hack in HACK_TYPES}
WHITE_GEMS = 8  # in the shared supply at the start [P]
HACK_ROW_SIZE = 3  # face-up hacks, refilled at once after one is played [P]

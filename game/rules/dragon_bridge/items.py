"""Dragon Bridge magic items as data (digest §9): 8 items; only Roller Skates is sourced.

Each item is a bundle of optional powers that last for the rest of the match and stack with
each other and with wizard powers. Numbers are fields, so a corrected card list is a data edit.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.text import N_


@dataclass(frozen=True)
class ItemType:
    """One item: its bonuses (0 = none) and special abilities."""

    id: int
    key: str
    name: str
    text: str
    move_bonus: int = 0
    move_bonus_away_centre: int = 0
    bump_bonus: int = 0
    bump_bonus_toward_dragon: int = 0
    teleport_bonus: int = 0
    anchor_reduction: int = 0  # when you are BUMPED you may reduce the BUMP by this much
    lantern: bool = False  # ready a gem on or next to a Gem tile
    whistle: bool = False  # gem action: flip one Nest card


ITEM_TYPES: tuple[ItemType, ...] = (
    ItemType(0, "roller-skates", N_("Roller Skates"), N_("+2 MOVE away from the centre"),
             move_bonus_away_centre=2),
    ItemType(1, "hiking-boots", N_("Hiking Boots"), N_("+1 MOVE"), move_bonus=1),
    ItemType(2, "bump-gauntlets", N_("Bump Gauntlets"), N_("+1 BUMP"), bump_bonus=1),
    ItemType(3, "wind-cloak", N_("Wind Cloak"), N_("+2 BUMP toward the Dragon"),
             bump_bonus_toward_dragon=2),
    ItemType(4, "blink-ring", N_("Blink Ring"), N_("+2 TELEPORT"), teleport_bonus=2),
    ItemType(5, "anchor-boots", N_("Anchor Boots"), N_("When BUMPED, you may reduce it by 1"),
             anchor_reduction=1),
    ItemType(6, "gem-lantern", N_("Gem Lantern"), N_("Ready a gem on or next to a Gem tile"),
             lantern=True),
    ItemType(7, "dragon-whistle", N_("Dragon Whistle"), N_("Gem Action: flip one Nest card"),
             whistle=True),
)  # fmt: skip

NUM_ITEMS = len(ITEM_TYPES)
ITEM_NAMES: tuple[str, ...] = tuple(item.name for item in ITEM_TYPES)
ITEM_BY_NAME: dict[str, int] = {item.name: item.id for item in ITEM_TYPES}
ITEM_COST = 3  # READY gems depleted to gain an item [S0]
MARKET_SIZE = 3  # face-up items beside the item deck [S0]

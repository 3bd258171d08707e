"""The explicit registry of game rules (no folder scanning: PyInstaller cannot follow it).

`CATALOGUE` lists all five games in menu order; `RULES` maps the slug of every game that is
playable now to its stateless `GameRules`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import GameRules
from game.rules.dragon_bridge import DragonBridgeRules
from game.rules.drakon import DrakonRules
from game.rules.nine_sons import NineSonsRules


@dataclass(frozen=True)
class CatalogueEntry:
    """A game as the title screen shows it, whether or not it can be played yet."""

    slug: str
    title: str
    blurb: str
    seats: str


CATALOGUE: tuple[CatalogueEntry, ...] = (
    CatalogueEntry("nine-sons", "The Nine Sons of Dragon", "Stack dice, tame dragon sons", "2"),
    CatalogueEntry("dragon-bridge", "Dragon Bridge", "Escape the bridge before the flight", "2"),
    CatalogueEntry("drakon", "Drakon", "Gold in a growing lair", "2-6"),
    CatalogueEntry("dragon-delta", "Dragon Delta", "Program your river crossing", "2-6"),
    CatalogueEntry("wyvern", "Wyvern", "Hunt dragons with hidden cards", "2"),
)

RULES: dict[str, GameRules] = {
    NineSonsRules.info.slug: NineSonsRules(),
    DragonBridgeRules.info.slug: DragonBridgeRules(),
    DrakonRules.info.slug: DrakonRules(),
}


def get_rules(slug: str) -> GameRules:
    """The rules for `slug`; KeyError with a readable message if it is not playable."""
    try:
        return RULES[slug]
    except KeyError:
        raise KeyError(f"no playable game called {slug!r}") from None

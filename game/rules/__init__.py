"""The explicit registry of game rules (no folder scanning: PyInstaller cannot follow it).

`RULES` maps the slug of every game that can be played to its stateless `GameRules`, in menu
order; `UPCOMING` holds the facts of the games still being built, so the title screen can show
their tiles. The title screen's catalogue is built from these `GameInfo` records.
"""

from __future__ import annotations

from game.core.protocol import GameInfo, GameRules
from game.rules.dragon_bridge import DragonBridgeRules
from game.rules.dragon_delta import DragonDeltaRules
from game.rules.drakon import DrakonRules
from game.rules.nine_sons import NineSonsRules
from game.rules.wyvern import WyvernRules

RULES: dict[str, GameRules] = {
    rules.info.slug: rules
    for rules in (
        NineSonsRules(),
        DragonBridgeRules(),
        DrakonRules(),
        DragonDeltaRules(),
        WyvernRules(),
    )
}
"""slug -> rules of every playable game, in menu order."""

UPCOMING: tuple[GameInfo, ...] = ()
"""The games of the collection whose rules are still being built (title tiles only)."""

CATALOGUE: tuple[GameInfo, ...] = (*(rules.info for rules in RULES.values()), *UPCOMING)
"""Every game of the collection in menu order, playable or not."""


def get_rules(slug: str) -> GameRules:
    """The rules for `slug`; KeyError with a readable message if it is not playable."""
    try:
        return RULES[slug]
    except KeyError:
        raise KeyError(f"no playable game called {slug!r}") from None


def catalogue_title(slug: str) -> str:
    """The (English msgid) title of any game in the catalogue; the slug itself if unknown."""
    return next((info.title for info in CATALOGUE if info.slug == slug), slug)

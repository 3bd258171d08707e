"""The names and texts of Dragon Bridge things in the current language.

The rules' data tables hold English msgids (N_-marked); these helpers translate them at draw
time, so every view module names a card, item, hack, wizard or Dragon Power the same way.
"""

from __future__ import annotations

from game.i18n import _
from game.rules.dragon_bridge.actions import TRIGGER_NAMES, WIZARD_SOURCE
from game.rules.dragon_bridge.cards import CARD_TYPES, POWER_NAMES, POWER_TEXT
from game.rules.dragon_bridge.hacks import HACK_TYPES
from game.rules.dragon_bridge.items import ITEM_TYPES
from game.rules.dragon_bridge.wizards import WIZARDS


def card_name(card: int | None) -> str:
    """An action card's name."""
    return _(CARD_TYPES[card].name) if card is not None else ""


def item_name(item: int) -> str:
    """A magic item's name."""
    return _(ITEM_TYPES[item].name)


def item_text(item: int) -> str:
    """A magic item's effect."""
    return _(ITEM_TYPES[item].text)


def hack_name(hack: int) -> str:
    """A Bridge Hack's name."""
    return _(HACK_TYPES[hack].name)


def hack_text(hack: int) -> str:
    """A Bridge Hack's effect."""
    return _(HACK_TYPES[hack].text)


def wizard_name(wizard: int) -> str:
    """A wizard's name."""
    return _(WIZARDS[wizard].name)


def wizard_text(wizard: int) -> str:
    """A wizard's powers."""
    return _(WIZARDS[wizard].text)


def power_name(power: str) -> str:
    """A Dragon Power's name (a key of cards.POWER_NAMES)."""
    return _(POWER_NAMES[power])


def power_text(power: str) -> str:
    """A Dragon Power's effect."""
    return _(POWER_TEXT[power])


def source_name(source: int) -> str:
    """A BUMP bonus or power source: an item, or WIZARD_SOURCE + a wizard."""
    if source >= WIZARD_SOURCE:
        return wizard_name(source - WIZARD_SOURCE)
    return item_name(source)


def trigger_name(trigger: int) -> str:
    """A triggered power that can be ordered (actions.TRIGGER_*)."""
    return _(TRIGGER_NAMES[trigger])

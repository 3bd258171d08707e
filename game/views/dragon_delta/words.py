"""Dragon Delta's names in the player's language: colours, villages, cards, positions."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _
from game.rules.dragon_delta.cards import CARD_NAMES, COLOUR_NAMES, plank_colour, plank_length
from game.rules.dragon_delta.geometry import VILLAGES


def colour_name(colour: int) -> str:
    """ "Red", translated."""
    return _(COLOUR_NAMES[colour])


def village_name(village: int) -> str:
    """ "the Red village", translated."""
    return _("the {colour} village").format(colour=colour_name(village))


def card_name(card: int) -> str:
    """A card's name, translated."""
    return _(CARD_NAMES[card])


def plank_name(plank: int) -> str:
    """ "the red 4" (a plank by its colour and length), translated."""
    return _("the {colour} {length}").format(
        colour=colour_name(plank_colour(plank)), length=plank_length(plank)
    )


def position_name(position: int) -> str:
    """A pawn position in words: a village, or the bridge of a plank."""
    if position < VILLAGES:
        return village_name(position)
    return _("the bridge of {plank}").format(plank=plank_name(position - VILLAGES))


def seat_name(names: Sequence[str], seat: int) -> str:
    """A seat's name (a placeholder when the list is short)."""
    return names[seat] if 0 <= seat < len(names) else _("Seat {number}").format(number=seat + 1)

"""Wyvern (Mike Fitzgerald, 1994): two seats hide dragons and terrain face down in a 2x3
battlefield, play treasures and actions from a second deck, and spend gold, which is also
their score; games chain into a match to 100 victory points. Pure engine; the digest is
../shared/rules/wyvern.md, the seed 003.
"""

from .actions import WyvernAction
from .decks import DECKS, Deck
from .events import Event
from .outcome import SeatRecord
from .rules import RULINGS, WyvernRules
from .state import WyvernState
from .view import WyvernView

__all__ = [
    "DECKS",
    "RULINGS",
    "Deck",
    "Event",
    "SeatRecord",
    "WyvernAction",
    "WyvernRules",
    "WyvernState",
    "WyvernView",
]

"""The Nine Sons of Dragon: a mancala-like stacking game for two (rules engine, pure Python).

Each player owns six numbered dice; stacks of three tame dragon-son cards worth points. The only
chance is in dealing and refilling cards (explicit chance nodes); nothing is hidden. A finished
game's Outcome carries a reason key (phases.REASONS) and one SeatTally per seat (outcome.py).
"""

from .actions import ActionInfo, decode_action
from .board import parse_square, square_name
from .cards import CARDS, Card
from .outcome import SeatTally
from .rules import NineSonsRules
from .state import NineSonsState
from .view import NineSonsView

__all__ = [
    "CARDS",
    "ActionInfo",
    "Card",
    "NineSonsRules",
    "NineSonsState",
    "NineSonsView",
    "SeatTally",
    "decode_action",
    "parse_square",
    "square_name",
]

"""The Nine Sons of Dragon: a mancala-like stacking game for two (rules engine, pure Python).

Each player owns six numbered dice; stacks of three tame dragon-son cards worth points. The only
chance is in dealing and refilling cards (explicit chance nodes); nothing is hidden.
"""

from game.rules.nine_sons.actions import ActionInfo, decode_action
from game.rules.nine_sons.board import parse_square, square_name
from game.rules.nine_sons.cards import CARDS, Card
from game.rules.nine_sons.rules import NineSonsRules
from game.rules.nine_sons.state import NineSonsState
from game.rules.nine_sons.view import NineSonsView

__all__ = [
    "CARDS",
    "ActionInfo",
    "Card",
    "NineSonsRules",
    "NineSonsState",
    "NineSonsView",
    "decode_action",
    "parse_square",
    "square_name",
]

"""Drakon (Tom Jolly): 2-6 heroes race for gold in a lair of chamber tiles. Rules engine, pure
Python; the digest is ../shared/rules/drakon.md.

Data: tiles.py (the §2.3 tile mix, chamber names and texts). Engine: board.py (arrow rule,
movement), lair.py (the board with its incremental frontier of open cells), effects.py (turn
flow), chambers.py (chamber actions), state.py (protocol), ending.py (end reasons, the per-seat
record, the loop limit and its position key), actions.py (int codes, text and the decoded
record), knowledge.py (who knows which hidden tile is where), view.py. Variants: heroes.py
(hero abilities), coins.py (plain / valued coins), figure.py (the Drakon figure).
"""

from .actions import DrakonAction
from .ending import SeatTally
from .rules import DrakonRules
from .state import DrakonState
from .tiles import KIND_BY_CODE, KINDS, TileKind
from .view import DrakonView

__all__ = [
    "KINDS",
    "KIND_BY_CODE",
    "DrakonAction",
    "DrakonRules",
    "DrakonState",
    "DrakonView",
    "SeatTally",
    "TileKind",
]

"""Drakon (Tom Jolly): 2-6 heroes race for gold in a lair of chamber tiles. Rules engine, pure
Python; the digest is ../shared/rules/drakon.md.

Data: tiles.py (the §2.3 tile mix). Engine: board.py (arrow rule, movement), effects.py (turn
flow and chamber actions), state.py (protocol), actions.py (int codes and text), view.py.
Variants: heroes.py (hero abilities), coins.py (plain / valued coins), figure.py (the Drakon
figure).
"""

from game.rules.drakon.rules import DrakonRules
from game.rules.drakon.state import DrakonState
from game.rules.drakon.tiles import KIND_BY_CODE, KINDS, TileKind
from game.rules.drakon.view import DrakonView

__all__ = ["KINDS", "KIND_BY_CODE", "DrakonRules", "DrakonState", "DrakonView", "TileKind"]

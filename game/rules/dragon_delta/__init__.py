"""Dragon Delta (过河拆桥, Roberto Fraga): 2-6 seats program five cards in secret, then race
across a river delta on planks they lay by eye. Rules engine, pure Python; the digest is
../shared/rules/dragon-delta.md, the seed 004.

Hidden information: the cards a seat has programmed and not yet revealed. Chance: the first
start player. Data: geometry.py (villages, islets or the open river's grid, spans, crossings),
cards.py (colours, planks, the 13 cards). Engine: board.py (placement and movement questions),
resolve.py (programming and the five-step resolution, every card), state.py (protocol),
outcome.py (end reasons, SeatRecord), events.py (what happened), actions.py (int codes, text,
the decoded record), illegal.py (why_illegal), view.py, positions.py (any position for tests),
rules.py (GameInfo, options and the rulings).
"""

from .actions import DeltaAction
from .events import Event
from .outcome import SeatRecord
from .rules import RULINGS, DragonDeltaRules
from .state import DeltaState
from .view import DeltaView

__all__ = [
    "RULINGS",
    "DeltaAction",
    "DeltaState",
    "DeltaView",
    "DragonDeltaRules",
    "Event",
    "SeatRecord",
]

"""Dragon Bridge (Keith Burgun, 2019): two wizards on a bridge, a Dragon that flies between
its ends. Rules engine, pure Python; the digest is ../shared/rules/dragon-bridge.md.

Data tables: cards.py, wizards.py, items.py, hacks.py, board.py (names and texts are N_-marked
English msgids). Engine: state.py (protocol), turn.py, gems.py, effects.py and powers.py (the
turn as small tasks), queries.py, view.py, actions.py (the encoding and its decoded records),
outcome.py (the end as reason keys and per-seat records).
"""

from .actions import ActionInfo, action_text, decode_action
from .board import LAYOUTS, LONG, STANDARD, Layout
from .cards import CARD_BY_NAME, CARD_NAMES, CARD_TYPES, CardType
from .hacks import HACK_BY_NAME, HACK_NAMES, HACK_TYPES, HackType
from .items import ITEM_BY_NAME, ITEM_NAMES, ITEM_TYPES, ItemType
from .outcome import ESCAPE, POUNCE, TURN_LIMIT, SeatDetails
from .rules import DragonBridgeRules
from .state import DragonBridgeState
from .view import BridgeView, StepInfo
from .wizards import WIZARD_BY_NAME, WIZARD_NAMES, WIZARDS, Wizard

__all__ = [
    "CARD_BY_NAME", "CARD_NAMES", "CARD_TYPES", "ESCAPE", "HACK_BY_NAME", "HACK_NAMES",
    "HACK_TYPES", "ITEM_BY_NAME", "ITEM_NAMES", "ITEM_TYPES", "LAYOUTS", "LONG", "POUNCE",
    "STANDARD", "TURN_LIMIT", "WIZARDS", "WIZARD_BY_NAME", "WIZARD_NAMES", "ActionInfo",
    "BridgeView", "CardType", "DragonBridgeRules", "DragonBridgeState", "HackType", "ItemType",
    "Layout", "SeatDetails", "StepInfo", "Wizard", "action_text", "decode_action",
]  # fmt: skip

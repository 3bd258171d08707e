"""Dragon Bridge (Keith Burgun, 2019): two wizards on a bridge, a Dragon that flies between
its ends. Rules engine, pure Python; the digest is ../shared/rules/dragon-bridge.md.

Data tables: cards.py, wizards.py, items.py, hacks.py, board.py. Engine: state.py (protocol),
turn.py and effects.py (the turn as small tasks), queries.py, view.py, actions.py.
"""

from game.rules.dragon_bridge.actions import ActionInfo, action_text, decode_action
from game.rules.dragon_bridge.board import LAYOUTS, LONG, STANDARD, Layout
from game.rules.dragon_bridge.cards import CARD_BY_NAME, CARD_NAMES, CARD_TYPES, CardType
from game.rules.dragon_bridge.hacks import HACK_BY_NAME, HACK_NAMES, HACK_TYPES, HackType
from game.rules.dragon_bridge.items import ITEM_BY_NAME, ITEM_NAMES, ITEM_TYPES, ItemType
from game.rules.dragon_bridge.rules import DragonBridgeRules
from game.rules.dragon_bridge.state import DragonBridgeState
from game.rules.dragon_bridge.view import BridgeView, StepInfo
from game.rules.dragon_bridge.wizards import WIZARD_BY_NAME, WIZARD_NAMES, WIZARDS, Wizard

__all__ = [
    "CARD_BY_NAME", "CARD_NAMES", "CARD_TYPES", "HACK_BY_NAME", "HACK_NAMES", "HACK_TYPES",
    "ITEM_BY_NAME", "ITEM_NAMES", "ITEM_TYPES", "LAYOUTS", "LONG", "STANDARD", "WIZARDS",
    "WIZARD_BY_NAME", "WIZARD_NAMES", "ActionInfo", "BridgeView", "CardType",
    "DragonBridgeRules", "DragonBridgeState", "HackType", "ItemType", "Layout", "StepInfo",
    "Wizard", "action_text", "decode_action",
]  # fmt: skip

"""A terrain attacked (§6.4): a Scout destroys it harmlessly; else it checks its trigger
against the attacker, pays its owner, acts on the attacker and is refilled, or is destroyed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import board
from .board import LAIR
from .cards import EFFECT, ICONS, TRIGGER, VERB
from .frames import queue_draw

if TYPE_CHECKING:
    from .state import WyvernState

HOLD_GOLD = 14
"""s.fight's Hold the Line gold (combat.py)."""


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def triggers(s: WyvernState, terrain_card: int, attacker: int) -> bool:
    """Does the terrain's condition hold for the attacker (its attacking power)?"""
    trigger = TRIGGER[terrain_card]
    name = trigger[0]
    if name == "always":
        return True
    if name == "flying":
        return board.flies(s, attacker)
    if name == "not-flying":
        return not board.flies(s, attacker)
    power = board.fight_power(s, attacker, True, False)
    if name == "power-at-most":
        return power <= _int(trigger[1])
    if name == "power-at-least":
        return power >= _int(trigger[1])
    return _int(trigger[1]) <= power <= _int(trigger[2])


def terrain(s: WyvernState, attacker: int, target: int, hidden: int) -> None:
    """§6.4: a Scout destroys it harmlessly; else it triggers or is destroyed."""
    fight = s.fight
    assert fight is not None
    owner, card = target // 6, s.card[target]
    if hidden >= 0:
        board.discard_card(s, hidden >> 1, hidden & 1)
    if board.is_scout_against(s, attacker, target):
        s.log("terrain", seat=owner, pos=target, card=card, why="scout")
        board.remove(s, target)
        return
    if not triggers(s, card, attacker):
        s.log("terrain", seat=owner, pos=target, card=card, why="no-trigger")
        board.remove(s, target)
        return
    s.log("terrain", seat=owner, pos=target, card=card, why="trigger")
    hidden_verb = VERB[hidden >> 1] if hidden >= 0 else ""
    reward = ICONS[card] + 2 * board.count_in_row(s, owner, board.row_of(target), "tithe")
    reward += fight[HOLD_GOLD] + (3 if hidden_verb == "hoard" else 0)
    if hidden_verb == "tripwire" or VERB[s.card[attacker]] == "no-reward":
        reward = 0
    board.gain(s, owner, reward, "terrain", card)
    effect = EFFECT[card]
    verb = effect[0]
    if verb in ("attach-power", "pin", "drain"):
        board.clear(s, target)
        s.left += 1
        board.attach(s, attacker, card, owner)
        if verb == "drain":
            board.lose(s, attacker // 6, _int(effect[2]), "terrain", card)
        board.check_zero(s, attacker)
    else:
        board.remove(s, target)
        if verb == "kill":
            board.kill(s, attacker, "terrain")
        elif verb == "bottom":
            s.log("bottom", seat=attacker // 6, pos=attacker, card=s.card[attacker])
            board.remove(s, attacker, bottom=True)
    if hidden_verb != "tripwire":
        index = owner * 2 + LAIR
        if s.pile[index] or s.bottom[index]:
            s.log("refill", seat=owner, pos=target)
            queue_draw(s, owner, LAIR, target)

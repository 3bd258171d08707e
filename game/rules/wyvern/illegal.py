"""Why an attempted move is refused, for the player (WyvernState.why_illegal).

Kinds and arguments (positions and slots absolute, cards as indices):
    "attack", pos              choosing an attacker
    "target", attacker, pos    choosing the attacked card
    "treasure", card, slot     placing a treasure
    "play", card               playing a card from the hand now
    "help", pos                a dragon helping in the battle
    "peek", pos                looking at an opposing card (Pathfinder, Crystal Eye)
    "end-turn"                 ending the turn with too many cards in hand
Each returns None when the attempt is legal (or is not one the table explains).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.text import N_, Message

from . import board, combat, plays
from .cards import BATTLE, BATTLE_REACTION, CARDS, ICONS, INTERCEPT, KIND, REACTION, SLAYER
from .cards import TREASURE as TREASURE_KIND
from .frames import ACTION1, HAND_LIMIT, TREASURE_PHASE
from .frames import BATTLE as BATTLE_PHASE

if TYPE_CHECKING:
    from .state import WyvernState


def _msg(text: str, **args: Any) -> Message:
    return Message.of(text, **args)


def _card(card: int) -> Message:
    """A card's name inside a reason: a Message, so the client shows it translated."""
    return Message.of(CARDS[card].name)


def why_illegal(s: WyvernState, kind: str, *args: Any) -> Message | None:
    """Why `kind` with `args` is refused now; None when it is legal."""
    handler = _HANDLERS.get(kind)
    if handler is None or s.over:
        return None
    seat = s.current_player()
    if seat < 0:
        return _msg(N_("Wait for the cards to be drawn."))
    return handler(s, seat, *args)


def _attack(s: WyvernState, seat: int, pos: int) -> Message | None:
    if s.phase != BATTLE_PHASE or seat != s.active:
        return _msg(N_("You can attack only in your battle phase."))
    if s.slayed:
        return _msg(N_("No battle this turn: you played a Dragon Slayer."))
    if pos // 6 != seat or not board.is_dragon(s, pos):
        return _msg(N_("Only your own dragons can attack."))
    if combat.pinned(s, pos):
        return _msg(N_("Bramble Wood holds this dragon: it cannot attack."))
    if not board.can_reveal(s, pos):
        return _msg(N_("You cannot afford to reveal this dragon ({cost} gold)."),
                    cost=board.reveal_cost(s, pos))  # fmt: skip
    if not board.targets(s, pos):
        return _msg(N_("No opposing card is in this dragon's range."))
    return None


def _target(s: WyvernState, seat: int, attacker: int, pos: int) -> Message | None:
    if s.card[pos] < 0:
        return _msg(N_("There is no card there."))
    if pos not in board.targets(s, attacker):
        return _msg(N_("Out of range: a dragon without wings reaches only the front row."))
    return None


def _treasure(s: WyvernState, seat: int, card: int, slot: int) -> Message | None:
    if s.phase != TREASURE_PHASE or seat != s.active:
        return _msg(N_("Treasures are placed in your treasure phase."))
    if KIND[card] != TREASURE_KIND:
        return _msg(N_("Only a treasure goes into a treasure position."))
    if s.gold[seat] < ICONS[card]:
        return _msg(N_("You cannot afford {card} ({cost} gold)."), card=_card(card),
                    cost=ICONS[card])  # fmt: skip
    if slot // 4 != seat or s.tre[slot] >= 0:
        return _msg(N_("That treasure position is not free."))
    if not board.row_has_card(s, seat, board.slot_row(slot)):
        return _msg(N_("No treasure beside an empty row."))
    return None


def _play(s: WyvernState, seat: int, card: int) -> Message | None:
    if card not in s.hand[seat]:
        return _msg(N_("That card is not in your hand."))
    if s.gold[seat] < ICONS[card]:
        return _msg(N_("You cannot afford {card} ({cost} gold)."), card=_card(card),
                    cost=ICONS[card])  # fmt: skip
    kind = KIND[card]
    if kind == SLAYER and (s.phase != ACTION1 or seat != s.active):
        return _msg(N_("A Dragon Slayer is played only in your first action phase."))
    if kind == SLAYER and s.slayed:
        return _msg(N_("Only one Dragon Slayer per turn."))
    if kind in (BATTLE, BATTLE_REACTION):
        return _msg(N_("Battle cards are played only during a battle between dragons."))
    if kind == INTERCEPT:
        return _msg(N_("An Intercept is played only when your card is attacked."))
    if kind == REACTION:
        return _msg(N_("A Reaction answers an opponent's action card."))
    if kind == TREASURE_KIND:
        return _msg(N_("Treasures are placed in your treasure phase."))
    if not plays.playable(s, seat, card):
        return _msg(N_("{card} has no target now."), card=_card(card))
    return None


def _help(s: WyvernState, seat: int, pos: int) -> Message | None:
    if s.fight is None:
        return _msg(N_("Help is given only during a battle."))
    if pos not in combat.helpers(s, seat):
        if board.face_up_dragon(s, pos) and board.help_value(s, pos) > s.gold[seat]:
            return _msg(N_("You cannot afford this dragon's Help."))
        return _msg(N_("Only a face-up dragon with Help in the fighting dragon's row helps."))
    return None


def _peek(s: WyvernState, seat: int, pos: int) -> Message | None:
    if s.gold[seat] < 1:
        return _msg(N_("A look costs 1 gold."))
    if pos not in plays.peek_targets(s, seat):
        return _msg(N_("Look only at an opposing face-down card you do not know."))
    return None


def _end_turn(s: WyvernState, seat: int) -> Message | None:
    if len(s.hand[seat]) > HAND_LIMIT:
        return _msg(N_("Hand full: discard down to {n} cards."), n=HAND_LIMIT)
    return None


_HANDLERS: dict[str, Callable[..., Message | None]] = {
    "attack": _attack,
    "target": _target,
    "treasure": _treasure,
    "play": _play,
    "help": _help,
    "peek": _peek,
    "end-turn": _end_turn,
}

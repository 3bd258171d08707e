"""Wyvern's words for the player: phases, decisions, card kinds, keywords, names and places.

Every constant holds N_-marked English msgids; the functions translate at draw time.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.text import N_
from game.i18n import _
from game.rules.wyvern.cards import CARDS, FLYER, SUPER_FLYER

PHASES: tuple[tuple[str, str], ...] = (
    ("draw", N_("Draw")),
    ("treasure", N_("Treasure")),
    ("move", N_("Move")),
    ("action-1", N_("Action")),
    ("battle", N_("Battle")),
    ("action-2", N_("Action")),
    ("discard", N_("Discard")),
)
"""The phase track, in turn order: (the engine's phase name, its word)."""

KIND_NAMES: dict[str, str] = {
    "dragon": N_("Dragon"),
    "terrain": N_("Terrain"),
    "treasure": N_("Treasure"),
    "action": N_("Action"),
    "hidden-own": N_("Hidden Action"),
    "hidden-rival": N_("Hidden Action"),
    "slayer": N_("Dragon Slayer"),
    "intercept": N_("Intercept"),
    "battle": N_("Battle action"),
    "battle-reaction": N_("Battle reaction"),
    "reaction": N_("Reaction"),
}
"""Card kind -> its banner word."""

KIND_NOTES: dict[str, str] = {
    "hidden-own": N_("Goes face down under one of your own face-down cards."),
    "hidden-rival": N_("Goes face down under an opposing face-down card."),
    "slayer": N_("Only in your first action phase; no battle that turn."),
    "intercept": N_("When your card is attacked, before it is revealed."),
    "battle": N_("During a battle between two dragons."),
    "battle-reaction": N_("Answers the battle card just played."),
    "reaction": N_("Answers an opponent's action card."),
    "treasure": N_("Placed beside a row in your treasure phase."),
    "terrain": N_("Face down like a dragon; springs on an attacker."),
}
"""Card kind -> when it is played, one short line for the card details."""

DECISIONS: dict[str, str] = {
    "arrange": N_("Choose the card for your next battle position"),
    "treasure": N_("Place a treasure, or pass"),
    "treasure-slot": N_("Choose a treasure position beside a row with cards"),
    "move": N_("Swap two of your positions, or pass"),
    "priority": N_("Play a card or use an ability, or pass"),
    "target": N_("Choose the target"),
    "reaction": N_("Answer with a Reaction, or pass"),
    "battle": N_("Choose an attacker, swap instead (redeploy), or pass"),
    "attack-target": N_("Choose the card to attack"),
    "redeploy-reveal": N_("Turn a swapped dragon face up for free, or pass"),
    "intercept": N_("Your card is attacked: intercept, or pass"),
    "battle-window": N_("Battle: play a battle card or Help, or pass"),
    "comet": N_("Comet Dragon may swap with another position, or pass"),
    "discard": N_("Discard down to seven cards"),
    "flush-out": N_("Flush Out: pay for your dragon, or turn it face down again"),
    "tribute-discard": N_("Tribute: discard a card from your hand"),
    "ability-target": N_("Choose the card to look at"),
    "decoy": N_("Decoy: choose the Dragon Slayer's new target"),
}
"""Decision kind -> the prompt."""

WAITING = N_("{name} decides")


def card_name(card: int) -> str:
    """A card's name, translated."""
    return _(CARDS[card].name)


def card_text(card: int) -> str:
    """A card's rules text, translated."""
    return _(CARDS[card].text)


def kind_name(card: int) -> str:
    """The card's kind as its banner word, translated."""
    return _(KIND_NAMES[CARDS[card].kind])


def phase_name(phase: str) -> str:
    """A phase's word (the action phases share one)."""
    for name, word in PHASES:
        if name == phase:
            return _(word)
    if phase == "setup":
        return _("Setup")
    return phase


def keywords(card: int) -> list[tuple[str, str]]:
    """(icon key, translated words) of the card's keywords: flyer, super, scout, help."""
    found: list[tuple[str, str]] = []
    info = CARDS[card]
    if info.flyer == SUPER_FLYER:
        found.append(("super", _("Super Flyer: attacks any row from any row")))
    elif info.flyer == FLYER:
        found.append(
            ("flyer", _("Flyer: from the front row hits both rows, from the back the front"))
        )
    if info.scout:
        found.append(("scout", _("Scout: destroys a terrain without setting it off")))
    if info.help:
        found.append(
            (
                "help",
                _("Help {n}: pay {n} gold to add its power to a battle in its row").format(
                    n=info.help
                ),
            )
        )
    return found


def seat_name(names: Sequence[str], seat: int) -> str:
    """A seat's name (a placeholder when the list is short)."""
    return names[seat] if 0 <= seat < len(names) else _("Seat {number}").format(number=seat + 1)


def place_name(names: Sequence[str], pos: int) -> str:
    """ "Ada's front row, 2nd" -> translated words for an absolute position."""
    seat, p = divmod(pos, 6)
    if p < 3:
        text = _("{name}'s front row, place {n}")
    else:
        text = _("{name}'s back row, place {n}")
    return text.format(name=seat_name(names, seat), n=p % 3 + 1)


def slot_name(slot: int) -> str:
    """A treasure position's words."""
    return (
        _("beside the front row, left"),
        _("beside the front row, right"),
        _("beside the back row, left"),
        _("beside the back row, right"),
    )[slot % 4]


def gold(amount: int) -> str:
    """ "3 gold", translated."""
    return _("{n} gold").format(n=amount)

"""The Dragon Delta coach's sentence about a move, in the evaluator's own terms.

ai/heuristics/dragon_delta/evaluate.py measures every seat's *effort*: its cheapest route to the
far village in steps over bridges, bridges still to build and stones still to place, and names
the rival most likely to arrive first (`leader`). The sentence says what the programmed card
does for that route (or against the leader's): stones and bridges still missing on your way,
bridges already built to walk, a dragon sent after the leader. The position is sampled from
what the seat knows (the others' unrevealed cards dealt anew), so the sentence never reads a
hidden card; the card decisions of the resolution get no sentence (they follow the program).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import Action, GameState
from game.core.text import N_, Message, Nn_
from game.rules.dragon_delta import actions
from game.rules.dragon_delta.cards import (
    BUILD_1,
    BUILD_2,
    CARD_NAMES,
    COLOUR_NAMES,
    DRAGON,
    REMOVE,
    STONE_1,
    STONE_2,
    destination,
)


def explain_move(state: GameState, action: Action, info: Mapping[str, Any]) -> Message | None:
    """One sentence on why programming `action`'s card is the coach's move (None for the
    resolution's card decisions)."""
    from ai.heuristics.dragon_delta.evaluate import leader, path  # on first use: a light title

    op, card = actions.split(action)
    seat = state.current_player()
    if op != actions.PROGRAM or seat < 0:
        return None
    s: Any = state
    village = Message.of(COLOUR_NAMES[destination(s.colours[seat])])
    route = path(s, seat)
    missing = sum(1 for _support, _next, plank in route if plank < 0)
    built = len(route) - missing
    if card >= DRAGON:
        colour = card - DRAGON
        first = leader(s, seat)
        dragon = Message.of(COLOUR_NAMES[colour])
        if s.colours[first] == colour:
            return Message.of(
                N_("Sends the {colour} dragon after the rival nearest to its far village."),
                colour=dragon,
            )
        return Message.of(N_("Sends the {colour} dragon to hold that rival up."), colour=dragon)
    if card in (STONE_1, STONE_2):
        forms = Nn_(
            "Lays stones for your way to the {village} village: {count} bridge is still missing.",
            "Lays stones for your way to the {village} village: {count} bridges are still missing.",
        )
        return Message.counted(forms, "count", count=missing, village=village)
    if card in (BUILD_1, BUILD_2):
        forms = Nn_(
            "Builds on your shortest way to the {village} village ({count} bridge to go).",
            "Builds on your shortest way to the {village} village ({count} bridges to go).",
        )
        return Message.counted(forms, "count", count=missing, village=village)
    if card == REMOVE:
        return Message.of(N_("Takes away a bridge or stone the leading rival is counting on."))
    if built:
        forms = Nn_(
            "Walks you on toward the {village} village: {count} bridge of your way is built.",
            "Walks you on toward the {village} village: {count} bridges of your way are built.",
        )
        return Message.counted(forms, "count", count=built, village=village)
    return Message.of(N_("Moves you while nothing better is ready on your way."))


def coach_words(state: GameState, action: Action) -> Message | None:
    """A card programmed by the deciding seat, named (the log shows it face down)."""
    op, card = actions.split(action)
    if op != actions.PROGRAM:
        return None
    return Message.of(CARD_NAMES[card])

"""The Dragon Delta rules help, in our words: the goal, the river, programming, each card,
dragons, building by eye, falling and the rulings (the engine's RULINGS)."""

from __future__ import annotations

from game.core.text import N_
from game.rules.dragon_delta.cards import CARD_NAMES, CARD_TEXTS
from game.rules.dragon_delta.rules import RULINGS
from game.views.help_pages import RulesPage

PAGES: tuple[RulesPage, ...] = (
    RulesPage(
        N_("The goal"),
        (
            N_(
                "Each pawn starts in its own village on the bank and must cross the delta to the "
                "village straight opposite. The first pawn to step into its far village wins at "
                "once, even in the middle of a step."
            ),
            N_(
                "There are no bridges at the start: you build them from stones and planks, and "
                "anyone may walk on any bridge."
            ),
        ),
        "layout",
    ),
    RulesPage(
        N_("Programming"),
        (
            N_(
                "Every round, each player secretly lays five of their cards in order. Nobody sees "
                "the others' cards until they are turned."
            ),
            N_(
                "Then the five steps: in each step everyone turns one card at the same time; the "
                "start player acts first, then the others clockwise. A program may hold only one "
                "dragon."
            ),
        ),
        "program",
    ),
    RulesPage(
        N_("Building by eye"),
        (
            N_(
                "A bridge rests on two stones, or on a stone and a village. Choose the two ends, "
                "then a plank from your reserve. You may not measure: look at the gap and at your "
                "planks, which are drawn to the same scale as the river."
            ),
            N_(
                "Only when you lay the plank is it judged: a plank that is long enough holds, even "
                "if it sticks out; a plank that is too short tips into the water and is gone."
            ),
        ),
        "span",
    ),
    RulesPage(
        N_("The cards"),
        (
            N_(
                "Each player holds the same cards: eight actions and one dragon for every other "
                "colour in play. The diagram shows every action card and what it does."
            ),
        ),
        "cards",
    ),
    RulesPage(
        N_("Dragons"),
        (
            N_(
                "A dragon card blocks the player of its colour: in that step, that player does "
                "nothing. Dragons are never cancelled by dragons: if Red blocks Green while Green "
                "plays the blue dragon, Green is blocked and Blue is blocked too."
            ),
        ),
        "dragons",
    ),
    RulesPage(
        N_("Falling into the river"),
        (
            N_(
                "When a card cannot be done, your pawn falls into the river and swims back to its "
                "own village. Bridges and stones stay where they are."
            ),
            N_("You still play the rest of your program."),
        ),
    ),
    RulesPage(N_("Rulings"), RULINGS),
)
"""The help pages, in reading order (msgids; the help scene translates them)."""

CARD_ROWS = tuple(zip(CARD_NAMES[:8], CARD_TEXTS, strict=True))
"""(name, text) of each action card, for the cards diagram."""

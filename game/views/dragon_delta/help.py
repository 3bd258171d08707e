"""The Dragon Delta rules help, in our own words (a summary of ../shared/rules/dragon-delta.md):
the goal and the delta, programming, the steps of a round, each card and when it fails, planks
judged by eye, moving and jumping, taking planks, falling, dragons, the end, our rulings (the
engine's RULINGS), the options and the controls.

Each page is a heading, short paragraphs and the id of a diagram drawn by diagrams.py. Every
string is an English msgid marked with N_; the help scene translates it as it draws.
"""

from __future__ import annotations

from game.core.text import N_
from game.rules.dragon_delta.rules import RULINGS
from game.views.help_pages import RulesPage

PAGES: tuple[RulesPage, ...] = (
    RulesPage(
        N_("The goal"),
        (
            N_(
                "Each pawn starts in its own village on the bank of a river delta and must reach "
                "the village straight opposite. The first pawn to step into it wins at once."
            ),
            N_(
                "At the start there is no bridge at all. The players drop stones on the islets "
                "and lay planks between them; anyone may walk on any bridge, whoever built it."
            ),
            N_(
                "Which colours play depends on the number of players. Every village sees the "
                "same river, so no seat is better placed than another."
            ),
        ),
        "layout",
    ),
    RulesPage(
        N_("Programming"),
        (
            N_(
                "Every round begins in secret: each player chooses five of their cards and lays "
                "them face down in order, first to fifth. Once laid, the order is fixed."
            ),
            N_(
                "Everyone holds the same cards: eight actions and one dragon for each other "
                "colour in play. A program may hold one dragon at most, or none."
            ),
            N_("After the round every card goes back to its hand, ready for the next program."),
        ),
        "program",
    ),
    RulesPage(
        N_("A round, step by step"),
        (
            N_(
                "A round is played in five steps. In each step, everyone turns over their next "
                "card at the same time."
            ),
            N_(
                "Dragons come first: a player whose colour is on a dragon turned in this step "
                "loses this step's action."
            ),
            N_(
                "Then the start player acts, and the others follow clockwise, each on the river "
                "as the players before them left it. After the round the start player's pawn "
                "passes to the left."
            ),
        ),
        "resolution",
    ),
    RulesPage(
        N_("The eight actions"),
        (
            N_(
                "The picture shows each action card and what happens when it cannot be done. "
                "Most cards then make your pawn fall into the river; the stone cards simply do "
                "nothing."
            ),
            N_(
                "A card that can be done must be done, even when it helps a rival more than "
                "you: plan your five cards with the whole river in mind."
            ),
        ),
        "cards",
    ),
    RulesPage(
        N_("Stones and bridges"),
        (
            N_(
                "Place 1 stone, Place 2 stones: put stones from the shared supply on free islets "
                "(two different ones), never in a village. With no stone or no free islet left, "
                "the card does nothing."
            ),
            N_(
                "Build 1 bridge, Build 2 bridges: lay a plank from your reserve between two "
                "stones, or between a stone and a village. A stone or a village carries three "
                "bridges at most, and a bridge may not cross another or pass over a stone."
            ),
            N_(
                "With no plank left, or nowhere to lay one, your pawn falls. With Build 2, the "
                "second bridge is tried only after the first."
            ),
        ),
        "build",
    ),
    RulesPage(
        N_("Planks by eye"),
        (
            N_(
                "Planks come in six lengths, shown by their dots. You pick one by looking: the "
                "river and your planks are drawn to the same scale, and no number gives the "
                "gap away."
            ),
            N_(
                "A plank must reach from stone to stone, or from a stone to the shore. Longer is "
                "fine: it sticks out. Too short, and it tips into the water and is gone for the "
                "rest of the game (your pawn does not fall)."
            ),
            N_("Close stones need short planks: keep the long ones for wide water."),
        ),
        "span",
    ),
    RulesPage(
        N_("Moving and jumping"),
        (
            N_(
                "Move 1: step onto a free bridge next to you, or into the village at the end of "
                "your bridge. Bridges are next to each other when they share a stone."
            ),
            N_(
                "Move 2: two such steps, through a village if you like. Going out and straight "
                "back is allowed only when no other two steps are possible."
            ),
            N_(
                "Jump: leap over a pawn on a bridge next to you and land on a free bridge beyond "
                "it, or in the village at its far end. Pawns in villages cannot be jumped."
            ),
            N_("A bridge holds one pawn, a village any number. With no way to go, you fall."),
        ),
        "moves",
    ),
    RulesPage(
        N_("Taking planks"),
        (
            N_(
                "Remove: take a bridge nobody stands on, of any colour and length, into your "
                "reserve to build with later; or send a stone that carries no bridge back to "
                "the supply."
            ),
            N_(
                "Your reserve has limits: planks of two colours at most, and never two planks of "
                "the same length. A bridge that would break them cannot be taken."
            ),
            N_("If there is nothing you may take or send back, your pawn falls."),
        ),
        "reserve",
    ),
    RulesPage(
        N_("Falling into the river"),
        (
            N_(
                "When a card cannot be done at all, your pawn falls into the river and swims "
                "back to its own village. Bridges and stones stay where they are."
            ),
            N_("The stone cards never make you fall, and neither does a plank that was too short."),
            N_("You keep playing: the rest of your program is played from your village."),
        ),
        "fall",
    ),
    RulesPage(
        N_("Dragons"),
        (
            N_(
                "A dragon card blocks the player of its colour for one step: that player's card "
                "of this step is not played (and it does not fall)."
            ),
            N_("Green turns the red dragon as its fourth card: Red's fourth card is not played."),
            N_(
                "Dragons never cancel dragons. Red turns the green dragon while Green turns the "
                "blue dragon: Green loses its step, yet its dragon still blocks Blue."
            ),
            N_(
                "Aim your dragon at the player about to cross, or at a move that would spoil yours."
            ),
        ),
        "dragons",
    ),
    RulesPage(
        N_("The end"),
        (
            N_(
                "The game ends the moment a pawn enters the village opposite its own, even with "
                "cards left to play. The first step of a Move 2 or the landing of a Jump is "
                "enough."
            ),
            N_(
                "If nobody has crossed after 30 rounds, the pawn with the fewest steps left over "
                "the bridges on the river wins; pawns level on steps share the win."
            ),
        ),
        "end",
    ),
    RulesPage(
        N_("Our rulings"),
        (N_("Where the printed rules say nothing, this game decides so:"), *RULINGS),
    ),
    RulesPage(
        N_("Options"),
        (
            N_(
                "River: Open river. There are no islets: stones may go anywhere in the water, "
                "on a fine grid, a little apart from each other and from the shores. Planks "
                "follow the same rule."
            ),
            N_(
                "Plank lengths: Show spans. While you build, the length each gap needs is shown "
                "as a number. It helps to train your eye; it is off by default."
            ),
        ),
        "options",
    ),
    RulesPage(
        N_("Controls"),
        (
            N_(
                "Programming: click a card in your hand (or press its number) to put it in the "
                "next slot. Click a filled slot, then another, to swap them; click it again (or "
                "press Backspace) to take it back. Confirm sends your five cards."
            ),
            N_(
                "Building: click the first end of your bridge, then the other; pick a plank "
                "(click it or press its number), then Lay it. Esc takes back the last choice."
            ),
            N_(
                "Every other choice lights up on the river: click it, or move with Tab or the "
                "arrow keys and press Enter. H asks for a hint, U undoes, Esc opens the menu."
            ),
        ),
        None,
    ),
)
"""The help pages, in reading order (msgids; the help scene translates them)."""

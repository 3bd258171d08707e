"""Dragon Bridge rules help, in our own words (a summary of ../shared/rules/dragon-bridge.md).

Each page is a heading, short paragraphs and the id of a diagram drawn by diagrams.py. Every
string is an English msgid; the help scene translates it as it draws.
"""

from __future__ import annotations

from game.core.text import N_
from game.views.help_pages import RulesPage

PAGES: tuple[RulesPage, ...] = (
    RulesPage(
        N_("The goal"),
        (
            N_("Two wizards stand in the middle of a narrow bridge. A dragon sits beyond one end."),
            N_(
                "You win by escaping: on your own turn, begin any MOVE (even a MOVE of 0) on an EXIT "
                "square, the orange end far from the dragon. Usually you start your turn there, but "
                "Step's second MOVE counts too. A TELEPORT never escapes."
            ),
            N_(
                "You lose if you end your own gem phase on a THREATENED square (the orange end next "
                "to the dragon): it pounces. Wins and losses only happen on your own turn."
            ),
        ),
        "bridge_board",
    ),
    RulesPage(
        N_("The bridge"),
        (
            N_(
                "The bridge has 18 squares. Five orange squares at each end, four gem squares, and "
                "two centre squares in the middle where the wizards start."
            ),
            N_(
                "Which end is the EXIT and which is in DANGER depends only on where the dragon is. "
                "When the dragon flies to the other end, the two swap at once."
            ),
            N_("Wizards may share a square and pass through each other."),
        ),
        "bridge_board",
    ),
    RulesPage(
        N_("Your turn"),
        (
            N_(
                "1. Play one card from your hand of four and do what it says. Its effects are "
                "mandatory where possible."
            ),
            N_("2. Gem phase: you may take one gem action."),
            N_("3. If you stand on a THREATENED square now, the dragon pounces and you lose."),
            N_(
                "4. Dragon check: the Nest may make the dragon fly or roost. Then refill your hand "
                "to four cards."
            ),
        ),
        "bridge_card",
    ),
    RulesPage(
        N_("MOVE, TELEPORT and BUMP"),
        (
            N_(
                "First choose a direction, then a distance. MOVE and TELEPORT go up to their number "
                "(0 is allowed); a BUMP pushes your rival exactly its number of squares."
            ),
            N_(
                "A MOVE walks, a TELEPORT blinks (it never escapes). A rival bumped past the end of "
                "the bridge stops at the end and loses a READY gem."
            ),
            N_(
                "In this game: click a card, and the squares it can reach light up. Click one (or "
                "use the arrows and Enter). For a BUMP, the lit square is where your rival lands."
            ),
        ),
        "bridge_moves",
    ),
    RulesPage(
        N_("Green gems"),
        (
            N_(
                "Each wizard has three green gems. A READY gem is face up, a DEPLETED one face down. "
                "You start with one READY."
            ),
            N_(
                "In the gem phase you may: READY a gem while standing on a gem square; spend a "
                "READY gem to TELEPORT 1 or BUMP 1; or spend three READY gems to gain a magic item."
            ),
            N_(
                "Items last all game. In the Basic game they are drawn blind; in the Full game you "
                "choose from a market of three."
            ),
        ),
        "bridge_gems",
    ),
    RulesPage(
        N_("The Nest and the dragon"),
        (
            N_("Every played card goes into the Nest. Count the wings on its face-up cards."),
            N_(
                "At 9 visible wings the dragon FLIES to the other end of the bridge. The last card "
                "PLAYED goes under it (a card a power flips or puts into the Nest does not count; "
                "the board rings it): its Dragon Power now changes the rules for both of you. The "
                "other Nest cards return to the deck."
            ),
            N_(
                "If it does not fly and the Nest holds 7 cards, it ROOSTS: the Nest returns to the "
                "deck and one new card starts it again. Watch the wing meter next to the Nest."
            ),
        ),
        "bridge_flight",
    ),
    RulesPage(
        N_("Wizards, items and hacks"),
        (
            N_(
                "The Basic game ignores wizard powers: it is the best first game, and it shows tips "
                "on the board (press T to hide them)."
            ),
            N_(
                "In the Full game each player has a wizard with powers; some trigger on your rival's "
                "turn, and then the game asks you. Powers marked RED are mandatory; the others you "
                "may use or not (the next page)."
            ),
            N_(
                "Bridge Hacking (Full game): every BUMP earns a white gem; spend them in the gem "
                "phase on hacks such as a Trapdoor or a Barricade placed on the bridge."
            ),
        ),
        "bridge_card",
    ),
    RulesPage(
        N_("Powers: how we read them"),
        (
            N_(
                "Wizard and item powers are optional unless printed in RED: you may decline, take "
                "a MOVE or TELEPORT of 0, or leave a BUMP bonus off. Bill Milton's Shakedown is "
                "his rival's choice: they may give him a card with a BUMP, or keep their cards."
            ),
            N_(
                "A power that can only help is simply used for you: Derby Pocket's READY after a "
                "roost. The Stuffed Bear's READY when bumped asks, as it works once a turn."
            ),
            N_(
                "When several powers trigger at the same moment, yours, your rival's or both, the "
                "player whose turn it is chooses the order they resolve in."
            ),
            N_(
                "Andromeda Robin's stashed gems come back one at the start of every turn, her "
                'rival\'s turns as well as her own: the rules say "at the start of each turn".'
            ),
        ),
    ),
)

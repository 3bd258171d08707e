"""Drakon rules help, in our own words (a summary of ../shared/rules/drakon.md).

Each page is a heading, short paragraphs and the id of a diagram drawn by diagrams.py. Every
string is an English msgid marked with N_; the help scene translates it as it draws.
"""

from __future__ import annotations

from game.core.text import N_
from game.views.help_pages import RulesPage

PAGES: tuple[RulesPage, ...] = (
    RulesPage(
        N_("The goal"),
        (
            N_(
                "You are a hero sneaking through a dragon's lair that the players build as "
                "they go, one chamber tile at a time."
            ),
            N_("Chambers give gold, steal it, move you around or change the lair itself."),
            N_(
                "The first hero to hold 5 gold coins wins at once, even in the middle of "
                "another player's turn."
            ),
        ),
        "drakon_lair",
    ),
    RulesPage(
        N_("Your turn: place or move"),
        (
            N_(
                "Everyone holds a secret hand of 4 chamber tiles, and every hero starts on the "
                "Start chamber with the dragon's head."
            ),
            N_(
                "On your turn do ONE thing: place a tile from your hand, or move your hero one "
                "chamber."
            ),
            N_(
                "After placing you draw one tile, so your hand stays full while the pile "
                "lasts. Placing never sets off the chamber's effect: only entering does."
            ),
            N_(
                "If you can neither place nor move, your turn is skipped (a Wizard whose power "
                "is unused may still slip through a door instead)."
            ),
        ),
        "drakon_turn",
    ),
    RulesPage(
        N_("Placing and the arrow rule"),
        (
            N_(
                "A new chamber must touch the side of a chamber already in the lair. Turn it "
                "any way you like before it goes down."
            ),
            N_(
                "Gold chevrons are arrows: the ways OUT of a chamber. A side with a stone wall "
                "lip has no arrow; heroes may come in through it but never leave that way."
            ),
            N_(
                "The one rule: two arrows may never point at each other across a shared side. "
                "Arrow to wall and wall to wall are both fine."
            ),
        ),
        "drakon_arrow_rule",
    ),
    RulesPage(
        N_("Moving"),
        (
            N_(
                "Your hero leaves its chamber through one of that chamber's arrows into the "
                "neighbouring chamber. There must be a chamber there: heroes never walk into "
                "the dark."
            ),
            N_(
                "Because arrows never face each other, you always come in through a wall side. "
                "Plan your way back before you go deep."
            ),
            N_("Entering a chamber sets off its effect at once. Heroes may share a chamber."),
        ),
        "drakon_moving",
    ),
    RulesPage(
        N_("Gale, Wind, Key and Vortex"),
        (
            N_("These four chambers act when you LEAVE them."),
            N_(
                "Heavy Gale blows you exactly 3 chambers, Strong Wind exactly 2, following "
                "arrows and never visiting a chamber twice. Only the last chamber's effect "
                "happens. A chamber without arrows that you pass counts as open on every side."
            ),
            N_(
                "Master Key: leave through any side, even against an arrow. Magical Vortex: "
                "jump to any chamber in the lair."
            ),
        ),
        "drakon_gale",
    ),
    RulesPage(
        N_("The chamber legend"),
        (
            N_("Each chamber shows its effect on a medallion. The colour tells the family:"),
            N_(
                "GOLD: you gain a coin. RED: someone loses a coin. VIOLET: magic on tiles and "
                "heroes. TEAL: a special way to leave."
            ),
            N_(
                "A chamber with nothing but arrows is an empty chamber. In the game, point at "
                "any chamber to read what it does."
            ),
        ),
        "drakon_legend",
    ),
    RulesPage(
        N_("Taking coins and losing them"),
        (
            N_("Find a Gold: take a coin from the dragon's hoard (if any are left)."),
            N_(
                "Steal a Coin: take one from the player on your left (the next in turn order) "
                "or on your right (the one before you). With two players both mean your rival."
            ),
            N_(
                "Drakon's Due and Wishing Well: one of your coins goes onto the Start chamber. "
                "The next hero to enter the Start picks one up."
            ),
            N_("Coins are counted in the open; everyone can see who is close to winning."),
        ),
        "drakon_coins",
    ),
    RulesPage(
        N_("The end"),
        (
            N_("5 coins in hand wins immediately, whoever's turn it is."),
            N_(
                "If the pile and every hand run dry and no hero can move, the lair is "
                "exhausted: most coins wins."
            ),
            N_(
                "Only a real loop is cut short: when the same position (the lair, every hero, "
                "coin, hand and the pile, and whose turn it is) comes back for the third time at "
                "the start of a turn, the game ends, scored the same way. After 400 turns it "
                "ends too."
            ),
            N_("Players level on coins share the win; if everyone is level the game is a draw."),
        ),
        "drakon_end",
    ),
    RulesPage(
        N_("Escape from the Lair"),
        (
            N_("An option for a tenser race: coins alone no longer win."),
            N_(
                "Once you hold 4 coins or more, you must get OUT: enter a Master Key or a "
                "Magical Vortex chamber and you escape with your gold and win."
            ),
            N_("The lair can still run dry or go quiet; then the most coins wins as usual."),
        ),
        "drakon_escape",
    ),
    RulesPage(
        N_("Heroes"),
        (
            N_(
                "With the Heroes option each player gets one of six heroes and may use its "
                "power ONCE per game, just before or just after the turn's action."
            ),
            N_(
                "Wizard: instead of a move, leave through a side without an arrow (even with no "
                "tile to place and no arrow to follow). Amazon: after moving, move once more; "
                "out of a Gale or Wind that is the whole gust."
            ),
        ),
        "drakon_heroes",
    ),
    RulesPage(
        N_("More heroes"),
        (
            N_(
                "Barbarian: when your move takes you into a chamber with another hero, push it "
                "into a neighbouring chamber it could walk into (one chamber: no Vortex jump, "
                "no gust) and take a random tile from its owner."
            ),
            N_(
                "Thief: take a coin from a hero sharing your chamber. Dwarf: put two tiles face "
                "down under the pile and draw two. Knight: cancel a coin you are about to lose, "
                "even on another player's turn."
            ),
        ),
        None,
    ),
    RulesPage(
        N_("Hidden tiles"),
        (
            N_("Your hand is secret; everyone sees only how many tiles you hold."),
            N_(
                "When a Map Chamber or the Barbarian takes a random tile from your hand, you see "
                "which one went; the other players do not."
            ),
            N_(
                "Everyone sees which chamber Destroy sends under the pile, and which one "
                "Magical Shift takes into a hand. The tiles a Dwarf puts back go face down: only "
                "the Dwarf knows them, and whoever draws them later keeps them secret."
            ),
        ),
        None,
    ),
    RulesPage(
        N_("Later-edition options"),
        (
            N_(
                "Valued coins: 28 face-down coins worth 1, 2 or 3 gold, and 10 gold wins. You "
                "see your own coins; others see only how many you hold. A steal takes a random "
                "coin."
            ),
            N_(
                "The Drakon figure: three empty chambers carry the dragon's mark. When the "
                "first is placed, whoever placed it sets the dragon in a chamber with no hero "
                "(not the Start). "
                "Entering a marked chamber lets you move the dragon up to 3 chambers."
            ),
            N_(
                "A hero the dragon lands on, or who walks into its chamber, runs back to the "
                "Start and drops a random coin into the hoard."
            ),
        ),
        "drakon_options",
    ),
    RulesPage(
        N_("Controls"),
        (
            N_(
                "Look around: drag the map with the mouse, or use the arrow keys or the left "
                "stick. Zoom with the mouse wheel, the + and - keys, or the triggers. The camera "
                "follows the game until you pan or zoom; F or Home frames the lair again."
            ),
            N_(
                "Place: pick a tile in your hand (its number key, or Tab and Enter), then a "
                "glowing square: click it, or walk to it with the arrows and press Enter. Turn "
                "the tile with R, a right-click, or the wheel while it is picked."
            ),
            N_(
                "Move: click a lit chamber (or select it with the arrows) and confirm with "
                "Enter. Chamber effects that need a choice light up their options the same way."
            ),
            N_(
                "H asks for a hint, U undoes, Esc opens the menu, and the log on the side "
                "tells what every player did."
            ),
        ),
        None,
    ),
)

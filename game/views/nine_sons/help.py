"""The Nine Sons of Dragon rules help, in our own words (a summary of ../shared/rules/nine-sons.md).

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
                "Two rivals try to tame the nine sons of the dragon. Each son is a card "
                "on the table, and each is worth points."
            ),
            N_(
                "You tame a son by building a tower of three dice on one of its two "
                "squares. Whoever owns the die on top of that tower takes the card."
            ),
            N_(
                "The game is short: it stops as soon as someone holds 7 points or only "
                "four sons are left on the table. Most points wins."
            ),
        ),
        "board",
    ),
    RulesPage(
        N_("Setting up"),
        (
            N_(
                "Each player has six dice of one colour, showing 1, 2, 3, 4, 5 and 6. "
                "The dice are never rolled: they are numbered pieces that keep their "
                "face all game."
            ),
            N_(
                "Six of the nine cards are dealt face up in three rows of two. Each "
                "card has two squares, so the table is a grid of 3 rows by 4 columns. "
                "Squares next to each other (up, down, left, right) are neighbours, "
                "even across card edges."
            ),
            N_(
                "The other three cards wait face down to replace tamed sons. A coin "
                "toss picks who starts."
            ),
        ),
        "board",
    ),
    RulesPage(
        N_("Your turn: place a die"),
        (
            N_("On your turn you do exactly one thing: place a die, or move a stack."),
            N_(
                "To place, take any die from your hand and put it on an empty square. "
                "You may never place on top of a square that already holds dice."
            ),
            N_(
                "A square holds at most three dice. A tower of three is full: nothing can enter it."
            ),
        ),
        "place",
    ),
    RulesPage(
        N_("Your turn: sow a stack"),
        (
            N_(
                "To move, pick a square whose top die is yours and lift the whole "
                "stack, keeping its order. A stack of 1, 2 or 3 dice travels exactly "
                "that many squares."
            ),
            N_(
                "At each square you enter, leave the bottom die of the lifted stack "
                "there. The die that was on top (yours) lands last."
            ),
            N_(
                "Each step goes to a neighbouring square you have not visited this turn "
                "(the start counts as visited) that holds fewer than three dice. The "
                "path may turn. If the stack cannot finish its whole journey, that move "
                "is not allowed."
            ),
        ),
        "sowing",
    ),
    RulesPage(
        N_("Which die may land where"),
        (
            N_(
                "A die may always drop onto an empty square. On a stack, compare the "
                "die you drop with the die on top: it must be equal or higher."
            ),
            N_(
                "The numbers form a ring: a 1 beats a 6. So a 1 may land on a 6, and a "
                "6 may NOT land on a 1. Every other pair follows the usual order."
            ),
            N_("This check is made for every single die as you sow, one square at a time."),
        ),
        "ring",
    ),
    RulesPage(
        N_("Rule option: the sowing check"),
        (
            N_(
                "The two texts of the rules disagree on which die is checked while a stack "
                "is sown. By default we follow Board Game Arena: each die is checked as it is "
                "dropped, the bottom die first."
            ),
            N_(
                "The original how-to-play page checks the moving stack's top die (your own "
                "die) against the top die of every square it enters, whatever die is dropped "
                "there. To play that way, set 'Sowing check' to 'The stack's top die' in the "
                "setup."
            ),
            N_(
                "Example: your 5 sits on a 2 and the next square's top die is a 4. By default "
                "the 2 is dropped there and may not land on the 4. With the top-die reading "
                "the 5 is checked, so the 2 may go. The ring (1 beats 6) and Pulao's rule "
                "apply to whichever die is checked."
            ),
        ),
        "sowing_check",
    ),
    RulesPage(
        N_("Taming a son"),
        (
            N_(
                "After every action, look for towers of three dice. The card under such "
                "a tower is tamed by the owner of the tower's top die, even if that is "
                "not the player who just moved. Dropping your rival's die on top can "
                "hand them a card, wanted or not."
            ),
            N_(
                "The tamer takes the card and scores its points. All dice left on that "
                "card go back to their owners' hands, and a card from the face-down "
                "pile fills the gap."
            ),
            N_("Taming is automatic: you cannot refuse a son."),
        ),
        "taming",
    ),
    RulesPage(
        N_("Gentle and picky sons"),
        (
            N_(
                "Green sons (Qiuniu, Bi'an, Fuxi) are gentle: any tower of three tames "
                "them. Each is worth 1 point."
            ),
            N_(
                "Yellow sons are picky and worth 2. Suanni is tamed only while its card "
                "holds exactly three dice in all. Baxia only while its card holds four "
                "or more. Chaofeng only by a tower whose top die shows 5 or 6."
            ),
            N_(
                "A tower that fails a yellow son's test just waits there. It is checked "
                "again after every later action."
            ),
        ),
        "sons_calm",
    ),
    RulesPage(
        N_("Fierce sons"),
        (
            N_(
                "Red sons bend the rules. Pulao (3 points): every die lying on its card "
                "counts as a 1 when someone drops a die there, so anything but a 6 may "
                "land on it."
            ),
            N_("Yazi (-1): whoever tames it LOSES a point. Try to make your rival do it."),
            N_(
                "Chiwen (3 points): when tamed, the top die of the tower is swallowed "
                "and leaves the game for good; its owner plays on with five dice."
            ),
        ),
        "sons_fierce",
    ),
    RulesPage(
        N_("Several tames at once"),
        (
            N_(
                "One action can finish towers on more than one card. The player whose "
                "turn it is chooses the order, and the cards are tamed one at a time."
            ),
            N_(
                "If both squares of one card hold a tower and the two top dice belong "
                "to different players, the player whose turn it is decides who gets "
                "that card."
            ),
            N_(
                "The end of the game is checked after every single tame, so a game can "
                "stop before the remaining tames happen."
            ),
        ),
        "award",
    ),
    RulesPage(
        N_("End of the game"),
        (
            N_(
                "The game ends at once when a player reaches 7 points (the setup's "
                "'Target score' can make it 5 or 9), or when only four cards are left on "
                "the table (the spare pile is used up, so this happens after the fifth tame)."
            ),
            N_(
                "Then the most points wins. If the points are level, whoever tamed more "
                "cards wins. If that is level too, the game is a draw."
            ),
            N_(
                "A player who cannot place or move at the start of their turn loses at "
                "once, whatever the score."
            ),
        ),
        "end",
    ),
    RulesPage(
        N_("Our rulings"),
        (
            N_(
                "The printed card values are not public, so we use: green 1, yellow 2, "
                "Pulao 3, Chiwen 3, Yazi -1. Yazi still counts as a card for the "
                "tie-break."
            ),
            N_(
                "Pulao, by default: only dice already on its card read as 1. The die you "
                "drop keeps its face, so a 6 may never land there."
            ),
            N_(
                "When the pile is empty, a tamed card's two squares vanish: no one may "
                "enter, cross or place there."
            ),
            N_(
                "If the very same position (board, hands, cards and player to move) "
                "comes up a third time, the game ends and is scored as usual."
            ),
        ),
        "rulings",
    ),
)

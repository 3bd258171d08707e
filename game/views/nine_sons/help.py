"""The Nine Sons of Dragon rules help, in our own words (a summary of ../shared/rules/nine-sons.md).

Each page is a heading, short paragraphs and the id of a diagram drawn by diagrams.py. Every
string is an English msgid; the help scene translates it as it draws.
"""

from __future__ import annotations

from game.views.help_pages import RulesPage

PAGES: tuple[RulesPage, ...] = (
    RulesPage(
        "The goal",
        (
            "Two rivals try to tame the nine sons of the dragon. Each son is a card on the "
            "table, and each is worth points.",
            "You tame a son by building a tower of three dice on one of its two squares. "
            "Whoever owns the die on top of that tower takes the card.",
            "The game is short: it stops as soon as someone holds 7 points or only four sons "
            "are left on the table. Most points wins.",
        ),
        "board",
    ),
    RulesPage(
        "Setting up",
        (
            "Each player has six dice of one colour, showing 1, 2, 3, 4, 5 and 6. The dice are "
            "never rolled: they are numbered pieces that keep their face all game.",
            "Six of the nine cards are dealt face up in three rows of two. Each card has two "
            "squares, so the table is a grid of 3 rows by 4 columns. Squares next to each other "
            "(up, down, left, right) are neighbours, even across card edges.",
            "The other three cards wait face down to replace tamed sons. A coin toss picks who "
            "starts.",
        ),
        "board",
    ),
    RulesPage(
        "Your turn: place a die",
        (
            "On your turn you do exactly one thing: place a die, or move a stack.",
            "To place, take any die from your hand and put it on an empty square. You may never "
            "place on top of a square that already holds dice.",
            "A square holds at most three dice. A tower of three is full: nothing can enter it.",
        ),
        "place",
    ),
    RulesPage(
        "Your turn: sow a stack",
        (
            "To move, pick a square whose top die is yours and lift the whole stack, keeping its "
            "order. A stack of 1, 2 or 3 dice travels exactly that many squares.",
            "At each square you enter, leave the bottom die of the stack in your hand. The die "
            "that was on top (yours) lands last.",
            "Each step goes to a neighbouring square you have not visited this turn (the start "
            "counts as visited) that holds fewer than three dice. The path may turn. If the stack "
            "cannot finish its whole journey, that move is not allowed.",
        ),
        "sowing",
    ),
    RulesPage(
        "Which die may land where",
        (
            "A die may always drop onto an empty square. On a stack, compare the die you drop "
            "with the die on top: it must be equal or higher.",
            "The numbers form a ring: a 1 beats a 6. So a 1 may land on a 6, and a 6 may NOT "
            "land on a 1. Every other pair follows the usual order.",
            "This check is made for every single die as you sow, one square at a time.",
        ),
        "ring",
    ),
    RulesPage(
        "Taming a son",
        (
            "After every action, look for towers of three dice. The card under such a tower is "
            "tamed by the owner of the tower's top die, even if that is not the player who just "
            "moved. Dropping your rival's die on top can hand them a card, wanted or not.",
            "The tamer takes the card and scores its points. All dice left on that card go back "
            "to their owners' hands, and a card from the face-down pile fills the gap.",
            "Taming is automatic: you cannot refuse a son.",
        ),
        "taming",
    ),
    RulesPage(
        "Gentle and picky sons",
        (
            "Green sons (Qiuniu, Bi'an, Fuxi) are gentle: any tower of three tames them. "
            "Each is worth 1 point.",
            "Yellow sons are picky and worth 2. Suanni is tamed only while its card holds exactly "
            "three dice in all. Baxia only while its card holds four or more. Chaofeng only by a "
            "tower whose top die shows 5 or 6.",
            "A tower that fails a yellow son's test just waits there. It is checked again after "
            "every later action.",
        ),
        "sons_calm",
    ),
    RulesPage(
        "Fierce sons",
        (
            "Red sons bend the rules. Pulao (3 points): every die lying on its card counts as a "
            "1 when someone drops a die there, so anything but a 6 may land on it.",
            "Yazi (-1): whoever tames it LOSES a point. Try to make your rival do it.",
            "Chiwen (3 points): when tamed, the top die of the tower is swallowed and leaves the "
            "game for good; its owner plays on with five dice.",
        ),
        "sons_fierce",
    ),
    RulesPage(
        "Several tames at once",
        (
            "One action can finish towers on more than one card. The player whose turn it is "
            "chooses the order, and the cards are tamed one at a time.",
            "If both squares of one card hold a tower and the two top dice belong to different "
            "players, the player whose turn it is decides who gets that card.",
            "The end of the game is checked after every single tame, so a game can stop before "
            "the remaining tames happen.",
        ),
        "award",
    ),
    RulesPage(
        "End of the game",
        (
            "The game ends at once when a player reaches 7 points, or when only four cards are "
            "left on the table (the spare pile is used up, so this happens after the fifth tame).",
            "Then the most points wins. If the points are level, whoever tamed more cards wins. "
            "If that is level too, the game is a draw.",
            "A player who cannot place or move at the start of their turn loses at once, "
            "whatever the score.",
        ),
        "end",
    ),
    RulesPage(
        "Our rulings",
        (
            "The printed card values are not public, so we use: green 1, yellow 2, Pulao 3, "
            "Chiwen 3, Yazi -1. Yazi still counts as a card for the tie-break.",
            "Pulao: only dice already on its card read as 1. The die you drop keeps its face, "
            "so a 6 may never land there.",
            "When the pile is empty, a tamed card's two squares vanish: no one may enter, cross "
            "or place there.",
            "If the very same position (board, hands, cards and player to move) comes up a third "
            "time, the game ends and is scored as usual.",
        ),
        "rulings",
    ),
)

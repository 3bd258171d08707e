"""The Wyvern rules help, in our own words (a summary of ../shared/rules/wyvern.md, never a
publisher's text): the goal, the decks and the field, setup, the seven phases, gold and costs,
range by rows, battles, terrain and Scouts, Help, every card kind and its timing, the hand and
the piles, scoring between games, the three decks, our rulings (the engine's RULINGS), the
options and the controls.

Each page is a heading, short paragraphs and the id of a diagram drawn by diagrams.py. Every
string is an English msgid marked with N_; the help scene translates it as it draws.
"""

from __future__ import annotations

from game.core.text import N_
from game.rules.wyvern.rules import RULINGS
from game.views.help_pages import RulesPage

PAGES: tuple[RulesPage, ...] = (
    RulesPage(
        N_("The goal"),
        (
            N_(
                "You command dragons hidden on a battlefield. A game ends the moment one "
                "player's six battle positions are all empty: that player loses."
            ),
            N_(
                "A match is several games. After each game both players score victory points; "
                "the match ends after a game in which someone reaches 100, and the most points "
                "win."
            ),
        ),
        "goal",
    ),
    RulesPage(
        N_("Two decks and the field"),
        (
            N_(
                "Each player has two decks: the Dragon Lair (dragons and terrain) and the "
                "Treasure Horde (treasures and actions). Each has its own discard pile."
            ),
            N_(
                "Your battlefield has six battle positions, a front row of three and a back row "
                "of three, and four treasure positions, two beside each row."
            ),
            N_(
                "Between the players lies the Gold Mine: every payment goes into it and all the "
                "gold you gain comes out of it."
            ),
        ),
        "field",
    ),
    RulesPage(
        N_("Setting up a game"),
        (
            N_(
                "Shuffle both decks. Look at the top six cards of your Lair and place them face "
                "down in your battle positions, in any order you like. Your rival sees only "
                "their backs."
            ),
            N_(
                "Draw seven cards from your Horde and take 25 gold. There is no mulligan. The "
                "first player draws on the first turn too."
            ),
        ),
        "setup",
    ),
    RulesPage(
        N_("A turn in seven phases"),
        (
            N_(
                "Draw one Horde card. Place at most one treasure, paying its cost. Swap two of "
                "your positions, or move a card into an empty one."
            ),
            N_(
                "First action phase, then the battle phase with at most one attack, then the "
                "second action phase. Last, discard down to seven cards."
            ),
            N_(
                "In every phase you act first; when you pass, your rival may answer. A phase "
                "ends when both pass in a row."
            ),
        ),
        "phases",
    ),
    RulesPage(
        N_("Gold and costs"),
        (
            N_(
                "Gold pays for everything. A dragon costs its power plus its gold icons, paid "
                "once, the first time it turns face up. Turned down and up again, it is free."
            ),
            N_(
                "Treasures and actions cost their gold icons when played. A terrain costs "
                "nothing: its icons are the gold its owner gains when it triggers."
            ),
            N_("You can never pay more than you have. Running out of gold is no loss."),
        ),
        "costs",
    ),
    RulesPage(
        N_("Range by rows"),
        (
            N_(
                "Range counts rows, never columns. A dragon without a keyword attacks only from "
                "your front row, and only your rival's front row."
            ),
            N_(
                "A Flyer hits both rows from your front row and the front row from your back "
                "row. A Super Flyer hits any card from anywhere."
            ),
            N_(
                "An empty row is skipped: if a front row is empty, the back row behind it counts "
                "as the front row."
            ),
        ),
        "range",
    ),
    RulesPage(
        N_("Attacks and battles"),
        (
            N_(
                "Choose one of your dragons (a face-down one turns up now and pays) and one "
                "card in range. A face-down target turns up; a dragon pays, or is killed."
            ),
            N_(
                "Dragon against dragon is a battle: both players take turns playing battle "
                "cards or Help, starting with the attacker, until both pass."
            ),
            N_(
                "Higher power wins and the loser is killed; a tie kills both. A killed card "
                "goes to the discard pile and its position stays empty."
            ),
        ),
        "battle",
    ),
    RulesPage(
        N_("Terrain and Scouts"),
        (
            N_(
                "A terrain checks its condition against the attacker. If it triggers, its "
                "effect hits the attacker, its owner gains its gold, and the position is "
                "refilled face down from the top of the Lair."
            ),
            N_("If it does not trigger, the terrain is destroyed and the position stays empty."),
            N_(
                "A Scout destroys any terrain it attacks without setting it off: no effect, no "
                "gold, no refill."
            ),
        ),
        "terrain",
    ),
    RulesPage(
        N_("Help"),
        (
            N_(
                "A face-up dragon with Help may join a battle of another of your dragons in the "
                "same row: pay the gold its Help names and add its power."
            ),
            N_(
                "Help ignores range, and a helper does not fight: it stays whatever the battle's "
                "result. Each dragon may help once per battle."
            ),
        ),
        "help",
    ),
    RulesPage(
        N_("Treasures and actions"),
        (
            N_(
                "A treasure goes beside a row that holds a card and works for that row. Actions "
                "are played in the action phases, by either player."
            ),
            N_(
                "A Hidden Action goes face down and sideways under a face-down card. When that "
                "card turns up, it takes effect if it applies; otherwise it is discarded."
            ),
            N_(
                "A Dragon Slayer kills a dragon in your first action phase; you may play one, "
                "and then you have no battle that turn."
            ),
        ),
        "kinds_own",
    ),
    RulesPage(
        N_("Intercepts and battle cards"),
        (
            N_(
                "An Intercept answers an attack on your card before that card is revealed; "
                "some fight as a dragon in the attacked row."
            ),
            N_(
                "Battle actions add power during a battle; a Battle reaction answers the battle "
                "card just played. A Reaction answers an Action, a Hidden Action or a Dragon "
                "Slayer as it is played."
            ),
        ),
        "kinds_answer",
    ),
    RulesPage(
        N_("Hand and piles"),
        (
            N_(
                "You start with seven cards and may hold more during your turn; in the discard "
                "phase you discard down to seven."
            ),
            N_(
                "A pile that runs out is no loss: you simply draw nothing. A killed dragon never "
                "comes back; only a terrain that triggers refills its position."
            ),
            N_(
                "When both Hordes are empty and no card has left the battlefield for eight "
                "turns in a row, the game ends: more occupied positions win it, then more gold; "
                "else it is drawn."
            ),
        ),
        "hand",
    ),
    RulesPage(
        N_("Scoring between games"),
        (
            N_(
                "The winner of a game scores 25, plus one for each dragon and each terrain left "
                "on their battlefield, plus their gold."
            ),
            N_(
                "The loser scores half their gold, rounded down. Then both start again with 25 "
                "gold and fresh cards, and the loser of the game starts the next one."
            ),
        ),
        "scoring",
    ),
    RulesPage(
        N_("The three decks"),
        (
            N_(
                "Stormwing flies: it pays more for each dragon but reaches the back row. "
                "Stoneheart holds the ground with terrain and treasures. Shadowscale clears "
                "terrain with Scouts and strikes with hidden actions and slayers."
            ),
            N_(
                "A Lair holds at least 20 cards, every dragon different, at most four of each "
                "terrain; a Horde holds at least 50, at most four of each card. Build your own "
                "in the deck builder."
            ),
        ),
        "decks",
    ),
    RulesPage(
        N_("Our rulings"),
        (N_("Where the rules leave a question open, this game decides so:"), *RULINGS[:4]),
    ),
    RulesPage(
        N_("Our rulings (continued)"),
        RULINGS[4:],
    ),
    RulesPage(
        N_("Options"),
        (
            N_("Deck: each player chooses a deck, one of the three or one built in the builder."),
            N_("Match length: 100 victory points, or 50 for a shorter match."),
            N_(
                "Scoring: the standard 25 plus cards plus gold; or 25 plus gold; or gold only. "
                "The loser always scores half their gold."
            ),
            N_(
                "Redeploy reveal: instead of attacking you may swap two positions; with this "
                "option one face-down dragon among them turns up without paying."
            ),
            N_(
                "Stalemate guard: the eight quiet turns that end a game count once both Hordes "
                "are empty, or at any time, which ends a standoff sooner."
            ),
        ),
    ),
    RulesPage(
        N_("Controls"),
        (
            N_(
                "Everything you may choose now is lit: click it, or move with Tab or the arrow "
                "keys and press Enter. Esc takes back a half-made choice."
            ),
            N_(
                "P passes. In the battle phase R switches between attacking and redeploying. D "
                "shows the full text of the card under the pointer."
            ),
            N_("Esc opens the menu with these rules; H asks for a hint, U undoes."),
        ),
    ),
)
"""The help pages, in reading order (msgids; the help scene translates them)."""

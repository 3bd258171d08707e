"""Rules help content per game, as data: pages of a title, short paragraphs and a diagram id.

Every word here is our own summary of the rules digest in /work/shared/rules, not a publisher's
text. `RulesHelpScene` draws the pages; the diagram ids name small pictures it draws by code
(see `game.scenes.rules_help.DIAGRAMS`). A game without text yet gets a short placeholder page,
so adding a game's help is just adding an entry to `RULES_TEXT`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.views.drakon.help import DRAKON_PAGES


@dataclass(frozen=True)
class RulesPage:
    """One help page: a heading, paragraphs (each wrapped on screen) and an optional diagram."""

    title: str
    paragraphs: tuple[str, ...]
    diagram: str | None = None


NINE_SONS: tuple[RulesPage, ...] = (
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

DRAGON_BRIDGE: tuple[RulesPage, ...] = (
    RulesPage(
        "The goal",
        (
            "Two wizards stand in the middle of a narrow bridge. A dragon sits beyond one end.",
            "You win by escaping: start your turn on an EXIT square (the orange end far from the "
            "dragon) and perform any MOVE, even a MOVE of 0. A TELEPORT never escapes.",
            "You lose if you end your own gem phase on a THREATENED square (the orange end next "
            "to the dragon): it pounces. Wins and losses only happen on your own turn.",
        ),
        "bridge_board",
    ),
    RulesPage(
        "The bridge",
        (
            "The bridge has 18 squares. Five orange squares at each end, four gem squares, and "
            "two centre squares in the middle where the wizards start.",
            "Which end is the EXIT and which is in DANGER depends only on where the dragon is. "
            "When the dragon flies to the other end, the two swap at once.",
            "Wizards may share a square and pass through each other.",
        ),
        "bridge_board",
    ),
    RulesPage(
        "Your turn",
        (
            "1. Play one card from your hand of four and do what it says. Its effects are "
            "mandatory where possible.",
            "2. Gem phase: you may take one gem action.",
            "3. If you stand on a THREATENED square now, the dragon pounces and you lose.",
            "4. Dragon check: the Nest may make the dragon fly or roost. Then refill your hand "
            "to four cards.",
        ),
        "bridge_card",
    ),
    RulesPage(
        "MOVE, TELEPORT and BUMP",
        (
            "First choose a direction, then a distance. MOVE and TELEPORT go up to their number "
            "(0 is allowed); a BUMP pushes your rival exactly its number of squares.",
            "A MOVE walks, a TELEPORT blinks (it never escapes). A rival bumped past the end of "
            "the bridge stops at the end and loses a READY gem.",
            "In this game: click a card, and the squares it can reach light up. Click one (or "
            "use the arrows and Enter). For a BUMP, the lit square is where your rival lands.",
        ),
        "bridge_moves",
    ),
    RulesPage(
        "Green gems",
        (
            "Each wizard has three green gems. A READY gem is face up, a DEPLETED one face down. "
            "You start with one READY.",
            "In the gem phase you may: READY a gem while standing on a gem square; spend a "
            "READY gem to TELEPORT 1 or BUMP 1; or spend three READY gems to gain a magic item.",
            "Items last all game. In the Basic game they are drawn blind; in the Full game you "
            "choose from a market of three.",
        ),
        "bridge_gems",
    ),
    RulesPage(
        "The Nest and the dragon",
        (
            "Every played card goes into the Nest. Count the wings on its face-up cards.",
            "At 9 visible wings the dragon FLIES to the other end of the bridge. The last card "
            "into the Nest goes under it: its Dragon Power now changes the rules for both of "
            "you. The other Nest cards return to the deck.",
            "If it does not fly and the Nest holds 7 cards, it ROOSTS: the Nest returns to the "
            "deck and one new card starts it again. Watch the wing meter next to the Nest.",
        ),
        "bridge_flight",
    ),
    RulesPage(
        "Wizards, items and hacks",
        (
            "The Basic game ignores wizard powers: it is the best first game, and it shows tips "
            "on the board (press T to hide them).",
            "In the Full game each player has a wizard with powers; some trigger on your rival's "
            "turn, and then the game asks you. Powers marked RED are mandatory.",
            "Bridge Hacking (Full game): every BUMP earns a white gem; spend them in the gem "
            "phase on hacks such as a Trapdoor or a Barricade placed on the bridge.",
        ),
        "bridge_card",
    ),
)


DRAKON: tuple[RulesPage, ...] = tuple(RulesPage(*page) for page in DRAKON_PAGES)

RULES_TEXT: dict[str, tuple[RulesPage, ...]] = {
    "nine-sons": NINE_SONS,
    "dragon-bridge": DRAGON_BRIDGE,
    "drakon": DRAKON,
}


def pages_for(slug: str, title: str | None = None) -> tuple[RulesPage, ...]:
    """The help pages of `slug`, or a single placeholder page for a game without text yet."""
    pages = RULES_TEXT.get(slug)
    if pages:
        return pages
    name = title or slug.replace("-", " ").title()
    return (
        RulesPage(
            name,
            (
                f"The rules of {name} are still being written.",
                "They will appear here when the game can be played.",
            ),
            None,
        ),
    )

"""The nine dragon-son cards of The Nine Sons of Dragon as one data table.

Every proposed value ([P] in the rules digest, chiefly the points) lives here and only here, so
a correction from the printed cards is a one-line change. Rule summaries are in our own words.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.text import N_

GREEN = "green"
YELLOW = "yellow"
RED = "red"

# Special-rule codes the engine switches on (kept as small ints for speed).
EFFECT_NONE = 0
EFFECT_EXACTLY_THREE = 1  # Suanni: the card holds exactly 3 dice in total
EFFECT_FOUR_OR_MORE = 2  # Baxia: the card holds at least 4 dice in total
EFFECT_HIGH_TOP = 3  # Chaofeng: the 3-stack's top die shows 5 or 6
EFFECT_COUNTS_AS_ONE = 4  # Pulao: dice lying on the card read as 1 when compared
EFFECT_MINUS_POINT = 5  # Yazi: taming it costs a point (its value is negative)
EFFECT_REMOVE_TOP = 6  # Chiwen: the tamer's top die leaves the game


@dataclass(frozen=True)
class Card:
    """One dragon son: identity, names, colour group, points and its special rule.

    `name` is the English name: a msgid the client translates, and the stable word action texts
    use ("tame Pulao"). `summary` is an English msgid too. `chinese` and `pinyin` are the son's
    own names, shown as they are.
    """

    id: int
    key: str
    name: str
    chinese: str
    pinyin: str
    group: str
    points: int
    effect: int
    summary: str


CARDS: tuple[Card, ...] = (
    Card(0, "qiuniu", N_("Qiuniu"), "囚牛", "qiúniú", GREEN, 1, EFFECT_NONE,
         N_("Gentle: any stack of three dice tames it.")),
    Card(1, "bian", N_("Bi'an"), "狴犴", "bì'àn", GREEN, 1, EFFECT_NONE,
         N_("Gentle: any stack of three dice tames it.")),
    Card(2, "fuxi", N_("Fuxi"), "负屃", "fùxì", GREEN, 1, EFFECT_NONE,
         N_("Gentle: any stack of three dice tames it.")),
    Card(3, "suanni", N_("Suanni"), "狻猊", "suānní", YELLOW, 2, EFFECT_EXACTLY_THREE,
         N_("Picky: tamed only while the whole card holds exactly three dice.")),
    Card(4, "baxia", N_("Baxia"), "霸下", "bàxià", YELLOW, 2, EFFECT_FOUR_OR_MORE,
         N_("Heavy: tamed only while the whole card holds four dice or more.")),
    Card(5, "chaofeng", N_("Chaofeng"), "嘲风", "cháofēng", YELLOW, 2, EFFECT_HIGH_TOP,
         N_("Proud: tamed only by a stack whose top die shows 5 or 6.")),
    Card(6, "pulao", N_("Pulao"), "蒲牢", "púláo", RED, 3, EFFECT_COUNTS_AS_ONE,
         N_("Roaring: every die lying on this card counts as a 1 when you drop onto it.")),
    Card(7, "yazi", N_("Yazi"), "睚眦", "yázì", RED, -1, EFFECT_MINUS_POINT,
         N_("Spiteful: whoever tames it loses a point.")),
    Card(8, "chiwen", N_("Chiwen"), "螭吻", "chīwěn", RED, 3, EFFECT_REMOVE_TOP,
         N_("Hungry: the tamer's top die is swallowed and leaves the game.")),
)  # fmt: skip

NUM_CARDS = len(CARDS)
CARD_POINTS: tuple[int, ...] = tuple(card.points for card in CARDS)
CARD_EFFECT: tuple[int, ...] = tuple(card.effect for card in CARDS)
CARD_NAMES: tuple[str, ...] = tuple(card.name for card in CARDS)
CARD_BY_NAME: dict[str, int] = {card.name: card.id for card in CARDS}
PULAO = CARD_BY_NAME["Pulao"]
CHIWEN = CARD_BY_NAME["Chiwen"]


def card_label(card_id: int) -> str:
    """The card with its points in English, e.g. 'Pulao +3' or 'Yazi -1' (transcripts, tests)."""
    card = CARDS[card_id]
    return f"{card.name} {card.points:+d}"

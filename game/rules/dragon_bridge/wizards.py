"""Dragon Bridge wizards as data (digest §8): 15 characters, 10 sourced names, 5 placeholders.

Each wizard is a bundle of numeric bonuses (0 = none) and named abilities; the engine reads the
fields, so a corrected card is a data edit. Powers are optional unless `red` names them
(mandatory whenever possible). Basic game: no wizard powers at all.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.text import N_

from .items import ITEM_COST


@dataclass(frozen=True)
class Wizard:
    """One wizard: bonuses, abilities and their numbers."""

    id: int
    key: str
    name: str
    text: str
    teleport_bonus: int = 0
    move_bonus_toward_centre: int = 0
    bump_bonus_toward_dragon: int = 0
    bump_bonus_away_centre: int = 0
    move_penalty_red: int = 0  # RED: MOVE max -n (min 1)
    bumped_reduction_red: int = 0  # RED: BUMPs against you -n (min 1)
    start_teleport: int = 0  # start of your turn: you may TELEPORT n
    pass_move: int = 0  # whenever the wizards pass: you may MOVE n
    flight_teleport: int = 0  # after every FLIGHT: you may TELEPORT n
    park_teleport: int = 0  # a parked READY gem returning: you may TELEPORT n
    abragail_move: int = 0  # began the turn with 1-2 READY gems: +n MOVE
    abragail_bump: int = 0  # ... and +n BUMP
    item_cost: int = 0  # items cost this many READY gems instead of 3 (0 = normal)
    max_items_red: int = 0  # RED: never hold more than n items (0 = no limit)
    stash: bool = False  # Andromeda Robin's gem action
    park: bool = False  # Gelf Lanz's gem action
    shakedown: bool = False  # Bill Milton: the rival may give a BUMP card after your action
    roost_search: bool = False  # Lori Ann-Davis: after a roost, swap a card with the deck
    roost_ready: bool = False  # Derby Pocket: after a roost, ready a gem
    trevor: bool = False  # gem action: a hand card face up into the Nest
    chiptune: bool = False  # your card enters the Nest: also flip the deck's top card there
    start_ready_ok: bool = False  # Venice Gorn: ready a gem on Start/Centre tiles
    no_end_gem_loss: bool = False  # bumped past the end never costs a gem
    bumped_ready: bool = False  # once per turn when BUMPED: you may ready a gem


WIZARDS: tuple[Wizard, ...] = (
    Wizard(0, "andromeda", N_("Andromeda Robin"),
           N_("+1 TELEPORT. Gem Action: stash all your gems; one returns READY at the start of "
              "each turn (both players')"),
           teleport_bonus=1, stash=True),
    Wizard(1, "gelf", N_("Gelf Lanz"),
           N_("+1 BUMP toward the Dragon. Gem Action: park a gem until your next turn"),
           bump_bonus_toward_dragon=1, park=True, park_teleport=2),
    Wizard(2, "bill", N_("Bill Milton"),
           N_("RED: MOVE -1. After your action the opponent may give you a BUMP card"),
           move_penalty_red=1, shakedown=True),
    Wizard(3, "lori", N_("Lori Ann-Davis"),
           N_("After every ROOST you may swap a hand card with one from the deck. "
              "+1 MOVE toward the centre"),
           move_bonus_toward_centre=1, roost_search=True),
    Wizard(4, "venice", N_("Venice Gorn"),
           N_("Start of turn: you may TELEPORT 1. Ready gems on Start and Centre tiles"),
           start_teleport=1, start_ready_ok=True),
    Wizard(5, "abragail", N_("Abragail"),
           N_("Began your turn with 1 or 2 READY gems: +1 MOVE and +1 BUMP all turn"),
           abragail_move=1, abragail_bump=1),
    Wizard(6, "derby", N_("Derby Pocket"), N_("After every ROOST: READY a gem. +1 TELEPORT"),
           teleport_bonus=1, roost_ready=True),
    Wizard(7, "bunny", N_("Bunny"), N_("Whenever the wizards pass each other: you may MOVE 2"),
           pass_move=2),
    Wizard(8, "trevor", N_("Trevor"), N_("Gem Action: put a hand card face up into the Nest"),
           trevor=True),
    Wizard(9, "chiptune", N_("Chiptune Lullaby"),
           N_("When your card enters the Nest you may flip the deck's top card into it too"),
           chiptune=True),
    Wizard(10, "potato", N_("The Potato"),
           N_("RED: BUMPs against you are -1. Bumped past the end costs you no gem"),
           bumped_reduction_red=1, no_end_gem_loss=True),
    Wizard(11, "demon", N_("Business Demon"), N_("Items cost 2 gems. RED: at most 2 items"),
           item_cost=2, max_items_red=2),
    Wizard(12, "skeleton", N_("Party Skeleton"), N_("After every FLIGHT: you may TELEPORT 3"),
           flight_teleport=3),
    Wizard(13, "bug-mage", N_("Bug Mage"), N_("+2 TELEPORT"), teleport_bonus=2),
    Wizard(14, "bear", N_("Stuffed Bear"),
           N_("+1 BUMP away from the centre. Once per turn when BUMPED you may READY a gem"),
           bump_bonus_away_centre=1, bumped_ready=True),
)  # fmt: skip

NUM_WIZARDS = len(WIZARDS)
WIZARD_NAMES: tuple[str, ...] = tuple(wizard.name for wizard in WIZARDS)
WIZARD_BY_NAME: dict[str, int] = {wizard.name: wizard.id for wizard in WIZARDS}
NO_WIZARD = Wizard(-1, "none", N_("Wizard"), N_("No powers (basic game)"))


def wizard(wizard_id: int) -> Wizard:
    """The wizard with this id; the powerless NO_WIZARD for -1 (basic game)."""
    return NO_WIZARD if wizard_id < 0 else WIZARDS[wizard_id]


def item_price(wizard_id: int) -> int:
    """READY gems the seat of this wizard depletes to gain an item (Business Demon pays less;
    -1, no wizard: the usual price)."""
    return wizard(wizard_id).item_cost or ITEM_COST

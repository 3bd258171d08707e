"""The card pool (digest §12, our own design) as data: one frozen CardDef per card.

A card is named by its dense index (0-89, the order of `CARDS`) everywhere in the engine; its id
("D01") is the stable text. Names and rules texts are English msgids (N_), written in our own
words for the player. Effects are a small vocabulary (`effect`: a verb and its parameters):

Dragons: ("defend", n) +n power when defending; ("kill-gold", n) gain n when it kills a dragon
in battle; ("terrain-proof",) attached terrain does not lower its power; ("rally", n) your other
dragons in its row +n when defending; ("no-reward",) a terrain it triggers pays its owner no
gold; ("upkeep", n) gain n at the start of your turn; ("peek", cost) look at an opposing
face-down card; ("reposition",) may swap after its attack.
Terrain: `trigger` ("always" | "not-flying" | "flying" | "power-at-most" n | "power-at-least" n
| "power-between" a b) and `effect` ("kill",) | ("attach-power", -n) | ("pin", cost) |
("bottom",) | ("none",) | ("drain", -n, gold).
Treasures: ("row-power", n, when) when in any/attack/defend/vs-flyers; ("all-power", n);
("upkeep", n); ("peek", cost); ("ward",); ("tithe", n); ("discount", n); ("wind",);
("burrow",); ("totem", n); ("rune",); ("watch", discount, power); ("harness",); ("mirror",);
("vault", discount); ("scales", gold); ("bones", n).
Actions: ("scry", n); ("march",); ("tribute", gold, discards); ("call",); ("flush", gold);
("draw", n); ("camouflage",); ("sabotage",); hidden ("hoard", n), ("hidden-power", n),
("tripwire",); slayers ("slay", max power, "any" | "flying" | "ground", gold), ("poison", -n);
intercepts ("interceptor", power), ("smoke",), ("hold", power, gold); battle ("pump", n, draws),
("war-cry", n); battle reactions ("counter",), ("retreat",); reactions ("negate",),
("decoy",), ("quick-wits", draws).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.text import N_

KINDS = (
    "dragon", "terrain", "treasure", "action", "hidden-own", "hidden-rival", "slayer",
    "intercept", "battle", "battle-reaction", "reaction",
)  # fmt: skip
"""Card kinds, in the order of their int codes (KIND[index])."""
(
    DRAGON, TERRAIN, TREASURE, ACTION, HIDDEN_OWN, HIDDEN_RIVAL, SLAYER, INTERCEPT, BATTLE,
    BATTLE_REACTION, REACTION,
) = range(11)  # fmt: skip
LAIR_KINDS = (DRAGON, TERRAIN)
NOT_FLYING, FLYER, SUPER_FLYER = 0, 1, 2


@dataclass(frozen=True)
class CardDef:
    """One card: id, dense index, name and text (msgids), kind, power, gold icons, keywords,
    the effect (verb + parameters) and, for terrain, the trigger."""

    id: str
    index: int
    name: str
    text: str
    kind: str
    power: int = 0
    icons: int = 0
    flyer: int = NOT_FLYING
    scout: bool = False
    help: int = 0
    effect: tuple[object, ...] = ()
    trigger: tuple[object, ...] = ()

    @property
    def kind_code(self) -> int:
        """The kind as an int (KINDS order)."""
        return KINDS.index(self.kind)


_RAW: list[tuple[object, ...]] = []


def _card(cid: str, name: str, text: str, kind: str, **fields: object) -> None:
    _RAW.append((cid, name, text, kind, fields))


# ---- dragons (§12.1) --------------------------------------------------------------------------
_card("D01", N_("Ashen Crawler"), N_("A plain dragon."), "dragon", power=2)
_card("D02", N_("Cave Drake"), N_("A plain dragon."), "dragon", power=3)
_card("D03", N_("Bog Wyrm"), N_("+1 power when defending."), "dragon", power=4,
      effect=("defend", 1))  # fmt: skip
_card("D04", N_("Granite Drake"), N_("A plain dragon."), "dragon", power=5)
_card("D05", N_("Ember Lindworm"), N_("When it kills a dragon in battle, gain 2 gold."),
      "dragon", power=5, icons=1, effect=("kill-gold", 2))  # fmt: skip
_card("D06", N_("Thornscale"), N_("Terrain attached to it does not lower its power."),
      "dragon", power=6, effect=("terrain-proof",))  # fmt: skip
_card("D07", N_("River Serpent"), N_("Help 2."), "dragon", power=4, icons=1, help=2)
_card("D08", N_("Hill Wyrm"), N_("Help 3."), "dragon", power=6, icons=1, help=3)
_card("D09", N_("Ironjaw"), N_("A plain dragon."), "dragon", power=7)
_card("D10", N_("Obsidian Wyrm"), N_("A plain dragon."), "dragon", power=8)
_card("D11", N_("Old Mountain Drake"),
      N_("Your other dragons in its row get +1 power when defending."), "dragon", power=9,
      icons=1, effect=("rally", 1))  # fmt: skip
_card("D12", N_("Molten Tyrant"), N_("A plain dragon."), "dragon", power=10)
_card("D13", N_("Deepdelver"),
      N_("A terrain it makes trigger gives its owner no gold."), "dragon", power=3,
      effect=("no-reward",))  # fmt: skip
_card("D14", N_("Hoard Warden"), N_("At the start of your turn, if face up, gain 1 gold."),
      "dragon", power=5, icons=2, effect=("upkeep", 1))  # fmt: skip
_card("D15", N_("Burrow Scout"), N_("Scout."), "dragon", power=1, scout=True)
_card("D16", N_("Reedrunner"), N_("Scout."), "dragon", power=1, scout=True)
_card("D17", N_("Dune Skink"), N_("Scout."), "dragon", power=2, scout=True)
_card("D18", N_("Pathfinder Drakeling"),
      N_("Scout. Pay 1 gold: look at one opposing face-down battle card."), "dragon",
      power=2, icons=1, scout=True, effect=("peek", 1))  # fmt: skip
_card("D19", N_("Gliding Scout"), N_("Scout. Flyer."), "dragon", power=1, icons=2,
      scout=True, flyer=FLYER)  # fmt: skip
_card("D20", N_("Dusk Wyvern"), N_("Flyer."), "dragon", power=3, icons=1, flyer=FLYER)
_card("D21", N_("Gale Wyvern"), N_("Flyer."), "dragon", power=4, icons=1, flyer=FLYER)
_card("D22", N_("Crimson Wyvern"), N_("Flyer."), "dragon", power=5, icons=1, flyer=FLYER)
_card("D23", N_("Storm Drake"), N_("Flyer."), "dragon", power=6, icons=1, flyer=FLYER)
_card("D24", N_("Cloud Serpent"), N_("Flyer. Help 2."), "dragon", power=4, icons=2,
      flyer=FLYER, help=2)  # fmt: skip
_card("D25", N_("Hawkwing Drake"), N_("Flyer. -1 power when defending."), "dragon", power=5,
      icons=1, flyer=FLYER, effect=("defend", -1))  # fmt: skip
_card("D26", N_("Frostwing"), N_("Flyer."), "dragon", power=7, icons=1, flyer=FLYER)
_card("D27", N_("Sky Tyrant"), N_("Super Flyer."), "dragon", power=6, icons=2,
      flyer=SUPER_FLYER)  # fmt: skip
_card("D28", N_("Sunwheel Dragon"), N_("Super Flyer."), "dragon", power=7, icons=2,
      flyer=SUPER_FLYER)  # fmt: skip
_card("D29", N_("Void Wyrm"), N_("Super Flyer."), "dragon", power=8, icons=3,
      flyer=SUPER_FLYER)  # fmt: skip
_card("D30", N_("Comet Dragon"),
      N_("Super Flyer. After its attack, if it survived, you may swap it with another of "
         "your battle positions."), "dragon", power=5, icons=3, flyer=SUPER_FLYER,
      effect=("reposition",))  # fmt: skip

# ---- terrain (§12.2): icons = the gold its owner gains when it triggers -----------------------
_card("T01", N_("Sucking Mire"), N_("Kills an attacker that does not fly."), "terrain",
      icons=2, trigger=("not-flying",), effect=("kill",))  # fmt: skip
_card("T02", N_("Thunderhead Crags"), N_("Kills a flying attacker."), "terrain", icons=2,
      trigger=("flying",), effect=("kill",))  # fmt: skip
_card("T03", N_("Lava Field"), N_("Kills an attacker of power 5 or less."), "terrain",
      icons=2, trigger=("power-at-most", 5), effect=("kill",))  # fmt: skip
_card("T04", N_("Slayer's Keep"), N_("Kills an attacker of power 7 or more."), "terrain",
      icons=3, trigger=("power-at-least", 7), effect=("kill",))  # fmt: skip
_card("T05", N_("Glacier"), N_("Attaches to the attacker: -3 power."), "terrain", icons=1,
      trigger=("always",), effect=("attach-power", -3))  # fmt: skip
_card("T06", N_("Bramble Wood"),
      N_("Attaches to the attacker: it cannot attack. Its owner may pay 3 gold in their "
         "first action phase to discard this."), "terrain", icons=1, trigger=("always",),
      effect=("pin", 3))  # fmt: skip
_card("T07", N_("Mirror Lake"),
      N_("An attacker of power 6 or less goes to the bottom of its owner's Lair pile."),
      "terrain", icons=1, trigger=("power-at-most", 6), effect=("bottom",))  # fmt: skip
_card("T08", N_("Gold Seam Gorge"), N_("Always triggers; no harm to the attacker."),
      "terrain", icons=4, trigger=("always",), effect=("none",))  # fmt: skip
_card("T09", N_("Hunter's Snare"), N_("Kills an attacker of power 3 to 6."), "terrain",
      icons=2, trigger=("power-between", 3, 6), effect=("kill",))  # fmt: skip
_card("T10", N_("Sacred Grove"),
      N_("Attaches to the attacker: -1 power, and its owner loses 2 gold."), "terrain",
      icons=2, trigger=("always",), effect=("drain", -1, 2))  # fmt: skip

# ---- treasures (§12.3): icons = cost ----------------------------------------------------------
_card("R01", N_("Dragon Banner"), N_("Your dragons in this row: +1 power."), "treasure",
      icons=3, effect=("row-power", 1, "any"))  # fmt: skip
_card("R02", N_("Shield of Scales"), N_("Your dragons in this row: +2 power when defending."),
      "treasure", icons=3, effect=("row-power", 2, "defend"))  # fmt: skip
_card("R03", N_("War Horn"), N_("Your dragons in this row: +2 power when attacking."),
      "treasure", icons=3, effect=("row-power", 2, "attack"))  # fmt: skip
_card("R04", N_("Hoard Chest"), N_("At the start of your turn, gain 1 gold."), "treasure",
      icons=5, effect=("upkeep", 1))  # fmt: skip
_card("R05", N_("Crystal Eye"), N_("Pay 1 gold: look at one opposing face-down battle card."),
      "treasure", icons=2, effect=("peek", 1))  # fmt: skip
_card("R06", N_("Ward Stone"), N_("Dragon Slayers cannot target your dragons in this row."),
      "treasure", icons=3, effect=("ward",))  # fmt: skip
_card("R07", N_("Tithe Bowl"), N_("When your terrain in this row triggers, gain 2 more gold."),
      "treasure", icons=2, effect=("tithe", 2))  # fmt: skip
_card("R08", N_("Summoning Altar"), N_("Your dragons in this row cost 2 less to reveal."),
      "treasure", icons=4, effect=("discount", 2))  # fmt: skip
_card("R09", N_("Wind Chimes"), N_("Your Flyers in this row attack like Super Flyers."),
      "treasure", icons=4, effect=("wind",))  # fmt: skip
_card("R10", N_("Burrow Map"),
      N_("Your Scouts in this row may attack the front row from your back row."),
      "treasure", icons=2, effect=("burrow",))  # fmt: skip
_card("R11", N_("Bone Totem"), N_("When one of your dragons in this row is killed, gain 2 gold."),
      "treasure", icons=3, effect=("totem", 2))  # fmt: skip
_card("R12", N_("Rune of Return"),
      N_("When one of your dragons in this row would be killed, discard this instead and turn "
         "the dragon face down."), "treasure", icons=3, effect=("rune",))  # fmt: skip
_card("R13", N_("Watchtower"),
      N_("Intercepts against attacks on this row cost 1 less; interceptors get +1 power."),
      "treasure", icons=3, effect=("watch", 1, 1))  # fmt: skip
_card("R14", N_("Dragon Harness"),
      N_("Once per turn, in your move phase, make one extra swap with a card of this row."),
      "treasure", icons=4, effect=("harness",))  # fmt: skip
_card("R15", N_("Mirror Shield"), N_("Opposing Scouts attacking this row are not Scouts."),
      "treasure", icons=3, effect=("mirror",))  # fmt: skip
_card("R16", N_("Ember Brazier"),
      N_("Your dragons in this row: +1 power in battles against flying dragons."),
      "treasure", icons=2, effect=("row-power", 1, "vs-flyers"))  # fmt: skip
_card("R17", N_("Sealed Vault"),
      N_("The opponent cannot play Hidden Actions on this row; yours here cost 1 less."),
      "treasure", icons=4, effect=("vault", 1))  # fmt: skip
_card("R18", N_("Merchant's Scales"), N_("Discard a card from your hand: gain 2 gold."),
      "treasure", icons=2, effect=("scales", 2))  # fmt: skip
_card("R19", N_("Ancestral Bones"), N_("Your face-up dragons in this row without Help get Help 2."),
      "treasure", icons=3, effect=("bones", 2))  # fmt: skip
_card("R20", N_("Crown of the Wyrm"), N_("All your dragons: +1 power."), "treasure", icons=6,
      effect=("all-power", 1))  # fmt: skip

# ---- actions (§12.4): icons = cost -------------------------------------------------------------
_card("A01", N_("Scrying"), N_("Look at 2 opposing face-down battle cards."), "action",
      icons=1, effect=("scry", 2))  # fmt: skip
_card("A02", N_("Forced March"), N_("Swap two of your battle positions."), "action", icons=1,
      effect=("march",))  # fmt: skip
_card("A03", N_("Tribute"), N_("Gain 3 gold, then discard a card from your hand."), "action",
      icons=0, effect=("tribute", 3, 1))  # fmt: skip
_card("A04", N_("Call of the Lair"),
      N_("Put the top card of your Lair pile face down into an empty battle position."),
      "action", icons=2, effect=("call",))  # fmt: skip
_card("A05", N_("Flush Out"),
      N_("Turn an opposing face-down card face up. A dragon's owner pays for it or turns it "
         "back down; if it goes back down, you gain 2 gold."), "action", icons=2,
      effect=("flush", 2))  # fmt: skip
_card("A06", N_("Treasure Hunt"), N_("Draw 2 cards."), "action", icons=2, effect=("draw", 2))
_card("A07", N_("Camouflage"), N_("Turn one of your face-up battle cards face down."), "action",
      icons=1, effect=("camouflage",))  # fmt: skip
_card("A08", N_("Sabotage"), N_("Discard an opposing treasure."), "action", icons=3,
      effect=("sabotage",))  # fmt: skip
_card("A09", N_("Hidden Hoard"),
      N_("Hidden, under your card. If it is a terrain that triggers: gain 3 more gold."),
      "hidden-own", icons=1, effect=("hoard", 3))  # fmt: skip
_card("A10", N_("Sleeping Giant"),
      N_("Hidden, under your card. If it is a dragon: +3 power while attached."),
      "hidden-own", icons=2, effect=("hidden-power", 3))  # fmt: skip
_card("A11", N_("Cursed Egg"),
      N_("Hidden, under an opposing card. If it is a dragon: -2 power while attached."),
      "hidden-rival", icons=2, effect=("hidden-power", -2))  # fmt: skip
_card("A12", N_("Tripwire"),
      N_("Hidden, under an opposing card. If it is a terrain that triggers: no gold and no "
         "refill."), "hidden-rival", icons=1, effect=("tripwire",))  # fmt: skip
_card("A13", N_("Wandering Knight"), N_("Dragon Slayer: kill a dragon of power 4 or less; gain "
      "1 gold."), "slayer", icons=3, effect=("slay", 4, "any", 1))  # fmt: skip
_card("A14", N_("Sky Hunter"), N_("Dragon Slayer: kill a flying dragon of power 7 or less."),
      "slayer", icons=4, effect=("slay", 7, "flying", 0))  # fmt: skip
_card("A15", N_("Bounty Hunter"),
      N_("Dragon Slayer: kill a dragon that does not fly, of power 6 or less; gain 2 gold."),
      "slayer", icons=4, effect=("slay", 6, "ground", 2))  # fmt: skip
_card("A16", N_("Dragonslayer Champion"), N_("Dragon Slayer: kill a dragon of power 9 or less."),
      "slayer", icons=7, effect=("slay", 9, "any", 0))  # fmt: skip
_card("A17", N_("Poisoner"), N_("Dragon Slayer: attach to a dragon: -3 power."), "slayer",
      icons=3, effect=("poison", -3))  # fmt: skip
_card("A18", N_("Interceptor Wing"), N_("Intercept with power 4."), "intercept", icons=3,
      power=4, effect=("interceptor", 4))  # fmt: skip
_card("A19", N_("Guardian Drake"), N_("Intercept with power 7."), "intercept", icons=5,
      power=7, effect=("interceptor", 7))  # fmt: skip
_card("A20", N_("Smoke Screen"),
      N_("Intercept: the attacker must choose another target, or the attack ends."),
      "intercept", icons=2, effect=("smoke",))  # fmt: skip
_card("A21", N_("Hold the Line"),
      N_("Intercept: a dragon target gets +2 power for this battle; a terrain that triggers "
         "gives 1 more gold."), "intercept", icons=2, effect=("hold", 2, 1))  # fmt: skip
_card("A22", N_("Fury"), N_("Battle: +2 power to your dragon."), "battle", icons=2,
      effect=("pump", 2, 0))  # fmt: skip
_card("A23", N_("Dragonfire"), N_("Battle: +4 power to your dragon."), "battle", icons=3,
      effect=("pump", 4, 0))  # fmt: skip
_card("A24", N_("Feint"), N_("Battle: +1 power to your dragon; draw a card."), "battle",
      icons=1, effect=("pump", 1, 1))  # fmt: skip
_card("A25", N_("War Cry"),
      N_("Battle: +1 power for each of your other face-up dragons in your dragon's row."),
      "battle", icons=2, effect=("war-cry", 1))  # fmt: skip
_card("A26", N_("Counter-Roar"), N_("Battle reaction: cancel the battle card just played."),
      "battle-reaction", icons=2, effect=("counter",))  # fmt: skip
_card("A27", N_("Retreat"),
      N_("Battle reaction, defender only: the battle ends and both dragons stay."),
      "battle-reaction", icons=1, effect=("retreat",))  # fmt: skip
_card("A28", N_("Negate"), N_("Reaction: cancel an Action, Hidden Action or Dragon Slayer."),
      "reaction", icons=3, effect=("negate",))  # fmt: skip
_card("A29", N_("Decoy"),
      N_("Reaction to a Dragon Slayer: you choose its target instead, or it is cancelled."),
      "reaction", icons=2, effect=("decoy",))  # fmt: skip
_card("A30", N_("Quick Wits"), N_("Reaction to any action card: draw a card."), "reaction",
      icons=1, effect=("quick-wits", 1))  # fmt: skip


def _build() -> tuple[CardDef, ...]:
    built = []
    for index, (cid, name, text, kind, fields) in enumerate(_RAW):
        assert isinstance(fields, dict)
        built.append(CardDef(str(cid), index, str(name), str(text), str(kind), **fields))
    return tuple(built)


CARDS: tuple[CardDef, ...] = _build()
"""Every card, index = dense card index."""
NUM_CARDS = len(CARDS)
BY_ID: dict[str, int] = {card.id: card.index for card in CARDS}
"""Card id ("D01") -> dense index."""

# Flat per-index tables for the hot path.
KIND: tuple[int, ...] = tuple(card.kind_code for card in CARDS)
POWER: tuple[int, ...] = tuple(card.power for card in CARDS)
ICONS: tuple[int, ...] = tuple(card.icons for card in CARDS)
FLY: tuple[int, ...] = tuple(card.flyer for card in CARDS)
SCOUT: tuple[bool, ...] = tuple(card.scout for card in CARDS)
HELP: tuple[int, ...] = tuple(card.help for card in CARDS)
VERB: tuple[str, ...] = tuple(str(card.effect[0]) if card.effect else "" for card in CARDS)
EFFECT: tuple[tuple[object, ...], ...] = tuple(card.effect for card in CARDS)
TRIGGER: tuple[tuple[object, ...], ...] = tuple(card.trigger for card in CARDS)


def card_id(index: int) -> str:
    """The stable id of a card index."""
    return CARDS[index].id


def is_lair(index: int) -> bool:
    """True for dragons and terrain (the Dragon Lair deck)."""
    return KIND[index] in LAIR_KINDS

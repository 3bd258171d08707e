"""Screens a candidate deck change without changing the data: replaces a preconstructed deck's
Lair (CANDIDATES) or Horde (HORDE_CANDIDATES) in `DECKS` for this process, then runs
`tools.wyvern_balance` with the remaining arguments (keep `--jobs 1`: spawned workers would load
the unchanged data). For example (session 12's
plan 7; docs/arena/wyvern_s12_runs.sh and wyvern_s13_runs.sh hold every screen's command):

    .venv/bin/python docs/arena/wyvern_deck_screen.py A balance --level hard \\
        --pairings stormwing-stoneheart --seed 6000 --first 0 --matches 5 --cpu-caps --json F

Session 12 (arming Stormwing): candidate A turns Stormwing's three Gold Seam Gorges (harmless,
4 gold a trigger) into a fourth Sucking Mire (kills an attacker that does not fly) and two
Slayer's Keeps (kills an attacker of power 7 or more): Stoneheart's big ground dragons won 14
of 15 games against Stormwing under the sampled-search Hard. Candidate B goes half as far (one
Gorge kept, one Keep).

Session 13 (costing Stoneheart, too strong against both other decks under that Hard):
candidate X trades its strongest dragon, Molten Tyrant (D12, power 10), for Ashen Crawler
(D01, power 2); candidate Z also trades Old Mountain Drake (D11, power 9) for Burrow Scout
(D15, a power-1 Scout), leaving Stoneheart's biggest dragons at 7 and 8.

Session 14 (Shadowscale, which Stoneheart still beat in 61 % of their games under Hard16, and
whose Gold Seam Gorges add turns: an attacked Gorge always triggers, harms nobody, pays 4 gold
and refills its position): candidate P turns Shadowscale's two Gorges into two Hunter's Snares
(kills an attacker of power 3 to 6, 2 gold); candidate Q into one Snare and a third Slayer's
Keep (kills an attacker of power 7 or more, 3 gold). Neither kept Shadowscale level with
Stormwing under Normal (without the Gorges' gold it fell behind), so plan 11 keeps the Gorges
and turns Shadowscale's Glaciers (T05: always triggers, -3 power while attached, 1 gold) into
Snares instead: R both, S one. S passed its Normal screens, but under Hard16 Stormwing won
0.657 of their games (a guess: Stormwing's 7-power flyers step over a Snare, while the Glacier
it replaced harms every attacker). Plan 13 leaves the Lair and screens Shadowscale's Horde:
H1 trades a Wandering Knight (A13, slays power <= 4) for a third Dragonslayer Champion (A16,
slays power <= 9); H2 a Burrow Map (R10) for a third Poisoner (A17, -3 power). None of the six
passed (docs/wyvern-balance.md, "Session 14").

Session 15 (the side that is ahead instead: Stoneheart, 61 % of its games against Shadowscale
under Hard16, and Stormwing's seat-0 edge against Stoneheart under Normal): Stoneheart's Horde
trades Mirror Shields (R15: opposing Scouts attacking the row are not Scouts; Shadowscale's Lair
has five Scouts, Stormwing's two) for Ember Braziers (R16: +1 power in battles against flying
dragons; Stormwing's Lair is mostly flyers): M1 one of the two, M2 both. Either should cost
Stoneheart against Shadowscale and help it against Stormwing.

Session 16 (M2 brought Stoneheart-Shadowscale to even under Hard16, but Stormwing then beat
Stoneheart 0.60-0.69 from seat 1 at both levels): both Mirror Shields go, as in M2, and in their
place a card that answers Stormwing more than Shadowscale. Counter-Roar (A26: battle reaction,
cancel the battle card just played) meets Stormwing's thirteen battle cards (Fury, Dragonfire,
Feint, War Cry) against Shadowscale's three Feints: N1 two Counter-Roars, N2 one Counter-Roar and
one Ember Brazier.

Session 17 (N1 left Stoneheart-Shadowscale where data 13 had it, ~61 % under Hard16): a
Shadowscale terrain that answers Stoneheart's ground dragons and not Stormwing's flyers. C1
trades one of its two Slayer's Keeps (T04: kills an attacker of power 7 or more; Stoneheart has
three such dragons, Stormwing three) for a Sucking Mire (T01: kills an attacker that does not
fly; Stoneheart's thirteen non-Scout dragons all walk, Stormwing has three that do).
Shadowscale's game leans on Dragon Slayers (eleven) and hidden actions under the opponent's cards
(eight); Stormwing holds three Slayers and none of those. Stoneheart's answers to Slayers are
nearly dead cards against Stormwing, so trading them for cards good against both should cost
Stoneheart against Shadowscale only: K1 trades both Decoys (A29: redirect or cancel a Slayer) for
a fourth Tribute (A03) and a fourth Fury (A22); K2 also its Ward Stone (R06: Slayers cannot
target the row) for a fourth Shield of Scales (R02: +2 power defending). C1 moved Stoneheart-
Shadowscale under Hard16 but handed Stormwing-Shadowscale to Stormwing under Normal, so C3 and C4
keep both Keeps and put the Mire in place of the Mirror Lake (T07: an attacker of power 6 or less
goes to the bottom of its Lair pile) or of a Gold Seam Gorge (T08: harmless, 4 gold).

Session 18 (every trade of a Shadowscale terrain for the Mire handed Stormwing-Shadowscale to
Stormwing under Normal): the Mire comes in without a terrain going out. D1 adds it as a
twenty-first Lair card (a Lair may hold more than 20; a candidate's size is no longer checked
against the deck's, and `decks._ids` now refuses a card listed twice, the slip that check
guarded against); D2 trades Dusk Wyvern (D20, a 3-power flyer, added in session 6) for it, D3
Reedrunner (D16, one of Shadowscale's five Scouts).

Session 19 (D3 became data 14; games with Stoneheart run longest, in standoffs where a seat has
only face-down terrain left and the other will not attack into it, and Scouts attack terrain
safely; Stoneheart's Lair has one): E1 gives Stoneheart the Reedrunner Shadowscale gave up, in
place of Ashen Crawler (D01, a plain power-2 dragon); E2 also trades Cave Drake (D02, power 3)
for Burrow Scout (D15).

Session 22 (under the rules option "Stalemate guard: At any time", the guard's judgements give
Stoneheart-Shadowscale to Shadowscale: when judged, Stoneheart's battlefield holds 1.7 cards
against 2.5; a Lair card reaches an empty position only through a triggered terrain or Call of
the Lair): G1 gives Stoneheart a fourth Call of the Lair (A04) for one of its two Camouflages
(A07), data 14's Horde otherwise. G1 moved Stoneheart-Shadowscale 7 points (one seat to 0.617)
and cost Stoneheart a little against Stormwing, so G2 takes the Call's place from a card that
counts against Shadowscale only: one of the two Decoys (A29, an answer to Dragon Slayers:
Shadowscale plays eleven, Stormwing three).
"""

import sys

sys.path.insert(0, ".")

from game.rules.wyvern import decks  # noqa: E402
from game.rules.wyvern.decks import Deck, problems  # noqa: E402
from tools import wyvern_balance  # noqa: E402

# Data 13's Stoneheart terrain and Shadowscale dragons (a candidate spells its whole Lair)
_STONEHEART_TERRAIN = "T02x2 T04x2 T06 T09"
_SHADOWSCALE_DRAGONS = "D09 D13 D15 D16 D17 D18 D19 D20 D21 D25 D27 D29 D30"
CANDIDATES = {
    "A": (
        "stormwing",
        "D02 D04 D09 D15 D19 D20 D21 D22 D23 D24 D26 D28 T01x4 T03x2 T04x2",
    ),
    "B": (
        "stormwing",
        "D02 D04 D09 D15 D19 D20 D21 D22 D23 D24 D26 D28 T01x4 T03x2 T04 T08",
    ),
    "X": (
        "stoneheart",
        "D01 D02 D03 D04 D05 D06 D07 D08 D09 D10 D11 D13 D14 D17 " + _STONEHEART_TERRAIN,
    ),
    "Z": (
        "stoneheart",
        "D01 D02 D03 D04 D05 D06 D07 D08 D09 D10 D13 D14 D15 D17 " + _STONEHEART_TERRAIN,
    ),
    "P": ("shadowscale", _SHADOWSCALE_DRAGONS + " T07 T05x2 T04x2 T09x2"),
    "Q": ("shadowscale", _SHADOWSCALE_DRAGONS + " T07 T05x2 T04x3 T09"),
    "R": ("shadowscale", _SHADOWSCALE_DRAGONS + " T07 T04x2 T08x2 T09x2"),
    "S": ("shadowscale", _SHADOWSCALE_DRAGONS + " T07 T05 T04x2 T08x2 T09"),
    "C1": ("shadowscale", _SHADOWSCALE_DRAGONS + " T01 T04 T05x2 T07 T08x2"),
    "C3": ("shadowscale", _SHADOWSCALE_DRAGONS + " T01 T04x2 T05x2 T08x2"),
    "C4": ("shadowscale", _SHADOWSCALE_DRAGONS + " T01 T04x2 T05x2 T07 T08"),
    "D1": ("shadowscale", _SHADOWSCALE_DRAGONS + " T01 T04x2 T05x2 T07 T08x2"),
    "D2": ("shadowscale", _SHADOWSCALE_DRAGONS.replace(" D20", "") + " T01 T04x2 T05x2 T07 T08x2"),
    "D3": ("shadowscale", _SHADOWSCALE_DRAGONS.replace(" D16", "") + " T01 T04x2 T05x2 T07 T08x2"),
    "E1": (
        "stoneheart",
        "D02 D03 D04 D05 D06 D07 D08 D09 D10 D11 D13 D14 D16 D17 " + _STONEHEART_TERRAIN,
    ),
    "E2": (
        "stoneheart",
        "D03 D04 D05 D06 D07 D08 D09 D10 D11 D13 D14 D15 D16 D17 " + _STONEHEART_TERRAIN,
    ),
}
"""Candidate -> (deck replaced, its new Lair); the Horde stays."""

_SHADOWSCALE_HORDE = "R05x3 R13x2 R17x2 R18x2 A01x3 A08x2 A09x2 A10x2 A11x4 A12x4 A15x4 A20x2 "
_STONEHEART_HORDE = (
    "R02x3 R06 R18x2 R07x3 R11x2 R12x2 A03x3 A04x3 A05x2 A07x2 A09x3 A10x2 A14x3 A15x2 A17x2 "
    "A19x2 A21x2 A22x3 A27x2 A28x2 A29x2 "
)
_STONEHEART_HORDE_K = (  # data 13's Stoneheart Horde less R02, R06, A03, A22 and the Decoys
    "R07x3 R11x2 R12x2 R15x2 R18x2 A04x3 A05x2 A07x2 A09x3 A10x2 A14x3 A15x2 A17x2 A19x2 A21x2 "
    "A27x2 A28x2 "
)
HORDE_CANDIDATES = {
    "H1": ("shadowscale", _SHADOWSCALE_HORDE + "R10x3 A13x2 A16x3 A17x2 A24x3 A26x2 A29x2 A30"),
    "H2": ("shadowscale", _SHADOWSCALE_HORDE + "R10x2 A13x3 A16x2 A17x3 A24x3 A26x2 A29x2 A30"),
    "M1": ("stoneheart", _STONEHEART_HORDE + "R15 R16"),
    "M2": ("stoneheart", _STONEHEART_HORDE + "R16x2"),
    "N1": ("stoneheart", _STONEHEART_HORDE + "A26x2"),
    "N2": ("stoneheart", _STONEHEART_HORDE + "R16 A26"),
    "K1": ("stoneheart", _STONEHEART_HORDE_K + "R02x3 R06 A03x4 A22x4"),
    "K2": ("stoneheart", _STONEHEART_HORDE_K + "R02x4 A03x4 A22x4"),
    "G1": (
        "stoneheart",
        _STONEHEART_HORDE.replace("A04x3", "A04x4").replace("A07x2", "A07") + "R15x2",
    ),
    "G2": (
        "stoneheart",
        _STONEHEART_HORDE.replace("A04x3", "A04x4").replace("A29x2", "A29") + "R15x2",
    ),
}
"""Candidate -> (deck replaced, its new Horde); the Lair stays."""


def main(argv: list[str]) -> int:
    """Swap the candidate's deck in, then run the balance tool."""
    if argv[0] in HORDE_CANDIDATES:
        name, horde = HORDE_CANDIDATES[argv[0]]
        old = decks.DECKS[name]
        deck = Deck(old.lair, Deck.of({}, decks._ids(horde)).horde, old.name)
    else:
        name, lair = CANDIDATES[argv[0]]
        old = decks.DECKS[name]
        deck = Deck(Deck.of(decks._ids(lair), {}).lair, old.horde, old.name)
    assert not problems(deck), problems(deck)
    decks.DECKS[name] = deck
    return wyvern_balance.main(argv[1:])


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Screens a candidate deck change without changing the data: replaces a preconstructed deck in
`DECKS` for this process, then runs `tools.wyvern_balance` with the remaining arguments (keep
`--jobs 1`: spawned workers would load the unchanged data). Session 12's plan 7 (a screen for
the next session's data step; no data changed this session):

    .venv/bin/python docs/arena/wyvern_deck_screen_s12.py A balance --level hard \\
        --pairings stormwing-stoneheart --seed 6000 --first 0 --matches 5 --cpu-caps --json F

Candidate A: Stormwing's three Gold Seam Gorges (harmless, 4 gold a trigger) become a fourth
Sucking Mire (kills an attacker that does not fly) and two Slayer's Keeps (kills an attacker of
power 7 or more): Stoneheart's big ground dragons won 14 of 15 games against it under the
sampled-search Hard, and defensive terrain only matters when it is attacked (the old Hard's
Stoneheart rarely attacked). Candidate B (plan 8) goes half as far: one Gorge kept, one Keep.
"""

import sys

sys.path.insert(0, ".")

from game.rules.wyvern import decks  # noqa: E402
from game.rules.wyvern.decks import Deck, problems  # noqa: E402
from tools import wyvern_balance  # noqa: E402

CANDIDATES = {
    "A": (
        "stormwing",
        "D02 D04 D09 D15 D19 D20 D21 D22 D23 D24 D26 D28 T01x4 T03x2 T04x2",
    ),
    "B": (
        "stormwing",
        "D02 D04 D09 D15 D19 D20 D21 D22 D23 D24 D26 D28 T01x4 T03x2 T04 T08",
    ),
}
"""Candidate -> (deck replaced, its new Lair); the Horde stays."""


def main(argv: list[str]) -> int:
    """Swap the candidate's deck in, then run the balance tool."""
    name, lair = CANDIDATES[argv[0]]
    old = decks.DECKS[name]
    deck = Deck(Deck.of(decks._ids(lair), {}).lair, old.horde, old.name)
    assert not problems(deck), problems(deck)
    decks.DECKS[name] = deck
    return wyvern_balance.main(argv[1:])


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

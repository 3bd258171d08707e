"""How often a balance table of a given size reads every deck inside 40-60 % when the decks are
what another table says (issue 15's "seat by seat" reading), under the simplest model: every game
an independent coin of the true share (games in one match share a seed and a score, so the true
spread is somewhat wider and these chances are if anything too kind).

    .venv/bin/python docs/arena/wyvern_band_power.py SIZE.json [TRUTH.json] [--times K]

SIZE.json: a balance table (tools.wyvern_balance table) whose games per pairing and seat are
taken (`--times K`: K times as many); TRUTH.json: the table whose deck-0 share by seat is taken
as the truth (default: every share 0.5, perfectly even decks). The readings: deck 0's share
overall and in each seat (a mirror: seat 0's share), each inside [0.40, 0.60]. Prints, per
pairing, the chance that its readings are all inside, and the chance for the whole table;
200,000 draws, seed 17.
"""

from __future__ import annotations

import json
import sys

import numpy as np

LOW, HIGH, DRAWS = 0.40, 0.60, 200_000


def seat_games(row: dict) -> tuple[int, int]:
    """Games with deck 0 in seat 0 and in seat 1."""
    wins = row["wins_by_deck_and_seat"]
    return wins["deck0_seat0"] + wins["deck1_seat1"], wins["deck0_seat1"] + wins["deck1_seat0"]


def main(argv: list[str]) -> int:
    """Print the chances."""
    times = 1.0
    if "--times" in argv:
        at = argv.index("--times")
        times, argv = float(argv[at + 1]), argv[:at] + argv[at + 2 :]
    size = json.load(open(argv[0]))["summary"]["pairings"]
    truth = json.load(open(argv[1]))["summary"]["pairings"] if len(argv) > 1 else None
    rng = np.random.default_rng(17)
    table_ok = np.ones(DRAWS, dtype=bool)
    for pairing, row in size.items():
        n0, n1 = (round(n * times) for n in seat_games(row))
        p0, p1 = truth[pairing]["deck0_share_by_seat"] if truth else (0.5, 0.5)
        w0, w1 = rng.binomial(n0, p0, DRAWS), rng.binomial(n1, p1, DRAWS)
        a, b = pairing.split("-")
        if a == b:  # a mirror: seat 0's share (deck 0 in seat 0 wins, or deck 0 in seat 1 loses)
            share = (w0 + (n1 - w1)) / (n0 + n1)
            ok = (share >= LOW) & (share <= HIGH)
        else:
            ok = np.ones(DRAWS, dtype=bool)
            for share in ((w0 + w1) / (n0 + n1), w0 / n0, w1 / n1):
                ok &= (share >= LOW) & (share <= HIGH)
        table_ok &= ok
        print(
            f"{pairing:24s} games {n0:4d} + {n1:4d}  truth by seat {p0:.3f} / {p1:.3f}  "
            f"all readings inside: {ok.mean():.3f}"
        )
    print(f"{'whole table':24s} all readings inside: {table_ok.mean():.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

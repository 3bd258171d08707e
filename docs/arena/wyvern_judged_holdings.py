"""What each side held when the stalemate guard judged a Wyvern game (session 22, issue 15).

Plays a balance table's own matches again (seed BASE + index, seats swapped by index, the
rules option "Stalemate guard: At any time"; the same games as `tools.wyvern_balance balance`
with those arguments, checked against the table's winners) with a watch hook that only reads the
state, and for every game the guard judged ("quiet") keeps the last position before it ended:
each side's dragons and terrain on its battlefield, its gold, and the cards left in its Lair and
Horde. From a checkout's root:

    python docs/arena/wyvern_judged_holdings.py normal stoneheart-shadowscale 0 25 OUT.json

then `python docs/arena/wyvern_judged_holdings.py --summary OUT.json [OUT2.json ...]`.
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import Counter
from typing import Any

sys.path.insert(0, ".")

from ai.cpu_guard import count_cpu_only  # noqa: E402
from game.rules.wyvern import WyvernRules  # noqa: E402
from game.rules.wyvern.cards import DRAGON, KIND, TERRAIN  # noqa: E402
from tools.wyvern_balance import make_config_bot, match_seed, play_out  # noqa: E402
from tools.wyvern_games import games_played  # noqa: E402

BASE = 6000
FIELDS = ("dragons", "terrain", "gold", "lair_left", "horde_left")


def holdings(s: Any, seat: int) -> dict[str, int]:
    """The seat's battlefield by kind, gold, and the cards left in its two piles."""
    cards = [s.card[seat * 6 + p] for p in range(6)]
    return {
        "dragons": sum(c >= 0 and KIND[c] == DRAGON for c in cards),
        "terrain": sum(c >= 0 and KIND[c] == TERRAIN for c in cards),
        "gold": s.gold[seat],
        "lair_left": len(s.pile[seat * 2]) + len(s.bottom[seat * 2]),
        "horde_left": len(s.pile[seat * 2 + 1]) + len(s.bottom[seat * 2 + 1]),
    }


def judged_games(level: str, decks: tuple[str, str], index: int) -> list[dict[str, Any]]:
    """Match `index` played as the balance tool plays it; its judged games with the holdings."""
    swap = index % 2
    deck_of_seat = [decks[swap], decks[1 - swap]]  # deck k sits in seat k, swapped when odd
    options = {"stalemate": "any_time", "deck": deck_of_seat}
    state = WyvernRules().new_initial_state(2, options)
    bots = [make_config_bot(level) for _ in (0, 1)]
    last: dict[int, list[dict[str, int]]] = {}

    def watch(s: Any, _seat: int) -> None:
        last[s.game] = [holdings(s, 0), holdings(s, 1)]

    play_out(state, bots, match_seed(BASE, index), watch)
    found = []
    for game in games_played(state):
        if game["why"] == "quiet":
            held = last[game["game"]]
            winner = game["winner"]
            found.append({
                "index": index,
                "game": game["game"],
                "turns": game["turns"],
                "winner_deck": deck_of_seat[winner] if winner >= 0 else None,
                "by_deck": {deck_of_seat[seat]: held[seat] for seat in (0, 1)},
            })  # fmt: skip
    return found


def summary(rows: list[dict[str, Any]]) -> None:
    """Print who won the judged games and each deck's mean holdings at the judgement."""
    print(len(rows), "judged games; won by", dict(Counter(r["winner_deck"] for r in rows)))
    for deck in sorted({d for r in rows for d in r["by_deck"]}):
        means = {k: round(statistics.mean(r["by_deck"][deck][k] for r in rows), 2) for k in FIELDS}
        print(f"  {deck}: {means}")
    more = Counter()
    for r in rows:
        (a, ha), (b, hb) = sorted(r["by_deck"].items())
        pa, pb = ha["dragons"] + ha["terrain"], hb["dragons"] + hb["terrain"]
        more[f"{a} more" if pa > pb else f"{b} more" if pb > pa else "equal"] += 1
    print("  positions held:", dict(more))


def main(argv: list[str]) -> int:
    """Play and save (level pairing first count OUT), or summarise saved files (--summary)."""
    if argv[0] == "--summary":
        summary([row for path in argv[1:] for row in json.load(open(path))])
        return 0
    level, pairing, first, count, out = argv[0], argv[1], int(argv[2]), int(argv[3]), argv[4]
    decks = tuple(pairing.split("-"))
    count_cpu_only()  # the time caps count CPU seconds, as the balance runs' --cpu-caps
    rows = []
    for index in range(first, first + count):
        rows.extend(judged_games(level, decks, index))  # type: ignore[arg-type]
        print(index, len(rows), file=sys.stderr)
    with open(out, "w") as handle:
        json.dump(rows, handle)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

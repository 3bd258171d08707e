"""How a Wyvern balance table's games ended, per pairing: the share over 40 turns, the games each
game-end reason closed, their mean length and deck 0's share of the decided ones (in a mirror:
the side in seat 0 in the even matches). Read from a table's JSON (tools.wyvern_balance table),
so it counts the games exactly as the table did.

    .venv/bin/python docs/arena/wyvern_game_ends.py docs/arena/TABLE.json
"""

import json
import statistics
import sys
from collections import defaultdict


def deck0_won(record: dict, game: dict) -> bool:
    """Whether the game went to deck 0 (seat_of[0] is deck 0's seat in that match)."""
    return game["winner"] == record["seat_of"][0]


def main(path: str) -> None:
    """Print a line per pairing and a line per reason under it."""
    table = json.load(open(path, encoding="utf-8"))
    by_pairing: dict[str, list[tuple[dict, dict]]] = defaultdict(list)
    for record in table["matches"]:
        for game in record["games"]:
            by_pairing["-".join(record["decks"])].append((record, game))
    for name in table["summary"]["pairings"]:
        games = by_pairing[name]
        long = sum(1 for _r, g in games if g["turns"] > 40)
        print(f"{name}: {len(games)} games, over 40 turns {long} ({long / len(games):.1%})")
        by_reason: dict[str, list[tuple[dict, dict]]] = defaultdict(list)
        for record, game in games:
            by_reason[game["why"]].append((record, game))
        for reason, ended in sorted(by_reason.items(), key=lambda item: -len(item[1])):
            decided = [(r, g) for r, g in ended if g["winner"] >= 0]
            share = sum(deck0_won(r, g) for r, g in decided) / len(decided) if decided else 0.0
            turns = statistics.mean(g["turns"] for _r, g in ended)
            print(f"    {reason:13} {len(ended):4} games, mean {turns:5.1f} turns, "
                  f"deck 0 won {share:.3f} of the {len(decided)} decided")  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1])

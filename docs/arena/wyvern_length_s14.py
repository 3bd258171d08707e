"""Why Wyvern games run long (issue 15's 12-18 turns), counted per deck pairing on the balance
tables' own matches (`tools.wyvern_balance` balance, seed 6000 + index, the same seats and
dice, one level in both seats). Per game: turns; the battle phases in which the active seat had
no legal attack, and why (no dragon of its own on the field; dragons, none with a target in
range; dragons in range it cannot pay to reveal); and the turns spent in quiet stretches (6 or
more turns in a row in which no card left a battle position). Session 14 found the long games'
extra turns are standoffs: one side has no dragon left on the field, only face-down terrain,
and the other will not (or cannot) attack into it, often for dozens of turns; most such games
end late by an emptied field, some by the stalemate guard (§8). From the repository root:

    .venv/bin/python docs/arena/wyvern_length_s14.py normal 12 [pairing ...]
"""

import collections
import statistics
import sys

sys.path.insert(0, ".")

from game.rules.wyvern import WyvernRules, board  # noqa: E402
from game.rules.wyvern.actions import ATTACK, split  # noqa: E402
from game.rules.wyvern.frames import F_BATTLE  # noqa: E402
from tools.wyvern_balance import make_config_bot, match_seed, play_out  # noqa: E402
from tools.wyvern_games import games_played  # noqa: E402

PAIRINGS = ("stormwing-stormwing", "stormwing-stoneheart", "stormwing-shadowscale",
            "stoneheart-stoneheart", "stoneheart-shadowscale", "shadowscale-shadowscale")  # fmt: skip
QUIET_RUN = 6


def why_no_attack(state, seat: int) -> str:
    """Why `seat`, in its battle phase, has no legal attack."""
    dragons = [p for p in range(seat * 6, seat * 6 + 6)
               if state.card[p] >= 0 and board.is_dragon(state, p)]  # fmt: skip
    if not dragons:
        return "no dragon on the field"
    if not any(board.has_target(state, p) for p in dragons):
        return "dragons, none in range"
    return "cannot pay"


class Watch:
    """Counts per game while a match is played (`play_out`'s watch)."""

    def __init__(self) -> None:
        self.games: dict[int, collections.Counter[str]] = collections.defaultdict(
            collections.Counter
        )
        self.turn = (-1, -1)
        self.left = -1
        self.run = 0

    def flush(self, game: int) -> None:
        """Close a quiet stretch (counted if long enough)."""
        if self.run >= QUIET_RUN:
            self.games[game]["quiet turns"] += self.run
        self.run = 0

    def __call__(self, state, seat: int) -> None:
        game = state.game
        if (game, state.turn) != self.turn:
            if self.turn[0] != game:
                self.flush(self.turn[0])
            elif state.left == self.left:
                self.run += 1
            else:
                self.flush(game)
            self.turn, self.left = (game, state.turn), state.left
        if state.stack and state.stack[-1][0] == F_BATTLE:
            if not any(split(a)[0] == ATTACK for a in state.legal_actions()):
                self.games[game]["no attack: " + why_no_attack(state, seat)] += 1


def pairing(level: str, decks: tuple[str, str], matches: int) -> None:
    """Play the matches and print the means per game."""
    counts: list[collections.Counter[str]] = []
    for index in range(matches):
        seat_decks = [decks[index % 2], decks[1 - index % 2]]
        state = WyvernRules().new_initial_state(2, {"deck": seat_decks})
        watch = Watch()
        play_out(state, [make_config_bot(level) for _seat in (0, 1)],
                 match_seed(6000, index), watch)  # fmt: skip
        watch.flush(watch.turn[0])
        for game in games_played(state):
            row = watch.games[game["game"]]
            row["turns"] = game["turns"]
            row["ended by the stalemate guard (share)"] = game["why"] == "stalemate"
            counts.append(row)
    keys = sorted({k for row in counts for k in row})
    long = [row for row in counts if row["turns"] > 40]
    print(f"{'-'.join(decks)}: {len(counts)} games, {len(long)} over 40 turns")
    for key in keys:
        every = statistics.mean(row[key] for row in counts)
        over = statistics.mean(row[key] for row in long) if long else 0.0
        print(f"    {key:38s} per game {every:6.2f}   in games over 40 turns {over:6.2f}")


def main(argv: list[str]) -> None:
    """Level, matches per pairing, then the pairings (all six by default)."""
    for name in argv[2:] or PAIRINGS:
        first, _, second = name.partition("-")
        pairing(argv[0], (first, second), int(argv[1]))


if __name__ == "__main__":
    main(sys.argv[1:])

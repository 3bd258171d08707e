"""What a shorter stalemate guard would do to Wyvern's game length (issue 15's 12-18 turns),
counted on the balance tables' own matches, with the rules unchanged.

The digest's guard (§8 [P]) ends a game after 8 turns in a row in which no card left a battle
position, but only once both Horde piles are empty (about 43 turns of each seat), and judges it:
more occupied positions, then more gold, else a draw. Session 14 found that the games over 40
turns, which carry every pairing's mean out of 12-18 but the Stormwing mirror's, are standoffs of
that kind long before the piles run out. This replays matches as `tools.wyvern_balance` plays them
(seed 6000 + index, deck 0 in seat 0 in even matches, one level in both seats, CPU caps) and, per
game, finds where a guard counting N quiet turns WITHOUT the piles' condition would have ended it
and whom it would have judged the winner (positions, then gold, at the start of the next turn,
which differs from the guard's own moment only by start-of-turn gold). The games are played out
as the rules have them, so each later game of a match is the real one, not the one a shorter
game would have led to: the figures are per game, an estimate of the option, not a table of it.

    .venv/bin/python docs/arena/wyvern_quiet_guard.py normal FIRST MATCHES [pairing ...]

prints, per pairing and N, the mean / median game length, the share of games the guard would cut,
how many of those it would hand to the seat that won the real game, and deck 0's game share with
the cut games judged (the real share beside it).
"""

import statistics
import sys

sys.path.insert(0, ".")

from ai.cpu_guard import count_cpu_only  # noqa: E402
from game.rules.wyvern import WyvernRules, board  # noqa: E402
from tools.wyvern_balance import make_config_bot, match_seed, play_out  # noqa: E402
from tools.wyvern_games import games_played  # noqa: E402

PAIRINGS = ("stormwing-stormwing", "stormwing-stoneheart", "stormwing-shadowscale",
            "stoneheart-stoneheart", "stoneheart-shadowscale", "shadowscale-shadowscale")  # fmt: skip
LIMITS = (6, 8, 10, 12)
"""Quiet turns in a row after which the counted guard would end the game."""


class TurnStarts:
    """Per game, one snapshot per turn (from turn 1: turn 0 is the setup) at its first decision,
    after the draw: (cards that have left battle positions so far, positions, gold)."""

    def __init__(self) -> None:
        self.games: dict[int, list[tuple[int, tuple[int, int], tuple[int, int]]]] = {}
        self.seen: tuple[int, int] = (-1, -1)

    def __call__(self, state, seat: int) -> None:
        key = (state.game, state.turn)
        if key == self.seen or state.turn == 0:
            return
        self.seen = key
        positions = (board.occupied(state, 0), board.occupied(state, 1))
        self.games.setdefault(state.game, []).append(
            (state.left, positions, (state.gold[0], state.gold[1]))
        )


def judged(positions: tuple[int, int], gold: tuple[int, int]) -> int:
    """The guard's judgement (flow.judge): the seat with more positions, then more gold; -1 a
    draw."""
    if positions[0] != positions[1]:
        return 0 if positions[0] > positions[1] else 1
    if gold[0] != gold[1]:
        return 0 if gold[0] > gold[1] else 1
    return -1


def cut(starts, limit: int) -> tuple[int, int] | None:
    """(turns played, judged winner) if `limit` quiet turns in a row come before the game's
    last turn, else None. starts[i] is turn i + 1's snapshot, so turn i + 1 was quiet when
    starts[i + 1] counts as many departures as starts[i]."""
    run = 0
    for index in range(len(starts) - 1):
        run = run + 1 if starts[index + 1][0] == starts[index][0] else 0
        if run >= limit:
            _left, positions, gold = starts[index + 1]
            return index + 1, judged(positions, gold)
    return None


def games_of(level: str, decks: tuple[str, str], index: int):
    """Play match `index`; yield per game (deck of seat 0's index, real turns, real winner,
    snapshots)."""
    swap = index % 2
    seat_decks = [decks[swap], decks[1 - swap]]
    state = WyvernRules().new_initial_state(2, {"deck": seat_decks})
    starts = TurnStarts()
    play_out(state, [make_config_bot(level) for _seat in (0, 1)], match_seed(6000, index), starts)
    for game in games_played(state):
        yield swap, game["turns"], game["winner"], starts.games.get(game["game"], [])


def share(rows: list[tuple[int, int]]) -> float:
    """Deck 0's game share over (swap, winner seat) rows, a draw half to each."""
    points = 0.0
    for swap, winner in rows:
        points += 0.5 if winner < 0 else float((winner ^ swap) == 0)
    return points / len(rows)


def pairing(level: str, decks: tuple[str, str], first: int, matches: int) -> None:
    """Play the matches and print the guard's effect for each limit."""
    games = [g for index in range(first, first + matches) for g in games_of(level, decks, index)]
    real = [turns for _swap, turns, _winner, _starts in games]
    print(f"{'-'.join(decks)}: matches {first}-{first + matches - 1}, {len(games)} games; "
          f"as played: turns {statistics.mean(real):.1f} / {statistics.median(real):g}, "
          f"> 40 {sum(t > 40 for t in real) / len(real):.1%}, "
          f"deck 0 {share([(s, w) for s, _t, w, _g in games]):.3f}")  # fmt: skip
    for limit in LIMITS:
        lengths, rows, cuts, same = [], [], 0, 0
        for swap, turns, winner, starts in games:
            found = cut(starts, limit)
            if found is not None and found[0] < turns:
                cuts += 1
                same += found[1] == winner
                lengths.append(found[0])
                rows.append((swap, found[1]))
            else:
                lengths.append(turns)
                rows.append((swap, winner))
        print(f"    guard at {limit:2d} quiet turns: turns {statistics.mean(lengths):5.1f} / "
              f"{statistics.median(lengths):4g}, > 40 {sum(t > 40 for t in lengths) / len(lengths):5.1%}, "
              f"cut {cuts / len(games):5.1%} (real winner kept in {same} of {cuts}), "
              f"deck 0 {share(rows):.3f}")  # fmt: skip


def main(argv: list[str]) -> None:
    """Level, first match, matches per pairing, then the pairings (all six by default)."""
    count_cpu_only()
    for name in argv[3:] or PAIRINGS:
        first_deck, _, second_deck = name.partition("-")
        pairing(argv[0], (first_deck, second_deck), int(argv[1]), int(argv[2]))
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])

"""What happened in one balance match, counted per deck: attacks, battles won, dragons lost
(and how), terrain triggers, cards played and discarded, gold gained and paid. Session 12 used
it to see why Stoneheart beats Stormwing under the sampled-search Hard and not under the old
one. Replays `tools.wyvern_balance balance` match `index` of the Stormwing-Stoneheart pairing
(seed 6000 + index, the same seats and dice), one config in both seats. From the repository
root:

    .venv/bin/python docs/arena/wyvern_events_s12.py "master:samples=16,time_s=1.6" 2
"""

import collections
import sys

sys.path.insert(0, ".")

from game.rules.wyvern import WyvernRules  # noqa: E402
from game.rules.wyvern.cards import CARDS  # noqa: E402
from tools.wyvern_balance import make_config_bot, match_seed, play_out  # noqa: E402

COUNTED = ("attack", "redeploy", "intercept", "reaction", "discard")


def play(config: str, index: int, decks: tuple[str, str]) -> tuple[object, list[str]]:
    """The finished match and the deck of each seat (deck 0 sits in seat 1 in odd matches)."""
    seat_decks = [decks[index % 2], decks[1 - index % 2]]
    bots = [make_config_bot(config) for _seat in (0, 1)]
    state = WyvernRules().new_initial_state(2, {"deck": seat_decks})
    play_out(state, bots, match_seed(6000, index, "match"))
    return state, seat_decks


def card(index: int | None) -> str:
    """A card's id and name."""
    return f"{CARDS[index].id} {CARDS[index].name}" if index is not None and index >= 0 else "?"


def main(config: str, index: int) -> None:
    """Print each game's result and the counts."""
    state, seat_decks = play(config, index, ("stormwing", "stoneheart"))
    counts: collections.Counter[tuple[str, ...]] = collections.Counter()
    games = 0
    for event in state.events:  # type: ignore[attr-defined]
        deck = seat_decks[event.seat] if event.seat is not None and event.seat >= 0 else "-"
        if event.kind in COUNTED:
            counts[(deck, event.kind)] += 1
        elif event.kind == "battle":
            counts[(deck, f"battle {event.why}")] += 1
        elif event.kind == "kill":
            counts[(deck, "lost", card(event.card), event.why)] += 1
        elif event.kind == "terrain":
            counts[(deck, "terrain", card(event.card), event.why)] += 1
        elif event.kind == "play":
            counts[(deck, "play", card(event.card))] += 1
        elif event.kind in ("gold", "pay"):
            counts[(deck, event.kind)] += event.amount or 0
        elif event.kind == "game-over":
            games += 1
            winner = seat_decks[event.seat] if event.seat >= 0 else "draw"
            print(f"game {games}: {winner} ({event.why}), VP by seat {event.values}")
    for key, value in sorted(counts.items(), key=lambda item: (item[0][:2], -item[1])):
        print(" / ".join(key), value)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))

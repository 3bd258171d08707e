"""Dragon Delta diagnostics: play seeded games between level configs and count what goes wrong
(falls by reason, planks lost to the water, round-limit endings, rounds per game, think time).

    python docs/arena/delta2_diag.py easy,easy 20 [seed] [open_river]
"""

from __future__ import annotations

import collections
import sys
import time

from ai.heuristics.dragon_delta.levels import make_level_bot
from game.core.protocol import sample_chance
from game.rng import rng_for
from game.rules.dragon_delta import DragonDeltaRules


def play(configs: list[str], seed: int, open_river: bool) -> dict:
    rules = DragonDeltaRules()
    state = rules.new_initial_state(len(configs), {"open_river": "on" if open_river else "off"})
    bots = [make_level_bot(c) for c in configs]
    think = [0.0] * len(configs)
    worst = [0.0] * len(configs)
    ply = 0
    while not state.is_terminal():
        player = state.current_player()
        if player < 0:
            state.apply_action(sample_chance(state, rng_for(seed, "chance", ply)))
        else:
            bot, budget = bots[player]
            started = time.process_time()
            action = bot.choose(state, budget, rng_for(seed, "ai", player, ply)).action
            spent = time.process_time() - started
            think[player] += spent
            worst[player] = max(worst[player], spent)
            state.apply_action(action)
        ply += 1
    falls = collections.Counter()
    lost = collections.Counter()
    built = collections.Counter()
    for event in state.events:
        if event.kind == "fall":
            falls[(configs[event.seat], event.reason)] += 1
        elif event.kind == "plank-lost":
            lost[configs[event.seat]] += 1
        elif event.kind == "bridge":
            built[configs[event.seat]] += 1
    return {
        "reason": state.reason,
        "winners": state.winners,
        "round": state.round,
        "falls": falls,
        "lost": lost,
        "built": built,
        "think": think,
        "worst": worst,
    }


def main() -> None:
    configs = sys.argv[1].split(",")
    games = int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 5000
    open_river = len(sys.argv) > 4 and sys.argv[4] == "open"
    n = len(configs)
    totals = collections.Counter()
    reasons = collections.Counter()
    wins = collections.Counter()
    rounds = []
    falls = collections.Counter()
    lost = collections.Counter()
    built = collections.Counter()
    worst = collections.defaultdict(float)
    for game in range(games):
        rotation = game % n
        seated = configs[rotation:] + configs[:rotation]
        result = play(seated, seed + game, open_river)
        reasons[result["reason"]] += 1
        rounds.append(result["round"])
        for w in result["winners"]:
            wins[seated[w]] += 1 / len(result["winners"])
        falls.update(result["falls"])
        lost.update(result["lost"])
        built.update(result["built"])
        for seat, c in enumerate(seated):
            totals[c] += result["think"][seat]
            worst[c] = max(worst[c], result["worst"][seat])
    print(
        f"{configs} {games} games: endings {dict(reasons)}; rounds mean {sum(rounds) / len(rounds):.1f}"
    )
    print(f"  wins {dict(wins)}")
    print(f"  falls {dict(falls)}")
    print(f"  built {dict(built)}  lost {dict(lost)}")
    print(
        f"  CPU s per game {[(c, round(t / games, 2)) for c, t in totals.items()]}; worst decision {dict(worst)}"
    )


if __name__ == "__main__":
    main()

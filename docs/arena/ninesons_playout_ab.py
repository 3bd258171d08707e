r"""Nine Sons random_playout hook (session 8, issue 18): old (HEAD, no hook) vs new, ONE process.

Make the old copy first (git archive reads the repository and changes nothing; the package is
renamed so both versions import side by side):
    mkdir -p /tmp/ns8ab/old && cd /tmp/ns8ab/old && git -C /work/main archive HEAD \
      game/rules/nine_sons | tar -x && mv game/rules/nine_sons old_nine_sons && rm -r game \
      && sed -i 's/game\.rules\.nine_sons/old_nine_sons/g' $(find . -name '*.py')
then, from the repository: .venv/bin/python docs/arena/ninesons_playout_ab.py [rounds] [seconds]

On bench.ai_speed.bench_positions' ten Nine Sons positions, built in both engines side by side:
1. the same search in both engines: MCTSBot with a fixed iteration count and the same seed must
   answer the same move, visits and value (the hook plays the rollouts the loop played);
2. our plain searcher's iterations per CPU second (bench/openspiel_speed.py's `_our_search`: a
   time budget per position, CPU seconds of `choose`), old and new alternating position by
   position, the order swapped every round;
3. random playouts per CPU second from the same positions (old: ai.mcts.Playout's loop; new:
   the hook through Playout.run).
"""

import os
import random
import statistics
import sys
import time

sys.path.insert(0, "/tmp/ns8ab/old")
sys.path.insert(0, os.getcwd())

from old_nine_sons.state import NineSonsState as OldState  # noqa: E402

from ai.mcts import MCTSBot, Playout  # noqa: E402
from ai.protocol import SearchBudget  # noqa: E402
from bench.engine import _random_step  # noqa: E402
from game.rng import rng_for  # noqa: E402
from game.rules.nine_sons.state import NineSonsState as NewState  # noqa: E402


def positions(count=10, seed=9):
    """bench.ai_speed.bench_positions' positions, built in both engines side by side."""
    pairs = []
    game = 0
    while len(pairs) < count * 12:
        rng = rng_for(seed, "positions", game)
        new, old = NewState(), OldState()
        while not new.is_terminal() and len(pairs) < count * 12:
            pairs.append((old.clone(), new.clone()))
            action = _random_step(new, rng)
            new.apply_action(action)
            old.apply_action(action)
        game += 1
    decisions = [p for p in pairs if not p[1].is_chance_node() and len(p[1].legal_actions()) > 1]
    step = max(1, len(decisions) // count)
    return decisions[::step][:count]


def same_search(pairs, iterations=300):
    """Both engines' searches with a fixed iteration count: the same answers?"""
    for index, (old, new) in enumerate(pairs):
        answers = []
        for state in (old, new):
            info = MCTSBot().choose(state, SearchBudget(iterations=iterations), rng_for(index, "m"))
            answers.append((info.action, info.info["visits"], info.info["value"]))
        assert answers[0] == answers[1], (index, answers)
    print(f"same answers at {iterations} iterations on all {len(pairs)} positions")


def search_rates(pairs, rounds, seconds):
    """Iterations per CPU second of `choose`, old and new alternating position by position."""
    totals = {"old": [0, 0.0], "new": [0, 0.0]}
    per_round = []
    for round_index in range(rounds):
        spent = {"old": [0, 0.0], "new": [0, 0.0]}
        for index, pair in enumerate(pairs):
            order = ("old", "new") if (round_index + index) % 2 == 0 else ("new", "old")
            for name in order:
                state = pair[0] if name == "old" else pair[1]
                start = time.process_time()
                decision = MCTSBot().choose(
                    state, SearchBudget(time_s=seconds), rng_for(index, "m")
                )
                used = time.process_time() - start
                spent[name][0] += int(decision.info["iterations"])
                spent[name][1] += used
        old_rate = spent["old"][0] / spent["old"][1]
        new_rate = spent["new"][0] / spent["new"][1]
        per_round.append(new_rate / old_rate)
        for name in totals:
            totals[name][0] += spent[name][0]
            totals[name][1] += spent[name][1]
        print(
            f"round {round_index}: old {old_rate:,.0f} it/CPU s, new {new_rate:,.0f}, "
            f"new/old {new_rate / old_rate:.2f}  (load {os.getloadavg()[0]:.1f})",
            flush=True,
        )
    old_rate = totals["old"][0] / totals["old"][1]
    new_rate = totals["new"][0] / totals["new"][1]
    print(
        f"search, all rounds: old {old_rate:,.0f} it/CPU s, new {new_rate:,.0f}: "
        f"new/old {new_rate / old_rate:.2f} (median of rounds {statistics.median(per_round):.2f})"
    )


def playout_rates(pairs, rounds, games=2):
    """Random playouts per CPU second through Playout.run (old: its loop; new: the hook)."""
    playout = Playout()
    spent = {"old": 0.0, "new": 0.0}
    ratios = []
    for round_index in range(rounds):
        used = {}
        for name in ("old", "new") if round_index % 2 == 0 else ("new", "old"):
            rng = random.Random(round_index)
            start = time.thread_time()
            for pair in pairs:
                state = pair[0] if name == "old" else pair[1]
                for _ in range(games):
                    playout.run(state.clone(), rng)
            used[name] = time.thread_time() - start
            spent[name] += used[name]
        ratios.append(used["old"] / used["new"])
    count = rounds * games * len(pairs)
    print(
        f"playouts: old {count / spent['old']:,.0f}/CPU s, new {count / spent['new']:,.0f}: "
        f"new/old {spent['old'] / spent['new']:.2f} (median of {rounds} rounds "
        f"{statistics.median(ratios):.2f})"
    )


if __name__ == "__main__":
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 0.5
    pairs = positions()
    print(f"load {os.getloadavg()}")
    same_search(pairs)
    playout_rates(pairs, 20 * rounds)
    search_rates(pairs, rounds, seconds)
    print(f"load {os.getloadavg()}")

r"""Nine Sons alpha-beta, old (143585e: session 7's first pass) vs new, in ONE process, per CPU second.

Make the old copy first (git archive reads the repository and changes nothing; the modules are
renamed so both versions import side by side):
    mkdir -p /tmp/s7ns2/old && cd /tmp/s7ns2/old && git -C /work/main archive 143585e ai/minimax.py \
      ai/heuristics/nine_sons game/rules/nine_sons | tar -x && mv ai/minimax.py old_minimax.py \
      && mv ai/heuristics/nine_sons old_ns_heur && mv game/rules/nine_sons old_nine_sons \
      && rm -r ai game \
      && sed -i 's/from ai\.minimax import/from old_minimax import/; s/game\.rules\.nine_sons/old_nine_sons/g' \
      $(find . -name '*.py')
then, from the repository: NO_CAP=1 .venv/bin/python docs/arena/ninesons_search_ab.py [levels] [rounds] [count]
(levels comma-separated, e.g. "normal,hard"; docs/BENCHMARKS.md "Session 6: a Nine Sons searcher").
143585e is the searcher of session 7's first pass (docs/BENCHMARKS.md "Session 7: two plies
above the horizon without push"); that pass compared against 2bdadec (session 6's searcher) in
/tmp/s7ns/old, and session 6 against 1188245 (before its searcher) in /tmp/s6ns/old.

Session 8 (issue 18): OLD_DIR names the old copy's directory (default /tmp/s7ns2/old; session 8
used the commands above with dc09a70 and /tmp/s8ns/old),
and PER_POSITION=1 times each position old and new in turn `rounds` times (which goes first
alternates) and prints each side's rate from the per-position minimum and median times:
    OLD_DIR=/tmp/s8ns/old PER_POSITION=1 .venv/bin/python docs/arena/ninesons_search_ab.py master 3 8
"""

import gc
import os
import statistics
import sys
import time
from dataclasses import replace

sys.path.insert(0, os.environ.get("OLD_DIR", "/tmp/s7ns2/old"))
sys.path.insert(0, os.getcwd())

import old_minimax  # noqa
from old_nine_sons.state import NineSonsState as OldState
from old_ns_heur import levels as old_levels

from ai.heuristics.nine_sons import levels as new_levels
from ai.protocol import clear_search_caches
from bench.engine import _random_step
from game.rng import rng_for
from game.rules.nine_sons.state import NineSonsState as NewState


ALL_SAME = []
NO_CAP = os.environ.get("NO_CAP") == "1"
PER_POSITION = os.environ.get("PER_POSITION") == "1"  # caps lifted too


def positions(count, seed=9):
    """bench.ai_speed.bench_positions' positions, built in both engines side by side."""
    pairs = []
    game = 0
    while len(pairs) < count * 12:
        rng = rng_for(seed, "positions", game)
        new, old = NewState(), OldState()
        while not new.is_terminal() and len(pairs) < count * 12:
            pairs.append((new.clone(), old.clone()))
            action = _random_step(new, rng)
            new.apply_action(action)
            old.apply_action(action)
        game += 1
    decisions = [p for p in pairs if not p[0].is_chance_node() and len(p[0].legal_actions()) > 1]
    step = max(1, len(decisions) // count)
    return decisions[::step][:count]


def run(levels_module, states, level):
    nodes = 0
    cpu = 0.0
    answers = []
    times = []
    for index, state in enumerate(states):
        bot, budget = levels_module.make_level_bot(level)
        if NO_CAP:
            budget = replace(budget, time_s=None)
        clear_search_caches()
        start = time.process_time()
        decision = bot.choose(state, budget, rng_for(index, "bench", level))
        spent = time.process_time() - start
        cpu += spent
        times.append(spent)
        nodes += decision.info["nodes"]
        answers.append((decision.action, decision.info["nodes"], decision.info["value"]))
    return nodes, cpu, answers, times


def per_position(level, rounds, pairs):
    """Each position old and new in turn, `rounds` times (caps lifted): the rates from each
    side's per-position minimum and median CPU times, and whether the answers agreed."""
    times = {"old": [[] for _ in pairs], "new": [[] for _ in pairs]}
    nodes = [0] * len(pairs)
    for rnd in range(rounds):
        for index, pair in enumerate(pairs):
            sides = [("old", old_levels, 1), ("new", new_levels, 0)]
            if (rnd + index) % 2:
                sides.reverse()
            answers = {}
            for name, module, which in sides:
                bot, budget = module.make_level_bot(level)
                clear_search_caches()
                start = time.process_time()
                decision = bot.choose(
                    pair[which], replace(budget, time_s=None), rng_for(index, "bench", level)
                )
                times[name][index].append(time.process_time() - start)
                answers[name] = (decision.action, decision.info["nodes"], decision.info["value"])
                nodes[index] = decision.info["nodes"]
            ALL_SAME.append(answers["old"] == answers["new"])
    total = sum(nodes)
    rates = {
        name: (
            total / sum(min(spent) for spent in times[name]),
            total / sum(statistics.median(spent) for spent in times[name]),
        )
        for name in times
    }
    print(
        f"{level} {len(pairs)} positions x {rounds}, {total} nodes: per-position minimum "
        f"old {rates['old'][0]:,.0f} new {rates['new'][0]:,.0f} "
        f"({rates['new'][0] / rates['old'][0]:.3f}); median old {rates['old'][1]:,.0f} "
        f"new {rates['new'][1]:,.0f} ({rates['new'][1] / rates['old'][1]:.3f})",
        "load",
        open("/proc/loadavg").read().split()[:3],
        flush=True,
    )


def main():
    levels = sys.argv[1].split(",") if len(sys.argv) > 1 else ["hard"]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 12
    pairs = positions(count)
    gc.freeze()
    print("positions", len(pairs), "load", open("/proc/loadavg").read().split()[:3])
    for level in levels:
        if PER_POSITION:
            per_position(level, rounds, pairs)
            continue
        best = {"old": 0.0, "new": 0.0}
        for rnd in range(rounds):
            results = {}
            for name, module, which in (("old", old_levels, 1), ("new", new_levels, 0)):
                nodes, cpu, answers, times = run(module, [p[which] for p in pairs], level)
                results[name] = answers
                rate = nodes / cpu
                best[name] = max(best[name], rate)
                print(
                    f"{level} r{rnd} {name}: {nodes} nodes {cpu:.2f} cpu s -> {rate:,.0f}/s"
                    f"  mean {sum(times) / len(times):.3f} max {max(times):.3f}",
                    flush=True,
                )
            same = results["old"] == results["new"]
            ALL_SAME.append(same)
            print("  same answers/nodes/values:", same)
            if not same:
                for a, b in zip(results["old"], results["new"], strict=True):
                    if a != b:
                        print("   ", a, b)
        print(
            f"{level} best: old {best['old']:,.0f} new {best['new']:,.0f} "
            f"ratio {best['new'] / best['old']:.2f}",
            "load",
            open("/proc/loadavg").read().split()[:3],
        )


if __name__ == "__main__":
    main()
    print("every round the same answers, nodes and values:", all(ALL_SAME), len(ALL_SAME))

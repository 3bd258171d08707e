r"""Dragon Delta engine and search loop, issue 18 session 6: old and new in ONE process.

Engine rates (bench.engine.measure_engine, 2 seats, the best of 3 interleaved rounds), plain
ISMCTS (random rollouts, 30 iterations) on the bench's 10 positions, the search copy's share,
and the Normal / Hard / Master levels, old and new alternately position by position; the same
seeds give the same searches when behaviour is unchanged ("same moves"). Search caches are
emptied before each search, as the AI worker does.

The old copy (1188245: the engine and loop before session 6; git archive reads the repository
and changes nothing; the modules are renamed so both versions import side by side):
    mkdir -p /tmp/delta_s6/old && git archive 1188245 game/rules/dragon_delta ai/ismcts.py \
        ai/mcts.py ai/heuristics/dragon_delta | tar -x -C /tmp/delta_s6/old
    cd /tmp/delta_s6/old && mv game/rules/dragon_delta delta_old && mkdir ai_old \
        && mv ai/ismcts.py ai/mcts.py ai_old/ && touch ai_old/__init__.py \
        && mv ai/heuristics/dragon_delta heur_old && sed -i 's/from ai\.mcts/from ai_old.mcts/; \
        s/from ai\.ismcts/from ai_old.ismcts/; s/from game\.rules\.dragon_delta/from delta_old/' \
        ai_old/ismcts.py heur_old/*.py
then, from the repository: nice -n 5 .venv/bin/python docs/arena/delta_search_ab.py
"""

import os
import sys
import time

sys.path.insert(0, "/tmp/delta_s6/old")
sys.path.insert(0, os.getcwd())
import heur_old.levels as old_levels  # noqa: E402
from ai_old.ismcts import ISMCTSBot as OldBot  # noqa: E402
from delta_old.rules import DragonDeltaRules as OldRules  # noqa: E402

import ai.heuristics.dragon_delta.levels as new_levels  # noqa: E402
import ai.ismcts as new_ismcts  # noqa: E402
from ai.ismcts import ISMCTSBot as NewBot  # noqa: E402
from ai.protocol import SearchBudget, clear_search_caches  # noqa: E402
from bench.engine import collect_positions, measure_engine  # noqa: E402
from game.rng import rng_for  # noqa: E402
from game.rules.dragon_delta.rules import DragonDeltaRules as NewRules  # noqa: E402

POSITIONS = 10


def positions(rules, count=POSITIONS):
    """The bench's decision positions of seeded 2-seat games, one engine's states."""
    states = collect_positions(rules, 2, seed=9, count=count * 12)
    decisions = [s for s in states if not s.is_chance_node() and len(s.legal_actions()) > 1]
    return decisions[:: max(1, len(decisions) // count)][:count]


def searches(sides, what, rounds, iterations=30):
    """Old and new searched alternately position by position; rates per CPU s, same moves?"""
    spent = dict.fromkeys(sides, 0.0)
    counted = dict.fromkeys(sides, 0)
    moves = {name: [] for name in sides}
    for _round in range(rounds):
        for index in range(POSITIONS):
            for name, (bot_class, levels, states) in sides.items():
                if what == "plain":
                    bot, budget = bot_class(), SearchBudget(iterations=iterations)
                else:
                    bot, budget = levels.make_level_bot(what)
                clear_search_caches()
                rng = rng_for(index, "m")
                start = time.process_time()
                decision = bot.choose(states[index].clone(), budget, rng)
                spent[name] += time.process_time() - start
                done = decision.info.get("iterations", 0)
                counted[name] += done
                moves[name].append((decision.action, done, rng.random()))
    names = list(sides)
    line = "  ".join(
        f"{n} {counted[n] / spent[n]:8.1f} it/s ({counted[n]} it, {spent[n]:.2f} CPU s)"
        for n in names
    )
    same = all(moves[n] == moves[names[0]] for n in names)
    verdict = "same moves" if same else "MOVES DIFFER"
    print(f"{what:8s} {line}  new/old x{spent['old'] / spent['new']:.2f}  {verdict}", flush=True)


def search_copy_share(states):
    """The new engine's plain ISMCTS from a plain clone vs from `search_clone` (the hook)."""
    hooked = new_ismcts.search_base
    spent = {"clone": 0.0, "search_clone": 0.0}
    counted = {"clone": 0, "search_clone": 0}
    for index in range(POSITIONS):
        for name in spent:
            new_ismcts.search_base = (lambda s: s) if name == "clone" else hooked
            rng = rng_for(index, "m")
            start = time.process_time()
            decision = NewBot().choose(states[index].clone(), SearchBudget(iterations=30), rng)
            spent[name] += time.process_time() - start
            counted[name] += decision.info["iterations"]
    new_ismcts.search_base = hooked
    rates = {name: round(counted[name] / spent[name], 1) for name in spent}
    ratio = spent["clone"] / spent["search_clone"]
    print(f"new engine, plain ISMCTS from a clone vs from search_clone: {rates} x{ratio:.2f}")


def main():
    """Engine rates, plain ISMCTS, the search copy's share, then the levels."""
    print("load at start", os.getloadavg(), flush=True)
    old = (OldBot, old_levels, positions(OldRules()))
    new = (NewBot, new_levels, positions(NewRules()))
    best = {"old": {}, "new": {}}
    for _round in range(3):
        for name, rules in (("old", OldRules()), ("new", NewRules())):
            for key, value in vars(measure_engine(rules, 2, 1.5)).items():
                best[name][key] = max(best[name].get(key, 0.0), value)
    for key, before in best["old"].items():
        after = best["new"][key]
        print(
            f"engine 2p {key:22s} old {before:12,.1f} new {after:12,.1f} "
            f"x{after / max(before, 1e-9):.2f}",
            flush=True,
        )
    searches({"old": old, "new": new}, "plain", 2)
    search_copy_share(new[2])
    for level in ("normal", "hard", "master"):
        searches({"old": old, "new": new}, level, 1)
    print("load at end", os.getloadavg(), flush=True)


if __name__ == "__main__":
    main()

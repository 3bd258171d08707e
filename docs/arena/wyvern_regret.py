"""Wyvern decision regret: how far each level's choice falls below the best move, measured by
rollouts to the end of the game. From the repository root:

    nice -n 5 .venv/bin/python docs/arena/wyvern_regret.py ref 40 80
    nice -n 5 .venv/bin/python docs/arena/wyvern_regret.py eval 40 80 '{"level": "hard"}' ...

`ref`: for the first N positions of tests/ai/test_wyvern_ai.py::_searched_positions (searched
decisions over every deck pairing), the value of every legal move = the mean VP margin of the
current game (the mover's VP gain minus the other's) over SAMPLES determinizations of the
mover's information, each played to the game's end by the rollout policy (10 % noise) in both
seats; saved to /tmp/wyvern_regret_N_SAMPLES.pkl. `eval`: for each config (a level with
LEVEL_SETTINGS keys overridden; "policy": true = the noise-free rollout policy), the mean
regret = best move's value - chosen move's value, over the positions, two seeds each. The
reference favours the policy a little (its own rollouts judge it); it is a cheap, low-variance
check of single decisions, the arena is the real test.
"""

import json
import pickle
import random
import sys
import time

sys.path.insert(0, ".")
from ai.heuristics.wyvern.determinize import determinize
from ai.heuristics.wyvern.levels import LEVEL_SETTINGS, make_settings_bot
from ai.heuristics.wyvern.rollout import rollout_policy
from ai.protocol import SearchBudget
from game.core.protocol import sample_chance
from tests.ai.test_wyvern_ai import _searched_positions


def game_margin(state, seat, rng):
    """Play the current game to its end; the mover's VP gain minus the other's."""
    game = state.game
    while not state.over and state.game == game:
        if state.current_player() < 0:
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(rollout_policy(state, rng, 0.1))
    if state.game == game and not state.over:
        return 0.0
    _, gained0, gained1 = state.results[-1]
    return float(gained0 - gained1 if seat == 0 else gained1 - gained0)


def reference(count, samples):
    table = []
    for index, state in enumerate(_searched_positions(count)):
        seat = state.current_player()
        values = {}
        for action in state.legal_actions():
            total = 0.0
            for k in range(samples):
                rng = random.Random(9000 + k)
                world = determinize(state, seat, rng)
                world.apply_action(action)
                total += game_margin(world, seat, rng)
            values[action] = total / samples
        table.append(values)
        print(index, state.stack[-1][0], len(values), flush=True)
    with open(f"/tmp/wyvern_regret_{count}_{samples}.pkl", "wb") as handle:
        pickle.dump(table, handle)


def regrets(count, samples, configs):
    positions = _searched_positions(count)
    with open(f"/tmp/wyvern_regret_{count}_{samples}.pkl", "rb") as handle:
        table = pickle.load(handle)
    for config in configs:
        settings = dict(LEVEL_SETTINGS[config.get("level", "hard")])
        settings.update({k: v for k, v in config.items() if k not in ("level", "policy")})
        found, started = [], time.process_time()
        for repeat in range(2):
            for index, state in enumerate(positions):
                rng = random.Random(repeat * 100 + index)
                if config.get("policy"):
                    action = rollout_policy(determinize(state, state.current_player(), rng), rng)
                else:
                    bot, _ = make_settings_bot(settings, "regret")
                    budget = SearchBudget(time_s=None, iterations=settings["iterations"])
                    action = bot.choose(state, budget, rng).action
                values = table[index]
                found.append(max(values.values()) - values[action])
        cpu = time.process_time() - started
        print(json.dumps(config), f"mean regret {sum(found) / len(found):.2f} VP, cpu {cpu:.1f} s",
              flush=True)  # fmt: skip


if __name__ == "__main__":
    if sys.argv[1] == "ref":
        reference(int(sys.argv[2]), int(sys.argv[3]))
    else:
        regrets(int(sys.argv[2]), int(sys.argv[3]), [json.loads(c) for c in sys.argv[4:]])

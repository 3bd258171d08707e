"""Per-move think time of each Dragon Bridge level over real mid-game positions (H16)."""
import random, statistics, sys, time
sys.path.insert(0, "/work/main")
from ai.levels import make_bot
from game.core.protocol import CHANCE, sample_chance
from game.rules.dragon_bridge import DragonBridgeRules

RULES = DragonBridgeRules()

def positions(count, options):
    """Mid-game decision points (>=2 legal actions) from games of the normal level vs itself."""
    out = []
    bot, budget = make_bot("dragon-bridge", "easy")
    seed = 0
    while len(out) < count:
        rng = random.Random(seed); seed += 1
        state = RULES.new_initial_state(2, options)
        ply = 0
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply_action(sample_chance(state, rng)); continue
            if ply >= 6 and len(state.legal_actions()) > 1 and rng.random() < 0.15:
                out.append(state.clone())
            state.apply_action(bot.choose(state, budget, rng).action)
            ply += 1
    return out[:count]

levels = sys.argv[1].split(",") if len(sys.argv) > 1 else ["easy", "normal", "hard", "master"]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 30
options = {"mode": sys.argv[3]} if len(sys.argv) > 3 else {}
states = positions(count, options)
for level in levels:
    bot, budget = make_bot("dragon-bridge", level)
    times, cpus = [], []
    for k, s in enumerate(states):
        t, c = time.perf_counter(), time.process_time()
        bot.choose(s, budget, random.Random(k))
        times.append(time.perf_counter() - t)
        cpus.append(time.process_time() - c)
    times.sort(); cpus.sort()
    print(f"{level}: n={len(times)} wall median {statistics.median(times):.3f} s max {max(times):.3f} s | "
          f"CPU median {statistics.median(cpus):.3f} s p90 {cpus[int(0.9*len(cpus))-1]:.3f} max {max(cpus):.3f} s  (budget {budget})")

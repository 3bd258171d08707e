"""H20: Drakon AI speed numbers over real positions (policy-played seeded games).

    python /work/briefs/out/h20_speed.py [LEVELS] [COUNT]

Prints evaluations/s, canonical determinizations/s, determinize + 1-turn playouts/s, and each
level's think time per decision (median / max, wall and CPU) at 2 and 6 seats."""
import random, statistics, sys, time
sys.path.insert(0, "/work/main")
from game.rules import get_rules
from game.core.protocol import sample_chance
from ai.heuristics.drakon.evaluate import evaluate_all
from ai.heuristics.drakon.rollout import TurnPlayout, rollout_policy
from ai.heuristics.drakon.determinize import determinize
from ai.levels import make_bot
from game.rng import rng_for

R = get_rules("drakon")


def positions(n, count, seed=7):
    """Multi-option decision positions from policy-played games, spread over whole games."""
    out = []
    rng = random.Random(seed)
    while len(out) < count * 8:
        s = R.new_initial_state(n)
        while not s.is_terminal():
            if s.current_player() < 0:
                s.apply_action(sample_chance(s, rng))
            else:
                if len(s.legal_actions()) > 1:
                    out.append(s.clone())
                s.apply_action(rollout_policy(s, rng))
    return out[:: max(1, len(out) // count)][:count]


def rate(fn, ps, seconds=1.5):
    t, c, k = time.perf_counter(), time.process_time(), 0
    while time.perf_counter() - t < seconds:
        for p in ps:
            fn(p); k += 1
    return k / (time.perf_counter() - t), k / (time.process_time() - c)


levels = sys.argv[1].split(",") if len(sys.argv) > 1 else ["hard", "master"]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 30
for n in (2, 6):
    ps = positions(n, count)
    rng = random.Random(1)
    pl = TurnPlayout(1)
    w, c = rate(evaluate_all, ps)
    print(f"{n} seats: evaluations/s {w:.0f} wall, {c:.0f} per CPU s")
    w, c = rate(lambda p: determinize(p, p.current_player(), rng), ps)
    print(f"{n} seats: canonical determinizations/s {w:.0f} wall, {c:.0f} per CPU s")
    w, c = rate(lambda p: pl.run(determinize(p, p.current_player(), rng), rng), ps)
    print(f"{n} seats: determinize + 1-turn playout /s {w:.0f} wall, {c:.0f} per CPU s")
    for level in levels:
        wall, cpu, its = [], [], 0
        for i, p in enumerate(ps):
            bot, budget = make_bot("drakon", level)
            t, c = time.perf_counter(), time.process_time()
            d = bot.choose(p, budget, rng_for(i, "b"))
            wall.append(time.perf_counter() - t); cpu.append(time.process_time() - c)
            its += d.info.get("iterations", 0)
        print(f"{n} seats {level}: {len(ps)} positions, wall median {statistics.median(wall):.3f} s max {max(wall):.3f} s; "
              f"CPU median {statistics.median(cpu):.3f} s max {max(cpu):.3f} s; {its / sum(cpu):.0f} iterations per CPU s")

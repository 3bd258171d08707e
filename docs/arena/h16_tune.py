"""H16 tuning harness: arena match between two Dragon Bridge variants given as JSON settings
(or level names), in-process (--jobs 1). Usage: h16_tune.py A B games seed [mode]"""
import json, sys, time
sys.path.insert(0, "/work/main")
from ai import arena
from ai.heuristics.dragon_bridge import levels as db

_orig = arena.make_config_bot

def config_bot(slug, config):
    if config.startswith("{"):
        return db.make_settings_bot(json.loads(config), "variant")
    return _orig(slug, config)

arena.make_config_bot = config_bot
a, b, games, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
options = {"mode": sys.argv[5]} if len(sys.argv) > 5 else None
t = time.perf_counter()
summary, _ = arena.run_match("dragon-bridge", a, b, games, 1, seed, False, options)
print(f"A={a} B={b}: {summary['wins']}-{summary['draws']}-{summary['losses']} rate {summary['win_rate']:.3f} ci {summary['ci95']} "
      f"A {summary['a_seconds_per_move']:.4f} s/mv B {summary['b_seconds_per_move']:.4f} s/mv, {time.perf_counter()-t:.0f}s", flush=True)

import sys, json
sys.path.insert(0, "/work/main")
from ai.heuristics.drakon import levels as DL
from ai.arena import run_match, format_summary
iters, turns, games, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
DL.LEVEL_SETTINGS["master"] = {"iterations": iters, "time_s": 30.0, "turns": turns, "exploration": 0.5}
summary, results = run_match("drakon", "master", "hard", games=games, jobs=1, base_seed=seed)
print(f"master it={iters} turns={turns}")
print(format_summary("drakon", summary))

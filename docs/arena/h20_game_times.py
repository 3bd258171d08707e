"""H20: per-game time of arena JSON files: wall think time and CPU summed over all seats."""
import glob, statistics, sys, json
for pattern in sys.argv[1:]:
    walls, cpus, plies = [], [], []
    files = sorted(glob.glob(pattern))
    for f in files:
        for g in json.load(open(f))["games"]:
            walls.append(sum(g["think_s"])); cpus.append(sum(g["cpu_s"])); plies.append(g["plies"])
    if walls:
        print(f"{pattern}: {len(walls)} games; think time per game (all seats) wall median {statistics.median(walls):.1f} s, "
              f"max {max(walls):.1f} s; CPU median {statistics.median(cpus):.1f} s, max {max(cpus):.1f} s; plies median {statistics.median(plies):.0f}")

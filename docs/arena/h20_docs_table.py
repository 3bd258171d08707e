"""H20: markdown rows for docs/BENCHMARKS.md from the arena JSON files (finished chunks only)."""
import glob
import sys

sys.path.insert(0, "docs/arena")
from h20_aggregate import aggregate

O = "docs/arena/"
RUNS = [
    ("2 seats, hard vs normal", "h20_v2_2p_hard_normal_c*.json"),
    ("4 seats, hard normal hard normal", "h20_v2_4p_hard_normal_c*.json"),
    ("6 seats, hard normal x3", "h20_v2_6p_hard_normal_c*.json"),
    ("2 seats, normal vs easy", "h20_2p_normal_easy.json"),
    ("2 seats, easy vs random", "h20_2p_easy_random.json"),
    ("2 seats, master vs hard", "h20_v2_2p_master_hard_b*.json"),
    ("(v1) 2 seats, hard vs normal", "h20_2p_hard_normal_c*.json"),
    ("(v1) 4 seats", "h20_4p_hard_normal_c*.json"),
    ("(v1) 6 seats", "h20_6p_hard_normal_c*.json"),
]
print("| Run | Games (seeds) | Level: share of wins [95% CI] (equal play) | Sole wins | CPU s / decision | Endings |")
print("| --- | --- | --- | --- | --- | --- |")
for label, pattern in RUNS:
    files = sorted(glob.glob(O + pattern))
    if not files:
        print(f"| {label} | not finished | | | | |")
        continue
    r = aggregate(files)
    cells = []
    sole = []
    cpu = []
    for level, row in r["levels"].items():
        cells.append(f"{level} **{row['share']:.3f}** [{row['ci95'][0]:.3f}, {row['ci95'][1]:.3f}] ({row['equal_share']:.2f})")
        sole.append(f"{level} {row['sole_wins']}")
        cpu.append(f"{level} {row['cpu_s_per_move']:.4f}")
    coin = sum(v for k, v in r["reasons"].items() if "holds" in k)
    other = {k: v for k, v in r["reasons"].items() if "holds" not in k}
    ends = f"{coin} by coins; " + ", ".join(f"{v} {k}" for k, v in other.items())
    print(f"| {label} | {r['games']} ({r['seeds'][0]}-{r['seeds'][1]}, {len(files)} file(s)) | {'; '.join(cells)} | {', '.join(sole)} | {', '.join(cpu)} | {ends} |")

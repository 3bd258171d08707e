"""Aggregate arena --json files by config NAME (several seats may share a level).

    python -m tools.arena_shares FILE.json [FILE.json ...]             # each file
    python -m tools.arena_shares --combine FILE.json [FILE.json ...]   # chunks as one

Per game, a level's share = the sum of its seats' arena scores (1 for the sole best return,
1/k for k seats sharing it, so the shares of a game sum to 1). Printed per level: the mean
share per game with a 95% CI (normal approximation over games), the share equal play would
give (seats / N), the mean per seat, sole wins, and the mean CPU s per decision."""

import json
import math
import sys
from collections import Counter, defaultdict


def load(paths):
    configs, games, reasons, cpu = None, [], Counter(), defaultdict(lambda: [0.0, 0])
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        summary = data["summary"]
        if configs is None:
            configs = summary["configs"]
        assert summary["configs"] == configs, (path, summary["configs"])
        games.extend(data["games"])
        reasons.update(summary.get("reasons", {}))
        for game in data["games"]:
            for position, config in enumerate(configs):
                cpu[config][0] += game["cpu_s"][position]
                cpu[config][1] += game["moves"][position]
    return configs, games, reasons, cpu


def aggregate(paths):
    configs, games, reasons, cpu = load(paths)
    n = len(configs)
    levels = sorted(set(configs), key=configs.index)
    shares = defaultdict(list)
    sole = Counter()
    for game in games:
        per = defaultdict(float)
        for position, config in enumerate(configs):
            per[config] += game["scores"][position]
            if game["scores"][position] == 1.0:
                sole[config] += 1
        for level in levels:
            shares[level].append(per[level])
    seeds = sorted({g["seed"] for g in games})
    out = {
        "files": paths,
        "configs": configs,
        "games": len(games),
        "seeds": [seeds[0], seeds[-1]],
        "reasons": dict(reasons),
        "levels": {},
    }
    for level in levels:
        values = shares[level]
        mean = sum(values) / len(values)
        var = sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1)
        half = 1.96 * math.sqrt(var / len(values))
        seats = configs.count(level)
        out["levels"][level] = {
            "seats": seats,
            "share": round(mean, 4),
            "ci95": [round(mean - half, 4), round(mean + half, 4)],
            "equal_share": round(seats / n, 4),
            "per_seat": round(mean / seats, 4),
            "sole_wins": sole[level],
            "cpu_s_per_move": round(cpu[level][0] / max(1, cpu[level][1]), 4),
        }
    return out


def show(result):
    print(
        f"{len(result['files'])} file(s), {result['games']} games, seeds {result['seeds'][0]}-{result['seeds'][1]}, "
        f"{' '.join(result['configs'])}; endings {result['reasons']}"
    )
    for level, row in result["levels"].items():
        print(
            f"  {level:>7}: share {row['share']:.3f} CI95 [{row['ci95'][0]:.3f}, {row['ci95'][1]:.3f}] "
            f"(equal play {row['equal_share']:.3f}; per seat {row['per_seat']:.3f}), sole wins {row['sole_wins']}, "
            f"{row['cpu_s_per_move']} CPU s/decision"
        )


if __name__ == "__main__":
    args = sys.argv[1:]
    if args and args[0] == "--combine":
        show(aggregate(args[1:]))
    else:
        for file in args:
            show(aggregate([file]))

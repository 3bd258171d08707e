"""Markdown rows for docs/BENCHMARKS.md from the Dragon Delta arena files of one round.

    python docs/arena/delta2_table.py [PREFIX]      (from the project root; PREFIX delta2 or delta3)
Files docs/arena/PREFIX_<run>[_c<k>].json; chunks of one run are combined. A level's share is
tools.arena_shares' (its seats' arena scores per game, mean over games, 95% normal CI); at two
seats also A's wins/draws/losses (a draw: both seats share the round guard's win) with the
arena's Wilson interval.
"""

from __future__ import annotations

import glob
import json
import re
import sys
from collections import defaultdict

from ai.arena import wilson_interval
from tools.arena_shares import aggregate


def main() -> None:
    prefix = sys.argv[1] if len(sys.argv) > 1 else "delta2"
    runs: dict[str, list[str]] = defaultdict(list)
    for path in sorted(glob.glob(f"docs/arena/{prefix}_*.json")):
        name = re.sub(r"_c\d+$", "", path.rsplit("/", 1)[1][len(prefix) + 1 : -len(".json")])
        runs[name].append(path)
    for name, paths in runs.items():
        result = aggregate(paths)
        configs = result["configs"]
        level = configs[0]
        row = result["levels"][level]
        text = (
            f"| {name} | {result['games']} ({result['seeds'][0]}-{result['seeds'][1]}, "
            f"{len(paths)} file(s)) | {level} **{row['share']:.3f}** [{row['ci95'][0]:.3f}, "
            f"{row['ci95'][1]:.3f}] (equal play {row['equal_share']:.3f})"
        )
        games = []
        for path in paths:
            with open(path, encoding="utf-8") as handle:
                games.extend(json.load(handle)["games"])
        if len(configs) == 2:
            wins = sum(g["scores"][0] == 1.0 for g in games)
            draws = sum(g["scores"][0] == 0.5 for g in games)
            low, high = wilson_interval(wins + 0.5 * draws, len(games))
            text += f"; {wins}-{draws}-{len(games) - wins - draws}, Wilson [{low:.3f}, {high:.3f}]"
        cpu = ", ".join(
            f"{lv} {values['cpu_s_per_move']:.4f}" for lv, values in result["levels"].items()
        )
        rounds = sum(g["plies"] for g in games) / len(games)
        text += f" | {cpu} | {result['reasons']}; {rounds:.0f} plies |"
        print(text)


if __name__ == "__main__":
    main()

"""Summarise docs/arena/frames_rounds.sh's runs: UI thread CPU p99 and max per run, by game and
language, and how many runs went over a limit (8 ms, issue 18).

    python docs/arena/frames_table.py OUTDIR [OUTDIR ...] [--limit 8]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def main() -> None:
    """Print one row per game and language, then the runs over the limit."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--limit", type=float, default=8.0)
    args = parser.parse_args()
    rows: dict[tuple[str, str], list[dict]] = {}
    for folder in args.folders:
        for path in sorted(Path(folder).glob("*.json")):
            run = json.loads(path.read_text(encoding="utf-8"))
            rows.setdefault((run["game"], run["lang"]), []).append(run)
    over = []
    print("game           lang runs  p99 ms: min / median / max   max frame ms   load")
    for (game, lang), runs in sorted(rows.items()):
        p99 = sorted(run["cpu"]["p99"] for run in runs)
        loads = [run["load"] for run in runs]
        worst = max(run["cpu"]["max"] for run in runs)
        print(
            f"{game:14s} {lang:4s} {len(runs):4d}  {p99[0]:5.2f} / {p99[len(p99) // 2]:5.2f} / "
            f"{p99[-1]:5.2f}      {worst:6.1f}     {min(loads):.2f}-{max(loads):.2f}"
        )
        over += [(game, lang, run["cpu"]["p99"]) for run in runs if run["cpu"]["p99"] > args.limit]
    total = sum(len(runs) for runs in rows.values())
    print(f"runs with p99 over {args.limit} ms: {len(over)} of {total} {over}")


if __name__ == "__main__":
    main()

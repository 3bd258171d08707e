"""Wyvern balance chunks played with deck codes: give the codes short names, and compare a
candidate's matches with the shipped data's matches of the SAME seeds (session 9). From the
repository root:

    .venv/bin/python docs/arena/wyvern_same_seeds.py relabel OUTDIR NAME=CODE ... -- CHUNK ...
    .venv/bin/python docs/arena/wyvern_same_seeds.py compare BASE.json NEW=OLD ... -- FILE ...

`relabel` writes each chunk (an `arena` JSON of tools/wyvern_balance.py) into OUTDIR under the
same file name, with every deck code listed replaced by its NAME in the match records and the
summary (the codes are long; `table` names a pairing after its decks), and the code of each
name kept in the summary's "deck_codes". `compare` reads chunks or tables (FILE), renames each
record's decks NEW -> OLD to find the pairing in BASE (a `table` JSON, e.g.
docs/arena/wyvern_balance_normal6.json), and prints, per pairing, the candidate's figures and
BASE's on exactly the match indices the candidate played: matches, games, deck 0's game share
(seat 0's in a mirror) with its 95 % interval, deck 0's share by seat, mean / median turns, the
share of games over 40 turns, stalemate games and the winner's gold mean / median.
"""

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, ".")
from tools.wyvern_balance import pairing_summary

LONG_GAME = 40
"""Turns (one player's) above which a game counts as long (docs/wyvern-balance.md, session 6)."""


def _pairs(words: list[str]) -> dict[str, str]:
    """["A=B", ...] -> {"A": "B", ...}."""
    return dict(word.split("=", 1) for word in words)


def relabel(out_dir: str, names: dict[str, str], paths: list[str]) -> None:
    """Write each chunk into `out_dir` with the deck codes replaced by their names."""
    by_code = {code: name for name, code in names.items()}
    for path in paths:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        for record in data["matches"]:
            record["decks"] = [by_code.get(deck, deck) for deck in record["decks"]]
        summary = data["summary"]
        if "decks" in summary:
            summary["decks"] = [by_code.get(deck, deck) for deck in summary["decks"]]
        summary["deck_codes"] = names
        target = Path(out_dir) / Path(path).name
        target.write_text(json.dumps(data), encoding="utf-8")


def describe(records: list[dict[str, Any]]) -> str:
    """One row of figures for the records of one pairing."""
    row = pairing_summary(records)
    turns = [game["turns"] for record in records for game in record["games"]]
    long_share = sum(t > LONG_GAME for t in turns) / max(1, len(turns))
    mirror = records[0]["decks"][0] == records[0]["decks"][1]
    if mirror:
        share = f"seat 0 {row['seat0_game_share']:.3f} {row['seat0_ci95']}"
    else:
        by_seat = " / ".join(f"{x:.3f}" for x in row["deck0_share_by_seat"])
        share = f"{row['deck0_game_share']:.3f} {row['deck0_game_ci95']} by seat {by_seat}"
    stalemates = row["reasons"].get("stalemate", 0)
    return (
        f"{row['matches']:4} m {row['games']:4} g | {share} | turns {row['mean_turns']:.1f} / "
        f"{row['median_turns']} | > {LONG_GAME}: {100 * long_share:.1f} % | stal. {stalemates} | "
        f"gold {row['winner_gold_mean']:.1f} / {row['winner_gold_median']}"
    )


def compare(base_path: str, renames: dict[str, str], paths: list[str]) -> None:
    """Print the candidate's and the base's figures per pairing, on the same match indices."""
    base: dict[str, dict[int, dict[str, Any]]] = {}
    for record in json.loads(Path(base_path).read_text(encoding="utf-8"))["matches"]:
        base.setdefault("-".join(record["decks"]), {})[record["index"]] = record
    new: dict[str, dict[int, dict[str, Any]]] = {}
    for path in paths:
        for record in json.loads(Path(path).read_text(encoding="utf-8"))["matches"]:
            new.setdefault("-".join(record["decks"]), {})[record["index"]] = record
    for name in sorted(new):
        indices = sorted(new[name])
        old_name = "-".join(renames.get(deck, deck) for deck in name.split("-"))
        print(f"{name} (matches {indices[0]}-{indices[-1]}, {len(indices)})")
        print(f"  new  {describe([new[name][i] for i in indices])}")
        missing = [i for i in indices if i not in base.get(old_name, {})]
        if missing:
            print(f"  base {old_name}: {len(missing)} of these matches not in {base_path}")
            continue
        print(f"  base {describe([base[old_name][i] for i in indices])}")


def main(argv: list[str]) -> None:
    """Command line (module doc)."""
    mode, rest = argv[0], argv[1:]
    split = rest.index("--")
    head, files = rest[:split], rest[split + 1 :]
    if mode == "relabel":
        relabel(head[0], _pairs(head[1:]), files)
    else:
        compare(head[0], _pairs(head[1:]), files)


if __name__ == "__main__":
    main(sys.argv[1:])

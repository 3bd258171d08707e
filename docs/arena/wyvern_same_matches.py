"""One pairing's summary over a range of match indices of a balance table, so a candidate's screen
can be read against the shipped data on the same matches (the "data 13, the same matches" columns
of docs/wyvern-balance.md from session 15 on):

    .venv/bin/python docs/arena/wyvern_same_matches.py TABLE.json stoneheart-shadowscale 0 25

prints the number of matches in [first, last) and `tools.wyvern_balance.pairing_summary` of them.
"""

import json
import sys

sys.path.insert(0, ".")

from tools.wyvern_balance import pairing_summary  # noqa: E402


def main(argv: list[str]) -> int:
    """Print the summary of the pairing's matches first..last-1 in the table."""
    path, pairing, first, last = argv[0], argv[1].split("-"), int(argv[2]), int(argv[3])
    matches = json.load(open(path))["matches"]
    chosen = [m for m in matches if m["decks"] == pairing and first <= m["index"] < last]
    summary = pairing_summary(chosen)
    summary.pop("reasons", None)
    print(len(chosen), summary)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

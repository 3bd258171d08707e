#!/bin/bash
# Seeded arena fingerprint of all five games (time caps in CPU seconds only: --cpu-caps), compared
# per game (plies, returns) with a baseline folder ($BASELINE, default /tmp/fingerprint_baseline),
# taken with the code before a change that must not change any game.
# Usage: bash docs/arena/fingerprint.sh baseline   (before), bash docs/arena/fingerprint.sh (after)
cd "$(dirname "$0")/../.."
if [ "${1:-}" = baseline ]; then out=${BASELINE:-/tmp/fingerprint_baseline}; mkdir -p $out; else out=$(mktemp -d /tmp/after.XXXX); fi
A=".venv/bin/python -m ai.arena --cpu-caps --jobs 1"
for g in nine-sons dragon-bridge drakon dragon-delta; do
  $A --game $g --a normal --b easy --games 6 --json $out/$g.json > /dev/null 2>&1
  $A --game $g --a hard --b normal --games 2 --json $out/$g-hard-1.json > /dev/null 2>&1
done
$A --game drakon --bots normal easy normal easy --games 4 --json $out/drakon4.json > /dev/null 2>&1
$A --game dragon-delta --bots normal easy normal --games 3 --json $out/dragon-delta3.json > /dev/null 2>&1
$A --game wyvern --options match_points=50 --a normal --b easy --games 2 --json $out/wyvern.json > /dev/null 2>&1
$A --game wyvern --options match_points=50 --a hard --b normal --games 2 --json $out/wyvern-hard-1.json > /dev/null 2>&1
[ "${1:-}" = baseline ] && { ls $out; exit 0; }
BASE=${BASELINE:-/tmp/fingerprint_baseline} OUT=$out python3 - <<'PY'
import json, os
OUT, BASE = os.environ["OUT"], os.environ["BASE"]
ok = True
for name in sorted(f[:-5] for f in os.listdir(BASE)):
    a = json.load(open(f"{BASE}/{name}.json")); b = json.load(open(f"{OUT}/{name}.json"))
    fa = [(g["plies"], g["returns"]) for g in a["games"]]; fb = [(g["plies"], g["returns"]) for g in b["games"]]
    print(name, "same" if fa == fb else f"DIFFERENT {fa} vs {fb}")
    ok &= fa == fb
print("ALL SAME" if ok else "MISMATCH")
PY

#!/bin/sh
# Dragon Delta arena, fifth plan (2026-12-02, beside development work): Master vs Hard at 4 and
# 6 seats with --cpu-caps (time caps in CPU seconds only: the levels' iteration budgets decide
# every search, whatever else the machine runs; no decision is cut).
# 00:43-01:10: the Master of the morning (its tree held the later seats' slots) at 4 seats:
#   delta3_4p_oldmaster_hard_c0, c1 (8 games). Master no better than Hard: the stream was stopped.
# 01:10-01:50: the same deals with the tree holding only Master's own slots (delta3_tune.py,
#   own_slots_only=1, now the level's own_slots_from=3): delta3_tune_4p_own_c0..c3 (16 games).
# 01:42-02:51: the level as committed (own_slots_from=3), chunks of 4 (4 seats) or 6 (6 seats)
# games, so every rotation is played and a stopped stream still leaves whole chunks (4 seats:
# c4-c6 kept, c7 stopped unfinished; 6 seats: c0-c1 kept, c2 stopped unfinished, files deleted).
# Usage (from the project root): sh docs/arena/delta3_runs.sh 4 | 6
set -u
A="nice -n 5 .venv/bin/python -m ai.arena --game dragon-delta --jobs 1 --cpu-caps"
D=docs/arena
run() { # name games seed configs...
  name=$1; games=$2; seed=$3; shift 3
  $A --bots "$@" --games "$games" --seed "$seed" --json "$D/delta3_$name.json" > "$D/delta3_$name.txt" 2>&1
}
if [ "$1" = 4 ]; then
  for c in 4 5 6 7 8 9 10 11 12 13 14; do run 4p_master_hard_c$c 4 $((74000 + 100 * c)) master hard hard hard; done
elif [ "$1" = 6 ]; then
  for c in 0 1 2 3 4 5 6 7 8 9; do run 6p_master_hard_c$c 6 $((76000 + 100 * c)) master hard hard hard hard hard; done
fi

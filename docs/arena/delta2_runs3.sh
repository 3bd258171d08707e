#!/bin/sh
# Dragon Delta arena, third plan (a quiet machine, 2026-12-01 20:12-20:45): more seeded chunks.
# Usage: sh docs/arena/delta2_runs3.sh hard 4 6 8 ... | sh docs/arena/delta2_runs3.sh master 2 3 ...
A=".venv/bin/python -m ai.arena --game dragon-delta --jobs 1"
D=docs/arena
kind=$1; shift
for c in "$@"; do
  if [ "$kind" = hard ]; then
    $A --bots hard normal --games 10 --seed $((51000 + 100 * c)) --json "$D/delta2_2p_hard_normal_c$c.json" > "$D/delta2_2p_hard_normal_c$c.txt" 2>&1
  else
    $A --bots master hard --games 6 --seed $((59000 + 100 * c)) --json "$D/delta2_2p_master_hard_c$c.json" > "$D/delta2_2p_master_hard_c$c.txt" 2>&1
  fi
done

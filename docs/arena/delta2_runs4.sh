#!/bin/sh
# Dragon Delta arena, fourth plan (2026-12-01 21:25-, two streams beside development work):
# Master vs Hard at 2 seats to >=100 games; Hard vs Normal and Master vs Hard at 4 and 6 seats.
# Stream a was stopped during 6p_master_hard_c1 (23:32 UTC; its partial output deleted).
# Usage (from the project root): sh docs/arena/delta2_runs4.sh a | sh docs/arena/delta2_runs4.sh b
set -u
A="nice -n 5 .venv/bin/python -m ai.arena --game dragon-delta --jobs 1"
D=docs/arena
run() { # name games seed configs...
  name=$1; games=$2; seed=$3; shift 3
  $A --bots "$@" --games "$games" --seed "$seed" --json "$D/delta2_$name.json" > "$D/delta2_$name.txt" 2>&1
}
if [ "$1" = a ]; then
  for c in 10 11 12 13 14 15 16; do run 2p_master_hard_c$c 6 $((59000 + 100 * c)) master hard; done
  for c in 0 1; do run 4p_master_hard_c$c 8 $((64000 + 100 * c)) master hard hard hard; done
  for c in 0 1; do run 6p_master_hard_c$c 6 $((66000 + 100 * c)) master hard hard hard hard hard; done
elif [ "$1" = b ]; then
  for c in 1 2 3; do run 4p_hard_normal_c$c 12 $((54500 + 100 * c)) hard normal normal normal; done
  for c in 1 2 3; do run 6p_hard_normal_c$c 12 $((56500 + 100 * c)) hard normal normal normal normal normal; done
fi
# Stream c (queued after b): more 6-seat games of Hard vs Normal.
if [ "$1" = c ]; then
  while pgrep -f "delta2_runs4.sh b" > /dev/null; do sleep 20; done
  for c in 4 5 6; do run 6p_hard_normal_c$c 12 $((56500 + 100 * c)) hard normal normal normal normal normal; done
fi

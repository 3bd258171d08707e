#!/bin/sh
# Dragon Delta arena runs, second plan (delta2_runs.sh did not fit the time: the runs are
# slower on the shared machine than measured alone). Waits for the given arena process, then
# runs its stream. Usage: sh docs/arena/delta2_runs2.sh a|b PID   (from the project root)
set -u
A="nice -n 5 .venv/bin/python -m ai.arena --game dragon-delta --jobs 1"
D=docs/arena
run() { # name games seed configs...
  name=$1; games=$2; seed=$3; shift 3
  $A --bots "$@" --games "$games" --seed "$seed" --json "$D/delta2_$name.json" > "$D/delta2_$name.txt" 2>&1
}
while kill -0 "$2" 2>/dev/null; do sleep 2; done
if [ "$1" = a ]; then
  for c in 0 1 2 3 4 5 6 7 8 9; do run 2p_hard_normal_c$c 20 $((51000 + 100 * c)) hard normal; done
else
  run 4p_hard_normal 12 54500 hard normal normal normal
  run 6p_hard_normal 12 56500 hard normal normal normal normal normal
  for c in 0 1 2 3 4; do run 2p_master_hard_c$c 6 $((59000 + 100 * c)) master hard; done
fi

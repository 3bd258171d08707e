#!/bin/sh
# Dragon Delta arena runs (round 2): two streams of one process each (the machine's 2 cores are
# shared with other engineers), chunks of whole seat rotations so a stopped run keeps what it
# finished. Usage: sh docs/arena/delta2_runs.sh a|b   (from the project root)
set -u
A="nice -n 5 .venv/bin/python -m ai.arena --game dragon-delta --jobs 1"
D=docs/arena
run() { # name games seed configs...
  name=$1; games=$2; seed=$3; shift 3
  $A --bots "$@" --games "$games" --seed "$seed" --json "$D/delta2_$name.json" > "$D/delta2_$name.txt" 2>&1
}
if [ "$1" = a ]; then
  run 2p_normal_easy 200 50000 normal easy
  for c in 0 1 2 3; do run 2p_hard_normal_c$c 50 $((51000 + 100 * c)) hard normal; done
else
  run 4p_normal_easy 40 54000 normal easy easy easy
  run 6p_normal_easy 36 56000 normal easy easy easy easy easy
  run 4p_hard_normal 40 54500 hard normal normal normal
  run 6p_hard_normal 36 56500 hard normal normal normal normal normal
  for c in 0 1 2 3 4; do run 2p_master_hard_c$c 20 $((59000 + 100 * c)) master hard; done
  run 4p_master_hard 12 54900 master hard hard hard
  run 6p_master_hard 12 56900 master hard hard hard hard hard
fi

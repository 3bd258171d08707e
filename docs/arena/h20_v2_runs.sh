#!/bin/bash
# H20 final Drakon runs with the shipped bot (v2: policy-guided widening of placements), in
# chunks of whole seat rotations so that finished chunks survive the end of the session.
cd /work/main
A="nice -n 5 .venv/bin/python -m ai.arena --game drakon --jobs 1"
O=/work/briefs/out
lane6() {
  for c in 0 1 2 3 4; do  # 42 games = 7 deals x 6 rotations
    $A --bots hard normal hard normal hard normal --games 42 --seed $((36000 + 7 * c)) --json $O/h20_v2_6p_hard_normal_c$c.json > $O/h20_v2_6p_hard_normal_c$c.txt 2>&1
  done
}
lane4() {
  for c in 0 1 2 3 4; do  # 40 games = 10 deals x 4 rotations
    $A --bots hard normal hard normal --games 40 --seed $((34000 + 10 * c)) --json $O/h20_v2_4p_hard_normal_c$c.json > $O/h20_v2_4p_hard_normal_c$c.txt 2>&1
  done
}
lane2() {
  for c in 0 1 2 3; do  # 50 games = 25 deals x 2 seatings
    $A --a hard --b normal --games 50 --seed $((30000 + 25 * c)) --json $O/h20_v2_2p_hard_normal_c$c.json > $O/h20_v2_2p_hard_normal_c$c.txt 2>&1
  done
  for b in 0 1 2 3 4 5 6 7 8 9; do
    $A --a master --b hard --games 10 --seed $((39000 + 100 * b)) --json $O/h20_v2_2p_master_hard_b$b.json > $O/h20_v2_2p_master_hard_b$b.txt 2>&1
  done
}
lane6 & lane4 & lane2 &
wait

#!/bin/sh
# Dragon Delta arena, round 4 (session 5, 2026-12-02 04:43-05:50 UTC, beside four other
# engineers' work and the Wyvern stream: load average 5-7 on the 2 cores): one Master among
# Hards with a candidate setting, --cpu-caps (time caps in CPU seconds only), chunks of whole
# rotations (4 games at 4 seats, 6 at 6), new seeds 80000+ (4 seats) and 86000+ (6 seats).
# Run: 04:43-05:34 `sh docs/arena/delta4_runs.sh share3 win_share=3.0 4 0 19`, stopped after
#   chunk c3 finished (c0-c3 kept, 16 games; nothing dropped); 05:40-05:48 `... 4 4 4` (c4). The first start at 04:42 failed
#   at import (no PYTHONPATH; no game played) and was restarted with the line below.
# Lead, 05:50-06:30: `sh docs/arena/delta4_runs.sh share3 win_share=3.0 4 5 9` with a cutoff fixed
#   before it started (06:35, whatever chunks were done by then count): c5-c8 finished; c9 was
#   stopped unfinished at 06:31 and dropped (files deleted).
# Session 7 (round 5, docs/BENCHMARKS.md): 4 seats c20-c34 and 6 seats c0-c5 from a frozen copy
#   of 2bdadec, cutoff 13:50 UTC fixed before the start (4 seats c35 and 6 seats c6 dropped).
# Session 8 (round 6): from a frozen copy of dc09a70, plan and cutoff (16:50 UTC) fixed at 14:31:
#   `... 6 6 11` and `... 4 35 35; ... 6 12 16` in two streams; all finished by 16:30.
# Usage (from the project root): sh docs/arena/delta4_runs.sh NAME CHANGES SEATS FIRST LAST
#   e.g. sh docs/arena/delta4_runs.sh share3 win_share=3.0 4 0 9
# runs delta3_tune.py (Master with CHANGES) for chunks FIRST..LAST into
# docs/arena/delta4_tune_<SEATS>p_<NAME>_c<k>.json/.txt. A chunk still running at a stop is
# dropped (its files deleted) and said so in docs/BENCHMARKS.md.
set -u
name=$1; changes=$2; seats=$3; first=$4; last=$5
if [ "$seats" = 4 ]; then bots=master,hard,hard,hard; base=80000; games=4
else bots=master,hard,hard,hard,hard,hard; base=86000; games=6; fi
c=$first
while [ "$c" -le "$last" ]; do
  PYTHONPATH=. nice -n 5 .venv/bin/python docs/arena/delta3_tune.py master "$changes" "$bots" "$games" \
    $((base + 100 * c)) "docs/arena/delta4_tune_${seats}p_${name}_c$c" \
    > "/tmp/delta4_${seats}p_${name}_c$c.log" 2>&1
  c=$((c + 1))
done

#!/bin/sh
# Wyvern session 8 (issue 15: Hard and Master shown stronger). Run from the repository root.
# Tried: Hard 200 iterations (shipped: 100), Master 200 (shipped: 80), named in the arenas
# (hard:iterations=200, master:iterations=200); not kept (docs/BENCHMARKS.md, Wyvern, session 8).
# The Master' vs Hard' arena was stopped at 16:05 UTC with 4 of its 26 matches played.
set -e
# 1. Regret screen (docs/arena/wyvern_regret_s8.txt): the reference once, then the configs
#    (three eval processes at once; the screen's third process, master 400 / master 200 anchor
#    0.05 / hard 800 anchor 0.02 / hard 400 prune / hard 400 turns 2, was stopped unfinished for the arenas).
nice -n 19 .venv/bin/python docs/arena/wyvern_regret.py ref 40 80
nice -n 19 .venv/bin/python docs/arena/wyvern_regret.py eval 40 80 '{"policy": true}' '{"level": "normal"}' \
  '{"level": "hard", "iterations": 100}' '{"level": "hard", "iterations": 200}' '{"level": "hard", "iterations": 400}' \
  '{"level": "hard", "iterations": 800}' '{"level": "hard", "iterations": 400, "anchor": 0.02}' \
  '{"level": "hard", "iterations": 400, "anchor": 0}' '{"level": "hard", "iterations": 400, "anchor": 0.1}'
nice -n 19 .venv/bin/python docs/arena/wyvern_regret.py eval 40 80 '{"level": "master", "iterations": 80}' \
  '{"level": "master", "iterations": 200}' '{"level": "master", "iterations": 300}'
# 2. Answer times, old and new settings interleaved in one process, CPU caps only:
nice -n 19 .venv/bin/python docs/arena/wyvern_answer_times_s8.py 40
# 3. Arenas, match counts fixed before the start: Hard' vs Normal 50 matches (seed 8100 + i),
#    Master' vs Hard' 26 matches (seed 8300 + i); seats swapped in odd matches; --cpu-caps.
#    Played as parallel streams of chunks (Hard: 0-9 as one chunk, then chunks of 5 from 10;
#    Master: chunks of 2), each chunk:
#      nice -n 19 .venv/bin/python -m tools.wyvern_balance arena --a hard:iterations=200 --b normal \
#        --decks stormwing/stormwing --matches $n --first $first --jobs 2 --seed 8100 --cpu-caps \
#        --json /tmp/wyv8/hn/hn_$first.json
#      nice -n 19 .venv/bin/python -m tools.wyvern_balance arena --a master:iterations=200 --b hard:iterations=200 \
#        --decks stormwing/stormwing --matches 2 --first $first --jobs 2 --seed 8300 --cpu-caps \
#        --json /tmp/wyv8/mh/mh_$first.json
#    Then merge every finished chunk:
.venv/bin/python -m tools.wyvern_balance merge /tmp/wyv8/hn/hn_*.json \
  --json docs/arena/wyvern_hard_normal4.json > docs/arena/wyvern_hard_normal4.txt
.venv/bin/python -m tools.wyvern_balance merge /tmp/wyv8/mh/mh_*.json \
  --json docs/arena/wyvern_master_hard4.json > docs/arena/wyvern_master_hard4.txt

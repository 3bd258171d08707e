#!/bin/sh
# Wyvern balance and arena runs. Run from the repository root; 2 cores, niced.
# Round 1 (issue 15, part 2): seeds shared by matches 2k and 2k+1 (--seed-scheme pair), on the
# digest's data (before docs/wyvern-balance.md's changes): reproduces the round-1 files only
# with that data.
set -e
nice .venv/bin/python -m tools.wyvern_balance balance --seed-scheme pair --level easy --matches 200 --jobs 2 --seed 1000 \
  --json docs/arena/wyvern_balance_easy.json > docs/arena/wyvern_balance_easy.txt
nice .venv/bin/python -m tools.wyvern_balance arena --seed-scheme pair --a normal --b easy --decks stormwing/stormwing \
  --matches 100 --jobs 2 --seed 2000 --json docs/arena/wyvern_normal_easy.json > docs/arena/wyvern_normal_easy.txt
nice .venv/bin/python -m tools.wyvern_balance arena --seed-scheme pair --a hard --b normal --decks stormwing/stormwing \
  --matches 60 --jobs 2 --seed 3000 --json docs/arena/wyvern_hard_normal.json > docs/arena/wyvern_hard_normal.txt

# Round 2 (issue 15, part 3): every match its own seed (--seed-scheme match, the default).
# The balance rounds 2a-2h of docs/wyvern-balance.md were this command on each round's data
# (with --pairings for the pairings a change could touch). wyvern_balance_easy2.* collect the
# final data's six pairings from rounds 2c/2f/2g; rerunning all six at once (not done: time) is:
nice -n 5 .venv/bin/python -m tools.wyvern_balance balance --level easy --matches 200 --jobs 2 --seed 1000 \
  --json docs/arena/wyvern_balance_easy2.json > docs/arena/wyvern_balance_easy2.txt
nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a normal --b easy --decks stormwing/stormwing \
  --matches 100 --jobs 2 --seed 2000 --json docs/arena/wyvern_normal_easy2.json > docs/arena/wyvern_normal_easy2.txt
# Hard vs Normal on the final data, in chunks of 20 matches (the same matches as one run of 100:
# match i has seed 3000 + i), then merged; stopped after the chunks that fitted the time.
for first in 0 20 40 60; do
  nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a hard --b normal --decks stormwing/stormwing \
    --matches 20 --first $first --jobs 2 --seed 3000 --json /tmp/hn_$first.json > /tmp/hn_$first.txt
done
.venv/bin/python -m tools.wyvern_balance merge /tmp/hn_0.json /tmp/hn_20.json /tmp/hn_40.json /tmp/hn_60.json \
  --json docs/arena/wyvern_hard_normal2.json > docs/arena/wyvern_hard_normal2.txt
# Hard candidates tried against Normal (50-VP matches, one job, during the balance rounds):
nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a hard:prune=1,exploration=0.3,iterations=200 --b normal \
  --decks stormwing/stormwing --options '{"match_points": 50}' --matches 30 --jobs 1 --seed 5000 --json docs/arena/wyvern_hard_try_1.json > docs/arena/wyvern_hard_try_1.txt
nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a hard:iterations=200,turns=2 --b normal \
  --decks stormwing/stormwing --options '{"match_points": 50}' --matches 20 --jobs 1 --seed 5000 --json docs/arena/wyvern_hard_try_2.json > docs/arena/wyvern_hard_try_2.txt
# Answer times per level on the final data:
nice -n 5 .venv/bin/python docs/arena/wyvern_answer_times.py easy,normal,hard,master 40 > docs/arena/wyvern_answer_times2.txt

#!/bin/sh
# Wyvern balance and arena runs (issue 15, part 2). Run from the repository root; 2 cores, niced.
set -e
nice .venv/bin/python -m tools.wyvern_balance balance --level easy --matches 200 --jobs 2 --seed 1000 \
  --json docs/arena/wyvern_balance_easy.json > docs/arena/wyvern_balance_easy.txt
nice .venv/bin/python -m tools.wyvern_balance arena --a normal --b easy --decks stormwing/stormwing \
  --matches 100 --jobs 2 --seed 2000 --json docs/arena/wyvern_normal_easy.json > docs/arena/wyvern_normal_easy.txt
nice .venv/bin/python -m tools.wyvern_balance arena --a hard --b normal --decks stormwing/stormwing \
  --matches 60 --jobs 2 --seed 3000 --json docs/arena/wyvern_hard_normal.json > docs/arena/wyvern_hard_normal.txt

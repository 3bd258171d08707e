#!/bin/sh
# Session 10's Wyvern runs (issue 15), data 6b (game/rules/wyvern/decks.py unchanged since
# session 6). Run from the repository root with the project's venv active; chunk files go to
# $OUT (default /tmp/s10/runs) and are merged into docs/arena/ by `tools.wyvern_balance table`.
#   sh docs/arena/wyvern_s10_runs.sh normal   # Normal table to >= 500 games a pairing
#   sh docs/arena/wyvern_s10_runs.sh hard A   # Hard in both seats, pairings of group A / B
OUT=${OUT:-/tmp/s10/runs}
mkdir -p "$OUT"
run() {  # level pairing first matches
    nice -n 10 python -m tools.wyvern_balance balance --level "$1" --pairings "$2" \
        --first "$3" --matches "$4" --seed 6000 --cpu-caps --json "$OUT/$1_$2_$3.json" \
        > "$OUT/$1_$2_$3.txt" 2>&1
}
case "$1" in
normal)
    # Session 6 played matches 0-99 of these five pairings (the Stormwing mirror: 0-124, 518
    # games); matches 100-149 bring each to about 550 games.
    for first in 100 125; do
        for pairing in stormwing-stoneheart stormwing-shadowscale stoneheart-stoneheart \
            stoneheart-shadowscale shadowscale-shadowscale; do
            run normal "$pairing" "$first" 25
        done
    done ;;
hard)
    # Hard in both seats, matches 0-29 of every pairing (about 115 games each), two groups so
    # that two cores can share them.
    if [ "$2" = A ]; then
        pairings="stormwing-stormwing stormwing-stoneheart stormwing-shadowscale"
    else
        pairings="stoneheart-stoneheart stoneheart-shadowscale shadowscale-shadowscale"
    fi
    for pairing in $pairings; do
        run hard "$pairing" 0 30
    done ;;
esac
case "$1" in
master)
    # The sampled rollout search (ai/heuristics/wyvern/sampled.py, 48 samples) against the
    # shipped Hard: the confirmation fixed before it began (30 matches, seed 11000, chunks of 10).
    for first in 0 10 20; do
        nice -n 10 python -m tools.wyvern_balance arena \
            --a "master:samples=48,margin=1.0,anchor=0.0" --b hard --first "$first" --matches 10 \
            --seed 11000 --cpu-caps --json "$OUT/master48_hard_$first.json" \
            > "$OUT/master48_hard_$first.txt" 2>&1
    done ;;
esac
case "$1" in
screen_all)
    # A screen (not a confirmation): the same search on every decision (search_all), the
    # screen's seeds (10000, matches 0-11) so it compares with the 48-sample screen.
    nice -n 10 python -m tools.wyvern_balance arena \
        --a "master:samples=48,margin=1.0,anchor=0.0,search_all=1" --b hard --first 0 \
        --matches 12 --seed 10000 --cpu-caps --json "$OUT/screen_all48.json" \
        > "$OUT/screen_all48.txt" 2>&1 ;;
esac
case "$1" in
screen)
    # The first screen (run by hand at 23:31 UTC, before this script; nice 5, both at once):
    # the sampled search with 16 and 48 samples against the shipped Hard, seed 10000, 12 matches.
    for k in 16 48; do
        nice -n 5 python -m tools.wyvern_balance arena --a "master:samples=$k,margin=1.0,anchor=0.0" \
            --b hard --matches 12 --first 0 --seed 10000 --cpu-caps \
            --json "docs/arena/wyvern_sampled_screen$k.json" > "docs/arena/wyvern_sampled_screen$k.txt" 2>&1 &
    done
    wait ;;
esac
case "$1" in
confirm_all)
    # Plan 2: search_all against the shipped Hard, seed 11000, matches $2..$3 in chunks of 3
    # (so that a cutoff loses at most one chunk).
    first=$2
    while [ "$first" -le "$3" ]; do
        nice -n 10 python -m tools.wyvern_balance arena \
            --a "master:samples=48,margin=1.0,anchor=0.0,search_all=1" --b hard --first "$first" \
            --matches 3 --seed 11000 --cpu-caps --json "$OUT/all48_hard_$first.json" \
            > "$OUT/all48_hard_$first.txt" 2>&1
        first=$((first + 3))
    done ;;
esac

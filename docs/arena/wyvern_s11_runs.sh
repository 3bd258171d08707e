#!/bin/sh
# Session 11's Wyvern level arenas (issue 15) on data 6b: the shipped levels re-measured on
# today's decks (session 4's Hard vs Normal and round 2's Normal vs Easy were played before the
# decks changed in e34a265). Run from the repository root with the project's venv active; chunk
# files go to $OUT (default /tmp/s11/runs), merged with `python -m tools.wyvern_balance merge`.
#   sh docs/arena/wyvern_s11_runs.sh hard_normal   # 50 matches, seed 12000, chunks of 10
#   sh docs/arena/wyvern_s11_runs.sh normal_easy   # the same for Normal against Easy
OUT=${OUT:-/tmp/s11/runs}
mkdir -p "$OUT"
arena() {  # a b
    for first in 0 10 20 30 40; do
        nice -n 10 python -m tools.wyvern_balance arena --a "$1" --b "$2" --first "$first" \
            --matches 10 --seed 12000 --cpu-caps --json "$OUT/$1_$2_$first.json" \
            > "$OUT/$1_$2_$first.txt" 2>&1
    done
}
case "$1" in
hard_normal) arena hard normal ;;
normal_easy) arena normal easy ;;
esac
case "$1" in
screen_hard16)
    # Screens (session 11): a sampled-search Hard (16 samples on every decision, Hard's 1.6 s
    # CPU cap) against Normal on the re-measure's first seeds, and the new Master against it.
    cand="master:samples=16,time_s=1.6"
    if [ "$2" = normal ]; then
        for first in 0 5 10 15; do
            nice -n 10 python -m tools.wyvern_balance arena --a "$cand" --b normal --first "$first" \
                --matches 5 --seed 12000 --cpu-caps --json "$OUT/s16_normal_$first.json" \
                > "$OUT/s16_normal_$first.txt" 2>&1
        done
    else
        for first in 0 3 6 9; do
            nice -n 10 python -m tools.wyvern_balance arena --a master --b "$cand" --first "$first" \
                --matches 3 --seed 13000 --cpu-caps --json "$OUT/master_s16_$first.json" \
                > "$OUT/master_s16_$first.txt" 2>&1
        done
    fi ;;
esac

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
queue() {  # chunk lines on stdin ("--a A --b B --seed S --first F --matches N --json F.json"), two at a time
    xargs -P 2 -L 1 sh -c 'nice -n 10 python -m tools.wyvern_balance arena --cpu-caps "$@" \
        > "$(echo "$@" | sed "s/.*--json \([^ ]*\)\.json.*/\1/").txt" 2>&1' chunk
}
cand="master:samples=16,time_s=1.6"
c2() { echo "--a master --b $cand --seed 15000 --first $1 --matches $2 --json $OUT/c2_$1.json"; }
c1() { echo "--a $cand --b normal --seed 14000 --first $1 --matches 5 --json $OUT/c1_$1.json"; }
case "$1" in
confirm_hard16)
    # Plan 3 (session 11): the confirmations of the sampled-search Hard, queued on two cores:
    # C2 (Master against it, seed 15000, matches 0-24) first, then C1 (it against Normal, seed
    # 14000, matches 0-59). Started 03:46 UTC in the working tree; stopped at 03:59 after chunks
    # c2 0-8 because a helper was editing modules those chunks import (see confirm_hard16_rest).
    { for f in 0 3 6 9 12 15 18 21; do c2 $f 3; done; c2 24 1
      for f in 0 5 10 15 20 25 30 35 40 45 50 55; do c1 $f; done; } | queue ;;
confirm_hard16_rest)
    # The rest of plan 3, run from a frozen copy of the tree (HEAD a51e085 plus the rollout
    # speed-up, whose games are the same) at 03:59: c2 0-5 again (their first run began while
    # the helper's edits were half done), c2 12-24, then C1.
    { c2 0 3; c2 3 3; for f in 12 15 18 21; do c2 $f 3; done; c2 24 1
      for f in 0 5 10 15 20 25 30 35 40 45 50 55; do c1 $f; done; } | queue ;;
screen_hard8)
    # Plan 4 (screens for the next session, from the frozen copy): 8 samples instead of 16,
    # against Normal on S1's seeds and under Master on S2's.
    c8="master:samples=8,time_s=1.6"
    { for f in 0 3 6 9; do
          echo "--a master --b $c8 --seed 13000 --first $f --matches 3 --json $OUT/s8m_$f.json"; done
      for f in 0 5 10 15; do
          echo "--a $c8 --b normal --seed 12000 --first $f --matches 5 --json $OUT/s8n_$f.json"; done
    } | queue ;;
screen_master96)
    # Plan 5 (a screen for the next session): 96 samples and a 6 s cap against Hard16 on S2's
    # seeds: does Master gain from more samples against the 16-sample search?
    m96="master:samples=96,time_s=6.0"
    for f in 0 3 6 9; do
        echo "--a $m96 --b $cand --seed 13000 --first $f --matches 3 --json $OUT/s96_$f.json"
    done | queue ;;
esac

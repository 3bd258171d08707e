#!/bin/sh
# Session 12's Wyvern runs (issue 15), data 6b, from a frozen `git archive` of the tree. Plan 6,
# fixed at 06:15 UTC before any run (docs/BENCHMARKS.md "Session 12"):
#   P6a  Master96 (the sampled search, 96 samples, 6 s CPU cap) against Hard16 (16 samples,
#        1.6 s cap), Stormwing mirror, seed 16000 (new seeds), matches 0-29 in chunks of 3
#        (30-32 as well if 0-29 give fewer than 100 games). Pass: match share >= 0.65 with
#        >= 100 games -> Master96 becomes Master; else Master stays 48 samples.
#   Hard16 becomes Hard either way: plan 3's C1 showed it stronger than Normal (0.667 over 60
#        matches, 253 games, seeds 14000 never used before), and the shipped Hard is not
#        (0.500 over 50 matches); plan 3's joint rule is replaced by P6a for the Master step.
#   P6b  the Hard balance table played again with Hard16 in both seats, every pairing, seed 6000
#        (session 10's Hard table's seeds), matches 0-29 a pairing in chunks of 5, round-robin
#        over the pairings so that a partial table is even. Reported as far as it gets.
#   Cutoff: no chunk starts after 08:25 UTC; at 08:40 every run stops; a match counts if its
#   line was printed (each match has its own seed, so a stopped chunk changes no other match).
#   sh docs/arena/wyvern_s12_runs.sh plan6      # P6a then P6b, two chunks at a time
OUT=${OUT:-/tmp/s12/runs}
mkdir -p "$OUT"
h16="master:samples=16,time_s=1.6"
m96="master:samples=96,time_s=6.0"
queue() {  # chunk lines on stdin ("arena|balance --flags ... --json F.json"), two at a time
    xargs -P 2 -L 1 sh -c '[ "$(date -u +%H%M)" -lt 0825 ] || exit 0
        nice -n 10 python -m tools.wyvern_balance "$@" --cpu-caps \
        > "$(echo "$@" | sed "s/.*--json \([^ ]*\)\.json.*/\1/").txt" 2>&1' chunk
}
p6a() {  # first matches
    echo "arena --a $m96 --b $h16 --seed 16000 --first $1 --matches $2 --json $OUT/p6a_$1.json"
}
p6b() {  # pairing first
    echo "balance --level $h16 --pairings $1 --seed 6000 --first $2 --matches 5 --json $OUT/p6b_$1_$2.json"
}
case "$1" in
plan6)
    { for f in 0 3 6 9 12 15 18 21 24 27; do p6a $f 3; done
      for f in 0 5 10 15 20 25; do
          for pairing in stormwing-stormwing stormwing-stoneheart stormwing-shadowscale \
              stoneheart-stoneheart stoneheart-shadowscale shadowscale-shadowscale; do
              p6b $pairing $f
          done
      done; } | queue ;;
p6a_more)
    p6a 30 3 | queue ;;
esac
case "$1" in
plan7)
    # Plan 7, fixed at 07:41 UTC (a screen for the next session's data step; no data change
    # this session): candidate A (docs/arena/wyvern_deck_screen.py: Stormwing's Gold Seam
    # Gorges become a fourth Sucking Mire and two Slayer's Keeps) on Stormwing-Stoneheart,
    # matches 0-9 of P6b's seeds (6000) with Hard in both seats, then matches 0-49 with Normal
    # (the Normal table's seeds; Normal had this pairing even). One chunk at a time beside
    # plan 6's queue, the same cutoff (no chunk after 08:25, all stopped at 08:40).
    for f in 0 5; do
        [ "$(date -u +%H%M)" -lt 0825 ] || exit 0
        nice -n 10 python docs/arena/wyvern_deck_screen.py A balance --level "$h16" \
            --pairings stormwing-stoneheart --seed 6000 --first $f --matches 5 --cpu-caps \
            --json "$OUT/p7_hard_$f.json" > "$OUT/p7_hard_$f.txt" 2>&1
    done
    for f in 0 25; do
        [ "$(date -u +%H%M)" -lt 0825 ] || exit 0
        nice -n 10 python docs/arena/wyvern_deck_screen.py A balance --level normal \
            --pairings stormwing-stoneheart --seed 6000 --first $f --matches 25 --cpu-caps \
            --json "$OUT/p7_normal_$f.json" > "$OUT/p7_normal_$f.txt" 2>&1
    done ;;
esac
case "$1" in
plan8)
    # Plan 8, fixed at 08:11 UTC (a screen only): plan 7's candidate A moved Normal's
    # Stormwing-Stoneheart share from 0.494 to 0.582 on matches 0-49; candidate B (one Gorge
    # kept, one Slayer's Keep) under Normal on the same 50 matches, stopped at 08:40.
    for f in 0 25; do
        nice -n 10 python docs/arena/wyvern_deck_screen.py B balance --level normal \
            --pairings stormwing-stoneheart --seed 6000 --first $f --matches 25 --cpu-caps \
            --json "$OUT/p8_normal_$f.json" > "$OUT/p8_normal_$f.txt" 2>&1
    done ;;
esac

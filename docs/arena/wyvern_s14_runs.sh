#!/bin/sh
# Session 14's Wyvern runs (issue 15), from a frozen `git archive` of the tree. Plan 10, fixed at
# 12:52 UTC before any run:
#   Why: data 13's Hard16 table has Stoneheart winning 60.9 % of its games against Shadowscale
#   (the only pairing outside 40-60 % under either level), and a count of quiet stretches (no
#   card leaving a battle position for 6+ turns) put Shadowscale's pairings among the longest.
#   Shadowscale's two Gold Seam Gorges (T08) only add turns: an attacked Gorge always triggers,
#   harms nobody, pays its owner 4 gold and refills the position.
#   Screens (docs/arena/wyvern_deck_screen.py): P = Shadowscale's two Gorges -> two Hunter's
#   Snares (T09: kills an attacker of power 3-6); Q = -> one Snare and a third Slayer's Keep
#   (T04: kills an attacker of power 7+). Each on Stoneheart-Shadowscale and Stormwing-
#   Shadowscale: Normal in both seats, matches 0-49, and Hard16 in both seats, matches 0-9
#   (seed 6000, the tables' seeds, so each compares with data 13 on the same matches).
#   Rule (session 13's): a candidate is eligible if deck 0's game share is in [0.40, 0.60] in
#   both Normal screens and in [0.35, 0.65] in both Hard screens; adopt the eligible candidate
#   with the smallest largest |share - 0.5| over the four screens; within 0.02 of each other,
#   the one with the shorter mean game over the four screens. None eligible: no data change.
#   Plan 10b (only if one is adopted; the screens' matches are the tables' first ones): the
#   Normal table of the three pairings with Shadowscale on to 150 matches; then the Hard16 table
#   in chunks of 5, round-robin: Stoneheart-Shadowscale and Stormwing-Shadowscale from match 10,
#   the Shadowscale mirror from 0, each up to match 24.
#   Cutoff: no chunk starts after 14:45 UTC; at 14:57 every run stops; a match counts if its
#   line was printed.
#   Plan 10's outcome (stopped at 12:58 UTC, after its Normal screens): P's Normal screen of
#   Stormwing-Shadowscale gave Stormwing 0.641 (data 13: 0.532 on the same matches), so P is not
#   eligible whatever its Hard screens say, and they were stopped (no match of them finished). Q is
#   within the rule by its Normal screens but no better than data 13 there (Stoneheart-
#   Shadowscale 0.571 against 0.573; Stormwing-Shadowscale 0.588 against 0.532, 0.611 from seat
#   0): the rule above compared candidates with each other only, not with the data as it is, and
#   its Hard screens were not run. Without the Gorges' 4 gold Shadowscale falls behind Stormwing.
#
# Plan 11, fixed at 12:59 UTC before any of its runs: Shadowscale keeps its Gorges and trades its
#   Glaciers (T05: always triggers, -3 power while attached, 1 gold) for Hunter's Snares (T09:
#   kills an attacker of power 3-6, 2 gold): R both Glaciers, S one. It should help Shadowscale
#   against both other decks (Stormwing 0.532 / 0.538 of their games under Normal / Hard16 on data
#   13's tables, Stoneheart 0.580 / 0.609).
#   Plan 11a: the Normal screens of R and S as plan 10's (both pairings, matches 0-49). Plan 11b:
#   the Hard16 screens (both pairings, matches 0-9) of the candidates eligible by Normal only.
#   Rule: eligible if deck 0's game share is in [0.40, 0.60] in both Normal screens, seat by seat
#   (the issue's target), and in [0.35, 0.65] in both Hard screens, AND its largest |share - 0.5|
#   over the four screens is below data 13's on the same matches (0.119: Stoneheart-Shadowscale
#   0.619 under Hard16, matches 0-9). Adopt the eligible candidate with the smallest; within 0.02
#   of each other, the one with the shorter mean game over the four screens. None: no change.
#   Plan 11c (only if one is adopted): plan 10b's runs (the same commands and cutoffs).
#   sh docs/arena/wyvern_s14_runs.sh plan11a; sh docs/arena/wyvern_s14_runs.sh plan11b R S
#   Plan 11a's outcome (12:59-13:07 UTC): R is not eligible (Stoneheart-Shadowscale 0.628 with
#   Stoneheart in seat 0); S is (0.544: 0.556 / 0.532; Stormwing-Shadowscale 0.564: 0.556 /
#   0.572), so plan 11b runs S only (from 13:07 UTC).
#
# Plan 12, fixed at 13:31 UTC, before plan 11b's result (its first five matches a pairing were
#   in: Stoneheart 0.652, Stormwing 0.812): only if plan 11 adopts nothing, data 13's Hard16
#   Stoneheart-Shadowscale (60.9 % over 30 matches, 128 games, [0.523, 0.690]) is played on for
#   a FIXED 20 more matches (30-49, the same command, chunks of 5, two at a time, plan 10's
#   cutoffs), and the 50 matches are reported whatever they say (no stop on a good reading).
#   sh docs/arena/wyvern_s14_runs.sh plan12
#   Plan 11b's outcome (13:07-13:40 UTC): S under Hard16, matches 0-9: Stoneheart-Shadowscale
#   0.644 (45 games), Stormwing-Shadowscale 0.657 (35 games): outside [0.35, 0.65], so S is not
#   eligible; nothing adopted, and plan 12 runs (from 13:41 UTC).
#
# Plan 13, fixed at 13:42 UTC before any of its runs (screens for the next session only: no data
#   change this session whatever they say, there is no time left for the tables). Shadowscale's
#   Horde instead of its Lair: H1 = a Wandering Knight (A13) -> a third Dragonslayer Champion
#   (A16); H2 = a Burrow Map (R10) -> a third Poisoner (A17). Plan 13a: Normal screens of both
#   (Stoneheart-Shadowscale and Stormwing-Shadowscale, matches 0-49), beside plan 12. Plan 13b:
#   Hard16 screens (both pairings, matches 0-9) of the one eligible by plan 11's Normal part with
#   the smaller largest |share - 0.5| over its Normal screens (none eligible: no 13b).
#   sh docs/arena/wyvern_s14_runs.sh plan13a; sh docs/arena/wyvern_s14_runs.sh plan13b H1
#   Plan 13a's outcome (13:42-13:59 UTC): H1 is not eligible (Stormwing-Shadowscale 0.672 with
#   Stormwing in seat 0); H2 is (0.557: 0.597 / 0.515; 0.543: 0.572 / 0.515): plan 13b ran H2
#   (from 13:59 UTC).
# Outcomes at the 14:57 UTC stop (every run was stopped then; chunk files are written only when
#   a chunk ends, so an unfinished chunk's matches count only as the match winners it printed):
#   plan 12 finished matches 30-44 (data 13, Stoneheart-Shadowscale, Hard16: 0.609 over 64
#   games; with session 13's 0-29, 0.609 [0.539, 0.676] over 45 matches, 192 games), and printed
#   the winners of 45-48 (2 matches to each deck). Plan 13b finished H2's matches 0-4 (Stoneheart
#   15 of 18 games against H2's Shadowscale; Stormwing 10 of 24) and printed the winners of 5-7
#   and 5-8: H2 is not eligible (no reading of the missing games brings Stoneheart under 0.65).
OUT=${OUT:-/tmp/s14/runs} PREFIX=p10 LAST_START=1445
. "$(dirname "$0")/wyvern_runs_queue.sh"
pairings="stoneheart-shadowscale stormwing-shadowscale"
case "$1" in
plan10)
    { normal_screens "P Q" "$pairings"; hard_screens "P Q" "$pairings"; } | queue ;;
plan11a)
    normal_screens "R S" "$pairings" | queue ;;
plan11b)  # the candidates eligible by their Normal screens, as arguments
    shift
    hard_screens "$*" "$pairings" | queue ;;
plan13a)
    normal_screens "H1 H2" "$pairings" | queue ;;
plan13b)  # the candidate chosen by plan 13a, as the argument
    hard_screens "$2" "$pairings" | queue ;;
plan12)
    for f in 30 35 40 45; do
        echo "- balance --level $h16 --pairings stoneheart-shadowscale --seed 6000 --first $f --matches 5 --json $OUT/p12_hard_stoneheart-shadowscale_$f.json"
    done | queue ;;
plan10b|plan11c)  # after the adopted candidate's data change is committed: plain balance runs
    { normal_table "stoneheart-shadowscale stormwing-shadowscale" shadowscale-shadowscale
      for f in 0 5 10 15 20; do  # the mirror from 0, the two others from 10 (the screens')
          [ $f -ge 10 ] && { hard stoneheart-shadowscale $f; hard stormwing-shadowscale $f; }
          hard shadowscale-shadowscale $f
      done; } | queue ;;
esac

#!/bin/sh
# Session 18's Wyvern runs (issue 15), from a frozen `git archive` of the tree. Plan 26, fixed at
# 03:20 UTC before any run (no data change unless a later plan, fixed before its runs, says so):
#   Why: session 17's C1 (a Slayer's Keep -> a Sucking Mire in Shadowscale's Lair) brought
#   Stoneheart-Shadowscale to even under Hard16 (0.518 over 20 matches; data 13 0.622 on the same
#   matches), but each trade of a Shadowscale terrain for the Mire (C1, C3, C4) handed Stormwing-
#   Shadowscale to Stormwing under Normal (0.587-0.628). So the Mire comes in with every terrain
#   kept (docs/arena/wyvern_deck_screen.py): D1 as a twenty-first Lair card, D2 in place of Dusk
#   Wyvern (D20), D3 in place of Reedrunner (D16).
#   Plan 26: Normal screens of D1, D2, D3 on Stoneheart-Shadowscale and Stormwing-Shadowscale,
#   matches 0-49, chunks of 25, two at a time. Read against data 13 on the same matches (SH-SC
#   0.573 (0.583 / 0.563), SW-SC 0.532 (0.526 / 0.537)): a lead for Hard16 runs if both screens
#   are inside [0.40, 0.60] seat by seat; of several, the one whose Stoneheart-Shadowscale share
#   is lowest (the Hard16 problem), then the smaller largest |share - 0.5| seat by seat.
#   Cutoffs: no chunk starts after 04:05 UTC.
#   LAST_START=0405 sh docs/arena/wyvern_s18_runs.sh plan26
#   Plan 26's outcome (03:21-03:36 UTC; docs/arena/wyvern_screen_s18_{D1,D2,D3}_normal.*; deck
#   0's share over matches 0-49, by seat, mean turns): D1 Stoneheart-Shadowscale 0.546 [0.476,
#   0.615] (0.520 / 0.575), 23.3; Stormwing-Shadowscale 0.543 (0.589 / 0.500), 20.1. D2 0.480
#   [0.408, 0.553] (0.516 / 0.442), 25.5; 0.558 (0.548 / 0.568), 19.2. D3 0.476 [0.406, 0.547]
#   (0.458 / 0.495), 24.9; 0.538 (0.524 / 0.552), 18.9. All three inside [0.40, 0.60] seat by
#   seat on both pairings: D3 is the lead (the lowest Stoneheart share, and the smallest largest
#   |share - 0.5|, 0.055).
#
# Plan 27, fixed at 03:44 UTC after plan 26's outcome: D3 under Hard16, Stoneheart-Shadowscale
#   matches 0-24 and Stormwing-Shadowscale 0-9 (chunks of 5, round by round while both run), then
#   D3's Normal table (the two screened pairings on to 150 matches, the Shadowscale mirror 0-149;
#   chunks of 25), then the Shadowscale mirror under Hard16 from match 0. Reading: D3 holds under
#   Hard16 if Stoneheart-Shadowscale over its 25 matches has deck 0's share and both seat-by-seat
#   shares inside [0.40, 0.60], and Stormwing-Shadowscale over its 10 inside [0.35, 0.65] (ten
#   matches cannot say more); read beside data 13 on the same matches. Holding, D3 is the data
#   change to finish next session (Stormwing-Shadowscale and the mirror to 25 Hard16 matches, the
#   Normal table complete) and is written in when every pairing it touches is inside the bands;
#   not before (no data change this session).
#   Cutoffs: no chunk starts after 05:12 UTC; at 05:40 every run stops (a chunk counts only if
#   it finished).
#   LAST_START=0512 sh docs/arena/wyvern_s18_runs.sh plan27
#   Plan 27's outcome (03:44-05:20 UTC, every chunk finished before the cutoffs; read in session
#   19): Hard16 (docs/arena/wyvern_screen_s18_D3_hard.*) Stoneheart-Shadowscale over 25 matches
#   0.495 [0.399, 0.592] (0.536 / 0.442), data 13 on the same matches 0.615 (0.591 / 0.639);
#   Stormwing-Shadowscale over 10 0.455 (0.429 / 0.478), data 13 0.511; the Shadowscale mirror
#   over 10 seat 0's share 0.520, data 13 0.415. D3 holds by the reading above. Its Normal table
#   (docs/arena/wyvern_balance_normal_D3.*, 150 matches a pairing): Stoneheart-Shadowscale 0.486
#   (0.470 / 0.502), Stormwing-Shadowscale 0.502 (0.512 / 0.492), mirror seat 0 0.528; data 13
#   0.580, 0.535, 0.465. Games are longer: mean turns 26.9, 20.5, 24.2 against data 13's 23.9,
#   19.0, 21.3 (more stalemate-guard endings in the mirror: 54 of 618 games, data 13 29 of 583).
OUT=${OUT:-/tmp/s18/runs} PREFIX=p26 LAST_START=${LAST_START:-0405}
. "$(dirname "$0")/wyvern_runs_queue.sh"
case "$1" in
plan26)
    normal_screens "D1 D2 D3" "stoneheart-shadowscale stormwing-shadowscale" | queue ;;
plan27)
    { for f in 0 5; do for p in stoneheart-shadowscale stormwing-shadowscale; do
          screen D3 hard "$h16" "$p" $f 5; done; done
      for f in 10 15 20; do screen D3 hard "$h16" stoneheart-shadowscale $f 5; done
      candidate_normal_table D3 "stoneheart-shadowscale stormwing-shadowscale" \
          shadowscale-shadowscale
      for f in 0 5; do screen D3 hard "$h16" shadowscale-shadowscale $f 5; done; } | queue ;;
esac

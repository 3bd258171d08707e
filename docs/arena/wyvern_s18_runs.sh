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
OUT=${OUT:-/tmp/s18/runs} PREFIX=p26 LAST_START=${LAST_START:-0405}
. "$(dirname "$0")/wyvern_runs_queue.sh"
case "$1" in
plan26)
    normal_screens "D1 D2 D3" "stoneheart-shadowscale stormwing-shadowscale" | queue ;;
esac

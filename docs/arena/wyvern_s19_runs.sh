#!/bin/sh
# Session 19's Wyvern runs (issue 15), from a frozen `git archive` of the tree.
#   Where plan 27 (docs/arena/wyvern_s18_runs.sh) left D3 (Shadowscale's Reedrunner -> a Sucking
#   Mire): it held under Hard16 by plan 27's reading, and its Normal table is complete (150
#   matches a pairing, every share 0.47-0.53 seat by seat). What is missing before D3 can be
#   written in: Stormwing-Shadowscale and the Shadowscale mirror at table size under Hard16 (ten
#   matches each so far), and Stoneheart-Shadowscale past 100 games (99 over 25 matches).
# Plan 28, fixed at 06:46 UTC before any run (started 06:47): D3 under Hard16, Stormwing-Shadowscale and the
#   Shadowscale mirror matches 10-24 (chunks of 5, alternating), then Stoneheart-Shadowscale
#   matches 25-34, then 35-44 (data 13 has that pairing to 45 matches). Reading (fixed now; a
#   table of about 100 games cannot be read seat by seat at 40-60 %, session 17's band power):
#   D3 is written in as data 14 if, over every finished match from 0, each of its three
#   pairings under Hard16 has deck 0's share (the mirror: seat 0's share) inside [0.40, 0.60]
#   and each seat-by-seat share inside [0.35, 0.65], with its Normal table as it stands.
#   Otherwise data 13 stays and the numbers go into docs/wyvern-balance.md.
#   Cutoffs: no chunk starts after 08:15 UTC; at 08:50 every run stops (a chunk counts only if
#   it finished).
#   LAST_START=0815 OUT=/tmp/s19/runs28 sh docs/arena/wyvern_s19_runs.sh plan28
OUT=${OUT:-/tmp/s19/runs28} PREFIX=p28 LAST_START=${LAST_START:-0815}
. "$(dirname "$0")/wyvern_runs_queue.sh"
case "$1" in
plan28)
    { for f in 10 15 20; do for p in stormwing-shadowscale shadowscale-shadowscale; do
          screen D3 hard "$h16" "$p" $f 5; done; done
      for f in 25 30 35 40; do screen D3 hard "$h16" stoneheart-shadowscale $f 5; done; } | queue ;;
esac

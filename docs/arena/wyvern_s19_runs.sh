#!/bin/sh
# Session 19's Wyvern runs (issue 15), from a frozen `git archive` of the tree.
#   Where plan 27 (docs/arena/wyvern_s18_runs.sh) left D3 (Shadowscale's Reedrunner -> a Sucking
#   Mire): it held under Hard16 by plan 27's reading, and its Normal table is complete (150
#   matches a pairing, every share 0.47-0.53 seat by seat). What is missing before D3 can be
#   written in: Stormwing-Shadowscale and the Shadowscale mirror at table size under Hard16 (ten
#   matches each so far), and Stoneheart-Shadowscale past 100 games (99 over 25 matches).
# Plan 28, fixed at 06:46 UTC before any run (started 06:47): D3 under Hard16,
#   Stormwing-Shadowscale and the Shadowscale mirror matches 10-24 (chunks of 5, alternating),
#   then Stoneheart-Shadowscale matches 25-34, then 35-44 (data 13 has that pairing to 45).
#   Reading (fixed now; a table of about 100 games cannot be read seat by seat at 40-60 %,
#   session 17's band power):
#   D3 is written in as data 14 if, over every finished match from 0, each of its three
#   pairings under Hard16 has deck 0's share (the mirror: seat 0's share) inside [0.40, 0.60]
#   and each seat-by-seat share inside [0.35, 0.65], with its Normal table as it stands.
#   Otherwise data 13 stays and the numbers go into docs/wyvern-balance.md.
#   Cutoffs: no chunk starts after 08:15 UTC; at 08:50 every run stops (a chunk counts only if
#   it finished).
#   LAST_START=0815 OUT=/tmp/s19/runs28 sh docs/arena/wyvern_s19_runs.sh plan28
#   Plan 28's outcome (06:47-08:13 UTC, every chunk finished; with plan 27's matches:
#   docs/arena/wyvern_balance_hard_D3.*): Stormwing-Shadowscale over 25 matches 0.453 [0.361,
#   0.548] (0.500 / 0.402), data 13 on the same matches 0.538; Stoneheart-Shadowscale over 45
#   0.491 [0.419, 0.565] (0.552 / 0.420), data 13 0.609; the mirror over 25, seat 0 0.455, data 13
#   0.495. Every reading inside: D3 written in as data 14 (a41e12f).
# Plan 29, fixed at 06:59 UTC (before plan 28's outcome; it runs after plan 28 on the data then
#   in the tree: data 14 if plan 28 wrote D3 in, data 13 otherwise, and says which): the length
#   target. The games over 40 turns are standoffs in which one seat has only face-down terrain
#   and the other will not attack into it (session 14's count); a Scout attacks terrain safely,
#   and Stoneheart's Lair, whose pairings are the longest, has one. E1: Stoneheart takes the
#   Reedrunner (D16) in place of Ashen Crawler (D01); E2 also Burrow Scout (D15) in place of Cave
#   Drake (D02) (docs/arena/wyvern_deck_screen.py). Normal screens, matches 0-49, of the three
#   pairings with Stoneheart, chunks of 25. Reading, against the data on the same matches: a
#   lead (Hard16 screens next session) if every screened pairing is inside [0.40, 0.60] seat by
#   seat (the mirror: seat 0's share) and Stoneheart's pairings are shorter on average; of the
#   two, the larger fall in mean turns over the three. Nothing is written in this session.
#   Cutoffs: no chunk starts after 08:35 UTC; at 08:50 every run stops.
#   LAST_START=0835 OUT=/tmp/s19/runs29 sh docs/arena/wyvern_s19_runs.sh plan29
#   Plan 29's outcome (08:15-08:27 UTC on data 14, every chunk finished;
#   docs/arena/wyvern_screen_s19_{E1,E2}_normal.*; deck 0's share over matches 0-49 (by seat),
#   mean turns; data 14 on the same matches: Stormwing-Stoneheart 0.539 (0.605 / 0.479), 27.0;
#   the Stoneheart mirror seat 0 0.510, 20.3; Stoneheart-Shadowscale 0.476 (0.458 / 0.495),
#   24.9): E1 0.580 (0.592 / 0.568), 27.7; seat 0 0.510, 19.2; 0.612 (0.597 / 0.629), 26.1.
#   E2 0.549 (0.505 / 0.594), 23.5; seat 0 0.459, 18.6; 0.638 (0.641 / 0.635), 24.5. Neither
#   is a lead: a Scout makes Stoneheart far stronger against Shadowscale (whose defence is
#   terrain a Scout walks through), and one Scout does not shorten its games; two take 3.5 turns
#   off Stormwing-Stoneheart.
OUT=${OUT:-/tmp/s19/runs28} PREFIX=p28 LAST_START=${LAST_START:-0815}
. "$(dirname "$0")/wyvern_runs_queue.sh"
case "$1" in
plan28)
    { for f in 10 15 20; do for p in stormwing-shadowscale shadowscale-shadowscale; do
          screen D3 hard "$h16" "$p" $f 5; done; done
      for f in 25 30 35 40; do screen D3 hard "$h16" stoneheart-shadowscale $f 5; done; } | queue ;;
plan29)
    PREFIX=p29
    normal_screens "E1 E2" "stormwing-stoneheart stoneheart-shadowscale stoneheart-stoneheart" |
        queue ;;
esac

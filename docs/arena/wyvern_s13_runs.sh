#!/bin/sh
# Session 13's Wyvern runs (issue 15), from a frozen `git archive` of the tree. Plan 9, fixed at
# 09:20 UTC (commit a8700ff; its first draft said 09:35 by mistake) before any run:
#   Screens of two changes that cost Stoneheart (docs/arena/wyvern_deck_screen.py; Stoneheart won
#   65 % of its games against both other decks under Hard16 in session 12): X = Molten Tyrant
#   (D12) -> Ashen Crawler (D01); Z = X + Old Mountain Drake (D11) -> Burrow Scout (D15).
#   Each on Stormwing-Stoneheart and Stoneheart-Shadowscale: Normal in both seats, matches 0-49
#   (seed 6000, the Normal table's seeds), and Hard16 in both seats, matches 0-9 (seed 6000, the
#   Hard table's seeds); compared with data 6b on the same matches.
#   Rule: a candidate is eligible if deck 0's game share is in [0.40, 0.60] in both Normal screens
#   and in [0.35, 0.65] in both Hard screens (10 matches: +-0.15). Adopt the eligible candidate
#   with the smallest largest |share - 0.5| over the four screens (a tie: X, the smaller change).
#   None eligible: no data change this session.
#   Afterwards (plan 9b, only if one is adopted; the screens' matches are the tables' first ones,
#   the same seeds and decks): the Normal table of every pairing with Stoneheart on to 150
#   matches, and the Hard16 table round-robin in chunks of 5 (Stoneheart pairings from where the
#   screens stop, the three without it from match 15, data-independent) as far as it gets.
#   Plan 9b's order, fixed at 09:45 UTC before its runs (the screens show a Hard16 match takes
#   ~2.4 min of a core: the whole Hard table cannot fit, so the pairings the change touches come
#   first): the Normal chunks (cheap), then Hard16 Stormwing-Stoneheart and Stoneheart-
#   Shadowscale matches 10-29 and the Stoneheart mirror 0-29, round-robin in chunks of 5, then
#   the three pairings without Stoneheart from match 15 to 29.
#   Cutoff: no chunk starts after 11:40 UTC; at 11:50 every run stops; a match counts if its
#   line was printed.
#   sh docs/arena/wyvern_s13_runs.sh plan9      # the screens, two chunks at a time
OUT=${OUT:-/tmp/s13/runs} PREFIX=p9 LAST_START=1139
. "$(dirname "$0")/wyvern_runs_queue.sh"
case "$1" in
plan9)
    pairings="stormwing-stoneheart stoneheart-shadowscale"
    { normal_screens "X Z" "$pairings"; hard_screens "X Z" "$pairings"; } | queue ;;
plan9b)  # after the adopted candidate's data change is committed: plain balance runs
    { normal_table "stormwing-stoneheart stoneheart-shadowscale" stoneheart-stoneheart
      for f in 0 5 10 15 20 25; do  # the mirror from 0, the two others from 10 (the screens')
          hard stoneheart-stoneheart $f
          [ $f -lt 10 ] && continue
          hard stormwing-stoneheart $f; hard stoneheart-shadowscale $f
      done
      for f in 15 20 25; do
          for p in stormwing-stormwing stormwing-shadowscale shadowscale-shadowscale; do
              hard $p $f
          done
      done; } | queue ;;
esac

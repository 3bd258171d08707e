#!/bin/sh
# Session 17's Wyvern runs (issue 15), from a frozen `git archive` of the tree. Plan 21, fixed at
# 22:09 UTC before any run (no data change this session unless a later plan, fixed before its
# runs, says so):
#   Why: session 16's N1 (Stoneheart's two Mirror Shields -> two Counter-Roars) gave, under Hard16
#   over matches 0-9, Stoneheart-Shadowscale 0.602 [0.455, 0.733] (44 games) and Stormwing-
#   Stoneheart 0.486 [0.330, 0.644] (35 games): ten matches cannot tell it from data 13 (0.619,
#   0.412) or M2 (0.488, 0.583). M2 at 25 matches left Stormwing 0.638 from seat 1: out.
#   Plan 21: N1's Hard16 runs on from match 10 to 25 on both pairings, in chunks of 5, two at a
#   time, round by round (Stormwing-Stoneheart then Stoneheart-Shadowscale, first match 10, 15,
#   20), then N1's Normal table (the two pairings screened on 0-49 on to 150 matches, the
#   Stoneheart mirror 0-149; chunks of 25) on the cores the Hard runs leave.
#   Reading (bounds of issue 15, [0.40, 0.60]): N1 holds on a pairing if over its 25 Hard16
#   matches deck 0's share and both seat-by-seat shares are inside; read beside data 13 and M2 on
#   the same matches. Holding both pairings, N1 goes on next session to the Hard16 mirror and a
#   written-in data change; otherwise not adopted.
#   Cutoffs: no chunk starts after 00:15 UTC; at 00:40 every run stops; a chunk counts only if it
#   finished (its file written).
#   LAST_START=0015 sh docs/arena/wyvern_s17_runs.sh plan21
#   Plan 21's outcome (22:09-23:01 UTC; the Hard16 chunks all finished; with session 16's
#   matches 0-9: docs/arena/wyvern_balance_hard_N1_25.*): Stormwing-Stoneheart 0.521 [0.422,
#   0.617] over 97 games (0.509 / 0.535 by seat; data 13 0.531, M2 0.598 on the same matches);
#   Stoneheart-Shadowscale 0.607 [0.510, 0.696] over 103 games (0.679 / 0.530; data 13 0.615,
#   M2 0.544). Stoneheart-Shadowscale is outside [0.40, 0.60] overall and from seat 0: N1 is
#   out, plan 22 does not run, and by plan 23 the rest of the queue (N1's Normal table, two
#   chunks of the mirror begun, not finished, discarded) was stopped at 23:01.
#
# Plan 22, fixed at 22:25 UTC before plan 21's outcome (the last runs a data change needs): if N1
#   holds on both pairings by plan 21's reading, N1's Stoneheart mirror under Hard16, matches
#   0-24 in chunks of 5, two at a time, once plan 21's queue is done (the three pairings N1 leaves
#   alone keep data 13's tables). Reading: seat 0's share over the 25 matches inside [0.40, 0.60].
#   With plan 21's Normal table inside the bands too, N1 is written into decks.py this session
#   (data 14; data 13's Stoneheart deck into EARLIER_DECKS), after checking that the written
#   data plays a screened chunk exactly as the screen did. Otherwise no run.
#   Cutoffs: no chunk starts after 00:20 UTC; at 00:45 every run stops.
#   LAST_START=0020 sh docs/arena/wyvern_s17_runs.sh plan22

# Plan 23, fixed at 22:50 UTC before plan 21's outcome (a lead for the next session; no data
#   change this session): if N1 is out by plan 21's reading, the rest of plan 21's queue (N1's
#   Normal table: no decision rests on it then) is stopped once its Hard16 chunks are done, and
#   candidate C1 (docs/arena/wyvern_deck_screen.py: Shadowscale trades a Slayer's Keep for a
#   Sucking Mire) plays: Normal screens of Stoneheart-Shadowscale and Stormwing-Shadowscale,
#   matches 0-49; then Hard16 on both, matches 0-4 and 5-9; then Stoneheart-Shadowscale 10-14
#   and 15-19. Read against data 13 on the same matches. A lead for the next session if both
#   Normal screens are inside [0.40, 0.60] seat by seat, Stormwing-Shadowscale under Hard16 inside
#   [0.35, 0.65] and Stoneheart's share under Hard16 at most 0.55 over the matches played.
#   Cutoffs: no chunk starts after 00:10 UTC; at 00:35 every run stops.
#   LAST_START=0010 sh docs/arena/wyvern_s17_runs.sh plan23
#   Started 23:01 UTC from a `git archive` of 9e6777d.
#   Plan 23's Normal screens (23:01-23:05 UTC; docs/arena/wyvern_screen_s17_C1_normal.*):
#   Stoneheart-Shadowscale 0.523 [0.453, 0.591] (0.500 / 0.547 by seat), 23.6 turns (data 13 on
#   the same matches 0.573 (0.583 / 0.563), 25.8); Stormwing-Shadowscale 0.617 [0.547, 0.683]
#   (0.674 / 0.562), 19.3 turns (data 13 0.532 (0.526 / 0.537), 17.7). Stormwing is out of the
#   band: C1 is not a lead whatever its Hard16 runs say; they go on as planned (what a terrain
#   answer does to Stoneheart-Shadowscale under Hard16 is the information they add).
#   Plan 23's Hard16 outcome (23:05-00:06 UTC; every chunk finished; docs/arena/
#   wyvern_screen_s17_C1_hard.*): Stoneheart-Shadowscale, matches 0-19, 0.518 [0.411, 0.624] over
#   81 games (0.526 / 0.512 by seat; data 13 0.622 on the same matches); Stormwing-Shadowscale,
#   matches 0-9, 0.524 [0.377, 0.666] over 42 games (0.619 / 0.429; data 13 0.511). Under Hard16
#   C1 brings Stoneheart-Shadowscale to even and leaves Stormwing-Shadowscale where it was; under
#   Normal it hands Stormwing-Shadowscale to Stormwing (0.617): by the plan's rule not a lead.

# Plan 24, fixed at 23:13 UTC before any of plan 23's Hard16 outcome (a lead for the next session;
#   no data change this session): Normal screens of two Stoneheart Horde candidates that give up
#   its answers to Dragon Slayers (Shadowscale holds eleven Slayers, Stormwing three), for cards
#   good against both decks (docs/arena/wyvern_deck_screen.py): K1 = both Decoys -> a fourth
#   Tribute and a fourth Fury; K2 = K1 and the Ward Stone -> a fourth Shield of Scales. Stoneheart-
#   Shadowscale and Stormwing-Stoneheart, matches 0-49, chunks of 25, run beside plan 23's Hard16
#   chunks (four processes on two cores: --cpu-caps keeps every search whole; plan 23's last
#   chunks start later). Read against data 13 on the same matches (SH-SC 0.573 (0.583 / 0.563),
#   SW-SH 0.539 (0.605 / 0.479)): a lead for the next session's Hard16 runs if both screens are
#   inside [0.40, 0.60] seat by seat and Stoneheart's share against Shadowscale is at least 0.03
#   under data 13's; of two leads, the one with the smaller largest |share - 0.5| seat by seat.
#   Cutoffs: no chunk starts after 00:10 UTC; at 00:35 every run stops.
#   LAST_START=0010 sh docs/arena/wyvern_s17_runs.sh plan24
#   Plan 24's outcome (23:13-23:31 UTC; docs/arena/wyvern_screen_s17_{K1,K2}_normal.*; deck 0's
#   share, by seat, mean turns): K1 Stoneheart-Shadowscale 0.601 [0.531, 0.666] (0.626 / 0.575),
#   25.2; Stormwing-Stoneheart 0.556 (0.581 / 0.529), 27.6. K2 0.623 [0.554, 0.688] (0.612 /
#   0.634), 23.7; 0.594 (0.645 / 0.543), 27.5. Against data 13's 0.573 Stoneheart did better
#   against Shadowscale without its Slayer answers, not worse: no lead.

# Plan 25, fixed at 00:14 UTC after plan 23's outcome (a head start for the next session; no data
#   change this session): Normal screens of C3 (Shadowscale: the Mirror Lake -> a Sucking Mire)
#   and C4 (a Gold Seam Gorge -> a Sucking Mire), both Keeps kept: Stoneheart-Shadowscale and
#   Stormwing-Shadowscale, matches 0-49, chunks of 25. Read against data 13 and C1 on the same
#   matches: a lead for the next session's Hard16 runs if both screens are inside [0.40, 0.60]
#   seat by seat and Stoneheart's share against Shadowscale is under data 13's (0.573).
#   Cutoffs: no chunk starts after 00:25 UTC; at 00:40 every run stops.
#   LAST_START=0025 sh docs/arena/wyvern_s17_runs.sh plan25
#   Plan 25's outcome (00:14-00:23 UTC; docs/arena/wyvern_screen_s17_{C3,C4}_normal.*; deck 0's
#   share, by seat, mean turns): C3 Stoneheart-Shadowscale 0.555 [0.484, 0.624] (0.531 /
#   0.579), 26.1; Stormwing-Shadowscale 0.628 [0.558, 0.693] (0.615 / 0.641), 19.2. C4 0.594
#   (0.620 / 0.568), 27.6; 0.587 [0.520, 0.651] (0.652 / 0.515), 18.2. Stormwing is out of the
#   band in both: no lead.
OUT=${OUT:-/tmp/s17/runs} PREFIX=p21 LAST_START=${LAST_START:-0015}
. "$(dirname "$0")/wyvern_runs_queue.sh"
pairings="stormwing-stoneheart stoneheart-shadowscale"
case "$1" in
plan21)
    { for f in 10 15 20; do for p in $pairings; do screen N1 hard "$h16" "$p" $f 5; done; done
      candidate_normal_table N1 "$pairings" stoneheart-stoneheart; } | queue ;;
plan22)
    for f in 0 5 10 15 20; do screen N1 hard "$h16" stoneheart-stoneheart $f 5; done | queue ;;
plan23)
    { normal_screens C1 "stoneheart-shadowscale stormwing-shadowscale"
      hard_screens C1 "stoneheart-shadowscale stormwing-shadowscale"
      for f in 10 15; do screen C1 hard "$h16" stoneheart-shadowscale $f 5; done; } | queue ;;
plan24)
    normal_screens "K1 K2" "stoneheart-shadowscale stormwing-stoneheart" | queue ;;
plan25)
    normal_screens "C3 C4" "stoneheart-shadowscale stormwing-shadowscale" | queue ;;
esac

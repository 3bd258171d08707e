#!/bin/sh
# Session 16's Wyvern runs (issue 15), from a frozen `git archive` of the tree. Plan 18, fixed at
# 18:55 UTC before any run (screens; no data change this session unless a later plan, fixed
# before its runs, says so):
#   Why: session 15's M2 (Stoneheart's two Mirror Shields -> two Ember Braziers) brought
#   Stoneheart-Shadowscale under Hard16 from 0.619 to 0.484 (15 matches), but Stormwing then won
#   0.597 of its games against Stoneheart under Hard16 (0.690 from seat 1) and 0.612 from seat 1
#   under Normal (150 matches). The Braziers did not hold Stormwing; Counter-Roar (A26: cancel the
#   battle card just played) meets Stormwing's thirteen battle cards and Shadowscale's three.
#   Candidates (docs/arena/wyvern_deck_screen.py): N1 = both Mirror Shields -> two Counter-Roars;
#   N2 = -> a Counter-Roar and an Ember Brazier.
#   Plan 18a: Normal screens of N1 and N2, Stoneheart-Shadowscale and Stormwing-Stoneheart,
#   matches 0-49, seed 6000 (the tables' matches). Against data 13 on the same matches: SH-SC
#   0.573 (0.583 / 0.563 by seat), SW-SH 0.539 (0.605 / 0.479); M2: 0.559 (0.556 / 0.563), 0.530
#   (0.454 / 0.608).
#   Plan 18b: Hard16 screens, matches 0-9, both pairings, of the candidate with the smaller
#   largest |share - 0.5| over its two Normal screens, seat by seat (no eligibility bound: session
#   15 showed a 50-match Normal screen cannot see what decides Stoneheart-Shadowscale; the
#   Hard16 screen decides). Read against data 13 (SH-SC 0.619, SW-SH 0.412) and M2 (0.488, 0.583)
#   on the same matches, bounds [0.35, 0.65].
#   Cutoffs: no chunk starts after 20:30 UTC; at 21:10 every run stops; a chunk counts only if
#   it finished (its file written).
#   sh docs/arena/wyvern_s16_runs.sh plan18a; sh docs/arena/wyvern_s16_runs.sh plan18b N1
#   Plan 18a's outcome (18:55-19:05 UTC; deck 0's share, by seat in brackets, mean turns): N1
#   Stoneheart-Shadowscale 0.553 (0.467 / 0.652), 22.8; Stormwing-Stoneheart 0.536 (0.538 /
#   0.535), 29.5. N2 0.552 (0.574 / 0.530), 24.2; 0.567 (0.595 / 0.539), 27.8. Largest
#   |share - 0.5| seat by seat: N1 0.152, N2 0.095, so plan 18b runs N2 (started 19:05 UTC).
#   sh docs/arena/wyvern_s16_runs.sh plan18b N2
#   Plan 18b's outcome (19:05-19:41 UTC; Hard16, matches 0-9): Stoneheart-Shadowscale 0.679
#   [0.523, 0.804] over 39 games (0.778 / 0.595 by seat), 21.8 turns; Stormwing-Stoneheart 0.513
#   [0.359, 0.666] over 37 games (0.632 / 0.389), 24.3 turns. On the same matches data 13 had
#   0.619 and 0.412, M2 0.488 and 0.583. Stoneheart-Shadowscale is outside [0.35, 0.65]: N2 is out.
#
# Plan 19, fixed at 19:10 UTC before plan 18b's outcome (runs toward tables; no adoption this
#   session: a Hard16 table of three pairings needs ~300 core-minutes more than is left):
#   If N2's Hard16 screens are both inside [0.35, 0.65] and Stormwing's share in Stormwing-
#   Stoneheart is below M2's on the same matches (0.583), plan 19a: N2's Normal runs on to 150
#   matches a pairing (Stoneheart-Shadowscale and Stormwing-Stoneheart from match 50, the
#   Stoneheart mirror from 0; chunks of 25, round-robin), then its Hard16 runs in chunks of 5:
#   Stormwing-Stoneheart 10-14, Stoneheart-Shadowscale 10-14, the mirror 0-4, the mirror 5-9.
#   Otherwise plan 19b, for information: N1's Hard16 screens (matches 0-9, both pairings).
#   Cutoffs: no chunk starts after 20:50 UTC; at 21:20 every run stops; a chunk counts only if it
#   finished. The next session checks that a candidate written into decks.py plays these
#   matches exactly as the screen did before it reuses them.
#   LAST_START=2050 sh docs/arena/wyvern_s16_runs.sh plan19a   (or plan19b)
#   By plan 18b's outcome plan 19b runs (started 19:42 UTC).
#   Plan 19b's outcome (19:42-20:15 UTC; N1, Hard16, matches 0-9): Stoneheart-Shadowscale 0.602
#   [0.455, 0.733] over 44 games (0.632 / 0.580 by seat), 20.1 turns; Stormwing-Stoneheart 0.486
#   [0.330, 0.644] over 35 games (0.450 / 0.533), 20.0 turns (data 13: 0.619, 0.412; M2: 0.488,
#   0.583; N2: 0.679, 0.513 on the same matches).
#
# Plan 20, fixed at 19:50 UTC before plan 19b's outcome (runs toward a table; no adoption this
#   session): of M2 (Hard16 over matches 0-14: Stoneheart-Shadowscale 0.484, Stormwing-Stoneheart
#   0.597) and N1 (plan 19b, matches 0-9), the one whose larger |share - 0.5| over those two
#   pairings is smaller plays its Hard16 runs on, in chunks of 5 matches, two at a time, in this
#   order: Stormwing-Stoneheart then Stoneheart-Shadowscale, from its next match (M2 15, N1 10),
#   two rounds (10 matches more a pairing). Same cutoffs as plan 19 (no chunk starts after 20:50
#   UTC; at 21:20 every run stops; a chunk counts only if it finished).
#   LAST_START=2050 sh docs/arena/wyvern_s16_runs.sh plan20 M2 15   (or N1 10)
#   By plan 19b's outcome: M2's larger |share - 0.5| is 0.097 (Stormwing-Stoneheart, 15
#   matches), N1's 0.102 (Stoneheart-Shadowscale, 10 matches): M2 plays on. Started 20:31 UTC (the
#   cores stood idle 20:15-20:31: the lead's session was interrupted), so only the first round
#   can start before 20:50.
#   Plan 20's outcome (20:31-21:06 UTC; both rounds started before 20:50 and finished; M2,
#   Hard16, with session 15's matches: docs/arena/wyvern_balance_hard_M2_25.*): Stormwing-
#   Stoneheart 0.598 [0.496, 0.692] over 25 matches, 92 games (0.556 / 0.638 by seat; data 13
#   0.531 on the same matches); Stoneheart-Shadowscale 0.544 [0.448, 0.637] over 25 matches, 102
#   games (0.557 / 0.531; data 13 0.615 on the same matches).
OUT=${OUT:-/tmp/s16/runs} PREFIX=p18 LAST_START=${LAST_START:-2030}
. "$(dirname "$0")/wyvern_runs_queue.sh"
pairings="stoneheart-shadowscale stormwing-stoneheart"
case "$1" in
plan18a)
    normal_screens "N1 N2" "$pairings" | queue ;;
plan18b)  # the candidate chosen by plan 18a, as the argument
    hard_screens "$2" "$pairings" | queue ;;
plan19a)
    { candidate_normal_table N2 "$pairings" stoneheart-stoneheart
      screen N2 hard "$h16" stormwing-stoneheart 10 5
      screen N2 hard "$h16" stoneheart-shadowscale 10 5
      screen N2 hard "$h16" stoneheart-stoneheart 0 5
      screen N2 hard "$h16" stoneheart-stoneheart 5 5; } | queue ;;
plan19b)
    hard_screens N1 "$pairings" | queue ;;
plan20)  # candidate, its first unplayed match
    for f in $3 $(($3 + 5)); do
        for p in stormwing-stoneheart stoneheart-shadowscale; do screen "$2" hard "$h16" "$p" $f 5; done
    done | queue ;;
esac

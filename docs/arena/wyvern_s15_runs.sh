#!/bin/sh
# Session 15's Wyvern runs (issue 15), from a frozen `git archive` of the tree. Plan 14, fixed at
# 17:00 UTC before any run (screens only: no data change this session whatever they say, the
# session has no time left for the tables a change needs):
#   Why: data 13's one pairing outside 40-60 % is Stoneheart-Shadowscale under Hard16
#   (Stoneheart 0.609 over 45 matches), and on the screens' own matches (Normal 0-49) Stormwing
#   wins 0.605 of its games against Stoneheart from seat 0. Session 14's six changes to
#   Shadowscale each cost it against Stormwing; this plan changes the deck that is ahead, where
#   the cost falls on the right pairing: Stoneheart's Mirror Shields (R15) matter against
#   Shadowscale's five Scouts (Stormwing has two), and an Ember Brazier (R16: +1 power in battles
#   against flyers) helps against Stormwing's flyers.
#   Screens (docs/arena/wyvern_deck_screen.py): M1 = one Mirror Shield -> an Ember Brazier; M2 =
#   both. Each on Stoneheart-Shadowscale and Stormwing-Stoneheart: Normal in both seats, matches
#   0-49 (plan 14a), then Hard16, matches 0-9 (plan 14b), seed 6000 (the tables' seeds).
#   Data 13 on the same matches: Normal SH-SC 0.573 (0.583 / 0.563 by seat), SW-SH 0.539 (0.605 /
#   0.479); Hard16 (0-9) SH-SC 0.619 (42 games), SW-SH 0.412 (34 games).
#   Rule (plan 11's): eligible if deck 0's game share is in [0.40, 0.60] in both Normal screens,
#   seat by seat, and in [0.35, 0.65] in both Hard16 screens, AND its largest |share - 0.5| over
#   the four screens (Normal seat by seat) is below data 13's on the same matches (0.119:
#   Stoneheart-Shadowscale 0.619 under Hard16). Plan 14b runs the Hard16 screens of the eligible
#   one (by its Normal screens) with the smaller largest |share - 0.5| there; none: no 14b.
#   Cutoff: no chunk starts after 18:00 UTC; at 18:12 every run stops; a chunk counts only if it
#   finished (its file written).
#   sh docs/arena/wyvern_s15_runs.sh plan14a; sh docs/arena/wyvern_s15_runs.sh plan14b M1
#   Plan 14a's outcome (16:18-16:45 UTC; deck 0's share, by seat in brackets): M1 Stoneheart-
#   Shadowscale 0.611 (0.624 / 0.597), Stormwing-Stoneheart 0.557 (0.515 / 0.606); M2 0.559
#   (0.556 / 0.563), 0.530 (0.454 / 0.608). Neither is eligible (a seat reading over 0.60 each),
#   so plan 14b does not run.
#
# Plan 15, fixed at 16:46 UTC after plan 14a's outcome, for information only (no adoption, no
#   data change; it decides the next session's direction): M2 missed plan 14's rule by 0.008 on
#   one seat reading (about 85 games a seat: a standard error near 0.05), where data 13 misses
#   it too on the same matches (Stormwing 0.605 from seat 0), while both of M2's overall shares
#   are nearer 0.5 than data 13's (0.559 against 0.573, 0.530 against 0.539). The pairing outside
#   the band is a Hard16 one, so M2's Hard16 screens run: plan 14b's commands for M2 (both
#   pairings, matches 0-9), plan 14's cutoffs. Read against data 13 on the same matches (SH-SC
#   0.619, SW-SH 0.412) and the [0.35, 0.65] bounds.
#   sh docs/arena/wyvern_s15_runs.sh plan14b M2
#   Plan 15's outcome (16:46-17:18 UTC; Hard16, matches 0-9, against data 13 on the same
#   matches): Stoneheart-Shadowscale 0.488 [0.343, 0.635] over 41 games (data 13: 0.619 over 42),
#   by seat 0.600 / 0.381, mean 17.5 turns (21.1); Stormwing-Stoneheart 0.583 [0.422, 0.729] over
#   36 games (0.412 over 34), by seat 0.471 / 0.684, 21.8 turns. Both inside [0.35, 0.65]; M2's
#   largest |share - 0.5| over its four screens is 0.108 (Normal, Stormwing from seat 1) against
#   data 13's 0.119. M2 is the lead candidate for the next session.
#
# Plan 16, fixed at 17:18 UTC before its runs: the Normal runs a table of M2 needs, played now so
#   the next session can decide on tables rather than screens (no adoption this session): the
#   pairings M2 changes, on to 150 matches each (Stoneheart-Shadowscale and Stormwing-Stoneheart
#   from match 50, the screens having played 0-49; the Stoneheart mirror from 0), chunks of 25,
#   round-robin, the same commands as the screens'. Stormwing-Shadowscale and the other mirrors
#   hold no Stoneheart: data 13's table stands for them. Cutoff: no chunk starts after 17:55 UTC;
#   at 18:08 every run stops (the session's last checks need both cores); a chunk counts only if
#   it finished. The next session checks first that M2 written into decks.py plays these matches
#   exactly as the screen did (one chunk again), or else plays them again.
#   LAST_START=1755 sh docs/arena/wyvern_s15_runs.sh plan16
#   Plan 16's outcome (17:18-17:38 UTC; with the screens' 0-49, 150 matches a pairing;
#   docs/arena/wyvern_balance_normal_M2.*, against data 13's Normal table): Stormwing-Stoneheart
#   0.568 [0.525, 0.610] over 524 games, by seat 0.526 / 0.612 (data 13: 0.588, 0.598 / 0.578);
#   the Stoneheart mirror 0.501 (0.519 / 0.483); Stoneheart-Shadowscale 0.586 [0.546, 0.625],
#   0.575 / 0.598 (data 13: 0.580, 0.580 / 0.580). Under Normal M2 does not move Stoneheart-
#   Shadowscale, and Stormwing from seat 1 is over 0.60.
#
# Plan 17, fixed at 17:26 UTC before plan 16's outcome (its chunks ran faster than planned): the
#   Hard16 runs a table of M2 needs, started for the next session (no adoption this session), in
#   chunks of 5 matches, two at a time, in this order: the Stoneheart mirror 0-4, Stoneheart-
#   Shadowscale 10-14, Stormwing-Stoneheart 10-14, the mirror 5-9 (the screens played 0-9 of
#   the other two). Cutoff: no chunk starts after 17:52 UTC; at 18:10 every run stops; a chunk
#   counts only if it finished.
#   LAST_START=1752 sh docs/arena/wyvern_s15_runs.sh plan17
#   Plan 17's outcome (17:26-18:07 UTC, all four chunks finished; with the screens' matches,
#   docs/arena/wyvern_balance_hard_M2_partial.*): Stoneheart-Shadowscale 0.484 over 15 matches
#   (61 games; data 13 0.619 on the same matches), Stormwing-Stoneheart 0.597 (57 games; 0.500 /
#   0.690 by seat; data 13 0.482), the Stoneheart mirror 0.489 over 10 (44 games; 0.579).
OUT=${OUT:-/tmp/s15/runs} PREFIX=p14 LAST_START=${LAST_START:-1800}
. "$(dirname "$0")/wyvern_runs_queue.sh"
pairings="stoneheart-shadowscale stormwing-stoneheart"
case "$1" in
plan14a)
    normal_screens "M1 M2" "$pairings" | queue ;;
plan14b)  # the candidate chosen by plan 14a, as the argument
    hard_screens "$2" "$pairings" | queue ;;
plan16)
    candidate_normal_table M2 "$pairings" stoneheart-stoneheart | queue ;;
plan17)
    { screen M2 hard "$h16" stoneheart-stoneheart 0 5
      for p in $pairings; do screen M2 hard "$h16" "$p" 10 5; done
      screen M2 hard "$h16" stoneheart-stoneheart 5 5; } | queue ;;
esac

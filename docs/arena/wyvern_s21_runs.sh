#!/bin/sh
# Session 21's Wyvern runs (issue 15), from a frozen `git archive` of the tree (0fcb36b's).
#   Where session 19 left the length target: unmet outside the Stormwing mirror, and its long
#   games are standoffs that only the stalemate guard ends, once both Hordes are empty (about 43
#   turns of each seat). Session 20 replayed Normal Stormwing-Stoneheart matches and found the
#   standoffs structural (the waiting seat's face-up flyers would die to terrain it already
#   knows; no search should attack there). This session adds the guard's count without the
#   piles' condition as a rules OPTION ("stalemate": "any_time"; the default is unchanged), and
#   sessions 18-19 could only estimate it on games played under the default. Here it is played:
#   the AIs see the option (their searches run the rules), so a seat ahead on positions may now
#   wait for the guard.
# Plan 30, fixed at 13:38 UTC before any run: data 14, Normal in both seats, the option
#   "any_time", all six pairings, matches 0-149 (the size of data 14's Normal table), chunks of
#   25 in the order 0-49 for every pairing, then 50-99, then 100-149. Compared with data 14's
#   tables on the same matches (docs/arena/wyvern_same_matches.py). No data change follows from
#   it; it tells the issue's owner what the option does. Reading (fixed now): the option meets the
#   length target on a pairing if that pairing's mean game length is inside [12, 18]; it keeps
#   balance on a pairing if deck 0's share (the mirrors: seat 0's) and each seat's share are
#   inside [0.40, 0.60] over every finished match from 0.
#   Cutoffs: no chunk starts after 14:40 UTC; at 15:00 every run stops.
#   A false start: started at 13:38, the first chunks played WITHOUT the option (the balance
#   mode of tools.wyvern_balance ignored --options; their tables equalled data 13's on the same
#   matches, reasons "stalemate", never "quiet"); stopped at 13:39, nothing kept, the tool fixed
#   (0fcb36b, tested), the plan unchanged and restarted from a new archive of that commit.
#   LAST_START=1440 OUT=/tmp/s21/runs30 sh docs/arena/wyvern_s21_runs.sh plan30
#   Plan 30's outcome (13:40-13:55 UTC, every chunk finished; docs/arena/wyvern_balance_normal_
#   quiet.*; data 14 on the same matches in brackets): mean turns SW-SW 14.5 (16.8 over its 125),
#   SW-SH 20.0 (27.1), SW-SC 15.8 (20.5), SH-SH 17.9 (19.9), SH-SC 19.8 (26.9), SC-SC 16.2
#   (24.2): length met on four pairings of six. Deck 0's share (by seat): SW-SH 0.564 (0.591 /
#   0.538), SW-SC 0.526 (0.519 / 0.533), SH-SC 0.440 (0.437 / 0.442), mirrors' seat 0 0.522,
#   0.502, 0.518: balance kept on all six.
# Plan 31, fixed at the same time, runs after plan 30: the same under Hard16, matches 0-9 of
#   every pairing, chunks of 5 (0-4 of every pairing, then 5-9). Reading as plan 30's, with each
#   seat's share inside [0.35, 0.65] (about 20 games a seat). Cutoffs: no chunk starts after
#   15:05 UTC; at 15:50 every run stops.
#   LAST_START=1505 OUT=/tmp/s21/runs31 sh docs/arena/wyvern_s21_runs.sh plan31
# Plan 32, fixed at 13:57 UTC (plan 30 finished, plan 31 running; plan 30's outcome read, plan
#   31's not): plan 31 carried on to matches 10-19 of every pairing, chunks of 5, same order,
#   run after plan 31 from the same archive; read together with plan 31 over every finished match
#   from 0, plan 31's reading. Cutoffs: no chunk starts after 15:20 UTC; at 15:45 every run stops.
#   LAST_START=1520 OUT=/tmp/s21/runs31 sh docs/arena/wyvern_s21_runs.sh plan32
#   Plans 31-32's outcome (13:55-15:22 UTC, every chunk finished; plan 33 and a `make test` ran
#   beside them for a while; docs/arena/wyvern_balance_hard_quiet.*; matches 0-19, about 80
#   games a pairing; data 14's Hard16 tables on the same matches in brackets): mean turns SW-SW
#   13.8 (13.8), SW-SH 19.6 (24.7), SW-SC 15.4 (21.6), SH-SH 18.9 (19.8), SH-SC 20.5 (26.3),
#   SC-SC 16.5 (21.2): length met on three pairings of six. Deck 0's share (by seat): SW-SH
#   0.506 (0.588 / 0.425), SW-SC 0.518 (0.605 / 0.444), SH-SC 0.442 (0.359 / 0.526); the
#   mirrors' seat 0: 0.427, 0.512, 0.404: balance kept on all six by the reading (the nearest
#   to the edges: the Shadowscale mirror's seat 0, 0.404, and Stoneheart from seat 0 against
#   Shadowscale, 0.359).
# Plan 33, fixed at 13:59 UTC (plan 30's outcome read; plans 31-32 running, not read): if the
#   option became the rule, Stoneheart's two cross pairings would still be the long ones (19.8-20.0
#   turns) and Stoneheart-Shadowscale would lean to Shadowscale (0.440). Session 19's E2
#   (Stoneheart: Ashen Crawler -> Reedrunner, Cave Drake -> Burrow Scout; two Scouts, which attack
#   terrain safely) shortened Stormwing-Stoneheart by 3.5 turns and handed Stoneheart-Shadowscale
#   to Stoneheart (+16 points) under the default: under the option those two effects may be what
#   is wanted. E2 under Normal with the option, the three Stoneheart pairings, matches 0-49,
#   chunks of 25, beside plans 31-32 (two more processes: the CPU caps keep every run's searches
#   as they would be on a quiet machine, the runs only take longer). Reading (fixed now), against
#   plan 30 on the same matches: a lead for an option-as-rule world if every screened pairing is
#   inside [0.40, 0.60] seat by seat (the mirror: seat 0's share) and both cross pairings' mean
#   turns are inside [12, 18]. Nothing is written into the data this session either way (the
#   option is not the rule). Cutoffs: no chunk starts after 15:00 UTC; at 15:45 every run stops.
#   LAST_START=1500 OUT=/tmp/s21/runs33 sh docs/arena/wyvern_s21_runs.sh plan33
#   Plan 33's outcome (13:59-14:05 UTC, every chunk finished; docs/arena/wyvern_screen_s21_E2q_
#   normal.*; plan 30 on the same matches in brackets): Stormwing-Stoneheart 0.574 (0.556 /
#   0.591), 18.3 turns (0.516, 20.1); the Stoneheart mirror seat 0 0.478, 17.0 (0.505, 18.2);
#   Stoneheart-Shadowscale 0.579 (0.578 / 0.581), 19.2 (0.447, 19.0). Inside 40-60 % seat by
#   seat, but neither cross pairing inside 18 turns: not a lead. Two Scouts take Stoneheart-
#   Shadowscale from 0.447 to 0.579 without shortening it at all.
# Plan 34, fixed at 15:28 UTC (after plans 30-33 were read): plans 31-32 carried on to match 24
#   of every pairing (about 100 games a pairing, the issue's Hard size), chunks of 5, from the
#   same archive; read with plans 31-32 over every finished match from 0, plan 31's reading; the
#   docs are updated only if every chunk finishes. Cutoffs: no chunk starts after 15:45 UTC; at
#   16:00 every run stops.
#   LAST_START=1545 OUT=/tmp/s21/runs31 sh docs/arena/wyvern_s21_runs.sh plan34
#   Plan 34's outcome (15:29-15:50 UTC, every chunk finished; with plans 31-32, matches 0-24,
#   98-120 games a pairing: docs/arena/wyvern_balance_hard_quiet.*; data 14's Hard16 tables on
#   the same matches in brackets): mean turns SW-SW 14.1 (13.9), SW-SH 19.8 (24.1), SW-SC 15.6
#   (20.3), SH-SH 18.7 (19.7), SH-SC 20.1 (26.3), SC-SC 16.6 (21.1): length met on three. Shares:
#   SW-SH 0.525 (0.564 / 0.478), SW-SC 0.538 (0.596 / 0.481), SH-SC 0.418 (0.333 / 0.511); the
#   mirrors' seat 0: 0.409, 0.545, 0.433. Balance NOT kept by the reading on one pairing:
#   Stoneheart from seat 0 against Shadowscale, 0.333 (below 0.35; the default on the same
#   matches 0.536).
OUT=${OUT:-/tmp/s21/runs30} PREFIX=p30 LAST_START=${LAST_START:-1440}
. "$(dirname "$0")/wyvern_runs_queue.sh"
pairings="stormwing-stormwing stormwing-stoneheart stormwing-shadowscale stoneheart-stoneheart
    stoneheart-shadowscale shadowscale-shadowscale"
option=\''{"stalemate":"any_time"}'\'  # quoted for xargs, which reads the chunk lines
any_time() {  # level tag pairing first matches: one chunk under the option "any_time"
    echo "- balance --level $1 --pairings $3 --seed 6000 --first $4 --matches $5" \
        "--options $option --json $OUT/${PREFIX}q_$2_$3_$4.json"
}
case "$1" in
plan30)
    for f in 0 25 50 75 100 125; do for p in $pairings; do any_time normal normal "$p" $f 25
    done; done | queue ;;
plan31)
    PREFIX=p31
    for f in 0 5; do for p in $pairings; do any_time "$h16" hard "$p" $f 5; done; done | queue ;;
plan33)
    PREFIX=p33
    for f in 0 25; do for p in stormwing-stoneheart stoneheart-stoneheart stoneheart-shadowscale; do
        echo "E2 balance --level normal --pairings $p --seed 6000 --first $f --matches 25" \
            "--options $option --json $OUT/${PREFIX}_E2q_normal_${p}_$f.json"
    done; done | queue ;;
plan34)
    PREFIX=p31
    for p in $pairings; do any_time "$h16" hard "$p" 20 5; done | queue ;;
plan32)
    PREFIX=p31
    for f in 10 15; do for p in $pairings; do any_time "$h16" hard "$p" $f 5; done; done | queue ;;
esac

#!/bin/sh
# Session 22's Wyvern run (issue 15), from a frozen `git archive` of the tree that fixed it.
#   Where session 21 left the rules option "Stalemate guard: At any time" under Hard16 (plans
#   31, 32, 34: matches 0-24): balance kept on five pairings, and on the sixth one seat out of
#   the plan's reading: Stoneheart from seat 0 against Shadowscale, 0.333 over 48 games (the
#   default rule on the same matches 0.536). The owner's choice between the default and the
#   option is still open; this run says whether that one cell is a lean of the option or the
#   noise of 48 games, so the choice is made on firmer numbers. Data 14's Hard16 table holds
#   Stoneheart-Shadowscale to match 44 under the default rule, so the option is played to the
#   same 45 matches (about 180 games) and read against it on the same matches.
# Plan 35, fixed at 16:53 UTC before any run: data 14, Hard16 in both seats, the option
#   "any_time", stoneheart-shadowscale only, matches 25-44 in chunks of 5, two at a time.
#   Reading (fixed now, as plan 30's): balance kept if deck 0's share and each seat's share over
#   matches 0-44 are inside [0.40, 0.60] (the plan-34 reading of a seat, 35-65 %, given too);
#   compared with the default rule on the same matches (docs/arena/wyvern_same_matches.py on
#   docs/arena/wyvern_balance_hard_D3.json). No data or rules change follows from it.
#   Cutoffs: no chunk starts after 17:40 UTC; at 18:00 every run stops.
#   LAST_START=1740 OUT=/tmp/s22/runs35 sh docs/arena/wyvern_s22_runs.sh plan35
#   Plan 35's outcome (16:53-17:13 UTC, every chunk finished; with session 21's matches 0-24:
#   docs/arena/wyvern_balance_hard_quiet_shsc45.*): over matches 0-44, 180 games, Stoneheart's
#   share 0.428 [0.358, 0.501], from seat 0 0.376 and seat 1 0.483; mean turns 20.0 (median 19);
#   29 games judged by the guard, Stoneheart won 5 of them (and 71 of the 151 fought out). The
#   default on the same matches: 0.492 (0.552 / 0.420), 26.3 turns. Balance by the reading: kept
#   overall and on seat 1, not on seat 0 (0.376 < 0.40; inside the 35-65 % given a seat).
# Plan 36, fixed at 17:26 UTC before any run: candidate G1 (docs/arena/wyvern_deck_screen.py:
#   Stoneheart's Horde with a fourth Call of the Lair for one of its two Camouflages), under the
#   option "any_time", Normal in both seats, Stoneheart's three pairings (stormwing-stoneheart,
#   stoneheart-stoneheart, stoneheart-shadowscale), matches 0-49 in chunks of 25; read against
#   plan 30 (data 14 under the option) on the same matches. Why: the guard's judgements give
#   Stoneheart-Shadowscale to Shadowscale, and when judged Stoneheart holds fewer positions
#   (docs/wyvern-balance.md "Session 22"). A lead (fixed now) if Stoneheart-Shadowscale's share
#   rises by at least 3 points, no pairing's mean length rises by more than 1 turn, and every
#   share stays inside [0.40, 0.60] seat by seat. No data change follows from a screen: it only
#   says whether G1 is worth a table if the owner makes the option the rule.
#   Cutoffs: no chunk starts after 17:55 UTC; at 18:10 every run stops.
#   LAST_START=1755 OUT=/tmp/s22/runs36 sh docs/arena/wyvern_s22_runs.sh plan36
#   Plan 36's outcome (17:26-17:30 UTC, every chunk finished; docs/arena/wyvern_screen_s22_G1q_
#   normal.*; plan 30 on the same matches in brackets): Stormwing-Stoneheart 0.569 (0.516), 21.0
#   turns (20.1); the Stoneheart mirror seat 0 0.557 (0.505), 18.3 (18.2); Stoneheart-Shadowscale
#   0.520 (0.447), seat 0 0.617, 20.3 turns (19.0), Stoneheart won 16 of 36 judged games (8 of
#   27). Not a lead: +7 points but +1.3 turns and a seat at 0.617.
# Plan 37, fixed at 17:31 UTC before any run: candidate G2 (a fourth Call of the Lair for one
#   of Stoneheart's two Decoys, which answer Dragon Slayers: Shadowscale plays eleven, Stormwing
#   three), the same screen and the same reading as plan 36.
#   Cutoffs: no chunk starts after 17:55 UTC; at 18:10 every run stops.
#   LAST_START=1755 OUT=/tmp/s22/runs37 sh docs/arena/wyvern_s22_runs.sh plan37
#   Plan 37's outcome (17:31-17:35 UTC, every chunk finished; docs/arena/wyvern_screen_s22_G2q_
#   normal.*; plan 30 on the same matches in brackets): Stormwing-Stoneheart 0.577 (0.516), 20.3
#   turns (20.1); the Stoneheart mirror seat 0 0.435 (0.505), 18.4 (18.2); Stoneheart-Shadowscale
#   0.471 (0.447), seats 0.524 / 0.414, 19.7 turns (19.0), Stoneheart won 17 of 37 judged games.
#   Not a lead: +2.4 points.
OUT=${OUT:-/tmp/s22/runs35} PREFIX=p31 LAST_START=${LAST_START:-1740}
. "$(dirname "$0")/wyvern_runs_queue.sh"
option=\''{"stalemate":"any_time"}'\'  # quoted for xargs, which reads the chunk lines
any_time() {  # level tag pairing first matches: one chunk under the option "any_time"
    echo "- balance --level $1 --pairings $3 --seed 6000 --first $4 --matches $5" \
        "--options $option --json $OUT/${PREFIX}q_$2_$3_$4.json"
}
case "$1" in
plan36 | plan37)
    PREFIX=p${1#plan}
    candidate=G$((${1#plan} - 35))
    for f in 0 25; do for p in stormwing-stoneheart stoneheart-stoneheart stoneheart-shadowscale; do
        echo "$candidate balance --level normal --pairings $p --seed 6000 --first $f --matches 25" \
            "--options $option --json $OUT/${PREFIX}_${candidate}q_normal_${p}_$f.json"
    done; done | queue ;;
plan35)
    for f in 25 30 35 40; do any_time "$h16" hard stoneheart-shadowscale $f 5; done | queue ;;
esac

#!/bin/sh
# Wyvern balance and arena runs. Run from the repository root; 2 cores, niced.
# Round 1 (issue 15, part 2): seeds shared by matches 2k and 2k+1 (--seed-scheme pair), on the
# digest's data (before docs/wyvern-balance.md's changes): reproduces the round-1 files only
# with that data.
set -e
nice .venv/bin/python -m tools.wyvern_balance balance --seed-scheme pair --level easy --matches 200 --jobs 2 --seed 1000 \
  --json docs/arena/wyvern_balance_easy.json > docs/arena/wyvern_balance_easy.txt
nice .venv/bin/python -m tools.wyvern_balance arena --seed-scheme pair --a normal --b easy --decks stormwing/stormwing \
  --matches 100 --jobs 2 --seed 2000 --json docs/arena/wyvern_normal_easy.json > docs/arena/wyvern_normal_easy.txt
nice .venv/bin/python -m tools.wyvern_balance arena --seed-scheme pair --a hard --b normal --decks stormwing/stormwing \
  --matches 60 --jobs 2 --seed 3000 --json docs/arena/wyvern_hard_normal.json > docs/arena/wyvern_hard_normal.txt

# Round 2 (issue 15, part 3): every match its own seed (--seed-scheme match, the default).
# The balance rounds 2a-2h of docs/wyvern-balance.md were this command on each round's data
# (with --pairings for the pairings a change could touch). wyvern_balance_easy2.* collect the
# final data's six pairings from rounds 2c/2f/2g; rerunning all six at once (not done: time) is:
nice -n 5 .venv/bin/python -m tools.wyvern_balance balance --level easy --matches 200 --jobs 2 --seed 1000 \
  --json docs/arena/wyvern_balance_easy2.json > docs/arena/wyvern_balance_easy2.txt
nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a normal --b easy --decks stormwing/stormwing \
  --matches 100 --jobs 2 --seed 2000 --json docs/arena/wyvern_normal_easy2.json > docs/arena/wyvern_normal_easy2.txt
# Hard vs Normal on the final data, in chunks of 20 matches (the same matches as one run of 100:
# match i has seed 3000 + i), then merged; stopped after the chunks that fitted the time.
for first in 0 20 40 60; do
  nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a hard --b normal --decks stormwing/stormwing \
    --matches 20 --first $first --jobs 2 --seed 3000 --json /tmp/hn_$first.json > /tmp/hn_$first.txt
done
.venv/bin/python -m tools.wyvern_balance merge /tmp/hn_0.json /tmp/hn_20.json /tmp/hn_40.json /tmp/hn_60.json \
  --json docs/arena/wyvern_hard_normal2.json > docs/arena/wyvern_hard_normal2.txt
# Hard candidates tried against Normal (50-VP matches, one job, during the balance rounds):
nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a hard:prune=1,exploration=0.3,iterations=200 --b normal \
  --decks stormwing/stormwing --options '{"match_points": 50}' --matches 30 --jobs 1 --seed 5000 --json docs/arena/wyvern_hard_try_1.json > docs/arena/wyvern_hard_try_1.txt
nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a hard:iterations=200,turns=2 --b normal \
  --decks stormwing/stormwing --options '{"match_points": 50}' --matches 20 --jobs 1 --seed 5000 --json docs/arena/wyvern_hard_try_2.json > docs/arena/wyvern_hard_try_2.txt
# Answer times per level on the final data:
nice -n 5 .venv/bin/python docs/arena/wyvern_answer_times.py easy,normal,hard,master 40 > docs/arena/wyvern_answer_times2.txt

# Round 3 (issue 15, AI strength, session 4): --cpu-caps (the levels' iteration budgets decide
# every search whatever the load), 100-point matches, chunks merged.
# Decision regret per config (docs/arena/wyvern_regret.txt; reference: every move of 40 searched
# positions played to the game's end 80 times). The runs used the LEVEL_SETTINGS of the time; the
# overrides below give the same configs on the new settings:
nice -n 5 .venv/bin/python docs/arena/wyvern_regret.py ref 40 80
nice -n 5 .venv/bin/python docs/arena/wyvern_regret.py eval 40 80 '{"policy": true}' '{"level": "normal"}' \
  '{"level": "hard", "anchor": 0}' '{"level": "hard", "anchor": 0, "iterations": 300}' \
  '{"level": "hard", "anchor": 0, "prune": 1}' '{"level": "hard", "anchor": 0, "game_weight": 0.6}' \
  '{"level": "hard", "anchor": 0, "prune": 1, "game_weight": 0.6}' \
  '{"level": "hard", "anchor": 0, "prune": 1, "game_weight": 0.6, "turns": 2}' \
  '{"level": "hard", "anchor": 0, "prune": 1, "exploration": 0.3}' \
  '{"level": "hard", "anchor": 0.02}' '{"level": "hard", "anchor": 0.05}' '{"level": "hard", "anchor": 0.1}' \
  '{"level": "hard", "anchor": 0.2}' '{"level": "hard", "anchor": 0.05, "prune": 1}' \
  '{"level": "hard", "anchor": 0.05, "prune": 1, "game_weight": 0.6}' '{"level": "normal", "anchor": 0.05}' \
  '{"level": "hard", "anchor": 0.05, "iterations": 300}' '{"level": "master", "anchor": 0, "iterations": 150}'
# Hard (anchor 0.05, now the level's setting) vs Normal: chunks of 10 matches (match i: seed 3000 + i).
for first in 0 10 20 30 40; do
  nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a hard:anchor=0.05 --b normal --decks stormwing/stormwing \
    --matches 10 --first $first --jobs 2 --seed 3000 --cpu-caps --json /tmp/wyv/hA05_$first.json > /tmp/wyv/hA05_$first.txt
done
.venv/bin/python -m tools.wyvern_balance merge /tmp/wyv/hA05_0.json /tmp/wyv/hA05_10.json /tmp/wyv/hA05_20.json \
  /tmp/wyv/hA05_30.json /tmp/wyv/hA05_40.json --json docs/arena/wyvern_hard_normal3.json > docs/arena/wyvern_hard_normal3.txt
# Master (to the game's end, 80 iterations, pruned, anchor 0.1: the level's settings) vs Hard: chunks
# of 2 matches (seed 4000 + i), merged. The helper played chunks 0-6 (8 matches); the lead then
# played 8-18 and 26-30 at the end of the session with the committed levels (`--a master --b hard`,
# the same settings as the explicit ones below, --jobs 1, two loops at once); 20-24 not played.
# The merge below is of those 13 chunks (26 matches, 116 games).
for first in 0 2 4 6 8 10 12 14 16 18 20 22 24; do
  nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a master:turns=99,iterations=80,prune=1,anchor=0.1 \
    --b hard:anchor=0.05 --decks stormwing/stormwing --matches 2 --first $first --jobs 2 --seed 4000 --cpu-caps \
    --json /tmp/wyv/mh2_$first.json > /tmp/wyv/mh2_$first.txt
done
.venv/bin/python -m tools.wyvern_balance merge /tmp/wyv/mh2_*.json \
  --json docs/arena/wyvern_master_hard3.json > docs/arena/wyvern_master_hard3.txt
# Answer times per level (session 4's levels):
nice -n 5 .venv/bin/python docs/arena/wyvern_answer_times.py easy,normal,hard,master 40 > docs/arena/wyvern_answer_times3.txt

# Session 5 (issue 15, "Balance, measured"): Normal in both seats on the round-2g data, --cpu-caps,
# 100-point matches, --jobs 1, nice 5. Each pairing in chunks of 25 matches played round-robin over
# the six pairings (so a stop at the deadline leaves every pairing with about the same count);
# match i of every pairing has seed 6000 + i (arena with the same level in both seats plays the
# matches balance would: deck 0 = config 0, seats swapped in odd matches).
for first in 0 25 50 75 100; do
  for decks in stormwing/stormwing stormwing/stoneheart stormwing/shadowscale stoneheart/stoneheart \
               stoneheart/shadowscale shadowscale/shadowscale; do
    name=$(echo $decks | tr / -)
    nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a normal --b normal --decks $decks \
      --matches 25 --first $first --jobs 1 --seed 6000 --cpu-caps \
      --json /tmp/wyv5/n_${name}_$first.json > /tmp/wyv5/n_${name}_$first.txt
  done
done
# Played by the deadline: first = 0 and 25 for all six pairings, first = 50 for stormwing/shadowscale
# and stoneheart/shadowscale only (their first chunks read 0.616 and 0.630); 50-100 (and 75-100 of
# those two) are left for the next session. The chunks played, sorted by pairing into one table
# (new `table` mode):
.venv/bin/python -m tools.wyvern_balance table /tmp/wyv5/n_*.json \
  --json docs/arena/wyvern_balance_normal.json > docs/arena/wyvern_balance_normal.txt
# The /tmp chunks are gone after the session; wyvern_balance_normal.json keeps every match record, and
# `table` takes it as a chunk (a match index seen twice counts once), so the next chunks join it:
# .venv/bin/python -m tools.wyvern_balance table docs/arena/wyvern_balance_normal.json /tmp/wyv6/n_*.json ...
# Lead, 05:46-06:30 UTC: matches 50-74 of the four pairings that had 50 and 75-99 of all six
# (one stream, all ten chunks finished), then the table over every chunk:
# for spec in 50:stormwing/stormwing 50:stormwing/stoneheart 50:stoneheart/stoneheart \
#     50:shadowscale/shadowscale 75:stormwing/stormwing 75:stormwing/stoneheart \
#     75:stormwing/shadowscale 75:stoneheart/stoneheart 75:stoneheart/shadowscale \
#     75:shadowscale/shadowscale; do
#   first=${spec%%:*}; decks=${spec#*:}; name=$(echo $decks | tr / -)
#   nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a normal --b normal --decks $decks \
#     --matches 25 --first $first --jobs 1 --seed 6000 --cpu-caps \
#     --json /tmp/wyv6/n_${name}_$first.json > /tmp/wyv6/n_${name}_$first.txt
# done
# .venv/bin/python -m tools.wyvern_balance table docs/arena/wyvern_balance_normal.json \
#   /tmp/wyv6/n_*.json --json docs/arena/wyvern_balance_normal.json > docs/arena/wyvern_balance_normal.txt
# Lead, 06:40-06:50 UTC: matches 100-124 of all six pairings (two streams of three pairings each,
# cutoff fixed at 06:57 before they started; all finished), same command with --first 100 into
# /tmp/wyv7/n_<pairing>_100.json, then
# .venv/bin/python -m tools.wyvern_balance table docs/arena/wyvern_balance_normal.json \
#   /tmp/wyv7/n_*_100.json --json docs/arena/wyvern_balance_normal.json > docs/arena/wyvern_balance_normal.txt
# Session 6 (2026-12-02, balance by data for game length): in a copy of the tree, chunks of 25
# matches, Normal in both seats, seed 6000 + match index, CPU caps, two streams (nice 5) pulling
# "label decks first" lines from a shared job list (load 6-11 on the two cores):
# nice -n 5 .venv/bin/python -m tools.wyvern_balance arena --a normal --b normal --decks $decks \
#   --matches 25 --first $first --jobs 1 --seed 6000 --cpu-caps --json /tmp/wyvlen/runs/${label}_$first.json
# Final data (6b) played: first = 0, 25, 50 (and 75 where it finished by the cutoff) for the five
# pairings with Stoneheart or Shadowscale; the Stormwing mirror did not change (its decks and cards
# are those of session 5, and the runs are deterministic), so its 125 session-5 matches stand in:
# they were cut out of wyvern_balance_normal.json into s5_stormwing-stormwing.json. Then:
# .venv/bin/python -m tools.wyvern_balance table s5_stormwing-stormwing.json \
#   /tmp/wyvlen/runs/<pairing>_<first>.json ... --json docs/arena/wyvern_balance_normal6.json \
#   > docs/arena/wyvern_balance_normal6.txt
# Candidates 6c / 6d were played with deck codes (game/rules/wyvern/deck_code.py) in --decks:
# 6c: --decks "L:D02,D04,D09,D15,D19,D20,D21,D22,D23,D24,D25,D26,D28,T01x2,T03x2,T08x3;H:R01x2,R03x3,R08x3,R09x2,R16x2,R18x2,A01x2,A02x2,A03x4,A06x2,A13x2,A16,A18x2,A20x2,A21x2,A22x4,A23x3,A24x4,A25x2,A26x2,A28x2/stoneheart"
# 6d: both seats "L:D09,D13,D15,D16,D17,D18,D19,D20,D21,D25,D27,D29,D30,T04x2,T05x2,T07,T08x2;H:R05x3,R10x2,R13x2,R17x2,R18x2,A01x3,A03x2,A08x2,A09x2,A10x2,A11x4,A12x4,A13x3,A15x4,A16x2,A17x2,A20x2,A24x3,A26x2,A29x2"
# (first = 0 and 25 each), and 6a (rejected) with the first package in decks.py (first = 0, SW-SH
# and SH-SC; its SC-SC and SW-SC chunks were stopped unfinished when 6a was dropped).
# Session 9 (2026-12-02): data 7a = 6b + 6c's Stormwing + 6d's Shadowscale (docs/wyvern-balance.md,
# "Session 9"), played with deck codes from an unchanged copy of HEAD 157e82e:
#   mkdir -p /tmp/wyv9/runs && git -C /work/main archive HEAD | tar -x -C /tmp/wyv9 \
#     && ln -s /work/main/.venv /tmp/wyv9/.venv
# SW7A = 6c's Stormwing code above, SC7A = 6d's Shadowscale code above. Each chunk (label, decks,
# first) is this command, two streams pulling the chunks from one shared list in order (nice 19;
# `timeout` stops a chunk at the 19:35 UTC cutoff, and a chunk stopped so leaves no JSON):
# nice -n 19 .venv/bin/python -m tools.wyvern_balance arena --a normal --b normal --decks "$decks" \
#   --matches 25 --first $first --jobs 1 --seed 6000 --cpu-caps --json runs/c_${label}_$first.json
# Stage 1, in this order (first = 0, then 25): sw7-sw7 "$SW7A/$SW7A", sw7-sh "$SW7A/stoneheart",
# sw7-sc7 "$SW7A/$SC7A", sh-sc7 "stoneheart/$SC7A", sc7-sc7 "$SC7A/$SC7A".
# Stage 1 failed (docs/wyvern-balance.md), so stage 2 was not played. The codes named, 6b's
# Stoneheart mirror cut out of wyvern_balance_normal6.json as runs/lab/b6_stoneheart-stoneheart.json
# ({"summary": normal6's summary, "matches": its stoneheart/stoneheart records}), the comparison
# with 6b on the same seeds and the table:
# .venv/bin/python docs/arena/wyvern_same_seeds.py relabel runs/lab stormwing7a="$SW7A" \
#   shadowscale7a="$SC7A" -- runs/c_*.json
# .venv/bin/python docs/arena/wyvern_same_seeds.py compare docs/arena/wyvern_balance_normal6.json \
#   stormwing7a=stormwing shadowscale7a=shadowscale -- runs/lab/c_*.json
# .venv/bin/python -m tools.wyvern_balance table runs/lab/c_sw7-sw7_0.json runs/lab/c_sw7-sw7_25.json \
#   runs/lab/c_sw7-sh_0.json runs/lab/c_sw7-sh_25.json runs/lab/c_sw7-sc7_0.json \
#   runs/lab/c_sw7-sc7_25.json runs/lab/b6_stoneheart-stoneheart.json runs/lab/c_sh-sc7_0.json \
#   runs/lab/c_sh-sc7_25.json runs/lab/c_sc7-sc7_0.json runs/lab/c_sc7-sc7_25.json \
#   --json docs/arena/wyvern_balance_normal7.json > docs/arena/wyvern_balance_normal7.txt
# Extra screens after the plan (not part of it; matches 0-49, the same command and streams):
# 6c alone: sw7-sc "$SW7A/shadowscale"; 6e (Shadowscale Horde: Quick Wits (A30) x1 -> Tribute (A03)
# x1 only): sh-sc7e "stoneheart/$SC7E", sc7e-sc7e "$SC7E/$SC7E" with
# SC7E="L:D09,D13,D15,D16,D17,D18,D19,D20,D21,D25,D27,D29,D30,T04x2,T05x2,T07,T08x2;H:R05x3,R10x3,R13x2,R17x2,R18x2,A01x3,A03,A08x2,A09x2,A10x2,A11x4,A12x4,A13x3,A15x4,A16x2,A17x2,A20x2,A24x3,A26x2,A29x2"
# then (named with relabel ... shadowscale7e="$SC7E" -- runs/c_*7e*.json):
# .venv/bin/python -m tools.wyvern_balance table runs/lab/c_sw7-sc_0.json runs/lab/c_sw7-sc_25.json \
#   runs/lab/c_sh-sc7e_0.json runs/lab/c_sh-sc7e_25.json runs/lab/c_sc7e-sc7e_0.json \
#   runs/lab/c_sc7e-sc7e_25.json --json docs/arena/wyvern_balance_normal7_extra.json \
#   > docs/arena/wyvern_balance_normal7_extra.txt
# Session 9 (lead): Master vs Hard, shipped levels, Stormwing mirror, chunks of 2 matches (seed 4000 + i),
# from a git archive of HEAD in /tmp/wyvmh/tree; two streams: firsts 20 24 32 36 40 44 50 54 58 62 and
# 22 34 38 42 46 48 52 56 60 (48-62 added at 19:47 before any result was read); all finished.
# for first in ...; do
#   .venv/bin/python -m tools.wyvern_balance arena --a master --b hard --decks stormwing/stormwing \
#     --matches 2 --first $first --jobs 1 --seed 4000 --cpu-caps --json /tmp/wyvmh/mh9_$first.json
# done
# .venv/bin/python -m tools.wyvern_balance merge /tmp/wyvmh/mh9_*.json \
#   --json docs/arena/wyvern_master_hard5.json > docs/arena/wyvern_master_hard5.txt
# Together with session 4's 26 matches (its merged file given "first": 0 so merge takes it as a chunk):
# .venv/bin/python -m tools.wyvern_balance merge /tmp/wyvmh/s4_as_chunk.json /tmp/wyvmh/mh9_*.json \
#   --json docs/arena/wyvern_master_hard_s4s9.json > docs/arena/wyvern_master_hard_s4s9.txt

#!/bin/bash
# Issue 18: Nine Sons Master against the same search given 10x the OLD Master budget (600k nodes,
# fixed: the issue's reference), seats swapped, seeded, time caps in CPU seconds (--cpu-caps).
# ai.arena has no config for a node budget, so this wraps its main: "ns-nodes:N" is the Nine Sons
# Master bot (same evaluator, ordering, search) with N nodes and a 120 s CPU safety cap.
# Usage: bash docs/arena/ninesons_10x_runs.sh CHUNK [GAMES] [NAME]
#   -> docs/arena/NAME_cCHUNK.json (NAME defaults to ninesons_10x_cpu)
# Chunk c plays games with seed 1800 + 10 * c (2 games a seed: seats swapped).
# ninesons_10x_c0.json and _c1.json were played before Master's cap counted CPU seconds (its 3 s
# was wall time: about 1 CPU s a move at load 7); ninesons_10x_cpu_c*.json after (CpuGuard).
# Session 6 (the chunks ran from frozen `git archive` copies, nice 10, two streams):
#   ninesons_10x_cpu_c4-6, c13-15: the code of 1188245 (Master 360k nodes, 3 CPU s cap);
#   ninesons_10x_s6_360k_c22, c31: session 6's searcher (103ecf2), Master still 360k nodes;
#   ninesons_10x_m720_c40-..., c50-...: Master 720k nodes (9a742b4), the same cap
#   (NAME ninesons_10x_m720; the s6_360k files were written as ninesons_10x_s6 and renamed).
# Session 7: ninesons_10x_m720_c47-c49, c57-c59 (to 40 games; from a frozen copy of 2bdadec).
cd "$(dirname "$0")/../.."
chunk=${1:?chunk number}; games=${2:-2}; name=${3:-ninesons_10x_cpu}
nice -n 5 .venv/bin/python - "$chunk" "$games" "$name" <<'PY'
import sys
from dataclasses import replace

import ai.arena as arena
from ai.heuristics.nine_sons.levels import make_level_bot

original = arena.make_config_bot


def make_config_bot(slug, config):
    name, _, argument = config.partition(":")
    if name == "ns-nodes":
        bot, budget = make_level_bot("master")
        return bot, replace(budget, iterations=int(argument), time_s=120.0)
    return original(slug, config)


arena.make_config_bot = make_config_bot
chunk, games, name = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
sys.exit(arena.main([
    "--game", "nine-sons", "--a", "master", "--b", "ns-nodes:600000", "--games", str(games),
    "--jobs", "1", "--cpu-caps", "--seed", str(1800 + 10 * chunk),
    "--json", f"docs/arena/{name}_c{chunk}.json",
]))
PY

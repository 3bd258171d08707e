"""Dragon Delta tuning run: the arena with one level's settings changed in this process.

    python docs/arena/delta3_tune.py LEVEL KEY=VALUE[,KEY=VALUE] SEATS_CONFIGS GAMES SEED OUT
    e.g. master own_slots_only=1 master,hard,hard,hard 8 84000 docs/arena/delta3_tune_4p_a

Time caps count CPU seconds only (--cpu-caps), one process (the change must reach the bots).
"""

import json
import sys

from ai.arena import format_summary, game_record, run_match
from ai.heuristics.dragon_delta import levels

level, changes, configs, games, seed, out = sys.argv[1:7]
for pair in changes.split(","):
    key, _, value = pair.partition("=")
    levels.LEVEL_SETTINGS[level][key] = float(value) if "." in value else int(value)
summary, results = run_match(
    "dragon-delta", configs.split(","), None, int(games), 1, int(seed), True, None, True
)
summary["tuned"] = {level: levels.LEVEL_SETTINGS[level]}
text = format_summary("dragon-delta", summary)
print(f"tuned {level}: {changes}\n{text}")
with open(out + ".json", "w", encoding="utf-8") as handle:
    json.dump({"summary": summary, "games": [game_record(r) for r in results]}, handle)
with open(out + ".txt", "w", encoding="utf-8") as handle:
    handle.write(f"tuned {level}: {changes}\n{text}\n")

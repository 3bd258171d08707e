"""Drakon, issue 18 "flat from first to last ply" (session 9): instructions per ply, old engine
and current one in ONE process, counted by valgrind's callgrind only inside the timed loops.

The measure (the bench's row "apply_action / CPU s, every ply, first / last quarter"): every ply
of the stretches of `bench.engine.game_stretches` (seed 3, 4 games: the first quarter of each
game's decisions and the last, chance plies included), replayed with apply_action alone
(`bench.engine.replay(..., ask_legal=False)`) on fresh clones made outside the counted part;
beside it the session-8 measure, every ply with the legal_actions call of each decision. Each
figure is the median of `passes` replays (each on new clones), per ply. The load cannot move
an instruction count.

Counting only the loops: a tiny C library (built here with gcc from valgrind's callgrind.h)
toggles collection on and off around each replay and dumps the count with a name; callgrind
runs with collection off at the start. Old package as in drakon_flat.py:
    mkdir -p /tmp/s9flat/old && git archive HEAD game/rules/drakon | tar -x -C /tmp/s9flat/old \\
        && mv /tmp/s9flat/old/game/rules/drakon /tmp/s9flat/old/drakon_old
    nice -n 19 .venv/bin/python docs/arena/drakon_flat_instructions.py /tmp/s9flat/old [passes]
"""

import ctypes
import gc
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

OLD = sys.argv[1] if len(sys.argv) > 1 else "/tmp/s9flat/old"
PASSES = int(sys.argv[2]) if len(sys.argv) > 2 else 3
SEATS = [2, 3, 4, 5, 6]
WORK = Path(tempfile.gettempdir()) / "drakon_flat_instructions"
C_SOURCE = """
#include <valgrind/callgrind.h>
void cg_toggle(void) { CALLGRIND_TOGGLE_COLLECT; }
void cg_dump(const char *name) { CALLGRIND_DUMP_STATS_AT(name); }
"""


def build_library() -> Path:
    """The toggle/dump library (gcc, valgrind's header)."""
    WORK.mkdir(exist_ok=True)
    source, library = WORK / "cg.c", WORK / "libcg.so"
    source.write_text(C_SOURCE)
    subprocess.run(["gcc", "-O1", "-shared", "-fPIC", "-o", library, source], check=True)
    return library


def inner() -> None:
    """Under callgrind: every (engine, seats, measure, quarter) counted `PASSES` times."""
    sys.path.insert(0, OLD)
    sys.path.insert(0, os.getcwd())
    from drakon_old.rules import DrakonRules as Old

    from bench.engine import game_stretches, replay
    from game.rules.drakon.rules import DrakonRules as New

    library = ctypes.CDLL(str(WORK / "libcg.so"))
    library.cg_dump.argtypes = [ctypes.c_char_p]
    for players in SEATS:
        held = {
            name: game_stretches(rules(), players, 3, 4)
            for name, rules in (("old", Old), ("new", New))
        }
        gc.collect()
        gc.freeze()
        for turn in range(PASSES):
            for engine in ("old", "new") if turn % 2 == 0 else ("new", "old"):
                for ask in (False, True):
                    for quarter, stretches in zip(("early", "late"), held[engine], strict=True):
                        items = [(s.start.clone(), s.plies) for s in stretches]
                        plies = sum(len(s.plies) for s in stretches)
                        library.cg_toggle()
                        for state, moves in items:
                            replay(state, moves, ask)
                        library.cg_toggle()
                        name = f"{engine} {players} {'legal' if ask else 'apply'} {quarter} {plies}"
                        library.cg_dump(name.encode())
        gc.unfreeze()


def outer() -> None:
    """Run `inner` under callgrind, then read the dumps: per ply, medians of the passes."""
    build_library()
    for old in WORK.glob("cg.out*"):
        old.unlink()
    print(f"load before: {os.getloadavg()}", flush=True)
    command = [
        "valgrind", "--tool=callgrind", "--collect-atstart=no",
        f"--callgrind-out-file={WORK}/cg.out", sys.executable, __file__, OLD, str(PASSES), "inner",
    ]  # fmt: skip
    env = dict(os.environ, PYTHONHASHSEED="0")
    subprocess.run(command, check=True, env=env, stderr=subprocess.DEVNULL)
    print(f"load after: {os.getloadavg()}", flush=True)
    counts: dict[tuple[str, int, str, str], list[float]] = {}
    for dump in WORK.glob("cg.out*"):
        text = dump.read_text(errors="replace")
        trigger = re.search(r"^desc: Trigger: Client Request: (.*)$", text, re.M)
        total = re.search(r"^(?:totals|summary): (\d+)", text, re.M)
        if not trigger or not total:
            continue
        engine, players, measure, quarter, plies = trigger.group(1).split()
        key = (engine, int(players), measure, quarter)
        counts.setdefault(key, []).append(int(total.group(1)) / int(plies))
    for measure in ("apply", "legal"):
        label = "apply_action alone" if measure == "apply" else "every ply + legal_actions"
        print(f"\n{label}: instructions per ply, first / last quarter (last/first rate ratio)")
        for players in SEATS:
            row = [f"{players} seats"]
            for engine in ("old", "new"):
                early = statistics.median(counts[engine, players, measure, "early"])
                late = statistics.median(counts[engine, players, measure, "late"])
                row.append(f"{engine} {early:,.0f} / {late:,.0f} ({early / late:.3f})")
            print("  " + ";  ".join(row))


if __name__ == "__main__":
    inner() if sys.argv[-1] == "inner" else outer()

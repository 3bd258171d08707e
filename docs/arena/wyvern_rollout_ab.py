"""Wyvern rollout A/B: the same playouts, action for action, with two copies of the code, and
their speed per CPU second.

From the searched test positions (tests/ai/test_wyvern_ai.py `_searched_positions`) and several
seeds each, every copy plays TurnPlayout(turns=99, noise=0.1).run on the seat's determinization
(to the end of the game) and records every applied action, the returns, the rng's next draw
after the playout (the same rng use) and the final field; at every decision of those playouts
it also asks rollout_policy (noise 0 and 0.3, a fresh seeded rng) on a copy of the state and
records its answer and the rng's next draw, and records the seat's best_attack (value, attacker,
target) and, in an action phase, play_worth of every legal action, as exact float reprs. The
records of the two copies must be equal.
Then it times the playouts alone, the copies alternated in separate processes for several
rounds, each timed with time.process_time, the 1-minute load (/proc/loadavg, as uptime
shows it) printed beside every figure.

Make the old copy, then run from the repository root:
    rm -rf /tmp/wyv_old && mkdir -p /tmp/wyv_old
    git archive HEAD game ai | tar -x -C /tmp/wyv_old
    nice -n 19 .venv/bin/python docs/arena/wyvern_rollout_ab.py --old /tmp/wyv_old --new .
Options: --positions N (24), --mixed N (0: more positions, of every deck pairing and option
set), --seeds K (5), --rounds R (5), --repeat M (3: timed passes over the playouts in one
process). A copy's worker alone: --worker ROOT --mode record|time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from typing import Any

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def _import_from(root: str) -> None:
    """The copy under `root` first on the path (game, ai), the repository's tests after it."""
    sys.path[:0] = [os.path.abspath(root), REPO]


def _positions(count: int, mixed: int) -> list[Any]:
    """`count` searched positions (default options), then `mixed` decision positions of every
    deck pairing and option set (tests/ai/test_wyvern_ai.py `positions`)."""
    from tests.ai.test_wyvern_ai import _searched_positions, positions

    return _searched_positions(count) + (positions(mixed, seed=5) if mixed else [])


def _record(count: int, mixed: int, seeds: int) -> dict[str, Any]:
    """Every playout's actions, returns and rng use, and the policy's answer at every decision."""
    from ai.heuristics.wyvern.attack import best_attack
    from ai.heuristics.wyvern.cards import play_worth
    from ai.heuristics.wyvern.determinize import determinize
    from ai.heuristics.wyvern.rollout import TurnPlayout, rollout_policy
    from game.rules.wyvern.frames import F_PRIO
    from game.rules.wyvern.state import WyvernState

    applied: list[Any] = []
    original = WyvernState.apply_action

    def recording(state: Any, action: int) -> None:
        seat = state.current_player()
        if seat >= 0:  # a decision: the policy's own answers on a copy, and its judgements
            for noise in (0.0, 0.3):
                rng = random.Random(len(applied) * 7 + int(noise * 10))
                answer = rollout_policy(state.clone(), rng, noise)
                applied.append(("policy", noise, answer, rng.random()))
            applied.append(("attack", repr(best_attack(state, seat))))
            if state.stack[-1][0] == F_PRIO:
                worths = [play_worth(state, seat, a) for a in state.legal_actions()]
                applied.append(("worth", repr(worths)))
        applied.append(("apply", action))
        original(state, action)

    WyvernState.apply_action = recording  # type: ignore[method-assign]
    play = TurnPlayout(turns=99, noise=0.1)
    playouts, decisions = [], 0
    for index, state in enumerate(_positions(count, mixed)):
        seat = state.current_player()
        play.viewer = seat
        for seed in range(seeds):
            world = determinize(state, seat, random.Random(seed))
            rng = random.Random(1000 * index + seed)
            applied.clear()
            returns = play.run(world, rng)
            decisions += sum(1 for entry in applied if entry[0] == "policy") // 2
            final = [world.card, world.gold, world.vp, world.turn, world.game, world.over]
            playouts.append([index, seed, list(applied), repr(returns), rng.random(), final])
    WyvernState.apply_action = original  # type: ignore[method-assign]
    return {"playouts": playouts, "decisions": decisions}


def _time(count: int, mixed: int, seeds: int, repeat: int) -> dict[str, Any]:
    """CPU seconds of `repeat` passes over the playouts (positions and worlds made before)."""
    from ai.heuristics.wyvern.determinize import determinize
    from ai.heuristics.wyvern.rollout import TurnPlayout

    play = TurnPlayout(turns=99, noise=0.1)
    worlds = []
    for index, state in enumerate(_positions(count, mixed)):
        seat = state.current_player()
        for seed in range(seeds):
            worlds.append(
                (seat, determinize(state, seat, random.Random(seed)), 1000 * index + seed)
            )
    copies = [(seat, world.clone(), seed) for _ in range(repeat) for seat, world, seed in worlds]
    start = time.process_time()
    for seat, world, seed in copies:
        play.viewer = seat
        play.run(world, random.Random(seed))
    return {"cpu_s": time.process_time() - start, "playouts": len(copies)}


def _worker(args: argparse.Namespace) -> None:
    _import_from(args.worker)
    import game.rules.wyvern.board as board

    result: dict[str, Any] = {"board": board.__file__}
    if args.mode == "record":
        result.update(_record(args.positions, args.mixed, args.seeds))
    else:
        result.update(_time(args.positions, args.mixed, args.seeds, args.repeat))
    json.dump(result, sys.stdout)


def _run(root: str, mode: str, args: argparse.Namespace) -> dict[str, Any]:
    command = [sys.executable, os.path.abspath(__file__), "--worker", root, "--mode", mode,
               "--positions", str(args.positions), "--mixed", str(args.mixed),
               "--seeds", str(args.seeds),
               "--repeat", str(args.repeat)]  # fmt: skip
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    return json.loads(done.stdout)


def _load() -> str:
    return open("/proc/loadavg").read().split()[0]


def main() -> None:
    """Compare the two copies' records, then time them alternated."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--old", default="/tmp/wyv_old")
    parser.add_argument("--new", default=REPO)
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--mixed", type=int, default=0)
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--worker")
    parser.add_argument("--mode", choices=("record", "time"), default="record")
    args = parser.parse_args()
    if args.worker:
        _worker(args)
        return
    old, new = _run(args.old, "record", args), _run(args.new, "record", args)
    print(f"old code: {old['board']}\nnew code: {new['board']}")
    pairs = list(zip(old["playouts"], new["playouts"], strict=True))
    same = sum(1 for a, b in pairs if a == b)
    applied = sum(sum(1 for e in a[2] if e[0] == "apply") for a, _ in pairs)
    verdict = (
        "all equal" if same == len(pairs) and old["decisions"] == new["decisions"] else "DIFFER"
    )
    print(f"{len(pairs)} playouts ({applied} applied actions), {old['decisions']} decisions "
          f"(policy asked twice each): {same} playouts equal, {verdict}")  # fmt: skip
    for a, b in pairs:
        if a != b:
            print(f"first difference: position {a[0]} seed {a[1]}")
            break
    rates: dict[str, list[float]] = {"old": [], "new": []}
    for round_index in range(args.rounds):
        order = ("old", "new") if round_index % 2 == 0 else ("new", "old")
        for name in order:
            load = _load()
            timed = _run(args.old if name == "old" else args.new, "time", args)
            rate = timed["playouts"] / timed["cpu_s"]
            rates[name].append(rate)
            print(f"round {round_index + 1} {name}: {timed['playouts']} playouts in "
                  f"{timed['cpu_s']:.3f} CPU s = {rate:.1f} playouts/CPU s (load {load})")  # fmt: skip
    if not args.rounds:
        return
    for name in ("old", "new"):
        values = sorted(rates[name])
        print(f"{name}: median {values[len(values) // 2]:.1f} playouts/CPU s, "
              f"range {values[0]:.1f}-{values[-1]:.1f}")  # fmt: skip
    ratio = sorted(n / o for o, n in zip(rates["old"], rates["new"], strict=True))
    print(f"new/old per round (sorted): {', '.join(f'{r:.2f}' for r in ratio)}; "
          f"median {ratio[len(ratio) // 2]:.2f}")  # fmt: skip


if __name__ == "__main__":
    main()

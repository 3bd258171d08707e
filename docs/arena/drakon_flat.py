"""Drakon, issue 18 "flat from first to last ply" (sessions 8-9): the measures of the bench's
first and last quarter of seeded games, old engine and current one in ONE process, interleaved.

Per seat count and round, for each engine (the two take turns at going first, round by round),
per CPU second, over the four seeded games of `bench.engine.game_phases` (seed 3):
- `apply_action` on the decisions only (each on a fresh clone: the bench's older rows);
- every ply of the same stretches, chance outcomes included, with the `legal_actions` call each
  decision needs (`bench.engine.timed_plies`: what a playout does there; session 8's rows);
- every ply of the same stretches with apply_action alone, no legal_actions call (session 9's
  row, the issue's measure: `timed_plies(..., ask_legal=False)`);
- `legal_actions` alone on fresh clones of the decisions, with the number of legal actions per
  decision, so its cost per legal action early and late can be read.
The load average is printed with every round. Then the medians of the rounds.

The old package is a copy, renamed so that both import (git archive reads the repository and
changes nothing):
    mkdir -p /tmp/s9flat/old && git archive HEAD game/rules/drakon | tar -x -C /tmp/s9flat/old \\
        && mv /tmp/s9flat/old/game/rules/drakon /tmp/s9flat/old/drakon_old
    .venv/bin/python docs/arena/drakon_flat.py /tmp/s9flat/old [seconds] [rounds] [seats...]

`DRAKON_FLAT_KINDS=1` instead prints, per seat count and quarter, where a stretch's time goes
by kind of step (the pending step before each ply): each ply's legal_actions and apply_action
timed alone (perf_counter_ns, the minimum over 15 replays on fresh clones; current engine only),
with the number of legal actions per decision of that kind.
"""

import gc
import os
import statistics
import sys
import time
from collections import defaultdict

sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else "/tmp/s9flat/old")
sys.path.insert(0, os.getcwd())
from drakon_old.rules import DrakonRules as Old  # noqa: E402

from bench.engine import (  # noqa: E402
    apply_once,
    game_phases,
    game_stretches,
    legal_once,
    timed_per_call,
    timed_plies,
)
from game.rules.drakon.rules import DrakonRules as New  # noqa: E402

seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
seat_counts = [int(arg) for arg in sys.argv[4:]] or [2, 3, 4, 5, 6]
KEYS = (
    "dec_early", "dec_late", "plies_early", "plies_late", "alone_early", "alone_late",
    "legal_early", "legal_late",
)  # fmt: skip


def prepared(rules, players: int) -> dict:
    """The held positions of one engine: decisions per phase (no legal list cached on them),
    their first legal action, and the stretches of plies."""
    phases = game_phases(rules, players, seed=3, games=4)
    moves = [[(s, s.clone().legal_actions()[0]) for s in phase] for phase in phases]
    counts = [[len(s.clone().legal_actions()) for s in phase] for phase in phases]
    stretches = game_stretches(rules, players, seed=3, games=4)
    return {"phases": phases, "moves": moves, "counts": counts, "stretches": stretches}


def one_round(held: dict, slice_s: float) -> dict[str, float]:
    """The eight rates of one engine, per CPU second."""
    out = {}
    for index, name in enumerate(("early", "late")):
        chosen = held["moves"][index]
        out[f"dec_{name}"] = timed_per_call(
            lambda chosen=chosen: [(s.clone(), a) for s, a in chosen], apply_once, slice_s
        )
        out[f"plies_{name}"] = timed_plies(held["stretches"][index], slice_s)
        out[f"alone_{name}"] = timed_plies(held["stretches"][index], slice_s, ask_legal=False)
        phase = held["phases"][index]
        out[f"legal_{name}"] = timed_per_call(
            lambda phase=phase: [s.clone() for s in phase], legal_once, slice_s
        )
    return out


def main() -> None:
    for players in seat_counts:
        held = {"old": prepared(Old(), players), "new": prepared(New(), players)}
        gc.collect()
        gc.freeze()  # the held positions: not the engines' garbage (as measure_engine)
        for name in ("early", "late"):
            index = 0 if name == "early" else 1
            counts = held["new"]["counts"][index]
            stretches = held["new"]["stretches"][index]
            plies = sum(len(s.plies) for s in stretches)
            decisions = sum(d for s in stretches for _, d in s.plies)
            print(
                f"{players} seats, {name}: {len(counts)} decisions, "
                f"{sum(counts) / len(counts):.2f} legal actions per decision, "
                f"{plies} plies in the stretches ({plies - decisions} chance)"
            )
        rates: dict[str, dict[str, list[float]]] = {
            e: {k: [] for k in KEYS} for e in ("old", "new")
        }
        for turn in range(rounds):
            order = ("old", "new") if turn % 2 == 0 else ("new", "old")
            for engine in order:
                got = one_round(held[engine], seconds / 8)
                for key, value in got.items():
                    rates[engine][key].append(value)
                load = os.getloadavg()[0]
                print(
                    f"  round {turn} {engine} (load {load:.2f}): "
                    + "  ".join(f"{key} {got[key]:,.0f}" for key in KEYS),
                    flush=True,
                )
        for engine in ("old", "new"):
            med = {key: statistics.median(values) for key, values in rates[engine].items()}
            per_action = [
                1e6 / med[f"legal_{p}"] / (sum(c) / len(c))
                for p, c in zip(("early", "late"), held[engine]["counts"], strict=True)
            ]
            print(
                f"{players} seats {engine} medians: decisions-only apply early / late "
                f"{med['dec_early']:,.0f} / {med['dec_late']:,.0f} "
                f"({med['dec_late'] / med['dec_early']:.2f}); all plies + legal_actions "
                f"{med['plies_early']:,.0f} / {med['plies_late']:,.0f} "
                f"({med['plies_late'] / med['plies_early']:.2f}); apply_action alone, every ply "
                f"{med['alone_early']:,.0f} / {med['alone_late']:,.0f} "
                f"({med['alone_late'] / med['alone_early']:.2f}); legal_actions "
                f"{med['legal_early']:,.0f} / {med['legal_late']:,.0f} per s, "
                f"{per_action[0]:.3f} / {per_action[1]:.3f} us per legal action"
            )
        for key in KEYS:
            old = statistics.median(rates["old"][key])
            new = statistics.median(rates["new"][key])
            print(f"  {players} seats new / old {key}: {new / old:.3f}")
        gc.unfreeze()


def kinds(players: int, rounds: int = 15) -> None:
    """The per-kind breakdown (see the docstring), current engine."""
    clock = time.perf_counter_ns
    for name, stretches in zip(
        ("early", "late"), game_stretches(New(), players, seed=3, games=4), strict=True
    ):
        steps: list[tuple[str, bool, int]] = []  # (pending kind, decision, legal actions)
        best: list[list[int]] = []
        for turn in range(rounds):
            times = []
            for stretch in stretches:
                state = stretch.start.clone()
                for action, decision in stretch.plies:
                    kind = state.pending[0]  # type: ignore[attr-defined]
                    t0 = clock()
                    count = len(state.legal_actions()) if decision else 0
                    t1 = clock()
                    state.apply_action(action)
                    times.append([t1 - t0, clock() - t1])
                    if not turn:
                        steps.append((kind, decision, count))
            best = (
                times
                if not best
                else [list(map(min, a, b)) for a, b in zip(best, times, strict=True)]
            )
        total = sum(map(sum, best))
        decisions = sum(decision for _, decision, _ in steps)
        legal = sum(count for _, _, count in steps)
        legal_ns = sum(t[0] for t in best)
        print(
            f"{players} seats {name}: {len(steps)} plies, {decisions} decisions, "
            f"{legal / decisions:.2f} legal actions per decision; per decision "
            f"{total / decisions / 1e3:.2f} us (legal_actions {legal_ns / decisions / 1e3:.2f}, "
            f"apply {(total - legal_ns) / decisions / 1e3:.2f}); legal_actions "
            f"{legal_ns / legal / 1e3:.3f} us per legal action"
        )
        by_kind: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0, 0])
        for (kind, _, count), (asked, applied) in zip(steps, best, strict=True):
            row = by_kind[kind]
            row[0] += 1
            row[1] += asked
            row[2] += applied
            row[3] += count
        for kind, (n, asked, applied, count) in sorted(
            by_kind.items(), key=lambda item: -item[1][1] - item[1][2]
        ):
            print(
                f"    {kind:12} {n:4.0f} plies, legal {asked / n / 1e3:6.2f} us "
                f"({count / n:5.1f} actions), apply {applied / n / 1e3:6.2f} us, "
                f"{(asked + applied) / total:.0%} of the stretch"
            )


if __name__ == "__main__":
    if os.environ.get("DRAKON_FLAT_KINDS"):
        for players in seat_counts:
            kinds(players)
    else:
        main()

"""Dragon Delta round 4 screen: at 4+ seats, how much (by its own model) does Master's budget
give up, and which first cards does a setting's search prefer? From the repository root:

    nice -n 5 .venv/bin/python docs/arena/delta4_screen.py regret SEATS POSITIONS MODEL SETTING...
    nice -n 5 .venv/bin/python docs/arena/delta4_screen.py peek SEATS POSITIONS SETTING...

Positions: the first free programming slot of seeded games played by the noisy policy
(delta2_timing.positions). MODEL and each SETTING are Master's LEVEL_SETTINGS with
KEY=VALUE[,...] overrides ("" for the level; "big=N" in MODEL: the reference's iterations in
two-seat units, default 8 x the level's).

`regret`: for each position a reference search with the big budget (the model's playout and
evaluator) gives every first card a mean value; each setting's bot is run with three seeds;
printed: how often it picks the reference's most visited card, and the value it gives up (that
card's reference value minus the reference value of the card chosen, in the model's own units:
the squashed lead over the closest rival). A regret in the search's own model, so it can rank
budgets and choice rules (anchor, exploration) of one model, never two models.
`peek`: the five most visited first cards of each setting's search (mean value / visits).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from dataclasses import replace
from typing import Any

sys.path.insert(0, ".")
from ai.heuristics.dragon_delta import levels  # noqa: E402
from docs.arena.delta2_timing import positions  # noqa: E402

REPEATS = 3


def parse(spec: str) -> dict[str, Any]:
    """Master's settings with KEY=VALUE[,...] overrides."""
    settings = dict(levels.LEVEL_SETTINGS["master"])
    for pair in filter(None, spec.split(",")):
        key, _, value = pair.partition("=")
        settings[key] = float(value) if "." in value else int(value)
    return settings


def search(settings: dict[str, Any], iterations: int, state: Any, seed: int) -> tuple[int, dict]:
    """(chosen card, {card: (mean value for the mover, visits)}) of one search with no time
    cap (the screen compares iteration budgets, whatever the load) and no plan."""
    bot, _ = levels.make_settings_bot(dict(settings, plan_visits=0), "screen")
    kept: list[Any] = []
    iterate = bot._iterate

    def keep_root(root: Any, world: Any, rng: random.Random, seats: int) -> None:
        kept[:] = [root]
        iterate(root, world, rng, seats)

    bot._iterate = keep_root  # type: ignore[method-assign]
    seat = state.current_player()
    budget = levels.SearchBudget(time_s=None, iterations=iterations)
    decision = bot.choose(state, budget, random.Random(seed))
    stats = {
        action: (child.totals[seat] / child.visits, child.visits)
        for action, child in kept[0].children.items()
        if child.visits
    }
    return decision.action, stats


def regret(seats: int, count: int, model_spec: str, specs: list[str]) -> None:
    """The `regret` mode (module doc)."""
    found = positions(seats, count)
    model = parse(model_spec)
    big = int(model.pop("big", 8 * model["iterations"]))
    references = [search(model, big, state, 1000 + i)[1] for i, state in enumerate(found)]
    for spec in specs:
        settings = dict(model, **parse(spec))
        settings.pop("big", None)
        agree, regrets, cpu = 0, [], 0.0
        for index, state in enumerate(found):
            reference = references[index]
            ref_best = max(reference, key=lambda a: reference[a][1])
            best = reference[ref_best][0]
            for repeat in range(REPEATS):
                bot, budget = levels.make_settings_bot(dict(settings, plan_visits=0), "screen")
                started = time.process_time()
                chosen = bot.choose(
                    state, replace(budget, time_s=None), random.Random(repeat * 100 + index)
                ).action
                cpu += time.process_time() - started
                agree += chosen == ref_best
                regrets.append(best - reference.get(chosen, (best - 1.0, 0))[0])
        trials = REPEATS * len(found)
        print(
            f"{seats} seats, model {model_spec or 'level'} (big {big}), {spec or 'level'}:"
            f" agree {agree}/{trials}, mean regret {statistics.mean(regrets):.4f} (median"
            f" {statistics.median(regrets):.4f}, max {max(regrets):.4f}),"
            f" CPU {cpu / trials:.2f} s per search",
            flush=True,
        )


def peek(seats: int, count: int, specs: list[str]) -> None:
    """The `peek` mode (module doc)."""
    for index, state in enumerate(positions(seats, count)):
        for spec in specs:
            settings = parse(spec)
            _, stats = search(settings, settings["iterations"], state, index)
            top = sorted(stats.items(), key=lambda item: -item[1][1])[:5]
            cards = " ".join(
                f"{state.action_to_string(a).removeprefix('program ')}:{v:.3f}/{n}"
                for a, (v, n) in top
            )
            print(f"{index} round {state.round} {spec or 'level':24} {cards}", flush=True)


if __name__ == "__main__":
    mode, seat_count, position_count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    if mode == "regret":
        regret(seat_count, position_count, sys.argv[4], sys.argv[5:])
    else:
        peek(seat_count, position_count, sys.argv[4:])

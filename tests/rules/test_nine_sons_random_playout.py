"""The Nine Sons `random_playout` hook (playout.py, issue 18) plays as ai.mcts.Playout's loop.

For every rule option and many seeds, from the start of the game and from positions met in
random games (deals, the first-player draw, refills, place/move turns, tame decisions), from
positions built to end by repetition, by the turn limit and by a stuck seat: the hook and the
generic loop (Playout with a random policy that is not `random_policy` itself, so `run` does not
take the hook) reach the same final state field by field, the same returns and outcome, and
leave the rng at the same point.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from ai.mcts import MCTSBot, Playout, random_policy
from ai.protocol import SearchBudget
from game.core.protocol import sample_chance
from game.rules.nine_sons import NineSonsState
from game.rules.nine_sons.flat import FlatPosition
from game.rules.nine_sons.state import (
    DECIDE,
    PLAY,
    REASON_NO_MOVE,
    REASON_REPETITION,
    REASON_TURN_LIMIT,
    REASONS,
    REFILL,
    SETUP_DEAL,
    SETUP_FIRST,
)
from tests.rules.nine_sons_positions import RULES, position

OPTIONS = [
    {"sowing_check": sowing, "pulao_reading": pulao, "target_score": target}
    for sowing, pulao, target in itertools.product(
        ("dropped-die", "stack-top"), ("on-card", "incoming-too"), (5, 7, 9)
    )
]
UNSET = "<unset>"


def fingerprint(state: NineSonsState) -> dict[str, Any]:
    """Every field of the position (flat.py), the push/pop records aside."""
    return {name: getattr(state, name, UNSET) for name in FlatPosition.__slots__ if name != "_undo"}


def generic_loop() -> Playout:
    """ai.mcts.Playout's own loop: a policy equal to the default one but not it, so `run`
    does not hand the game to the hook."""
    return Playout(policy=lambda state, rng: random_policy(state, rng))


def random_starts(options: dict[str, Any], seed: int, every: int = 7) -> list[NineSonsState]:
    """The initial state, every `every`-th position of a seeded random game and every one
    that is neither a deal nor a place/move turn (the first-player draw, refills, tame
    decisions); some with their legal list cached."""
    state = RULES.new_initial_state(2, options)
    rng = random.Random(seed)
    starts = [state.clone()]
    step = 0
    while not state.is_terminal():
        if step % every == seed % every or state._phase not in (SETUP_DEAL, PLAY):
            start = state.clone()
            if not start.is_chance_node() and step % 2:
                start.legal_actions()  # the cached list the loop would reuse
            starts.append(start)
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        step += 1
    return starts


def assert_same_playout(start: NineSonsState, seed: int) -> str:
    """Play `start` out both ways from the same seed; the end reason."""
    looped, hooked = start.clone(), start.clone()
    first, second = random.Random(seed), random.Random(seed)
    expected = generic_loop().run(looped, first)
    assert looped.is_terminal()
    assert hooked.random_playout(second) == expected == looped.returns()
    assert fingerprint(hooked) == fingerprint(looped)
    assert hooked.outcome() == looped.outcome()
    assert hooked.position_key() == looped.position_key()
    assert first.random() == second.random()
    return looped._reason


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "-".join(map(str, o.values())))
def test_the_hook_plays_as_the_generic_loop(options):
    phases = set()
    reasons = set()
    for seed in range(6):
        for index, start in enumerate(random_starts(options, seed)):
            phases.add(start._phase)
            reasons.add(assert_same_playout(start, 1000 * seed + index))
    # The starts cover every kind of node but the rarer tame decision (the next test).
    assert {SETUP_DEAL, SETUP_FIRST, PLAY, REFILL} <= phases
    assert reasons <= set(REASONS)


def test_from_tame_decisions():
    found = 0
    for seed in itertools.count():
        options = OPTIONS[seed % len(OPTIONS)]
        for index, start in enumerate(random_starts(options, seed)):
            if start._phase == DECIDE:
                assert_same_playout(start, seed + index)
                found += 1
        if found >= 24:
            break


def test_endings_random_games_rarely_reach():
    reasons = set()
    for seed in range(40):
        options = OPTIONS[seed % len(OPTIONS)]
        stack_top = options["sowing_check"] == "stack-top"
        # Two lone dice and empty hands: they wander until a position comes back a third time
        # or a seat is stuck.
        lone = position({"a1": [(0, 6)], "d3": [(1, 6)]}, hands=((), ()))
        reasons.add(assert_same_playout(lone, seed))
        # Four turns before the limit.
        late = position(
            {"a1": [(0, 3)], "b2": [(1, 4)], "c3": [(0, 5), (1, 2)]},
            turns=296,
            stack_top_compared=stack_top,
        )
        reasons.add(assert_same_playout(late, seed))
    assert {REASON_REPETITION, REASON_TURN_LIMIT, REASON_NO_MOVE} <= reasons


def test_playout_run_takes_the_hook_with_the_default_policy():
    start = random_starts(OPTIONS[0], 3)[5]
    looped, hooked = start.clone(), start.clone()
    first, second = random.Random(8), random.Random(8)
    assert Playout().run(hooked, second) == generic_loop().run(looped, first)
    assert fingerprint(hooked) == fingerprint(looped)
    assert first.random() == second.random()


def test_a_search_answers_the_same_with_and_without_the_hook(monkeypatch):
    starts = [s for s in random_starts(OPTIONS[0], 2, every=5) if not s.is_chance_node()][:4]

    def answers():
        found = []
        for index, start in enumerate(starts):
            decision = MCTSBot().choose(start, SearchBudget(iterations=150), random.Random(index))
            found.append((decision.action, decision.info["visits"], decision.info["value"]))
        return found

    with_hook = answers()
    monkeypatch.delattr(NineSonsState, "random_playout")
    assert not hasattr(starts[0], "random_playout")
    assert answers() == with_hook

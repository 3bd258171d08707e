"""Wyvern through the shared conformance driver (tests/rules/test_conformance.py), on the rules
object directly while the game waits in game.rules.UPCOMING: 2 seats x the covering option
sets (every deck pairing and every option value). Fast: a few matches per set at 50 points;
the slow run plays more, at every option combination."""

from __future__ import annotations

import math

import pytest

from game.rules.wyvern import WyvernRules
from tests.rules import test_conformance as conformance

RULES = WyvernRules()
FAST_MATCHES = 20
SLOW_MATCHES = 400


def _cases(total: int, every: bool) -> list[conformance.Case]:
    sets = conformance.option_sets(RULES.info, 2, every)
    share = max(conformance.MIN_GAMES_PER_CASE, math.ceil(total / len(sets)))
    return [conformance.Case("wyvern", 2, options, share) for options in sets]


def _name(case: conformance.Case) -> str:
    return "-".join(f"{key}={value}" for key, value in case.options.items())


@pytest.fixture(autouse=True)
def _registered(monkeypatch):
    monkeypatch.setitem(conformance.RULES_OR_TOYS, "wyvern", RULES)


def test_every_deck_pairing_and_option_value_is_played():
    sets = conformance.option_sets(RULES.info, 2)
    pairs = {tuple(options["deck"]) for options in sets}
    assert len(pairs) == 9
    for key in ("match_points", "scoring", "free_reveal_on_redeploy"):
        assert {options[key] for options in sets} == set(RULES.info.options[
            [spec.key for spec in RULES.info.options].index(key)].values())  # fmt: skip


@pytest.mark.parametrize(
    "index, case",
    list(enumerate(_cases(FAST_MATCHES, every=False))),
    ids=[_name(case) for case in _cases(FAST_MATCHES, every=False)],
)
def test_random_matches_follow_the_protocol(index, case):
    """Fast: one match per covering set, every other one with the heavy checks."""
    conformance.playout(case, seed=index, heavy=index % 2 == 0)


@pytest.mark.slow
@pytest.mark.parametrize("case", _cases(SLOW_MATCHES, every=True), ids=_name)
def test_many_random_matches_follow_the_protocol(case):
    conformance.run_playouts(case, first_seed=10_000)

"""Wyvern in the shared conformance driver (tests/rules/test_conformance.py plays its random
matches: FAST_GAMES / SLOW_GAMES "wyvern"): here, that its covering option sets meet every deck
pairing and every value of the other options."""

from __future__ import annotations

from game.rules.wyvern import WyvernRules
from tests.rules import test_conformance as conformance

RULES = WyvernRules()


def test_every_deck_pairing_and_option_value_is_played():
    sets = conformance.option_sets(RULES.info, 2)
    pairs = {tuple(options["deck"]) for options in sets}
    assert len(pairs) == 9
    for spec in RULES.info.options:
        if spec.key != "deck":
            assert {options[spec.key] for options in sets} == set(spec.values())

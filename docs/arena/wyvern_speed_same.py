"""Wyvern: the old engine and this tree side by side, step by step, must agree on everything.

    python docs/arena/wyvern_speed_same.py /tmp/wyv/oldpkg --matches 24

(`/tmp/wyv/oldpkg/wyvern_old` is the old package: see wyvern_speed_compare.py.) Plays seeded
random matches over every deck pairing, scoring rule, Redeploy option and match length with
both engines and compares at every step the player to move, the legal actions in order and the
chance outcomes with their probabilities; every third step both seats' views, the information
state keys and the latest events; every 21st decision a seeded determinization of the seat to
move (revealed) and `reveals_information` of its first legal actions; at the end the returns,
the outcome and the whole event log. Exits 1 at the first disagreement.
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import sys

sys.path.insert(0, os.getcwd())


def main() -> int:
    """Play `--matches` seeded random matches with both engines and compare them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old_path", help="a folder holding the old package as wyvern_old/")
    parser.add_argument("--matches", type=int, default=24)
    args = parser.parse_args()
    sys.path.insert(0, args.old_path)
    from game.core.protocol import CHANCE, sample_chance
    from game.rules.wyvern import WyvernRules
    from game.rules.wyvern.decks import DECKS

    old_rules, new_rules = importlib.import_module("wyvern_old").WyvernRules(), WyvernRules()
    names = sorted(DECKS)
    steps = 0
    for match in range(args.matches):
        rng = random.Random(match)
        options = {
            "deck": [names[match % 3], names[(match // 3) % 3]],
            "scoring": ("standard", "gold_bonus", "gold_only")[match % 3],
            "free_reveal_on_redeploy": match % 2 == 0,
            "match_points": 50 if match % 4 == 3 else 100,
        }
        old, new = old_rules.new_initial_state(2, options), new_rules.new_initial_state(2, options)
        while not old.is_terminal():
            checks = [
                old.current_player() == new.current_player(),
                old.legal_actions() == new.legal_actions(),
                old.chance_outcomes() == new.chance_outcomes(),
            ]
            if steps % 3 == 0:
                for seat in (0, 1):
                    checks.append(repr(old.view(seat)) == repr(new.view(seat)))
                    checks.append(
                        repr(old.information_state_key(seat))
                        == repr(new.information_state_key(seat))
                    )
                checks.append(repr(old.view(None)) == repr(new.view(None)))
                checks.append(repr(old.last_events) == repr(new.last_events))
            mover = old.current_player()
            if mover >= 0 and steps % 21 == 0:
                twin_old = old.sample_determinization(mover, random.Random(steps))
                twin_new = new.sample_determinization(mover, random.Random(steps))
                checks.append(repr(twin_old.revealed_view()) == repr(twin_new.revealed_view()))
                checks += [
                    old.reveals_information(a) == new.reveals_information(a)
                    for a in old.legal_actions()[:3]
                ]
            if not all(checks):
                print(f"DIFFERENT: match {match}, step {steps}")
                return 1
            action = sample_chance(old, rng) if mover == CHANCE else rng.choice(old.legal_actions())
            old.apply_action(action)
            new.apply_action(action)
            steps += 1
        if not (
            old.returns() == new.returns()
            and repr(old.outcome()) == repr(new.outcome())
            and repr(old.events) == repr(new.events)
        ):
            print(f"DIFFERENT at the end of match {match}")
            return 1
    print(f"{args.matches} matches, {steps} steps: the old and new engines agree at every step")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Dragon Bridge engine: the new package plays exactly like an old copy, step for step.

    git archive HEAD game/rules/dragon_bridge | tar -x -C /tmp/old   # before the change
    mkdir -p /tmp/oldpkg && cp -r /tmp/old/game/rules/dragon_bridge /tmp/oldpkg/old_bridge
    python docs/arena/bridge_speed_same.py /tmp/oldpkg --games 300

Seeded random games in every mode (basic, full with dealt or chosen wizards, with and without
Bridge Hacking, both bridges) are played by the old and the new engine side by side. At every
step both must agree on the player to move, the legal actions (content and order), the chance
outcomes with their probabilities (exact floats), the views of both seats and of a spectator,
the information-state keys, the step, the returns and the outcome; a determinization drawn with
the same seed must agree too, and a clone must play on like its original.
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import sys

sys.path.insert(0, os.getcwd())

MODES = (
    {},
    {"bridge": "long"},
    {"mode": "full"},
    {"mode": "full", "wizards": "chosen"},
    {"mode": "full", "hacking": "on"},
    {"mode": "full", "hacking": "on", "bridge": "long", "wizards": "chosen"},
)


def _facts(state, player_seed: int) -> tuple:
    facts = [
        state.current_player(),
        state.turn_owner(),
        state.is_terminal(),
        state.legal_actions(),
        state.chance_outcomes(),
        state.view(0),
        state.view(1),
        state.view(None),
        state.revealed_view(),
        state.information_state_key(0),
        state.information_state_key(1),
        state.returns(),
        state.outcome(),
        state.step,
    ]
    if not state.is_terminal():
        for seat in (0, 1):
            world = state.sample_determinization(seat, random.Random(player_seed + seat))
            facts += [world.view(None), world.revealed_view(), world.legal_actions()]
            facts += [world.chance_outcomes(), sorted(world._hands[1 - seat]), list(world._deck)]
            facts.append(
                state.reveals_information(state.legal_actions()[0])
                if state.legal_actions()
                else None
            )
    return tuple(repr(fact) for fact in facts)  # repr: the two packages' classes differ


def _pick(state, rng: random.Random) -> int:
    if state.is_chance_node():
        point, cumulative = rng.random(), 0.0
        outcomes = state.chance_outcomes()
        for action, probability in outcomes:
            cumulative += probability
            if point < cumulative:
                return action
        return outcomes[-1][0]
    legal = state.legal_actions()
    return legal[int(rng.random() * len(legal))]


def compare(old_rules, new_rules, games: int) -> int:
    """Play `games` seeded games per mode with both engines; the number of disagreements."""
    bad = 0
    steps = 0
    for mode_index, options in enumerate(MODES):
        for game in range(games):
            rng = random.Random(mode_index * 100_003 + game)
            old = old_rules.new_initial_state(2, options)
            new = new_rules.new_initial_state(2, options)
            ply = 0
            while True:
                seed = rng.randrange(1 << 30)
                if _facts(old, seed) != _facts(new, seed):
                    print(f"mode {options} game {game} ply {ply}: the engines disagree")
                    bad += 1
                    break
                if new.is_terminal():
                    break
                if ply % 7 == 3:  # a clone must carry on exactly like its original
                    old, new = old.clone(), new.clone()
                action = _pick(new, rng)
                old.apply_action(action)
                new.apply_action(action)
                ply += 1
                steps += 1
    print(f"{len(MODES)} modes x {games} games, {steps} steps compared: {bad} disagreements")
    return bad


def main() -> int:
    """Compare the engine in this tree with an old copy importable as `old_bridge`."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old_path", help="a folder holding the old package as old_bridge/")
    parser.add_argument("--games", type=int, default=100, help="games per mode (100)")
    args = parser.parse_args()
    sys.path.insert(0, args.old_path)
    old_rules = importlib.import_module("old_bridge").DragonBridgeRules()
    from game.rules.dragon_bridge import DragonBridgeRules

    return 1 if compare(old_rules, DragonBridgeRules(), args.games) else 0


if __name__ == "__main__":
    sys.exit(main())

"""The seeded random game every golden test records (one loop for all games).

`seeded_plies(state, seed)` plays `state` to its end: chance outcomes drawn with
rng_for(seed, "chance") as the session does, decisions uniformly from the legal actions with
rng_for(seed, "choice"); after each action it yields (ply, who, action text), `who` being the
seat's number or "chance". Each game's test formats its own line from the state after the ply.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core.protocol import CHANCE, GameState, sample_chance
from game.rng import rng_for


def seeded_plies(state: GameState, seed: int) -> Iterator[tuple[int, str, str]]:
    """(ply, who, action text) of each action of the seeded game, after it was applied."""
    chance_rng = rng_for(seed, "chance")
    choice_rng = rng_for(seed, "choice")
    ply = 0
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            action = sample_chance(state, chance_rng)
        else:
            legal = state.legal_actions()
            action = legal[choice_rng.randrange(len(legal))]
        text = state.action_to_string(action)
        state.apply_action(action)
        ply += 1
        yield ply, "chance" if player == CHANCE else str(player), text

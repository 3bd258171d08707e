"""The baseline bot: a uniformly random legal action (the arena's yardstick)."""

from __future__ import annotations

import random
from typing import Any

from ai.protocol import Bot, Decision, SearchBudget
from game.core.protocol import GameState


class RandomBot(Bot):
    """Plays a legal action chosen uniformly with the caller's seeded rng."""

    name = "random"

    def choose(
        self,
        state: GameState,
        budget: SearchBudget,
        rng: random.Random,
        cancel: Any = None,
    ) -> Decision:
        """Any legal action; raises ValueError when there is none (chance or terminal)."""
        actions = state.legal_actions()
        if not actions:
            raise ValueError("RandomBot asked to move where no decision is due")
        return Decision(rng.choice(actions), {"legal": len(actions)})

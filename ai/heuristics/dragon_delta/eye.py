"""The AI's eye: it judges the gap between two supports the way a person does, with an error.

A person looking at the board sees the gap, not its span to two decimals. The bot's perceived
span is the span plus a Gaussian error whose σ depends on the level (digest §3.6: 0.6 / 0.35 /
0.15 for Easy / Normal / Hard, about 0.05 for Master), and it lays the smallest plank of its
reserve that is at least the estimate plus a safety margin (0.4 / 0.3 / 0.2 / 0.1). The error
is drawn from the deciding bot's rng, which the caller seeds per decision, so the bot cannot
learn the true span by looking twice, and a poor eye sometimes lays a plank that is too short
and loses it to the water. Nothing here reads whether a plank holds; only the engine judges.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.dragon_delta.cards import plank_length
from game.rules.dragon_delta.geometry import Layout


@dataclass(frozen=True)
class Eye:
    """How well a level judges a gap: `sigma` the error (plank-units), `margin` the safety
    margin it adds before choosing a plank."""

    sigma: float
    margin: float

    def estimate(self, layout: Layout, a: int, b: int, rng: random.Random) -> float:
        """The perceived span between supports a and b: never the exact one (sigma > 0)."""
        return layout.span(a, b) + rng.gauss(0.0, self.sigma)

    def want(self, estimate: float) -> float:
        """The shortest plank length this eye would trust over a gap judged `estimate`."""
        return estimate + self.margin

    def pick(self, planks: Sequence[int], estimate: float) -> int:
        """The smallest plank of `planks` at least `want(estimate)` long; the longest when none
        is (it may still hold: the estimate has an error). `planks` must not be empty."""
        wanted = self.want(estimate)
        fitting = [p for p in planks if plank_length(p) >= wanted]
        if fitting:
            return min(fitting, key=lambda p: (plank_length(p), p))
        return max(planks, key=lambda p: (plank_length(p), -p))

    def fits(self, planks: Sequence[int], estimate: float) -> bool:
        """True when some plank of `planks` is long enough for this eye's judgement."""
        wanted = self.want(estimate)
        return any(plank_length(p) >= wanted for p in planks)


EYES: dict[str, Eye] = {
    "easy": Eye(0.6, 0.4),
    "normal": Eye(0.35, 0.3),
    "hard": Eye(0.15, 0.2),
    "master": Eye(0.05, 0.1),
}
"""The eye of each level (digest §3.6; Master's is nearly perfect)."""
ROLLOUT_EYE = EYES["normal"]
"""How a searcher imagines every seat judging planks in its playouts."""

"""How a Nine Sons game ended, as data: the Outcome with its reason key and arguments, and one
`SeatTally` per seat (the sons it tamed and its points) for the client to word.

Reason keys and their arguments (phases.py): "target-score" {seat, target}, "four-cards-left" {},
"no-legal-move" {loser}, "repetition" {}, "turn-limit" {turns}. The winner is decided by points,
then by the number of sons tamed (Yazi counts as a card), else a draw; "no-legal-move" loses
whatever the score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.protocol import Outcome

from .phases import REASON_NO_MOVE, REASON_TARGET, REASON_TURN_LIMIT, TURN_LIMIT


@dataclass(frozen=True)
class SeatTally:
    """One seat at the end: the sons it tamed (card ids, in taming order) and its points."""

    tamed: tuple[int, ...]
    points: int

    @property
    def cards(self) -> int:
        """How many sons the seat tamed (the tie-break after points)."""
        return len(self.tamed)


def reason_args(
    reason: str, winners: tuple[int, ...], scores: Sequence[int], target: int
) -> dict[str, Any]:
    """The arguments that go with `reason`: who reached the target, who was stuck, the limit."""
    if reason == REASON_TARGET:
        seat = max(range(len(scores)), key=lambda index: scores[index])
        return {"seat": seat, "target": target}
    if reason == REASON_NO_MOVE and winners:
        return {"loser": 1 - winners[0]}
    if reason == REASON_TURN_LIMIT:
        return {"turns": TURN_LIMIT}
    return {}


def build_outcome(
    reason: str,
    winners: tuple[int, ...],
    scores: Sequence[int],
    tamed: Sequence[tuple[int, ...]],
    target: int,
) -> Outcome:
    """The Outcome of a finished game from the state's reason, winners, scores and tamed cards."""
    return Outcome(
        winners=winners,
        reason=reason,
        scores=tuple(float(score) for score in scores),
        details=tuple(
            SeatTally(tuple(cards), score) for cards, score in zip(tamed, scores, strict=True)
        ),
        reason_args=reason_args(reason, winners, scores, target),
    )

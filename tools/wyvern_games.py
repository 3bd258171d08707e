"""The games of a played Wyvern match, read from its events (the balance tool's records and the
length scripts in docs/arena)."""

from __future__ import annotations

from typing import Any


def games_played(state: Any) -> list[dict[str, Any]]:
    """The finished games of a played match, in order, read from its events: the game's number,
    who won (-1 a draw) and who started, its turns, why it ended, the winner's leftover gold and
    the points each seat gained."""
    games = []
    turns = 0
    starter = -1
    for event in state.events:
        if event.kind == "game-start":
            starter, turns = event.seat, 0
        elif event.kind == "turn":
            turns += 1
        elif event.kind == "game-over":
            lines = event.lines or ()
            games.append(
                {
                    "game": event.game,
                    "winner": event.seat,
                    "starter": starter,
                    "turns": turns,
                    "why": event.why,
                    "winner_gold": lines[3] if event.seat >= 0 and lines else None,
                    "vp": list(event.values),
                }
            )
    return games

"""What happened, as small public records the log, the animations and the tests read.

`DeltaState.events` is the game's event list (append-only); `events_since(n)` gives the ones
after the first n. Every event is public: a programmed card is reported without its face, and a
program is shown only when a step reveals it.

Kinds and their fields (`seat` is who it concerns; -1 for the table):
    "start-player"  seat: the start player of round `round`
    "programmed"    seat, slot (the face stays hidden)
    "reveal"        step, cards (each seat's card of this step, by seat)
    "blocked"       seat (blocked this step), by (the seats whose dragons name it)
    "stone"         seat, site            "no-stone"   seat, reason (no-supply / no-islet)
    "bridge"        seat, plank, supports (a, b)
    "plank-lost"    seat, plank, supports (too short: gone to the water for good)
    "take"          seat, plank, supports (a bridge taken into the reserve)
    "unstone"       seat, site
    "move"          seat, source, target (positions)
    "jump"          seat, source, target, plank (the bridge jumped over)
    "fall"          seat, source, reason (FALL_REASONS key); the pawn is back in its village
    "win"           seat (reached its destination)
    "round-limit"   winners (the round guard ended the game)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.text import N_

FALL_REASONS: dict[str, str] = {
    "no-plank": N_("no plank left in the reserve"),
    "no-site": N_("nowhere to lay a bridge"),
    "no-removal": N_("no bridge or stone could be removed"),
    "no-step": N_("no free bridge to step onto"),
    "no-jump": N_("no pawn to jump over, or nowhere to land"),
}
"""Why a pawn fell: stable key -> reason for the player (msgid)."""
NO_STONE_REASONS: dict[str, str] = {
    "no-supply": N_("no stone left in the supply"),
    "no-islet": N_("no free islet for a stone"),
}
"""Why a Place stone card did nothing (no fall)."""


@dataclass(frozen=True)
class Event:
    """One thing that happened; unused fields keep their defaults."""

    kind: str
    seat: int = -1
    round: int = 0
    step: int = -1
    slot: int = -1
    site: int = -1
    plank: int = -1
    supports: tuple[int, int] | None = None
    source: int = -1
    target: int = -1
    reason: str = ""
    cards: tuple[int, ...] = ()
    by: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()

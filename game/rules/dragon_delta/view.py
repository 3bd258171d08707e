"""What one seat may see of a Dragon Delta position: everything but the unrevealed cards of the
other seats' programs (their count is public: everyone sees the cards laid face down).
`build_revealed_view` shows every program (a replay's "All revealed")."""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import compress
from typing import TYPE_CHECKING

from .cards import PLANKS
from .events import Event

if TYPE_CHECKING:
    from .state import DeltaState

HIDDEN = -1
"""A programmed card the viewer may not see yet."""
PHASES = ("first", "program", "resolve", "over")


@dataclass(frozen=True)
class DeltaView:
    """An immutable, hashable snapshot for one seat (or a spectator when `seat` is None).

    `colours` per seat (colour = home village; cards.py), `destinations` per seat;
    `stones` the sites (support ids) with a stone, `supply` the stones left; `bridges`
    (plank, a, b) triples; `reserves` per seat the planks in front of it; `lost` the planks
    gone to the water; `pawns` per seat a position (0-5 village, 6 + plank bridge).
    `phase` one of PHASES; `round` (1-30), `start` the start player, `programmer` the seat
    programming now (-1 otherwise); `programs` per seat its programmed cards so far, HIDDEN
    for another seat's card not yet revealed (the viewer's own are always shown); `hand` the
    viewer's cards not yet programmed; `step` the step being resolved (0-4; -1 before),
    `blocked` the seats the step's dragons block, `acting` the seat deciding a card now (-1
    otherwise) and `pending` what it decides (resolve.py, e.g. ("plank", seat, pair code, left));
    `open_river` and `assisted` (show spans as numbers: a drawing flag only); `winners` and
    `reason` once over; `event_count` the length of the event list (events_since);
    `last_action` the text of the action that led here as this viewer may read it (another
    seat's programmed card is "program ?": the session's log and hints show no card face);
    `recent` the events of that action (all public: events.py), for the log and animations.
    """

    seat: int | None
    colours: tuple[int, ...]
    destinations: tuple[int, ...]
    stones: tuple[int, ...]
    supply: int
    bridges: tuple[tuple[int, int, int], ...]
    reserves: tuple[tuple[int, ...], ...]
    lost: tuple[int, ...]
    pawns: tuple[int, ...]
    phase: str
    round: int
    start: int
    programmer: int
    programs: tuple[tuple[int, ...], ...]
    hand: tuple[int, ...]
    step: int
    blocked: tuple[int, ...]
    acting: int
    pending: tuple[object, ...]
    open_river: bool
    assisted: bool
    winners: tuple[int, ...]
    reason: str
    event_count: int
    last_action: str | None = None
    recent: tuple[Event, ...] = ()
    revealed: bool = False
    """True for the view with nothing hidden: every program face up, each seat's cards not
    yet programmed in `hands` (`seat` is None, `hand` empty)."""
    hands: tuple[tuple[int, ...], ...] = ()


def visible_program(s: DeltaState, seat: int, viewer: int | None) -> tuple[int, ...]:
    """A seat's programmed cards as `viewer` sees them."""
    cards = s.programs[seat]
    if viewer == seat:
        return tuple(cards)
    return tuple(card if slot < s.revealed else HIDDEN for slot, card in enumerate(cards))


HIDDEN_PROGRAM_TEXT = "program ?"
"""The last action's text for a viewer who may not see the card just programmed."""


def last_text(s: DeltaState, viewer: int | None) -> str | None:
    """The text of the last action as `viewer` may read it (None before any action)."""
    from . import actions

    if s.last < 0:
        return None
    if actions.split(s.last)[0] == actions.PROGRAM:
        mine = [e for e in s.events[s.mark :] if e.kind == "programmed" and e.seat == viewer]
        if not mine:
            return HIDDEN_PROGRAM_TEXT
    return actions.to_text(s.last, s.layout)


def build_revealed_view(s: DeltaState) -> DeltaView:
    """The spectator's snapshot with every seat's program and cards in hand, and the last
    action named (a finished game has no secrets)."""
    from . import actions

    programs = tuple(tuple(cards) for cards in s.programs)
    return replace(
        build_view(s, None),
        programs=programs,
        hands=tuple(
            tuple(card for card in s.hands[seat] if card not in programs[seat])
            for seat in range(s.num_players)
        ),
        last_action=actions.to_text(s.last, s.layout) if s.last >= 0 else None,
        revealed=True,
    )


def build_view(s: DeltaState, player: int | None, with_last: bool = True) -> DeltaView:
    """The view of `player` (None: a spectator); without the last action's text when
    `with_last` is False (information-state keys: the same position is the same knowledge)."""
    from . import resolve
    from .cards import destination

    hand: tuple[int, ...] = ()
    if player is not None:
        chosen = s.programs[player]
        hand = tuple(card for card in s.hands[player] if card not in chosen)
    pending = s.pending
    return DeltaView(
        seat=player,
        colours=s.colours,
        destinations=tuple(destination(c) for c in s.colours),
        stones=tuple(compress(range(s.layout.size), s.stone)),
        supply=s.supply,
        bridges=tuple((p, *ends) for p, ends in enumerate(s.ends) if ends is not None),
        reserves=tuple(
            tuple(p for p in range(PLANKS) if s.holder[p] == seat) for seat in range(s.num_players)
        ),
        lost=tuple(p for p in range(PLANKS) if s.lost[p]),
        pawns=tuple(s.pos),
        phase=PHASES[s.phase],
        round=s.round,
        start=s.start,
        programmer=resolve.programming_seat(s) if s.phase == resolve.PROGRAMMING else -1,
        programs=tuple(visible_program(s, seat, player) for seat in range(s.num_players)),
        hand=hand,
        step=s.step,
        blocked=s.blocked,
        acting=pending[1] if pending is not None else -1,
        pending=pending if pending is not None else (),
        open_river=s.layout.open_river,
        assisted=s.assisted,
        winners=s.winners,
        reason=s.reason,
        event_count=len(s.events),
        last_action=last_text(s, player) if with_last else None,
        recent=tuple(s.events[s.mark :]) if with_last else (),
    )

"""What one seat may see of a Wyvern match (None: a spectator, who sees no hidden card).

A seat knows: its own battle cards (it arranged them, it saw its refills), every face-up card,
any card it peeked at (remembered while that card stays in its position, also after a move),
the hidden actions it played (of the other seat's hidden actions only that one lies there,
and by whom), its own hand, every discard pile, the known bottoms of the piles, pile and hand
counts, and both deck lists. `build_revealed_view` hides nothing (a replay's "All revealed").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from . import actions
from .cards import HIDDEN_OWN, HIDDEN_RIVAL, KIND
from .events import Event
from .frames import DECISION_NAMES, PHASES

if TYPE_CHECKING:
    from .state import WyvernState

EMPTY = -2
"""An empty battle position."""
UNKNOWN = -1
"""A card the viewer does not know."""


@dataclass(frozen=True)
class Position:
    """One battle position as the viewer sees it: `card` (EMPTY, UNKNOWN or a card index),
    `up` face up, `paid` (public: a dragon once paid stays paid), `attached` card indices,
    `hidden_by` the seat whose hidden action lies under it (-1 none) and `hidden` its card
    (UNKNOWN unless the viewer played it)."""

    card: int
    up: bool
    paid: bool
    attached: tuple[int, ...]
    hidden_by: int
    hidden: int


@dataclass(frozen=True)
class WyvernView:
    """An immutable, hashable snapshot for one seat.

    `positions` 12 (seat * 6 + p; p 0-2 front, 3-5 back), `treasures` 8 (seat * 4 + t; -1
    empty), `hand` the viewer's cards (sorted; empty for a spectator), `hand_counts`,
    `pile_counts` ((Lair, Horde) per seat, the known bottom included), `bottoms` per seat and
    pile the known bottom cards, `discards` the four discard piles in order, `pool` the cards
    the viewer is arranging, `gold`, `vp`, `wins`, `results` per game (winner or
    -1, VP gained by seat 0, by seat 1), `game`, `turn`, `quiet` (the stalemate guard's count
    of quiet turns so far), `active`, `phase` (PHASES), `decision`
    (the decision kind: DECISION_NAMES, or "chance" / "over") and `deciding` its seat, `fight`
    (the attack in progress: attacker, target, interceptor card, stage, bonus attacker, bonus
    defender, Hold the Line; empty when none), `playing` (seat, card or UNKNOWN, targets,
    cancelled) of a card being played, `options` (match points, scoring, free reveal, the
    stalemate guard at any time), `over`, `winners`, `reason`, `event_count`, `last_action`
    (the text as the viewer may read it: another seat's draws, arrangements and hidden actions
    read "... ?") and `recent` (the latest action's events as the viewer may see them).
    """

    seat: int | None
    positions: tuple[Position, ...]
    treasures: tuple[int, ...]
    hand: tuple[int, ...]
    hand_counts: tuple[int, int]
    pile_counts: tuple[tuple[int, int], ...]
    bottoms: tuple[tuple[int, ...], ...]
    discards: tuple[tuple[int, ...], ...]
    pool: tuple[int, ...]
    gold: tuple[int, int]
    vp: tuple[int, int]
    wins: tuple[int, int]
    results: tuple[tuple[int, int, int], ...]
    game: int
    turn: int
    quiet: int
    active: int
    phase: str
    decision: str
    deciding: int
    fight: tuple[int, ...]
    playing: tuple[object, ...]
    options: tuple[int, str, bool, bool]
    over: bool
    winners: tuple[int, ...]
    reason: str
    event_count: int
    last_action: str = ""
    recent: tuple[Event, ...] = ()
    revealed: bool = False
    """True for the view with nothing hidden: every battle card and hidden action known,
    both hands in `hands` and both pools in `pools` (`seat` is None, `hand` empty)."""
    hands: tuple[tuple[int, ...], ...] = ()
    pools: tuple[tuple[int, ...], ...] = ()

    @property
    def active_player(self) -> int:
        """The seat whose turn it is (0 before the first player is known), under the name the
        play scene's banner reads from every game's view."""
        return max(self.active, 0)


def position(s: WyvernState, pos: int, viewer: int | None) -> Position:
    """One battle position for the viewer."""
    card = s.card[pos]
    if card < 0:
        return Position(EMPTY, False, False, (), -1, UNKNOWN)
    known = s.up[pos] or (viewer is not None and s.seen[pos] >> viewer & 1)
    hidden = s.hid[pos]
    by = s.hidby[pos] if hidden >= 0 else -1
    return Position(
        card if known else UNKNOWN,
        bool(s.up[pos]),
        bool(s.paid[pos]),
        tuple(code >> 1 for code in s.att[pos]),
        by,
        hidden if hidden >= 0 and by == viewer else UNKNOWN,
    )


def build_revealed_view(s: WyvernState) -> WyvernView:
    """The spectator's snapshot with every card known: the battle cards face down and the
    hidden actions under them, both hands and pools, the card being played and the last
    action's text in full (a finished game has no secrets)."""
    view = build_view(s, None)
    positions = tuple(
        replace(
            here,
            card=s.card[pos] if here.card == UNKNOWN else here.card,
            hidden=s.hid[pos] if s.hid[pos] >= 0 else UNKNOWN,
        )
        for pos, here in enumerate(view.positions)
    )
    playing = view.playing
    if s.play is not None:
        seat, card, chosen, cancelled = s.play
        playing = (seat, card, tuple(chosen), cancelled)
    return replace(
        view,
        positions=positions,
        playing=playing,
        last_action=actions.to_text(s.last) if s.last >= 0 else "",
        recent=tuple(s.last_events),
        revealed=True,
        hands=(tuple(s.hand[0]), tuple(s.hand[1])),
        pools=(tuple(s.pool[0]), tuple(s.pool[1])),
    )


def decision(s: WyvernState) -> tuple[str, int]:
    """The decision kind pending and its seat."""
    if s.over:
        return "over", -1
    if s.draws or s.need_first:
        return "chance", -1
    frame = s.stack[-1]
    return DECISION_NAMES[frame[0]], frame[1]


def last_text(s: WyvernState, viewer: int | None) -> str:
    """The latest action's text as the viewer may read it."""
    if s.last < 0:
        return ""
    text = actions.to_text(s.last)
    op, payload = actions.split(s.last)
    mover = next((e.seat for e in s.last_events if e.kind in ("draw", "arrange", "play")), -1)
    if op in (actions.DRAW, actions.ARRANGE) and mover != viewer:
        return text.split(" ")[0] + " ?"
    if op == actions.PLAY and KIND[payload] in (HIDDEN_OWN, HIDDEN_RIVAL) and mover != viewer:
        return "play ?"
    return text


def build_view(s: WyvernState, viewer: int | None, with_last: bool = True) -> WyvernView:
    """The view of `viewer`."""
    kind, deciding = decision(s)
    playing: tuple[object, ...] = ()
    if s.play is not None:
        seat, card, chosen, cancelled = s.play
        secret = KIND[card] in (HIDDEN_OWN, HIDDEN_RIVAL) and seat != viewer
        playing = (seat, UNKNOWN if secret else card, tuple(chosen), cancelled)
    fight: tuple[int, ...] = ()
    if s.fight is not None:
        fight = tuple(s.fight[:7])
    return WyvernView(
        seat=viewer,
        positions=tuple(position(s, pos, viewer) for pos in range(12)),
        treasures=tuple(s.tre),
        hand=tuple(s.hand[viewer]) if viewer is not None else (),
        hand_counts=(len(s.hand[0]), len(s.hand[1])),
        pile_counts=tuple(
            (
                len(s.pile[seat * 2]) + len(s.bottom[seat * 2]),
                len(s.pile[seat * 2 + 1]) + len(s.bottom[seat * 2 + 1]),
            )
            for seat in (0, 1)
        ),  # fmt: skip
        bottoms=tuple(tuple(part) for part in s.bottom),
        discards=tuple(tuple(part) for part in s.disc),
        pool=tuple(s.pool[viewer]) if viewer is not None else (),
        gold=(s.gold[0], s.gold[1]),
        vp=(s.vp[0], s.vp[1]),
        wins=(s.wins[0], s.wins[1]),
        results=tuple(s.results),
        game=s.game,
        turn=s.turn,
        quiet=s.quiet,
        active=s.active,
        phase=PHASES[s.phase],
        decision=kind,
        deciding=deciding,
        fight=fight,
        playing=playing,
        options=(s.match_points, s.scoring, s.free_reveal, s.quiet_any_time),
        over=s.over,
        winners=s.winners,
        reason=s.reason,
        event_count=s.event_count if with_last else 0,
        last_action=last_text(s, viewer) if with_last else "",
        recent=tuple(e.seen_by(viewer) for e in s.last_events) if with_last else (),
    )

"""What one seat may see of a Drakon position (hands, pile order and others' coin values hidden).

`last_action` is the viewer-safe text of the action that led to the position, as in Dragon
Bridge: a drawn tile is named only to its drawer, a snatched tile only to the two seats
involved, a tile the Dwarf returns only to the Dwarf, and a coin value only to the seats it
leaves and reaches; the others read "draw", "snatch", "return" or "coin" without the code.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from . import actions, knowledge

if TYPE_CHECKING:
    from .state import DrakonState

MASKED = {
    actions.DRAW: "draw", actions.SNATCH: "snatch", actions.COIN: "coin",
    actions.ABILITY_TILE: "return",
}  # fmt: skip


@dataclass(frozen=True)
class DrakonView:
    """An immutable, hashable snapshot for one seat (or a spectator when `seat` is None).

    `board` is sorted ((x, y), kind, rot) triples; `hand` is the viewer's own hand as sorted
    kind indices (empty for spectators); everyone sees hand sizes, coin COUNTS and the pile size.
    Variant fields are always present (neutral values when the variant is off): `target` (5 or
    10 gold), `escape`, `hero_of` (hero id per seat; -1 while heroes are still being dealt),
    `heroes_on`, `ability_used`, `valued`, `my_coins` (the viewer's own coin values, sorted; ()
    for a spectator or plain coins), `drakon` (the figure's cell or None) and `known` (per seat,
    the tiles the viewer knows it holds: seen taken by Magical Shift, or taken from the viewer
    by a Map Chamber or the Barbarian; knowledge.py); `bottom` lists the tiles under the pile,
    -1 for one the viewer did not see go there (the Dwarf's); `idle` counts the turns since a
    tile was placed or a coin moved (shown only); `reason` is the end reason key once the game
    is over (ending.REASONS), "" before.
    """

    seat: int | None
    board: tuple[tuple[tuple[int, int], int, int], ...]
    heroes: tuple[tuple[int, int], ...]
    coins: tuple[int, ...]
    start_coins: int
    hoard: int
    hand_sizes: tuple[int, ...]
    hand: tuple[int, ...]
    pile_size: int
    bottom: tuple[int, ...]
    active: int
    pending: tuple[Any, ...]
    turns: int
    idle: int
    over: bool
    winners: tuple[int, ...]
    target: int = 5
    escape: bool = False
    hero_of: tuple[int, ...] = ()
    heroes_on: bool = False
    ability_used: tuple[bool, ...] = ()
    valued: bool = False
    my_coins: tuple[int, ...] = ()
    drakon: tuple[int, int] | None = None
    known: tuple[tuple[int, ...], ...] = ()
    reason: str = ""
    last_action: str | None = None
    revealed: bool = False
    """True for the view with nothing hidden (`build_revealed_view`): `known` lists every
    seat's whole hand, `coin_values` every seat's coin values, `bottom` every tile under the
    pile; `seat` is None."""
    coin_values: tuple[tuple[int, ...], ...] = ()


def last_text(s: DrakonState, player: int | None) -> str | None:
    """The latest action's text as `player` may read it."""
    if s.last < 0:
        return None
    op = actions.split(s.last)[0]
    if s.last_seen is not None and player not in s.last_seen and op in MASKED:
        return MASKED[op]
    return actions.to_text(s.last)


def _pending(s: DrakonState) -> tuple[Any, ...]:
    """The pending step without hidden details (a COIN node's places are public anyway)."""
    return () if s.pending is None else s.pending


def build_view(s: DrakonState, player: int | None, with_last: bool = True) -> DrakonView:
    """The view of `player` (None: a spectator)."""
    hand: tuple[int, ...] = ()
    my_coins: tuple[int, ...] = ()
    if player is not None:
        hand = tuple(k for k, n in enumerate(s.hands[player]) for _ in range(n))
        if s.valued:
            my_coins = tuple(s.vals[player])
    return DrakonView(
        seat=player,
        board=s.lair.triples(),
        heroes=tuple(s.heroes),
        coins=tuple(s.coins),
        start_coins=s.start_coins,
        hoard=s.hoard,
        hand_sizes=tuple(sum(h) for h in s.hands),
        hand=hand,
        pile_size=sum(s.pile) + len(s.bottom),
        bottom=knowledge.bottom_for(s, player),
        active=s.active,
        pending=_pending(s),
        turns=s.turns,
        idle=s.idle,
        over=s.over,
        winners=s.winners,
        target=s.target,
        escape=s.escape,
        hero_of=tuple(s.hero_of),
        heroes_on=s.heroes_on,
        ability_used=tuple(s.used),
        valued=s.valued,
        my_coins=my_coins,
        drakon=s.drakon,
        known=tuple(
            tuple(sorted(knowledge.held(s, player, seat))) for seat in range(s.num_players)
        ),
        reason=s.reason,
        last_action=last_text(s, player) if with_last else None,
    )


def build_revealed_view(s: DrakonState) -> DrakonView:
    """The spectator's view with every hand, coin value and tile under the pile shown and
    the last action named (a finished game has no secrets; the pile's order stays unshown)."""
    hands = tuple(
        tuple(k for k, n in enumerate(s.hands[seat]) for _ in range(n))
        for seat in range(s.num_players)
    )
    return replace(
        build_view(s, None),
        known=hands,
        bottom=tuple(s.bottom),
        coin_values=tuple(tuple(sorted(s.vals[seat])) for seat in range(s.num_players))
        if s.valued
        else (),
        last_action=actions.to_text(s.last) if s.last >= 0 else None,
        revealed=True,
    )

"""The immutable snapshot of a Dragon Bridge position for one seat (renderers read only this).

Hidden from a seat: the other hand (only its size shows), the deck (only its size, except the
deck Lori Ann-Davis is searching, shown to her), face-down Nest cards it did not see turned
(None), and the item / hack decks. A spectator (None) sees no hand at all.

`build_revealed_view` hides nothing of the hands and the Nest (a replay's "All revealed").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from game.core.protocol import CHANCE, Outcome

from . import queries
from .actions import (
    DRAW,
    HIDDEN_DRAW,
    HIDDEN_RETURN,
    HIDDEN_SEARCH,
    RETURN,
    SEARCH,
    action_text,
    kind_of,
)

if TYPE_CHECKING:
    from .state import DragonBridgeState


@dataclass(frozen=True)
class StepInfo:
    """What the pending decision is about, for the UI.

    kind: the task ("action", "move_dir", "move_go", "bump_dir", "bump_bonus", "anchor",
    "gem_phase", "buy", "hack_pick", "hack_tile", "rewire", "park", "bait", "dazzle",
    "whistle", "nest_from_hand", "give", "search", "return", "confirm", "pick_wizard", or a
    chance task: "first", "deal_wizard", "draw", "flip", "market", "item_draw", "hack_row").
    seat: who decides (None at chance). effect: "move", "teleport" or "bump" for movement steps.
    base: the printed amount; direction: 0 left / 1 right once chosen; amount: the BUMP so far
    or a MOVE/TELEPORT maximum; reach: the farthest legal distance; card: the card resolving.
    triggers: for an "order" step, (TRIGGER_* id, owning seat) of each power still to order.
    """

    kind: str
    seat: int | None
    effect: str | None = None
    base: int | None = None
    direction: int | None = None
    amount: int | None = None
    reach: int | None = None
    card: int | None = None
    triggers: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class BridgeView:
    """Everything one seat may see. Cards, items, hacks and wizards are ids of the data tables.

    nest: (card or None if unknown to the viewer, face up) oldest first. played: the Nest index
    of the last card played, which a FLIGHT puts under the Dragon (None: none). hands: per seat a
    sorted tuple of card ids, or None when hidden. parked: -1 none, 0 DEPLETED, 1 READY.
    hacks_in_play: (tile, hack). dragon_side: 0 beyond index 0, 1 beyond the last index.
    """

    viewer: int | None
    mode: str
    hacking: bool
    bridge: str
    length: int
    gem_tiles: tuple[int, ...]
    centre_tiles: tuple[int, ...]
    start_tiles: tuple[int, ...]
    positions: tuple[int, int]
    dragon_side: int
    power_card: int | None
    threatened: tuple[int, ...]
    exits: tuple[int, ...]
    nest: tuple[tuple[int | None, bool], ...]
    played: int | None
    visible_wings: int
    flight_threshold: int
    roost_count: int
    hand_limit: int
    hands: tuple[tuple[int, ...] | None, ...]
    hand_sizes: tuple[int, int]
    deck_size: int
    deck: tuple[int, ...] | None
    ready: tuple[int, int]
    depleted: tuple[int, int]
    stashed: tuple[int, int]
    parked: tuple[int, int]
    wizards: tuple[int, int]
    items: tuple[tuple[int, ...], tuple[int, ...]]
    market: tuple[int, ...]
    item_deck_size: int
    white_gems: tuple[int, int]
    white_supply: int
    hack_row: tuple[int, ...]
    hack_deck_size: int
    hacks_in_play: tuple[tuple[int, int], ...]
    beacon: bool
    in_play: int | None
    step: StepInfo | None
    abragail_bonus: bool
    current_player: int
    turn_owner: int
    first_player: int
    turn: int
    flights: int
    roosts: int
    ply: int
    last_action: str | None
    terminal: bool
    outcome: Outcome | None
    revealed: bool = False
    """True for the view with nothing hidden (every hand and Nest card; `viewer` is None)."""


def _sorted_hand(counts: list[int]) -> tuple[int, ...]:
    return tuple(card for card, count in enumerate(counts) for _ in range(count))


def step_info(s: DragonBridgeState) -> StepInfo | None:
    """The pending step of `s` (None once the match is over)."""
    if s._over or not s._tasks:
        return None
    task = s._tasks[-1]
    kind = task[0]
    seat = None if s._waiting == CHANCE else task[1]
    card = None if s._in_play < 0 else s._in_play
    if kind == "move_dir":
        effect = ("move", "teleport")[task[3]]
        return StepInfo(kind, seat, effect, base=task[2], card=card)
    if kind == "move_go":
        effect = ("move", "teleport")[task[2]]
        return StepInfo(
            kind, seat, effect, direction=task[3], amount=task[6], reach=task[4], card=card
        )
    if kind == "bump_dir":
        return StepInfo(kind, seat, "bump", base=task[2], card=card)
    if kind == "bump_bonus":
        return StepInfo(kind, seat, "bump", direction=task[2], amount=task[3], card=card)
    if kind == "anchor":
        return StepInfo(kind, seat, "bump", direction=task[4], amount=task[5], card=card)
    if kind == "order":
        owners = tuple((trigger, owner) for trigger, owner, _ in task[2])
        return StepInfo(kind, seat, card=card, triggers=owners)
    return StepInfo(kind, seat, card=card)


def public_text(action: int, actor: int, viewer: int | None) -> str:
    """The log line of `action` as `viewer` may read it (private draws and searches masked)."""
    text = action_text(action)
    kind = kind_of(action)
    if viewer is not None and viewer == actor:
        return text
    if kind == DRAW:
        return HIDDEN_DRAW
    if kind == SEARCH:
        return HIDDEN_SEARCH
    if kind == RETURN:
        return HIDDEN_RETURN
    return text


def build_view(s: DragonBridgeState, player: int | None, with_last: bool = True) -> BridgeView:
    """The snapshot of `s` for `player` (reads the state's flat internals)."""
    return BridgeView(
        viewer=player,
        **_bridge_fields(s),
        **_card_fields(s, player),
        **_tableau_fields(s),
        **_market_fields(s),
        **_progress_fields(s, player, with_last),
    )


def build_revealed_view(s: DragonBridgeState) -> BridgeView:
    """The spectator's snapshot with both hands, every face-down Nest card and the last
    action named (a finished game has no secrets). The deck stays a count: its order is not
    shown to anyone, and a listed deck means a search in progress to the board."""
    last = action_text(s._last) if s._last >= 0 else None
    return replace(
        build_view(s, None),
        nest=tuple((card, face_up) for card, face_up, _seen in s._nest),
        hands=tuple(_sorted_hand(s._hands[seat]) for seat in (0, 1)),
        last_action=last,
        revealed=True,
    )


def _bridge_fields(s: DragonBridgeState) -> dict[str, Any]:
    """The bridge, the wizards on it and the Dragon."""
    layout = s._layout
    return {
        "mode": "full" if s._full else "basic",
        "hacking": s._hacking,
        "bridge": layout.key,
        "length": layout.length,
        "gem_tiles": tuple(sorted(layout.gem_tiles)),
        "centre_tiles": tuple(sorted(layout.centre_tiles)),
        "start_tiles": layout.start_tiles,
        "positions": (s._pos[0], s._pos[1]),
        "dragon_side": s._dragon,
        "power_card": None if s._power < 0 else s._power,
        "threatened": tuple(sorted(queries.threatened_tiles(s))),
        "exits": tuple(sorted(queries.exit_tiles(s))),
    }


def _card_fields(s: DragonBridgeState, player: int | None) -> dict[str, Any]:
    """The Nest, hands and deck as `player` may see them, and the Dragon Check numbers."""
    nest = tuple(
        (card if face_up or (player is not None and seen >> player & 1) else None, face_up)
        for card, face_up, seen in s._nest
    )
    deck = None
    if player is not None and s._deck_seen_by == player:
        deck = _sorted_hand(s._deck)
    return {
        "nest": nest,
        "played": None if s._played < 0 else s._played,
        "visible_wings": queries.visible_wings(s),
        "flight_threshold": queries.flight_threshold(s),
        "roost_count": queries.roost_count(s),
        "hand_limit": queries.hand_limit(s),
        "hands": tuple(_sorted_hand(s._hands[seat]) if seat == player else None for seat in (0, 1)),
        "hand_sizes": (sum(s._hands[0]), sum(s._hands[1])),
        "deck_size": sum(s._deck),
        "deck": deck,
    }


def _tableau_fields(s: DragonBridgeState) -> dict[str, Any]:
    """Each seat's gems, wizard, items and white gems."""
    return {
        "ready": (s._ready[0], s._ready[1]),
        "depleted": (s._depleted[0], s._depleted[1]),
        "stashed": (s._stash[0], s._stash[1]),
        "parked": (s._parked[0], s._parked[1]),
        "wizards": (s._wizards[0], s._wizards[1]),
        "items": (s._items[0], s._items[1]),
        "white_gems": (s._white[0], s._white[1]),
    }


def _market_fields(s: DragonBridgeState) -> dict[str, Any]:
    """The item market, the hack row and what the expansion put on the bridge."""
    return {
        "market": s._market,
        "item_deck_size": len(s._item_deck),
        "white_supply": s._supply,
        "hack_row": s._hack_row,
        "hack_deck_size": len(s._hack_deck),
        "hacks_in_play": s._placed,
        "beacon": s._beacon,
    }


def _progress_fields(s: DragonBridgeState, player: int | None, with_last: bool) -> dict[str, Any]:
    """Whose decision it is, the counters, the last action as `player` may read it, the end."""
    last = None
    if with_last and s._last >= 0:
        actor = s._last_seat if kind_of(s._last) == DRAW else s._last_actor
        last = public_text(s._last, actor, player)
    return {
        "in_play": None if s._in_play < 0 else s._in_play,
        "step": step_info(s),
        "abragail_bonus": s._abragail,
        "current_player": s.current_player(),
        "turn_owner": s.turn_owner(),
        "first_player": s._first,
        "turn": s._turns,
        "flights": s._flights,
        "roosts": s._roosts,
        "ply": s._plies,
        "last_action": last,
        "terminal": s._over,
        "outcome": s.outcome(),
    }

"""Building arbitrary Dragon Bridge positions for tests, puzzles and the AI.

Cards, items, hacks and wizards may be given by name ("Run", "Roller Skates", "Trapdoor",
"Bunny") or by id. Anything not given takes a sensible default: the deck is every card that is
nowhere else, the item and hack decks likewise, the white-gem supply what the seats do not hold.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from game.core.protocol import CHANCE

from . import turn
from .board import GEMS_PER_PLAYER, LAYOUTS, LEFT, RIGHT
from .cards import CARD_BY_NAME, FULL_DECK, NUM_CARD_TYPES
from .hacks import HACK_BY_NAME, NUM_HACKS, WHITE_GEMS
from .items import ITEM_BY_NAME, NUM_ITEMS
from .state import DragonBridgeState
from .wizards import WIZARD_BY_NAME

Ref = int | str


def _id(table: Mapping[str, int], ref: Ref | None) -> int:
    if ref is None:
        return -1
    return ref if isinstance(ref, int) else table[ref]


def _counts(cards: Iterable[Ref]) -> list[int]:
    counts = [0] * NUM_CARD_TYPES
    for card in cards:
        counts[_id(CARD_BY_NAME, card)] += 1
    return counts


def from_position(
    positions: Sequence[int] = (8, 9),
    dragon: str = "left",
    active: int = 0,
    hands: Sequence[Sequence[Ref]] = ((), ()),
    nest: Sequence[Ref | tuple[Ref, bool]] = (),
    played: int | None = None,
    deck: Iterable[Ref] | None = None,
    power: Ref | None = None,
    ready: Sequence[int] = (1, 1),
    depleted: Sequence[int] | None = None,
    stashed: Sequence[int] = (0, 0),
    parked: Sequence[int] = (-1, -1),
    wizards: Sequence[Ref | None] = (None, None),
    items: Sequence[Sequence[Ref]] = ((), ()),
    market: Sequence[Ref] = (),
    item_deck: Iterable[Ref] | None = None,
    mode: str | None = None,
    hacking: bool = False,
    white: Sequence[int] = (0, 0),
    hack_row: Sequence[Ref] = (),
    placed: Mapping[int, Ref] | None = None,
    hack_deck: Iterable[Ref] | None = None,
    beacon: bool = False,
    bridge: str = "standard",
    turns: int = 0,
) -> DragonBridgeState:
    """A position at the start of `active`'s turn (its start-of-turn triggers then run).

    `nest` entries are a card, or (card, face_up) for a face-down card (known to both seats).
    `played` is the Nest index of the last card played (a FLIGHT puts it under the Dragon); by
    default the newest Nest card, -1 for none.
    `mode` defaults to "full" when a wizard is given, else "basic". ValueError if the card
    counts exceed the deck.
    """
    wizard_ids = [_id(WIZARD_BY_NAME, w) for w in wizards]
    full = (mode or ("full" if any(w >= 0 for w in wizard_ids) else "basic")) == "full"
    s = DragonBridgeState(LAYOUTS[bridge], full=full, hacking=hacking)
    s._pos = (positions[0], positions[1])
    s._dragon = LEFT if dragon == "left" else RIGHT
    s._active = s._first = active
    s._wizards = (wizard_ids[0], wizard_ids[1])
    _place_cards(s, hands, nest, deck, power)
    s._played = len(s._nest) - 1 if played is None else played
    _place_gems(s, ready, depleted, stashed, parked)
    _place_items(s, items, market, item_deck)
    _place_hacks(s, white, hack_row, placed, hack_deck, beacon)
    s._turns = turns
    s._tasks = [("start_turn", active)]
    s._waiting = CHANCE
    turn.run(s)
    return s


def _place_cards(
    s: DragonBridgeState,
    hands: Sequence[Sequence[Ref]],
    nest: Sequence[Ref | tuple[Ref, bool]],
    deck: Iterable[Ref] | None,
    power: Ref | None,
) -> None:
    """Hands, Nest, the Dragon Power card and the deck (by default every card left over)."""
    s._hands = [_counts(hand) for hand in hands]
    entries = []
    for entry in nest:
        card, face_up = entry if isinstance(entry, tuple) else (entry, True)
        entries.append((_id(CARD_BY_NAME, card), face_up, 3))
    s._nest = tuple(entries)
    s._power = _id(CARD_BY_NAME, power)
    used = [s._hands[0][c] + s._hands[1][c] for c in range(NUM_CARD_TYPES)]
    for card, _, _ in s._nest:
        used[card] += 1
    if s._power >= 0:
        used[s._power] += 1
    if deck is None:
        s._deck = [FULL_DECK[c] - used[c] for c in range(NUM_CARD_TYPES)]
    else:
        s._deck = _counts(deck)
    if any(count < 0 for count in s._deck) or any(
        used[c] + (s._deck[c] if deck is not None else 0) > FULL_DECK[c]
        for c in range(NUM_CARD_TYPES)
    ):
        raise ValueError("more copies of a card than the deck holds")


def _place_gems(
    s: DragonBridgeState,
    ready: Sequence[int],
    depleted: Sequence[int] | None,
    stashed: Sequence[int],
    parked: Sequence[int],
) -> None:
    """Green gems: READY, stashed and parked as given; DEPLETED by default the rest of three."""
    s._ready = (ready[0], ready[1])
    s._stash = (stashed[0], stashed[1])
    s._parked = (parked[0], parked[1])
    if depleted is None:
        depleted = [
            GEMS_PER_PLAYER - s._ready[i] - s._stash[i] - (s._parked[i] >= 0) for i in (0, 1)
        ]
    s._depleted = (depleted[0], depleted[1])


def _place_items(
    s: DragonBridgeState,
    items: Sequence[Sequence[Ref]],
    market: Sequence[Ref],
    item_deck: Iterable[Ref] | None,
) -> None:
    """Items held, the market and the item deck (by default every item left over)."""
    held = [tuple(_id(ITEM_BY_NAME, i) for i in seat_items) for seat_items in items]
    s._items = (held[0], held[1])
    s._market = tuple(_id(ITEM_BY_NAME, i) for i in market)
    taken = set(s._market) | set(s._items[0]) | set(s._items[1])
    if item_deck is None:
        s._item_deck = tuple(i for i in range(NUM_ITEMS) if i not in taken)
    else:
        s._item_deck = tuple(sorted(_id(ITEM_BY_NAME, i) for i in item_deck))


def _place_hacks(
    s: DragonBridgeState,
    white: Sequence[int],
    hack_row: Sequence[Ref],
    placed: Mapping[int, Ref] | None,
    hack_deck: Iterable[Ref] | None,
    beacon: bool,
) -> None:
    """White gems, the hack row, hacks on the bridge, the Beacon and (with the expansion on)
    the supply and hack deck of whatever nobody holds."""
    s._white = (white[0], white[1])
    s._hack_row = tuple(_id(HACK_BY_NAME, h) for h in hack_row)
    s._placed = tuple(sorted((tile, _id(HACK_BY_NAME, h)) for tile, h in (placed or {}).items()))
    s._beacon = beacon
    if s._hacking:
        s._supply = max(0, WHITE_GEMS - sum(white))
        gone = set(s._hack_row) | {h for _, h in s._placed}
        if hack_deck is None:
            s._hack_deck = tuple(h for h in range(NUM_HACKS) if h not in gone)
        else:
            s._hack_deck = tuple(sorted(_id(HACK_BY_NAME, h) for h in hack_deck))

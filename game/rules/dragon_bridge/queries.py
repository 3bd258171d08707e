"""Read-only questions about a Dragon Bridge state: tile status, flight numbers, bonuses.

Everything here derives from the state's fields and the data tables; nothing mutates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards
from .actions import WIZARD_SOURCE
from .board import FLIGHT_THRESHOLD, HAND_SIZE, LEFT, ROOST_COUNT, STEP
from .cards import CARD_WINGS
from .hacks import HACK_BY_KEY, HACK_TYPES
from .items import ITEM_TYPES
from .wizards import item_price, wizard

if TYPE_CHECKING:
    from .state import DragonBridgeState

TRAPDOOR = HACK_BY_KEY["trapdoor"]
BARRICADE = HACK_BY_KEY["barricade"]
GEM_VEIN = HACK_BY_KEY["gem-vein"]
SLICK = HACK_BY_KEY["slick-planks"]
TAR_PIT = HACK_BY_KEY["tar-pit"]
LAUNCH_PAD = HACK_BY_KEY["launch-pad"]
BEACON = HACK_BY_KEY["dragon-beacon"]
WATCHTOWER = HACK_BY_KEY["watchtower"]
REWIRE = HACK_BY_KEY["rewire"]

POWER_OF_CARD: tuple[str | None, ...] = tuple(card.power for card in cards.CARD_TYPES) + (None,)
"""The Dragon Power key of each card id, and None at index -1 (no card under the Dragon)."""
_THREATENED: dict[tuple[int, int, int, int], frozenset[int]] = {}
"""threatened_tiles by (bridge length, Dragon side, power card, Watchtower tile)."""
_EXITS: dict[tuple[int, int], frozenset[int]] = {}
"""exit_tiles by (bridge length, Dragon side)."""


def power(s: DragonBridgeState) -> str | None:
    """The active Dragon Power key (None when the Dragon has no power card)."""
    return POWER_OF_CARD[s._power]


def hack_at(s: DragonBridgeState, tile: int) -> int:
    """The hack placed on `tile`, or -1."""
    for placed_tile, hack in s._placed:
        if placed_tile == tile:
            return hack
    return -1


def tile_of_hack(s: DragonBridgeState, hack: int) -> int:
    """The tile a placed hack sits on, or -1."""
    for tile, placed in s._placed:
        if placed == hack:
            return tile
    return -1


def threatened_tiles(s: DragonBridgeState) -> frozenset[int]:
    """Tiles where ending your Gem Phase means being pounced (Blinded, Thunderhead, Watchtower).

    A pure function of four small numbers, so each answer is computed once and kept."""
    tower = tile_of_hack(s, WATCHTOWER) if s._placed else -1
    cache_key = (s._layout.length, s._dragon, s._power, tower)
    found = _THREATENED.get(cache_key)
    if found is None:
        found = _THREATENED[cache_key] = _threatened(s, tower)
    return found


def _threatened(s: DragonBridgeState, tower: int) -> frozenset[int]:
    layout = s._layout
    key = power(s)
    tiles = list(layout.orange_tiles(s._dragon))
    if key == "blinded":
        tiles = tiles[: cards.BLINDED_THREATENED_TILES]
    if key == "thunderhead":
        tiles.append(5 if s._dragon == LEFT else layout.last - 5)
    return frozenset(tile for tile in tiles if tile != tower)


def exit_tiles(s: DragonBridgeState) -> frozenset[int]:
    """The orange tiles at the end away from the Dragon: a MOVE begun there escapes."""
    cache_key = (s._layout.length, s._dragon)
    found = _EXITS.get(cache_key)
    if found is None:
        found = _EXITS[cache_key] = frozenset(s._layout.orange_tiles(1 - s._dragon))
    return found


def visible_wings(s: DragonBridgeState) -> int:
    """Wings on face-up Nest cards."""
    wings = 0
    for card, face_up, _ in s._nest:
        if face_up:
            wings += CARD_WINGS[card]
    return wings


def flight_threshold(s: DragonBridgeState) -> int:
    """Visible wings needed for a FLIGHT (Lure, Headwind, Dragon Beacon; floor 1)."""
    key = POWER_OF_CARD[s._power]
    if key is None and not s._beacon:
        return FLIGHT_THRESHOLD
    if key == "lure":
        threshold = cards.LURE_BASE_THRESHOLD + len(s._items[0]) + len(s._items[1])
    else:
        threshold = FLIGHT_THRESHOLD
    if key == "headwind":
        threshold += cards.HEADWIND_EXTRA_WINGS
    if s._beacon:
        threshold -= HACK_TYPES[BEACON].amount
    return max(1, threshold)


def roost_count(s: DragonBridgeState) -> int:
    """Nest cards that make a ROOST (Restless lowers it)."""
    return cards.RESTLESS_ROOST_COUNT if POWER_OF_CARD[s._power] == "restless" else ROOST_COUNT


def hand_limit(s: DragonBridgeState) -> int:
    """The hand size the Draw step refills to (Fright lowers it)."""
    return cards.FRIGHT_HAND_SIZE if POWER_OF_CARD[s._power] == "fright" else HAND_SIZE


def item_cost(s: DragonBridgeState, seat: int) -> int:
    """READY gems a seat depletes to gain an item (Business Demon pays less)."""
    return item_price(s._wizards[seat])


def can_ready_here(s: DragonBridgeState, seat: int) -> bool:
    """May `seat` use "Ready a green gem" where it stands?"""
    tile = s._pos[seat]
    gem_tiles = s._layout.gem_tiles
    if tile in gem_tiles:
        return True
    vein = tile_of_hack(s, GEM_VEIN) if s._placed else -1
    if tile == vein or POWER_OF_CARD[s._power] == "gem_glow":
        return True
    wizard_id = s._wizards[seat]
    if wizard_id >= 0 and wizard(wizard_id).start_ready_ok and s._layout.start_or_centre(tile):
        return True
    items = s._items[seat]
    if items and any(ITEM_TYPES[item].lantern for item in items):
        near = (tile - 1, tile + 1)
        return any(t in gem_tiles or (t == vein and vein >= 0) for t in near)
    return False


def move_maximum(s: DragonBridgeState, seat: int, base: int, direction: int) -> int:
    """The max squares of a MOVE: optional bonuses all taken (distance is 'up to' anyway)."""
    layout = s._layout
    start = s._pos[seat]
    who = wizard(s._wizards[seat])
    maximum = base
    if who.move_bonus_toward_centre and layout.toward_centre(start, direction):
        maximum += who.move_bonus_toward_centre
    if s._abragail and seat == s._active:
        maximum += who.abragail_move
    items = s._items[seat]
    if items:
        away = layout.away_from_centre(start, direction)
        for item in items:
            spec = ITEM_TYPES[item]
            maximum += spec.move_bonus + (spec.move_bonus_away_centre if away else 0)
    key = POWER_OF_CARD[s._power]
    if key == "tailwind":
        maximum += cards.TAILWIND_MOVE_BONUS
    if key == "undertow" and direction != s._dragon:
        maximum = max(0, maximum - cards.UNDERTOW_MOVE_PENALTY)
    if s._placed and hack_at(s, start) == TAR_PIT:
        maximum = max(0, maximum - HACK_TYPES[TAR_PIT].amount)
    if who.move_penalty_red and maximum > 1:
        maximum = max(1, maximum - who.move_penalty_red)
    return maximum


def teleport_maximum(s: DragonBridgeState, seat: int, base: int) -> int:
    """The max squares of a TELEPORT (wizard, items, Warped Space)."""
    maximum = base + wizard(s._wizards[seat]).teleport_bonus
    items = s._items[seat]
    if items:
        maximum += sum(ITEM_TYPES[item].teleport_bonus for item in items)
    if POWER_OF_CARD[s._power] == "warped":
        maximum += cards.WARPED_TELEPORT_BONUS
    return maximum


def reach(s: DragonBridgeState, seat: int, direction: int, maximum: int, walking: bool) -> int:
    """How far `seat` can actually go: the bridge end, and for a MOVE a Barricade, stop it."""
    start = s._pos[seat]
    room = start if direction == LEFT else s._layout.length - 1 - start
    distance = min(maximum, room)
    if walking and s._placed:
        barricade = tile_of_hack(s, BARRICADE)
        if barricade >= 0:
            for squares in range(1, distance + 1):
                if start + STEP[direction] * squares == barricade:
                    return squares - 1
    return distance


def bump_bonus_sources(
    s: DragonBridgeState, actor: int, victim: int, direction: int
) -> tuple[tuple[int, int], ...]:
    """Optional BUMP bonuses the actor may activate: (source, amount), in a fixed order."""
    wizard_id = s._wizards[actor]
    items = s._items[actor]
    if wizard_id < 0 and not items:
        return ()  # no wizard and no item: no bonus to offer (the Basic game's usual case)
    found: list[tuple[int, int]] = []
    toward_dragon = direction == s._dragon
    for item in s._items[actor]:
        spec = ITEM_TYPES[item]
        amount = spec.bump_bonus + (spec.bump_bonus_toward_dragon if toward_dragon else 0)
        if amount:
            found.append((item, amount))
    who = wizard(wizard_id)
    amount = who.bump_bonus_toward_dragon if toward_dragon else 0
    if s._layout.away_from_centre(s._pos[victim], direction):
        amount += who.bump_bonus_away_centre
    if s._abragail and actor == s._active:
        amount += who.abragail_bump
    if amount:
        found.append((WIZARD_SOURCE + wizard_id, amount))
    return tuple(found)


def mandatory_bump(s: DragonBridgeState, victim: int, direction: int, amount: int) -> int:
    """A BUMP after the mandatory modifiers: Dragon Powers, Slick Planks, The Potato (RED)."""
    key = POWER_OF_CARD[s._power]
    if key == "tilting" and direction == s._dragon:
        amount += cards.TILTING_BUMP_BONUS
    if key == "stampede" and direction != s._dragon:
        amount = max(0, amount - cards.STAMPEDE_BUMP_PENALTY)
    if s._placed and hack_at(s, s._pos[victim]) == SLICK:
        amount += HACK_TYPES[SLICK].amount
    reduction = wizard(s._wizards[victim]).bumped_reduction_red
    if reduction and amount > 1:
        amount = max(1, amount - reduction)
    return amount


def bear_can_ready(s: DragonBridgeState, seat: int) -> bool:
    """Stuffed Bear's READY when BUMPED: once a turn, and only with a DEPLETED gem to turn."""
    return (
        wizard(s._wizards[seat]).bumped_ready and not s._bear_used[seat] and s._depleted[seat] > 0
    )


def anchor_item(s: DragonBridgeState, seat: int) -> int:
    """The item with which `seat` may shorten a BUMP against it, or -1."""
    for item in s._items[seat]:
        if ITEM_TYPES[item].anchor_reduction:
            return item
    return -1


def hack_tiles(s: DragonBridgeState, hack: int, ignore_tile: int = -1) -> list[int]:
    """Tiles where `hack` may be placed now (no wizard, no other hack; its own terrain rule)."""
    layout = s._layout
    placement = HACK_TYPES[hack].placement
    taken = {tile for tile, _ in s._placed if tile != ignore_tile}
    taken.update(s._pos)
    tiles = []
    for tile in range(layout.length):
        if tile in taken or tile == ignore_tile:
            continue
        orange = layout.is_orange(tile)
        if placement == "plain" and orange:
            continue
        if placement == "vein" and (orange or tile in layout.gem_tiles):
            continue
        if placement == "orange" and not orange:
            continue
        tiles.append(tile)
    return tiles


def hack_playable(s: DragonBridgeState, hack: int) -> bool:
    """Can `hack` do something now (a tile for it, or a hack for Rewire to move)?"""
    placement = HACK_TYPES[hack].placement
    if placement == "none":
        return True
    if placement == "rewire":
        return any(hack_tiles(s, placed, tile) for tile, placed in s._placed)
    return bool(hack_tiles(s, hack))

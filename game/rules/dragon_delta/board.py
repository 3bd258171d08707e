"""Questions about the board of a position: where a stone may go, which pairs may carry a
bridge, what Remove may take, where a pawn may step or jump, how far a pawn is from home.

Each `*_refusal` function returns "" when the attempt is legal, else a stable key of
illegal.py's REFUSALS (the explanation the player reads). Positions: 0-5 a village, 6 + plank
a bridge (actions.py).
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from .cards import PLANKS, destination, plank_colour, plank_length
from .geometry import STRIDE, VILLAGES, Pair

if TYPE_CHECKING:
    from .state import DeltaState

CAPACITY = 3
"""Bridges a stone or a village can carry (§3.5)."""


def bridges(s: DeltaState) -> list[int]:
    """The planks lying on the board as bridges."""
    return [p for p in range(PLANKS) if s.ends[p] is not None]


def bridge_codes(s: DeltaState) -> list[int]:
    """The pair codes of the bridges on the board."""
    layout = s.layout
    return [layout.code(*ends) for ends in s.ends if ends is not None]


def degree(s: DeltaState, support: int) -> int:
    """How many bridges rest on a support."""
    return sum(1 for ends in s.ends if ends is not None and support in ends)


def reserve(s: DeltaState, seat: int) -> list[int]:
    """The planks in a seat's reserve."""
    return [plank for plank, holder in enumerate(s.holder) if holder == seat]


def occupied(s: DeltaState, seat: int = -1) -> set[int]:
    """The bridge positions other pawns than `seat`'s stand on."""
    return {pos for other, pos in enumerate(s.pos) if other != seat and pos >= VILLAGES}


# ---------------------------------------------------------------------------- stones


def covered(s: DeltaState) -> set[int]:
    """Sites a bridge passes over (no stone may be put under a bridge: ruling)."""
    layout = s.layout
    found: set[int] = set()
    for ends in s.ends:
        if ends is not None:
            pair = layout.pair(*ends)
            if pair is not None:
                found.update(pair.blockers)
    return found


def stone_sites(s: DeltaState) -> list[int]:
    """The sites where a stone may be placed now (empty without supply)."""
    if s.supply <= 0:
        return []
    layout = s.layout
    stone = s.stone
    taken = covered(s)
    if layout.open_river:
        for site in range(VILLAGES, layout.size):
            if stone[site]:
                taken.add(site)
                taken.update(layout.crowd[site])
    return [site for site in range(VILLAGES, layout.size) if not stone[site] and site not in taken]


def stone_refusal(s: DeltaState, site: int) -> str:
    """Why a stone may not go on `site` ("" if it may)."""
    layout = s.layout
    if site < VILLAGES:
        return "stone-village" if site >= 0 else "no-such-site"
    if site >= layout.size:
        return "no-such-site"
    if s.supply <= 0:
        return "no-supply"
    if s.stone[site]:
        return "stone-there"
    if any(s.stone[near] for near in layout.crowd[site]):
        return "stone-crowded"
    if site in covered(s):
        return "stone-under-bridge"
    return ""


# ---------------------------------------------------------------------------- bridges


def _supports(s: DeltaState) -> list[int]:
    """Villages and stones with room for another bridge."""
    counts = [0] * s.layout.size
    for ends in s.ends:
        if ends is not None:
            counts[ends[0]] += 1
            counts[ends[1]] += 1
    stone = s.stone
    return [x for x in range(s.layout.size) if (x < VILLAGES or stone[x]) and counts[x] < CAPACITY]


def pair_ok(s: DeltaState, pair: Pair, codes: list[int]) -> bool:
    """A candidate pair is free of duplicates, stones passed over and crossings."""
    layout = s.layout
    if layout.code(pair.a, pair.b) in codes:
        return False
    stone = s.stone
    if any(stone[site] for site in pair.blockers):
        return False
    return not layout.crosses_any(pair, codes)


def legal_pairs(s: DeltaState, first_only: bool = False) -> list[int]:
    """The pair codes a bridge may be laid between now (any plank: the fit is judged after),
    in code order; `first_only`: stop at the first (is there any?)."""
    layout = s.layout
    if not layout.onward:
        return _legal_pairs_lazy(s, first_only)
    index = layout.candidate_index
    counts = [0] * layout.size
    bridged = 0  # bits of the candidates that carry a bridge
    for ends in s.ends:
        if ends is not None:
            a, b = ends
            counts[a] += 1
            counts[b] += 1
            where = index.get(a * STRIDE + b)
            if where is None:  # not a candidate (a test's position): the general way
                return _legal_pairs_lazy(s, first_only)
            bridged |= 1 << where
    stone = s.stone
    stones = int.from_bytes(stone, "little")
    found = []
    for a, row in enumerate(layout.onward):
        if (a >= VILLAGES and not stone[a]) or counts[a] >= CAPACITY:
            continue
        for b, code, where, blockers, crossers in row:
            if (
                stone[b]
                and counts[b] < CAPACITY
                and not (bridged >> where) & 1
                and not stones & blockers
                and not bridged & crossers
            ):
                found.append(code)
                if first_only:
                    return found
    return found


def _legal_pairs_lazy(s: DeltaState, first_only: bool) -> list[int]:
    """legal_pairs on a layout without flat tables (the open river builds pairs lazily)."""
    layout = s.layout
    supports = _supports(s)
    codes = bridge_codes(s)
    found = []
    for index, a in enumerate(supports):
        for b in supports[index + 1 :]:
            if b < VILLAGES:
                continue
            pair = layout.pair(a, b)
            if pair is not None and pair_ok(s, pair, codes):
                found.append(layout.code(a, b))
                if first_only:
                    return found
    return found


def pair_refusal(s: DeltaState, a: int, b: int) -> str:
    """Why no bridge may be laid between supports a and b ("" if one may)."""
    layout = s.layout
    if not (0 <= a < layout.size and 0 <= b < layout.size) or a == b:
        return "no-such-site"
    if a < VILLAGES and b < VILLAGES:
        return "village-village"
    for x in (a, b):
        if x >= VILLAGES and not s.stone[x]:
            return "no-stone"
    pair = layout.pair(a, b)
    if pair is None:
        return "too-far" if layout.span(a, b) > 7.0 else "through-village"
    codes = bridge_codes(s)
    if layout.code(a, b) in codes:
        return "duplicate"
    if degree(s, a) >= CAPACITY or degree(s, b) >= CAPACITY:
        return "capacity"
    if any(s.stone[site] for site in pair.blockers):
        return "over-stone"
    if layout.crosses_any(pair, codes):
        return "crossing"
    return ""


# ---------------------------------------------------------------------------- removal


def take_refusal(s: DeltaState, seat: int, plank: int) -> str:
    """Why `seat` may not take the bridge of `plank` into its reserve ("" if it may)."""
    if not 0 <= plank < PLANKS or s.ends[plank] is None:
        return "not-a-bridge"
    if VILLAGES + plank in s.pos:
        return "bridge-occupied"
    held = reserve(s, seat)
    if any(plank_length(p) == plank_length(plank) for p in held):
        return "same-length"
    if len({plank_colour(p) for p in held} | {plank_colour(plank)}) > 2:
        return "three-colours"
    return ""


def takeable(s: DeltaState, seat: int) -> list[int]:
    """The bridges `seat` may take (those `take_refusal` allows, its reserve read once)."""
    held = reserve(s, seat)
    lengths = {plank_length(p) for p in held}
    colours = {plank_colour(p) for p in held}
    stood_on = s.pos
    found = []
    for plank, ends in enumerate(s.ends):
        if (
            ends is not None
            and VILLAGES + plank not in stood_on
            and plank_length(plank) not in lengths
            and len(colours | {plank_colour(plank)}) <= 2
        ):
            found.append(plank)
    return found


def unstone_refusal(s: DeltaState, site: int) -> str:
    """Why a stone may not be returned to the supply ("" if it may)."""
    if not VILLAGES <= site < s.layout.size or not s.stone[site]:
        return "no-stone-there"
    if degree(s, site):
        return "stone-carries"
    return ""


def bare_stones(s: DeltaState) -> list[int]:
    """Stones that carry no bridge."""
    used = {x for ends in s.ends if ends is not None for x in ends}
    stone = s.stone
    return [x for x in range(VILLAGES, s.layout.size) if stone[x] and x not in used]


# ---------------------------------------------------------------------------- pawns


def neighbours(s: DeltaState, position: int) -> list[int]:
    """Positions one step from `position`, ignoring pawns: from a village its bridges; from a
    bridge the villages at its ends and the bridges sharing a stone with it."""
    ends = s.ends
    if position < VILLAGES:
        return [
            VILLAGES + p for p, pair in enumerate(ends) if pair is not None and position in pair
        ]
    own = ends[position - VILLAGES]
    if own is None:
        return []
    found = []
    for end in own:
        if end < VILLAGES:
            found.append(end)
            continue
        for p in range(PLANKS):
            other = ends[p]
            if other is not None and end in other and VILLAGES + p != position:
                found.append(VILLAGES + p)
    return sorted(found)


def steps(s: DeltaState, seat: int, position: int) -> list[int]:
    """Where `seat`'s pawn may step from `position`: villages, or bridges no pawn stands on."""
    taken = occupied(s, seat)
    return [x for x in neighbours(s, position) if x < VILLAGES or x not in taken]


def move_two_plan(s: DeltaState, seat: int) -> tuple[list[int], bool]:
    """Move 2's legal first steps and whether going out and straight back is forbidden (it is
    when another two-step move exists; a first step into the destination always counts)."""
    start = s.pos[seat]
    goal = destination(s.colours[seat])
    firsts = steps(s, seat, start)
    onward: dict[int, bool] = {}
    for first in firsts:
        if first == goal:
            onward[first] = True
            continue
        saved = s.pos[seat]
        s.pos[seat] = first
        onward[first] = any(x != start for x in steps(s, seat, first))
        s.pos[seat] = saved
    strict = any(onward.values())
    return ([x for x in firsts if onward[x]] if strict else firsts), strict


def jumps(s: DeltaState, seat: int) -> list[tuple[int, int]]:
    """Every (plank jumped over, landing position) open to `seat`'s pawn."""
    here = s.pos[seat]
    taken = occupied(s, seat)
    found = []
    for over in neighbours(s, here):
        if over < VILLAGES or over not in taken:
            continue
        plank = over - VILLAGES
        ends = s.ends[plank]
        assert ends is not None
        shared = here if here < VILLAGES else _shared(s, here - VILLAGES, plank)
        far = ends[1] if ends[0] == shared else ends[0]
        if far < VILLAGES:
            found.append((plank, far))
            continue
        for p in range(PLANKS):
            other = s.ends[p]
            if p != plank and other is not None and far in other and VILLAGES + p not in taken:
                found.append((plank, VILLAGES + p))
    return sorted(found)


def _shared(s: DeltaState, first: int, second: int) -> int:
    a, b = s.ends[first] or (-1, -1)
    other = s.ends[second] or (-2, -2)
    return a if a in other else b


def distance_home(s: DeltaState, seat: int) -> int:
    """Fewest steps from `seat`'s pawn to its destination over the bridges now on the board
    (pawns ignored); -1 when no path exists (the round guard, Q8)."""
    goal = destination(s.colours[seat])
    start = s.pos[seat]
    if start == goal:
        return 0
    seen = {start: 0}
    queue = deque([start])
    while queue:
        position = queue.popleft()
        for nxt in neighbours(s, position):
            if nxt in seen:
                continue
            seen[nxt] = seen[position] + 1
            if nxt == goal:
                return seen[nxt]
            queue.append(nxt)
    return -1

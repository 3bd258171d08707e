"""The bridge-graph evaluator: how far every seat is from its destination, counted in work.

The graph's nodes are the supports (villages and stone sites; on the open river the stones
on the board plus a sparse grid of places a stone could go). Its edges are the bridges on the
board (one step each) and the bridges that could still be built (a step, a bridge and a stone
for each end that has none; more when the seat holds no plank long enough and would first have
to take one). A Dijkstra search from each destination gives every seat's cheapest route and its
cost, the *effort*: steps over existing bridges plus the stones and planks still missing, a
cheap estimate of the cards the seat still needs. Seats holding fewer planks than the missing
bridges of their route pay for the shortfall.

Values: `evaluate(s, seat)` is the closest rival's effort minus the seat's own (positive: the
seat is ahead); `evaluate_all` squashes it into (-1, 1) for the search. `leader` names the
rival most likely to win soon (dragon targeting). Potential bridges are judged on the layout's
span rounded up with a margin (a planning guess: "a 5 should do"); the plank actually laid is
always the eye's choice (eye.py), and only the engine judges whether it holds.

The functions read the engine's flat internals (stone, ends, holder, pos, colours) for speed: a
playout evaluates at every cut.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass
from typing import Any

from ai.protocol import search_cache
from game.rules.dragon_delta import board
from game.rules.dragon_delta.cards import PLANKS, destination, plank_length
from game.rules.dragon_delta.geometry import VILLAGES, Layout, Pair

STEP = 1.0
"""One step over a bridge."""
BRIDGE = 1.0
"""A bridge still to build (a share of a Build card)."""
STONE = 0.9
"""A stone still to place (half of it charged to each bridge resting on it: a stone inside a
route is paid once)."""
TAKE = 2.5
"""No plank in the reserve is long enough: one has to be taken first."""
SHORTAGE = 1.5
"""Each missing bridge of the route beyond the planks the seat holds."""
PLAN_MARGIN = 0.3
"""Planning guess of the plank a gap needs: the span plus this, rounded up."""
NO_ROUTE = 40.0
"""Effort of a seat with no route at all."""
MAX_PLANK = 6
SCALE = 5.0
"""Effort difference that counts as a clear lead (tanh scale)."""
SPARSE = 6
"""Open river: the planning grid keeps every SPARSE-th grid point (3 plank-units apart)."""

_EDGES: dict[Any, list[tuple[int, int, float, int, int]]] = search_cache({})
_ROUTES: dict[Any, Route] = search_cache({})
_ADJACENCY: dict[Any, list[list[tuple[int, float, int]]]] = search_cache({})
_ADJACENCY_LIMIT = 64
"""The adjacency lists are large (tens of kB): only the latest boards' are kept (a playout
asks for the same board's routes many times in a row)."""
Candidate = tuple[int, int, int, int, tuple[int, ...], Pair]
"""A potential bridge: (a, b, pair code, plank needed, sites it passes over, the pair)."""
_CANDIDATES: dict[bool, tuple[list[int], list[Candidate]]] = {}
_CACHE_LIMIT = 20_000


@dataclass(frozen=True)
class Route:
    """A seat's cheapest route to its destination from every support.

    `dist[x]`: effort from support x to the destination (math.inf: none); `missing[x]`: bridges
    still to build on that route; `toward[x]`: (next support, plank of the existing bridge or
    -1 for one to build) on that route, or None at the destination."""

    goal: int
    dist: list[float]
    missing: list[int]
    toward: list[tuple[int, int] | None]


def need(pair: Pair) -> int:
    """The plank length the planner expects a gap to need (never more than the longest)."""
    return min(MAX_PLANK + 1, math.ceil(pair.span + PLAN_MARGIN - 1e-9))


def _candidate(layout: Layout, pair: Pair) -> Candidate:
    return (pair.a, pair.b, layout.code(pair.a, pair.b), need(pair), pair.blockers, pair)


def _candidates(layout: Layout) -> tuple[list[int], list[Candidate]]:
    """The planning nodes and the potential pairs (span within the longest plank) among them."""
    found = _CANDIDATES.get(layout.open_river)
    if found is not None:
        return found
    if layout.open_river:
        nodes = list(range(VILLAGES)) + [
            VILLAGES + index
            for index, (i, j) in enumerate(layout.grid)
            if i % SPARSE == 0 and j % SPARSE == 0
        ]
    else:
        nodes = list(range(layout.size))
    pairs = []
    for index, a in enumerate(nodes):
        for b in nodes[index + 1 :]:
            pair = layout.pair(a, b)
            if pair is not None and pair.span <= MAX_PLANK:
                pairs.append(_candidate(layout, pair))
    found = (nodes, pairs)
    _CANDIDATES[layout.open_river] = found
    return found


def _stone_pairs(s: Any, nodes: list[int]) -> list[Candidate]:
    """Open river: pairs from the stones on the board (not on the planning grid) to every
    planning node and to each other."""
    layout = s.layout
    stones = [x for x in range(VILLAGES, layout.size) if s.stone[x]]
    grid = set(nodes)
    loose = [x for x in stones if x not in grid]
    found = []
    for a in loose:
        for b in nodes + stones:
            if b == a or (b in loose and b < a):
                continue
            pair = layout.pair(a, b)
            if pair is not None and pair.span <= MAX_PLANK:
                found.append(_candidate(layout, pair))
    return found


def board_key(s: Any) -> tuple[bytes, tuple[Any, ...]]:
    """What the graph depends on: stones and bridges."""
    return bytes(s.stone), tuple(s.ends)


def edges(s: Any) -> list[tuple[int, int, float, int, int]]:
    """The graph of a position: (a, b, cost, plank needed or 0, plank on the board or -1)."""
    key = board_key(s)
    found = _EDGES.get(key)
    if found is not None:
        return found
    if len(_EDGES) > _CACHE_LIMIT:
        _EDGES.clear()
    layout = s.layout
    if layout.onward:  # the islets' flat tables (geometry.py): the same edges, fewer lookups
        flat = _flat_edges(s, layout)
        if flat is not None:
            _EDGES[key] = flat
            return flat
    stone = s.stone
    found = []
    degree = [0] * layout.size
    codes = []
    for plank in range(PLANKS):
        ends = s.ends[plank]
        if ends is not None:
            degree[ends[0]] += 1
            degree[ends[1]] += 1
            codes.append(layout.code(*ends))
            found.append((ends[0], ends[1], STEP, 0, plank))
    taken = set(codes)
    covered = board.covered(s)
    nodes, pairs = _candidates(layout)
    if layout.open_river:
        pairs = pairs + _stone_pairs(s, nodes)
    crossers = layout.crossers
    for a, b, code, needed, blockers, pair in pairs:
        if degree[a] >= board.CAPACITY or degree[b] >= board.CAPACITY or code in taken:
            continue
        bare = 0
        if a >= VILLAGES and not stone[a]:
            if a in covered:
                continue
            bare += 1
        if not stone[b]:
            if b in covered:
                continue
            bare += 1
        if any(stone[x] for x in blockers):
            continue
        if codes:
            crossing = crossers.get(code)
            if crossing is not None:
                if not crossing.isdisjoint(codes):
                    continue
            elif layout.crosses_any(pair, codes):
                continue
        found.append((a, b, STEP + BRIDGE + STONE / 2 * bare, needed, -1))
    _EDGES[key] = found
    return found


@dataclass
class _FlatTable:
    """The islets' candidates (`_candidates`) as bit sets over their index (code order), so
    `_flat_edges` strikes out whole groups at once: `touching[x]` the candidates with support
    x at an end, `passing[x]` those passing over site x, `crossing[code]` those crossing the
    layout pair `code`; `rows[i]` is (a, b, plank needed) of candidate i."""

    rows: list[tuple[int, int, int]]
    index: dict[int, int]
    touching: list[int]
    passing: list[int]
    crossing: dict[int, int]
    every: int


_FLAT: dict[int, _FlatTable] = {}
"""id(layout) -> its _FlatTable (the islet layout lives as long as the process)."""


def _flat_table(layout: Layout) -> _FlatTable:
    found = _FLAT.get(id(layout))
    if found is not None:
        return found
    pairs = _candidates(layout)[1]
    index = {code: i for i, (_a, _b, code, _n, _blockers, _pair) in enumerate(pairs)}
    touching = [0] * layout.size
    passing = [0] * layout.size
    for i, (a, b, _code, _needed, blockers, _pair) in enumerate(pairs):
        touching[a] |= 1 << i
        touching[b] |= 1 << i
        for site in blockers:
            passing[site] |= 1 << i
    crossing = {
        code: sum(1 << index[other] for other in crossers if other in index)
        for code, crossers in layout.crossers.items()
    }
    found = _FlatTable(
        rows=[(a, b, needed) for a, b, _code, needed, _blockers, _pair in pairs],
        index=index,
        touching=touching,
        passing=passing,
        crossing=crossing,
        every=(1 << len(pairs)) - 1,
    )
    _FLAT[id(layout)] = found
    return found


def _flat_edges(s: Any, layout: Layout) -> list[tuple[int, int, float, int, int]] | None:
    """`edges` on the islets, the same list: a candidate is struck out when an end carries
    three bridges, it is a bridge already or crosses one, it passes over a stone, or an end
    is a bare site a bridge passes over. None when a bridge is no candidate pair of the
    layout (a test's position): the general code answers then."""
    table = _flat_table(layout)
    found = []
    degree = [0] * layout.size
    struck = 0
    covered: set[int] = set()
    for plank in range(PLANKS):
        ends = s.ends[plank]
        if ends is not None:
            a, b = ends
            degree[a] += 1
            degree[b] += 1
            code = layout.code(a, b)
            crossing = table.crossing.get(code)
            if crossing is None:
                return None
            where = table.index.get(code)
            struck |= crossing if where is None else crossing | 1 << where
            pair = layout.pair(a, b)
            assert pair is not None
            covered.update(pair.blockers)
            found.append((a, b, STEP, 0, plank))
    stone = s.stone
    capacity = board.CAPACITY
    touching, passing = table.touching, table.passing
    for support in range(layout.size):
        if degree[support] >= capacity:
            struck |= touching[support]
        if support >= VILLAGES:
            if stone[support]:
                struck |= passing[support]
            elif support in covered:
                struck |= touching[support]
    alive = table.every & ~struck
    rows = table.rows
    while alive:
        low = alive & -alive
        a, b, needed = rows[low.bit_length() - 1]
        alive ^= low
        bare = (a >= VILLAGES and not stone[a]) + (not stone[b])
        found.append((a, b, STEP + BRIDGE + STONE / 2 * bare, needed, -1))
    return found


def _adjacency(s: Any, key: Any, longest: int) -> list[list[tuple[int, float, int]]]:
    """The graph's edges by support for a seat whose longest plank is `longest` (a gap it has
    no plank for costs TAKE more); shared by the seats with the same longest plank (cached
    per board and longest plank)."""
    found = _ADJACENCY.get(key)
    if found is not None:
        return found
    if len(_ADJACENCY) > _ADJACENCY_LIMIT:
        _ADJACENCY.clear()
    found = [[] for _ in range(s.layout.size)]
    for a, b, cost, needed, plank in edges(s):
        if needed:
            if needed > longest:
                cost += TAKE
            found[a].append((b, cost, -1))
            found[b].append((a, cost, -1))
        else:
            found[a].append((b, cost, plank))
            found[b].append((a, cost, plank))
    _ADJACENCY[key] = found
    return found


def route(s: Any, seat: int) -> Route:
    """`seat`'s cheapest routes (cached per board and reserve)."""
    reserve = [p for p in range(PLANKS) if s.holder[p] == seat]
    longest = max((plank_length(p) for p in reserve), default=0)
    goal = destination(s.colours[seat])
    board_now = board_key(s)
    key = (board_now, goal, longest)
    found = _ROUTES.get(key)
    if found is not None:
        return found
    if len(_ROUTES) > _CACHE_LIMIT:
        _ROUTES.clear()
    size = s.layout.size
    adjacency = _adjacency(s, (board_now, longest), longest)
    dist = [math.inf] * size
    missing = [0] * size
    toward: list[tuple[int, int] | None] = [None] * size
    dist[goal] = 0.0
    heap = [(0.0, goal)]
    while heap:
        cost, node = heapq.heappop(heap)
        if cost > dist[node]:
            continue
        # A village is a place to arrive, not to pass: routes through another village cost
        # two steps like any support, but never start again from the destination.
        for other, weight, plank in adjacency[node]:
            total = cost + weight
            if total < dist[other]:
                dist[other] = total
                missing[other] = missing[node] + (plank < 0)
                toward[other] = (node, plank)
                heapq.heappush(heap, (total, other))
    found = Route(goal, dist, missing, toward)
    _ROUTES[key] = found
    return found


def position_effort(s: Any, seat: int, position: int, routes: Route | None = None) -> float:
    """Effort from a pawn position (0-5 village, 6 + plank bridge) for `seat`."""
    r = routes or route(s, seat)
    if position == r.goal:
        return 0.0
    if position < VILLAGES:
        base, missing = r.dist[position], r.missing[position]
    else:
        ends = s.ends[position - VILLAGES]
        if ends is None:
            return NO_ROUTE
        first, second = ends
        pick = first if r.dist[first] <= r.dist[second] else second
        base, missing = r.dist[pick], r.missing[pick]
    if base == math.inf:
        return NO_ROUTE
    held = sum(1 for p in range(PLANKS) if s.holder[p] == seat)
    return base + STEP + SHORTAGE * max(0, missing - held)


def effort(s: Any, seat: int) -> float:
    """Effort of `seat`'s pawn where it stands (0 at its destination)."""
    return position_effort(s, seat, s.pos[seat])


def efforts(s: Any) -> list[float]:
    """Every seat's effort."""
    return [effort(s, seat) for seat in range(s.num_players)]


def path(s: Any, seat: int) -> list[tuple[int, int, int]]:
    """`seat`'s cheapest route from its pawn: (support, next support, plank or -1) in order."""
    r = route(s, seat)
    here = s.pos[seat]
    if here == r.goal:
        return []
    if here < VILLAGES:
        node = here
    else:
        ends = s.ends[here - VILLAGES]
        if ends is None:
            return []
        node = ends[0] if r.dist[ends[0]] <= r.dist[ends[1]] else ends[1]
    steps: list[tuple[int, int, int]] = []
    hop = r.toward[node]
    while hop is not None and len(steps) < 40:
        nxt, plank = hop
        steps.append((node, nxt, plank))
        node = nxt
        hop = r.toward[node]
    return steps


def evaluate(s: Any, seat: int) -> float:
    """The closest rival's effort minus `seat`'s (positive when `seat` is ahead)."""
    if s.is_terminal():
        return 100.0 * s.returns()[seat]
    all_efforts = efforts(s)
    rival = min(e for other, e in enumerate(all_efforts) if other != seat)
    return rival - all_efforts[seat]


def evaluate_all(s: Any) -> list[float]:
    """Every seat's value in (-1, 1): its lead over its closest rival, squashed."""
    if s.is_terminal():
        return list(s.returns())
    all_efforts = efforts(s)
    values = []
    for seat, own in enumerate(all_efforts):
        rival = min(e for other, e in enumerate(all_efforts) if other != seat)
        values.append(math.tanh((rival - own) / SCALE))
    return values


def win_shares(s: Any, temperature: float) -> list[float]:
    """Every seat's value in (-1, 1) as 2 x its share of the win chances - 1, the chances a
    softmax of minus the efforts (`temperature` effort units apart: e times likelier). With
    three or more seats, stopping the leader raises every other seat's share, not only the
    stopper's: the closest-rival lead (`evaluate_all`) credits it all to the stopper."""
    if s.is_terminal():
        return list(s.returns())
    all_efforts = efforts(s)
    low = min(all_efforts)
    weights = [math.exp((low - own) / temperature) for own in all_efforts]
    total = sum(weights)
    return [2.0 * weight / total - 1.0 for weight in weights]


def leader(s: Any, seat: int) -> int:
    """The rival most likely to arrive first (least effort; the lower seat on ties)."""
    all_efforts = efforts(s)
    others = [other for other in range(s.num_players) if other != seat]
    return min(others, key=lambda other: (all_efforts[other], other))

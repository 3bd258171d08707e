"""The delta as data: villages, the 27 islets (or the open-river grid), spans and placement
geometry (digest §3), precomputed once per layout so a placement check is a lookup.

Supports are numbered 0-5 for the villages V0-V5 (clockwise from the top, village k at angle
90° - 60°·k, radius 10.5, disc radius 2.0) and 6.. for the stone sites: the 27 islets A1-E6 of
§3.3, or, with the "open river" option, the points of a grid of half a plank-unit in the water
(x = i/2, y = j/2 for integers i, j; within radius 10 of the centre and at least 0.6 from every
village shore, i.e. 2.6 from every village centre). A pair of supports is a candidate for a
bridge when it is stone-stone or stone-village, its segment enters no other village's disc and
its span (§3.4) is at most 7.0. Each candidate `Pair` carries its span, its segment, the sites
whose stones it would pass over (centre closer than 0.55) and, for the islets, the candidates it
crosses. The islet layout builds its whole pair and crossing table on first use; the open river
(about 1,300 sites) builds pairs, blockers and crossings lazily and keeps them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

VILLAGES = 6
VILLAGE_RADIUS = 2.0
VILLAGE_DISTANCE = 10.5
ISLET_RADIUS = 0.6
STONE_END = 0.30  # stone-stone: centre distance minus 0.15 on each stone (§3.4)
PASS_OVER = 0.55  # a plank passing closer than this to a stone's centre passes over it
MAX_OFFER = 7.0  # pairs farther apart are never offered
GRID = 0.5  # the open river's grid step
OPEN_RADIUS = 10.0
OPEN_SHORE = 0.6
OPEN_SPACING = 0.8
CACHE_LIMIT = 200_000
STRIDE = 2048
"""Pair codes are a * STRIDE + b (a < b) on every layout."""

Point = tuple[float, float]


def village_centre(k: int) -> Point:
    """The centre of village k (0-5)."""
    angle = math.radians(90 - 60 * k)
    return (
        round(VILLAGE_DISTANCE * math.cos(angle), 9),
        round(VILLAGE_DISTANCE * math.sin(angle), 9),
    )


ISLETS: tuple[tuple[str, float, float], ...] = (
    ("A1", 0.23, 2.19), ("A2", 1.78, 1.29), ("A3", 1.78, -1.29),
    ("A4", 0.23, -2.19), ("A5", -2.01, -0.89), ("A6", -2.01, 0.89),
    ("B1", 1.85, 3.20), ("B2", 1.85, -3.20), ("B3", -3.70, 0.00),
    ("C1", 0.74, 4.64), ("C2", 3.65, 2.96), ("C3", 3.65, -2.96),
    ("C4", 0.74, -4.64), ("C5", -4.39, -1.68), ("C6", -4.39, 1.68),
    ("D1", 5.29, 1.82), ("D2", 5.29, -1.82), ("D3", -1.07, -5.50),
    ("D4", -4.23, -3.67), ("D5", -4.23, 3.67), ("D6", -1.07, 5.50),
    ("E1", 2.09, 7.31), ("E2", 5.28, 5.47), ("E3", 5.28, -5.47),
    ("E4", 2.09, -7.31), ("E5", -7.37, -1.84), ("E6", -7.37, 1.84),
)  # fmt: skip
"""The 27 islet centres of digest §3.3 (name, x, y)."""


@dataclass(frozen=True)
class Pair:
    """A candidate bridge between supports a < b: its span, its segment (p to q) and the sites
    whose stone it would pass over (`blockers`)."""

    a: int
    b: int
    span: float
    p: Point
    q: Point
    blockers: tuple[int, ...]


def _distance(p: Point, q: Point) -> float:
    return math.hypot(p[0] - q[0], p[1] - q[1])


def point_segment_distance(c: Point, p: Point, q: Point) -> float:
    """The distance from point c to the segment p-q."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    length2 = dx * dx + dy * dy
    t = (
        0.0
        if length2 == 0
        else max(0.0, min(1.0, ((c[0] - p[0]) * dx + (c[1] - p[1]) * dy) / length2))
    )
    return math.hypot(p[0] + t * dx - c[0], p[1] + t * dy - c[1])


def _orient(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def segments_cross(p1: Point, q1: Point, p2: Point, q2: Point) -> bool:
    """True when the two segments intersect (touching or overlapping counts)."""
    if (
        max(p1[0], q1[0]) < min(p2[0], q2[0]) - 1e-9
        or max(p2[0], q2[0]) < min(p1[0], q1[0]) - 1e-9
        or max(p1[1], q1[1]) < min(p2[1], q2[1]) - 1e-9
        or max(p2[1], q2[1]) < min(p1[1], q1[1]) - 1e-9
    ):
        return False
    eps = 1e-9
    d1, d2 = _orient(p2, q2, p1), _orient(p2, q2, q1)
    d3, d4 = _orient(p1, q1, p2), _orient(p1, q1, q2)
    if min(abs(d1), abs(d2), abs(d3), abs(d4)) > eps:
        return (d1 > 0) != (d2 > 0) and (d3 > 0) != (d4 > 0)
    return (
        min(
            point_segment_distance(p1, p2, q2),
            point_segment_distance(q1, p2, q2),
            point_segment_distance(p2, p1, q1),
            point_segment_distance(q2, p1, q1),
        )
        < eps
    )


class Layout:
    """One board: support coordinates and names, candidate pairs, crossings."""

    def __init__(self, open_river: bool) -> None:
        self.open_river = open_river
        self.points: list[Point] = [village_centre(k) for k in range(VILLAGES)]
        self.names: list[str] = [f"V{k}" for k in range(VILLAGES)]
        self.grid: list[tuple[int, int]] = []  # open river: (i, j) of each site
        if open_river:
            self._grid_sites()
        else:
            for name, x, y in ISLETS:
                self.points.append((x, y))
                self.names.append(name)
        self.size = len(self.points)
        self.sites = self.size - VILLAGES
        self.index = {name: i for i, name in enumerate(self.names)}
        self._pairs: dict[int, Pair | None] = {}
        self._cross: dict[tuple[int, int], bool] = {}
        self.near: dict[tuple[int, int], int] = {}  # open river: grid (i, j) -> support id
        for support, (i, j) in enumerate(self.grid, start=VILLAGES):
            self.near[(i, j)] = support
        self.crowd: list[tuple[int, ...]] = [() for _ in range(self.size)]
        for support, (i, j) in enumerate(self.grid, start=VILLAGES):
            self.crowd[support] = tuple(
                self.near[(i + di, j + dj)]
                for di in (-1, 0, 1)
                for dj in (-1, 0, 1)
                if (di or dj)
                and (i + di, j + dj) in self.near
                and math.hypot(di, dj) * GRID < OPEN_SPACING
            )
        self.crossers: dict[int, frozenset[int]] = {}
        # The islets' candidate pairs as flat tables for the hot questions (board.py):
        # `onward[a]` lists (b, code, index, blocker bits, crosser bits) for every candidate
        # a < b in code order; blocker bits are 1 << 8 * site (to test against the stones'
        # bytes read as one int), crosser bits 1 << index of the candidates it crosses.
        self.onward: list[tuple[tuple[int, int, int, int, int], ...]] = []
        self.candidate_index: dict[int, int] = {}
        self.blocker_bits: dict[int, int] = {}
        if not open_river:
            self._precompute()
            self._flat_tables()

    def _grid_sites(self) -> None:
        steps = int(OPEN_RADIUS / GRID)
        for i in range(-steps, steps + 1):
            for j in range(-steps, steps + 1):
                point = (i * GRID, j * GRID)
                if math.hypot(*point) > OPEN_RADIUS:
                    continue
                if any(
                    _distance(point, self.points[k]) < VILLAGE_RADIUS + OPEN_SHORE
                    for k in range(VILLAGES)
                ):
                    continue
                self.grid.append((i, j))
                self.points.append(point)
                self.names.append(f"@{i},{j}")

    def _precompute(self) -> None:
        for a in range(self.size):
            for b in range(a + 1, self.size):
                self.pair(a, b)
        pairs = self.candidates()
        for first in pairs:
            self.crossers[self.code(first.a, first.b)] = frozenset(
                self.code(second.a, second.b) for second in pairs if self.crosses(first, second)
            )

    def _flat_tables(self) -> None:
        pairs = self.candidates()
        self.candidate_index = {self.code(p.a, p.b): i for i, p in enumerate(pairs)}
        index = self.candidate_index
        self.blocker_bits = {
            self.code(p.a, p.b): sum(1 << 8 * site for site in p.blockers) for p in pairs
        }
        onward: list[list[tuple[int, int, int, int, int]]] = [[] for _ in range(self.size)]
        for pair in pairs:
            code = self.code(pair.a, pair.b)
            crossing = sum(1 << index[other] for other in self.crossers[code])
            onward[pair.a].append((pair.b, code, index[code], self.blocker_bits[code], crossing))
        self.onward = [tuple(row) for row in onward]

    def crosses_any(self, pair: Pair, codes: list[int]) -> bool:
        """True when `pair` would cross one of the bridges with these pair codes."""
        crossers = self.crossers.get(self.code(pair.a, pair.b))
        if crossers is not None:
            return not crossers.isdisjoint(codes)
        for code in codes:
            other = self.pair(*self.ends(code))
            if other is not None and self.crosses(pair, other):
                return True
        return False

    # ------------------------------------------------------------------ pairs and spans

    def code(self, a: int, b: int) -> int:
        """The pair code of supports a, b (any order)."""
        return min(a, b) * STRIDE + max(a, b)

    def ends(self, code: int) -> tuple[int, int]:
        """The supports (a < b) of a pair code."""
        return divmod(code, STRIDE)

    def pair(self, a: int, b: int) -> Pair | None:
        """The candidate pair of supports a and b, or None when they can never carry a bridge
        (two villages, entering another village, farther than MAX_OFFER)."""
        code = self.code(a, b)
        if code in self._pairs:
            return self._pairs[code]
        if self.open_river and len(self._pairs) > CACHE_LIMIT:
            self._pairs.clear()  # the open river's lazy tables stay bounded
            self._cross.clear()
        found = self._make_pair(min(a, b), max(a, b))
        self._pairs[code] = found
        return found

    def _make_pair(self, a: int, b: int) -> Pair | None:
        if a == b or b < VILLAGES:
            return None
        span = self.span(a, b)
        if span > MAX_OFFER:
            return None
        pa, pb = self.points[a], self.points[b]
        if a < VILLAGES:
            distance = _distance(pa, pb)
            shore = (
                pa[0] + (pb[0] - pa[0]) * VILLAGE_RADIUS / distance,
                pa[1] + (pb[1] - pa[1]) * VILLAGE_RADIUS / distance,
            )
            pa = shore
        for k in range(VILLAGES):
            if k != a and point_segment_distance(self.points[k], pa, pb) < VILLAGE_RADIUS:
                return None
        return Pair(a, b, span, pa, pb, self._blockers(a, b, pa, pb))

    def span(self, a: int, b: int) -> float:
        """The plank length needed between supports a and b (§3.4); inf for two villages."""
        a, b = min(a, b), max(a, b)
        if b < VILLAGES:
            return math.inf
        distance = _distance(self.points[a], self.points[b])
        return distance - (VILLAGE_RADIUS if a < VILLAGES else STONE_END)

    def _blockers(self, a: int, b: int, p: Point, q: Point) -> tuple[int, ...]:
        if not self.open_river:
            candidates: range | list[int] = range(VILLAGES, self.size)
        else:
            candidates = self._grid_box(p, q)
        return tuple(
            s
            for s in candidates
            if s not in (a, b) and point_segment_distance(self.points[s], p, q) < PASS_OVER
        )

    def _grid_box(self, p: Point, q: Point) -> list[int]:
        low_i = math.floor((min(p[0], q[0]) - PASS_OVER) / GRID)
        high_i = math.ceil((max(p[0], q[0]) + PASS_OVER) / GRID)
        low_j = math.floor((min(p[1], q[1]) - PASS_OVER) / GRID)
        high_j = math.ceil((max(p[1], q[1]) + PASS_OVER) / GRID)
        near = self.near
        return [
            near[(i, j)]
            for i in range(low_i, high_i + 1)
            for j in range(low_j, high_j + 1)
            if (i, j) in near
        ]

    def candidates(self) -> list[Pair]:
        """Every candidate pair built so far (all of them for the islets), in code order."""
        return [pair for _, pair in sorted(self._pairs.items()) if pair is not None]

    def crosses(self, first: Pair, second: Pair) -> bool:
        """True when two candidate bridges would cross (they may meet at a shared support)."""
        if first.a in (second.a, second.b) or first.b in (second.a, second.b):
            return False
        key = (self.code(first.a, first.b), self.code(second.a, second.b))
        if key[0] > key[1]:
            key = (key[1], key[0])
        found = self._cross.get(key)
        if found is None:
            found = segments_cross(first.p, first.q, second.p, second.q)
            self._cross[key] = found
        return found

    def distance(self, a: int, b: int) -> float:
        """The distance between the centres of two supports."""
        return _distance(self.points[a], self.points[b])


_LAYOUTS: dict[bool, Layout] = {}


def layout_for(open_river: bool) -> Layout:
    """The shared (built once) layout: the islets, or the open river's grid."""
    if open_river not in _LAYOUTS:
        _LAYOUTS[open_river] = Layout(open_river)
    return _LAYOUTS[open_river]

"""What a decision lets the player point at: the legal actions as targets on the screen.

A target is a place (a site for a stone, a support of a bridge, a bridge, a village or a landing)
with the action it stands for. Building is two clicks on supports and a plank from the reserve:
`support_targets` offers the first support, then its partners; the plank is chosen in the
program column (panels.py). Actions are read through the rules' decoded records only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.dragon_delta.actions import decode
from game.rules.dragon_delta.geometry import VILLAGES
from game.rules.dragon_delta.view import DeltaView

from . import layout, paint

Point = tuple[float, float]


@dataclass(frozen=True)
class Target:
    """A place to click: `kind` ("site", "support", "bridge", "position"), the screen point,
    the hit radius (bridges: the segment's ends in `ends`), the id it names (a site, support,
    plank or position) and the action it plays (None for a support: building goes on)."""

    kind: str
    point: Point
    radius: float
    ident: int
    action: int | None = None
    ends: tuple[Point, Point] | None = None

    def hit(self, pos: Point) -> bool:
        """True when the pointer at `pos` points at this target."""
        if self.ends is not None:
            return _segment_distance(pos, *self.ends) <= max(8.0, layout.SCALE * 0.4)
        return math.dist(pos, self.point) <= self.radius


def _segment_distance(c: Point, p: Point, q: Point) -> float:
    dx, dy = q[0] - p[0], q[1] - p[1]
    length2 = dx * dx + dy * dy or 1.0
    t = max(0.0, min(1.0, ((c[0] - p[0]) * dx + (c[1] - p[1]) * dy) / length2))
    return math.dist(c, (p[0] + t * dx, p[1] + t * dy))


def decision_kind(legal: Sequence[int]) -> str:
    """The kind of decision the legal actions make ("program", "stone", "build", "plank",
    "remove", "step", "jump"), or "" when there is none."""
    kinds = {decode(action).kind for action in legal}
    if not kinds:
        return ""
    if kinds <= {"take", "unstone"}:
        return "remove"
    return sorted(kinds)[0]


def _bridge_target(view: DeltaView, plank: int, action: int | None, kind: str) -> Target | None:
    for p, a, b in view.bridges:
        if p == plank:
            ends = paint.bridge_ends(view, a, b)
            screen = (layout.to_screen(ends[0]), layout.to_screen(ends[1]))
            mid = ((screen[0][0] + screen[1][0]) / 2, (screen[0][1] + screen[1][1]) / 2)
            return Target(kind, mid, 0.0, VILLAGES + plank, action, screen)
    return None


def _position_target(view: DeltaView, position: int, action: int) -> Target | None:
    if position < VILLAGES:
        radius = 1.9 * layout.SCALE
        return Target("position", paint.support_point(view, position), radius, position, action)
    return _bridge_target(view, position - VILLAGES, action, "position")


def every_position(view: DeltaView) -> list[Target]:
    """Every village and bridge as a target without an action: what a click on the river
    pointed at when it was not a legal move (the engine then says why)."""
    found = [_position_target(view, village, -1) for village in range(VILLAGES)]
    found += [_bridge_target(view, plank, -1, "position") for plank, _a, _b in view.bridges]
    return [target for target in found if target is not None]


def board_targets(view: DeltaView, legal: Sequence[int]) -> list[Target]:
    """The targets of a stone, remove, step or jump decision (building: support_targets)."""
    found: list[Target] = []
    stone_radius = max(9.0, 0.6 * layout.SCALE)
    for action in legal:
        record = decode(action)
        target: Target | None = None
        if record.kind in ("stone", "unstone") and record.site is not None:
            point = paint.support_point(view, record.site)
            target = Target("site", point, stone_radius, record.site, action)
        elif record.kind == "take" and record.plank is not None:
            target = _bridge_target(view, record.plank, action, "bridge")
        elif record.kind in ("step", "jump") and record.position is not None:
            if any(t.ident == record.position for t in found):
                continue  # one landing, several pawns to jump: the first will do
            target = _position_target(view, record.position, action)
        if target is not None:
            found.append(target)
    return found


def pair_actions(legal: Sequence[int]) -> dict[tuple[int, int], int]:
    """(a, b) and (b, a) -> the build action between those supports."""
    pairs: dict[tuple[int, int], int] = {}
    for action in legal:
        record = decode(action)
        if record.kind == "build" and record.supports is not None:
            a, b = record.supports
            pairs[(a, b)] = pairs[(b, a)] = action
    return pairs


def support_targets(view: DeltaView, legal: Sequence[int], first: int | None) -> list[Target]:
    """The supports to pick next: any end of a legal pair, or the partners of `first`."""
    pairs = pair_actions(legal)
    if first is None:
        ids = sorted({a for a, _ in pairs})
    else:
        ids = sorted(b for a, b in pairs if a == first)
    radius = max(9.0, 0.6 * layout.SCALE)
    return [
        Target(
            "support",
            paint.support_point(view, ident),
            1.9 * layout.SCALE if ident < VILLAGES else radius,
            ident,
        )
        for ident in ids
    ]


def at(targets: Sequence[Target], pos: Point) -> int | None:
    """The index of the target under `pos` (the nearest point target wins), or None."""
    best: tuple[float, int] | None = None
    for index, target in enumerate(targets):
        if target.hit(pos):
            distance = math.dist(pos, target.point)
            if target.ends is None and target.radius > 20:
                distance += 12  # a village disc yields to a stone or bridge near its shore
            if best is None or distance < best[0]:
                best = (distance, index)
    return None if best is None else best[1]

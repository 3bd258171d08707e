"""The resolution as a show: from the view before an action and the view after it, the steps
to play (cards flip, dragons swoop over the seats they block, stones drop with a ripple, planks
swing in, a too-short plank tips and splashes, a taken plank lifts away, pawns hop or vault, a
falling pawn splashes and is carried home) and how to draw the running one.

Each step is a tween Step whose data names its kind and what it moves; `hidden` tells the board
painter what the running step draws itself. Only public facts of the views are used.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.rules.dragon_delta.cards import DRAGON, plank_length
from game.rules.dragon_delta.geometry import layout_for
from game.rules.dragon_delta.view import DeltaView
from game.views.tween import Step, ease_in_out, ease_out_cubic

from . import art, layout, paint

DURATIONS = {
    "flip": 0.5, "dragon": 0.8, "stone": 0.5, "bridge": 0.5, "lost": 0.9, "take": 0.5,
    "unstone": 0.4, "hop": 0.45, "vault": 0.6, "fall": 0.9,
}  # fmt: skip


def steps(before: DeltaView, after: DeltaView, player: int, kind: str) -> list[Step]:
    """The show of one applied action (`kind` its decoded kind, `player` who chose it)."""
    found: list[Step] = []
    new_step = after.step >= 0 and (after.step != before.step or after.round != before.round)
    if new_step and after.phase != "program":
        found.append(Step(DURATIONS["flip"], {"kind": "flip", "base": after}))
        if after.blocked:
            found.append(
                Step(DURATIONS["dragon"], {"kind": "dragon", "base": after, "seats": after.blocked})
            )
    for site in sorted(set(after.stones) - set(before.stones)):
        found.append(
            Step(
                DURATIONS["stone"],
                {"kind": "stone", "base": after, "site": site},
                easing=ease_out_cubic,
            )
        )
    for site in sorted(set(before.stones) - set(after.stones)):
        found.append(
            Step(
                DURATIONS["unstone"],
                {"kind": "unstone", "base": after, "site": site, "from": before},
            )
        )
    laid = {p: (a, b) for p, a, b in after.bridges}
    had = {p: (a, b) for p, a, b in before.bridges}
    for plank in sorted(set(laid) - set(had)):
        found.append(
            Step(
                DURATIONS["bridge"],
                {"kind": "bridge", "base": after, "plank": plank},
                easing=ease_out_cubic,
            )
        )
    for plank in sorted(set(after.lost) - set(before.lost)):
        ends = _lost_gap(before)
        if ends is not None:
            found.append(
                Step(
                    DURATIONS["lost"], {"kind": "lost", "base": after, "plank": plank, "ends": ends}
                )
            )
    for plank in sorted(set(had) - set(laid)):
        found.append(
            Step(
                DURATIONS["take"],
                {"kind": "take", "base": after, "plank": plank, "ends": had[plank], "from": before},
            )
        )
    found.extend(_pawn_steps(before, after, player, kind))
    return found


def _lost_gap(before: DeltaView) -> tuple[int, int] | None:
    """The supports of the plank being laid (the pending decision before the action)."""
    pending = before.pending
    if len(pending) >= 3 and pending[0] == "plank":
        return layout_for(before.open_river).ends(int(pending[2]))  # type: ignore[call-overload]
    return None


def _pawn_steps(before: DeltaView, after: DeltaView, player: int, kind: str) -> list[Step]:
    found = []
    for seat, (old, new) in enumerate(zip(before.pawns, after.pawns, strict=True)):
        if old == new:
            continue
        start = paint.pawn_point(before, seat)
        end = paint.pawn_point(after, seat)
        if seat == player and kind in ("step", "jump"):
            motion = "vault" if kind == "jump" else "hop"
        elif new == after.colours[seat]:
            motion = "fall"
        else:
            motion = "hop"
        data = {"kind": motion, "base": after, "seat": seat, "start": start, "end": end}
        found.append(Step(DURATIONS[motion], data, easing=ease_in_out))
    return found


def hidden(data: dict[str, Any] | None) -> tuple[set[int], set[int], set[int]]:
    """(stones, bridges, pawns) the running step draws itself."""
    if not data:
        return set(), set(), set()
    kind = data["kind"]
    stones = {data["site"]} if kind == "stone" else set()
    bridges = {data["plank"]} if kind == "bridge" else set()
    pawns = {data["seat"]} if kind in ("hop", "vault", "fall") else set()
    return stones, bridges, pawns


def draw(
    surface: pygame.Surface, data: dict[str, Any] | None, progress: float, panels: list[pygame.Rect]
) -> None:
    """Draw the running step over the board at `progress` (0-1)."""
    if not data:
        return
    kind = data["kind"]
    view: DeltaView = data["base"]
    if kind == "stone":
        x, y = paint.support_point(view, data["site"])
        drop = (1 - progress) * 60
        art.draw_stone(surface, (x, y - drop))
        if progress > 0.7:
            _ripple(surface, (x, y), (progress - 0.7) / 0.3)
    elif kind == "unstone":
        x, y = paint.support_point(data["from"], data["site"])
        art.draw_stone(surface, (x, y - progress * 40), 0.35 * layout.SCALE * (1 - progress * 0.6))
    elif kind == "bridge":
        _swing(surface, view, data["plank"], progress)
    elif kind == "lost":
        _tip(surface, view, data["plank"], data["ends"], progress)
    elif kind == "take":
        p, q = paint.bridge_ends(data["from"], *data["ends"])
        lift = (0.0, progress * 3.0)
        corners = art.plank_corners(
            (p[0] + lift[0], p[1] + lift[1]),
            (q[0] + lift[0], q[1] + lift[1]),
            plank_length(data["plank"]),
        )
        art.draw_plank_corners(surface, corners, data["plank"])
    elif kind in ("hop", "vault", "fall"):
        _pawn(surface, view, data, progress)
    elif kind == "dragon":
        for seat in data["seats"]:
            if seat < len(panels):
                _dragon(surface, panels[seat], progress, DRAGON + view.colours[seat])


def _ripple(surface: pygame.Surface, centre: tuple[float, float], t: float) -> None:
    for k in range(2):
        radius = 0.4 * layout.SCALE + (t + k * 0.3) * layout.SCALE
        pygame.draw.circle(surface, art.WATER_LIGHT, centre, radius, 1)


def _turned(
    point: tuple[float, float], mid: tuple[float, float], angle: float
) -> tuple[float, float]:
    """`point` turned by `angle` about `mid`."""
    cos, sin = math.cos(angle), math.sin(angle)
    dx, dy = point[0] - mid[0], point[1] - mid[1]
    return (mid[0] + dx * cos - dy * sin, mid[1] + dx * sin + dy * cos)


def _swing(surface: pygame.Surface, view: DeltaView, plank: int, progress: float) -> None:
    """The plank turns into place over its gap."""
    for p, a, b in view.bridges:
        if p == plank:
            first, second = paint.bridge_ends(view, a, b)
            mid = ((first[0] + second[0]) / 2, (first[1] + second[1]) / 2)
            angle = (1 - progress) * 0.9
            ends = (_turned(first, mid, angle), _turned(second, mid, angle))
            corners = art.plank_corners(ends[0], ends[1], plank_length(plank))
            art.draw_plank_corners(surface, corners, plank)


def _tip(
    surface: pygame.Surface, view: DeltaView, plank: int, ends: tuple[int, int], progress: float
) -> None:
    """A too-short plank hangs over the gap, tips, and is swallowed with a splash."""
    p, q = paint.bridge_ends(view, *ends)
    mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
    shrink = 1.0 if progress < 0.4 else max(0.05, 1 - (progress - 0.4) / 0.6)
    length = plank_length(plank) * shrink
    sink = 0.0 if progress < 0.4 else (progress - 0.4) * 1.5
    corners = art.plank_corners((p[0], p[1] - sink), (q[0], q[1] - sink), length)
    if shrink > 0.06:
        art.draw_plank_corners(surface, corners, plank)
    if progress > 0.45:
        centre = layout.to_screen((mid[0], mid[1] - sink))
        _splash(surface, centre, (progress - 0.45) / 0.55)


def _splash(surface: pygame.Surface, centre: tuple[float, float], t: float) -> None:
    x, y = centre
    for k in range(8):
        angle = math.pi * (0.1 + 0.8 * k / 7)
        reach = 6 + t * 22
        drop = (x + math.cos(angle) * reach, y - math.sin(angle) * reach * (1 - t) * 1.4)
        pygame.draw.circle(surface, (200, 230, 240), drop, max(1, 3 - t * 2))
    _ripple(surface, centre, t)


def _pawn(surface: pygame.Surface, view: DeltaView, data: dict[str, Any], progress: float) -> None:
    start, end = data["start"], data["end"]
    colour = view.colours[data["seat"]]
    kind = data["kind"]
    if kind == "fall":
        if progress < 0.4:
            t = progress / 0.4
            art.draw_pawn(surface, (start[0], start[1] + t * 10), colour)
            if t > 0.6:
                _splash(surface, start, (t - 0.6) / 0.4)
            return
        t = (progress - 0.4) / 0.6
        point = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        _ripple(surface, point, 0.3)
        art.draw_pawn(surface, point, colour)
        return
    height = 28 if kind == "vault" else 12
    point = (start[0] + (end[0] - start[0]) * progress, start[1] + (end[1] - start[1]) * progress)
    art.draw_pawn(surface, point, colour, lift=math.sin(math.pi * progress) * height)


def _dragon(surface: pygame.Surface, rect: pygame.Rect, progress: float, card: int) -> None:
    """A dragon's shadow sweeps across a blocked seat's panel."""
    x = rect.x - 40 + (rect.width + 80) * progress
    y = rect.centery + math.sin(progress * math.pi * 2) * 8
    box = pygame.Rect(0, 0, 60, 40)
    box.center = (int(x), int(y))
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((120, 20, 20, int(90 * math.sin(math.pi * progress))))
    surface.blit(veil, rect)
    art.draw_pictogram(surface, box, card)

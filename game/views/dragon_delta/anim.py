"""The resolution as a show, read from the engine's `recent` events of an applied action: each
step's cards flip together, dragons swoop over the seats they block, then every action plays in
order with its own sound (stones drop with a ripple, planks swing in, a too-short plank tips and
splashes, a taken plank lifts away, pawns hop or vault, a falling pawn splashes, says why, and is
carried home). One action may run several steps (cards that need no decision resolve at once):
the board under each part is rebuilt from the view before it, event by event (replay.py), so
nothing is drawn before its turn. Only public facts are used: a reveal event names the cards of
the step it reveals, and nothing else of another seat's program is read.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.i18n import _
from game.rules.dragon_delta.cards import DRAGON, plank_length
from game.rules.dragon_delta.events import FALL_REASONS, Event
from game.rules.dragon_delta.view import DeltaView
from game.views import text, theme
from game.views.tween import Step, ease_in_out, ease_out_cubic

from . import art, layout, paint, words
from .replay import replay

DURATIONS = {
    "flip": 0.55, "dragon": 0.9, "stone": 0.5, "bridge": 0.5, "trial": 0.4, "lost": 0.9,
    "take": 0.55, "unstone": 0.45, "hop": 0.5, "vault": 0.65, "fall": 1.4,
}  # fmt: skip
SOUNDS = {
    "flip": "delta-flip", "dragon": "delta-dragon", "stone": "delta-stone",
    "bridge": "delta-plank", "trial": "delta-plank", "lost": "delta-splash",
    "take": "delta-take", "unstone": "delta-take", "hop": "delta-hop", "vault": "delta-hop",
    "fall": "delta-splash",
}  # fmt: skip
"""The sound each part of the show starts with (synthesised under these names)."""

Sound = Callable[[str], None]


def steps(before: DeltaView, after: DeltaView, sound: Sound | None = None) -> list[Step]:
    """The show of one applied action, from `after.recent` (its events, in order)."""
    found: list[Step] = []
    current = before
    blocked: list[int] = []
    for index, event in enumerate(after.recent):
        following = replay(current, event, after)
        if event.kind == "blocked":
            blocked.append(event.seat)
        elif blocked:
            found.append(_step("dragon", current, sound, seats=tuple(blocked), event=index - 1))
            blocked = []
        for part in _parts(event, current, following, sound):
            part.data["event"] = index  # the log shows the event's lines as its part plays
            found.append(part)
        current = following
    if blocked:
        last = len(after.recent) - 1
        found.extend([_step("dragon", current, sound, seats=tuple(blocked), event=last)])
    return found


def _step(kind: str, base: DeltaView, sound: Sound | None, **data: Any) -> Step:
    easing = ease_out_cubic if kind in ("stone", "bridge", "trial") else ease_in_out
    if kind in ("flip", "dragon", "fall", "lost", "take", "unstone"):
        easing = _linear
    on_start = None if sound is None else (lambda: sound(SOUNDS[kind]))
    return Step(DURATIONS[kind], {"kind": kind, "base": base, **data}, on_start, easing)


def _linear(t: float) -> float:
    return t


def _parts(event: Event, before: DeltaView, after: DeltaView, sound: Sound | None) -> list[Step]:
    """The animated parts of one event (none for the silent ones)."""
    if event.kind == "plank-lost" and event.supports is not None:
        swing = _step("trial", after, sound, plank=event.plank, ends=event.supports)
        return [swing, _step("lost", after, sound, plank=event.plank, ends=event.supports)]
    part = _part(event, before, after, sound)
    return [] if part is None else [part]


def _part(event: Event, before: DeltaView, after: DeltaView, sound: Sound | None) -> Step | None:
    kind = event.kind
    if kind == "reveal":
        return _step("flip", after, sound)
    if kind == "stone":
        return _step("stone", after, sound, site=event.site)
    if kind == "unstone":
        return _step("unstone", after, sound, site=event.site, before=before)
    if kind == "bridge":
        return _step("bridge", after, sound, plank=event.plank)
    if kind == "take" and event.supports is not None:
        return _step("take", after, sound, plank=event.plank, ends=event.supports, before=before)
    if kind in ("move", "jump"):
        motion = "vault" if kind == "jump" else "hop"
        start, end = paint.pawn_point(before, event.seat), paint.pawn_point(after, event.seat)
        return _step(motion, after, sound, seat=event.seat, start=start, end=end)
    if kind == "fall":
        start, end = paint.pawn_point(before, event.seat), paint.pawn_point(after, event.seat)
        return _step(
            "fall", after, sound, seat=event.seat, start=start, end=end, reason=event.reason
        )
    return None


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
    surface: pygame.Surface,
    data: dict[str, Any] | None,
    progress: float,
    panels: list[pygame.Rect],
    names: Sequence[str] = (),
) -> None:
    """Draw the running step over the board at `progress` (0-1)."""
    if not data:
        return
    kind = data["kind"]
    view: DeltaView = data["base"]
    if kind == "stone":
        x, y = paint.support_point(view, data["site"])
        art.draw_stone(surface, (x, y - (1 - progress) * 80))
        if progress > 0.7:
            _ripple(surface, (x, y), (progress - 0.7) / 0.3)
    elif kind == "unstone":
        x, y = paint.support_point(data["before"], data["site"])
        art.draw_stone(surface, (x, y - progress * 50), 0.35 * layout.SCALE * (1 - progress * 0.6))
    elif kind == "bridge":
        _swing(surface, view, data["plank"], progress)
    elif kind == "trial":
        _swing_ends(surface, paint.bridge_ends(view, *data["ends"]), data["plank"], progress)
    elif kind == "lost":
        _tip(surface, view, data["plank"], data["ends"], progress)
        _caption(surface, _("Too short: the plank sinks"))
    elif kind == "take":
        p, q = paint.bridge_ends(data["before"], *data["ends"])
        lift = progress * 3.0
        corners = art.plank_corners(
            (p[0], p[1] + lift), (q[0], q[1] + lift), plank_length(data["plank"])
        )
        art.draw_plank_corners(surface, corners, data["plank"])
    elif kind in ("hop", "vault", "fall"):
        _pawn(surface, view, data, progress)
        if kind == "fall":
            name = words.seat_name(names, data["seat"])
            reason = _(FALL_REASONS.get(data["reason"], data["reason"]))
            _caption(surface, _("{name} falls: {reason}").format(name=name, reason=reason))
    elif kind == "dragon":
        for seat in data["seats"]:
            if seat < len(panels):
                _dragon(surface, panels[seat], progress, DRAGON + view.colours[seat])
                _dragon_over_pawn(surface, view, seat, progress)


def _caption(surface: pygame.Surface, value: str) -> None:
    """A line of explanation at the foot of the river while a part of the show runs."""
    font = theme.font(18, bold=True)
    board = layout.BOARD_RECT
    lines = text.wrap_into(value, font, board.width - 60, 2)
    height = 10 + 24 * len(lines)
    box = pygame.Rect(0, 0, board.width - 40, height)
    box.midbottom = (board.centerx, board.bottom - 10)
    pygame.draw.rect(surface, theme.BACKGROUND, box, border_radius=8)
    pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=8)
    for index, line in enumerate(lines):
        image = font.render(line, True, theme.TEXT)
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 5 + index * 24)))


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
            _swing_ends(surface, paint.bridge_ends(view, a, b), plank, progress)


def _swing_ends(surface, ends, plank: int, progress: float) -> None:
    first, second = ends
    mid = ((first[0] + second[0]) / 2, (first[1] + second[1]) / 2)
    angle = (1 - progress) * 0.9
    turned = (_turned(first, mid, angle), _turned(second, mid, angle))
    art.draw_plank_corners(
        surface, art.plank_corners(turned[0], turned[1], plank_length(plank)), plank
    )


def _tip(
    surface: pygame.Surface, view: DeltaView, plank: int, ends: tuple[int, int], progress: float
) -> None:
    """A too-short plank hangs short of an end, tips and is swallowed with a splash."""
    p, q = paint.bridge_ends(view, *ends)
    t = progress
    mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
    shrink = max(0.05, 1 - t)
    sink = t * 1.2
    corners = art.plank_corners(
        (p[0], p[1] - sink), (q[0], q[1] - sink), plank_length(plank) * shrink
    )
    if shrink > 0.06:
        art.draw_plank_corners(surface, corners, plank)
    if t > 0.1:
        _splash(surface, layout.to_screen((mid[0], mid[1] - sink)), (t - 0.1) / 0.9)


def _splash(surface: pygame.Surface, centre: tuple[float, float], t: float) -> None:
    x, y = centre
    for k in range(10):
        angle = math.pi * (0.05 + 0.9 * k / 9)
        reach = 6 + t * 26
        drop = (x + math.cos(angle) * reach, y - math.sin(angle) * reach * (1 - t) * 1.6)
        pygame.draw.circle(surface, (210, 236, 246), drop, max(1, 4 - t * 3))
    _ripple(surface, centre, t)


def _pawn(surface: pygame.Surface, view: DeltaView, data: dict[str, Any], progress: float) -> None:
    start, end = data["start"], data["end"]
    colour = view.colours[data["seat"]]
    kind = data["kind"]
    if kind == "fall":  # a wobble, a splash, then carried home along the water
        if progress < 0.45:
            t = progress / 0.45
            wobble = math.sin(t * math.pi * 4) * 4 * (1 - t)
            art.draw_pawn(surface, (start[0] + wobble, start[1] + t * 12), colour)
            if t > 0.55:
                _splash(surface, start, (t - 0.55) / 0.45)
            return
        t = ease_in_out((progress - 0.45) / 0.55)
        point = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        _ripple(surface, point, 0.3)
        art.draw_pawn(surface, point, colour)
        return
    height = 34 if kind == "vault" else 14
    point = (start[0] + (end[0] - start[0]) * progress, start[1] + (end[1] - start[1]) * progress)
    art.draw_pawn(surface, point, colour, lift=math.sin(math.pi * progress) * height)


def _dragon(surface: pygame.Surface, rect: pygame.Rect, progress: float, card: int) -> None:
    """A dragon sweeps across a blocked seat's panel, leaving it shadowed."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((140, 20, 20, int(40 + 80 * math.sin(math.pi * min(1.0, progress * 1.2)))))
    surface.blit(veil, rect)
    x = rect.x - 50 + (rect.width + 100) * progress
    y = rect.centery + math.sin(progress * math.pi * 2) * 10
    box = pygame.Rect(0, 0, 70, 48)
    box.center = (int(x), int(y))
    art.draw_pictogram(surface, box, card)


def _dragon_over_pawn(surface: pygame.Surface, view: DeltaView, seat: int, progress: float) -> None:
    """The same dragon's shadow passes over the blocked seat's pawn on the river."""
    x, y = paint.pawn_point(view, seat)
    box = pygame.Rect(0, 0, 64, 44)
    box.center = (int(x - 80 + 160 * progress), int(y - 30 - 20 * math.sin(math.pi * progress)))
    shadow = pygame.Surface((60, 16), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (10, 20, 30, 110), shadow.get_rect())
    surface.blit(shadow, (box.centerx - 30, y + 8))
    art.draw_pictogram(surface, box, DRAGON + view.colours[seat])

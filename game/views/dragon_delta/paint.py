"""Drawing the river: water with drifting ripples, islets, the six villages on the banks,
stones, bridges (planks to scale with pips), pawns, and the lit targets of a decision.

Everything is read from a `DeltaView` and the layout of its river (geometry.py); `hide` names
what an animation draws itself (a pawn in flight, a plank swinging in, a stone dropping).
"""

from __future__ import annotations

import math
from collections.abc import Collection

import pygame

from game.rules.dragon_delta.cards import plank_length
from game.rules.dragon_delta.geometry import (
    ISLET_RADIUS,
    VILLAGE_RADIUS,
    VILLAGES,
    Layout,
    layout_for,
)
from game.rules.dragon_delta.view import DeltaView
from game.views import theme

from . import art, layout

Point = tuple[float, float]


def river(view: DeltaView) -> Layout:
    """The layout (islets or open river) of a view."""
    return layout_for(view.open_river)


def support_point(view: DeltaView, support: int) -> Point:
    """The screen centre of a support (village or stone site)."""
    return layout.to_screen(river(view).points[support])


def bridge_ends(view: DeltaView, a: int, b: int) -> tuple[Point, Point]:
    """The board end points of the bridge between supports a and b (shore point for a village)."""
    pair = river(view).pair(a, b)
    if pair is None:  # never for a laid bridge; keep drawing if a view says otherwise
        points = river(view).points
        return points[a], points[b]
    return pair.p, pair.q


def pawn_point(view: DeltaView, seat: int, position: int | None = None) -> Point:
    """Where seat's pawn stands on the screen (in a village, pawns stand side by side)."""
    where = view.pawns[seat] if position is None else position
    if where < VILLAGES:
        x, y = support_point(view, where)
        here = [s for s, p in enumerate(view.pawns) if p == where]
        index = here.index(seat) if seat in here else 0
        spread = (index - (len(here) - 1) / 2) * layout.SCALE * 0.9
        return (x + spread, y + layout.SCALE * 0.5)
    plank = where - VILLAGES
    for p, a, b in view.bridges:
        if p == plank:
            ends = bridge_ends(view, a, b)
            mid = ((ends[0][0] + ends[1][0]) / 2, (ends[0][1] + ends[1][1]) / 2)
            return layout.to_screen(mid)
    return layout.to_screen((0.0, 0.0))


def draw_water(surface: pygame.Surface, t: float) -> None:
    """The river and its slow ripples, clipped to the board."""
    rect = layout.BOARD_RECT
    pygame.draw.rect(surface, art.WATER, rect)
    clip = surface.get_clip()
    surface.set_clip(rect)
    for k in range(26):
        y = rect.y + (k * 37 + t * 9) % rect.height
        x = rect.x + (k * 113) % rect.width
        width = 24 + (k * 7) % 30
        bend = math.sin(t * 0.8 + k) * 2
        pygame.draw.arc(surface, art.WATER_LIGHT, (x, y + bend, width, 8), 0.3, 2.8, 1)
    surface.set_clip(clip)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2)


def draw_villages(surface: pygame.Surface, view: DeltaView) -> None:
    """Six village discs on the banks, in their colours (absent colours muted)."""
    clip = surface.get_clip()
    surface.set_clip(layout.BOARD_RECT)
    in_play = set(view.colours)
    radius = VILLAGE_RADIUS * layout.SCALE
    for village in range(VILLAGES):
        centre = support_point(view, village)
        tint = art.colour(village)
        if village not in in_play:
            tint = tuple((c + 2 * b) // 3 for c, b in zip(tint, art.BANK, strict=True))
        pygame.draw.circle(surface, art.BANK, centre, radius + 4)
        pygame.draw.circle(surface, tint, centre, radius)
        pygame.draw.circle(surface, art.edge(village), centre, radius, 2)
        _hut(surface, centre, art.edge(village))
    surface.set_clip(clip)


def _hut(surface: pygame.Surface, centre: Point, ink: tuple[int, int, int]) -> None:
    x, y = centre[0], centre[1] - layout.SCALE * 0.9
    u = layout.SCALE * 0.3
    pygame.draw.polygon(
        surface, ink, [(x - u * 1.6, y - u * 0.6), (x, y - u * 2), (x + u * 1.6, y - u * 0.6)], 2
    )
    pygame.draw.rect(surface, ink, (x - u * 1.1, y - u * 0.6, u * 2.2, u * 1.4), 2)


def draw_islets(surface: pygame.Surface, view: DeltaView) -> None:
    """The 27 islets (nothing on the open river: stones float on a grid of the water)."""
    if view.open_river:
        return
    points = river(view).points
    for site in range(VILLAGES, len(points)):
        centre = layout.to_screen(points[site])
        pygame.draw.circle(surface, art.ISLET, centre, ISLET_RADIUS * layout.SCALE)
        pygame.draw.circle(surface, art.ISLET_EDGE, centre, ISLET_RADIUS * layout.SCALE, 1)


def draw_stones(surface: pygame.Surface, view: DeltaView, hide: Collection[int] = ()) -> None:
    """A grey disc on every site with a stone."""
    for site in view.stones:
        if site not in hide:
            art.draw_stone(surface, support_point(view, site))


def draw_bridges(surface: pygame.Surface, view: DeltaView, hide: Collection[int] = ()) -> None:
    """Every bridge: its plank to scale, centred on its gap, in its owner's colour, with pips."""
    for plank, a, b in view.bridges:
        if plank in hide:
            continue
        p, q = bridge_ends(view, a, b)
        art.draw_plank_corners(surface, art.plank_corners(p, q, plank_length(plank)), plank)


def draw_pawns(surface: pygame.Surface, view: DeltaView, hide: Collection[int] = ()) -> None:
    """Every seat's pawn."""
    for seat, colour in enumerate(view.colours):
        if seat not in hide:
            art.draw_pawn(surface, pawn_point(view, seat), colour)


def draw_gap(surface: pygame.Surface, view: DeltaView, a: int, b: int | None, t: float) -> None:
    """The chosen supports of a bridge to build: rings, and a dashed line across the gap."""
    first = support_point(view, a)
    pulse = 2 + math.sin(t * 5)
    pygame.draw.circle(surface, art.LIT, first, 0.7 * layout.SCALE + pulse, 3)
    if b is None:
        return
    second = support_point(view, b)
    pygame.draw.circle(surface, art.LIT, second, 0.7 * layout.SCALE + pulse, 3)
    p, q = bridge_ends(view, a, b)
    ps, qs = layout.to_screen(p), layout.to_screen(q)
    dashes = 14
    for k in range(0, dashes, 2):
        u, v = k / dashes, (k + 1) / dashes
        pygame.draw.line(
            surface,
            art.LIT,
            (ps[0] + (qs[0] - ps[0]) * u, ps[1] + (qs[1] - ps[1]) * u),
            (ps[0] + (qs[0] - ps[0]) * v, ps[1] + (qs[1] - ps[1]) * v),
            2,
        )


def draw_board(
    surface: pygame.Surface,
    view: DeltaView,
    t: float,
    hide_stones: Collection[int] = (),
    hide_bridges: Collection[int] = (),
    hide_pawns: Collection[int] = (),
) -> None:
    """The whole river as `view` has it, minus what an animation draws itself."""
    draw_water(surface, t)
    draw_villages(surface, view)
    draw_islets(surface, view)
    draw_bridges(surface, view, hide_bridges)
    draw_stones(surface, view, hide_stones)
    draw_pawns(surface, view, hide_pawns)


def draw_acting(surface: pygame.Surface, view: DeltaView, seat: int, t: float) -> None:
    """The "who acts now" ring around the acting seat's pawn (resolution only)."""
    if view.phase != "resolve" or not 0 <= seat < len(view.pawns):
        return
    x, y = pawn_point(view, seat)
    radius = layout.SCALE * (1.0 + 0.12 * math.sin(t * 5))
    pygame.draw.circle(surface, theme.FOCUS, (x, y), radius, 3)


def draw_trial_plank(
    surface: pygame.Surface, view: DeltaView, gap: tuple[int, int], plank: int
) -> None:
    """The chosen plank held over the gap, to scale and see-through: judged by eye, not told."""
    p, q = bridge_ends(view, *gap)
    corners = art.plank_corners(p, q, plank_length(plank))
    left = min(x for x, _y in corners)
    top = min(y for _x, y in corners)
    right = max(x for x, _y in corners)
    bottom = max(y for _x, y in corners)
    layer = pygame.Surface((int(right - left) + 4, int(bottom - top) + 4), pygame.SRCALPHA)
    shifted = [(x - left + 2, y - top + 2) for x, y in corners]
    art.draw_plank_corners(layer, shifted, plank)
    layer.set_alpha(180)
    surface.blit(layer, (left - 2, top - 2))
    pygame.draw.polygon(surface, theme.FOCUS, corners, 2)  # seen on the water in any colour

"""Drakon map sprites and geometry: the chamber image cache, hero figures and where things are.

Chamber art costs ~0.7 ms per tile the first time it is drawn at a new size, so the map never
asks for a new size in the middle of a zoom: it draws the nearest size already made (scaled),
and `warm` makes the camera's goal size a few tiles per frame (a 3 ms budget) until all are
ready. Hero spots, the Rotate radial and every target's rectangle are computed here, for the
painter and for hit-testing alike.
"""

from __future__ import annotations

import functools
import math
from time import perf_counter
from typing import TYPE_CHECKING, Any

import pygame

from game.rules.drakon.tiles import KINDS
from game.views import theme

from . import art, layout, panels, targets

if TYPE_CHECKING:
    from .view import DrakonBoardView

WARM_BUDGET_S = 0.003
MAP_FILL = (24, 19, 30)
GRID = (58, 48, 70)
GOOD = (90, 230, 120)
BAD = (255, 90, 80)
_warm: set[tuple[int, int, int, bool]] = set()
_sizes: dict[tuple[int, int, bool], set[int]] = {}  # (kind, rot, icon) -> sizes in _warm


def _remember(key: tuple[int, int, int, bool]) -> None:
    _warm.add(key)
    _sizes.setdefault((key[0], key[1], key[3]), set()).add(key[2])


# ---------------------------------------------------------------------------- tile cache


def has_icon(kind: int) -> bool:
    """True for tiles that carry the Drakon icon (the figure option)."""
    return KINDS[kind].icon


def tile_image(kind: int, rot: int, size: float) -> pygame.Surface:
    """The chamber at about `size` px: the exact cached size if made, else a scaled neighbour."""
    q = art.quantise(size)
    icon = has_icon(kind)
    key = (kind, rot % 4, q, icon)
    if key in _warm:
        return art.chamber_surface(kind, rot, q, drakon_icon=icon)
    made = _sizes.get(key[:2] + key[3:])
    if not made:
        _remember(key)
        return art.chamber_surface(kind, rot, q, drakon_icon=icon)
    near = min(made, key=lambda s: abs(s - q))
    return pygame.transform.smoothscale(
        art.chamber_surface(kind, rot, near, drakon_icon=icon), (q, q)
    )


def warm(board_cells: list[tuple[int, int]], size: float) -> None:
    """Make the chamber images of the camera's goal size, within a small time budget."""
    q = art.quantise(size)
    if len(_warm) > 640:
        _warm.clear()  # the art cache has evicted most of these by now anyway
        _sizes.clear()
    started = perf_counter()
    for kind, rot in board_cells:
        key = (kind, rot % 4, q, has_icon(kind))
        if key in _warm:
            continue
        art.chamber_surface(kind, rot, q, drakon_icon=key[3])
        _remember(key)
        if perf_counter() - started > WARM_BUDGET_S:
            return


@functools.lru_cache(maxsize=64)
def square(size: int, colour: tuple[int, int, int], alpha: int, width: int) -> pygame.Surface:
    """A rounded square of `colour` (filled at `alpha`, or an outline `width` wide): cell marks."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour, alpha), (0, 0, size, size), border_radius=max(2, size // 10))
    if width:
        pygame.draw.rect(
            s, (*colour, 235), (0, 0, size, size), width, border_radius=max(2, size // 10)
        )
    return s


# ---------------------------------------------------------------------------- geometry


CORNERS = [(-0.34, 0.47), (0.34, 0.47), (-0.34, -0.14), (0.34, -0.14)]
"""Where heroes stand on a chamber (feet, in cells from its centre; y down the screen): the
corners, so the chamber's emblem in the middle stays readable (issue 12). Bottom ones first."""
SIDES = [(-0.38, 0.16), (0.38, 0.16)]
"""A fifth and sixth hero on one chamber stand at the left and right sides, smaller."""


def hero_offsets(count: int) -> list[tuple[float, float]]:
    """Where heroes sharing a chamber stand (fractions of a cell), so all are visible and the
    emblem in the middle is not covered."""
    count = min(max(count, 1), 6)
    return (CORNERS + SIDES)[:count]


def hero_scale(count: int) -> float:
    """Hero size in cells for `count` heroes on one chamber."""
    return 0.3 if count <= 4 else 0.24


def hero_spots(view: Any, camera: Any) -> dict[int, tuple[float, float, float]]:
    """seat -> (screen x of the feet centre, screen y of the feet, size px) on the map."""
    groups: dict[tuple[int, int], list[int]] = {}
    for seat, cell in enumerate(view.heroes):
        groups.setdefault(tuple(cell), []).append(seat)
    spots = {}
    for cell, seats in groups.items():
        cx, cy = camera.to_screen(cell)
        size = camera.zoom * hero_scale(len(seats))
        for seat, (ox, oy) in zip(seats, hero_offsets(len(seats)), strict=False):
            spots[seat] = (cx + ox * camera.zoom, cy + oy * camera.zoom, size)
    return spots


def hero_rect(board: DrakonBoardView, seat: int | None) -> pygame.Rect:
    """Screen rectangle of a hero figure on the map (for clicking it)."""
    if seat is None or board.view is None or seat >= len(board.view.heroes):
        return pygame.Rect(0, 0, 0, 0)
    x, y, size = hero_spots(board.view, board.camera)[seat]
    return pygame.Rect(round(x - size * 0.35), round(y - size), round(size * 0.7), round(size))


def radial_rects(board: DrakonBoardView) -> list[pygame.Rect]:
    """Rects of the Rotate radial's choices, in the order of the radial targets."""
    radial = [t for t in board.targets if t.kind == "radial"]
    if not radial or board.rotating is None:
        return []
    camera = board.camera
    centre = camera.to_screen(board.rotating)
    size = max(40, int(camera.zoom * 0.62))
    radius = camera.zoom * 0.5 + size * 1.05
    up = centre[1] - radius - size > layout.MAP_RECT.y
    points = layout.radial_points(centre, radius if up else -radius, 3)
    slot = {3: 0, 2: 1, 1: 2}  # anticlockwise on the left, half turn on top, clockwise right
    if not up:
        slot = {3: 2, 2: 1, 1: 0}  # below the chamber the arc runs the other way round
    rects = []
    for target in radial:
        rect = pygame.Rect(0, 0, size, size)
        rect.center = points[slot[target.extra["turn"]]]
        rects.append(rect)
    return rects


def target_rect(board: DrakonBoardView, target: targets.Target) -> pygame.Rect:
    """Screen rectangle of any target (cells follow the camera)."""
    if target.kind == "cell" and target.cell is not None:
        return board.camera.cell_rect(target.cell)
    if target.kind == "radial":
        radial = [t for t in board.targets if t.kind == "radial"]
        rects = radial_rects(board)
        index = next(i for i, t in enumerate(radial) if t is target)
        return rects[index] if index < len(rects) else pygame.Rect(0, 0, 0, 0)
    if target.kind == "tray" and board.view is not None and target.index is not None:
        rects = layout.tray_rects(len(board.view.hand))
        return rects[target.index] if target.index < len(rects) else pygame.Rect(0, 0, 0, 0)
    if target.kind == "seat" and target.seat is not None:
        return layout.panel_rects(len(board.seats))[target.seat]
    if target.kind == "button":
        return panels.button_rects(board).get(id(target), pygame.Rect(0, 0, 0, 0))
    return pygame.Rect(0, 0, 0, 0)


def resolve(board: DrakonBoardView, ref: tuple[str, Any]) -> tuple[float, float]:
    """Screen point of an animation end point."""
    what, value = ref
    if what == "cell":
        return board.camera.to_screen(value)
    if what == "hero" and board.view is not None:
        x, y, size = hero_spots(board.view, board.camera).get(value, (0, 0, 0))
        return (x, y - size * 0.6)
    return value


def draw_hero(board: DrakonBoardView, surface: pygame.Surface, seat: int, hero: int, feet: tuple[float, float],
          size: float, active: bool, time: float, scale: float = 1.0, angle: float = 0.0) -> None:  # fmt: skip
    """A seat's hero standing at `feet` (bobbing when `active`), scaled and turned for walks."""
    if scale <= 0.05:
        return
    colour = board.seat_colour(seat)
    image = art.hero_surface(hero, colour, max(8, size * scale))
    if angle:
        image = pygame.transform.rotate(image, angle)
    x, y = feet
    shadow = pygame.Rect(0, 0, size * 0.55 * scale, size * 0.16 * scale)
    shadow.center = (x, y - size * 0.04)
    ring = colour if not active else theme.FOCUS
    pygame.draw.ellipse(surface, (0, 0, 0), shadow)
    pygame.draw.ellipse(surface, ring, shadow, 2)
    bob = math.sin(time * 4 + seat) * size * 0.03 if active else 0.0
    surface.blit(image, image.get_rect(midbottom=(x, y + bob - size * 0.02)))

"""The Drakon map camera: pan and zoom over an unbounded grid, with easing and limits.

World coordinates are in cells with y pointing DOWN the screen: cell (x, y) of the engine (y
grows north) sits at world (x, -y). The camera keeps a centre and a zoom (pixels per cell) and
glides towards goals: a pan or zoom request sets the goal, `update` eases there (exponential
smoothing, frame-rate independent). Dragging moves the camera directly. The centre is clamped
to the lair's bounding box plus a margin so the map can never be lost off screen.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

Cell = tuple[int, int]

ZOOM_LEVELS = (32, 40, 48, 56, 64, 72, 84, 96, 112, 128)
"""Zoom stops in pixels per cell (multiples of 4: the tile art is cached at these sizes)."""
DEFAULT_ZOOM = 72
READABLE_ZOOM = 56
"""The smallest zoom the camera picks by itself: chamber emblems and arrows read well."""
FRAME_ZOOM = ZOOM_LEVELS[-2]
"""The largest zoom a frame picks (a one-chamber lair is shown big, not huge)."""
MIN_ZOOM, MAX_ZOOM = ZOOM_LEVELS[0], ZOOM_LEVELS[-1]
MARGIN_CELLS = 2.5
GLIDE_RATE = 7.0  # 1/s: how fast the camera closes on its goal
PAN_SPEED = 9.0  # cells per second at zoom 64 while a pan key is held


class Camera:
    """Centre (world cells) and zoom (px per cell) of the map viewport, easing to goals."""

    def __init__(self, viewport: pygame.Rect) -> None:
        self.viewport = pygame.Rect(viewport)
        self.x = 0.0
        self.y = 0.0
        self.zoom = float(DEFAULT_ZOOM)
        self.goal_x = 0.0
        self.goal_y = 0.0
        self.goal_zoom = float(DEFAULT_ZOOM)
        self.bounds = (-1.0, -1.0, 1.0, 1.0)  # world min x, min y, max x, max y of the tiles
        self.instant = False  # animation speed 0: jump to goals

    # ----------------------------------------------------------------- conversions
    def to_screen(self, cell: Cell) -> tuple[float, float]:
        """Screen centre of engine cell `cell`."""
        return self.world_to_screen(cell[0], -cell[1])

    def world_to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        """Screen point of a world point."""
        cx, cy = self.viewport.center
        return (cx + (wx - self.x) * self.zoom, cy + (wy - self.y) * self.zoom)

    def screen_to_world(self, pos: tuple[float, float]) -> tuple[float, float]:
        """World point under a screen point."""
        cx, cy = self.viewport.center
        return (self.x + (pos[0] - cx) / self.zoom, self.y + (pos[1] - cy) / self.zoom)

    def cell_at(self, pos: tuple[float, float]) -> Cell | None:
        """Engine cell under a screen point (None outside the viewport)."""
        if not self.viewport.collidepoint(pos):
            return None
        wx, wy = self.screen_to_world(pos)
        return (math.floor(wx + 0.5), -math.floor(wy + 0.5))

    def cell_rect(self, cell: Cell, scale: float = 1.0) -> pygame.Rect:
        """Screen rectangle of a cell (optionally scaled about its centre)."""
        sx, sy = self.to_screen(cell)
        size = self.zoom * scale
        return pygame.Rect(round(sx - size / 2), round(sy - size / 2), round(size), round(size))

    def visible(self, cell: Cell, margin: float = 0.0) -> bool:
        """True if the cell lies inside the viewport shrunk by `margin` cells."""
        sx, sy = self.to_screen(cell)
        pad = (0.5 + margin) * self.zoom
        rect = self.viewport
        return (
            rect.left + pad <= sx <= rect.right - pad and rect.top + pad <= sy <= rect.bottom - pad
        )

    # ----------------------------------------------------------------- limits
    def set_bounds(self, cells: Iterable[Cell]) -> None:
        """Remember the lair's extent (engine cells) for clamping."""
        xs, ys = [], []
        for x, y in cells:
            xs.append(x)
            ys.append(-y)
        if xs:
            self.bounds = (min(xs), min(ys), max(xs), max(ys))
        self._clamp_goal()
        self.x, self.y = self._clamped(self.x, self.y)

    def _clamped(self, x: float, y: float) -> tuple[float, float]:
        x0, y0, x1, y1 = self.bounds
        return (
            min(max(x, x0 - MARGIN_CELLS), x1 + MARGIN_CELLS),
            min(max(y, y0 - MARGIN_CELLS), y1 + MARGIN_CELLS),
        )

    def _clamp_goal(self) -> None:
        self.goal_x, self.goal_y = self._clamped(self.goal_x, self.goal_y)
        self.goal_zoom = min(max(self.goal_zoom, MIN_ZOOM), MAX_ZOOM)

    # ----------------------------------------------------------------- requests
    def pan_by(self, dx: float, dy: float) -> None:
        """Move the goal by (dx, dy) world cells."""
        self.goal_x += dx
        self.goal_y += dy
        self._clamp_goal()

    def drag_to(self, anchor_world: tuple[float, float], pos: tuple[float, float]) -> None:
        """Follow a mouse drag: keep `anchor_world` under the pointer, at once (no easing)."""
        cx, cy = self.viewport.center
        x = anchor_world[0] - (pos[0] - cx) / self.zoom
        y = anchor_world[1] - (pos[1] - cy) / self.zoom
        self.x, self.y = self._clamped(x, y)
        self.goal_x, self.goal_y = self.x, self.y

    def zoom_step(self, steps: int, pivot: tuple[float, float] | None = None) -> None:
        """Zoom in (`steps` > 0) or out by stops, keeping the world point at `pivot` still."""
        current = min(ZOOM_LEVELS, key=lambda z: abs(z - self.goal_zoom))
        index = ZOOM_LEVELS.index(current) + steps
        target = float(ZOOM_LEVELS[min(max(index, 0), len(ZOOM_LEVELS) - 1)])
        if pivot is not None and self.viewport.collidepoint(pivot):
            # The point under the pointer stays under the pointer once the zoom settles.
            wx, wy = self.screen_to_world(pivot)
            cx, cy = self.viewport.center
            self.goal_x = wx - (pivot[0] - cx) / target
            self.goal_y = wy - (pivot[1] - cy) / target
        self.goal_zoom = target
        self._clamp_goal()

    def look_at(self, cell: Cell) -> None:
        """Glide so that `cell` is in the middle."""
        self.goal_x, self.goal_y = float(cell[0]), float(-cell[1])
        self._clamp_goal()

    def frame(
        self, cells: Iterable[Cell], *, only_if_needed: bool = False, zoom_in: bool = False
    ) -> None:
        """Glide (and zoom out if needed) so every cell in `cells` is comfortably visible.

        With `only_if_needed`, nothing moves when they are all visible already. The zoom only
        grows when `zoom_in` is set (Home / F frames the lair at the best size).
        """
        cells = list(cells)
        if not cells:
            return
        if only_if_needed and all(self._goal_visible(cell) for cell in cells):
            return
        xs = [c[0] for c in cells]
        ys = [-c[1] for c in cells]
        best = float(self.fit_zoom(cells))
        if zoom_in:
            self.goal_zoom = min(best, float(FRAME_ZOOM))
        else:
            self.goal_zoom = min(self.goal_zoom, best)
        self.goal_x = (max(xs) + min(xs)) / 2
        self.goal_y = (max(ys) + min(ys)) / 2
        self._clamp_goal()

    def fit_zoom(self, cells: Iterable[Cell]) -> int:
        """The largest zoom stop at which every cell of `cells` fits with a margin."""
        cells = list(cells)
        if not cells:
            return FRAME_ZOOM
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        span_x = max(xs) - min(xs) + 1 + 2.2
        span_y = max(ys) - min(ys) + 1 + 2.2
        fit = min(self.viewport.width / span_x, self.viewport.height / span_y)
        fitting = [z for z in ZOOM_LEVELS if z <= fit] or [MIN_ZOOM]
        return fitting[-1]

    def follow(self, lair: list[Cell], action: list[Cell]) -> None:
        """Keep the lair framed while it fits at a readable zoom; once it is bigger, stay at a
        readable zoom and glide to where the action is (`action`: cells just played)."""
        if self.fit_zoom(lair) >= READABLE_ZOOM:
            self.frame(lair, zoom_in=True)
            return
        self.goal_zoom = max(self.goal_zoom, float(READABLE_ZOOM))
        self._clamp_goal()
        if action:
            self.frame(action, only_if_needed=True)
            self.goal_zoom = max(self.goal_zoom, float(READABLE_ZOOM))

    def _goal_visible(self, cell: Cell) -> bool:
        cx, cy = self.viewport.center
        sx = cx + (cell[0] - self.goal_x) * self.goal_zoom
        sy = cy + (-cell[1] - self.goal_y) * self.goal_zoom
        pad = 0.9 * self.goal_zoom
        rect = self.viewport
        return (
            rect.left + pad <= sx <= rect.right - pad and rect.top + pad <= sy <= rect.bottom - pad
        )

    # ----------------------------------------------------------------- motion
    def update(self, dt: float, pan: tuple[float, float] = (0.0, 0.0)) -> None:
        """Ease towards the goals; `pan` is a held-key direction (-1..1 per axis)."""
        if pan != (0.0, 0.0):
            rate = PAN_SPEED * 64.0 / self.zoom * dt
            self.pan_by(pan[0] * rate, pan[1] * rate)
        if self.instant:
            self.x, self.y, self.zoom = self.goal_x, self.goal_y, self.goal_zoom
            return
        blend = 1.0 - math.exp(-GLIDE_RATE * dt)
        self.x += (self.goal_x - self.x) * blend
        self.y += (self.goal_y - self.y) * blend
        self.zoom += (self.goal_zoom - self.zoom) * blend
        if abs(self.zoom - self.goal_zoom) < 0.05:
            self.zoom = self.goal_zoom
        if abs(self.x - self.goal_x) < 1e-3 and abs(self.y - self.goal_y) < 1e-3:
            self.x, self.y = self.goal_x, self.goal_y

    def settle(self) -> None:
        """Jump to the goals now."""
        self.x, self.y, self.zoom = self.goal_x, self.goal_y, self.goal_zoom

    @property
    def moving(self) -> bool:
        """True while gliding or zooming."""
        return (self.x, self.y, self.zoom) != (self.goal_x, self.goal_y, self.goal_zoom)

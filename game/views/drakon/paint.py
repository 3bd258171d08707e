"""Drawing the Drakon lair map: chambers, frontier grid, heroes, coins on Start, the Drakon
figure, lit targets, the ghost of a picked tile, the path preview, the Rotate radial and the
running animation. Panels, tray, lair box and buttons are in panels.py; the image cache and
the geometry in sprites.py.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.text import N_
from game.i18n import _
from game.views import theme
from game.views.backdrop import draw_focus_ring
from game.views.tween import arc_point, lerp, lerp_point

from . import art, layout, panels, targets
from .sprites import (
    BAD,
    GOOD,
    GRID,
    MAP_FILL,
    draw_hero,
    hero_spots,
    radial_rects,
    resolve,
    square,
    target_rect,
    tile_image,
    warm,
)  # fmt: skip

if TYPE_CHECKING:
    from .view import DrakonBoardView

RADIAL_WORDS = {1: N_("turn right"), 2: N_("half turn"), 3: N_("turn left")}
"""The Rotate radial's choices by quarter turns clockwise (msgids)."""


# ---------------------------------------------------------------------------- paint


def paint(board: DrakonBoardView, surface: pygame.Surface, time: float) -> None:
    """Draw everything of the board for the current frame."""
    view, anim, progress = board.display()
    if view is None:
        return
    camera = board.camera
    warm([(kind, rot) for _, kind, rot in view.board], camera.goal_zoom)
    pygame.draw.rect(surface, MAP_FILL, layout.MAP_RECT, border_radius=14)
    clip = surface.get_clip()
    surface.set_clip(layout.MAP_RECT)
    hidden = anim.get("hide", set()) if anim else set()
    _grid(surface, view, camera)
    _tiles(surface, view, camera, hidden)
    _start_coins(surface, view, camera)
    interactive = anim is None and board.turn is not None
    if interactive:
        _lit(board, surface, time)
        _path_preview(board, surface, view)
    _drakon_figure(surface, view, camera, anim)
    _heroes(board, surface, view, anim, progress, time)
    if anim is not None:
        _map_animation(board, surface, anim, progress)
    if interactive:
        _ghost(board, surface, time)
        _radial(board, surface, time)
    surface.set_clip(clip)
    pygame.draw.rect(surface, theme.PANEL_EDGE, layout.MAP_RECT, 2, border_radius=14)
    panels.draw_all(board, surface, view, anim, time)
    if anim is not None:
        _screen_animation(board, surface, anim, progress)
    if interactive and board.focus_visible and board.targets:
        target = board.targets[board.focus % len(board.targets)]
        rect = target_rect(board, target)
        if target.kind != "cell" or layout.MAP_RECT.contains(rect):
            draw_focus_ring(surface, rect, time, radius=8)
    if not view.over:  # dust and sparks stay on the map; only the winners' burst may leave it
        surface.set_clip(layout.MAP_RECT)
    board.particles.draw(surface)
    surface.set_clip(clip)
    panels.draw_message(board, surface)


def _grid(surface: pygame.Surface, view: Any, camera: Any) -> None:
    cells = {cell for cell, _, _ in view.board}
    for cell in cells:
        for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            near = (cell[0] + dx, cell[1] + dy)
            if near in cells or not camera.visible(near, -0.6):
                continue
            pygame.draw.rect(surface, GRID, camera.cell_rect(near, 0.9), 1)


def _tiles(surface: pygame.Surface, view: Any, camera: Any, hidden: set) -> None:
    for cell, kind, rot in view.board:
        if cell in hidden or not camera.visible(cell, -0.6):
            continue
        image = tile_image(kind, rot, camera.zoom)
        surface.blit(image, image.get_rect(center=camera.to_screen(cell)))


def _start_coins(surface: pygame.Surface, view: Any, camera: Any) -> None:
    count = view.start_coins
    if not count:
        return
    x, y = camera.to_screen((0, 0))
    size = max(12, int(camera.zoom * 0.3))
    coin = art.coin_surface(size)
    for index in range(min(count, 5)):
        surface.blit(
            coin,
            coin.get_rect(
                center=(x + camera.zoom * 0.28, y + camera.zoom * 0.26 - index * size * 0.18)
            ),
        )
    if count > 1:
        panels.label(
            surface,
            f"\u00d7{count}",
            14,
            theme.GOLD,
            {"midleft": (x + camera.zoom * 0.28 + size * 0.45, y + camera.zoom * 0.3)},
        )


def _drakon_figure(surface: pygame.Surface, view: Any, camera: Any, anim: dict | None) -> None:
    cell = view.drakon
    if cell is None or (anim is not None and anim["kind"] == "drakon"):
        return
    image = art.drakon_surface(camera.zoom * 0.8)
    x, y = camera.to_screen(cell)
    surface.blit(image, image.get_rect(center=(x, y - camera.zoom * 0.08)))


def _heroes(
    board: DrakonBoardView,
    surface: pygame.Surface,
    view: Any,
    anim: dict | None,
    progress: float,
    time: float,
) -> None:
    spots = hero_spots(view, board.camera)
    moving = anim.get("seat") if anim is not None and anim["kind"] in ("walk", "vortex") else None
    active = view.active
    for seat in sorted(spots, key=lambda s: spots[s][1]):
        if seat == moving:
            continue
        x, y, size = spots[seat]
        draw_hero(
            board,
            surface,
            seat,
            targets.hero_id(view, seat),
            (x, y),
            size,
            seat == active and not view.over,
            time,
        )


def _lit(board: DrakonBoardView, surface: pygame.Surface, time: float) -> None:
    pulse = 0.5 + 0.5 * math.sin(time * 4)
    camera = board.camera
    size = int(camera.zoom)
    hint = board.hint
    for target in board.targets:
        if target.kind != "cell" or target.cell is None:
            continue
        colour = targets.LIT_COLOURS.get(target.action_kind, theme.HIGHLIGHT)
        rect = camera.cell_rect(target.cell)
        if not layout.MAP_RECT.colliderect(rect):
            continue
        placing = target.action_kind == "place-cell"
        alpha = 40 + int(40 * pulse) if placing else 30 + int(30 * pulse)
        if target.cell == board.point and layout.MAP_RECT.collidepoint(board.mouse):
            alpha = 40 if board.picked_kind() is not None else 150  # the cell under the pointer
        surface.blit(square(size, colour, alpha // 10 * 10, 3), rect)
        if hint is not None and hint in target.actions:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), 3, border_radius=8)
    plan = board.hint_plan
    if hint is not None and plan is not None:  # a hinted tile: where it would go
        rect = camera.cell_rect(plan.cell)
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), 3, border_radius=8)


def _ghost(board: DrakonBoardView, surface: pygame.Surface, time: float) -> None:
    cell, kind = board.preview_cell(), board.picked_kind()
    if cell is None or kind is None:
        return
    camera = board.camera
    if cell not in board.place_cells() and cell in {c for c, _, _ in board.view.board}:
        return
    reason = board.preview_reason()
    image = tile_image(kind, board.rot, camera.zoom)
    if reason is not None:
        image = image.copy()
        image.set_alpha(140)
        image.fill((255, 120, 110, 255), special_flags=pygame.BLEND_RGBA_MULT)
    rect = camera.cell_rect(cell)
    colour = GOOD if reason is None else BAD
    pulse = 0.5 + 0.5 * math.sin(time * 5)
    pygame.draw.rect(surface, colour, rect.inflate(8 + 4 * pulse, 8 + 4 * pulse), border_radius=10)
    pygame.draw.rect(surface, MAP_FILL, rect.inflate(2, 2), border_radius=8)
    surface.blit(image, image.get_rect(center=rect.center))
    words = reason if reason is not None else _("fits - click or Enter to place")
    above = rect.top - 16 > layout.MAP_RECT.top + 10
    panels.tag(surface, words, (rect.centerx, rect.top - 16 if above else rect.bottom + 16), colour)


def _path_preview(board: DrakonBoardView, surface: pygame.Surface, view: Any) -> None:
    point = board.point
    target = next((t for t in board.targets if t.kind == "cell" and t.cell == point), None)
    if target is None or target.action_kind not in ("move", "mind-move"):
        return
    controlled = target.action_kind == "mind-move" and len(view.pending) > 2
    seat = view.pending[2] if controlled else board.turn.seat
    start = view.heroes[seat]
    style, path = targets.move_path(targets.board_of(view), start, point)
    camera = board.camera
    points = [camera.to_screen(c) for c in path]
    colour = (200, 240, 255) if style != "vortex" else (200, 150, 255)
    for a, b in zip(points, points[1:], strict=False):
        _dashes(surface, a, b, colour, max(2, int(camera.zoom / 18)))
    if len(points) > 1:
        _arrow_head(surface, points[-2], points[-1], colour, camera.zoom * 0.16)


def _dashes(
    surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float], colour, width: int
) -> None:
    length = math.dist(a, b)
    count = max(1, int(length / 12))
    for index in range(0, count, 2):
        p = lerp_point(a, b, index / count)
        q = lerp_point(a, b, min(1.0, (index + 1) / count))
        pygame.draw.line(surface, colour, p, q, width)


def _arrow_head(surface: pygame.Surface, a, b, colour, size: float) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] - math.cos(angle) * size * 0.6, b[1] - math.sin(angle) * size * 0.6)
    left = (tip[0] - size * math.cos(angle - 0.5), tip[1] - size * math.sin(angle - 0.5))
    right = (tip[0] - size * math.cos(angle + 0.5), tip[1] - size * math.sin(angle + 0.5))
    pygame.draw.polygon(surface, colour, [tip, left, right])


def _radial(board: DrakonBoardView, surface: pygame.Surface, time: float) -> None:
    rects = radial_rects(board)
    if not rects:
        return
    kind, rot = targets.board_of(board.view)[board.rotating]
    centre = board.camera.to_screen(board.rotating)
    radial = [t for t in board.targets if t.kind == "radial"]
    pygame.draw.rect(
        surface,
        theme.FOCUS,
        board.camera.cell_rect(board.rotating).inflate(6, 6),
        3,
        border_radius=8,
    )
    for target, rect in zip(radial, rects, strict=False):
        pygame.draw.line(surface, theme.PANEL_EDGE, centre, rect.center, 2)
        turn = target.extra["turn"]
        pygame.draw.rect(surface, theme.PANEL, rect.inflate(10, 22), border_radius=10)
        image = tile_image(kind, rot + turn, rect.width)
        surface.blit(image, image.get_rect(center=rect.center))
        words = _(RADIAL_WORDS[turn])
        panels.label(surface, words, 12, theme.TEXT, {"midtop": (rect.centerx, rect.bottom + 1)})


# ---------------------------------------------------------------------------- animation


def _map_animation(board: DrakonBoardView, surface: pygame.Surface, anim: dict, t: float) -> None:
    camera = board.camera
    kind = anim["kind"]
    if kind == "walk":
        _walker(board, surface, anim, t)
    elif kind == "vortex":
        seat, (a, b) = anim["seat"], anim["path"]
        cell, scale = (a, 1 - t * 2) if t < 0.5 else (b, t * 2 - 1)
        x, y = camera.to_screen(cell)
        draw_hero(board, surface, seat, targets.hero_id(anim["base"], seat), (x, y + camera.zoom * 0.25), camera.zoom * 0.6, False, 0,
              scale=max(0.0, scale), angle=t * 720)  # fmt: skip
        if t < 0.95:
            board.particles.trail(x, y, (180, 140, 255), count=1)
    elif kind == "spin":
        image = tile_image(anim["tile"], anim["from"], camera.zoom)
        rotated = pygame.transform.rotate(image, -90 * anim["turn"] * t)
        surface.blit(rotated, rotated.get_rect(center=camera.to_screen(anim["cell"])))
    elif kind == "crumble":
        _crumble(board, surface, anim, t)
    elif kind == "beam":
        a, b = resolve(board, anim["from"]), resolve(board, anim["to"])
        end = lerp_point(a, b, t)
        pygame.draw.line(surface, (120, 40, 160), a, end, 9)
        pygame.draw.line(surface, (230, 160, 255), a, end, 3)
        pygame.draw.circle(surface, (255, 255, 255), end, 6)
    elif kind == "drakon":
        a = (
            camera.to_screen(anim["from"])
            if anim["from"] is not None
            else camera.to_screen(anim["to"])
        )
        b = camera.to_screen(anim["to"])
        image = art.drakon_surface(camera.zoom * 0.8)
        image.set_alpha(255 if anim["from"] is not None else int(255 * t))
        surface.blit(image, image.get_rect(center=arc_point(a, b, t, camera.zoom * 0.6)))


def _walker(board: DrakonBoardView, surface: pygame.Surface, anim: dict, t: float) -> None:
    camera = board.camera
    path = anim["path"]
    seat = anim["seat"]
    legs = max(1, len(path) - 1)
    where = min(legs - 1e-6, t * legs)
    leg = int(where)
    u = where - leg
    a, b = camera.to_screen(path[leg]), camera.to_screen(path[min(leg + 1, len(path) - 1)])
    if anim["style"] == "gust":
        points = [camera.to_screen(c) for c in path[: leg + 1]] + [lerp_point(a, b, u)]
        for width, colour in ((9, (70, 140, 150)), (3, (200, 250, 255))):
            if len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, width)
        x, y = lerp_point(a, b, u)
        board.particles.trail(x, y, (200, 250, 255), count=1)
    hop = 0.0 if anim["style"] in ("slide", "gust") else camera.zoom * 0.22
    x, y = arc_point(a, b, u, hop)
    draw_hero(
        board,
        surface,
        seat,
        targets.hero_id(anim["base"], seat),
        (x, y + camera.zoom * 0.25),
        camera.zoom * 0.6,
        False,
        0,
    )


def _crumble(board: DrakonBoardView, surface: pygame.Surface, anim: dict, t: float) -> None:
    camera = board.camera
    image = tile_image(anim["tile"], anim["rot"], camera.zoom)
    rect = image.get_rect(center=camera.to_screen(anim["cell"]))
    pieces = 4
    size = rect.width // pieces
    for row in range(pieces):
        for col in range(pieces):
            seed = (row * 7 + col * 13) % 10 / 10
            delay = seed * 0.35
            u = max(0.0, (t - delay) / (1 - delay))
            dx = (col - 1.5) * size * 0.5 * u
            dy = camera.zoom * 1.6 * u * u
            piece = image.subsurface((col * size, row * size, size, size)).copy()
            if u > 0:
                piece = pygame.transform.rotate(piece, (seed - 0.5) * 160 * u)
                piece.set_alpha(int(255 * (1 - u)))
            surface.blit(piece, (rect.x + col * size + dx, rect.y + row * size + dy))


def _screen_animation(
    board: DrakonBoardView, surface: pygame.Surface, anim: dict, t: float
) -> None:
    """Things flying between the panels, the tray and the map (not clipped to the map)."""
    camera = board.camera
    kind = anim["kind"]
    if kind == "place":
        a, b = resolve(board, anim["from"]), camera.to_screen(anim["cell"])
        size = lerp(camera.zoom * 0.55, camera.zoom, t)
        image = tile_image(anim["tile"], anim["rot"], size)
        surface.blit(image, image.get_rect(center=arc_point(a, b, t, 40)))
    elif kind == "swap":
        cell_pos, panel = camera.to_screen(anim["cell"]), resolve(board, anim["panel"])
        mid = lerp_point(cell_pos, panel, 0.5)
        for (tile, rot), start, end in (
            (anim["old"], cell_pos, panel),
            (anim["new"], panel, cell_pos),
        ):
            pos = lerp_point(start, end, t)
            swirl = math.sin(t * math.pi) * 60
            angle = math.atan2(pos[1] - mid[1], pos[0] - mid[0]) + math.pi / 2
            pos = (pos[0] + math.cos(angle) * swirl, pos[1] + math.sin(angle) * swirl)
            image = pygame.transform.rotate(
                tile_image(tile, rot, camera.zoom * (0.6 + 0.4 * abs(1 - 2 * t))), t * 360
            )
            surface.blit(image, image.get_rect(center=pos))
    elif kind == "coins":
        coin = art.coin_surface(26)
        for index, (start, end) in enumerate(anim["flights"]):
            u = max(0.0, min(1.0, t * 1.3 - index * 0.15))
            pos = arc_point(resolve(board, start), resolve(board, end), u, 70)
            surface.blit(coin, coin.get_rect(center=pos))
    elif kind == "tile":
        back = art.tile_back_surface(36)
        pos = arc_point(resolve(board, anim["from"]), resolve(board, anim["to"]), t, 50)
        surface.blit(back, back.get_rect(center=pos))

"""Mouse, keyboard (and, through game.gamepad, controller) input of the Drakon board view.

`handle(board, event)` returns (used, action or None) like every board view. The camera works
at any time (also while the AI thinks); choosing needs a turn. Cells on the map take a click on
release, so a press that turns into a drag only pans.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _

from . import layout, sprites, targets
from .view import (
    ARROWS,
    CONFIRM,
    DRAG_SLOP,
    FRAME_KEYS,
    NUMBER_KEYS,
    WASD,
    ZOOM_IN,
    ZOOM_OUT,
)

if TYPE_CHECKING:
    from .view import DrakonBoardView

Result = tuple[bool, int | None]


def handle(board: DrakonBoardView, event: pygame.event.Event) -> Result:
    """Dispatch one event."""
    kind = event.type
    if kind == pygame.MOUSEMOTION:
        return _motion(board, event)
    if kind == pygame.MOUSEBUTTONDOWN:
        return _press(board, event)
    if kind == pygame.MOUSEBUTTONUP:
        return _release(board, event)
    if kind == pygame.MOUSEWHEEL:
        return _wheel(board, event)
    if kind == pygame.KEYUP:
        board.held.pop(event.key, None)
        return False, None
    if kind == pygame.KEYDOWN:
        return _key(board, event)
    return False, None


# ---------------------------------------------------------------------------- hit testing


def target_at(board: DrakonBoardView, pos: tuple[int, int]) -> int | None:
    """Index of the target under `pos` (radial first, then rects, then the cell)."""
    order = ("radial", "button", "tray", "seat")
    for wanted in order:
        for index, target in enumerate(board.targets):
            if target.kind == wanted and sprites.target_rect(board, target).collidepoint(pos):
                return index
    cell = board.camera.cell_at(pos)
    if cell is None:
        return None
    for index, target in enumerate(board.targets):
        if target.kind == "cell" and target.cell == cell:
            return index
    for index, target in enumerate(board.targets):  # a hero on the map stands for its seat
        if target.kind == "seat" and sprites.hero_rect(board, target.seat).collidepoint(pos):
            return index
    return None


# ---------------------------------------------------------------------------- mouse


def _motion(board: DrakonBoardView, event: pygame.event.Event) -> Result:
    board.mouse = event.pos
    drag = board.drag
    if drag is not None:
        dx, dy = event.pos[0] - drag["pos"][0], event.pos[1] - drag["pos"][1]
        if board.dragging or math.hypot(dx, dy) > DRAG_SLOP:
            board.dragging = True
            board.hand_camera()
            board.camera.drag_to(drag["world"], event.pos)
        return True, None
    cell = board.camera.cell_at(event.pos)
    if cell is not None:
        board.point = cell
    index = target_at(board, event.pos)
    if index is not None:
        board.focus = index
    # The pointer itself marks a cell (lit brighter, ghost, path): the ring is for keys only.
    board.focus_visible = index is not None and board.targets[index].kind != "cell"
    return False, None


def _press(board: DrakonBoardView, event: pygame.event.Event) -> Result:
    board.mouse = event.pos
    button = event.button
    on_map = layout.MAP_RECT.collidepoint(event.pos)
    if button in (1, 2):
        if button == 1 and board.turn is not None:
            index = target_at(board, event.pos)
            if index is not None and board.targets[index].kind != "cell":
                board.focus = index
                return True, board.activate(index)
        if on_map:
            world = board.camera.screen_to_world(event.pos)
            board.drag = {"pos": event.pos, "world": world, "button": button}
            board.dragging = False
            return True, None
        if (
            button == 1
            and board.turn is not None
            and layout.ROTATE_BUTTONS[0].collidepoint(event.pos)
        ):
            return _rotate(board, -1)
        if (
            button == 1
            and board.turn is not None
            and layout.ROTATE_BUTTONS[1].collidepoint(event.pos)
        ):
            return _rotate(board, 1)
        return False, None
    if button == 3 and board.turn is not None:
        if board.picked_kind() is not None:
            return _rotate(board, 1)
        if board.rotating is not None or board.picked is not None:
            board._clear_selection()
            board._rebuild()
            return True, None
    return False, None


def _release(board: DrakonBoardView, event: pygame.event.Event) -> Result:
    drag, dragged = board.drag, board.dragging
    board.drag = None
    board.dragging = False
    if drag is None or dragged or drag["button"] != 1:
        return drag is not None, None
    if board.turn is None:
        return True, None
    index = target_at(board, event.pos)
    if index is None:
        if board.rotating is not None:  # a click beside the radial closes it
            board.rotating = None
            board._rebuild()
        return True, None
    board.focus = index
    return True, board.activate(index)


def _wheel(board: DrakonBoardView, event: pygame.event.Event) -> Result:
    if not layout.MAP_RECT.collidepoint(board.mouse):
        return False, None
    step = 1 if event.y > 0 else -1 if event.y < 0 else 0
    if not step:
        return False, None
    if board.turn is not None and board.picked_kind() is not None:
        return _rotate(board, -step)  # wheel up turns anticlockwise, like a knob
    board.hand_camera()
    board.camera.zoom_step(step, board.mouse)
    return True, None


def _rotate(board: DrakonBoardView, turn: int) -> Result:
    if board.picked_kind() is None:
        return False, None
    board.rotate_preview(turn)
    return True, None


# ---------------------------------------------------------------------------- keys


def _key(board: DrakonBoardView, event: pygame.event.Event) -> Result:
    key = event.key
    gamepad = bool(getattr(event, "gamepad", False))
    if key in WASD:
        board.hand_camera()
        board.held[key] = (board.clock, gamepad)
        return True, None
    if key in ZOOM_IN or key in ZOOM_OUT:
        board.hand_camera()
        board.camera.zoom_step(1 if key in ZOOM_IN else -1)
        return True, None
    if key in FRAME_KEYS:
        frame_lair(board)
        return True, None
    if key in ARROWS:
        if board.turn is not None and _cursor_mode(board):
            return _move_cursor(board, ARROWS[key])
        board.hand_camera()
        board.held[key] = (board.clock, gamepad)
        return True, None
    if board.turn is None:
        return False, None
    if key == pygame.K_r:
        if board.picked_kind() is None:
            board.error(_("Pick a tile first (click it or press its number)"))
            return True, None
        return _rotate(board, -1 if event.mod & pygame.KMOD_SHIFT else 1)
    if key == pygame.K_TAB:
        count = len(board.targets)
        if count:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            board.focus = (board.focus + step) % count if board.focus_visible else 0
            board.focus_visible = True
            _follow_focus(board)
            board.sound("focus")
        return True, None
    if key in NUMBER_KEYS:
        return _number(board, NUMBER_KEYS[key] - 1)
    if key in CONFIRM:
        if not board.targets:
            return True, None
        if _places_the_ghost(board):
            cell = board.preview_cell()
            if cell is None or cell not in board.place_cells():
                aim_at_lit_cell(board)
                return True, None
            return True, board.confirm(cell)
        if not board.focus_visible:
            board.focus_visible = True
            _follow_focus(board)
            return True, None
        return True, board.activate(board.focus % len(board.targets))
    if key == pygame.K_ESCAPE:
        if board.rotating is not None:
            board.rotating = None
            board._rebuild()
            return True, None
        if board.picked is not None:
            board.picked = None
            board.focus_visible = False  # the ring stood on the tile's cell: gone with it
            board._rebuild()
            return True, None
    return False, None


def _places_the_ghost(board: DrakonBoardView) -> bool:
    """True when Enter should lay the picked tile where its ghost is: a tile is picked and the
    keyboard focus is not on a hand tile or a button (those Enter still presses)."""
    if board.picked_kind() is None:
        return False
    if not board.focus_visible:
        return True
    return board.targets[board.focus % len(board.targets)].kind == "cell"


def aim_at_lit_cell(board: DrakonBoardView) -> None:
    """Point the keys (and the ghost) at a lit cell for the picked tile: the one pointed at
    already, else one the viewer's hero could walk into next, else the nearest; bring it into
    view."""
    cells = board.place_cells()
    if not cells:
        return
    cell = board.point if board.point in cells else None
    view, turn = board.view, board.turn
    if cell is None and view is not None and turn is not None:
        from .hints import doorsteps

        hero = view.heroes[turn.seat]
        near = doorsteps(view, turn.seat)  # where the hero could walk next: the useful spots

        def order(c: tuple[int, int]) -> tuple[bool, int, tuple[int, int]]:
            return c not in near, abs(c[0] - hero[0]) + abs(c[1] - hero[1]), c

        cell = min(cells, key=order)
    if cell is None:
        cell = cells[0]
    board.point = cell
    if board.preview_reason() is not None:  # start on a turn of the tile that fits there
        kind = board.picked_kind()
        lair = targets.board_of(board.view)
        rots = targets.fitting_rots(lair, cell, kind) if kind is not None else []
        if rots:
            board.rot = rots[0]
    for index, target in enumerate(board.targets):
        if target.kind == "cell" and target.cell == cell:
            board.focus = index
            board.focus_visible = True
            break
    _follow_focus(board)


def _number(board: DrakonBoardView, wanted: int) -> Result:
    for index, target in enumerate(board.targets):
        if target.kind == "tray" and target.index == wanted:
            board.focus = index
            board.focus_visible = True
            return True, board.activate(index)
    buttons = [i for i, t in enumerate(board.targets) if t.kind in ("button", "radial")]
    if board.picked_kind() is None and wanted < len(buttons):
        board.focus = buttons[wanted]
        return True, board.activate(buttons[wanted])
    board.error(_("No tile or button with that number"))
    return True, None


def _cursor_mode(board: DrakonBoardView) -> bool:
    """Arrows walk the lit cells while a tile is picked or a cell has the keyboard focus."""
    if board.picked_kind() is not None:
        return True
    if not board.focus_visible or not board.targets:
        return False
    return board.targets[board.focus % len(board.targets)].kind in ("cell", "radial")


def _move_cursor(board: DrakonBoardView, direction: tuple[int, int]) -> Result:
    cells = [(i, t) for i, t in enumerate(board.targets) if t.kind == "cell"]
    if not cells:
        return True, None
    here = board.point
    current = board.targets[board.focus % len(board.targets)] if board.focus_visible else None
    if current is not None and current.kind == "cell":
        here = current.cell
    if here is None:
        index = min(cells, key=lambda it: abs(it[1].cell[0]) + abs(it[1].cell[1]))[0]
    else:
        dx, dy = direction
        best = None
        for index, target in cells:
            # Screen direction: y grows down the screen, north (engine +y) is up.
            along = (target.cell[0] - here[0]) * dx + (here[1] - target.cell[1]) * dy
            across = abs((target.cell[0] - here[0]) * dy) + abs((here[1] - target.cell[1]) * dx)
            if along <= 0:
                continue
            score = along + 2 * across
            if best is None or score < best[0]:
                best = (score, index)
        if best is None:
            board.sound("error")
            return True, None
        index = best[1]
    board.focus = index
    board.focus_visible = True
    _follow_focus(board)
    board.sound("focus")
    return True, None


def _follow_focus(board: DrakonBoardView) -> None:
    """Keep the keyboard focus on screen; a focused cell is also where the ghost goes."""
    if not board.targets:
        return
    target = board.targets[board.focus % len(board.targets)]
    if target.kind == "cell" and target.cell is not None:
        board.point = target.cell
        if not board.camera.visible(target.cell, 0.0):
            board.camera.look_at(target.cell)


def frame_lair(board: DrakonBoardView) -> None:
    """Frame the whole lair (Home / F) and let the camera follow the game again."""
    board.frame_lair()

"""The Drakon board view: a pan/zoom lair map, the hand tray, six seat panels, and animations.

Mouse: drag (left or middle button) pans, the wheel zooms (or turns a picked tile), a click on a
hand tile picks it (legal cells light up; the tile is ghosted under the pointer, green if the
current turn fits, red with the reason if not), right click or R turns the preview, a click on a
lit cell plays. Keyboard: 1-9 pick a hand tile (or press a button), arrows move over the lit
cells (and pan when nothing is picked), WASD pan, +/- zoom, Home/F frame the lair, Tab cycles
every target, Enter plays, Esc unpicks. The compound steps (tile, cell, turn) are queued and
handed to the scene one by one through `follow_up`. Drawing: paint.py, panels.py (with
seat_panel.py and lair_box.py); input: controls.py; animations: anim.py. Actions are read through
their decoded records (kinds).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.record import SeatSpec
from game.i18n import _
from game.rules.drakon import actions
from game.rules.drakon.actions import decode
from game.rules.drakon.board import placements
from game.views import theme
from game.views.board_view import AnimatedBoardView, TurnInput
from game.views.particles import ParticleSystem
from game.views.tween import Sequence as TweenSequence

from . import anim, art, layout, seat_panel, targets
from .camera import Camera
from .targets import Cell, Target

NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)})
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
WASD = {pygame.K_a: (-1, 0), pygame.K_d: (1, 0), pygame.K_w: (0, -1), pygame.K_s: (0, 1)}
ZOOM_IN = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT = (pygame.K_MINUS, pygame.K_KP_MINUS)
FRAME_KEYS = (pygame.K_HOME, pygame.K_f)
DRAG_SLOP = 6  # pixels the pointer may wander before a press becomes a drag
STALE_KEY_S = 0.3  # a held key the keyboard no longer reports is dropped after this long


class DrakonBoardView(AnimatedBoardView):
    """Map, tray, panels and action bar of Drakon; input to actions, actions to animations."""

    def __init__(self, seats: Sequence[SeatSpec], sound: Callable[..., None] | None = None) -> None:
        super().__init__(seats, sound)
        art.forget_sizes()  # a new game: the last game's pictures would only fill memory
        seat_panel.forget_panels()
        self.show_private = True
        self.camera = Camera(layout.MAP_RECT)
        self.particles = ParticleSystem(gravity=160.0, seed=41)
        self.animation: TweenSequence | None = None
        self.final_view: Any = None
        self.clock = 0.0
        self.targets: list[Target] = []
        self.focus = 0
        self.focus_visible = False
        self.queue: list[int] = []
        self.picked: Target | None = None  # the hand tile being placed
        self.rot = 0  # preview rotation of the picked tile
        self.rotating: Cell | None = None  # Rotate a Chamber: the chamber whose radial is open
        self.point: Cell | None = None  # the cell under the pointer / keyboard cursor
        self.mouse = (0, 0)
        self.held: dict[int, tuple[float, bool]] = {}  # pan key -> (time pressed, from gamepad)
        self.drag: dict[str, Any] | None = None
        self.dragging = False
        self.follow = True  # the camera frames the lair / the action until panned by hand
        self.hint_plan: Any = None  # hints.Plan: the cell and turn completing a tile hint

    # ------------------------------------------------------------------ scene API
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """Drawing colour of a seat."""
        return theme.seat_colour(self.seats[seat].colour)

    def viewer(self) -> int | None:
        """The seat whose hand the tray shows (None: nobody's)."""
        view = self.view
        if view is None or not self.show_private:
            return None
        return view.seat

    def reset(self, view: Any) -> None:
        """Show `view` at once; forget selections and animations."""
        super().reset(view)
        self.animation = None
        self.final_view = None
        self.queue = []
        self.held.clear()
        self._clear_selection()
        self.targets = []
        if view is not None:
            self.camera.set_bounds(cell for cell, _, _ in view.board)
            if self.follow:
                self.camera.follow(self.lair(), self._turn_focus())
                self.camera.settle()

    def set_turn(self, turn: TurnInput | None) -> None:
        """Enable input for a human decision and compute what can be pointed at."""
        super().set_turn(turn)
        if self.hint is None:
            self.hint_plan = None
        self._clear_selection()
        self._rebuild()
        if turn is not None and self.follow and not self.busy():
            self.camera.follow(self.lair(), self._turn_focus())

    def lair(self) -> list[Cell]:
        """The cells of the lair as shown now."""
        return [] if self.view is None else [cell for cell, _, _ in self.view.board]

    def _turn_focus(self) -> list[Cell]:
        """What the camera should show of a decision: the deciding hero and its lit cells."""
        view = self.view
        if view is None or not view.heroes:
            return []
        seat = self.turn.seat if self.turn is not None else view.active
        cells = [view.heroes[seat]] if 0 <= seat < len(view.heroes) else []
        return cells + [t.cell for t in self.targets if t.kind == "cell" and t.cell is not None]

    def hand_camera(self) -> None:
        """The player panned or zoomed by hand: the camera stays where they put it."""
        self.follow = False

    def frame_lair(self) -> None:
        """Frame the whole lair (F / Home) and follow the game again."""
        self.follow = True
        if self.view is not None:
            self.camera.frame(self.lair(), zoom_in=True)

    def show_hint(self, action: int, then: Sequence[int] = ()) -> None:
        """Highlight a suggested action, say it in words (hints.py) and bring it into view; a
        tile to place goes where the search itself would lay it (`then`: its cell and turn),
        else where hints.complete finds it most use."""
        from . import hints

        super().show_hint(action, then)
        record = decode(action)
        self.hint_plan = None
        if record.kind == "place-tile" and record.tile is not None and self.turn is not None:
            self.hint_plan = hints.from_steps(record.tile, then) or hints.complete(
                self.view, self.turn.seat, record.tile
            )
        cell = self.hint_plan.cell if self.hint_plan is not None else record.cell
        if cell is not None and self.follow:
            self.camera.follow([*self.lair(), cell], [cell])
        elif cell is not None:
            self.camera.frame([cell], only_if_needed=True)

    def hint_words(self) -> str:
        """The hint in words, translated ("" when there is no hint)."""
        if self.hint is None or self.turn is None:
            return ""
        from . import hints

        return hints.words(self, self.hint, self.hint_plan)

    def prompt(self) -> str:
        """What the deciding player should do now (for the turn banner)."""
        from .panels import prompt

        return prompt(self)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where the thinking indicator goes: the seat panel's right side, vertically centred."""
        return seat_panel.anchor(layout.panel_rects(len(self.seats))[seat])

    def update(self, dt: float) -> None:
        """Advance animations, particles and the camera (held keys pan it)."""
        super().update(dt)
        self.clock += dt
        if self.animation is not None:
            self.animation.update(dt)
            self._finish_animation()
        self.particles.update(dt)
        self.camera.instant = self.speed <= 0
        self.camera.update(dt, self._pan_direction())

    def _pan_direction(self) -> tuple[float, float]:
        if not self.held:
            return (0.0, 0.0)
        pressed = pygame.key.get_pressed()
        for key, (since, pad) in list(self.held.items()):
            # A key released while another scene was on top never sent us its KEYUP.
            if not pad and self.clock - since > STALE_KEY_S and not pressed[key]:
                del self.held[key]
        dx = sum((WASD.get(k) or ARROWS[k])[0] for k in self.held)
        dy = sum((WASD.get(k) or ARROWS[k])[1] for k in self.held)
        return (max(-1.0, min(1.0, dx)), max(-1.0, min(1.0, dy)))

    # ------------------------------------------------------------------ targets
    def _clear_selection(self) -> None:
        self.picked = None
        self.rotating = None
        self.focus_visible = False

    def pending(self) -> str:
        """The pending decision's name ('' when none)."""
        return targets.pending_kind(self.view)

    def fixed_cell(self) -> Cell | None:
        """The cell a decision is bound to (placing step 3, Magical Shift step 2)."""
        view = self.view
        what = self.pending()
        if what == "place-rot":
            return view.pending[3]
        if what == "shift-place":
            return view.pending[2]
        return None

    def picked_kind(self) -> int | None:
        """The tile kind being placed (picked here, or already chosen in the engine)."""
        if self.picked is not None:
            return self.picked.tile
        if self.turn is not None and self.pending() in ("place-cell", "place-rot"):
            return self.view.pending[2]
        return None

    def _rebuild(self) -> None:
        """Recompute the targets of the current decision (and the picked tile's cells)."""
        self.targets = []
        turn, view = self.turn, self.view
        if turn is None or view is None:
            return
        found = targets.decision_targets(view, list(turn.legal), self.seats, self.show_private)
        kind = self.picked_kind()
        if kind is not None:
            # While a tile is in hand only its cells are lit (Esc gives the moves back).
            found = [t for t in found if t.kind != "cell"]
            for cell in self.place_cells():
                found.append(Target("cell", (), "place", "place-cell", cell=cell, tile=kind))
        if self.rotating is not None:
            found += self._radial_targets(found)
        self.targets = found
        self.focus = min(self.focus, max(0, len(found) - 1))

    def _radial_targets(self, found: list[Target]) -> list[Target]:
        """The Rotate radial's choices: one target per turn of the chamber being rotated."""
        radial = []
        for target in found:
            if target.kind == "cell" and target.action_kind == "rotate":
                if target.cell == self.rotating:
                    for action in target.actions:
                        turn = decode(action).turn
                        radial.append(Target("radial", (action,), "turn", "rotate",
                                             cell=self.rotating, extra={"turn": turn}))  # fmt: skip
        return radial

    def place_cells(self) -> list[Cell]:
        """Cells lit for the picked tile: where it fits in some rotation."""
        kind = self.picked_kind()
        if kind is None or self.view is None:
            return []
        fixed = self.fixed_cell()
        if fixed is not None:
            return [fixed]
        if self.turn is not None and self.pending() == "place-cell":
            records = [decode(action) for action in self.turn.legal]
            return [r.cell for r in records if r.kind == "place-cell" and r.cell is not None]
        return sorted({cell for _rot, cell in placements(targets.board_of(self.view), kind)})

    def preview_cell(self) -> Cell | None:
        """Where the picked tile is ghosted: the fixed cell, or the cell pointed at."""
        fixed = self.fixed_cell()
        if fixed is not None and self.picked_kind() is not None:
            return fixed
        return self.point if self.picked_kind() is not None else None

    def preview_reason(self) -> str | None:
        """Why the ghost (picked tile, preview turn, preview cell) may not be played."""
        cell, kind = self.preview_cell(), self.picked_kind()
        if cell is None or kind is None:
            return None
        board = targets.board_of(self.view)
        if self.fixed_cell() is not None and self.pending() == "shift-place":
            board.pop(cell, None)  # the chamber being swapped out does not count
        return targets.fit_reason(board, cell, kind, self.rot)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> tuple[bool, int | None]:
        """Turn one input event into (used, action or None)."""
        from . import controls

        return controls.handle(self, event)

    def camera_key(self, event: pygame.event.Event) -> bool:
        """True for a key that only moves the camera (the play scene passes these on while an
        animation runs instead of skipping it, so a player can look around during AI moves)."""
        key = event.key
        if key in WASD or key in ZOOM_IN or key in ZOOM_OUT or key in FRAME_KEYS:
            return True
        return key in ARROWS and self.turn is None

    def rotate_preview(self, turn: int) -> None:
        """Turn the picked tile's preview by `turn` quarter turns (clockwise if positive)."""
        self.rot = (self.rot + turn) % 4
        self.sound("focus")

    def error(self, reason: str) -> None:
        """Refuse with a spoken-aloud reason."""
        self.say(reason, error=True)
        self.sound("error")

    def activate(self, index: int) -> int | None:
        """Play, pick or open the target at `index`."""
        target = self.targets[index]
        if target.kind == "tray" and target.select:
            if self.picked is not None and self.picked.index == target.index:
                self.picked = None
            else:
                self.picked = target
                plan = self.hint_plan
                if plan is not None and plan.tile == target.tile:  # follow the hint's turn
                    self.rot = plan.rot
                    self.point = plan.cell
                fixed = self.fixed_cell()
                if fixed is not None:  # Magical Shift: start on a turn that fits the spot
                    board = targets.board_of(self.view)
                    board.pop(fixed, None)
                    rots = targets.fitting_rots(board, fixed, target.tile)
                    self.rot = rots[0] if rots else 0
            self.sound("click")
            self._rebuild()
            if self.picked is not None:
                from .controls import aim_at_lit_cell

                aim_at_lit_cell(self)  # the ghost shows where Enter would place it
            return None
        if target.kind == "cell" and target.action_kind == "place-cell":
            return self.confirm(target.cell)
        if target.kind == "cell" and target.select:
            self.rotating = None if self.rotating == target.cell else target.cell
            self.sound("click")
            self._rebuild()
            self._focus_first("radial")
            return None
        return self.send(target.actions)

    def confirm(self, cell: Cell | None) -> int | None:
        """Place the picked tile on `cell` at the preview turn (all steps queued)."""
        kind = self.picked_kind()
        if kind is None or cell is None or cell not in self.place_cells():
            self.error(_("Choose one of the lit cells"))
            return None
        self.point = cell
        reason = self.preview_reason()
        if reason is not None:
            self.error(_("That turn does not fit: {reason}").format(reason=reason))
            return None
        rot = targets.canonical_rot(kind, self.rot)
        what = self.pending()
        if what == "shift-place":
            steps: list[int] = [actions.shift_place(kind, rot)]
        elif what == "place-rot":
            steps = [actions.place_rot(rot)]
        elif what == "place-cell":
            steps = [actions.place_cell(cell), actions.place_rot(rot)]
        else:
            steps = list(actions.place_steps(kind, rot, cell))
        if self.turn is None or steps[0] not in self.turn.legal:
            self.error(_("That tile cannot be placed now"))
            return None
        return self.send(tuple(steps))

    def _focus_first(self, kind: str) -> None:
        for index, target in enumerate(self.targets):
            if target.kind == kind:
                self.focus = index
                self.focus_visible = True
                return

    # ------------------------------------------------------------------ animation
    def play(self, applied: Any) -> None:
        """Turn an applied action into a blocking animation ending on its view_after."""
        if self.busy():
            self.skip()
        if self.view is None:
            self.view = applied.view_before
        after = applied.view_after
        self.camera.set_bounds(
            [cell for cell, _, _ in after.board]
            + [cell for cell, _, _ in applied.view_before.board]
        )
        steps, focus = anim.build_steps(self, applied)
        if self.follow and not self.dragging and not self.held:
            self.camera.follow([cell for cell, _, _ in after.board], focus)
        self.start_animation(steps, after, after)

    def draw(self, surface: pygame.Surface, time: float) -> None:
        """Draw the whole board for this frame."""
        from . import paint

        paint.paint(self, surface, time)

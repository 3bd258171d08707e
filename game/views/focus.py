"""Keyboard, mouse and gamepad navigation over a list of widgets (`FocusGroup`).

Arrow keys move focus spatially (to the nearest widget in that direction); Left/Right adjust a
focused Cycle, Toggle or Slider instead; Tab/Shift-Tab walk the list in order; Enter or a click
activates; hovering focuses. Gamepads arrive as translated KEYDOWN events (see game.gamepad).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.views.backdrop import draw_focus_ring
from game.views.widgets import Slider, SoundHook, TextField, Widget

_DIRECTIONS = {
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
}


class FocusGroup:
    """Keyboard, mouse and gamepad navigation over a list of widgets with one visible focus."""

    def __init__(
        self, widgets: Sequence[Widget] = (), sound: SoundHook | None = None, focus: int = 0
    ) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.sound = sound or (lambda name: None)
        self.focus_index = -1
        self._dragging: Widget | None = None
        self.set_focus(focus)

    @property
    def focused(self) -> Widget | None:
        """The focused widget, if any."""
        if 0 <= self.focus_index < len(self.widgets):
            return self.widgets[self.focus_index]
        return None

    def _can_focus(self, widget: Widget) -> bool:
        return widget.focusable and widget.enabled

    def set_focus(self, target: int | Widget) -> None:
        """Focus a widget (by index or object); falls forward to the next focusable one."""
        index = self.widgets.index(target) if isinstance(target, Widget) else target
        count = len(self.widgets)
        for offset in range(count):
            candidate = (index + offset) % count
            if self._can_focus(self.widgets[candidate]):
                self.focus_index = candidate
                return
        self.focus_index = -1

    def _move_focus(self, index: int) -> bool:
        if index == self.focus_index or index < 0:
            return False
        self.focus_index = index
        self.sound("focus")
        return True

    def _linear(self, step: int, wrap: bool = True) -> int:
        count = len(self.widgets)
        index = self.focus_index
        for _ in range(count):
            index += step
            if not wrap and not 0 <= index < count:
                return -1
            index %= count
            if self._can_focus(self.widgets[index]):
                return index
        return -1

    def neighbour(self, dx: int, dy: int) -> int:
        """Index of the nearest focusable widget in direction (dx, dy), or -1."""
        current = self.focused
        if current is None:
            return self._linear(1)
        cx, cy = current.rect.center
        best, best_score = -1, math.inf
        for index, widget in enumerate(self.widgets):
            if widget is current or not self._can_focus(widget):
                continue
            wx, wy = widget.rect.center
            along = (wx - cx) * dx + (wy - cy) * dy
            across = abs((wx - cx) * dy) + abs((wy - cy) * dx)
            if along <= 4:
                continue
            score = along + 2.5 * across
            if score < best_score:
                best, best_score = index, score
        if best < 0 and dy:
            best = self._linear(dy)  # never stuck: Up/Down fall back to list order
        return best

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        """The focusable widget under `pos`."""
        for widget in self.widgets:
            if self._can_focus(widget) and widget.rect.collidepoint(pos):
                return widget
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Navigate, adjust, type or activate; True if the event was used."""
        focused = self.focused
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in _DIRECTIONS:
                dx, dy = _DIRECTIONS[key]
                if dx and focused is not None and focused.adjustable:
                    if focused.adjust(dx):
                        self.sound("click")
                    return True
                return self._move_focus(self.neighbour(dx, dy)) or True
            if key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                return self._move_focus(self._linear(step)) or True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if focused is None or (key == pygame.K_SPACE and isinstance(focused, TextField)):
                    return False
                self.sound("click" if focused.activate() else "error")
                return True
            if key == pygame.K_v and event.mod & pygame.KMOD_CTRL and focused is not None:
                return focused.paste_clipboard()  # a text field pastes; other widgets do nothing
            if key == pygame.K_BACKSPACE and focused is not None:
                return focused.backspace()
            return False
        if event.type == pygame.TEXTINPUT and focused is not None:
            return focused.text_input(event.text)
        if event.type == pygame.MOUSEMOTION:
            if self._dragging is not None:
                self._dragging.drag(event.pos)
                return True
            widget = self.widget_at(event.pos)
            if widget is not None:
                self._move_focus(self.widgets.index(widget))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            widget = self.widget_at(event.pos)
            if widget is None:
                return False
            self.focus_index = self.widgets.index(widget)
            self.sound("click" if widget.click(event.pos) else "error")
            if isinstance(widget, Slider):
                self._dragging = widget
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._dragging = None
            return True
        if event.type == pygame.MOUSEWHEEL and focused is not None and focused.adjustable:
            if focused.adjust(1 if event.y > 0 else -1):
                self.sound("click")
            return True
        return False

    def draw(self, surface: pygame.Surface, t: float) -> None:
        """Draw every widget, then the focus ring on top of the focused one."""
        for index, widget in enumerate(self.widgets):
            widget.draw(surface, index == self.focus_index, t)
        if self.focused is not None and not self.focused.own_focus:
            draw_focus_ring(surface, self.focused.rect, t)

"""Menu widgets and shared drawing helpers: the arcade-cabinet look of every menu screen.

Widgets are plain objects with a rect; a `FocusGroup` owns a list of them and turns keyboard,
mouse and (translated) gamepad input into focus moves and activations. Arrow keys move focus
spatially (to the nearest widget in that direction); Left/Right adjust a focused Cycle, Toggle
or Slider instead; Tab/Shift-Tab walk the list in order; Enter or a click activates; hovering
focuses. Drawing never changes state: animation comes from the `t` (seconds) passed in.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy
import pygame

from game.views import theme

Colour = tuple[int, int, int]
SoundHook = Callable[[str], None]

# ----------------------------------------------------------------------------- drawing helpers


@functools.cache
def _backdrop(size: tuple[int, int]) -> pygame.Surface:
    """A dark vertical gradient with a vignette (computed once per size)."""
    width, height = size
    ys = numpy.linspace(0.0, 1.0, height)[None, :]
    xs = numpy.linspace(-1.0, 1.0, width)[:, None]
    top, bottom = numpy.array((30, 18, 40)), numpy.array((8, 6, 14))
    rgb = top[None, None, :] * (1 - ys[..., None]) + bottom[None, None, :] * ys[..., None]
    vignette = 1.0 - 0.45 * (xs**2)[..., None] - 0.25 * ((ys - 0.45) ** 2)[..., None]
    rgb = numpy.clip(rgb * vignette, 0, 255).astype(numpy.uint8)
    surface = pygame.surfarray.make_surface(rgb)
    # convert() needs a display; headless tests draw without one
    return surface.convert() if pygame.display.get_surface() is not None else surface


@functools.cache
def glow_sprite(radius: int, colour: Colour) -> pygame.Surface:
    """A soft round glow of `colour` fading to black at `radius`; blit with BLEND_RGB_ADD."""
    size = radius * 2
    grid = numpy.arange(size) - radius + 0.5
    distance = numpy.sqrt(grid[:, None] ** 2 + grid[None, :] ** 2) / radius
    falloff = numpy.clip(1.0 - distance, 0.0, 1.0) ** 2
    rgb = falloff[..., None] * numpy.array(colour, dtype=float)[None, None, :]
    return pygame.surfarray.make_surface(rgb.astype(numpy.uint8))


def draw_backdrop(surface: pygame.Surface, t: float) -> None:
    """The shared background: gradient, two drifting glows and rising embers."""
    width, height = surface.get_size()
    surface.blit(_backdrop((width, height)), (0, 0))
    for index, (colour, radius) in enumerate(((theme.BACKGROUND_GLOW, 420), ((60, 24, 20), 360))):
        x = width * (0.3 + 0.45 * index) + math.sin(t * 0.13 + index * 2.1) * 120
        y = height * (0.45 - 0.1 * index) + math.cos(t * 0.17 + index) * 60
        sprite = glow_sprite(radius, colour)
        surface.blit(sprite, (x - radius, y - radius), special_flags=pygame.BLEND_RGB_ADD)
    for index in range(36):
        # Each ember is a pure function of time: a lane, a speed and a phase from its index.
        lane = (index * 0.6180339) % 1.0
        speed = 18 + (index * 37) % 23
        rise = (t * speed + index * 97) % (height + 60)
        x = lane * width + math.sin(t * 0.7 + index) * 18
        y = height + 30 - rise
        fade = max(0.0, min(1.0, rise / height))
        heat = int(120 * (1.0 - fade))
        radius = 1 + index % 3
        pygame.draw.circle(surface, (heat + 40, heat // 2 + 20, 10), (int(x), int(y)), radius)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (for overlays)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((6, 4, 10, alpha))
    surface.blit(veil, (0, 0))


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str | None = None,
    edge: Colour = theme.PANEL_EDGE,
    alpha: int = 228,
) -> None:
    """A rounded, slightly translucent panel with a bevelled edge and an optional title tab."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.PANEL, alpha), panel.get_rect(), border_radius=14)
    sheen = pygame.Rect(4, 4, rect.width - 8, max(8, rect.height // 3))
    pygame.draw.rect(panel, (255, 255, 255, 10), sheen, border_radius=12)
    surface.blit(panel, rect.topleft)
    pygame.draw.rect(surface, edge, rect, width=2, border_radius=14)
    if title:
        label = theme.font(20, bold=True).render(title, True, theme.GOLD)
        tab = label.get_rect(midtop=(rect.centerx, rect.top + 10))
        surface.blit(label, tab)


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: Colour,
    anchor: dict[str, Any],
    bold: bool = False,
    serif: bool = False,
    shadow: bool = True,
) -> pygame.Rect:
    """Render `text` positioned by a Rect anchor such as {"center": (x, y)}; returns its rect."""
    fnt = theme.font(size, bold=bold, serif=serif)
    image = fnt.render(text, True, colour)
    rect = image.get_rect(**anchor)
    if shadow:
        surface.blit(fnt.render(text, True, (0, 0, 0)), rect.move(2, 2))
    surface.blit(image, rect)
    return rect


def fit_size(text: str, width: int, size: int, bold: bool = True, smallest: int = 12) -> int:
    """The largest font size up to `size` at which `text` fits in `width` pixels."""
    while size > smallest and theme.font(size, bold=bold).size(text)[0] > width:
        size -= 1
    return size


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, t: float, radius: int = 12) -> None:
    """The unmistakable focus: a pulsing gold double ring with a warm glow and side chevrons."""
    pulse = 0.5 + 0.5 * math.sin(t * 6.0)
    glow = glow_sprite(max(rect.width, rect.height) // 2 + 30, (90, 70, 10))
    surface.blit(glow, glow.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD)
    outer = rect.inflate(10 + 4 * pulse, 10 + 4 * pulse)
    pygame.draw.rect(surface, theme.FOCUS, outer, width=3, border_radius=radius + 4)
    pygame.draw.rect(surface, (255, 255, 255), rect.inflate(2, 2), width=1, border_radius=radius)
    offset = 10 + 4 * pulse
    for side in (-1, 1):
        x = rect.left - offset if side < 0 else rect.right + offset
        cy = rect.centery
        points = [(x, cy - 8), (x, cy + 8), (x - side * 9, cy)]
        pygame.draw.polygon(surface, theme.FOCUS, points)


def _button_face(
    surface: pygame.Surface, rect: pygame.Rect, focused: bool, enabled: bool, accent: Colour
) -> None:
    """The body of a button-like widget: a two-tone lacquer face with a bright top edge."""
    base = (58, 44, 74) if enabled else (40, 36, 46)
    if focused and enabled:
        base = (92, 60, 46)
    pygame.draw.rect(surface, (10, 8, 14), rect.move(0, 4), border_radius=12)
    pygame.draw.rect(surface, base, rect, border_radius=12)
    upper = pygame.Rect(rect.left + 3, rect.top + 3, rect.width - 6, rect.height // 2 - 2)
    lighter = tuple(min(255, c + 18) for c in base)
    pygame.draw.rect(surface, lighter, upper, border_radius=10)
    pygame.draw.rect(surface, accent if enabled else (80, 74, 88), rect, width=2, border_radius=12)


# ----------------------------------------------------------------------------- widgets


class Widget:
    """Base widget: a rect that can hold focus, be activated and (maybe) adjusted."""

    adjustable = False
    """True when Left/Right change this widget's value instead of moving focus."""

    def __init__(self, rect: pygame.Rect | Sequence[int], enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.focusable = True
        self.own_focus = False  # True when the widget draws its focus ring itself (e.g. it moves)

    def activate(self) -> bool:
        """Enter or click; True if something happened."""
        return False

    def adjust(self, step: int) -> bool:
        """Left (-1) or Right (+1) on an adjustable widget; True if the value changed."""
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A left click at `pos` inside the rect; by default the same as activate."""
        return self.activate()

    def drag(self, pos: tuple[int, int]) -> None:
        """The mouse moved with the button held after clicking this widget."""

    def text_input(self, text: str) -> bool:
        """Typed characters; only text fields use them."""
        return False

    def backspace(self) -> bool:
        """Backspace; only text fields use it."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Draw the widget (focus ring is drawn by the group)."""


class Button(Widget):
    """A push button with a label and an optional small caption under it."""

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        label: str,
        on_click: Callable[[], Any],
        enabled: bool = True,
        caption: str = "",
        accent: Colour = (150, 122, 176),
        size: int = 24,
    ) -> None:
        super().__init__(rect, enabled)
        self.label, self.on_click, self.caption, self.accent, self.size = (
            label,
            on_click,
            caption,
            accent,
            size,
        )

    def activate(self) -> bool:
        """Run the callback when enabled."""
        if not self.enabled:
            return False
        self.on_click()
        return True

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Lacquered face, bold label, dim caption."""
        _button_face(surface, self.rect, focused, self.enabled, self.accent)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        centre_y = self.rect.centery - (8 if self.caption else 0)
        draw_text(
            surface,
            self.label,
            self.size,
            colour,
            {"center": (self.rect.centerx, centre_y)},
            bold=True,
        )
        if self.caption:
            draw_text(
                surface,
                self.caption,
                14,
                theme.TEXT_DIM,
                {"center": (self.rect.centerx, self.rect.centery + 16)},
                shadow=False,
            )


class Cycle(Widget):
    """A labelled value chosen from a list; Left/Right (or click on an arrow) change it."""

    adjustable = True

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        label: str,
        choices: Sequence[tuple[Any, str]],
        index: int = 0,
        on_change: Callable[[Any], Any] | None = None,
        swatch: Callable[[Any], Colour | None] | None = None,
        wrap: bool = True,
    ) -> None:
        super().__init__(rect)
        self.label, self.choices, self.index = label, list(choices), index
        self.on_change, self.swatch, self.wrap = on_change, swatch, wrap

    @property
    def value(self) -> Any:
        """The current choice's value."""
        return self.choices[self.index][0]

    def set_value(self, value: Any) -> None:
        """Select the choice with `value` (no callback)."""
        self.index = next(i for i, (v, _) in enumerate(self.choices) if v == value)

    def adjust(self, step: int) -> bool:
        """Move to the previous/next choice and report it."""
        if not self.enabled or len(self.choices) < 2:
            return False
        target = self.index + step
        if not self.wrap and not 0 <= target < len(self.choices):
            return False
        self.index = target % len(self.choices)
        if self.on_change:
            self.on_change(self.value)
        return True

    def activate(self) -> bool:
        """Enter steps forward."""
        return self.adjust(1)

    def click(self, pos: tuple[int, int]) -> bool:
        """Clicking the left third steps back, elsewhere forward."""
        return self.adjust(-1 if pos[0] < self.rect.left + self.rect.width // 3 else 1)

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Label on the left, ◀ value ▶ on the right, with an optional colour swatch."""
        _button_face(surface, self.rect, focused, self.enabled, theme.PANEL_EDGE)
        draw_text(
            surface,
            self.label,
            18,
            theme.TEXT_DIM,
            {"midleft": (self.rect.left + 14, self.rect.centery)},
            shadow=False,
        )
        label_width = theme.font(18).size(self.label)[0] + 40
        value_width = max(int(self.rect.width * 0.56), self.rect.width - label_width)
        value_box = pygame.Rect(0, 0, value_width, self.rect.height - 10)
        value_box.midright = (self.rect.right - 8, self.rect.centery)
        arrow = theme.FOCUS if focused else theme.TEXT_DIM
        for side, x in ((-1, value_box.left + 10), (1, value_box.right - 10)):
            cy = value_box.centery
            pygame.draw.polygon(
                surface, arrow, [(x + side * 6, cy), (x - side * 5, cy - 8), (x - side * 5, cy + 8)]
            )
        colour = self.swatch(self.value) if self.swatch else None
        inner = value_box.inflate(-44, 0)
        if colour is not None:
            chip = pygame.Rect(0, 0, 20, 20)
            chip.midleft = (inner.left, inner.centery)
            pygame.draw.rect(surface, colour, chip, border_radius=5)
            pygame.draw.rect(surface, theme.TEXT, chip, width=1, border_radius=5)
            inner.width -= 24
            inner.left += 24
        text = self.choices[self.index][1]
        draw_text(
            surface,
            text,
            fit_size(text, inner.width, 20),
            theme.TEXT,
            {"center": inner.center},
            bold=True,
        )


class Toggle(Cycle):
    """An on/off switch; Enter, click or Left/Right flip it."""

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        label: str,
        value: bool,
        on_change: Callable[[Any], Any] | None = None,
    ) -> None:
        super().__init__(rect, label, [(False, "Off"), (True, "On")], int(bool(value)), on_change)

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Label and a sliding knob switch."""
        _button_face(surface, self.rect, focused, self.enabled, theme.PANEL_EDGE)
        draw_text(
            surface,
            self.label,
            18,
            theme.TEXT_DIM,
            {"midleft": (self.rect.left + 14, self.rect.centery)},
            shadow=False,
        )
        track = pygame.Rect(0, 0, 64, 28)
        track.midright = (self.rect.right - 20, self.rect.centery)
        on = bool(self.value)
        pygame.draw.rect(surface, theme.JADE if on else (70, 62, 80), track, border_radius=14)
        knob_x = track.right - 14 if on else track.left + 14
        pygame.draw.circle(surface, theme.TEXT, (knob_x, track.centery), 11)
        draw_text(
            surface,
            "On" if on else "Off",
            18,
            theme.TEXT,
            {"midright": (track.left - 12, track.centery)},
            bold=True,
        )


class Slider(Widget):
    """A 0..1 value; Left/Right step it, click or drag set it."""

    adjustable = True

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        label: str,
        value: float,
        on_change: Callable[[float], Any] | None = None,
        step: float = 0.1,
    ) -> None:
        super().__init__(rect)
        self.label, self.value, self.on_change, self.step = label, float(value), on_change, step

    def _track(self) -> pygame.Rect:
        track = pygame.Rect(0, 0, int(self.rect.width * 0.5), 10)
        track.midright = (self.rect.right - 70, self.rect.centery)
        return track

    def _set(self, value: float) -> bool:
        value = round(min(1.0, max(0.0, value)), 3)
        if value == self.value:
            return False
        self.value = value
        if self.on_change:
            self.on_change(value)
        return True

    def adjust(self, step: int) -> bool:
        """One step down or up."""
        return self._set(self.value + step * self.step)

    def click(self, pos: tuple[int, int]) -> bool:
        """Jump to the clicked point of the track."""
        self.drag(pos)
        return True

    def drag(self, pos: tuple[int, int]) -> None:
        """Follow the mouse along the track."""
        track = self._track()
        self._set((pos[0] - track.left) / track.width)

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Label, track with a filled part, knob and percentage."""
        _button_face(surface, self.rect, focused, self.enabled, theme.PANEL_EDGE)
        draw_text(
            surface,
            self.label,
            18,
            theme.TEXT_DIM,
            {"midleft": (self.rect.left + 14, self.rect.centery)},
            shadow=False,
        )
        track = self._track()
        pygame.draw.rect(surface, (24, 18, 30), track, border_radius=5)
        filled = track.copy()
        filled.width = int(track.width * self.value)
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=5)
        pygame.draw.circle(surface, theme.TEXT, (track.left + filled.width, track.centery), 11)
        draw_text(
            surface,
            f"{round(self.value * 100)}%",
            18,
            theme.TEXT,
            {"midright": (self.rect.right - 12, self.rect.centery)},
            bold=True,
        )


class TextField(Widget):
    """A short text entry (names, seed): typing appends while focused, Backspace deletes."""

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        label: str,
        text: str = "",
        on_change: Callable[[str], Any] | None = None,
        max_length: int = 16,
        allowed: Callable[[str], bool] | None = None,
        placeholder: str = "",
    ) -> None:
        super().__init__(rect)
        self.label, self.text, self.on_change = label, text, on_change
        self.max_length, self.allowed, self.placeholder = max_length, allowed, placeholder

    def text_input(self, text: str) -> bool:
        """Append the allowed characters of `text` up to the length limit."""
        kept = "".join(
            ch for ch in text if ch.isprintable() and (self.allowed is None or self.allowed(ch))
        )
        room = self.max_length - len(self.text)
        if not kept or room <= 0:
            return False
        self.text += kept[:room]
        if self.on_change:
            self.on_change(self.text)
        return True

    def backspace(self) -> bool:
        """Remove the last character."""
        if not self.text:
            return False
        self.text = self.text[:-1]
        if self.on_change:
            self.on_change(self.text)
        return True

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Label, an inset box with the text and a blinking caret while focused."""
        _button_face(surface, self.rect, focused, self.enabled, theme.PANEL_EDGE)
        draw_text(
            surface,
            self.label,
            18,
            theme.TEXT_DIM,
            {"midleft": (self.rect.left + 14, self.rect.centery)},
            shadow=False,
        )
        box = pygame.Rect(0, 0, int(self.rect.width * 0.56), self.rect.height - 12)
        box.midright = (self.rect.right - 8, self.rect.centery)
        pygame.draw.rect(surface, (16, 12, 22), box, border_radius=8)
        shown = self.text or self.placeholder
        colour = theme.TEXT if self.text else theme.TEXT_DIM
        rect = draw_text(
            surface, shown, 20, colour, {"midleft": (box.left + 10, box.centery)}, shadow=False
        )
        if focused and (t * 2.0) % 2.0 < 1.2:
            x = rect.right + 2 if self.text else box.left + 10
            pygame.draw.line(surface, theme.FOCUS, (x, box.top + 6), (x, box.bottom - 6), 2)


class Label(Widget):
    """Static text placed among widgets (never focused)."""

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        text: str,
        size: int = 18,
        colour: Colour = theme.TEXT_DIM,
    ) -> None:
        super().__init__(rect)
        self.focusable = False
        self.text, self.size, self.colour = text, size, colour

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """The text, left-aligned in the rect."""
        draw_text(
            surface, self.text, self.size, self.colour, {"midleft": self.rect.midleft}, shadow=False
        )


# ----------------------------------------------------------------------------- focus group

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


def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split `text` into lines no wider than `width` pixels (words are never cut)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}".strip()
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines

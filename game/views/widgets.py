"""Menu widgets: buttons, cycles, toggles, sliders and text fields.

Widgets are plain objects with a rect that can hold focus, be activated and (for Cycle, Toggle
and Slider) be adjusted with Left/Right; a `game.views.focus.FocusGroup` owns a list of them and
routes input. Drawing never changes state: animation comes from the `t` (seconds) passed in.
The shared drawing helpers (backdrop, panels, text, focus ring) are in game.views.backdrop.

Every label, caption and choice is `Words`: an English msgid (marked with `N_` where it is
written) or a `Message`, translated each time it is drawn, so a language switch shows at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.text import Message
from game.i18n import pgettext, translate
from game.views import clipboard, theme
from game.views.backdrop import Colour, draw_text, fit_size
from game.views.text import TextFont, ellipsize

Words = str | Message
"""Text a widget shows: an English msgid or a Message, translated when drawn."""

SoundHook = Callable[[str], None]
"""How widgets and focus groups ask for a sound: called with the sound's name."""

# ----------------------------------------------------------------------------- faces and labels


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


def _tail(text: str, font: TextFont, width: int) -> str:
    """`text` if it fits in `width`, else "…" and as much of its end as fits."""
    if font.size(text)[0] <= width:
        return text
    start = 1
    while start < len(text) and font.size("…" + text[start:])[0] > width:
        start += 1
    return "…" + text[start:]


def _draw_label(surface: pygame.Surface, rect: pygame.Rect, label: str, room: int) -> None:
    """A widget's dim label at its left edge, made smaller (then cut short) to fit `room`."""
    if not label or room <= 0:
        return
    size = fit_size(label, room, 18, bold=False, smallest=13)
    draw_text(
        surface,
        ellipsize(label, theme.font(size), room),
        size,
        theme.TEXT_DIM,
        {"midleft": (rect.left + 14, rect.centery)},
        shadow=False,
    )


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

    def paste_clipboard(self) -> bool:
        """Ctrl+V; only text fields use it."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Draw the widget (focus ring is drawn by the group)."""


class Button(Widget):
    """A push button with a label and an optional small caption under it."""

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        label: Words,
        on_click: Callable[[], Any],
        enabled: bool = True,
        caption: Words = "",
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
        """Lacquered face, bold label (smaller when a translation is long), dim caption."""
        _button_face(surface, self.rect, focused, self.enabled, self.accent)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        centre_y = self.rect.centery - (8 if self.caption else 0)
        room = self.rect.width - 20
        label = translate(self.label)
        draw_text(
            surface,
            label,
            fit_size(label, room, self.size),
            colour,
            {"center": (self.rect.centerx, centre_y)},
            bold=True,
        )
        if self.caption:
            caption = translate(self.caption)
            size = fit_size(caption, room, 14, bold=False, smallest=11)
            draw_text(
                surface,
                ellipsize(caption, theme.font(size), room),
                size,
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
        label: Words,
        choices: Sequence[tuple[Any, Words]],
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

    def value_box(self) -> pygame.Rect:
        """Where ◀ value ▶ are drawn: the right part of the face, after the label (if any)."""
        if self.label:
            label_width = theme.font(18).size(translate(self.label))[0] + 40
            value_width = max(int(self.rect.width * 0.56), self.rect.width - label_width)
        else:  # unlabelled (narrow cards): the value gets the whole face
            value_width = self.rect.width - 16
        box = pygame.Rect(0, 0, value_width, self.rect.height - 10)
        box.midright = (self.rect.right - 8, self.rect.centery)
        return box

    def arrow_centres(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """The centres of the drawn ◀ and ▶ (what a click on either arrow aims at)."""
        box = self.value_box()
        return (box.left + 10, box.centery), (box.right - 10, box.centery)

    def click(self, pos: tuple[int, int]) -> bool:
        """A click left of the value's middle (on or near ◀) steps back; anywhere else
        (▶, or the label, like Enter) steps forward: the arrows do what they show."""
        return self.adjust(-1 if self.value_box().left <= pos[0] < self.value_box().centerx else 1)

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Label on the left, ◀ value ▶ on the right, with an optional colour swatch."""
        _button_face(surface, self.rect, focused, self.enabled, theme.PANEL_EDGE)
        value_box = self.value_box()
        if self.label:
            room = value_box.left - 14 - self.rect.left
            _draw_label(surface, self.rect, translate(self.label), room)
        arrow = theme.FOCUS if focused else theme.TEXT_DIM
        for side, (x, cy) in zip((-1, 1), self.arrow_centres(), strict=True):
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
        text = translate(self.choices[self.index][1])
        size = fit_size(text, inner.width, 20)
        draw_text(
            surface,
            ellipsize(text, theme.font(size, bold=True), inner.width),
            size,
            theme.TEXT,
            {"center": inner.center},
            bold=True,
        )


class Toggle(Cycle):
    """An on/off switch; Enter, click or Left/Right flip it."""

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        label: Words,
        value: bool,
        on_change: Callable[[Any], Any] | None = None,
    ) -> None:
        # The choices' words are never drawn: `draw` shows the switch's state itself.
        super().__init__(rect, label, [(False, ""), (True, "")], int(bool(value)), on_change)

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Label and a sliding knob switch."""
        _button_face(surface, self.rect, focused, self.enabled, theme.PANEL_EDGE)
        track = pygame.Rect(0, 0, 64, 28)
        track.midright = (self.rect.right - 20, self.rect.centery)
        on = bool(self.value)
        # Translators: the state of an on/off switch in the settings.
        state = pgettext("switch", "On") if on else pgettext("switch", "Off")
        state_width = theme.font(18, bold=True).size(state)[0]
        room = track.left - 12 - state_width - 16 - (self.rect.left + 14)
        _draw_label(surface, self.rect, translate(self.label), room)
        pygame.draw.rect(surface, theme.JADE if on else (70, 62, 80), track, border_radius=14)
        knob_x = track.right - 14 if on else track.left + 14
        pygame.draw.circle(surface, theme.TEXT, (knob_x, track.centery), 11)
        draw_text(
            surface,
            state,
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
        label: Words,
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
        track = self._track()
        _draw_label(surface, self.rect, translate(self.label), track.left - 24 - self.rect.left)
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
        label: Words,
        text: str = "",
        on_change: Callable[[str], Any] | None = None,
        max_length: int = 16,
        allowed: Callable[[str], bool] | None = None,
        placeholder: Words = "",
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

    def paste_clipboard(self) -> bool:
        """Ctrl+V: append the clipboard's text (its first line, the characters the field
        allows, up to its length limit); False, quietly, when the system has no clipboard or
        nothing in it fits."""
        lines = (clipboard.clipboard_get() or "").strip().splitlines()
        return bool(lines) and self.text_input(lines[0].strip())

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
        box = pygame.Rect(0, 0, int(self.rect.width * 0.56), self.rect.height - 12)
        box.midright = (self.rect.right - 8, self.rect.centery)
        _draw_label(surface, self.rect, translate(self.label), box.left - 8 - self.rect.left - 14)
        pygame.draw.rect(surface, (16, 12, 22), box, border_radius=8)
        room = box.width - 16
        shown = self.text or translate(self.placeholder)
        size = fit_size(shown, room, 20, bold=False, smallest=15)
        if self.text:
            shown = _tail(shown, theme.font(size), room)  # the caret's end stays in view
        else:
            shown = ellipsize(shown, theme.font(size), room)
        colour = theme.TEXT if self.text else theme.TEXT_DIM
        rect = draw_text(
            surface, shown, size, colour, {"midleft": (box.left + 8, box.centery)}, shadow=False
        )
        if focused and (t * 2.0) % 2.0 < 1.2:
            x = rect.right + 2 if self.text else box.left + 8
            pygame.draw.line(surface, theme.FOCUS, (x, box.top + 6), (x, box.bottom - 6), 2)

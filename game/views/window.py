"""The window: every scene draws on a fixed 1280x720 canvas, shown scaled in a window of any size.

The window is resizable to any size and may be fullscreen; the canvas is scaled (smoothly, both
down and up) into the largest rectangle of its own aspect that fits, centred, with black bars on
the sides that are left over (letterboxing). Mouse positions are mapped back from the window to
the canvas before any scene sees them, so scenes only ever think in canvas pixels.

SDL's own scaling (pygame.SCALED) is not used: it makes 1280x720 the window's minimum size, and
where the renderer falls back to software (no GPU, X11 without GL) a smaller window crops the
picture instead of scaling it.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Sequence

import pygame

from game.views import theme

log = logging.getLogger(__name__)

CANVAS_SIZE = theme.SCREEN_SIZE
MIN_SIZE = (320, 180)
"""The smallest window the program asks for (the window manager may allow less: it still
scales)."""
DESKTOP_SHARE = 0.9
"""A first window takes at most this share of the desktop (room for a title bar and a panel)."""
HEADLESS_DRIVERS = ("dummy", "offscreen")
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def letterbox(window: Sequence[int], canvas: Sequence[int] = CANVAS_SIZE) -> pygame.Rect:
    """The largest rectangle of the canvas's aspect that fits `window`, centred in it."""
    width, height = max(1, int(window[0])), max(1, int(window[1]))
    scale = min(width / canvas[0], height / canvas[1])
    shown = pygame.Rect(0, 0, max(1, round(canvas[0] * scale)), max(1, round(canvas[1] * scale)))
    shown.width, shown.height = min(shown.width, width), min(shown.height, height)
    if width - shown.width <= 2 and height - shown.height <= 2:
        shown.size = (width, height)  # a pixel short of its aspect: fill, no hairline bar
    shown.center = (width // 2, height // 2)
    return shown


def to_canvas(
    pos: Sequence[float], window: Sequence[int], canvas: Sequence[int] = CANVAS_SIZE
) -> tuple[int, int]:
    """A window position as a canvas position (outside the canvas on the bars, as a scene
    would see a point off its screen)."""
    shown = letterbox(window, canvas)
    x = (pos[0] - shown.left) * canvas[0] / shown.width
    y = (pos[1] - shown.top) * canvas[1] / shown.height
    return (int(x // 1), int(y // 1))


def first_size(
    remembered: tuple[int, int] | None, desktop: tuple[int, int] | None
) -> tuple[int, int]:
    """The size to open the window at: the remembered one if the desktop holds it, else the
    canvas size, shrunk (keeping its aspect) to a share of a desktop too small for it."""
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return remembered or CANVAS_SIZE
    if remembered is not None and remembered[0] <= desktop[0] and remembered[1] <= desktop[1]:
        return remembered
    room = (int(desktop[0] * DESKTOP_SHARE), int(desktop[1] * DESKTOP_SHARE))
    if CANVAS_SIZE[0] <= room[0] and CANVAS_SIZE[1] <= room[1]:
        return CANVAS_SIZE
    shown = letterbox(room)
    return (max(MIN_SIZE[0], shown.width), max(MIN_SIZE[1], shown.height))


def desktop_size() -> tuple[int, int] | None:
    """The first desktop's size, or None when the driver cannot say (or has no desktop: the
    headless drivers of tests and tools draw at the canvas's own size)."""
    try:
        if pygame.display.get_driver() in HEADLESS_DRIVERS:
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]


class Window:
    """The real window and the canvas the scenes draw on."""

    def __init__(self, size: tuple[int, int], fullscreen: bool) -> None:
        self.windowed_size = size
        """The size of the window when it is not fullscreen (what is remembered)."""
        self.fullscreen = False
        self.display = self._open(size, fullscreen)
        self.canvas = pygame.Surface(CANVAS_SIZE).convert(self.display)
        self._scaled: pygame.Surface | None = None

    # --- opening and resizing -------------------------------------------------------------
    def _open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        """Open (or re-open) the display: fullscreen at the desktop's size, else resizable."""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # some drivers warn about missing fast renderers
            if fullscreen:
                try:
                    display = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                    self.fullscreen = True
                    return display
                except pygame.error as error:
                    log.info("fullscreen unavailable (%s); windowed", error)
            self.fullscreen = False
            try:
                return pygame.display.set_mode(size, pygame.RESIZABLE)
            except pygame.error as error:
                log.warning("resizable window failed (%s); plain window", error)
                return pygame.display.set_mode(CANVAS_SIZE)

    def set_fullscreen(self, enabled: bool) -> None:
        """Go fullscreen (at the desktop's size) or back to the window's last size."""
        if enabled == self.fullscreen:
            return
        self.display = self._open(self.windowed_size, enabled)
        self._scaled = None

    def resized(self, size: tuple[int, int]) -> bool:
        """The window manager resized the window to `size`; True when the windowed size (the
        one to remember) changed."""
        self.display = pygame.display.get_surface() or self.display
        self._scaled = None
        size = (int(size[0]), int(size[1]))
        if self.fullscreen or size == self.windowed_size or min(size) <= 0:
            return False
        self.windowed_size = size
        return True

    # --- every frame ------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels now."""
        return self.display.get_size()

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with its mouse position in canvas pixels (other events unchanged)."""
        if event.type not in MOUSE_EVENTS or "pos" not in event.dict:
            return event
        window = self.size
        if window == CANVAS_SIZE:
            return event
        data = dict(event.dict)
        data["pos"] = to_canvas(event.pos, window)
        if "rel" in data:
            shown = letterbox(window)
            rel = data["rel"]
            data["rel"] = (
                round(rel[0] * CANVAS_SIZE[0] / shown.width),
                round(rel[1] * CANVAS_SIZE[1] / shown.height),
            )
        return pygame.event.Event(event.type, data)

    def present(self) -> None:
        """Show the canvas in the window: as it is when the sizes agree, else scaled into the
        letterbox with black bars; then flip."""
        display = pygame.display.get_surface() or self.display
        self.display = display
        window = display.get_size()
        if window == CANVAS_SIZE:
            display.blit(self.canvas, (0, 0))
        else:
            shown = letterbox(window)
            if self._scaled is None or self._scaled.get_size() != shown.size:
                self._scaled = pygame.Surface(shown.size).convert(display)
            try:
                pygame.transform.smoothscale(self.canvas, shown.size, self._scaled)
            except ValueError:  # smoothscale needs 24/32-bit pixels; a rare display has less
                pygame.transform.scale(self.canvas, shown.size, self._scaled)
            display.fill((0, 0, 0))
            display.blit(self._scaled, shown)
        pygame.display.flip()

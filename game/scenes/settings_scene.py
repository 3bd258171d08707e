"""The settings screen: volumes, fullscreen, animation speed (incl. instant), colour-blind palette.

Every change is applied and written to disk at once, so there is no Save button to forget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.base import Scene
from game.settings import ANIMATION_SPEEDS
from game.views import theme
from game.views.backdrop import draw_backdrop, draw_panel, draw_text
from game.views.focus import FocusGroup
from game.views.widgets import Button, Cycle, Slider, Toggle

if TYPE_CHECKING:
    from game.app import App

SPEED_LABELS = {0.0: "Instant", 0.5: "Slow", 1.0: "Normal", 1.5: "Fast", 2.0: "Very fast"}
PANEL = pygame.Rect(290, 100, 700, 570)


class SettingsScene(Scene):
    """Adjust and persist the player's settings."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        settings = app.settings
        x, width = PANEL.left + 40, PANEL.width - 80

        def row(k: int) -> tuple[int, int, int, int]:
            return (x, PANEL.top + 40 + k * 66, width, 52)

        self.sfx = Slider(row(0), "Sound effects", settings.sfx_volume, self._set_sfx)
        self.music = Slider(row(1), "Music", settings.music_volume, self._set_music)
        self.fullscreen = Toggle(
            row(2), "Fullscreen (F11)", settings.fullscreen, app.set_fullscreen
        )
        speeds = [(speed, SPEED_LABELS.get(speed, f"{speed}x")) for speed in ANIMATION_SPEEDS]
        self.speed = Cycle(row(3), "Animation speed", speeds, 0, self._set_speed, wrap=False)
        self.speed.set_value(settings.animation_speed)
        self.palette = Toggle(
            row(4), "Colour-blind-safe colours", settings.colour_blind_safe, self._set_palette
        )
        self.back = Button((PANEL.centerx - 120, PANEL.bottom - 90, 240, 60), "Back", self.app.pop)
        self.focus = FocusGroup(
            [self.sfx, self.music, self.fullscreen, self.speed, self.palette, self.back],
            sound=app.audio.play,
        )

    def _set_sfx(self, value: float) -> None:
        self.app.settings.sfx_volume = value
        self.app.save_settings()

    def _set_music(self, value: float) -> None:
        self.app.settings.music_volume = value
        self.app.save_settings()

    def _set_speed(self, value: float) -> None:
        self.app.settings.animation_speed = value
        self.app.save_settings()

    def _set_palette(self, value: bool) -> None:
        self.app.settings.colour_blind_safe = value
        self.app.save_settings()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Navigate and adjust; Esc goes back."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.audio.play("click")
            self.app.pop()
            return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, panel, controls and a live preview of the seat colours."""
        t = self.app.time
        draw_backdrop(surface, t)
        draw_text(surface, "Settings", 48, theme.GOLD, {"midtop": (640, 30)}, serif=True)
        draw_panel(surface, PANEL)
        self.focus.draw(surface, t)
        # Preview of the seat colours in the current palette, under the palette switch.
        y = self.palette.rect.bottom + 30
        left = draw_text(
            surface, "Seat colours", 16, theme.TEXT_DIM, {"midleft": (PANEL.left + 40, y)}
        )
        for index, name in enumerate(theme.SEAT_COLOUR_NAMES):
            centre = (left.right + 50 + index * 80, y - 6)
            pygame.draw.circle(surface, theme.seat_colour(index), centre, 12)
            pygame.draw.circle(surface, theme.TEXT, centre, 12, 1)
            draw_text(
                surface, name, 13, theme.TEXT_DIM, {"midtop": (centre[0], y + 10)}, shadow=False
            )
        hint = "Up/Down choose · Left/Right change · changes are saved at once · Esc back"
        draw_text(surface, hint, 15, theme.TEXT_DIM, {"midbottom": (640, 706)}, shadow=False)

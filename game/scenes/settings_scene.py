"""The settings screen: language, volumes, fullscreen, animation speed (incl. instant), palette,
how many replays are kept.

Every change is applied and written to disk at once, so there is no Save button to forget. The
language comes first, each one named in its own language (never translated), so a player who
cannot read the current one still finds theirs; a switch re-words every screen on the next frame.
"""

from __future__ import annotations

import pygame

from game.core.text import N_, Message, Nn_
from game.i18n import LANGUAGE_NAMES, LANGUAGES, _, language, verbatim
from game.scenes.base import AppServices, Scene
from game.settings import ANIMATION_SPEEDS
from game.settings.preferences import REPLAY_CAPS
from game.views import theme
from game.views.backdrop import draw_backdrop, draw_panel, draw_text, fit_size
from game.views.focus import FocusGroup
from game.views.widgets import Button, Cycle, Slider, Toggle

SPEED_LABELS = {
    0.0: N_("Instant"),
    0.5: N_("Slow"),
    1.0: N_("Normal"),
    1.5: N_("Fast"),
    2.0: N_("Very fast"),
}
"""Animation speed -> its name (English msgids, translated when drawn)."""
GAMES = Nn_("{count} game", "{count} games")
"""The words of a "Replays kept" choice."""
PANEL = pygame.Rect(290, 100, 700, 570)
ROW_PITCH, ROW_HEIGHT = 56, 46
"""The rows' spacing and height: seven rows, the palette preview and Back fit in the panel."""


class SettingsScene(Scene):
    """Adjust and persist the player's settings."""

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        settings = app.settings
        x, width = PANEL.left + 40, PANEL.width - 80

        def row(k: int) -> tuple[int, int, int, int]:
            return (x, PANEL.top + 30 + k * ROW_PITCH, width, ROW_HEIGHT)

        names = [(code, verbatim(LANGUAGE_NAMES[code])) for code in LANGUAGES]
        # Translators: the Settings row that chooses the language of every screen.
        self.language = Cycle(row(0), N_("Language"), names, 0, self._set_language)
        self.language.set_value(language() if language() in LANGUAGES else "en")
        self.sfx = Slider(row(1), N_("Sound effects"), settings.sfx_volume, self._set_sfx)
        self.music = Slider(row(2), N_("Music"), settings.music_volume, self._set_music)
        self.fullscreen = Toggle(
            row(3), N_("Fullscreen (F11)"), settings.fullscreen, app.set_fullscreen
        )
        speeds = [(speed, SPEED_LABELS.get(speed, f"{speed}x")) for speed in ANIMATION_SPEEDS]
        self.speed = Cycle(row(4), N_("Animation speed"), speeds, 0, self._set_speed, wrap=False)
        self.speed.set_value(settings.animation_speed)
        self.palette = Toggle(
            row(6), N_("Colour-blind-safe colours"), settings.colour_blind_safe, self._set_palette
        )
        caps = [(cap, Message.counted(GAMES, "count", count=cap)) for cap in REPLAY_CAPS]
        # Translators: the Settings row choosing how many finished games the Replays list keeps.
        self.replay_cap = Cycle(
            row(5), N_("Replays kept"), caps, 0, self._set_replay_cap, wrap=False
        )
        self.replay_cap.set_value(settings.replay_cap)
        self.back = Button(
            (PANEL.centerx - 120, PANEL.bottom - 80, 240, 60), N_("Back"), self.app.pop
        )
        rows = [self.language, self.sfx, self.music, self.fullscreen, self.speed]
        rows += [self.replay_cap, self.palette]
        self.focus = FocusGroup([*rows, self.back], sound=app.audio.play)

    def _set_language(self, code: str) -> None:
        """Remember the choice and speak it at once, on every screen on the stack."""
        self.app.settings.language = code
        self.app.save_settings()
        self.app.set_language(code)

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

    def _set_replay_cap(self, value: int) -> None:
        """Keep that many replays from the next finished game on (stepping through the choices
        must not delete anything on the way: the oldest go only when a game is kept)."""
        self.app.settings.replay_cap = value
        self.app.save_settings()
        shelf = getattr(self.app, "replays", None)
        if shelf is not None:
            shelf.cap = value

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
        draw_text(surface, _("Settings"), 48, theme.GOLD, {"midtop": (640, 30)}, serif=True)
        draw_panel(surface, PANEL)
        self.focus.draw(surface, t)
        self._draw_palette(surface)
        hint = _("Up/Down choose · Left/Right change · changes are saved at once · Esc back")
        size = fit_size(hint, 1240, 15, bold=False)
        draw_text(surface, hint, size, theme.TEXT_DIM, {"midbottom": (640, 706)}, shadow=False)

    def _draw_palette(self, surface: pygame.Surface) -> None:
        """Preview of the seat colours in the current palette, under the palette switch."""
        y = self.palette.rect.bottom + 30
        label = _("Seat colours")
        size = fit_size(label, 150, 16, bold=False)
        left = draw_text(surface, label, size, theme.TEXT_DIM, {"midleft": (PANEL.left + 40, y)})
        count = len(theme.SEAT_COLOURS)
        step = min(80, (PANEL.right - 40 - (left.right + 10)) // count)
        for index in range(count):
            centre = (left.right + 10 + step // 2 + index * step, y - 6)
            pygame.draw.circle(surface, theme.seat_colour(index), centre, 12)
            pygame.draw.circle(surface, theme.TEXT, centre, 12, 1)
            word = _(theme.seat_colour_name(index))  # named after what this palette shows
            size = fit_size(word, step - 6, 13, bold=False, smallest=10)
            anchor = {"midtop": (centre[0], y + 10)}
            draw_text(surface, word, size, theme.TEXT_DIM, anchor, shadow=False)

"""The title screen: the dragon, the five games as tiles, Continue, Settings and Quit.

Games without rules and a board view (game.views.registry) show as "coming soon" tiles that can be focused but not
started. Continue appears when an autosave exists; a save that cannot be read (corrupt or
tampered) is reported here in plain words and the file is left exactly as it was.
The dragon and the emblems on the tiles are drawn by game.views.dragon_art.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import GameInfo
from game.core.record import GameRecord, RecordError
from game.i18n import _
from game.rules import CATALOGUE, catalogue_title
from game.scenes.base import Scene
from game.views import theme
from game.views.backdrop import (
    draw_backdrop,
    draw_focus_ring,
    draw_panel,
    draw_text,
    glow_sprite,
    wrap_text,
)
from game.views.focus import FocusGroup
from game.views.registry import is_playable, tile_art
from game.views.title_art import draw_dragon
from game.views.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

TILE_SIZE = (220, 276)
TILE_TOP = 296

# ----------------------------------------------------------------------------- game tiles


class GameTile(Widget):
    """One game of the catalogue as a bobbing, shining tile; unplayable ones say so."""

    def __init__(
        self,
        rect: pygame.Rect,
        entry: GameInfo,
        index: int,
        on_choose: Callable[[GameInfo], None],
    ) -> None:
        super().__init__(rect)
        self.entry, self.index, self.on_choose = entry, index, on_choose
        self.playable = is_playable(entry.slug)
        self.own_focus = True  # the ring follows the bobbing tile

    def activate(self) -> bool:
        """Start the game's setup if it is playable (the scene explains otherwise)."""
        self.on_choose(self.entry)
        return self.playable

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Tile face, emblem, title, blurb, player count, a sweeping shine and the state ribbon."""
        accent, draw_emblem = tile_art(self.entry.slug)
        bob = math.sin(t * 1.8 + self.index * 0.9) * 5 - (10 if focused else 0)
        rect = self.rect.move(0, round(bob))
        pygame.draw.rect(surface, (6, 4, 10), rect.move(0, 10 - bob * 0.5), border_radius=18)
        face = (48, 36, 62) if self.playable else (36, 32, 44)
        pygame.draw.rect(surface, face, rect, border_radius=18)
        header = pygame.Rect(rect.left + 8, rect.top + 8, rect.width - 16, 140)
        pygame.draw.rect(surface, (22, 16, 30), header, border_radius=12)
        if draw_emblem is not None:
            draw_emblem(surface, header.inflate(-8, -8), t if self.playable else 0.0, accent)
        previous_clip = surface.get_clip()
        surface.set_clip(rect)
        # The shine: a bright diagonal band sweeping across every few seconds, staggered per tile.
        phase = (t * 0.45 + self.index * 0.23) % 2.2
        if phase < 1.0:
            x = rect.left - 80 + phase * (rect.width + 160)
            band = [
                (x, rect.top),
                (x + 36, rect.top),
                (x - 64, rect.bottom),
                (x - 100, rect.bottom),
            ]
            shine = pygame.Surface(rect.size)
            shine.fill((0, 0, 0))
            pygame.draw.polygon(
                shine, (46, 40, 30), [(px - rect.left, py - rect.top) for px, py in band]
            )
            surface.blit(shine, rect.topleft, special_flags=pygame.BLEND_RGB_ADD)
        surface.set_clip(previous_clip)
        title_font = theme.font(20, bold=True)
        lines = wrap_text(_(self.entry.title), title_font, rect.width - 20)
        y = header.bottom + 8
        for line in lines[:2]:
            draw_text(
                surface,
                line,
                20,
                theme.TEXT if self.playable else theme.TEXT_DIM,
                {"midtop": (rect.centerx, y)},
                bold=True,
            )
            y += 24
        for line in wrap_text(_(self.entry.subtitle), theme.font(14), rect.width - 24)[:2]:
            draw_text(
                surface, line, 14, theme.TEXT_DIM, {"midtop": (rect.centerx, y + 2)}, shadow=False
            )
            y += 18
        low, high = self.entry.min_players, self.entry.max_players
        if low == high:
            players = _("{count} players").format(count=low)
        else:
            players = _("{low}-{high} players").format(low=low, high=high)
        draw_text(
            surface,
            players,
            14,
            accent,
            {"midbottom": (rect.centerx, rect.bottom - 10)},
            bold=True,
            shadow=False,
        )
        pygame.draw.rect(
            surface, accent if self.playable else (90, 84, 100), rect, 3, border_radius=18
        )
        if not self.playable:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (10, 8, 16, 110), veil.get_rect(), border_radius=18)
            surface.blit(veil, rect.topleft)
            ribbon = pygame.Rect(0, 0, rect.width + 8, 34)
            ribbon.center = (rect.centerx, header.centery)
            pygame.draw.rect(surface, (120, 30, 36), ribbon)
            pygame.draw.rect(surface, theme.GOLD, ribbon, 2)
            draw_text(surface, "COMING SOON", 18, theme.GOLD, {"center": ribbon.center}, bold=True)
        if focused:
            draw_focus_ring(surface, rect, t, radius=18)
        if focused and self.playable:
            tag = pygame.Rect(0, 0, 96, 28)
            tag.midbottom = (rect.centerx, rect.top + 4)
            pygame.draw.rect(surface, theme.GOLD, tag, border_radius=8)
            draw_text(
                surface, "PLAY", 18, (30, 20, 10), {"center": tag.center}, bold=True, shadow=False
            )


# ----------------------------------------------------------------------------- the scene


class TitleScene(Scene):
    """Logo, dragon, game tiles and the main menu buttons."""

    def __init__(self, app: App, message: str | None = None) -> None:
        super().__init__(app)
        self.message = message
        self.notice = ""
        self.notice_until = 0.0
        self.record: GameRecord | None = None
        self._build()

    def _build(self) -> None:
        """Check the autosave, then lay out tiles and buttons."""
        self.record = None
        self.save_error: str | None = None
        try:
            self.record = self.app.saves.read_autosave()
        except RecordError as error:
            # Leave the file exactly as it is: report, never delete or rewrite.
            self.save_error = (
                f"Your saved game could not be loaded: {error}. "
                f"The file was left untouched at {self.app.saves.autosave_path}."
            )
            log.warning("autosave unreadable: %s", error)
        width, gap = TILE_SIZE[0], 20
        left = (theme.SCREEN_SIZE[0] - (len(CATALOGUE) * width + (len(CATALOGUE) - 1) * gap)) // 2
        self.tiles = [
            GameTile(
                pygame.Rect(left + i * (width + gap), TILE_TOP, *TILE_SIZE),
                entry,
                i,
                self.choose_game,
            )
            for i, entry in enumerate(CATALOGUE)
        ]
        caption = ""
        if self.record is not None:
            title = _(catalogue_title(self.record.slug))
            caption = f"{title} · {len(self.record.history)} moves"
        elif self.save_error:
            caption = "save unreadable"
        centre = theme.SCREEN_SIZE[0] // 2
        self.continue_button = Button(
            (centre - 370, 590, 240, 52),
            "Continue",
            self.continue_game,
            enabled=self.record is not None,
            caption=caption,
        )
        self.settings_button = Button((centre - 120, 590, 240, 52), "Settings", self.open_settings)
        self.quit_button = Button(
            (centre + 130, 590, 240, 52), "Quit", self.app.quit, accent=theme.CRIMSON
        )
        buttons = [self.continue_button, self.settings_button, self.quit_button]
        self.focus = FocusGroup([*self.tiles, *buttons], sound=self.app.audio.play)
        self.focus.set_focus(self.continue_button if self.record is not None else self.tiles[0])

    # --- actions ------------------------------------------------------------------------
    def choose_game(self, entry: GameInfo) -> None:
        """Open the setup of a playable game, or explain that it is coming soon."""
        if not is_playable(entry.slug):
            self.notice = _("{title} is coming soon: its dragons are still hatching.").format(
                title=_(entry.title)
            )
            self.notice_until = self.app.time + 3.0
            return
        from game.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app, entry.slug))

    def continue_game(self) -> None:
        """Resume the autosaved match."""
        if self.record is None:
            return
        try:
            from game.scenes.play import PlayScene
            from game.session import Session

            session = Session.from_record(self.record)
        except RecordError as error:
            self.save_error = (
                f"Your saved game could not be resumed: {error}. The file was left untouched."
            )
            self.continue_button.enabled = False
            self.focus.set_focus(self.tiles[0])
            return
        self.app.push(PlayScene(self.app, session))

    def open_settings(self) -> None:
        """Show the settings screen."""
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    # --- scene protocol -----------------------------------------------------------------
    def resume(self) -> None:
        """Back on the title: the autosave may have appeared or gone."""
        focused = self.focus.focus_index
        self._build()
        self.focus.set_focus(focused)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Menu navigation; Esc focuses Quit, a second Esc quits."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.focus.focused is self.quit_button:
                self.app.quit()
            else:
                self.focus.set_focus(self.quit_button)
                self.app.audio.play("focus")
            return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, dragon, logo, tiles, buttons and any message."""
        t = self.app.time
        draw_backdrop(surface, t)
        draw_dragon(surface, t, 70, 1080, 200)
        halo = glow_sprite(260, (70, 40, 10))
        surface.blit(halo, halo.get_rect(center=(640, 70)), special_flags=pygame.BLEND_RGB_ADD)
        draw_text(
            surface,
            "DRAGON ARCADE",
            76,
            (120, 30, 20),
            {"center": (643, 68)},
            serif=True,
            shadow=False,
        )
        draw_text(surface, "DRAGON ARCADE", 76, theme.GOLD, {"center": (640, 64)}, serif=True)
        draw_text(
            surface, "five games of dragons, dice and cards", 20, theme.TEXT, {"center": (640, 116)}
        )
        self.focus.draw(surface, t)
        message = self.save_error or self.message
        if self.notice and t < self.notice_until:
            message = self.notice
        if message:
            fnt = theme.font(15, bold=True)
            lines = wrap_text(message, fnt, 1120)[:3]
            box = pygame.Rect(0, 0, 1160, 14 + 18 * len(lines))
            box.midbottom = (640, 714)
            edge = theme.DANGER if message in (self.save_error, self.message) else theme.GOLD
            draw_panel(surface, box, edge=edge, alpha=240)
            for k, line in enumerate(lines):
                top = box.top + 7 + 18 * k
                draw_text(
                    surface, line, 15, theme.TEXT, {"midtop": (640, top)}, bold=True, shadow=False
                )
        else:
            hint = "Arrows move  ·  Enter selects  ·  Esc back  ·  F11 fullscreen  ·  mouse and gamepad work too"
            draw_text(surface, hint, 15, theme.TEXT_DIM, {"midbottom": (640, 708)}, shadow=False)

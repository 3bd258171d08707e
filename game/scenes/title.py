"""The title screen: the dragon, the five games as tiles, Continue, Replays, Statistics, Decks,
Settings and Quit.

Games without rules and a client (game.views.registry) show as "coming soon" tiles that can be
focused but not started. Continue resumes a saved game (one per game; with several it asks which,
game.scenes.save_choice) and its caption says which; a save that cannot be read (corrupt or
tampered) is reported here in plain words, in the player's language, and the file is left
exactly as it was. So are, once, the preference folder's and the settings' problems. The dragon
is drawn by game.views.title_art, each tile's emblem by its game's client. A tile whose game
has been played says how often, and how often won, in a ribbon under its emblem (game.stats).
"""

from __future__ import annotations

import functools
import logging
import math
from collections.abc import Callable

import pygame

from game.core.protocol import GameInfo
from game.core.text import N_, Message, Nn_
from game.i18n import _, language, ngettext, translate
from game.rules import CATALOGUE, catalogue_title
from game.scenes.base import AppServices, Scene
from game.scenes.save_choice import ContinueScene, describe_save, resume
from game.settings import SavedGame
from game.views import theme
from game.views.backdrop import (
    Colour,
    draw_backdrop,
    draw_focus_ring,
    draw_panel,
    draw_text,
    fit_size,
    glow_sprite,
    wrap_balanced,
)
from game.views.focus import FocusGroup
from game.views.registry import is_playable, tile_art
from game.views.text import ellipsize, report_overflow
from game.views.title_art import draw_dragon
from game.views.widgets import Button, Widget, Words

log = logging.getLogger(__name__)

TILE_SIZE = (220, 276)
TILE_TOP = 296
MENU_TOP, MENU_HEIGHT = 582, 60
"""The menu buttons: tall enough for Continue's caption under its label."""
CONTINUE_WIDTH, MENU_WIDTH, MENU_GAP = 262, 166, 14
"""Continue is wider (its caption names the saved game); the five others share a width."""
MESSAGE_LINES = 3
"""The most lines the message panel at the foot shows (it must not cover the menu)."""
MESSAGE_PITCH = 18
"""The message lines' spacing at the foot for Latin text (CJK takes its larger line size)."""
BLURB_PITCH = 18
"""The tile blurb's line spacing for Latin text (CJK takes its larger line size)."""
TAGLINE_Y = 116
"""The tagline's centre under the logo (lower when the logo's glyphs reach further down)."""

# ----------------------------------------------------------------------------- game tiles


@functools.lru_cache(maxsize=8)
def _ink_bottom(text: str, size: int, language: str) -> int:
    """How far below the top of its line the logo's glyphs reach (remembered per language:
    the same words in another language's faces have other shapes)."""
    return theme.font(size, serif=True).render(text, True, theme.GOLD).get_bounding_rect().bottom


def tagline_centre(logo: str, size: int, placed: pygame.Rect) -> tuple[int, int]:
    """Where the tagline goes: at TAGLINE_Y, or lower when the logo's glyphs reach down to it
    (Han characters fill their whole square; capitals sit on the baseline)."""
    half = theme.font(20).get_height() // 2
    below_ink = placed.top + _ink_bottom(logo, size, language()) + 6 + half
    return (640, max(TAGLINE_Y, below_ink))


class GameTile(Widget):
    """One game of the catalogue as a bobbing, shining tile; unplayable ones say so."""

    def __init__(
        self,
        rect: pygame.Rect,
        entry: GameInfo,
        index: int,
        on_choose: Callable[[GameInfo], None],
        record: Message | None = None,
    ) -> None:
        super().__init__(rect)
        self.entry, self.index, self.on_choose = entry, index, on_choose
        self.record = record
        """'12 played · 7 won' (None: never played), under the emblem."""
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
        self._draw_shine(surface, rect, t)
        if self.record is not None:
            self._draw_record(surface, header, accent)
        self._draw_words(surface, rect, header.bottom + 8, accent)
        pygame.draw.rect(
            surface, accent if self.playable else (90, 84, 100), rect, 3, border_radius=18
        )
        if not self.playable:
            self._draw_coming_soon(surface, rect, header.centery)
        if focused:
            draw_focus_ring(surface, rect, t, radius=18)
        if focused and self.playable:
            self._draw_play_tag(surface, rect)

    def _draw_shine(self, surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
        """A bright diagonal band sweeping across every few seconds, staggered per tile."""
        phase = (t * 0.45 + self.index * 0.23) % 2.2
        if phase >= 1.0:
            return
        x = rect.left - 80 + phase * (rect.width + 160)
        band = [(x, rect.top), (x + 36, rect.top), (x - 64, rect.bottom), (x - 100, rect.bottom)]
        shine = pygame.Surface(rect.size)
        shine.fill((0, 0, 0))
        pygame.draw.polygon(
            shine, (46, 40, 30), [(px - rect.left, py - rect.top) for px, py in band]
        )
        previous_clip = surface.get_clip()
        surface.set_clip(rect)
        surface.blit(shine, rect.topleft, special_flags=pygame.BLEND_RGB_ADD)
        surface.set_clip(previous_clip)

    def _draw_words(
        self, surface: pygame.Surface, rect: pygame.Rect, y: int, accent: Colour
    ) -> None:
        """The title (two lines at most), the blurb under it and the player count at the foot."""
        title_font = theme.font(20, bold=True)
        for line in wrap_balanced(_(self.entry.title), title_font, rect.width - 20, 2):
            colour = theme.TEXT if self.playable else theme.TEXT_DIM
            draw_text(surface, line, 20, colour, {"midtop": (rect.centerx, y)}, bold=True)
            y += 24
        # 18 px apart for 14 px Latin; CJK is drawn at 16 px and takes its own line size.
        blurb_font = theme.font(14)
        pitch = max(BLURB_PITCH, blurb_font.get_linesize())
        for line in wrap_balanced(_(self.entry.subtitle), blurb_font, rect.width - 24, 2):
            anchor = {"midtop": (rect.centerx, y + 2)}
            draw_text(surface, line, 14, theme.TEXT_DIM, anchor, shadow=False)
            y += pitch
        low, high = self.entry.min_players, self.entry.max_players
        if low == high:
            players = ngettext("{count} player", "{count} players", low).format(count=low)
        else:
            players = _("{low}–{high} players").format(low=low, high=high)
        anchor = {"midbottom": (rect.centerx, rect.bottom - 10)}
        draw_text(surface, players, 14, accent, anchor, bold=True, shadow=False)

    def _draw_record(self, surface: pygame.Surface, header: pygame.Rect, accent: Colour) -> None:
        """The games played and won, in a dark ribbon along the emblem's foot."""
        words = translate(self.record)
        size = fit_size(words, header.width - 24, 14, smallest=11)
        ribbon = pygame.Rect(0, 0, theme.font(size, bold=True).size(words)[0] + 20, 22)
        ribbon.midbottom = (header.centerx, header.bottom - 4)
        veil = pygame.Surface(ribbon.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (10, 8, 16, 200), veil.get_rect(), border_radius=11)
        surface.blit(veil, ribbon.topleft)
        pygame.draw.rect(surface, accent, ribbon, width=1, border_radius=11)
        anchor = {"center": ribbon.center}
        draw_text(surface, words, size, theme.TEXT, anchor, bold=True, shadow=False)

    @staticmethod
    def _draw_coming_soon(surface: pygame.Surface, rect: pygame.Rect, centre_y: int) -> None:
        """A veil over the tile and a red ribbon across its emblem."""
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (10, 8, 16, 110), veil.get_rect(), border_radius=18)
        surface.blit(veil, rect.topleft)
        ribbon = pygame.Rect(0, 0, rect.width - 16, 34)  # across the emblem, inside the tile
        ribbon.center = (rect.centerx, centre_y)
        pygame.draw.rect(surface, (120, 30, 36), ribbon)
        pygame.draw.rect(surface, theme.GOLD, ribbon, 2)
        label = _("COMING SOON")
        size = fit_size(label, ribbon.width - 24, 18)
        draw_text(surface, label, size, theme.GOLD, {"center": ribbon.center}, bold=True)

    @staticmethod
    def _draw_play_tag(surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The gold "PLAY" tag above the focused playable tile."""
        # Translators: the tag on the focused game tile of the title screen.
        label = _("PLAY")
        tag = pygame.Rect(0, 0, max(96, theme.font(18, bold=True).size(label)[0] + 24), 28)
        tag.midbottom = (rect.centerx, rect.top + 4)
        pygame.draw.rect(surface, theme.GOLD, tag, border_radius=8)
        anchor = {"center": tag.center}
        draw_text(surface, label, 18, (30, 20, 10), anchor, bold=True, shadow=False)


def tile_record(app: AppServices, slug: str) -> Message | None:
    """A tile's ribbon: '12 played · 7 won' (or '3 played' when no game was yours alone to
    win); None for a game never played (or an app without statistics)."""
    stats = getattr(app, "stats", None)
    total = stats.total(slug) if stats is not None else None
    if total is None or not total.games:
        return None
    if not total.decided:
        return Message.counted(Nn_("{count} played", "{count} played"), "count", count=total.games)
    return Message.counted(
        Nn_("{count} played · {won} won", "{count} played · {won} won"),
        "count",
        count=total.games,
        won=total.wins,
    )


# ----------------------------------------------------------------------------- the scene


class TitleScene(Scene):
    """Logo, dragon, game tiles and the main menu buttons."""

    def __init__(self, app: AppServices, message: Words | None = None) -> None:
        super().__init__(app)
        self.message = message
        self.notice: Words = ""
        self.notice_until = 0.0
        self.notices: list[Message] = []
        """The preference folder's and the settings' problems, shown on this title only (each
        is handed out once per run)."""
        self.games: list[SavedGame] = []
        self._build()

    def _build(self) -> None:
        """Check the saves, then lay out tiles and buttons."""
        self._read_saves()
        width, gap = TILE_SIZE[0], 20
        left = (theme.SCREEN_SIZE[0] - (len(CATALOGUE) * width + (len(CATALOGUE) - 1) * gap)) // 2
        self.tiles = [
            GameTile(
                pygame.Rect(left + i * (width + gap), TILE_TOP, *TILE_SIZE),
                entry,
                i,
                self.choose_game,
                tile_record(self.app, entry.slug),
            )
            for i, entry in enumerate(CATALOGUE)
        ]
        top, height = MENU_TOP, MENU_HEIGHT
        left, gap = (
            (theme.SCREEN_SIZE[0] - CONTINUE_WIDTH - 5 * MENU_WIDTH - 5 * MENU_GAP) // 2,
            MENU_GAP,
        )
        self.continue_button = Button(
            (left, top, CONTINUE_WIDTH, height),
            N_("Continue"),
            self.continue_game,
            enabled=bool(self.games),
            caption=self._continue_caption(),
        )
        x = left + CONTINUE_WIDTH + gap

        def place() -> tuple[int, int, int, int]:
            nonlocal x
            x += MENU_WIDTH + gap
            return (x - MENU_WIDTH - gap, top, MENU_WIDTH, height)

        # Translators: a title-screen button opening the list of finished games to watch again.
        self.replays_button = Button(place(), N_("Replays"), self.open_replays)
        # Translators: a title-screen button opening the games' statistics (wins, streaks...).
        self.statistics_button = Button(place(), N_("Statistics"), self.open_statistics)
        # Translators: a title-screen button opening the Wyvern deck builder.
        self.decks_button = Button(place(), N_("Decks"), self.open_decks, caption=N_("Wyvern"))
        self.settings_button = Button(place(), N_("Settings"), self.open_settings)
        self.quit_button = Button(place(), N_("Quit"), self.app.quit, accent=theme.CRIMSON)
        buttons = [
            self.continue_button,
            self.replays_button,
            self.statistics_button,
            self.decks_button,
            self.settings_button,
            self.quit_button,
        ]
        self.focus = FocusGroup([*self.tiles, *buttons], sound=self.app.audio.play)
        self.focus.set_focus(self.continue_button if self.games else self.tiles[0])

    def _read_saves(self) -> None:
        """The games that can be resumed, and why any save cannot (the files are never
        touched); plus the folder's and settings' notices not shown yet."""
        self.games, bad = self.app.saves.scan()
        self.notices += self.app.saves.folder.take_notices()
        self.save_error: Message | None = None
        if bad:
            for broken in bad:
                log.warning("save %s unreadable: %s", broken.path, broken.error)
            first = bad[0]
            self.save_error = Message.of(
                N_(
                    "Your saved game could not be loaded: {error}. "
                    "The file was left untouched at {path}."
                ),
                error=first.error.message,
                path=str(first.path),
            )
            if len(bad) > 1:
                self.save_error = Message.counted(
                    Nn_(
                        "{first} ({count} more save cannot be loaded either.)",
                        "{first} ({count} more saves cannot be loaded either.)",
                    ),
                    "count",
                    first=self.save_error,
                    count=len(bad) - 1,
                )

    def _continue_caption(self) -> Words:
        """Under Continue: the most recent saved game, how many more, or that a save is
        unreadable."""
        if len(self.games) == 1:
            return describe_save(self.games[0].record)
        if self.games:
            return Message.counted(
                Nn_("{count} game saved · {title} last", "{count} games saved · {title} last"),
                "count",
                count=len(self.games),
                title=Message.of(catalogue_title(self.games[0].slug)),
            )
        return N_("save unreadable") if self.save_error else ""

    # --- actions ------------------------------------------------------------------------
    def choose_game(self, entry: GameInfo) -> None:
        """Open the setup of a playable game, or explain that it is coming soon."""
        if not is_playable(entry.slug):
            self.notice = Message.of(
                N_("{title} is coming soon: its dragons are still hatching."),
                title=Message.of(entry.title),
            )
            self.notice_until = self.app.time + 3.0
            return
        from game.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app, entry.slug))

    def continue_game(self) -> None:
        """Resume the saved game; with several, ask which (the most recent first)."""
        if not self.app.saves.has_autosave():  # gone since the title was drawn: say so
            self.resume()
            return
        if len(self.games) > 1:
            self.app.push(ContinueScene(self.app, self.games))
            return
        if not self.games:
            return
        error = resume(self.app, self.games[0].record)
        if error is not None:
            self.save_error = error
            self.continue_button.enabled = False
            self.focus.set_focus(self.tiles[0])

    def open_replays(self) -> None:
        """The finished and abandoned games, to watch again (game.scenes.replays)."""
        from game.scenes.replays import ReplaysScene

        self.app.push(ReplaysScene(self.app))

    def open_statistics(self) -> None:
        """Every game's statistics (game.scenes.statistics)."""
        from game.scenes.statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def open_decks(self) -> None:
        """The Wyvern deck builder: build, check and keep decks for the setup's deck choice."""
        from game.scenes.deck_builder import DeckBuilderScene

        self.app.push(DeckBuilderScene(self.app))

    def open_settings(self) -> None:
        """Show the settings screen."""
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    # --- scene protocol -----------------------------------------------------------------
    def on_enter(self) -> None:
        """The title's music theme (the setup keeps it; a game's own theme replaces it)."""
        self.app.audio.play_music("title")

    def resume(self) -> None:
        """Back on the title: a save may have appeared or gone."""
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
        # Translators: the logo; keep it short (it is set in large capitals).
        logo = _("DRAGON ARCADE")
        size = fit_size(logo, 1000, 76)
        draw_text(
            surface, logo, size, (120, 30, 20), {"center": (643, 68)}, serif=True, shadow=False
        )
        placed = draw_text(surface, logo, size, theme.GOLD, {"center": (640, 64)}, serif=True)
        tagline = _("five games of dragons, dice and cards")
        draw_text(surface, tagline, 20, theme.TEXT, {"center": tagline_centre(logo, size, placed)})
        self.focus.draw(surface, t)
        self._draw_message(surface, t)

    def _messages(self) -> list[Words]:
        """What the foot of the screen says, most urgent first: the folder's and settings'
        problems, a save that cannot be loaded, the message the title was opened with, a
        passing notice."""
        messages: list[Words] = [*self.notices]
        messages += [text for text in (self.save_error, self.message) if text]
        if self.notice and self.app.time < self.notice_until:
            messages.append(self.notice)
        return messages

    def _draw_message(self, surface: pygame.Surface, t: float) -> None:
        """Problems and notices in a panel at the foot (at most three lines), else the hint."""
        messages = self._messages()
        if not messages:
            hint = _(
                "Arrows move  ·  Enter selects  ·  Esc back  ·  F11 fullscreen  ·  "
                "mouse and gamepad work too"
            )
            size = fit_size(hint, 1240, 15, bold=False)
            draw_text(surface, hint, size, theme.TEXT_DIM, {"midbottom": (640, 708)}, shadow=False)
            return
        fnt = theme.font(15, bold=True)
        pitch = max(MESSAGE_PITCH, fnt.get_linesize())
        text = "\n".join(translate(message) for message in messages)  # each on its own line
        lines = wrap_balanced(text, fnt, 1120, MESSAGE_LINES + 1)
        if len(lines) > MESSAGE_LINES:  # cut after a whole line: a path is never half shown
            report_overflow(text, "lines")
            lines[MESSAGE_LINES - 1 :] = [ellipsize(lines[MESSAGE_LINES - 1] + " …", fnt, 1120)]
        box = pygame.Rect(0, 0, 1160, 14 + pitch * len(lines))
        box.midbottom = (640, 714)
        only_notice = messages == [self.notice]
        draw_panel(surface, box, edge=theme.GOLD if only_notice else theme.DANGER, alpha=240)
        for k, line in enumerate(lines):
            anchor = {"midtop": (640, box.top + 7 + pitch * k)}
            draw_text(surface, line, 15, theme.TEXT, anchor, bold=True, shadow=False)

"""The replay viewer: a finished or abandoned match played again on the game's own board.

`ReplayViewerScene(app, record, title=None)` steps the record (game.scenes.replay_player) and
drives the game's real board view the way the play scene does: `reset(view)` for a position
shown at once (a step back, a jump, a new viewpoint), `play(applied)` for one action forward,
with its animation and sounds. Play/pause, one step either way, speed, a jump to any line of the
move log or any point of the progress bar, and the viewpoint: all revealed, or one seat's view
(another seat's hand stays hidden). "Play from here" opens the setup forked at the position on
screen (the same game, options and seed; the seats are chosen again).

Chance plies (deals, draws) are steps like any other: the log gives each its line, and a step
back from a decision lands on the deal before it. While playing they pass after a shorter beat.

The first viewpoint: a finished game has no secrets left, so it opens all revealed. An abandoned
game opens from the view of the person who played it (the first human seat; all revealed when
only AIs played): its hidden cards still matter, and "Play from here" forks it, so the replay
shows it as that player saw it until they choose to reveal everything.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.core.record import GameRecord, RecordError
from game.core.text import N_, Message
from game.i18n import _, translate
from game.rules import get_rules
from game.scenes import replay_chrome as chrome
from game.scenes.base import AppServices, Scene
from game.scenes.replay_player import ALL_REVEALED, LogEntry, ReplayPlayer, Viewpoint, current_line
from game.views import theme
from game.views.backdrop import draw_text
from game.views.board_view import BoardView
from game.views.focus import FocusGroup
from game.views.progress import progress_of
from game.views.registry import client_for
from game.views.text import wrap
from game.views.widgets import Button, Cycle

log = logging.getLogger(__name__)

SPEEDS = (0.5, 1.0, 2.0, 4.0)
BEAT_S = 0.8
"""How long a position stands still (at 1x, after its animation) before the next action."""
CHANCE_BEAT_S = 0.3
"""The shorter beat after a chance outcome (a deal is seen at once, and there are many)."""
PAGE_LINES = 10
"""Log lines one Page Up/Down jumps."""
SPEED_UP = (pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS)
SPEED_DOWN = (pygame.K_MINUS, pygame.K_KP_MINUS)


class ReplayViewerScene(Scene):
    """Plays a GameRecord on the game's board; Esc returns to the scene below."""

    def __init__(self, app: AppServices, record: GameRecord, title: str | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.title = title
        self.rules = get_rules(record.slug)
        self.client = client_for(record.slug)
        self.error: Message | None = None
        self.player: ReplayPlayer | None = None
        self._moment: tuple[int, Message] | None = None  # (ply, its progress words)
        try:
            self.player = ReplayPlayer(self.rules, record)
        except RecordError as error:  # a bad file never stops the program: say why
            log.warning("replay cannot be shown: %s", error)
            self.error = error.message
        self.board: BoardView = self.client.board_view(record.seats, self._sound)
        self.board.show_private = True  # type: ignore[attr-defined]
        self.board.speaks_to_you = False  # the seat on screen is nobody at this screen
        self.board.speed = app.settings.animation_speed
        self.viewpoint: Viewpoint = self._first_viewpoint()
        self.playing = self.player is not None and self.player.length > 0
        self.speed_index = SPEEDS.index(1.0)
        self.wait = BEAT_S
        self.log_top = 0
        self._entries: dict[Any, list[LogEntry]] = {}
        self._rows: dict[Any, list[tuple[int, str, bool]]] = {}
        self.focus = self._build_focus()
        if self.player is not None:
            self._show_at_once()

    # ------------------------------------------------------------------ set-up
    def _first_viewpoint(self) -> Viewpoint:
        """All revealed for a finished game or one without secrets; else the first person's
        view (see the module's docstring)."""
        player = self.player
        if player is None or not player.hidden_info:
            return ALL_REVEALED
        if player.finished:
            return ALL_REVEALED
        humans = [index for index, seat in enumerate(self.record.seats) if seat.is_human]
        return humans[0] if humans else ALL_REVEALED

    def viewpoint_choices(self) -> list[tuple[Viewpoint, Any]]:
        """(viewpoint, its words) for the viewpoint cycle."""
        if self.player is None or not self.player.hidden_info:
            return [(ALL_REVEALED, N_("Nothing hidden"))]
        choices: list[tuple[Viewpoint, Any]] = [(ALL_REVEALED, N_("All revealed"))]
        for index, seat in enumerate(self.record.seats):
            # Translators: the replay's viewpoint: only what this seat could see.
            choices.append((index, Message.of(N_("{name}'s view"), name=seat.name)))
        return choices

    def _build_focus(self) -> FocusGroup:
        left, top = chrome.CONTROLS_RECT.x + 12, 480
        transport = [
            chrome.IconButton((left, top, 54, 44), lambda: chrome.icon_end(-1), self.to_start),
            chrome.IconButton((left + 60, top, 54, 44), lambda: chrome.icon_step(-1), self.back),
            chrome.IconButton((left + 120, top, 54, 44), self._play_icon, self.toggle_play),
            chrome.IconButton((left + 180, top, 54, 44), lambda: chrome.icon_step(1), self.forward),
            chrome.IconButton((left + 240, top, 54, 44), lambda: chrome.icon_end(1), self.to_end),
        ]
        # The speeds are figures only ("2×", as on any video player): no words to translate.
        speeds = [(speed, f"{speed:g}×") for speed in SPEEDS]
        self.speed_cycle = Cycle(
            (left, 532, 96, 40), "", speeds, self.speed_index, self._speed_chosen, wrap=False
        )
        choices = self.viewpoint_choices()
        index = next(i for i, (value, _words) in enumerate(choices) if value == self.viewpoint)
        self.view_cycle = Cycle((left + 102, 532, 192, 40), "", choices, index, self.set_viewpoint)
        self.view_cycle.enabled = len(choices) > 1
        self.fork_button = Button(
            (left, 580, 172, 44), N_("Play from here (P)"), self.play_from_here, size=18
        )
        back = Button((left + 178, 580, 116, 44), N_("Back (Esc)"), self.app.pop, size=18)
        widgets = [*transport, self.speed_cycle, self.view_cycle, self.fork_button, back]
        if self.player is None:
            widgets = [back]
            back.rect = pygame.Rect(640 - 90, 420, 180, 56)
        return FocusGroup(widgets, sound=self._sound, focus=2 if self.player else 0)

    def _play_icon(self) -> chrome.Icon:
        return chrome.icon_pause if self.playing else chrome.icon_play

    def _sound(self, name: str, variant: int = 0) -> None:
        try:
            self.app.audio.play(name, variant)
        except Exception:  # a sound must never break a replay
            log.exception("sound %s failed", name)

    def on_enter(self) -> None:
        """The game's music theme while it is replayed."""
        self.app.audio.play_music(self.record.slug)

    def on_exit(self) -> None:
        """The menus' music again below."""
        self.app.audio.play_music("title")

    def language_changed(self) -> None:
        """The log is worded anew in the new language."""
        self._entries.clear()
        self._rows.clear()

    # ------------------------------------------------------------------ the log
    def entries(self) -> list[LogEntry]:
        """The move log as the viewpoint may read it, each line with its ply (cached)."""
        if self.player is None:
            return []
        key = self.viewpoint
        if key not in self._entries:
            names = [seat.name for seat in self.record.seats]
            self._entries[key] = self.player.log(key, self.client.describe_log, names)
        return self._entries[key]

    def rows(self) -> list[tuple[int, str, bool]]:
        """The log's screen rows (wrapped; cached per viewpoint)."""
        key = self.viewpoint
        if key not in self._rows:
            self._rows[key] = chrome.log_rows(
                self.entries(), tuple(seat.name for seat in self.record.seats)
            )
        return self._rows[key]

    def current_entry(self) -> int:
        """The index of the log line of the last action on screen (-1 at the start)."""
        return -1 if self.player is None else current_line(self.entries(), self.player.ply)

    def _follow_log(self) -> None:
        """Scroll the log so the lit line is in sight (roughly in the middle after a jump)."""
        rows = self.rows()
        current = self.current_entry()
        row = next((i for i, (index, _t, _f) in enumerate(rows) if index == current), 0)
        last = row
        while last + 1 < len(rows) and rows[last + 1][0] == current:
            last += 1
        if row < self.log_top or last >= self.log_top + chrome.ROWS_SHOWN:
            self.log_top = row - chrome.ROWS_SHOWN // 2
        self.log_top = max(0, min(self.log_top, len(rows) - chrome.ROWS_SHOWN))

    # ------------------------------------------------------------------ moving through it
    def _show_at_once(self) -> None:
        """Put the position on screen without an animation."""
        assert self.player is not None
        self.board.skip()
        self.board.reset(self.player.view(self.viewpoint))
        self.wait = BEAT_S
        self._follow_log()

    def seek(self, ply: int) -> None:
        """Show the position after `ply` actions at once (playing stops)."""
        if self.player is None:
            return
        self.playing = False
        self.player.seek(ply)
        self._show_at_once()

    def forward(self) -> bool:
        """One action forward, animated (playing stops); False at the end."""
        self.playing = False
        return self._step()

    def _step(self) -> bool:
        player = self.player
        if player is None or player.at_end:
            self._sound("error") if not self.playing else None
            return False
        self.board.skip()
        applied = player.forward(self.viewpoint)
        if applied is None:
            return False
        self.board.set_turn(None)
        self.board.play(applied)
        self.wait = (CHANCE_BEAT_S if applied.is_chance else BEAT_S) / SPEEDS[self.speed_index]
        self._follow_log()
        return True

    def back(self) -> bool:
        """One action back: the position before it, shown at once (playing stops)."""
        self.playing = False
        if self.player is None or not self.player.back():
            self._sound("error")
            return False
        self._show_at_once()
        return True

    def to_start(self) -> None:
        """The position before the first action."""
        self.seek(0)

    def to_end(self) -> None:
        """The last position of the record."""
        if self.player is not None:
            self.seek(self.player.length)

    def toggle_play(self) -> None:
        """Play or pause; playing at the end starts again from the beginning."""
        if self.player is None:
            return
        if self.playing:
            self.playing = False
            return
        if self.player.at_end:
            self.seek(0)
        self.playing = True
        self.wait = 0.0 if not self.board.busy() else self.wait

    def jump_line(self, step: int) -> None:
        """Jump `step` lines of the log from the lit one: to the position after that line's
        action (before the first line: the start)."""
        entries = self.entries()
        if not entries:
            return
        target = max(-1, min(len(entries) - 1, self.current_entry() + step))
        self.seek(0 if target < 0 else entries[target].ply + 1)

    def set_speed(self, index: int) -> None:
        """Play at SPEEDS[index] (the board's animations too)."""
        self.speed_index = max(0, min(len(SPEEDS) - 1, index))
        self.speed_cycle.index = self.speed_index

    def _speed_chosen(self, speed: float) -> None:
        self.set_speed(SPEEDS.index(speed))

    def set_viewpoint(self, viewpoint: Viewpoint) -> None:
        """See the replay from `viewpoint` (the board and the log change at once); a game
        without secrets has only all revealed."""
        if all(value != viewpoint for value, _words in self.view_cycle.choices):
            viewpoint = ALL_REVEALED
        self.viewpoint = viewpoint
        self.view_cycle.set_value(viewpoint)
        if self.player is not None:
            self._show_at_once()

    def next_viewpoint(self) -> None:
        """The next choice of the viewpoint cycle."""
        if self.view_cycle.enabled:
            self.view_cycle.adjust(1)
            self._sound("click")

    def play_from_here(self) -> None:
        """A new game forked at the position on screen: the setup, with the seats to choose."""
        if self.player is None or self.player.state.is_terminal():
            self._sound("error")
            return
        from game.scenes.setup import SetupScene

        self.playing = False
        self.app.push(SetupScene(self.app, self.record.slug, fork=self.player.prefix()))

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        """Advance the board's animations and, while playing, the record."""
        self.board.speed = self.app.settings.animation_speed * SPEEDS[self.speed_index]
        self.board.update(dt)
        player = self.player
        if player is None:
            return
        self.fork_button.enabled = not player.state.is_terminal()
        if self.board.busy() or not self.playing:
            return
        if player.at_end:
            self.playing = False
            return
        self.wait -= dt
        if self.wait <= 0:
            self._step()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Keys of the strip, then the buttons, the log and the progress bar."""
        if event.type == pygame.KEYDOWN and self._key(event.key):
            return True
        if self.focus.handle_event(event):
            return True
        if self.player is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = chrome.row_at(self, event.pos)
            if row is not None:
                self._sound("click")
                self.seek(self.entries()[self.rows()[row][0]].ply + 1)
                return True
            ply = chrome.progress_ply(self, event.pos)
            if ply is not None:
                self.seek(ply)
                return True
        if event.type == pygame.MOUSEWHEEL and chrome.LOG_RECT.collidepoint(pygame.mouse.get_pos()):
            most = max(0, len(self.rows()) - chrome.ROWS_SHOWN)
            self.log_top = max(0, min(most, self.log_top - 3 * event.y))
            return True
        return False

    def _key(self, key: int) -> bool:
        """The keys of the strip (arrows are steps here, not focus moves); True if used."""
        if key == pygame.K_ESCAPE:
            self._sound("click")
            self.app.pop()
            return True
        if self.player is None:
            return False
        actions = {
            pygame.K_SPACE: self.toggle_play,
            pygame.K_LEFT: self.back,
            pygame.K_RIGHT: self.forward,
            pygame.K_UP: lambda: self.jump_line(-1),
            pygame.K_DOWN: lambda: self.jump_line(1),
            pygame.K_PAGEUP: lambda: self.jump_line(-PAGE_LINES),
            pygame.K_PAGEDOWN: lambda: self.jump_line(PAGE_LINES),
            pygame.K_HOME: self.to_start,
            pygame.K_END: self.to_end,
            pygame.K_v: self.next_viewpoint,
            pygame.K_p: self.play_from_here,
            **{code: lambda: self.set_speed(self.speed_index + 1) for code in SPEED_UP},
            **{code: lambda: self.set_speed(self.speed_index - 1) for code in SPEED_DOWN},
        }
        action = actions.get(key)
        if action is None:
            return False
        action()
        return True

    # ------------------------------------------------------------------ drawing
    def heading(self) -> str:
        """The banner's title: the replay's own name, else the game's."""
        if self.title:
            return self.title
        # Translators: the replay viewer's banner, e.g. "Replay: Dragon Bridge".
        return _("Replay: {game}").format(game=_(self.rules.info.title))

    def status_words(self) -> str:
        """The banner's second line: playing or paused, and the viewpoint (the action on screen
        is the lit line of the log beside it)."""
        if self.player is None:
            return ""
        if self.playing:
            # Translators: the replay viewer's banner while it plays, e.g. "Playing at 2×".
            state = _("Playing at {speed}×").format(speed=f"{SPEEDS[self.speed_index]:g}")
        elif self.player.ply == 0:
            state = _("The start: nothing played yet")
        elif self.player.at_end:
            state = _("The end of the record")
        else:
            state = _("Paused")
        view = translate(self.view_cycle.choices[self.view_cycle.index][1])
        return f"{state}  ·  {translate(self.moment())}  ·  {view}"

    def moment(self) -> Message:
        """Where the game on screen stands, as the game counts ("Game 2, turn 8"): the same
        words as the turning points and the title's Continue (game.views.progress)."""
        player = self.player
        assert player is not None
        if self._moment is None or self._moment[0] != player.ply:
            words = progress_of(self.client, player.state, player.ply)
            self._moment = (player.ply, words)
        return self._moment[1]

    def banner_colour(self) -> tuple[int, int, int]:
        """The colour of the seat that acted last (gold at the start)."""
        player = self.player
        if player is None or player.ply == 0:
            return theme.GOLD
        seat = player.player_of(player.ply - 1)
        if 0 <= seat < len(self.record.seats):
            return theme.seat_colour(self.record.seats[seat].colour)
        return theme.GOLD

    def draw(self, surface: pygame.Surface) -> None:
        """The board as in play, the banner, the log and the controls."""
        surface.fill(theme.BACKGROUND)
        time = getattr(self.app, "time", 0.0)
        if self.player is None:
            self._draw_error(surface, time)
            return
        self.board.draw(surface, time)
        chrome.draw_banner(self, surface)
        chrome.draw_log(self, surface)
        chrome.draw_controls(self, surface, time)

    def _draw_error(self, surface: pygame.Surface, time: float) -> None:
        """Why the replay cannot be shown, and Back."""
        heading = _("This replay cannot be shown")
        draw_text(surface, heading, 30, theme.GOLD, {"center": (640, 250)}, bold=True)
        reason = translate(self.error) if self.error is not None else ""
        for row, line in enumerate(wrap(reason, theme.font(20), 900)[:3]):
            draw_text(surface, line, 20, theme.TEXT, {"center": (640, 310 + 28 * row)})
        self.focus.draw(surface, time)

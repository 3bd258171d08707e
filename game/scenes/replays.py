"""The Replays screen: every finished or abandoned game, newest first, to watch again.

The list (left) scrolls with the focus, the mouse wheel or a drag of nothing at all: the row
in focus is always shown. The panel on the right tells the chosen replay in full (game, date,
seats and their levels, the result in the game's own words from its client, the length) and
holds its actions: Watch (the replay viewer, game.scenes.replay_viewer), Rename (a text field),
Export (to the player's Documents folder, or home: the path written is shown) and Delete (asks
first). Import takes a path typed into a text field; a file refused says why in plain words.
Files on the shelf that cannot be read are listed after the replays with their reason.

The list is read from the files' heads, so it shows at once (game.replays). Each replay is then
checked in full (every move replayed) in the gaps between frames, within CHECK_BUDGET_S a frame,
the chosen one first (game.scenes.replay_checks): a file whose moves are broken turns into a
broken row with its reason as soon as that is known, and at the latest when it is watched,
renamed or exported.
"""

from __future__ import annotations

import logging
import os
from typing import Any

import pygame

from game.core.schema import RecordError
from game.core.text import N_, Message
from game.i18n import _, ngettext, translate
from game.replays import (
    MAX_REPLAY_NAME,
    BrokenReplay,
    Listed,
    Replay,
    default_export_folder,
)
from game.rules import catalogue_title
from game.scenes.base import AppServices, Scene
from game.scenes.record_panels import (
    Question,
    ReplayRow,
    TextPrompt,
    default_name,
    draw_scrollbar,
    draw_status,
    moves_line,
    played_date,
    replay_name,
    result_line,
    seat_names,
)
from game.scenes.replay_checks import RowChecks, Verdict
from game.views import theme
from game.views.backdrop import draw_backdrop, draw_panel, draw_text, fit_size, wrap_balanced
from game.views.focus import FocusGroup
from game.views.registry import client_for
from game.views.seat_words import seat_kind
from game.views.text import ellipsize
from game.views.widgets import Button, TextField, Widget, Words

log = logging.getLogger(__name__)

LIST = pygame.Rect(40, 92, 770, 532)
ROW_HEIGHT, ROW_PITCH = 56, 64
VISIBLE_ROWS = (LIST.height - 16) // ROW_PITCH
DETAIL = pygame.Rect(836, 92, 404, 532)
HEADING_SIZE = 22
"""The chosen replay's name in the detail panel."""
IMPORT_PATH_LENGTH = 400
"""The longest path the Import field takes."""
CHECK_BUDGET_S = 0.006
"""The time a frame gives to checking replays in full (a frame at 60 Hz is 16.7 ms)."""


class ReplaysScene(Scene):
    """List, describe, watch, rename, export, delete and import replays."""

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.shelf: Any = app.replays  # type: ignore[attr-defined]
        self.replays: list[Listed] = []
        self.broken: list[BrokenReplay] = []
        self.rows: list[ReplayRow] = []
        self.selected = 0
        """The row the detail panel describes (the last one focused)."""
        self.scroll = 0
        self.status: Words = ""
        self.status_error = False
        self.checks = RowChecks(self.shelf, self._settle)
        self._reports: dict[str, tuple[str, str]] = {}
        """file -> (banner, reason) in the current language, from the game's client."""
        x, y, half = DETAIL.left + 20, DETAIL.bottom - 132, (DETAIL.width - 52) // 2
        self.watch_button = Button((x, y, half, 54), N_("Watch"), self.watch, accent=theme.JADE)
        self.rename_button = Button((x + half + 12, y, half, 54), N_("Rename"), self.ask_rename)
        self.export_button = Button((x, y + 66, half, 54), N_("Export"), self.export)
        self.delete_button = Button(
            (x + half + 12, y + 66, half, 54), N_("Delete"), self.ask_delete, accent=theme.CRIMSON
        )
        self.import_button = Button((LIST.left, 634, 260, 48), N_("Import…"), self.ask_import)
        self.back_button = Button((DETAIL.right - 220, 634, 220, 48), N_("Back"), self.app.pop)
        self.focus = FocusGroup([], sound=app.audio.play)
        self.reload()

    # --- the list ---------------------------------------------------------------------------
    def reload(self, keep: str | None = None) -> None:
        """Read the shelf again and rebuild the rows; the focus stays on `keep` (a file) or on
        the row it was on."""
        focused = self.focus.focused
        self.replays, self.broken = self.shelf.list()
        self.checks.forget()
        entries: list[Listed | BrokenReplay] = [*self.replays, *self.broken]
        self.rows = [ReplayRow(entry, self.watch) for entry in entries]
        buttons = [self.watch_button, self.rename_button, self.export_button, self.delete_button]
        self.focus.widgets = [*self.rows, *buttons, self.import_button, self.back_button]
        if keep is not None:
            self.selected = next(
                (index for index, row in enumerate(self.rows) if row.entry.file == keep), 0
            )
        self.selected = max(0, min(self.selected, len(self.rows) - 1))
        self._update_buttons()
        if not self.rows:
            self.focus.set_focus(self.import_button)
        elif focused is None or isinstance(focused, ReplayRow) or keep is not None:
            self.focus.set_focus(self.rows[self.selected])
        else:
            self.focus.set_focus(focused)
        self.layout()

    def _update_buttons(self) -> None:
        entry = self.entry
        readable = entry is not None and not isinstance(entry, BrokenReplay)
        for button in (self.watch_button, self.rename_button, self.export_button):
            button.enabled = readable
        self.delete_button.enabled = entry is not None

    @property
    def entry(self) -> Listed | BrokenReplay | None:
        """The replay (or unreadable file) the detail panel describes."""
        return self.rows[self.selected].entry if self.rows else None

    def layout(self) -> None:
        """Scroll so the selected row shows, and place the rows."""
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + VISIBLE_ROWS:
            self.scroll = self.selected - VISIBLE_ROWS + 1
        self.scroll = max(0, min(self.scroll, max(0, len(self.rows) - VISIBLE_ROWS)))
        for index, row in enumerate(self.rows):
            top = LIST.top + 8 + (index - self.scroll) * ROW_PITCH
            row.rect = pygame.Rect(LIST.left + 10, top, LIST.width - 34, ROW_HEIGHT)
            row.visible = self.scroll <= index < self.scroll + VISIBLE_ROWS

    def _follow_focus(self) -> None:
        focused = self.focus.focused
        if isinstance(focused, ReplayRow) and focused in self.rows:
            index = self.rows.index(focused)
            if index != self.selected:
                self.selected = index
                self._update_buttons()
            self.layout()

    def say(self, words: Words, error: bool = False) -> None:
        """Show `words` at the foot (an export's path, an import's refusal)."""
        self.status, self.status_error = words, error

    # --- checking in full (game.scenes.replay_checks) ---------------------------------------
    def _settle(self, row: ReplayRow, verdict: Verdict) -> bool:
        """A check is done: the row shows the replay or why it cannot be used (the list is
        read again, and False returned, when the file has gone meanwhile)."""
        if verdict is None:
            self.reload()
            return False
        row.entry = verdict
        if row is self.rows[self.selected]:
            self._update_buttons()
        return True

    def _chosen_replay(self) -> Replay | None:
        """The chosen replay checked in full now (None, and its row marked, if it is broken)."""
        if not self.rows or not self.checks.now(self.rows[self.selected]):
            return None
        entry = self.rows[self.selected].entry
        return entry if isinstance(entry, Replay) else None

    # --- actions ----------------------------------------------------------------------------
    def watch(self) -> None:
        """Open the replay viewer on the chosen replay (checked in full first)."""
        entry = self._chosen_replay()
        if entry is None:
            return
        try:
            from game.scenes.replay_viewer import ReplayViewerScene
        except ImportError:  # the viewer is built beside this screen
            log.exception("the replay viewer cannot be loaded")
            self.say(N_("The replay viewer cannot be opened in this version."), error=True)
            return
        self.app.push(ReplayViewerScene(self.app, entry.record, title=replay_name(entry)))

    def ask_rename(self) -> None:
        """A text field with the replay's name (empty: the default name again)."""
        entry = self._chosen_replay()
        if entry is None:
            return
        field = TextField(
            (0, 0, 1, 1),
            N_("Name"),
            entry.name,
            max_length=MAX_REPLAY_NAME,
            placeholder=default_name(entry),
        )
        help_words = N_("Type a new name. Leave it empty for the game and the date.")
        self.app.push(
            TextPrompt(self.app, N_("Rename the replay"), help_words, field, self._rename)
        )

    def _rename(self, name: str) -> Message | None:
        entry = self.entry
        if not isinstance(entry, Replay):
            return None
        try:
            renamed = self.shelf.rename(entry, name)
        except RecordError as error:
            return error.message
        self.reload(keep=renamed.file)
        return None

    def export(self) -> None:
        """Write the chosen replay to a file in Documents (or home) and say where."""
        entry = self._chosen_replay()
        if entry is None:
            return
        try:
            path = self.shelf.export_to(entry, self.shelf.export_path(entry))
        except RecordError as error:
            self.say(
                Message.of(N_("The replay could not be exported: {error}"), error=error.message),
                error=True,
            )
            return
        self.say(Message.of(N_("Exported to {path}"), path=str(path)))

    def ask_delete(self) -> None:
        """Ask, then delete the chosen replay (or unreadable file)."""
        entry = self.entry
        if entry is None:
            return
        name = entry.path.name if isinstance(entry, BrokenReplay) else replay_name(entry)
        words = Message.of(N_("“{name}” will be gone for good."), name=name)
        question = Question(
            self.app, N_("Delete this replay?"), words, N_("Delete"), self._delete, N_("Keep it")
        )
        self.app.push(question)

    def _delete(self) -> None:
        entry = self.entry
        if entry is None:
            return
        self.shelf.delete(entry)
        self.reload()

    def ask_import(self) -> None:
        """A text field for the path of a replay (or save) file to put on the shelf."""
        start = str(default_export_folder()) + os.sep
        field = TextField(
            (0, 0, 1, 1), N_("File"), start, max_length=IMPORT_PATH_LENGTH, allowed=None
        )
        help_words = N_(
            "Type the path of an exported replay or a saved game (a .json file). It is checked "
            "move by move before it is kept."
        )
        self.app.push(TextPrompt(self.app, N_("Import a replay"), help_words, field, self._import))

    def _import(self, path: str) -> Message | None:
        try:
            entry = self.shelf.import_from(path.strip())
        except RecordError as error:
            return Message.of(N_("This file cannot be imported: {error}"), error=error.message)
        self.reload(keep=entry.file)
        self.say(Message.of(N_("Imported {name}"), name=replay_name(entry)))
        return None

    # --- scene protocol -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Check a slice of the list in full (game.scenes.replay_checks)."""
        self.checks.run(lambda: self.rows, lambda: self.selected, CHECK_BUDGET_S)

    def resume(self) -> None:
        """Back from the viewer or a prompt: the shelf may have changed."""
        self.reload()

    def language_changed(self) -> None:
        """The results' words were in the old language."""
        self._reports.clear()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Navigate; Esc goes back; Delete asks to delete; the wheel scrolls the list."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.audio.play("click")
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.ask_delete()
            return True
        if event.type == pygame.KEYDOWN and self._jump(event.key):
            return True
        if event.type == pygame.MOUSEWHEEL and self.rows:
            step = -1 if event.y > 0 else 1
            self.selected = max(0, min(len(self.rows) - 1, self.selected + step))
            self.focus.set_focus(self.rows[self.selected])
            self._update_buttons()
            self.layout()
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            widget = self.focus.widget_at(getattr(event, "pos", (-1, -1)))
            if isinstance(widget, ReplayRow) and not widget.visible:
                return False  # a row scrolled away lies under the buttons: not there
        used = self.focus.handle_event(event)
        self._follow_focus()
        return used

    def _jump(self, key: int) -> bool:
        """Right from a row goes to its first button (Watch), Left from the chosen replay's
        buttons back to its row, wherever they sit on the screen; True when it did."""
        focused = self.focus.focused
        side = (self.watch_button, self.rename_button, self.export_button, self.delete_button)
        target: Widget | None
        if key == pygame.K_RIGHT and isinstance(focused, ReplayRow):
            target = next((button for button in side if button.enabled), None)
        elif key == pygame.K_LEFT and focused in side[::2] and self.rows:
            target = self.rows[self.selected]
        else:
            return False
        if target is None:
            return False
        self.focus.set_focus(target)
        self.app.audio.play("focus")
        return True

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Heading, the list, the chosen replay's panel, the buttons and the foot."""
        t = self.app.time
        draw_backdrop(surface, t)
        draw_text(surface, _("Replays"), 44, theme.GOLD, {"midtop": (640, 22)}, serif=True)
        draw_panel(surface, LIST)
        draw_panel(surface, DETAIL)
        if not self.rows:
            self._draw_empty(surface)
        draw_scrollbar(surface, LIST, self.scroll, VISIBLE_ROWS, len(self.rows))
        self._draw_count(surface)
        self._draw_detail(surface)
        self.focus.draw(surface, t)
        hint = _("Up/Down choose · Enter watches · Right to the buttons · Esc back")
        draw_status(surface, translate(self.status), self.status_error, hint)

    def _draw_empty(self, surface: pygame.Surface) -> None:
        """The friendly empty list."""
        heading = _("No replays yet")
        draw_text(surface, heading, 28, theme.GOLD, {"center": (LIST.centerx, LIST.top + 190)})
        words = _(
            "Every game you finish, and every game you abandon from the pause menu, is kept "
            "here to watch again."
        )
        font = theme.font(18)
        for index, line in enumerate(wrap_balanced(words, font, LIST.width - 120, 3)):
            anchor = {"midtop": (LIST.centerx, LIST.top + 232 + index * font.get_linesize())}
            draw_text(surface, line, 18, theme.TEXT_DIM, anchor, shadow=False)

    def _draw_count(self, surface: pygame.Surface) -> None:
        """'12 replays · the newest 50 are kept' beside Import."""
        count = sum(not isinstance(row.entry, BrokenReplay) for row in self.rows)
        words = ngettext(
            "{count} replay · the newest {cap} are kept",
            "{count} replays · the newest {cap} are kept",
            count,
        ).format(count=count, cap=self.shelf.cap)
        left = self.import_button.rect.right + 20
        room = self.back_button.rect.left - 20 - left
        size = fit_size(words, room, 16, bold=False, smallest=13)
        anchor = {"midleft": (left, self.import_button.rect.centery)}
        draw_text(surface, words, size, theme.TEXT_DIM, anchor, shadow=False)

    def _report(self, entry: Listed) -> tuple[str, str]:
        """The result as the game's client words it once the replay is checked (remembered):
        banner and reason; until then the list's own banner."""
        if not isinstance(entry, Replay) or entry.outcome is None:
            return result_line(entry), ""
        if entry.file not in self._reports:
            banner, reason = result_line(entry), ""
            try:
                report = client_for(entry.slug).describe_outcome(
                    entry.outcome, seat_names(entry.seats)
                )
                banner, reason = report.banner, report.reason
            except Exception:  # the list's own words stay: never a crash over a report
                log.exception("describing the outcome of %s failed", entry.file)
            self._reports[entry.file] = (banner, reason)
        return self._reports[entry.file]

    def _draw_detail(self, surface: pygame.Surface) -> None:
        """The chosen replay told in full (or why its file cannot be read)."""
        entry = self.entry
        x, room = DETAIL.left + 22, DETAIL.width - 44
        if entry is None:
            words = _("A replay exported on another computer can be put on the shelf: Import.")
            self._draw_lines(surface, words, 17, theme.TEXT_DIM, DETAIL.top + 24, 6)
            return
        if isinstance(entry, BrokenReplay):
            heading = _("This file cannot be read")
            draw_text(
                surface,
                heading,
                fit_size(heading, room, 24),
                theme.DANGER,
                {"topleft": (x, DETAIL.top + 18)},
                bold=True,
            )
            words = f"{translate(entry.error.message)}\n{entry.path}"
            self._draw_lines(surface, words, 16, theme.TEXT, DETAIL.top + 62, 8)
            return
        count = len(entry.seats)
        players = ngettext("{count} player", "{count} players", count).format(count=count)
        if entry.name:  # the player's name: which game, and when, go under it
            top = self._draw_heading(surface, entry.name, DETAIL.top + 14)
            about = _("{title} · {date}").format(
                title=_(catalogue_title(entry.slug)), date=played_date(entry.played)
            )
        else:  # the game's title, and when with how many under it
            top = self._draw_heading(surface, _(catalogue_title(entry.slug)), DETAIL.top + 14)
            # Translators: under a replay's game title: when it was played and by how many.
            about = _("{date} · {players}").format(date=played_date(entry.played), players=players)
        about = ellipsize(about, theme.font(16), room)
        draw_text(surface, about, 16, theme.TEXT_DIM, {"topleft": (x, top + 4)}, shadow=False)
        y = top + 36
        for seat in entry.seats[:6]:
            pygame.draw.circle(surface, theme.seat_colour(seat.colour), (x + 8, y + 11), 7)
            line = _("{name} — {kind}").format(name=seat.name, kind=seat_kind(seat))
            draw_text(
                surface,
                ellipsize(line, theme.font(16), room - 24),
                16,
                theme.TEXT,
                {"topleft": (x + 24, y)},
                shadow=False,
            )
            y += 26
        banner, reason = self._report(entry)
        y += 8
        draw_text(
            surface,
            ellipsize(banner, theme.font(20, bold=True), room),
            fit_size(banner, room, 20),
            theme.GOLD if entry.finished else theme.TEXT_DIM,
            {"topleft": (x, y)},
            bold=True,
        )
        words = reason if entry.finished else _("Left unfinished from the pause menu.")
        words = f"{words}\n{moves_line(entry.moves)}" if words else moves_line(entry.moves)
        self._draw_lines(surface, words, 16, theme.TEXT_DIM, y + 32, 3)

    @staticmethod
    def _draw_heading(surface: pygame.Surface, name: str, top: int) -> int:
        """The replay's name in gold, on two lines when long (a CJK name of 40 characters);
        returns where the next line goes."""
        room = DETAIL.width - 44
        font = theme.font(HEADING_SIZE, serif=True)
        lines = wrap_balanced(name, font, room, 2)
        if len(lines) > 2:
            lines = [lines[0], ellipsize(lines[1] + lines[2], font, room)]
        pitch = font.get_linesize()
        for index, line in enumerate(lines):
            anchor = {"topleft": (DETAIL.left + 22, top + index * pitch)}
            draw_text(surface, line, HEADING_SIZE, theme.GOLD, anchor, serif=True)
        return top + pitch * len(lines) + 4

    def _draw_lines(
        self, surface: pygame.Surface, words: str, size: int, colour: Any, top: int, most: int
    ) -> None:
        font = theme.font(size)
        room = DETAIL.width - 44
        lines = wrap_balanced(words, font, room, most)[:most]
        pitch = max(size + 4, font.get_linesize())
        for index, line in enumerate(lines):
            anchor = {"topleft": (DETAIL.left + 22, top + index * pitch)}
            draw_text(surface, line, size, colour, anchor, shadow=False)

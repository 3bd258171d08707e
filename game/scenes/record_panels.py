"""Parts the Replays and Statistics screens share: a replay's words, its list row, a prompt
with a text field, a yes/no question and a line of status at the foot of the screen.

A replay's default name is "<Game> · <date>", worded in the current language when drawn (the
file keeps "" for it); dates are written the ISO way (2026-12-02 18:30), which every language
of the arcade reads.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.core.record import SeatSpec
from game.core.text import N_, Message, Nn_
from game.i18n import _, ngettext, pgettext, translate
from game.replays import BrokenReplay, Listed
from game.rules import catalogue_title
from game.scenes.base import AppServices
from game.scenes.save_choice import ChoicePanel
from game.views import theme
from game.views.backdrop import draw_panel, draw_text, fit_size, wrap_balanced
from game.views.outcome_words import winners_banner
from game.views.registry import tile_art
from game.views.seat_words import seat_kind
from game.views.text import ellipsize, report_overflow
from game.views.widgets import Button, TextField, Widget, Words

MOVES = Nn_("{count} move", "{count} moves")
PROMPT_WIDTH = 920
"""A text prompt's width: its field shows a long path or name without cutting it."""


def played_date(played: int) -> str:
    """When a game ended, in local time: '2026-12-02 18:30'."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(played))


def default_name(entry: Listed) -> Message:
    """A replay's name until the player gives one: '<Game> · <date>'."""
    # Translators: the default name of a replay: the game's title and when it was played.
    return Message.of(
        N_("{title} · {date}"),
        title=Message.of(catalogue_title(entry.slug)),
        date=played_date(entry.played),
    )


def replay_name(entry: Listed) -> str:
    """The player's name for a replay, or the default one, translated."""
    return entry.name or translate(default_name(entry))


def seat_names(seats: list[SeatSpec]) -> list[str]:
    """The seats' names, in seat order."""
    return [seat.name for seat in seats]


def seats_line(seats: list[SeatSpec]) -> str:
    """'Ada (Human) · Drake (AI Hard)', translated."""
    # Translators: one seat in the Replays list: its name and who played it ("Human", "AI Hard").
    each = [_("{name} ({kind})").format(name=seat.name, kind=seat_kind(seat)) for seat in seats]
    # Translators: between the seats of a replay in the Replays list.
    return pgettext("between seats", " · ").join(each)


def result_line(entry: Listed) -> str:
    """'Ada wins!', 'A draw!' or 'Abandoned', translated."""
    if not entry.finished:
        # Translators: the result of a game left from the pause menu, in the Replays list.
        return _("Abandoned")
    return winners_banner(entry.winners, seat_names(entry.seats))


def moves_line(count: int) -> str:
    """'34 moves', translated."""
    return ngettext(*MOVES, count).format(count=count)


class ReplayRow(Widget):
    """One line of the Replays list: emblem, name, seats, result and length (or, for a file
    that cannot be read, its name and why)."""

    def __init__(self, entry: Listed | BrokenReplay, on_activate: Callable[[], object]) -> None:
        super().__init__((0, 0, 1, 1))
        self.entry, self.on_activate = entry, on_activate
        self.visible = True
        """False while scrolled out of the list (not drawn, not clickable)."""

    def activate(self) -> bool:
        """Enter or a click: watch it (a broken file cannot be watched)."""
        if isinstance(self.entry, BrokenReplay):
            return False
        self.on_activate()
        return True

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """The row's face and words (nothing while scrolled away)."""
        if not self.visible:
            return
        rect = self.rect
        face = (74, 52, 60) if focused else (44, 34, 58)
        pygame.draw.rect(surface, face, rect, border_radius=10)
        if isinstance(self.entry, BrokenReplay):
            self._draw_broken(surface, rect)
            return
        entry = self.entry
        accent, draw_emblem = tile_art(entry.slug)
        pygame.draw.rect(surface, accent, rect, width=2, border_radius=10)
        box = pygame.Rect(rect.left + 6, rect.top + 4, rect.height - 8, rect.height - 8)
        pygame.draw.rect(surface, (22, 16, 30), box, border_radius=8)
        if draw_emblem is not None:
            previous = surface.get_clip()
            surface.set_clip(box)
            draw_emblem(surface, box.inflate(-4, -4), 0.0, accent)
            surface.set_clip(previous)
        right_room = 190
        words_left = box.right + 12
        room = rect.right - right_room - 12 - words_left
        title_font = theme.font(18, bold=True)
        name = ellipsize(replay_name(entry), title_font, room)
        draw_text(surface, name, 18, theme.TEXT, {"topleft": (words_left, rect.top + 7)}, bold=True)
        seats = seats_line(entry.seats)
        size = fit_size(seats, room, 14, bold=False, smallest=12)
        shown = ellipsize(seats, theme.font(size), room)
        anchor = {"bottomleft": (words_left, rect.bottom - 8)}
        draw_text(surface, shown, size, theme.TEXT_DIM, anchor, shadow=False)
        result = result_line(entry)
        colour = theme.GOLD if entry.finished else theme.TEXT_DIM
        size = fit_size(result, right_room, 17)
        anchor = {"topright": (rect.right - 12, rect.top + 7)}
        draw_text(surface, result, size, colour, anchor, bold=True, shadow=False)
        length = moves_line(entry.moves)
        anchor = {"bottomright": (rect.right - 12, rect.bottom - 8)}
        draw_text(surface, length, 14, theme.TEXT_DIM, anchor, shadow=False)

    def _draw_broken(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        assert isinstance(self.entry, BrokenReplay)
        pygame.draw.rect(surface, theme.DANGER, rect, width=2, border_radius=10)
        room = rect.width - 24
        heading = _("Cannot be read: {file}").format(file=self.entry.path.name)
        font = theme.font(16, bold=True)
        anchor = {"topleft": (rect.left + 12, rect.top + 7)}
        draw_text(surface, ellipsize(heading, font, room), 16, theme.DANGER, anchor, bold=True)
        reason = translate(self.entry.error.message)
        shown = ellipsize(reason, theme.font(14), room)
        anchor = {"bottomleft": (rect.left + 12, rect.bottom - 8)}
        draw_text(surface, shown, 14, theme.TEXT_DIM, anchor, shadow=False)


class Question(ChoicePanel):
    """A yes/no question over the screen; the safe answer has the focus."""

    def __init__(
        self,
        app: AppServices,
        heading: Words,
        words: Words,
        yes: Words,
        on_yes: Callable[[], object],
        no: Words,
    ) -> None:
        self.words = words
        self.on_yes = on_yes
        buttons = [
            Button((0, 0, 1, 1), yes, self._yes, accent=theme.CRIMSON),
            Button((0, 0, 1, 1), no, self.back, accent=theme.JADE),
        ]
        super().__init__(app, heading, buttons)
        self.focus.set_focus(buttons[1])

    def text(self) -> Words:
        """What the question is about."""
        return self.words

    def _yes(self) -> None:
        self.app.pop()
        self.on_yes()


class TextPrompt(ChoicePanel):
    """A heading, a line of help, a text field and OK / Cancel; Enter in the field is OK. The
    answer goes to `on_done`, which returns why it cannot be used (shown, the prompt stays)
    or None (the prompt closes)."""

    def __init__(
        self,
        app: AppServices,
        heading: Words,
        help_words: Words,
        field: TextField,
        on_done: Callable[[str], Message | None],
    ) -> None:
        self.help_words, self.field, self.on_done = help_words, field, on_done
        buttons: list[Widget] = [
            field,
            Button((0, 0, 1, 1), N_("OK"), self.confirm, accent=theme.JADE),
            Button((0, 0, 1, 1), N_("Cancel"), self.back, accent=theme.TEXT_DIM),
        ]
        super().__init__(app, heading, buttons)  # type: ignore[arg-type]  # any widget lays out

    def text(self) -> Words:
        """The help line."""
        return self.help_words

    def text_lines(self) -> list[str]:
        """The help (or the reason an answer was refused), wrapped to the wider panel."""
        words = translate(self.error) if self.error else translate(self.text())
        return wrap_balanced(words, theme.font(17), PROMPT_WIDTH - 80, 6) if words else []

    def panel(self) -> pygame.Rect:
        """Wider than a question: room for a path or a long name in the field."""
        rect = super().panel()
        return rect.inflate(PROMPT_WIDTH - rect.width, 0)

    def layout(self) -> None:
        """The field and the buttons across the wider panel."""
        super().layout()
        rect = self.panel()
        for widget in self.buttons:
            widget.rect = pygame.Rect(
                rect.left + 60, widget.rect.top, rect.width - 120, widget.rect.height
            )

    def confirm(self) -> None:
        """Hand the text over; stay open with the reason when it is refused."""
        error = self.on_done(self.field.text)
        if error is None:
            self.app.pop()
        else:
            self.error = error

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter in the field is OK, Ctrl+V pastes into it; the rest as any panel."""
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_v
            and event.mod & pygame.KMOD_CTRL
            and self.focus.focused is self.field
        ):
            self.app.audio.play("click" if self.field.paste_clipboard() else "error")
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.focus.focused is self.field
        ):
            self.app.audio.play("click")
            self.confirm()
            return True
        return super().handle_event(event)


def draw_status(surface: pygame.Surface, words: str, error: bool, hint: str) -> None:
    """The foot of a records screen: a status (a path written, an error) in a panel, else
    the key hint."""
    if not words:
        size = fit_size(hint, 1240, 15, bold=False)
        draw_text(surface, hint, size, theme.TEXT_DIM, {"midbottom": (640, 710)}, shadow=False)
        return
    font = theme.font(15, bold=True)
    lines = wrap_balanced(words, font, 1120, 3)
    if len(lines) > 2:
        report_overflow(words, "lines")
        lines = [lines[0], ellipsize(lines[1] + " …", font, 1120)]
    pitch = max(18, font.get_linesize())
    box = pygame.Rect(0, 0, 1160, 12 + pitch * len(lines))
    box.midbottom = (640, 714)
    draw_panel(surface, box, edge=theme.DANGER if error else theme.GOLD, alpha=240)
    for index, line in enumerate(lines):
        anchor = {"midtop": (640, box.top + 6 + pitch * index)}
        draw_text(surface, line, 15, theme.TEXT, anchor, bold=True, shadow=False)


def draw_scrollbar(
    surface: pygame.Surface, area: pygame.Rect, first: int, shown: int, total: int
) -> None:
    """A thin bar at `area`'s right edge, for a list showing `shown` of `total` rows from row
    `first` (nothing when all of them show)."""
    if total <= shown:
        return
    track = pygame.Rect(area.right - 12, area.top + 10, 6, area.height - 20)
    pygame.draw.rect(surface, (24, 18, 30), track, border_radius=3)
    height = max(24, track.height * shown // total)
    top = track.top + (track.height - height) * first // max(1, total - shown)
    pygame.draw.rect(surface, theme.GOLD, (track.left, top, 6, height), border_radius=3)

"""The choices around saved games: what a new game would replace, and which game to continue.

There is one saved game per game (game.settings.saves). Starting a new game of a game whose
save waits asks first (`start_or_ask`, called by the setup's Start): resume it, replace it, or
go back; a save that cannot be read is offered to be moved aside (kept, never deleted). A new
game with no human seat replaces nothing (it takes no slot), so it starts without a question.
With several games saved, the title's Continue opens `ContinueScene`, the most recent first.
`NoticeScene` says, once, that the preference folder cannot be written (the game plays on).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from game.core.record import GameRecord, RecordError
from game.core.text import N_, Message, Nn_
from game.i18n import _, translate
from game.rules import catalogue_title
from game.scenes.base import AppServices, Scene
from game.settings import BadSave, SavedGame
from game.settings.saves import UNREADABLE_SUFFIX
from game.views import theme
from game.views.backdrop import dim, draw_panel, draw_text, fit_size, wrap_balanced
from game.views.focus import FocusGroup
from game.views.progress import record_progress
from game.views.registry import CLIENTS
from game.views.widgets import Button, Words

log = logging.getLogger(__name__)

PANEL_WIDTH = 640
BUTTON_HEIGHT = 62
BUTTON_GAP = 12


def describe_save(record: GameRecord) -> Message:
    """'Drakon · 4 players · Turn 38': which game, for how many, how far it got (in the
    game's own terms: game.views.progress)."""
    # Translators: the title's Continue caption: the game, its seat count and how far it got,
    # e.g. "Wyvern · 2 players · Game 2, turn 8".
    return Message.of(
        N_("{title} · {players} · {progress}"),
        title=Message.of(catalogue_title(record.slug)),
        players=Message.counted(
            Nn_("{count} player", "{count} players"), "count", count=record.num_players
        ),
        progress=saved_progress(record),
    )


def saved_progress(record: GameRecord) -> Message:
    """How far a saved (or replayed) game got, in its game's words ("Game 2, turn 8")."""
    return record_progress(record, CLIENTS.get(record.slug))


def who_plays(record: GameRecord) -> str:
    """The seat names, as the setup's summary writes them."""
    # Translators: between the seat names of a saved game, e.g. "Ada, Drake, Wyrm".
    return _(", ").join(seat.name for seat in record.seats)


def resume(app: AppServices, record: GameRecord, replace: bool = False) -> Message | None:
    """Open the play scene on the saved `record` (over the top scene, or in its place when
    `replace`); the reason as a Message if it cannot be resumed (the file stays as it is).
    The save is read again first: it may have moved on since it was listed."""
    from game.scenes.play import PlayScene
    from game.session import Session

    latest = app.saves.read_autosave(record.slug)
    if latest is not None and latest.same_match(record):
        record = latest
    try:
        session = Session.from_record(record)
    except RecordError as error:
        log.warning("save could not be resumed: %s", error)
        return Message.of(
            N_("Your saved game could not be resumed: {error}. The file was left untouched."),
            error=error.message,
        )
    scene = PlayScene(app, session)
    if replace:
        app.replace(scene)
    else:
        app.push(scene)
    return None


def start_or_ask(app: AppServices, record: GameRecord, start: Callable[[], None]) -> None:
    """Run `start` (the new game of `record`) at once when it replaces no save; else ask."""
    waiting = app.saves.blocking(record.slug) if record.has_human else None
    if waiting is None:
        start()
        return
    app.push(SaveChoiceScene(app, record.slug, waiting, start))


class ChoicePanel(Scene):
    """An overlay panel: a heading, a few lines of text and a column of buttons."""

    is_overlay = True

    def __init__(self, app: AppServices, heading: Words, buttons: list[Button]) -> None:
        super().__init__(app)
        self.heading = heading
        self.error: Message | None = None
        self.buttons = buttons
        self.focus = FocusGroup(buttons, sound=app.audio.play)

    def text(self) -> Words:
        """The words under the heading (none by default)."""
        return ""

    def text_lines(self) -> list[str]:
        """The text (or the error, when there is one) wrapped to the panel."""
        words = translate(self.error) if self.error else translate(self.text())
        return wrap_balanced(words, theme.font(17), PANEL_WIDTH - 60, 6) if words else []

    def panel(self) -> pygame.Rect:
        """The panel's rectangle, sized to its text and buttons, centred on the screen."""
        height = 84 + 24 * len(self.text_lines()) + len(self.buttons) * (BUTTON_HEIGHT + BUTTON_GAP)
        rect = pygame.Rect(0, 0, PANEL_WIDTH, height + 12)
        rect.center = (theme.SCREEN_SIZE[0] // 2, theme.SCREEN_SIZE[1] // 2)
        return rect

    def layout(self) -> None:
        """Put the buttons under the text."""
        rect = self.panel()
        y = rect.top + 78 + 24 * len(self.text_lines())
        for button in self.buttons:
            button.rect = pygame.Rect(rect.left + 60, y, rect.width - 120, BUTTON_HEIGHT)
            y += BUTTON_HEIGHT + BUTTON_GAP

    def back(self) -> None:
        """Close the panel."""
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Menu navigation; Esc goes back."""
        self.layout()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.audio.play("click")
            self.back()
            return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below, then the panel, its heading, text and buttons."""
        self.layout()
        dim(surface, 170)
        rect = self.panel()
        draw_panel(surface, rect, edge=theme.DANGER if self.error else theme.GOLD)
        heading = translate(self.heading)
        size = fit_size(heading, rect.width - 40, 30)
        anchor = {"midtop": (rect.centerx, rect.top + 18)}
        draw_text(surface, heading, size, theme.GOLD, anchor, serif=True)
        colour = theme.DANGER if self.error else theme.TEXT
        for row, line in enumerate(self.text_lines()):
            anchor = {"midtop": (rect.centerx, rect.top + 68 + 24 * row)}
            draw_text(surface, line, 17, colour, anchor, shadow=False)
        self.focus.draw(surface, self.app.time)


class SaveChoiceScene(ChoicePanel):
    """Before a new game replaces a saved one: resume it, replace it, or go back."""

    def __init__(
        self,
        app: AppServices,
        slug: str,
        waiting: SavedGame | BadSave,
        start: Callable[[], None],
    ) -> None:
        self.slug, self.waiting, self.start = slug, waiting, start
        if isinstance(waiting, SavedGame):
            buttons = [
                Button((0, 0, 1, 1), N_("Resume it"), self.resume_it, accent=theme.JADE),
                Button((0, 0, 1, 1), N_("Replace it with the new game"), self.replace_it),
                Button((0, 0, 1, 1), N_("Back"), self.back, accent=theme.TEXT_DIM),
            ]
            heading: Words = N_("A saved game is waiting")
        else:
            buttons = [
                Button((0, 0, 1, 1), N_("Start the new game"), self.replace_it),
                Button((0, 0, 1, 1), N_("Back"), self.back, accent=theme.TEXT_DIM),
            ]
            heading = N_("A saved game cannot be loaded")
        super().__init__(app, heading, buttons)
        if isinstance(waiting, BadSave):
            self.focus.set_focus(buttons[-1])  # moving a file aside is never the default

    def text(self) -> Words:
        """What waits and what each choice does."""
        if isinstance(self.waiting, SavedGame):
            return Message.of(
                N_(
                    "Your saved game ({game}; {players}) has not ended. A new game takes its "
                    "place: the saved one would be gone."
                ),
                game=describe_save(self.waiting.record),
                players=who_plays(self.waiting.record),
            )
        return Message.of(
            N_(
                "Your saved game of {title} cannot be loaded: {error}. A new game keeps that "
                "file, renamed {name}, in the folder of your saves."
            ),
            title=Message.of(catalogue_title(self.slug)),
            name=self.waiting.path.name + UNREADABLE_SUFFIX,
            error=self.waiting.error.message,
        )

    def resume_it(self) -> None:
        """Play the saved game instead (in place of the setup screen)."""
        assert isinstance(self.waiting, SavedGame)
        self.app.pop()
        error = resume(self.app, self.waiting.record, replace=True)
        if error is not None:
            self.app.push(self)
            self.error = error
            self.buttons[0].enabled = False
            self.focus.set_focus(self.buttons[1])

    def replace_it(self) -> None:
        """Give the save up (a readable one is removed, an unreadable one moved aside) and start
        the new game."""
        self.app.saves.discard(self.slug)
        self.app.pop()
        self.start()


class ContinueScene(ChoicePanel):
    """The title's Continue when several games are saved: which one, the most recent first."""

    def __init__(self, app: AppServices, games: list[SavedGame]) -> None:
        self.games = games
        buttons = [
            Button(
                (0, 0, 1, 1),
                Message.of(catalogue_title(game.slug)),
                self._resumer(game),
                caption=self._caption(game),
                accent=theme.JADE if index == 0 else (150, 122, 176),
            )
            for index, game in enumerate(games)
        ]
        buttons.append(Button((0, 0, 1, 1), N_("Back"), self.back, accent=theme.TEXT_DIM))
        super().__init__(app, N_("Continue which game?"), buttons)

    @staticmethod
    def _caption(game: SavedGame) -> Message:
        record = game.record
        return Message.of(
            N_("{players} · {progress} · {names}"),
            players=Message.counted(
                Nn_("{count} player", "{count} players"), "count", count=record.num_players
            ),
            progress=saved_progress(record),
            names=who_plays(record),
        )

    def _resumer(self, game: SavedGame) -> Callable[[], Any]:
        def chosen() -> None:
            self.app.pop()
            error = resume(self.app, game.record)
            if error is not None:
                self.app.push(self)
                self.error = error

        return chosen


class NoticeScene(ChoicePanel):
    """Said once, over the match, when the preference folder turns out not to be writable: the
    game plays on (its saves kept in memory until the program quits)."""

    updates_below = True

    def __init__(self, app: AppServices, notices: list[Message]) -> None:
        self.notices = notices
        buttons = [Button((0, 0, 1, 1), N_("Play on"), self.back, accent=theme.JADE)]
        super().__init__(app, N_("Playing without saving"), buttons)

    def text(self) -> Words:
        """The folder's problem (the last one, when there were several)."""
        return self.notices[-1]

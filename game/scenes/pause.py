"""The pause overlay: Resume, Rules, Restart, Settings, Save & quit, Abandon game.

The match keeps running underneath (updates_below): the AI goes on thinking and animations
finish, so closing the overlay never loses a move. Abandoning asks first, then keeps the match
on the replay shelf as abandoned (game.replays; not counted in the statistics: see game.stats),
removes its save and goes to the title.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.text import N_, Message
from game.i18n import _
from game.rules import catalogue_title
from game.scenes.base import AppServices, Scene
from game.scenes.save_choice import ChoicePanel
from game.views import theme
from game.views.backdrop import dim, draw_panel, draw_text, fit_size
from game.views.focus import FocusGroup
from game.views.widgets import Button, Words

PANEL = pygame.Rect(440, 96, 400, 530)
BUTTON_PITCH, BUTTON_HEIGHT = 70, 56


class AbandonPanel(ChoicePanel):
    """ "Abandon this game?": Abandon or Keep playing (the default)."""

    updates_below = True

    def __init__(self, app: AppServices, on_abandon: Callable[[], None]) -> None:
        buttons = [
            Button((0, 0, 1, 1), N_("Abandon game"), on_abandon, accent=theme.CRIMSON),
            Button((0, 0, 1, 1), N_("Keep playing"), app.pop, accent=theme.JADE),
        ]
        super().__init__(app, N_("Abandon this game?"), buttons)
        self.focus.set_focus(buttons[1])  # giving up is never the default

    def text(self) -> Words:
        """What abandoning does."""
        return N_(
            "It cannot be resumed afterwards. You can still watch it: it is kept in Replays "
            "as abandoned."
        )


class PauseScene(Scene):
    """Overlay menu over a PlayScene."""

    is_overlay = True
    updates_below = True

    def __init__(self, app: AppServices, play_scene: Any) -> None:
        super().__init__(app)
        self.play_scene = play_scene
        x, width = PANEL.left + 50, PANEL.width - 100
        # A guided game is never saved: its button must not promise a save it will not keep.
        # Translators: the pause menu's button that leaves a guided first game for the title.
        leave = N_("Leave the guided game")
        quit_label = N_("Save & quit") if getattr(play_scene, "keeps_save", True) else leave
        actions = [
            (N_("Resume"), self.resume_game),
            (N_("Rules"), self.show_rules),
            (N_("Restart"), self.restart),
            (N_("Settings"), self.open_settings),
            (quit_label, self.save_and_quit),
            (N_("Abandon game"), self.ask_abandon),
        ]
        buttons = [
            Button((x, PANEL.top + 84 + k * BUTTON_PITCH, width, BUTTON_HEIGHT), label, action)
            for k, (label, action) in enumerate(actions)
        ]
        buttons[-1].accent = theme.CRIMSON
        self.focus = FocusGroup(buttons, sound=app.audio.play)

    @property
    def session(self) -> Any:
        """The paused match."""
        return self.play_scene.session

    def resume_game(self) -> None:
        """Close the overlay."""
        self.app.pop()

    def show_rules(self) -> None:
        """Open the rules of this game on top."""
        from game.scenes.rules_help import RulesHelpScene

        self.app.push(RulesHelpScene(self.app, self.session.record.slug))

    def restart(self) -> None:
        """Close the overlay and start the match over (same seats and options)."""
        self.app.pop()
        self.play_scene.restart()

    def open_settings(self) -> None:
        """Settings on top; the match keeps running underneath."""
        from game.scenes.settings_scene import SettingsScene

        scene = SettingsScene(self.app)
        scene.updates_below = True
        self.app.push(scene)

    def save_and_quit(self) -> None:
        """Save the match in its game's slot (unless it is over, or a guided game) and go back
        to the title. A watched game is saved too, but never over another game in progress:
        the title then says that the other save was kept."""
        from game.scenes.title import TitleScene

        record = self.session.record
        message = None
        if self.session.is_over():
            self.app.saves.clear_autosave(record)
        elif getattr(self.play_scene, "keeps_save", True):
            if not self.app.saves.write_autosave(record, explicit=True):
                message = Message.of(
                    N_("This game was not saved: the saved {title} game in its place is kept."),
                    title=Message.of(catalogue_title(record.slug)),
                )
        self.app.reset_to(TitleScene(self.app, message=message))

    def ask_abandon(self) -> None:
        """Ask before giving the match up."""
        self.app.push(AbandonPanel(self.app, self.abandon))

    def abandon(self) -> None:
        """Give the match up: keep its replay as abandoned (not a guided game, not one already
        over: its end kept it), remove its save and go to the title."""
        from game.scenes.title import TitleScene

        record = self.session.record
        if getattr(self.play_scene, "keeps_save", True):
            self.app.saves.clear_autosave(record)
            shelf = getattr(self.app, "replays", None)
            if shelf is not None and not self.session.is_over():
                moves = sum(not ply.is_chance for ply in self.session.plies)
                shelf.keep(record, None, finished=False, moves=moves)
        self.app.reset_to(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Menu navigation; Esc resumes."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.audio.play("click")
            self.resume_game()
            return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the match and draw the menu panel."""
        dim(surface, 160)
        draw_panel(surface, PANEL, edge=theme.GOLD)
        heading = _("Paused")
        draw_text(
            surface,
            heading,
            fit_size(heading, PANEL.width - 40, 40),
            theme.GOLD,
            {"midtop": (PANEL.centerx, PANEL.top + 18)},
            serif=True,
        )
        self.focus.draw(surface, self.app.time)
        session = getattr(self.play_scene, "session", None)
        if session is not None and session.is_ai_turn() and not session.is_over():  # thinking
            hint = _("The dragons keep thinking while you rest · Esc resumes")
        else:
            # Translators: under the pause menu when no AI is thinking.
            hint = _("Esc resumes")
        size = fit_size(hint, 1240, 15, bold=False)
        box = pygame.Rect(
            0, 0, theme.font(size).size(hint)[0] + 28, theme.font(size).get_linesize() + 10
        )
        box.midtop = (PANEL.centerx, PANEL.bottom + 9)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)  # never over the board's words
        draw_text(surface, hint, size, theme.TEXT_DIM, {"center": box.center}, shadow=False)

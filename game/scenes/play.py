"""The generic play scene: a Session, a per-game board view, AI polling, undo, hints and the log.

It never waits for the AI: an AI seat's request is submitted to `app.worker` (even while the
previous move still animates) and polled every frame. Chance outcomes are sampled by the
session and animated by the board. Input is locked only while a blocking animation runs, and a
click or key skips it. Hot-seat games with hidden information get a handoff curtain between
human turns; nothing private is drawn until it is dismissed.
"""

from __future__ import annotations

import functools
import logging
import math
from typing import Any

import pygame

from game.core.protocol import CHANCE
from game.core.text import N_
from game.i18n import _, translate
from game.scenes.base import Scene
from game.session import Session
from game.views import theme
from game.views.backdrop import fit_size, wrap_hanging
from game.views.board_view import BoardView, TurnInput
from game.views.registry import client_for
from game.views.seat_words import kind_words
from game.views.text import ellipsize

log = logging.getLogger(__name__)

END_PAUSE_S = 1.4
"""How long the final position stays on screen before the results."""

LOG_RECT = pygame.Rect(942, 192, 318, 412)
BUTTONS = {
    "undo": pygame.Rect(942, 618, 100, 48),
    "hint": pygame.Rect(1051, 618, 100, 48),
    "menu": pygame.Rect(1160, 618, 100, 48),
}
BUTTON_LABELS = {"undo": N_("Undo (U)"), "hint": N_("Hint (H)"), "menu": N_("Menu")}
"""The buttons' words (English msgids, translated when drawn)."""


@functools.lru_cache(maxsize=32)
def _glow(radius: int) -> pygame.Surface:
    """The soft background glow behind the board (cached per radius: it breathes slowly)."""
    glow = pygame.Surface((900, 500), pygame.SRCALPHA)
    pygame.draw.circle(glow, (*theme.BACKGROUND_GLOW, 90), (450, 250), radius)
    return glow


class PlayScene(Scene):
    """Plays one Session to its end, then hands over to the results screen."""

    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app)
        self.session = session
        client = client_for(session.slug)
        session.log_describer = client.describe_log
        self.board: BoardView = client.board_view(session.seats, self._sound)
        self.turn_version = -1  # session.version for which the board accepts input
        self.ai_answer: tuple[int, int] | None = None  # (session version, action)
        self.end_timer: float | None = None
        self.log_scroll = 0
        self.shown_seat: int | None = None  # hot-seat: whose private view is on screen
        self.handoff_open = False
        self.hover_button: str | None = None
        self.last_mover: int | None = None  # the seat whose action is animating
        self._attach()

    # ------------------------------------------------------------------ session wiring
    def _attach(self) -> None:
        self.session.autosave = self._autosave
        self.session.follow_screen = True  # hot-seat: animate only the seat on screen
        self.session.screen_seat = None
        self.turn_version = -1
        self.ai_answer = None
        self.end_timer = None
        self.log_scroll = 0
        self.shown_seat = None
        self.handoff_open = False
        self.board.seats = list(self.session.seats)
        self.board.show_private = True
        self.board.reset(self.session.view())

    def _autosave(self, record: Any) -> None:
        self.app.saves.write_autosave(record)

    def _sound(self, name: str, variant: int = 0) -> None:
        try:
            self.app.audio.play(name, variant)
        except Exception:  # a sound must never break a game
            log.exception("sound %s failed", name)

    def restart(self) -> None:
        """Start a new match with the same seats and options (fresh seed)."""
        self.app.worker.cancel()
        self.session = self.session.rematch()
        self._attach()
        self._autosave(self.session.record)

    def on_enter(self) -> None:
        """Save the starting position so Continue works from the first move."""
        self.board.speed = self.app.settings.animation_speed
        if not self.session.is_over():
            self._autosave(self.session.record)

    def on_exit(self) -> None:
        """Stop any search of ours; its answer would be stale anyway."""
        self.app.worker.cancel()

    # ------------------------------------------------------------------ flow
    def update(self, dt: float) -> None:
        """Poll the AI, feed chance, hand input to humans, finish the game."""
        self.board.speed = self.app.settings.animation_speed
        self.board.update(dt)
        session = self.session
        for result in self.app.worker.poll():
            accepted = session.accept_result(result)
            if accepted is None:
                continue
            purpose, action = accepted
            if purpose == "hint":
                self.board.show_hint(action)
                self.board.say(None)
            else:
                self.ai_answer = (session.version, action)
        if session.is_ai_turn():
            session.request_ai_move(self.app.worker)  # think while the last move animates
        if self.board.busy() or self.handoff_open:
            return
        if session.is_over():
            self._finish(dt)
            return
        if session.is_chance():
            self._play(session.step_chance())
            return
        if session.is_ai_turn():
            if self.ai_answer is not None and self.ai_answer[0] == session.version:
                action = self.ai_answer[1]
                self.ai_answer = None
                self._play(session.apply(action))
            return
        if self.turn_version != session.version:
            self._begin_human_turn()

    def _begin_human_turn(self) -> None:
        session = self.session
        seat = session.current_player()
        if self._needs_handoff(seat):
            self._open_handoff(seat)
            return
        self.shown_seat = seat
        session.screen_seat = seat
        self.board.view = session.view()
        extra = {"peek": session.peek}  # lets a board preview a compound decision's steps
        self.board.set_turn(TurnInput(seat, session.legal_actions(), session.explain, extra))
        self.turn_version = session.version
        # A board may queue the remaining steps of one gesture (card, direction, distance).
        action = self.board.follow_up()
        if action is not None:
            self.human_action(action)

    def _needs_handoff(self, seat: int) -> bool:
        session = self.session
        return session.hidden_info and len(session.human_seats()) > 1 and seat != self.shown_seat

    def _open_handoff(self, seat: int) -> None:
        from game.scenes.handoff import HandoffScene

        self.handoff_open = True
        # Behind the curtain the board shows the spectator's view only, without hands.
        self.board.show_private = False
        self.board.reset(self.session.state.view(None))
        name = self.session.seats[seat].name
        lines = self.session.since_last_turn(seat)
        self.app.push(HandoffScene(self.app, name, lines, lambda: self._handoff_done(seat)))

    def _handoff_done(self, seat: int) -> None:
        self.handoff_open = False
        self.shown_seat = seat
        self.session.screen_seat = seat
        self.board.show_private = True
        self.board.reset(self.session.view())
        self.turn_version = -1

    def _play(self, applied: Any) -> None:
        """Animate an applied action; input stays off until the next turn begins."""
        if applied is None:
            return
        self.board.set_turn(None)
        self.turn_version = -1
        if applied.player >= 0:
            self.last_mover = applied.player
        self.board.play(applied)
        self.log_scroll = 0

    def _finish(self, dt: float) -> None:
        if self.end_timer is None:
            self.end_timer = END_PAUSE_S
            self.board.set_turn(None)
            # The ending sound lands on the final move; the results screen only shows it.
            self._sound(self.session.ending_sound())
            self.app.saves.clear_autosave()
            return
        self.end_timer -= dt
        if self.end_timer <= 0:
            from game.scenes.results import ResultsScene

            self.end_timer = math.inf  # replace() may be deferred: never twice
            self.app.replace(ResultsScene(self.app, self.session))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc → cancel selection or pause; skip animations; undo, hint, log, then the board."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.board.busy():
                used, _ = self.board.handle_event(event)
                if used:
                    return True
            self._open_pause()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_button = next(
                (name for name, rect in BUTTONS.items() if rect.collidepoint(event.pos)), None
            )
        if self.board.busy() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            camera_key = getattr(self.board, "camera_key", None)
            if event.type == pygame.KEYDOWN and camera_key is not None and camera_key(event):
                self.board.handle_event(event)  # pan/zoom while a move plays, no skip
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and self._button_at(event.pos) == "menu":
                self._open_pause()
                return True
            self.board.skip()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_u:
            self.undo()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.hint()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            name = self._button_at(event.pos)
            if name is not None:
                {"undo": self.undo, "hint": self.hint, "menu": self._open_pause}[name]()
                return True
        if event.type == pygame.MOUSEWHEEL and LOG_RECT.collidepoint(pygame.mouse.get_pos()):
            self.log_scroll = max(0, self.log_scroll + event.y)
            return True
        used, action = self.board.handle_event(event)
        if action is not None:
            self.human_action(action)
        return used

    def _button_at(self, pos: tuple[int, int]) -> str | None:
        return next((name for name, rect in BUTTONS.items() if rect.collidepoint(pos)), None)

    def human_action(self, action: int) -> bool:
        """Play a human's candidate action if it is legal now (else refuse with a sound)."""
        session = self.session
        if (
            self.turn_version != session.version
            or not session.is_human_turn()
            or action not in session.legal_actions()
        ):
            self._sound("error")
            return False
        self._play(session.apply(action))
        return True

    def undo(self) -> bool:
        """Take back to the human's previous decision, if the rules of undo allow it."""
        session = self.session
        if self.board.busy():
            self.board.skip()
        if not session.can_undo():
            self.board.say(_("Nothing to undo (a card was dealt since, or no move of yours)"))
            self._sound("error")
            return False
        self.app.worker.cancel()
        session.undo()
        self.ai_answer = None
        self.turn_version = -1
        self.board.reset(session.view())
        self._sound("click")
        return True

    def hint(self) -> bool:
        """Ask the Normal AI for a suggestion for the human to move."""
        if not self.session.is_human_turn() or self.turn_version != self.session.version:
            self._sound("error")
            return False
        if self.session.request_hint(self.app.worker) is None:
            return False
        self.board.say(_("Asking the dragons for a hint..."), 2.0)
        self._sound("click")
        return True

    def _open_pause(self) -> None:
        from game.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Background, turn banner, board, log, buttons and the thinking indicator."""
        surface.fill(theme.BACKGROUND)
        time = getattr(self.app, "time", 0.0)
        radius = 240 + int(12 * math.sin(time * 0.7))
        surface.blit(_glow(radius), (190, 120))
        self.board.draw(surface, time)
        self._draw_banner(surface, time)
        self._draw_log(surface)
        self._draw_buttons(surface)
        self._draw_thinking(surface, time)

    def _banner_words(self, time: float) -> tuple[str, str, tuple[int, int, int]]:
        """(title, line under it, colour) of the turn banner, translated."""
        session = self.session
        if self.board.busy() and self.last_mover is not None:
            spec = session.seats[self.last_mover]
            # Translators: under a seat's name in the turn banner while its move animates
            # (the name may be "You": no verb that agrees with a person).
            return spec.name, _("moving..."), theme.seat_colour(spec.colour)
        if session.is_over():
            return _("Game over"), "", theme.GOLD
        seat = session.turn_owner()
        if seat == CHANCE or seat < 0:
            seat = max(0, self.board.view.active_player if self.board.view else 0)
        spec = session.seats[seat]
        colour = theme.seat_colour(spec.colour)
        if spec.is_human:
            # One person against the AI reads "Your turn"; hot-seat names the player.
            alone = len(session.human_seats()) == 1
            title = _("Your turn") if alone else _("{name}'s turn").format(name=spec.name)
            return title, self.board.prompt(), colour
        kind = translate(kind_words(spec.kind, spec.level))
        # Translators: the turn banner of an AI seat, e.g. "Drake (AI Hard)".
        title = _("{name} ({kind})").format(name=spec.name, kind=kind)
        if not session.is_ai_turn():
            return title, _("moves"), colour
        dots = "." * (1 + int(time * 3) % 3)
        # Translators: under an AI seat's name while it searches; one to three dots follow.
        return title, _("is thinking") + dots, colour

    def _draw_banner(self, surface: pygame.Surface, time: float) -> None:
        rect = pygame.Rect(360, 8, 560, 58)
        title, sub, colour = self._banner_words(time)
        pulse = 0.5 + 0.5 * math.sin(time * 3)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=16)
        pygame.draw.rect(surface, colour, rect, 3 + int(2 * pulse), border_radius=16)
        pygame.draw.circle(surface, colour, (rect.x + 28, rect.centery), 12)
        pygame.draw.circle(surface, theme.FOCUS, (rect.x + 28, rect.centery), 12, 2)
        room = rect.right - 14 - (rect.x + 50)
        heading = theme.font(24, bold=True)
        image = heading.render(ellipsize(title, heading, room), True, theme.TEXT)
        surface.blit(image, (rect.x + 50, rect.y + 4))
        if sub:
            small = theme.font(15)
            image = small.render(ellipsize(sub, small, room), True, theme.TEXT_DIM)
            surface.blit(image, (rect.x + 50, rect.y + 34))

    def _draw_log(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.PANEL, LOG_RECT, border_radius=16)
        pygame.draw.rect(surface, theme.PANEL_EDGE, LOG_RECT, 2, border_radius=16)
        # Translators: the heading of the move log beside the board.
        head = theme.font(18, bold=True).render(_("Moves"), True, theme.TEXT)
        surface.blit(head, (LOG_RECT.x + 14, LOG_RECT.y + 10))
        # Only what the seat on screen may read (a spectator's log while hands are hidden).
        viewer = self.session.viewer() if self.board.show_private else None
        rows = self._log_rows(viewer)
        per_page = (LOG_RECT.height - 50) // 22
        scroll = min(self.log_scroll, max(0, len(rows) - per_page))
        end = len(rows) - scroll
        shown = rows[max(0, end - per_page) : end]
        body = theme.font(14)
        for index, (player, text, first) in enumerate(shown):
            y = LOG_RECT.y + 40 + 22 * index
            if player == CHANCE:
                colour = theme.TEXT_DIM
            else:
                colour = theme.TEXT
                if first:
                    swatch = theme.seat_colour(self.session.seats[player].colour)
                    pygame.draw.circle(surface, swatch, (LOG_RECT.x + 18, y + 8), 5)
                    pygame.draw.circle(surface, theme.TEXT_DIM, (LOG_RECT.x + 18, y + 8), 6, 1)
            image = body.render(text, True, colour)
            surface.blit(image, (LOG_RECT.x + 28, y), pygame.Rect(0, 0, LOG_RECT.width - 40, 22))
        if scroll:
            note = ellipsize(
                _("scrolled - wheel down for latest"), theme.font(12), LOG_RECT.width - 28
            )
            hint = theme.font(12).render(note, True, theme.FOCUS)
            surface.blit(hint, (LOG_RECT.x + 14, LOG_RECT.bottom - 18))

    def _log_rows(self, viewer: int | None) -> list[tuple[int, str, bool]]:
        """The log as screen rows: each entry numbered, long ones wrapped onto indented rows
        (player, text, first row of its entry). Rewrapped only when the log changes."""
        lines = self.session.log_lines(viewer)
        key = (viewer, len(lines), lines[-1] if lines else None)
        cached = getattr(self, "_log_cache", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        body = theme.font(14)
        indent = "      "
        width = LOG_RECT.width - 44
        rows: list[tuple[int, str, bool]] = []
        for number, (player, text) in enumerate(lines, start=1):
            parts = wrap_hanging(f"{number:>3} {text}", body, width, body.size(indent)[0])
            rows.append((player, parts[0], True))
            rows += [(player, indent + part, False) for part in parts[1:]]
        self._log_cache = (key, rows)
        return rows

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        session = self.session
        enabled = {
            "undo": session.can_undo(),
            "hint": session.is_human_turn(),
            "menu": True,
        }
        for name, rect in BUTTONS.items():
            fill = theme.FOCUS if self.hover_button == name and enabled[name] else theme.PANEL
            pygame.draw.rect(surface, fill, rect, border_radius=12)
            edge = theme.GOLD if enabled[name] else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, rect, 2, border_radius=12)
            ink = theme.ink_on(fill) if enabled[name] else theme.TEXT_DIM
            label = _(BUTTON_LABELS[name])
            size = fit_size(label, rect.width - 10, 15, smallest=10)
            image = theme.font(size, bold=True).render(label, True, ink)
            surface.blit(image, image.get_rect(center=rect.center))

    def _draw_thinking(self, surface: pygame.Surface, time: float) -> None:
        session = self.session
        if not session.is_ai_turn() or session.is_over():
            return
        x, y = self.board.seat_anchor(session.current_player())
        for index in range(8):
            angle = time * 5 + index * math.pi / 4
            fade = (index + 1) / 8
            colour = tuple(int(c * fade) for c in theme.GOLD)
            point = (x + 14 * math.cos(angle), y + 14 * math.sin(angle))
            pygame.draw.circle(surface, colour, point, 3)

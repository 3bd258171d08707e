"""The generic play scene: a Session, a per-game board view, AI polling, undo, hints and the log.

It never waits for the AI: an AI seat's request is submitted to `app.worker` (even while the
previous move still animates) and polled every frame. Chance outcomes are sampled by the
session and animated by the board. While a blocking animation runs, a click or a key skips it;
a key other than Enter or Space pressed then (or while the AI thinks) also waits in a short
queue, shown under the banner, and goes to the next decision of yours. Hot-seat games with hidden information get a
handoff curtain between human turns, raised only once the last move has finished animating and
stood still for a beat; nothing private is drawn until it is dismissed. A guided first game
(game.scenes.guide) shows its tips over the board.
"""

from __future__ import annotations

import logging
import math
from dataclasses import replace
from typing import Any

import pygame

from game.i18n import _
from game.scenes import play_chrome as chrome
from game.scenes.base import Scene
from game.scenes.guide import GuideRunner
from game.scenes.play_chrome import BUTTONS, LOG_RECT
from game.session import Session
from game.views.board_view import BoardView, TurnInput
from game.views.coach_panel import CoachPanel
from game.views.registry import client_for

log = logging.getLogger(__name__)

END_PAUSE_S = 1.4
"""How long the final position stays on screen before the results."""
HANDOFF_BEAT_S = 0.8
"""How long the board stands still after the last move's animation before the hot-seat curtain
rises, so the player who moved sees it resolve."""
SKIP_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""Keys that skip a running animation (like a click) instead of waiting for the next turn."""
NEVER_QUEUED = frozenset(
    (pygame.K_ESCAPE, pygame.K_F11, *SKIP_KEYS)
    + (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT)
    + (pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK)
)
"""Keys never kept for later: they act at once (Esc, F11, skip) or mean nothing alone."""
MAX_WAITING_KEYS = 6
"""Keys kept for the next decision while the board cannot take them; older ones drop off."""


class PlayScene(Scene):
    """Plays one Session to its end, then hands over to the results screen."""

    def __init__(self, app: Any, session: Session, guide: GuideRunner | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.guide = guide
        """The tips of a guided first game (None: an ordinary match)."""
        self.keeps_save = guide is None
        """A guided game is never autosaved: it must not replace a saved match."""
        client = client_for(session.slug)
        self.board: BoardView = client.board_view(session.seats, self._sound)
        self.takes_lone_choice = client.takes_lone_choice
        self.coach = CoachPanel()  # the Hint explained, over the move log
        self.turn_version = -1  # session.version for which the board accepts input
        self.ai_answer: tuple[int, int] | None = None  # (session version, action)
        self.end_timer: float | None = None
        self.log_scroll = 0
        self.shown_seat: int | None = None  # hot-seat: whose private view is on screen
        self.private_seat: int | None = None  # hot-seat: whose private view was shown last
        self.handoff_open = False
        self.hover_button: str | None = None
        self.last_mover: int | None = None  # the seat whose action is animating
        self.handoff: Any = None  # the curtain on screen (game.scenes.handoff.HandoffScene)
        self.handoff_seat = 0  # the seat the curtain is up for
        self.settled = 0.0  # seconds the board has stood still since the last move
        self.waiting_keys: list[pygame.event.Event] = []  # for the next decision
        self.keys_owner: int | None = None  # the seat of the person who pressed them
        self.mouse_pos = (0, 0)
        self._log_cache: Any = None  # play_chrome.log_rows: (key, the log's rows)
        self._log_wrapped: Any = None  # play_chrome.log_rows: (font, {entry: its rows})
        self._log_panel: Any = None  # play_chrome.draw_log: (key, the panel as painted)
        self._attach()

    # ------------------------------------------------------------------ session wiring
    def _attach(self) -> None:
        self._rules_colours()
        self.session.autosave = self._autosave
        # A restarted match is a new Session: it needs the game's log describer too.
        self.session.log_describer = client_for(self.session.slug).describe_log
        self.session.follow_screen = True  # hot-seat: animate only the seat on screen
        self.session.screen_seat = None
        self.turn_version = -1
        self.ai_answer = None
        self.end_timer = None
        self.log_scroll = 0
        self.shown_seat = self.private_seat = None
        self.handoff_open = False
        self.settled = 0.0
        self.waiting_keys = []
        self.board.seats = list(self.session.seats)
        self.board.show_private = True
        self.board.reset(self.session.view())

    def _rules_colours(self) -> None:
        """A game whose rules give each seat its colour (client.seat_colours: Dragon Delta)
        has its seats coloured so, however the match was made (the command line, a tool, a
        save from before the setup showed them): the banner, log and results match the board."""
        given = client_for(self.session.slug).seat_colours
        seats = self.session.seats
        if given is None:
            return
        for index, (colour, _name) in enumerate(given(len(seats))):
            if seats[index].colour != colour:
                seats[index] = replace(seats[index], colour=colour)

    def _autosave(self, record: Any, replacing: Any = None) -> None:
        """Save after every move; the final move removes this match's save instead (closing the
        window during the last animation must not leave a finished game behind).

        The frame only hands a copy of the record to the saves' writer thread (the checks, the
        JSON and the fsyncs happen there: game.settings.save_writer); leaving the scene waits
        for it. A folder that cannot be written is said once, over the match (`_save_notices`).
        """
        if not self.keeps_save:
            return
        if self.session.is_over():
            self.app.saves.clear_soon(record)
        else:
            self.app.saves.write_soon(record, replacing=replacing)

    def _save_notices(self) -> None:
        """Show what the writer thread's saves had to say (the folder cannot be written)."""
        notices = self.app.saves.take_notices()
        if notices:
            from game.scenes.save_choice import NoticeScene

            self.app.push(NoticeScene(self.app, notices))

    def _sound(self, name: str, variant: int = 0) -> None:
        try:
            self.app.audio.play(name, variant)
        except Exception:  # a sound must never break a game
            log.exception("sound %s failed", name)

    def restart(self) -> None:
        """Start a new match with the same seats and options (fresh seed; a guided game starts
        over from its own seed and first tip). A curtain up at the time is taken away."""
        self.app.worker.cancel()
        previous = self.session.record  # its save gives way to the new match
        if self.handoff is not None:
            self.handoff.withdraw()
            self.handoff = None
        if self.guide is not None:
            record = self.session.record
            guided = self.guide.guided
            self.session = Session.new(record.slug, record.seats, record.options, guided.seed)
            self.guide.reset()
        else:
            self.session = self.session.rematch()
        self._attach()
        self._autosave(self.session.record, replacing=previous)

    def on_enter(self) -> None:
        """Save the starting position so Continue works from the first move; start the game's
        music theme (named after its slug; a game without one keeps the music playing)."""
        self.board.speed = self.app.settings.animation_speed
        self.app.audio.play_music(self.session.slug)
        if not self.session.is_over():
            self._autosave(self.session.record)

    def on_exit(self) -> None:
        """Stop any search of ours (its answer would be stale anyway) and wait for the last
        save to be on disk: quitting, going back to the title or the app closing after a crash
        never loses the position."""
        self.app.worker.cancel()
        self.app.saves.settle()

    # ------------------------------------------------------------------ flow
    def update(self, dt: float) -> None:
        """Poll the AI, feed chance, hand input to humans, finish the game."""
        self.board.speed = self.app.settings.animation_speed
        self.board.update(dt)
        self._save_notices()
        session = self.session
        if self.guide is not None:
            self.guide.update(dt, session, self.board, self.board.busy())
        for result in self.app.worker.poll():
            accepted = session.accept_result(result)
            if accepted is None:
                continue
            purpose, action = accepted
            if purpose == "hint":
                self.coach.fill(session, client_for(session.slug), action, result.info)
                self.board.show_hint(action, self.coach.picked_then())  # as its first line
                self.board.say(None)
            else:
                self.ai_answer = (session.version, action)
        self.coach.follow(session.version, session.pending_request("hint") is not None)
        if session.is_ai_turn():
            session.request_ai_move(self.app.worker)  # think while the last move animates
        if self.board.busy() or self.handoff_open:
            self.settled = 0.0
            return
        self.settled += dt
        if session.is_over():
            self._finish(dt)
            return
        if session.is_chance():
            self._play(session.step_chance())
            return
        if session.is_ai_turn():
            self._go_public()  # the table watches the AI: nobody's hand on screen
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
        legal = session.legal_actions()
        taken = self.takes_lone_choice
        if taken is not None and len(legal) == 1 and taken(session.action_text(legal[0])):
            self._play(session.apply(legal[0], lone=True))  # no curtain for a lone Pass
            return
        if self._needs_handoff(seat):
            self._go_public()  # not the last person's hand while the next one is called
            if self.settled >= HANDOFF_BEAT_S:  # the last move has been seen to resolve
                self._open_handoff(seat)
            return
        self.shown_seat = self.private_seat = seat
        session.screen_seat = seat
        if not self.board.show_private:  # the same person again after the table watched an AI
            self.board.show_private = True
            self.board.reset(session.view())
        self.board.view = session.view()
        extra = {"peek": session.peek}  # lets a board preview a compound decision's steps
        self.board.set_turn(TurnInput(seat, session.legal_actions(), session.explain, extra))
        self.turn_version = session.version
        # A board may queue the remaining steps of one gesture (card, direction, distance).
        action = self.board.follow_up()
        if action is not None:
            self.human_action(action)
        self._deliver_waiting_keys(seat)

    def _deliver_waiting_keys(self, seat: int) -> None:
        """Hand the keys pressed while the board could not take them to this decision (keys
        left over once a move is made wait again for the next one). In a hot-seat game they
        were pressed by the person who decided last: another person's decision drops them."""
        waiting, self.waiting_keys = self.waiting_keys, []
        owner, self.keys_owner = self.keys_owner, seat
        if len(self.session.human_seats()) > 1 and owner not in (None, seat):
            return
        for event in waiting:
            self.handle_event(event)

    def _keep_for_later(self, event: pygame.event.Event) -> bool:
        """Keep a key pressed while no decision of a person is open (an animation runs or the
        AI thinks); True when it was kept."""
        if event.type != pygame.KEYDOWN or event.key in NEVER_QUEUED:
            return False
        if self.session.is_over() or self.handoff_open:
            return False
        self.waiting_keys = [*self.waiting_keys, event][-MAX_WAITING_KEYS:]
        return True

    def _go_public(self) -> None:
        """Hot-seat with hidden information: take the last person's private view off the
        board (the spectator's view instead) once something the whole table watches comes:
        an AI's move, or the call for another person. Another person's decision then has its
        curtain; theirs comes back without one (nobody else's secrets were shown meanwhile)."""
        session = self.session
        if self.shown_seat is None or not session.hidden_info or len(session.human_seats()) < 2:
            return
        self.shown_seat = None
        session.screen_seat = None
        self.board.show_private = False
        self.board.reset(session.view())

    def _needs_handoff(self, seat: int) -> bool:
        session = self.session
        # No curtain for the person whose private view was the last on screen: between their
        # decisions only the table's view was shown (an AI moved), nothing of anyone else's.
        others = seat not in (self.shown_seat, self.private_seat)
        return session.hidden_info and len(session.human_seats()) > 1 and others

    def _open_handoff(self, seat: int) -> None:
        from game.scenes.handoff import HandoffScene

        self.handoff_open = True
        self.waiting_keys = []  # keys of the player who moved are not the next player's
        # Behind the curtain the board shows the spectator's view only, without hands.
        self.board.show_private = False
        self.board.reset(self.session.state.view(None))
        name = self.session.seats[seat].name
        lines = self.session.since_last_turn(seat)
        self.handoff_seat = seat  # its summary is worded again at a language switch
        self.handoff = HandoffScene(
            self.app, name, lines, lambda: self._handoff_done(seat), on_menu=self._open_pause
        )
        self.app.push(self.handoff)

    def language_changed(self) -> None:
        """Word the move log, its wrapped rows and a hot-seat curtain's summary again; a
        passing remark on the board ("Ada goes first") in the old words is dropped."""
        self.session.log.reword()
        self.coach.reword()
        self.board.say(None, 0.0)
        self._log_cache = None  # play_chrome.log_rows: the log's rows in the old words
        self._log_wrapped = None  # and its entries wrapped (the panel's key has its words)
        if self.handoff is not None:
            self.handoff.set_summary(self.session.since_last_turn(self.handoff_seat))

    def _handoff_done(self, seat: int) -> None:
        self.handoff_open = False
        self.handoff = None
        self.shown_seat = self.private_seat = seat
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
        self.settled = 0.0

    def _finish(self, dt: float) -> None:
        if self.end_timer is None:
            self.end_timer = END_PAUSE_S
            self.board.set_turn(None)
            # The ending sound lands on the final move; the results screen only shows it.
            self._sound(self.session.ending_sound())
            if self.keeps_save:
                self.app.saves.clear_soon(self.session.record)  # this match's save only
                self._keep_the_game()
            return
        self.end_timer -= dt
        if self.end_timer <= 0:
            from game.scenes.results import ResultsScene

            self.end_timer = math.inf  # replace() may be deferred: never twice
            self.app.replace(ResultsScene(self.app, self.session))

    def _keep_the_game(self) -> None:
        """Shelve the finished match's replay and count it in the statistics (once, at the
        end; a guided game is neither). A store the app lacks (a test's stand-in) is skipped,
        and a failure here never stops the results screen."""
        session = self.session
        moves = sum(not ply.is_chance for ply in session.plies)
        try:
            shelf = getattr(self.app, "replays", None)
            if shelf is not None:  # written on a worker thread: the results never wait for it
                shelf.keep_soon(session.record, session.outcome(), moves)
            stats = getattr(self.app, "stats", None)
            outcome = session.outcome()
            if stats is not None and outcome is not None:
                stats.record(session.record, outcome, moves)
        except Exception:  # a record lost is sad; a crash at the end of a game is worse
            log.exception("the finished game could not be kept")

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A guided tip to read, Esc (cancel a selection or pause), animations (skip, or keys
        kept for later), undo, hint, the buttons and the log, then the board."""
        if self.guide is not None and self.guide.handle_event(event):
            return True
        if self.coach.open and chrome.coach_event(self, event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.board.busy():
                used, _ = self.board.handle_event(event)
                if used:
                    return True
            self._open_pause()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse_pos = event.pos
            self.hover_button = self._button_at(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_u:
            self.undo()  # at once, even mid-animation: undo skips it
            return True
        if self.board.busy() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return self._during_animation(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            if self._decision_open() or not self._keep_for_later(event):
                self.hint()  # (refused with a sound when it is nobody's decision here)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            name = self._button_at(event.pos)
            if name is not None:
                {"undo": self.undo, "hint": self.hint, "menu": self._open_pause}[name]()
                return True
        if event.type == pygame.MOUSEWHEEL and LOG_RECT.collidepoint(self.mouse_pos):
            self.log_scroll = max(0, self.log_scroll + event.y)
            return True
        used, action = self.board.handle_event(event)
        if action is not None:
            self.human_action(action)
        if not used and self.board.turn is None and self._keep_for_later(event):
            return True
        return used

    def _during_animation(self, event: pygame.event.Event) -> bool:
        """A click or key while a move animates: camera keys pan, Menu pauses; anything else
        skips the animation, and a key other than Enter or Space also waits for your next
        decision (it is not lost)."""
        camera_key = getattr(self.board, "camera_key", None)
        if event.type == pygame.KEYDOWN and camera_key is not None and camera_key(event):
            self.board.handle_event(event)  # pan/zoom while a move plays, no skip
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self._button_at(event.pos) == "menu":
            self._open_pause()
            return True
        if event.type == pygame.KEYDOWN:
            self._keep_for_later(event)  # skips like a click, and waits for your decision
        self.board.skip()
        return True

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

    def _decision_open(self) -> bool:
        """True while a person's decision is on the board."""
        return self.session.is_human_turn() and self.turn_version == self.session.version

    def hint(self) -> bool:
        """Open the coach panel and ask the coach's search about the human's decision (H
        again closes the panel)."""
        if self.coach.open:
            self.coach.close()
            return True
        if not self._decision_open():
            self._sound("error")
            return False
        level = client_for(self.session.slug).coach_level
        if self.session.request_hint(self.app.worker, level) is None:
            return False
        self.coach.ask(self.session.version)
        self._sound("click")
        return True

    def _open_pause(self) -> None:
        from game.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Background, turn banner, board, log, buttons and the thinking indicator."""
        time = getattr(self.app, "time", 0.0)
        chrome.draw_background(surface, time)
        self.board.draw(surface, time)
        chrome.draw_banner(self, surface, time)
        chrome.draw_log(self, surface)
        chrome.draw_buttons(self, surface)
        chrome.draw_thinking(self, surface, time)
        if self.guide is not None:
            self.guide.draw(surface, self.board, time)

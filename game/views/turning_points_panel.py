"""The results screen's turning points (issue 17): the three decisions where the coach would
have chosen differently, with the largest drop in its estimated chance to win.

A drawable panel for a rectangle of the results screen: while game.turning_points judges the
game (through the AI worker) it shows how far it got; then one row per turning point ("Turn
14: 58 % → 31 %", counted as the game counts: game.views.progress), the move played and the
coach's choice in the game's log words. A row is picked with Up/Down, a hover or a click and
chosen with Enter or a click: `handle_event` then returns its ply, for the replay viewer to
open at that moment. Gamepads arrive as those keys.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import Action, GameState
from game.core.record import GameRecord, replay
from game.core.text import Message
from game.i18n import _, translate
from game.rules import RULES
from game.views import theme
from game.views.progress import progress_of
from game.views.text import ellipsize, wrap_into

if TYPE_CHECKING:
    from game.views.game_client import GameClient


def move_words(
    record: GameRecord,
    client: GameClient,
    ply: int,
    action: Action,
    then: Sequence[Action | str] = (),
) -> str:
    """`action` played at the record's move `ply`, in the game's log words (the game is over:
    nothing is hidden any more, so the mover's own text is used). A step the log words only
    with the steps after it (a Drakon tile, then its cell and turn) is worded with `then`, the
    steps of the same gesture: the record's own next moves (as texts) for the move played, the
    coach's own line for its choice."""
    rules = RULES[record.slug]
    state = replay(rules, record, ply)
    seat = state.current_player()
    names = [spec.name for spec in record.seats]
    first = state.action_to_string(action)
    following = iter(then)
    step: Action | None = action
    while step is not None and state.current_player() == seat:
        if client.coach_words is not None:  # what the log words face down or not whole
            named = client.coach_words(state, step)
            if named is not None:
                return translate(named)
        before = state.view(None)
        text = state.action_to_string(step)
        state.apply_action(step)
        text = getattr(state.view(seat), "last_action", None) or text
        lines = client.describe_log(text, seat, before, state.view(None), names)
        if lines:
            return " · ".join(line for _seat, line in lines)
        step = _next_step(following, state, rules)
    return first


def _next_step(following: Iterator[Any], state: GameState, rules: Any) -> Action | None:
    """The next of `following` (an action, or a record's text parsed on `state`); None at the
    end or when it does not parse there."""
    step = next(following, None)
    if isinstance(step, str):
        try:
            return rules.parse_action(state, step)
        except ValueError:
            return None
    return step


class TurningPointsPanel:
    """The turning points in a rectangle, each row selectable (module doc)."""

    def __init__(self, rect: pygame.Rect, record: GameRecord, client: GameClient) -> None:
        self.rect = rect
        self.record = record
        self.client = client
        self.points: list[Any] | None = None  # game.turning_points.TurningPoint; None: judging
        self.progress = (0, 0)  # (decisions judged, decisions to judge)
        self.selected = 0
        self.rows: list[pygame.Rect] = []
        self._words: dict[tuple[int, Action], str] = {}
        self._moments: dict[int, Message] = {}  # kept untranslated: the language may change

    def set_progress(self, judged: int, total: int) -> None:
        """How far the judgement got."""
        self.progress = (judged, total)

    def set_points(self, points: Sequence[Any]) -> None:
        """The judgement is done: show these points (game.turning_points.TurningPoint: the
        panel reads `ply`, `played`, `coach`, `coach_chance` and `played_chance`)."""
        self.points = list(points)
        self.selected = 0

    def reword(self) -> None:
        """The language changed: word the moves again."""
        self._words.clear()

    def _word(self, ply: int, action: Action, then: Sequence[Action | str] = ()) -> str:
        key = (ply, action)
        if key not in self._words:
            self._words[key] = move_words(self.record, self.client, ply, action, then)
        return self._words[key]

    def _words_of(self, point: Any) -> tuple[str, str]:
        """The move played and the coach's, each worded whole: a compound decision (the coach's
        choice came with its own next steps) takes as many of the record's next moves."""
        then = tuple(point.coach_then)
        steps = len(then)
        record_then = self.record.history[point.ply + 1 : point.ply + 1 + steps]
        played = self._word(point.ply, point.played, record_then)
        return played, self._word(point.ply, point.coach, then)

    def _moment(self, ply: int) -> str:
        """When the decision at `ply` was taken, in the game's own count ("Turn 14")."""
        if ply not in self._moments:
            state = replay(RULES[self.record.slug], self.record, ply)
            self._moments[ply] = progress_of(self.client, state, ply + 1)
        return translate(self._moments[ply])

    def _several_people(self) -> bool:
        """True for a game of several people at one screen (their points are listed together)."""
        return sum(seat.is_human for seat in self.record.seats) > 1

    def _title(self, point: Any) -> str:
        """A turning point's heading: when, and the chance after the coach's choice and after
        the move played; with several people at the screen, whose decision it was too (their
        turning points are listed together)."""
        chances = {
            "moment": self._moment(point.ply),
            "before": round(100 * point.coach_chance),
            "after": round(100 * point.played_chance),
        }
        if self._several_people():
            # Translators: a turning point's heading in a game of several people: whose
            # decision, when it was (e.g. "Turn 14"), and the coach's chance to win after its
            # own choice, then after the move played, e.g. "Ada · Turn 14: 58 % → 31 %".
            return _("{name} · {moment}: {before} % → {after} %").format(
                name=self.record.seats[point.seat].name, **chances
            )
        # Translators: a turning point's heading: when it was (the game's own count, e.g.
        # "Turn 14") and the coach's chance to win after its own choice, then after the move
        # played, e.g. "Turn 14: 58 % → 31 %".
        return _("{moment}: {before} % → {after} %").format(**chances)

    def handle_event(self, event: pygame.event.Event) -> int | None:
        """The ply of the turning point chosen (Enter or a click), else None."""
        if not self.points:
            return None
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                step = -1 if event.key == pygame.K_UP else 1
                self.selected = (self.selected + step) % len(self.points)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.points[self.selected].ply
            return None
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            for index, row in enumerate(self.rows):
                if row.collidepoint(event.pos):
                    self.selected = index
                    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                        return self.points[index].ply
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, time: float) -> None:
        """The panel: its heading, then progress, a note or the rows."""
        rect = self.rect
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=16)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=16)
        left, width = rect.x + 16, rect.width - 32
        # Translators: the heading of the results screen's list of the game's key mistakes.
        head = theme.font(20, bold=True).render(_("Turning points"), True, theme.GOLD)
        surface.blit(head, (left, rect.y + 12))
        y = rect.y + 46
        body = theme.font(15)
        if self.points is None:
            judged, total = self.progress
            if self._several_people():
                # Translators: while the coach replays a game of several people (hot-seat).
                looking = _("The coach is looking over the players' moves: {judged} of {total}")
            else:
                # Translators: while the coach replays the game to find its turning points.
                looking = _("The coach is looking over your moves: {judged} of {total}")
            text = looking.format(judged=judged, total=total)
            for line in wrap_into(text, body, width, 2):
                surface.blit(body.render(line, True, theme.TEXT), (left, y))
                y += body.get_linesize()
            bar = pygame.Rect(left, y + 8, width, 10)
            pygame.draw.rect(surface, (24, 20, 34), bar, border_radius=5)
            filled = bar.copy()
            filled.width = int(bar.width * judged / total) if total else 0
            pygame.draw.rect(surface, theme.JADE, filled, border_radius=5)
            self.rows = []
            return
        if not self.points:
            text = (
                # Translators: the coach's review of a game of several people found nothing.
                _("No turning points: the coach found no move much worse than its own.")
                if self._several_people()
                else _(
                    "No turning points: the coach found no move of yours much worse than its own."
                )
            )
            for line in wrap_into(text, body, width, 3):
                surface.blit(body.render(line, True, theme.TEXT), (left, y))
                y += body.get_linesize()
            self.rows = []
            return
        self._draw_rows(surface, left, y, width, time)

    def _draw_rows(self, surface: pygame.Surface, left: int, y: int, width: int, t: float) -> None:
        assert self.points is not None
        self.rows = []
        bold, body = theme.font(16, bold=True), theme.font(14)
        for index, point in enumerate(self.points):
            title = self._title(point)
            played_words, liked_words = self._words_of(point)
            # Translators: a turning point: the move that was played.
            played = _("Played: {move}").format(move=played_words)
            # Translators: a turning point: the move the coach would have chosen.
            liked = _("The coach liked: {move}").format(move=liked_words)
            lines = [ellipsize(played, body, width - 8), ellipsize(liked, body, width - 8)]
            height = bold.get_linesize() + 2 * body.get_linesize() + 12
            row = pygame.Rect(left - 8, y, width + 16, height)
            self.rows.append(row)
            if index == self.selected:
                pygame.draw.rect(surface, (52, 44, 70), row, border_radius=10)
                pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=10)
            surface.blit(bold.render(title, True, theme.GOLD), (left, y + 4))
            for number, line in enumerate(lines):
                colour = theme.TEXT if number == 0 else theme.JADE
                line_y = y + 6 + bold.get_linesize() + number * body.get_linesize()
                surface.blit(body.render(line, True, colour), (left, line_y))
            y = row.bottom + 8
        # Translators: under the turning points: Enter (or a click) opens the replay there.
        note = _("Enter: watch the replay from that move")
        small = theme.font(13)
        image = small.render(ellipsize(note, small, width), True, theme.TEXT_DIM)
        surface.blit(image, (left, self.rect.bottom - 10 - image.get_height()))

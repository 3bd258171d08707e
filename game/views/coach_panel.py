"""The coach panel of the play screen (issue 17): the Hint (H) explained.

The Hint asks the coach's search (the game's Normal level, or the client's `coach_level`) for
the position; its answer's info (ai/search_info.py) becomes the panel over the move log: the
best three moves in the game's own log words, each with a bar and a percentage (how often
the search won after it, or its estimated chance to win), the line the coach expects, and one
sentence from the game's evaluator about the top move.

Nothing here reads what the seat cannot see: the moves are the seat's own, the line comes
through `Session.coach_line` (another seat's hidden reply is only "a reply"), moves are worded
from the seat-safe text and the spectator views (as the move log is), and the sentence is made
on a position sampled from what the seat knows (`sample_determinization`), never the real deal.
Keys while it is open: Up/Down pick a move (highlighted on the board), Enter plays the picked
move, H or Esc closes it; a click picks a row. Gamepads arrive as those keys (game.gamepad).
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import Action, GameState
from game.i18n import _, translate
from game.views import theme
from game.views.backdrop import fit_size
from game.views.text import ellipsize, wrap_into

if TYPE_CHECKING:
    from game.session import Session
    from game.views.game_client import GameClient

log = logging.getLogger(__name__)

COACH_RECT = pygame.Rect(942, 192, 318, 412)
"""Where the panel stands: over the move log, beside the board."""
BAR_COLOURS = (theme.JADE, theme.AMBER, theme.HIGHLIGHT)


@dataclass(frozen=True)
class CoachMove:
    """One suggested move: the action, the searcher's figure for it and the move in words."""

    action: Action
    chance: float | None
    """0..1, None when the coach answered without a search (a rule of thumb)."""
    exact: bool
    """False when `chance` is only an upper bound (alpha-beta proved the move no better)."""
    words: str
    then: tuple[Action, ...] = ()
    """The search's own next steps after it (a Drakon tile's cell and turn)."""


def coach_moves(info: Mapping[str, Any], chosen: Action) -> list[tuple[Any, ...]]:
    """(action, chance, exact, own next steps) of the moves to show: the search's `top`, the
    chosen move first, then the others by their chance, best first; just the chosen move,
    without a figure, when the answer had no search.

    A tree search chooses by visits, so its runners-up in visit order read 59 %, 58 %, 59 %:
    the choice stays first (it is the hint), the rest are put in the order a player reads."""
    top = [entry for entry in info.get("top", ()) if isinstance(entry, Mapping)]
    if not top or top[0].get("action") != chosen:
        return [(chosen, None, True, ())]
    rows = [
        (e["action"], float(e["chance"]), bool(e.get("exact", True)), tuple(e.get("then", ())))
        for e in top
    ]
    return rows[:1] + sorted(rows[1:], key=lambda row: -row[1])


def seat_world(session: Session) -> GameState:
    """A position the deciding seat cannot tell from the real one: what it cannot see is
    dealt anew (the same deal on every redraw). Perfect information: the position itself."""
    rng = random.Random(session.seed * 7919 + session.ply)
    return session.state.sample_determinization(session.current_player(), rng)


def words_for(
    session: Session,
    client: GameClient,
    world: GameState,
    chain: Sequence[tuple[int, Action | None]],
) -> list[str]:
    """`chain` of (seat, action) from the present position in the game's log words, as the
    seat on screen may read them, played on `world` (from `seat_world`: what the seat cannot
    see is invented there, so neither the words nor which steps are legal can leak it); None
    is another seat's hidden reply ("a reply"). A step the log words only with the steps after
    it (a tile before its cell and turn) adds no words of its own. What a step reveals is not
    worded (the spectator view before it stands for the one after)."""
    names = [seat.name for seat in session.seats]
    world = world.clone()
    out: list[str] = []
    last = ""  # set once a step was played: if the log words none of them, say so
    for mover, action in chain:
        if action is None:
            out.append(_("a reply"))
            break
        if world.current_player() != mover or action not in world.legal_actions():
            break
        own = client.coach_words(world, action) if client.coach_words is not None else None
        if own is not None:  # the seat's own face-down move, which the log would not name
            out.append(translate(own))
        reveals = bool(world.reveals_information(action))
        before = world.view(None)
        text = world.action_to_string(action)
        world.apply_action(action)
        if not reveals:  # the seat's own text of a revealing step would name what it found
            text = getattr(world.view(mover), "last_action", None) or text
        after = before if reveals else world.view(None)
        lines = None if own is not None else client.describe_log(text, mover, before, after, names)
        if lines:
            out.append(" · ".join(line for _seat, line in lines))
        last = text
    if out or not last:
        return out
    # Translators: a coach panel row for a step the move log has no words for on its own (a
    # tile's turn in mid-placement); the board highlights it.
    return [_("the move highlighted on the board")]


def after_own_line(state: GameState, action: Action, info: Mapping[str, Any]) -> GameState:
    """A copy of `state` after `action` and the seat's own next steps of the coach's line
    (one card's direction and distance, a tile's cell and turn), up to another seat's turn,
    chance or a step not legal on this position. For a game's `explain_move`."""
    seat = state.current_player()
    world = state.clone()
    world.apply_action(action)
    for mover, step in list(info.get("line", ()))[1:]:
        if mover != seat or world.current_player() != seat or step not in world.legal_actions():
            break
        world.apply_action(step)
    return world


def explanation(client: GameClient, world: GameState, action: Action, info: Any) -> str:
    """The client's sentence about `action`, translated ("" when it has none), made on
    `world`, a position sampled from what the deciding seat knows."""
    message = None
    try:
        if client.explain_move is not None:
            message = client.explain_move(world, action, info)
    except (ValueError, KeyError, IndexError):  # an explainer's slip must not stop the game
        log.exception("the coach's sentence failed")
    if message is not None:
        return translate(message)
    top = [entry for entry in info.get("top", ()) if isinstance(entry, Mapping)]
    if len(top) < 2 or "nodes" in info:  # alpha-beta's others may be bounds only
        return ""
    best, other = (round(100 * float(entry["chance"])) for entry in top[:2])
    if best <= other:  # the most searched move is not ahead on its figure: no clear reason
        return ""
    # Translators: the coach's reason when the game has no words of its own for the move.
    text = _(
        "{best} % of the coach's searched games were won after this move, {other} % after its next choice."
    )
    return text.format(best=best, other=other)


class CoachPanel:
    """The panel's state and drawing; the play scene opens it, fills it and routes keys."""

    def __init__(self) -> None:
        self.open = False
        self.waiting = False
        self.version = -1  # the session version the advice is for
        self.moves: list[CoachMove] = []
        self.line: list[str] = []
        self.sentence = ""
        self.selected = 0
        self.searched = True  # False: the coach answered by rule of thumb
        self.forced = False  # the only legal move
        self.hurried = False  # a quick answer instead of the coach's search
        self.bounded = False  # alpha-beta figures: estimates, not shares of searched games
        self.rows: list[pygame.Rect] = []
        self._source: tuple[Any, ...] | None = None

    def ask(self, version: int) -> None:
        """Open the panel, waiting for the coach's answer in position `version`."""
        self.open, self.waiting, self.version = True, True, version
        self.moves, self.line, self.sentence, self.selected = [], [], "", 0
        self._source = None

    def close(self) -> None:
        """Close the panel (a move was made, or H / Esc)."""
        self.open = self.waiting = False
        self._source = None

    def follow(self, version: int, asking: bool) -> None:
        """Close once the position has moved on from the one advised, or when the answer
        being waited for will not come (`asking` False: the search failed)."""
        if self.open and (version != self.version or (self.waiting and not asking)):
            self.close()

    def fill(self, session: Session, client: GameClient, action: Action, info: Any) -> None:
        """The coach's answer arrived: word its moves, its line and its sentence."""
        self._source = (session, client, action, info if isinstance(info, Mapping) else {})
        self.waiting = False
        self.selected = 0
        self.reword()

    def reword(self) -> None:
        """Word everything again (the language changed)."""
        if self._source is None:
            return
        session, client, action, info = self._source
        seat = session.current_player()
        world = seat_world(session)  # words are made here, never on the real hidden deal
        picks = coach_moves(info, action)
        self.searched = picks[0][1] is not None
        self.forced = bool(info.get("forced"))
        self.hurried = "fallback" in info  # the search ran out of time: a cheap bot answered
        self.bounded = "nodes" in info  # alpha-beta reports nodes; MCTS reports iterations
        self.moves = []
        for move, chance, exact, then in picks:
            words = words_for(session, client, world, [(seat, step) for step in (move, *then)])
            self.moves.append(CoachMove(move, chance, exact, " → ".join(words), tuple(then)))
        line = session.coach_line(info)
        own = 1 + len(picks[0][3])  # the top move and its own steps are worded above
        shown = len(words_for(session, client, world, line[:own]))
        later = [step for _mover, step in line[own:] if step is not None]
        # Only "a reply" after the top move says nothing: then no row.
        self.line = words_for(session, client, world, line)[shown:] if later else []
        self.sentence = explanation(client, world, action, info)

    def picked_then(self) -> tuple[Action, ...]:
        """The picked move's own next steps, as the search saw them (() when none)."""
        if not self.moves:
            return ()
        return self.moves[min(self.selected, len(self.moves) - 1)].then

    def picked(self) -> Action | None:
        """The move picked in the panel (the top one at first)."""
        if not self.moves:
            return None
        return self.moves[min(self.selected, len(self.moves) - 1)].action

    def handle_event(self, event: pygame.event.Event) -> str | None:
        """What an event means to the open panel: "pick" (the picked move changed), "play",
        "close", "used" (swallowed) or None (not the panel's: the board may have it)."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_h):
                return "close"
            if event.key in (pygame.K_UP, pygame.K_DOWN) and self.moves:
                step = -1 if event.key == pygame.K_UP else 1
                self.selected = (self.selected + step) % len(self.moves)
                return "pick"
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.moves:
                return "play"
            if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER):
                return "used"  # waiting for the answer: these belong to the panel
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in enumerate(self.rows):
                if rect.collidepoint(event.pos):
                    self.selected = index
                    return "pick"
            return "used" if COACH_RECT.collidepoint(event.pos) else None
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, time: float) -> None:
        """The panel over the move log."""
        rect = COACH_RECT
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=16)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=16)
        left, width = rect.x + 14, rect.width - 28
        # Translators: the heading of the coach panel (the Hint explained).
        title = _("Coach")
        head = theme.font(18, bold=True)
        surface.blit(head.render(title, True, theme.GOLD), (left, rect.y + 10))
        # Translators: at the coach panel's top right: the key that closes it.
        close = _("H: close")
        small = theme.font(13)
        image = small.render(ellipsize(close, small, width // 2), True, theme.TEXT_DIM)
        surface.blit(image, image.get_rect(topright=(rect.right - 14, rect.y + 14)))
        y = rect.y + 40
        if self.waiting:
            dots = "." * (1 + int(time * 3) % 3)
            # Translators: in the coach panel while the search runs; one to three dots follow.
            self._paragraph(surface, _("The coach is thinking") + dots, left, y, width, 2)
            self.rows = []
            return
        y = self._paragraph(surface, self._caption(), left, y, width, 2, theme.TEXT_DIM, 14)
        y = self._draw_moves(surface, left, y + 4, width, time)
        if self.line:
            # Translators: the coach panel's expected line of play after its top move.
            text = _("Then: {moves}").format(moves=" → ".join(self.line))
            y = self._paragraph(surface, text, left, y + 4, width, 3, theme.TEXT, 14)
        if self.sentence:
            # Translators: the coach's reason for its top move, e.g. "Why: takes Pulao".
            text = _("Why: {reason}").format(reason=self.sentence)
            y = self._paragraph(surface, text, left, y + 10, width, 3, theme.FOCUS, 15)
        # Translators: the coach panel's keys (gamepad: the D-pad, A and X do the same).
        keys = _("Up/Down pick · Enter play · H close")
        size = fit_size(keys, width, 13, bold=False, smallest=10)
        image = theme.font(size).render(keys, True, theme.TEXT_DIM)
        surface.blit(image, (left, rect.bottom - 8 - image.get_height()))

    def _caption(self) -> str:
        if self.forced:
            return _("This is the only move you can make here.")
        if self.hurried:
            return _("The coach ran out of time: this is a quick suggestion without figures.")
        if not self.searched:
            return _("Here the coach plays by its rules of thumb, without a search.")
        if self.bounded:
            return _("The coach's estimated chance to win after each move:")
        return _("How often the coach won after each move in its searched games:")

    def _draw_moves(self, surface: pygame.Surface, left: int, y: int, width: int, t: float) -> int:
        """The move rows with their bars; remembers their rects for clicks."""
        self.rows = []
        body = theme.font(15)
        for index, move in enumerate(self.moves):
            lines = wrap_into(f"{index + 1}. {move.words}", body, width - 8, 2)
            height = len(lines) * body.get_linesize() + (26 if move.chance is not None else 6)
            row = pygame.Rect(left - 6, y, width + 12, height)
            self.rows.append(row)
            if index == self.selected:
                # The focus inside the panel's edge (the shared ring's chevrons would not fit).
                pulse = int(40 * (0.5 + 0.5 * math.sin(t * 6.0)))
                pygame.draw.rect(
                    surface, (52 + pulse // 2, 44 + pulse // 2, 70), row, border_radius=8
                )
                pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=8)
            for number, line in enumerate(lines):
                image = body.render(line, True, theme.TEXT)
                surface.blit(image, (left, y + 2 + number * body.get_linesize()))
            if move.chance is not None:
                bar_y = y + 4 + len(lines) * body.get_linesize()
                self._bar(surface, left, bar_y, width, move, BAR_COLOURS[index % 3])
            y = row.bottom + 6
        return y

    def _bar(
        self, surface: pygame.Surface, left: int, y: int, width: int, move: CoachMove, colour: Any
    ) -> None:
        percent = round(100 * (move.chance or 0.0))
        if move.exact:
            # Translators: a percentage beside a coach bar; Japanese and Chinese write "64%".
            label = _("{percent} %").format(percent=percent)
        else:
            # Translators: an upper bound beside a coach bar: the search proved no better.
            label = _("at most {percent} %").format(percent=percent)
        small = theme.font(14, bold=True)
        image = small.render(label, True, theme.TEXT)
        track = pygame.Rect(left, y + 3, width - image.get_width() - 10, 12)
        pygame.draw.rect(surface, (24, 20, 34), track, border_radius=6)
        filled = track.copy()
        filled.width = max(4, int(track.width * (move.chance or 0.0)))
        pygame.draw.rect(surface, colour, filled, border_radius=6)
        surface.blit(image, (track.right + 8, y + 9 - image.get_height() // 2))

    def _paragraph(
        self,
        surface: pygame.Surface,
        text: str,
        left: int,
        y: int,
        width: int,
        max_lines: int,
        colour: Any = theme.TEXT,
        size: int = 16,
    ) -> int:
        """Wrapped text from `y`; returns the y under it."""
        font = theme.font(size)
        for line in wrap_into(text, font, width, max_lines):
            surface.blit(font.render(line, True, colour), (left, y))
            y += font.get_linesize()
        return y

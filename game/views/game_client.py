"""What the generic scenes need from one game's client, as one record: `GameClient`.

Each game's package (game/views/<game>/client.py) builds one `GameClient`, and
game.views.registry lists them; the scenes ask the registry and never import a game's modules
themselves. Heavy parts (the board view, the help diagrams) are reached through small factory
functions that import on first use, so the title screen starts without loading every board.

The results screen shows an `OutcomeReport`: the game's client turns the engine's `Outcome`
(winners, a reason key with arguments, a record per seat in the game's own terms) into words
and figures, already translated; the scene only lays them out.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import Action, GameState, Outcome
from game.core.record import SeatSpec
from game.core.text import Message
from game.views.help_pages import RulesPage

if TYPE_CHECKING:
    from game.session import Session
    from game.views.board_view import BoardView

Colour = tuple[int, int, int]

Painter = Callable[[pygame.Surface, pygame.Rect, float], None]
"""Draws one help diagram into a rectangle at page time `t` (seconds)."""

EmblemPainter = Callable[[pygame.Surface, pygame.Rect, float, Colour], None]
"""Draws a game's title-tile emblem into a box at time `t`, in its accent colour."""

LogLine = tuple[int, str]
"""(seat, or CHANCE for the table, line) of the move log."""

LogDescriber = Callable[[str, int, Hashable, Hashable, Sequence[str]], list[LogLine] | None]
"""describe(ply text as the viewer may read it, player, spectator view before, spectator view
after, seat names) -> the log lines of that ply, translated; None to fall back to the text.
It sees only viewer-safe material, so it cannot leak a hidden card."""

BoardFactory = Callable[[Sequence[SeatSpec], Callable[..., None]], "BoardView"]
"""board_view(seats, sound) -> the game's BoardView."""


@dataclass(frozen=True)
class ResultRow:
    """One line of a seat's results panel: a label, a value on the right, an accent stripe."""

    label: str
    value: str = ""
    accent: Colour | None = None


@dataclass(frozen=True)
class SeatResult:
    """A seat's results panel: the headline figure and its unit, detail rows and a foot note."""

    figure: str
    unit: str
    rows: tuple[ResultRow, ...] = ()
    empty: str = ""
    """Shown instead of the rows when there are none (e.g. "no sons tamed")."""
    note: str = ""
    """A second figure at the panel's foot (e.g. "3 sons")."""


@dataclass(frozen=True)
class OutcomeReport:
    """The results screen's words and figures for one finished game, translated."""

    banner: str
    reason: str
    seats: tuple[SeatResult, ...]
    note: str = ""
    """A line under the panels (a tie-break explained), or ""."""


MoveExplainer = Callable[[GameState, Action, Mapping[str, Any]], Message | None]
"""explain_move(position, move, search info) -> the coach's one sentence about the move (an
untranslated Message), or None. The position is sampled from what the deciding seat knows
(never the real hidden deal); the move is that seat's."""

MoveWords = Callable[[GameState, Action], Message | None]
"""coach_words(position, move) -> the deciding seat's own move in words where the move log would
not say it (a card programmed or arranged face down) or not all of it (a Drakon tile's turn),
or None: the log's words."""

OutcomeDescriber = Callable[[Outcome, Sequence[str]], OutcomeReport]
"""describe_outcome(outcome, seat names) -> what the results screen shows."""


@dataclass(frozen=True)
class GuideStep:
    """One tip of a guided first game: words, where they point, and when the step is done.

    `tip` is an English msgid (translated when drawn). `point_at(board)` gives the rectangle
    the tip's pointer aims at on the board (None: no pointer). `done(session, board)` is True
    once the player has done what the tip asks (checked every frame; the board holds what the
    session does not know yet, e.g. a program still being laid); None makes it a tip to read and
    acknowledge (Enter, a click or the A button). `keep_clear(board)` is what else the panel
    must leave in view.
    """

    tip: str
    point_at: Callable[[BoardView], pygame.Rect | None] | None = None
    done: Callable[[Session, BoardView], bool] | None = None
    keep_clear: Callable[[BoardView], pygame.Rect | None] | None = None
    """What the tip's panel must not cover besides its target (where the cards it asks for
    will go, say); None: only the target."""


@dataclass(frozen=True)
class GuidedGame:
    """A short scripted first game: you against `level`, a fixed seed, tips step by step.

    The AI plays its level normally; the seed fixes the deal, so the tips can speak of the
    position the player will see. After the last step the game goes on without tips.
    """

    seed: int
    steps: tuple[GuideStep, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    level: str = "easy"


@dataclass(frozen=True)
class GameClient:
    """Everything the generic scenes need from one game (one per playable game)."""

    slug: str
    accent: Colour
    """The game's colour on the title screen and in menus."""
    draw_emblem: EmblemPainter
    board_view: BoardFactory
    help_pages: Callable[[], tuple[RulesPage, ...]]
    diagrams: Callable[[], Mapping[str, Painter]]
    """diagram id -> painter, for every id its help pages name."""
    describe_log: LogDescriber
    describe_outcome: OutcomeDescriber
    guided_game: Callable[[], GuidedGame] | None = None
    """The game's guided first game (offered the first time the game is chosen, replayable
    from its rules help); None when the game guides in its own way or not yet."""
    seat_colours: Callable[[int], tuple[tuple[int, str], ...]] | None = None
    """When the rules give each seat its colour (Dragon Delta: a seat is its village), the
    palette index (theme.SEAT_COLOURS) and the colour's name (a msgid) of each seat for a seat
    count: the setup shows them instead of a choice, so the banner, log and results match the
    board. None: the players choose."""
    takes_lone_choice: Callable[[str], bool] | None = None
    """Given the text of a person's only legal action, True when it is taken for them, without
    a curtain or a prompt (Wyvern asks the other seat in every priority window; where it can
    only Pass, a hand-off curtain and a Pass press each time would wear players out). None:
    every decision is put to the person."""
    explain_move: MoveExplainer | None = None
    """The coach's sentence about its top move (game/views/<game>/coach.py); None: no sentence."""
    coach_words: MoveWords | None = None
    """The coach's words for the seat's own hidden moves (the log shows them face down) and
    for what the log leaves out (MoveWords)."""
    progress_words: Callable[[Any, bool], Message] | None = None
    """progress(spectator view, game over) -> where the game stands in its own terms ("Turn
    8", "Game 2, turn 8"; game.views.progress); None: the count of recorded actions."""
    coach_level: str = "normal"
    """The AI level whose search coaches (the Hint); a game whose Normal level does not search
    names the cheapest one that does."""

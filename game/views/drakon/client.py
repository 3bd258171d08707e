"""The client entry of this game: what the generic scenes may ask of it (see game_client.py).

The board view, the help diagrams and the guided first game import on first use, so the title
screen stays light.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.record import SeatSpec
from game.core.text import Message
from game.views import theme
from game.views.board_view import BoardView
from game.views.game_client import GameClient, GuidedGame, Painter
from game.views.help_pages import RulesPage
from game.views.progress import turn_after

from . import coach, emblem, log, outcome


def _board_view(seats: Sequence[SeatSpec], sound: Callable[..., None]) -> BoardView:
    from .view import DrakonBoardView

    return DrakonBoardView(seats, sound)


def _help_pages() -> tuple[RulesPage, ...]:
    from .help import PAGES

    return PAGES


def _guided_game() -> GuidedGame:
    from .guide import guided_game

    return guided_game()


def _diagrams() -> Mapping[str, Painter]:
    from .diagrams import DRAKON_DIAGRAMS

    return DRAKON_DIAGRAMS


def _progress(view: Any, over: bool) -> Message:
    """The turn in progress, every seat's turns counted (the turn cap counts the same)."""
    return turn_after(view.turns, over)


CLIENT = GameClient(
    slug="drakon",
    accent=theme.GOLD,
    draw_emblem=emblem.draw_emblem,
    board_view=_board_view,
    help_pages=_help_pages,
    diagrams=_diagrams,
    describe_log=log.describe,
    describe_outcome=outcome.describe_outcome,
    guided_game=_guided_game,
    explain_move=coach.explain_move,
    coach_words=coach.coach_words,
    coach_level="hard",  # Normal plays by its rollout policy: the cheapest search is Hard's
    progress_words=_progress,
)

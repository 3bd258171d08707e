"""The client entry of this game: what the generic scenes may ask of it (see game_client.py).

The board view, the help diagrams and the guided first game (first_game.py) import on first
use, so the title screen stays light.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.record import SeatSpec
from game.core.text import Message
from game.views.board_view import BoardView
from game.views.game_client import GameClient, GuidedGame, Painter
from game.views.help_pages import RulesPage
from game.views.progress import turn_after

from . import coach, emblem, log, outcome


def _board_view(seats: Sequence[SeatSpec], sound: Callable[..., None]) -> BoardView:
    from .view import DragonBridgeBoardView

    return DragonBridgeBoardView(seats, sound)


def _help_pages() -> tuple[RulesPage, ...]:
    from .help import PAGES

    return PAGES


def _diagrams() -> Mapping[str, Painter]:
    from .diagrams import BRIDGE_DIAGRAMS

    return BRIDGE_DIAGRAMS


def _guided_game() -> GuidedGame:
    from .first_game import guided_game

    return guided_game()


def _progress(view: Any, over: bool) -> Message:
    """The turn in progress, every seat's turns counted."""
    return turn_after(view.turn, over)


CLIENT = GameClient(
    slug="dragon-bridge",
    accent=(120, 160, 230),
    draw_emblem=emblem.draw_emblem,
    board_view=_board_view,
    help_pages=_help_pages,
    diagrams=_diagrams,
    describe_log=log.describe,
    describe_outcome=outcome.describe_outcome,
    explain_move=coach.explain_move,
    guided_game=_guided_game,
    progress_words=_progress,
)

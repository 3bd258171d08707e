"""Which games the client can show: a board view factory per game slug.

A game is playable on screen only when its rules are registered (game.rules.RULES) *and* it
has a board view here; an engine can land (and be tested) before its scene does.
Factories import their view lazily, so this module stays light for the title screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules import RULES


def _nine_sons_board(seats: Any, sound: Callable[..., None]) -> Any:
    from game.views.nine_sons.view import NineSonsBoardView

    return NineSonsBoardView(seats, sound)


def _dragon_bridge_board(seats: Any, sound: Callable[..., None]) -> Any:
    from game.views.dragon_bridge.view import DragonBridgeBoardView

    return DragonBridgeBoardView(seats, sound)


def _drakon_board(seats: Any, sound: Callable[..., None]) -> Any:
    from game.views.drakon.view import DrakonBoardView

    return DrakonBoardView(seats, sound)


BOARD_VIEWS: dict[str, Callable[..., Any]] = {
    "nine-sons": _nine_sons_board,
    "dragon-bridge": _dragon_bridge_board,
    "drakon": _drakon_board,
}
"""Board view factory per game slug: factory(seats, sound) -> BoardView."""


def is_playable(slug: str) -> bool:
    """True when the game has both rules and a board view."""
    return slug in RULES and slug in BOARD_VIEWS

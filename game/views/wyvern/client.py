"""The client entry of Wyvern: what the generic scenes may ask of it (game_client.py).

The board view, the rules help (help.py), its diagrams (diagrams.py) and the guided first game
(guide.py) import on first use, so the title screen stays light. A person's lone choice (a Pass
in a priority window where nothing can be played, an attack's only target) is taken for them,
except the last Lair card of the setup: `takes_lone_choice`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.record import SeatSpec
from game.core.text import N_, Message
from game.views.board_view import BoardView
from game.views.game_client import GameClient, GuidedGame, Painter
from game.views.help_pages import RulesPage

from . import coach, emblem, log, outcome

ACCENT = (176, 72, 60)
"""Dragon's-blood red on the title screen."""


def _board_view(seats: Sequence[SeatSpec], sound: Callable[..., None]) -> BoardView:
    from .view import WyvernBoardView

    return WyvernBoardView(seats, sound)


def _help_pages() -> tuple[RulesPage, ...]:
    from .help import PAGES

    return PAGES


def _diagrams() -> Mapping[str, Painter]:
    from .diagrams import DIAGRAMS

    return DIAGRAMS


def _guided_game() -> GuidedGame:
    from .guide import guided_game

    return guided_game()


def takes_lone_choice(text: str) -> bool:
    """Whether a person's only legal action (its text) is taken for them: all but the sixth
    Lair card of the setup. The person is placing six cards; a sixth placed for them would
    leave their next click to land on the hand the game shows next (seen in a newcomer's game:
    it played a Treasure Hunt)."""
    return not text.startswith("arrange ")


def _progress(view: Any, over: bool) -> Message:
    """The game of the match and its turn (each player's turn counted), or its setting up."""
    if view.phase == "setup":
        return Message.of(N_("Game {game}: setting up"), game=view.game)
    # Translators: how far a Wyvern match got: the game of the match and the turn in it.
    return Message.of(N_("Game {game}, turn {turn}"), game=view.game, turn=view.turn)


CLIENT = GameClient(
    slug="wyvern",
    accent=ACCENT,
    draw_emblem=emblem.draw_emblem,
    board_view=_board_view,
    help_pages=_help_pages,
    diagrams=_diagrams,
    describe_log=log.describe,
    describe_outcome=outcome.describe_outcome,
    guided_game=_guided_game,
    explain_move=coach.explain_move,
    coach_words=coach.coach_words,
    takes_lone_choice=takes_lone_choice,
    progress_words=_progress,
)

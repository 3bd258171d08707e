"""The client entry of Dragon Delta: what the generic scenes may ask of it (game_client.py).

The board view and the help diagrams import on first use, so the title screen stays light.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.record import SeatSpec
from game.core.text import N_, Message
from game.rules.dragon_delta.cards import COLOUR_NAMES, SEAT_COLOURS
from game.views.board_view import BoardView
from game.views.game_client import GameClient, GuidedGame, Painter
from game.views.help_pages import RulesPage

from . import coach, emblem, log, outcome

ACCENT = (72, 168, 196)
"""River blue on the title screen."""


def _board_view(seats: Sequence[SeatSpec], sound: Callable[..., None]) -> BoardView:
    from .view import DeltaBoardView

    return DeltaBoardView(seats, sound)


def _help_pages() -> tuple[RulesPage, ...]:
    from .help import PAGES

    return PAGES


def _guided_game() -> GuidedGame:
    from .guide import guided_game

    return guided_game()


def _diagrams() -> Mapping[str, Painter]:
    from .diagrams import DIAGRAMS

    return DIAGRAMS


PALETTE_OF_COLOUR = (1, 2, 5, 0, 4, 3)
"""The seat palette's colour (theme.SEAT_COLOURS) nearest each game colour, by village: black
slate, red crimson, yellow amber, white ivory, green jade, blue azure."""


def seat_colours(players: int) -> tuple[tuple[int, str], ...]:
    """Each seat's colour as the rules give it (§2.1: by the number of players)."""
    return tuple((PALETTE_OF_COLOUR[c], COLOUR_NAMES[c]) for c in SEAT_COLOURS[players])


def _progress(view: Any, over: bool) -> Message:
    """The round: everyone programs, then the steps resolve; a round is what players count."""
    return Message.of(N_("Round {round}"), round=view.round)


CLIENT = GameClient(
    slug="dragon-delta",
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
    seat_colours=seat_colours,
    progress_words=_progress,
)

"""How far a game has got, in the game's own terms: "Turn 8", "Round 3", "Game 2, turn 8".

The record counts actions (every deal, draw and priority pass is one), so "move 151" on the
title's Continue meant Wyvern's eighth turn and read as a long game. Each game's client may give
`GameClient.progress_words` (from the spectator's view, so nothing hidden is read); a game
without one keeps the count of actions. Used by the Continue captions, the turning points, the
replay viewer and the setup of a game continued from a replay, so all number a moment alike.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from game.core.protocol import GameState
from game.core.record import GameRecord, RecordError, replay
from game.core.text import N_, Message
from game.rules import RULES

if TYPE_CHECKING:
    from game.views.game_client import GameClient


def counted_moves(number: int) -> Message:
    """The fallback: how many actions the record holds ("Move 151")."""
    # Translators: how far a saved or replayed game got, counted in recorded actions.
    return Message.of(N_("Move {number}"), number=number)


def turn_words(turn: int) -> Message:
    """ "Turn 8": the turn in progress (1-based)."""
    # Translators: how far a game got: the turn being played (all seats' turns counted).
    return Message.of(N_("Turn {turn}"), turn=turn)


def turn_after(done: int, over: bool) -> Message:
    """The turn in progress after `done` finished turns (the last one once the game is over)."""
    return turn_words(done if over else done + 1)


def progress_of(client: GameClient | None, state: GameState, plies: int) -> Message:
    """Where `state` (reached after `plies` actions) stands, in the words of its game's
    `client` (the count of actions without one)."""
    if client is None or client.progress_words is None:
        return counted_moves(plies)
    return client.progress_words(state.view(None), state.is_terminal())


def record_progress(record: GameRecord, client: GameClient | None) -> Message:
    """Where a saved game stands, in its `client`'s words; the count of actions when the
    record cannot be replayed (the resume says why, not the caption)."""
    return _record_progress(record.dumps(), client)


@lru_cache(maxsize=16)
def _record_progress(text: str, client: GameClient | None) -> Message:
    # Keyed by the record's text: the title builds its captions each time it is shown, and a
    # save that moved on is a new key. A replay is cheap: 3 ms for a 6-seat Drakon game of 271
    # actions, 24 ms for a three-game Wyvern match of 2,295 (wall time, session 24).
    record = GameRecord.loads(text)
    try:
        state = replay(RULES[record.slug], record)
    except (RecordError, KeyError):
        return counted_moves(len(record.history))
    return progress_of(client, state, len(record.history))

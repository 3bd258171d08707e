"""A replay record stepped forward and back, with the move log worded for any viewpoint.

Pure (no pygame), so the tests can step every game's records without a screen. It lives beside
the scenes because the replay viewer (game.scenes.replay_viewer) is its only user.

The record is replayed once when the player is made: the session's own replay (so the log's
per-seat texts are exactly the ones a live match keeps) and one more pass that parses every
action and keeps a copy of the state every `CHECKPOINT_EVERY` plies. Stepping forward applies
one action to the live state; stepping back or jumping clones the nearest copy at or before the
target and applies at most `CHECKPOINT_EVERY - 1` actions, so even a long Wyvern match steps
back at once.

A viewpoint is a seat index (that seat's view: another seat's hand stays hidden) or
`ALL_REVEALED`: the state's `revealed_view()`, every seat's hand and secrets on screen at once
(a game without secrets gives its spectator's view), with the log worded in full: every card
drawn is named, whoever drew it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from game.core.protocol import Action, GameRules, GameState, IllegalActionError
from game.core.record import GameRecord, RecordError, illegal_move, move_after_the_end
from game.move_log import LogDescriber, MoveLog, PlyInfo
from game.session import AppliedAction, Session

ALL_REVEALED = "all"
"""The viewpoint that hides nothing (see the module's docstring)."""

Viewpoint = int | str
"""A seat index, or ALL_REVEALED."""

CHECKPOINT_EVERY = 24
"""Plies between the kept copies of the state (a step back replays fewer than this)."""


@dataclass(frozen=True)
class LogEntry:
    """One line of the worded move log and the ply (0-based index in the record) it tells."""

    ply: int
    player: int
    text: str


class ReplayPlayer:
    """Steps a GameRecord: `ply` actions of it are applied to `state`."""

    def __init__(self, rules: GameRules, record: GameRecord) -> None:
        self.rules = rules
        self.record = record
        session = Session.from_record(record)  # RecordError for a record that cannot replay
        self.plies: list[PlyInfo] = session.plies
        self.hidden_info = rules.info.has_hidden_info
        self._checkpoints: list[GameState] = []
        self.actions: list[Action] = []
        self._replay_all()
        self.state: GameState = self._checkpoints[0].clone()
        self.ply = 0

    def _replay_all(self) -> None:
        """Parse every action and keep a copy of the state every CHECKPOINT_EVERY plies."""
        record = self.record
        state = self.rules.new_initial_state(record.num_players, record.options)
        for ply, text in enumerate(record.history):
            if ply % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(state.clone())
            if state.is_terminal():
                raise RecordError(move_after_the_end(ply + 1))
            try:
                action = self.rules.parse_action(state, text)
                state.apply_action(action)
            except IllegalActionError as error:
                raise RecordError(illegal_move(ply + 1), f"{text!r}: {error}") from error
            self.actions.append(action)
        if len(record.history) % CHECKPOINT_EVERY == 0:
            self._checkpoints.append(state.clone())
        self.finished = state.is_terminal()
        """True when the record plays the game to its end (nothing is secret any more)."""

    # ----------------------------------------------------------------- position
    @property
    def length(self) -> int:
        """How many actions the record holds."""
        return len(self.actions)

    @property
    def at_end(self) -> bool:
        """True once every action of the record is applied."""
        return self.ply >= self.length

    def player_of(self, ply: int) -> int:
        """Who acted at `ply` (a seat, or CHANCE)."""
        return self.plies[ply].player

    def seek(self, ply: int) -> None:
        """Show the position after the first `ply` actions (clamped to the record)."""
        ply = max(0, min(self.length, ply))
        if ply == self.ply:
            return
        if ply < self.ply or ply // CHECKPOINT_EVERY > self.ply // CHECKPOINT_EVERY:
            start = ply // CHECKPOINT_EVERY * CHECKPOINT_EVERY
            self.state = self._checkpoints[ply // CHECKPOINT_EVERY].clone()
            self.ply = start
        while self.ply < ply:
            self.state.apply_action(self.actions[self.ply])
            self.ply += 1

    def forward(self, viewpoint: Viewpoint) -> AppliedAction | None:
        """Apply the next action; what happened, seen from `viewpoint` (for the board's
        animation and sound), or None at the end. Before and after are seen from `viewpoint`."""
        if self.at_end:
            return None
        action = self.actions[self.ply]
        before = self.view(viewpoint)
        self.state.apply_action(action)
        self.ply += 1
        try:
            decoded = self.rules.decode_action(action)
        except (ValueError, KeyError, IndexError):
            decoded = None
        after = self.view(viewpoint)
        text = self.record.history[self.ply - 1]
        return AppliedAction(action, text, self.player_of(self.ply - 1), before, after, decoded)

    def back(self) -> bool:
        """Take the last applied action back (the position before it); False at the start."""
        if self.ply == 0:
            return False
        self.seek(self.ply - 1)
        return True

    # ----------------------------------------------------------------- viewpoint
    def view(self, viewpoint: Viewpoint) -> Hashable:
        """The position on screen, seen from `viewpoint` (all revealed: nothing hidden)."""
        if isinstance(viewpoint, int):
            return self.state.view(viewpoint)
        return self.state.revealed_view()

    def prefix(self) -> GameRecord:
        """The record cut at the position on screen: the same game, options, seats and seed
        with the actions played so far (a fork starts from exactly this position)."""
        record = self.record
        return GameRecord(
            slug=record.slug,
            num_players=record.num_players,
            options=dict(record.options),
            seats=list(record.seats),
            seed=record.seed,
            history=list(record.history[: self.ply]),
        )

    # ----------------------------------------------------------------- the move log
    def log(
        self, viewpoint: Viewpoint, describer: LogDescriber | None, names: Sequence[str]
    ) -> list[LogEntry]:
        """Every line of the move log as `viewpoint` may read it, each with its ply.

        The log is the house's MoveLog: a seat reads the texts it was shown when the game was
        played; all revealed reads the record's own texts (nothing withheld)."""
        counts: list[int] = []
        counted = _counting(describer, counts) if describer is not None else None
        first = self.rules.new_initial_state(self.record.num_players, self.record.options)
        log = MoveLog(first.view(None))
        log.describer = counted
        if isinstance(viewpoint, int):
            plies, viewer = self.plies, viewpoint
        else:
            plies = [dataclasses.replace(info, texts=None) for info in self.plies]
            viewer = None
        lines = log.lines(plies, names, viewer)
        if counted is None:  # one line per ply (the engine's text)
            counts = [1] * len(plies)
        entries: list[LogEntry] = []
        position = 0
        for ply, count in enumerate(counts):
            for player, text in lines[position : position + count]:
                entries.append(LogEntry(ply, player, text))
            position += count
        return entries


def _counting(describer: LogDescriber, counts: list[int]) -> LogDescriber:
    """`describer`, noting how many lines it gave for each ply (one when it gave none and the
    log fell back to the ply's text). MoveLog calls it exactly once per ply, in order."""

    def describe(
        text: str, player: int, before: Hashable, after: Hashable, names: Sequence[str]
    ) -> list[tuple[int, str]] | None:
        described = describer(text, player, before, after, names)
        counts.append(1 if described is None else len(described))
        return described

    return describe


def current_line(entries: Sequence[LogEntry], ply: int) -> int:
    """The index of the last log line of the plies applied so far (-1 before any)."""
    index = -1
    for position, entry in enumerate(entries):
        if entry.ply >= ply:
            break
        index = position
    return index

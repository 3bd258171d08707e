"""The player's statistics: per game, opponent level and seat count, how the games went.

Each finished game (never a guided one, never an abandoned one) adds to one tally, keyed by
(game, opponents, seats):
- `opponents` is the AI level when every AI seat plays the same one ("easy" ... "master"),
  "mixed" when they differ, "hotseat" when several people play, "watched" when nobody does;
- with exactly one person at the screen the game counts for them: a win when they are among
  the winners (a shared win is a win), a draw when nobody won, else a loss, and the win streak
  goes on or starts over (a draw ends it too);
- with several people or none (hot-seat, AIs watched) it counts as a game played, with no win
  or loss: whose win would it be?
- length is counted in moves: the seats' decisions, not chance events such as a deal;
- the best score is the person's own figure (Outcome.scores), only where the game keeps one:
  games whose scores merely mark the winners with 1 and the others with 0 (Dragon Bridge,
  Dragon Delta) have no score to be best at.
An abandoned game is not a loss: a game left to answer the door says nothing about play.

Kept as one JSON file in the preference folder, read strictly (game.core.schema); a file that
cannot be read starts the tallies afresh with a notice, and is moved aside (kept, never
deleted) the first time new tallies are written.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass, fields
from typing import Any

from game.core.protocol import Outcome
from game.core.record import MAX_SEATS, GameRecord
from game.core.schema import Integer, ListOf, OneOf, RecordError, Rule, Shape, Text, load_json
from game.core.text import N_, Message
from game.settings.folder import PrefFolder

log = logging.getLogger(__name__)

STATS_FILE = "statistics.json"
STATS_FORMAT = 1
STATS_SIZE_LIMIT = 512 * 1024
"""The largest statistics file read (a tally is about 200 bytes; there are a few dozen)."""
MAX_TALLIES = 2000
UNREADABLE_SUFFIX = ".unreadable"

LEVELS = ("easy", "normal", "hard", "master", "random")
HOTSEAT, WATCHED, MIXED = "hotseat", "watched", "mixed"
OPPONENTS = (*LEVELS, MIXED, HOTSEAT, WATCHED)
"""Every opponents key, in the order the statistics screen lists them."""

WIN, LOSS, DRAW = "win", "loss", "draw"
_COUNT = Integer(0, 2**40)


class _Score(Rule):
    """A best score: a finite number, or null while there is none."""

    def check(self, value: Any, where: str) -> Any:
        """The number (or None), else RecordError."""
        if value is None:
            return None
        if type(value) not in (int, float) or not math.isfinite(value) or abs(value) > 2**40:
            raise RecordError(Message.of(N_("the entry '{field}' is out of range"), field=where))
        return float(value)


TALLY_SCHEMA = Shape(
    (
        ("game", Text(1, 40, r"[a-z0-9]+(-[a-z0-9]+)*")),
        ("opponents", OneOf(OPPONENTS)),
        ("seats", Integer(1, MAX_SEATS)),
        ("games", _COUNT),
        ("wins", _COUNT),
        ("losses", _COUNT),
        ("draws", _COUNT),
        ("streak", _COUNT),
        ("best_streak", _COUNT),
        ("moves", _COUNT),
        ("best_score", _Score()),
    )
)
FILE_SCHEMA = Shape(
    (
        ("statistics", OneOf((STATS_FORMAT,))),
        ("tallies", ListOf(TALLY_SCHEMA, 0, MAX_TALLIES)),
    )
)


@dataclass
class Tally:
    """How the games of one (game, opponents, seats) went."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    streak: int = 0
    """Wins in a row, up to the last game."""
    best_streak: int = 0
    moves: int = 0
    """All the games' moves together (for the average length)."""
    best_score: float | None = None

    @property
    def average_moves(self) -> float | None:
        """The average length of a game in moves (None before the first game)."""
        return self.moves / self.games if self.games else None

    @property
    def decided(self) -> int:
        """The games counted as a win, a loss or a draw (one person played)."""
        return self.wins + self.losses + self.draws

    def add(self, result: str | None, moves: int, score: float | None) -> None:
        """Count one game: `result` win/loss/draw (None: nobody's), its moves, the score."""
        self.games += 1
        self.moves += moves
        if result == WIN:
            self.wins += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        elif result is not None:
            self.losses += result == LOSS
            self.draws += result == DRAW
            self.streak = 0
        if score is not None and (self.best_score is None or score > self.best_score):
            self.best_score = score

    def merged(self, other: Tally) -> Tally:
        """This tally and `other` together (streaks: the longer; scores: the better)."""
        scores = [score for score in (self.best_score, other.best_score) if score is not None]
        return Tally(
            self.games + other.games,
            self.wins + other.wins,
            self.losses + other.losses,
            self.draws + other.draws,
            max(self.streak, other.streak),
            max(self.best_streak, other.best_streak),
            self.moves + other.moves,
            max(scores) if scores else None,
        )


Key = tuple[str, str, int]
"""(game slug, opponents, seat count)."""


def opponents_of(record: GameRecord) -> str:
    """The opponents key of a match (see the module's summary)."""
    humans = sum(seat.is_human for seat in record.seats)
    if humans == 0:
        return WATCHED
    if humans > 1:
        return HOTSEAT
    levels = {seat.level for seat in record.seats if not seat.is_human}
    if len(levels) == 1:
        level = levels.pop()
        return level if level in LEVELS else MIXED
    return MIXED


def _marks_winners(outcome: Outcome) -> bool:
    """True when the scores are only 1 for the winners and 0 for the others (no real score)."""
    return all(
        score == (1.0 if seat in outcome.winners else 0.0)
        for seat, score in enumerate(outcome.scores)
    )


def result_for(record: GameRecord, outcome: Outcome) -> tuple[str | None, float | None]:
    """The one person's result (win, loss, draw; None when several people or none played) and
    their score (None where the game keeps none)."""
    humans = [index for index, seat in enumerate(record.seats) if seat.is_human]
    if len(humans) != 1:
        return None, None
    seat = humans[0]
    if seat in outcome.winners:
        result = WIN
    else:
        result = DRAW if outcome.is_draw else LOSS
    has_score = seat < len(outcome.scores) and not _marks_winners(outcome)
    return result, float(outcome.scores[seat]) if has_score else None


class Statistics:
    """The tallies of every game played, kept in the preference folder."""

    def __init__(self, folder: PrefFolder | str) -> None:
        self.folder = PrefFolder.of(folder)
        self.tallies: dict[Key, Tally] = {}
        self._unreadable = False
        """The file on disk could not be read: it is moved aside before the first write."""
        self._load()

    def _load(self) -> None:
        try:
            data = self.folder.read(STATS_FILE, STATS_SIZE_LIMIT)
            if data is None:
                return
            checked = FILE_SCHEMA.check(load_json(data, STATS_SIZE_LIMIT), "")
        except RecordError as error:
            path = self.folder.path / STATS_FILE
            log.warning("statistics %s unreadable (%s); starting afresh", path, error)
            self._unreadable = True
            self.folder.notices.append(
                Message.of(
                    N_(
                        "Your statistics could not be read: {error}. They start afresh; the "
                        "old file is kept as {name}."
                    ),
                    error=error.message,
                    name=STATS_FILE + UNREADABLE_SUFFIX,
                )
            )
            return
        names = [spec.name for spec in fields(Tally)]
        for entry in checked["tallies"]:
            key = (entry["game"], entry["opponents"], entry["seats"])
            self.tallies[key] = Tally(*(entry[name] for name in names))

    def save(self) -> bool:
        """Write the tallies; False when they are kept in memory only."""
        if self._unreadable:
            self.folder.rename(STATS_FILE, STATS_FILE + UNREADABLE_SUFFIX)
            self._unreadable = False
        tallies = [
            {"game": slug, "opponents": opponents, "seats": seats, **asdict(tally)}
            for (slug, opponents, seats), tally in sorted(self.tallies.items())
        ]
        data = json.dumps({"statistics": STATS_FORMAT, "tallies": tallies}, indent=1)
        return self.folder.write(STATS_FILE, data.encode("ascii"))

    def record(self, record: GameRecord, outcome: Outcome, moves: int) -> Tally:
        """Count a finished game of `moves` moves; returns its tally."""
        key = (record.slug, opponents_of(record), record.num_players)
        tally = self.tallies.setdefault(key, Tally())
        result, score = result_for(record, outcome)
        tally.add(result, moves, score)
        self.save()
        return tally

    def for_game(self, slug: str) -> list[tuple[str, int, Tally]]:
        """(opponents, seats, tally) of one game, in the screen's order."""
        rows = [
            (opponents, seats, tally)
            for (game, opponents, seats), tally in self.tallies.items()
            if game == slug and tally.games
        ]
        return sorted(rows, key=lambda row: (OPPONENTS.index(row[0]), row[1]))

    def total(self, slug: str) -> Tally:
        """Every tally of one game together."""
        total = Tally()
        for _opponents, _seats, tally in self.for_game(slug):
            total = total.merged(tally)
        return total

    def reset(self, slug: str) -> None:
        """Forget every game of `slug`."""
        self.tallies = {key: tally for key, tally in self.tallies.items() if key[0] != slug}
        self.save()

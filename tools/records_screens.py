"""The README's pictures of the record screens (issue 17), headless, into docs/: the Replays
list with a full shelf, the Statistics screen with plenty of games counted, and the replay
viewer playing one of the shelf's games.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.records_screens [--out docs] [--lang en ja zh]

Files: replays.png, statistics.png, replay-viewer.png (English); <lang>-replays.png and so on
for the other languages (to check the layouts; the README shows the English ones).

Every run draws the same pictures: the games are played by seeded random moves
(game.smoke.finished_session), the shelf's clock is fixed and dates are written in UTC, and the
replays and statistics live in a temporary preference folder (never the player's). Every text a
layout had to cut is printed (there should be none).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TZ"] = "UTC"  # the list writes dates in local time: the same on every machine
if hasattr(time, "tzset"):
    time.tzset()

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.core.protocol import Outcome  # noqa: E402
from game.core.record import GameRecord, SeatSpec  # noqa: E402
from game.smoke import SMOKE_COLOURS, finished_session  # noqa: E402
from tools.screen_kit import Written, shoot_languages  # noqa: E402
from tools.screen_kit import frames as _frames  # noqa: E402
from tools.screen_kit import press as _press  # noqa: E402

DOCS = Path(__file__).resolve().parent.parent / "docs"
PERSON = "Ada"
"""The player whose shelf and statistics are shown."""
FRIEND = "Mei"
"""The second person of the hot-seat games."""
FIRST_GAME_AT = 1795892400
"""When the oldest game on the shelf ended: 2026-11-28 19:00 UTC."""
HOTSEAT, MIXED = "hotseat", "mixed"
"""Opponent kinds besides the AI levels (as game.stats names them)."""


@dataclass(frozen=True)
class ShelfGame:
    """One replay on the pictured shelf, oldest first: a seeded game and who played it."""

    slug: str
    players: int
    seed: int
    opponents: str
    """An AI level for every other seat, MIXED (levels in turn), or HOTSEAT (a friend)."""
    gap_minutes: int
    """How long after the game before it this one ended."""
    abandoned_at: int = 0
    """Left from the pause menu after this many actions (0: played to its end)."""
    name: str = ""
    """The player's own name for it (renamed on the shelf)."""


SHELF = (
    ShelfGame("drakon", 3, 4, HOTSEAT, 0),
    ShelfGame("nine-sons", 2, 2, "master", 95),
    ShelfGame("dragon-delta", 3, 1, "easy", 1430),
    ShelfGame("drakon", 4, 8, MIXED, 55, name="Won on coins against three"),
    ShelfGame("wyvern", 2, 1, "normal", 1395),
    ShelfGame("dragon-bridge", 2, 7, "hard", 70),
    ShelfGame("drakon", 4, 2, "normal", 1440, abandoned_at=60),
    ShelfGame("nine-sons", 2, 7, "normal", 40),
)
"""Games of all five, one renamed and one abandoned; a file that cannot be read goes beside."""
BROKEN_FILE = "replays/20261129-2150-drakon.json"
"""A shelf file cut short (a full disk, say): listed with its reason."""
VIEWER_GAME = "dragon-bridge"
"""The shelf game watched in the replay viewer picture."""
VIEWER_STEP = 47
"""The action the viewer is paused after."""

STATS = {
    "nine-sons": [("easy", 2, 5), ("normal", 2, 9), ("hard", 2, 6), ("master", 2, 3)],
    "dragon-bridge": [("easy", 2, 3), ("normal", 2, 6), ("hard", 2, 4), (HOTSEAT, 2, 2)],
    "drakon": [
        ("easy", 2, 3),
        ("easy", 3, 2),
        ("normal", 2, 6),
        ("normal", 3, 4),
        ("normal", 4, 7),
        ("hard", 2, 5),
        ("hard", 4, 3),
        ("master", 2, 2),
        (MIXED, 5, 3),
        (HOTSEAT, 3, 2),
    ],
    "dragon-delta": [("easy", 3, 2), ("normal", 4, 2)],
    "wyvern": [("normal", 2, 3), ("hard", 2, 2)],
}
"""Per game: (opponents, seats, games) counted in the statistics besides the shelf's games."""
STATS_GAME = "drakon"
"""The game whose tab the Statistics picture shows."""
STATS_FOCUS = ("normal", 4)
"""The bar in focus (opponents, seats), whose figures the side panel shows."""


def _seats(players: int, opponents: str, person: int = 0) -> list[SeatSpec]:
    """The person at seat `person`, the other seats named as the setup names them."""
    from game.scenes.setup_seats import default_seat_name, distinct_names

    levels = ("easy", "normal", "hard", "master")
    kinds, names = [], []
    for index in range(players):
        if index == person:
            kinds.append(("human", "normal"))
            names.append(PERSON)
        elif opponents == HOTSEAT and index == (person + 1) % players:
            kinds.append(("human", "normal"))
            names.append(FRIEND)
        else:
            level = levels[index % len(levels)] if opponents == MIXED else opponents
            level = "normal" if level == HOTSEAT else level
            kinds.append(("ai", level))
            names.append(default_seat_name("ai", level, index))
    return [
        SeatSpec(name, kind, level, colour=SMOKE_COLOURS[index])
        for index, (name, (kind, level)) in enumerate(
            zip(distinct_names(names), kinds, strict=True)
        )
    ]


def _played(
    slug: str, players: int, seed: int, seats: list[SeatSpec]
) -> tuple[GameRecord, Outcome, int]:
    """A seeded game of `slug` played to its end: its record (with `seats`), its outcome and
    its moves (chance steps not counted)."""
    session = finished_session(slug, seed=seed, players=players)
    moves = sum(not ply.is_chance for ply in session.plies)
    return replace(session.record, seats=seats), session.outcome(), moves


def fill_shelf(app: App) -> None:
    """Keep SHELF's games (oldest first, at fixed times) and put the broken file beside them;
    the finished ones are counted in the statistics too, as at the end of a real game."""
    played = FIRST_GAME_AT
    app.replays.clock = lambda: played
    for game in SHELF:
        played += game.gap_minutes * 60
        seats = _seats(game.players, game.opponents)
        record, outcome, moves = _played(game.slug, game.players, game.seed, seats)
        if game.abandoned_at:
            record = replace(record, history=record.history[: game.abandoned_at])
            app.replays.keep(record, None, finished=False)
            continue
        kept = app.replays.keep(record, outcome, True, moves)
        app.stats.record(record, outcome, moves)
        if game.name and kept is not None:
            app.replays.rename(kept, game.name)
    text = '{"replay": 1, "header": {"game": "drakon", "seats": [{"na'
    app.folder.write(BROKEN_FILE, text.encode("ascii"))


def fill_statistics(app: App) -> None:
    """Count STATS's games: seeded games, the person's seat going round the table."""
    for slug, tallies in STATS.items():
        seed = 100
        for opponents, players, count in tallies:
            for game in range(count):
                seed += 1
                seats = _seats(players, opponents, person=game % players)
                app.stats.record(*_played(slug, players, seed, seats))


def _settle_checks(app: App) -> None:
    """Let the Replays screen check every row in full (so the rows show the final verdicts
    however fast this machine is)."""
    from game.replays import ReplayHead

    scene = app.top
    for _frame in range(2000):
        if not any(isinstance(row.entry, ReplayHead) for row in scene.rows):  # type: ignore[union-attr]
            return
        _frames(app, 1)
    raise RuntimeError("the Replays screen did not finish checking its rows")


def _row_of(app: App, slug: str) -> int:
    """The index of the first Replays row of game `slug`."""
    rows = app.top.rows  # type: ignore[union-attr]
    return next(i for i, row in enumerate(rows) if getattr(row.entry, "slug", "") == slug)


def shoot_replays(app: App) -> None:
    """The shelf, scrolled to its end (the unreadable file shows), the renamed replay chosen."""
    from game.scenes.replays import ReplaysScene
    from game.scenes.title import TitleScene

    app.reset_to(TitleScene(app))
    app.push(ReplaysScene(app))
    _frames(app, 5)
    _settle_checks(app)
    rows = app.top.rows  # type: ignore[union-attr]
    renamed = next(i for i, row in enumerate(rows) if getattr(row.entry, "name", ""))
    _press(app, pygame.K_DOWN, len(rows) - 1)
    _press(app, pygame.K_UP, len(rows) - 1 - renamed)
    _frames(app, 40)


def shoot_viewer(app: App) -> None:
    """The Dragon Bridge replay watched from the list, paused at VIEWER_STEP from its
    human's view (the opponent's hand hidden)."""
    from game.scenes.replay_viewer import ReplayViewerScene

    scene = app.top
    if isinstance(scene, ReplayViewerScene):
        app.pop()
        scene = app.top
    here = scene.selected  # type: ignore[union-attr]
    target = _row_of(app, VIEWER_GAME)
    _press(app, pygame.K_DOWN if target > here else pygame.K_UP, abs(target - here))
    _press(app, pygame.K_RETURN)
    viewer = app.top
    assert isinstance(viewer, ReplayViewerScene), "Enter on a replay opens the viewer"
    _press(app, pygame.K_SPACE)  # pause
    viewer.seek(VIEWER_STEP - 1)
    _press(app, pygame.K_v)  # all revealed -> the first seat's view (the person's)
    _press(app, pygame.K_RIGHT)  # the last step animated, as a player steps through
    _frames(app, 120)


def shoot_statistics(app: App) -> None:
    """STATS_GAME's tab, STATS_FOCUS's bar in focus (more bars below: the scroll bar)."""
    from game.scenes.statistics import StatisticsScene
    from game.scenes.title import TitleScene

    app.reset_to(TitleScene(app))
    scene = StatisticsScene(app, STATS_GAME)
    app.push(scene)
    _frames(app, 5)
    bars = [(row.opponents, row.seats) for row in scene.rows]
    _press(app, pygame.K_DOWN, bars.index(STATS_FOCUS) + 1)  # from the tab down the bars
    _frames(app, 40)


SHOTS: dict[str, Callable[[App], None]] = {
    "replays": shoot_replays,
    "replay-viewer": shoot_viewer,
    "statistics": shoot_statistics,
}
"""Each picture's name and how to reach it, in order (the viewer is opened from the list)."""


def _fill(app: App) -> None:
    fill_shelf(app)
    fill_statistics(app)


def shoot(out: Path, languages: list[str]) -> Written:
    """Every picture in every language into `out`; returns each path with the texts cut."""
    return shoot_languages(
        out,
        languages,
        SHOTS,
        lambda language, name: f"{name}.png" if language == "en" else f"{language}-{name}.png",
        prepare=_fill,
    )


def main(argv: list[str] | None = None) -> int:
    """Write the pictures and print each path with anything a layout had to cut."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=DOCS, help="folder for the PNGs (docs/)")
    parser.add_argument("--lang", nargs="+", default=["en"], choices=("en", "ja", "zh"))
    args = parser.parse_args(argv)
    for path, cut in shoot(args.out, args.lang):
        sys.stdout.write(f"{path}\n")
        for how, text in cut:
            sys.stdout.write(f"    {how}: {text!r}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The command line: its parser, the seats of --seats, and what --about prints.

game.app.run reads the arguments with these; kept apart so the application module stays about
the window, the loop and the scene stack.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace

import pygame

from game import __version__, i18n
from game.core.record import SeatSpec
from game.settings import PrefFolder


def parse_seats(text: str, slug: str) -> list[SeatSpec]:
    """Seats from 'human,ai:hard' (kind[:level] per seat) with default names and colours."""
    from game.scenes.setup import DEFAULT_COLOURS
    from game.scenes.setup_seats import ai_levels, default_seat_name, distinct_names

    levels = [level for level, _ in ai_levels()]
    seats = []
    parts = [part.strip().lower() for part in text.split(",") if part.strip()]
    humans = sum(1 for part in parts if part == "human")
    for index, part in enumerate(parts):
        kind, _, level = part.partition(":")
        if kind not in ("human", "ai"):
            raise ValueError(f"seat {index + 1}: {kind!r} is neither 'human' nor 'ai'")
        level = level or ("normal" if kind == "ai" else "normal")
        if kind == "ai" and level not in levels:
            raise ValueError(
                f"seat {index + 1}: unknown AI level {level!r} (use {', '.join(levels)})"
            )
        name = default_seat_name(kind, level, index, humans)
        seats.append(SeatSpec(name, kind, level, DEFAULT_COLOURS[index % len(DEFAULT_COLOURS)]))
    names = distinct_names([seat.name for seat in seats])  # six Drakes: Drake, Drake 2, ...
    seats = [replace(seat, name=name) for seat, name in zip(seats, names, strict=True)]
    from game.rules import get_rules
    from game.views.registry import is_playable

    if not is_playable(slug):
        raise ValueError(f"{slug!r} cannot be played yet")
    get_rules(slug).info.check_num_players(len(seats))
    return seats


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser."""
    parser = argparse.ArgumentParser(
        prog="dragon-arcade", description="Five dragon board and card games."
    )
    parser.add_argument(
        "--game", metavar="SLUG", help="jump straight into this game (e.g. nine-sons)"
    )
    parser.add_argument(
        "--seats", default="human,ai:normal", help="seats, e.g. human,ai:hard (with --game)"
    )
    parser.add_argument("--seed", type=int, help="seed of the deal (with --game)")
    parser.add_argument("--code", help="open the setup of a shared code, e.g. NS-7YS-A9U-X45")
    parser.add_argument("--smoke", action="store_true", help="render every scene headless and exit")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, help="the language of this run")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--about", action="store_true", help="print versions, folders and licences, and exit"
    )
    parser.add_argument(
        "--selftest-ai", action="store_true", help="check the AI worker process answers, and exit"
    )
    parser.add_argument(
        "--first-frame", action="store_true", help="show the first frame, print its time, and exit"
    )
    return parser


def about_text() -> str:
    """What --about prints: versions, where files are written, the log and the licences."""
    import platform

    from game.assets import base_dir
    from game.crash import log_location

    folder = PrefFolder.open()
    problem = f" (cannot be used: {folder.problem})" if folder.problem else ""
    sdl = ".".join(str(part) for part in pygame.get_sdl_version())
    frozen = "standalone build" if getattr(sys, "frozen", False) else "from source"
    licences = base_dir().parent / "THIRD_PARTY_LICENSES"
    if not licences.exists():
        licences = base_dir() / "THIRD_PARTY_LICENSES"
    return (
        f"Dragon Arcade {__version__} ({frozen})\n"
        f"Python {platform.python_version()}, pygame-ce {pygame.version.ver}, SDL {sdl}\n"
        f"Settings and saves: {folder.path}{problem}\n"
        f"Log file: {log_location()}\n"
        f"Third-party licences: {licences if licences.exists() else 'see README (source tree)'}\n"
    )

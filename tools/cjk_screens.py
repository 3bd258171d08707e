"""The README's Japanese and Chinese screenshots, headless, into docs/: for each language the
title, a setup, a mid-game board of each game and a rules help page with its diagram.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.cjk_screens [--out docs] [--lang ja zh]

Files: docs/<lang>-title.png, <lang>-setup.png, <lang>-nine-sons.png, <lang>-dragon-bridge.png,
<lang>-drakon.png, <lang>-dragon-delta.png, <lang>-wyvern.png, <lang>-rules.png. Seats carry the
default names a player of that language gets from the setup (setup_seats.default_seat_name),
the games are the same seeded positions as the English screenshots (tools.screenshots,
tools.bridge_screens, tools.drakon_screens, tools.delta_screens, tools.wyvern_screens), so every
run draws the same pictures. Every text a layout had to cut is printed (there should be none).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.core.record import SeatSpec  # noqa: E402
from tools.screen_kit import Written, shoot_languages  # noqa: E402
from tools.screen_kit import frames as _frames  # noqa: E402

RULES_PAGE = ("nine-sons", 3)
"""The rules help page shown: the Nine Sons' sowing page, with its animated diagram."""


def _seats(levels: list[str], colours: list[int]) -> list[SeatSpec]:
    """Seat 0 a person, the others AIs of `levels[1:]`, named as the setup names them."""
    from game.scenes.setup_seats import default_seat_name, distinct_names

    kinds = ["human" if not level else "ai" for level in levels]
    names = distinct_names(
        [
            default_seat_name(kind, level, i)
            for i, (kind, level) in enumerate(zip(kinds, levels, strict=True))
        ]
    )
    return [
        SeatSpec(name, kind, level or "normal", colour=colour)
        for name, kind, level, colour in zip(names, kinds, levels, colours, strict=True)
    ]


def _title(app: App) -> None:
    from game.scenes.title import TitleScene

    app.reset_to(TitleScene(app))
    _frames(app, 90)


SETUP_SEED = 20261202
"""The fresh deal the setup pictures show (its seed code is on screen)."""


def _setup(app: App) -> None:
    from game.scenes.setup import SetupScene

    scene = SetupScene(app, "drakon")
    scene.fresh_seed = SETUP_SEED  # the code shown stands for this deal: the same every run
    app.reset_to(scene)
    _frames(app, 30)


def _nine_sons(app: App) -> None:
    """A Nine Sons game at ply 26, a sowing path previewed (as docs/midgame.png)."""
    from ai.levels import make_bot
    from game.rng import rng_for
    from game.scenes.play import PlayScene
    from game.session import Session
    from tools.screenshots import _hover_a_path

    session = Session.new("nine-sons", _seats(["", "hard"], [2, 3]), None, 2026)
    bot, budget = make_bot("nine-sons", "normal")
    while session.ply < 26 or not session.is_human_turn():
        if session.is_chance():
            session.step_chance()
        else:
            session.apply(bot.choose(session.state, budget, rng_for(session.ply, "shot")).action)
    app.reset_to(PlayScene(app, session))
    _frames(app, 120)
    _hover_a_path(app, session)


def _dragon_bridge(app: App) -> None:
    """The full game with Bridge Hacking, a card picked and its squares lit."""
    from tools import bridge_screens

    seats = _seats(["", "hard"], [2, 3])
    session = bridge_screens._played(
        seats, bridge_screens.FULL_HACKING, bridge_screens.MIDGAME_SEED, bridge_screens.MIDGAME_PLY
    )
    scene = bridge_screens._start(app, session)
    _frames(app, 30)
    bridge_screens._pick_a_moving_card(app, scene.board)


def _drakon(app: App) -> None:
    """Six seats, your turn, the farthest move pointed at (as docs/drakon-6seat.png)."""
    from game.views.drakon import controls
    from tools import drakon_screens

    seats = _seats(["", "hard", "normal", "normal", "easy", "master"], list(range(6)))
    scene = drakon_screens._game(app, seats, seed=21, tiles=32, human=0)
    controls.frame_lair(scene.board)
    drakon_screens._settle(app)
    moves = [t for t in scene.board.targets if t.kind == "cell"]
    if moves:
        far = max(moves, key=lambda t: abs(t.cell[0]) + abs(t.cell[1]))
        pos = [int(v) for v in scene.board.camera.to_screen(far.cell)]
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        drakon_screens._settle(app, events=[event])


def _dragon_delta(app: App) -> None:
    """Six seats, a resolution step, the dragons mid-swoop (as docs/delta-step.png)."""
    from tools import delta_screens

    seats = _seats(["", "hard", "normal", "normal", "easy", "master"], list(range(6)))
    delta_screens.step_scene(app, seats).draw(app.screen)


def _wyvern(app: App) -> None:
    """Two dragons clash, their powers counting up (as docs/wyvern-battle.png)."""
    from tools import wyvern_screens

    wyvern_screens.battle_scene(app, _seats(["", "hard"], [0, 1])).draw(app.screen)


def _rules(app: App) -> None:
    from game.scenes.rules_help import RulesHelpScene

    slug, page = RULES_PAGE
    scene = RulesHelpScene(app, slug)
    app.reset_to(scene)
    scene.page, scene.page_time = page, 0.0
    _frames(app, 90)


SHOTS: dict[str, Callable[[App], None]] = {
    "title": _title,
    "setup": _setup,
    "nine-sons": _nine_sons,
    "dragon-bridge": _dragon_bridge,
    "drakon": _drakon,
    "dragon-delta": _dragon_delta,
    "wyvern": _wyvern,
    "rules": _rules,
}
"""Each picture's name and how to reach it on a fresh App in the language of the run."""


def shoot(out: Path, languages: list[str]) -> Written:
    """Every shot in every language into `out`; returns each path with the texts cut on it."""
    return shoot_languages(
        out, languages, SHOTS, lambda language, name: f"{language}-{name}.png", still=True
    )


def main(argv: list[str] | None = None) -> int:
    """Write the pictures and print each path with anything a layout had to cut."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs"), help="folder for the PNGs")
    parser.add_argument("--lang", nargs="+", default=["ja", "zh"], choices=("ja", "zh"))
    args = parser.parse_args(argv)
    for path, cut in shoot(args.out, args.lang):
        sys.stdout.write(f"{path}\n")
        for how, text in cut:
            sys.stdout.write(f"    {how}: {text!r}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

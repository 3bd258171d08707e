"""The Nine Sons review for Japanese and Chinese: every state drawn headless (command-line tool).

    .venv/bin/python -m tools.nine_sons_review [--out /tmp/nine_sons_cjk] [--lang ja zh]

Draws, in each language, into <out>/<lang>-<name>.png: hot-seat games (both sowing checks, both
Pulao readings) with each kind of decision shot the first time it comes up (placing, a die
picked, sowing with the path preview and another path by Tab, several sons to tame in order,
a son both squares qualify for, a refused click, a hint), the seat panels with human and AI
seats, the move log, every rules help page and its diagram (begun and settled), every tip of
the guided first game, the setup with each option's help, the results of every ending and the
hand-off curtain with its summary. Every text a layout reported it could not fit is printed
and written to overflow.txt. The Nine Sons is a two-player game: its panels and results exist
at two seats only.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path
from typing import Any

from tools.review_tour import FRAME, Shooter

NAMES = ("Ada", "Bo")
OPTION_SETS = (
    ("plain", None),
    ("stacktop", {"sowing_check": "stack-top", "pulao_reading": "incoming-too"}),
)
"""The hot-seat games: the default rules, and the seed's sowing check with the other Pulao."""


def _setup_env() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _key(code: int, mod: int = 0) -> Any:
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def _motion(pos: tuple[int, int]) -> Any:
    import pygame

    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


# ----------------------------------------------------------------------------- the games


def _decision_kind(play: Any) -> str:
    """What the human decides now: tame / award / place / move / place-move."""
    from game.rules.nine_sons import decode_action

    kinds = {decode_action(a).kind for a in play.board.turn.legal}
    for special in ("award", "tame"):
        if special in kinds:
            return special
    return "-".join(k for k in ("place", "move") if k in kinds)


def _looks(app: Any, play: Any, shoot: Shooter, name: str) -> None:
    """One turn looked at closely: the hint, a die picked, a stack picked with its path
    previewed (and another path by Tab), a refused click."""
    import pygame

    from game.rules.nine_sons import decode_action
    from game.views.nine_sons import layout

    board = play.board
    legal = list(board.turn.legal)
    board.say(None, 0.0)  # the hint's words show once no passing remark covers them
    board.show_hint(legal[0])
    shoot(f"{name}-hint")
    board.hint = None
    places = [decode_action(a) for a in legal if decode_action(a).kind == "place"]
    moves = [decode_action(a) for a in legal if decode_action(a).kind == "move"]
    if places:
        value = places[0].value
        shoot(f"{name}-picked", events=[_key(getattr(pygame, f"K_{value}"))])
        spot = layout.square_rect(places[0].path[0]).center
        shoot(f"{name}-picked-hover", events=[_motion(spot)])
        app.dispatch(_key(pygame.K_ESCAPE))
    if moves:
        longest = max(moves, key=lambda info: len(info.path))
        board._select_source(longest.source)  # as a click on the stack does
        for square in longest.path:
            app.dispatch(_motion(layout.square_rect(square).center))
        shoot(f"{name}-sowing")
        if len(board.paths_to(longest.path[-1])) > 1:
            shoot(f"{name}-sowing-tab", events=[_key(pygame.K_TAB)])
        app.dispatch(_key(pygame.K_ESCAPE))
    # A click on a square no move reaches: the refusal's reason.
    board._error(board._why(None, "You cannot place there"))
    shoot(f"{name}-refused")
    board.say(None, 0.0)


def _tour_games(app: Any, shoot: Shooter) -> None:
    """Hot-seat games of each option set, each kind of decision shot the first time."""
    from game.core.record import SeatSpec
    from game.scenes.play import PlayScene
    from game.scenes.results import ResultsScene
    from game.session import Session

    wanted = {"place", "place-move", "move", "tame", "award"}
    for tag, options in OPTION_SETS:
        seen: set[str] = set()
        looked = False
        for seed in range(1, 60):
            if seen >= wanted and looked:
                break
            seats = [SeatSpec(NAMES[i], "human", "normal", colour=(0, 3)[i]) for i in range(2)]
            session = Session.new("nine-sons", seats, options, seed)
            play = PlayScene(app, session)
            app.reset_to(play)
            rng = random.Random(seed)
            for _frame in range(4000):
                if session.is_over() or isinstance(app.top, ResultsScene):
                    break
                board = play.board
                if board.turn is not None and session.is_human_turn() and not board.busy():
                    kind = _decision_kind(play)
                    if kind not in seen:
                        seen.add(kind)
                        shoot(f"{tag}-{kind}")
                    if not looked and kind == "place-move" and session.ply > 8:
                        looked = True
                        _looks(app, play, shoot, tag)
                    play.human_action(rng.choice(board.turn.legal))
                app.update(FRAME)
            if seed == 1:
                for _frame in range(30):
                    app.update(0.25)
                shoot(f"{tag}-end")
        print(f"{shoot.lang} {tag}: decisions seen {sorted(seen)}")


def _tour_ai_seat(app: Any, shoot: Shooter) -> None:
    """A human against each AI level: the panels' seat kinds and the thinking spinner."""
    from game.core.record import SeatSpec
    from game.scenes.play import PlayScene
    from game.session import Session

    for level in ("easy", "master"):
        seats = [SeatSpec("Ada", "human", colour=0), SeatSpec("Drake", "ai", level, colour=3)]
        session = Session.new("nine-sons", seats, None, 5)
        play = PlayScene(app, session)
        app.reset_to(play)
        for _frame in range(400):
            app.update(FRAME)
            if play.board.turn is not None and session.is_human_turn() and session.ply > 8:
                break
            if play.board.turn is not None and session.is_human_turn():
                play.human_action(play.board.turn.legal[0])
        shoot(f"ai-{level}")


def _tour_results(app: Any, shoot: Shooter) -> None:
    """The results of every ending (two seats: the game's only count), and played-out games."""
    from game.core.record import SeatSpec
    from game.rules.nine_sons.outcome import build_outcome
    from game.scenes.results import ResultsScene
    from game.smoke import finished_session

    class Finished:
        def __init__(self, seats: list, outcome: Any) -> None:
            self.seats, self.slug, self._outcome, self.seed = seats, "nine-sons", outcome, 1

        def outcome(self) -> Any:
            return self._outcome

        def ending_sound(self) -> str:
            return "win"

    seats = [SeatSpec("Ada", "human", colour=0), SeatSpec("Drake", "ai", "master", colour=3)]
    many = ((0, 1, 4, 7), (2, 3, 5))
    for reason, winners, scores, tamed in (
        ("target-score", (0,), (7, 3), many), ("four-cards-left", (1,), (2, 5), many),
        ("no-legal-move", (1,), (4, 2), ((0,), (3,))), ("repetition", (0, 1), (3, 3), ((1,), (2,))),
        ("turn-limit", (0,), (4, 1), ((4, 6), ())), ("four-cards-left", (0, 1), (0, 0), ((), ())),
    ):  # fmt: skip
        outcome = build_outcome(reason, winners, scores, tamed, 7)
        app.reset_to(ResultsScene(app, Finished(seats, outcome)))
        shoot(f"results-{reason}-{len(winners)}", shoot.frame(12))
    for seed in (11, 12, 13):
        app.reset_to(ResultsScene(app, finished_session("nine-sons", seed=seed)))
        shoot(f"results-played-{seed}", shoot.frame(12))


def _tour_help_setup_guide(app: Any, shoot: Shooter) -> None:
    """Every rules page (its diagram begun and settled), the setup with each widget's help,
    every tip of the guided first game, and the hand-off curtain with a summary."""
    from game.scenes.guide import start_guided_game
    from game.scenes.rules_help import RulesHelpScene
    from game.scenes.setup import SetupScene

    help_scene = RulesHelpScene(app, "nine-sons")
    app.reset_to(help_scene)
    for page in range(len(help_scene.pages)):
        help_scene.page, help_scene.page_time = page, 0.0
        shoot(f"help-{page + 1:02d}")
        for _frame in range(8):
            app.update(0.5)
        shoot(f"help-{page + 1:02d}-settled")
    setup = SetupScene(app, "nine-sons")
    app.reset_to(setup)
    shoot("setup")
    for index in range(len(setup.focus.widgets)):
        setup.focus.set_focus(index)
        shoot(f"setup-focus{index:02d}")
    start_guided_game(app, "nine-sons")
    play = app.top
    for step in range(len(play.guide.guided.steps)):
        play.guide.index = step
        shoot(f"guide-{step + 1}", shoot.frame(6))
    _handoff(app, shoot)


def _handoff(app: Any, shoot: Shooter) -> None:
    """The hand-off curtain before a turn, then with the summary of the moves since."""
    from game.core.record import SeatSpec
    from game.scenes.handoff import HandoffScene
    from game.session import Session
    from game.views.registry import CLIENTS

    seats = [SeatSpec(NAMES[i], "human", "normal", colour=(0, 3)[i]) for i in range(2)]
    session = Session.new("nine-sons", seats, None, 9)
    session.log_describer = CLIENTS["nine-sons"].describe_log
    rng = random.Random(4)
    lines: list[str] = []
    seat = 0
    for _ply in range(200):
        if session.is_over():
            break
        if session.is_chance():
            session.step_chance()
        else:
            session.apply(rng.choice(session.legal_actions()))
        seat = session.current_player()
        lines = session.since_last_turn(seat) if seat >= 0 else []
        if len(lines) >= 4:
            break
    curtain = HandoffScene(app, session.seats[seat].name, lines, on_done=None)
    app.reset_to(curtain)
    shoot("handoff", shoot.frame(4))
    curtain.showing_summary = True
    shoot("handoff-summary", shoot.frame(4))


def review(folder: Path, languages: list[str]) -> list[tuple[str, str, str]]:
    """Draw the review in each language into `folder`; returns (language, how, text) of every
    text a layout reported it could not fit (also written to overflow.txt)."""
    from tools.review_tour import run_tour

    parts = (_tour_games, _tour_ai_seat, _tour_results, _tour_help_setup_guide)
    return run_tour(folder, languages, parts, {*NAMES, "Drake"})


def main(argv: list[str] | None = None) -> int:
    """Draw the review; print every overflow; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/nine_sons_cjk", help="folder for the PNG files")
    parser.add_argument("--lang", nargs="+", default=["ja", "zh"], help="languages to draw")
    args = parser.parse_args(argv)
    _setup_env()
    found = review(Path(args.out), args.lang)
    for lang, how, text in found:
        print(f"{lang}\t{how}\t{text}")
    print(f"wrote the review into {args.out}: {len(found)} texts do not fit")
    return 0


if __name__ == "__main__":
    sys.exit(main())

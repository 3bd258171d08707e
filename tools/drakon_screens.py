"""Write the Drakon screenshots of the docs, headless (command-line tool).

    .venv/bin/python -m tools.drakon_screens [--out docs]

docs/drakon-6seat.png: six seats (two humans, four AIs) in mid-game with 30-odd chambers, the
human's move targets lit and the path to one of them previewed. docs/drakon-placement.png: a
four-seat game with a hand tile picked, its legal cells lit and the ghost shown at a fitting turn.
docs/drakon-chambers.png: every chamber tile at its four turns, labelled by its code.
The games are played by a small greedy script (walk into gold, else mostly place tiles) with a
fixed seed, so the pictures are the same on every run.

    .venv/bin/python -m tools.drakon_screens --tour /tmp/drakon_cjk [--lang ja zh]

draws the Japanese and Chinese review tour instead: every decision of
hot-seat games at 2, 4 and 6 seats with and without every option, every chamber's legend, every
hero's ability line, the rules help, the guided game's tips, the setup and the results, with the
texts that did not fit their box listed in overflow.txt.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path


def _setup_env() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _greedy(session, rng: random.Random, tiles: int) -> int:
    """One decision of the scripted players: gold first, else mostly placing while the lair grows."""
    from game.rules.drakon.actions import decode
    from game.rules.drakon.tiles import KINDS

    legal = session.legal_actions()
    state = session.state
    rich = []
    for action in legal:
        record = decode(action)
        if record.kind == "move" and record.cell is not None:
            chamber = KINDS[state.board[record.cell][0]].chamber
            if chamber in ("gold", "steal-left", "steal-right") or (
                chamber == "start" and state.start_coins
            ):
                rich.append(action)
    if rich and rng.random() < 0.9:
        return rng.choice(rich)
    placing = ("place-tile", "place-cell", "place-rot")
    places = [a for a in legal if decode(a).kind in placing]
    moves = [a for a in legal if decode(a).kind == "move"]
    if places and (len(state.board) < tiles or not moves) and rng.random() < 0.8:
        return rng.choice(places)
    return rng.choice(moves or legal)


def _game(app, seats, seed: int, tiles: int, human: int):
    """A PlayScene whose session was played to the human's turn with about `tiles` chambers."""
    from game.scenes.play import PlayScene
    from game.session import Session

    session = Session.new("drakon", seats, None, seed)
    rng = random.Random(seed)
    for _ in range(20000):
        state = session.state
        at_turn = state.pending is not None and state.pending[0] == "turn"
        if len(state.board) >= tiles and at_turn and session.current_player() == human:
            break
        if session.is_over():
            raise SystemExit("the scripted game ended before the picture; try another seed")
        if session.is_chance():
            session.step_chance()
        else:
            session.apply(_greedy(session, rng, tiles))
    scene = PlayScene(app, session)
    app.reset_to(scene)
    scene.shown_seat = human
    session.screen_seat = human
    scene.board.reset(session.view(human))
    return scene


def _settle(app, frames: int = 4, events=None) -> None:
    for index in range(frames):
        app.step(0.05, events=events if index == 0 and events else [])


def _chamber_sheet(path: Path) -> None:
    """docs/drakon-chambers.png: every chamber tile at its four turns, labelled by its code."""
    import pygame

    from game.rules.drakon.tiles import KINDS
    from game.views import theme
    from game.views.backdrop import draw_text
    from game.views.drakon import art

    tile, gap, label, columns = 56, 6, 18, 2
    block = (4 * (tile + gap) + 16, tile + label + 10)
    rows = (len(KINDS) + columns - 1) // columns
    sheet = pygame.Surface((columns * block[0] + 8, rows * block[1] + 8))
    sheet.fill((18, 16, 26))
    for index, kind in enumerate(KINDS):
        left = 6 + (index % columns) * block[0]
        top = 6 + (index // columns) * block[1]
        draw_text(sheet, kind.code, 13, theme.TEXT, {"topleft": (left, top)}, shadow=False)
        for rot in range(4):
            image = art.chamber_surface(kind.index, rot, tile, drakon_icon=kind.icon)
            sheet.blit(image, (left + rot * (tile + gap), top + label))
    pygame.image.save(sheet, str(path))


# ----------------------------------------------------------------------------- the CJK tour

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eun", "Fay")
EVERYTHING = {"goal": "escape", "heroes": "on", "coins": "valued", "drakon": "on"}


def _sheet(parts: list, columns: int):
    """The surfaces `parts` (all one size) side by side, `columns` a row."""
    import pygame

    width, height = parts[0].get_size()
    rows = (len(parts) + columns - 1) // columns
    sheet = pygame.Surface((columns * (width + 4), rows * (height + 4)))
    for index, part in enumerate(parts):
        sheet.blit(part, ((index % columns) * (width + 4), (index // columns) * (height + 4)))
    return sheet


def _tour_turn(app, play, shoot, name: str, heroes: bool) -> None:
    """One turn decision looked at closely: a chamber read in the lair box, the picked tile's
    ghost and its reason, a hint, a refused key, and (Heroes) every hero's ability line."""
    import pygame

    from game.rules.drakon import actions
    from game.views.drakon import layout, targets

    board = play.board
    move = pygame.MOUSEMOTION
    spot = [int(v) for v in board.camera.to_screen((0, 0))]
    app.dispatch(pygame.event.Event(move, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    shoot(f"{name}-legend")
    tiles = [a for a in board.turn.legal if actions.decode(a).kind == "place-tile"]
    if tiles:
        board.show_hint(tiles[0])
        shoot(f"{name}-hint")
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
        near = [int(v) for v in board.camera.to_screen((1, 1))]
        app.dispatch(pygame.event.Event(move, pos=near, rel=(0, 0), buttons=(0, 0, 0)))
        shoot(f"{name}-picked")
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_9, mod=0, unicode="9"))
    shoot(f"{name}-refused")
    if heroes:
        saved, bars = board.targets, []
        area = pygame.Rect(
            layout.MAP_RECT.x, layout.MAP_RECT.bottom - 170, layout.MAP_RECT.width, 170
        )
        for hero in range(6):
            ability = actions.make(actions.ABILITY, hero)
            board.targets = [targets.Target("button", (ability,), targets.button_label(ability, board.seats, board.view), "ability"),
                             targets.Target("button", (actions.make(actions.PASS, 0),), "Pass", "pass")]  # fmt: skip
            bars.append(shoot.frame().subsurface(area).copy())
        board.targets = saved
        shoot(f"{name}-abilities", _sheet(bars, 1))


def _tour_games(app, shoot) -> None:
    """Hot-seat games at 2, 4 and 6 seats, plain and with every option, each kind of decision
    shot once, the first hand-off summary, and the results when the game ends."""
    from game.core.record import SeatSpec
    from game.scenes.handoff import HandoffScene
    from game.scenes.play import PlayScene
    from game.scenes.results import ResultsScene
    from game.session import Session

    for count in (2, 4, 6):
        for tag, options in (("plain", None), ("all", EVERYTHING)):
            name = f"{count}{tag}"
            seats = [SeatSpec(NAMES[i], "human", "normal", colour=i) for i in range(count)]
            session = Session.new("drakon", seats, options, 11 + count)
            play = PlayScene(app, session)
            app.reset_to(play)
            rng, seen, curtains = random.Random(count), set(), 0
            for _frame in range(8000):
                if session.is_over() or isinstance(app.top, ResultsScene):
                    break
                if isinstance(app.top, HandoffScene):
                    if not curtains and app.top.summary_lines:
                        app.top.showing_summary, curtains = True, 1
                        shoot(f"{name}-summary")
                    app.top.dismiss()
                elif (
                    play.board.turn is not None
                    and session.is_human_turn()
                    and not play.board.busy()
                ):
                    what = session.state.pending[0]
                    if what not in seen:
                        seen.add(what)
                        shoot(f"{name}-{what}")
                        if what == "turn" and len(session.state.board) > 6:
                            _tour_turn(app, play, shoot, name, options is not None)
                        else:
                            seen.discard("turn") if what == "turn" else None
                    play.human_action(_greedy(session, rng, 24))
                app.update(0.05)
            for _frame in range(40):
                app.update(0.25)
            shoot(f"{name}-end")


def _tour_results(app, shoot) -> None:
    """The results of every kind of ending at 2, 4 and 6 seats (valued coins, heroes, escapes)."""
    from game.core.protocol import Outcome
    from game.core.record import SeatSpec
    from game.rules.drakon import SeatTally
    from game.scenes.results import ResultsScene

    class Finished:
        def __init__(self, seats, outcome) -> None:
            self.seats, self.slug, self._outcome, self.seed = seats, "drakon", outcome, 1

        def outcome(self):
            return self._outcome

        def ending_sound(self) -> str:
            return "win"

    for count in (2, 4, 6):
        seats = [SeatSpec(NAMES[i], "ai" if i else "human", ("easy", "normal", "hard", "master")[i % 4], colour=i) for i in range(count)]  # fmt: skip
        plain = tuple(SeatTally(5 - k % 5, escaped=k == 0) for k in range(count))
        valued = tuple(SeatTally(4, gold=9 - k, values=(3, 3, 2, 1)[: 4 - k % 2], hero=k % 6) for k in range(count))  # fmt: skip
        level = tuple(SeatTally(3, gold=6, values=(3, 2, 1), hero=k % 6) for k in range(count))
        args = {"seat": 0, "target": 5, "turns": 400, "repeats": 3}
        for reason, tallies, winners in (("coins", plain, (0,)), ("escape", valued, (0,)),
                                         ("exhausted", level, tuple(range(count))),
                                         ("quiet", valued, (0, 1)), ("turn-limit", plain, (0,))):  # fmt: skip
            outcome = Outcome(
                winners, reason, tuple(float(t.coins) for t in tallies), tallies, args
            )
            app.reset_to(ResultsScene(app, Finished(seats, outcome)))
            shoot(f"results-{count}-{reason}", shoot.frame(12))


def _tour_help_setup_guide(app, shoot) -> None:
    """Every rules help page, the setup at 2, 4 and 6 seats (each option's help at 6), and every
    tip of the guided game."""
    from game.scenes.guide import start_guided_game
    from game.scenes.rules_help import RulesHelpScene
    from game.scenes.setup import SetupScene

    help_scene = RulesHelpScene(app, "drakon")
    app.reset_to(help_scene)
    for page in range(len(help_scene.pages)):
        help_scene.page, help_scene.page_time = page, 2.0
        shoot(f"help-{page + 1:02d}")
    setup = SetupScene(app, "drakon")
    app.reset_to(setup)
    for count in (2, 4, 6):
        setup._count_changed(count)
        shoot(f"setup-{count}")
    for index in range(len(setup.focus.widgets)):
        setup.focus.set_focus(index)
        shoot(f"setup-6-focus{index:02d}")
    start_guided_game(app, "drakon")
    play = app.top
    for step in range(len(play.guide.guided.steps)):
        play.guide.index = step
        shoot(f"guide-{step + 1}", shoot.frame(6))


def _tour_legend(app, shoot) -> None:
    """The lair box reading each chamber (one tile of each chamber type)."""
    from game.core.record import SeatSpec
    from game.rules.drakon.tiles import KINDS
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.views.drakon import layout, targets

    seats = [SeatSpec(NAMES[i], "human", "normal", colour=i) for i in range(2)]
    play = PlayScene(app, Session.new("drakon", seats, None, 3))
    app.reset_to(play)
    shoot.frame(4)
    boxes, chambers = [], set()
    for kind in KINDS:
        if kind.chamber in chambers:
            continue
        chambers.add(kind.chamber)
        play.board.picked = targets.Target("tray", (), "", "place-tile", tile=kind.index, index=0)
        boxes.append(shoot.frame().subsurface(layout.LAIR_BOX).copy())
    shoot("legend", _sheet(boxes, 4))


def tour(folder: Path, languages: list[str]) -> list[tuple[str, str, str]]:
    """Draw the review tour in each language into `folder`; returns (language, how, text) of
    every text a layout reported it could not fit (also written to overflow.txt)."""
    from tools.review_tour import run_tour

    parts = (_tour_legend, _tour_games, _tour_results, _tour_help_setup_guide)
    return run_tour(folder, languages, parts, NAMES)


def main(argv: list[str] | None = None) -> int:
    """Write both pictures; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs", help="folder for the PNG files")
    parser.add_argument("--tour", help="draw the CJK review tour into this folder instead")
    parser.add_argument("--lang", nargs="+", default=["ja", "zh"], help="languages of the tour")
    args = parser.parse_args(argv)
    _setup_env()
    if args.tour:
        found = tour(Path(args.tour), args.lang)
        print(f"wrote the tour into {args.tour}: {len(found)} texts do not fit")
        return 0
    import pygame

    from game.app import App
    from game.core.record import SeatSpec
    from game.views.drakon import controls as drakon_input

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        app = App(home=home, use_process=False)
        app.settings.animation_speed = 0.0
        try:
            names = ["Ada", "Mira", "Bram", "Odo", "Kess", "Tamsin"]
            levels = ["", "hard", "normal", "", "easy", "master"]
            six = [SeatSpec(names[i], "human" if not levels[i] else "ai", levels[i] or "normal", colour=i)
                   for i in range(6)]  # fmt: skip
            scene = _game(app, six, seed=21, tiles=32, human=0)
            board = scene.board
            drakon_input.frame_lair(board)
            _settle(app)
            moves = [t for t in board.targets if t.kind == "cell"]
            if moves:
                far = max(moves, key=lambda t: abs(t.cell[0]) + abs(t.cell[1]))
                pos = [int(v) for v in board.camera.to_screen(far.cell)]
                motion = pygame.event.Event(
                    pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)
                )
                _settle(app, events=[motion])
            pygame.image.save(app.screen, str(out / "drakon-6seat.png"))

            four = [SeatSpec(names[i], "human" if i == 0 else "ai", "normal", colour=(0, 2, 3, 4)[i])
                    for i in range(4)]  # fmt: skip
            scene = _game(app, four, seed=8, tiles=14, human=0)
            board = scene.board
            drakon_input.frame_lair(board)
            _settle(app)
            picks = [t for t in board.targets if t.kind == "tray" and t.action_kind == "place-tile"]
            index = next((t.index for t in picks if t.label != "Blank"), picks[0].index)
            _settle(app, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + index, mod=0)])
            from game.views.drakon import targets

            kind = board.picked_kind()
            lair = targets.board_of(board.view)
            options = [(cell, rots) for cell in board.place_cells()
                       if (rots := targets.fitting_rots(lair, cell, kind)) and rots[-1]]  # fmt: skip
            cell, rots = options[len(options) // 2] if options else (board.place_cells()[0], [0])
            board.rot = rots[-1]
            pos = [int(v) for v in board.camera.to_screen(cell)]
            motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            _settle(app, events=[motion])
            pygame.image.save(app.screen, str(out / "drakon-placement.png"))
            _chamber_sheet(out / "drakon-chambers.png")
        finally:
            app.shutdown()
    print(f"wrote {out / 'drakon-6seat.png'}, {out / 'drakon-placement.png'} and the chamber sheet")
    return 0


if __name__ == "__main__":
    sys.exit(main())

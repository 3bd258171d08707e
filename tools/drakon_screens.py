"""Write the Drakon screenshots of the docs, headless (command-line tool).

    .venv/bin/python -m tools.drakon_screens [--out docs]

docs/drakon-6seat.png: six seats (two humans, four AIs) in mid-game with 30-odd chambers, the
human's move targets lit and the path to one of them previewed. docs/drakon-placement.png: a
four-seat game with a hand tile picked, its legal cells lit and the ghost shown at a fitting turn.
docs/drakon-chambers.png: every chamber tile at its four turns, labelled by its code.
The games are played by a small greedy script (walk into gold, else mostly place tiles) with a
fixed seed, so the pictures are the same on every run.
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


def main(argv: list[str] | None = None) -> int:
    """Write both pictures; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs", help="folder for the PNG files")
    args = parser.parse_args(argv)
    _setup_env()
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

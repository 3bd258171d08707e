"""Dragon Delta review screens, headless: the board view drawn in chosen states (2 and 6 seats,
programming, building by eye, a resolution step mid-animation, the results words) in English,
Japanese and Chinese, into /tmp/delta_screens/ (or --out).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.delta_screens [--out DIR] [--lang en ja zh]
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.record import SeatSpec  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.rules.dragon_delta import DeltaState  # noqa: E402
from game.views import theme  # noqa: E402
from game.views.board_view import TurnInput  # noqa: E402
from game.views.dragon_delta.view import DeltaBoardView  # noqa: E402

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eun", "Fay")


def seats(count: int) -> list[SeatSpec]:
    """Seats with short names, the first human."""
    return [SeatSpec(NAMES[i], "human" if i == 0 else "ai", "easy", colour=i) for i in range(count)]


def midgame(players: int, **extra) -> DeltaState:
    """A built-up river: stones, a few bridges, pawns out on the water."""
    base = {
        "stones": ["E1", "D6", "C1", "B1", "A2", "A3", "C4", "E4", "D3", "C5", "E5", "C2"],
        "bridges": {"black-2": "V0-E1", "white-4": "C4-V3", "red-3": "A2-A3"},
    }
    if players == 6:
        base["bridges"].update({"green-5": "C5-V4", "yellow-3": "E3-V2"})
        base["stones"].append("E3")
    base.update(extra)
    return DeltaState.from_position(players, **base)


def board_for(state: DeltaState, viewer: int, count: int, decide: bool = True) -> DeltaBoardView:
    """A board view showing `state` to `viewer`, with the decision's input on."""
    board = DeltaBoardView(seats(count))
    board.reset(state.view(viewer))
    if decide and state.current_player() == viewer:
        board.set_turn(TurnInput(viewer, state.legal_actions(), state.why_illegal))
    return board


def render(board: DeltaBoardView, path: Path, time: float = 1.0) -> None:
    """Draw the board on the app's background and save it."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    surface.fill(theme.BACKGROUND)
    board.draw(surface, time)
    pygame.image.save(surface, str(path))


def scenes() -> dict[str, DeltaBoardView]:
    """name -> a board view in a state worth looking at."""
    found: dict[str, DeltaBoardView] = {}
    two = midgame(2, programs=[["move-1", "stone-1"], []])
    board = board_for(two, 0, 2)
    board._add(two.view(0).hand[2])
    board._add(two.view(0).hand[6])
    found["2p-programming"] = board
    six = midgame(6, programs=[["build-1", "move-1", "stone-1", "jump", "move-2"]] * 6, step=0)
    board = board_for(six, six.current_player(), 6)
    legal = six.legal_actions()
    pairs = sorted(
        {
            (a, b)
            for (a, b) in __import__(
                "game.views.dragon_delta.targets", fromlist=["x"]
            ).pair_actions(legal)
        }
    )
    if pairs:
        board.first, board.second = pairs[0]
        board._rebuild()
        board.plank = board.reserve()[2]
    found["6p-building"] = board
    steps = midgame(6, programs=[["move-1", "dragon-red", "stone-1", "jump", "move-2"]] * 6, step=0)
    board = board_for(steps, steps.current_player(), 6)
    found["6p-step"] = board
    return found


def main() -> None:
    """Render every scene in every language asked for."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="/tmp/delta_screens")
    parser.add_argument("--lang", nargs="*", default=["en", "ja", "zh"])
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    pygame.display.set_mode((1, 1))
    for lang in args.lang:
        set_language(lang)
        theme.set_cjk_preference(lang)
        for name, board in scenes().items():
            render(board, out / f"{lang}-{name}.png")
            print(out / f"{lang}-{name}.png")


if __name__ == "__main__":
    main()

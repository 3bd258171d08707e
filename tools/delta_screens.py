"""Dragon Delta review screens, headless: the board view drawn in chosen states (2 and 6 seats,
programming, building by eye, a resolution step mid-animation) in English, Japanese and Chinese,
into /tmp/delta_screens/ (or --out); and the whole play screen (the app's PlayScene with its
banner, move log and buttons) in played positions: docs/delta-step.png (6 seats, a resolution
step mid-animation), docs/delta-build.png (building by eye), docs/delta-program.png.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.delta_screens [--out DIR] [--lang en ja zh]
    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.delta_screens --out docs --lang en
(with --out docs only the three play screens are written, as docs/delta-*.png; other languages
get a -ja/-zh suffix)
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.record import SeatSpec  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.rules.dragon_delta import DeltaState  # noqa: E402
from game.rules.dragon_delta.cards import plank_length  # noqa: E402
from game.views import theme  # noqa: E402
from game.views.board_view import TurnInput  # noqa: E402
from game.views.dragon_delta import paint as paint_module  # noqa: E402
from game.views.dragon_delta import targets as targets_module  # noqa: E402
from game.views.dragon_delta.anim import DURATIONS  # noqa: E402
from game.views.dragon_delta.view import DeltaBoardView  # noqa: E402
from tools.screen_kit import play_at_random_until  # noqa: E402

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
    board.add_card(two.view(0).hand[2])
    board.add_card(two.view(0).hand[6])
    found["2p-programming"] = board
    six = midgame(6, programs=[["build-1", "move-1", "stone-1", "jump", "move-2"]] * 6, step=0)
    board = board_for(six, six.current_player(), 6)
    legal = six.legal_actions()
    pairs = sorted(targets_module.pair_actions(legal))
    if pairs:
        board.first, board.second = pairs[0]
        board._rebuild()
        board.plank = board.reserve()[2]
    found["6p-building"] = board
    steps = midgame(6, programs=[["move-1", "dragon-red", "stone-1", "jump", "move-2"]] * 6, step=0)
    board = board_for(steps, steps.current_player(), 6)
    found["6p-step"] = board
    return found


PLAY_SEATS = {
    2: [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "ai", "normal", colour=1)],
    6: [SeatSpec("Ada", "human", colour=0)]
    + [SeatSpec(NAMES[i], "ai", "normal", colour=i) for i in range(1, 6)],
}


def _long_planks(texts: list[str]) -> list[float]:
    """Plausible play: long planks more often."""
    return [3.0 if t.startswith("plank") and t[-1] in "456" else 1.0 for t in texts]


def _long_planks_and_steps(texts: list[str]) -> list[float]:
    """Plausible play that also walks: long planks and steps or jumps more often."""
    return [
        w * (4.0 if t.startswith(("step", "jump")) else 1.0)
        for w, t in zip(_long_planks(texts), texts, strict=True)
    ]


def played(
    app: Any,
    players: int,
    seed: int,
    stop: Callable[[Any, Any], bool],
    seats: list[SeatSpec] | None = None,
) -> Any:
    """A PlayScene whose session was played at random until `stop(session, applied)`
    (`seats` named as given, else PLAY_SEATS' short names)."""
    seats = seats or PLAY_SEATS[players]
    return play_at_random_until(
        app, "dragon-delta", seats, None, seed, _long_planks, stop, limit=4000
    )


def human_turn(scene: Any) -> None:
    """Open the human's decision on the board, as the play scene does."""
    session = scene.session
    scene.board.reset(session.view())
    scene.board.set_turn(
        TurnInput(session.current_player(), session.legal_actions(), session.explain)
    )
    scene.turn_version = session.version


def step_scene(app: Any, seats: list[SeatSpec] | None = None) -> Any:
    """A 6-seat PlayScene stopped in a resolution step, the dragons mid-swoop over the seats
    they block (docs/delta-step.png; the README's Japanese and Chinese pictures)."""

    def step_show(session: Any, applied: Any) -> bool:
        view = applied.view_after
        kinds = [event.kind for event in getattr(view, "recent", ())]
        return view.round >= 2 and "reveal" in kinds and "blocked" in kinds

    scene, applied = played(app, 6, 11, step_show, seats)
    scene.board.speed = 1.0
    scene.board.play(applied)
    for _frame in range(200):  # into the dragons' swoop
        scene.board.update(0.05)
        data = scene.board.display()[1]
        if data and data["kind"] == "dragon":
            scene.board.update(DURATIONS["dragon"] * 0.45)
            break
    scene.last_mover = applied.player
    return scene


def play_screens(app: Any) -> dict[str, Any]:
    """name -> a PlayScene ready to draw: a 6-seat step mid-show, building, programming."""
    found: dict[str, Any] = {"step": step_scene(app)}

    def building(session: Any, applied: Any) -> bool:
        state = session.state
        return (
            session.current_player() == 0
            and state.pending is not None
            and state.pending[0] == "build"
            and state.round >= 3
            and len(state.view(0).bridges) >= 3
        )

    scene, _applied = played(app, 6, 5, building)
    human_turn(scene)
    board = scene.board
    view = board.view
    river = paint_module.river(view)
    home = view.colours[0]
    pairs = targets_module.pair_actions(board.turn.legal)
    board.first, board.second = min(pairs, key=lambda p: (home not in p, river.span(*p)))
    board._rebuild()
    reserve = board.reserve()
    span = river.span(board.first, board.second)
    fitting = [p for p in reserve if plank_length(p) >= span]
    board.plank = fitting[0] if fitting else reserve[-1]
    board.plank_focus = reserve.index(board.plank)
    found["build"] = scene

    def programming(session: Any, applied: Any) -> bool:
        return (
            session.state.round >= 3
            and session.current_player() == 0
            and session.state.phase == 1
            and len(session.state.programs[0]) == 0
        )

    scene, _applied = played(app, 2, 3, programming)
    human_turn(scene)
    board = scene.board
    for index in (1, 0, 4):
        board.add_card(board.hand()[index])
    board.hand_focus = 2
    found["program"] = scene
    return found


def local_seats(players: int, humans: int = 1) -> list[SeatSpec]:
    """Seats named as the setup names them in the current language (long names in CJK)."""
    from game.scenes.setup_seats import default_seat_name, distinct_names

    kinds = [("human", "normal") if i < humans else ("ai", "normal") for i in range(players)]
    names = distinct_names(
        [default_seat_name(k, level, i, humans) for i, (k, level) in enumerate(kinds)]
    )
    return [SeatSpec(names[i], k, level, colour=i) for i, (k, level) in enumerate(kinds)]


def _session_until(app: Any, seats: list[SeatSpec], seed: int, stop: Callable) -> tuple:
    """A PlayScene for `seats` played at random until `stop(session, applied)`."""
    return play_at_random_until(
        app, "dragon-delta", seats, None, seed, _long_planks_and_steps, stop, reset_board=False
    )


def _decision(kind: str) -> Callable:
    def stop(session: Any, applied: Any) -> bool:
        return (
            not session.is_over()
            and session.current_player() == 0
            and targets_module.decision_kind(session.legal_actions()) == kind
        )

    return stop


def _show(scene: Any, applied: Any, kind: str, at: float) -> bool:
    """Run the show of `applied` into its first part of `kind`, `at` (0-1) of the way."""
    board = scene.board
    board.reset(applied.view_before)
    board.speed = 1.0
    board.play(applied)
    scene.last_mover = applied.player
    for _frame in range(600):
        data = board.display()[1]
        if data and data["kind"] == kind:
            board.update(DURATIONS[kind] * at)
            return True
        board.update(0.02)
    return False


def every_screen(app: Any) -> dict[str, Any]:
    """name -> something with .draw(surface): every screen of the game worth a look."""
    from game.scenes.handoff import HandoffScene
    from game.scenes.results import ResultsScene

    found: dict[str, Any] = {}
    for players in (2, 6):

        def programming(session: Any, applied: Any, players: int = players) -> bool:
            return session.state.round >= 2 and _decision("program")(session, applied)

        scene, _applied = _session_until(app, local_seats(players), 3, programming)
        human_turn(scene)
        for index in (1, 0, 4):
            scene.board.add_card(scene.board.hand()[index])
        found[f"{players}p-program"] = scene
    for kind in ("stone", "build", "remove", "step", "jump", "plank", "unstone", "take"):
        for seed in range(1, 40):
            try:
                scene, _applied = _session_until(app, local_seats(6), seed, _decision(kind))
            except RuntimeError:
                continue
            human_turn(scene)
            found[f"6p-decide-{kind}"] = scene
            break
    for kind, at in (("flip", 0.5), ("dragon", 0.45), ("stone", 0.8), ("bridge", 0.5),
                     ("lost", 0.4), ("hop", 0.5), ("vault", 0.5), ("take", 0.5), ("fall", 0.3),
                     ("fall", 0.8)):  # fmt: skip
        for seed in range(1, 40):

            def wanted(session: Any, applied: Any, kind: str = kind) -> bool:
                events = {"flip": "reveal", "dragon": "blocked", "hop": "move", "vault": "jump",
                          "lost": "plank-lost"}.get(kind, kind)  # fmt: skip
                recent = getattr(applied.view_after, "recent", ())
                return session.state.round >= 2 and any(e.kind == events for e in recent)

            try:
                scene, applied = _session_until(app, local_seats(6), seed, wanted)
            except RuntimeError:
                continue
            if _show(scene, applied, kind, at):
                found[f"6p-show-{kind}-{int(at * 100)}"] = scene
                break
    for players in (2, 6):

        def won(session: Any, applied: Any) -> bool:
            return session.is_over()

        scene, applied = _session_until(app, local_seats(players), 9, won)
        if _show(scene, applied, "hop", 0.9) or _show(scene, applied, "vault", 0.9):
            found[f"{players}p-win-show"] = scene
        scene2, _applied = _session_until(app, local_seats(players), 9, won)
        scene2.board.reset(scene2.session.view())
        found[f"{players}p-over"] = scene2
        found[f"{players}p-results"] = ResultsScene(app, scene2.session)
    scene, _applied = _session_until(
        app, local_seats(3, humans=3), 4, lambda s, a: s.state.round >= 2 and s.state.phase == 1
    )
    seat = scene.session.current_player()
    lines = scene.session.since_last_turn(seat)
    found["3p-handoff"] = HandoffScene(app, scene.session.seats[seat].name, lines)
    return found


def render_play(scene: Any, path: Path) -> None:
    """The whole play screen (banner, board, log, buttons) saved to `path`."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    scene.draw(surface)
    pygame.image.save(surface, str(path))


def main() -> None:
    """Render every scene in every language asked for."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="/tmp/delta_screens")
    parser.add_argument("--lang", nargs="*", default=["en", "ja", "zh"])
    parser.add_argument("--all", action="store_true", help="every screen (play, results, curtain)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    docs = out.name == "docs"
    from game.app import App

    with tempfile.TemporaryDirectory() as home:
        app = App(home=home, use_process=False)
        try:
            for lang in args.lang:
                app.set_language(lang)
                set_language(lang)
                theme.set_cjk_preference(lang)
                if args.all:
                    for name, scene in every_screen(app).items():
                        render_play(scene, out / f"{lang}-{name}.png")
                        print(out / f"{lang}-{name}.png")
                    continue
                if not docs:
                    for name, board in scenes().items():
                        render(board, out / f"{lang}-{name}.png")
                        print(out / f"{lang}-{name}.png")
                for name, scene in play_screens(app).items():
                    suffix = "" if lang == "en" else f"-{lang}"
                    path = out / (
                        f"delta-{name}{suffix}.png" if docs else f"{lang}-play-{name}.png"
                    )
                    render_play(scene, path)
                    print(path)
        finally:
            app.shutdown()


if __name__ == "__main__":
    main()

"""Wyvern review screens, headless: the board view drawn in chosen states (setup arranging, a
turn's phases, choosing an attack with its targets lit, a battle window mid-clash, a terrain
trigger, the between-games scoring, the hot-seat curtain's board) in English, Japanese and
Chinese, into /tmp/wyvern_screens/ (or --out); with --docs also docs/wyvern-battle.png,
docs/wyvern-reveal.png and docs/wyvern-scoring.png.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tools.wyvern_screens [--out DIR] [--lang en ja zh]
"""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.protocol import CHANCE  # noqa: E402
from game.core.record import SeatSpec  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.rules.wyvern import WyvernRules, WyvernState  # noqa: E402
from game.views import theme  # noqa: E402
from game.views.board_view import TurnInput  # noqa: E402
from game.views.wyvern.view import WyvernBoardView  # noqa: E402
from tools.screen_kit import play_at_random_until  # noqa: E402

SEATS = [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "ai", "easy", colour=1)]


class Applied:
    """What the session hands the board after an action (the fields the board reads)."""

    def __init__(self, action: int, text: str, player: int, before, after) -> None:
        self.action, self.text, self.player = action, text, player
        self.view_before, self.view_after = before, after


def new_state(seed: int = 1, **options) -> WyvernState:
    """A fresh match."""
    del seed
    return WyvernRules().new_initial_state(2, options or None)


def step(state: WyvernState, rng: random.Random, viewer: int = 0) -> Applied:
    """One random ply (a chance outcome by weight), as the board sees it."""
    before = state.view(viewer)
    player = state.current_player()
    if player == CHANCE:
        outcomes = state.chance_outcomes()
        action = rng.choices([a for a, _p in outcomes], [p for _a, p in outcomes])[0]
    else:
        legal = state.legal_actions()
        texts = [state.action_to_string(a) for a in legal]
        weights = [
            0.3 if t == "pass" and len(legal) > 1 else 2.0 if t.startswith("attack") else 1.0
            for t in texts
        ]
        action = rng.choices(legal, weights)[0]
    text = state.action_to_string(action)
    state.apply_action(action)
    return Applied(action, text, player, before, state.view(viewer))


def play_until(seed: int, stop: Callable[[Any, Any], bool], limit: int = 20000, **options):
    """A match played at random until `stop(state, applied)`; (state, the applied ply)."""
    rng = random.Random(seed)
    state = new_state(**options)
    for _ply in range(limit):
        if state.is_terminal():
            break
        applied = step(state, rng)
        if stop(state, applied):
            return state, applied
    raise RuntimeError("no such position")


def board_for(state: WyvernState, viewer: int, decide: bool = True) -> WyvernBoardView:
    """A board showing `state` to `viewer`, its decision's input on."""
    board = WyvernBoardView(SEATS)
    board.reset(state.view(viewer))
    if decide and state.current_player() == viewer:
        board.set_turn(TurnInput(viewer, state.legal_actions(), state.why_illegal))
    return board


def mid_show(state: WyvernState, applied: Applied, kind: str, at: float = 0.5) -> WyvernBoardView:
    """A board playing `applied`'s show, stopped inside its first step of `kind`."""
    board = WyvernBoardView(SEATS)
    board.reset(applied.view_before)
    board.play(applied)
    animation = board.animation
    while animation is not None and animation.current is not None:
        if animation.current.data["kind"] == kind:
            animation.update(animation.current.duration * at)
            break
        animation.update(animation.current.duration - animation.elapsed + 1e-6)
    return board


def _decision(kind: str) -> Callable[[Any, Any], bool]:
    return lambda state, applied: state.current_player() == 0 and state.view(0).decision == kind


def _event(kind: str, why: str = "") -> Callable[[Any, Any], bool]:
    return lambda state, applied: any(
        e.kind == kind and (not why or e.why == why) for e in applied.view_after.recent
    )


def scenes() -> dict[str, WyvernBoardView]:
    """name -> a board in a state worth looking at."""
    found: dict[str, WyvernBoardView] = {}
    state, _applied = play_until(3, _decision("arrange"))
    for _k in range(2):
        state.apply_action(state.legal_actions()[0])
    found["setup-arranging"] = board_for(state, 0)
    for kind in ("treasure", "move", "priority", "battle-window", "discard"):
        try:
            state, _applied = play_until(5, _decision(kind))
        except RuntimeError:
            continue
        found[f"phase-{kind}"] = board_for(state, 0)
    state, _applied = play_until(
        7,
        lambda s, a: (
            _decision("battle")(s, a)
            and bool([x for x in s.legal_actions() if s.action_to_string(x).startswith("attack")])
        ),
    )
    board = board_for(state, 0)
    attackers = sorted(board.choices.positions)
    if attackers:
        board.first = attackers[0]
        board._rebuild()
    found["attack-targets"] = board
    state, applied = play_until(11, _event("battle", "win"))
    found["battle-clash"] = mid_show(state, applied, "clash", 0.6)
    state, applied = play_until(13, _event("terrain", "trigger"))
    found["terrain-trigger"] = mid_show(state, applied, "engulf", 0.5)
    state, applied = play_until(17, _event("reveal"))
    found["reveal-flip"] = mid_show(state, applied, "flip", 0.7)
    state, applied = play_until(19, _event("game-over"))
    found["scoring"] = mid_show(state, applied, "scoring", 0.95)
    curtain = WyvernBoardView(SEATS)
    curtain.show_private = False
    curtain.reset(state.view(None))
    found["hot-seat-behind-curtain"] = curtain
    return found


def register_for_screens() -> None:
    """Make Wyvern playable in this process if the lead has not registered it yet (the play
    scene asks the registries for its rules and client); a no-op once it is registered."""
    import game.rules as rules_registry
    import game.views.registry as client_registry
    from game.views.wyvern.client import CLIENT

    rules_registry.RULES.setdefault("wyvern", WyvernRules())
    client_registry.CLIENTS.setdefault("wyvern", CLIENT)


def _attacking(texts: list[str]) -> list[float]:
    """Plausible play: attacks often, passes seldom."""
    alone = len(texts) == 1
    return [
        0.3 if t == "pass" and not alone else 2.0 if t.startswith("attack") else 1.0 for t in texts
    ]


def played_scene(app, seed: int, stop: Callable[[Any, Any], bool], seats=None):
    """A PlayScene (Ada human, Bo AI) played at random until `stop(state, applied)`."""
    register_for_screens()
    options = {"deck": ("stormwing", "stoneheart")}
    return play_at_random_until(
        app,
        "wyvern",
        seats or SEATS,
        options,
        seed,
        _attacking,
        lambda session, applied: applied is not None and stop(session.state, applied),
        limit=20000,
    )


def show_in_scene(scene, applied, kind: str, at: float) -> None:
    """The play scene's board stopped inside `applied`'s first show step of `kind`."""
    board = scene.board
    board.speed = 1.0
    board.play(applied)
    scene.last_mover = applied.player
    animation = board.animation
    while animation is not None and animation.current is not None:
        if animation.current.data["kind"] == kind:
            animation.update(animation.current.duration * at)
            break
        animation.update(animation.current.duration - animation.elapsed + 1e-6)


def battle_scene(app, seats=None):
    """A play scene stopped mid-clash, two dragons' powers counting up (docs/wyvern-battle.png;
    the README's Japanese and Chinese pictures with `seats` named in those languages)."""

    def won_with_a_hand(state: Any, applied: Any) -> bool:  # a hand in view, not turn 1
        won = _event("battle", "win")(state, applied)
        return won and state.turn >= 8 and len(state.hand[0]) >= 4

    scene, applied = played_scene(app, 12, won_with_a_hand, seats)
    show_in_scene(scene, applied, "clash", 0.7)
    return scene


def docs_screens(app) -> dict[str, object]:
    """name -> a play scene for the README: a battle mid-clash, a reveal, the scoring."""
    found: dict[str, object] = {"battle": battle_scene(app)}
    scene, applied = played_scene(app, 17, lambda s, a: s.turn >= 6 and _event("reveal")(s, a))
    show_in_scene(scene, applied, "flip", 0.7)
    found["reveal"] = scene
    scene, applied = played_scene(app, 19, _event("game-over"))
    show_in_scene(scene, applied, "scoring", 0.95)
    found["scoring"] = scene
    return found


def curtain_screen(app):
    """The hot-seat curtain over a two-person game, with the summary of the other's turn."""
    from game.scenes.handoff import HandoffScene

    people = [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "human", colour=1)]

    def ada_after_bo(state: Any, applied: Any) -> bool:
        return state.turn >= 5 and state.active == 0 and state.current_player() == 0

    scene, _applied = played_scene(app, 23, ada_after_bo, people)
    session = scene.session
    curtain = HandoffScene(app, "Ada", session.since_last_turn(0), lambda: None)
    curtain.showing_summary = bool(curtain.summary_lines)  # as after the first confirmation
    return curtain


def render_play(scene, path: Path) -> None:
    """The whole play screen (banner, board, log, buttons) saved to `path`."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    scene.draw(surface)
    pygame.image.save(surface, str(path))


def render(board: WyvernBoardView, path: Path, time: float = 1.0) -> None:
    """Draw the board on the app's background and save it."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    surface.fill(theme.BACKGROUND)
    board.draw(surface, time)
    pygame.image.save(surface, str(path))


def main() -> None:
    """Render every scene in every language asked for."""
    import tempfile

    from game.app import App

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="/tmp/wyvern_screens")
    parser.add_argument("--lang", nargs="+", default=["en", "ja", "zh"])
    parser.add_argument("--docs", action="store_true", help="also write docs/wyvern-*.png")
    args = parser.parse_args()
    pygame.init()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        app = App(home=home, use_process=False)
        try:
            for lang in args.lang:
                app.set_language(lang)
                set_language(lang)
                theme.set_cjk_preference(lang)
                for name, board in scenes().items():
                    render(board, out / f"{name}-{lang}.png")
                for name, scene in docs_screens(app).items():
                    render_play(scene, out / f"play-{name}-{lang}.png")
                    if args.docs and lang == "en":
                        render_play(scene, Path("docs") / f"wyvern-{name}.png")
                render_play(curtain_screen(app), out / f"play-curtain-{lang}.png")
        finally:
            app.shutdown()
    print(f"written to {out}")


if __name__ == "__main__":
    main()

"""Write the Dragon Bridge screenshots of the README, headless (command-line tool).

    .venv/bin/python -m tools.bridge_screens [--out docs]

docs/bridge-midgame.png: the Full game with Bridge Hacking, you against an AI in mid-game, your
turn with a hand card picked and its squares lit. docs/bridge-flight.png: the dragon caught
half-way through its flight over the bridge. docs/bridge-handoff.png: a hot-seat game's curtain
("Pass to <name>") before a turn, with what happened since that player's last turn.
Both seats of each game are played by the Easy bot (no search) with fixed seeds, chance comes
from the session's seed and frames advance by a fixed step, so every run draws the same pictures.

With --review it also draws set positions for checking the board by eye (not README pictures):
bridge-basic-hint.png, a Basic game's first turn with its tip, a full Nest and the Hint in words;
bridge-shared.png, both wizards on one square with five cards in hand; bridge-order.png, powers
of both players triggering together (the current player chooses the order).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from tools.screen_kit import FRAME
from tools.screen_kit import frames as _frames

FULL_HACKING = {"mode": "full", "hacking": "on"}
"""The options of all three games: wizards, item market and Bridge Hacking."""
MIDGAME_SEED, MIDGAME_PLY = 598, 124
"""Your turn at this ply: items on both sides, two hacks on the bridge, two READY gems, a Dragon
Power card and the wizards well apart (the game ends at ply 174)."""
FLIGHT_SEED, FLIGHT_PLY = 7, 45
"""Your decision at this ply (skipping the gem phase with nine wings) sends the dragon flying
towards you, standing on a danger square."""
HANDOFF_SEED, HANDOFF_PLY = 7, 26
"""Jade's turn at this ply follows six log lines of Ivy's (the curtain's summary)."""


def _setup_env() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _played(seats: list[Any], options: dict[str, str], seed: int, plies: int) -> Any:
    """A Session of `seed` played for `plies` plies by the Easy bot on both seats."""
    from ai.levels import make_bot
    from game.rng import rng_for
    from game.session import Session

    session = Session.new("dragon-bridge", seats, options, seed)
    bot, budget = make_bot("dragon-bridge", "easy")
    while session.ply < plies:
        if session.is_over():
            raise SystemExit(f"seed {seed} ended at ply {session.ply}; pick another seed or ply")
        if session.is_chance():
            session.step_chance()
        else:
            decision = bot.choose(session.state, budget, rng_for(seed, session.ply, "shot"))
            session.apply(decision.action)
    return session


def _next_action(session: Any) -> int:
    """The decision the Easy bot takes at the session's current ply (as `_played` would)."""
    from ai.levels import make_bot
    from game.rng import rng_for

    bot, budget = make_bot("dragon-bridge", "easy")
    return bot.choose(session.state, budget, rng_for(session.seed, session.ply, "shot")).action


def _start(app: Any, session: Any) -> Any:
    """A PlayScene on `session`, run until the human's turn has begun (its targets are built)."""
    from game.scenes.play import PlayScene

    scene = PlayScene(app, session)
    app.reset_to(scene)
    for _ in range(600):
        if scene.turn_version == session.version or scene.handoff_open:
            return scene
        app.step(FRAME, events=[])
    raise SystemExit("the human's turn never began")


def _key(key: int) -> Any:
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def _motion(pos: tuple[int, int]) -> Any:
    import pygame

    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def _pick_a_moving_card(app: Any, board: Any) -> None:
    """Pick the hand card that lights the most squares (by its number key), then point at the
    farthest of them so its landing is previewed."""
    import pygame

    from game.views.dragon_bridge import targets

    best: tuple[int, int] | None = None  # (lit squares, hand index)
    legal = list(board.turn.legal)
    for target in board.targets:
        if target.kind != "card":
            continue
        lit = targets.movement_targets(board.peek, board.view, legal, board.turn.seat,
                                       target.actions)  # fmt: skip
        if lit and (best is None or len(lit) > best[0]):
            best = (len(lit), target.extra["index"])
    if best is None:
        raise SystemExit("no hand card lights a square at this ply; pick another")
    _frames(app, 2, [_key(pygame.K_1 + best[1])])
    tiles = [t for t in board.targets if t.kind in ("tile", "escape")]
    far = max(tiles, key=lambda t: (t.distance or 0, t.tile or 0))
    _frames(app, 30, [_motion(far.rect.center)])


def _shoot_midgame(app: Any, out: Path) -> Path:
    """Full game with Bridge Hacking, human against Hard, a card picked and its squares lit."""
    from game.core.record import SeatSpec

    seats = [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "ai", "hard", colour=3)]
    session = _played(seats, FULL_HACKING, MIDGAME_SEED, MIDGAME_PLY)
    if session.current_player() != 0 or session.state.view(0).step.kind != "action":
        raise SystemExit(f"ply {MIDGAME_PLY} of seed {MIDGAME_SEED} is not the start of your turn")
    app.settings.animation_speed = 0.0
    scene = _start(app, session)
    _frames(app, 30)
    _pick_a_moving_card(app, scene.board)
    return _save(app, out, "bridge-midgame")


def _shoot_flight(app: Any, out: Path) -> Path:
    """The human's move that sends the dragon flying, caught half-way through the flight."""
    from game.core.record import SeatSpec

    seats = [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "ai", "hard", colour=3)]
    session = _played(seats, FULL_HACKING, FLIGHT_SEED, FLIGHT_PLY)
    side = session.state.view(None).dragon_side
    action = _next_action(session)
    app.settings.animation_speed = 1.0  # read by the board when the scene starts
    scene = _start(app, session)
    _frames(app, 10)
    if not scene.human_action(action):
        raise SystemExit(f"ply {FLIGHT_PLY} of seed {FLIGHT_SEED} is not a human decision")
    if session.state.view(None).dragon_side == side:
        raise SystemExit(f"ply {FLIGHT_PLY} of seed {FLIGHT_SEED} does not start a flight")
    for _ in range(600):
        animation = scene.board.animation
        step = animation.current if animation is not None else None
        if step is not None and step.data and step.data.get("phase") == "fly":
            if animation.elapsed >= step.duration / 2:  # half-way over the bridge
                return _save(app, out, "bridge-flight")
        _frames(app, 1)
    raise SystemExit("the flight animation was not reached")


def _shoot_handoff(app: Any, out: Path) -> Path:
    """Two human seats: the curtain before a turn, after its player confirmed (the summary)."""
    import pygame

    from game.core.record import SeatSpec

    seats = [SeatSpec("Ivy", "human", colour=0), SeatSpec("Jade", "human", colour=4)]
    session = _played(seats, FULL_HACKING, HANDOFF_SEED, HANDOFF_PLY)
    app.settings.animation_speed = 0.0
    scene = _start(app, session)
    if not scene.handoff_open:
        raise SystemExit(f"ply {HANDOFF_PLY} of seed {HANDOFF_SEED} is not a human turn")
    _frames(app, 20)
    _frames(app, 20, [_key(pygame.K_RETURN)])
    return _save(app, out, "bridge-handoff")


def _save(app: Any, out: Path, name: str) -> Path:
    import pygame

    path = out / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    return path


def _at_position(
    app: Any, options: dict[str, str], script: tuple[str, ...] = (), **position: Any
) -> Any:
    """A PlayScene on a set position (DragonBridgeState.from_position) after the decisions of
    `script` (either seat's, chance sampled between them), the human's decision begun."""
    from game.core.record import GameRecord, SeatSpec
    from game.rules import get_rules
    from game.rules.dragon_bridge.state import DragonBridgeState
    from game.session import Session

    seats = [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "ai", "easy", colour=3)]
    rules = get_rules("dragon-bridge")
    record = GameRecord("dragon-bridge", 2, rules.info.resolve_options(options), seats, seed=1)
    session = Session(rules, record, DragonBridgeState.from_position(**position))
    for text in (*script, ""):
        while session.is_chance():
            session.step_chance()
        if text:
            session.apply(session.state.parse_action(text))
    app.settings.animation_speed = 0.0
    scene = _start(app, session)
    _frames(app, 10)
    return scene


def _shoot_basic_hint(app: Any, out: Path) -> Path:
    """A Basic game: the tip with its short arrow, a Nest of six cards, the Hint in words."""
    scene = _at_position(app, {"mode": "basic"}, positions=(8, 9),
                         hands=(("Run", "Push", "Blink", "Walk"), ()),
                         nest=("Walk", "Step", "Bait", "Dash", "Warp", "Swap"), played=4)  # fmt: skip
    scene.board.tips = True
    scene.board.show_hint(scene.session.state.parse_action("play Run"))
    _frames(app, 20)
    return _save(app, out, "bridge-basic-hint")


def _shoot_shared(app: Any, out: Path) -> Path:
    """Full game: both wizards on one square, five cards in hand (a Shakedown's gift)."""
    _at_position(app, {"mode": "full"}, positions=(9, 9), wizards=("Bill Milton", "Bunny"),
                 hands=(("Run", "Push", "Gale", "Blink", "Scheme"), ("Dash",)),
                 nest=("Walk", "Thunderbox"), items=(("Wind Cloak",), ()))  # fmt: skip
    return _save(app, out, "bridge-shared")


def _shoot_order(app: Any, out: Path) -> Path:
    """Your MOVE passes the rival's Bunny onto a Launch Pad: you order both players' powers."""
    scene = _at_position(app, {"mode": "full", "hacking": "on"}, positions=(8, 9),
                         wizards=(None, "Bunny"), hacking=True, placed={11: "Launch Pad"},
                         hands=(("Run", "Walk", "Blink", "Step"), ("Dash",)))  # fmt: skip
    for text in ("play Run", "dir right", "go 3"):
        scene.human_action(scene.session.state.parse_action(text))
        _frames(app, 4)
    _frames(app, 10)
    return _save(app, out, "bridge-order")


# ------------------------------------------------------------------ every state, for --cjk

SHOTS = (_shoot_midgame, _shoot_flight, _shoot_handoff)
"""Each shot starts its own game on the same App."""
REVIEW_SHOTS = (_shoot_basic_hint, _shoot_shared, _shoot_order)
"""Set positions drawn with --review, for looking at the board (not README pictures)."""


def main(argv: list[str] | None = None) -> int:
    """Write the three PNGs (into docs/ unless --out says otherwise), and the review ones with
    --review, and print their paths; --cjk draws every state in Japanese and in Chinese (into
    /tmp/dragon-bridge_cjk/<language>/ unless --out says otherwise) and prints what overflowed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="folder for the PNG files")
    parser.add_argument("--review", action="store_true", help="also draw the review positions")
    parser.add_argument("--cjk", nargs="*", choices=("ja", "zh"), default=None,
                        help="every state in these languages (both by default)")  # fmt: skip
    args = parser.parse_args(argv)
    shots = SHOTS + REVIEW_SHOTS if args.review else SHOTS
    _setup_env()
    from game.app import App

    with tempfile.TemporaryDirectory() as home:
        app = App(home=home, use_process=False)
        try:
            if args.cjk is not None:
                from tools.bridge_review import cjk_review

                paths = cjk_review(app, args.out or Path("/tmp/dragon-bridge_cjk"), args.cjk)
            else:
                out = args.out or Path("docs")
                out.mkdir(parents=True, exist_ok=True)
                paths = [shoot(app, out) for shoot in shots]
        finally:
            app.shutdown()
    for path in paths:
        sys.stdout.write(f"{path}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The application: window, main loop, scene stack, gamepad translation and the command line.

`run(argv)` is the only entry point (main.py calls it). The App owns what every scene shares:
settings, the save store, audio, the AI worker and a stack of scenes of which only the top one
gets input. Gamepads are translated into posted KEYDOWN events, so scenes handle keys only.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import __version__
from game.core.record import SeatSpec
from game.scenes.base import Scene
from game.settings import SaveStore, Settings, pref_dir
from game.views import theme

log = logging.getLogger(__name__)

STICK_THRESHOLD = 16000
"""Left-stick deflection (of 32767) that counts as pressing an arrow."""


# ----------------------------------------------------------------------------- stand-ins


class SilentAudio:
    """Used when game.audio is unavailable: every call is a no-op."""

    enabled = False

    def play(self, name: str, variant: int = 0) -> None:
        """Do nothing."""

    def set_volumes(self, sfx: float, music: float) -> None:
        """Do nothing."""

    def start_music(self) -> None:
        """Do nothing."""

    def stop_music(self) -> None:
        """Do nothing."""


class IdleWorker:
    """Used when ai.worker is unavailable: accepts requests and never answers."""

    def submit(
        self, request_id: int, state: Any, slug: str, level: str, seed: int, budget: Any = None
    ) -> None:
        """Accept and ignore a request."""
        log.warning("no AI worker available; request %s ignored", request_id)

    def poll(self) -> list[Any]:
        """Nothing ever arrives."""
        return []

    def cancel(self) -> None:
        """Nothing to cancel."""

    def busy(self) -> bool:
        """Never busy."""
        return False

    def progress(self) -> dict[str, Any] | None:
        """No progress."""
        return None

    def shutdown(self) -> None:
        """Nothing to stop."""


def make_audio(settings: Settings) -> Any:
    """The real synthesised audio if game.audio exists and starts, else silence."""
    try:
        from game.audio import Audio
    except ImportError:
        log.info("game.audio not available; running silent")
        return SilentAudio()
    try:
        return Audio(settings.sfx_volume, settings.music_volume)
    except Exception:  # audio must never stop the game from starting
        log.exception("audio failed to start; running silent")
        return SilentAudio()


def make_worker(use_process: bool) -> Any:
    """The real AI worker if ai.worker exists, else an idle stand-in."""
    try:
        from ai.worker import AIWorker
    except ImportError:
        log.info("ai.worker not available; AI seats will not move")
        return IdleWorker()
    return AIWorker(use_process=use_process)


# ----------------------------------------------------------------------------- gamepads

CONTROLLER_KEYS: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, 0),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, 0),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, 0),
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_START: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_X: (pygame.K_h, 0),
    pygame.CONTROLLER_BUTTON_Y: (pygame.K_u, 0),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_TAB, 0),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_TAB, pygame.KMOD_SHIFT),
}
"""Controller button → (key, modifier) of the KEYDOWN event it becomes."""

JOYSTICK_KEYS: dict[int, tuple[int, int]] = {0: (pygame.K_RETURN, 0), 1: (pygame.K_ESCAPE, 0)}
"""Buttons of a plain joystick (not a known controller): first two are accept and back."""


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """A KEYDOWN event as the keyboard would produce it."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def hat_keys(value: tuple[int, int]) -> list[int]:
    """Arrow keys for a joystick hat position (y up is +1 on hats)."""
    x, y = value
    keys = []
    if x:
        keys.append(pygame.K_RIGHT if x > 0 else pygame.K_LEFT)
    if y:
        keys.append(pygame.K_UP if y > 0 else pygame.K_DOWN)
    return keys


class GamepadTranslator:
    """Opens controllers and joysticks and turns their input into KEYDOWN events."""

    def __init__(self) -> None:
        self.controllers: dict[int, Any] = {}
        self.joysticks: dict[int, Any] = {}
        self._stick: dict[int, int] = {}  # axis -> -1/0/+1 latched direction
        try:
            from pygame._sdl2 import controller

            controller.init()
            self._controller_module: Any = controller
        except (ImportError, pygame.error):
            self._controller_module = None

    def _open(self, device_index: int) -> None:
        module = self._controller_module
        try:
            if module is not None and module.is_controller(device_index):
                pad = module.Controller(device_index)
                self.controllers[pad.as_joystick().get_instance_id()] = pad
            else:
                stick = pygame.joystick.Joystick(device_index)
                self.joysticks[stick.get_instance_id()] = stick
        except pygame.error as error:
            log.warning("could not open gamepad %s: %s", device_index, error)

    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event] | None:
        """KEYDOWN events for a gamepad event; None if `event` is not a gamepad event."""
        kind = event.type
        if kind == pygame.JOYDEVICEADDED:
            self._open(event.device_index)
            return []
        if kind in (pygame.JOYDEVICEREMOVED, pygame.CONTROLLERDEVICEREMOVED):
            self.controllers.pop(event.instance_id, None)
            self.joysticks.pop(event.instance_id, None)
            return []
        if kind in (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMAPPED):
            return []  # opened on JOYDEVICEADDED, which SDL sends for every device
        if kind == pygame.CONTROLLERBUTTONDOWN:
            mapped = CONTROLLER_KEYS.get(event.button)
            return [key_event(*mapped)] if mapped else []
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(event.axis, event.value)
        if kind == pygame.JOYHATMOTION:
            if getattr(event, "instance_id", None) in self.controllers:
                return []  # the controller already reports its D-pad as buttons
            return [key_event(key) for key in hat_keys(event.value)]
        if kind == pygame.JOYBUTTONDOWN:
            if getattr(event, "instance_id", None) in self.controllers:
                return []
            mapped = JOYSTICK_KEYS.get(event.button)
            return [key_event(*mapped)] if mapped else []
        if kind in (
            pygame.JOYAXISMOTION,
            pygame.JOYBUTTONUP,
            pygame.JOYBALLMOTION,
            pygame.CONTROLLERBUTTONUP,
        ):
            return []
        return None

    def _axis(self, axis: int, value: int) -> list[pygame.event.Event]:
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return []
        direction = 1 if value > STICK_THRESHOLD else -1 if value < -STICK_THRESHOLD else 0
        previous = self._stick.get(axis, 0)
        self._stick[axis] = direction
        if direction == 0 or direction == previous:
            return []  # one arrow per push: the stick must come back before it repeats
        if axis == pygame.CONTROLLER_AXIS_LEFTX:
            return [key_event(pygame.K_RIGHT if direction > 0 else pygame.K_LEFT)]
        return [key_event(pygame.K_DOWN if direction > 0 else pygame.K_UP)]


# ----------------------------------------------------------------------------- the app


class App:
    """Window, clock, scene stack and the shared services every scene uses."""

    def __init__(
        self,
        home: str | os.PathLike[str] | None = None,
        use_process: bool = True,
        fullscreen: bool | None = None,
    ) -> None:
        self.home = pref_dir(home)
        self.settings = Settings.load(self.home)
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.saves = SaveStore(self.home)
        theme.set_colour_blind_safe(self.settings.colour_blind_safe)
        pygame.display.init()
        pygame.font.init()
        pygame.joystick.init()
        pygame.display.set_caption(f"Dragon Arcade {__version__}")
        self.screen_size = theme.SCREEN_SIZE
        self.screen = self._open_window(self.settings.fullscreen)
        pygame.key.start_text_input()  # names and seeds arrive as TEXTINPUT events
        self.clock = pygame.time.Clock()
        self.gamepads = GamepadTranslator()
        self.audio = make_audio(self.settings)
        self.worker = make_worker(use_process)
        self.stack: list[Scene] = []
        self.time = 0.0
        self.running = True

    # --- window -------------------------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        flags = pygame.SCALED | pygame.RESIZABLE
        if fullscreen:
            flags |= pygame.FULLSCREEN
        try:
            with warnings.catch_warnings():
                # SCALED warns "no fast renderer" on software-only drivers: harmless here
                warnings.simplefilter("ignore")
                return pygame.display.set_mode(self.screen_size, flags)
        except pygame.error as error:
            log.warning("fullscreen/scaled window failed (%s); plain window", error)
            return pygame.display.set_mode(self.screen_size)

    def set_fullscreen(self, enabled: bool) -> None:
        """Switch between window and fullscreen (and remember it)."""
        self.settings.fullscreen = enabled
        if bool(pygame.display.is_fullscreen()) != enabled:
            try:
                pygame.display.toggle_fullscreen()
            except pygame.error as error:  # e.g. the dummy driver
                log.info("fullscreen toggle unavailable: %s", error)
        self.save_settings()

    def save_settings(self) -> None:
        """Apply the current settings and write them to disk."""
        theme.set_colour_blind_safe(self.settings.colour_blind_safe)
        self.audio.set_volumes(self.settings.sfx_volume, self.settings.music_volume)
        try:
            self.settings.save(self.home)
        except OSError as error:
            log.error("could not save settings: %s", error)

    # --- scene stack --------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        """The scene receiving input."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        """Put `scene` on top (the one below is paused)."""
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.on_enter()

    def pop(self) -> None:
        """Remove the top scene; quit when none is left."""
        if not self.stack:
            return
        self.stack.pop().on_exit()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.quit()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.stack:
            self.stack.pop().on_exit()
        self.stack.append(scene)
        scene.on_enter()

    def reset_to(self, scene: Scene) -> None:
        """Clear the stack and show `scene`."""
        while self.stack:
            self.stack.pop().on_exit()
        self.push(scene)

    def quit(self) -> None:
        """Stop the main loop after this frame."""
        self.running = False

    # --- frame --------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window and gamepad events here, the rest to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        translated = self.gamepads.translate(event)
        if translated is not None:
            for key in translated:
                pygame.event.post(key)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if self.top is not None:
            self.top.handle_event(event)

    def update(self, dt: float) -> None:
        """Advance the top scene, and the ones below that overlays let keep running."""
        self.time += dt
        if not self.stack:
            return
        lowest = len(self.stack) - 1
        while lowest > 0 and self.stack[lowest].updates_below:
            lowest -= 1
        for scene in list(self.stack[lowest:]):
            if scene in self.stack:  # an update may have removed a scene from the stack
                scene.update(dt)

    def draw(self, surface: pygame.Surface | None = None) -> None:
        """Draw the top scene, with the scenes below it when it is an overlay."""
        target = surface or self.screen
        if not self.stack:
            target.fill(theme.BACKGROUND)
            return
        lowest = len(self.stack) - 1
        while lowest > 0 and self.stack[lowest].is_overlay:
            lowest -= 1
        for scene in self.stack[lowest:]:
            scene.draw(target)

    def step(self, dt: float, events: Sequence[pygame.event.Event] | None = None) -> None:
        """One frame: input, update, draw, flip."""
        for event in pygame.event.get() if events is None else events:
            self.dispatch(event)
            if not self.running:
                return
        self.update(dt)
        self.draw()
        pygame.display.flip()

    def run(self, first: Scene | None = None) -> None:
        """The main loop, until quit or the stack empties."""
        if first is not None:
            self.reset_to(first)
        self.audio.start_music()
        while self.running and self.stack:
            dt = min(self.clock.tick(60) / 1000.0, 0.1)
            self.step(dt)

    def shutdown(self) -> None:
        """Stop the worker and audio, close the window."""
        while self.stack:
            self.stack.pop().on_exit()
        try:
            self.worker.shutdown()
        finally:
            self.audio.stop_music()
            pygame.display.quit()


# ----------------------------------------------------------------------------- command line


def parse_seats(text: str, slug: str) -> list[SeatSpec]:
    """Seats from 'human,ai:hard' (kind[:level] per seat) with default names and colours."""
    from game.scenes.setup import DEFAULT_COLOURS, ai_levels, default_seat_name

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
    from game.rules import get_rules

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
    parser.add_argument("--smoke", action="store_true", help="render every scene headless and exit")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    return parser


def run(argv: Sequence[str] | None = None) -> int:
    """Run Dragon Arcade with command-line arguments `argv`; returns the exit code."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    args = build_parser().parse_args(list(argv or []))
    if args.version:
        sys.stdout.write(f"Dragon Arcade {__version__}\n")
        return 0
    if args.smoke:
        return run_smoke()
    seats: list[SeatSpec] = []
    if args.game:
        try:
            seats = parse_seats(args.seats, args.game)
        except (KeyError, ValueError) as error:
            sys.stderr.write(f"dragon-arcade: {error.args[0] if error.args else error}\n")
            return 2
    app = App(fullscreen=True if args.fullscreen else None)
    try:
        from game.scenes.title import TitleScene

        app.reset_to(TitleScene(app))
        if args.game:
            start_game(app, args.game, seats, None, args.seed)
        app.run()
    finally:
        app.shutdown()
    return 0


def start_game(
    app: App, slug: str, seats: list[SeatSpec], options: dict[str, Any] | None, seed: int | None
) -> None:
    """Start a new match on top of the current stack (used by --game and the setup screen)."""
    from game.scenes.play import PlayScene
    from game.session import Session

    session = Session.new(slug, seats, options, seed)
    app.push(PlayScene(app, session))


# ----------------------------------------------------------------------------- smoke mode

SMOKE_MODULES = {
    "game.scenes.play",
    "game.scenes.pause",
    "game.scenes.results",
    "game.scenes.rules_help",
    "game.scenes.handoff",
    "game.session",
    "game.scenes.setup",
    "game.scenes.settings_scene",
    "game.scenes.title",
}
"""Scene modules the smoke run may find missing while the project is being built."""


def finished_session(slug: str = "nine-sons", seed: int = 11) -> Any:
    """A Session of a game played to its end by random moves (for the results screen)."""
    from game.core.protocol import sample_chance
    from game.core.record import GameRecord
    from game.core.rng import rng_for
    from game.rules import get_rules
    from game.session import Session

    rules = get_rules(slug)
    seats = [SeatSpec(f"Dragon {i + 1}", "ai", "easy", colour) for i, colour in enumerate((2, 3))]
    state = rules.new_initial_state(len(seats), None)
    rng = rng_for(seed, "smoke")
    history: list[str] = []
    while not state.is_terminal():
        if state.is_chance_node():
            action = sample_chance(state, rng)
        else:
            action = rng.choice(state.legal_actions())
        history.append(state.action_to_string(action))
        state.apply_action(action)
    record = GameRecord(slug, len(seats), rules.info.default_options(), seats, seed, history)
    return Session.from_record(record)


def _smoke_steps(app: App) -> list[tuple[str, Callable[[], None]]]:
    """(name, set-up) pairs: each set-up arranges the stack to show one scene."""

    def title() -> None:
        from game.scenes.title import TitleScene

        app.reset_to(TitleScene(app))

    def setup() -> None:
        from game.scenes.setup import SetupScene

        title()
        app.push(SetupScene(app, "nine-sons"))

    def settings() -> None:
        from game.scenes.settings_scene import SettingsScene

        title()
        app.push(SettingsScene(app))

    def play() -> None:
        title()
        seats = [SeatSpec("Red Dragon", "ai", "easy", 2), SeatSpec("Blue Dragon", "ai", "easy", 3)]
        start_game(app, "nine-sons", seats, None, 7)

    def pause() -> None:
        from game.scenes.pause import PauseScene

        app.push(PauseScene(app, app.stack[-1]))

    def rules_help() -> None:
        from game.scenes.rules_help import RulesHelpScene

        app.push(RulesHelpScene(app, "nine-sons"))

    def handoff() -> None:
        from game.scenes.handoff import HandoffScene

        app.push(HandoffScene(app, "Red Dragon", ["Blue placed a 4 on b2."], app.pop))

    def results() -> None:
        from game.scenes.results import ResultsScene

        title()
        app.push(ResultsScene(app, finished_session()))

    return [
        ("title", title),
        ("setup", setup),
        ("settings", settings),
        ("play (AI vs AI)", play),
        ("pause", pause),
        ("rules help", rules_help),
        ("handoff", handoff),
        ("results", results),
    ]


def run_smoke(frames: int = 20, home: str | None = None) -> int:
    """Render every scene headless for a few frames each; 0 when all of them worked."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="dragon-arcade-") as scratch:
        app = App(home=home or scratch, use_process=False)
        shown, skipped = [], []
        try:
            for name, arrange in _smoke_steps(app):
                try:
                    arrange()
                except ModuleNotFoundError as error:
                    if error.name not in SMOKE_MODULES:
                        raise
                    skipped.append(name)
                    log.warning("smoke: %s skipped (%s is not there yet)", name, error.name)
                    continue
                for _ in range(frames):
                    pygame.event.pump()
                    app.step(1 / 60, events=[])
                shown.append(name)
        except Exception:
            log.exception("smoke: failed after %s", ", ".join(shown) or "nothing")
            return 1
        finally:
            app.shutdown()
    log.info("smoke: rendered %s; skipped %s", ", ".join(shown), ", ".join(skipped) or "none")
    return 0

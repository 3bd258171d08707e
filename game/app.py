"""The application: window, main loop, scene stack and the command line.

`run(argv)` is the only entry point (main.py calls it). The App owns what every scene shares:
settings, the save store, audio, the AI worker and a stack of scenes of which only the top one
gets input. Gamepads are translated into posted KEYDOWN events (game.gamepad), so scenes handle
keys only. `--smoke` is carried out by game.smoke.

Start-up is kept short: what the first frame does not need waits until it is on screen
(`App.after_first_frame`). Then the sounds are synthesised in a background thread and the AI
worker starts (its controller thread spawns the process); a scene that needs the worker sooner
simply creates it on first use.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import time
from collections.abc import Sequence
from typing import Any

import pygame

from game import __version__, i18n, replays, stats
from game.cli import about_text, build_parser, parse_seats
from game.core.record import SeatSpec
from game.gamepad import GamepadTranslator
from game.scenes.base import Scene
from game.scenes.memory import Memory
from game.scenes.setup_launch import open_code
from game.settings import HOME_ENV, PrefFolder, SaveStore, Settings
from game.views import theme
from game.views.window import Window, desktop_size, first_size

log = logging.getLogger(__name__)

# numpy's OpenBLAS starts one spinning thread per core as it loads, which doubles the import of
# numpy (part of the first frame) on a busy 2-core machine; the game does no linear algebra.
# Nothing has imported numpy yet: it is first needed by the title's backdrop and by game.audio.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


# ----------------------------------------------------------------------------- stand-ins


class SilentAudio:
    """Used when the audio cannot start (no device, a broken mixer): every call is a no-op."""

    enabled = False

    def play(self, name: str, variant: int = 0) -> None:
        """Do nothing."""

    def set_volumes(self, sfx: float, music: float) -> None:
        """Do nothing."""

    def start_music(self) -> None:
        """Do nothing."""

    def play_music(self, theme: str) -> None:
        """Do nothing."""

    def stop_music(self) -> None:
        """Do nothing."""

    def start_background(self) -> None:
        """Do nothing."""

    def close(self) -> None:
        """Do nothing."""


class IdleWorker:
    """An AI worker that accepts requests and never answers (an App without a search process,
    as tests and tools want it)."""

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
    """The real synthesised audio if it starts, else silence.

    The mixer starts now; the sounds are built once `start_background()` is called.
    """
    from game.audio import Audio

    try:
        return Audio(settings.sfx_volume, settings.music_volume, deferred=True)
    except Exception:  # audio must never stop the game from starting
        log.exception("audio failed to start; running silent")
        return SilentAudio()


RESIZE_SETTLE_S = 0.5
"""The window's size is remembered this long after the last resize event of a drag."""

WORKER_START_DELAY_S = 1.5
"""After the first frame, the AI process is spawned this much later (at once if a search is
asked for sooner): the sounds are synthesised first (0.3 s quiet, 1 s on a busy 2-core machine)
so that the title keeps its frame rate instead of two Pythons starting while it animates."""


def make_worker(use_process: bool) -> Any:
    """The AI worker (its controller thread spawns the search process after a delay)."""
    from ai.worker import AIWorker

    return AIWorker(use_process=use_process, start_delay_s=WORKER_START_DELAY_S)


_startup_frozen = False


def freeze_startup_objects() -> None:
    """Move every object alive now out of the collector's sight (`gc.freeze`), once a process.

    Called once the first frame is on screen (the modules, the app and the fonts of the
    language are loaded and live all session): a full collection then no longer walks them
    (20-30 ms in a frame of the play scene on this machine, ~0.2 ms after). Objects frozen
    are never collected, so this runs once: the first title scene (a few dozen objects, when
    it is left) is all it keeps for good. No `gc.collect()` first: startup leaves next to no
    cyclic garbage, and a full collection would cost the title's second frame 20 ms.
    """
    global _startup_frozen
    if _startup_frozen:
        return
    _startup_frozen = True
    gc.freeze()


# ----------------------------------------------------------------------------- the app


class App:
    """Window, clock, scene stack and the shared services every scene uses."""

    def __init__(
        self,
        home: str | os.PathLike[str] | None = None,
        use_process: bool = True,
        fullscreen: bool | None = None,
    ) -> None:
        self.folder = PrefFolder.open(home)
        """The preference folder; memory only (with a notice the title shows) when unusable."""
        self.home = self.folder.path
        self.settings = Settings.load(self.folder)
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.saves = SaveStore(self.folder)
        self.replays = replays.ReplayShelf(self.folder, self.settings.replay_cap)
        self.stats = stats.Statistics(self.folder)
        theme.set_colour_blind_safe(self.settings.colour_blind_safe)
        pygame.display.init()
        pygame.font.init()
        pygame.joystick.init()
        pygame.display.set_caption(f"Dragon Arcade {__version__}")
        from game.icon import set_window_icon  # before set_mode: some platforms read it then

        set_window_icon()
        self.memory = Memory.load(self.folder)
        size = first_size(self.memory.window_size, desktop_size())
        self.window = Window(size, self.settings.fullscreen)
        self.screen = self.window.canvas
        """What the scenes draw on: 1280x720 always, shown scaled in the window."""
        self._resized_at: float | None = None
        pygame.key.start_text_input()  # names and seeds arrive as TEXTINPUT events
        self.clock = pygame.time.Clock()
        self.gamepads = GamepadTranslator()
        self.audio = make_audio(self.settings)
        self._use_process = use_process
        self._worker: Any = None  # made after the first frame, or on first use
        self.first_frame_done = False
        self.first_frame_at: tuple[float, float] | None = None
        """(time.time(), time.perf_counter()) just after the first flip; for --first-frame."""
        self.stack: list[Scene] = []
        self.time = 0.0
        self.running = True

    # --- services started after the first frame -----------------------------------------
    @property
    def worker(self) -> Any:
        """The AI worker (created on first use if the first frame has not been drawn yet)."""
        if self._worker is None:
            self._worker = make_worker(self._use_process)
        return self._worker

    @worker.setter
    def worker(self, worker: Any) -> None:
        """Replace the AI worker (tests put an in-process stand-in here)."""
        self._worker = worker

    def after_first_frame(self) -> None:
        """Start what the title screen's first frame did not need: sounds, the AI worker and the
        banners' CJK faces.

        The first two return at once (the sounds are synthesised by a background thread, and the
        worker's controller thread spawns its process); the faces take ~20 ms in Japanese and
        Chinese, nothing in English. Called once, right after the first flip.
        """
        if self.first_frame_done:
            return
        self.first_frame_done = True
        self.audio.start_background()
        _ = self.worker
        theme.open_banner_faces()
        freeze_startup_objects()  # after the worker's import: all the startup modules

    # --- window -------------------------------------------------------------------------
    def set_fullscreen(self, enabled: bool) -> None:
        """Switch between window and fullscreen (and remember it)."""
        self.settings.fullscreen = enabled
        self.window.set_fullscreen(enabled)
        self.save_settings()

    def _window_resized(self, size: tuple[int, int]) -> None:
        """The window was resized: note when, to remember the size once the drag settles."""
        if self.window.resized(size):
            self._resized_at = self.time

    def _remember_window(self, settled: bool = False) -> None:
        """Remember the window's size half a second after the last resize (not every step of
        a drag), or at once when `settled`."""
        if self._resized_at is None:
            return
        if settled or self.time - self._resized_at >= RESIZE_SETTLE_S:
            self._resized_at = None
            self.memory.remember_window(self.window.windowed_size)

    def set_language(self, code: str) -> None:
        """Speak `code` from the next frame on: CJK fonts ordered for it, every scene told."""
        theme.set_cjk_preference(i18n.set_language(code))
        if self.first_frame_done:  # (before it, after_first_frame opens them)
            theme.open_banner_faces()
        for scene in list(self.stack):
            scene.language_changed()  # each drops what holds words of the old language

    def save_settings(self) -> None:
        """Apply the current settings and write them to disk."""
        theme.set_colour_blind_safe(self.settings.colour_blind_safe)
        self.audio.set_volumes(self.settings.sfx_volume, self.settings.music_volume)
        self.settings.save(self.folder)  # kept in memory (with a notice) if it cannot be written

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
        if event.type == pygame.VIDEORESIZE:
            self._window_resized(event.size)
            return
        event = self.window.map_event(event)  # mouse positions in canvas pixels
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
        self.window.present()
        self._remember_window()
        if not self.first_frame_done:
            self.first_frame_at = (time.time(), time.perf_counter())
            self.after_first_frame()

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
        self._remember_window(settled=True)
        while self.stack:
            self.stack.pop().on_exit()
        try:
            if self._worker is not None:  # never started: nothing to stop
                self._worker.shutdown()
        finally:
            self.audio.stop_music()
            self.audio.close()
            pygame.display.quit()


def run(argv: Sequence[str] | None = None) -> int:
    """Run Dragon Arcade with command-line arguments `argv`; returns the exit code."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    args = build_parser().parse_args(list(argv or []))
    if args.version or args.about:
        from game.crash import console_write, log_location

        if args.about:
            console_write(about_text())
        else:
            console_write(f"Dragon Arcade {__version__}\nLog file: {log_location()}\n")
        return 0
    if args.selftest_ai or args.first_frame:
        from game import selftest

        return selftest.selftest_ai() if args.selftest_ai else selftest.first_frame()
    if args.smoke:
        from game.smoke import run_smoke  # imports game.app itself, so imported here

        return run_smoke(home=os.environ.get(HOME_ENV) or None)  # a given folder is checked too
    seats: list[SeatSpec] = []
    if args.game:
        try:
            seats = parse_seats(args.seats, args.game)
        except (KeyError, ValueError) as error:
            sys.stderr.write(f"dragon-arcade: {error.args[0] if error.args else error}\n")
            return 2
    app = App(fullscreen=True if args.fullscreen else None)
    locales = pygame.system.get_pref_locales()  # --lang, else the Settings choice, else these
    app.set_language(i18n.choose_language(args.lang, app.settings.language, locales))
    seats = parse_seats(args.seats, args.game) if args.game else []  # named in that language
    try:
        from game.scenes.title import TitleScene

        app.reset_to(TitleScene(app))
        if args.game:
            start_game(app, args.game, seats, None, args.seed)
        open_code(app, None if args.game else args.code)  # --game wins over --code
        app.run()
    finally:
        app.shutdown()
    return 0


def start_game(
    app: App, slug: str, seats: list[SeatSpec], options: dict[str, Any] | None, seed: int | None
) -> None:
    """Start a new match on top of the current stack (used by --game and the smoke test); where
    it would replace a saved game of `slug`, ask first (game.scenes.save_choice)."""
    from game.scenes.play import PlayScene
    from game.scenes.save_choice import start_or_ask
    from game.session import Session

    session = Session.new(slug, seats, options, seed)
    start_or_ask(app, session.record, lambda: app.push(PlayScene(app, session)))

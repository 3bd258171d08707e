"""The window (issue 12, item 14): any size, the picture scaled down and up with its aspect kept
(letterboxed), the mouse mapped back, and the size and fullscreen remembered. The `xvfb` test
resizes a real X11 window with xdotool and keeps screenshots at 1024x576 and 1366x768."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.app import App, IdleWorker
from game.scenes.memory import MEMORY_FILE
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.views.window import CANVAS_SIZE, first_size, letterbox, to_canvas

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("window", "shown"),
    [
        ((1280, 720), (0, 0, 1280, 720)),
        ((1024, 576), (0, 0, 1024, 576)),
        ((1366, 768), (0, 0, 1366, 768)),  # a pixel short of 16:9: filled
        ((1920, 1080), (0, 0, 1920, 1080)),
        ((800, 800), (0, 175, 800, 450)),  # bars above and below
        ((1600, 600), (267, 0, 1067, 600)),  # bars left and right
        ((640, 360), (0, 0, 640, 360)),
    ],
)
def test_the_canvas_keeps_its_aspect_in_any_window(window, shown):
    box = letterbox(window)
    assert tuple(box) == shown
    assert abs(box.width / box.height - 16 / 9) < 0.01


def test_mouse_positions_map_back_to_the_canvas():
    assert to_canvas((512, 288), (1024, 576)) == (640, 360)
    assert to_canvas((0, 0), (1024, 576)) == (0, 0)
    assert to_canvas((1023, 575), (1024, 576)) == (1278, 718)
    assert to_canvas((400, 175 + 225), (800, 800)) == (640, 360)
    assert to_canvas((400, 100), (800, 800))[1] < 0  # on the bar: off the canvas


def test_the_first_window_fits_a_small_desktop_and_keeps_a_remembered_size():
    assert first_size(None, (1920, 1080)) == CANVAS_SIZE
    small = first_size(None, (1366, 768))  # a laptop: 1280x720 plus a title bar does not fit
    assert small[0] <= 1366 * 0.9 and small[1] <= 768 * 0.9
    assert abs(small[0] / small[1] - 16 / 9) < 0.01
    assert first_size((1024, 576), (1920, 1080)) == (1024, 576)
    assert first_size((3000, 2000), (1920, 1080)) == CANVAS_SIZE  # no longer fits: shrunk
    assert first_size((1024, 576), None) == (1024, 576)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setattr("game.app.make_worker", lambda use_process: IdleWorker())
    return tmp_path


def make_app(home) -> App:
    return App(home=str(home), use_process=False)


def test_a_resized_window_is_remembered_and_reopens_at_that_size(home):
    app = make_app(home)
    try:
        app.reset_to(TitleScene(app))
        app.step(0.1, events=[pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 576),
                                                 w=1024, h=576)])  # fmt: skip
        assert not (home / MEMORY_FILE).exists()  # not at every step of a drag...
        for _frame in range(10):
            app.step(0.1, events=[])
        saved = json.loads((home / MEMORY_FILE).read_text())  # ... once it settles
        assert saved["window"] == [1024, 576]
    finally:
        app.shutdown()
    again = make_app(home)
    try:
        assert again.window.size == (1024, 576)  # (the dummy driver has no desktop to fit)
        assert again.screen.get_size() == CANVAS_SIZE  # scenes still draw at 1280x720
    finally:
        again.shutdown()


def test_in_a_smaller_window_a_click_lands_where_it_is_drawn(home):
    (home / MEMORY_FILE).write_text(json.dumps({"window": [640, 360]}))
    app = make_app(home)
    try:
        assert app.window.size == (640, 360)
        title = TitleScene(app)
        app.reset_to(title)
        app.step(0.05, events=[])
        button = title.settings_button.rect  # in canvas pixels
        on_screen = (button.centerx // 2, button.centery // 2)  # the window shows it halved
        app.step(0.05, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=on_screen, rel=(0, 0),
                                                  buttons=(0, 0, 0)),
                               pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                  pos=on_screen)])  # fmt: skip
        assert isinstance(app.top, SettingsScene)
        window = pygame.display.get_surface()
        assert window.get_size() == (640, 360)
        assert window.get_at((320, 20))[:3] != (0, 0, 0)  # the picture fills it, scaled
    finally:
        app.shutdown()


def test_fullscreen_is_remembered_in_the_settings(home):
    app = make_app(home)
    try:
        app.set_fullscreen(True)
        assert app.window.fullscreen
        app.step(0.05, events=[])
    finally:
        app.shutdown()
    again = make_app(home)
    try:
        assert again.settings.fullscreen and again.window.fullscreen
        again.set_fullscreen(False)
        assert not again.window.fullscreen
    finally:
        again.shutdown()


@pytest.mark.parametrize(
    "content",
    [
        '{"window": [100000, 5]}',
        '{"window": "big"}',
        '{"window": [Infinity, 720]}',
        '{"window": [1' + "0" * 5000 + ", 720]}",
        "[" * 5000 + "]" * 5000,
        "not json",
        '{"window": [1024.5, 576]}',
    ],
)
def test_a_bad_remembered_window_falls_back_to_the_usual_size(home, content):
    (home / MEMORY_FILE).write_text(content)
    app = make_app(home)
    try:
        assert app.window.size == CANVAS_SIZE
        assert (home / MEMORY_FILE).read_text() == content  # left as it was
    finally:
        app.shutdown()


# ----------------------------------------------------------------------------- a real window


LOGO_GOLD = (232, 184, 72)
JADE = (72, 196, 140)


def scaled_box(box: tuple[int, int, int, int], window: tuple[int, int]) -> tuple[int, ...]:
    """A canvas box (left, top, right, bottom) where the letterboxed window shows it."""
    shown = letterbox(window)
    sx, sy = shown.width / CANVAS_SIZE[0], shown.height / CANVAS_SIZE[1]
    left, top, right, bottom = box
    return (
        int(shown.left + left * sx),
        int(shown.top + top * sy),
        int(shown.left + right * sx),
        int(shown.top + bottom * sy),
    )


def shows_title(rgb: np.ndarray) -> bool:
    """The title, scaled to the window: the gold logo and the jade frame of the first tile."""
    from tests.packaging.test_dist import colour_pixels

    window = (rgb.shape[1], rgb.shape[0])
    shown = letterbox(window)
    area = (shown.width * shown.height) / (1280 * 720)
    logo = colour_pixels(rgb, LOGO_GOLD, scaled_box((340, 30, 940, 100), window))
    tile = colour_pixels(rgb, JADE, scaled_box((40, 280, 280, 590), window))
    # Scaled, not cropped: the logo's gold is centred in the picture (cropped, it sits right).
    left, top, right, bottom = scaled_box((0, 20, 1280, 110), window)
    band = np.abs(rgb[top:bottom, left:right].astype(int) - np.array(LOGO_GOLD)).sum(axis=2) < 40
    columns = np.nonzero(band)[1]
    centred = columns.size > 0 and abs(left + columns.mean() - shown.centerx) < 0.03 * shown.width
    return logo > 400 * area and tile > 500 * area and bool(centred)


def bars_are_black(rgb: np.ndarray) -> bool:
    """The parts of the window outside the letterbox are black (and the picture inside not)."""
    window = (rgb.shape[1], rgb.shape[0])
    shown = letterbox(window)
    outside = np.ones(rgb.shape[:2], dtype=bool)
    outside[shown.top : shown.bottom, shown.left : shown.right] = False
    return (not outside.any() or int(rgb[outside].max()) == 0) and rgb[shown.centery].any()


@pytest.mark.xvfb
@pytest.mark.skipif(
    not all(shutil.which(tool) for tool in ("Xvfb", "xdotool", "xwd")),
    reason="needs Xvfb, xdotool and xwd (apt-get install xvfb xdotool x11-apps)",
)
def test_a_real_window_scales_when_resized_and_reopens_at_its_size(tmp_path):
    from tests.packaging.test_dist import grab, save_png, xdotool

    keep = Path(os.environ.get("DRAGON_ARCADE_SCREENSHOT_DIR") or tmp_path)
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "2600x1200x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    programs: list[subprocess.Popen] = []
    try:
        with os.fdopen(read_fd) as stream:
            display = ":" + stream.readline().strip()
        env = dict(os.environ, DISPLAY=display, DRAGON_ARCADE_HOME=str(tmp_path))
        env.update(SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.update(DRAGON_ARCADE_NO_MESSAGE_BOX="1", SDL_VIDEO_WINDOW_POS="0,0")

        def launch() -> str:
            program = subprocess.Popen(
                [sys.executable, str(ROOT / "main.py")],
                env=env,
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            programs.append(program)
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline and program.poll() is None:
                found = xdotool(display, "search", "--onlyvisible", "--pid", str(program.pid))
                if found:
                    return found.splitlines()[0]
                time.sleep(0.2)
            raise AssertionError("no Dragon Arcade window appeared")

        def shot(window: str, size: tuple[int, int], name: str) -> np.ndarray:
            deadline = time.monotonic() + 20
            while True:
                rgb = grab(display, window)
                ready = rgb.shape[:2] == (size[1], size[0]) and shows_title(rgb)
                if ready or time.monotonic() > deadline:
                    save_png(rgb, keep / name)
                    return rgb

        window = launch()
        first = shot(window, CANVAS_SIZE, "window-1280x720.png")
        assert shows_title(first)
        for size in ((1024, 576), (1366, 768), (800, 800)):
            xdotool(display, "windowsize", window, str(size[0]), str(size[1]))
            rgb = shot(window, size, f"window-{size[0]}x{size[1]}.png")
            assert rgb.shape[:2] == (size[1], size[0]), "the window did not take the size"
            assert shows_title(rgb), f"at {size} the title is not shown whole and scaled"
            assert bars_are_black(rgb)
        xdotool(display, "windowsize", window, "1366", "768")
        shot(window, (1366, 768), "window-1366x768.png")
        time.sleep(1.0)  # the size is remembered once the resizing settles
        xdotool(display, "windowfocus", "--sync", window)
        xdotool(display, "key", "Escape")
        time.sleep(0.3)
        xdotool(display, "key", "Escape")
        assert programs[-1].wait(timeout=30) == 0
        assert json.loads((tmp_path / MEMORY_FILE).read_text())["window"] == [1366, 768]
        again = launch()
        rgb = shot(again, (1366, 768), "window-reopened.png")
        assert rgb.shape[:2] == (768, 1366), "the window did not reopen at its size"
    finally:
        for program in programs:
            if program.poll() is None:
                program.kill()
                program.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)


def test_a_folder_in_place_of_the_memory_file_changes_nothing(home):
    (home / MEMORY_FILE).mkdir()
    app = make_app(home)
    try:
        assert app.window.size == CANVAS_SIZE
        app.memory.remember_window((1024, 576))  # cannot be written: kept for this run only
        assert app.memory.window_size == (1024, 576)
        assert (home / MEMORY_FILE).is_dir()
        assert app.folder.on_disk  # the rest of the folder is still written
    finally:
        app.shutdown()

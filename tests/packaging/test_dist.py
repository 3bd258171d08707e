"""Packaging: the icon, crash log, licences and self-tests, and the built program itself.

Fast tests check the pieces from the source tree. `slow` tests run the PyInstaller build in
dist/DragonArcade/ (skipped when it was not built: `make dist`). The `xvfb` test starts the
program (the build if there is one, else the source) in a real X11 window under Xvfb, drives it
with xdotool (Enter on the title, Esc back, Esc Esc to quit), grabs the window with xwd and looks
for the gold of the title logo. Set DRAGON_ARCADE_SCREENSHOT_DIR to keep its screenshots.
"""

from __future__ import annotations

import logging
import os
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = (
    ROOT / "dist" / "DragonArcade" / ("DragonArcade.exe" if os.name == "nt" else "DragonArcade")
)
LOGO_GOLD = (232, 184, 72)  # theme.GOLD, the colour of "DRAGON ARCADE" on the title screen
LOGO_BOX = (340, 30, 940, 100)  # left, top, right, bottom of the logo on the 1280x720 canvas
JADE = (72, 196, 140)  # theme.JADE: the frame of the first tile, The Nine Sons of Dragon
FIRST_TILE_BOX = (40, 280, 280, 590)  # where that tile bobs on the title screen


def run_program(command: list[str], home: Path, *args: str, timeout: float = 120.0, **env_extra):
    """Run the program headless with its files in `home`; returns the CompletedProcess."""
    env = dict(os.environ, DRAGON_ARCADE_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **env_extra)
    return subprocess.run(
        [*command, *args], env=env, capture_output=True, text=True, timeout=timeout, cwd=ROOT
    )


SOURCE = [sys.executable, str(ROOT / "main.py")]

# ----------------------------------------------------------------------------- fast: pieces


def test_icon_is_drawn_and_written_as_png_ico_and_icns(tmp_path):
    from game.icon import ICO_SIZES, make_icon, write_icon_files

    icon = make_icon(64)
    assert icon.get_size() == (64, 64)
    assert icon.get_at((0, 0)).a == 0  # a transparent corner: the icon is a disc
    assert icon.get_at((32, 32)).a == 255
    png, ico, icns = write_icon_files(tmp_path)
    assert png.read_bytes().startswith(b"\x89PNG")
    data = ico.read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES))
    for index in range(count):
        width, _, _, _, _, _, size, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        assert data[offset : offset + 4] == b"\x89PNG" and offset + size <= len(data)
        assert (width or 256) == ICO_SIZES[index]
    blob = icns.read_bytes()
    assert blob[:4] == b"icns" and struct.unpack(">I", blob[4:8])[0] == len(blob)
    loaded = pygame.image.load(str(png))
    assert loaded.get_size() == (256, 256)


def test_uncaught_error_is_logged_to_the_preference_folder(tmp_path, monkeypatch):
    from game import crash

    monkeypatch.setenv(crash.NO_MESSAGE_BOX_ENV, "1")
    shown = []
    monkeypatch.setattr(crash, "show_message_box", lambda title, text: shown.append(text))
    path = crash.install(tmp_path)
    try:
        assert path == tmp_path / "logs" / crash.LOG_NAME
        try:
            raise RuntimeError("the dragon sneezed")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        for handler in logging.getLogger().handlers:
            handler.flush()
        text = path.read_text(encoding="utf-8")
        assert "RuntimeError: the dragon sneezed" in text and "Traceback" in text
        assert shown and str(path) in shown[0]
    finally:
        crash.uninstall()
    assert sys.excepthook is sys.__excepthook__


def test_no_message_box_on_headless_drivers(monkeypatch):
    from game import crash

    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert not crash.display_available()
    assert crash.show_message_box("title", "never shown") is False


def test_third_party_licences_name_every_bundled_component(tmp_path):
    out = tmp_path / "THIRD_PARTY_LICENSES"
    listing = tmp_path / "libs.txt"
    listing.write_text("pygame_ce.libs/libSDL2-2-abc.so.0\nnumpy.libs/libscipy_openblas64_.so\n")
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "third_party_licenses.py")]
        + ["--library-list", str(listing), "--output", str(out)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8")
    for needle in (
        "GNU LESSER GENERAL PUBLIC LICENSE",  # pygame-ce
        "Sam Lantinga",  # SDL
        "NumPy Developers",
        "PYTHON SOFTWARE FOUNDATION LICENSE",
        "Bitstream",  # DejaVu fonts
        "bootloader",  # PyInstaller's exception
        "libSDL2-2-abc.so.0\n    SDL 2 -- zlib",
    ):
        assert needle in text, needle


def test_version_and_about_print_the_log_path(tmp_path):
    from game import __version__

    done = run_program(SOURCE, tmp_path, "--version", timeout=60)
    assert done.returncode == 0
    assert f"Dragon Arcade {__version__}" in done.stdout
    assert str(tmp_path / "logs" / "dragon-arcade.log") in done.stdout
    about = run_program(SOURCE, tmp_path, "--about", timeout=60)
    assert about.returncode == 0 and "pygame-ce" in about.stdout and "Log file:" in about.stdout


def test_selftest_ai_and_first_frame_from_source(tmp_path):
    done = run_program(SOURCE, tmp_path, "--selftest-ai", timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "selftest-ai: ok, worker process chose" in done.stdout
    frame = run_program(SOURCE, tmp_path, "--first-frame", timeout=60)
    assert frame.returncode == 0, frame.stderr
    stamp, since_start = frame.stdout.split("first-frame ", 1)[1].split()[:2]
    assert abs(float(stamp) - time.time()) < 60 and 0 < float(since_start) < 30


# ----------------------------------------------------------------------------- slow: the build


needs_build = pytest.mark.skipif(not BINARY.exists(), reason="no build: run `make dist`")


@pytest.mark.slow
@needs_build
def test_built_program_smoke(tmp_path):
    done = run_program([str(BINARY)], tmp_path, "--smoke", timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke: rendered title" in done.stderr


@pytest.mark.slow
@needs_build
def test_built_program_ai_worker_process_answers(tmp_path):
    done = run_program([str(BINARY)], tmp_path, "--selftest-ai", timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "selftest-ai: ok" in done.stdout


@pytest.mark.slow
@needs_build
def test_built_program_carries_version_and_licences(tmp_path):
    from game import __version__

    done = run_program([str(BINARY)], tmp_path, "--version", timeout=60)
    assert done.returncode == 0 and f"Dragon Arcade {__version__}" in done.stdout
    licences = BINARY.parent / "THIRD_PARTY_LICENSES"
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in licences.read_text(encoding="utf-8")
    # Nothing may be written inside the bundle: the run above used only its home folder.
    assert not list(BINARY.parent.rglob("*.log")) and not list(BINARY.parent.rglob("settings.json"))


# ----------------------------------------------------------------------------- xvfb: a window


def read_xwd(data: bytes) -> np.ndarray:
    """An X window dump (xwd, 24/32-bit TrueColor ZPixmap) as an RGB array (height, width, 3)."""
    header = struct.unpack(">25I", data[:100])
    header_size, _, pixmap_format, _, width, height = header[:6]
    byte_order, bits_per_pixel, bytes_per_line = header[7], header[11], header[12]
    red_mask, green_mask, blue_mask, ncolors = header[14], header[15], header[16], header[19]
    if pixmap_format != 2 or bits_per_pixel != 32:
        raise ValueError(f"unsupported xwd: format {pixmap_format}, {bits_per_pixel} bpp")
    start = header_size + 12 * ncolors
    dtype = "<u4" if byte_order == 0 else ">u4"
    rows = np.frombuffer(data, dtype=np.uint8, count=height * bytes_per_line, offset=start)
    pixels = rows.reshape(height, bytes_per_line)[:, : width * 4].copy().view(dtype)
    pixels = pixels.reshape(height, width)

    def channel(mask: int) -> np.ndarray:
        shift = (mask & -mask).bit_length() - 1
        return ((pixels & mask) >> shift).astype(np.uint8)

    return np.dstack([channel(red_mask), channel(green_mask), channel(blue_mask)])


def colour_pixels(rgb: np.ndarray, colour: tuple[int, int, int], box: tuple[int, ...]) -> int:
    """How many pixels inside `box` (left, top, right, bottom) are close to `colour`."""
    left, top, right, bottom = box
    patch = rgb[top:bottom, left:right].astype(int)
    return int((np.abs(patch - np.array(colour)).sum(axis=2) < 40).sum())


def logo_gold_pixels(rgb: np.ndarray) -> int:
    """Pixels of the logo gold where the title's logo is."""
    return colour_pixels(rgb, LOGO_GOLD, LOGO_BOX)


def is_title(rgb: np.ndarray) -> bool:
    """The title screen: the gold logo, and the jade frame of the Nine Sons tile below it.
    (The setup screen has a gold heading in the same place, but no tile.)"""
    return logo_gold_pixels(rgb) > 400 and colour_pixels(rgb, JADE, FIRST_TILE_BOX) > 500


def save_png(rgb: np.ndarray, path: Path) -> None:
    """Write an RGB array as a PNG (pygame does the encoding)."""
    surface = pygame.image.frombuffer(np.ascontiguousarray(rgb).tobytes(), rgb.shape[1::-1], "RGB")
    pygame.image.save(surface, str(path))


def xdotool(display: str, *args: str) -> str:
    """Run xdotool against `display`; returns its output."""
    done = subprocess.run(
        ["xdotool", *args],
        env=dict(os.environ, DISPLAY=display),
        capture_output=True,
        text=True,
        timeout=30,
    )
    return done.stdout.strip()


def grab(display: str, window: str) -> np.ndarray:
    """A screenshot of `window` as an RGB array."""
    dump = subprocess.run(
        ["xwd", "-silent", "-id", window],
        env=dict(os.environ, DISPLAY=display),
        capture_output=True,
        timeout=30,
        check=True,
    )
    return read_xwd(dump.stdout)


def wait_for_screen(display: str, window: str, shows, timeout_s: float = 20.0) -> np.ndarray:
    """Grab the window until `shows(screenshot)` holds or time runs out; the last grab."""
    deadline = time.monotonic() + timeout_s
    while True:
        rgb = grab(display, window)
        if shows(rgb) or time.monotonic() > deadline:
            return rgb
        time.sleep(0.25)


@pytest.mark.xvfb
@pytest.mark.skipif(
    not all(shutil.which(tool) for tool in ("Xvfb", "xdotool", "xwd")),
    reason="needs Xvfb, xdotool and xwd (apt-get install xvfb xdotool x11-apps)",
)
def test_real_window_under_xvfb_shows_the_title_and_obeys_keys(tmp_path):
    command = [str(BINARY)] if BINARY.exists() else SOURCE
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "2600x800x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    program = None
    try:
        with os.fdopen(read_fd) as stream:
            display = ":" + stream.readline().strip()
        env = dict(os.environ, DISPLAY=display, DRAGON_ARCADE_HOME=str(tmp_path))
        env.update(SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        env["DRAGON_ARCADE_NO_MESSAGE_BOX"] = "1"  # a crash must fail the test, not wait on a box
        # Xvfb's pointer sits mid-screen and xdotool cannot move it there; a window over it would
        # take the focus from the first tile (Nine Sons) by hovering. So the screen is twice the
        # window's width and the window sits in its left half, clear of the pointer.
        env["SDL_VIDEO_WINDOW_POS"] = "0,0"
        program = subprocess.Popen(
            command, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
        )
        window = ""
        deadline = time.monotonic() + 60
        while not window and time.monotonic() < deadline and program.poll() is None:
            # By pid: this xdotool cannot read SDL's UTF-8 window names.
            window = xdotool(display, "search", "--onlyvisible", "--pid", str(program.pid))
            window = window.splitlines()[0] if window else ""
            time.sleep(0.2)
        assert window, "no Dragon Arcade window appeared"
        keep = os.environ.get("DRAGON_ARCADE_SCREENSHOT_DIR")

        def shot(name: str, shows) -> np.ndarray:
            rgb = wait_for_screen(display, window, shows)
            save_png(rgb, tmp_path / name)  # kept before any assertion: a failure shows why
            if keep:
                shutil.copy(tmp_path / name, Path(keep) / name)
            return rgb

        title = shot("xvfb-title.png", is_title)
        assert title.shape[:2] == (720, 1280)
        assert is_title(title), f"no title screen ({logo_gold_pixels(title)} logo-gold pixels)"

        xdotool(display, "windowfocus", "--sync", window)
        xdotool(display, "key", "Return")  # the focused tile: The Nine Sons of Dragon's setup
        setup = shot("xvfb-setup.png", lambda rgb: not is_title(rgb))
        assert not is_title(setup), "Enter did not leave the title screen"
        seat_frame = colour_pixels(setup, (214, 64, 64), (40, 118, 340, 340))
        assert seat_frame > 500, "no setup screen (seat 1's crimson frame is missing)"

        xdotool(display, "key", "Escape")  # back to the title
        back = shot("xvfb-back.png", is_title)
        assert is_title(back), "Esc did not bring the title back"

        xdotool(display, "key", "Escape")  # focus Quit
        time.sleep(0.3)
        xdotool(display, "key", "Escape")  # and quit
        assert program.wait(timeout=30) == 0
        assert pygame.image.load(str(tmp_path / "xvfb-title.png")).get_size() == (1280, 720)
    finally:
        if program is not None and program.poll() is None:
            program.kill()
            program.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)

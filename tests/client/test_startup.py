"""Start-up work kept off the first frame: exact fast backdrop, deferred sounds, late AI process."""

from __future__ import annotations

import multiprocessing
import time

import numpy
import pygame
import pytest

from ai.worker import AIWorker
from game import audio
from game.app import App, IdleWorker
from game.scenes.title import TitleScene
from game.views import backdrop
from tests.ai.toy_games import KeyedTicTacToeState

# --- the backdrop: the same bytes as the straightforward whole-array formulas -----------------


def reference_backdrop(width: int, height: int) -> numpy.ndarray:
    """The gradient as first written: one (W, H, 3) float expression, clipped and truncated."""
    ys = numpy.linspace(0.0, 1.0, height)[None, :]
    xs = numpy.linspace(-1.0, 1.0, width)[:, None]
    top, bottom = numpy.array((30, 18, 40)), numpy.array((8, 6, 14))
    rgb = top[None, None, :] * (1 - ys[..., None]) + bottom[None, None, :] * ys[..., None]
    vignette = 1.0 - 0.45 * (xs**2)[..., None] - 0.25 * ((ys - 0.45) ** 2)[..., None]
    return numpy.clip(rgb * vignette, 0, 255).astype(numpy.uint8)


def reference_glow(radius: int, colour: tuple[int, int, int]) -> numpy.ndarray:
    """The glow as first written: the whole square, no mirroring."""
    grid = numpy.arange(radius * 2) - radius + 0.5
    distance = numpy.sqrt(grid[:, None] ** 2 + grid[None, :] ** 2) / radius
    falloff = numpy.clip(1.0 - distance, 0.0, 1.0) ** 2
    rgb = falloff[..., None] * numpy.array(colour, dtype=float)[None, None, :]
    return rgb.astype(numpy.uint8)


@pytest.mark.parametrize("size", [(1280, 720), (641, 333), (3, 2)])
def test_backdrop_has_exactly_the_reference_pixels(size):
    surface = backdrop._backdrop.__wrapped__(size)
    assert surface.get_size() == size
    assert numpy.array_equal(pygame.surfarray.array3d(surface), reference_backdrop(*size))


@pytest.mark.parametrize(
    ("radius", "colour"),
    [(420, (60, 30, 20)), (168, (90, 70, 10)), (7, (255, 128, 1)), (1, (9, 9, 9))],
)
def test_glow_has_exactly_the_reference_pixels_and_the_window_layout(radius, colour):
    sprite = backdrop.glow_sprite.__wrapped__(radius, colour)
    assert sprite.get_size() == (2 * radius, 2 * radius)
    assert numpy.array_equal(pygame.surfarray.array3d(sprite), reference_glow(radius, colour))
    # XRGB, like surfarray-made surfaces: blits onto the window need no per-pixel conversion
    assert sprite.get_bitsize() == 32 and sprite.get_masks()[:3] == (0xFF0000, 0xFF00, 0xFF)


def test_an_empty_glow_is_an_empty_surface():
    assert backdrop.glow_sprite.__wrapped__(0, (10, 10, 10)).get_size() == (0, 0)


# --- sounds built in the background -----------------------------------------------------------


@pytest.fixture
def fresh_mixer():
    """Each audio test starts and ends with the mixer shut."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def wait_until(predicate, timeout: float = 20.0) -> float:
    """Seconds until `predicate()` holds; fails the test after `timeout`."""
    started = time.perf_counter()
    while not predicate():
        if time.perf_counter() - started > timeout:
            raise AssertionError("condition not reached in time")
        time.sleep(0.01)
    return time.perf_counter() - started


def test_deferred_audio_builds_nothing_until_asked_and_then_everything(fresh_mixer):
    sound = audio.Audio(0.6, 0.3, deferred=True)
    assert sound.enabled and not sound.ready and sound._sounds == {}
    sound.play("focus")  # not built yet: silent, no error
    sound.start_music()  # wished for early: starts once the loop exists
    assert not sound.music_playing
    sound.start_background()
    sound.start_background()  # a second call starts no second thread
    wait_until(lambda: sound.ready)
    assert set(sound._sounds) == set(audio.SOUND_KEYS)
    assert sound.music_playing
    assert sound._sounds[("step", 5)].get_volume() == pytest.approx(0.6, abs=0.01)
    sound.play("focus")
    sound.stop_music()
    sound.close()


def test_the_title_sounds_are_built_first():
    assert audio.SOUND_KEYS[:3] == (("focus", 0), ("click", 0), ("error", 0))
    assert len(set(audio.SOUND_KEYS)) == len(audio.SOUND_KEYS) == len(audio.synthesize_all(8000))


def test_closing_during_synthesis_stops_the_thread_quietly(fresh_mixer):
    sound = audio.Audio(deferred=True)
    sound.start_background()
    sound.close()
    sound._synth_thread.join(timeout=10)
    assert not sound._synth_thread.is_alive()
    assert not sound.ready  # it stopped early rather than finishing


def test_a_failure_in_the_background_means_silence(fresh_mixer, monkeypatch):
    def broken_make_sound(array):
        raise pygame.error("out of memory")

    monkeypatch.setattr(pygame.sndarray, "make_sound", broken_make_sound)
    sound = audio.Audio(deferred=True)
    assert sound.enabled
    sound.start_background()
    sound._synth_thread.join(timeout=10)
    assert not sound.enabled
    sound.play("win")
    sound.start_music()
    assert not sound.music_playing


# --- the AI worker process starts late and stops whatever its state ---------------------------


def worker_processes() -> list:
    return [p for p in multiprocessing.active_children() if p.name == "ai-worker"]


def test_worker_spawns_after_its_delay_and_shutdown_before_it_spawns_nothing():
    worker = AIWorker(use_process=True, start_delay_s=30.0)
    assert worker.uses_process  # it will: the start is only postponed
    time.sleep(0.1)
    assert worker._process is None
    started = time.perf_counter()
    worker.shutdown()
    assert time.perf_counter() - started < 1.0
    assert worker._process is None and not worker_processes()


def test_a_request_cuts_the_delay_short_and_is_answered_by_the_process():
    worker = AIWorker(use_process=True, start_delay_s=30.0)
    try:
        worker.submit(3, KeyedTicTacToeState.from_rows("XX.", "OO.", "..."), "toy-ttt", "normal", 1)
        wait_until(worker.poll, timeout=20.0)
        assert worker._process is not None and worker.uses_process
    finally:
        worker.shutdown()
    assert not worker_processes()


def test_shutdown_while_the_process_is_starting_leaves_none_behind():
    worker = AIWorker(use_process=True)
    worker.shutdown()  # very likely while the controller thread is still spawning
    deadline = time.perf_counter() + 5
    while worker_processes() and time.perf_counter() < deadline:
        time.sleep(0.05)
    assert not worker_processes()


# --- the app: sounds and worker after the first frame -----------------------------------------


def test_app_starts_sounds_and_worker_only_after_the_first_frame(tmp_path, monkeypatch):
    made = []

    def fake_make_worker(use_process):
        made.append(use_process)
        return IdleWorker()

    monkeypatch.setattr("game.app.make_worker", fake_make_worker)
    app = App(home=str(tmp_path), use_process=False)
    try:
        app.reset_to(TitleScene(app))
        assert made == [] and app.first_frame_at is None
        assert getattr(app.audio, "_synth_thread", None) is None
        app.step(0.0, events=[])
        assert made == [False] and app.first_frame_at is not None
        assert app.audio._synth_thread is not None or not app.audio.enabled
        app.step(1 / 60, events=[])
        assert made == [False]  # once only
    finally:
        app.shutdown()


def test_app_creates_the_worker_on_first_use_and_skips_it_when_never_used(tmp_path, monkeypatch):
    monkeypatch.setattr("game.app.make_worker", lambda use_process: IdleWorker())
    app = App(home=str(tmp_path), use_process=False)
    assert app._worker is None
    assert isinstance(app.worker, IdleWorker) and app._worker is app.worker
    app.shutdown()
    unused = App(home=str(tmp_path), use_process=False)
    unused.shutdown()
    assert unused._worker is None

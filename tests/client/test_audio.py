"""Synthesised audio: the arrays are sane and Audio never crashes, with or without a mixer."""

from __future__ import annotations

import time

import numpy as np
import pygame
import pytest

from game import audio

RATE = 22050  # half rate keeps the tests quick; the synthesis is rate-independent


@pytest.fixture(autouse=True)
def _fresh_mixer():
    """Each test starts and ends with the mixer shut, so they cannot leak into one another."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


@pytest.mark.parametrize("name", audio.SOUND_NAMES)
def test_effect_is_int16_mono_audible_and_unclipped(name):
    samples = audio.synthesize(name, RATE)
    assert samples.dtype == np.int16
    assert samples.ndim == 1
    assert 0.02 * RATE < len(samples) < 2.5 * RATE
    peak = int(np.abs(samples.astype(np.int32)).max())
    assert 3000 < peak <= 32767 * audio.PEAK + 1  # audible, with headroom below full scale
    rms = float(np.sqrt(np.mean(samples.astype(np.float64) ** 2)))
    assert rms > 200  # not a lone spike: there is real sound energy
    # Every effect fades out: the last samples are near silence, so nothing ends on a click.
    assert int(np.abs(samples[-4:].astype(np.int32)).max()) < 600


def test_effect_length_scales_with_rate():
    assert len(audio.synthesize("tame", 44100)) == 2 * len(audio.synthesize("tame", 22050))


def test_step_variants_rise_in_pitch():
    def dominant_hz(samples):
        spectrum = np.abs(np.fft.rfft(samples.astype(np.float64)))
        return np.argmax(spectrum) * RATE / len(samples)

    pitches = [dominant_hz(audio.synthesize("step", RATE, i)) for i in range(audio.STEP_VARIANTS)]
    assert pitches == sorted(pitches)
    assert pitches[-1] > pitches[0] * 1.5


def test_unknown_effect_name_raises():
    with pytest.raises(KeyError):
        audio.synthesize("kazoo", RATE)


def test_music_loop_is_seamless_and_unclipped():
    music = audio.synthesize_music(RATE)
    assert music.dtype == np.int16 and music.ndim == 1
    assert len(music) > 10 * RATE
    assert int(np.abs(music.astype(np.int32)).max()) <= 32767
    assert float(np.std(music)) > 1000
    # The jump across the loop point is no bigger than an ordinary sample-to-sample step.
    steps = np.abs(np.diff(music.astype(np.int32)))
    seam = abs(int(music[0]) - int(music[-1]))
    assert seam <= np.percentile(steps, 99.9)


def test_all_synthesis_is_fast():
    start = time.perf_counter()
    audio.synthesize_all(audio.DEFAULT_RATE)
    audio.synthesize_music(audio.DEFAULT_RATE)
    assert time.perf_counter() - start < 1.0  # ~0.2 s measured; loose for a busy 2-core box


def test_audio_with_dummy_driver_plays_everything():
    sound = audio.Audio(sfx_volume=0.7, music_volume=0.4)
    assert sound.enabled
    for name in audio.SOUND_NAMES:
        sound.play(name)
    sound.play("step", 3)
    sound.play("step", 99)  # clamped to the highest pitch, no KeyError
    sound.play("no-such-sound")  # logged and ignored
    sound.start_music()
    assert sound.music_playing
    sound.set_volumes(0.2, 0.1)
    assert sound.sfx_volume == pytest.approx(0.2)
    assert sound._sounds[("win", 0)].get_volume() == pytest.approx(0.2, abs=0.01)
    sound.set_volumes(5, -1)  # out of range is clamped, not an error
    assert (sound.sfx_volume, sound.music_volume) == (1.0, 0.0)
    sound.stop_music()


def test_audio_is_silent_noop_when_mixer_cannot_start(monkeypatch):
    def broken_init(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    sound = audio.Audio(0.8, 0.5)
    assert not sound.enabled
    for name in audio.SOUND_NAMES:
        sound.play(name)
    sound.play("step", 2)
    sound.set_volumes(0.5, 0.5)
    sound.start_music()
    assert not sound.music_playing
    sound.stop_music()


def test_audio_survives_failure_during_sound_creation(monkeypatch):
    def broken_make_sound(array):
        raise pygame.error("out of memory")

    monkeypatch.setattr(pygame.sndarray, "make_sound", broken_make_sound)
    sound = audio.Audio(0.8, 0.5)
    assert not sound.enabled
    sound.play("win")
    sound.start_music()

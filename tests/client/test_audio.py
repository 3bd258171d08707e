"""Audio: the synthesised arrays are sane, themes switch and fade, the music ducks under the
effects, and Audio never crashes, with or without a mixer."""

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


@pytest.fixture
def quick_fades(monkeypatch):
    """Fades and the duck's release shortened, so the tests need not wait seconds."""
    monkeypatch.setattr(audio, "FADE_IN_S", 0.05)
    monkeypatch.setattr(audio, "FADE_OUT_S", 0.05)
    monkeypatch.setattr(audio, "DUCK_RELEASE_S", 0.05)


def wait_until(predicate, timeout: float = 5.0) -> None:
    """Poll `predicate` until it holds; fail after `timeout` seconds."""
    deadline = time.perf_counter() + timeout
    while not predicate():
        assert time.perf_counter() < deadline, "condition not reached in time"
        time.sleep(0.01)


# --- the arrays ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", audio.SOUND_NAMES)
def test_effect_is_int16_mono_audible_and_fades_out(name):
    samples = audio.synthesize(name, RATE)
    assert samples.dtype == np.int16 and samples.ndim == 1
    rms = float(np.sqrt(np.mean(samples.astype(np.float64) ** 2)))
    assert rms > 200  # not a lone spike: there is real sound energy
    # Every effect fades out: the last samples are near silence, so nothing ends on a click.
    assert int(np.abs(samples[-4:].astype(np.int32)).max()) < 600


def test_effect_length_scales_with_rate():
    assert len(audio.synthesize("tame", 44100)) == 2 * len(audio.synthesize("tame", 22050))


def dominant_hz(samples):
    spectrum = np.abs(np.fft.rfft(samples.astype(np.float64)))
    return np.argmax(spectrum) * RATE / len(samples)


def test_step_variants_rise_in_pitch_and_clamp():
    pitches = [dominant_hz(audio.synthesize("step", RATE, i)) for i in range(audio.STEP_VARIANTS)]
    assert pitches == sorted(pitches)
    assert pitches[-1] > pitches[0] * 1.5
    assert np.array_equal(audio.synthesize("step", RATE, 99), audio.synthesize("step", RATE, 7))


def test_footsteps_alternate_feet():
    for name in ("walk", "hero-step"):
        left, right = audio.synthesize(name, RATE, 0), audio.synthesize(name, RATE, 1)
        assert not np.array_equal(left, right)
        assert np.array_equal(audio.synthesize(name, RATE, 2), left)  # the index wraps


def test_unknown_names_raise_in_synthesis():
    with pytest.raises(KeyError):
        audio.synthesize("kazoo", RATE)
    with pytest.raises(KeyError):
        audio.synthesize_music("polka", RATE)


# --- the music levels (pure) -----------------------------------------------------------------


def test_duck_dips_while_an_effect_plays_and_comes_back():
    levels = audio.MusicLevels()
    levels.fade(0, 1.0, 0.0, now=0.0)
    assert levels.gains(1.0) == (1.0, 0.0)
    levels.effect(now=1.0, seconds=0.5, gain=audio.DUCK_GAIN)
    assert levels.gains(1.0 + audio.DUCK_ATTACK_S)[0] == pytest.approx(audio.DUCK_GAIN)
    levels.update(1.3)  # still playing: the music stays down
    assert levels.gains(1.3)[0] == pytest.approx(audio.DUCK_GAIN)
    assert levels.busy(1.3)
    levels.update(1.5)  # the effect ended: the music comes back
    assert audio.DUCK_GAIN < levels.gains(1.5 + audio.DUCK_RELEASE_S / 2)[0] < 1.0
    assert levels.gains(1.5 + audio.DUCK_RELEASE_S)[0] == pytest.approx(1.0)
    assert not levels.busy(1.5 + audio.DUCK_RELEASE_S)


def test_a_light_sound_never_lifts_a_deeper_duck_and_a_heavy_one_deepens_a_light_one():
    levels = audio.MusicLevels()
    levels.fade(0, 1.0, 0.0, now=0.0)
    levels.effect(now=0.0, seconds=1.0, gain=audio.LIGHT_DUCK_GAIN)
    assert levels.gains(0.2)[0] == pytest.approx(audio.LIGHT_DUCK_GAIN)
    levels.effect(now=0.2, seconds=1.0, gain=audio.DUCK_GAIN)
    assert levels.gains(0.4)[0] == pytest.approx(audio.DUCK_GAIN)
    levels.effect(now=0.4, seconds=0.1, gain=audio.LIGHT_DUCK_GAIN)
    assert levels.gains(0.45)[0] == pytest.approx(audio.DUCK_GAIN)


def test_crossfade_moves_one_channel_down_as_the_other_comes_up():
    levels = audio.MusicLevels()
    levels.fade(0, 1.0, 0.0, now=0.0)
    levels.fade(0, 0.0, 1.0, now=1.0)
    levels.fade(1, 1.0, 1.0, now=1.0, start=0.0)
    old, new = levels.gains(1.5)
    assert old == pytest.approx(0.5) and new == pytest.approx(0.5)
    assert levels.gains(2.0) == (0.0, 1.0)


# --- the Audio object on the dummy driver ----------------------------------------------------


def test_audio_with_dummy_driver_plays_everything():
    sound = audio.Audio(sfx_volume=0.7, music_volume=0.4)
    assert sound.enabled and sound.ready
    for name in audio.SOUND_NAMES:
        sound.play(name)
    sound.play("step", 3)
    sound.play("step", 99)  # clamped to the highest pitch, no KeyError
    sound.play("no-such-sound")  # logged and ignored
    sound.start_music()
    assert sound.music_playing and sound.theme == "title"
    sound.set_volumes(0.2, 0.1)
    assert sound.sfx_volume == pytest.approx(0.2)
    assert sound._sounds[("win", 0)].get_volume() == pytest.approx(0.2, abs=0.01)
    sound.set_volumes(5, -1)  # out of range is clamped, not an error
    assert (sound.sfx_volume, sound.music_volume) == (1.0, 0.0)
    sound.stop_music()
    assert not sound.music_playing
    sound.close()


def test_themes_switch_with_a_crossfade_and_the_same_theme_goes_on(quick_fades):
    sound = audio.Audio(music_volume=0.5)
    sound.play_music("title")
    first = sound._current
    sound.play_music("title")  # already playing: not restarted
    assert sound._current == first
    sound.play_music("drakon")
    assert sound.theme == "drakon" and sound._current != first
    channels = sound._music_channels
    wait_until(lambda: not channels[first].get_busy())  # the old theme faded out and stopped
    assert channels[sound._current].get_busy()
    wait_until(lambda: channels[sound._current].get_volume() == pytest.approx(0.5, abs=0.01))
    sound.play_music("polka")  # unknown: ignored, the music goes on
    assert sound.theme == "drakon" and sound.music_playing
    sound.close()


def test_music_ducks_under_an_effect_and_comes_back(quick_fades):
    sound = audio.Audio(sfx_volume=0.8, music_volume=0.5)
    sound.play_music("dragon-bridge")
    channel = sound._music_channels[sound._current]
    wait_until(lambda: channel.get_volume() == pytest.approx(0.5, abs=0.01))
    started = time.perf_counter()
    sound.play("flight")  # the dragon's roar: a deep duck for its whole length
    wait_until(lambda: channel.get_volume() == pytest.approx(0.5 * audio.DUCK_GAIN, abs=0.02))
    length = sound._sounds[("flight", 0)].get_length()
    assert time.perf_counter() - started < length  # down while it plays...
    wait_until(lambda: channel.get_volume() == pytest.approx(0.5, abs=0.01), timeout=length + 3)
    assert time.perf_counter() - started >= length * 0.9  # ...and back only after it
    sound.play("focus")  # a hover blip only nudges the music
    wait_until(lambda: channel.get_volume() < 0.49)
    assert channel.get_volume() >= 0.5 * audio.LIGHT_DUCK_GAIN - 0.02
    sound.close()


def test_effect_and_music_volumes_stay_separate(quick_fades):
    sound = audio.Audio(sfx_volume=0.8, music_volume=0.5)
    sound.play_music("nine-sons")
    channel = sound._music_channels[sound._current]
    wait_until(lambda: channel.get_volume() == pytest.approx(0.5, abs=0.01))
    sound.set_volumes(0.3, 0.2)
    assert channel.get_volume() == pytest.approx(0.2, abs=0.01)
    assert sound._sounds[("coin", 0)].get_volume() == pytest.approx(0.3, abs=0.01)
    sound.close()


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
    sound.play_music("drakon")
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
    sound.play_music("nine-sons")

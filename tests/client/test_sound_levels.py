"""Every sound, synthesised: its length, its loudness window, no clipping; every music theme:
its loudness, a seamless loop, its own character. (Issue 12: the error buzz was 13 dB louder
than a click; three games shared one thin palette and one music loop.)"""

from __future__ import annotations

import numpy as np
import pytest

from game import audio_synth
from game.audio_synth import levels, themes

RATE = audio_synth.DEFAULT_RATE

QUICK = {"click", "focus", "die", "step", "card", "walk", "hero-step", "draw"}
"""Sounds that come in quick succession (a hover, a die sown, a footstep per square): short."""

LENGTH_WINDOWS = {"quick": (0.03, 0.45), "event": (0.15, 2.0)}
"""Seconds: a quick sound lasts at most 0.45 s, any other effect 0.15 to 2 s."""


@pytest.fixture(scope="module")
def bank():
    """Every effect at the mixer's rate (once for the whole module)."""
    return audio_synth.synthesize_all(RATE)


@pytest.fixture(scope="module")
def loops():
    """Every music theme at the mixer's rate."""
    return {name: audio_synth.synthesize_music(name, RATE) for name in audio_synth.THEME_NAMES}


def test_every_sound_of_the_vocabulary_is_synthesised():
    vocabulary = {
        "shared": "click focus error thinking win lose draw",
        "nine-sons": "die step tame refill swallow",
        "dragon-bridge": "card walk teleport bump gem gem-spend item hack flight roost pounce escape",
        "drakon": "tile hero-step coin coin-lose gust vortex rotate crumble drakon",
        "dragon-delta": "delta-stone delta-plank delta-splash delta-flip delta-dragon delta-hop "
        "delta-take",
        "wyvern": "wyvern-flip wyvern-coins wyvern-clash wyvern-burn wyvern-terrain wyvern-swoop",
    }
    for family, names in vocabulary.items():
        assert set(names.split()) <= set(audio_synth.FAMILIES[family]), family
    assert set(audio_synth.THEME_NAMES) == {
        "title",
        "nine-sons",
        "dragon-bridge",
        "drakon",
        "dragon-delta",
        "wyvern",
    }


def test_every_effect_lasts_within_its_window(bank):
    for (name, variant), samples in bank.items():
        low, high = LENGTH_WINDOWS["quick" if name in QUICK else "event"]
        assert low <= len(samples) / RATE <= high, (name, variant, len(samples) / RATE)


def test_every_effect_is_at_its_loudness_within_the_window(bank):
    """Each effect measures within LOUDNESS_WINDOW_DB of its target: the common target, or the
    stated trim of a sound that repeats all the time (the hover blip, the thinking bells)."""
    for (name, variant), samples in bank.items():
        loudness = levels.int16_loudness_db(samples, RATE)
        error = abs(loudness - audio_synth.target_db(name))
        assert error <= audio_synth.LOUDNESS_WINDOW_DB, (name, variant, loudness)


def test_the_error_buzz_is_no_louder_than_a_click(bank):
    """The issue's own example: 13 dB apart before (11 dB by this measure)."""
    click = levels.int16_loudness_db(bank["click", 0], RATE)
    error = levels.int16_loudness_db(bank["error", 0], RATE)
    assert abs(error - click) <= 2 * audio_synth.LOUDNESS_WINDOW_DB


def test_untrimmed_effects_span_at_most_the_window(bank):
    measured = [
        levels.int16_loudness_db(samples, RATE)
        for (name, _variant), samples in bank.items()
        if name not in audio_synth.TRIMS_DB
    ]
    assert max(measured) - min(measured) <= 2 * audio_synth.LOUDNESS_WINDOW_DB


def test_no_sound_clips(bank, loops):
    ceiling = int(audio_synth.PEAK * 32767) + 1
    for key, samples in [*bank.items(), *loops.items()]:
        peak = int(np.abs(samples.astype(np.int32)).max())
        assert peak <= ceiling, (key, peak)  # at least 1 dB of headroom: nothing hits full scale


def test_the_loudness_measure_weights_like_lufs():
    """A sanity check of the measure itself: a full-scale 1 kHz sine is about -3 dB; rumble at
    40 Hz counts for less than its energy; a sound's silent tail does not dilute it."""
    t = np.arange(RATE) / RATE
    sine = np.sin(2 * np.pi * 1000 * t)
    assert levels.loudness_db(sine, RATE) == pytest.approx(-3.0, abs=0.5)
    assert levels.loudness_db(np.sin(2 * np.pi * 40 * t), RATE) < -8.0
    with_tail = np.concatenate([sine[: RATE // 4], np.zeros(RATE)])
    assert levels.loudness_db(with_tail, RATE) == pytest.approx(-3.0, abs=0.5)


def test_every_theme_is_at_the_music_loudness_and_loops_seamlessly(loops):
    for name, loop in loops.items():
        assert loop.dtype == np.int16 and loop.ndim == 1
        assert 12 <= len(loop) / RATE <= 30, name
        loudness = levels.int16_loudness_db(loop, RATE)
        assert abs(loudness - audio_synth.MUSIC_TARGET_DB) <= audio_synth.LOUDNESS_WINDOW_DB
        # The jump across the loop point is no bigger than an ordinary sample-to-sample step.
        steps = np.abs(np.diff(loop.astype(np.int32)))
        seam = abs(int(loop[0]) - int(loop[-1]))
        assert seam <= np.percentile(steps, 99.9), name


def test_each_theme_has_its_own_scale_tempo_and_lead_instrument():
    every = list(themes.THEMES.values())
    assert len({theme.scale for theme in every}) == len(every)
    assert len({theme.bpm for theme in every}) == len(every)
    assert len({theme.voices[0].instrument for theme in every}) == len(every)


def test_themes_sound_different(loops):
    """Their average spectra differ clearly (not one loop in four keys)."""
    profiles = {}
    for name, loop in loops.items():
        spectrum = np.abs(np.fft.rfft(loop[: RATE * 10].astype(np.float64)))
        bands = np.array_split(spectrum[: len(spectrum) // 4], 48)  # up to about 5.5 kHz
        profile = np.log10(np.array([band.mean() for band in bands]) + 1e-9)
        profiles[name] = profile - profile.mean()
    names = list(profiles)
    for index, first in enumerate(names):
        for second in names[index + 1 :]:
            distance = float(np.sqrt(np.mean((profiles[first] - profiles[second]) ** 2)))
            assert distance > 0.1, (first, second, distance)


def test_no_two_effects_are_the_same_sound(bank):
    seen = {}
    for key, samples in bank.items():
        fingerprint = samples.tobytes()
        assert fingerprint not in seen, (key, seen.get(fingerprint))
        seen[fingerprint] = key


def test_families_are_distinct_in_spectrum(bank):
    """A Dragon Bridge flight is no longer the Nine Sons' tame, nor a Drakon coin: the three
    events the issue names differ in where their energy sits."""

    def centroid(samples):
        spectrum = np.abs(np.fft.rfft(samples.astype(np.float64)))
        freqs = np.fft.rfftfreq(len(samples), 1 / RATE)
        return float((spectrum * freqs).sum() / spectrum.sum())

    tame, flight, coin = (centroid(bank[name, 0]) for name in ("tame", "flight", "coin"))
    assert coin > 3 * tame  # coins ring high, a gong's bells sit in the middle...
    assert tame > 2 * flight  # ...and a dragon's roar and wings are low

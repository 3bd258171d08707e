"""Dragon Delta's own sounds and music theme (issue 14): every effect the board names exists,
sits at the common loudness without clipping, lasts as long as its moment, and sounds like the
river (wood and water) rather than like another game's family; the "dragon-delta" theme is a
calm, pulsing pentatonic loop with water running under its melody."""

from __future__ import annotations

import numpy as np
import pytest

from game import audio_synth
from game.audio_synth import dragon_delta, levels, music, themes
from game.views.registry import CLIENTS

RATE = audio_synth.DEFAULT_RATE

NAMES = (
    "delta-stone",
    "delta-plank",
    "delta-splash",
    "delta-flip",
    "delta-dragon",
    "delta-hop",
    "delta-take",
)
"""The sounds the Dragon Delta board calls (issue 14's list)."""

LENGTHS = {
    "delta-hop": (0.15, 0.3),  # a pawn's step: short, it may come several times in a step
    "delta-flip": (0.15, 0.5),
    "delta-stone": (0.2, 0.6),
    "delta-plank": (0.3, 0.8),
    "delta-take": (0.3, 0.8),
    "delta-dragon": (0.5, 1.2),  # a swoop over a seat: short, several dragons may fly a step
    "delta-splash": (0.5, 1.2),
}
"""Seconds each effect may last."""


@pytest.fixture(scope="module")
def bank():
    """Every effect of every family at the mixer's rate (once for the module)."""
    return {
        name: audio_synth.synthesize(name, RATE)
        for name in audio_synth.SOUND_NAMES
        if audio_synth.VARIANTS.get(name, 1) == 1
    }


@pytest.fixture(scope="module")
def loop():
    """The Dragon Delta theme at the mixer's rate."""
    return audio_synth.synthesize_music("dragon-delta", RATE)


def profile(samples: np.ndarray) -> np.ndarray:
    """Where a sound's energy sits: its mean spectrum in 24 log-spaced bands from 50 Hz to
    12 kHz, in log10 units relative to its own average."""
    spectrum = np.abs(np.fft.rfft(samples.astype(np.float64), 2**16))
    freqs = np.fft.rfftfreq(2**16, 1 / RATE)
    edges = np.geomspace(50, 12000, 25)
    bands = [
        spectrum[(freqs >= low) & (freqs < high)].mean()
        for low, high in zip(edges[:-1], edges[1:], strict=True)
    ]
    logged = np.log10(np.array(bands) + 1e-9)
    return logged - logged.mean()


def centroid(samples: np.ndarray) -> float:
    """The spectral centre of mass in Hz."""
    spectrum = np.abs(np.fft.rfft(samples.astype(np.float64)))
    freqs = np.fft.rfftfreq(len(samples), 1 / RATE)
    return float((spectrum * freqs).sum() / spectrum.sum())


# --- the effects -------------------------------------------------------------------------------


def test_the_family_holds_every_name_the_board_calls():
    assert set(audio_synth.FAMILIES["dragon-delta"]) == set(NAMES)
    assert set(NAMES) <= set(audio_synth.SOUND_NAMES)
    assert all(name not in audio_synth.VARIANTS for name in NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_each_effect_lasts_its_moment_at_the_common_loudness_without_clipping(bank, name):
    samples = bank[name]
    low, high = LENGTHS[name]
    assert samples.dtype == np.int16 and samples.ndim == 1
    assert low <= len(samples) / RATE <= high, len(samples) / RATE
    loudness = levels.int16_loudness_db(samples, RATE)
    assert abs(loudness - audio_synth.EFFECT_TARGET_DB) <= audio_synth.LOUDNESS_WINDOW_DB
    assert int(np.abs(samples.astype(np.int32)).max()) <= int(audio_synth.PEAK * 32767) + 1
    # No sound starts or ends with a click: the first and last samples are near silence.
    assert abs(int(samples[-1])) < 200 and abs(int(samples[0])) < 4000


@pytest.mark.parametrize("name", NAMES)
def test_each_effect_sits_apart_from_every_other_games_sounds(bank, name):
    """Its spectrum differs clearly from every sound of the other families (at least 0.25 of a
    decade per band on average: the nearest measured about 0.4)."""
    mine = profile(bank[name])
    for other, samples in bank.items():
        if other in NAMES:
            continue
        distance = float(np.sqrt(np.mean((mine - profile(samples)) ** 2)))
        assert distance > 0.25, (other, distance)


def test_the_family_spans_paper_wood_water_and_a_dragon(bank):
    """Paper riffles high, a hollow plank and a pawn's tap sit low, the splash is bright spray
    over bubbles, the dragon's growl puts real weight under 200 Hz."""
    assert centroid(bank["delta-flip"]) > 4000
    assert centroid(bank["delta-plank"]) < 1200 and centroid(bank["delta-hop"]) < 1200
    assert centroid(bank["delta-splash"]) > 2 * centroid(bank["delta-plank"])
    dragon = bank["delta-dragon"].astype(np.float64)
    spectrum = np.abs(np.fft.rfft(dragon)) ** 2
    freqs = np.fft.rfftfreq(len(dragon), 1 / RATE)
    assert spectrum[(freqs > 50) & (freqs < 200)].sum() > 0.1 * spectrum.sum()


def test_a_plop_rises_in_pitch():
    """The water's signature: a drop or a bubble rings higher as it closes (more zero
    crossings in its last ringing third than in its first)."""
    plop = dragon_delta._plop(RATE, 500, 0.03)
    active = plop[: int(RATE * 0.09)]
    thirds = np.array_split(np.signbit(active).astype(np.int8), 3)
    crossings = [int(np.count_nonzero(np.diff(part))) for part in thirds]
    assert crossings[2] > 1.25 * crossings[0]  # 34 -> 47 measured


def test_the_splash_leaves_a_trail_of_bubbles(bank):
    """After the hit, the river keeps bubbling: the second half of the splash is quieter than
    the first but still clearly sounding."""
    splash = bank["delta-splash"].astype(np.float64)
    half = len(splash) // 2
    first, second = (float(np.sqrt(np.mean(part**2))) for part in (splash[:half], splash[half:]))
    assert 0.03 * first < second < 0.6 * first


# --- the theme ---------------------------------------------------------------------------------


def test_the_game_is_playable_and_has_its_own_theme():
    assert "dragon-delta" in CLIENTS
    assert "dragon-delta" in audio_synth.THEME_NAMES


def test_the_theme_is_pentatonic_with_its_own_scale_tempo_and_lead():
    theme = themes.THEMES["dragon-delta"]
    others = [other for other in themes.THEMES.values() if other.name != "dragon-delta"]
    assert len(theme.scale) == 5 and theme.scale[0] == 0  # a pentatonic mode
    assert theme.scale not in {other.scale for other in others}
    assert theme.bpm not in {other.bpm for other in others}
    assert theme.voices[0].instrument not in {other.voices[0].instrument for other in others}


def test_water_runs_under_the_melody_in_sixteenths():
    """A voice plays on every step of every bar (the river), softer than the melody."""
    theme = themes.THEMES["dragon-delta"]
    steps = theme.steps_per_beat * theme.beats_per_bar
    lead = theme.voices[0]
    running = [
        voice
        for voice in theme.voices
        if all(len(music.parse_bar(bar)) == steps for bar in voice.bars)
    ]
    assert running and all(voice.level < lead.level for voice in running)
    assert theme.steps_per_beat == 4


def test_the_theme_is_at_the_music_loudness_and_loops_seamlessly(loop):
    assert 12 <= len(loop) / RATE <= 30
    loudness = levels.int16_loudness_db(loop, RATE)
    assert abs(loudness - audio_synth.MUSIC_TARGET_DB) <= audio_synth.LOUDNESS_WINDOW_DB
    assert int(np.abs(loop.astype(np.int32)).max()) <= int(audio_synth.PEAK * 32767) + 1
    steps = np.abs(np.diff(loop.astype(np.int32)))
    assert abs(int(loop[0]) - int(loop[-1])) <= np.percentile(steps, 99.9)


def test_the_theme_has_a_pulse_on_the_beat(loop):
    """Calm but pulsing: the sound swells on each beat far more than between beats (onset
    strength on the beats at least four times the average elsewhere; about 12 measured)."""
    theme = themes.THEMES["dragon-delta"]
    beats = theme.bar_count * theme.beats_per_bar
    hop = int(RATE * 0.01)
    count = len(loop) // hop
    frames = loop[: count * hop].astype(np.float64).reshape(count, hop)
    rms = np.sqrt((frames**2).mean(axis=1))
    onset = np.maximum(np.diff(rms, prepend=rms[-1]), 0)
    starts = (np.arange(beats) * len(loop) / beats / hop).astype(int)
    near = np.zeros(count, dtype=bool)
    for start in starts:
        near[max(start - 1, 0) : start + 3] = True
    on_beat = np.mean([onset[start : start + 3].max() for start in starts])
    assert on_beat > 4 * onset[~near].mean()


def test_the_theme_sounds_unlike_the_others(loop):
    def theme_profile(samples):
        spectrum = np.abs(np.fft.rfft(samples[: RATE * 10].astype(np.float64)))
        bands = np.array_split(spectrum[: len(spectrum) // 4], 48)
        logged = np.log10(np.array([band.mean() for band in bands]) + 1e-9)
        return logged - logged.mean()

    mine = theme_profile(loop)
    for name in audio_synth.THEME_NAMES:
        if name == "dragon-delta":
            continue
        other = theme_profile(audio_synth.synthesize_music(name, RATE))
        assert float(np.sqrt(np.mean((mine - other) ** 2))) > 0.2, name

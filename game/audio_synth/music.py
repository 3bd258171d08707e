"""The music engine: a theme is a short score (a scale, a tempo, a few voices and a drum line)
rendered to a seamless loop.

A score is written one bar per string, one token per step of the grid: a scale degree (an
integer, negative below the root; a trailing "~" plays it softly), "-" holds the note before it,
"." is a rest. Drum lines use one letter per step (see `_DRUMS`). The loop is built at about
11 kHz (no voice reaches 5 kHz), every distinct note once, and each note's tail wraps round the
loop point; it is then brought up to the mixer rate in the frequency domain, which for a
periodic signal is exact, so the seam stays as smooth as any other instant.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from . import tones
from .levels import CEILING, normalise, soft_limit, to_int16
from .tones import Array, glide_phase, harmonics, scale_hz, time_axis

MUSIC_TARGET_DB = -21.0
"""Every theme's loudness (the measure of `levels`): a little under the effects at full volume,
so the music volume setting starts from an even footing."""

LOW_RATE = 11025
"""About the rate the loops are built at (the mixer rate divided by a whole number)."""


@dataclass(frozen=True)
class Voice:
    """One line of a score: the bars, the octave it sits in, its instrument and level."""

    bars: tuple[str, ...]
    base_hz: float
    instrument: str
    level: float


@dataclass(frozen=True)
class Theme:
    """A looping piece: its grid (tempo, steps per beat, beats per bar), scale and voices.

    `drums` is one string per bar (or a single string repeated); `drone` holds scale degrees
    of `drone_hz` sounding softly under everything, tuned to divide the loop exactly.
    """

    name: str
    bpm: float
    steps_per_beat: int
    beats_per_bar: int
    scale: tuple[int, ...]
    voices: tuple[Voice, ...]
    drums: tuple[str, ...] = ()
    drum_level: float = 0.0
    drone_hz: float = 0.0
    drone: tuple[int, ...] = ()
    drone_level: float = 0.0

    @property
    def bar_count(self) -> int:
        """How many bars the loop has (the longest voice)."""
        return max(len(voice.bars) for voice in self.voices)


# --- instruments: (rate, hz, seconds held) -> samples ----------------------------------------


def _pluck(rate: float, hz: float, held: float) -> Array:
    """A guzheng-like string: rings on whatever the score holds."""
    return tones.pluck(int(rate), hz, 1.5, 0.45)


def _low_pluck(rate: float, hz: float, held: float) -> Array:
    return tones.pluck(int(rate), hz, 2.6, 0.9)


def _pizzicato(rate: float, hz: float, held: float) -> Array:
    return tones.pluck(int(rate), hz, 0.6, 0.16)


def _celesta(rate: float, hz: float, held: float) -> Array:
    return tones.chime(int(rate), hz, 1.4, 0.45 + 0.3 * min(held, 1.0))


def _blown(rate: float, hz: float, held: float, levels: tuple[float, ...], vibrato: float) -> Array:
    """A held, breathed note: a soft swell, a vibrato that grows in, a short release."""
    seconds = held + 0.2
    t = time_axis(int(rate), seconds)
    # Slides up into the note from a little below, as a flute or an erhu player does.
    scoop = 1 - 0.025 * np.exp(-t / 0.03)
    wobble = 1 + vibrato * np.sin(2 * np.pi * 5.2 * t) * np.clip((t - 0.15) / 0.3, 0, 1)
    tone = harmonics(glide_phase(hz * scoop * wobble, int(rate)), levels)
    gate = np.clip(t / 0.05, 0, 1) * np.clip((seconds - t) / 0.18, 0, 1)
    return tone * gate * (0.8 + 0.2 * np.exp(-t / 0.3))


def _flute(rate: float, hz: float, held: float) -> Array:
    """A bamboo flute (dizi): nearly pure, a little breath, a lively vibrato."""
    tone = _blown(rate, hz, held, (1.0, 0.25, 0.1), 0.008)
    breath = tones.filtered(
        tones.noise(int(rate), len(tone) / rate, int(hz)),
        int(rate),
        lambda f: tones.band_gain(f, hz * 1.5, hz * 3.0),
    )
    if len(breath) != len(tone):  # the noise is made at a whole-number rate: a sample apart
        breath = np.resize(breath, len(tone))
    return tone + 0.12 * breath * np.clip(np.abs(tone), 0, 1)


def _reed(rate: float, hz: float, held: float) -> Array:
    """A dark reed (clarinet-like: odd harmonics), a slow, small vibrato."""
    return _blown(rate, hz, held, (1.0, 0.05, 0.45, 0.03, 0.22, 0.0, 0.1), 0.004)


def _organ(rate: float, hz: float, held: float) -> Array:
    """A low held organ tone for the bass: slow to speak, slow to leave."""
    seconds = held + 0.5
    t = time_axis(int(rate), seconds)
    tone = harmonics(2 * np.pi * hz * t, (1.0, 0.5, 0.25, 0.12))
    gate = np.clip(t / 0.25, 0, 1) * np.clip((seconds - t) / 0.5, 0, 1)
    return tone * gate


INSTRUMENTS: dict[str, Callable[[float, float, float], Array]] = {
    "pluck": _pluck,
    "low-pluck": _low_pluck,
    "pizzicato": _pizzicato,
    "celesta": _celesta,
    "flute": _flute,
    "reed": _reed,
    "organ": _organ,
}
"""The instruments a voice may name."""


# --- drums: one letter per step ---------------------------------------------------------------


def _woodblock(rate: int) -> Array:
    return tones.modes(rate, 1050, 0.12, ((1.0, 1.0, 0.03), (2.3, 0.4, 0.012)))


def _drum(rate: int) -> Array:
    """A small barrel drum (tang gu): a pitched thump with a skin slap."""
    return tones.thump(rate, 0.35, 150, 0.75, 0.09) + 0.3 * tones.impact(
        rate, 0.35, 301, 300, 2000, 0.015
    )


def _taiko(rate: int) -> Array:
    """A deep drum in a big room: low and long."""
    return tones.thump(rate, 0.9, 62, 0.7, 0.3) + 0.25 * tones.impact(
        rate, 0.9, 302, 100, 900, 0.05
    )


def _shaker(rate: int) -> Array:
    return tones.impact(rate, 0.08, 303, 2500, 5000, 0.015)


def _tambourine(rate: int) -> Array:
    jingles = tones.modes(
        rate, 3100, 0.25, ((1.0, 1.0, 0.06), (1.23, 0.8, 0.05), (1.41, 0.6, 0.04))
    )
    return 0.4 * jingles + tones.impact(rate, 0.25, 304, 2500, 5000, 0.03)


_DRUMS: dict[str, tuple[Callable[[int], Array], float]] = {
    "w": (_woodblock, 0.5),
    "D": (_drum, 1.0),
    "K": (_taiko, 1.0),
    "k": (_taiko, 0.45),
    "h": (_shaker, 0.35),
    "t": (_tambourine, 0.5),
}
"""Drum letters: the hit and its level."""


# --- rendering --------------------------------------------------------------------------------


def parse_bar(bar: str) -> list[tuple[int, int, int, float]]:
    """The notes of one bar as (step, degree, steps held, level)."""
    notes: list[tuple[int, int, int, float]] = []
    for step, token in enumerate(bar.split()):
        if token == "-":
            if notes and notes[-1][0] + notes[-1][2] == step:
                start, degree, held, level = notes[-1]
                notes[-1] = (start, degree, held + 1, level)
        elif token != ".":
            soft = token.endswith("~")
            notes.append((step, int(token.rstrip("~")), 1, 0.55 if soft else 1.0))
    return notes


class _Loop:
    """A track whose end joins its start: sounds placed near the end wrap round."""

    def __init__(self, samples: int) -> None:
        self.track = np.zeros(samples)

    def add(self, sound: Array, start: int) -> None:
        total = len(self.track)
        start %= total
        while len(sound):
            piece = sound[: total - start]
            self.track[start : start + len(piece)] += piece
            sound = sound[len(piece) :]
            start = 0


def render_theme(theme: Theme, rate: int) -> Array:
    """`theme` as a seamless mono int16 loop at `rate` Hz."""
    factor = max(1, rate // LOW_RATE)
    low_rate = rate / factor
    steps_per_bar = theme.steps_per_beat * theme.beats_per_bar
    step_seconds = 60.0 / theme.bpm / theme.steps_per_beat
    step_samples = _smooth_near(low_rate * step_seconds)
    loop = _Loop(step_samples * steps_per_bar * theme.bar_count)
    for voice in theme.voices:
        _render_voice(loop, voice, theme, low_rate, step_samples, steps_per_bar)
    _render_drums(loop, theme, int(low_rate), step_samples, steps_per_bar)
    _render_drone(loop, theme, low_rate)
    track = normalise(loop.track, int(low_rate), MUSIC_TARGET_DB)
    return to_int16(soft_limit(_upsample(track, factor), CEILING))


def _render_voice(
    loop: _Loop, voice: Voice, theme: Theme, low_rate: float, step_samples: int, steps_per_bar: int
) -> None:
    made: dict[tuple[int, int], Array] = {}
    instrument = INSTRUMENTS[voice.instrument]
    for bar_index, bar in enumerate(voice.bars):
        for step, degree, held, level in parse_bar(bar):
            if (degree, held) not in made:
                hz = scale_hz(degree, voice.base_hz, theme.scale)
                made[degree, held] = instrument(low_rate, hz, held * step_samples / low_rate)
            start = (bar_index * steps_per_bar + step) * step_samples
            loop.add(voice.level * level * made[degree, held], start)


def _render_drums(
    loop: _Loop, theme: Theme, low_rate: int, step_samples: int, steps_per_bar: int
) -> None:
    if not theme.drums:
        return
    hits: dict[str, Array] = {}
    for bar_index in range(theme.bar_count):
        line = theme.drums[bar_index % len(theme.drums)].replace(" ", "")
        for step, letter in enumerate(line[:steps_per_bar]):
            if letter not in _DRUMS:
                continue
            make, level = _DRUMS[letter]
            if letter not in hits:
                hits[letter] = make(low_rate)
            start = (bar_index * steps_per_bar + step) * step_samples
            loop.add(theme.drum_level * level * hits[letter], start)


def _render_drone(loop: _Loop, theme: Theme, low_rate: float) -> None:
    if not theme.drone:
        return
    total = len(loop.track)
    seconds = total / low_rate
    t = np.arange(total) / low_rate
    swell = 0.8 + 0.2 * np.sin(2 * np.pi * t / seconds)
    for degree in theme.drone:
        # Whole periods per loop, so the drone is as seamless as the notes.
        hz = round(scale_hz(degree, theme.drone_hz, theme.scale) * seconds) / seconds
        loop.track += theme.drone_level * np.sin(2 * np.pi * hz * t) * swell


def _smooth_near(samples: float) -> int:
    """The whole number nearest `samples` with no prime factor above 5 (the tempo moves by a
    percent at most): the loop's length then is one too, and its FFTs stay fast."""
    low = int(samples)
    for distance in range(low):
        for candidate in (low - distance, low + 1 + distance):
            if candidate > 0 and _is_smooth(candidate):
                return candidate
    return max(low, 1)


def _is_smooth(number: int) -> bool:
    for prime in (2, 3, 5):
        while number % prime == 0:
            number //= prime
    return number == 1


def _upsample(track: Array, factor: int) -> Array:
    """A periodic signal `factor` times denser, band-limited (zero-padding its spectrum)."""
    if factor == 1:
        return track
    # Single precision is plenty for 16-bit samples and three times quicker here.
    spectrum = np.fft.rfft(track.astype(np.float32))
    size = len(track) * factor
    padded = np.zeros(size // 2 + 1, dtype=spectrum.dtype)
    padded[: len(spectrum)] = spectrum
    return np.fft.irfft(padded, size) * factor

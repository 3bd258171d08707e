"""Pure numpy synthesis of Dragon Arcade's sound effects and music loop.

Every effect is a few decaying partials, a burst of shaped noise or a short pentatonic
arpeggio; the music is an eight-bar pentatonic loop whose note tails wrap round its seam. All
functions return mono int16 arrays and touch neither pygame nor the disk, so tests can inspect
them directly. game.audio turns these arrays into mixer sounds.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

DEFAULT_RATE = 44100
STEP_VARIANTS = 8
"""`play("step", i)` rises along the pentatonic scale for i = 0..7 (higher indices clamp)."""

PEAK = 0.82
"""Peak level of every effect as a fraction of full scale: loud enough, never clipping."""

# A major pentatonic scale (degrees 1 2 3 5 6) gives the effects and the music their flavour.
_PENTATONIC = (0, 2, 4, 7, 9)
_BASE_HZ = 293.66  # D4


def pentatonic_hz(degree: int, base_hz: float = _BASE_HZ) -> float:
    """Frequency of pentatonic scale `degree` above `base_hz` (degree 5 is one octave up)."""
    octave, step = divmod(degree, len(_PENTATONIC))
    return base_hz * 2.0 ** (octave + _PENTATONIC[step] / 12.0)


# --- building blocks -----------------------------------------------------------------------


def _time(rate: int, seconds: float) -> np.ndarray:
    return np.arange(int(rate * seconds), dtype=np.float64) / rate


def _envelope(t: np.ndarray, attack: float, decay: float) -> np.ndarray:
    """A fast linear attack then an exponential decay with time constant `decay`."""
    attack = max(attack, 1e-4)
    rise = np.clip(t / attack, 0.0, 1.0)
    return rise * np.exp(-np.maximum(t - attack, 0.0) / decay)


def _fade_tail(signal: np.ndarray, rate: int, seconds: float = 0.01) -> np.ndarray:
    """Ramp the last few milliseconds to zero so no effect ends with a click."""
    count = min(len(signal), int(rate * seconds))
    if count > 1:
        signal[-count:] *= np.linspace(1.0, 0.0, count)
    return signal


def _bell(rate: int, hz: float, seconds: float, decay: float) -> np.ndarray:
    """A struck-metal tone: inharmonic partials that die away faster the higher they are."""
    t = _time(rate, seconds)
    out = np.zeros_like(t)
    for ratio, level in ((1.0, 1.0), (2.76, 0.45), (5.40, 0.22), (8.93, 0.1)):
        out += level * np.sin(2 * np.pi * hz * ratio * t) * _envelope(t, 0.002, decay / ratio**0.6)
    return out


def _pluck(rate: int, hz: float, seconds: float, decay: float) -> np.ndarray:
    """A plucked-string tone (guzheng-like): harmonic partials, upper ones fading first."""
    t = _time(rate, seconds)
    out = np.zeros_like(t)
    for harmonic, level in ((1, 1.0), (2, 0.5), (3, 0.28), (4, 0.12), (5, 0.06)):
        env = _envelope(t, 0.004, decay / harmonic**0.7)
        out += level * np.sin(2 * np.pi * hz * harmonic * t) * env
    return out


def _noise(rate: int, seconds: float, seed: int) -> np.ndarray:
    # A seeded generator keeps every run (and every test) bit-identical.
    return np.random.default_rng(seed).uniform(-1.0, 1.0, int(rate * seconds))


def _smooth(signal: np.ndarray, width: int) -> np.ndarray:
    """A moving-average low-pass filter (width in samples)."""
    if width <= 1:
        return signal
    kernel = np.ones(width) / width
    return np.convolve(signal, kernel, mode="same")


def _place_at(track: np.ndarray, sound: np.ndarray, start: int) -> None:
    end = min(len(track), start + len(sound))
    track[start:end] += sound[: end - start]


def _to_int16(signal: np.ndarray, peak: float = PEAK) -> np.ndarray:
    """Normalise to `peak` of full scale and convert; silence stays silence."""
    top = float(np.max(np.abs(signal))) if len(signal) else 0.0
    if top > 0:
        signal = signal * (peak * 32767.0 / top)
    return np.clip(np.round(signal), -32767, 32767).astype(np.int16)


# --- the effects ---------------------------------------------------------------------------


def _place(rate: int, variant: int) -> np.ndarray:
    # Wood: two damped modes at inharmonic ratios plus a very short filtered noise click.
    t = _time(rate, 0.16)
    body = np.sin(2 * np.pi * 720 * t) * _envelope(t, 0.0008, 0.028)
    body += 0.6 * np.sin(2 * np.pi * 1930 * t) * _envelope(t, 0.0005, 0.012)
    body += 0.35 * np.sin(2 * np.pi * 310 * t) * _envelope(t, 0.001, 0.04)
    click = _smooth(_noise(rate, 0.16, 11 + variant), 3) * _envelope(t, 0.0002, 0.004)
    return _fade_tail(body + 0.9 * click, rate)


def _step(rate: int, variant: int) -> np.ndarray:
    # A short tick whose pitch climbs one pentatonic degree per die dropped.
    degree = 5 + min(max(variant, 0), STEP_VARIANTS - 1)
    hz = pentatonic_hz(degree)
    t = _time(rate, 0.09)
    tone = np.sin(2 * np.pi * hz * t) + 0.3 * np.sin(2 * np.pi * hz * 2 * t)
    tick = _smooth(_noise(rate, 0.09, 23), 2) * _envelope(t, 0.0002, 0.003)
    return _fade_tail(tone * _envelope(t, 0.001, 0.022) + 0.5 * tick, rate)


def _tame(rate: int, variant: int) -> np.ndarray:
    # A low gong under a rising chime of four pentatonic bells.
    total = 1.6
    out = np.zeros(int(rate * total))
    t = _time(rate, total)
    gong = np.sin(2 * np.pi * 98 * t + 0.8 * np.sin(2 * np.pi * 3.1 * t))
    gong += 0.5 * np.sin(2 * np.pi * 98 * 2.02 * t)
    out += 0.7 * gong * _envelope(t, 0.01, 0.55)
    for index, degree in enumerate((5, 7, 9, 10)):
        bell = _bell(rate, pentatonic_hz(degree), total - index * 0.11, 0.45)
        _place_at(out, 0.55 * bell, int(rate * index * 0.11))
    return _fade_tail(out, rate, 0.05)


def _refill(rate: int, variant: int) -> np.ndarray:
    # A card swish: noise whose colour brightens then dulls as its loudness swells and fades.
    seconds = 0.32
    t = _time(rate, seconds)
    raw = _noise(rate, seconds, 37)
    dull = _smooth(raw, 24)
    bright = raw - _smooth(raw, 6)
    mix = np.sin(np.pi * t / seconds)  # 0 -> 1 -> 0: brightest in the middle of the swish
    shaped = dull * (1 - mix) + bright * mix
    swell = np.sin(np.pi * np.clip(t / seconds, 0, 1)) ** 2
    return _fade_tail(shaped * swell, rate)


def _win(rate: int, variant: int) -> np.ndarray:
    # A bright fanfare: quick pentatonic arpeggio up, then a held chord.
    total = 1.9
    out = np.zeros(int(rate * total))
    notes = (0, 2, 3, 4, 5)
    for index, degree in enumerate(notes):
        start = index * 0.1
        tone = _brass(rate, pentatonic_hz(degree), 0.35, 0.12)
        _place_at(out, 0.5 * tone, int(rate * start))
    chord_start = len(notes) * 0.1 + 0.04
    for degree in (5, 7, 9):
        tone = _brass(rate, pentatonic_hz(degree), total - chord_start, 0.5)
        _place_at(out, 0.4 * tone, int(rate * chord_start))
    return _fade_tail(out, rate, 0.06)


def _brass(rate: int, hz: float, seconds: float, decay: float) -> np.ndarray:
    # Many harmonics with a soft attack and a little vibrato read as a horn.
    t = _time(rate, seconds)
    phase = 2 * np.pi * hz * t + 0.015 * hz / 5.5 * np.sin(2 * np.pi * 5.5 * t) * (t > 0.15)
    out = np.zeros_like(t)
    for harmonic in range(1, 7):
        out += np.sin(harmonic * phase) / harmonic**1.3
    return out * _envelope(t, 0.02, decay)


def _lose(rate: int, variant: int) -> np.ndarray:
    # Falling tones: four soft notes stepping down, each sagging a little in pitch.
    total = 1.6
    out = np.zeros(int(rate * total))
    for index, degree in enumerate((4, 2, 1, -1)):
        length = 0.45 if index < 3 else 0.85
        t = _time(rate, length)
        hz = pentatonic_hz(degree, _BASE_HZ / 2)
        sag = hz * (1 - 0.04 * t / length)
        phase = 2 * np.pi * np.cumsum(sag) / rate
        tone = np.sin(phase) + 0.25 * np.sin(3 * phase) + 0.1 * np.sin(5 * phase)
        _place_at(
            out, tone * _envelope(t, 0.02, 0.22 if index < 3 else 0.4), int(rate * index * 0.3)
        )
    return _fade_tail(out, rate, 0.05)


def _click(rate: int, variant: int) -> np.ndarray:
    t = _time(rate, 0.035)
    tone = np.sin(2 * np.pi * 2400 * t) * _envelope(t, 0.0003, 0.006)
    tick = _smooth(_noise(rate, 0.035, 41), 2) * _envelope(t, 0.0001, 0.002)
    return _fade_tail(tone + 0.6 * tick, rate, 0.005)


def _focus(rate: int, variant: int) -> np.ndarray:
    # A soft blip with a small upward glide; quiet on purpose, it plays on every hover.
    t = _time(rate, 0.07)
    hz = 1150 + 250 * t / 0.07
    phase = 2 * np.pi * np.cumsum(hz) / rate
    return _fade_tail(0.55 * np.sin(phase) * _envelope(t, 0.004, 0.018), rate, 0.005)


def _error(rate: int, variant: int) -> np.ndarray:
    # Two short low buzzes: a square-ish wave (odd harmonics) at 110 Hz.
    total = 0.32
    out = np.zeros(int(rate * total))
    for start in (0.0, 0.15):
        t = _time(rate, 0.13)
        phase = 2 * np.pi * 110 * t
        buzz = sum(np.sin(k * phase) / k for k in (1, 3, 5, 7, 9))
        gate = np.clip(t / 0.005, 0, 1) * np.clip((0.13 - t) / 0.02, 0, 1)
        _place_at(out, buzz * gate, int(rate * start))
    return out


def _thinking(rate: int, variant: int) -> np.ndarray:
    # Two tiny high bells, used while an AI seat searches.
    out = np.zeros(int(rate * 0.45))
    _place_at(out, _bell(rate, pentatonic_hz(12), 0.3, 0.08), 0)
    _place_at(out, _bell(rate, pentatonic_hz(14), 0.3, 0.08), int(rate * 0.12))
    return _fade_tail(out, rate)


def _draw(rate: int, variant: int) -> np.ndarray:
    # A neutral ending: two bells a fifth apart, neither rising nor falling.
    out = np.zeros(int(rate * 1.3))
    _place_at(out, _bell(rate, pentatonic_hz(3), 1.1, 0.4), 0)
    _place_at(out, _bell(rate, pentatonic_hz(3), 1.1, 0.4), int(rate * 0.18))
    _place_at(out, 0.8 * _bell(rate, pentatonic_hz(0), 1.1, 0.4), int(rate * 0.18))
    return _fade_tail(out, rate, 0.05)


_SYNTHS: dict[str, Callable[[int, int], np.ndarray]] = {
    "place": _place,
    "step": _step,
    "tame": _tame,
    "refill": _refill,
    "win": _win,
    "lose": _lose,
    "draw": _draw,
    "click": _click,
    "focus": _focus,
    "error": _error,
    "thinking": _thinking,
}

SOUND_NAMES: tuple[str, ...] = tuple(_SYNTHS)
"""Every effect name `Audio.play` accepts."""

# Relative loudness: frequent interface sounds sit well under the game's own events.
_LEVELS = {"focus": 0.35, "click": 0.5, "step": 0.6, "thinking": 0.4, "error": 0.6}


def synthesize(name: str, rate: int = DEFAULT_RATE, variant: int = 0) -> np.ndarray:
    """One effect as a mono int16 array at `rate` Hz; KeyError for an unknown name."""
    signal = _SYNTHS[name](rate, variant)
    return _to_int16(signal, PEAK * _LEVELS.get(name, 1.0))


_FIRST = ("focus", "click", "error")  # what the title screen plays: built first in the background
SOUND_KEYS: tuple[tuple[str, int], ...] = tuple(
    [(name, 0) for name in _FIRST]
    + [
        (name, variant)
        for name in SOUND_NAMES
        if name not in _FIRST
        for variant in range(STEP_VARIANTS if name == "step" else 1)
    ]
)
"""Every (name, variant) of the sound bank, in the order the background thread builds them."""


def synthesize_all(rate: int = DEFAULT_RATE) -> dict[tuple[str, int], np.ndarray]:
    """Every effect (and every step pitch), keyed by (name, variant)."""
    return {(name, variant): synthesize(name, rate, variant) for name, variant in SOUND_KEYS}


# --- music ---------------------------------------------------------------------------------

MUSIC_BPM = 84
# Degrees of the pentatonic scale, one per eighth note; None is a rest. Eight bars that wander
# and come home, so the loop can repeat for a whole game without announcing its seam.
_MELODY = (
    (5, None, 7, None, 8, 7, 5, None),
    (4, None, 5, 7, 5, None, 4, 2),
    (3, None, 4, None, 5, 4, 3, None),
    (2, None, 1, 2, 3, None, None, None),
    (5, None, 7, 8, 10, None, 9, 8),
    (7, None, 8, 7, 5, None, 4, None),
    (3, 4, 5, None, 4, 3, 2, None),
    (1, None, 2, None, 0, None, None, None),
)
_BASS = (0, -3, -2, 0, 0, -3, -4, 0)  # one root per bar, two octaves below the melody


def synthesize_music(rate: int = DEFAULT_RATE) -> np.ndarray:
    """The seamless background loop as a mono int16 array (tails wrap round to the start).

    The notes are built at a quarter of `rate` (the loop's highest partial is under 5 kHz) and
    then interpolated up, which keeps start-up synthesis well under a tenth of a second.
    """
    eighth = 60.0 / MUSIC_BPM / 2
    loop_seconds = eighth * 8 * len(_MELODY)
    low_rate = max(rate // 4, 8000)
    total = int(round(low_rate * loop_seconds))
    track = np.zeros(total)
    notes: dict[tuple[int, float], np.ndarray] = {}

    def add(key: tuple[int, float], level: float, start_eighths: int) -> None:
        degree, base = key
        if key not in notes:
            # Low notes ring longer than the melody; every pitch is built once and reused.
            seconds, decay = (1.4, 0.42) if base == _BASE_HZ else (2.6, 0.9)
            notes[key] = _pluck(low_rate, pentatonic_hz(degree, base), seconds, decay)
        sound = level * notes[key]
        start = int(low_rate * eighth * start_eighths)
        end = start + len(sound)
        if end <= total:
            track[start:end] += sound
        else:
            # Wrap the tail of a note round the loop point so the seam is inaudible.
            head = total - start
            track[start:] += sound[:head]
            track[: end - total] += sound[head:]

    for bar, melody in enumerate(_MELODY):
        for index, degree in enumerate(melody):
            if degree is not None:
                add((degree, _BASE_HZ), 0.5, bar * 8 + index)
        root = _BASS[bar]
        add((root, _BASE_HZ / 4), 0.55, bar * 8)
        add((root + 3, _BASE_HZ / 4), 0.25, bar * 8 + 4)
    # A quiet drone on the tonic holds the loop together; its period divides the loop exactly.
    t = np.arange(total) / low_rate
    drone_hz = round(_BASE_HZ / 4 * loop_seconds) / loop_seconds
    swell = 0.8 + 0.2 * np.sin(2 * np.pi * t / loop_seconds)
    track += 0.12 * np.sin(2 * np.pi * drone_hz * t) * swell
    # Interpolate up to the mixer rate, treating the loop as periodic so the seam stays smooth.
    full = int(round(rate * loop_seconds))
    positions = np.arange(full) * (total / full)
    upsampled = np.interp(positions, np.arange(total + 1), np.append(track, track[0]))
    return _to_int16(upsampled, 0.6)

"""How loud a sound is, and bringing every sound to its target loudness without clipping.

The measure is a simple LUFS-like one: the signal is weighted the way LUFS weights it (a
high-pass near 60 Hz, since low rumble sounds quieter than its energy, and a shelf rising to
+4 dB above about 2 kHz, where the ear is most sensitive), its power is taken over sliding 50 ms windows,
and the windows within 20 dB of the loudest one (the sound's *active part*, not its silent tail)
are averaged. Results are in dB with LUFS's offset: a full-scale 1 kHz sine measures about
-3 dB, as it does in LUFS.

A 50 ms window also models, roughly, that the ear sums a very short sound over about that long:
a 20 ms click measured this way has to be a little hotter to count as loud as a held tone.
"""

from __future__ import annotations

import numpy as np

from .tones import filtered

Array = np.ndarray

WINDOW_S = 0.05
"""The loudness window (seconds)."""

GATE_DB = 20.0
"""Windows more than this far under the loudest one are not part of the active sound."""

CEILING = 0.89
"""No sample may exceed this fraction of full scale (-1 dBFS): headroom, never clipping."""

_SHELF_GAIN = 10 ** (4.0 / 20.0)
_OFFSET_DB = -0.691  # LUFS's own constant


def weighting(freqs: Array) -> Array:
    """The LUFS-like frequency weighting (gain per frequency in Hz)."""
    ratio = (freqs / 60.0) ** 2
    high_pass = ratio / np.sqrt(1.0 + ratio**2)
    lift = (freqs / 2000.0) ** 2
    shelf = 1.0 + (_SHELF_GAIN - 1.0) * lift / (1.0 + lift)
    return high_pass * shelf


def window_powers(signal: Array, rate: int) -> Array:
    """Weighted mean power of each 50 ms window (hop 12.5 ms); a shorter sound is one window
    padded with silence."""
    weighted = filtered(signal, rate, weighting)
    width = max(int(rate * WINDOW_S), 1)
    energy = np.concatenate(([0.0], np.cumsum(weighted**2)))
    if len(weighted) <= width:
        return np.array([energy[-1] / width])
    hop = max(width // 4, 1)
    starts = np.arange(0, len(weighted) - width + 1, hop)
    return (energy[starts + width] - energy[starts]) / width


def loudness_db(signal: Array, rate: int) -> float:
    """The loudness of `signal` (floats, full scale 1.0) over its active part, in dB."""
    if len(signal) == 0:
        return -120.0
    powers = window_powers(np.asarray(signal, dtype=np.float64), rate)
    top = float(np.max(powers))
    if top <= 1e-12:
        return -120.0
    active = powers[powers >= top * 10 ** (-GATE_DB / 10.0)]
    return float(10.0 * np.log10(np.mean(active)) + _OFFSET_DB)


def int16_loudness_db(samples: Array, rate: int) -> float:
    """`loudness_db` of an int16 array."""
    return loudness_db(samples.astype(np.float64) / 32767.0, rate)


def soft_limit(signal: Array, ceiling: float = CEILING, knee: float = 0.75) -> Array:
    """Leave everything under `knee * ceiling` alone and bend what is above smoothly so that no
    sample passes `ceiling` (tames the few transients of a crack or a click)."""
    start = knee * ceiling
    room = ceiling - start
    size = np.abs(signal)
    over = size > start
    if not np.any(over):
        return signal
    out = signal.copy()
    out[over] = np.sign(signal[over]) * (start + room * np.tanh((size[over] - start) / room))
    return out


def normalise(signal: Array, rate: int, target_db: float, ceiling: float = CEILING) -> Array:
    """`signal` scaled to measure `target_db`, its peaks softly limited under `ceiling`.

    Limiting takes a little loudness away, so a limited sound is measured again and corrected
    (twice is plenty: the limiter only ever touches a few transients). Should a sound still peak
    too high it is scaled down: never clipping wins over loudness, and the tests catch a sound
    left too quiet.
    """
    out = np.asarray(signal, dtype=np.float64)
    for _round in range(3):
        level = loudness_db(out, rate)
        if level <= -120.0 or abs(level - target_db) < 0.05:
            break
        scaled = out * 10 ** ((target_db - level) / 20.0)
        out = soft_limit(scaled, ceiling)
        if out is scaled:
            break  # nothing was limited: the level is exact
    top = float(np.max(np.abs(out))) if len(out) else 0.0
    if top > ceiling:
        out = out * (ceiling / top)
    return out


def to_int16(signal: Array) -> Array:
    """Floats in -1..1 to int16 samples (rounded, never wrapping)."""
    return np.clip(np.round(signal * 32767.0), -32767, 32767).astype(np.int16)

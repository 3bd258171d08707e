"""The building blocks every sound is made of: time axes, envelopes, struck and plucked tones,
shaped noise and a few filters. Pure numpy, float64 arrays at a given sample rate.

Noise is always seeded, so every run (and every test) synthesises bit-identical sounds. Filters
work in the frequency domain (one FFT per sound, or per short frame for sweeps): numpy has no
IIR filters and a Python loop per sample would cost far too much start-up time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

Array = np.ndarray
Synth = Callable[[int, int], Array]
"""An effect's recipe: (rate, variant) -> raw float samples."""

# A major pentatonic scale (degrees 1 2 3 5 6) gives the shared sounds their flavour.
PENTATONIC = (0, 2, 4, 7, 9)
BASE_HZ = 293.66  # D4


def scale_hz(degree: int, base_hz: float = BASE_HZ, scale: Sequence[int] = PENTATONIC) -> float:
    """Frequency of `degree` of `scale` above `base_hz` (degree len(scale) is one octave up)."""
    octave, step = divmod(degree, len(scale))
    return base_hz * 2.0 ** (octave + scale[step] / 12.0)


def pentatonic_hz(degree: int, base_hz: float = BASE_HZ) -> float:
    """Frequency of pentatonic scale `degree` above `base_hz` (degree 5 is one octave up)."""
    return scale_hz(degree, base_hz, PENTATONIC)


# --- time and envelopes ----------------------------------------------------------------------


def time_axis(rate: int, seconds: float) -> Array:
    """Sample times in seconds for a sound `seconds` long."""
    return np.arange(int(rate * seconds), dtype=np.float64) / rate


def envelope(t: Array, attack: float, decay: float) -> Array:
    """A fast linear attack then an exponential decay with time constant `decay`."""
    attack = max(attack, 1e-4)
    rise = np.clip(t / attack, 0.0, 1.0)
    return rise * np.exp(-np.maximum(t - attack, 0.0) / decay)


def swell(t: Array, attack: float, release: float) -> Array:
    """Rise over `attack`, hold, fall over the last `release` seconds (smooth, raised-cosine)."""
    total = float(t[-1]) if len(t) else 0.0
    rise = np.clip(t / max(attack, 1e-4), 0.0, 1.0)
    fall = np.clip((total - t) / max(release, 1e-4), 0.0, 1.0)
    return (0.5 - 0.5 * np.cos(np.pi * rise)) * (0.5 - 0.5 * np.cos(np.pi * fall))


def hump(t: Array, peak: float, width: float) -> Array:
    """A smooth bump centred on `peak` seconds, about `width` seconds wide (a gaussian)."""
    return np.exp(-0.5 * ((t - peak) / max(width, 1e-4)) ** 2)


def fade_tail(signal: Array, rate: int, seconds: float = 0.01) -> Array:
    """Ramp the last few milliseconds to zero so no sound ends with a click."""
    count = min(len(signal), int(rate * seconds))
    if count > 1:
        signal[-count:] *= np.linspace(1.0, 0.0, count)
    return signal


def ended(signal: Array, rate: int) -> Array:
    """A building block cut at its length, faded out over its last 30 ms (a tenth of it when it
    is short) so that whatever is left of its decay does not stop with a click."""
    return fade_tail(signal, rate, min(0.03, 0.1 * len(signal) / rate))


# --- tones -----------------------------------------------------------------------------------


def modes(
    rate: int, hz: float, seconds: float, partials: Sequence[tuple[float, float, float]]
) -> Array:
    """A struck object: partials (frequency ratio, level, decay seconds) each dying on its own.

    Wood has a few low, quickly damped modes; metal many inharmonic, long-ringing ones.
    """
    t = time_axis(rate, seconds)
    out = np.zeros_like(t)
    nyquist = rate / 2
    for ratio, level, decay in partials:
        if hz * ratio < nyquist * 0.95:
            # Only as long as it is audible (80 dB down): short high partials cost little.
            part = t[: int(rate * (0.0015 + 9.2 * decay))]
            tone = np.sin(2 * np.pi * hz * ratio * part) * envelope(part, 0.0015, decay)
            out[: len(part)] += level * tone
    return ended(out, rate)


def bell(rate: int, hz: float, seconds: float, decay: float) -> Array:
    """A struck-metal tone: inharmonic partials that die away faster the higher they are."""
    return modes(
        rate,
        hz,
        seconds,
        [
            (ratio, level, decay / ratio**0.6)
            for ratio, level in ((1.0, 1.0), (2.76, 0.45), (5.40, 0.22), (8.93, 0.1))
        ],
    )


def chime(rate: int, hz: float, seconds: float, decay: float) -> Array:
    """A glassy, nearly harmonic chime (a gem, a celesta): pure and bright, little clang."""
    return modes(
        rate,
        hz,
        seconds,
        [(1.0, 1.0, decay), (2.0, 0.35, decay * 0.5), (3.01, 0.12, decay * 0.3)]
        + [(4.17, 0.05, decay * 0.15)],
    )


def pluck(rate: int, hz: float, seconds: float, decay: float) -> Array:
    """A plucked-string tone (guzheng-like): harmonic partials, upper ones fading first."""
    t = time_axis(rate, seconds)
    out = np.zeros_like(t)
    for harmonic, level in ((1, 1.0), (2, 0.5), (3, 0.28), (4, 0.12), (5, 0.06)):
        if hz * harmonic < rate * 0.45:
            env = envelope(t, 0.004, decay / harmonic**0.7)
            out += level * np.sin(2 * np.pi * hz * harmonic * t) * env
    return ended(out, rate)


def brass(rate: int, hz: float, seconds: float, decay: float) -> Array:
    """Many harmonics with a soft attack and a little vibrato: a horn."""
    t = time_axis(rate, seconds)
    phase = 2 * np.pi * hz * t + 0.015 * hz / 5.5 * np.sin(2 * np.pi * 5.5 * t) * (t > 0.15)
    out = np.zeros_like(t)
    for harmonic in range(1, 7):
        if hz * harmonic < rate * 0.45:
            out += np.sin(harmonic * phase) / harmonic**1.3
    return ended(out * envelope(t, 0.02, decay), rate)


def glide_phase(hz: Array, rate: int) -> Array:
    """The phase of a tone whose frequency follows `hz` sample by sample."""
    return 2 * np.pi * np.cumsum(hz) / rate


def harmonics(phase: Array, levels: Sequence[float]) -> Array:
    """Sum of sin(k * phase) weighted by `levels` (k = 1, 2, ...)."""
    out = np.zeros_like(phase)
    for index, level in enumerate(levels, start=1):
        if level:
            out += level * np.sin(index * phase)
    return out


# --- noise and filters -----------------------------------------------------------------------


def noise(rate: int, seconds: float, seed: int) -> Array:
    """White noise in -1..1, `seconds` long, the same for the same seed."""
    return np.random.default_rng(seed).uniform(-1.0, 1.0, int(rate * seconds))


def band_gain(freqs: Array, low: float, high: float, slope: float = 0.35) -> Array:
    """A soft band-pass response: 1 between `low` and `high` Hz, rolling off gently (in octaves)
    outside; `slope` is roughly the width of the roll-off in octaves."""
    octaves = np.log2(np.maximum(freqs, 1.0))
    below = np.clip((octaves - np.log2(max(low, 1.0))) / slope, -60, 0)
    above = np.clip((np.log2(max(high, 1.0)) - octaves) / slope, -60, 0)
    return np.exp(-0.5 * (below**2 + above**2))


def fast_length(count: int) -> int:
    """The smallest length >= `count` whose only prime factors are 2, 3 and 5: an FFT of such a
    length is several times faster than one of a length with a large prime factor."""
    best = 1 << max(count - 1, 0).bit_length()
    threes = 1
    while threes < best:
        fives = threes
        while fives < best:
            size = fives
            while size < count:
                size *= 2
            best = min(best, size)
            fives *= 5
        threes *= 3
    return best


def filtered(signal: Array, rate: int, response: Callable[[Array], Array]) -> Array:
    """`signal` through a zero-phase filter whose gain at each frequency is `response(freqs)`."""
    size = fast_length(len(signal))
    spectrum = np.fft.rfft(signal, size)
    freqs = np.fft.rfftfreq(size, 1.0 / rate)
    return np.fft.irfft(spectrum * response(freqs), size)[: len(signal)]


def band_noise(rate: int, seconds: float, seed: int, low: float, high: float) -> Array:
    """Noise keeping only (roughly) `low`..`high` Hz, normalised to a peak of 1."""
    out = filtered(noise(rate, seconds, seed), rate, lambda f: band_gain(f, low, high))
    top = float(np.max(np.abs(out))) if len(out) else 0.0
    return out / top if top > 0 else out


def swept_noise(
    rate: int,
    seconds: float,
    seed: int,
    centre: Callable[[Array], Array],
    width_octaves: float = 0.7,
) -> Array:
    """Noise through a band that moves: `centre(t)` Hz at time t (a whoosh, a roar, a swirl).

    Built frame by frame (46 ms Hann frames, half overlapping): each frame's spectrum is random
    and shaped around that frame's centre, then the frames are overlap-added.
    """
    frame = 2048 if rate >= 32000 else 1024
    hop = frame // 2
    total = int(rate * seconds)
    count = total // hop + 2
    rng = np.random.default_rng(seed)
    bins = frame // 2 + 1
    spectra = rng.normal(size=(count, bins)) + 1j * rng.normal(size=(count, bins))
    freqs = np.fft.rfftfreq(frame, 1.0 / rate)
    centres = np.maximum(centre(np.arange(count) * hop / rate), 20.0)
    distance = np.log2(np.maximum(freqs[None, :], 1.0) / centres[:, None]) / width_octaves
    frames = np.fft.irfft(spectra * np.exp(-0.5 * distance**2), frame, axis=1)
    frames *= np.hanning(frame)[None, :]
    out = np.zeros((count + 1) * hop)
    for index in range(count):
        out[index * hop : index * hop + frame] += frames[index]
    out = out[hop : hop + total]
    top = float(np.max(np.abs(out))) if len(out) else 0.0
    return out / top if top > 0 else out


def lowpass(signal: Array, rate: int, cutoff: float) -> Array:
    """A gentle low-pass (second-order-like roll-off above `cutoff` Hz)."""
    return filtered(signal, rate, lambda f: 1.0 / (1.0 + (f / cutoff) ** 4) ** 0.5)


def smooth(signal: Array, width: int) -> Array:
    """A moving-average low-pass filter (width in samples)."""
    if width <= 1:
        return signal
    kernel = np.ones(width) / width
    return np.convolve(signal, kernel, mode="same")


def slow_wobble(rate: int, seconds: float, seed: int, hz: float) -> Array:
    """A random, smooth control signal around 0 (about -1..1) changing `hz` times a second:
    the roughness of a grind or a growl."""
    count = int(rate * seconds)
    knots = max(int(seconds * hz) + 2, 2)
    values = np.random.default_rng(seed).uniform(-1.0, 1.0, knots)
    return np.interp(np.linspace(0, knots - 1, count), np.arange(knots), values)


# --- assembling ------------------------------------------------------------------------------


def silence(rate: int, seconds: float) -> Array:
    """An empty track to place sounds on."""
    return np.zeros(int(rate * seconds))


def place_at(track: Array, sound: Array, start_seconds: float, rate: int) -> None:
    """Add `sound` into `track` starting at `start_seconds` (cut at the track's end)."""
    start = int(rate * start_seconds)
    end = min(len(track), start + len(sound))
    if end > start:
        track[start:end] += sound[: end - start]


def impact(rate: int, seconds: float, seed: int, low: float, high: float, decay: float) -> Array:
    """A burst of band-limited noise dying away with `decay`: a tap, a thud, a crack."""
    t = time_axis(rate, seconds)
    return ended(band_noise(rate, seconds, seed, low, high) * envelope(t, 0.0005, decay), rate)


def thump(rate: int, seconds: float, hz: float, drop: float, decay: float) -> Array:
    """A low body hit: a sine whose pitch falls by the factor `drop` as it dies (a drum, a thud)."""
    t = time_axis(rate, seconds)
    sweep = hz * (drop + (1 - drop) * np.exp(-t / 0.04))
    return ended(np.sin(glide_phase(sweep, rate)) * envelope(t, 0.002, decay), rate)

"""The Nine Sons of Dragon: dice on a wooden board, a bronze gong for a tamed son, cards sliding
in, and Chiwen's gulp. Wood and bronze, on the arcade's pentatonic scale."""

from __future__ import annotations

import numpy as np

from .tones import (
    Array,
    Synth,
    bell,
    ended,
    envelope,
    fade_tail,
    glide_phase,
    impact,
    modes,
    noise,
    pentatonic_hz,
    place_at,
    silence,
    smooth,
    swept_noise,
    thump,
    time_axis,
)

STEP_VARIANTS = 8
"""`play("step", i)` rises along the pentatonic scale for i = 0..7 (higher indices clamp)."""

# A hardwood board's few damped modes (ratios to 310 Hz, level, decay seconds).
_WOOD = ((1.0, 0.5, 0.045), (2.32, 1.0, 0.028), (6.2, 0.55, 0.012), (9.1, 0.2, 0.006))


def die(rate: int, variant: int) -> Array:
    """A die set down on the wooden board: a knock, then one small bounce."""
    out = silence(rate, 0.22)
    for start, level, seed in ((0.0, 1.0, 11), (0.065, 0.3, 12)):
        knock = modes(rate, 310, 0.15, _WOOD)
        knock += 0.8 * impact(rate, 0.15, seed, 1500, 6000, 0.003)
        place_at(out, level * knock, start, rate)
    return fade_tail(out, rate)


def step(rate: int, variant: int) -> Array:
    """One die sown: a woodblock tick whose pitch climbs one pentatonic degree per die."""
    degree = 5 + min(max(variant, 0), STEP_VARIANTS - 1)
    hz = pentatonic_hz(degree)
    t = time_axis(rate, 0.1)
    block = modes(rate, hz, 0.1, ((1.0, 1.0, 0.03), (2.0, 0.25, 0.015), (3.9, 0.12, 0.006)))
    tick = smooth(noise(rate, 0.1, 23), 2) * envelope(t, 0.0002, 0.003)
    return fade_tail(block + 0.5 * tick, rate)


def tame(rate: int, variant: int) -> Array:
    """A son tamed: a low bronze gong that blooms, under a rising chime of four bells."""
    total = 1.7
    out = silence(rate, total)
    t = time_axis(rate, total)
    # A gong's pitch rises a touch as it blooms; its wobble is two close partials beating.
    hz = 98 * (1 + 0.03 * (1 - np.exp(-t / 0.25)))
    phase = glide_phase(hz, rate)
    gong = np.sin(phase + 0.8 * np.sin(2 * np.pi * 3.1 * t)) + 0.5 * np.sin(2.02 * phase)
    gong += 0.3 * np.sin(2.76 * phase) * envelope(t, 0.05, 0.3)
    out += 0.7 * gong * envelope(t, 0.012, 0.6)
    out += 0.3 * impact(rate, total, 31, 200, 1200, 0.02)
    for index, degree in enumerate((5, 7, 9, 10)):
        chime = bell(rate, pentatonic_hz(degree), total - index * 0.11, 0.45)
        place_at(out, 0.5 * chime, 0.08 + index * 0.11, rate)
    return fade_tail(out, rate, 0.05)


def refill(rate: int, variant: int) -> Array:
    """A card sliding in: a swish that brightens then dulls as it swells and fades."""
    seconds = 0.32
    t = time_axis(rate, seconds)
    raw = noise(rate, seconds, 37)
    dull = smooth(raw, 24)
    bright = raw - smooth(raw, 6)
    mix = np.sin(np.pi * t / seconds)  # 0 -> 1 -> 0: brightest in the middle of the swish
    shaped = dull * (1 - mix) + bright * mix
    return fade_tail(shaped * np.sin(np.pi * np.clip(t / seconds, 0, 1)) ** 2, rate)


def swallow(rate: int, variant: int) -> Array:
    """Chiwen swallows a die: a wet gulp sliding down the throat, then a low thump inside."""
    total = 0.55
    out = silence(rate, total)
    t = time_axis(rate, 0.28)
    # The gulp: a throat resonance falling from 420 Hz to 140 Hz, with a bubbly wobble.
    hz = 140 + 280 * np.exp(-t / 0.07) + 25 * np.sin(2 * np.pi * 23 * t)
    gulp = np.sin(glide_phase(hz, rate)) * envelope(t, 0.01, 0.09)
    wet = swept_noise(rate, 0.28, 61, lambda s: 900 - 2200 * s, 0.5)
    gulp += 0.5 * wet * envelope(t, 0.005, 0.06)
    place_at(out, ended(gulp, rate), 0.0, rate)
    place_at(out, 0.8 * thump(rate, 0.25, 95, 0.6, 0.07), 0.2, rate)
    place_at(out, 0.2 * impact(rate, 0.05, 62, 200, 800, 0.01), 0.2, rate)
    return fade_tail(out, rate)


SOUNDS: dict[str, Synth] = {
    "die": die,
    "step": step,
    "tame": tame,
    "refill": refill,
    "swallow": swallow,
}
"""The Nine Sons of Dragon's sounds by name."""

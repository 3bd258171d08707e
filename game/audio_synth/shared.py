"""The sounds every screen and every game shares: the interface (click, focus, error, thinking),
a card or tile drawn, and the endings (win, lose, tie).

Each function takes (rate, variant) and returns raw float samples; `game.audio_synth` brings
them to their loudness. The interface sounds are short and high, the endings long and tonal, on
the arcade's own D major pentatonic scale.
"""

from __future__ import annotations

import numpy as np

from .tones import (
    BASE_HZ,
    Array,
    Synth,
    bell,
    brass,
    ended,
    envelope,
    fade_tail,
    glide_phase,
    impact,
    noise,
    pentatonic_hz,
    place_at,
    silence,
    smooth,
    swept_noise,
    time_axis,
)


def click(rate: int, variant: int) -> Array:
    """A crisp button tick: a very short 2.4 kHz ping over a noise tick."""
    t = time_axis(rate, 0.035)
    tone = np.sin(2 * np.pi * 2400 * t) * envelope(t, 0.0003, 0.006)
    tick = smooth(noise(rate, 0.035, 41), 2) * envelope(t, 0.0001, 0.002)
    return fade_tail(tone + 0.6 * tick, rate, 0.005)


def focus(rate: int, variant: int) -> Array:
    """A soft blip with a small upward glide; it plays on every hover, so it stays quiet."""
    t = time_axis(rate, 0.07)
    hz = 1150 + 250 * t / 0.07
    return fade_tail(np.sin(glide_phase(hz, rate)) * envelope(t, 0.004, 0.018), rate, 0.005)


def error(rate: int, variant: int) -> Array:
    """Two short low buzzes ("uh-uh"): a soft square-ish wave at 110 Hz, the second lower."""
    out = silence(rate, 0.34)
    for start, hz in ((0.0, 123.5), (0.16, 110.0)):
        t = time_axis(rate, 0.14)
        phase = 2 * np.pi * hz * t
        buzz = sum(np.sin(k * phase) / k**1.4 for k in (1, 3, 5, 7))
        gate = np.clip(t / 0.006, 0, 1) * np.clip((0.14 - t) / 0.03, 0, 1)
        place_at(out, buzz * gate, start, rate)
    return fade_tail(out, rate)


def thinking(rate: int, variant: int) -> Array:
    """Two tiny high bells, for an AI seat that is searching."""
    out = silence(rate, 0.45)
    place_at(out, bell(rate, pentatonic_hz(12), 0.3, 0.08), 0.0, rate)
    place_at(out, bell(rate, pentatonic_hz(14), 0.3, 0.08), 0.12, rate)
    return fade_tail(out, rate)


def draw(rate: int, variant: int) -> Array:
    """A card or tile drawn: a quick rising slide off the pile and a light tap in the hand."""
    seconds = 0.2
    t = time_axis(rate, seconds)
    slide = swept_noise(rate, seconds, 53, lambda s: 1800 + 9000 * s, 0.9)
    slide *= np.sin(np.pi * np.clip(t / 0.15, 0, 1)) ** 2
    tap = impact(rate, seconds, 54, 700, 3000, 0.008)
    out = 0.8 * slide
    place_at(out, 0.7 * tap, 0.14, rate)
    return fade_tail(out, rate)


def win(rate: int, variant: int) -> Array:
    """A bright fanfare: a quick pentatonic arpeggio up, then a held chord."""
    total = 1.9
    out = silence(rate, total)
    notes = (0, 2, 3, 4, 5)
    for index, degree in enumerate(notes):
        place_at(out, 0.5 * brass(rate, pentatonic_hz(degree), 0.35, 0.12), index * 0.1, rate)
    chord_start = len(notes) * 0.1 + 0.04
    for degree in (5, 7, 9):
        tone = brass(rate, pentatonic_hz(degree), total - chord_start, 0.5)
        place_at(out, 0.4 * tone, chord_start, rate)
    return fade_tail(out, rate, 0.06)


def lose(rate: int, variant: int) -> Array:
    """Falling tones: four soft notes stepping down, each sagging a little in pitch."""
    out = silence(rate, 1.6)
    for index, degree in enumerate((4, 2, 1, -1)):
        length = 0.45 if index < 3 else 0.85
        t = time_axis(rate, length)
        hz = pentatonic_hz(degree, BASE_HZ / 2)
        phase = glide_phase(hz * (1 - 0.04 * t / length), rate)
        tone = np.sin(phase) + 0.25 * np.sin(3 * phase) + 0.1 * np.sin(5 * phase)
        decay = 0.22 if index < 3 else 0.4
        place_at(out, ended(tone * envelope(t, 0.02, decay), rate), index * 0.3, rate)
    return fade_tail(out, rate, 0.05)


def tie(rate: int, variant: int) -> Array:
    """A drawn match, a neutral ending: two bells a fifth apart, neither rising nor falling."""
    out = silence(rate, 1.3)
    place_at(out, bell(rate, pentatonic_hz(3), 1.1, 0.4), 0.0, rate)
    place_at(out, bell(rate, pentatonic_hz(3), 1.1, 0.4), 0.18, rate)
    place_at(out, 0.8 * bell(rate, pentatonic_hz(0), 1.1, 0.4), 0.18, rate)
    return fade_tail(out, rate, 0.05)


SOUNDS: dict[str, Synth] = {
    "click": click,
    "focus": focus,
    "error": error,
    "thinking": thinking,
    "draw": draw,
    "win": win,
    "lose": lose,
    "tie": tie,
}
"""The shared sounds by name."""

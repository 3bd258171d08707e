"""Dragon Delta (过河拆桥): a river and its islets. Wooden stones and planks knock, hollow and
tuned to the theme's G, on stone and on water; things fall into the river with a splash and
bubbles; the step's cards riffle over together; a dragon swoops past; a plank is scraped away.

The family's own colour is water: a drop or a stone into water is a *plop*, a bubble ringing
at its size's pitch and rising as it closes (`_plop`), and a splash leaves a trail of them.
Wood here is hollow (a low body resonance under the knock), not the Nine Sons' hard board nor
Dragon Bridge's creaking planks.
"""

from __future__ import annotations

import numpy as np

from .tones import (
    Array,
    Synth,
    band_noise,
    ended,
    envelope,
    fade_tail,
    glide_phase,
    harmonics,
    hump,
    impact,
    modes,
    place_at,
    silence,
    slow_wobble,
    swell,
    swept_noise,
    thump,
    time_axis,
)

_G = 392.0  # G4: the theme's key; the pawn's tap and the stone's knock are tuned to it

# Hollow wood (a bamboo tube, a boat's plank): a strong fundamental and a few spread, quickly
# damped modes (ratio, level, decay seconds).
_HOLLOW = ((1.0, 1.0, 0.06), (2.06, 0.45, 0.03), (3.9, 0.25, 0.014), (6.3, 0.1, 0.006))


def _plop(rate: int, hz: float, decay: float, rise: float = 0.9) -> Array:
    """A bubble ringing as it forms or closes: a sine at `hz` whose pitch rises fast by the
    fraction `rise` (a drop into water rises most, a small bubble in a trail a little), dying
    away with `decay`."""
    seconds = min(0.02 + 7 * decay, 0.4)
    t = time_axis(rate, seconds)
    pitch = hz * (1 + rise * (1 - np.exp(-t / (2.5 * decay))))
    return ended(np.sin(glide_phase(pitch, rate)) * envelope(t, 0.002, decay), rate)


def _bubbles(
    rate: int, seconds: float, seed: int, count: int, low: float, high: float, spread: float
) -> Array:
    """`count` small bubbles rising after a fall: random pitches between `low` and `high` Hz,
    thinning out (exponential gaps of mean `spread` seconds), quieter as they go."""
    out = silence(rate, seconds)
    rng = np.random.default_rng(seed)
    start = 0.0
    for _index in range(count):
        start += float(rng.exponential(spread))
        if start > seconds - 0.05:
            break
        hz = float(rng.uniform(low, high))
        level = float(rng.uniform(0.35, 1.0)) * np.exp(-start / (seconds * 0.6))
        bubble = _plop(rate, hz, float(rng.uniform(0.012, 0.03)), float(rng.uniform(0.2, 0.45)))
        place_at(out, level * bubble, start, rate)
    return out


def _knock(rate: int, hz: float, seconds: float, seed: int, brightness: float) -> Array:
    """A hollow wooden knock at `hz`: its modes and a short noise contact (`brightness`)."""
    out = modes(rate, hz, seconds, _HOLLOW)
    return out + brightness * impact(rate, seconds, seed, hz * 2, hz * 12, 0.003)


def stone(rate: int, variant: int) -> Array:
    """A wooden stone dropped on an islet: a small knock, then the water beside it plops."""
    out = silence(rate, 0.42)
    place_at(out, 0.8 * _knock(rate, _G * 2, 0.15, 401, 0.6), 0.0, rate)
    place_at(out, 0.35 * thump(rate, 0.12, 180, 0.8, 0.025), 0.0, rate)
    place_at(out, 0.9 * _plop(rate, 520, 0.035), 0.045, rate)
    place_at(out, 0.3 * impact(rate, 0.12, 402, 500, 2500, 0.02), 0.045, rate)
    place_at(out, 0.35 * _bubbles(rate, 0.3, 403, 3, 900, 1600, 0.05), 0.09, rate)
    return fade_tail(out, rate, 0.03)


def plank(rate: int, variant: int) -> Array:
    """A plank swung down onto the stones: a short swish of air, a hollow wooden thunk, and
    its far end settling a moment after."""
    out = silence(rate, 0.55)
    t = time_axis(rate, 0.14)
    swing = swept_noise(rate, 0.14, 411, lambda s: 250 + 1400 * s / 0.14, 0.7) * (t / 0.14) ** 2
    place_at(out, 0.35 * swing, 0.0, rate)
    hit = 0.14
    place_at(out, _knock(rate, 150, 0.4, 412, 0.5), hit, rate)
    # The plank's hollow: a low body note ringing on after the contact.
    place_at(out, 0.8 * thump(rate, 0.35, 95, 0.9, 0.09), hit, rate)
    place_at(out, 0.4 * _knock(rate, 175, 0.2, 413, 0.3), hit + 0.075, rate)
    return fade_tail(out, rate, 0.04)


def splash(rate: int, variant: int) -> Array:
    """Something falls into the river: a splash that darkens as it settles, the water closing
    over it with a gloop, droplets falling back, and a trail of bubbles."""
    total = 1.0
    out = silence(rate, total)
    t = time_axis(rate, 0.45)
    spray = swept_noise(rate, 0.45, 421, lambda s: 2600 * np.exp(-s / 0.12) + 500, 1.1)
    place_at(out, ended(spray * envelope(t, 0.004, 0.09), rate), 0.0, rate)
    place_at(out, 0.5 * thump(rate, 0.2, 110, 0.7, 0.05), 0.0, rate)
    # The cavity closing: a low plop a little after the hit.
    place_at(out, 0.8 * _plop(rate, 240, 0.05, 0.7), 0.07, rate)
    place_at(out, 0.4 * _bubbles(rate, 0.35, 422, 6, 1800, 3200, 0.03), 0.1, rate)
    place_at(out, 0.7 * _bubbles(rate, 0.8, 423, 14, 450, 1200, 0.045), 0.16, rate)
    return fade_tail(out, rate, 0.05)


def flip(rate: int, variant: int) -> Array:
    """The step's cards turned over together: a quick papery riffle (a run of paper snaps
    closing up and fading) over a breath of air."""
    total = 0.34
    out = silence(rate, total)
    rng = np.random.default_rng(431)
    start = 0.0
    for index in range(9):
        snap = impact(rate, 0.04, 432 + index, 2200, 9000, float(rng.uniform(0.002, 0.004)))
        snap += 0.4 * impact(rate, 0.04, 442 + index, 500, 1600, 0.004)
        place_at(out, (1.0 - 0.06 * index) * snap, start, rate)
        start += 0.032 - 0.0018 * index + float(rng.uniform(-0.003, 0.003))
    t = time_axis(rate, total)
    air = swept_noise(rate, total, 451, lambda s: 4500 - 3000 * s / total, 0.8)
    place_at(out, 0.3 * air * hump(t, 0.12, 0.06), 0.0, rate)
    return fade_tail(out, rate, 0.03)


def dragon(rate: int, variant: int) -> Array:
    """A dragon swoops over a seat: a wing whoosh that comes and goes (its pitch rising as it
    nears, falling as it leaves), two wingbeats in it, and a short low growl as it passes."""
    total = 0.95
    t = time_axis(rate, total)
    peak = 0.42
    air = swept_noise(rate, total, 461, lambda s: 260 + 1100 * hump(s, peak, 0.16), 0.9)
    # Two downstrokes of the wings as it passes, each a swell with a lull after it.
    beats = 0.45 + 0.9 * (hump(t, 0.3, 0.045) + hump(t, 0.55, 0.045))
    whoosh = air * hump(t, peak, 0.18) * beats
    # The growl: a rough low voice whose pitch drops as the dragon passes (a small Doppler).
    hz = 72 * (1.06 - 0.12 * np.clip((t - 0.2) / 0.45, 0, 1))
    hz = hz * (1 + 0.03 * slow_wobble(rate, total, 462, 22))
    voice = harmonics(glide_phase(hz, rate), (1.0, 0.75, 0.55, 0.4, 0.25, 0.15))
    throat = swept_noise(rate, total, 463, lambda s: 320 + 0 * s, 0.5)
    rough = 1 + 0.7 * np.sin(2 * np.pi * 29 * t)
    growl = (0.55 * voice + 0.6 * throat) * rough * hump(t, 0.5, 0.13)
    return fade_tail(whoosh + 0.75 * growl, rate, 0.06)


def hop(rate: int, variant: int) -> Array:
    """A pawn steps onto a bridge or a village: a soft, muted wooden tap (a small hollow block
    on the theme's G), with barely any click."""
    out = silence(rate, 0.18)
    block = modes(rate, _G * 1.5, 0.16, ((1.0, 1.0, 0.028), (2.2, 0.3, 0.012), (4.4, 0.08, 0.005)))
    place_at(out, block, 0.0, rate)
    place_at(out, 0.45 * thump(rate, 0.12, 160, 0.85, 0.02), 0.0, rate)
    place_at(out, 0.25 * impact(rate, 0.05, 471, 400, 1800, 0.004), 0.0, rate)
    return fade_tail(out, rate, 0.03)


def take(rate: int, variant: int) -> Array:
    """A plank lifted away: it scrapes along the stone, then rises off it (air swept up and a
    soft hollow tone gliding up a fifth as it goes)."""
    total = 0.62
    out = silence(rate, total)
    scrape_s = 0.26
    t = time_axis(rate, scrape_s)
    grains = 0.55 + 0.45 * slow_wobble(rate, scrape_s, 481, 70)
    scrape = band_noise(rate, scrape_s, 482, 700, 3500) * grains * swell(t, 0.03, 0.08)
    place_at(out, 0.8 * scrape, 0.0, rate)
    rise_s = 0.42
    r = time_axis(rate, rise_s)
    air = swept_noise(rate, rise_s, 483, lambda s: 400 * 2.0 ** (3 * s / rise_s), 0.6)
    hz = 220 * 1.5 ** np.clip(r / 0.3, 0, 1)
    tone = harmonics(glide_phase(hz, rate), (1.0, 0.4, 0.15))
    place_at(out, (0.7 * air + 0.35 * tone) * swell(r, 0.1, 0.22), 0.18, rate)
    return fade_tail(out, rate, 0.04)


SOUNDS: dict[str, Synth] = {
    "delta-stone": stone,
    "delta-plank": plank,
    "delta-splash": splash,
    "delta-flip": flip,
    "delta-dragon": dragon,
    "delta-hop": hop,
    "delta-take": take,
}
"""Dragon Delta's sounds by name."""

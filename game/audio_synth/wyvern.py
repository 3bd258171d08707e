"""Wyvern: a card game of hidden dragons and gold. A card snaps over on the table (flip); coins
chink into the Gold Mine or out of it (coins); two dragons clash, a roar over a clang of scales
(clash); the loser goes up in flames (burn); a terrain springs, a rumble of earth and a
rushing gust (terrain); an interceptor swoops in on wings (swoop).

The family's own colour is metal: gold coins ring as small bright bells with a tinny chink on
top (`_coin`), where the other games knock wood or stone.
"""

from __future__ import annotations

import numpy as np

from .tones import (
    Array,
    Synth,
    band_noise,
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

# A small gold coin: bright, inharmonic, quickly dying partials (ratio, level, decay seconds).
_COIN = ((1.0, 1.0, 0.09), (2.76, 0.6, 0.05), (5.4, 0.35, 0.03), (8.9, 0.18, 0.015))


def _coin(rate: int, hz: float, seed: int) -> Array:
    """One coin: a tiny bell and the chink of metal on metal."""
    ring = modes(rate, hz, 0.3, _COIN)
    chink = impact(rate, 0.03, seed, 3000, 9000, 0.003)
    out = silence(rate, 0.3)
    place_at(out, 0.6 * ring, 0.0, rate)
    place_at(out, 0.5 * chink, 0.0, rate)
    return out


def coins(rate: int, variant: int) -> Array:
    """Gold changes hands: a short run of coins falling on a heap, each a little different."""
    total = 0.55
    out = silence(rate, total)
    rng = np.random.default_rng(601)
    start = 0.0
    for index in range(6):
        hz = float(rng.uniform(2300, 3300))
        place_at(out, (1.0 - 0.1 * index) * _coin(rate, hz, 602 + index), start, rate)
        start += float(rng.uniform(0.035, 0.07))
    return fade_tail(out, rate, 0.04)


def flip(rate: int, variant: int) -> Array:
    """A face-down card turned over: a papery snap and a soft slap on the table."""
    out = silence(rate, 0.2)
    place_at(out, 0.8 * impact(rate, 0.05, 611, 1800, 7000, 0.006), 0.0, rate)
    place_at(out, 0.5 * impact(rate, 0.08, 612, 300, 1400, 0.012), 0.045, rate)
    t = time_axis(rate, 0.12)
    air = swept_noise(rate, 0.12, 613, lambda s: 3000 + 6000 * s, 0.7)
    place_at(out, 0.25 * air * hump(t, 0.04, 0.03), 0.0, rate)
    return fade_tail(out, rate, 0.02)


def clash(rate: int, variant: int) -> Array:
    """Two dragons meet: a clang of scales, a heavy thud, and a short roar."""
    total = 0.9
    out = silence(rate, total)
    clang = modes(
        rate, 420, 0.6, ((1.0, 1.0, 0.12), (1.93, 0.7, 0.08), (3.1, 0.4, 0.05), (4.7, 0.2, 0.03))
    )
    place_at(out, 0.55 * clang, 0.0, rate)
    place_at(out, 0.8 * thump(rate, 0.35, 90, 0.6, 0.1), 0.0, rate)
    roar_s = 0.7
    t = time_axis(rate, roar_s)
    hz = 95 * (1 + 0.04 * slow_wobble(rate, roar_s, 621, 18))
    voice = harmonics(glide_phase(hz, rate), (1.0, 0.8, 0.6, 0.45, 0.3, 0.2))
    throat = band_noise(rate, roar_s, 622, 200, 1200)
    rough = 1 + 0.6 * np.sin(2 * np.pi * 31 * t)
    place_at(out, 0.45 * (0.6 * voice + 0.5 * throat) * rough * swell(t, 0.06, 0.3), 0.12, rate)
    return fade_tail(out, rate, 0.06)


def burn(rate: int, variant: int) -> Array:
    """The loser goes up in flames: a whoomp of catching fire and a crackle dying down."""
    total = 0.8
    out = silence(rate, total)
    t = time_axis(rate, total)
    roar = swept_noise(rate, total, 631, lambda s: 300 + 900 * np.exp(-s / 0.25), 0.9)
    place_at(out, 0.7 * roar * swell(t, 0.05, 0.5), 0.0, rate)
    rng = np.random.default_rng(632)
    for index in range(14):
        pop = impact(rate, 0.02, 633 + index, 1500, 6000, 0.002)
        place_at(out, float(rng.uniform(0.2, 0.5)) * pop, float(rng.uniform(0.05, 0.7)), rate)
    return fade_tail(out, rate, 0.08)


def terrain(rate: int, variant: int) -> Array:
    """A terrain springs on the attacker: a low rumble of earth and a rushing gust over it."""
    total = 0.85
    out = silence(rate, total)
    t = time_axis(rate, total)
    rumble = band_noise(rate, total, 641, 30, 180) * (0.6 + 0.4 * slow_wobble(rate, total, 642, 9))
    place_at(out, 0.9 * rumble * swell(t, 0.08, 0.5), 0.0, rate)
    gust = swept_noise(rate, total, 643, lambda s: 500 + 1800 * hump(s, 0.35, 0.2), 0.8)
    place_at(out, 0.45 * gust * hump(t, 0.35, 0.2), 0.0, rate)
    place_at(out, 0.6 * thump(rate, 0.3, 60, 0.7, 0.12), 0.05, rate)
    return fade_tail(out, rate, 0.06)


def swoop(rate: int, variant: int) -> Array:
    """An interceptor swoops in: a whoosh rising as it nears, two wingbeats in it."""
    total = 0.6
    t = time_axis(rate, total)
    air = swept_noise(rate, total, 651, lambda s: 300 + 1400 * hump(s, 0.35, 0.14), 0.9)
    beats = 0.5 + 0.8 * (hump(t, 0.22, 0.04) + hump(t, 0.42, 0.04))
    return fade_tail(air * hump(t, 0.35, 0.16) * beats, rate, 0.05)


SOUNDS: dict[str, Synth] = {
    "wyvern-flip": flip,
    "wyvern-coins": coins,
    "wyvern-clash": clash,
    "wyvern-burn": burn,
    "wyvern-terrain": terrain,
    "wyvern-swoop": swoop,
}
"""Wyvern's sounds by name."""

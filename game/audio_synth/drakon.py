"""Drakon: a lair of stone. Tiles grind into place, footsteps echo in the halls, coins clink,
winds gust and swirl, chambers crumble, and the Drakon growls. Stone is low, rough noise; the
halls add a short dark echo; coins are the only bright metal."""

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
    lowpass,
    modes,
    place_at,
    silence,
    slow_wobble,
    swell,
    swept_noise,
    thump,
    time_axis,
)

# A coin's ring: high, inharmonic, long-ringing partials (ratios to the lowest).
_COIN = ((1.0, 1.0, 0.18), (2.39, 0.7, 0.12), (3.95, 0.5, 0.08), (5.6, 0.3, 0.05))


def _in_hall(dry: Array, rate: int, seed: int, tail: float) -> Array:
    """`dry` as heard in a stone hall: three early echoes off the walls, each darker than the
    last, then a short diffuse tail, all well under the sound itself."""
    out = np.concatenate([dry, np.zeros(int(rate * tail))])
    for delay, level, cutoff in ((0.023, 0.35, 2500), (0.041, 0.25, 1800), (0.067, 0.16, 1200)):
        place_at(out, level * lowpass(dry, rate, cutoff), delay, rate)
    t = time_axis(rate, tail)
    diffuse = band_noise(rate, tail, seed, 150, 1400) * envelope(t, 0.02, tail / 5)
    place_at(out, 0.08 * diffuse, 0.03, rate)
    return out


def _grind(rate: int, seconds: float, seed: int, low: float, high: float) -> Array:
    """Stone on stone: band noise made rough by fast random swells (grains catching)."""
    t = time_axis(rate, seconds)
    grains = 0.65 + 0.35 * slow_wobble(rate, seconds, seed, 90)
    return band_noise(rate, seconds, seed + 1, low, high) * grains * swell(t, 0.05, 0.08)


def tile(rate: int, variant: int) -> Array:
    """A stone tile grinding into place, ending on a solid clack that the hall answers."""
    out = silence(rate, 0.5)
    place_at(out, 0.8 * _grind(rate, 0.34, 201, 250, 2200), 0.0, rate)
    clack = modes(rate, 240, 0.18, ((1.0, 1.0, 0.03), (2.7, 0.6, 0.015), (5.1, 0.3, 0.007)))
    clack += impact(rate, 0.18, 203, 800, 4000, 0.006)
    place_at(out, clack, 0.32, rate)
    return fade_tail(_in_hall(out, rate, 204, 0.15), rate)


def hero_step(rate: int, variant: int) -> Array:
    """A footstep in a stone hall: a hard heel click, the sole, and the walls answering."""
    pitch = 1.0 if variant % 2 == 0 else 0.88
    out = silence(rate, 0.12)
    place_at(out, impact(rate, 0.06, 211 + variant % 2, 1200 * pitch, 5000, 0.006), 0.0, rate)
    place_at(out, 0.7 * impact(rate, 0.1, 213, 90, 450, 0.02), 0.012, rate)
    return fade_tail(_in_hall(out, rate, 214, 0.28), rate)


def coin(rate: int, variant: int) -> Array:
    """Coins clinking: three small rings, each a little different, tumbling together."""
    out = silence(rate, 0.5)
    for index, (start, hz, level) in enumerate(
        ((0.0, 3100, 1.0), (0.055, 3480, 0.7), (0.1, 2870, 0.8))
    ):
        ring = modes(rate, hz, 0.4, _COIN)
        ring += 0.6 * impact(rate, 0.4, 221 + index, 4000, 10000, 0.002)
        place_at(out, level * ring, start, rate)
    return fade_tail(out, rate, 0.03)


def coin_lose(rate: int, variant: int) -> Array:
    """A coin taken away: one dull ring, swept off the table, falling in pitch."""
    out = silence(rate, 0.45)
    t = time_axis(rate, 0.4)
    hz = 2600 * (1 - 0.35 * t / 0.4)
    ring = np.sin(glide_phase(hz, rate)) + 0.5 * np.sin(glide_phase(hz * 2.39, rate))
    place_at(out, ended(0.8 * ring * envelope(t, 0.002, 0.09), rate), 0.0, rate)
    swipe = swept_noise(rate, 0.25, 231, lambda s: 3000 - 8000 * s, 0.6)
    place_at(out, 0.5 * swipe * hump(time_axis(rate, 0.25), 0.1, 0.05), 0.05, rate)
    return fade_tail(out, rate, 0.03)


def gust(rate: int, variant: int) -> Array:
    """A gust of wind through the lair: a whoosh that rises, peaks and falls away."""
    total = 0.95
    t = time_axis(rate, total)
    air = swept_noise(rate, total, 241, lambda s: 300 + 1500 * np.sin(np.pi * s / total), 0.9)
    return fade_tail(air * hump(t, 0.4, 0.18) * (1 + 0.25 * slow_wobble(rate, total, 242, 9)), rate)


def vortex(rate: int, variant: int) -> Array:
    """A vortex: air swirling faster and faster round a whistling eye, then let go."""
    total = 1.15
    t = time_axis(rate, total)
    spin = 3 + 9 * t / total  # swirls per second, speeding up
    centre_phase = glide_phase(spin, rate)
    air = swept_noise(
        rate, total, 251, lambda s: 900 + 600 * np.sin(2 * np.pi * (3 * s + 4 * s * s / total)), 0.5
    )
    air *= 1 + 0.6 * np.sin(centre_phase)
    whistle_hz = 500 + 500 * t / total + 60 * np.sin(centre_phase)
    whistle = np.sin(glide_phase(whistle_hz, rate))
    return fade_tail((air + 0.25 * whistle) * swell(t, 0.25, 0.35), rate, 0.05)


def rotate(rate: int, variant: int) -> Array:
    """Stone turning: a low heavy grind with the ratchet of the turn, locking with a thud."""
    out = silence(rate, 0.65)
    t = time_axis(rate, 0.45)
    grind = _grind(rate, 0.45, 261, 90, 700)
    ratchet = 0.55 + 0.45 * np.tanh(4 * np.sin(2 * np.pi * 9 * t))  # the stone catching as it turns
    place_at(out, grind * ratchet, 0.0, rate)
    place_at(out, 0.9 * thump(rate, 0.2, 110, 0.7, 0.04), 0.44, rate)
    place_at(out, 0.4 * impact(rate, 0.15, 263, 300, 1500, 0.02), 0.44, rate)
    return fade_tail(out, rate)


def crumble(rate: int, variant: int) -> Array:
    """A chamber destroyed: a deep crack, a rumble, and stones tumbling down, thinning out."""
    total = 1.3
    out = silence(rate, total)
    place_at(out, thump(rate, 0.5, 65, 0.5, 0.15), 0.0, rate)
    place_at(out, impact(rate, 0.3, 271, 200, 3000, 0.03), 0.0, rate)
    t = time_axis(rate, total)
    out += 0.5 * band_noise(rate, total, 272, 40, 300) * envelope(t, 0.03, 0.35)
    rng = np.random.default_rng(273)
    for index in range(28):
        start = 0.03 + float(rng.exponential(0.25))
        if start < total - 0.1:
            high = float(rng.uniform(800, 3500))
            stone = impact(rate, 0.09, 274 + index, high / 4, high, float(rng.uniform(0.005, 0.02)))
            place_at(out, float(rng.uniform(0.2, 0.6)) * stone, start, rate)
    return fade_tail(out, rate, 0.06)


def drakon(rate: int, variant: int) -> Array:
    """The Drakon moves: a short, rough growl from deep in the chest."""
    total = 0.7
    t = time_axis(rate, total)
    hz = 70 * (1 + 0.3 * hump(t, 0.25, 0.12)) * (1 + 0.03 * slow_wobble(rate, total, 281, 25))
    voice = harmonics(glide_phase(hz, rate), (1.0, 0.8, 0.6, 0.45, 0.3, 0.2))
    breath = swept_noise(rate, total, 282, lambda s: 250 + 250 * np.sin(np.pi * s / total), 0.6)
    rough = 1 + 0.8 * np.sin(2 * np.pi * 31 * t)
    return fade_tail((0.6 * voice + breath) * rough * swell(t, 0.06, 0.3), rate, 0.03)


SOUNDS: dict[str, Synth] = {
    "tile": tile,
    "hero-step": hero_step,
    "coin": coin,
    "coin-lose": coin_lose,
    "gust": gust,
    "vortex": vortex,
    "rotate": rotate,
    "crumble": crumble,
    "drakon": drakon,
}
"""Drakon's sounds by name."""

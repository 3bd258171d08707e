"""Dragon Bridge: cards snapped down, wizards' steps on the planks, magic (shimmers, gem chimes,
an item's sparkle), and the dragon itself: a roar with wingbeats, settling, striking. The magic
sits on glassy chimes in E; the dragon is noise shaped into a throat and wings."""

from __future__ import annotations

import numpy as np

from .tones import (
    Array,
    Synth,
    brass,
    chime,
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

_GEM_HZ = 1318.5  # E6: the gems' chime


def card(rate: int, variant: int) -> Array:
    """A card snapped down: a sharp crack of air and paper, and the table's soft knock."""
    out = silence(rate, 0.16)
    place_at(out, impact(rate, 0.05, 71, 2500, 9000, 0.004), 0.0, rate)
    place_at(out, 0.7 * impact(rate, 0.14, 72, 250, 900, 0.02), 0.002, rate)
    return fade_tail(out, rate)


def walk(rate: int, variant: int) -> Array:
    """A wizard's step on the bridge's planks: heel, then sole, with a short wooden ring."""
    pitch = 1.0 if variant % 2 == 0 else 0.9  # left and right feet differ a little
    out = silence(rate, 0.2)
    place_at(out, impact(rate, 0.1, 81 + variant % 2, 120, 600, 0.022), 0.0, rate)
    plank = modes(rate, 190 * pitch, 0.15, ((1.0, 1.0, 0.05), (2.6, 0.4, 0.02)))
    place_at(out, 0.6 * plank, 0.0, rate)
    place_at(out, 0.5 * impact(rate, 0.06, 83, 500, 2500, 0.012), 0.045, rate)
    return fade_tail(out, rate)


def teleport(rate: int, variant: int) -> Array:
    """A shimmer: a cloud of high glassy partials rising, trembling, then fading away."""
    total = 0.75
    t = time_axis(rate, total)
    rng = np.random.default_rng(91)
    out = np.zeros_like(t)
    for base in rng.uniform(1600, 3400, 9):
        hz = base * (1 + 0.6 * t / total)
        out += np.sin(glide_phase(hz, rate) + rng.uniform(0, 2 * np.pi))
    out *= 1 + 0.6 * np.sin(2 * np.pi * 14 * t)  # the tremble
    air = swept_noise(rate, total, 92, lambda s: 3000 + 4000 * s / total, 0.5)
    return fade_tail((0.25 * out + 0.6 * air) * swell(t, 0.15, 0.45), rate)


def bump(rate: int, variant: int) -> Array:
    """A thud and a shove: bodies meet low and heavy, then one slides a step away."""
    out = silence(rate, 0.38)
    place_at(out, thump(rate, 0.25, 120, 0.55, 0.06), 0.0, rate)
    place_at(out, 0.6 * impact(rate, 0.1, 101, 150, 900, 0.02), 0.0, rate)
    t = time_axis(rate, 0.22)
    shove = swept_noise(rate, 0.22, 102, lambda s: 500 + 1500 * s, 0.6) * hump(t, 0.1, 0.05)
    place_at(out, 0.5 * shove, 0.1, rate)
    return fade_tail(out, rate)


def gem(rate: int, variant: int) -> Array:
    """A gem readied: a bright crystal chime answered a fifth higher."""
    out = silence(rate, 0.9)
    place_at(out, chime(rate, _GEM_HZ, 0.8, 0.35), 0.0, rate)
    place_at(out, 0.7 * chime(rate, _GEM_HZ * 1.5, 0.8, 0.3), 0.07, rate)
    return fade_tail(out, rate, 0.05)


def gem_spend(rate: int, variant: int) -> Array:
    """A gem spent: the same crystal, an octave lower, falling a fifth."""
    out = silence(rate, 0.9)
    place_at(out, chime(rate, _GEM_HZ / 2 * 1.5, 0.8, 0.3), 0.0, rate)
    place_at(out, 0.9 * chime(rate, _GEM_HZ / 2, 0.8, 0.35), 0.09, rate)
    return fade_tail(out, rate, 0.05)


def item(rate: int, variant: int) -> Array:
    """A magic item gained: three chimes leaping up (E, B, E) and a sparkle that lingers."""
    out = silence(rate, 1.0)
    for index, ratio in enumerate((1.0, 1.5, 2.0)):
        place_at(out, 0.7 * chime(rate, _GEM_HZ / 2 * ratio, 0.85, 0.3), index * 0.075, rate)
    t = time_axis(rate, 0.8)
    sparkle = swept_noise(rate, 0.8, 111, lambda s: 6500 + 0 * s, 0.4)
    sparkle *= envelope(t, 0.05, 0.25) * (0.6 + 0.4 * np.sin(2 * np.pi * 19 * t))
    place_at(out, 0.35 * sparkle, 0.15, rate)
    return fade_tail(out, rate, 0.05)


def hack(rate: int, variant: int) -> Array:
    """A bridge hack placed: two hammer knocks on timber and an iron clamp ringing."""
    out = silence(rate, 0.5)
    iron = ((1.0, 1.0, 0.12), (1.59, 0.6, 0.09), (2.14, 0.4, 0.06), (2.65, 0.25, 0.04))
    for start, level in ((0.0, 0.7), (0.12, 1.0)):
        place_at(out, level * impact(rate, 0.12, 121, 200, 1500, 0.018), start, rate)
        place_at(out, level * 0.5 * modes(rate, 620, 0.35, iron), start, rate)
    return fade_tail(out, rate, 0.03)


def flight(rate: int, variant: int) -> Array:
    """The dragon takes flight: a rough roar from the throat, then three great wingbeats."""
    total = 1.9
    out = silence(rate, total)
    t = time_axis(rate, 0.95)
    # The roar: noise through a throat formant that opens and closes, beaten by a rough growl.
    throat = swept_noise(rate, 0.95, 131, lambda s: 380 + 320 * np.sin(np.pi * s / 0.95), 0.55)
    rough = 1 + 0.7 * np.sin(2 * np.pi * (26 + 6 * slow_wobble(rate, 0.95, 132, 8)) * t)
    voice_hz = (
        85 * (1 + 0.25 * np.sin(np.pi * t / 0.95)) * (1 + 0.02 * slow_wobble(rate, 0.95, 133, 20))
    )
    voice = harmonics(glide_phase(voice_hz, rate), (1.0, 0.7, 0.5, 0.35, 0.2))
    roar = (throat * rough + 0.35 * voice) * swell(t, 0.12, 0.35)
    place_at(out, roar, 0.0, rate)
    # The wings: low whooshes, each a downstroke that swells and cuts off.
    for index, start in enumerate((0.8, 1.15, 1.5)):
        w = time_axis(rate, 0.36)
        beat = swept_noise(rate, 0.36, 134 + index, lambda s: 160 + 500 * s, 0.8)
        place_at(out, 0.9 * beat * hump(w, 0.17, 0.06), start, rate)
    return fade_tail(out, rate, 0.05)


def roost(rate: int, variant: int) -> Array:
    """The dragon settles: a last wing fold, a heavy landing and a long, low contented rumble."""
    total = 1.1
    out = silence(rate, total)
    w = time_axis(rate, 0.3)
    fold = swept_noise(rate, 0.3, 141, lambda s: 300 - 400 * s, 0.8) * hump(w, 0.12, 0.05)
    place_at(out, 0.7 * fold, 0.0, rate)
    place_at(out, thump(rate, 0.4, 70, 0.6, 0.1), 0.22, rate)
    t = time_axis(rate, 0.8)
    rumble = swept_noise(rate, 0.8, 142, lambda s: 220 - 90 * s, 0.5)
    rumble *= (1 + 0.5 * np.sin(2 * np.pi * 18 * t)) * swell(t, 0.15, 0.45)
    place_at(out, 0.6 * rumble, 0.3, rate)
    return fade_tail(out, rate, 0.05)


def pounce(rate: int, variant: int) -> Array:
    """The dragon strikes: a rushing swoop, a crushing hit and a snap of jaws."""
    total = 0.7
    out = silence(rate, total)
    t = time_axis(rate, 0.28)
    rush = swept_noise(rate, 0.28, 151, lambda s: 300 + 5000 * (s / 0.28) ** 2, 0.7)
    place_at(out, 0.8 * rush * (t / 0.28) ** 2, 0.0, rate)
    place_at(out, thump(rate, 0.4, 85, 0.5, 0.09), 0.27, rate)
    place_at(out, impact(rate, 0.3, 152, 300, 3500, 0.05), 0.27, rate)
    place_at(out, 0.6 * impact(rate, 0.05, 153, 2000, 7000, 0.006), 0.38, rate)
    return fade_tail(out, rate, 0.03)


def escape(rate: int, variant: int) -> Array:
    """A wizard escapes: a short, bright fanfare sting (three quick notes up, a ringing top)."""
    total = 1.0
    out = silence(rate, total)
    for index, hz in enumerate((440.0, 554.37, 659.25)):
        place_at(out, 0.5 * brass(rate, hz, 0.25, 0.1), index * 0.08, rate)
    for hz in (880.0, 1108.73):
        place_at(out, 0.4 * brass(rate, hz, total - 0.26, 0.35), 0.26, rate)
    place_at(out, 0.25 * chime(rate, 1760.0, 0.7, 0.3), 0.26, rate)
    return fade_tail(out, rate, 0.05)


SOUNDS: dict[str, Synth] = {
    "card": card,
    "walk": walk,
    "teleport": teleport,
    "bump": bump,
    "gem": gem,
    "gem-spend": gem_spend,
    "item": item,
    "hack": hack,
    "flight": flight,
    "roost": roost,
    "pounce": pounce,
    "escape": escape,
}
"""Dragon Bridge's sounds by name."""

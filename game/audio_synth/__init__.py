"""Pure numpy synthesis of Dragon Arcade's sound effects and music themes.

Every sound is named after what happens in the game ("coin", "flight", "tile"), one module per
family: `shared` (menus, endings), `nine_sons`, `dragon_bridge`, `drakon`, `dragon_delta`;
`music` renders the `themes`, one per game (named after its slug) and the title's. A new game
adds its family module and its theme here; a board names its sounds through
`BoardView.sound(name)`.

Every effect is brought to the same loudness (`levels`: a LUFS-like measure over its active
part), so a click and an error buzz sit level; a few interface sounds that repeat all the time
sit a stated step lower (`TRIMS_DB`). Nothing clips: peaks stay under `levels.CEILING`.

All functions return mono int16 arrays and touch neither pygame nor the disk, so tests can
inspect them directly; game.audio turns them into mixer sounds.
"""

from __future__ import annotations

import numpy as np

from . import dragon_bridge, dragon_delta, drakon, nine_sons, shared, wyvern
from .levels import CEILING, int16_loudness_db, normalise, to_int16
from .music import MUSIC_TARGET_DB, render_theme
from .themes import THEMES
from .tones import Synth, pentatonic_hz

DEFAULT_RATE = 44100
STEP_VARIANTS = nine_sons.STEP_VARIANTS

PEAK = CEILING
"""No effect or theme sample goes past this fraction of full scale."""

EFFECT_TARGET_DB = -18.0
"""The loudness every effect is brought to (before its trim), in the measure of `levels`."""

LOUDNESS_WINDOW_DB = 1.0
"""Every sound measures within this many dB of its target (effects and themes alike)."""

TRIMS_DB = {"focus": -6.0, "thinking": -5.0}
"""Effects deliberately quieter than the rest: the hover blip plays on every mouse move, and
the thinking bells may repeat through a long AI search."""

FAMILIES: dict[str, dict[str, Synth]] = {
    "shared": shared.SOUNDS,
    "nine-sons": nine_sons.SOUNDS,
    "dragon-bridge": dragon_bridge.SOUNDS,
    "drakon": drakon.SOUNDS,
    "dragon-delta": dragon_delta.SOUNDS,
    "wyvern": wyvern.SOUNDS,
}
"""Every effect by family (the shared ones, then one family per game)."""

_SYNTHS: dict[str, Synth] = {
    name: synth for family in FAMILIES.values() for name, synth in family.items()
}

SOUND_NAMES: tuple[str, ...] = tuple(_SYNTHS)
"""Every effect name `Audio.play` accepts."""

VARIANTS = {"step": STEP_VARIANTS, "walk": 2, "hero-step": 2}
"""Effects with several versions: the sowing step rises in pitch (the index clamps); the
footsteps alternate left and right (the index wraps)."""

THEME_NAMES: tuple[str, ...] = tuple(THEMES)
"""Every music theme `Audio.play_music` accepts."""

MUSIC_BPM = THEMES["title"].bpm


def variant_of(name: str, variant: int) -> int:
    """The stored version of `name` that `play(name, variant)` means."""
    count = VARIANTS.get(name, 1)
    if count == 1:
        return 0
    if name == "step":
        return min(max(variant, 0), count - 1)
    return variant % count


def target_db(name: str) -> float:
    """The loudness effect `name` is brought to."""
    return EFFECT_TARGET_DB + TRIMS_DB.get(name, 0.0)


def synthesize(name: str, rate: int = DEFAULT_RATE, variant: int = 0) -> np.ndarray:
    """One effect as a mono int16 array at `rate` Hz; KeyError for an unknown name."""
    raw = _SYNTHS[name](rate, variant_of(name, variant))
    return to_int16(normalise(raw, rate, target_db(name)))


_FIRST = ("focus", "click", "error")  # what the title screen plays: built first in the background
SOUND_KEYS: tuple[tuple[str, int], ...] = tuple(
    [(name, 0) for name in _FIRST]
    + [
        (name, variant)
        for name in SOUND_NAMES
        if name not in _FIRST
        for variant in range(VARIANTS.get(name, 1))
    ]
)
"""Every (name, variant) of the sound bank, in the order the background thread builds them."""


def synthesize_all(rate: int = DEFAULT_RATE) -> dict[tuple[str, int], np.ndarray]:
    """Every effect (and every variant), keyed by (name, variant)."""
    return {(name, variant): synthesize(name, rate, variant) for name, variant in SOUND_KEYS}


def synthesize_music(theme: str = "title", rate: int = DEFAULT_RATE) -> np.ndarray:
    """Music theme `theme` as a seamless mono int16 loop; KeyError for an unknown theme."""
    return render_theme(THEMES[theme], rate)


__all__ = [
    "DEFAULT_RATE",
    "EFFECT_TARGET_DB",
    "FAMILIES",
    "LOUDNESS_WINDOW_DB",
    "MUSIC_BPM",
    "MUSIC_TARGET_DB",
    "PEAK",
    "SOUND_KEYS",
    "SOUND_NAMES",
    "STEP_VARIANTS",
    "THEME_NAMES",
    "TRIMS_DB",
    "VARIANTS",
    "int16_loudness_db",
    "pentatonic_hz",
    "synthesize",
    "synthesize_all",
    "synthesize_music",
    "target_db",
    "variant_of",
]

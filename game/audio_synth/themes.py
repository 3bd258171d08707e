"""The six music themes: the title's and one per game, each with its own scale, tempo and
instruments (the notation is explained in `music`).

- title: the arcade's lobby. D major pentatonic, 84 bpm, a guzheng melody over a plucked bass
  and a quiet drone: calm, welcoming, home.
- nine-sons: a Chinese court in miniature. E minor pentatonic (the yu mode), 96 bpm, a bamboo
  flute over a low zither, woodblocks and a small barrel drum: lively and wooden.
- dragon-bridge: wizards crossing a bridge. D dorian in a lilting 6/8, a celesta melody over a
  pizzicato bass, tambourine and shaker: playful, a little magical.
- drakon: deep in the dragon's lair. A phrygian dominant, a slow 72 bpm, a dark reed over a held
  organ bass and a deep drum like a heartbeat: ominous, stone-cold.
- dragon-delta: a river delta (过河拆桥). G zhi-mode pentatonic, 80 bpm, a ringing guqin-like
  melody over a guzheng rippling in sixteenths like flowing water, a plucked bass and a soft
  drum and shaker: calm, but always moving.
- wyvern: two dragon-keepers at a war table. D natural minor (aeolian), a marching 104 bpm, an
  organ melody over a soft held flute and a pizzicato bass walking in fifths, a deep drum with a
  tambourine on the off-beats: a small army setting out, with gold in its pockets.
"""

from __future__ import annotations

from .music import Theme, Voice
from .tones import BASE_HZ, PENTATONIC

YU_MODE = (0, 3, 5, 7, 10)
DORIAN = (0, 2, 3, 5, 7, 9, 10)
PHRYGIAN_DOMINANT = (0, 1, 4, 5, 7, 8, 10)
ZHI_MODE = (0, 2, 5, 7, 9)  # sol la do re mi: the bright, open mode of many Chinese folk tunes
AEOLIAN = (0, 2, 3, 5, 7, 8, 10)  # natural minor: the old ballad and march colour

TITLE = Theme(
    name="title",
    bpm=84,
    steps_per_beat=2,
    beats_per_bar=4,
    scale=PENTATONIC,
    voices=(
        Voice(
            (
                "5 . 7 . 8 7 5 .",
                "4 . 5 7 5 . 4 2",
                "3 . 4 . 5 4 3 .",
                "2 . 1 2 3 . . .",
                "5 . 7 8 10 . 9 8",
                "7 . 8 7 5 . 4 .",
                "3 4 5 . 4 3 2 .",
                "1 . 2 . 0 . . .",
            ),
            BASE_HZ,
            "pluck",
            0.5,
        ),
        Voice(
            (
                "0 . . . 3~ . . .",
                "-3 . . . 0~ . . .",
                "-2 . . . 1~ . . .",
                "0 . . . 3~ . . .",
                "0 . . . 3~ . . .",
                "-3 . . . 0~ . . .",
                "-4 . . . -1~ . . .",
                "0 . . . 3~ . . .",
            ),
            BASE_HZ / 4,
            "low-pluck",
            0.55,
        ),
    ),
    drone_hz=BASE_HZ / 4,
    drone=(0,),
    drone_level=0.12,
)

NINE_SONS = Theme(
    name="nine-sons",
    bpm=96,
    steps_per_beat=2,
    beats_per_bar=4,
    scale=YU_MODE,
    voices=(
        Voice(
            (
                "5 - - 4 3 - 2 -",
                "3 - 4 5 4 - - -",
                "2 - 3 - 4 3 2 1",
                "2 - - - . . 1 2",
                "3 - 5 - 6 5 4 -",
                "5 - 4 3 4 - - -",
                "3 - 2 1 2 - 1 0",
                "0 - - - . . . .",
            ),
            329.63,  # E4
            "flute",
            0.45,
        ),
        Voice(
            (
                "0 . . . 2~ . . .",
                "-1 . . . 1~ . . .",
                "-3 . . . 0~ . . .",
                "-2 . . . 1~ . . .",
                "0 . . . 2~ . . .",
                "-1 . . . 1~ . . .",
                "-3 . . . -2~ . . .",
                "0 . . . 0~ . 2~ .",
            ),
            329.63 / 4,
            "low-pluck",
            0.5,
        ),
    ),
    drums=("D . w . D w w .",) * 7 + ("D . w w D w D D",),
    drum_level=0.35,
)

DRAGON_BRIDGE = Theme(
    name="dragon-bridge",
    bpm=60,
    steps_per_beat=3,
    beats_per_bar=2,
    scale=DORIAN,
    voices=(
        Voice(
            (
                "4 - 3 2 - 1",
                "0 - 1 2 - 4",
                "5 - 4 3 - 5",
                "4 - - - . 3",
                "7 - 6 5 - 4",
                "3 - 4 5 - 3",
                "1 - 2 3 - 1",
                "0 - - - . .",
            ),
            587.33,  # D5
            "celesta",
            0.5,
        ),
        Voice(
            (
                "0 . . 4~ . .",
                "0 . . 4~ . 2~",
                "3 . . 7~ . .",
                "4 . . 1~ . .",
                "-1 . . 3~ . .",
                "3 . . 0~ . .",
                "1 . . 4~ . .",
                "0 . . 4~ . -3~",
            ),
            587.33 / 8,
            "pizzicato",
            0.6,
        ),
    ),
    drums=("t . h t . h",),
    drum_level=0.3,
    drone_hz=587.33 / 4,
    drone=(0, 4),
    drone_level=0.05,
)

DRAKON = Theme(
    name="drakon",
    bpm=72,
    steps_per_beat=2,
    beats_per_bar=4,
    scale=PHRYGIAN_DOMINANT,
    voices=(
        Voice(
            (
                "4 - - - 5 - 4 -",
                "3 - 2 - 1 - - -",
                "2 - 3 - 4 - 5 -",
                "4 - - - - - . .",
                "7 - - 6 5 - 4 -",
                "5 - 4 3 2 - - -",
                "1 - 2 - 1 - 0 -",
                "0 - - - - - . .",
            ),
            220.0,  # A3
            "reed",
            0.45,
        ),
        Voice(
            (
                "0 - - - - - - -",
                "1 - - - - - - -",
                "0 - - - - - - -",
                "-3 - - - - - - -",
                "-2 - - - - - - -",
                "1 - - - - - - -",
                "-3 - - - - - - -",
                "0 - - - - - - -",
            ),
            110.0,  # A2
            "organ",
            0.35,
        ),
    ),
    drums=("K . . . . k . .", "K . . . . k . .", "K . . . . k . .", "K . . . K . k k"),
    drum_level=0.6,
    drone_hz=55.0,
    drone=(0,),
    drone_level=0.1,
)

_G3 = 196.0


def _ripple(low: int) -> str:
    """A bar of the river: sixteenths running up and down a pentatonic shape from `low`, the
    first of each beat leaning a little harder."""
    shape = [low, low + 2, low + 3, low + 5, low + 3, low + 2, low, low + 2]
    shape += [low + 3, low + 5, low + 6, low + 5, low + 3, low + 2, low + 3, low + 2]
    return " ".join(
        str(degree) if step % 4 == 0 else f"{degree}~" for step, degree in enumerate(shape)
    )


DRAGON_DELTA = Theme(
    name="dragon-delta",
    bpm=80,
    steps_per_beat=4,
    beats_per_bar=4,
    scale=ZHI_MODE,
    voices=(
        Voice(
            (
                "5 - - - 6 - 8 - 9 - - - 8 - 7 -",
                "8 - - - 6 - 5 - 6 - - - . . . .",
                "7 - - - 8 - 9 - 10 - - - 9 - 8 -",
                "8 - - - - - - - . . 7 - 8 - 9 -",
                "10 - - - 11 - 10 - 9 - - - 8 - 9 -",
                "10 - - - 9 - 8 - 7 - - - 6 - - -",
                "5 - 6 - 7 - - - 8 - 7 - 6 - 3 -",
                "5 - - - - - - - . . . . . . . .",
            ),
            _G3,
            "low-pluck",
            0.5,
        ),
        Voice(
            tuple(_ripple(low) for low in (0, -2, -3, -2, 0, -3, -4, 0)),
            _G3,
            "pluck",
            0.26,
        ),
        Voice(
            (
                "0 . . . . . . . 3~ . . . . . . .",
                "-2 . . . . . . . 1~ . . . . . . .",
                "-3 . . . . . . . 0~ . . . . . . .",
                "-2 . . . . . . . 1~ . . . 3~ . . .",
                "0 . . . . . . . 3~ . . . . . . .",
                "-3 . . . . . . . 0~ . . . . . . .",
                "-4 . . . . . . . -2~ . . . . . . .",
                "0 . . . . . . . 3~ . . . 0~ . . .",
            ),
            _G3 / 2,
            "pizzicato",
            0.55,
        ),
    ),
    drums=("K . . . h . . h k . . . h . h .",) * 7 + ("K . . . h . . h k . . h k . h .",),
    drum_level=0.6,
    drone_hz=_G3 / 2,
    drone=(0, 3),
    drone_level=0.05,
)

_D3 = 146.83

WYVERN = Theme(
    name="wyvern",
    bpm=104,
    steps_per_beat=2,
    beats_per_bar=4,
    scale=AEOLIAN,
    voices=(
        Voice(
            (
                "0 . 2 3 4 - 3 2",
                "4 - 5 4 3 - . .",
                "2 . 3 4 5 - 4 3",
                "4 - - - . . . .",
                "7 . 6 5 4 - 5 6",
                "7 - 5 . 4 - 3 .",
                "2 . 3 . 1 - 0 1",
                "0 - - - . . . .",
            ),
            _D3 * 2,
            "organ",
            0.45,
        ),
        Voice(
            (
                "0 - - - - - - -",
                "3 - - - - - - -",
                "-2 - - - - - - -",
                "-3 - - - 1 - - -",
                "2 - - - - - - -",
                "0 - - - - - - -",
                "-2 - - - 1 - - -",
                "0 - - - - - - -",
            ),
            _D3,
            "flute",
            0.15,
        ),
        Voice(
            (
                "0 . 4~ . 0 . 4~ .",
                "3 . 7~ . 3 . 7~ .",
                "-2 . 2~ . -2 . 2~ .",
                "-3 . 1~ . 1 . 4~ .",
                "2 . 6~ . 2 . 6~ .",
                "0 . 4~ . 0 . 4~ .",
                "-2 . 2~ . 1 . 4~ .",
                "0 . 4~ . 0 . . .",
            ),
            _D3 / 2,
            "pizzicato",
            0.5,
        ),
    ),
    drums=("K . t . k . t .",) * 7 + ("K . t . K k K .",),
    drum_level=0.55,
    drone_hz=_D3 / 2,
    drone=(0, 4),
    drone_level=0.04,
)

THEMES = {
    theme.name: theme for theme in (TITLE, NINE_SONS, DRAGON_BRIDGE, DRAKON, DRAGON_DELTA, WYVERN)
}
"""Every music theme by name (what `Audio.play_music` accepts)."""

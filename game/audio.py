"""Sound effects and a gentle music loop, synthesised with numpy at start-up.

Nothing is loaded from disk: every effect is built once by game.audio_synth and cached as a
`pygame.mixer.Sound`. The mixer is optional. If it cannot start (no audio device, a broken
driver) `Audio.enabled` is False and every method is a silent no-op, so the game never crashes
for want of sound.

Synthesis takes a noticeable part of a second, so the app asks for `Audio(deferred=True)` and
calls `start_background()` once its first frame is on screen: a daemon thread then builds the
effects the title screen needs first, the rest, and the music last (numpy does the heavy work
with the GIL released, so frames keep coming). An effect asked for before it exists is skipped
(silent once), and music asked for early starts as soon as the loop is ready.

The synthesis names are re-exported here so `game.audio.synthesize` and friends keep working.
"""

from __future__ import annotations

import logging
import threading

import numpy as np
import pygame

from game.audio_synth import (
    DEFAULT_RATE,
    MUSIC_BPM,
    PEAK,
    SOUND_KEYS,
    SOUND_NAMES,
    STEP_VARIANTS,
    pentatonic_hz,
    synthesize,
    synthesize_all,
    synthesize_music,
)

__all__ = [
    "DEFAULT_RATE",
    "MUSIC_BPM",
    "PEAK",
    "SOUND_KEYS",
    "SOUND_NAMES",
    "STEP_VARIANTS",
    "Audio",
    "pentatonic_hz",
    "synthesize",
    "synthesize_all",
    "synthesize_music",
]

log = logging.getLogger(__name__)


class Audio:
    """Cached synthesised sounds and the music loop; a silent no-op when there is no mixer.

    `enabled` tells whether sound is actually playing. Volumes are 0..1. With `deferred=True`
    only the mixer starts here; the sounds are built by `start_background()` in a thread.
    """

    def __init__(
        self, sfx_volume: float = 0.8, music_volume: float = 0.5, deferred: bool = False
    ) -> None:
        self.enabled = False
        self.sfx_volume = _unit(sfx_volume)
        self.music_volume = _unit(music_volume)
        self._sounds: dict[tuple[str, int], pygame.mixer.Sound] = {}
        self._music: pygame.mixer.Sound | None = None
        self._music_channel: pygame.mixer.Channel | None = None
        self._channels = 1
        self._rate = DEFAULT_RATE
        # Guards the sound bank and the music wish against the synthesis thread.
        self._lock = threading.RLock()
        self._want_music = False
        self._closing = False
        self._synth_thread: threading.Thread | None = None
        try:
            self._start_mixer(build_sounds=not deferred)
        except Exception as error:  # noqa: BLE001 - any mixer failure must mean silence
            log.warning("audio disabled: %s", error)
            self._disable()

    def _disable(self) -> None:
        with self._lock:
            self.enabled = False
            self._sounds.clear()
            self._music = None

    def _start_mixer(self, build_sounds: bool) -> None:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=DEFAULT_RATE, size=-16, channels=2, buffer=512)
        spec = pygame.mixer.get_init()
        if not spec:
            raise RuntimeError("the mixer did not start")
        rate, size, channels = spec
        if size != -16:
            # Our arrays are signed 16-bit; any other sample format would sound wrong.
            raise RuntimeError(f"unsupported mixer sample format {size}")
        self._rate, self._channels = rate, channels
        pygame.mixer.set_num_channels(16)
        pygame.mixer.set_reserved(1)  # channel 0 belongs to the music loop
        self._music_channel = pygame.mixer.Channel(0)
        if build_sounds:
            for key, samples in synthesize_all(rate).items():
                self._sounds[key] = self._make_sound(samples)
            self._music = self._make_sound(synthesize_music(rate))
        self.enabled = True
        self.set_volumes(self.sfx_volume, self.music_volume)
        log.info("audio mixer ready: %d Hz, %d channel(s)", rate, channels)

    def _make_sound(self, mono: np.ndarray) -> pygame.mixer.Sound:
        if self._channels == 1:
            return pygame.sndarray.make_sound(mono)
        frames = np.repeat(mono[:, None], self._channels, axis=1)
        return pygame.sndarray.make_sound(np.ascontiguousarray(frames))

    # --- background synthesis ---------------------------------------------------------------

    def start_background(self) -> None:
        """Build the missing sounds and the music in a daemon thread (once; no-op when silent)."""
        with self._lock:
            if not self.enabled or self._closing or self._synth_thread is not None:
                return
            if self.ready:
                return  # built already (not deferred)
            self._synth_thread = threading.Thread(
                target=self._synthesise_missing, name="audio-synthesis", daemon=True
            )
            self._synth_thread.start()

    @property
    def ready(self) -> bool:
        """True once every effect and the music exist (always False when silent)."""
        with self._lock:
            return self.enabled and self._music is not None and len(self._sounds) == len(SOUND_KEYS)

    def _synthesise_missing(self) -> None:
        try:
            for key in SOUND_KEYS:
                if self._closing:
                    return
                if key in self._sounds:
                    continue
                sound = self._make_sound(synthesize(key[0], self._rate, key[1]))
                with self._lock:
                    if self._closing or not self.enabled:
                        return
                    sound.set_volume(self.sfx_volume)
                    self._sounds[key] = sound
            music = self._make_sound(synthesize_music(self._rate))
            with self._lock:
                if self._closing or not self.enabled:
                    return
                self._music = music
                wanted = self._want_music
            if wanted:
                self.start_music()
            log.info("audio: %d sounds and the music loop ready", len(self._sounds))
        except Exception as error:  # noqa: BLE001 - a failed synthesis means silence, not a crash
            if not self._closing:
                log.warning("audio disabled: %s", error)
                self._disable()

    def close(self) -> None:
        """Stop building sounds (the daemon thread ends at its next step; nothing waits)."""
        with self._lock:
            self._closing = True

    # --- playing ----------------------------------------------------------------------------

    def play(self, name: str, variant: int = 0) -> None:
        """Play effect `name` (see SOUND_NAMES); `variant` picks e.g. the step pitch.

        A sound still being synthesised (the first moments after start-up) is skipped.
        """
        if not self.enabled or self.sfx_volume <= 0:
            return
        if name == "step":
            variant = min(max(variant, 0), STEP_VARIANTS - 1)
        else:
            variant = 0
        sound = self._sounds.get((name, variant))
        if sound is None:
            log.debug("sound %r not available (unknown or not built yet)", name)
            return
        try:
            sound.play()
        except pygame.error as error:
            log.debug("could not play %r: %s", name, error)

    def set_volumes(self, sfx: float, music: float) -> None:
        """Set effect and music volume (each 0..1)."""
        with self._lock:
            self.sfx_volume = _unit(sfx)
            self.music_volume = _unit(music)
            if not self.enabled:
                return
            for sound in self._sounds.values():
                sound.set_volume(self.sfx_volume)
            if self._music_channel is not None:
                self._music_channel.set_volume(self.music_volume)

    def start_music(self) -> None:
        """Start the background loop (no-op if it already plays or sound is off).

        Asked for before the loop is synthesised, it starts as soon as the loop is ready.
        """
        with self._lock:
            self._want_music = True
            if not self.enabled or self._music is None or self._music_channel is None:
                return
            if self._music_channel.get_busy():
                return
            try:
                self._music_channel.play(self._music, loops=-1, fade_ms=1500)
                self._music_channel.set_volume(self.music_volume)
            except pygame.error as error:
                log.debug("could not start music: %s", error)

    def stop_music(self) -> None:
        """Fade the background loop out."""
        with self._lock:
            self._want_music = False
            if not self.enabled or self._music_channel is None:
                return
            try:
                self._music_channel.fadeout(600)
            except pygame.error as error:
                log.debug("could not stop music: %s", error)

    @property
    def music_playing(self) -> bool:
        """True while the music loop is on its channel."""
        return bool(self.enabled and self._music_channel and self._music_channel.get_busy())


def _unit(value: float) -> float:
    try:
        return min(max(float(value), 0.0), 1.0)
    except (TypeError, ValueError):
        return 0.0

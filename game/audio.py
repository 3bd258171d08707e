"""Sound effects and music themes, synthesised with numpy at start-up.

Nothing is loaded from disk: every effect and theme is built once by game.audio_synth and cached
as a `pygame.mixer.Sound`. The mixer is optional. If it cannot start (no audio device, a broken
driver) `Audio.enabled` is False and every method is a silent no-op, so the game never crashes
for want of sound.

Synthesis takes a noticeable part of a second, so the app asks for `Audio(deferred=True)` and
calls `start_background()` once its first frame is on screen: a daemon thread then builds the
effects the title screen needs first, the theme asked for, the other effects, and the other
themes last (numpy does the heavy work with the GIL released, so frames keep coming). An effect
asked for before it exists is skipped (silently), and a theme asked for early starts as soon as
it is ready.

Music plays on two reserved channels so that one theme can fade out while the next fades in,
and it ducks under the effects: lower while an effect plays, back up after. A small thread sets
those levels (`MusicLevels` works them out); it sleeps while nothing changes.

The synthesis names are re-exported here so `game.audio.synthesize` and friends keep working.
"""

from __future__ import annotations

import logging
import threading
import time

import numpy as np
import pygame

from game.audio_synth import (
    DEFAULT_RATE,
    MUSIC_BPM,
    PEAK,
    SOUND_KEYS,
    SOUND_NAMES,
    STEP_VARIANTS,
    THEME_NAMES,
    pentatonic_hz,
    synthesize,
    synthesize_all,
    synthesize_music,
    variant_of,
)

__all__ = [
    "DEFAULT_RATE",
    "MUSIC_BPM",
    "PEAK",
    "SOUND_KEYS",
    "SOUND_NAMES",
    "STEP_VARIANTS",
    "THEME_NAMES",
    "Audio",
    "MusicLevels",
    "pentatonic_hz",
    "synthesize",
    "synthesize_all",
    "synthesize_music",
]

log = logging.getLogger(__name__)

FADE_IN_S = 1.5
"""A theme fades in over this long (and the one it replaces fades out at the same time)."""

FADE_OUT_S = 0.8
"""`stop_music` fades the theme out over this long."""

DUCK_GAIN = 0.4
"""Music level (about -8 dB) while a game's effect plays."""

LIGHT_DUCK_GAIN = 0.75
"""Music level (about -2.5 dB) under the small, frequent sounds: a hover or a click must not make
the music pump."""

LIGHT_SOUNDS = frozenset({"click", "focus", "thinking", "step", "walk", "hero-step"})

DUCK_ATTACK_S = 0.06
"""How fast the music dips when an effect starts."""

DUCK_RELEASE_S = 0.5
"""How slowly it comes back after the effect."""


class _Ramp:
    """A level moving in a straight line from where it was to `target` over `seconds`."""

    def __init__(self, value: float) -> None:
        self.start_value = value
        self.target = value
        self.started = 0.0
        self.seconds = 0.0

    def value(self, now: float) -> float:
        if self.seconds <= 0 or now >= self.started + self.seconds:
            return self.target
        done = max(now - self.started, 0.0) / self.seconds
        return self.start_value + (self.target - self.start_value) * done

    def go(self, target: float, seconds: float, now: float, start: float | None = None) -> None:
        self.start_value = self.value(now) if start is None else start
        self.target = target
        self.started = now
        self.seconds = seconds

    def moving(self, now: float) -> bool:
        return self.value(now) != self.target


class MusicLevels:
    """The two music channels' gains over time (pure: the time is passed in).

    Each channel has a fade (a theme coming in or going out) and both share the duck: when an
    effect starts the music dips to the effect's duck gain within DUCK_ATTACK_S, stays there
    while the effect sounds, and comes back over DUCK_RELEASE_S.
    """

    def __init__(self) -> None:
        self.fades = [_Ramp(0.0), _Ramp(0.0)]
        self.duck = _Ramp(1.0)
        self.duck_until = 0.0

    def fade(
        self, channel: int, target: float, seconds: float, now: float, start: float | None = None
    ) -> None:
        """Move channel `channel`'s fade to `target` (0..1) over `seconds`."""
        self.fades[channel].go(target, seconds, now, start)

    def effect(self, now: float, seconds: float, gain: float) -> None:
        """An effect `seconds` long starts now: duck the music to `gain` while it plays."""
        self.duck_until = max(self.duck_until, now + seconds)
        releasing = self.duck.target >= 1.0
        target = gain if releasing else min(gain, self.duck.target)
        if releasing or target < self.duck.value(now):
            self.duck.go(target, DUCK_ATTACK_S, now)

    def update(self, now: float) -> None:
        """Let the duck go once the last effect has ended."""
        if now >= self.duck_until and self.duck.target < 1.0:
            self.duck.go(1.0, DUCK_RELEASE_S, now)

    def gains(self, now: float) -> tuple[float, float]:
        """Each channel's gain now (fade times duck)."""
        duck = self.duck.value(now)
        return self.fades[0].value(now) * duck, self.fades[1].value(now) * duck

    def busy(self, now: float) -> bool:
        """Something is still moving (or an effect still holds the music down)."""
        return (
            self.duck.moving(now)
            or self.duck.target < 1.0
            or any(ramp.moving(now) for ramp in self.fades)
        )


class Audio:
    """Cached synthesised sounds and music themes; a silent no-op when there is no mixer.

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
        self._themes: dict[str, pygame.mixer.Sound] = {}
        self._music_channels: list[pygame.mixer.Channel] = []
        self._current: int | None = None  # the music channel of the theme now wanted
        self._playing_theme: str | None = None
        self._channels = 1
        self._rate = DEFAULT_RATE
        # Guards the sound bank, the music state and the levels against the two threads.
        self._lock = threading.RLock()
        self._wake = threading.Condition(self._lock)
        self._levels = MusicLevels()
        self._applied: list[float] = [-1.0, -1.0]
        self._level_thread: threading.Thread | None = None
        self._want_music = False
        self._wanted_theme = "title"
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
            self._themes.clear()
            self._wake.notify_all()

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
        pygame.mixer.set_reserved(2)  # channels 0 and 1 belong to the music (crossfades)
        self._music_channels = [pygame.mixer.Channel(0), pygame.mixer.Channel(1)]
        if build_sounds:
            for key, samples in synthesize_all(rate).items():
                self._sounds[key] = self._make_sound(samples)
            for theme in THEME_NAMES:
                self._themes[theme] = self._make_sound(synthesize_music(theme, rate))
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
        """Build the missing sounds and themes in a daemon thread (once; no-op when silent)."""
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
        """True once every effect and every theme exist (always False when silent)."""
        with self._lock:
            return (
                self.enabled
                and len(self._themes) == len(THEME_NAMES)
                and len(self._sounds) == len(SOUND_KEYS)
            )

    def _next_job(self) -> tuple[str, int] | str | None:
        """What to build next: the title's effects, the theme wanted, the rest, other themes."""
        with self._lock:
            for key in SOUND_KEYS[:3]:
                if key not in self._sounds:
                    return key
            if self._wanted_theme not in self._themes:
                return self._wanted_theme
            for key in SOUND_KEYS:
                if key not in self._sounds:
                    return key
            for theme in THEME_NAMES:
                if theme not in self._themes:
                    return theme
            return None

    def _synthesise_missing(self) -> None:
        try:
            while not self._closing:
                job = self._next_job()
                if job is None:
                    break
                if isinstance(job, tuple):
                    sound = self._make_sound(synthesize(job[0], self._rate, job[1]))
                else:
                    sound = self._make_sound(synthesize_music(job, self._rate))
                with self._lock:
                    if self._closing or not self.enabled:
                        return
                    if isinstance(job, tuple):
                        sound.set_volume(self.sfx_volume)
                        self._sounds[job] = sound
                        continue
                    self._themes[job] = sound
                    wanted = self._want_music and job == self._wanted_theme
                if wanted:
                    self.play_music(job)
            log.info("audio: %d sounds and %d themes ready", len(self._sounds), len(self._themes))
        except Exception as error:  # noqa: BLE001 - a failed synthesis means silence, not a crash
            if not self._closing:
                log.warning("audio disabled: %s", error)
                self._disable()

    def close(self) -> None:
        """Stop building sounds and setting levels (the threads end at their next step)."""
        with self._lock:
            self._closing = True
            self._wake.notify_all()

    # --- effects ----------------------------------------------------------------------------

    def play(self, name: str, variant: int = 0) -> None:
        """Play effect `name` (see SOUND_NAMES); `variant` picks e.g. the step pitch.

        An unknown name, or a sound still being synthesised (the first moments after start-up),
        is skipped. The music ducks under it.
        """
        if not self.enabled or self.sfx_volume <= 0:
            return
        sound = self._sounds.get((name, variant_of(name, variant)))
        if sound is None:
            log.debug("sound %r not available (unknown or not built yet)", name)
            return
        try:
            sound.play()
        except pygame.error as error:
            log.debug("could not play %r: %s", name, error)
            return
        if self._current is not None:
            with self._lock:
                gain = LIGHT_DUCK_GAIN if name in LIGHT_SOUNDS else DUCK_GAIN
                self._levels.effect(time.perf_counter(), sound.get_length(), gain)
                self._wake_levels()

    def set_volumes(self, sfx: float, music: float) -> None:
        """Set effect and music volume (each 0..1)."""
        with self._lock:
            self.sfx_volume = _unit(sfx)
            self.music_volume = _unit(music)
            if not self.enabled:
                return
            for sound in self._sounds.values():
                sound.set_volume(self.sfx_volume)
            self._apply_levels(time.perf_counter())

    # --- music ------------------------------------------------------------------------------

    def play_music(self, theme: str) -> None:
        """Play music theme `theme` (see THEME_NAMES), fading over from the one playing.

        The same theme already playing goes on undisturbed; an unknown theme is ignored; a
        theme not synthesised yet starts as soon as it is ready.
        """
        if theme not in THEME_NAMES:
            log.debug("no music theme %r", theme)
            return
        with self._lock:
            self._want_music = True
            self._wanted_theme = theme
            sound = self._themes.get(theme)
            if not self.enabled or sound is None or not self._music_channels:
                return
            now = time.perf_counter()
            current = self._current
            if (
                current is not None
                and self._playing_theme == theme
                and self._music_channels[current].get_busy()
            ):
                self._levels.fade(current, 1.0, FADE_IN_S, now)  # undo a fade-out under way
                self._wake_levels()
                return
            incoming = 0 if current is None else 1 - current
            if current is not None:
                self._levels.fade(current, 0.0, FADE_IN_S, now)
            channel = self._music_channels[incoming]
            try:
                channel.stop()
                channel.set_volume(0.0)
                channel.play(sound, loops=-1)
            except pygame.error as error:
                log.debug("could not start music: %s", error)
                return
            self._applied[incoming] = 0.0
            self._levels.fade(incoming, 1.0, FADE_IN_S, now, start=0.0)
            self._current, self._playing_theme = incoming, theme
            self._wake_levels()

    def start_music(self) -> None:
        """Start the theme last asked for (the title's at first); no-op if it already plays."""
        self.play_music(self._wanted_theme)

    def stop_music(self) -> None:
        """Fade the music out."""
        with self._lock:
            self._want_music = False
            if not self.enabled or self._current is None:
                return
            self._levels.fade(self._current, 0.0, FADE_OUT_S, time.perf_counter())
            self._current, self._playing_theme = None, None
            self._wake_levels()

    @property
    def music_playing(self) -> bool:
        """True while a theme is playing (not merely fading out)."""
        with self._lock:
            return bool(
                self.enabled
                and self._current is not None
                and self._music_channels[self._current].get_busy()
            )

    @property
    def theme(self) -> str | None:
        """The theme playing (or fading in) now, None when the music is off."""
        return self._playing_theme

    # --- levels -----------------------------------------------------------------------------

    def _wake_levels(self) -> None:
        """Make sure the level thread runs and sees the change (call with the lock held)."""
        if self._closing:
            return
        if self._level_thread is None:
            self._level_thread = threading.Thread(
                target=self._run_levels, name="audio-levels", daemon=True
            )
            self._level_thread.start()
        self._wake.notify_all()

    def _run_levels(self) -> None:
        """Follow the fades and the ducking (about 60 steps a second while anything moves)."""
        with self._lock:
            while not self._closing and self.enabled:
                now = time.perf_counter()
                self._levels.update(now)
                self._apply_levels(now)
                self._wake.wait(1 / 60 if self._levels.busy(now) else None)

    def _apply_levels(self, now: float) -> None:
        """Set each music channel's volume; stop a channel whose theme has faded out."""
        for index, gain in enumerate(self._levels.gains(now)):
            if index >= len(self._music_channels):
                break
            channel = self._music_channels[index]
            volume = self.music_volume * gain
            try:
                if gain <= 0.0 and index != self._current:
                    if self._applied[index] != 0.0 or channel.get_busy():
                        channel.stop()
                elif abs(volume - self._applied[index]) > 0.002:
                    channel.set_volume(volume)
                else:
                    continue
            except pygame.error as error:
                log.debug("music level: %s", error)
            self._applied[index] = volume


def _unit(value: float) -> float:
    try:
        return min(max(float(value), 0.0), 1.0)
    except (TypeError, ValueError):
        return 0.0

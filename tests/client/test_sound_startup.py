"""Start-up stays light with four times the sounds: nothing is synthesised before the first
frame, the title's sounds and theme come first, and the whole bank fits a time budget."""

from __future__ import annotations

import time
from functools import partial

import pygame
import pytest

from game import audio, audio_synth
from tests.cpu_speed import measure

BUDGET_UNITS = 350
"""Every effect and every theme at the mixer rate, in runs of `tests.cpu_speed.reference_work`
(CPU time of the building thread, beside a reference run before each sound, so a slow or busy
machine moves both alike). Measured on 2026-12-03: 186-223 units (1.1-1.6 CPU s that day,
quiet and with the other core busy), five games' sounds and themes. The budget was 1.0 CPU s
when the bank held three games' sounds (0.43 s then); CI's machine took 1.07 s for today's bank."""

TITLE_BUDGET_UNITS = 45
"""What the title plays (its three interface sounds and its theme), in the same units: 18-25
measured on 2026-12-03 (0.11-0.21 CPU s)."""


@pytest.fixture(autouse=True)
def _fresh_mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def least_units(runs: int, pieces: list) -> float:
    """The least cost of `pieces` in reference units over a few runs."""
    best = float("inf")
    for _run in range(runs):
        best = min(best, measure(pieces).units())
    return best


def test_the_whole_bank_fits_the_time_budget():
    rate = audio_synth.DEFAULT_RATE
    pieces = [
        partial(audio_synth.synthesize, name, rate, variant)
        for name, variant in audio_synth.SOUND_KEYS
    ]
    pieces += [
        partial(audio_synth.synthesize_music, theme, rate) for theme in audio_synth.THEME_NAMES
    ]
    assert least_units(2, pieces) < BUDGET_UNITS


def test_what_the_title_needs_is_quick():
    rate = audio_synth.DEFAULT_RATE
    pieces = [
        partial(audio_synth.synthesize, name, rate, variant)
        for name, variant in audio_synth.SOUND_KEYS[:3]
    ]
    pieces.append(partial(audio_synth.synthesize_music, "title", rate))
    assert least_units(2, pieces) < TITLE_BUDGET_UNITS


def test_deferred_audio_synthesises_nothing_on_the_callers_thread(monkeypatch):
    """Asking for music and effects before the background thread runs costs nothing."""

    def forbidden(*args, **kwargs):
        raise AssertionError("synthesised before start_background")

    monkeypatch.setattr(audio, "synthesize", forbidden)
    monkeypatch.setattr(audio, "synthesize_music", forbidden)
    monkeypatch.setattr(audio, "synthesize_all", forbidden)
    started = time.perf_counter()
    sound = audio.Audio(deferred=True)
    sound.play_music("title")
    sound.play("click")
    assert time.perf_counter() - started < 0.5
    assert sound.enabled and not sound.music_playing
    sound.close()


def test_the_theme_asked_for_is_built_before_the_other_themes(monkeypatch):
    """A player who picks Drakon at once hears Drakon's theme next, not after the rest."""
    order: list[str] = []
    real = audio.synthesize_music

    def recording(theme, rate):
        order.append(theme)
        return real(theme, rate)

    monkeypatch.setattr(audio, "synthesize_music", recording)
    sound = audio.Audio(deferred=True)
    sound.play_music("drakon")
    sound.start_background()
    deadline = time.perf_counter() + 20
    while not sound.ready:
        assert time.perf_counter() < deadline
        time.sleep(0.02)
    assert order[0] == "drakon" and sorted(order) == sorted(audio_synth.THEME_NAMES)
    assert sound.music_playing and sound.theme == "drakon"
    sound.close()

"""Start-up stays light with four times the sounds: nothing is synthesised before the first
frame, the title's sounds and theme come first, and the whole bank fits a time budget."""

from __future__ import annotations

import time

import pygame
import pytest

from game import audio, audio_synth

BUDGET_S = 1.0
"""CPU seconds for every effect and every theme at the mixer rate: about 0.43 s measured on the
2-core box (the old bank of 11 sounds and one loop took 0.15 s). CPU time of the building
thread, not wall time, so that other processes on a busy machine cannot make the test flaky."""

TITLE_BUDGET_S = 0.25
"""CPU seconds for what the title plays (its three interface sounds and its theme): about
0.08 s measured."""


@pytest.fixture(autouse=True)
def _fresh_mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def best_of(runs: int, work) -> float:
    """The least CPU time of this thread over a few runs of `work`."""
    best = float("inf")
    for _run in range(runs):
        started = time.thread_time()
        work()
        best = min(best, time.thread_time() - started)
    return best


def test_the_whole_bank_fits_the_time_budget():
    def everything():
        audio_synth.synthesize_all(audio_synth.DEFAULT_RATE)
        for theme in audio_synth.THEME_NAMES:
            audio_synth.synthesize_music(theme, audio_synth.DEFAULT_RATE)

    assert best_of(2, everything) < BUDGET_S


def test_what_the_title_needs_is_quick():
    def title():
        for name, variant in audio_synth.SOUND_KEYS[:3]:
            audio_synth.synthesize(name, audio_synth.DEFAULT_RATE, variant)
        audio_synth.synthesize_music("title", audio_synth.DEFAULT_RATE)

    assert best_of(2, title) < TITLE_BUDGET_S


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

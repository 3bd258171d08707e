"""Drakon plays its own sounds (sounds.md: tile, hero-step, coin, coin-lose, gust, vortex, rotate,
crumble, drakon, draw) where things happen, not the Nine Sons' "tame" or a generic "place"."""

from __future__ import annotations

from tests.client.test_drakon_scene import seats, start

DRAKON_SOUNDS = {"tile", "hero-step", "coin", "coin-lose", "gust", "vortex", "rotate", "crumble",
                 "drakon", "draw"}  # fmt: skip
BORROWED = {"tame", "refill", "place", "step", "die", "swallow"}


def test_an_ai_game_sounds_like_drakon(app):
    app.settings.animation_speed = 4.0  # the animations (and their sounds) run
    scene = start(app, seats(4, humans=()), seed=4)
    for _ in range(6000):
        app.step(0.05, events=[])
        played = set(app.audio.played)
        if scene.session.is_over() or {"tile", "hero-step", "draw", "coin"} <= played:
            break
    played = set(app.audio.played)
    assert {"tile", "hero-step", "draw", "coin"} <= played, played
    assert not played & BORROWED, played & BORROWED
    assert played & DRAKON_SOUNDS == played - {"click", "focus", "error", "thinking", "win",
                                               "lose"}  # fmt: skip

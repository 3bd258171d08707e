"""The hot-seat curtain (issue 12, item 11): a way to the menu that never reveals a hand, and a
curtain that rises only once the last move has been seen to resolve."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.record import SeatSpec
from game.scenes.handoff import MENU_RECT, HandoffScene
from game.scenes.pause import PauseScene
from game.scenes.play import HANDOFF_BEAT_S, PlayScene
from game.scenes.title import TitleScene
from game.session import Session

FOUR_PEOPLE = [
    SeatSpec(name, "human", colour=c) for name, c in zip("ABCD", (2, 3, 4, 5), strict=True)
]


def key(k) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def frame(surface_app) -> bytes:
    surface = pygame.Surface((1280, 720))
    surface_app.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def run_until(app, condition, frames=2000, dt=1 / 60) -> int:
    for count in range(frames):
        if condition():
            return count
        app.step(dt, events=[])
    assert condition(), "condition not reached"
    return frames


def curtain_game(app, slug="drakon", seats=FOUR_PEOPLE) -> tuple[PlayScene, HandoffScene]:
    app.reset_to(TitleScene(app))
    scene = PlayScene(app, Session.new(slug, seats, None, 5))
    app.push(scene)
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    return scene, app.top


@pytest.mark.parametrize("how", ["esc", "button"])
def test_the_menu_opens_over_the_curtain_and_never_shows_the_board(app, how):
    """Item 11: the curtain offered no way to Save & quit without revealing the hand."""
    scene, curtain = curtain_game(app)
    if how == "esc":
        app.step(0.0, events=[key(pygame.K_ESCAPE)])
    else:
        app.step(0.0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                 pos=MENU_RECT.center)])  # fmt: skip
    pause = app.top
    assert isinstance(pause, PauseScene) and app.stack[-2] is curtain
    assert not scene.board.show_private and scene.board.turn is None
    # What the board below would show makes no difference: the curtain covers it all.
    shown = frame(app)
    real_view = scene.board.view
    scene.board.view = None
    assert frame(app) == shown
    scene.board.reset(real_view)
    app.step(0.0, events=[key(pygame.K_ESCAPE)])  # Esc resumes: back to the curtain
    assert app.top is curtain and not curtain.dismissed


def test_save_and_quit_from_the_curtain_goes_to_the_title(app):
    scene, curtain = curtain_game(app)
    app.step(0.0, events=[key(pygame.K_ESCAPE)])
    app.top.save_and_quit()
    assert isinstance(app.top, TitleScene)
    assert not any(isinstance(s, (HandoffScene, PlayScene)) for s in app.stack)


def test_restart_from_the_curtain_takes_it_away_and_raises_a_fresh_one(app):
    scene, curtain = curtain_game(app)
    old = scene.session
    app.step(0.0, events=[key(pygame.K_ESCAPE)])
    app.top.restart()
    assert scene.session is not old and curtain.dismissed
    assert curtain not in app.stack
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    assert sum(isinstance(s, HandoffScene) for s in app.stack) == 1


def move_and_time_the_curtain(app, speed: float) -> tuple[int, int]:
    """Lift the first curtain, make a move, then count frames: (frames the board animated,
    frames from the animation's end until the next curtain)."""
    app.settings.animation_speed = speed
    scene, curtain = curtain_game(app)
    curtain.dismiss()
    run_until(app, lambda: scene.board.turn is not None)
    rng = random.Random(3)
    busy = idle = 0
    while not isinstance(app.top, HandoffScene):
        if scene.board.turn is not None and scene.session.is_human_turn():
            scene.human_action(rng.choice(scene.session.legal_actions()))
            busy = idle = 0
        app.step(1 / 60, events=[])
        if scene.board.busy():
            busy, idle = busy + 1, 0
        else:
            idle += 1
        assert busy + idle < 2000
    return busy, idle


def test_the_next_curtain_waits_for_the_move_to_resolve_and_a_beat(app):
    """Item 11: at 4 seats the next curtain came up ~1 s after a human's move, the moment its
    animation ended. It rises only once the board has stood still for a beat after it."""
    busy, idle = move_and_time_the_curtain(app, 1.0)
    assert busy > 5  # the move did animate
    assert idle >= HANDOFF_BEAT_S * 60 - 1


def test_a_slower_animation_holds_the_curtain_back_longer(app):
    """The wait is measured from the animation's end, not a fixed delay after the move."""
    normal_busy, normal_idle = move_and_time_the_curtain(app, 1.0)
    slow_busy, slow_idle = move_and_time_the_curtain(app, 0.5)
    assert slow_busy > normal_busy
    assert abs(slow_idle - normal_idle) <= 2


def test_instant_animations_still_leave_a_beat_before_the_curtain(app):
    busy, idle = move_and_time_the_curtain(app, 0.0)
    assert idle >= HANDOFF_BEAT_S * 60 - 1

"""Issue 12 item 6: the Drakon camera starts framed on the lair at a readable zoom, keeps the lair
framed as it grows (until the player pans or zooms by hand; F / Home frames it again), follows
the action while AIs play, and heroes leave the emblem of the chamber they stand on readable."""

from __future__ import annotations

import pygame
import pytest

from game.rules.drakon import DrakonState
from game.views.drakon import sprites
from game.views.drakon.camera import READABLE_ZOOM
from tests.client.test_drakon_scene import HUMAN_VS_AI, ready, seats, start
from tests.client.test_play import key, run_until


def _settle(app, frames: int = 40) -> None:
    for _ in range(frames):
        app.step(0.05, events=[])


def _lair(board) -> list[tuple[int, int]]:
    return [cell for cell, _, _ in board.view.board]


def test_the_game_starts_framed_on_the_lair_at_a_readable_zoom(app):
    scene = start(app, HUMAN_VS_AI)
    run_until(app, lambda: ready(scene))
    _settle(app)
    camera = scene.board.camera
    assert camera.zoom >= 96  # a one- or two-chamber lair is shown big, not 72 px tiles
    assert all(camera.visible(cell) for cell in _lair(scene.board))


def test_watching_ais_keeps_the_growing_lair_in_view(app):
    scene = start(app, seats(3, humans=()), seed=4)
    board = scene.board
    checked = 0
    for _ in range(6000):
        app.step(0.05, events=[])
        if scene.session.is_over():
            break
        lair = _lair(board)
        if len(lair) >= 8 and not board.busy() and not board.camera.moving:
            checked += 1
            if board.camera.fit_zoom(lair) >= READABLE_ZOOM:
                assert all(board.camera.visible(cell) for cell in lair), len(lair)
            else:  # too big to show whole at a readable size: follow the action
                assert board.camera.zoom >= READABLE_ZOOM
        if len(lair) >= 30:
            break
    assert len(lair) >= 30 and checked > 20


def test_panning_by_hand_stops_the_auto_frame_and_f_brings_it_back(app):
    scene = start(app, seats(2, humans=()), seed=4)
    board = scene.board
    run_until(app, lambda: len(_lair(board)) >= 3, frames=800)
    app.step(0.05, events=[key(pygame.K_MINUS)])  # a zoom by hand
    _settle(app, 10)
    goal = (board.camera.goal_x, board.camera.goal_y, board.camera.goal_zoom)
    assert not board.follow
    run_until(app, lambda: len(_lair(board)) >= 6, frames=800)
    _settle(app, 10)
    assert (board.camera.goal_x, board.camera.goal_y, board.camera.goal_zoom) == goal
    app.step(0.05, events=[key(pygame.K_f)])
    assert board.follow
    _settle(app)
    assert all(board.camera.visible(cell) for cell in _lair(board))


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 6])
def test_heroes_leave_the_chamber_emblem_readable(app, count):
    scene = start(app, seats(max(count, 2), humans=(0,)))
    run_until(app, lambda: ready(scene))
    board = scene.board
    heroes = [(0, 0)] * count + [(0, 1)] * (max(count, 2) - count)
    lair = {(0, 1): ("gold-1", 0)}
    board.reset(DrakonState.from_position(players=max(count, 2), board=lair, heroes=heroes).view(0))
    camera = board.camera
    centre = camera.to_screen((0, 0))
    heroes = list(range(count))
    emblem = camera.zoom * 0.26  # the medallion's radius
    for seat in heroes:
        rect = sprites.hero_rect(board, seat)
        nearest = (
            min(max(centre[0], rect.left), rect.right),
            min(max(centre[1], rect.top), rect.bottom),
        )
        gap = ((nearest[0] - centre[0]) ** 2 + (nearest[1] - centre[1]) ** 2) ** 0.5
        assert gap >= emblem, (seat, rect, centre)

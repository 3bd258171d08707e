"""The Replays list after a restart: it opens from the files' heads without replaying a record,
then checks each replay in full in slices between frames (the chosen one first); a file whose
moves are broken turns into a broken row with its reason, unchanged on disk; watching a replay
not checked yet checks it at once, and a broken one is not opened."""

from __future__ import annotations

import json

import pygame
import pytest

import game.scenes.replays as replays_scene
import game.settings.replay_files as replay_files
from game.replays import BrokenReplay, Replay, ReplayHead, ReplayShelf
from game.scenes.replays import ReplaysScene
from tests.client.test_replays_scene import fill, pad, press, show


def restart_shelf(app) -> None:
    """The shelf as a new start of the program finds it: nothing checked, nothing remembered."""
    app.replays = ReplayShelf(app.replays.folder, app.replays.cap)


@pytest.fixture()
def replays_played(monkeypatch) -> list[str]:
    """The records replayed in full from now on (by slug)."""
    played: list[str] = []
    real = replay_files.play_out_steps

    def counting(record):
        played.append(record.slug)
        return real(record)

    monkeypatch.setattr(replay_files, "play_out_steps", counting)
    return played


def break_moves(app, entry: Replay) -> bytes:
    """Make move 6 of `entry`'s file illegal (the head stays good); the bytes written."""
    content = entry.to_json()
    content["record"]["history"][5] = content["record"]["history"][6]
    data = json.dumps(content).encode()
    (app.replays.folder.path / entry.file).write_bytes(data)
    return data


def test_the_list_opens_from_the_heads_then_checks_between_frames(app, replays_played):
    fill(app, 6)
    restart_shelf(app)
    scene = ReplaysScene(app)
    app.reset_to(scene)
    surface = pygame.Surface((1280, 720))
    app.draw(surface)  # the first frame: every row shown, no record replayed
    assert replays_played == []
    assert len(scene.rows) == 6 and all(isinstance(row.entry, ReplayHead) for row in scene.rows)
    for _frame in range(400):
        app.update(1 / 60)
        if not any(isinstance(row.entry, ReplayHead) for row in scene.rows):
            break
    assert all(isinstance(row.entry, Replay) for row in scene.rows)
    assert replays_played[0] == scene.rows[0].entry.slug  # the chosen row went first
    assert sorted(replays_played) == sorted(row.entry.slug for row in scene.rows)
    show(app)


def test_each_frame_checks_only_a_slice(app, replays_played, monkeypatch):
    fill(app, 3)
    restart_shelf(app)
    monkeypatch.setattr(replays_scene, "CHECK_BUDGET_S", 0.0)  # one slice a frame
    scene = ReplaysScene(app)
    app.reset_to(scene)
    press(app, pygame.K_DOWN)  # the second row is chosen: it is checked first
    app.update(1 / 60)
    assert replays_played == [scene.rows[1].entry.slug]
    assert all(isinstance(row.entry, ReplayHead) for row in scene.rows)  # not done in a frame
    frames = 1
    while isinstance(scene.rows[1].entry, ReplayHead):
        app.update(1 / 60)
        frames += 1
    assert frames > 2 and isinstance(scene.rows[1].entry, Replay)
    assert isinstance(scene.rows[0].entry, ReplayHead)  # the others wait their turn


def test_a_broken_record_turns_into_a_broken_row_and_is_not_changed(app):
    fill(app, 2)
    older = app.replays.list()[0][1]
    assert isinstance(older, Replay)
    data = break_moves(app, older)
    restart_shelf(app)
    scene = ReplaysScene(app)
    app.reset_to(scene)
    assert isinstance(scene.rows[1].entry, ReplayHead)  # its head is good
    for _frame in range(400):
        app.update(1 / 60)
        if isinstance(scene.rows[1].entry, BrokenReplay):
            break
    broken = scene.rows[1].entry
    assert isinstance(broken, BrokenReplay)
    assert broken.error.message.english() == "move 6 is not legal"
    assert (app.replays.folder.path / older.file).read_bytes() == data
    press(app, pygame.K_DOWN)
    assert not scene.watch_button.enabled and scene.delete_button.enabled
    show(app)


def test_watching_a_replay_not_checked_yet_checks_it_first(app):
    from game.scenes.replay_viewer import ReplayViewerScene

    fill(app, 2)
    older = app.replays.list()[0][1]
    break_moves(app, older)
    restart_shelf(app)
    scene = ReplaysScene(app)
    app.reset_to(scene)  # no frame runs below: nothing is checked between frames
    press(app, pygame.K_DOWN)
    assert isinstance(scene.rows[1].entry, ReplayHead)
    pad(app, pygame.CONTROLLER_BUTTON_A)  # Watch the broken one: refused, row marked
    assert app.top is scene and isinstance(scene.rows[1].entry, BrokenReplay)
    press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)  # the good one: checked at once, then watched
    assert isinstance(app.top, ReplayViewerScene)
    assert isinstance(scene.rows[0].entry, Replay)
    assert app.top.record.history == scene.rows[0].entry.record.history
